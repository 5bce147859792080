"""PlayerView: exactly what one seat may see. Bots and the table read nothing else."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from game.actions import Action
from game.cards import Card
from game.decisions import Decision, Poll, Secret
from game.events import Event
from game.melds import MeldFit
from game.results import Goal, HandResult
from game.rules import GameRules, HandRules
from game.state import HandState, ScoreSheet, Standing


@dataclass(frozen=True)
class MeldView:
    """A meld on the table as one seat sees it: a face-down meld shows its cards to its owner
    only (to the others `cards` and `text` are empty, `fit` None, and `count` says how many)."""

    owner: int | None  # None: a meld that belongs to no one
    cards: tuple[Card, ...]
    text: tuple[str, ...]  # wilds written with what they stand for
    fit: MeldFit | None  # the same meld as the engine reads it (what each wild stands for)
    face_down: bool = False
    count: int = 0


@dataclass(frozen=True)
class PlayerView:
    """One seat's knowledge of the match: its own hand and everything public."""

    game: str
    preset: str
    options: Mapping[str, Any]  # the house rules of this match (all of them, defaults included)
    seat: int
    names: tuple[str, ...]
    bots: tuple[str | None, ...]
    hand_number: int
    dealer: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    stock_count: int
    discard: tuple[Card, ...]  # the whole pile, top last: every card in it was seen face up
    table: tuple[MeldView, ...]
    taken_discard: int | None  # the card just taken from the discard pile, if any
    totals: tuple[int, ...]
    results: tuple[HandResult, ...]
    pending: tuple[Decision, ...]
    legal: tuple[Action, ...]  # this seat's legal actions now
    hand_rules: HandRules
    deck: tuple[Card, ...]  # every physical card of the match (its make-up, not its order)
    events: tuple[Event, ...]  # this hand's events, as this seat saw them
    public: HandState  # the game's own state of the hand (who called, who knocked, ...)
    over: bool
    winners: tuple[int, ...]
    goal: Goal  # when the match ends
    scores_high: bool  # higher totals are better (points won, not paid)
    bonuses: tuple[tuple[str, tuple[int, ...]], ...]  # points outside the hands, per seat
    poll: Poll | None  # seats asked one after another (who is asked now, who declined)
    secret: Secret | None  # seats choosing in secret: who has chosen (not what)
    chosen: Action | None  # this seat's own secret choice, once made
    standing: Standing  # the game's own state across hands (chips, a pot)
    out: tuple[bool, ...]  # seats that have left the match
    direction: int  # 1: play passes to the left (clockwise), -1: to the right
    turn: Decision | None  # the seat in turn (waiting while a poll or a secret choice is open)
    rules: GameRules  # the game's rules under this match's options (public: everyone knows)
    sheet: ScoreSheet | None  # the score sheet of boxes by players, in games that keep one

    @property
    def final_scores(self) -> tuple[int, ...]:
        """Match totals as they stand, the points scored outside the hands included."""
        return tuple(t + sum(points[seat] for _, points in self.bonuses)
                     for seat, t in enumerate(self.totals))

    @property
    def my_turn(self) -> bool:
        return any(d.seat == self.seat for d in self.pending)

    @property
    def decision(self) -> Decision | None:
        return next((d for d in self.pending if d.seat == self.seat), None)

    def to_json(self) -> dict[str, Any]:
        """A plain-data form (used by tests to compare views and by tools)."""
        return {
            "game": self.game, "preset": self.preset, "options": dict(self.options),
            "seat": self.seat, "names": list(self.names),
            "hand_number": self.hand_number, "dealer": self.dealer,
            "hand": [c.id for c in self.hand], "hand_counts": list(self.hand_counts),
            "stock_count": self.stock_count, "discard": [c.id for c in self.discard],
            "table": [[m.owner, [c.id for c in m.cards]] for m in self.table],
            "face_down": [[i, m.count] for i, m in enumerate(self.table) if m.face_down],
            "taken_discard": self.taken_discard, "totals": list(self.totals),
            "results": [[r.points, r.winner, r.how, [s.to_json() for s in r.shown]]
                        for r in self.results],
            "pending": [[d.seat, d.kind] for d in self.pending],
            "legal": [a.to_json() for a in self.legal],
            "events": [[e.kind, e.seat, e.cards, e.data] for e in self.events],
            "public": asdict(self.public), "over": self.over, "winners": list(self.winners),
            "goal": asdict(self.goal), "scores_high": self.scores_high,
            "bonuses": [[kind, list(points)] for kind, points in self.bonuses],
            "poll": None if self.poll is None else asdict(self.poll),
            "secret": None if self.secret is None else asdict(self.secret),
            "chosen": None if self.chosen is None else self.chosen.to_json(),
            "standing": asdict(self.standing), "out": list(self.out),
            "direction": self.direction,
            "turn": None if self.turn is None else [self.turn.seat, self.turn.kind],
            "sheet": None if self.sheet is None else asdict(self.sheet),
        }

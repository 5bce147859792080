"""PlayerView: exactly what one seat may see. Bots and the table read nothing else."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.actions import Action
from game.cards import Card
from game.events import Event
from game.melds import MeldFit
from game.rules import HandRules

if TYPE_CHECKING:
    from game.match import Decision, HandResult


@dataclass(frozen=True)
class MeldView:
    """A meld on the table as everyone sees it."""

    owner: int
    cards: tuple[Card, ...]
    text: tuple[str, ...]  # wilds written with what they stand for
    fit: MeldFit  # the same meld as the engine reads it (what each wild stands for)


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
    public: dict[str, Any]  # game-specific public state (who called, who knocked, ...)
    over: bool
    winners: tuple[int, ...]

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
            "taken_discard": self.taken_discard, "totals": list(self.totals),
            "results": [[r.points, r.winner, r.how, r.shown] for r in self.results],
            "pending": [[d.seat, d.kind] for d in self.pending],
            "legal": [a.to_json() for a in self.legal],
            "events": [[e.kind, e.seat, e.cards, e.data] for e in self.events],
            "public": self.public, "over": self.over, "winners": list(self.winners),
        }

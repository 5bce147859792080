"""A match being played at the table: who is a person, the bots, saving, undo and hand order.

No drawing here (and no pygame): the table scene asks this object what to show and hands it
the actions people make, so the same rules apply to people and bots.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game import record
from game.actions import Action, Draw
from game.bots import bot_seed, make_bot
from game.bots.base import SeededBot
from game.cards import Card
from game.events import Event
from game.match import Match
from game.view import PlayerView

# Events that show a person a card they had not seen, or start something new: undo stops here.
_FRESH = {"hand-started", "dealt", "stock-renewed", "upcard", "hand-ended", "match-ended"}


class Session:
    """One match at the table. `save` is called with the match after every action."""

    def __init__(self, match: Match, path: Path | None = None,
                 save: Callable[[Path, Match, dict[int, list[int]]], None] | None = None,
                 think: float = 1.0, orders: dict[int, list[int]] | None = None) -> None:
        """`save(path, match, orders)` writes the match and the people's hand orders."""
        self.match = match
        self.think = think  # the hard computer's search budget, a multiple of the usual
        self.path = path
        self._save = save
        self.bots: dict[int, SeededBot] = {}
        self._make_bots()
        humans = self.humans
        self.viewer = humans[0] if humans else 0
        self.orders: dict[int, list[int]] = dict(orders or {})  # seat -> card ids, left to right
        self.undo_to: int | None = None  # history length to go back to, while undo is allowed
        self.save_problem: str | None = None  # why the last save failed, if it did

    def _make_bots(self) -> None:
        self.bots = {i: make_bot(s.bot, bot_seed(self.match.seed, i), self.think)
                     for i, s in enumerate(self.match.seats) if s.bot}

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.bot is None]

    @property
    def actor(self) -> int | None:
        """The seat that must act now, if any."""
        pending = self.match.pending()
        return pending[0].seat if pending else None

    def bot_to_act(self) -> int | None:
        actor = self.actor
        return actor if actor is not None and actor in self.bots else None

    def view(self, seat: int | None = None) -> PlayerView:
        return self.match.view(self.viewer if seat is None else seat)

    def bot_choice(self, seat: int, view: PlayerView) -> Action:
        return self.bots[seat].choose(view)

    # -- acting --------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply an action (raises IllegalAction, leaving everything as it was), then save.

        A save that fails does not undo the move: `save_problem` says why, and the next
        successful save catches up (the record holds every action)."""
        before = len(self.match.history)
        events = self.match.apply(action)
        self._track_undo(action, events, before)
        self.save()
        return events

    def save(self) -> None:
        if self.path is None or self._save is None:
            return
        try:
            people = set(self.humans)
            self._save(self.path, self.match,
                       {seat: ids for seat, ids in self.orders.items() if seat in people})
            self.save_problem = None
        except OSError as exc:
            self.save_problem = exc.strerror or str(exc)

    def _track_undo(self, action: Action, events: list[Event], before: int) -> None:
        person = action.seat not in self.bots
        humans = self.humans
        if len(humans) != 1:
            self.undo_to = None  # undo is for playing against bots only
            return
        if person:
            fresh = isinstance(action, Draw) and action.source == "stock"
            self.undo_to = None if fresh else before
        for e in events:
            if self.undo_to is None:
                return
            if e.kind in _FRESH:
                self.undo_to = None
            elif e.seat in self.bots and e.seen_by(humans[0]).cards:
                self.undo_to = None  # a bot showed a card: the person has learnt something

    @property
    def can_undo(self) -> bool:
        return self.undo_to is not None and not self.match.over

    def undo(self) -> bool:
        """Go back to before the person's last action (bots' replies since are undone too)."""
        if not self.can_undo:
            return False
        assert self.undo_to is not None
        rec = record.record_of(self.match)
        self.match = record.replay(rec, self.undo_to)
        self.undo_to = None
        self._make_bots()
        self.save()
        return True

    # -- the hand as the person arranged it ------------------------------------------------------
    def hand_order(self, view: PlayerView) -> list[Card]:
        """The seat's hand in the order its owner left it; new cards go on the right."""
        held = {c.id: c for c in view.hand}
        order = [cid for cid in self.orders.get(view.seat, []) if cid in held]
        order += [c.id for c in view.hand if c.id not in set(order)]
        self.orders[view.seat] = order
        return [held[cid] for cid in order]

    def set_order(self, seat: int, ids: list[int]) -> None:
        """The person rearranged their hand: kept with the match, so Continue shows it so."""
        self.orders[seat] = list(ids)
        self.save()

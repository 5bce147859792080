"""A match being played at the table: who is a person, the bots, saving, undo and hand order.

No drawing here (and no pygame): the table scene asks this object what to show and hands it
the actions people make, so the same rules apply to people and bots.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game import record
from game.actions import Action, Draw
from game.bots import THINK_RANGE, bot_seed, make_bot
from game.bots.base import SeededBot, TimeLimit
from game.cards import Card
from game.events import Event
from game.games import ENGINES
from game.match import Match
from game.view import PlayerView

# How a hand may be kept sorted: new cards take their place in it (see Session.hand_order).
SORTS: dict[str, Callable[[Card], tuple[int, int]]] = {
    "rank": lambda c: (c.rank or 99, c.suit),
    "suit": lambda c: (c.suit if c.suit >= 0 else 9, c.rank),
}

# Seconds the hard computer may think over a decision at the usual setting (Settings' other
# settings scale it): a person does not notice the wait, the more so as cards move meanwhile.
THINK_SECONDS = 0.4

# Events that show a person a card they had not seen, or start something new: undo stops here.
_FRESH = {"hand-started", "dealt", "stock-renewed", "upcard", "hand-ended", "match-ended"}


def table_bot(level: str, seed: int, game_id: str, think: float = 1.0,
              timed: bool = False) -> SeededBot:
    """A computer player as the table seats it: the hard one thinks `think` (the setting)
    times the game's own allowance (`GameDef.table_think`, where more steps help) and,
    `timed`, stops at `THINK_SECONDS` times the setting even with budget left."""
    game = ENGINES.get(game_id)
    low, high = THINK_RANGE
    budget = min(high, max(low, think * (game.table_think if game else 1.0)))
    limit = TimeLimit(time.perf_counter, THINK_SECONDS * think) if timed else None
    return make_bot(level, seed, budget, limit)


class Session:
    """One match at the table. `save` is called with the match after every action."""

    def __init__(self, match: Match, path: Path | None = None,
                 save: Callable[[Path, Match, HandLayouts], Path] | None = None,
                 think: float = 1.0, layouts: HandLayouts | None = None,
                 timed: bool = False) -> None:
        """`save(path, match, layouts)` writes the match and how the people keep their hands,
        and returns the file it wrote: another than `path` when it had to keep the match
        apart from another window's (`storage.MatchFile`). `timed`: a person waits on the
        bots (in a window), so the hard computer's search stops at `THINK_SECONDS` (times
        `think`) even with budget left; off screen the bots play exactly as their seeds say."""
        self.match = match
        self.think = think  # the hard computer's search budget, a multiple of the usual
        self.timed = timed
        self.path = path
        self._save = save
        self.bots: dict[int, SeededBot] = {}
        self._make_bots()
        humans = self.humans
        self.viewer = humans[0] if humans else 0
        layouts = layouts or HandLayouts()
        self.orders: dict[int, list[int]] = dict(layouts.orders)  # seat -> card ids, in order
        self.sorts: dict[int, str] = dict(layouts.sorts)  # seat -> the SORTS it keeps to
        self.undo_to: int | None = None  # history length to go back to, while undo is allowed
        self.undo_order: list[int] = []  # the person's hand as they held it then
        self.save_problem: str | None = None  # why the last save failed, if it did
        self.moved_from: Path | None = None  # the file this match left for a copy, lately

    def _make_bots(self) -> None:
        self.bots = {i: table_bot(s.bot, bot_seed(self.match.seed, i), self.match.game_id,
                                  self.think, self.timed)
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
        held = list(self.orders.get(action.seat, []))
        events = self.match.apply(action)
        if action.seat not in self.bots:
            self.moved_from = None  # told till the person's next move
        self._track_undo(action, events, before)
        if self.undo_to == before:
            self.undo_order = held
        self.save()
        return events

    def save(self) -> None:
        if self.path is None or self._save is None:
            return
        try:
            people = set(self.humans)
            written = self._save(self.path, self.match, HandLayouts(
                {seat: ids for seat, ids in self.orders.items() if seat in people},
                {seat: how for seat, how in self.sorts.items() if seat in people}))
            self.save_problem = None
        except OSError as exc:
            self.save_problem = exc.strerror or str(exc)
            return
        if written != self.path:
            self.moved_from, self.path = self.path, written

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
        self.orders[self.humans[0]] = self.undo_order  # the card taken back goes where it was
        self._make_bots()
        self.save()
        return True

    # -- the hand as the person arranged it ------------------------------------------------------
    def hand_order(self, view: PlayerView) -> list[Card]:
        """The seat's hand in the order its owner left it: kept sorted if they sorted it
        (new cards take their place), else new cards go on the right."""
        held = {c.id: c for c in view.hand}
        how = self.sorts.get(view.seat)
        if how in SORTS:
            order = [c.id for c in sorted(view.hand, key=SORTS[how])]
        else:
            # each card once, however a hand-edited save repeats it
            order = list(dict.fromkeys(cid for cid in self.orders.get(view.seat, [])
                                       if cid in held))
            order += [c.id for c in view.hand if c.id not in set(order)]
        self.orders[view.seat] = order
        return [held[cid] for cid in order]

    def set_order(self, seat: int, ids: list[int], sort: str | None = None) -> None:
        """The person rearranged their hand, or sorted it by `sort` (one of SORTS), which it
        then keeps to until they move a card; kept with the match, so Continue shows it so."""
        self.orders[seat] = list(ids)
        if sort in SORTS:
            self.sorts[seat] = sort
        else:
            self.sorts.pop(seat, None)
        self.save()


@dataclass(frozen=True)
class HandLayouts:
    """How the people at the table keep their hands: each seat's order of card ids, and the
    sort it keeps to, if any (saved with the match)."""

    orders: dict[int, list[int]] = field(default_factory=dict)
    sorts: dict[int, str] = field(default_factory=dict)

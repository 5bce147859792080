"""What lies on the table in a game of secret picks and a score sheet, read from one seat's view.

When everyone's picks are turned over, the engine may score them, let thieves steal and start
the next turn in one move: by the time the table draws, the melds are back in the stub. So the
table reads the latest reveal from the view's events (the melds as they were turned over, less
the cards stolen from them since, with the box each filled and its points) and keeps showing
it until the person at the screen commits their next pick. Pure: no drawing, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.actions import Choose
from game.cards import Card
from game.view import MeldView, PlayerView


@dataclass(frozen=True)
class Revealed:
    """One seat's meld of the latest reveal: its cards as they lie now, its box (the sheet's
    row) and what it scored."""

    seat: int
    cards: tuple[Card, ...]
    row: int | None
    points: int | None


@dataclass(frozen=True)
class Reveal:
    """The latest reveal of the hand: each seat's meld, and the cards thieves took from them
    since (by the thief's seat, in order)."""

    melds: tuple[Revealed, ...]
    stolen: dict[int, tuple[int, ...]] = field(default_factory=dict)

    def lit(self) -> set[tuple[int, int]]:
        """The sheet's cells this reveal filled: (seat, row)."""
        return {(m.seat, m.row) for m in self.melds if m.row is not None}


def latest_reveal(view: PlayerView) -> Reveal | None:
    """The hand's latest reveal as it lies now, or None before the first (or without a sheet)."""
    sheet = view.sheet
    if sheet is None:
        return None
    events = view.events
    end = next((i for i in range(len(events) - 1, -1, -1) if events[i].kind == "revealed"),
               None)
    if end is None:
        return None
    start = end
    while start > 0 and events[start - 1].kind == "revealed":
        start -= 1
    cards: dict[int, list[int]] = {}
    rows: dict[int, int | None] = {}
    for e in events[start:end + 1]:
        if e.seat is None:
            continue
        cards[e.seat] = list(e.cards or ())
        rows[e.seat] = sheet.row_of(str(e.data.get("box", "")))
    points: dict[int, int] = {}
    stolen: dict[int, list[int]] = {}
    for e in events[end + 1:]:
        if e.kind == "scored" and e.seat is not None and isinstance(e.data.get("points"), int):
            points[e.seat] = e.data["points"]
        elif e.kind == "stole" and e.seat is not None and e.cards:
            for held in cards.values():
                if e.cards[0] in held:
                    held.remove(e.cards[0])
            stolen.setdefault(e.seat, []).append(e.cards[0])
    deck = view.deck
    melds = tuple(Revealed(seat, tuple(deck[c] for c in held), rows[seat], points.get(seat))
                  for seat, held in cards.items())
    return Reveal(melds, {seat: tuple(ids) for seat, ids in stolen.items()})


def chosen_cards(view: PlayerView) -> tuple[Card, ...]:
    """The cards of the viewer's own hand in the secret pick they have committed, if any: they
    lie apart from the hand, face up to their owner, until every pick is turned over."""
    chosen = view.chosen
    if not isinstance(chosen, Choose):
        return ()
    held = {c.id: c for c in view.hand}
    return tuple(held[c] for c in chosen.cards if c in held)


@dataclass(frozen=True)
class OnTable:
    """The melds the table shows, each with its caption's box (the sheet's row) and points."""

    melds: tuple[MeldView, ...]
    rows: tuple[int | None, ...]
    points: tuple[int | None, ...]
    lit: frozenset[tuple[int, int]] = frozenset()  # the sheet's cells just filled
    pick: int | None = None  # the index of the viewer's own committed pick, if shown


def on_table(view: PlayerView) -> OnTable:
    """What lies on the table for this view: the engine's melds while there are any (the
    reveal during the steals, or the last one once the match is over); else, in a game with a
    score sheet, the latest reveal, until the viewer has committed their next pick, and then
    that pick (face up to them alone)."""
    sheet = view.sheet
    if view.table or sheet is None:
        if sheet is None:
            return OnTable(view.table, (None,) * len(view.table), (None,) * len(view.table))
        scored = {(seat, row): points for seat, row, points in sheet.revealed}
        rows = tuple(sheet.row_of(m.fit.kind) if m.fit is not None else None
                     for m in view.table)
        by_seat = {seat: (row, points) for (seat, row), points in scored.items()}
        points = tuple(by_seat.get(m.owner, (None, None))[1] if m.owner is not None else None
                       for m in view.table)
        return OnTable(view.table, rows, points, frozenset(scored))
    pick = chosen_cards(view)
    if pick:
        row = sheet.row_of(view.chosen.choice) if isinstance(view.chosen, Choose) else None
        meld = MeldView(view.seat, pick, (), None, False, len(pick))
        return OnTable((meld,), (row,), (None,), pick=0)
    reveal = latest_reveal(view)
    if reveal is None:
        return OnTable((), (), ())
    shown = [m for m in reveal.melds if m.cards]
    return OnTable(tuple(MeldView(m.seat, m.cards, (), None, False, len(m.cards)) for m in shown),
                   tuple(m.row for m in shown), tuple(m.points for m in shown),
                   frozenset(reveal.lit()))


def taken_into_hands(view: PlayerView) -> dict[int, tuple[int, ...]]:
    """The cards each other seat took into its hand at the latest reveal (a thief's steal):
    the table keys them in that hand's fan, so that they glide there from the meld."""
    reveal = latest_reveal(view)
    if reveal is None:
        return {}
    return {seat: ids for seat, ids in reveal.stolen.items() if seat != view.seat}

"""The bases of a game's own public state: of the hand (HandState) and across hands (Standing).

Each game subclasses them with frozen dataclasses; views carry them as they stand, and a bot's
guessed match starts from them, so nothing public can be forgotten.
"""

from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr


# Marked, as Match is, so that a game written in Python runs on the compiled engine too.
@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True, slots=True)
class HandState:
    """A game's own per-hand state: every field public (who called, who knocked, ...)."""


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True, slots=True)
class Standing:
    """A game's own state across hands (chips, a pot): public, carried by every view."""


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True, slots=True)
class Chips(Standing):
    """The standing of a game played for chips: each seat's chips as they are now (this hand's
    ante paid), the pot in the middle, and the ante each seat puts in it every hand. The table
    shows these for any standing that is one."""

    chips: tuple[int, ...] = ()
    pot: int = 0
    ante: int = 0


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """A score sheet of boxes by players, as every seat sees it (games that keep one).

    Each row is a box a player fills once, with a pick whose choice word names the row (its
    id, or "id:variant" where the pick names more, as a Doctor's suit). `cells[seat][row]` is
    what the box scored, None while it is open; `revealed` holds this turn's scores as
    (seat, row, points) from the reveal until the next turn starts; `turn` of `turns`.
    """

    rows: tuple[str, ...]  # each row's id: the choice word of a pick for it
    labels: tuple[str, ...]  # each row's name (the box's)
    sizes: tuple[int, ...]  # the cards each row's meld takes
    cells: tuple[tuple[int | None, ...], ...]
    totals: tuple[int, ...]
    revealed: tuple[tuple[int, int, int], ...] = ()
    turn: int = 0
    turns: int = 0

    def row_of(self, choice: str) -> int | None:
        """The row a pick's choice word names ("doctor:H" is the Doctor's), or None."""
        name = choice.partition(":")[0]
        return self.rows.index(name) if name in self.rows else None

    def open_rows(self, seat: int) -> tuple[int, ...]:
        """The rows the seat has still to fill, in order."""
        return tuple(i for i, p in enumerate(self.cells[seat]) if p is None)


@dataclass(frozen=True, slots=True)
class WhatIf:
    """What a meld would score in one row of a score sheet now: `cards` are the cards asked
    about, or with none asked about the best the hand holds for the row; `estimate` says the
    score depends on cards nobody has shown yet (a Beggar Man before the reveal)."""

    points: int
    cards: tuple[int, ...] = ()
    estimate: bool = False

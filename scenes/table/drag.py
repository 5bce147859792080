"""A drag in progress at the table: what is held, from where, and where the pointer is."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Drag:
    source: str  # hand, stock, discard
    ids: list[int]
    start: tuple[int, int]
    pos: tuple[int, int]
    grab: tuple[int, int] = (0, 0)  # where in the first card the mouse holds it
    moving: bool = False
    cancelled: bool = False  # by Esc: the cards went back, the button's release does nothing
    card: int | None = None  # the card pressed (of the hand's): a click toggles it alone
    size: tuple[int, int] = (0, 0)  # a pile card's size: it is held at it, under the pointer

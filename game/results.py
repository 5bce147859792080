"""How hands end and when a match does: HandResult, Shown (a hand laid out) and Goal."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Shown:
    """One seat's cards as a hand's summary shows them: melds (card ids), the cards standing
    in as wilds, the loose cards, what they count (None: nothing was counted) and the cards
    this seat laid off on others' melds (or, in games with melds on the table, anywhere)."""

    seat: int
    melds: tuple[tuple[int, ...], ...] = ()
    wilds: tuple[int, ...] = ()
    deadwood_cards: tuple[int, ...] = ()
    deadwood: int | None = None
    laid_off: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The plain form events carry (the `deadwood` key only where something was counted)."""
        data: dict[str, Any] = {"seat": self.seat, "melds": [list(m) for m in self.melds],
                                "wilds": list(self.wilds),
                                "deadwood_cards": list(self.deadwood_cards)}
        if self.deadwood is not None:
            data["deadwood"] = self.deadwood
        data["laid_off"] = list(self.laid_off)
        return data

    def counted(self, deadwood: int) -> Shown:
        return Shown(self.seat, self.melds, self.wilds, self.deadwood_cards, deadwood,
                     self.laid_off)

    def uncounted(self) -> Shown:
        return Shown(self.seat, self.melds, self.wilds, self.deadwood_cards, None, self.laid_off)


# One part of how a winner's points add up: its kind, whose cards it counts (or None) and its
# points (the summary shows the sum).
Part = tuple[str, int | None, int]


@dataclass(frozen=True)
class HandResult:
    """How one hand ended: points per seat this hand, and how each hand finished."""

    number: int
    points: tuple[int, ...]
    winner: int | None  # None: void or no single winner
    how: str  # a game.decisions.How
    shown: tuple[Shown, ...] = ()
    # Where each seat scores its own cards, a single part may say what changed them all.
    reckoning: tuple[Part, ...] = ()


@dataclass(frozen=True)
class Goal:
    """When a match ends: after a fixed number of hands, or once a total reaches `points`."""

    hands: int = 0  # 0: not a fixed number of hands
    points: int = 0  # 0: no target

    def reached(self, hands_played: int, totals: list[int]) -> bool:
        if self.hands:
            return hands_played >= self.hands
        return max(totals) >= self.points

"""The meld solver: the exact least-deadwood arrangement of a hand under a hand's rules."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.cards import JOKER, Card
from game.melds import MeldFit, fit_meld
from game.rules import HandRules
from game.solver import bitmask
from game.solver.search import Search


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand split into melds and deadwood."""

    deadwood: int
    melds: tuple[MeldFit, ...]
    deadwood_cards: tuple[Card, ...]

    def to_json(self) -> dict:
        return {
            "deadwood": self.deadwood,
            "melds": [m.text() for m in self.melds],
            "deadwood_cards": [str(c) for c in self.deadwood_cards],
        }


def _fast_table(cards: Sequence[Card], hand: HandRules) -> bitmask.RunTable | None:
    """The run table when the fast path is exact for these cards, else None."""
    if not bitmask.applies(hand.meld):
        return None
    faces = set()
    for c in cards:
        if c.rank == JOKER or c.rank in hand.wild_ranks or c.face in faces:
            return None
        faces.add(c.face)
    return bitmask.run_table(hand.meld.run_min, hand.meld.ace, hand.rank_values)


def hand_mask(cards: Sequence[Card]) -> int:
    """A one-deck hand as the 52-bit int the fast path reads."""
    mask = 0
    for c in cards:
        mask |= 1 << (c.suit * 13 + c.rank - 1)
    return mask


def min_deadwood(cards: Sequence[Card], hand: HandRules) -> int:
    """The least deadwood value the cards can be arranged to."""
    table = _fast_table(cards, hand)
    if table is not None:
        return bitmask.min_deadwood(hand_mask(cards), table)
    return Search(cards, hand).value()


def can_meld_all(cards: Sequence[Card], hand: HandRules) -> bool:
    """True if the cards can all be arranged in melds (deadwood 0)."""
    table = _fast_table(cards, hand)
    if table is not None:
        return bitmask.min_deadwood(hand_mask(cards), table) == 0
    return Search(cards, hand).meldable()


def best_arrangement(cards: Sequence[Card], hand: HandRules) -> Arrangement:
    """One least-deadwood arrangement, with its melds and which card each wild stands for."""
    table = _fast_table(cards, hand)
    if table is not None:
        value, masks = bitmask.best_split(hand_mask(cards), table)
        by_bit = {c.suit * 13 + c.rank - 1: c for c in cards}
        melds = []
        used = 0
        for m in masks:
            group = [card for bit, card in sorted(by_bit.items()) if m >> bit & 1]
            fit = fit_meld(group, hand)
            assert fit is not None, "run table built an illegal meld"
            melds.append(fit)
            used |= m
        dead = tuple(c for bit, c in sorted(by_bit.items()) if not used >> bit & 1)
        return Arrangement(value, tuple(melds), _sorted(dead))
    value, melds, dead = Search(cards, hand).arrangement()
    return Arrangement(value, tuple(melds), _sorted(dead))


def _sorted(cards) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: (c.rank == JOKER, c.rank, c.suit, c.id)))

"""The best arrangement that keeps a hand's order: every meld a group of neighbouring cards.

A person shows melds by how they hold their cards. Where several arrangements leave the same
deadwood (A♠ 2♠ 3♠ 4♠ 4♥ 4♦ 4♣ is a run of four and a set of three, or a run of three and a
set of four), the one that follows the hand's order is theirs to choose, and it decides what an
opponent may lay off on their melds after a knock or a "Pay me!". So does where a run's wild
stands: 4♠ 5♠ JK reads the joker as 6♠, JK 4♠ 5♠ as 3♠.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.cards import Card
from game.melds import MeldFit, fit_meld
from game.rules import HandRules
from game.solver import Arrangement, best_arrangement, min_deadwood

MIN_MELD = 3  # no game here melds fewer cards


def ordered_arrangement(cards: Sequence[Card], hand: HandRules) -> Arrangement:
    """The least-deadwood arrangement whose melds are runs of neighbouring cards in `cards`.

    Among equals the longer meld comes first (dynamic programming from the right: the best
    split of every tail of the hand).
    """
    n = len(cards)
    # best[i]: (deadwood, melds) of the best split of cards[i:]
    best: list[tuple[int, tuple[MeldFit, ...]]] = [(0, ())] * (n + 1)
    for i in range(n - 1, -1, -1):
        dead, melds = best[i + 1]
        choice = (hand.value(cards[i]) + dead, melds)
        for j in range(n, i + MIN_MELD - 1, -1):
            if best[j][0] >= choice[0]:
                continue
            fit = fit_meld(cards[i:j], hand, held=True)
            if fit is not None:
                choice = (best[j][0], (fit, *best[j][1]))
        best[i] = choice
    deadwood, melds = best[0]
    melded = {c.id for m in melds for c in m.cards}
    return Arrangement(deadwood, melds, tuple(c for c in cards if c.id not in melded))


def held_arrangement(cards: Sequence[Card], hand: HandRules) -> Arrangement:
    """The arrangement a person shows: grouped as they hold the cards where that leaves no
    more deadwood than the best, else the best."""
    held = ordered_arrangement(cards, hand)
    return held if held.deadwood == min_deadwood(cards, hand) else best_arrangement(cards, hand)

"""Hands whose runs take the ranks in another order (Conquian: 7 and J consecutive).

The solver's searches count a run's ranks as consecutive numbers, so such a hand is solved
with each card renamed by its place in the run order (a Conquian J becomes an 8 for the
search, with a J's value), and the melds found are read back in the cards' own ranks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.cards import JOKER, Card
from game.melds import MeldFit
from game.rules import HandRules

_RENAMED: dict[HandRules, HandRules] = {}


def renamed_rules(hand: HandRules) -> HandRules:
    """The same hand's rules for cards renamed by run position (see `renamed`)."""
    found = _RENAMED.get(hand)
    if found is None:
        order = hand.meld.run_order
        values = [hand.rank_values[JOKER]] + [hand.rank_values[r] for r in order]
        values += [0] * (14 - len(values))
        found = _RENAMED[hand] = HandRules(
            replace(hand.meld, run_order=()),
            frozenset(order.index(r) + 1 for r in hand.wild_ranks if r in order),
            hand.jokers_wild, tuple(values), hand.wild_value)
    return found


def renamed(cards: Sequence[Card], hand: HandRules) -> list[Card]:
    """The cards with each rank renamed by its place in the run order (ids kept)."""
    order = hand.meld.run_order
    return [c if c.rank == JOKER else Card(c.id, order.index(c.rank) + 1, c.suit)
            for c in cards]


def read_back(fit: MeldFit, cards: Sequence[Card], hand: HandRules) -> MeldFit:
    """A meld found among renamed cards, in the cards' own ranks."""
    by_id = {c.id: c for c in cards}
    order = hand.meld.run_order
    stands = tuple((None if r is None else order[r - 1], s) for r, s in fit.stands)
    return MeldFit(fit.kind, tuple(by_id[c.id] for c in fit.cards), stands, fit.wild)

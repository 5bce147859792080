"""Hand judgement the bots share: least deadwood after a discard, a draw, a lay-off.

Everything here reads plain cards and a hand's rules, so the same judgement serves a bot looking
at its `PlayerView` and a searching bot playing a guessed match forward.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from game.cards import Card
from game.rules import HandRules
from game.solver import deadwood_without_each, min_deadwood


def without(cards: Sequence[Card], *gone: Card) -> list[Card]:
    """The cards minus the given ones (by id)."""
    ids = {c.id for c in gone}
    return [c for c in cards if c.id not in ids]


def related(a: Card, b: Card, rules: HandRules) -> bool:
    """True if the two cards could belong to one meld (a pair of a set or a run)."""
    if rules.is_wild(a) or rules.is_wild(b):
        return True
    if a.rank == b.rank:
        return True
    if a.suit != b.suit:
        return False
    gap = abs(a.rank - b.rank)
    return gap <= 2 or (gap >= 11 and 1 in (a.rank, b.rank) and rules.meld.ace != "low")


def partner_counter(hand: Sequence[Card], rules: HandRules) -> Callable[[Card], int]:
    """A function: card of the hand -> how many other cards in it could meld with that card.

    Counted per card asked: a discard decision asks only about its few near-best cards.
    """
    natural, wild_bits = 0, 0
    for other in hand:
        if other.bit < 1 << 52 and not rules.is_wild(other):
            natural |= other.bit
        else:  # a wild or a joker partners anything: a bit of its own above 52
            wild_bits |= 1 << 53 + other.id
    mask = natural | wild_bits

    def by_comparing(card: Card) -> int:
        return sum(1 for other in hand if other.id != card.id and related(card, other, rules))

    if mask.bit_count() != len(hand):  # several decks: compare card by card
        return by_comparing
    near = _neighbours(rules.meld.ace != "low")

    def count(card: Card) -> int:
        if card.bit & natural:
            return (mask & near[card.index]).bit_count()
        return by_comparing(card)

    return count


@lru_cache(maxsize=2)
def _neighbours(ace_high: bool) -> tuple[int, ...]:
    """Per one-deck card bit: the bits of the cards it could share a meld with, plus every
    bit above 52 (wilds and jokers, placed there by `partners`)."""
    out = []
    wilds = ~((1 << 53) - 1)
    for index in range(52):
        suit, rank = divmod(index, 13)
        near = 0
        for other in range(52):
            o_suit, o_rank = divmod(other, 13)
            gap = abs(rank - o_rank)
            if other != index and (rank == o_rank or (suit == o_suit and (
                    gap <= 2 or (ace_high and gap >= 11 and 0 in (rank, o_rank))))):
                near |= 1 << other
        out.append(near | wilds)
    return tuple(out)


def take_helps(hand: Sequence[Card], top: Card, rules: HandRules) -> tuple[bool, int]:
    """Whether taking `top` from the discard pile builds a meld, and the deadwood it leaves
    after the best discard (the deadwood now when `top` could join no meld at all).

    Taking helps when `top` sits in a meld of the best hand after the best discard, and that
    hand is better than the current one. Compared with the stock this is the sure gain only.
    A wild is judged the same way: one that would be thrown straight back is not taken (four
    bots passing a wild round the table for ever was the alternative).
    """
    now = min_deadwood(hand, rules)
    if not _could_meld(hand, top, rules):
        return False, now
    # throwing `top` straight back would leave the deadwood `now`: only the hand's own
    # cards are weighed as the discard
    after = deadwood_without_each([*hand, top], rules, hand)
    best_card = min(after, key=lambda cid: (after[cid], cid))
    best = after[best_card]
    if best >= now:
        return False, best
    rest = [c for c in hand if c.id != best_card]
    # top is melded exactly when it lowers the rest by less than its own value
    melded = best < min_deadwood(rest, rules) + rules.value(top)
    return melded, best


def _could_meld(hand: Sequence[Card], top: Card, rules: HandRules) -> bool:
    """False when `top` is in no meld of any arrangement of the hand with it: no wilds, and no
    card of its rank or next to it in its suit (a run through it holds a neighbour)."""
    if rules.is_wild(top):
        return True
    ace_wraps = rules.meld.ace != "low"
    for card in hand:
        if rules.is_wild(card) or card.rank == top.rank:
            return True
        if card.suit == top.suit:
            gap = abs(card.rank - top.rank)
            if gap == 1 or (ace_wraps and gap == 12):
                return True
    return False

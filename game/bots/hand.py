"""Hand judgement the bots share: least deadwood after a discard, a draw, a lay-off.

Everything here reads plain cards and a hand's rules, so the same judgement serves a bot looking
at its `PlayerView` and a searching bot playing a guessed match forward.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.cards import Card
from game.rules import HandRules
from game.solver import min_deadwood


def without(cards: Sequence[Card], *gone: Card) -> list[Card]:
    """The cards minus the given ones (by id)."""
    ids = {c.id for c in gone}
    return [c for c in cards if c.id not in ids]


def deadwood_after_discards(hand: Sequence[Card], rules: HandRules,
                            choices: Iterable[Card]) -> dict[int, int]:
    """Card id -> least deadwood of the hand once that card is discarded.

    Cards with the same face give the same answer, so each face is solved once.
    """
    by_face: dict[tuple[int, int], int] = {}
    out = {}
    for card in choices:
        face = (card.rank, card.suit)
        if face not in by_face:
            by_face[face] = min_deadwood(without(hand, card), rules)
        out[card.id] = by_face[face]
    return out


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


def partners(card: Card, hand: Sequence[Card], rules: HandRules) -> int:
    """How many other cards in the hand could meld with this one."""
    return sum(1 for other in hand if other.id != card.id and related(card, other, rules))


def take_helps(hand: Sequence[Card], top: Card, rules: HandRules,
               may_discard_top: bool) -> tuple[bool, int]:
    """Whether taking `top` from the discard pile builds a meld, and the deadwood it leaves.

    Taking helps when `top` sits in a meld of the best hand after the best discard, and that
    hand is better than the current one. Compared with the stock this is the sure gain only.
    """
    if rules.is_wild(top):
        return True, 0
    now = min_deadwood(hand, rules)
    taken = [*hand, top]
    choices = hand if not may_discard_top else taken
    after = deadwood_after_discards(taken, rules, choices)
    best_card = min(after, key=lambda cid: (after[cid], cid))
    best = after[best_card]
    if best >= now:
        return False, best
    rest = [c for c in hand if c.id != best_card]
    # top is melded exactly when it lowers the rest by less than its own value
    melded = best < min_deadwood(rest, rules) + rules.value(top)
    return melded, best

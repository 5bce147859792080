"""The Gin yardstick from outside: the simple player Gin programs are usually measured against.

Written from its published description (not from its code): it takes the upcard or the
discard only when that card joins a meld with cards in the hand, throws the card that leaves
the least deadwood (ties at random; never the card it has just taken from the pile), knocks as
soon as it may, and lays off everything it can. Seat it with

    rummy-parlor simulate --game gin --players 2 --games 100 --seed 1 --bots normal \\
        --bot 2=benchmarks/gin_baseline.py:SimpleGin

or run `python benchmarks/outside.py` for both seats and every level.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.actions import Action, Discard, Done, Draw, Knock, LayOff, Pass
from game.cards import Card
from game.solver import deadwood_without_each
from game.view import PlayerView


def joins_a_meld(hand: Sequence[Card], card: Card) -> bool:
    """Whether `card` makes a meld (three of a rank, or three in a row of a suit) with cards
    in `hand`."""
    if sum(1 for c in hand if c.rank == card.rank) >= 2:
        return True
    ranks = {c.rank for c in hand if c.suit == card.suit}
    r = card.rank
    return ({r - 2, r - 1} <= ranks or {r - 1, r + 1} <= ranks or {r + 1, r + 2} <= ranks)


class SimpleGin:
    """The simple player: greedy, and knocks at once."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        take = Draw(view.seat, "discard")
        if take in legal:
            if view.discard and joins_a_meld(view.hand, view.discard[-1]):
                return take
            return next(a for a in legal if isinstance(a, Draw | Pass) and a != take)
        lay_offs = [a for a in legal if isinstance(a, LayOff)]
        if lay_offs:
            return max(lay_offs, key=lambda a: (view.hand_rules.value(view.deck[a.card]), a.card))
        if any(isinstance(a, Done) for a in legal):
            return next(a for a in legal if isinstance(a, Done))
        return self._discard(view)

    def _discard(self, view: PlayerView) -> Action:
        """The card leaving the least deadwood; knock with it when the rules allow."""
        throws = [view.deck[a.card] for a in view.legal if isinstance(a, Discard)]
        left = deadwood_without_each(view.hand, view.hand_rules, throws)
        least = min(left.values())
        card = self.rng.choice(sorted(c for c, d in left.items() if d == least))
        knock = next((a for a in view.legal if isinstance(a, Knock) and a.discard == card), None)
        return knock if knock is not None else Discard(view.seat, card)

"""A brute-force least-deadwood solver, slow but obviously right, to check the real one."""

from __future__ import annotations

from functools import cache
from itertools import combinations

from game.melds import fit_meld


def brute_deadwood(cards, hand_rules) -> int:
    cards = tuple(sorted(cards, key=lambda c: c.id))

    @cache
    def best(rest: tuple) -> int:
        if not rest:
            return 0
        first, others = rest[0], rest[1:]
        value = hand_rules.value(first) + best(others)
        for size in range(2, len(rest)):
            for combo in combinations(others, size):
                if fit_meld([first, *combo], hand_rules) is not None:
                    left = tuple(c for c in others if c not in combo)
                    value = min(value, best(left))
        return value

    return best(cards)

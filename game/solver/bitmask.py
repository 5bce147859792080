"""Exact least deadwood for one-deck hands without wilds (Gin, Rummy), by table look-up.

With one deck and no wilds a card is either in a set (3 or 4 of its rank), in a run of its own
suit, or deadwood. Runs never cross suits, so for every 13-bit suit pattern the least deadwood
using runs alone is tabulated once per grammar. A hand then costs four look-ups per way of
choosing its sets, and most hands have no rank held three times, so one way.

A hand is a 52-bit int: bit (suit * 13 + rank - 1).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product

from game.rules import MeldRules

FULL = 0x1FFF


class RunTable:
    """Least deadwood (and the runs achieving it) for every suit pattern."""

    def __init__(self, run_min: int, ace: str, rank_values: tuple[int, ...]):
        self.run_min = run_min
        self.ace = ace
        self.rank_values = rank_values
        self.deadwood = [0] * 8192
        self.runs: list[tuple[int, ...]] = [()] * 8192
        self._build()

    def _build(self) -> None:
        # Best run cover over 14 positions (bit 13 = a high ace), memoised per pattern.
        values = [self.rank_values[(i % 13) + 1] for i in range(14)]
        run_min = self.run_min
        memo: dict[int, tuple[int, tuple[int, ...]]] = {0: (0, ())}

        def best(mask: int) -> tuple[int, tuple[int, ...]]:
            hit = memo.get(mask)
            if hit is not None:
                return hit
            low = (mask & -mask).bit_length() - 1
            rest = mask & (mask - 1)
            dead, runs = best(rest)
            result = (dead + values[low], runs)
            run = 0
            length = 0
            i = low
            while i < 14 and mask >> i & 1 and length < 13:
                run |= 1 << i
                length += 1
                i += 1
                if length >= run_min:
                    d, r = best(mask & ~run)
                    if d < result[0]:
                        result = (d, (run, *r))
            memo[mask] = result
            return result

        for mask in range(8192):
            options = []
            if self.ace in ("low", "either") or not mask & 1:
                options.append(best(mask))
            if self.ace in ("high", "either") and mask & 1:
                options.append(best((mask & ~1) | (1 << 13)))
            dead, runs = min(options, key=lambda o: o[0])
            self.deadwood[mask] = dead
            # Runs as 13-bit suit patterns (a high ace folds back onto bit 0).
            self.runs[mask] = tuple((r & FULL) | (r >> 13 & 1) for r in runs)


@lru_cache(maxsize=16)
def run_table(run_min: int, ace: str, rank_values: tuple[int, ...]) -> RunTable:
    return RunTable(run_min, ace, rank_values)


def applies(rules: MeldRules) -> bool:
    """True when this grammar's sets are 3..4 of a rank (the fast path's only set shape)."""
    return rules.set_min == 3 and (rules.set_max is None or rules.set_max >= 4)


def _set_options(a: int, b: int, c: int, d: int) -> list[list[tuple[int, int]]]:
    """Per rank held 3+ times: the ways to take a set, as (rank bit, suit bits) pairs."""
    three = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
    choices = []
    while three:
        bit = three & -three
        three ^= bit
        suits = [s for s, m in enumerate((a, b, c, d)) if m & bit]
        opts = [(bit, 0)]
        opts += [(bit, sum(1 << s for s in combo)) for combo in combinations(suits, 3)]
        if len(suits) == 4:
            opts.append((bit, 15))
        choices.append(opts)
    return choices


def min_deadwood(hand: int, table: RunTable) -> int:
    """Least deadwood of a 52-bit hand."""
    dw = table.deadwood
    a, b, c, d = hand & FULL, hand >> 13 & FULL, hand >> 26 & FULL, hand >> 39
    three = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
    if not three:
        return dw[a] + dw[b] + dw[c] + dw[d]
    best = 1 << 30
    for pick in product(*_set_options(a, b, c, d)):
        m = [a, b, c, d]
        for bit, suits in pick:
            for s in range(4):
                if suits >> s & 1:
                    m[s] &= ~bit
        v = dw[m[0]] + dw[m[1]] + dw[m[2]] + dw[m[3]]
        if v < best:
            best = v
    return best


def best_split(hand: int, table: RunTable) -> tuple[int, list[int]]:
    """(least deadwood, melds as 52-bit masks) for a 52-bit hand."""
    dw = table.deadwood
    a, b, c, d = hand & FULL, hand >> 13 & FULL, hand >> 26 & FULL, hand >> 39
    best: tuple[int, tuple[tuple[int, int], ...]] = (1 << 30, ())
    for pick in product(*_set_options(a, b, c, d)):
        m = [a, b, c, d]
        for bit, suits in pick:
            for s in range(4):
                if suits >> s & 1:
                    m[s] &= ~bit
        v = dw[m[0]] + dw[m[1]] + dw[m[2]] + dw[m[3]]
        if v < best[0]:
            best = (v, pick)
    value, pick = best
    m = [a, b, c, d]
    melds = []
    for bit, suits in pick:
        if suits:
            meld = 0
            for s in range(4):
                if suits >> s & 1:
                    m[s] &= ~bit
                    meld |= bit << (13 * s)
            melds.append(meld)
    for s in range(4):
        melds.extend(run << (13 * s) for run in table.runs[m[s]])
    return value, melds

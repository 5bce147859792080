"""Exact least deadwood for one-deck hands without wilds (Gin, Rummy), by table look-up.

With one deck and no wilds a card is either in a set (3 or 4 of its rank), in a run of its own
suit, or deadwood. Runs never cross suits, so for every 13-bit suit pattern the least deadwood
using runs alone is tabulated once per grammar. A hand then costs four look-ups per way of
choosing its sets, and most hands have no rank held three times, so one way.

A hand is a 52-bit int: bit (suit * 13 + rank - 1).
"""

from __future__ import annotations

from functools import lru_cache

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


def min_deadwood(hand: int, table: RunTable) -> int:
    """Least deadwood of a 52-bit hand."""
    a, b, c, d = hand & FULL, hand >> 13 & FULL, hand >> 26 & FULL, hand >> 39
    three = (a & b & (c | d)) | (c & d & (a | b))  # ranks held three or four times
    return _with_sets(a, b, c, d, three, table.deadwood)


def _with_sets(a: int, b: int, c: int, d: int, three: int, dw: list[int]) -> int:
    """Best over taking or not taking a set of each rank in `three` (lowest rank first)."""
    if not three:
        return dw[a] + dw[b] + dw[c] + dw[d]
    bit = three & -three
    rest = three ^ bit
    best = _with_sets(a, b, c, d, rest, dw)  # no set of this rank
    for w, x, y, z in _set_choices(a, b, c, d, bit):
        value = _with_sets(w, x, y, z, rest, dw)
        if value < best:
            best = value
    return best


def best_sets(hand: int, table: RunTable) -> tuple[int, list[int], tuple[int, ...]]:
    """(least deadwood, sets as 52-bit masks, the four suit patterns left for runs)."""
    dw = table.deadwood
    a, b, c, d = hand & FULL, hand >> 13 & FULL, hand >> 26 & FULL, hand >> 39
    three = (a & b & (c | d)) | (c & d & (a | b))
    if not three:
        return dw[a] + dw[b] + dw[c] + dw[d], [], (a, b, c, d)
    value, left = _best_left(a, b, c, d, three, dw)
    sets = []
    while three:  # each rank that gave a set, lowest first, with the suits it took
        bit = three & -three
        three ^= bit
        meld = 0
        for shift, before, after in zip((0, 13, 26, 39), (a, b, c, d), left, strict=True):
            if before & ~after & bit:
                meld |= bit << shift
        if meld:
            sets.append(meld)
    return value, sets, left


def _best_left(a: int, b: int, c: int, d: int, three: int,
               dw: list[int]) -> tuple[int, tuple[int, int, int, int]]:
    """Like _with_sets, but also returns the suit patterns left by the best choice."""
    if not three:
        return dw[a] + dw[b] + dw[c] + dw[d], (a, b, c, d)
    bit = three & -three
    rest = three ^ bit
    best = _best_left(a, b, c, d, rest, dw)
    for w, x, y, z in _set_choices(a, b, c, d, bit):
        found = _best_left(w, x, y, z, rest, dw)
        if found[0] < best[0]:
            best = found
    return best


def _set_choices(a: int, b: int, c: int, d: int,
                 bit: int) -> tuple[tuple[int, int, int, int], ...]:
    """The suit patterns after taking a set of rank `bit` (held three or four times)."""
    n = FULL ^ bit  # every rank but this one
    if a & b & c & d & bit:  # four held: the set of four, or any three of them
        return ((a & n, b & n, c & n, d & n), (a, b & n, c & n, d & n),
                (a & n, b, c & n, d & n), (a & n, b & n, c, d & n), (a & n, b & n, c & n, d))
    return ((a & n, b & n, c & n, d & n),)  # exactly three held: they make the set


def best_split(hand: int, table: RunTable) -> tuple[int, list[int]]:
    """(least deadwood, melds as 52-bit masks: sets, then runs suit by suit)."""
    value, melds, left = best_sets(hand, table)
    for s in range(4):
        melds.extend(run << (13 * s) for run in table.runs[left[s]])
    return value, melds

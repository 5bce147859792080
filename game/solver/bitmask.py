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
NONE = 1 << 30  # `without_each`'s answer where the hand has no card
LOWEST = [0] + [(m & -m).bit_length() - 1 for m in range(1, 8192)]  # lowest rank of a pattern


class RunTable:
    """Least deadwood (and the runs achieving it) for every suit pattern."""

    def __init__(self, run_min: int, ace: str, rank_values: tuple[int, ...]):
        self.run_min = run_min
        self.ace = ace
        self.rank_values = rank_values
        self.deadwood = [0] * 8192
        self._build()

    def _build(self) -> None:
        # Best run cover of every pattern over 14 positions (bit 13 = a high ace). Taking out
        # the lowest card, or a run starting at it, leaves a smaller number, so one pass in
        # increasing order sees every smaller answer first.
        values = [self.rank_values[(i % 13) + 1] for i in range(14)]
        run_min = self.run_min
        size = 1 << (14 if self.ace != "low" else 13)
        dead = [0] * size
        rest_of = [0] * size  # what is left after the lowest card's fate
        run_of = [0] * size  # the run the lowest card heads, or 0 if it is deadwood
        for mask in range(1, size):
            low_bit = mask & -mask
            low = low_bit.bit_length() - 1
            best, rest, chosen = dead[mask ^ low_bit] + values[low], mask ^ low_bit, 0
            run, length, i = low_bit, 1, low + 1
            while i < 14 and mask >> i & 1 and length < 13:
                run |= 1 << i
                length += 1
                i += 1
                if length >= run_min and dead[mask ^ run] < best:
                    best, rest, chosen = dead[mask ^ run], mask ^ run, run
            dead[mask], rest_of[mask], run_of[mask] = best, rest, chosen

        self._rest_of, self._run_of = rest_of, run_of
        self._best_mask = [0] * 8192  # the 14-bit reading of each pattern (where the ace sits)
        for mask in range(8192):
            best_mask = mask
            if mask & 1 and self.ace != "low":
                high = (mask & ~1) | (1 << 13)
                if self.ace == "high" or dead[high] < dead[mask]:
                    best_mask = high
            self.deadwood[mask] = dead[best_mask]
            self._best_mask[mask] = best_mask

    def runs(self, pattern: int) -> tuple[int, ...]:
        """The runs of a least-deadwood cover of a 13-bit suit pattern, as 13-bit patterns."""
        found = []
        mask = self._best_mask[pattern]
        while mask:
            if self._run_of[mask]:
                found.append(self._run_of[mask])
            mask = self._rest_of[mask]
        return tuple((r & FULL) | (r >> 13 & 1) for r in found)  # a high ace folds onto bit 0


@lru_cache(maxsize=16)
def run_table(run_min: int, ace: str, rank_values: tuple[int, ...]) -> RunTable:
    return RunTable(run_min, ace, rank_values)


def applies(rules: MeldRules) -> bool:
    """True when this grammar's sets are 3..4 of a rank (the fast path's only set shape) and
    its runs take the ranks in their usual order."""
    return (rules.set_min == 3 and (rules.set_max is None or rules.set_max >= 4)
            and not rules.run_order)


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


def without_each(hand: int, table: RunTable) -> list[int]:
    """Least deadwood of the hand without each of its cards, by the card's bit position
    (suit * 13 + rank - 1; `NONE` where the hand has no card).

    Without a card, the hand's ways of taking sets are exactly the full hand's ways that leave
    that card for runs (every set the smaller hand holds, the full hand holds too). So each way
    is listed once, and taking one of its run cards out changes only that suit's look-up.
    """
    dw = table.deadwood
    out = [NONE] * 52
    a, b, c, d = hand & FULL, hand >> 13 & FULL, hand >> 26 & FULL, hand >> 39
    three = (a & b & (c | d)) | (c & d & (a | b))
    for w, x, y, z in _splits(a, b, c, d, three):
        total = dw[w] + dw[x] + dw[y] + dw[z]
        _lower_each(out, 0, w, total - dw[w], dw)
        _lower_each(out, 13, x, total - dw[x], dw)
        _lower_each(out, 26, y, total - dw[y], dw)
        _lower_each(out, 39, z, total - dw[z], dw)
    return out


def _lower_each(out: list[int], offset: int, pattern: int, rest: int, dw: list[int]) -> None:
    """For each card of one suit's run pattern: the deadwood with it out, if lower than
    `out` has. (Plain loops over ints and lists: the compiled engine runs them as C.)"""
    left = pattern
    while left:
        rank = LOWEST[left]
        bit = 1 << rank
        left ^= bit
        value = rest + dw[pattern ^ bit]
        if value < out[offset + rank]:
            out[offset + rank] = value


def _splits(a: int, b: int, c: int, d: int,
            three: int) -> list[tuple[int, int, int, int]]:
    """The suit patterns left for runs by every way of taking sets of the ranks in `three`."""
    if not three:
        return [(a, b, c, d)]
    bit = three & -three
    rest = three ^ bit
    found = _splits(a, b, c, d, rest)
    for w, x, y, z in _set_choices(a, b, c, d, bit):
        found += _splits(w, x, y, z, rest)
    return found


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
        melds.extend(run << (13 * s) for run in table.runs(left[s]))
    return value, melds

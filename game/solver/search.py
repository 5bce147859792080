"""Exact least-deadwood search for any hand: several decks, jokers and wild ranks.

The search takes the lowest remaining natural card and decides its fate: deadwood, or the lowest
natural card of a set or of a run (whose other cards are higher naturals or wilds). Every
arrangement is reached this way, so the minimum is exact. States are memoised on
(remaining naturals, jokers left, passed wild-rank cards).

Wild-rank cards ("dual": a 2 in Pay Me may be a wild or a natural 2) are naturals in the order;
when one is passed over it joins a pool of wilds that melds may use, and a meld may borrow one
still ahead (the pool goes below zero until a later one is passed over). Within one hand every
dual card has the same deadwood value (true of every game here: Pay Me scores all wilds 15, the
other games have one wild rank a hand), so the pool is a count.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import product

from game.cards import JOKER, Card
from game.melds import MeldFit, fit_meld
from game.rules import HandRules

State = tuple[tuple[int, ...], int, int]  # remaining natural codes, jokers, pooled duals
INFEASIBLE = 1 << 30
JOKER_FACE = 52  # face_code of a joker
# A step: (meld naturals, jokers used, pooled duals used); None = the card is passed over.
Step = tuple[tuple[int, ...], int, int] | None
Shapes = tuple[tuple[tuple[int, ...], int], ...]  # (meld naturals, wild count) per shape


class Tables:
    """What a search reads from a hand's rules, and the states solved so far under them.

    A state's value depends only on the rules and the state, so every search under equal rules
    shares one memo: the hands a bot weighs (its hand less each card, the same hand a turn
    later) share many of their states, and a search then solves only what is new.
    """

    def __init__(self, hand: HandRules):
        self.rules = hand.meld
        self.dual = [False] * 52
        self.val = [0] * 52
        for code in range(52):
            rank = code // 4 + 1
            self.dual[code] = rank in hand.wild_ranks
            self.val[code] = hand.face_value(rank)
        dual_values = [self.val[c] for c in range(52) if self.dual[c]]
        self.pool_val = max(dual_values, default=0)
        self.joker_val = hand.joker_value
        self.jokers_first = self.joker_val >= self.pool_val
        self.min_meld = min(self.rules.set_min, self.rules.run_min)
        self.any_dual = any(self.dual)
        # Per code, its run position's bit, 1..13. An ace never needs 14 too: it is read only
        # as a card ahead of a lower code of its suit, and an ace has the lowest.
        self.run_bit = [1 << (code // 4 + 1) for code in range(52)]
        self.shapes: dict[tuple[int, int, int], Shapes] = {}
        self.memo: dict[State, int] = {}
        self.zero_memo: dict[State, bool] = {}
        self.drop_memo: dict[State, tuple[int, int]] = {}

    def size(self) -> int:
        return len(self.memo) + len(self.zero_memo) + len(self.drop_memo)


_TABLES: dict[HandRules, Tables] = {}
MEMO_STATES = 12_000  # states kept before the memo starts afresh (about 10 MiB)


def tables(hand: HandRules) -> Tables:
    """The shared tables of these rules (equal rules share them), their memo trimmed.

    Trimmed only between searches: a search walks its own states back (arrangement)."""
    found = _TABLES.get(hand)
    if found is None:
        # A new hand's rules (Three Thirteen has a wild rank a hand): older ones go first.
        if sum(t.size() for t in _TABLES.values()) > MEMO_STATES or len(_TABLES) > 32:
            _TABLES.clear()
        found = _TABLES[hand] = Tables(hand)
    elif found.size() > MEMO_STATES:
        found.memo.clear()
        found.zero_memo.clear()
        found.drop_memo.clear()
        found.shapes.clear()
    return found


class Search:
    """One solve of one hand; create, then call `value()`, `less_one()`, `meldable()` or
    `arrangement()`."""

    def __init__(self, cards: Sequence[Card], hand: HandRules):
        self.cards = list(cards)
        self.hand = hand
        shared = tables(hand)
        self.rules = shared.rules
        self.jokers = [c for c in cards if c.rank == JOKER and hand.jokers_wild]
        self.dead_jokers = [c for c in cards if c.rank == JOKER and not hand.jokers_wild]
        naturals = [c for c in cards if c.rank != JOKER]
        self.start: State = (tuple(sorted(c.face for c in naturals)), len(self.jokers), 0)
        self.dual, self.val = shared.dual, shared.val
        self.pool_val, self.joker_val = shared.pool_val, shared.joker_val
        self.jokers_first, self.min_meld = shared.jokers_first, shared.min_meld
        self.any_dual, self.run_bit, self.shapes = shared.any_dual, shared.run_bit, shared.shapes
        self.memo, self.zero_memo, self.drop_memo = shared.memo, shared.zero_memo, shared.drop_memo

    # -- value -------------------------------------------------------------------------------
    def value(self) -> int:
        """The least deadwood value of the hand."""
        dead = sum(self.hand.rank_values[JOKER] for _ in self.dead_jokers)
        return dead + self._solve(self.start)

    def _solve(self, state: State) -> int:
        memo = self.memo
        if state in memo:
            return memo[state]
        remaining, jokers, pool = state
        if not remaining:
            best = self._leftover(jokers, pool)
        elif pool < 0 and jokers + pool + self.duals_in(remaining) < 0:
            best = INFEASIBLE  # more wilds borrowed than can ever be repaid
        else:
            best = INFEASIBLE
            for cost, nxt, _ in self._choices(state):
                if cost >= best:
                    continue
                total = cost + self._solve(nxt)
                if total < best:
                    best = total
                    if best == 0:
                        break
        memo[state] = best
        return best

    def less_one(self) -> tuple[int, int]:
        """The least deadwood of the hand less one card, and that card's face (the best
        discard, in one search instead of one per card; JOKER_FACE for a joker)."""
        each = self.hand.rank_values[JOKER]  # a joker that is not wild is plain deadwood
        dead = each * len(self.dead_jokers)
        value, face = self._drop(self.start)
        if self.dead_jokers:  # or drop one of those
            without_joker = dead - each + self._solve(self.start)
            if without_joker < value + dead:
                return without_joker, JOKER_FACE
        return value + dead, face

    def _drop(self, state: State) -> tuple[int, int]:
        """(least deadwood, face dropped) from this state with one card still to drop: the
        lowest card now, or one in a later step; after the drop the plain search goes on."""
        memo = self.drop_memo
        found = memo.get(state)
        if found is not None:
            return found
        remaining, jokers, pool = state
        best = (INFEASIBLE, -1)
        if not remaining:
            if jokers:
                best = (self._leftover(jokers - 1, pool), JOKER_FACE)
        elif not (pool < 0 and jokers + pool + self.duals_in(remaining) < 0):
            best = (self._solve((remaining[1:], jokers, pool)), remaining[0])
            for cost, nxt, _ in self._choices(state):
                if cost >= best[0]:
                    continue
                value, face = self._drop(nxt)
                if cost + value < best[0]:
                    best = (cost + value, face)
        memo[state] = best
        return best

    def meldable(self) -> bool:
        """True if every card can be melded (a much smaller search than the value)."""
        return not self.dead_jokers and self._zero(self.start)

    def _zero(self, state: State) -> bool:
        memo = self.zero_memo
        if state in memo:
            return memo[state]
        remaining, jokers, pool = state
        if not remaining:
            ok = self._leftover(jokers, pool) == 0
        else:
            ok = any(cost == 0 and self._zero(nxt) for cost, nxt, _ in self._choices(state))
        memo[state] = ok
        return ok

    def _leftover(self, jokers: int, pool: int) -> int:
        if pool < 0:  # wilds borrowed from duals that never came: jokers fill those places
            jokers += pool
            pool = 0
            if jokers < 0:
                return INFEASIBLE
        if self._wild_meld(jokers + pool):
            return 0
        return jokers * self.joker_val + pool * self.pool_val

    def _wild_meld(self, wilds: int) -> bool:
        """Whether wilds left over meld by themselves."""
        return self.rules.all_wild and wilds >= self.min_meld

    def duals_in(self, codes: tuple[int, ...]) -> int:
        return sum(map(self.dual.__getitem__, codes)) if self.any_dual else 0

    # -- the choices for the lowest remaining card -----------------------------------------------
    def _choices(self, state: State) -> Iterator[tuple[int, State, Step]]:
        remaining, jokers, pool = state
        c = remaining[0]
        rest = remaining[1:]
        if self.dual[c]:
            yield 0, (rest, jokers, pool + 1), None
        else:
            yield self.val[c], (rest, jokers, pool), None
        wild_cap = jokers + pool + self.duals_in(rest)
        for naturals in self._set_naturals(c, rest):
            yield from self._with_wilds(state, naturals, wild_cap)
        for naturals, n_wild in self._run_shapes(c, rest, wild_cap):
            yield self._source(state, naturals, n_wild)

    def _set_naturals(self, c: int, rest: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        """Multisets of same-rank naturals (c included) that could head a set."""
        rank = c >> 2
        k = 0  # rest is sorted and c is the lowest card, so its rank's cards come first
        while k < len(rest) and rest[k] >> 2 == rank:
            k += 1
        rules = self.rules
        return _set_heads(c, rest[:k], rules.set_distinct_suits, rules.set_max)

    def _with_wilds(self, state: State, naturals: tuple[int, ...],
                    wild_cap: int) -> Iterator[tuple[int, State, Step]]:
        rules = self.rules
        n = len(naturals)
        top = wild_cap if rules.set_max is None else min(wild_cap, rules.set_max - n)
        for w in range(top + 1):
            total = n + w
            if total < rules.set_min:
                continue
            if rules.wild_half and 2 * w > total:
                break
            yield self._source(state, naturals, w)

    def _run_shapes(self, c: int, rest: tuple[int, ...], wild_cap: int) -> Shapes:
        """(naturals, wild count) for every run in which c is the lowest-coded natural."""
        suit = c & 3
        # Same-suit naturals still ahead (a lower code was already decided: only a wild
        # can fill its place), as a mask over run positions 1..14.
        ahead = 0
        run_bit = self.run_bit
        for x in rest:
            if x & 3 == suit and x > c:
                ahead |= run_bit[x]
        key = (c, ahead, wild_cap)
        found = self.shapes.get(key)
        if found is None:
            found = self.shapes[key] = self._find_shapes(c, ahead, wild_cap)
        return found

    def _find_shapes(self, c: int, ahead: int, wild_cap: int) -> Shapes:
        rules = self.rules
        suit = c & 3
        low, high = rules.run_bounds
        shapes = set()
        for p in rules.run_positions((c >> 2) + 1):
            if p == 14:
                # An ace above the king: it has the lowest code of its suit, so it heads its
                # run in the search, but its partners lie below it. The run read downwards is
                # one that starts at 1 (position q becomes 15 - q); it stops at 2, since a run
                # from ace to ace would go round the corner.
                mask = sum(1 << (15 - q) for q in range(2, 14) if ahead >> q & 1)
                windows = _run_windows(1, mask, wild_cap, rules.run_min, 1, 15 - max(low, 2),
                                       rules.wild_half, rules.no_adjacent_wilds)
                windows = tuple((tuple(15 - q for q in positions), wilds)
                                for positions, wilds in windows)
            else:
                mask = ahead & ~((1 << (p + 1)) - 1)
                windows = _run_windows(p, mask, wild_cap, rules.run_min, low, high,
                                       rules.wild_half, rules.no_adjacent_wilds)
            for positions, wilds in windows:  # partners' positions: 2..13, never an ace's
                codes = tuple((q - 1) * 4 + suit for q in positions)
                shapes.add(((c, *codes), wilds))
        return tuple(shapes)

    def _source(self, state: State, naturals: tuple[int, ...],
                n_wild: int) -> tuple[int, State, Step]:
        """Take n_wild wilds, the kind worth more as deadwood first.

        Wild-rank cards are all alike as wilds, so a meld may borrow one still ahead: the pool
        goes below zero and a later wild-rank card passed over repays it (or, at the end, a
        joker takes its place). That avoids choosing which ahead card is borrowed.
        """
        remaining, jokers, pool = state
        left = list(remaining[1:])
        for x in naturals[1:]:
            left.remove(x)
        used_j = min(jokers, n_wild) if self.jokers_first else 0
        used_p = n_wild - used_j
        return 0, (tuple(left), jokers - used_j, pool - used_p), (naturals, used_j, used_p)

    # -- the arrangement -----------------------------------------------------------------------
    def arrangement(self) -> tuple[int, list[MeldFit], list[Card]]:
        """(deadwood, melds, deadwood cards) of one best arrangement."""
        total = self.value()
        by_code: dict[int, list[Card]] = {}
        for card in self.cards:
            if card.rank != JOKER:
                by_code.setdefault(card.face, []).append(card)
        jokers, dead = list(self.jokers), list(self.dead_jokers)
        pool_cards: list[Card] = []
        groups: list[tuple[list[Card], int]] = []  # cards, and wilds still borrowed
        state = self.start
        while state[0]:
            target = self.memo[state]
            for cost, nxt, step in self._choices(state):  # noqa: B007 (used after the loop)
                if cost + self._solve(nxt) == target:
                    break
            c = state[0][0]
            if step is None:
                card = by_code[c].pop()
                (pool_cards if self.dual[c] else dead).append(card)
            else:
                naturals, used_j, used_p = step
                group = [by_code[x].pop() for x in naturals]
                group += [jokers.pop() for _ in range(used_j)]
                now = min(used_p, len(pool_cards))
                group += [pool_cards.pop() for _ in range(now)]
                groups.append((group, used_p - now))
            state = nxt
        melds = []
        for group, borrowed in groups:  # repay borrowed wilds from later duals, then jokers
            for _ in range(borrowed):
                group.append(pool_cards.pop() if pool_cards else jokers.pop())
            melds.append(self._fit(group))
        spare = jokers + pool_cards
        if spare and self._wild_meld(len(spare)):  # (not merely worth nothing: jokers may be)
            melds.append(self._fit(spare))
        else:
            dead += spare
        return total, melds, dead

    def _fit(self, group: list[Card]) -> MeldFit:
        fit = fit_meld(group, self.hand)
        if fit is None:  # the search and the checker disagree: a bug, never a player error
            raise AssertionError(f"solver built an illegal meld {[str(c) for c in group]}")
        return fit


@lru_cache(maxsize=1 << 16)
def _run_windows(p: int, mask: int, cap: int, run_min: int, low: int, high: int,
                 wild_half: bool, no_adjacent: bool) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Runs through position p whose other naturals come from `mask` (positions above p).

    Returns (natural positions above p, wild count) for every legal window: wilds fill the
    gaps and may extend the run at either end. Cached: the same shapes recur across hands.
    """
    out: list[tuple[tuple[int, ...], int]] = []
    for start in range(max(low, p - 12), p + 1):
        below = p - start  # wilds in front of p
        if below > cap or (no_adjacent and below > 1):
            continue
        _grow(p + 1, start, high, mask, cap, run_min, wild_half, no_adjacent, (), below,
              False, out)
    return tuple(out)


def _grow(pos: int, start: int, high: int, mask: int, cap: int, run_min: int, wild_half: bool,
          no_adjacent: bool, naturals: tuple[int, ...], wilds: int, last_wild: bool,
          out: list[tuple[tuple[int, ...], int]]) -> None:
    length = pos - start
    if length >= run_min and (not wild_half or 2 * wilds <= length):
        out.append((naturals, wilds))
    if pos > high or length >= 13:
        return
    if mask >> pos & 1:
        _grow(pos + 1, start, high, mask, cap, run_min, wild_half, no_adjacent,
              (*naturals, pos), wilds, False, out)
    if wilds < cap and not (last_wild and no_adjacent):
        _grow(pos + 1, start, high, mask, cap, run_min, wild_half, no_adjacent, naturals,
              wilds + 1, True, out)


@lru_cache(maxsize=1 << 14)
def _set_heads(c: int, same: tuple[int, ...], distinct: bool,
               set_max: int | None) -> tuple[tuple[int, ...], ...]:
    """Every choice of same-rank cards to join c in a set (suits distinct if required)."""
    counts = Counter(same)
    if distinct:
        counts.pop(c, None)
        options = [[(), (x,)] for x in sorted(counts)]
    else:
        options = [[(x,) * k for k in range(n + 1)] for x, n in sorted(counts.items())]
    out = []
    for combo in product(*options):
        naturals = (c, *(x for part in combo for x in part))
        if set_max is None or len(naturals) <= set_max:
            out.append(naturals)
    return tuple(out)

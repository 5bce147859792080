"""Exact least-deadwood search for any hand: several decks, jokers and wild ranks.

The search takes the lowest remaining natural card and decides its fate: deadwood, or the lowest
natural card of a set or of a run (whose other cards are higher naturals or wilds). Every
arrangement is reached this way, so the minimum is exact. States are memoised on
(remaining naturals, jokers left, passed wild-rank cards).

Wild-rank cards ("dual": a 2 in Pay Me may be a wild or a natural 2) are naturals in the order;
when one is passed over it joins a pool of wilds that later melds may use, and melds may also
take one that is still ahead. Within one hand every dual card has the same deadwood value (true
of every game here: Pay Me scores all wilds 15, the other games have one wild rank a hand), so
the pool is a count.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import product

from game.cards import JOKER, Card
from game.melds import MeldFit, fit_meld
from game.rules import HandRules

State = tuple[tuple[int, ...], int, int]  # remaining natural codes, jokers, pooled duals
# A step: (meld naturals, jokers used, pooled used, ahead duals used as wilds); None = pass.
Step = tuple[tuple[int, ...], int, int, tuple[int, ...]] | None


class Search:
    """One solve of one hand; create, then call `value()` or `arrangement()`."""

    def __init__(self, cards: Sequence[Card], hand: HandRules):
        self.cards = list(cards)
        self.hand = hand
        rules = hand.meld
        self.rules = rules
        self.jokers = [c for c in cards if c.rank == JOKER and hand.jokers_wild]
        self.dead_jokers = [c for c in cards if c.rank == JOKER and not hand.jokers_wild]
        naturals = [c for c in cards if c.rank != JOKER]
        self.start: State = (tuple(sorted(c.face for c in naturals)), len(self.jokers), 0)
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
        self.min_meld = min(rules.set_min, rules.run_min)
        self.memo: dict[State, int] = {}

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
        else:
            best = 1 << 30
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

    def _leftover(self, jokers: int, pool: int) -> int:
        if self.rules.all_wild and jokers + pool >= self.min_meld:
            return 0
        return jokers * self.joker_val + pool * self.pool_val

    # -- the choices for the lowest remaining card -----------------------------------------------
    def _choices(self, state: State) -> Iterator[tuple[int, State, Step]]:
        remaining, jokers, pool = state
        c = remaining[0]
        rest = remaining[1:]
        if self.dual[c]:
            yield 0, (rest, jokers, pool + 1), None
        else:
            yield self.val[c], (rest, jokers, pool), None
        ahead_duals = [x for x in rest if self.dual[x]]
        wild_cap = jokers + pool + len(ahead_duals)
        for naturals in self._set_naturals(c, rest):
            yield from self._with_wilds(state, naturals, "set", wild_cap, ahead_duals)
        for naturals, n_wild in self._run_shapes(c, rest, wild_cap):
            yield from self._source(state, naturals, n_wild, ahead_duals)

    def _set_naturals(self, c: int, rest: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        """Multisets of same-rank naturals (c included) that could head a set."""
        rank = c >> 2
        same = Counter(x for x in rest if x >> 2 == rank)
        rules = self.rules
        if rules.set_distinct_suits:
            same.pop(c, None)
            options = [[(), (x,)] for x in sorted(same)]
        else:
            options = [[(x,) * k for k in range(n + 1)] for x, n in sorted(same.items())]
        for combo in product(*options):
            naturals = (c, *(x for part in combo for x in part))
            if rules.set_max is None or len(naturals) <= rules.set_max:
                yield naturals

    def _with_wilds(self, state, naturals, kind, wild_cap, ahead_duals):
        rules = self.rules
        n = len(naturals)
        top = wild_cap if rules.set_max is None else min(wild_cap, rules.set_max - n)
        for w in range(top + 1):
            total = n + w
            if total < rules.set_min:
                continue
            if rules.wild_half and 2 * w > total:
                break
            yield from self._source(state, naturals, w, ahead_duals)

    def _run_shapes(self, c: int, rest: tuple[int, ...], wild_cap: int):
        """(naturals, wild count) for every run in which c is the lowest-coded natural."""
        rules = self.rules
        suit = c & 3
        avail = set(rest)
        low, high = rules.run_bounds
        for p in rules.run_positions((c >> 2) + 1):
            for start in range(max(low, p - 12), p + 1):
                yield from self._extend(start, p, suit, avail, high, start, (), 0, False, wild_cap, c)

    def _extend(self, pos, p, suit, avail, high, start, naturals, wilds, last_wild, cap, c):
        """Grow a run window from `start` one position at a time (depth-first)."""
        rules = self.rules
        length = pos - start
        if pos > p and length >= rules.run_min and (not rules.wild_half or 2 * wilds <= length):
            yield (c, *naturals), wilds
        if pos > high or length >= 13:
            return
        if pos == p:
            yield from self._extend(pos + 1, p, suit, avail, high, start, naturals, wilds,
                                    False, cap, c)
            return
        rank = 1 if pos == 14 else pos
        code = (rank - 1) * 4 + suit
        # A natural of a lower code than c was already decided, so only a wild can fill there.
        if code in avail and code > c:
            yield from self._extend(pos + 1, p, suit, avail, high, start, (*naturals, code),
                                    wilds, False, cap, c)
        if wilds < cap and not (last_wild and rules.no_adjacent_wilds):
            yield from self._extend(pos + 1, p, suit, avail, high, start, naturals, wilds + 1,
                                    True, cap, c)

    def _source(self, state: State, naturals, n_wild, ahead_duals):
        """Take n_wild wilds: jokers and pooled duals first, then duals still ahead."""
        remaining, jokers, pool = state
        left = list(remaining[1:])
        for x in naturals[1:]:
            left.remove(x)
        first, second = (jokers, pool) if self.jokers_first else (pool, jokers)
        a = min(first, n_wild)
        b = min(second, n_wild - a)
        need = n_wild - a - b
        used_j, used_p = (a, b) if self.jokers_first else (b, a)
        if need == 0:
            yield 0, (tuple(left), jokers - used_j, pool - used_p), (naturals, used_j, used_p, ())
            return
        duals = Counter(x for x in left if self.dual[x])
        for take in _multisets(sorted(duals.items()), need):
            rest = list(left)
            for x in take:
                rest.remove(x)
            yield 0, (tuple(rest), jokers - used_j, pool - used_p), (naturals, used_j, used_p, take)

    # -- the arrangement -----------------------------------------------------------------------
    def arrangement(self) -> tuple[int, list[MeldFit], list[Card]]:
        """(deadwood, melds, deadwood cards) of one best arrangement."""
        total = self.value()
        by_code: dict[int, list[Card]] = {}
        for card in self.cards:
            if card.rank != JOKER:
                by_code.setdefault(card.face, []).append(card)
        jokers, pool_cards, dead = list(self.jokers), [], list(self.dead_jokers)
        melds: list[MeldFit] = []
        state = self.start
        while state[0]:
            target = self.memo[state]
            for cost, nxt, step in self._choices(state):
                if cost + self._solve(nxt) == target:
                    break
            c = state[0][0]
            if step is None:
                card = by_code[c].pop()
                (pool_cards if self.dual[c] else dead).append(card)
            else:
                naturals, used_j, used_p, take = step
                group = [by_code[x].pop() for x in naturals]
                group += [jokers.pop() for _ in range(used_j)]
                group += [pool_cards.pop() for _ in range(used_p)]
                group += [by_code[x].pop() for x in take]
                melds.append(self._fit(group))
            state = nxt
        spare = jokers + pool_cards
        if spare and self._leftover(len(jokers), len(pool_cards)) == 0:
            melds.append(self._fit(spare))
        else:
            dead += spare
        return total, melds, dead

    def _fit(self, group: list[Card]) -> MeldFit:
        fit = fit_meld(group, self.hand)
        if fit is None:  # the search and the checker disagree: a bug, never a player error
            raise AssertionError(f"solver built an illegal meld {[str(c) for c in group]}")
        return fit


def _multisets(items: list[tuple[int, int]], k: int) -> Iterator[tuple[int, ...]]:
    """Every multiset of size k drawn from (value, available count) pairs."""
    if k == 0:
        yield ()
        return
    if not items:
        return
    (value, count), rest = items[0], items[1:]
    for use in range(min(count, k), -1, -1):
        for tail in _multisets(rest, k - use):
            yield (value,) * use + tail

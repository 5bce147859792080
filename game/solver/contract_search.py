"""The exact search behind `game.solver.contracts`.

As in `search.py`, the lowest remaining natural card decides its fate: it stays in hand, or it is
the lowest natural card of a set or of a run of the laydown, whose other cards are higher
naturals or jokers. Every laydown is reached this way, so the answers are exact.

A run is chosen as its *core*: its natural cards, from the lowest to the highest, with jokers
in the gaps between them. How far it reaches beyond its naturals (jokers at its ends: as many
as it needs to be long enough, and any spare ones) is decided once every meld is chosen, by
`Grammar.profile`, over all the runs at once: that is where two runs of one suit must not meet
end to end, and where spare jokers find room. Deciding the ends early would multiply the
search by every way of placing them.

A state holds the remaining natural codes, the jokers not yet in a meld, the sets and runs still
owed, the cores so far, the cards still to keep and whether a set takes any number of jokers.
A run that no other run can meet any more (none of its suit near enough) is folded into counts
(`ContractSearch.settle`): what its ends need and what spare room they have, so hands that
differ only in such runs share their states. Once the contract's melds are all chosen the rest
of the hand simply stays, so the search never goes deeper than the contract's few melds.

Besides the least value (`value`), the same moves serve two searches with "holes", natural cards
not in hand that a meld may use: `possible` (can the contract be met with this many more cards;
the fewest cards missing) and `faces` (which one card would do it).
"""

from __future__ import annotations

from collections.abc import Iterator

from game.contracts import APART, ONE_PER_SUIT, Contract, ContractRules

INFEASIBLE = 1 << 30
ALL_FACES = (1 << 52) - 1
SET, RUN = 0, 1
BIG = 1 << 20

Core = tuple[int, int, int, int]  # suit, lowest and highest natural's position, jokers allowed
#                                   at its ends (the meld's joker limit less those inside)
# (remaining natural codes, jokers, sets owed, runs owed, cores, room for spare jokers at the
# ends of runs folded away, suits of the runs, cards still to keep, a set takes jokers, what
# the searches with holes keep of runs folded away: see `ContractSearch.settle`)
State = tuple[tuple[int, ...], int, int, int, tuple[Core, ...], int, int, int, bool,
              tuple[int, ...]]
# How `moves` folds runs away: the least value and the searches without holes set the jokers
# their ends need aside; with holes the ends may take holes instead; `faces` also keeps the
# faces a hole at their ends may be.
VALUE, HOLES, FACES = 0, 1, 2
# A meld chosen by a move: (kind, natural codes, jokers inside, their positions, low, high);
# a set has no positions.
Step = tuple[int, tuple[int, ...], int, int, int, int]
# A core through a head card: (partner codes, gap positions, gap count, low, high)
CoreShape = tuple[tuple[int, ...], int, int, int, int]
# How a run's ends may be filled: (below, above, jokers, holes, faces a single hole may be)
EndOption = tuple[int, int, int, int, int]
# What the ends of all runs may take: (jokers, holes) -> faces a single hole may be
Profile = dict[tuple[int, int], int]


def rank_at(position: int) -> int:
    """The rank at a run position (14 is an ace above the king)."""
    return 1 if position == 14 else position


def code_at(position: int, suit: int) -> int:
    return (rank_at(position) - 1) * 4 + suit


def apart_ok(mask: int) -> bool:
    """No two of these positions side by side."""
    return not mask & (mask >> 1)


def most_apart(mask: int) -> int:
    """The most of these positions that can be picked with no two side by side."""
    total, run = 0, 0
    while mask:
        if mask & 1:
            run += 1
        else:
            total += (run + 1) // 2
            run = 0
        mask >>= 1
    return total + (run + 1) // 2


class Grammar:
    """What the searches read from a contract game's rules, and what they found so far."""

    def __init__(self, rules: ContractRules):
        self.rules = rules
        self.vals = list(rules.values)
        self.joker_val = rules.values[52]
        self.set_min = rules.set_min
        self.set_max = BIG if rules.set_max is None else rules.set_max
        if rules.set_suits_differ:
            self.set_max = min(self.set_max, 4)
        self.set_naturals = max(1, rules.set_naturals)
        self.suits_differ = rules.set_suits_differ
        self.run_min = rules.run_min
        self.low, self.high = rules.run_bounds
        self.wcap = BIG if rules.wilds_per_meld is None else rules.wilds_per_meld
        self.apart = rules.wilds_apart
        self.pile_up = rules.jokers_pile_up
        self.one_per_suit = rules.same_suit_runs == ONE_PER_SUIT
        self.end_to_end = rules.same_suit_runs == APART
        self.positions: list[tuple[int, ...]] = [()]
        for rank in range(1, 14):
            if rank != 1:
                self.positions.append((rank,))
            else:
                self.positions.append({"low": (1,), "high": (14,), "either": (1, 14)}[rules.ace])
        self.run_bit = [1 << (code // 4 + 1) for code in range(52)]
        # Per code, every run position it may take (an ace: 1, 14 or both).
        self.places = [sum(1 << p for p in self.positions[code // 4 + 1]) for code in range(52)]
        self.cores: dict[tuple[int, int, int], list[CoreShape]] = {}
        self.sets: dict[tuple[int, tuple[int, ...]], list[tuple[int, ...]]] = {}
        self.ends: dict[tuple[Core, int, int], list[EndOption]] = {}
        self.profiles: dict[tuple[tuple[Core, ...], int, int], Profile] = {}
        self.nears: dict[tuple[int, int, int], int] = {}

    def trim(self) -> None:
        """Forget what was found, when it grows large."""
        if len(self.cores) > 20_000:
            self.cores.clear()
        if len(self.sets) > 20_000:
            self.sets.clear()
        if len(self.ends) > 20_000:
            self.ends.clear()
        if len(self.profiles) > 20_000:
            self.profiles.clear()

    # -- melds through the lowest card -----------------------------------------------------
    def set_heads(self, c: int, same: tuple[int, ...]) -> list[tuple[int, ...]]:
        """Every choice of same-rank naturals (c first) for a set headed by c."""
        key = (c, same)
        found = self.sets.get(key)
        if found is None:
            options: list[list[tuple[int, ...]]] = []
            for x in sorted(set(same)):
                if self.suits_differ:
                    if x != c:
                        options.append([(), (x,)])
                else:
                    options.append([(x,) * k for k in range(same.count(x) + 1)])
            found = []
            for combo in _product(options):
                naturals = (c, *combo)
                if len(naturals) <= self.set_max:
                    found.append(naturals)
            found.sort(key=lambda naturals: -len(naturals))
            self.sets[key] = found
        return found

    def run_cores(self, c: int, ahead: int, cap: int) -> list[CoreShape]:
        """Every core whose lowest-coded natural is c: its other naturals come from `ahead`
        (run positions of same-suit naturals still in hand), with at most `cap` gaps."""
        key = (c, ahead, cap)
        found = self.cores.get(key)
        if found is None:
            found = []
            suit = c & 3
            for p in self.positions[c // 4 + 1]:
                # An ace above the king heads its run in the search (it has the lowest code)
                # but its partners lie below it.
                step = -1 if p == 14 else 1
                places = [q for q in range(p + step, p + 13 * step, step)
                          if 2 <= q <= 13 and ahead >> q & 1]
                self._grow(p, p, 0, 0, (), places, 0, cap, suit, found)
            found.sort(key=lambda shape: -len(shape[0]))  # long runs first: good answers
            self.cores[key] = found                        # early cut the search short
        return found

    def _grow(self, p: int, last: int, gaps: int, count: int, partners: tuple[int, ...],
              places: list[int], start: int, cap: int, suit: int,
              out: list[CoreShape]) -> None:
        out.append((tuple(sorted(partners)), gaps, count, min(p, last), max(p, last)))
        for i in range(start, len(places)):
            q = places[i]
            between = abs(q - last) - 1
            if count + between > cap:
                break  # the places are in order: farther ones need more gaps still
            lo, hi = min(last, q), max(last, q)
            gap_mask = ((1 << hi) - (1 << (lo + 1))) if between else 0
            self._grow(p, q, gaps | gap_mask, count + between, (*partners, code_at(q, suit)),
                       places, i + 1, cap, suit, out)

    # -- the ends of the runs ----------------------------------------------------------------
    def end_options(self, core: Core, jokers: int, holes: int) -> list[EndOption]:
        """Every way to fill a core's ends with at most these jokers and holes (a hole being a
        natural card not in hand)."""
        key = (core, jokers, holes)
        found = self.ends.get(key)
        if found is not None:
            return found
        found = []
        suit, lo, hi, room = core
        length = hi - lo + 1
        need = max(0, self.run_min - length)
        most = min(room, jokers) + holes
        for d in range(min(lo - self.low, most) + 1):
            for u in range(min(self.high - hi, most - d) + 1):
                ends = d + u
                if ends < need or length + ends > 13:  # 14 cards would wrap round
                    continue
                for t in range(min(holes, ends) + 1):
                    used = ends - t
                    if used > room or used > jokers:
                        continue
                    if self.apart and t < d // 2 + u // 2:
                        continue  # jokers side by side
                    faces = 0
                    if t == 1:
                        faces = self._end_hole_faces(suit, lo, hi, d, u)
                        if not faces:
                            continue
                    found.append((d, u, used, t, faces))
        self.ends[key] = found
        return found

    def _end_hole_faces(self, suit: int, lo: int, hi: int, d: int, u: int) -> int:
        """Faces a single hole among a run's end places may be, jokers in the others."""
        below = (1 << lo) - (1 << (lo - d))
        above = (1 << (hi + u + 1)) - (1 << (hi + 1))
        faces = 0
        for q in range(lo - d, hi + u + 1):
            if lo <= q <= hi:
                continue
            jokers = (below | above) & ~(1 << q)
            if not self.apart or apart_ok(jokers):
                faces |= 1 << code_at(q, suit)
        return faces

    def near(self, lo: int, hi: int, jokers: int) -> int:
        """Run positions within `jokers` + 1 below `lo` or above `hi`."""
        key = (lo, hi, jokers)
        found = self.nears.get(key)
        if found is None:
            found = self.nears[key] = ((1 << lo) - (1 << max(lo - jokers - 1, 0))) | (
                (1 << (hi + jokers + 2)) - (1 << (hi + 1)))
        return found

    def solo(self, core: Core) -> tuple[int, int]:
        """The fewest and the most jokers a run's ends take, alone in its suit."""
        _suit, lo, hi, room = core
        length = hi - lo + 1
        below, above = lo - self.low, self.high - hi
        if self.apart:
            below, above = min(below, 1), min(above, 1)
        return max(0, self.run_min - length), min(room, below + above, 13 - length)

    def hole_ends(self, core: Core, jokers: int) -> list[tuple[int, int]]:
        """(jokers, faces) of every way to fill a run's ends with a hole among them."""
        return [(used, faces) for _, _, used, t, faces in self.end_options(core, jokers, 1)
                if t == 1]

    def need_places(self, core: Core) -> tuple[int, int]:
        """The places a run's ends need to make it long enough, and the most of them jokers
        may take (the rest being holes); (-1, 0) if they do not fit."""
        key = (core, -1, -1)
        found = self.ends.get(key)
        if found is None:
            _suit, lo, hi, room = core
            length = hi - lo + 1
            need = max(0, self.run_min - length)
            best = -1
            for d in range(min(need, lo - self.low) + 1):
                u = need - d
                if u > self.high - hi:
                    continue
                take = (d + 1) // 2 + (u + 1) // 2 if self.apart else need
                best = max(best, min(take, room))
            found = [(need, best, 0, 0, 0)] if best >= 0 and length + need <= 13 else []
            self.ends[key] = found
        return (found[0][0], found[0][1]) if found else (-1, 0)

    def profile(self, cores: tuple[Core, ...], jokers: int, holes: int) -> Profile:
        """(jokers, holes) the ends of these runs may take together, each with the faces a
        single hole may be; runs of one suit never meet end to end where the rules say so."""
        key = (cores, jokers, holes)
        found = self.profiles.get(key)
        if found is not None:
            return found
        result: Profile = {(0, 0): 0}
        i = 0
        while i < len(cores) and result:
            group = [cores[i]]
            i += 1
            while self.end_to_end and i < len(cores) and cores[i][0] == group[0][0]:
                group.append(cores[i])  # cores are sorted: one suit's are together
                i += 1
            part: Profile = {}
            if len(group) == 1 and not holes:  # alone: any count from its need to its room
                need, most = self.solo(group[0])
                for j in range(need, min(most, jokers) + 1):
                    part[j, 0] = 0
            else:
                self._group(group, 0, [], 0, 0, 0, jokers, holes, part)
            result = _combine(result, part, jokers, holes)
        self.profiles[key] = result
        return result

    def _group(self, group: list[Core], k: int, spans: list[tuple[int, int]], jokers: int,
               holes: int, faces: int, most_jokers: int, most_holes: int,
               out: Profile) -> None:
        if k == len(group):
            key = (jokers, holes)
            out[key] = out.get(key, 0) | faces
            return
        core = group[k]
        for d, u, used, t, hole_faces in self.end_options(core, most_jokers - jokers,
                                                          most_holes - holes):
            a, b = core[1] - d, core[2] + u
            if any(b + 1 == a2 or b2 + 1 == a for a2, b2 in spans):
                continue  # end to end with a run of its suit: they would be one run
            spans.append((a, b))
            self._group(group, k + 1, spans, jokers + used, holes + t, faces | hole_faces,
                        most_jokers, most_holes, out)
            spans.pop()

    def place(self, cores: tuple[Core, ...], jokers: int) -> list[tuple[int, int]]:
        """(below, above) per core: ends taking exactly `jokers` jokers and no hole."""
        out: list[tuple[int, int]] = []
        if not self._place(cores, 0, [], jokers, out):
            raise AssertionError("no placing of the runs' ends")
        return out

    def _place(self, cores: tuple[Core, ...], k: int, spans: list[tuple[int, int, int]],
               jokers: int, out: list[tuple[int, int]]) -> bool:
        if k == len(cores):
            return jokers == 0
        suit = cores[k][0]
        for d, u, used, _, _ in self.end_options(cores[k], jokers, 0):
            a, b = cores[k][1] - d, cores[k][2] + u
            if self.end_to_end and any(s == suit and (b + 1 == a2 or b2 + 1 == a)
                                       for s, a2, b2 in spans):
                continue
            spans.append((suit, a, b))
            out.append((d, u))
            if self._place(cores, k + 1, spans, jokers - used, out):
                return True
            spans.pop()
            out.pop()
        return False

    def hole_core(self, suit: int, position: int) -> Core:
        """A run whose only natural card is a hole."""
        return (suit, position, position, min(self.wcap, 13))


def _combine(a: Profile, b: Profile, jokers: int, holes: int) -> Profile:
    out: Profile = {}
    for (ja, ta), fa in a.items():
        for (jb, tb), fb in b.items():
            j, t = ja + jb, ta + tb
            if j <= jokers and t <= holes:
                key = (j, t)
                out[key] = out.get(key, 0) | (fa | fb if t == 1 else 0)
    return out


def _product(options: list[list[tuple[int, ...]]]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for choices in options:
        out = [done + more for done in out for more in choices]
    return out


def _minus(rest: tuple[int, ...], removed: tuple[int, ...]) -> tuple[int, ...]:
    """`rest` less the sorted sub-multiset `removed`."""
    if not removed:
        return rest
    out = []
    i, n = 0, len(removed)
    for x in rest:
        if i < n and x == removed[i]:
            i += 1
        else:
            out.append(x)
    return tuple(out)


def _with(cores: tuple[Core, ...], core: Core) -> tuple[Core, ...]:
    """The cores with one more, kept sorted (equal sets of cores are one state)."""
    i = 0
    while i < len(cores) and cores[i] < core:
        i += 1
    return (*cores[:i], core, *cores[i:])


class ContractSearch:
    """The searches for one contract under one game's rules; memos are kept between calls
    (the hands a bot weighs share many states)."""

    def __init__(self, grammar: Grammar, contract: Contract):
        self.g = grammar
        self.contract = contract
        self.whole = contract.whole_hand
        self.more_sets = self.whole and contract.sets > 0
        self.more_runs = self.whole and contract.runs > 0
        self.memo: dict[State, int] = {}
        self.possible_memo: dict[tuple[State, int], bool] = {}
        self.faces_memo: dict[State, int] = {}

    def size(self) -> int:
        return len(self.memo) + len(self.possible_memo) + len(self.faces_memo)

    def start(self, naturals: tuple[int, ...], jokers: int, keep: int,
              suits: int = 0) -> State:
        """The first state; `suits`: suits whose runs count as laid already (a run of cards
        not in hand goes elsewhere)."""
        return (naturals, jokers, self.contract.sets, self.contract.runs, (), 0, suits,
                0 if self.whole else keep, False, ())

    # -- moves -------------------------------------------------------------------------------
    def moves(self, st: State, holes: int, fewest: bool,
              style: int) -> Iterator[tuple[int, State, int, int, Step | None]]:
        """(cost, next state, holes used, faces a single hole may be, meld) for every fate of
        the lowest remaining card. Sets take every joker count they may, or with `fewest` (the
        searches asking only whether) the fewest: spare jokers can stay in hand. `style`: how
        runs are folded away (see `settle`)."""
        remaining, jokers, sl, rl, cores, extra, suits, keep, sink, folded = st
        g = self.g
        c = remaining[0]
        rest = remaining[1:]
        if sl or self.more_sets:
            rank = c >> 2
            k = 0
            while k < len(rest) and rest[k] >> 2 == rank:
                k += 1
            for naturals in g.set_heads(c, rest[:k]):
                n = len(naturals)
                left = _minus(rest, naturals[1:])
                top = holes if self.whole else min(holes, max(0, g.set_naturals - n,
                                                               g.set_min - n))
                for x in range(top + 1):
                    if n + x < g.set_naturals or n + x > g.set_max:
                        continue
                    lo = max(0, g.set_min - n - x)
                    hi = min(jokers, g.wcap, g.set_max - n - x)
                    if g.pile_up or (fewest and not self.whole):
                        hi = min(hi, lo)
                    faces = 0
                    if x == 1:
                        used = 0
                        for y in naturals:
                            used |= 1 << (y & 3)
                        for s in range(4):
                            if not (g.suits_differ and used >> s & 1):
                                faces |= 1 << (rank * 4 + s)
                    for w in range(lo, hi + 1):
                        nxt: State = (left, jokers - w, sl - 1 if sl else 0, rl, cores, extra,
                                      suits, keep, sink or g.pile_up, folded)
                        if cores:
                            settled = self.settle(nxt, holes - x, style)
                            if settled is None:
                                continue
                            nxt = settled
                        yield 0, nxt, x, faces, (SET, naturals, w, 0, 0, 0)
        if (rl or self.more_runs) and not (g.one_per_suit and suits >> (c & 3) & 1):
            suit = c & 3
            ahead = 0
            run_bit = g.run_bit
            for y in rest:
                if y & 3 == suit and y != c:
                    ahead |= run_bit[y]
            jcap = min(jokers, g.wcap)
            now_suits = suits | 1 << suit
            for partners, gaps, count, lo, hi in g.run_cores(c, ahead, jcap + holes):
                left = _minus(rest, partners)
                most = count
                if g.apart:
                    most = most_apart(gaps)
                    if not holes and most < count:
                        continue  # jokers side by side
                for used in range(max(0, count - holes), min(count, jcap, most) + 1):
                    x = count - used
                    faces = 0
                    if x == 1:
                        for q in range(lo + 1, hi):
                            if gaps >> q & 1:
                                others = gaps ^ (1 << q)
                                if not g.apart or apart_ok(others):
                                    faces |= 1 << code_at(q, suit)
                    core = (suit, lo, hi, min(g.wcap - used, 13))
                    settled = self.settle((left, jokers - used, sl, rl - 1 if rl else 0,
                                           _with(cores, core), extra, now_suits, keep, sink,
                                           folded), holes - x, style)
                    if settled is not None:
                        yield 0, settled, x, faces, (RUN, (c, *partners), used, gaps, lo, hi)
        if not self.whole:
            yield g.vals[c], (rest, jokers, sl, rl, cores, extra, suits, keep - 1 if keep else 0,
                              sink, folded), 0, 0, None

    def settle(self, st: State, holes: int, style: int) -> State | None:
        """The state with every run no other run can meet end to end folded into counts (so
        equal futures become one state); None if some run's ends cannot be filled.

        VALUE: the jokers its ends need are set aside and its spare room is added to `extra`.
        HOLES: its ends may take holes, so `folded` adds up the places they need and the
        jokers those places can take (in a whole hand, where spare jokers must find room, the
        room beyond them joins `extra`, and not when jokers may not sit side by side: holes
        between them would make room for more). FACES (a whole hand excepted, and
        while a run of the hole and jokers may still be owed, only under rules where runs
        cannot meet; only runs whose ends jokers can fill): `folded` is the jokers their ends
        need (not set aside: the hole at an end may free one for another meld), then, per
        jokers a run would take beyond those (from -1), the faces a hole at its ends may be."""
        remaining, jokers, sl, rl, cores, extra, suits, keep, sink, folded = st
        g = self.g
        if not cores or (style == FACES and (self.whole or (g.end_to_end and rl))) or (
                style == HOLES and self.whole and g.apart):
            return st
        places = [0, 0, 0, 0]  # per suit, run positions of the naturals left
        present = 0
        if g.end_to_end:
            for x in remaining:
                places[x & 3] |= g.places[x]
        elif g.one_per_suit and style == VALUE:
            for x in remaining:
                present |= 1 << (x & 3)
        reach = jokers + (holes if style != VALUE else 0)  # gap a run may still bridge
        kept: list[Core] = []
        need_all, take_all = (folded[0], folded[1]) if style != VALUE and folded else (0, 0)
        table = list(folded[1:]) if style == FACES else []
        spare = jokers
        for core in cores:
            if g.end_to_end and self._may_meet(core, cores, places, reach):
                kept.append(core)
                continue
            if style == HOLES:
                need, take = g.need_places(core)
                if need < 0:
                    return None
                need_all += need
                take_all += take
                if self.whole:  # spare jokers must find room: jokers beyond the places needed
                    extra += max(g.solo(core)[1] - need, 0)
                continue
            need, most = g.solo(core)
            if need > most:
                if style == VALUE:
                    return None
                kept.append(core)  # jokers alone cannot fill its ends: only with the hole
                continue
            if style == FACES:
                need_all += need
                for used, hole_faces in g.hole_ends(core, spare + 1):
                    delta = used - need + 1  # (the hole may take a place a joker needed)
                    while len(table) <= delta:
                        table.append(0)
                    table[delta] |= hole_faces
                continue
            jokers -= need
            extra += most - need
        if jokers < 0:
            return None
        if style == HOLES:
            return (remaining, jokers, sl, rl, tuple(kept), extra, suits, keep, sink,
                    (need_all, take_all) if need_all else ())
        if style == FACES:
            return (remaining, jokers, sl, rl, tuple(kept), extra, suits, keep, sink,
                    (need_all, *table) if need_all or table else ())
        return (remaining, jokers, sl, rl, tuple(kept), min(extra, jokers),
                suits & present if g.one_per_suit else 0, keep, sink, folded)

    def _may_meet(self, core: Core, cores: tuple[Core, ...], places: list[int],
                  jokers: int) -> bool:
        """Whether a run of the same suit, laid or still to come, may end where this one
        begins or begin where it ends: only if the gap between them is at most the jokers
        left, which must fill it from both sides (runs that overlap never meet)."""
        suit, lo, hi, _ = core
        if places[suit] & self.g.near(lo, hi, jokers):
            return True
        for other in cores:
            if other[0] == suit:  # (itself overlaps: no gap)
                gap = other[1] - hi - 1 if other[1] > hi else lo - other[2] - 1
                if 0 <= gap <= jokers:
                    return True
        return False

    def _enough(self, n: int, jokers: int, sl: int, rl: int, keep: int, holes: int) -> bool:
        """A quick necessary condition: naturals to head the melds, cards to fill them."""
        g = self.g
        if n + holes < sl * g.set_naturals + rl:
            return False
        return n + jokers + holes - keep >= sl * g.set_min + rl * g.run_min

    def done(self, st: State) -> bool:
        """Whether no card left in hand has a fate to decide (the rest stays, or none is left)."""
        return not st[0] or (not st[2] and not st[3] and not self.whole)

    # -- the least value left in hand -----------------------------------------------------------
    def value(self, st: State) -> int:
        """The least value left in hand from this state (INFEASIBLE if the contract fails)."""
        found = self.memo.get(st)
        if found is not None:
            return found
        remaining, jokers, sl, rl = st[0], st[1], st[2], st[3]
        g = self.g
        if not remaining or (not sl and not rl and not self.whole):
            best = self.end_value(st)[0]
        elif (len(remaining) < sl * g.set_naturals + rl
              or len(remaining) + jokers - st[7] < sl * g.set_min + rl * g.run_min):
            best = INFEASIBLE  # too few cards for the melds owed
        else:
            best = INFEASIBLE
            least = -1  # a bound no answer can beat, found when first needed
            for cost, nxt, _, _, _ in self.moves(st, 0, False, VALUE):
                if cost >= best:
                    continue
                total = cost + self.value(nxt)
                if total < best:
                    best = total
                    if least < 0:
                        least = self.least(st)
                    if best <= least:
                        break
        self.memo[st] = best
        return best

    def least(self, st: State) -> int:
        """A value no laydown from this state can go below: the cards that must stay in hand
        are worth at least the cheapest ones."""
        remaining, jokers, keep = st[0], st[1], st[7]
        if not keep:
            return 0
        values = sorted([self.g.vals[x] for x in remaining] + [self.g.joker_val] * min(jokers,
                                                                                       keep))
        return sum(values[:keep])

    def end_value(self, st: State) -> tuple[int, int, int]:
        """Every meld chosen: the least value left in hand, the jokers the runs' ends take
        (beyond those set aside), and the jokers kept in hand. Spare jokers go to a run's end,
        or to a set that takes any number, before they stay in hand."""
        remaining, jokers, sl, rl, cores, extra, _suits, keep, sink, _folded = st
        if sl or rl:
            return INFEASIBLE, 0, 0
        g = self.g
        ends = [j for j, _ in g.profile(cores, jokers, 0)]  # each may take `extra` more
        if not ends:
            return INFEASIBLE, 0, 0
        if self.whole:
            if any(j <= jokers <= j + extra for j in ends):
                return 0, jokers, 0
            return (0, min(ends), 0) if sink else (INFEASIBLE, 0, 0)
        need = max(keep - len(remaining), 0)  # jokers that must stay in hand
        if sink:
            used = min(ends)
            if jokers - used < need:
                return INFEASIBLE, 0, 0
            kept = need
        else:
            used = -1
            for j in ends:
                if j <= jokers - need:
                    used = max(used, min(j + extra, jokers - need))
            if used < 0:
                return INFEASIBLE, 0, 0
            kept = jokers - used
        total = kept * g.joker_val
        vals = g.vals
        for x in remaining:
            total += vals[x]
        return total, used, kept

    # -- with holes: cards not in hand ---------------------------------------------------------
    def possible(self, st: State, holes: int) -> bool:
        """Whether the contract can be met from this state with `holes` more natural cards."""
        key = (st, holes)
        found = self.possible_memo.get(key)
        if found is not None:
            return found
        remaining, jokers, sl, rl, folded = st[0], st[1], st[2], st[3], st[9]
        if folded and folded[0] - min(jokers, folded[1]) > holes:
            ok = False  # runs folded away need more holes than are left
        elif self.done(st):
            ok = self._end_possible(st, holes)
        elif not self._enough(len(remaining), jokers, sl, rl, st[7], holes):
            ok = False
        else:
            ok = False
            for _, nxt, used, _, _ in self.moves(st, holes, True, HOLES if holes else VALUE):
                if self.possible(nxt, holes - used):
                    ok = True
                    break
        self.possible_memo[key] = ok
        return ok

    def _end_possible(self, st: State, holes: int) -> bool:
        remaining, jokers, sl, rl, cores, extra, suits, keep, sink, folded = st
        need, take = (folded[0], folded[1]) if folded else (0, 0)  # of runs folded away
        for (used, t), _ in self.g.profile(cores, jokers, holes).items():
            for y in range(min(jokers - used, take, need) + 1):  # jokers for folded runs' ends
                left = jokers - used - y
                if self.whole:
                    more = min([self.finish(sl, rl, left - z, suits, 0, sink, True)
                                for z in range(min(extra, left) + 1)])
                elif sl or rl:
                    more = self.finish(sl, rl, left, suits, keep, sink, False)
                else:
                    more = 0 if left + len(remaining) >= keep else INFEASIBLE
                if t + need - y + more <= holes:
                    return True
        return False

    def finish(self, sl: int, rl: int, jokers: int, suits: int, keep: int, sink: bool,
               whole: bool) -> int:
        """The fewest holes that make the melds still owed from holes and jokers alone (every
        natural card in hand being placed already); in a whole hand, every joker laid.

        A run of holes goes in a suit with no run yet: exact under every rule here but one
        corner (two runs of one suit, when every suit has a run already, which the card counts
        of the games here rule out before the last contract's extra runs)."""
        g = self.g
        free = 4 - suits.bit_count() if g.one_per_suit or g.end_to_end else BIG
        if rl > free:
            return INFEASIBLE
        if not whole:
            usable = jokers - keep
            if usable < 0:
                return INFEASIBLE
            return _fewest_holes(self._costs(sl, rl), usable, False)
        best = INFEASIBLE
        extra_sets = jokers if self.more_sets else 0
        extra_runs = min(jokers, free - rl) if self.more_runs else 0
        for es in range(extra_sets + 1):
            for er in range(extra_runs + 1):
                best = min(best, _fewest_holes(self._costs(sl + es, rl + er), jokers,
                                               not (sink or (es and g.pile_up))))
        return best

    def _costs(self, sets: int, runs: int) -> list[list[int]]:
        """Per meld owed, the holes it needs with 0, 1, 2 ... jokers (INFEASIBLE: too many)."""
        g = self.g
        out = []
        for kind in [SET] * sets + [RUN] * runs:
            row = []
            for w in range(14):
                if kind == SET:
                    holes = max(g.set_naturals, g.set_min - w)
                    ok = w <= g.wcap and holes + w <= g.set_max
                else:
                    holes = max(1, g.run_min - w, w - 1 if g.apart else 0)
                    ok = w <= g.wcap and holes + w <= 13
                row.append(holes if ok else INFEASIBLE)
            out.append(row)
        return out

    def faces(self, st: State) -> int:
        """Faces one more natural card could be to meet the contract from here, that card
        going into a meld (a mask over face codes)."""
        found = self.faces_memo.get(st)
        if found is not None:
            return found
        remaining, jokers, sl, rl, folded = st[0], st[1], st[2], st[3], st[9]
        if folded and folded[0] > jokers + 1:
            result = 0  # the folded runs' ends need more jokers than there are
        elif self.done(st):
            result = self._end_faces(st)
        elif not self._enough(len(remaining), jokers, sl, rl, st[7], 1):
            result = 0
        else:
            result = 0
            for _, nxt, used, hole_faces, _ in self.moves(st, 1, True, FACES):
                if used:  # the folded runs' ends: jokers now (as HOLES keeps them)
                    need = nxt[9][0] if nxt[9] else 0
                    if hole_faces & ~result and self.possible(
                            (*nxt[:9], (need, need) if need else ()), 0):
                        result |= hole_faces
                elif result != ALL_FACES:
                    result |= self.faces(nxt)
        self.faces_memo[st] = result
        return result

    def _end_faces(self, st: State) -> int:
        """Every meld but a hole-only one chosen: the faces the hole may be at a run's end, or
        as the natural card of the last meld owed, made with jokers."""
        remaining, jokers, sl, rl, cores, _extra, suits, keep, sink, folded = st
        g = self.g
        faces = 0
        jokers -= folded[0] if folded else 0  # the folded runs' ends, with jokers
        if not sl and not rl:  # the hole at the end of a run
            for (used, t), hole_faces in g.profile(cores, max(jokers + 1, 0), 1).items():
                if t == 1:
                    if used <= jokers and self._jokers_fit(jokers - used, len(remaining), keep,
                                                           sink):
                        faces |= hole_faces
                    continue
                # at the end of a run folded away: jokers beyond its need (-1: one freed)
                for beyond, folded_faces in enumerate(folded[1:], -1):
                    left = jokers - used - beyond
                    if left >= 0 and self._jokers_fit(left, len(remaining), keep, sink):
                        faces |= folded_faces
        if jokers < 0:
            return faces
        if sl + rl > 1 or (not self.whole and not sl and not rl):
            return faces
        if (sl or (self.more_sets and not rl)) and g.set_naturals <= 1:  # hole and jokers
            for used, _ in g.profile(cores, jokers, 0):
                left = jokers - used
                for w in range(max(g.set_min - 1, 0), min(left, g.wcap, g.set_max - 1) + 1):
                    if self._jokers_fit(left - w, 0, keep, sink or g.pile_up):
                        return ALL_FACES
        if rl or (self.more_runs and not sl):  # a run of the hole and jokers
            for suit in range(4):
                if g.one_per_suit and suits >> suit & 1:
                    continue
                for q in range(g.low, g.high + 1):
                    bit = 1 << code_at(q, suit)
                    if faces & bit:
                        continue
                    more = _with(cores, g.hole_core(suit, q))
                    for used, _ in g.profile(more, jokers, 0):
                        if self._jokers_fit(jokers - used, 0, keep, sink):
                            faces |= bit
                            break
        return faces

    def _jokers_fit(self, left: int, naturals_kept: int, keep: int, sink: bool) -> bool:
        """Whether `left` jokers not in a meld are allowed: a whole hand lays them all (unless
        a set takes them); otherwise enough cards must stay."""
        if self.whole:
            return left == 0 or sink
        return left + naturals_kept >= keep


_GRAMMARS: dict[ContractRules, Grammar] = {}
_SEARCHES: dict[tuple[ContractRules, Contract], ContractSearch] = {}
MEMO_STATES = 100_000  # states kept per contract before its memo starts afresh


def search_for(contract: Contract, rules: ContractRules) -> ContractSearch:
    """The search of this contract under these rules (one per pair, its memo kept between
    calls and trimmed when it grows large)."""
    found = _SEARCHES.get((rules, contract))
    if found is None:
        grammar = _GRAMMARS.get(rules)
        if grammar is None:
            if len(_GRAMMARS) > 16:
                _GRAMMARS.clear()
            grammar = _GRAMMARS[rules] = Grammar(rules)
        if len(_SEARCHES) > 64:
            _SEARCHES.clear()
        found = _SEARCHES[rules, contract] = ContractSearch(grammar, contract)
    elif found.size() > MEMO_STATES:
        found.memo.clear()
        found.possible_memo.clear()
        found.faces_memo.clear()
    found.g.trim()
    return found


def _fewest_holes(costs: list[list[int]], jokers: int, all_jokers: bool) -> int:
    """The fewest holes over ways to share up to `jokers` jokers (exactly, with `all_jokers`)
    among melds whose hole costs per joker count are given."""
    best = {0: 0}  # jokers used -> holes
    for row in costs:
        grown: dict[int, int] = {}
        for used, holes in best.items():
            for w in range(min(len(row) - 1, jokers - used) + 1):
                if row[w] >= INFEASIBLE:
                    continue
                total = holes + row[w]
                if total < grown.get(used + w, INFEASIBLE):
                    grown[used + w] = total
        best = grown
    if all_jokers:
        return best.get(jokers, INFEASIBLE)
    return min(best.values(), default=INFEASIBLE)

"""A brute-force contract solver, slow but plainly right, to check game.solver.contracts.

Every meld is read by trying every window and every place for each card; every laydown is
tried: each natural card in turn stays in hand, or is the first natural card of a meld drawn
from the list of every legal meld. Jokers are alike, so a meld says how many it takes.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, product

from game.cards import JOKER
from game.contracts import APART, ONE_PER_SUIT


def readings(naturals, jokers, rules):
    """Every way to read these natural cards and this many jokers as one meld:
    ("set", None, None, None) or ("run", suit, start, end)."""
    return read_faces(tuple(sorted((c.rank, c.suit) for c in naturals)), jokers, rules)


@cache  # the same faces recur from hand to hand
def read_faces(naturals, jokers, rules):
    out = []
    size = len(naturals) + jokers
    if not naturals:
        return out
    if rules.wilds_per_meld is not None and jokers > rules.wilds_per_meld:
        return out
    ranks = {rank for rank, _ in naturals}
    suits = [suit for _, suit in naturals]
    if (len(ranks) == 1 and len(naturals) >= rules.set_naturals and size >= rules.set_min
            and (rules.set_max is None or size <= rules.set_max)
            and not (rules.set_suits_differ and (len(set(suits)) < len(suits) or size > 4))):
        out.append(("set", None, None, None))
    if len(set(suits)) == 1 and rules.run_min <= size <= 13:  # 14 cards would wrap round
        low, high = {"low": (1, 13), "high": (2, 14), "either": (1, 14)}[rules.ace]
        spans = set()
        for places in product(*[place_options(rank, rules.ace) for rank, _ in naturals]):
            if len(set(places)) < len(places):
                continue
            for start in range(low, high - size + 2):
                end = start + size - 1
                if not all(start <= p <= end for p in places):
                    continue
                joker_places = [p for p in range(start, end + 1) if p not in places]
                if rules.wilds_apart and any(p + 1 in joker_places for p in joker_places):
                    continue
                spans.add((start, end))
        out += [("run", suits[0], start, end) for start, end in sorted(spans)]
    return out


def place_options(rank, ace):
    if rank != 1:
        return [rank]
    return {"low": [1], "high": [14], "either": [1, 14]}[ace]


def runs_allowed(runs, rules):
    """The contract's rule on runs of one suit, over the runs read so far."""
    for (_, s1, a1, b1), (_, s2, a2, b2) in combinations(runs, 2):
        if s1 != s2:
            continue
        if rules.same_suit_runs == ONE_PER_SUIT:
            return False
        if rules.same_suit_runs == APART and (b1 + 1 == a2 or b2 + 1 == a1):
            return False
    return True


def every_meld(cards, rules):
    """(natural indices, jokers, reading) for every legal meld in the hand."""
    naturals = [i for i, c in enumerate(cards) if c.rank != JOKER]
    n_jokers = len(cards) - len(naturals)
    out = []
    groups = [[i for i in naturals if cards[i].rank == r] for r in range(1, 14)]
    groups += [[i for i in naturals if cards[i].suit == s] for s in range(4)]
    seen = set()
    for group in groups:
        for size in range(1, len(group) + 1):
            for chosen in combinations(group, size):
                faces = tuple(sorted((cards[i].rank, cards[i].suit) for i in chosen))
                for jokers in range(n_jokers + 1):
                    for reading in read_faces(faces, jokers, rules):
                        key = (chosen, jokers, reading)
                        if key not in seen:
                            seen.add(key)
                            out.append(key)
    return out


def brute_meets(cards, contract, rules, keep=0):
    """The least value left in hand by a laydown meeting the contract, or None."""
    cards = list(cards)
    naturals = [i for i, c in enumerate(cards) if c.rank != JOKER]
    melds = every_meld(cards, rules)
    by_first = {i: [] for i in naturals}  # first card -> (bits of the others, jokers, reading)
    for indices, jokers, reading in melds:
        by_first[indices[0]].append((sum(1 << j for j in indices[1:]), jokers, reading))
    joker_value = rules.values[52]
    if contract.whole_hand:
        keep = 0

    def kinds_ok(sets, runs):
        if contract.whole_hand:
            return (sets >= contract.sets and runs >= contract.runs
                    and (sets == 0 or contract.sets) and (runs == 0 or contract.runs))
        return sets == contract.sets and runs == contract.runs

    @cache
    def best(k, used, jokers, sets, runs, keep):
        """The least value left from the k-th natural card on (None: no laydown), `used` the
        bits of naturals in melds already, `runs` the runs chosen, `keep` cards still to keep."""
        if not contract.whole_hand and (sets > contract.sets or len(runs) > contract.runs):
            return None
        owed = max(contract.sets - sets, 0) + max(contract.runs - len(runs), 0)
        if owed > len(naturals) - k:  # every meld starts with a natural card not yet passed
            return None
        if k == len(naturals):
            if not kinds_ok(sets, len(runs)) or not runs_allowed(runs, rules):
                return None
            if contract.whole_hand:
                return 0 if jokers == 0 else None
            return jokers * joker_value if jokers >= keep else None
        i = naturals[k]
        if used >> i & 1:  # in a meld already (forgotten now: equal futures meet)
            return best(k + 1, used & ~(1 << i), jokers, sets, runs, keep)
        options = []
        if not contract.whole_hand:  # the card stays in hand
            rest = best(k + 1, used, jokers, sets, runs, max(keep - 1, 0))
            if rest is not None:
                options.append(rules.value(cards[i]) + rest)
        for others, meld_jokers, reading in by_first[i]:
            if meld_jokers <= jokers and not used & others:
                is_set = reading[0] == "set"
                rest = best(k + 1, used | others, jokers - meld_jokers, sets + is_set,
                            runs if is_set else tuple(sorted([*runs, reading])), keep)
                if rest is not None:
                    options.append(rest)
        return min(options, default=None)

    return best(0, 0, len(cards) - len(naturals), 0, (), keep)

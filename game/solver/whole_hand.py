"""A hand laid whole in runs (Contract Rummy's hand 7), solved suit by suit.

Runs never mix suits, and a hand laid whole leaves nothing in hand, so such a laydown is a
laydown of each suit's cards on its own; the suits share only the jokers (every one laid) and
the count of runs. So each suit is asked alone, with each number of jokers (and of cards not in
hand): the most runs its cards can make, all of them laid (`most_runs`, "at least r runs" being
a search of the suit's few cards, remembered from hand to hand). The suits are then put
together over the jokers. A search of the whole hand weighs every suit against every other;
this one adds them up.
"""

from __future__ import annotations

from game.cards import JOKER, Card
from game.contracts import ONE_PER_SUIT, Contract, ContractRules
from game.solver.contract_search import search_for

NONE = -1  # no laydown
# From this many cards of a suit a sweep along the suit (`cover`) beats the search, which
# weighs ever more ways to split them (7 cards: 2.5 against 3.6 ms for five joker counts; 10:
# 4.2 against 42 ms); below, the search is quicker.
SWEEP_FROM = 7


def runs_only(contract: Contract) -> bool:
    """Whether the contract lays the whole hand in runs alone (solved suit by suit)."""
    return contract.whole_hand and not contract.sets


def by_suit(cards: list[Card]) -> tuple[list[tuple[int, ...]], int]:
    """The natural cards' face codes per suit (sorted), and the number of jokers."""
    suits: list[list[int]] = [[], [], [], []]
    jokers = 0
    for card in cards:
        if card.rank == JOKER:
            jokers += 1
        else:
            suits[card.suit].append(card.face)
    return [tuple(sorted(codes)) for codes in suits], jokers


def most_runs(suit: int, naturals: tuple[int, ...], jokers: int, holes: int,
              rules: ContractRules) -> int:
    """The most runs that lay exactly these cards of one suit with exactly these jokers and
    at most `holes` cards not in hand (a run of those alone only in this suit, and only if it
    has no other run: the other suits count as taken); NONE if they cannot all be laid."""
    if not naturals and not jokers:
        return 0
    if (len(naturals) >= SWEEP_FROM and not holes and rules.wilds_per_meld is None
            and not rules.wilds_apart):
        return cover(naturals, jokers, rules)
    best = NONE
    runs = 1
    others = 0xF & ~(1 << suit)
    while runs * rules.run_min <= len(naturals) + jokers + holes:
        search = search_for(Contract(0, runs, whole_hand=True), rules)
        if not search.possible(search.start(naturals, jokers, 0, others), holes):
            break  # "at least this many runs": no more either
        best = runs
        runs += 1
    return best


def share_jokers(suits: list[tuple[int, ...]], jokers: int, holes: list[int],
                 rules: ContractRules) -> dict[int, tuple[int, list[int]]]:
    """Per number of jokers laid: the most runs all suits make together, and the jokers each
    suit takes for it (suit i may use up to holes[i] cards not in hand)."""
    best: dict[int, tuple[int, list[int]]] = {0: (0, [])}
    for i, naturals in enumerate(suits):
        grown: dict[int, tuple[int, list[int]]] = {}
        for used, (runs, shares) in best.items():
            for j in range(jokers - used + 1):
                more = most_runs(i, naturals, j, holes[i], rules)
                if more == NONE:
                    continue
                key = used + j
                if key not in grown or grown[key][0] < runs + more:
                    grown[key] = (runs + more, [*shares, j])
        best = grown
    return best


def shares(cards: list[Card], contract: Contract, rules: ContractRules) -> list[int] | None:
    """The jokers each suit takes in a laydown of the whole hand in at least the contract's
    runs, or None if there is none."""
    suits, jokers = by_suit(cards)
    found = share_jokers(suits, jokers, [0, 0, 0, 0], rules).get(jokers)
    if found is None or found[0] < contract.runs:
        return None
    return found[1]


def faces(cards: list[Card], contract: Contract, rules: ContractRules) -> int:
    """Natural faces one more card could be to lay the whole hand in the contract's runs."""
    suits, jokers = by_suit(cards)
    found = 0
    for s in range(4):
        others = [suits[t] if t != s else () for t in range(4)]
        rest = share_jokers(others, jokers, [0, 0, 0, 0], rules)
        for j in range(jokers + 1):
            other = rest.get(jokers - j)
            if other is None:
                continue
            runs = max(1, contract.runs - other[0])  # the suit with the card has a run
            search = search_for(Contract(0, runs, whole_hand=True), rules)
            suit_faces = sum(1 << (rank * 4 + s) for rank in range(13))
            start = search.start(suits[s], j, 0, 0xF & ~(1 << s))
            found |= search.faces(start) & suit_faces
    return found


def fewest_missing(cards: list[Card], contract: Contract, rules: ContractRules,
                   most: int) -> int | None:
    """The fewest cards to add so that the whole hand is laid in the contract's runs."""
    suits, jokers = by_suit(cards)
    for total in range(most + 1):
        if _with_holes(suits, jokers, total, contract, rules):
            return total
    return None


def _with_holes(suits: list[tuple[int, ...]], jokers: int, total: int, contract: Contract,
                rules: ContractRules) -> bool:
    """Whether `total` cards not in hand, shared among the suits, lay the whole hand."""
    # per (jokers, holes) laid so far: the most runs
    best: dict[tuple[int, int], int] = {(0, 0): 0}
    for i, naturals in enumerate(suits):
        grown: dict[tuple[int, int], int] = {}
        for (used, holes), runs in best.items():
            for j in range(jokers - used + 1):
                for h in range(total - holes + 1):
                    more = most_runs(i, naturals, j, h, rules)
                    if more == NONE:
                        continue
                    key = (used + j, holes + h)
                    grown[key] = max(grown.get(key, NONE), runs + more)
        best = grown
    return any(runs >= contract.runs for (used, _), runs in best.items() if used == jokers)


# One open run while sweeping: (length, capped at the shortest run; has a natural card;
# started at position 1, so it may not reach 14: that would go round the corner)
Open = tuple[int, bool, bool]
_COVERS: dict[tuple[tuple[int, ...], int, ContractRules], list[int]] = {}


def cover(naturals: tuple[int, ...], jokers: int, rules: ContractRules) -> int:
    """`most_runs` with no card from outside and no limit on jokers, by a sweep along the run
    positions: at each, every run still open goes on or ends there, new runs may begin, and
    each run over the position takes one card, a natural one or a joker. One sweep answers
    for every joker count up to four (or `jokers`, if more)."""
    bound = max(jokers, 4)
    key = (naturals, bound, rules)
    found = _COVERS.get(key)
    if found is None:
        if len(_COVERS) > 20_000:
            _COVERS.clear()
        found = [NONE] * (bound + 1)
        if len(naturals) + bound >= rules.run_min:
            aces = sum(1 for code in naturals if code < 4)
            counts = [0] * 16
            for code in naturals:
                if code >= 4:
                    counts[code // 4 + 1] += 1
            low_aces = {"low": [aces], "high": [0], "either": list(range(aces + 1))}[rules.ace]
            for low in low_aces:  # each way to put the aces low or high
                counts[1], counts[14] = low, aces - low
                for j, runs in enumerate(_sweep(tuple(counts), bound, rules)):
                    found[j] = max(found[j], runs)
        _COVERS[key] = found
    return found[jokers]


def _sweep(counts: tuple[int, ...], jokers: int, rules: ContractRules) -> list[int]:
    """Per number of jokers laid (up to `jokers`), the most runs (NONE: no laydown)."""
    low, high = rules.run_bounds
    shortest = rules.run_min
    apart = rules.same_suit_runs != "any"  # (one run a suit is kept below)
    most = 1 if rules.same_suit_runs == ONE_PER_SUIT else 13
    # (open runs, jokers used, runs begun) -> most runs ended so far
    states: dict[tuple[tuple[Open, ...], int, int], int] = {((), 0, 0): 0}
    for p in range(low, high + 2):  # one past the last place: every run ends
        here = counts[p] if p <= high else 0
        grown: dict[tuple[tuple[Open, ...], int, int], int] = {}
        for (open_runs, used, begun), ended in states.items():
            n = len(open_runs)
            for going_on in range(1 << n):
                ending = [r for i, r in enumerate(open_runs) if not going_on >> i & 1]
                if any(length < shortest or not natural for length, natural, _ in ending):
                    continue
                still = [r for i, r in enumerate(open_runs) if going_on >> i & 1]
                if still and (p > high or (p == 14 and any(one for _, _, one in still))):
                    continue
                # a run ending just before a new one begins would make them one run
                if p > high or (ending and apart):
                    news = range(1)
                else:
                    news = range(max(0, here - len(still)), here + jokers - used - len(still) + 1)
                for new in news:
                    if begun + new > most:
                        break
                    runs = [(min(length + 1, shortest), natural, one)
                            for length, natural, one in still]
                    runs += [(1, False, p == 1)] * new
                    if len(runs) < here:
                        continue
                    runs.sort(key=lambda r: r[1])  # naturals first to runs without one
                    for i in range(here):
                        runs[i] = (runs[i][0], True, runs[i][2])
                    key = (tuple(sorted(runs)), used + len(runs) - here, begun + new)
                    if key[1] > jokers:
                        break
                    if grown.get(key, NONE) < ended + len(ending):
                        grown[key] = ended + len(ending)
        states = grown
    out = [NONE] * (jokers + 1)
    for (_, used, _), ended in states.items():
        out[used] = max(out[used], ended)
    return out

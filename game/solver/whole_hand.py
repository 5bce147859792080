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
from game.contracts import Contract, ContractRules
from game.solver.contract_search import search_for

NONE = -1  # no laydown


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

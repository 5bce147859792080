"""How far a hand is from its contract, quickly: the bots' measure of a draw, a May I? and a
discard in the contract games, asked a dozen times a decision and thousands of times in the
hard bot's play-outs.

The exact answer (`game.solver.contracts.missing`) searches every laydown with holes, and a
hand far from its contract costs it tens of milliseconds; this estimate picks the contract's
sets among the hand's best ranks and its runs among its best windows of the smallest run
(every choice of them, on a short list), counts the cards each lacks and lets the jokers fill
them. It says 0 for a hand that meets the contract and is near the exact count otherwise (it
may miss a way that longer melds or a rank's second set would give). A whole hand in runs
(Contract Rummy's hand 7) is measured suit by suit: the fewest cards that would close every
gap between its cards, each copy of a card in runs of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from game.cards import Card
from game.contracts import ONE_PER_SUIT, Contract, ContractRules

SET_CHOICES = 6  # ranks weighed for the contract's sets
RUN_CHOICES = 8  # windows weighed for its runs
FAR = 20  # no choice of melds found at all


def shortfall(cards: Sequence[Card], contract: Contract, rules: ContractRules) -> int:
    """About how many cards the hand lacks to meet the contract (0: it meets it, or nearly:
    the engine's legal laydowns say which)."""
    if contract.whole_hand:
        return whole_shortfall(cards, contract, rules)
    jokers = 0
    suits_of: dict[int, list[int]] = {}
    masks = [0, 0, 0, 0]
    copies: dict[tuple[int, int], int] = {}
    ace_high = rules.ace != "low"
    ace_low = rules.ace != "high"
    for card in cards:
        if card.is_joker:
            jokers += 1
            continue
        suits_of.setdefault(card.rank, []).append(card.suit)
        key = (card.rank, card.suit)
        copies[key] = copies.get(key, 0) + 1
        if card.rank == 1:
            masks[card.suit] |= (2 if ace_low else 0) | ((1 << 14) if ace_high else 0)
        else:
            masks[card.suit] |= 1 << card.rank
    sets = _set_choices(suits_of, contract, rules)
    runs = _run_choices(masks, contract, rules)
    cap = rules.wilds_per_meld
    best = FAR
    for chosen_sets in combinations(sets, contract.sets):
        for chosen_runs in combinations(runs, contract.runs):
            needs = [n for n, _, _ in chosen_sets] + [n for n, _, _ in chosen_runs]
            if sum(needs) - jokers >= best or not _runs_fit(chosen_runs, rules):
                continue
            shared = _shared(chosen_sets, chosen_runs, copies, rules)
            # jokers fill what is lacking, at most `cap` in each meld where there is a cap
            fill = jokers if cap is None else min(jokers, sum(min(n, cap) for n in needs))
            best = min(best, max(0, sum(needs) + shared - fill))
    return best


SetChoice = tuple[int, int, int]  # cards lacking, rank (0: any rank not held), naturals held
RunChoice = tuple[int, int, int]  # cards lacking, suit, the window's positions as a mask


def _set_choices(suits_of: dict[int, list[int]], contract: Contract,
                 rules: ContractRules) -> list[SetChoice]:
    if not contract.sets:
        return []
    out = []
    for rank, suits in suits_of.items():
        n = len(set(suits)) if rules.set_suits_differ else len(suits)
        if rules.set_max is not None:
            n = min(n, rules.set_max)
        out.append((max(0, rules.set_min - n), rank, n))
    out.sort()
    out = out[:SET_CHOICES]
    # sets of ranks not held at all, so that a hand of few ranks can still be measured
    out += [(rules.set_min, 0, 0)] * contract.sets
    return out


def _run_choices(masks: list[int], contract: Contract, rules: ContractRules) -> list[RunChoice]:
    if not contract.runs:
        return []
    low, high = rules.run_bounds
    size = rules.run_min
    span = (1 << size) - 1
    best: list[RunChoice] = []
    rest: list[RunChoice] = []
    for suit, mask in enumerate(masks):
        windows = sorted((size - (mask & span << start).bit_count(), suit, span << start)
                         for start in range(low, high - size + 2))
        best.append(windows[0])  # every suit's best window, so that runs of several suits
        rest += windows[1:]  # are always weighed
    rest.sort()
    return sorted(best) + rest[:RUN_CHOICES - len(best)]


def _runs_fit(runs: tuple[RunChoice, ...], rules: ContractRules) -> bool:
    """Windows of one suit may not share a place (nor touch, where runs must stay apart; nor
    be two at all, where each run has its own suit)."""
    for (_, suit_a, a), (_, suit_b, b) in combinations(runs, 2):
        if suit_a != suit_b:
            continue
        if rules.same_suit_runs == ONE_PER_SUIT or a & (b | b << 1 | b >> 1):
            return False
    return True


def _shared(sets: tuple[SetChoice, ...], runs: tuple[RunChoice, ...],
            copies: dict[tuple[int, int], int], rules: ContractRules) -> int:
    """Cards counted in a set and in a run both: a run's card that the set must use too (it
    has too few others of its rank), with no second copy of it in the hand."""
    extra = 0
    for _, rank, held in sets:
        if not rank:
            continue
        places = (1 << 1) | (1 << 14) if rank == 1 else 1 << rank
        for _, suit, window in runs:
            if not window & places:
                continue
            count = copies.get((rank, suit), 0)
            counted = min(count, 1) if rules.set_suits_differ else count
            must_use = max(0, min(held, rules.set_min) - (held - counted))
            if count and count - must_use <= 0:
                extra += 1
    return extra


def whole_shortfall(cards: Sequence[Card], contract: Contract, rules: ContractRules) -> int:
    """About how many cards the whole hand lacks to lie in runs only, at least as many as the
    contract names: per suit, the holes its runs would have (a second copy of a card in runs
    of its own), less the jokers; a run short of the contract's count costs a run's cards."""
    jokers = 0
    layers: dict[int, list[list[int]]] = {}  # suit -> ranks, each copy of a card in its layer
    for card in cards:
        if card.is_joker:
            jokers += 1
            continue
        suit_layers = layers.setdefault(card.suit, [])
        for layer in suit_layers:
            if card.rank not in layer:
                layer.append(card.rank)
                break
        else:
            suit_layers.append([card.rank])
    holes, runs = 0, 0
    for suit_layers in layers.values():
        for layer in suit_layers:
            gaps, count = _cover(layer, rules)
            holes += gaps
            runs += count
    holes += max(0, contract.runs - runs) * rules.run_min
    return max(0, holes - jokers)


def _cover(ranks: list[int], rules: ContractRules) -> tuple[int, int]:
    """The fewest holes runs covering these ranks of one suit would have, and how many runs
    they make (an ace tried low and high)."""
    low, high = rules.run_bounds
    placings: list[list[int]] = [[]]
    for rank in ranks:
        places = [1, 14] if rank == 1 else [rank]
        placings = [p + [q] for p in placings for q in places if low <= q <= high]
    best = (1 << 20, 0)
    for placing in placings:
        best = min(best, _cover_places(sorted(placing), rules.run_min, low, high))
    return best


def _cover_places(places: list[int], size: int, low: int, high: int) -> tuple[int, int]:
    """Runs over sorted positions: each run spans a stretch of them, padded to `size`; the
    fewest holes, then the most runs."""
    n = len(places)
    most = high - low + 1
    # best[i]: (holes, -runs) covering the first i positions
    best: list[tuple[int, int]] = [(0, 0)] + [(1 << 20, 0)] * n
    for i in range(1, n + 1):
        for j in range(i):
            span = places[i - 1] - places[j] + 1
            if span > most - (1 if most == 14 else 0):
                continue
            length = max(span, size)
            if length > most:
                continue
            holes = length - (i - j)
            before = best[j]
            option = (before[0] + holes, before[1] - 1)
            if option < best[i]:
                best[i] = option
    return best[n][0], -best[n][1]

"""Melds the contract games look for besides the contract solver's: a meld holding one given
card (a claimed joker, a card taken from deep in the pile), a contract laydown holding one,
and why a laydown a player makes does not meet the contract, in words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.cards import Card, format_cards
from game.contracts import ONE_PER_SUIT, Contract, ContractRules
from game.errors import IllegalAction
from game.melds import fit_meld
from game.messages import refuse
from game.rules import HandRules
from game.solver.contracts import meets, read_laydown

HEAVY = 10000  # a card's value that no laydown leaves in hand if it can meld it
NUMBERS = ("no", "one", "two", "three", "four", "five")
SET_ONLY, RUN_ONLY = Contract(1, 0), Contract(0, 1)


def contract_text(contract: Contract, words: tuple[str, str]) -> str:
    """The contract in words: "two sets", "one set and two runs", "the whole hand in three
    runs or more"; `words` names a set and a run in the game ("trio", "escalera")."""
    parts = [f"{_number(n)} {word}{'s' if n > 1 else ''}"
             for n, word in ((contract.sets, words[0]), (contract.runs, words[1])) if n]
    text = " and ".join(parts)
    if contract.whole_hand:
        return f"the whole hand in {text} or more"
    return text


def _number(n: int) -> str:
    return NUMBERS[n] if n < len(NUMBERS) else str(n)


def melds_with(card: Card, others: Sequence[Card], hand: HandRules,
               first: bool = False) -> list[tuple[Card, ...]]:
    """Melds holding `card` and some of `others`, each in the order it reads (a run's wilds
    in the places shown); with `first`, at most one (enough to know there is one).

    Sets take every card of the rank they may (up to the largest set), topped up with wilds
    to the smallest; runs are every window of the suit round the card that the others and
    their wilds fill."""
    wilds = [c for c in others if hand.is_wild(c)]
    naturals = [c for c in others if not hand.is_wild(c)]
    is_wild = hand.is_wild(card)
    out: list[tuple[Card, ...]] = []
    for rank in sorted({c.rank for c in naturals}) if is_wild else [card.rank]:
        group = _set_with(card, [c for c in naturals if c.rank == rank], wilds, hand)
        if group is not None:
            out.append(group)
            if first:
                return out
    for suit in sorted({c.suit for c in naturals}) if is_wild else [card.suit]:
        for group in _runs_with(card, [c for c in naturals if c.suit == suit], wilds, hand):
            out.append(group)
            if first:
                return out
    return out


def _set_with(card: Card, same: list[Card], wilds: list[Card],
              hand: HandRules) -> tuple[Card, ...] | None:
    rules = hand.meld
    if rules.set_distinct_suits:
        suits = set() if hand.is_wild(card) else {card.suit}
        unique = []
        for other in same:
            if other.suit not in suits:
                suits.add(other.suit)
                unique.append(other)
        same = unique
    most = rules.set_max if rules.set_max is not None else len(same) + len(wilds) + 1
    group = [*same[:most - 1], card]
    spare = list(wilds)
    while len(group) < min(rules.set_min, most) and spare:
        group.append(spare.pop())
    if len(group) < rules.set_min or fit_meld(group, hand, "set") is None:
        return None
    return tuple(group)


def _runs_with(card: Card, suited: list[Card], wilds: list[Card],
               hand: HandRules) -> list[tuple[Card, ...]]:
    """Every run of `suited` cards and wilds through `card` (a wild fills a gap or an end)."""
    rules = hand.meld
    low, high = rules.run_bounds
    longest = high - low + (0 if rules.ace == "either" else 1)  # never K-A-2
    at: dict[int, Card] = {}
    for other in suited:
        for p in rules.run_positions(other.rank):
            at.setdefault(p, other)
    is_wild = hand.is_wild(card)
    mine = () if is_wild else rules.run_positions(card.rank)
    out = []
    for length in range(rules.run_min, longest + 1):
        for start in range(low, high - length + 2):
            end = start + length - 1
            spot = next((p for p in mine if start <= p <= end), None)
            if not is_wild and spot is None:
                continue
            placed: list[Card | None] = []
            used: set[int] = set()
            for p in range(start, end + 1):
                if p == spot:
                    placed.append(card)
                elif p in at and at[p].id not in used:
                    used.add(at[p].id)
                    placed.append(at[p])
                else:
                    placed.append(None)
            gaps = placed.count(None)
            spare = [card, *wilds] if is_wild else list(wilds)
            if gaps > len(spare) or (is_wild and not gaps) or len(placed) == gaps:
                continue
            fill = iter(spare)
            group = [c if c is not None else next(fill) for c in placed]
            if fit_meld(group, hand, "run", held=True) is not None:
                out.append(tuple(group))
    return out


def laydown_with(cards: Sequence[Card], card: Card, contract: Contract, rules: ContractRules,
                 keep: int) -> tuple[tuple[int, ...], ...] | None:
    """A laydown of `cards` meeting the contract that melds `card` (by id: a card taken
    from deep in the pile must be the one melded), leaving the least value otherwise; None
    if no laydown melds it."""
    values = list(rules.values)
    values[card.face] = HEAVY  # the search then melds a card of its face wherever it can
    laydown = meets(cards, contract, replace(rules, values=tuple(values)), keep)
    if laydown is None:
        return None
    groups = [[c.id for c in m.cards] for m in laydown.melds]
    if not any(card.id in g for g in groups):
        twin = next((c for m in laydown.melds for c in m.cards if c.face == card.face), None)
        if twin is None:
            return None
        # an identical card of another deck was melded: the taken one goes in its place
        groups = [[card.id if i == twin.id else i for i in g] for g in groups]
    return tuple(tuple(g) for g in groups)


def laydown_problem(groups: Sequence[Sequence[Card]], contract: Contract, rules: ContractRules,
                    words: tuple[str, str]) -> IllegalAction:
    """Why these groups, which `read_laydown` refused, do not meet the contract."""
    text = contract_text(contract, words)
    set_word, run_word = words
    can_set, can_run = [], []
    for group in groups:
        jokers = sum(1 for c in group if c.is_joker)
        if rules.wilds_per_meld is not None and jokers > rules.wilds_per_meld:
            return refuse("one-joker", cards=format_cards(group), n=jokers)
        can_set.append(read_laydown([group], SET_ONLY, rules) is not None)
        can_run.append(read_laydown([group], RUN_ONLY, rules) is not None)
        if not can_set[-1] and not can_run[-1]:
            return refuse("contract-meld", cards=format_cards(group), set=set_word,
                          run=run_word)
    melds = " and ".join(format_cards(g) for g in groups)
    if contract.whole_hand:
        if not all(can_run) or len(groups) < contract.runs:
            return refuse("whole-hand", runs=run_word + "s", n=_number(contract.runs))
    elif len(groups) != contract.melds:
        return refuse("contract-count", contract=text, n=contract.melds)
    sets_only = sum(1 for s, r in zip(can_set, can_run, strict=True) if s and not r)
    runs_only = sum(1 for s, r in zip(can_set, can_run, strict=True) if r and not s)
    if not contract.whole_hand and (sets_only > contract.sets or runs_only > contract.runs):
        return refuse("contract-kinds", melds=melds, contract=text)
    if rules.same_suit_runs == ONE_PER_SUIT:
        return refuse("runs-suits", runs=run_word + "s")
    return refuse("runs-apart", runs=run_word + "s", run=run_word)

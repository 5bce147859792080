"""The contract solver: does a hand meet a contract, with which laydown, and what is missing.

For the contract games (Contract Rummy, Carioca, Kalooki): the engine's check of a first meld
(`read_laydown`), the hint and the bots (`meets`, `completions`, `missing`). Exact: a search over
every laydown (see `contract_search`), never a greedy guess.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.cards import JOKER, NO_SUIT, Card
from game.contracts import Contract, ContractRules
from game.melds import MeldFit, Stand
from game.solver import whole_hand
from game.solver.contract_search import (
    INFEASIBLE,
    SET,
    VALUE,
    ContractSearch,
    Core,
    Grammar,
    State,
    Step,
    rank_at,
    search_for,
)

JOKER_FACE = 52
EVERY_FACE = frozenset(range(53))  # candidates when no card is known to be out of reach


@dataclass(frozen=True, slots=True)
class Laydown:
    """Melds that meet a contract, and the cards that stay in hand."""

    value: int  # of the cards left in hand
    melds: tuple[MeldFit, ...]  # each joker's stand says the card it is (rank, suit in runs)
    left: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "value": self.value,
            "melds": [m.text() for m in self.melds],
            "left": [str(c) for c in self.left],
        }


def _start(search: ContractSearch, cards: Sequence[Card], keep: int) -> State:
    naturals = tuple(sorted([c.face for c in cards if c.rank != JOKER]))
    return search.start(naturals, len(cards) - len(naturals), keep)


def meets(cards: Sequence[Card], contract: Contract, rules: ContractRules,
          keep: int = 0) -> Laydown | None:
    """The laydown meeting the contract that leaves the least value in hand, with at least
    `keep` cards staying (1 where a discard must follow), or None if the hand cannot meet it.

    A whole-hand contract lays every card: `keep` does not apply.
    """
    if whole_hand.runs_only(contract):  # suit by suit
        shares = whole_hand.shares(list(cards), contract, rules)
        if shares is None:
            return None
        jokers = [c for c in cards if c.rank == JOKER]
        melds: list[MeldFit] = []
        for suit, share in enumerate(shares):
            own = [c for c in cards if c.rank != JOKER and c.suit == suit] + jokers[:share]
            jokers = jokers[share:]
            if own:
                runs = whole_hand.most_runs(suit, tuple(sorted([c.face for c in own
                                                                if c.rank != JOKER])),
                                            share, 0, rules)
                part = _meets(own, Contract(0, runs, whole_hand=True), rules, 0)
                assert part is not None, "a suit's laydown went missing"
                melds += part.melds
        return Laydown(0, tuple(melds), ())
    return _meets(cards, contract, rules, keep)


def _meets(cards: Sequence[Card], contract: Contract, rules: ContractRules,
           keep: int) -> Laydown | None:
    """`meets` by a search of the whole hand."""
    search = search_for(contract, rules)
    state = _start(search, cards, keep)
    total = search.value(state)
    if total >= INFEASIBLE:
        return None
    steps: list[Step] = []
    while not search.done(state):
        target = search.value(state)
        for cost, nxt, _, _, step in search.moves(state, 0, False, VALUE):  # noqa: B007
            if cost + search.value(nxt) == target:
                break
        else:  # the search and its own walk disagree: a bug, never a player error
            raise AssertionError("contract search lost its way")
        if step is not None:
            steps.append(step)
        state = nxt
    _, used, kept = search.end_value(state)
    spare = state[1] - used - kept  # jokers a set takes beyond its own
    g = search.g
    cores: list[Core] = []
    at_ends = sum(1 for c in cards if c.rank == JOKER) - spare - kept
    for kind, naturals, wilds, _gaps, lo, hi in steps:
        at_ends -= wilds
        if kind != SET:
            cores.append((naturals[0] & 3, lo, hi, min(g.wcap - wilds, 13)))
    order = tuple(sorted(cores))
    placed: dict[Core, list[tuple[int, int]]] = {}
    for core, ends in zip(order, g.place(order, at_ends), strict=True):
        placed.setdefault(core, []).append(ends)
    return _build(cards, steps, placed, spare, total, g)


def can_meet(cards: Sequence[Card], contract: Contract, rules: ContractRules,
             keep: int = 0) -> bool:
    """True if the hand can meet the contract (cheaper than `meets`: stops at the first way)."""
    if whole_hand.runs_only(contract):
        return whole_hand.shares(list(cards), contract, rules) is not None
    search = search_for(contract, rules)
    return search.possible(_start(search, cards, keep), 0)


def completions(cards: Sequence[Card], contract: Contract, rules: ContractRules,
                candidates: Iterable[int], keep: int = 0) -> frozenset[int]:
    """The faces among `candidates` (face codes, 52 a joker) with which, added to the hand,
    it meets the contract keeping `keep` cards: "a 6♥ or a 9♥ would make it"."""
    wanted = frozenset(candidates)
    search = search_for(contract, rules)
    state = _start(search, cards, keep)
    if not search.whole and search.possible(_start(search, cards, max(keep - 1, 0)), 0):
        return wanted  # met already, keeping one card fewer: any card can be the one kept
    if whole_hand.runs_only(contract):
        faces = whole_hand.faces(list(cards), contract, rules)
    else:
        faces = search.faces(state)
    found = {face for face in wanted if face < 52 and faces >> face & 1}
    if JOKER_FACE in wanted and can_meet([*cards, Card(-1, JOKER, NO_SUIT)], contract, rules,
                                         keep):
        found.add(JOKER_FACE)
    return frozenset(found)


def missing(cards: Sequence[Card], contract: Contract, rules: ContractRules, keep: int = 0,
            most: int = 6) -> int | None:
    """The fewest cards that, added to the hand, let it meet the contract keeping `keep` cards
    (0: it meets it now); None if more than `most` are needed.

    Any face counts as obtainable (not only the unseen ones; copies are not counted). Added
    jokers never do better than the right natural card, so only natural cards are counted.
    """
    if whole_hand.runs_only(contract):
        return whole_hand.fewest_missing(list(cards), contract, rules, most)
    search = search_for(contract, rules)
    naturals = tuple(sorted([c.face for c in cards if c.rank != JOKER]))
    jokers = len(cards) - len(naturals)
    for holes in range(most + 1):
        # An added card may also be one that stays in hand (a hand short of cards to keep).
        for kept in range(min(holes, 0 if search.whole else keep) + 1):
            if search.possible(search.start(naturals, jokers, keep - kept), holes - kept):
                return holes
    return None


def _build(cards: Sequence[Card], steps: list[Step], placed: dict[Core, list[tuple[int, int]]],
           spare_jokers: int, total: int, g: Grammar) -> Laydown:
    """The laydown's melds from the search's steps and the runs' ends, with real cards and
    what each joker stands for."""
    by_code: dict[int, list[Card]] = {}
    jokers: list[Card] = []
    for card in sorted(cards, key=lambda c: c.id):
        if card.rank == JOKER:
            jokers.append(card)
        else:
            by_code.setdefault(card.face, []).append(card)
    melds = []
    for kind, naturals, wilds, gaps, lo, hi in steps:
        group = [by_code[code].pop() for code in naturals]
        if kind == SET:
            wilds += spare_jokers  # the spare jokers a set takes, all in the first
            spare_jokers = 0
            melds.append(_set_fit(group, [jokers.pop() for _ in range(wilds)], g.rules))
            continue
        suit = naturals[0] & 3
        below, above = placed[suit, lo, hi, min(g.wcap - wilds, 13)].pop()
        start, end = lo - below, hi + above
        fill = gaps | ((1 << lo) - (1 << start)) | ((1 << (end + 1)) - (1 << (hi + 1)))
        wild_cards = [jokers.pop() for _ in range(fill.bit_count())]
        melds.append(_run_fit(group, wild_cards, fill, start, end))
    left = [c for cs in by_code.values() for c in cs] + jokers
    left.sort(key=lambda c: (c.rank == JOKER, c.suit, c.rank, c.id))
    assert sum(g.rules.value(c) for c in left) == total, "laydown value disagrees with search"
    return Laydown(total, tuple(melds), tuple(left))


def _set_fit(naturals: list[Card], wilds: list[Card], rules: ContractRules) -> MeldFit:
    rank = naturals[0].rank
    naturals.sort(key=lambda c: (c.suit, c.id))
    stands: list[Stand] = [(c.rank, c.suit) for c in naturals]
    missing_suits = [s for s in range(4) if s not in {c.suit for c in naturals}]
    for i in range(len(wilds)):
        suit = missing_suits[i] if rules.set_suits_differ else None
        stands.append((rank, suit))
    return MeldFit("set", tuple(naturals) + tuple(wilds), tuple(stands),
                   (False,) * len(naturals) + (True,) * len(wilds))


def _run_fit(naturals: list[Card], wilds: list[Card], fill: int, start: int,
             end: int) -> MeldFit:
    """A run from `start` to `end` (positions), jokers at the `fill` positions."""
    suit = naturals[0].suit
    by_rank = {c.rank: c for c in naturals}
    cards, stands, wild = [], [], []
    for q in range(start, end + 1):
        if fill >> q & 1:
            cards.append(wilds.pop())
            wild.append(True)
        else:
            cards.append(by_rank[rank_at(q)])
            wild.append(False)
        stands.append((rank_at(q), suit))
    return MeldFit("run", tuple(cards), tuple(stands), tuple(wild))


# -- checking a laydown a player makes --------------------------------------------------------
def read_laydown(groups: Sequence[Sequence[Card]], contract: Contract,
                 rules: ContractRules, held: bool = False) -> tuple[MeldFit, ...] | None:
    """The groups read as a laydown meeting the contract (jokers given the cards they stand
    for, chosen so that the contract's rules on runs hold), or None if they do not meet it.

    With `held`, a run's jokers stand where the group's order puts them, as far as the rules
    on runs allow (a player laying 5♠ 6♠ 7♠ JK means the joker as 8♠, not 4♠); else as low
    as they may. For a whole-hand contract the caller checks that no card stays in hand.
    """
    grammar = search_for(contract, rules).g
    readings = [_readings(list(group), grammar) for group in groups]
    if held:
        readings = [_as_held(options, group) for options, group in zip(readings, groups,
                                                                         strict=True)]
    return _choose(readings, 0, contract, contract.sets, contract.runs, [], grammar)


def _as_held(options: list[Reading], group: Sequence[Card]) -> list[Reading]:
    """The readings nearest the group's order first (the lowest first among equals)."""
    return sorted(options, key=lambda r: _disorder(r[0].cards, group))


def _disorder(cards: Sequence[Card], held: Sequence[Card]) -> int:
    """Pairs of cards in the other order than held (0: the meld reads as it was held)."""
    place = {c.id: i for i, c in enumerate(held)}
    order = [place[c.id] for c in cards]
    return sum(1 for i, a in enumerate(order) for b in order[i + 1:] if a > b)


Reading = tuple[MeldFit, int, int, int]  # the meld, and for a run its suit, start and end


def _choose(readings: list[list[Reading]], i: int, contract: Contract, sets: int, runs: int,
            spans: list[tuple[int, int, int]], g: Grammar) -> tuple[MeldFit, ...] | None:
    """A reading per group making the contract's melds, runs kept to the rules on runs."""
    if i == len(readings):
        return () if sets <= 0 and runs <= 0 else None
    for fit, suit, start, end in readings[i]:
        if fit.kind == "set":
            if sets <= 0 and not (contract.whole_hand and contract.sets):
                continue
            rest = _choose(readings, i + 1, contract, sets - 1, runs, spans, g)
        else:
            if runs <= 0 and not (contract.whole_hand and contract.runs):
                continue
            if any(s == suit and (g.one_per_suit or (g.end_to_end and (
                    b + 1 == start or end + 1 == a))) for s, a, b in spans):
                continue
            rest = _choose(readings, i + 1, contract, sets, runs - 1,
                           [*spans, (suit, start, end)], g)
        if rest is not None:
            return (fit, *rest)
    return None


def _readings(group: list[Card], g: Grammar) -> list[Reading]:
    """Every legal reading of the cards as one meld of the contract."""
    wilds = [c for c in group if c.rank == JOKER]
    naturals = [c for c in group if c.rank != JOKER]
    out: list[Reading] = []
    if not naturals or len(wilds) > g.wcap:
        return out
    size = len(group)
    if (len({c.rank for c in naturals}) == 1 and len(naturals) >= g.set_naturals
            and g.set_min <= size <= g.set_max
            and not (g.suits_differ and len({c.suit for c in naturals}) < len(naturals))):
        out.append((_set_fit(list(naturals), list(wilds), g.rules), 0, 0, 0))
    if len({c.suit for c in naturals}) != 1 or size < g.run_min or size > 13:
        return out
    suit = naturals[0].suit
    placings: list[list[int]] = [[]]
    for c in naturals:
        placings = [p + [q] for p in placings for q in g.positions[c.rank]]
    for placing in placings:
        taken = 0
        for q in placing:
            taken |= 1 << q
        if taken.bit_count() != len(placing):
            continue  # two cards in one place
        top, bottom = max(placing), min(placing)
        for start in range(max(g.low, top - size + 1), min(bottom, g.high - size + 1) + 1):
            end = start + size - 1
            fill = ((1 << (end + 1)) - (1 << start)) & ~taken
            if g.apart and fill & (fill >> 1):
                continue
            by_q = dict(zip(placing, naturals, strict=True))
            ordered = sorted(by_q.items())
            fit = _run_fit([c for _, c in ordered], list(wilds), fill, start, end)
            # _run_fit finds naturals by rank: an ace's place is its own
            out.append((fit, suit, start, end))
    return out

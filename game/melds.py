"""Checking one group of cards against a game's meld grammar, wild cards included."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, pairwise

from game.cards import JOKER, Card, face_text, rank_text
from game.rules import HandRules, MeldRules

# What a card stands for in a meld: (rank, suit) for a run or a set card whose suit is known,
# (rank, None) for a wild in a set where the suit does not matter, (None, None) in an all-wild meld.
Stand = tuple[int | None, int | None]


@dataclass(frozen=True, slots=True, init=False)
class MeldFit:
    """A legal reading of some cards as one meld."""

    kind: str  # "set" or "run"
    cards: tuple[Card, ...]
    stands: tuple[Stand, ...]  # per card, what it stands for
    wild: tuple[bool, ...]  # per card, whether it is used as a wild here

    def __init__(self, kind: str, cards: tuple[Card, ...], stands: tuple[Stand, ...],
                 wild: tuple[bool, ...]) -> None:  # written: see game.actions.Action
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "stands", stands)
        object.__setattr__(self, "wild", wild)

    @property
    def wild_count(self) -> int:
        return sum(self.wild)

    def text(self) -> list[str]:
        """Card texts, a wild written with what it stands for: `JK=3S`, `2H=7` (set)."""
        out = []
        for card, stand, is_wild in zip(self.cards, self.stands, self.wild, strict=True):
            out.append(f"{card}={stand_text(stand)}" if is_wild else str(card))
        return out


def stand_text(stand: Stand) -> str:
    rank, suit = stand
    if rank is None:
        return "*"
    return face_text(rank, suit) if suit is not None else rank_text(rank)


def fit_meld(cards: Sequence[Card], hand: HandRules, kind: str | None = None,
             held: bool = False) -> MeldFit | None:
    """The first legal reading of the cards as one meld (a set or a run), or None.

    Wild-rank cards that may also be natural are tried natural first, so the reading uses as
    few wilds as it can. A run's wilds take the lowest places open to them, or with `held`
    the places nearest the order of `cards`: a person holding 4♠ 5♠ JK means the joker as 6♠,
    and once shown it keeps that rank (see `extend_meld`).
    """
    rules = hand.meld
    pure = [c for c in cards if c.rank == JOKER and hand.jokers_wild]
    dual = [c for c in cards if hand.is_dual(c)]
    plain = [c for c in cards if not hand.is_wild(c)]
    if any(c.rank == JOKER for c in plain):
        return None  # a joker that is not wild cannot be in a meld
    for n_wild_dual in range(len(dual) + 1):
        for as_wild in _distinct_combinations(dual, n_wild_dual):
            wilds = pure + list(as_wild)
            naturals = plain + _without(dual, as_wild)
            fit = None
            if kind in (None, "set"):
                fit = _fit_set(naturals, wilds, rules)
            if fit is None and kind in (None, "run"):
                fit = _fit_run(naturals, wilds, rules, cards if held else None)
            if fit is not None:
                return _in_order(fit, cards)
    return None


def extend_meld(fit: MeldFit, card: Card, hand: HandRules,
                below: bool = False) -> MeldFit | None:
    """The meld with `card` laid off on it, or None if it does not fit.

    A set is read again with the card added. Every card already in a run keeps the rank it
    stands for (RULES.md: a wild in a run stands for one exact rank, and no card may take a
    wild's place), so a card joins a run only just below or just above it: where it is itself,
    and a wild above the run where there is room, else below it; with `below`, a wild just
    below the run (None for any other card). Under the house rule that wilds slide, a run
    too is read again, so its wilds may take other places.

    Remembered per meld and card: every lay-off decision asks again about every card in hand
    against every meld on the table, and a searching bot's play-outs share the table's melds.
    """
    key = (id(fit), card.id, id(hand), below)
    found = _EXTENDED.get(key)
    if found is not None and found[0] is fit and found[1] is card and found[2] is hand:
        return found[3]
    if len(_EXTENDED) >= _EXTENDED_MAX:
        _EXTENDED.clear()
    if fit.kind == "run" and not hand.meld.wilds_slide:
        result = _extend_run(fit, card, hand, below)
    elif below:
        result = None
    else:
        result = fit_meld([*fit.cards, card], hand, fit.kind)
    _EXTENDED[key] = (fit, card, hand, result)  # holding the keys' objects keeps ids unique
    return result


_EXTENDED: dict[tuple[int, int, int, bool], tuple[MeldFit, Card, HandRules, MeldFit | None]] = {}
_EXTENDED_MAX = 4096


def _distinct_combinations(cards: list[Card], k: int) -> list[tuple[Card, ...]]:
    """Combinations of k cards, counting identical faces once (they behave the same)."""
    seen, out = set(), []
    for combo in combinations(cards, k):
        key = tuple(sorted(c.face for c in combo))
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return out


def _without(cards: list[Card], removed: Sequence[Card]) -> list[Card]:
    ids = {c.id for c in removed}
    return [c for c in cards if c.id not in ids]


def _in_order(fit: MeldFit, cards: Sequence[Card]) -> MeldFit:
    """Reorder a fit's cards into the order a player reads the meld (runs low to high)."""
    if fit.kind == "run":
        return fit  # already built low to high
    position = {c.id: i for i, c in enumerate(cards)}
    order = sorted(range(len(fit.cards)), key=lambda i: (fit.wild[i], position[fit.cards[i].id]))
    return MeldFit(
        fit.kind,
        tuple(fit.cards[i] for i in order),
        tuple(fit.stands[i] for i in order),
        tuple(fit.wild[i] for i in order),
    )


def _wild_count_ok(n_wild: int, total: int, rules: MeldRules) -> bool:
    if n_wild == total:
        return rules.all_wild
    return not (rules.wild_half and 2 * n_wild > total)


def _fit_set(naturals: list[Card], wilds: list[Card], rules: MeldRules) -> MeldFit | None:
    total = len(naturals) + len(wilds)
    if total < rules.set_min or (rules.set_max is not None and total > rules.set_max):
        return None
    if not _wild_count_ok(len(wilds), total, rules):
        return None
    ranks = {c.rank for c in naturals}
    if len(ranks) > 1:
        return None
    suits = [c.suit for c in naturals]
    if rules.set_distinct_suits and len(set(suits)) < len(suits):
        return None
    rank = next(iter(ranks)) if ranks else None
    stands: list[Stand] = [(c.rank, c.suit) for c in naturals]
    missing = [s for s in range(4) if s not in suits] if rules.set_distinct_suits else []
    for i in range(len(wilds)):
        stands.append((rank, missing[i] if i < len(missing) and rank is not None else None))
    return MeldFit(
        "set",
        tuple(naturals) + tuple(wilds),
        tuple(stands),
        (False,) * len(naturals) + (True,) * len(wilds),
    )


def _fit_run(naturals: list[Card], wilds: list[Card], rules: MeldRules,
             held: Sequence[Card] | None = None) -> MeldFit | None:
    """The lowest reading of the cards as a run, or with `held` the reading whose order is
    nearest it (the fewest pairs of cards the other way round; the lowest among equals)."""
    best, best_disorder = None, 0
    for fit in _run_readings(naturals, wilds, rules):
        if held is None or not wilds:
            return fit
        disorder = _disorder(fit.cards, held)
        if best is None or disorder < best_disorder:
            best, best_disorder = fit, disorder
    return best


def _disorder(cards: Sequence[Card], held: Sequence[Card]) -> int:
    place = {c.id: i for i, c in enumerate(held)}
    order = [place[c.id] for c in cards]
    return sum(a > b for i, a in enumerate(order) for b in order[i + 1:])


def _run_readings(naturals: list[Card], wilds: list[Card], rules: MeldRules) -> Iterator[MeldFit]:
    """Every reading of the cards as a run, lowest first."""
    total = len(naturals) + len(wilds)
    if total < rules.run_min or not _wild_count_ok(len(wilds), total, rules):
        return
    if not naturals:
        return  # an all-wild meld is read as a set
    suits = {c.suit for c in naturals}
    if len(suits) != 1:
        return
    suit = suits.pop()
    low, high = rules.run_bounds
    # An ace may sit low or high; try each reading of the aces present.
    for placing in _ace_placings(naturals, rules):
        positions = sorted(placing.values())
        if len(set(positions)) != len(positions):
            continue
        span_low, span_high = positions[0], positions[-1]
        for start in range(max(low, span_high - total + 1), min(span_low, high - total + 1) + 1):
            window = range(start, start + total)
            if rules.ace == "either" and len(window) == high - low + 1:
                continue  # K-A-2 would be a wrap-around
            wild_slots = [p for p in window if p not in placing.values()]
            if rules.no_adjacent_wilds and any(
                b - a == 1 for a, b in pairwise(wild_slots)
            ):
                continue
            by_pos = {placing[c.id]: c for c in naturals}
            cards, stands, wild = [], [], []
            wild_iter = iter(wilds)
            for p in window:
                card = by_pos.get(p) or next(wild_iter)
                cards.append(card)
                stands.append((rules.rank_at(p), suit))
                wild.append(p not in by_pos)
            yield MeldFit("run", tuple(cards), tuple(stands), tuple(wild))


def _extend_run(fit: MeldFit, card: Card, hand: HandRules, below: bool) -> MeldFit | None:
    """The run with `card` just below or just above it, every card keeping its rank (see
    `extend_meld`). A card that may be natural is placed as itself first."""
    rules = hand.meld
    first, suit = fit.stands[0]
    low, high = rules.run_bounds
    if first is None or len(fit.cards) >= high - low + (0 if rules.ace == "either" else 1):
        return None  # a run of a whole suit: one more would wrap round
    start = rules.run_positions(first)[0]  # a run's first card is its lowest place
    low_end, high_end = start - 1, start + len(fit.cards)  # positions just outside
    natural = card.rank != JOKER and (not hand.is_wild(card) or hand.is_dual(card))
    if natural and card.suit == suit and not below:
        for p in rules.run_positions(card.rank):
            if p == high_end and p <= high:
                return _run_with(fit, card, rules.rank_at(p), False, at_top=True)
            if p == low_end and p >= low:
                return _run_with(fit, card, rules.rank_at(p), False, at_top=False)
    if not hand.is_wild(card) or not _wild_count_ok(fit.wild_count + 1, len(fit.cards) + 1, rules):
        return None
    apart = rules.no_adjacent_wilds
    if not below and high_end <= high and not (apart and fit.wild[-1]):
        return _run_with(fit, card, rules.rank_at(high_end), True, at_top=True)
    if low_end >= low and not (apart and fit.wild[0]):
        return _run_with(fit, card, rules.rank_at(low_end), True, at_top=False)
    return None


def _run_with(fit: MeldFit, card: Card, rank: int, wild: bool, at_top: bool) -> MeldFit:
    stand: Stand = (rank, fit.stands[0][1])
    if at_top:
        return MeldFit("run", (*fit.cards, card), (*fit.stands, stand), (*fit.wild, wild))
    return MeldFit("run", (card, *fit.cards), (stand, *fit.stands), (wild, *fit.wild))


def _ace_placings(naturals: list[Card], rules: MeldRules) -> list[dict[int, int]]:
    """Every way to give each natural card a run position (only aces have a choice)."""
    placings: list[dict[int, int]] = [{}]
    for c in naturals:
        placings = [{**p, c.id: pos} for p in placings for pos in rules.run_positions(c.rank)]
    return placings


def replace_wild(fit: MeldFit, card: Card, hand: HandRules) -> tuple[MeldFit, Card] | None:
    """The meld with `card` in place of a wild that stands for it, and the wild set free; or
    None when no wild there stands for that card. In a run the wild must stand for exactly
    that rank and suit; in a set, for that rank, and the set must still be legal with it."""
    if hand.is_wild(card) and not hand.is_dual(card):
        return None
    for i, (is_wild, stand) in enumerate(zip(fit.wild, fit.stands, strict=True)):
        if not is_wild or stand[0] != card.rank:
            continue
        if fit.kind == "run":
            if stand[1] != card.suit:
                continue
            new = MeldFit("run", (*fit.cards[:i], card, *fit.cards[i + 1:]), fit.stands,
                          (*fit.wild[:i], False, *fit.wild[i + 1:]))
            return new, fit.cards[i]
        rest = [*fit.cards[:i], card, *fit.cards[i + 1:]]
        found = fit_meld(rest, hand, "set")
        if found is not None:
            return found, fit.cards[i]
    return None

"""The meld solver: the exact least-deadwood arrangement of a hand under a hand's rules."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.cards import JOKER, Card
from game.melds import MeldFit, fit_meld
from game.rules import HandRules
from game.solver import bitmask
from game.solver.run_order import read_back, renamed, renamed_rules
from game.solver.search import Search


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand split into melds and deadwood."""

    deadwood: int
    melds: tuple[MeldFit, ...]
    deadwood_cards: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "deadwood": self.deadwood,
            "melds": [m.text() for m in self.melds],
            "deadwood_cards": [str(c) for c in self.deadwood_cards],
        }


# Per HandRules object (by id, the object kept to check it): its fast path, or None, and the
# answers found so far. Bots ask about the same hands again and again (a hand less each card,
# then again after the draw), and a dict lookup is far cheaper than any solve. Equal rules
# (every hand of Gin, the same hand number of another match) share one entry by value.
Fast = tuple[bitmask.RunTable, int]  # the run table, and bits the fast path cannot take
Entry = tuple[HandRules, Fast | None, dict[object, int]]
_FAST: dict[int, Entry] = {}
_BY_VALUE: dict[HandRules, Entry] = {}
_REMEMBER = 20_000  # answers kept per rules value (a few MiB at most)


def _entry(hand: HandRules) -> Entry:
    """The fast path's table for these rules (one deck, no wilds) or None, and the answers."""
    entry = _FAST.get(id(hand))
    if entry is None or entry[0] is not hand:
        if len(_FAST) > 64:
            _FAST.clear()
        shared = _BY_VALUE.get(hand)
        if shared is None:
            if len(_BY_VALUE) > 32:
                _BY_VALUE.clear()
            fast: Fast | None = None
            if bitmask.applies(hand.meld):
                table = bitmask.run_table(hand.meld.run_min, hand.meld.ace, hand.rank_values)
                wild_bits = sum(1 << (s * 13 + r - 1) for r in hand.wild_ranks
                                for s in range(4))
                fast = (table, wild_bits | 1 << 52)  # jokers are never on the fast path
            shared = _BY_VALUE[hand] = (hand, fast, {})
        entry = _FAST[id(hand)] = (hand, shared[1], shared[2])
    return entry


def _fast_path(hand: HandRules) -> Fast | None:
    return _entry(hand)[1]


def hand_mask(cards: Sequence[Card]) -> int:
    """A one-deck hand as the 52-bit int the fast path reads."""
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


def _fast_mask(cards: Sequence[Card], hand: HandRules) -> tuple[int, bitmask.RunTable] | None:
    """(52-bit hand, run table) when the fast path is exact for these cards, else None."""
    fast = _fast_path(hand)
    if fast is None:
        return None
    mask = hand_mask(cards)
    if mask & fast[1] or mask.bit_count() != len(cards):  # a wild, a joker or a duplicate
        return None
    return mask, fast[0]


def min_deadwood(cards: Sequence[Card], hand: HandRules) -> int:
    """The least deadwood value the cards can be arranged to."""
    # The bots' hottest call: the fast path is written out inline.
    entry = _FAST.get(id(hand))
    if entry is None or entry[0] is not hand:
        entry = _entry(hand)
    fast, known = entry[1], entry[2]
    if fast is not None:
        mask = 0
        for card in cards:
            mask |= card.bit
        if not mask & fast[1] and mask.bit_count() == len(cards):
            a, b, c, d = mask & 0x1FFF, mask >> 13 & 0x1FFF, mask >> 26 & 0x1FFF, mask >> 39
            if not (a & b & (c | d)) | (c & d & (a | b)):  # no sets possible: runs only
                dw: list[int] = fast[0].deadwood
                return dw[a] + dw[b] + dw[c] + dw[d]
            value = known.get(mask)
            if value is None:
                value = _remember(known, mask, bitmask.min_deadwood(mask, fast[0]))
            return value
    if hand.meld.run_order:
        return min_deadwood(renamed(cards, hand), renamed_rules(hand))
    key = tuple(sorted([card.face for card in cards]))
    value = known.get(key)
    if value is None:
        value = _remember(known, key, Search(cards, hand).value())
    return value


def deadwood_without_each(cards: Sequence[Card], hand: HandRules,
                          choices: Iterable[Card]) -> dict[int, int]:
    """Card id -> least deadwood of `cards` without that one card (a discard's effect).

    On the fast path the hand is one mask and each answer one bit flip; otherwise each face
    is solved once (identical cards of several decks give the same answer).
    """
    mask = 0
    for card in cards:
        mask |= card.bit
    entry = _FAST.get(id(hand))
    if entry is None or entry[0] is not hand:
        entry = _entry(hand)
    fast = entry[1]
    if hand.meld.run_order:
        return deadwood_without_each(renamed(cards, hand), renamed_rules(hand),
                                     renamed(list(choices), hand))
    if fast is None or mask & fast[1] or mask.bit_count() != len(cards):
        return _without_each_by_face(cards, hand, tuple(choices))
    # Per hand, every card's answer at once: the engine (knock options) and the bot ask
    # about the same hand in a row, and a draw's look-ahead asks about the next discard.
    every = _WITHOUT.get(mask)
    if every is None or every[0] is not fast[0]:
        if len(_WITHOUT) > 64:
            _WITHOUT.clear()
        every = _WITHOUT[mask] = (fast[0], bitmask.without_each(mask, fast[0]))
    answers = every[1]
    return {card.id: answers[card.index] for card in choices}


# hand mask -> (the run table it was solved with, least deadwood without each card by bit
# position). The table, not the `Fast` pair: the compiled engine keeps such a pair unboxed and
# makes a new tuple each time it hands one out, so the pair's identity never matched there.
_WITHOUT: dict[int, tuple[bitmask.RunTable, list[int]]] = {}


def best_discard(cards: Sequence[Card], hand: HandRules) -> tuple[int, Card]:
    """The card whose loss leaves the least deadwood, and that deadwood: one search where
    `deadwood_without_each` would make one per card (ties: the lowest id on the fast path,
    the search's first find otherwise)."""
    if hand.meld.run_order:
        value, card = best_discard(renamed(cards, hand), renamed_rules(hand))
        return value, next(c for c in cards if c.id == card.id)
    fast = _fast_mask(cards, hand)
    if fast is not None:
        after = deadwood_without_each(cards, hand, cards)
        best = min(after, key=lambda cid: (after[cid], cid))
        return after[best], next(c for c in cards if c.id == best)
    value, face = Search(cards, hand).less_one()
    return value, next(c for c in cards if c.face == face)


def _without_each_by_face(cards: Sequence[Card], hand: HandRules,
                          choices: Sequence[Card]) -> dict[int, int]:
    by_face: dict[int, int] = {}
    result = {}
    for card in choices:
        face = card.face
        if face not in by_face:
            by_face[face] = min_deadwood([c for c in cards if c.id != card.id], hand)
        result[card.id] = by_face[face]
    return result


def _remember(known: dict[object, int], key: object, value: int) -> int:
    if len(known) >= _REMEMBER:
        known.clear()
    known[key] = value
    return value


def can_meld_all(cards: Sequence[Card], hand: HandRules) -> bool:
    """True if the cards can all be arranged in melds (deadwood 0)."""
    if hand.meld.run_order:
        return can_meld_all(renamed(cards, hand), renamed_rules(hand))
    fast = _fast_mask(cards, hand)
    if fast is not None:
        return bitmask.min_deadwood(*fast) == 0
    known = _entry(hand)[2].get(tuple(sorted([card.face for card in cards])))
    return known == 0 if known is not None else Search(cards, hand).meldable()


def best_arrangement(cards: Sequence[Card], hand: HandRules) -> Arrangement:
    """One least-deadwood arrangement, with its melds and which card each wild stands for."""
    if hand.meld.run_order:
        solved = best_arrangement(renamed(cards, hand), renamed_rules(hand))
        by_id = {c.id: c for c in cards}
        return Arrangement(solved.deadwood,
                           tuple(read_back(m, cards, hand) for m in solved.melds),
                           _sorted(by_id[c.id] for c in solved.deadwood_cards))
    fast = _fast_mask(cards, hand)
    if fast is not None:
        value, masks = bitmask.best_split(*fast)
        by_bit = {c.suit * 13 + c.rank - 1: c for c in cards}
        melds = []
        used = 0
        for m in masks:
            group = [card for bit, card in sorted(by_bit.items()) if m >> bit & 1]
            fit = fit_meld(group, hand)
            assert fit is not None, "run table built an illegal meld"
            melds.append(fit)
            used |= m
        dead = tuple(c for bit, c in sorted(by_bit.items()) if not used >> bit & 1)
        return Arrangement(value, tuple(melds), _sorted(dead))
    value, found, left = Search(cards, hand).arrangement()
    return Arrangement(value, tuple(found), _sorted(left))


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: (c.rank == JOKER, c.suit, c.rank, c.id)))

"""Indian Chief's judgement for the bots: which box to fill this turn, with which cards, and
which card a thief steals. Every level reads only its seat's view.

A box filled now scores what the best meld of the hand makes in it (`best_pick`; a Beggar Man
what its best pair is expected to make against the cards the others will reveal, whose
number the sheet tells: each opponent shows one of its unused boxes). Kept for a later turn,
a box is worth somewhat more than the best meld of a fresh hand makes in it (`LATER`). The
normal bot fills the box that beats its later worth by most: a Rich Man of five low cards
beats its usual minus twenty-odd by more than a Lawyer that makes its 25 beats what a Lawyer
usually makes. A hand's prospect for the turns to come is the most any unused box gains
with it: a thief steals the card that raises it most (the melds go back into the stub
anyway, so taking a card hurts nobody: only the thief's own boxes count).

The hard bot looks one turn further: for normal's best few picks (the best melds of each
box, not only the best one), what the pick gains now plus the prospect of the cards it keeps
once refilled, over guesses of the refill. Easy fills the box that scores most now, whatever
it might score later, and now and then any box at all.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import cast

from game.actions import Action, Choose, Pass
from game.cards import Card
from game.decisions import Kind
from game.games.indian_chief import STEAL, ChiefState, choice_word
from game.games.indian_chief_boxes import (
    BEGGAR_MAN,
    DOCTOR,
    THIEF,
    Box,
    best_doctor_suit,
    best_pick,
    expected_beggar_man,
    face_value,
)
from game.view import PlayerView

# What a box is worth kept for later: between what the best meld of a fresh hand of eight
# makes in it on average (Rich Man -24, Poor Man 13, Lawyer 20, Doctor 14, Indian Chief 25,
# with one deck or two) and what normal makes in it over whole matches, waiting for good
# hands (-20, 20, 25, 32, 36: benchmarks/boxes_worth.py). Moving them to either end changed
# normal's points by less than a standard error (600 duplicate deal-seats). A Beggar Man's
# worth grows with the cards the others are expected to reveal.
LATER: dict[str, float] = {
    "rich-man": -20.0,
    "poor-man": 14.0,
    "thief": 10.0,
    "lawyer": 22.0,
    "doctor": 18.0,
    "indian-chief": 27.0,
}
BEGGAR_RATE = 0.3
STEAL_WORTH = 2.0  # a card of the thief's choosing beats a card drawn blind by about this much
DRAW_GUESSES = 12  # cards a thief weighs what a draw would bring on


def applies(view: PlayerView) -> bool:
    """The decision is a pick for a box of a score sheet, or a thief's steal."""
    decision = next((d for d in view.pending if d.seat == view.seat), None)
    return view.rules.score_sheet and decision is not None \
        and decision.kind in (Kind.PICK, Kind.STEAL)


def is_steal(view: PlayerView) -> bool:
    return any(d.seat == view.seat and d.kind == Kind.STEAL for d in view.pending)


@dataclass(frozen=True, slots=True)
class Option:
    """A box filled with these cards, what it scores now and what that gains on keeping it."""

    box: Box
    cards: tuple[Card, ...]
    now: float
    gain: float
    suit: int | None = None


@dataclass(frozen=True, slots=True)
class Situation:
    """What a seat's judgement reads from its view."""

    seat: int
    hand: tuple[Card, ...]
    unused: tuple[Box, ...]
    unseen: tuple[Card, ...]  # every card the seat cannot see now
    revealed: float  # how many cards the others are expected to reveal at a pick


def situation(view: PlayerView) -> Situation:
    state = cast(ChiefState, view.public)
    seen = {c.id for c in view.hand} | {c.id for m in view.table for c in m.cards}
    unseen = tuple(c for c in view.deck if c.id not in seen)
    revealed = 0.0
    for seat in range(len(view.names)):
        if seat == view.seat or view.out[seat]:
            continue
        sizes = [box.size for box in state.unused(seat)]
        revealed += sum(sizes) / len(sizes) if sizes else 0.0
    return Situation(view.seat, view.hand, state.unused(view.seat), unseen, revealed)


def later(box: Box, sit: Situation) -> float:
    """What the box is worth kept for a later turn."""
    if box == BEGGAR_MAN:
        return BEGGAR_RATE * sit.revealed
    return LATER[box.id]


def best_beggar(hand: Sequence[Card], sit: Situation) -> tuple[tuple[Card, ...], float]:
    """The pair expected to score most as a Beggar Man against the others' next reveal."""
    best: tuple[Card, ...] = ()
    best_value = -1.0
    for pair in combinations(hand, 2):
        value = expected_beggar_man(pair, sit.unseen, round(sit.revealed))
        if value > best_value:
            best, best_value = pair, value
    return best, max(best_value, 0.0)


def options(hand: Sequence[Card], sit: Situation) -> list[Option]:
    """The best meld of the hand for each unused box, with its gain over keeping the box."""
    out: list[Option] = []
    for box in sit.unused:
        if len(hand) < box.size:
            continue
        suit: int | None = None
        if box == BEGGAR_MAN:
            cards, now = best_beggar(hand, sit)
        else:
            cards, points = best_pick(hand, box)
            now = float(points)
            if box == DOCTOR:
                suit = best_doctor_suit(cards)
        if box == THIEF:
            now += STEAL_WORTH
        out.append(Option(box, cards, now, now - later(box, sit), suit))
    return out


def prospect(hand: Sequence[Card], sit: Situation, boxes: Sequence[Box] | None = None) -> float:
    """A hand's worth for the turns to come: the most any unused box gains with it."""
    unused = tuple(sit.unused if boxes is None else boxes)
    if not unused:
        return 0.0
    narrowed = Situation(sit.seat, tuple(hand), unused, sit.unseen, sit.revealed)
    return max((o.gain for o in options(hand, narrowed)), default=0.0)


def choose_of(view: PlayerView, option: Option) -> Choose:
    """The pick as an action, its cards in the hand's order (as the legal list has them)."""
    ids = {c.id for c in option.cards}
    cards = tuple(c.id for c in view.hand if c.id in ids)
    return Choose(view.seat, cards, choice_word(option.box, option.suit))


# -- the levels ----------------------------------------------------------------------------------
def normal_choice(view: PlayerView) -> Action:
    """Normal: fill the box that gains most on its later worth; steal the best card."""
    sit = situation(view)
    if is_steal(view):
        return steal_choice(view, sit)
    found = options(view.hand, sit)
    best = max(found, key=lambda o: (o.gain, -_row(o.box)))
    return choose_of(view, best)


def steal_choice(view: PlayerView, sit: Situation) -> Action:
    """The card that raises the hand's prospect most (by face: a second copy is the same);
    drawing instead when no card on offer beats what a draw is expected to bring."""
    steals = [a for a in view.legal if isinstance(a, Choose) and a.choice == STEAL]
    if not steals:
        return Pass(view.seat)
    hand = list(view.hand)
    worth: dict[int, float] = {}
    best_value, best_action = -1e9, steals[0]
    for action in steals:
        card = view.deck[action.cards[0]]
        value = worth.get(card.face)
        if value is None:
            value = worth[card.face] = prospect([*hand, card], sit)
        if value > best_value:
            best_value, best_action = value, action
    # a draw's worth, over cards spread evenly through the unseen ones (no luck: a bot's
    # choice must not depend on where the hidden cards lie)
    step = max(1, len(sit.unseen) // DRAW_GUESSES)
    guesses = sit.unseen[::step]
    drawn = sum(prospect([*hand, card], sit) for card in guesses) / max(1, len(guesses))
    return best_action if best_value >= drawn else Pass(view.seat)


def easy_choice(view: PlayerView, rng: random.Random, careless: float) -> Action:
    """Easy: the box that scores most now, whatever it might score later; one time in
    `1 / careless` any box at all. A thief takes the card worth most on its face."""
    if is_steal(view):
        steals = [a for a in view.legal if isinstance(a, Choose)]
        if not steals or rng.random() < careless:
            return rng.choice(view.legal)
        return max(steals, key=lambda a: (face_value(view.deck[a.cards[0]]), -a.cards[0]))
    sit = situation(view)
    found = options(view.hand, sit)
    if rng.random() < careless:
        return choose_of(view, rng.choice(found))
    best = max(found, key=lambda o: (o.now, -_row(o.box)))
    return choose_of(view, best)


def _row(box: Box) -> int:
    return box.size  # a fixed tie-break: the smaller meld first


# -- the hard bot: a look at the next turn -------------------------------------------------------
def melds_for(hand: Sequence[Card], box: Box, sit: Situation, keep: int) -> list[Option]:
    """The `keep` best melds of the hand for the box (the best first), each with its gain."""
    scored: list[tuple[float, int, tuple[Card, ...]]] = []
    for i, cards in enumerate(combinations(hand, box.size)):
        if box == BEGGAR_MAN:
            now = expected_beggar_man(cards, sit.unseen, round(sit.revealed))
        else:
            now = float(best_pick(cards, box)[1])
        scored.append((now, i, cards))
    scored.sort(key=lambda item: (-item[0], item[1]))
    out: list[Option] = []
    for now, _, cards in scored[:keep]:
        suit = best_doctor_suit(cards) if box == DOCTOR else None
        worth = now + (STEAL_WORTH if box == THIEF else 0.0)
        out.append(Option(box, cards, worth, worth - later(box, sit), suit))
    return out


def hard_choice(view: PlayerView, rng: random.Random, samples: int, candidates: int,
                per_box: int = 3) -> Action:
    """Hard: normal's best few picks (the best melds of each box), each judged with the next
    turn in view: what it scores now, less the box's later worth, plus the prospect of the
    cards it keeps once refilled, averaged over `samples` guesses of the refill (the same
    guesses for every pick, so that they are compared on equal luck)."""
    sit = situation(view)
    if is_steal(view):
        return steal_choice(view, sit)
    hand = list(view.hand)
    if len(sit.unused) == 1:
        return normal_choice(view)
    found = [o for box in sit.unused for o in melds_for(hand, box, sit, per_box)]
    found.sort(key=lambda o: -o.gain)
    shortlist = found[:candidates]
    draws = [list(sit.unseen) for _ in range(samples)]
    for pool in draws:
        rng.shuffle(pool)
    best, best_value = shortlist[0], -1e9
    for option in shortlist:
        ids = {c.id for c in option.cards}
        kept = [c for c in hand if c.id not in ids]
        rest = tuple(b for b in sit.unused if b != option.box)
        total = 0.0
        for pool in draws:
            total += prospect(kept + pool[:len(option.cards)], sit, rest)
        value = option.gain + total / samples
        if value > best_value:
            best, best_value = option, value
    return choose_of(view, best)

"""How the hard bot's play-outs choose for every seat.

Normal's strategy, except in hands with wild ranks of the closed games (Three Thirteen, Pay
Me), where the solver searches and normal's full judgement (every discard solved on its own,
every go-out option checked) makes a step several times dearer: there each seat takes the
discard when it joins a meld, discards the card whose loss leaves the least deadwood (one
search for all of them) and goes out when that leaves none. Cheaper steps buy more guesses
and longer play-outs within the same budget.

Every seat knows which cards the others took from the discard pile, as in the real game, so
normal's judgement in a play-out does not feed the next seat what it is seen collecting (the
quick rules ignore it).
"""

from __future__ import annotations

from game.actions import Action, Discard, Draw, GoOut
from game.bots.base import Spot
from game.bots.normal import ranked
from game.errors import IllegalAction
from game.match import Match
from game.solver import best_discard, min_deadwood


def quick_applies(match: Match) -> bool:
    return match.rules.closed and bool(match.hand_rules.wild_ranks)


def step(match: Match, quick: bool, taken: list[set[int]] | None = None) -> None:
    """Play the pending decision of `match` (the first, if several seats decide).

    `taken`, if given, holds per seat the cards it took from the discard pile (all seats saw
    it take them); normal's judgement then avoids feeding the next seat what it collects, as
    normal does in play, and the step's own take is added to it."""
    decision = match.pending()[0]
    seat, kind = decision.seat, decision.kind
    if quick and kind != "showdown":
        action = _quick(match, seat, kind)
        try:
            apply_noting(match, action, taken)
            return
        except IllegalAction:  # a corner the quick rules do not know: judge it in full
            pass
    wanted: frozenset[int] = frozenset()
    if taken is not None:
        after = (seat + 1) % len(match.hands)
        wanted = frozenset(taken[after].intersection(match.hands[after]))
    apply_noting(match, ranked(Spot.of_match(match, seat, kind, wanted))[0][1], taken)


def apply_noting(match: Match, action: Action, taken: list[set[int]] | None) -> None:
    """Apply `action`; if it takes the discard pile's top card, note that card in `taken`."""
    top = match.discard[-1] if match.discard else None
    match.apply(action)
    if (taken is not None and top is not None and isinstance(action, Draw)
            and action.source == "discard"):
        taken[action.seat].add(top)


def _quick(match: Match, seat: int, kind: str) -> Action:
    rules = match.hand_rules
    hand = match.cards_of(match.hands[seat])
    if kind in ("draw", "final-draw"):
        legal = match.legal_actions(seat)  # draws only: no solving
        take = Draw(seat, "discard")
        if take in legal:
            top = match.cards[match.discard[-1]]
            if len(legal) == 1 or (min_deadwood([*hand, top], rules)
                                   < min_deadwood(hand, rules) + rules.value(top)):
                return take
        return legal[0]
    left, card = best_discard(hand, rules)
    if kind == "discard" and left == 0:
        return GoOut(seat, card.id)
    return Discard(seat, card.id)

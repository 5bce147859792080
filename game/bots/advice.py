"""Advice for a person at the table (the Hint): the move a good player would make now.

It reads only that person's `PlayerView`, like every bot, and judges as the hard bot does
before it searches: the normal bot's choice, with the sharper discard judgements in Gin and
before a showdown with lay-offs. No search, so the answer comes at once and is the same
every time it is asked.
"""

from __future__ import annotations

from game.actions import Action, LayOff
from game.bots import boxes, gin_discard, showdown_discard
from game.bots.base import Spot
from game.bots.normal import ranked, wanted_by_next
from game.determinise import CardMemory
from game.view import PlayerView


def advise(view: PlayerView) -> Action | None:
    """The suggested action for the seat the view belongs to, or None when it has no move."""
    if not view.legal:
        return None
    if boxes.applies(view):
        return boxes.normal_choice(view)
    known = CardMemory().update(view)
    scored = ranked(Spot.of_view(view, wanted_by_next(view, known)))
    if gin_discard.applies(view):
        scored = gin_discard.rerank(view, known, scored)
    elif showdown_discard.applies(view):
        scored = showdown_discard.rerank(view, scored)
    return scored[0][1]


def best_layoff(view: PlayerView, card: int) -> LayOff | None:
    """Of the ways to lay off this card, the one the advice ranks first: a wild that may go on
    either end of a run goes where it lets more of the hand follow (4♠ after a joker below
    6♠ 7♠ 8♠); None when the advice would not lay it off at all."""
    for _, action in ranked(Spot.of_view(view)):
        if isinstance(action, LayOff) and action.card == card:
            return action
    return None

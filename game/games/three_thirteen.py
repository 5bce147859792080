"""Three Thirteen: 11 hands of 3 to 13 cards, the hand's rank wild, no limits on wilds."""

from __future__ import annotations

from typing import Any

from game.games.closed import ClosedHandMatch, ClosedRules
from game.games.options import GameDef, Option
from game.rules import MeldRules, pip_values


def build(preset: str, options: dict[str, Any]) -> ClosedRules:
    return ClosedRules(
        players=(2, 8),
        # Sets of any size with repeated cards; runs ace low; wilds unlimited, all-wild legal.
        meld=MeldRules(set_max=None, set_distinct_suits=False, all_wild=True),
        decks_by_players=((2, 1), (4, 2), (6, 3), (8, 4)),
        jokers_per_deck=0,
        rank_values=pip_values(),
        shown_at_once=options["caller_shows"],
        options=options,
    )


class ThreeThirteenMatch(ClosedHandMatch):
    game_id = "three-thirteen"


GAME = GameDef(
    id="three-thirteen",
    name="Three Thirteen",
    blurb="Eleven hands from 3 to 13 cards; the rank matching the hand size is wild. "
    "Go out with everything melded and a discard.",
    players=(2, 8),
    # The source has the one who went out reveal their hand when the turn reaches them.
    options=(Option("caller_shows", "The hand that went out shows at once", (False, True)),),
    build=build,
    match_class=ThreeThirteenMatch,
    held=lambda n: (n + 2, n + 3),
    hands=11,
    family="closed",
)

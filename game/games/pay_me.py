"""Pay Me: 11 hands of 3 to 13 cards, jokers, 2s and the hand's rank wild, "Pay me!"."""

from __future__ import annotations

from typing import Any

from game.decisions import How
from game.games.closed import ClosedHandMatch, ClosedRules
from game.games.options import GameDef, Option
from game.rules import MeldRules

# A-7 score 5, 8-K score 10, jokers 15 (index 0 is the joker).
PAY_ME_VALUES = (15, 5, 5, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10)

OPTIONS = (Option("ace", "Ace in runs", ("low", "either")),
           # RULES.md: a wild in a run stands for one exact rank; some tables let a lay-off
           # slide it along the run instead (JK 4S 5S takes 7S, the joker becoming 6S).
           # The classic preset has no laying off at the showdown, so nothing ever slides.
           Option("wilds", "Wilds in runs", ("stay", "slide"), moot_in=("classic",)),
           # The sources lay the caller's hand face up when the turn comes back to them.
           Option("caller_shows", "The caller's melds show at once", (False, True)))


def build(preset: str, options: dict[str, Any]) -> ClosedRules:
    ace = options["ace"]
    if preset == "classic":
        # The older rules: jokers and the hand's rank wild (2s natural), no wild limits,
        # big sets with wilds, no laying off, the hand's rank counts its own value.
        return ClosedRules(
            players=(2, 6),
            meld=MeldRules(set_max=None, ace=ace, all_wild=True),
            decks_by_players=((4, 1), (6, 2)),
            jokers_per_deck=2,
            rank_values=PAY_ME_VALUES,
            wild_value=None,
            out_without_discard=True,
            final_stock_only=True,
            shown_at_once=options["caller_shows"],
            options=options,
        )
    return ClosedRules(
        players=(2, 8),
        meld=MeldRules(ace=ace, wild_half=True, no_adjacent_wilds=True,
                       wilds_slide=options["wilds"] == "slide"),
        decks_by_players=((2, 1), (4, 2), (8, 3)),
        jokers_per_deck=2,
        rank_values=PAY_ME_VALUES,
        wild_value=15,
        twos_wild=True,
        out_without_discard=True,
        final_stock_only=True,
        showdown_layoff=True,
        shown_at_once=options["caller_shows"],
        options=options,
    )


class PayMeMatch(ClosedHandMatch):
    game_id = "pay-me"
    out_word = How.PAY_ME


GAME = GameDef(
    id="pay-me",
    name="Pay Me",
    blurb="Eleven hands from 3 to 13 cards; jokers, 2s and the hand's size are wild. "
    "Meld your whole hand and call “Pay me!”",
    players=(2, 8),
    options=OPTIONS,
    build=build,
    match_class=PayMeMatch,
    presets=("standard", "classic"),
    preset_blurbs=(("classic", "Eleven hands from 3 to 13 cards; jokers and the hand's size are "
                    "wild, 2s are plain. Meld your whole hand and call “Pay me!”"),),
    held=lambda n: (n + 2, n + 3),
    hands=11,
    go_out_call="pay-me",
    family="closed",
)

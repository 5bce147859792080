"""Carioca: seven hands of contracts of trios and escaleras, two decks and four jokers, played
and dealt to the right.

The play is the contract games' (`game.games.contracts_play`). Where RULES.md leaves a choice
open:
- Two escaleras of one suit in a contract may not join end to end (they would read as one
  escalera), as in Contract Rummy; the option `escaleras` lets them.
- After the contract a player only adds cards to the melds on the table, as RULES.md says;
  the option `later_melds` lets them lay down new melds too.
- A claimed joker goes back on an end of its escalera at once, with a lay-off (`below` for
  the low end).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.contracts import ANY, APART, CARIOCA, CARIOCA_HANDS
from game.games.contracts_play import ContractGameRules, ContractMatch
from game.games.options import GameDef, Option
from game.rules import MeldRules, pip_values

# Jokers 50, aces 20, J Q K 10, others their pips (index 0 is the joker).
VALUES = pip_values(ace=20, joker=50)

OPTIONS = (
    Option("escaleras", "Two escaleras of one suit in a contract", ("apart", "joined")),
    Option("later_melds", "New melds after the contract", (False, True)),
)


def build(preset: str, options: dict[str, Any]) -> ContractGameRules:
    runs = APART if options["escaleras"] == "apart" else ANY
    return ContractGameRules(
        players=(2, 5),
        # trios of 3 or more, escaleras of 4 or more; any number of jokers after the contract
        meld=MeldRules(set_max=None, set_distinct_suits=False, run_min=4, ace="either"),
        decks_by_players=((5, 2),),
        jokers_per_deck=2,
        rank_values=VALUES,
        direction=-1,
        contracts=CARIOCA_HANDS,
        laydown=replace(CARIOCA, same_suit_runs=runs),
        deal_sizes=(11, 11, 11, 11, 11, 11, 12),
        words=("trio", "escalera"),
        joker_to_end=True,
        later_melds=options["later_melds"],
        options=options,
    )


class CariocaMatch(ContractMatch):
    game_id = "carioca"


GAME = GameDef(
    id="carioca",
    name="Carioca",
    blurb="Seven contracts of trios and escaleras, played to the right with two decks and "
    "four jokers; after the contract, add to any meld. Lowest total wins.",
    players=(2, 5),
    options=OPTIONS,
    build=build,
    match_class=CariocaMatch,
    held=lambda n: (1, 40),
    hands=7,
    family="contracts",
)

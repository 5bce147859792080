"""Contract Rummy ("May I?"): seven hands of contracts, two decks and a joker fewer than the
players, and May I? for the upcard the player in turn leaves; the `classic` preset (source
001) plays with one deck, takes from deep in the discard pile and has no May I?.

The play is the contract games' (`game.games.contracts_play`); here are the two presets'
rules. Where RULES.md leaves a choice open:
- The classic preset's one deck and joker cannot deal twelve cards to five players (60 of
  53), and leave four players a stock of four: one deck serves three players, two decks and
  two jokers serve four to six.
- A joker in a classic set stands for the first suit the set lacks (♠ ♥ ♦ ♣); it keeps it,
  so the card of that suit may not join the set.
"""

from __future__ import annotations

from typing import Any

from game.contracts import CONTRACT_RUMMY, CONTRACT_RUMMY_CLASSIC, CONTRACT_RUMMY_HANDS
from game.games.contracts_play import MAY_I, ContractGameRules, ContractMatch
from game.games.options import GameDef, Option
from game.rules import MeldRules, pip_values

# Jokers and aces 15, J Q K 10, others their pips (index 0 is the joker).
VALUES = pip_values(ace=15, joker=15)

OPTIONS = (
    # The sources let May I? go on for ever; many tables allow each player three a hand.
    Option("may_i_limit", "May I? claims per player per hand (0: no limit)", (0, 0, 9),
           numeric=True, moot_in=("classic",)),
)


def build(preset: str, options: dict[str, Any]) -> ContractGameRules:
    if preset == "classic":
        return ContractGameRules(
            players=(3, 6),
            # sets of 3 or 4, every suit different; runs of 3 or more, ace low or high
            meld=MeldRules(set_max=4, set_distinct_suits=True, run_min=3, ace="either"),
            decks_by_players=((3, 1), (6, 2)),
            jokers_by_players=((3, 1), (6, 2)),
            rank_values=VALUES,
            contracts=CONTRACT_RUMMY_HANDS,
            laydown=CONTRACT_RUMMY_CLASSIC,
            deal_sizes=(10, 10, 10, 10, 12, 12, 12),
            deep_take=True,
            fixed_jokers=True,
            options=options,
        )
    return ContractGameRules(
        players=(3, 5),
        # sets of 3 or more, suits irrelevant (two of one card allowed); runs of 4 or more
        meld=MeldRules(set_max=None, set_distinct_suits=False, run_min=4, ace="either"),
        decks_by_players=((5, 2),),
        jokers_by_players=((3, 2), (4, 3), (5, 4)),  # one fewer than the players
        rank_values=VALUES,
        contracts=CONTRACT_RUMMY_HANDS,
        laydown=CONTRACT_RUMMY,
        deal_sizes=(10, 10, 10, 12, 12, 12, 12),
        may_i=True,
        may_i_limit=options["may_i_limit"],
        options=options,
    )


class ContractRummyMatch(ContractMatch):
    game_id = "contract-rummy"


GAME = GameDef(
    id="contract-rummy",
    name="Contract Rummy",
    blurb="Seven hands, each with a contract of sets and runs to lay down at once. Ask "
    "“May I?” for a discard out of turn, and take a penalty card with it. Lowest total wins.",
    players=(3, 6),
    options=OPTIONS,
    build=build,
    match_class=ContractRummyMatch,
    presets=("standard", "classic"),
    preset_blurbs=(("classic", "Seven hands of contracts with one deck and a joker: no May I?, "
                    "but take a card from deep in the discard pile if you meld it at once. "
                    "Lowest total wins."),),
    held=lambda n: (1, 40),
    hands=7,
    calls=(MAY_I,),
    family="contracts",
)

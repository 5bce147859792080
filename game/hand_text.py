"""A hand named in text on the command line (`solve`, `solve --jsonl`): its cards checked
against the game's deck and hand sizes, and the rules of the hand they are dealt in.

Kept apart from the command line itself so that the batch solver, which the command line
calls, need not import it back.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from game.cards import Card, parse_faces
from game.contracts import Contract, ContractRules
from game.games.options import GameDef
from game.rules import HandRules
from game.solver import best_arrangement
from game.solver.contracts import meets, missing


class UsageError(Exception):
    """A wrong command line: reported in one line, exit status 2."""


def hand_rules_for(game: GameDef, preset: str | None, hand_number: int | None,
                   card_count: int | None, options: dict[str, str] | None = None,
                   ) -> tuple[HandRules, int, tuple[Card, ...]]:
    """Rules of one hand of a game (under its house rules), its number, and the game's
    biggest deck."""
    preset, values = game.resolve(preset, options)
    rules = game.build(preset, values)
    if hand_number is None and rules.contract_for(1) is not None:
        raise UsageError(f"each hand of {game.name} has its own contract: name the hand with "
                         f"--hand-number (1 to {game.hands})")
    if hand_number is None:
        # The hand in which this many cards are dealt (wild ranks follow the hand).
        guess = (card_count or 3) - game.held(1)[0] + 1
        hand_number = min(max(guess, 1), game.hands)
    elif not 1 <= hand_number <= game.hands:
        raise UsageError(f"the hand number for {game.id} must be from 1 to {game.hands}")
    deck = rules.deck(rules.players[1])
    return rules.hand_rules(hand_number), hand_number, deck


def contract_of(game: GameDef, preset: str | None, hand_number: int,
                options: dict[str, str] | None = None) -> tuple[Contract, ContractRules] | None:
    """The contract of a hand of a contract game (under its house rules), or None."""
    preset, values = game.resolve(preset, options)
    return game.build(preset, values).contract_for(hand_number)


def solved(cards: Sequence[Card], hand: HandRules, hand_number: int, game: GameDef,
           contract: tuple[Contract, ContractRules] | None) -> dict[str, Any]:
    """What `solve` prints for a hand: its best arrangement; in a contract game, whether it
    meets the hand's contract, with the laydown that leaves the least in hand, or how many
    cards it lacks (None: more than six)."""
    if contract is None:
        result = best_arrangement(cards, hand).to_json()
        if game.hands > 1:
            result["hand_number"] = hand_number
        return result
    wanted, rules = contract
    laydown = meets(cards, wanted, rules)
    return {"hand_number": hand_number, "contract": str(wanted), "met": laydown is not None,
            "laydown": None if laydown is None else laydown.to_json(),
            "missing": 0 if laydown is not None else missing(cards, wanted, rules)}


def hand_from_text(game: GameDef, texts: str | Iterable[str], hand_number: int | None,
                   deck: Sequence[Card]) -> list[Card]:
    """Cards from their text, checked against the game's deck and hand sizes."""
    faces = parse_faces(texts)
    if hand_number is not None or game.hands == 1:
        low, high = game.held(hand_number or 1)
    else:  # any hand of the match
        low, high = game.held(1)[0], game.held(game.hands)[1]
    if not low <= len(faces) <= high:
        size = f"{low}" if low == high else f"{low} to {high}"
        which = f"in {game.name}, hand {hand_number}" if hand_number else f"a {game.name} hand"
        raise UsageError(f"{which} has {size} cards, not {len(faces)}")
    available = Counter((c.rank, c.suit) for c in deck)
    for face, count in Counter(faces).items():
        if count > available[face]:
            text = Card(0, *face)
            have = available[face]
            raise UsageError(f"{game.name} has {have} {text} in its deck, not {count}"
                             if have else f"{game.name} is played without {text}")
    return [Card(i, r, s) for i, (r, s) in enumerate(faces)]

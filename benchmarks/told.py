"""The hard bot told every opponent's hand: an experiment that prices what the real bot cannot
know (benchmarks/ceiling.py, benchmarks/duplicate.py --told). Nothing in the game uses it.

It searches exactly as the hard bot does, but each guess puts the opponents' real cards in
their hands; only the order of the stock (whose cards are then known too, in a two-player
game) is still guessed.
"""

from __future__ import annotations

import random

from game.bots.hard import HardBot
from game.determinise import HandScore, determinise
from game.match import Match
from game.view import PlayerView


class ToldHardBot(HardBot):
    def __init__(self, match: Match, seed: int = 0, think: float = 1.0) -> None:
        super().__init__(seed, think=think)
        self.match = match  # the real match, read for the opponents' cards

    def guess(self, view: PlayerView, rng: random.Random, known: list[set[int]],
              tries: list[int], likely: HandScore) -> Match:
        told = [known[seat] if seat == view.seat else set(self.match.hands[seat])
                for seat in range(len(view.names))]
        return determinise(view, rng, told)

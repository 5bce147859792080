"""The hard bot: determinised search through the engine.

For each decision it takes the normal bot's few best candidates, guesses the hidden cards many
times (`game.determinise`: consistent with everything it has seen) and, on each guess, plays
every candidate forward to the end of the hand with every seat following the normal strategy.
The candidate with the best average outcome wins. Every candidate meets the same guesses, so
the comparison is fair even with few of them.

The budget is counted in engine steps, not seconds, so a match replays exactly; the default
keeps a decision well under half a second on a slow 2-core machine (see benchmarks/bots.py).
"""

from __future__ import annotations

import random

from game.actions import Action, GoOut
from game.bots.base import SeededBot, Spot
from game.bots.normal import ranked, wanted_by_next
from game.determinise import determinise
from game.match import Match
from game.solver import min_deadwood
from game.view import PlayerView

STEPS = 2000  # engine steps per decision, over all guesses and candidates
CANDIDATES = 3
HORIZON = 60  # steps per play-out before the hand is judged on deadwood


class HardBot(SeededBot):
    level = "hard"

    def __init__(self, seed: int = 0, steps: int = STEPS, candidates: int = CANDIDATES) -> None:
        super().__init__(seed)
        self.steps = steps
        self.candidates = candidates

    def choose(self, view: PlayerView) -> Action:
        scored = ranked(Spot.of_view(view, wanted_by_next(view)))
        options: list[Action] = []
        for _, action in scored:
            if action not in options:
                options.append(action)
        options = options[:self.candidates]
        if len(options) == 1 or isinstance(options[0], GoOut):
            return options[0]
        totals = [0.0] * len(options)
        used = 0
        while used < self.steps:
            guess_seed = self.rng.getrandbits(32)
            for i, action in enumerate(options):
                value, steps = playout(determinise(view, random.Random(guess_seed)), action,
                                       view.seat)
                totals[i] += value
                used += steps
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]


def playout(match: Match, first: Action, me: int) -> tuple[float, int]:
    """Play `first`, then the normal strategy for everyone to the hand's end (or the horizon).

    Returns how good the end is for `me` (points won minus the others' average, or the
    deadwood difference at the horizon) and the engine steps it took.
    """
    hand = match.hand_number
    match.apply(first)
    steps = 1
    while not match.over and match.hand_number == hand and steps < HORIZON:
        decision = match.pending()[0]
        spot = Spot.of_match(match, decision.seat, decision.kind)
        match.apply(ranked(spot)[0][1])
        steps += 1
    if match.results and match.results[-1].number == hand:
        points = match.results[-1].points
        others = (sum(points) - points[me]) / (len(points) - 1)
        gained = points[me] - others
        return (gained if match.scores_high else -gained), steps
    rules = match.hand_rules
    dead = [min_deadwood(match.cards_of(h), rules) for h in match.hands]
    others = (sum(dead) - dead[me]) / (len(dead) - 1)
    return others - dead[me], steps

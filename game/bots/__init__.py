"""Computer opponents. `make_bot(level, seed)` builds one; every level reads only a PlayerView.

Levels: random (any legal action), easy (a beginner), normal (the meld solver on every
decision), hard (searches guesses of the hidden cards through the engine).
"""

from __future__ import annotations

import random
from importlib import import_module

from game.bots.base import Bot, SeededBot, TimeLimit
from game.errors import RummyError

LEVELS = {
    "random": ("game.bots.simple", "RandomBot"),
    "easy": ("game.bots.simple", "EasyBot"),
    "normal": ("game.bots.normal", "NormalBot"),
    "hard": ("game.bots.hard", "HardBot"),
}


# How long the hard bot may think, as a multiple of its usual search budget (which keeps a
# decision under half a second on a slow 2-core machine). Other levels do not search.
THINK_RANGE = (0.1, 10.0)


class UnknownBot(RummyError):
    """A bot level that does not exist, or a thinking budget out of range."""


def make_bot(level: str, seed: int, think: float = 1.0,
             limit: TimeLimit | None = None) -> SeededBot:
    """A bot of `level` with its own seed; `think` scales a searching bot's budget, and
    `limit` (the table's) stops its search in time on a slow machine."""
    if level not in LEVELS:
        raise UnknownBot(f"unknown bot level '{level}' (levels: {', '.join(LEVELS)})")
    if problem := think_problem(think):
        raise UnknownBot(problem)
    module, name = LEVELS[level]
    made = getattr(import_module(module), name)
    bot: SeededBot = made(seed, think=think, limit=limit) if made.searches else made(seed)
    return bot


def think_problem(think: float) -> str:
    """Why `think` is not a usable thinking budget, or ""."""
    low, high = THINK_RANGE
    if not low <= think <= high:  # also refuses NaN
        return (f"the thinking budget must be from {low:g} to {high:g} times the usual, "
                f"not {think:g}")
    return ""


def bot_seed(match_seed: int, seat: int) -> int:
    """The seed of the bot in `seat`: fixed by the match seed, different for every seat."""
    return random.Random(f"bot {match_seed} {seat}").getrandbits(63)


__all__ = ["LEVELS", "THINK_RANGE", "Bot", "SeededBot", "UnknownBot", "bot_seed", "make_bot",
           "think_problem"]

"""Computer opponents. `make_bot(level, seed)` builds one; every level reads only a PlayerView.

Levels: random (any legal action), easy (a beginner), normal (the meld solver on every
decision), hard (searches guesses of the hidden cards through the engine).
"""

from __future__ import annotations

import random
from importlib import import_module

from game.bots.base import Bot, SeededBot
from game.errors import RummyError

LEVELS = {
    "random": ("game.bots.simple", "RandomBot"),
    "easy": ("game.bots.simple", "EasyBot"),
    "normal": ("game.bots.normal", "NormalBot"),
    "hard": ("game.bots.hard", "HardBot"),
}


class UnknownBot(RummyError):
    """A bot level that does not exist."""


def make_bot(level: str, seed: int) -> SeededBot:
    if level not in LEVELS:
        raise UnknownBot(f"unknown bot level '{level}' (levels: {', '.join(LEVELS)})")
    module, name = LEVELS[level]
    bot: SeededBot = getattr(import_module(module), name)(seed)
    return bot


def bot_seed(match_seed: int, seat: int) -> int:
    """The seed of the bot in `seat`: fixed by the match seed, different for every seat."""
    return random.Random(f"bot {match_seed} {seat}").getrandbits(63)


__all__ = ["LEVELS", "Bot", "SeededBot", "UnknownBot", "bot_seed", "make_bot"]

"""The registry: the only place that knows every game.

Game modules load on first use, so a command about one game does not pay for the others.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module

from game.errors import UnknownGame
from game.games.options import GameDef
from game.messages import clip

_MODULES = {
    "pay-me": "game.games.pay_me",
    "three-thirteen": "game.games.three_thirteen",
    "rummy": "game.games.rummy",
    "gin": "game.games.gin",
    "indian-chief": "game.games.indian_chief",
    "tong-its": "game.games.tong_its",
}


class _Registry(Mapping[str, GameDef]):
    def __getitem__(self, game_id: str) -> GameDef:
        game: GameDef = import_module(_MODULES[game_id]).GAME
        return game

    def __iter__(self) -> Iterator[str]:
        return iter(_MODULES)

    def __len__(self) -> int:
        return len(_MODULES)


GAMES: Mapping[str, GameDef] = _Registry()


def find_game(game_id: str) -> GameDef:
    """The game with this id; UnknownGame (with the list of ids) otherwise."""
    if game_id not in _MODULES:
        raise UnknownGame(f"unknown game '{clip(game_id)}' (games: {', '.join(_MODULES)})")
    return GAMES[game_id]

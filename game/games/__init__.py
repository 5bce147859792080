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
    "contract-rummy": "game.games.contract_rummy",
    "carioca": "game.games.carioca",
}

# Coming: games whose engine, bots and command line work (simulate, solve, replay) but whose
# table does not yet. They are found by id, but GAMES leaves them out, so the menus, the
# statistics, the README's table and the table tests (which all iterate GAMES) do not offer a
# game that cannot be played on screen. A game moves up to _MODULES when everything in
# GAME_DONE.md holds for it.
_COMING: dict[str, str] = {}


class _Registry(Mapping[str, GameDef]):
    """Games by id from one or more tables of modules, read live (tests add to them)."""

    def __init__(self, *parts: dict[str, str]) -> None:
        self._parts = parts

    def _module(self, game_id: str) -> str:
        for part in self._parts:
            if game_id in part:
                return part[game_id]
        raise KeyError(game_id)

    def __getitem__(self, game_id: str) -> GameDef:
        game: GameDef = import_module(self._module(game_id)).GAME
        return game

    def __contains__(self, game_id: object) -> bool:
        return any(game_id in part for part in self._parts)

    def __iter__(self) -> Iterator[str]:
        return (game_id for part in self._parts for game_id in part)

    def __len__(self) -> int:
        return sum(len(part) for part in self._parts)


GAMES: Mapping[str, GameDef] = _Registry(_MODULES)  # the games at the table
COMING: Mapping[str, GameDef] = _Registry(_COMING)  # engines without a table yet
ENGINES: Mapping[str, GameDef] = _Registry(_MODULES, _COMING)  # both: engine tests, commands


def find_game(game_id: str) -> GameDef:
    """The game with this id, coming ones included; UnknownGame (with the ids) otherwise."""
    if game_id not in ENGINES:
        raise UnknownGame(f"unknown game '{clip(game_id)}' (games: {', '.join(ENGINES)})")
    return ENGINES[game_id]

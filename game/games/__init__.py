"""The registry: the only place that knows every game."""

from __future__ import annotations

from game.errors import UnknownGame
from game.games import gin, pay_me, rummy, three_thirteen
from game.games.options import GameDef

GAMES: dict[str, GameDef] = {
    g.id: g for g in (pay_me.GAME, three_thirteen.GAME, rummy.GAME, gin.GAME)
}


def find_game(game_id: str) -> GameDef:
    """The game with this id; UnknownGame (with the list of ids) otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise UnknownGame(
            f"unknown game '{game_id}' (games: {', '.join(GAMES)})") from None

"""Starting a match: `new_match(game_id, options, seats, seed)`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.errors import UnknownGame
from game.games import find_game
from game.games.options import seats_problem
from game.match import Match, Seat


def make_seats(seats: int | Sequence[Seat | str]) -> list[Seat]:
    """Seats from a count (named Player 1..n), names, or Seat values."""
    if isinstance(seats, int):
        return [Seat(f"Player {i + 1}") for i in range(seats)]
    return [s if isinstance(s, Seat) else Seat(str(s)) for s in seats]


def new_match(game_id: str, options: dict[str, Any] | None = None,
              seats: int | Sequence[Seat | str] = 2, seed: int = 0,
              preset: str | None = None) -> Match:
    """A new match, dealt and waiting for its first decision."""
    game = find_game(game_id)
    preset, values = game.resolve(preset, options)
    seat_list = make_seats(seats)
    rules = game.build(preset, values)
    if problem := seats_problem(game.name, rules.players, len(seat_list)):  # the preset's range
        raise UnknownGame(problem)
    match = game.match_class(rules, seat_list, seed, values)
    match.preset = preset
    return match

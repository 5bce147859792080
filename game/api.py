"""Starting a match: `new_match(game_id, options, seats, seed)`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.deals import Deal
from game.errors import UnknownGame
from game.games import find_game
from game.match import Match, Seat
from game.rules import seats_problem


def make_seats(seats: int | Sequence[Seat | str]) -> list[Seat]:
    """Seats from a count (named Player 1..n), names, or Seat values."""
    if isinstance(seats, int):
        return [Seat(f"Player {i + 1}") for i in range(max(seats, 0))]
    return [s if isinstance(s, Seat) else Seat(str(s)) for s in seats]


def new_match(game_id: str, options: dict[str, Any] | None = None,
              seats: int | Sequence[Seat | str] = 2, seed: int = 0,
              preset: str | None = None, deals: Sequence[Deal] = ()) -> Match:
    """A new match, dealt and waiting for its first decision.

    `deals` gives hands to deal instead of shuffling, the first hand's first (game.deals);
    one that is not exactly the match's deck, or deals the wrong number of cards, raises
    DealError with the reason."""
    _check_types(options, seats, seed)
    game = find_game(game_id)
    preset, values = game.resolve(preset, options)
    seat_list = make_seats(seats)
    count = seats if isinstance(seats, int) else len(seat_list)
    rules = game.build(preset, values)
    if problem := seats_problem(game.name, rules.players, count):  # the preset's range
        raise UnknownGame(problem)
    match = game.match_class(rules, seat_list, seed, values, deals=deals)
    match.preset = preset
    return match


def _check_types(options: object, seats: object, seed: object) -> None:
    """Mistakes a caller of this API makes (`new_match("rummy", 4)`), said plainly: without
    this, a count passed as the options fails deep inside, and a name passed as the seats
    seats one player per letter."""
    if options is not None and not isinstance(options, Mapping):
        raise TypeError(f"new_match: options must be a dict of option values or None, not "
                        f"{type(options).__name__} (the seats are the third argument, seats=)")
    if isinstance(seats, bool) or not isinstance(seats, (int, Sequence)) \
            or isinstance(seats, (str, bytes)):
        raise TypeError(f"new_match: seats must be a number of players or a list of names, "
                        f"not {type(seats).__name__}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"new_match: seed must be a whole number, not {type(seed).__name__}")

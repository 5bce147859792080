"""`new_match`, the entry point of the Python API, says plainly what a caller got wrong."""

import pytest

from game.api import new_match
from game.errors import UnknownGame


@pytest.mark.parametrize("kwargs, said", [
    ({"options": 4}, "options must be a dict of option values or None, not int"),
    ({"seats": "Ann"}, "seats must be a number of players or a list of names, not str"),
    ({"seats": 2.0}, "seats must be a number of players or a list of names, not float"),
    ({"seats": True}, "not bool"),
    ({"seed": "7"}, "seed must be a whole number, not str"),
    ({"seed": False}, "seed must be a whole number, not bool"),
])
def test_arguments_of_the_wrong_kind_are_named(kwargs, said):
    with pytest.raises(TypeError, match=said):
        new_match("rummy", **kwargs)


def test_a_count_given_where_the_options_go_is_pointed_to_the_seats():
    with pytest.raises(TypeError, match=r"the seats are the third argument, seats="):
        new_match("rummy", 4)


def test_a_negative_count_of_players_is_refused_as_given():
    with pytest.raises(UnknownGame, match="takes 2 to 6 players, not -1"):
        new_match("rummy", seats=-1)


def test_seats_may_be_a_count_names_or_any_sequence():
    assert [s.name for s in new_match("rummy", seats=3).seats] == \
        ["Player 1", "Player 2", "Player 3"]
    assert [s.name for s in new_match("rummy", {}, ("Ann", "Bo")).seats] == ["Ann", "Bo"]


def test_each_game_seats_as_many_as_its_presets_rules_do():
    """The game's own range (the command line's check) is written beside its rules; it is
    the widest its presets' rules allow."""
    from game.games import ENGINES

    for game in ENGINES.values():
        ranges = [game.build(*game.resolve(preset, {})).players for preset in game.presets]
        assert game.players == (min(r[0] for r in ranges), max(r[1] for r in ranges)), game.id


def test_each_game_of_several_hands_says_as_many_as_its_matches_play():
    """`solve --hand-number` is bounded by the game's own count, written beside its rules,
    where the hands' rules or contracts differ by number (Tong-Its plays 12 hands all alike:
    one)."""
    from game.games import ENGINES

    for game in ENGINES.values():
        match = new_match(game.id, seats=game.players[0], seed=1)
        played = match.goal().hands or 1
        alike = len({(match.rules.hand_rules(n), match.rules.contract_for(n))
                     for n in range(1, played + 1)}) == 1
        assert game.hands == (1 if alike else played), game.id


def test_coming_games_are_found_by_id_but_not_offered_with_the_games_at_the_table(
        monkeypatch):
    """A game with an engine but no table yet (the test game here) is played by id from the
    command line, while GAMES (menus, statistics, the README's table) leaves it out."""
    from game import games
    from game.games import COMING, ENGINES, GAMES, find_game

    monkeypatch.setitem(games._COMING, "toy", "tests.toy_game")
    assert "toy" in COMING and "toy" not in GAMES and "toy" in ENGINES
    assert list(ENGINES) == [*GAMES, *COMING]
    assert find_game("toy").id == "toy" == new_match("toy", seats=2, seed=1).game_id

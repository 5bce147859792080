"""The command line: solve, solve --jsonl, replay, and one-line errors, as `rummy-parlor`
(scenes.main) runs them, and `python -m game` (game.cli alone), which runs the headless ones."""

import argparse
import io
import json
import subprocess
import sys

import pytest

from game import cli, record
from scenes import main as program
from scenes.main import main
from tests.helpers import PYTHON_CALLS
from tests.test_record import played


def run(capsys, *argv, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode())))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_prints_the_best_arrangement(capsys):
    code, out, _ = run(capsys, "solve", "--game", "gin", "AS", "2S", "3S", "4S", "KD", "KC",
                       "KH", "7H", "8H", "9D")
    assert code == 0
    assert json.loads(out) == {"deadwood": 24, "melds": [["KH", "KD", "KC"],
                                                         ["AS", "2S", "3S", "4S"]],
                               "deadwood_cards": ["7H", "8H", "9D"]}


def test_solve_says_whether_a_hand_meets_its_contract_and_with_which_laydown(capsys,
                                                                              monkeypatch):
    code, out, _ = run(capsys, "solve", "--game", "contract-rummy", "--hand-number", "2",
                       "5S 5H 5D 9C 10C JC QC 2D 7H JK")
    assert code == 0 and json.loads(out) == {
        "hand_number": 2, "contract": "1 set + 1 run", "met": True, "missing": 0,
        "laydown": {"value": 9, "melds": [["5S", "5H", "5D", "JK=5"], ["9C", "10C", "JC", "QC"]],
                    "left": ["7H", "2D"]}}
    _, out, _ = run(capsys, "solve", "--game", "carioca", "--hand-number", "3",
                    "5S 6S 7S 9S 2H 3H KD")
    assert json.loads(out) == {"hand_number": 3, "contract": "2 runs", "met": False,
                               "laydown": None, "missing": 3}
    _, out, _ = run(capsys, "solve", "--game", "contract-rummy", "--hand-number", "7",
                    "--jsonl", stdin='{"hand": ["AS","2S","3S","4S","6S","7S","8S","9S",'
                    '"9D","10D","JD","QD","KD"]}\n', monkeypatch=monkeypatch)
    assert json.loads(out)["met"] and json.loads(out)["laydown"]["left"] == []
    code, _, err = run(capsys, "solve", "--game", "contract-rummy", "5S", "5H", "5D")
    assert code == 2 and "name the hand with --hand-number (1 to 7)" in err


@pytest.mark.parametrize(("game", "preset", "players"), [
    ("contract-rummy", None, 3), ("contract-rummy", "classic", 6), ("carioca", None, 2)])
def test_simulate_plays_the_coming_games_whole(capsys, game, preset, players):
    """The contract games have no table yet, but the command line plays them: seven hands."""
    bots = ",".join(("easy", "normal")[s % 2] for s in range(players))
    preset_args = ["--preset", preset] if preset else []
    code, out, _ = run(capsys, "simulate", "--game", game, *preset_args, "--players",
                       str(players), "--games", "1", "--seed", "3", "--bots", bots, "--json")
    data = json.loads(out)
    assert code == 0 and data["game"] == game and data["games"] == 1 and data["hands"] == 7
    assert len(data["seats"]) == players and sum(s["wins"] for s in data["seats"]) == 1


def test_solve_reads_a_hand_quoted_as_one_argument_or_written_with_commas(capsys):
    """A shell user may well quote the hand; the cards are the same, and so is their count
    (which picks the hand of Pay Me whose wilds apply)."""
    hand = "AS 2S 3S 4S KD KC KH 7H 8H 9D"
    apart = run(capsys, "solve", "--game", "gin", *hand.split())
    assert run(capsys, "solve", "--game", "gin", hand) == apart
    assert run(capsys, "solve", "--game", "gin", hand.replace(" ", ",")) == apart
    assert run(capsys, "solve", "--game", "gin", "AS 2S", "3S, 4S", *hand.split()[4:]) == apart
    _, out, _ = run(capsys, "solve", "--game", "pay-me", "AS 2S 4S 4H")
    assert json.loads(out)["hand_number"] == 2, "four cards: the second hand"


def test_solve_names_what_each_wild_stands_for(capsys):
    code, out, _ = run(capsys, "solve", "--game", "pay-me", "--hand-number", "2", "AS", "2S",
                       "TS", "JK")
    result = json.loads(out)
    assert code == 0 and result["deadwood"] == 10 and result["hand_number"] == 2
    assert result["melds"] == [["AS", "2S", "JK=3S"]] and result["deadwood_cards"] == ["10S"]
    # in a set: a suit the set lacks where suits must differ (Pay Me), else the rank alone
    for game, hand, meld in [("pay-me", ["9S", "9H", "JK"], ["9S", "9H", "JK=9D"]),
                             ("three-thirteen", ["9S", "9S", "3H"], ["9S", "9S", "3H=9"])]:
        _, out, _ = run(capsys, "solve", "--game", game, "--hand-number", "1", *hand)
        assert json.loads(out)["melds"] == [meld]


def test_solve_follows_the_house_rules_it_is_given(capsys, monkeypatch):
    hand = ["--hand-number", "2", "JK", "KS", "AS", "10D"]
    _, out, _ = run(capsys, "solve", "--game", "pay-me", *hand)
    assert json.loads(out)["melds"] == [], "aces low: K♠ A♠ is no run"
    _, out, _ = run(capsys, "solve", "--game", "pay-me", "--option", "ace=either", *hand)
    assert json.loads(out)["melds"] == [["JK=QS", "KS", "AS"]]
    line = json.dumps({"hand": hand[2:], "hand_number": 2}) + "\n"
    _, out, _ = run(capsys, "solve", "--game", "pay-me", "--option", "ace=either", "--jsonl",
                    stdin=line, monkeypatch=monkeypatch)
    assert json.loads(out)["melds"] == [["JK=QS", "KS", "AS"]], "and so does a batch"
    code, _, err = run(capsys, "solve", "--game", "pay-me", "--option", "ace=high", *hand)
    assert code == 2 and "option ace must be one of: low, either" in err


@pytest.mark.parametrize("argv", [("solve", "--game", "gin", "--hand", "AS", "2S", "3S"),
                                  ("simulate", "--game", "gin", "--opt", "target=50",
                                   "--players", "2", "--games", "1", "--seed", "1")])
def test_an_option_cut_short_is_not_taken_for_a_longer_one(capsys, argv):
    """`--hand AS …` had been read as --hand-number ("invalid int value: 'AS'")."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and "unrecognized arguments: " + argv[3] in err
    assert err.count("\n") == 1


def test_a_gin_hand_may_hold_ten_or_eleven_cards(capsys):
    eleven = ["AS", "2S", "3S", "4S", "KD", "KC", "KH", "7H", "8H", "9D", "9C"]
    for hand in (eleven[:10], eleven):
        code, out, _ = run(capsys, "solve", "--game", "gin", *hand)
        assert code == 0 and "deadwood" in json.loads(out)


def test_a_rummy_hand_may_be_down_to_one_card(capsys):
    code, out, _ = run(capsys, "solve", "--game", "rummy", "KS")
    assert code == 0 and json.loads(out)["deadwood"] == 10


def test_house_rules_from_the_command_line_are_read_as_people_write_them():
    from game.errors import UnknownGame
    from game.games import GAMES

    rummy = GAMES["rummy"]
    parsed = rummy.resolve(None, {"several_melds": "true", "rummy_bonus": "PLUS10"})[1]
    assert parsed["several_melds"] is True and parsed["rummy_bonus"] == "plus10"
    assert rummy.resolve(None, {"several_melds": "False"})[1]["several_melds"] is False
    assert [rummy.resolve(None, {"target": t})[1]["target"] for t in ("50", "500")] == [50, 500]
    for key, value, said in (("target", "501", "must be from 50 to 500"),
                             ("target", "49", "must be from 50 to 500"),
                             ("target", "lots", "takes a whole number"),
                             ("several_melds", "yes", "must be one of: false, true"),
                             ("stock", "none", "rummy has no option 'stock' (options: several")):
        with pytest.raises(UnknownGame, match=said.replace("(", r"\(")):
            rummy.resolve(None, {key: value})
    with pytest.raises(UnknownGame, match=r"has no option 'ace' \(options: none\)"):
        GAMES["indian-chief"].resolve(None, {"ace": "either"})


def test_the_last_hand_can_be_named(capsys):
    thirteen = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KD"]
    code, out, _ = run(capsys, "solve", "--game", "pay-me", "--hand-number", "11", *thirteen)
    assert code == 0 and json.loads(out)["hand_number"] == 11


def test_the_hand_number_follows_the_card_count_by_default(capsys):
    _, out, _ = run(capsys, "solve", "--game", "three-thirteen", "5S", "5H", "5D", "5C", "5S")
    assert json.loads(out)["hand_number"] == 3
    _, out, _ = run(capsys, "solve", "--game", "three-thirteen", "3D", "4S", "6S")
    assert json.loads(out) == {"deadwood": 0, "melds": [["4S", "3D=5S", "6S"]],
                               "deadwood_cards": [], "hand_number": 1}, "the first: threes wild"


@pytest.mark.parametrize(("argv", "message"), [
    (["solve", "--game", "canasta", "AS"], "unknown game 'canasta'"),
    (["solve", "--game", "gin", "AS", "XX"],
     "'XX' is not a card (write it like AS, 10H, TD, KC or JK)"),
    (["solve", "--game", "gin", "AS", "ZS"], "'ZS' is not a card"),
    (["solve", "--game", "gin", "AS", "AX"], "'AX' is not a card"),
    (["solve", "--game", "gin", "AS", "S"], "'S' is not a card"),
    (["solve", "--game", "gin", "AS", "11S"], "'11S' is not a card"),
    (["solve", "--game", "gin", "AS", "2S", "3S"], "a Gin Rummy hand has 10 to 11 cards, not 3"),
    (["solve", "--game", "rummy", *[f"{r}S" for r in "A23456789TJQ"]],
     "has 1 to 11 cards, not 12"),
    (["solve", "--game", "pay-me", "--hand-number", "1"] + ["AS"] * 6,
     "in Pay Me, hand 1 has 3 to 4 cards, not 6"),
    (["solve", "--game", "three-thirteen", "--hand-number", "11"] + ["AS"] * 15,
     "in Three Thirteen, hand 11 has 13 to 14 cards, not 15"),
    (["solve", "--game", "pay-me", "--hand-number", "12", "AS", "2S", "3S"], "from 1 to 11"),
    (["solve", "--game", "gin", "AS", "AS", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS"],
     "1 AS in its deck, not 2"),
    (["solve", "--game", "gin", "JK", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS"],
     "played without JK"),
    (["solve", "--game", "gin"], "name the cards"),
    (["solve", "--game", "gin", "--preset", "nope"], "no preset"),  # before the missing cards
    (["solve", "--game", "pay-me", "--preset", "modern", "AS", "2S", "3S"], "no preset"),
    (["solve", "--game", "gin", "--hand-number", "x"], "invalid int value"),
    (["solve"], "required: --game"),
    (["simulate", "--players", "2", "--games", "1", "--seed", "1"], "required: --game"),
    (["simulate", "--game", "gin", "--games", "1", "--seed", "1"], "required: --players"),
    (["simulate", "--game", "gin", "--players", "2", "--seed", "1"], "required: --games"),
    (["simulate", "--game", "gin", "--players", "2", "--games", "1"], "required: --seed"),
    (["screenshot", "--out", "x.png"], "required: --scene"),
    (["screenshot", "--scene", "title"], "required: --out"),
    (["fly"], "'fly' is not a command: `rummy-parlor` alone"),
    (["--size", "5000x"], "no option --size: the table's window is sized by dragging"),
    (["--fullscreen=yes"], "no option --fullscreen:"),
    (["replay"], "required: file"),
    (["solve", "--game", "gin", "--jsonl", "AS"],
     "with --jsonl the hands come from stdin, not the command line"),
    (["simulate", "--game", "gin", "--players", "2", "--games", "0", "--seed", "1"],
     "--games must be at least 1"),
])
def test_bad_arguments_give_one_line_and_status_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_jsonl_answers_every_line_in_order(capsys, monkeypatch):
    lines = [
        {"hand": ["AS", "2S", "3S", "4S", "KD", "KC", "KH", "7H", "8H", "9D"]},
        {"hand": ["AS"]},
        {"hand": ["TS", "JS", "QS", "KS", "2C", "2D", "2H", "9D", "9C", "4H"]},
    ]
    stdin = "\n".join(json.dumps(x) for x in lines) + "\nnot json\n"
    code, out, _ = run(capsys, "solve", "--game", "gin", "--jsonl", stdin=stdin,
                       monkeypatch=monkeypatch)
    results = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and len(results) == 4
    assert results[0]["deadwood"] == 24 and "10 to 11 cards" in results[1]["error"]
    assert results[2]["deadwood"] == 22
    assert results[3] == {"error": "the line is not JSON (Expecting value, at character 1)"}


def test_jsonl_lines_of_the_wrong_shape_are_answered_with_an_error_and_blank_ones_skipped(
        capsys, monkeypatch):
    good = {"hand": ["AS", "2S", "3S", "4S", "KD", "KC", "KH", "7H", "8H", "9D"]}
    lines = [json.dumps({"hand": [*good["hand"][:-1], "ZZ"]}), "", "[1, 2]",
             json.dumps({"hand": [1, 2]}), "   ", json.dumps(good)]
    code, out, _ = run(capsys, "solve", "--game", "gin", "--jsonl",
                       stdin="\n".join(lines) + "\n", monkeypatch=monkeypatch)
    results = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and len(results) == 4
    assert "'ZZ' is not a card" in results[0]["error"]
    assert "each line must be an object" in results[1]["error"]
    assert "cards must be written as text" in results[2]["error"]
    assert results[3]["deadwood"] == 24


def test_jsonl_fast_path_matches_the_single_hand_solver(capsys, monkeypatch):
    import random

    from game import solve_batch

    rng = random.Random(5)
    deck = [r + s for r in "A23456789TJQK" for s in "SHDC"]
    hands = [rng.sample(deck, rng.choice((10, 11))) for _ in range(200)]
    hands += [["AS", "AH", "AD", "2S", "3S", "4S", "9C", "9D", "9H", "KC"],  # ranks held 3 times
              ["AS", "AH", "AD", "2S", "2H", "2D", "9C", "JD", "QH", "KC"],  # two sets side by side
              ["5S", "5H", "5D", "5C", "4S", "3S", "9C", "JD", "QH", "KC"],  # a 5 for the run
              ["4S", "5S", "6S", "5H", "5D", "9C", "JD", "QH", "KC", "8D"]]  # set or run: as good
    stdin = "".join(json.dumps({"hand": h}) + "\n" for h in hands)

    def general(*_):  # every one of these lines is the fast path's to answer
        raise AssertionError("a line fell back to the general solver")

    with monkeypatch.context() as patched:
        patched.setattr(solve_batch._General, "solve", general)
        _, out, _ = run(capsys, "solve", "--game", "gin", "--jsonl", stdin=stdin,
                        monkeypatch=patched)
    batch = [json.loads(line) for line in out.splitlines()]
    assert len(batch) == len(hands)
    for hand, result in zip(hands, batch, strict=True):
        _, single, _ = run(capsys, "solve", "--game", "gin", *hand)
        assert json.loads(single) == result


def test_jsonl_with_hand_numbers(capsys, monkeypatch):
    stdin = ('{"hand": ["AS", "2S", "3S", "JK"], "hand_number": 2}\n'
             '{"hand": ["4S", "4H", "9D"], "hand_number": "two"}\n')
    code, out, _ = run(capsys, "solve", "--game", "pay-me", "--jsonl", stdin=stdin,
                       monkeypatch=monkeypatch)
    first, second = (json.loads(x) for x in out.splitlines())
    assert first["deadwood"] == 0 and "whole number" in second["error"] and code == 1


def test_jsonl_in_a_game_with_wild_ranks_takes_each_hand_from_its_card_count(capsys, monkeypatch):
    """Three Thirteen: three cards are the first hand (threes wild), four the second (fours
    wild), line by line; a batch with no bad line exits 0."""
    stdin = ('{"hand": ["3S", "5H", "5D"]}\n{"hand": ["4S", "6H", "6D", "9C"]}\n'
             '{"hand": ["3S", "5H", "5D"]}\n')
    code, out, _ = run(capsys, "solve", "--game", "three-thirteen", "--jsonl", stdin=stdin,
                       monkeypatch=monkeypatch)
    answers = [json.loads(line) for line in out.splitlines()]
    assert code == 0
    assert answers == [
        {"deadwood": 0, "melds": [["5H", "5D", "3S=5"]], "deadwood_cards": [], "hand_number": 1},
        {"deadwood": 9, "melds": [["6H", "6D", "4S=6"]], "deadwood_cards": ["9C"],
         "hand_number": 2},
        answers[0]]


def test_replay_prints_the_scores(capsys, tmp_path):
    m = played("gin", steps=30)
    path = tmp_path / "m.json"
    record.write(path, m)
    code, out, _ = run(capsys, "replay", str(path), "--json")
    data = json.loads(out)
    assert code == 0 and data["scores"] == list(m.final_scores()) and data["game"] == "gin"
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "Gin Rummy" in out and "Player 1" in out
    code, out, _ = run(capsys, "replay", str(path), "--moves")
    moves = [line for line in out.splitlines() if line.strip()[:1].isdigit()]
    assert code == 0 and len(moves) == len(m.history) == 30
    assert moves[0].split(". ", 1)[1] in ("Player 2 passes", "Player 2 takes the discard")
    assert [m.split(".")[0].strip() for m in moves] == [str(n) for n in range(1, 31)]


def test_replay_tells_the_moves_of_you_in_the_second_person(capsys, tmp_path):
    """The table's person is "You" unless they typed a name: "You draw from the stock", not
    "You draws from the stock"; one hand played is one hand, not "1 hands"."""
    from game.api import new_match
    from game.match import Seat

    m = new_match("pay-me", None, [Seat("You"), Seat("Bruno", "normal")], 3)
    first = ("go-out", "draw", "discard", "done")
    for _ in range(500):  # the first hand: go out when the cards allow, else draw and discard
        if m.results:
            break
        legal = m.legal_actions(m.pending()[0].seat)
        m.apply(min(legal, key=lambda a: first.index(a.kind) if a.kind in first else 9))
    path = tmp_path / "m.json"
    record.write(path, m)
    code, out, _ = run(capsys, "replay", str(path), "--moves")
    moves = [line.split(". ", 1)[1] for line in out.splitlines() if line.strip()[:1].isdigit()]
    yours = [line for line in moves if line.startswith("You ")]
    assert code == 0 and "You draw from the stock" in yours and "Bruno discards 3H" in moves
    assert "You go out, discarding 9S" in yours and moves[-1] == "Bruno is done"
    assert not [line for line in yours if line.split()[1] in cli.SECOND_PERSON], yours
    assert "Pay Me, 1 hand played, in progress (hand 2)" in out
    scores = out.splitlines()[-2:]  # the names padded to one width: the scores line up
    assert [line.split()[0] for line in scores] == ["You", "Bruno"]
    assert len({len(line) for line in scores}) == 1, scores


def test_replay_of_a_finished_match_names_its_winner(capsys, tmp_path):
    from game.api import new_match
    from game.bots import make_bot
    from game.simulate import play_match

    m = new_match("gin", {"target": 50}, 2, 4)
    play_match(m, [make_bot("normal", 1), make_bot("normal", 2)])
    path = tmp_path / "m.json"
    record.write(path, m)
    code, out, _ = run(capsys, "replay", str(path))
    winner = f"Player {m.winners[0] + 1}"
    assert code == 0 and m.over and out.splitlines()[-1] == f"Winner: {winner}"


def test_output_cut_off_by_the_reader_ends_quietly(capsys, monkeypatch, tmp_path):
    """`rummy-parlor replay --moves m.json | head` closes the pipe early: no traceback."""
    path = tmp_path / "m.json"
    record.write(path, played("gin", steps=30))

    def closed(*_args, **_kwargs):
        raise BrokenPipeError

    monkeypatch.setattr("builtins.print", closed)
    assert run(capsys, "replay", str(path), "--moves") == (0, "", "")


def test_replay_prints_a_hand_edited_name_escaped(capsys, tmp_path):
    """A save may name a player anything: half of a surrogate pair had stopped `replay` with a
    traceback (no encoding has it), and an escape sequence went to the terminal as it was."""
    from game.actions import Draw
    from game.api import new_match
    from game.match import Seat

    m = new_match("gin", None, [Seat("Ann\ud800"), Seat("Bo\x1b[31m\nb", "easy")], 1)
    path = tmp_path / "m.json"
    record.write(path, m)
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "\x1b" not in out
    lines = out.splitlines()[1:]
    assert [line.split() for line in lines] == [["Ann\\ud800", "0"], ["Bo\\x1b[31m\\nb", "0"]]
    assert len({len(line) for line in lines}) == 1, "the scores line up as written"
    data = record.record_of(m).to_json()
    data["actions"] = [Draw(1, "stock").to_json()]  # a pass or a take is due, not a draw
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "not legal for Bo\\x1b[31m\\nb: “" in err and err.count("\n") == 1


def test_replay_of_a_broken_file_is_one_line(capsys, tmp_path):
    path = tmp_path / "m.json"
    path.write_text("{ broken")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and err.count("\n") == 1
    assert err.endswith(f"{path}: damaged (not valid JSON at line 1, column 3)\n"), \
        "which file, as it was given"
    code, _, err = run(capsys, "replay", "missing.json")
    assert code == 2 and err.endswith("missing.json: no such file\n")


@pytest.mark.parametrize("argv", [[], ["play"]])
def test_no_command_or_play_opens_the_table(monkeypatch, argv):
    opened = []
    monkeypatch.setattr(program, "play", lambda: opened.append(True) or 0)
    assert main(argv) == 0 and opened == [True]


def test_the_installed_command_and_python_m_game():
    for module in ("game", "scenes"):
        done = subprocess.run([sys.executable, "-m", module, "--version"], capture_output=True,
                              text=True, check=False)
        assert done.returncode == 0 and done.stdout.startswith("rummy-parlor "), module


@pytest.mark.parametrize("argv", [[], ["play"], ["screenshot", "--scene", "title"]])
def test_python_m_game_says_where_the_table_is(capsys, argv):
    """game/ imports nothing of the table: `python -m game` runs the headless commands, and
    where the table would open or be drawn it says, in one line, what opens it."""
    assert cli.main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert "opens with `rummy-parlor` (or `python -m scenes`)" in err
    assert "solve, replay, simulate" in err


def test_python_m_game_runs_the_headless_commands(capsys):
    assert cli.main(["solve", "--game", "gin", "AS", "2S", "3S", "4S", "KD", "KC", "KH", "7H",
                     "8H", "9D"]) == 0
    assert json.loads(capsys.readouterr().out)["deadwood"] == 24
    assert cli.main(["fly"]) == 2
    assert "'fly' is not a command: the card table opens with" in capsys.readouterr().err
    commands = next(a for a in cli.build_parser()._actions
                    if isinstance(a, argparse._SubParsersAction))
    assert list(commands.choices) == ["solve", "simulate", "replay"]


def test_the_headless_commands_never_load_pygame():
    """`rummy-parlor simulate` (or solve, replay) starts without pygame or the scenes that
    draw: starting them stays fast, and they run where pygame cannot."""
    probe = ("import sys; from scenes.main import main; "
             "code = main(['simulate', '--game', 'gin', '--players', '2', '--games', '1', "
             "'--seed', '1']); "
             "drawn = sorted(m for m in sys.modules if m.startswith(('pygame', 'scenes.'))); "
             "print(code, drawn)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "0 ['scenes.main']"


def jsonl_in_two_processes(monkeypatch, bad):
    """Six Gin lines, the one at `bad` (if any) not a hand, answered in two processes."""
    from game import solve_batch
    from game.games import find_game

    monkeypatch.setattr(solve_batch, "PARALLEL_FROM", 40)
    good = '{"hand": ["AS", "2S", "3S", "4S", "KD", "KC", "KH", "7H", "8H", "9D"]}\n'
    lines = [good] * 6
    if bad is not None:
        lines[bad] = '{"hand": ["ZZ"]}\n'
    out = io.StringIO()
    code = solve_batch.solve_stream(find_game("gin"), None, None,
                                    io.BytesIO("".join(lines).encode()), out)
    return code, [json.loads(x) for x in out.getvalue().splitlines()]


@pytest.mark.parametrize("bad", [None, 0, 5], ids=["none", "in-our-half", "in-the-childs-half"])
def test_jsonl_in_two_processes_keeps_the_order_and_the_errors(monkeypatch, bad):
    code, results = jsonl_in_two_processes(monkeypatch, bad)
    assert code == (bad is not None) and len(results) == 6
    assert [i for i, r in enumerate(results) if "error" in r] == ([] if bad is None else [bad])
    assert all(r["deadwood"] == 24 for r in results if "error" not in r)


@PYTHON_CALLS
@pytest.mark.parametrize("bad", [None, 5], ids=["none", "in-the-childs-half"])
def test_jsonl_in_two_processes_leaves_the_childs_half_to_the_child(monkeypatch, bad):
    import os

    from game import solve_batch

    real, parent, solved_here = solve_batch._Solver.solve_all, os.getpid(), []

    def solve_all(self, lines):
        if os.getpid() == parent:
            solved_here.append(len(lines))
        return real(self, lines)

    monkeypatch.setattr(solve_batch._Solver, "solve_all", solve_all)
    code, _ = jsonl_in_two_processes(monkeypatch, bad)
    assert code == (bad is not None)
    assert len(solved_here) == 1 and 0 < solved_here[0] < 6, "the child answered the rest"


GOOD_GIN = b'{"hand": ["AS", "2S", "3S", "4S", "KD", "KC", "KH", "7H", "8H", "9D"]}\n'


def test_jsonl_lines_that_are_not_text_fail_alone(capsys, monkeypatch):
    stdin = GOOD_GIN + b"\xff\xfe\x00\n" + GOOD_GIN
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    code, out, err = run(capsys, "solve", "--game", "gin", "--jsonl")
    results = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and err == "" and len(results) == 3
    assert results[1] == {"error": "the line is not UTF-8 text"}
    assert results[0] == results[2] and results[0]["deadwood"] == 24


def test_jsonl_reads_block_by_block_and_answers_alike(monkeypatch):
    """Blocks end anywhere, even inside a letter of two bytes; answers do not change."""
    from game import solve_batch
    from game.games import find_game

    text = GOOD_GIN * 3 + '{"hand": ["A♠"]}\n'.encode() + b"\n" + GOOD_GIN + b'{"hand": []}'
    answers = []
    for block in (1 << 23, 7, 1):
        monkeypatch.setattr(solve_batch, "BLOCK", block)
        out = io.StringIO()
        code = solve_batch.solve_stream(find_game("gin"), None, None, io.BytesIO(text), out)
        answers.append((code, out.getvalue()))
    assert answers[0] == answers[1] == answers[2]
    assert answers[0][0] == 1 and len(answers[0][1].splitlines()) == 6


class Zeros(io.RawIOBase):
    """An endless stream of NUL bytes, like /dev/zero, that counts what was read."""

    def __init__(self, limit):
        self.read_so_far, self.limit = 0, limit

    def readable(self):
        return True

    def readinto(self, buffer):
        if self.read_so_far >= self.limit:  # a real /dev/zero never ends; stop the test
            return 0
        buffer[:] = bytes(len(buffer))
        self.read_so_far += len(buffer)
        return len(buffer)


def test_jsonl_refuses_an_endless_line_without_holding_it(monkeypatch):
    from game import solve_batch
    from game.games import find_game

    monkeypatch.setattr(solve_batch, "BLOCK", 64)
    monkeypatch.setattr(solve_batch, "LONGEST_LINE", 256)
    held = []
    real = solve_batch._answer
    monkeypatch.setattr(solve_batch, "_answer",
                        lambda solver, text, out: held.append(len(text)) or real(solver, text, out))
    out = io.StringIO()
    source = io.BufferedReader(Zeros(64 * 1000), buffer_size=64)
    code = solve_batch.solve_stream(find_game("gin"), None, None, source, out)
    assert code == 1 and out.getvalue() == '{"error": "the line is longer than 256 bytes"}\n'
    assert source.raw.read_so_far == 64 * 1000, "read to the end, a block at a time"
    assert held == []
    # the line after an over-long one is answered, its end read with the first block or after
    for length in (1000, 320):  # 320: the line's end is the first byte of a block
        out = io.StringIO()
        code = solve_batch.solve_stream(find_game("gin"), None, None,
                                        io.BytesIO(b"x" * length + b"\n" + GOOD_GIN), out)
        lines = out.getvalue().splitlines()
        assert code == 1 and len(lines) == 2 and json.loads(lines[1])["deadwood"] == 24
    # the input may end in a line too long, with no line break; a line just as long as
    # allowed is read, last or not
    not_json = "the line is not JSON (Expecting value, at character 1)"
    for text, answer in ((GOOD_GIN + b"x" * 257, "the line is longer than 256 bytes"),
                         (GOOD_GIN + b"x" * 256, not_json),
                         (b"x" * 256 + b"\n" + GOOD_GIN, not_json)):
        out = io.StringIO()
        code = solve_batch.solve_stream(find_game("gin"), None, None, io.BytesIO(text), out)
        answers = [json.loads(line) for line in out.getvalue().splitlines()]
        assert code == 1 and len(answers) == 2
        assert [a["error"] for a in answers if "error" in a] == [answer]
    # blocks bigger than the longest line, as they are: the lines after an over-long one come
    # with the block that ends it, and the input may end in that block too
    monkeypatch.setattr(solve_batch, "BLOCK", 1024)
    out = io.StringIO()
    code = solve_batch.solve_stream(find_game("gin"), None, None,
                                    io.BytesIO(b"x" * 1100 + b"\n" + GOOD_GIN * 10), out)
    lines = out.getvalue().splitlines()
    assert code == 1 and len(lines) == 11 and "error" in json.loads(lines[0])
    assert all(json.loads(line)["deadwood"] == 24 for line in lines[1:])
    # and in that block another over-long line may end the input
    out = io.StringIO()
    code = solve_batch.solve_stream(find_game("gin"), None, None,
                                    io.BytesIO(b"x" * 1100 + b"\n" + GOOD_GIN + b"x" * 300), out)
    too_long = "the line is longer than 256 bytes"
    errors = [json.loads(line).get("error") for line in out.getvalue().splitlines()]
    assert code == 1 and errors == [too_long, None, too_long]


@PYTHON_CALLS
def test_jsonl_answers_the_childs_half_itself_if_the_child_dies(monkeypatch):
    import os

    from game import solve_batch
    from game.games import find_game

    monkeypatch.setattr(solve_batch, "PARALLEL_FROM", 40)
    real = solve_batch._Solver.solve_all
    parent = os.getpid()

    def dying(self, lines):
        if os.getpid() != parent:
            os._exit(9)  # as if killed
        return real(self, lines)

    monkeypatch.setattr(solve_batch._Solver, "solve_all", dying)
    good = '{"hand": ["AS", "2S", "3S", "4S", "KD", "KC", "KH", "7H", "8H", "9D"]}\n'
    out = io.StringIO()
    code = solve_batch.solve_stream(find_game("gin"), None, None, io.BytesIO(good.encode() * 8),
                                    out)
    assert code == 0 and len(out.getvalue().splitlines()) == 8


def test_the_version_has_one_source():
    """pyproject reads game.__version__; the AppStream metainfo's newest release matches it."""
    import re
    import tomllib
    from pathlib import Path

    import game

    root = Path(__file__).resolve().parent.parent
    project = tomllib.loads((root / "pyproject.toml").read_text())
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}
    meta = (root / "packaging" / "linux" / "org.rummyparlor.RummyParlor.metainfo.xml").read_text()
    newest = re.search(r'<release version="([^"]+)"', meta)
    assert newest is not None and newest.group(1) == game.__version__


def test_version_prints_the_one_version(capsys):
    import pytest

    import game
    from game.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"rummy-parlor {game.__version__}"


def test_every_argument_of_every_command_says_what_it_is():
    """`--help` describes each argument (replay's bare "file" had told nothing of what to give)."""
    commands = next(a for a in cli.build_parser(program.table())._actions
                    if isinstance(a, argparse._SubParsersAction))
    assert list(commands.choices) == ["play", "solve", "simulate", "screenshot", "replay"]
    for name, parser in commands.choices.items():
        for action in parser._actions:
            assert action.help, f"{name} {action.dest}"


def test_the_checkers_are_held_to_one_minor_version_alike_for_tests_and_the_compiled_build():
    """A new ruff or mypy brings new checks: unpinned, CI on a clean clone would start failing
    one day with nothing in the project changed. The compiled engine's build (mypyc) uses the
    same mypy as the type check, so that what passes one builds with the other."""
    import ast
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    project = tomllib.loads((root / "pyproject.toml").read_text())
    test_extra = {req.split(">")[0].split("<")[0].split("=")[0]: req
                  for req in project["project"]["optional-dependencies"]["test"]}
    for tool in ("ruff", "mypy"):
        assert "<" in test_extra[tool], f"{tool} has no upper bound: {test_extra[tool]}"
    backend = ast.parse((root / "packaging" / "native_backend.py").read_text())
    compiler = next(ast.literal_eval(node.value) for node in ast.walk(backend)
                    if isinstance(node, ast.Assign)
                    and any(getattr(t, "id", "") == "COMPILER" for t in node.targets))
    assert compiler == [test_extra["mypy"]]

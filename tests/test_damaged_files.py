"""Files that had stopped the program (issue 80, and what its fuzzer found after): each is now
refused with a short reason, or read. Drawing a long name runs in a child process: the crash
it guards against was pygame-ce aborting the whole process."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from game import record, safe_json
from game.api import new_match
from game.cli import main
from game.errors import RecordError, UnknownGame
from game.games import find_game
from game.match import Seat
from game.messages import QUOTE_MOST
from scenes import storage, words
from scenes.table.session import HandLayouts
from tests.save_fuzz import MANY_LETTERS, run_child

THOUSANDS = "9" * 4301  # past Python's own limit for turning text into an int


def saved(home: Path, seats: list[Seat] | None = None, hands: HandLayouts | None = None,
          game: str = "gin", name: str = "match.json") -> Path:
    """A match saved as the table saves one, a few turns in."""
    from game.bots import make_bot

    match = new_match(game, None, seats or [Seat("You"), Seat("Bot", "easy")], 5)
    bots = [make_bot("easy", seat) for seat in range(match.n)]
    while len(match.history) < 6:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    path = home / "data" / "saves" / name
    storage.save_match(path, match, hands)
    return path


def edited(path: Path, old: str, new: str) -> str:
    """Replace text in the saved file (once, and it must be there); its new text."""
    text = path.read_text()
    assert old in text
    text = text.replace(old, new, 1)
    path.write_text(text)
    return text


def replay_command(path: Path) -> tuple[int, str]:
    import contextlib

    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = main(["replay", str(path)])
    return code, err.getvalue()


# -- 1: an integer of 4,301 digits -------------------------------------------------------
@pytest.mark.parametrize("where", ["seed", "an action's card", "the hand order", "the table"])
def test_a_number_of_thousands_of_digits_anywhere_in_a_save_is_refused_and_the_title_opens(
        home, where):
    """Python's JSON reader had raised ValueError: `replay` printed a traceback, and the
    title screen's look at the saves stopped the program at launch."""
    from scenes.menus.title import TitleScene
    from tests.table_helpers import frame, make_app

    path = saved(home, hands=HandLayouts({0: [1, 2, 3]}, {}))
    text = path.read_text()
    old = {"seed": '"seed":5', "an action's card": '"card":', "the hand order": "[1,2,3]",
           "the table": '"table":{'}[where]
    new = {"seed": f'"seed":{THOUSANDS}', "an action's card": f'"card":{THOUSANDS},"x":',
           "the hand order": f"[1,2,{THOUSANDS}]", "the table": f'"table":{{"n":{THOUSANDS},'}
    text = edited(path, old, new[where])
    with pytest.raises(RecordError, match=r"^damaged \(a number of more than 640 digits\)$"):
        record.read(path)
    code, said = replay_command(path)
    assert code == 2 and said.count("\n") == 1 and "more than 640 digits" in said
    (entry,) = storage.list_saves()
    assert entry.summary is None and entry.problem == "damaged (a number of more than 640 digits)"
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    frame(app)
    assert title.spoilt is not None and title.spoilt.path == path
    assert path.read_text() == text


def test_a_number_of_640_digits_is_still_read():
    """The limit is the lowest Python may be set to: any number a reader takes converts."""
    match = new_match("gin", None, 2, 10**639)
    assert record.replay(record.loads(record.dumps(match))).seed == 10**639
    with pytest.raises(RecordError, match="more than 640 digits"):
        record.loads(record.dumps(match).replace(str(10**639), str(10**640)))


@pytest.mark.parametrize("text", ["1e400", "-1e400", "NaN", "Infinity", "-Infinity"])
def test_no_json_reader_takes_a_number_past_a_float_or_no_number_at_all(text):
    with pytest.raises(ValueError):
        safe_json.parse_json(f'{{"a": [{text}]}}')
    assert safe_json.parse_json('{"a": [1e308, -0.0, 1e-400]}') == {"a": [1e308, -0.0, 0.0]}


def test_no_json_reader_takes_nesting_deeper_than_any_file_of_ours():
    """A RecursionError had been left to each reader to catch, wherever it was raised."""
    assert safe_json.parse_json("[" * safe_json.MOST_NESTED + "]" * safe_json.MOST_NESTED)
    for depth in (safe_json.MOST_NESTED + 1, 100_000):
        with pytest.raises(safe_json.Unreadable, match="nested too deeply"):
            safe_json.parse_json('{"a":' * depth + "1" + "}" * depth)


# -- 2: a numeric option of infinity -----------------------------------------------------
@pytest.mark.parametrize("value", [float("inf"), float("-inf"), float("nan"), "inf", "1e400",
                                   THOUSANDS, [150], None])
def test_a_numeric_option_of_infinity_or_of_no_number_is_refused(value):
    """`int(inf)` had raised OverflowError through new_match, and from a save's options."""
    with pytest.raises(UnknownGame, match=r"^option target takes a whole number$"):
        new_match("gin", {"target": value})
    with pytest.raises(UnknownGame, match=r"^option target takes a whole number$"):
        find_game("gin").option("target").parse(value)


@pytest.mark.parametrize("text", ["1e400", "Infinity"])
def test_a_save_whose_target_is_infinite_is_refused(home, text):
    path = saved(home)
    edited(path, '"target":100', f'"target":{text}')
    with pytest.raises(RecordError, match=r"^damaged \("):
        storage.load_save(path)


# -- 3: a hand order's seat of 4,301 digits ----------------------------------------------
@pytest.mark.parametrize("key", ["0" * 4301, "0" * 5000 + "1", "\u0660" * 4400])
def test_a_hand_order_under_a_seat_of_thousands_of_digits_is_passed_over_and_the_save_opens(
        home, key):
    """It listed, but opening it raised ValueError in the table's reading of the hand
    orders, and pressing Open stopped the program."""
    from scenes.menus.title import TitleScene
    from scenes.table.scene import TableScene
    from tests.table_helpers import frame, make_app, open_save

    path = saved(home, hands=HandLayouts({0: [9, 8]}, {0: "rank"}))
    edited(path, '"hand_order":{"0"', f'"hand_order":{{"{key}"')
    edited(path, '"hand_sort":{"0"', f'"hand_sort":{{"{key}"')
    loaded = storage.load_save(path)
    assert loaded.hands.orders == {} and loaded.hands.sorts == {}
    app = make_app()
    app.push(TitleScene(app))
    assert open_save(app, path) is None
    frame(app)
    assert isinstance(app.top, TableScene)


# -- 4: a name of 15,000 letters ---------------------------------------------------------
def test_a_name_of_thousands_of_letters_draws_on_every_screen_that_shows_it(home):
    """pygame-ce aborted the whole process (no crash report) when the Load screen, the table
    or the pass-the-device recap shrank such a name's line to fit: some 180,000 pixels
    wide. Every name, and the New game screen started from them, is drawn in a child."""
    people = [Seat("W" * 15000), Seat("\U0001f600" * 3000 + "x" * 300000),
              Seat(MANY_LETTERS), Seat("a " * 20000, "easy")]
    saved(home, people, game="rummy", name="long-names.json")
    saved(home, [Seat("A" * 150000), Seat("B" * 150000)], name="two-people.json")
    report = run_child([sys.executable, "-m", "tests.save_fuzz", "--saves", str(home)],
                       timeout=600)
    assert report["problems"] == []
    assert report["outcomes"]["at the table"] == 2 and report["outcomes"]["handed over"] == 2


@pytest.fixture
def fonts() -> None:
    import pygame

    pygame.font.init()


def test_a_turn_told_of_a_name_of_thousands_of_words_takes_a_few_lines_of_the_recap(fonts):
    """Wrapped whole, its list of turns had stood many times the window's height."""
    from scenes.table import seat_recap

    line = "a " * 20000 + "draws from the stock and discards 7♣"
    lines = seat_recap.wrapped([line, "Bruno discards 7♣"], 17, 460)
    assert len(lines) == seat_recap.MOST_LINES + 1 and lines[-1] == "Bruno discards 7♣"
    assert lines[-2].startswith(seat_recap.INDENT) and lines[-2].endswith("…")


def test_a_line_is_cut_to_what_can_be_shown_before_it_is_drawn(fonts):
    from scenes.drawing import ui

    for name in ("W" * 15000, "\U0001f600" * 3000, "a\u0301" * 9000):
        assert len(ui.drawable(name)) <= ui.LONGEST_LINE
        assert ui.shorten(name, 22, 300).endswith("…")
        assert ui.measure(name, 22) == ui.measure(name[:ui.LONGEST_LINE], 22)


def test_a_surface_too_wide_for_pygame_to_shrink_is_cut_before_it_is_scaled():
    """pygame-ce 2.5 aborts shrinking one past some 131,000 pixels: run in a child."""
    from scenes.drawing import ui

    shrink = ("import pygame; from scenes.drawing import ui; "
              "img = ui._scaled(pygame.Surface((140000, 30), pygame.SRCALPHA), (500, 1)); "
              "print('{\"problems\": [], \"size\": %s}' % list(img.get_size()))")
    report = run_child([sys.executable, "-c", shrink], timeout=120)
    assert report["size"] == [500 * ui.SCALE_WIDEST // 140000, 1]


# -- what a reason quotes ----------------------------------------------------------------
def test_a_refusal_quotes_only_the_start_of_a_long_name(home):
    """A move out of turn in a save named both players in full: 300,064 characters."""
    path = saved(home, [Seat("A" * 150000), Seat("B" * 150000)])
    data = json.loads(path.read_text())
    first = data["actions"][0]
    data["actions"][0] = {**first, "seat": 1 - first["seat"]}
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as refused:
        storage.load_save(path)
    said = str(refused.value)
    assert len(said) < 300 and "A" * QUOTE_MOST not in said and "…" in said
    (entry,) = storage.list_saves()
    assert entry.problem == said
    assert len(words.SAY["not-opened"].format(why=said)) < 350


@pytest.mark.parametrize("edit", [("game", '"gin"'), ("preset", '"standard"'),
                                  ("version", "2"), ("options", '"target":100')])
def test_a_long_value_where_a_save_names_its_game_rules_or_version_is_quoted_short(home, edit):
    field, old = edit
    path = saved(home)
    new = {"game": '"' + "g" * 100000 + '"', "preset": '"' + "p" * 100000 + '"',
           "version": "9" * 600, "options": '"' + "o" * 100000 + '":1'}[field]
    edited(path, f'"{field}":{old}' if field != "options" else old, f'"{field}":{new}'
           if field != "options" else new)
    with pytest.raises(RecordError) as refused:
        storage.load_save(path)
    assert len(str(refused.value)) < 200


# -- the other files the program reads ---------------------------------------------------
@pytest.mark.parametrize("value", [THOUSANDS, "1e400", "NaN", "[" * 50000])
def test_settings_and_statistics_past_reading_are_set_aside_whole(home, value):
    from scenes.app import App

    settings = home / "config" / "settings.json"
    stats = home / "data" / "stats.json"
    settings.parent.mkdir(parents=True)
    stats.parent.mkdir(parents=True)
    settings.write_text(f'{{"format": "rummy-parlor-settings", "volume": {value}}}')
    stats.write_text(f'{{"format": "rummy-parlor-stats", "games": {{"gin": {value}}}}}')
    kept = settings.read_bytes(), stats.read_bytes()
    app = App((1280, 720), window=False)
    assert app.notice is not None and app.notice.count("is damaged") == 2
    assert app.settings == storage.Settings() and app.stats.games == {}
    aside = (settings.with_name("settings.unreadable.json"),
             stats.with_name("stats.unreadable.json"))
    assert (aside[0].read_bytes(), aside[1].read_bytes()) == kept


def test_a_save_index_past_reading_is_rebuilt(home):
    path = saved(home)
    storage.list_saves()
    index = home / "state" / "save-index.json"
    index.write_text(index.read_text().replace('"stamp":[', f'"stamp":[{THOUSANDS},'))
    (entry,) = storage.list_saves()
    assert entry.summary is not None and entry.path == path
    assert THOUSANDS not in index.read_text()


def test_a_save_index_naming_more_players_than_any_game_seats_is_not_believed(home):
    """Its line on the Load screen, tried with fewer and fewer names until it fit, had
    taken minutes to make for 100,000."""
    path = saved(home)
    storage.list_saves()
    index = home / "state" / "save-index.json"
    data = json.loads(index.read_text())
    summary = data["files"][path.name]["summary"]
    summary["names"], summary["scores"] = ["x"] * 100000, [0] * 100000
    index.write_text(json.dumps(data))
    (entry,) = storage.list_saves()
    assert entry.summary is not None and entry.summary.names == ("You", "Bot")


def test_window_size_past_reading_is_no_size(home):
    window = home / "state" / "window.json"
    window.parent.mkdir(parents=True)
    for size in (f"[{THOUSANDS}, 700]", "[1e400, 700]", "[NaN, 700]", "[1280.0, 720]"):
        window.write_text(f'{{"format": "rummy-parlor-window", "size": {size}}}')
        assert storage.load_window_size() is None


def test_solve_lines_past_reading_are_each_answered_with_an_error(capsys, monkeypatch):
    """`solve --jsonl` had stopped with a traceback at a number of 5,000 digits."""
    lines = ['{"hand": ["AS"], "hand_number": ' + "9" * 5000 + "}",
             '{"hand": ["AS"], "hand_number": NaN}', "[" * 100000,
             json.dumps({"hand": ["W" * 100000]})]
    stdin = io.TextIOWrapper(io.BytesIO(("\n".join(lines) + "\n").encode()))
    monkeypatch.setattr(sys, "stdin", stdin)
    code = main(["solve", "--game", "rummy", "--jsonl"])
    out, err = capsys.readouterr()
    answers = [json.loads(line)["error"] for line in out.splitlines()]
    assert code == 1 and err == "" and len(answers) == 4
    assert answers[:3] == ["the line cannot be read: a number of more than 640 digits",
                           "the line cannot be read: NaN, which is no number",
                           "the line cannot be read: nested too deeply to read"]
    assert answers[3].startswith("'WWWW") and len(answers[3]) < 150


GUEST = """
from game.actions import Discard, Draw, Meld

class Answers:
    def __init__(self, seed):
        self.kind = seed % 7

    def choose(self, view):
        deep = []
        for _ in range(100000):
            deep = [deep]
        huge = 10 ** 5000
        # made one at a time: the compiled engine's actions refuse a field of the wrong type
        # as they are made (a TypeError the guest raises), where Python's take anything
        answers = [lambda: Draw(huge, "stock"), lambda: Discard(view.seat, huge),
                   lambda: Meld(view.seat, ((huge,),)), lambda: Discard(view.seat, deep),
                   lambda: Draw("W" * 300000, "stock")]
        if self.kind < len(answers):
            return answers[self.kind]()
        raise ValueError(huge if self.kind == 5 else "W" * 300000)
"""


def test_a_guest_bots_answer_that_cannot_be_shown_forfeits_with_a_short_reason(tmp_path):
    """A guest's answer or error quoted in a forfeit: the repr of an int of 5,000 digits,
    or of a list nested 100,000 deep, had raised out of the series."""
    from game.plugins import load_player
    from game.simulate import Player, simulate

    path = tmp_path / "answers.py"
    path.write_text(GUEST)
    guest = load_player(f"{path}:Answers")
    reasons: list[str] = []
    for seed in range(7):
        built = Player(guest.label, lambda _seed, s=seed: guest.build(s), guest=True)
        series = simulate("gin", [Player.builtin("random"), built], 2, seed,
                          notes=reasons.append)
        assert series.games == 2
    assert len(reasons) == 14 and all(len(r) < 400 for r in reasons), reasons
    assert any("a Draw that cannot be shown" in r for r in reasons)
    assert any("raised ValueError: a ValueError that cannot be shown" in r for r in reasons)


@pytest.mark.parametrize("text", [
    "", "[]", "{}", "not json", '[{"hands": ["AS"], "stock": "2S"}, 7]', "[" * 5000 + "]" * 5000,
    '[{"hands": [' + "9" * 5000 + '], "stock": ""}]', '[{"hands": [NaN], "stock": ""}]',
    '[{"hands": ["ZZ 2S"], "stock": ""}]', '[{"hands": [["AS", 3]], "stock": ""}]',
    '[{"hands": ["AS"], "stock": "", "upcard": 1e400}]', "\udcff".encode(errors="surrogateescape"
                                                                          ).decode(errors="replace"),
])
def test_a_damaged_deals_file_is_refused_with_a_short_reason(tmp_path, capsys, text):
    """`simulate --deals` reads a file a person gives it: whatever is in it, a line saying
    what is wrong and status 2, the file left as it was."""
    from game.cli import main

    path = tmp_path / "deals.json"
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    code = main(["simulate", "--game", "gin", "--players", "2", "--games", "1", "--seed", "1",
                 "--deals", str(path)])
    said = capsys.readouterr().err
    assert code == 2 and "--deals" in said and "Traceback" not in said and len(said) < 400
    assert path.read_bytes() == before

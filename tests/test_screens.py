"""Opening screens by name: every name builds its scene, and the app's ways of opening one
(over the others, in the top one's place, alone, over the title) keep the stack as the
scenes expect."""

from __future__ import annotations

from pathlib import Path
from typing import Any, get_args

import pytest

from game.api import new_match
from game.errors import RecordError
from game.events import Event
from game.match import Seat
from scenes import screens
from scenes.base import Scene, ScreenName
from scenes.menus.button_scene import ButtonScene
from scenes.menus.confirm import AskScene, ConfirmScene
from scenes.menus.crash import CrashScene
from scenes.menus.load import LoadScene
from scenes.menus.new_game import NewGameScene
from scenes.menus.rules_reader import RulesScene
from scenes.menus.settings import SettingsScene
from scenes.menus.stats import StatsScene
from scenes.menus.title import TitleScene
from scenes.table.handover import HandoverScene
from scenes.table.moves import MovesScene
from scenes.table.scene import TableScene
from scenes.table.summary import ScoreSheetScene, SummaryScene
from tests.table_helpers import make_app


def a_match():  # type: ignore[no-untyped-def]
    return new_match("gin", None, [Seat("You"), Seat("Bruno", "normal")], 5)


def test_every_screen_name_has_a_builder():
    assert set(screens.SCREENS) == set(get_args(ScreenName))


def test_each_name_builds_its_scene():
    app = make_app()
    table = app.make("table", match=a_match())
    ended = Event("hand-ended", None, data={"hand": 1, "points": [0, 0], "totals": [0, 0]})
    details: dict[str, tuple[type[Scene], dict[str, Any]]] = {
        "title": (TitleScene, {}),
        "new-game": (NewGameScene, {"game_id": "rummy"}),
        "load": (LoadScene, {}),
        "rules": (RulesScene, {"game_id": "gin"}),
        "settings": (SettingsScene, {}),
        "stats": (StatsScene, {}),
        "confirm": (ConfirmScene, {"question": "Sure?", "on_yes": lambda: None}),
        "ask": (AskScene, {"question": "Which?", "answers": [("a", "A", "A"), ("b", "B", "B")],
                           "on_answer": lambda key: None}),
        "crash": (CrashScene, {"report": None, "why": "a full disk", "saved": False}),
        "table": (TableScene, {"match": a_match()}),
        "handover": (HandoverScene, {"table": table, "seat": 0}),
        "summary": (SummaryScene, {"table": table, "event": ended, "match_over": False}),
        "score-sheet": (ScoreSheetScene, {"table": table}),
        "moves": (MovesScene, {"table": table}),
    }
    assert set(details) == set(screens.SCREENS)
    for name, (kind, given) in details.items():
        assert type(app.make(name, **given)) is kind, name  # type: ignore[arg-type]
    assert app.stack == [], "making a scene opens nothing"


def test_open_swap_and_go():
    app = make_app()
    title = app.go("title")
    rules = app.open("rules", game_id="rummy")
    assert app.stack == [title, rules] and isinstance(rules, RulesScene)
    assert rules.game_id == "rummy"
    stats = app.swap("stats")
    assert app.stack == [title, stats]
    again = app.go("title")
    assert app.stack == [again] and again is not title


def test_a_match_opens_over_the_title_it_started_from(home: Path):
    app = make_app()
    title = app.go("title")
    app.open("new-game")
    table = app.open_over_title("table", match=a_match())
    assert app.stack == [title, table], "the new-game screen is left behind, the title kept"
    assert isinstance(table, TableScene) and table.session.path is not None
    assert table.session.path.exists(), "opened: saved from the first action"
    assert table.save_path == table.session.path


def test_a_match_opened_with_no_title_below_gets_one():
    app = make_app()
    app.push(ButtonScene(app))
    table = app.open_over_title("table", match=a_match())
    assert len(app.stack) == 2 and isinstance(app.stack[0], TitleScene)
    assert app.stack[1] is table


def test_a_save_that_cannot_be_read_opens_nothing(home: Path):
    app = make_app()
    title = app.go("title")
    load = app.open("load")
    bad = home / "spoilt.json"
    bad.write_text("{ not json")
    with pytest.raises(RecordError, match="damaged"):
        app.open_over_title("table", save=bad)
    assert app.stack == [title, load], "the screens stay as they were"

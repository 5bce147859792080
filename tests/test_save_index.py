"""The saves' index: the title and load screens list hundreds of saves without replaying them,
and never believe an entry for a file that has changed since."""

from __future__ import annotations

import json
import os

import pytest

from game import __version__, record
from game.api import new_match
from game.match import Seat
from scenes import storage, words
from scenes.app import App
from scenes.drawing import ui
from scenes.menus.load import LoadScene
from scenes.menus.title import TitleScene
from scenes.save_index import SaveSummary
from tests.helpers import finished_gin
from tests.table_helpers import click, frame, key, make_app, texts_drawn, texts_placed


def load_screen() -> tuple[App, LoadScene]:
    """The app at Load game, over the title, drawn once."""
    app = make_app()
    app.push(TitleScene(app))
    scene = LoadScene(app)
    app.push(scene)
    frame(app)
    return app, scene


@pytest.fixture
def replays(monkeypatch):  # type: ignore[no-untyped-def]
    """How many matches were replayed (the cost the index saves)."""
    count = [0]
    real = record.replay

    def counting(rec, upto=None):  # type: ignore[no-untyped-def]
        count[0] += 1
        return real(rec, upto)

    monkeypatch.setattr(record, "replay", counting)
    return count


def test_saves_are_replayed_once_then_listed_from_the_index(home, replays):
    saves = home / "data" / "saves"
    for seed in range(4):
        storage.save_match(saves / f"gin-{seed}.json", finished_gin(seed))
    assert storage.last_unfinished() is None
    assert replays[0] == 4, "all finished: each replayed to learn it"
    entries = storage.list_saves()
    assert storage.last_unfinished() is None
    assert replays[0] == 4, "unchanged files are not replayed again"
    assert [e.summary == SaveSummary.of(finished_gin(int(e.path.stem[-1]))) for e in entries] \
        == [True] * 4
    index = home / "state" / "save-index.json"
    written = index.stat().st_mtime_ns
    os.utime(index, ns=(1, 1))
    storage.list_saves()
    assert index.stat().st_mtime_ns == 1 != written, "nothing learnt: the index is not rewritten"


@pytest.mark.parametrize("stale", [{"program": "0.0.1"}, {"version": 0}, {"format": "else"}])
def test_an_index_from_another_version_is_not_believed_even_for_unchanged_files(home, stale):
    """What a summary holds may change between versions: an entry left by another (say,
    naming the players differently) must be learnt again, not shown."""
    saves = home / "data" / "saves"
    storage.save_match(saves / "gin.json", new_match("gin", None, 2, 1))
    assert storage.last_unfinished() is not None  # the index now knows the file
    index = home / "state" / "save-index.json"
    data = json.loads(index.read_text())
    data["files"]["gin.json"]["summary"]["names"] = ["Mallory", "Eve"]
    index.write_text(json.dumps(data))
    entry = storage.last_unfinished()
    assert entry is not None and entry.summary is not None
    assert entry.summary.names == ("Mallory", "Eve"), "the same version believes its index"
    index.write_text(json.dumps({**data, **stale}))
    entry = storage.last_unfinished()
    assert entry is not None and entry.summary is not None
    assert entry.summary.names == ("Player 1", "Player 2")


def test_a_save_written_since_is_replayed_again(home, replays):
    saves = home / "data" / "saves"
    match = new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], 7)
    path = saves / "gin.json"
    storage.save_match(path, match)
    entry = storage.last_unfinished()
    assert entry is not None and entry.summary is not None and entry.summary.hand == 1
    done = finished_gin(7)
    storage.save_match(path, done)
    os.utime(path, ns=(1, 1))  # even with an older time, its size tells it changed
    assert storage.last_unfinished() is None
    assert storage.list_saves()[0].summary == SaveSummary.of(done)


def test_the_title_forgets_a_match_to_continue_deleted_from_load_game(home):
    """Back at the title after deleting the match it offered, Continue is greyed at once
    and New game is the highlighted button."""
    from scenes.menus.confirm import ConfirmScene

    storage.save_match(home / "data" / "saves" / "gin.json", new_match("gin", None, 2, 1))
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    frame(app)
    assert title.button("continue").enabled and title.button("continue").accent
    assert not title.button("new").accent, "one highlighted button: the match to go on with"
    click(app, title.button("load").rect.center)
    click(app, app.top.button("delete:0").rect.center)
    assert isinstance(app.top, ConfirmScene)
    click(app, app.top.button("yes").rect.center)
    click(app, app.top.button("back").rect.center)
    assert app.top is title
    assert not title.button("continue").enabled and title.button("new").accent
    assert not title.button("continue").accent


def test_a_spoilt_or_foreign_index_is_rebuilt_and_the_saves_left_alone(home, replays):
    saves = home / "data" / "saves"
    storage.save_match(saves / "gin.json", new_match("gin", None, 2, 1))
    index = home / "state" / "save-index.json"
    index.parent.mkdir(parents=True)
    for junk in ("{ not json", json.dumps({"format": "else"}),
                 json.dumps({"format": "rummy-parlor-save-index", "version": 1,
                             "program": "0.0.1", "files": {}}),
                 json.dumps({"format": "rummy-parlor-save-index", "version": 1,
                             "program": __version__, "files": {"gin.json": {"stamp": "x"}}}),
                 json.dumps({"format": "rummy-parlor-save-index", "version": 1,
                             "program": __version__, "files": {"gin.json": [1, 2]}})):
        index.write_text(junk)
        entry = storage.last_unfinished()
        assert entry is not None and entry.summary is not None
        assert entry.summary.names == ("Player 1", "Player 2")
    assert len(list(saves.iterdir())) == 1
    assert json.loads(index.read_text())["files"]["gin.json"]["summary"]["hand"] == 1


def test_an_index_that_cannot_be_written_costs_only_speed(home, replays, monkeypatch):
    """A read-only state folder: every listing replays the saves, and lists them all the same."""
    from game import record as codec

    def refuse(*args: object) -> None:
        raise PermissionError("read-only")

    saves = home / "data" / "saves"
    storage.save_match(saves / "gin.json", new_match("gin", None, 2, 1))
    monkeypatch.setattr(codec, "write_atomic", refuse)
    for times in (1, 2):
        (entry,) = storage.list_saves()
        assert entry.summary is not None and replays[0] == times
    assert not (home / "state" / "save-index.json").exists()


def test_an_unreadable_save_is_read_once_then_listed_with_its_reason_from_the_index(
        home, monkeypatch):
    saves = home / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / "broken.json").write_text("{ not json")
    reads = []
    real = record.read
    monkeypatch.setattr(record, "read", lambda path: reads.append(path) or real(path))
    first = storage.list_saves()
    assert storage.list_saves() == first and len(reads) == 1, "the reason is remembered"
    (entry,) = first
    assert entry.summary is None and entry.problem and "not valid JSON" in entry.problem


def test_an_index_entry_with_any_field_of_the_wrong_kind_is_not_believed():
    good = SaveSummary("gin", False, 3, ("Ann", "Bot"), (12, 40))
    assert SaveSummary.from_json(good.to_json()) == good
    for field, bad in (("game", 7), ("over", 1), ("over", "no"), ("hand", True), ("hand", "3"),
                       ("names", "Ann"), ("names", ["Ann", 2]), ("scores", [12, False]),
                       ("scores", [12, 40.0]), ("scores", [12])):
        assert SaveSummary.from_json({**good.to_json(), field: bad}) is None, (field, bad)
    assert SaveSummary.from_json(["gin", False]) is None
    done = SaveSummary("gin", True, 5, ("Ann", "Bot"), (130, 40), (0,))
    assert SaveSummary.from_json(done.to_json()) == done
    for winners in (None, [], [2], [-1], [True], ["0"]):  # a finished match has a winner
        assert SaveSummary.from_json({**done.to_json(), "winners": winners}) is None, winners
    assert SaveSummary.from_json({**good.to_json(), "winners": [0]}) is None, "not yet won"


def test_a_deleted_save_leaves_the_index(home):
    saves = home / "data" / "saves"
    for name in ("a.json", "b.json"):
        storage.save_match(saves / name, new_match("gin", None, 2, 1))
    storage.list_saves()
    (saves / "a.json").unlink()
    storage.list_saves()
    files = json.loads((home / "state" / "save-index.json").read_text())["files"]
    assert set(files) == {"b.json"}


def test_a_save_spoilt_after_it_was_listed_is_refused_with_a_reason(home, monkeypatch):
    """Open replays the file: a save that changed under the load screen (or the title's
    Continue) says why it cannot be opened and stays where it is."""
    saves = home / "data" / "saves"
    path = saves / "gin.json"
    storage.save_match(path, new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], 2))
    app, scene = load_screen()
    path.write_text("{ spoilt")
    click(app, scene.button("open:0").rect.center)
    assert app.top is scene
    assert any("could not be opened" in t for t in texts_drawn(app, monkeypatch))
    assert path.read_text() == "{ spoilt"
    assert not scene.button("open:0").enabled, "listed again, as unreadable"

    storage.save_match(path, new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], 2))
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    frame(app)
    path.write_text("{ spoilt")
    click(app, title.button("continue").rect.center)
    assert app.top is title and app.notice and "could not be opened" in app.notice
    assert not title.button("continue").enabled
    said = texts_drawn(app, monkeypatch)
    assert not any("gin.json" in line for line in said), "said once, not again as unreadable"


def test_many_saves_turn_by_page_with_the_wheel_and_keys(home, monkeypatch):
    import shutil

    import pygame

    from tests.table_helpers import key

    saves = home / "data" / "saves"
    storage.save_match(saves / "first.json", new_match("gin", None, 2, 1))
    for i in range(20):  # 21 saves: pages of 8, 8 and 5
        shutil.copyfile(saves / "first.json", saves / f"copy-{i}.json")
    app, scene = load_screen()
    assert "21 saved matches · page 1 of 3" in texts_drawn(app, monkeypatch)
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert scene.page == 1, "the wheel pulled toward you shows older saves"
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    assert scene.page == 2, "no further than the last page"
    assert "21 saved matches · page 3 of 3" in texts_drawn(app, monkeypatch)
    assert len([b for b in scene.buttons if b.key.startswith("open:")]) == 5
    key(app, pygame.K_HOME)
    assert scene.page == 0
    key(app, pygame.K_END)
    assert scene.page == 2
    key(app, pygame.K_PAGEUP)
    assert scene.page == 1
    frame(app)
    opens = [b for b in scene.buttons if b.key.startswith("open:")]
    assert all(row.contains(b.rect) for (_, row), b in zip(scene.rows, opens, strict=True)), \
        "each row holds its own buttons"


def test_a_finished_match_opens_on_how_it_ended(home):
    """From Load game, a finished match shows its last hand's summary (who won the match),
    is not counted in the statistics again, and its file keeps its date."""
    from scenes.table.scene import TableScene
    from scenes.table.summary import SummaryScene

    path = home / "data" / "saves" / "gin.json"
    done = finished_gin(4)
    storage.save_match(path, done)
    os.utime(path, (1_000_000, 1_000_000))
    app, scene = load_screen()
    title = app.stack[0]
    click(app, scene.button("open:0").rect.center)
    assert isinstance(app.top, SummaryScene) and app.top.match_over
    last = [e for e in done.log if e.kind == "hand-ended"][-1]
    assert app.top.data == last.data and app.top.winner == last.seat, "the last hand's"
    assert isinstance(app.stack[-2], TableScene)
    assert app.stack[:-2] == [title], "Load game is left: leaving the table goes to the title"
    assert app.stats.games == {}, "counted when it was played, not when looked at"
    assert path.stat().st_mtime == 1_000_000


def test_finished_matches_can_be_hidden_from_the_list(home, monkeypatch):
    saves = home / "data" / "saves"
    storage.save_match(saves / "done.json", finished_gin(1))
    storage.save_match(saves / "going.json", new_match("gin", None, 2, 1))
    (saves / "broken.json").write_text("{")
    app, scene = load_screen()
    assert len(scene.entries) == 3
    click(app, scene.button("finished").rect.center)
    assert sorted(e.path.name for e in scene.entries) == ["broken.json", "going.json"]
    texts = texts_drawn(app, monkeypatch)
    assert "2 not finished" in texts and "Show finished" in texts
    click(app, scene.button("finished").rect.center)
    assert len(scene.entries) == 3
    (saves / "going.json").unlink()
    (saves / "broken.json").unlink()
    scene.refresh()
    click(app, scene.button("finished").rect.center)
    assert scene.entries == []
    assert words.SAY["no-unfinished"] in texts_drawn(app, monkeypatch)


def test_hidden_finished_matches_stay_hidden_next_time(home):
    storage.save_match(home / "data" / "saves" / "done.json", finished_gin(1))
    app, scene = load_screen()
    click(app, scene.button("finished").rect.center)
    assert scene.entries == []
    again = make_app()  # the program started anew: the settings file remembers
    again.push(TitleScene(again))
    later = LoadScene(again)
    assert later.entries == [] and later.hide_finished


def test_the_keyboard_focus_never_lands_on_another_matchs_button(home):
    """Enter on Hide finished (or Older) keeps the focus there; a row's button loses it when
    the rows change, since its place would now be another match's."""
    import shutil

    import pygame

    from tests.table_helpers import key

    saves = home / "data" / "saves"
    storage.save_match(saves / "done.json", finished_gin(1))
    for i in range(12):
        shutil.copyfile(saves / "done.json", saves / f"done-{i}.json")
    storage.save_match(saves / "going.json", new_match("gin", None, 2, 1))
    app, scene = load_screen()
    scene.focus = next(i for i, b in enumerate(scene.buttons) if b.key == "finished")
    key(app, pygame.K_RETURN)
    frame(app)
    assert scene.hide_finished and scene.buttons[scene.focus].key == "finished"
    key(app, pygame.K_RETURN)  # and back: the focus still there, nothing opened
    frame(app)
    assert not scene.hide_finished and scene.buttons[scene.focus].key == "finished"
    scene.focus = next(i for i, b in enumerate(scene.buttons) if b.key == "open:0")
    app.resized((1100, 700))
    frame(app)
    assert scene.buttons[scene.focus].key == "open:0", "the same rows keep their focus"
    key(app, pygame.K_PAGEDOWN)
    frame(app)
    assert scene.focus == -1 and app.top is scene


def test_each_rows_buttons_open_and_delete_that_rows_match(home, monkeypatch):
    """On a later page, below its first row: the buttons beside a match are that match's."""
    from scenes.menus.confirm import ConfirmScene
    from scenes.menus.load import PER_PAGE
    from scenes.table.scene import TableScene

    saves = home / "data" / "saves"
    for i in range(PER_PAGE + 3):  # the second page: gin-2, gin-1, gin-0
        storage.save_match(saves / f"gin-{i}.json", new_match("gin", None, 2, i))
        os.utime(saves / f"gin-{i}.json", (1000 + i, 1000 + i))
    storage.save_match(saves / "done.json", finished_gin(1))  # and Hide finished to show
    os.utime(saves / "done.json", (1, 1))
    app, scene = load_screen()
    scene.turn_to(1)
    frame(app)
    window = app.screen.get_rect()
    assert {"finished", "prev", "back"} <= {b.key for b in scene.buttons}
    for i, b in enumerate(scene.buttons):
        assert window.contains(b.rect) and b.rect.collidelist(
            [o.rect for o in scene.buttons[i + 1:]]) == -1, f"{b.key} alone in its place"

    def beside(row: int, kind: str):  # type: ignore[no-untyped-def]
        entry, rect = scene.rows[row]
        found = [b for b in scene.buttons if b.key.startswith(kind) and rect.contains(b.rect)]
        assert len(found) == 1
        return entry.path.stem, found[0]

    assert "12 saved matches · page 2 of 2" in texts_drawn(app, monkeypatch)
    placed = texts_placed(app, monkeypatch)
    assert ("Folder: " + str(saves)) in [t for t, _ in placed], "where the files are kept"
    buttons = [b.rect for b in scene.buttons]
    for _, row in scene.rows:  # each row's match and date within it, clear of its buttons
        lines = [r for _, r in placed if row.colliderect(r) and not r.collidelistall(buttons)]
        labels = [r for _, r in placed if row.colliderect(r) and r.collidelistall(buttons)]
        assert len(lines) == 2 and all(row.contains(r) for r in lines)
        assert all(any(b.contains(r) for b in buttons) for r in labels), "labels in buttons"
    click(app, scene.button("finished").rect.center)
    assert scene.page == 0 and "11 not finished · page 1 of 2" in texts_drawn(app, monkeypatch)
    click(app, scene.button("finished").rect.center)
    scene.turn_to(1)
    frame(app)
    name, delete = beside(1, "delete:")
    assert name == "gin-1"
    click(app, delete.rect.center)
    assert isinstance(app.top, ConfirmScene)
    click(app, app.top.button("yes").rect.center)
    assert sorted(p.stem for p in saves.glob("gin-*.json"))[:3] == ["gin-0", "gin-10", "gin-2"]
    frame(app)
    name, opens = beside(1, "open:")
    assert name == "gin-0"
    click(app, opens.rect.center)
    tables = [t for t in app.stack if isinstance(t, TableScene)]  # (behind the handover)
    assert [t.session.path.stem for t in tables] == ["gin-0"]


def test_a_save_of_eight_long_names_names_as_many_as_its_line_holds(home, monkeypatch):
    """Eight names of sixteen wide letters had shrunk the line to a smudge."""
    from scenes.drawing import ui

    seats = [Seat(letter * 16) for letter in "MWMWMWMW"]
    storage.save_match(home / "data" / "saves" / "crowd.json", new_match("pay-me", None, seats, 1))
    app, scene = load_screen()
    (line,) = [t for t in texts_drawn(app, monkeypatch) if t.startswith("Pay Me")]
    assert line.endswith(" more") and "M" * 16 + ": 0" in line
    room = scene.rows[0][1].w - 350 * ui.scale_of(app.screen)
    assert ui.measure(line, 22 * ui.scale_of(app.screen)) * ui.LEGIBLE <= room


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1080, 1920)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_note_beside_continue_names_as_many_as_fit_and_stays_in_the_window(
        home, monkeypatch, size):
    """Beside Continue in a wide window, under it in a tall one: eight long names are cut to
    those that fit at full size, the rest counted."""
    seats = [Seat(letter * 16) for letter in "MWMWMWMW"]
    storage.save_match(home / "data" / "saves" / "crowd.json", new_match("pay-me", None, seats, 1))
    app = make_app(size)
    title = TitleScene(app)
    app.push(title)
    placed = [(t, r) for t, r in texts_placed(app, monkeypatch) if t.startswith("Pay Me")]
    (line, rect), = placed
    assert line.endswith(" more") and "M" * 16 + ": 0" in line
    assert app.screen.get_rect().contains(rect)
    assert ui.measure(line, 20 * ui.scale_of(app.screen)) <= rect.w + 1, "not squeezed"
    button = title.button("continue").rect
    assert rect.left > button.right or rect.top > button.bottom


def test_a_tall_window_lists_as_many_saves_as_fit_above_the_lines_at_the_bottom(home):
    """Eight rows on the wide page; a rotated monitor's page, half as tall again, lists ten,
    all above the folder's line and a problem's. Turning the window keeps the top row shown."""
    import pygame

    saves = home / "data" / "saves"
    for i in range(25):
        storage.save_match(saves / f"gin-{i}.json", new_match("gin", None, 2, i))
        os.utime(saves / f"gin-{i}.json", (1000 + i, 1000 + i))
    app, scene = load_screen()
    scene.problem = "a problem"
    scene.turn_to(1)
    frame(app)
    assert [entry.path.stem for entry, _ in scene.rows] == [f"gin-{i}" for i in range(16, 8, -1)]
    for size, rows in (((1080, 1920), 10), ((1024, 1400), 10), ((1280, 720), 8),
                       ((1024, 600), 9)):
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        frame(app)
        assert len(scene.rows) == rows and scene.per_page == rows, size
        assert "gin-16" in [entry.path.stem for entry, _ in scene.rows], size
        lowest = min(scene.folder_at[1], scene.problem_at[1])
        assert scene.rows[-1][1].bottom < lowest - 10 * ui.scale_of(app.screen), size
        assert scene.pages() == -(-25 // rows)


def test_the_load_screen_turns_its_pages_by_button_wheel_and_keys(home, monkeypatch):
    """Seventeen saves: three pages of eight, the newest first. Newer only past the first
    page, Older only before the last; the count and the page are told once there are pages;
    deleting the last page's only save goes back a page."""
    import pygame

    from scenes.menus.confirm import ConfirmScene
    from scenes.menus.load import PER_PAGE

    saves = home / "data" / "saves"
    for i in range(2 * PER_PAGE + 1):
        storage.save_match(saves / f"gin-{i}.json", new_match("gin", None, 2, i))
        os.utime(saves / f"gin-{i}.json", (1000 + i, 1000 + i))
    app, scene = load_screen()

    def page() -> tuple[int, list[str], set[str]]:
        frame(app)
        names = [entry.path.stem for entry, _ in scene.rows]
        return scene.page, names, {b.key for b in scene.buttons if b.key in ("prev", "next")}

    assert page() == (0, [f"gin-{i}" for i in range(16, 8, -1)], {"next"})
    assert "17 saved matches · page 1 of 3" in texts_drawn(app, monkeypatch)
    click(app, scene.button("next").rect.center)
    assert page() == (1, [f"gin-{i}" for i in range(8, 0, -1)], {"prev", "next"})
    click(app, scene.button("next").rect.center)
    assert page() == (2, ["gin-0"], {"prev"})
    click(app, scene.button("prev").rect.center)
    assert page()[0] == 1
    for event, expected in ((pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1), 2),
                            (pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1), 1)):
        app.handle(event)
        assert page()[0] == expected
    for k, expected in ((pygame.K_HOME, 0), (pygame.K_PAGEUP, 0), (pygame.K_PAGEDOWN, 1),
                        (pygame.K_END, 2), (pygame.K_PAGEDOWN, 2)):
        key(app, k)
        assert page()[0] == expected
    click(app, scene.button("delete:16").rect.center)
    assert isinstance(app.top, ConfirmScene)
    click(app, app.top.button("yes").rect.center)
    assert page() == (1, [f"gin-{i}" for i in range(8, 0, -1)], {"prev"}), \
        "two full pages: no Older on the second"
    for path in list(saves.glob("*.json"))[:9]:
        storage.delete_save(path)
    scene.refresh()
    assert page()[2] == set()
    assert not any("saved matches" in t for t in texts_drawn(app, monkeypatch)), \
        "one page: no count"


@pytest.mark.parametrize("entry", [
    {"stamp": None, "summary": None, "problem": "unreadable"},
    {"stamp": [1], "summary": None, "problem": "unreadable"},
    {"stamp": [1, 2.5], "summary": None, "problem": "unreadable"},
    {"stamp": "same", "summary": None, "problem": None},
    {"stamp": "same", "summary": None, "problem": 7},
    {"stamp": "same", "summary": "good", "problem": "unreadable"},
], ids=["no-stamp", "short-stamp", "fraction", "neither", "odd-problem", "both"])
def test_an_index_entry_spoilt_by_hand_is_learnt_again_from_its_file(home, replays, entry):
    """An entry needs a stamp of two whole numbers and exactly one of a summary and a
    reason; any other is forgotten, and its save replayed rather than shown wrong or not
    at all."""
    saves = home / "data" / "saves"
    path = saves / "gin.json"
    storage.save_match(path, new_match("gin", None, 2, 1))
    (good,) = storage.list_saves()
    index = home / "state" / "save-index.json"
    data = json.loads(index.read_text())
    held = data["files"]["gin.json"]
    spoilt = {"stamp": held["stamp"] if entry["stamp"] == "same" else entry["stamp"],
              "summary": held["summary"] if entry["summary"] == "good" else entry["summary"],
              "problem": entry["problem"]}
    index.write_text(json.dumps({**data, "files": {"gin.json": spoilt}}))
    replays[0] = 0
    assert storage.list_saves() == [good] and replays[0] == 1
    assert json.loads(index.read_text())["files"]["gin.json"] == held, "and set right"

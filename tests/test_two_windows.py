"""Two windows of the program at once. One saved match open in both (Continue pressed in
each): each window's moves are kept, the second to move going on in a copy of the file, and
the table says so. Matches ended in both count in the statistics, and settings changed in
both are all kept."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.api import new_match
from game.match import Seat
from game.record import read, record_of, replay
from scenes import storage
from scenes.app import App
from scenes.menus.stats import StatsScene
from scenes.menus.title import TitleScene
from scenes.table.scene import TableScene
from scenes.table.session import Session
from tests.helpers import finished_gin
from tests.table_helpers import key, make_app, my_turn_at, text_spots


def _open_twice() -> tuple[Session, Session]:
    """Two sessions on one save, named unlike a new save (which could take its name)."""
    path = storage.dirs().saves / "gin-yesterday.json"
    storage.save_match(path, new_match("gin", None, 2, 3))
    windows = []
    for _ in range(2):
        saved = storage.load_save(path)
        session = Session(saved.match, path, storage.MatchFile(), layouts=saved.hands)
        session.save()  # as the table does on opening a match not yet over
        windows.append(session)
    return windows[0], windows[1]


def _move(session: Session, which: int = 0) -> None:
    seat = session.actor
    assert seat is not None
    legal = session.match.legal_actions(seat)
    session.apply(legal[which % len(legal)])


def _played(path) -> list[object]:  # type: ignore[no-untyped-def]
    return list(replay(read(path)).history)


def test_the_second_window_to_move_goes_on_in_a_copy_and_both_keep_their_moves(home):
    first, second = _open_twice()
    original = first.path
    _move(first)
    _move(second, 1)
    assert first.path == original and first.moved_from is None
    assert second.path != original and second.moved_from == original
    assert second.path is not None and second.path.parent == original.parent
    assert _played(original) == list(first.match.history), "the first window's move kept"
    assert _played(second.path) == list(second.match.history), "and the second's, apart"
    for _ in range(6):  # from now on each window keeps to its own file
        _move(first)
        _move(second)
    assert first.path == original and _played(original) == list(first.match.history)
    assert _played(second.path) == list(second.match.history)
    assert second.moved_from is None, "told once: the person's next move ends the notice"
    assert len(list(original.parent.glob("*.json"))) == 2


def test_a_window_alone_keeps_writing_one_file_however_fast_it_moves(home):
    first, _ = _open_twice()
    original = first.path
    for _ in range(40):
        _move(first)
    assert first.path == original and first.moved_from is None
    assert [p.name for p in original.parent.glob("*.json")] == [original.name]
    assert read(original).actions == record_of(first.match).actions


def test_a_deleted_save_is_written_again_in_its_place(home):
    """Deleted from the other window's Load screen while this one plays: nothing to keep
    apart, so the match is saved where it was."""
    first, _ = _open_twice()
    original = first.path
    assert original is not None
    original.unlink()
    _move(first)
    assert first.path == original and original.exists() and first.moved_from is None


def test_a_save_that_cannot_be_read_back_is_kept_and_play_goes_on_in_a_copy(home, monkeypatch):
    """Whether another window wrote it cannot be told: writing over it could lose its moves."""
    first, _ = _open_twice()
    original = first.path
    assert original is not None
    before = original.read_bytes()
    opened = Path.open

    def refused(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        if self == original:
            raise PermissionError(13, "Permission denied")
        return opened(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", refused)
    _move(first)
    monkeypatch.setattr(Path, "open", opened)
    assert first.path != original and first.moved_from == original
    assert original.read_bytes() == before, "left as it was"
    assert _played(first.path) == list(first.match.history)


def test_the_table_says_where_the_match_went_on_until_the_next_move(home, monkeypatch):
    app = make_app()
    match = new_match("gin", None, [Seat("You"), Seat("Bot", "normal")], 11)
    table = my_turn_at(app, match)
    original = table.session.path
    assert original is not None and original.exists()
    other = replay(record_of(match))  # another window, playing the same match, moved
    other.apply(other.legal_actions(table.view.seat)[-1])
    storage.save_match(original, other)
    key(app, pygame.K_p if table.view.decision.kind == "upcard" else pygame.K_d)
    copy = table.session.path
    assert copy is not None and copy != original and copy.exists()
    assert _played(original) == list(other.history), "the other window's move kept"
    assert _played(copy) == list(table.session.match.history)
    notice = table.save_notice
    assert notice and copy.name in notice and "Another window" in notice
    spots = text_spots(app, monkeypatch)
    parts = table.message.split("\n")
    below, said = spots[notice], spots.get(parts[-1]) or spots[" ".join(parts)]
    assert below.top > said.bottom, "on a line of its own under the message"
    r, g, _, _ = app.screen.get_at((below.left - 5, below.centery))
    assert r < g, "in the table's green, not the red of a failure: nothing was lost"
    assert table.save_warning is None
    while not table.my_turn:
        key(app, pygame.K_SPACE)
    key(app, pygame.K_d if table.view.decision.kind != "discard" else pygame.K_x)
    assert table.save_notice is None and table.session.path == copy


def _match_ends_at(app) -> None:  # type: ignore[no-untyped-def]
    """A Gin match reaches its end at this window's table (counted in the statistics)."""
    match = finished_gin(8)
    table = TableScene(app, Session(match), dealt=False)
    app.push(table)
    table.finish_hand(next(e for e in reversed(match.log) if e.kind == "hand-ended"), True)


def test_matches_ended_in_two_windows_both_count_in_the_statistics(home):
    first, second = make_app(), make_app()  # each reads the statistics as it opens
    for app in (first, second):
        app.push(TitleScene(app))
    _match_ends_at(first)
    _match_ends_at(second)
    assert storage.load_stats()[0].games["gin"].played == 2, "the first window's match kept"
    first.reset(TitleScene(first))
    first.top.pressed("stats")
    assert isinstance(first.top, StatsScene) and first.stats.games["gin"].played == 2, \
        "the statistics page shows the other window's match too"


def test_a_statistics_file_spoilt_meanwhile_leaves_the_windows_count_as_it_was(home):
    app = make_app()
    app.push(TitleScene(app))
    _match_ends_at(app)
    path = storage.dirs().data / "stats.json"
    path.write_text("{ not json")  # damaged since, by hand or by another program
    app.reset(TitleScene(app))
    app.top.pressed("stats")
    assert app.stats.games["gin"].played == 1, "what this window knew is still shown"
    assert path.with_name("stats.unreadable.json").read_text() == "{ not json", "kept aside"
    app.pop()
    told = "stats.json is damaged: it is kept as stats.unreadable.json, and a new one started"
    assert app.notice == told, "and the title says so"
    app.top.pressed("stats")
    assert app.notice == told, "once"
    assert app.stats.games["gin"].played == 1 == storage.load_stats()[0].games["gin"].played, \
        "and in the fresh file"


def test_a_statistics_file_the_system_will_not_let_us_read_is_told_once(home, monkeypatch):
    app = make_app()
    app.push(TitleScene(app))
    _match_ends_at(app)
    opened = Path.open

    def refused(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        if self.name == "stats.json":
            raise PermissionError(13, "Permission denied")
        return opened(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", refused)
    for _ in range(2):
        app.reset(TitleScene(app))
        app.top.pressed("stats")
    assert app.notice == "stats.json cannot be read (Permission denied); it is kept as it is"
    assert app.stats.games["gin"].played == 1


def test_settings_changed_in_two_windows_are_both_kept_and_taken_up(home):
    first, second = App((1280, 720), window=False), App((1280, 720), window=False)
    for app in (first, second):
        app.push(TitleScene(app))
        app.top.pressed("settings")
    first.top.pressed("speed")  # normal → fast
    second.top.pressed("card_back")  # blue → red
    stored = storage.load_settings()[0]
    assert (stored.speed, stored.back) == ("fast", "red"), "neither window undid the other"
    assert (second.settings.speed, second.settings.back) == ("fast", "red"), \
        "the other window's change taken up where this one saved"
    assert first.settings.back == "blue", "taken up only when this window saves"
    first.top.pressed("card_back")  # this window steps its own blue on, to red
    assert storage.load_settings()[0].back == first.settings.back == "red"
    assert storage.load_settings()[0].speed == first.settings.speed == "fast"


def test_full_screen_stays_each_windows_own(home):
    first, second = App((1280, 720), window=False), App((1280, 720), window=False)
    first.toggle_fullscreen()
    first.settings.volume = 0
    first.save_settings()
    second.push(TitleScene(second))
    second.top.pressed("settings")
    second.top.pressed("speed")
    assert second.settings.volume == 0 == second.sounds.volume, "the other window's volume taken up"
    assert not second.settings.fullscreen, "but not its full screen, which is not this one's"
    assert storage.load_settings()[0].fullscreen, "and its choice is kept for next time"

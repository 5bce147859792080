"""Saves, settings and statistics: atomic, in the right folders, never lost to a bad file."""

from __future__ import annotations

import json
import os

import pygame
import pytest

from game.api import new_match
from game.games import GAMES
from game.match import Seat
from scenes import storage, words
from scenes.drawing import ui
from scenes.menus.confirm import ConfirmScene
from scenes.menus.load import LoadScene
from scenes.menus.title import TitleScene
from tests.helpers import named_pipe
from tests.table_helpers import click, frame, make_app, text_spots, texts_drawn, texts_placed


def test_settings_stats_and_saves_live_in_three_folders(home):
    d = storage.dirs()
    assert len({d.config, d.data, d.state}) == 3
    s = storage.Settings(speed="fast", four_colour=True)
    storage.save_settings(s)
    loaded, problem = storage.load_settings()
    assert problem is None and loaded == s
    assert (d.config / "settings.json").exists()
    storage.save_window_size((1600, 900))
    assert storage.load_window_size() == (1600, 900)
    assert (d.state / "window.json").exists()


def test_a_test_keeps_to_its_own_folder_never_the_players(home, monkeypatch):
    """conftest.py's fixture: the test suite once filled the real saves folder. A test that
    puts its own patches back midway stays there too."""
    d = storage.dirs()
    assert all(home in p.parents for p in (d.config, d.data, d.state))
    monkeypatch.setattr(storage, "APP", "elsewhere")
    monkeypatch.undo()
    d = storage.dirs()
    assert all(home in p.parents for p in (d.config, d.data, d.state))


def test_the_default_folders_come_from_platformdirs(monkeypatch):
    monkeypatch.delenv("RUMMY_PARLOR_HOME")
    d = storage.dirs()
    assert "rummy-parlor" in str(d.config) and "rummy-parlor" in str(d.data)


def spoilt(home, where: str, text: str = "{ not json"):  # type: ignore[no-untyped-def]
    """A file of ours that cannot be read, and the app started over it (which says so); the
    path it was moved to."""
    path = home / where
    path.parent.mkdir(parents=True)
    path.write_text(text)
    app = make_app()
    aside = path.with_name(path.stem + ".unreadable.json")
    assert app.notice and path.name in app.notice and aside.name in app.notice
    assert not path.exists() and aside.read_text() == text, "moved aside whole"
    return path, app


def test_a_corrupt_settings_file_is_kept_aside_and_changes_are_saved_afresh(home):
    """Left in place it could never be overwritten, so no change would ever be kept."""
    path, app = spoilt(home, "config/settings.json")
    assert app.notice == "settings.json is damaged: it is kept as " \
        "settings.unreadable.json, and a new one started"
    app.settings.speed = "fast"
    app.save_settings()
    assert storage.load_settings() == (storage.Settings(speed="fast"), None)
    path.write_text("[]")  # spoilt again: the first one set aside stays as it was
    assert storage.load_settings()[1] == "settings.json is not a Rummy Parlor file: it is " \
        "kept as settings.unreadable-2.json, and a new one started"
    assert path.with_name("settings.unreadable.json").read_text() == "{ not json"
    path.write_text("[3]")
    assert "settings.unreadable-3.json" in str(storage.load_settings()[1])


@pytest.mark.parametrize("text", ["{ not json", "\udcff\udcfe", "[" * 100000],
                         ids=["broken JSON", "not text", "nested too deep"])
def test_a_damaged_settings_file_is_said_so_in_a_players_words(home, text):
    """Whatever broke it, the notice says it is damaged, never the name of a Python error."""
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    assert storage.load_settings() == (storage.Settings(), "settings.json is damaged: it is "
                                       "kept as settings.unreadable.json, and a new one started")


def test_a_settings_file_the_system_will_not_let_us_read_is_left_where_it_is(home,
                                                                             monkeypatch):
    """Not a broken file but a locked one: moved aside, it might be lost to its owner."""
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "rummy-parlor-settings", "speed": "slow"}')
    real = type(path).open

    def locked(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        if self.name == "settings.json":
            raise PermissionError(13, "Permission denied")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(type(path), "open", locked)
    settings, problem = storage.load_settings()
    assert settings == storage.Settings()
    assert problem == "settings.json cannot be read (Permission denied); it is kept as it is"
    storage.save_settings(storage.Settings(speed="fast"))
    monkeypatch.undo()
    assert list(path.parent.iterdir()) == [path] and "slow" in path.read_text(), \
        "neither moved nor written over"


@pytest.mark.parametrize("text", ['[1, 2]', '"speed"', '{"speed": "fast"}',
                                  '{"format": "other-program", "speed": "fast"}'])
def test_a_settings_file_of_another_shape_or_program_is_reported_and_kept(home, text):
    """Valid JSON, but not our settings: a list, a string, another program's object, an
    object with no format."""
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(text)
    settings, problem = storage.load_settings()
    assert settings == storage.Settings(), "nothing read from it"
    assert problem and "not a Rummy Parlor file" in problem
    assert path.with_name("settings.unreadable.json").read_text() == text
    storage.save_settings(storage.Settings(speed="slow"))
    assert storage.load_settings()[0].speed == "slow"


def test_settings_keep_the_ends_of_the_volume_range_and_refuse_past_them(home):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    for stored, kept in ((0, 0), (100, 100), (101, 60), (-1, 60), (True, 60), (55.5, 60)):
        path.write_text(json.dumps({"format": storage.FORMAT_SETTINGS, "volume": stored}))
        assert storage.load_settings()[0].volume == kept, stored


@pytest.mark.parametrize("odd", [
    {"speed": "warp", "volume": 900, "back": 3, "think": "forever", "hide_finished": "yes"},
    {"speed": [], "volume": [50], "back": {}, "think": ["long"], "hide_finished": None},
], ids=["out-of-range", "lists-and-objects"])
def test_odd_settings_values_fall_back_to_defaults_and_are_named(home, odd):
    """Each odd value alone falls back, and the title says which (a hand edit gone wrong);
    none keeps the program from starting (a list where a word belongs could not even be
    looked up). Settings missing from the file are not named: an older file lacks some."""
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": storage.FORMAT_SETTINGS, "four_colour": True, **odd}))
    s, problem = storage.load_settings()
    assert problem == "settings.json holds settings that cannot be used (Animation speed, " \
        "Card back, Sound volume, Hard computer thinks, Hide finished matches): those are " \
        "back to their defaults"
    from scenes.app import App

    (home / "data").mkdir()
    (home / "data" / "stats.json").write_text("{ not json")
    app = App((1280, 720), window=False)
    stats_told = "stats.json is damaged: it is kept as stats.unreadable.json, and a new one started"
    assert app.notice == f"{problem}\n{stats_told}", "told on the title screen"
    app.save_settings()  # any change in Settings
    assert storage.load_settings()[1] is None, "the file holds only usable values again"
    assert app.notice == stats_told, "no longer true, no longer told; the other still is"
    assert (s.speed, s.volume, s.back, s.four_colour) == ("normal", 60, "blue", True)
    assert s.think == "normal" and s.think_times == 1.0
    assert s.hide_finished is False


def test_unreadable_saves_are_listed_with_a_reason_and_never_deleted(home, monkeypatch):
    saves = home / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / "garbage.json").write_text("\x00\x01 nothing")
    (saves / "foreign.json").write_text(json.dumps({"format": "someone-else"}))
    (saves / "notes.txt").write_text("not a save")  # neither is listed: no .json, or hidden
    (saves / ".gin-1.json.x1y2.tmp").write_text("{")
    (saves / ".hidden.json").write_text("{")
    (saves / "folder.json").mkdir()
    good = new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], seed=3)
    storage.save_match(saves / "gin-1.json", good)
    entries = storage.list_saves()
    by_name = {e.path.name: e for e in entries}
    assert sorted(by_name) == ["folder.json", "foreign.json", "garbage.json", "gin-1.json"]
    assert by_name["gin-1.json"].summary is not None
    assert "not" in by_name["garbage.json"].problem
    assert "another program" in by_name["foreign.json"].problem
    app = make_app()
    app.push(TitleScene(app))
    app.push(LoadScene(app))
    lines = texts_drawn(app, monkeypatch)
    opens = {b.key: b.enabled for b in app.top.buttons if b.key.startswith("open:")}
    assert sorted(opens.values()) == [False, False, False, True]
    for entry in (by_name["garbage.json"], by_name["foreign.json"]):  # each row says why
        assert any(entry.problem in line and entry.path.name in line for line in lines)
    assert "folder.json — unreadable: a folder, not a record" in lines, "named once, no path"
    assert (saves / "garbage.json").exists() and (saves / "foreign.json").exists()


@pytest.mark.parametrize("size", [(1080, 1920), (1280, 720)])
@pytest.mark.parametrize("file", ["broken.json", "copy-of-a-match-" * 9 + ".json"],
                         ids=["short-name", "long-name"])
def test_a_long_reason_is_drawn_legibly_and_clear_of_the_open_button(home, monkeypatch, size,
                                                                    file):
    """A reason may run near a hundred letters: on a tall row it takes two lines (one
    squeezed that far could not be read), on a wide one the room up to Open. A file's name
    too long to leave the reason legible beside it is cut short."""
    from scenes.drawing import ui

    saves = home / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / file).write_text('{"format": "rummy-parlor-record", "version": 99}')
    app = make_app(size)
    app.push(TitleScene(app))
    app.push(LoadScene(app))
    frame(app)
    (entry,) = app.top.entries
    reason = words.SAY["unreadable"].format(file="", why=entry.problem)
    placed = texts_placed(app, monkeypatch)
    first = next(i for i, (line, _) in enumerate(placed) if line.startswith(file[:11]))
    lines = [(line, rect) for line, rect in placed[first:first + 2]
             if not line[:4].isdigit()]  # not the date below
    said = " ".join(line for line, _ in lines)
    assert said == file + reason if file == "broken.json" else said.endswith("…" + reason)
    assert len(lines) == (2 if ui.tall(app.screen) else 1)
    s = ui.scale_of(app.screen)
    opened = app.top.button("open:0").rect
    for line, rect in lines:
        assert rect.w >= ui.LEGIBLE * ui.measure(line, 18 * s) - 1, line
        assert not rect.colliderect(opened) and app.top.rows[0][1].contains(rect), line


def test_two_matches_started_in_the_same_second_get_two_files(home, monkeypatch):
    monkeypatch.setattr(storage.time, "strftime", lambda _: "20261126-120000")
    names = []
    for seed in (1, 2):
        path = storage.new_save_path("gin")
        storage.save_match(path, new_match("gin", None, 2, seed))
        names.append(path.name)
    assert names == ["gin-20261126-120000.json", "gin-20261126-120000-2.json"]
    assert storage.new_save_path("gin").name == "gin-20261126-120000-3.json"


def test_a_settings_file_too_large_to_be_ours_is_reported_and_kept(home):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(" " * (storage.MAX_JSON + 1))
    settings, problem = storage.load_settings()
    assert settings == storage.Settings()
    assert problem == words.SAY["file-set-aside"].format(
        problem=words.SAY["file-too-large"].format(file="settings.json"),
        file="settings.unreadable.json")
    assert path.with_name("settings.unreadable.json").stat().st_size == storage.MAX_JSON + 1
    ours = json.dumps({"format": storage.FORMAT_SETTINGS, "version": 1, "back": "red"})
    path.write_text(ours.ljust(storage.MAX_JSON))  # as large as one may be
    assert storage.load_settings() == (storage.Settings(back="red"), None)


def test_a_finished_match_counts_in_the_statistics(home):
    from game.bots import make_bot

    match = new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], seed=5)
    bots = [make_bot("normal", 1), make_bot("easy", 2)]
    while not match.over:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    stats = storage.Stats()
    stats.record(match)
    storage.save_stats(stats)
    loaded, _ = storage.load_stats()
    g = loaded.games["gin"]
    assert g.played == 1 and g.won == (1 if 0 in match.winners else 0)
    final = match.final_scores()[0]
    assert final > match.totals[0], "a line bonus at least"
    assert g.best == final and g.average == final, "the score the score sheet gives, bonuses too"
    assert g.against == {"easy": [1, g.won]}, "counted by the strongest computer at the table"


def _finished(game: str, seats: list[Seat], winners: tuple[int, ...]):
    """A match as the statistics see it at its end: who sat where, and who won."""
    match = new_match(game, None, seats, seed=1)
    match.over, match.winners = True, winners
    return match


def _stats_page(stats: storage.Stats, monkeypatch) -> list[str]:
    """The texts the statistics page draws for `stats`."""
    from scenes.menus.stats import StatsScene

    app = make_app()
    app.stats = stats
    app.push(TitleScene(app))
    app.push(StatsScene(app))
    return texts_drawn(app, monkeypatch)


def test_statistics_count_wins_by_the_strongest_opponent_and_show_them(home, monkeypatch):
    stats = storage.Stats()
    for seats, winners in (([Seat("You"), Seat("A", "easy"), Seat("B", "hard")], (0,)),
                           ([Seat("You"), Seat("A", "hard"), Seat("B", "normal")], (1,)),
                           ([Seat("You"), Seat("Friend")], (1,))):
        stats.record(_finished("three-thirteen", seats, winners))
    storage.save_stats(stats)
    path = storage.dirs().data / "stats.json"
    data = json.loads(path.read_text())
    data["games"]["three-thirteen"]["against"]["bogus"] = [1, 1]  # a hand-edited file
    data["games"]["three-thirteen"]["against"]["people"] = [1, 1]
    data["games"]["three-thirteen"]["against"]["easy"] = [1, "x"]
    data["games"]["gin"] = "won them all"
    path.write_text(json.dumps(data))
    loaded, problem = storage.load_stats()
    assert problem is None and set(loaded.games) == {"three-thirteen"}
    assert loaded.games["three-thirteen"].against == {"hard": [2, 1]}, "not people only"
    assert "against hard: won 1 of 2" in _stats_page(loaded, monkeypatch)


@pytest.mark.parametrize("edited", [
    {"against": -1, "people": 5},
    {"against": [["hard", [1, 1]]], "people": ["Ann"]},
    {"played": -3, "won": "2", "scores": -1, "best": -40, "total": -40},
    {"won": 9},
], ids=["numbers-for-tallies", "lists-for-tallies", "counts-below-zero", "more-won-than-played"])
def test_a_hand_edited_statistics_file_still_counts_the_next_match(home, monkeypatch, edited):
    """A tally that is no table of tallies, a count below nothing (a score may be) or more
    wins than matches is read as none: the next match adds to what is left, and the page
    shows it."""
    path = storage.dirs().data / "stats.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": storage.FORMAT_STATS, "version": 1,
                                "games": {"gin": {"played": 4, "won": 2, "best": 10,
                                                  "total": 30, "scores": 3, **edited}}}))
    loaded, problem = storage.load_stats()
    assert problem is None
    match = _finished("gin", [Seat("Ann"), Seat("Bot", "hard")], (0,))
    loaded.record(match)
    g = loaded.games["gin"]
    assert g.against == {"hard": [1, 1]} and g.people == {"Ann": [1, 1]}
    if "best" in edited:
        assert (g.played, g.won, g.scores) == (1, 1, 1)
        assert g.total == -40 + match.final_scores()[0]
    else:
        assert (g.played, g.won, g.scores) == (5, 1 if "won" in edited else 3, 4)
    assert any("against hard: won 1 of 1" in t for t in _stats_page(loaded, monkeypatch))


@pytest.mark.parametrize("size", [(1024, 600), (1080, 1920)], ids=["smallest", "rotated"])
def test_a_games_line_of_opponents_says_against_once_and_fits_at_full_size(
        home, monkeypatch, size):
    """Said before each level, the four had run wider than a tall window's line and been
    squeezed smaller than the names' line under them."""
    from scenes.menus.stats import StatsScene
    from tests.table_helpers import every_game_played

    app = make_app(size)
    app.stats = every_game_played()
    app.push(TitleScene(app))
    app.push(StatsScene(app))
    line = "against hard: won 0 of 1 · normal: won 1 of 1 · easy: won 0 of 1 · random: won 1 of 1"
    scene = app.stack[-1]
    spots = [r for t, r in texts_placed(app, monkeypatch) if t == line]
    assert len(app.stats.games) == len(GAMES)
    # as many as fit in sight, the rest a scroll away (End shows the last of them)
    assert spots and len(spots) + scene.hidden == len(GAMES), "every game's, in sight or below"
    full = ui.measure(line, 18 * ui.scale_of(app.screen))
    assert all(r.w >= full - 1 for r in spots), "not squeezed"
    if scene.hidden:
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
        below = [r for t, r in texts_placed(app, monkeypatch) if t == line]
        assert scene.first == scene.hidden and len(below) == len(GAMES) - scene.first
        assert all(r.w >= full - 1 for r in below), "not squeezed"


def test_friends_sharing_the_screen_each_have_a_record_by_name(home, monkeypatch):
    stats = storage.Stats()
    for seats, winners in (([Seat("Ann"), Seat("Ben ")], (0,)),
                           ([Seat("Ben"), Seat("Ann"), Seat("X", "hard")], (0,)),
                           ([Seat("Ann"), Seat("Ben"), Seat("Cy")], (2,)),
                           ([Seat("Ann"), Seat("Ann")], (1,))):  # two Anns: one match for her
        stats.record(_finished("rummy", seats, winners))
    assert stats.games["rummy"].people == {"Ann": [4, 2], "Ben": [3, 1], "Cy": [1, 1]}
    # a person at the table won each match: each counts as won among the game's matches
    assert (stats.games["rummy"].played, stats.games["rummy"].won) == (4, 4)
    storage.save_stats(stats)
    path = storage.dirs().data / "stats.json"
    data = json.loads(path.read_text())
    people = data["games"]["rummy"]["people"]
    people.update({"Dee": [1, 2], "Eve": [2, "1"], "": [1, 1], "F" * 500: [1, 0]})  # hand-edited
    path.write_text(json.dumps(data))
    loaded, problem = storage.load_stats()
    assert problem is None and loaded.games["rummy"].people == stats.games["rummy"].people
    assert "Ann won 2 of 4 · Ben won 1 of 3 · Cy won 1 of 1" in _stats_page(loaded, monkeypatch)


def test_a_name_is_one_person_whatever_its_case_and_keeps_the_latest_spelling(home, monkeypatch):
    stats = storage.Stats()
    stats.record(_finished("gin", [Seat("ann"), Seat("Ben")], (0,)))
    stats.record(_finished("gin", [Seat("Ben"), Seat("ANN")], (0,)))
    stats.record(_finished("gin", [Seat("Ann"), Seat("ben")], (0,)))
    assert stats.games["gin"].people == {"ben": [3, 1], "Ann": [3, 2]}
    stats.record(_finished("rummy", [Seat("Cy"), Seat("cy")], (1,)))  # saved before the refusal
    assert stats.games["rummy"].people == {"cy": [1, 1]}, "one match for one person"
    storage.save_stats(stats)
    path = storage.dirs().data / "stats.json"
    data = json.loads(path.read_text())
    data["games"]["gin"]["people"] = {"ann": [2, 1], "Ben": [1, 1], "ANN": [3, 0]}  # older file
    path.write_text(json.dumps(data))
    loaded, problem = storage.load_stats()
    assert problem is None and loaded.games["gin"].people == {"ANN": [5, 1], "Ben": [1, 1]}
    assert "ANN won 1 of 5 · Ben won 1 of 1" in _stats_page(loaded, monkeypatch)


def test_a_statistics_file_keeps_names_up_to_the_limits_the_table_could_have_written(home):
    """A name as long as New game allows, or one letter long, is read back; a longer one, or
    more names than are kept, were not written by the table and are left out."""
    edge = "N" * storage.LONGEST_NAME
    people = {"A": [1, 1], edge: [2, 1], edge + "N": [1, 0]}
    people.update({f"P{n}": [1, 0] for n in range(storage.MAX_PEOPLE)})
    path = storage.dirs().data / "stats.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": storage.FORMAT_STATS, "version": 1,
                                "games": {"gin": {"played": 2, "people": people}}}))
    loaded, problem = storage.load_stats()
    kept = loaded.games["gin"].people
    assert problem is None and len(kept) == storage.MAX_PEOPLE
    assert kept["A"] == [1, 1] and kept[edge] == [2, 1] and edge + "N" not in kept
    assert list(kept)[-1] == f"P{storage.MAX_PEOPLE - 3}", "the first that fit, in order"


def test_a_shared_win_counts_for_each_winner_and_an_unfinished_match_for_nobody(home):
    stats = storage.Stats()
    stats.record(_finished("pay-me", [Seat("Ann"), Seat("Ben"), Seat("Cy")], (0, 2)))
    assert stats.games["pay-me"].people == {"Ann": [1, 1], "Ben": [1, 0], "Cy": [1, 1]}
    unfinished = new_match("pay-me", None, [Seat("Ann"), Seat("Ben")], seed=1)
    stats.record(unfinished)
    assert stats.games["pay-me"].played == 1, "only finished matches count"


def test_a_lone_name_adds_no_line_and_many_names_keep_this_matchs(home, monkeypatch):
    stats = storage.Stats()
    solo = _finished("gin", [Seat("You"), Seat("Bot", "easy")], (0,))
    stats.record(solo)
    stats.record(solo)
    assert not any("You won" in t for t in _stats_page(stats, monkeypatch)), "the row says it"
    for n in range(storage.MAX_PEOPLE + 5):
        stats.record(_finished("gin", [Seat(f"P{n}"), Seat("Bot", "easy")], (1,)))
        assert f"P{n}" in stats.games["gin"].people, "the newest is kept"
    assert len(stats.games["gin"].people) == storage.MAX_PEOPLE
    assert "You" in stats.games["gin"].people and "P0" not in stats.games["gin"].people, \
        "the most played are kept, the oldest of the least played forgotten"
    assert any(t.startswith("You won 2 of 2 · ") and t.endswith(" more")
               for t in _stats_page(stats, monkeypatch)), "as many as the line holds"


def test_past_the_names_kept_the_least_played_is_forgotten_however_often_it_won():
    stats = storage.Stats()
    for _ in range(3):
        stats.record(_finished("gin", [Seat("Ann"), Seat("Bot", "easy")], (1,)))
    stats.record(_finished("gin", [Seat("Ben"), Seat("Bot", "easy")], (0,)))
    for n in range(storage.MAX_PEOPLE - 1):
        stats.record(_finished("gin", [Seat(f"P{n}"), Seat("Bot", "easy")], (0,)))
    people = stats.games["gin"].people
    assert people["Ann"] == [3, 0] and "Ben" not in people


def test_statistics_show_the_share_won_and_reset_only_when_asked_twice(home, monkeypatch):
    from scenes.menus.stats import StatsScene

    stats = storage.Stats()
    stats.games["gin"] = storage.GameStats(played=12, won=7, best=412, total=2900, scores=12)
    storage.save_stats(stats)
    app = make_app()
    app.stats = storage.load_stats()[0]
    app.push(TitleScene(app))
    scene = StatsScene(app)
    app.push(scene)
    drawn = texts_drawn(app, monkeypatch)
    assert "7 (58 %)" in drawn
    assert set(words.SAY["stats-columns"].split("|")) <= set(drawn), "each column's heading"
    row = drawn.index("Pay Me")
    assert drawn[row:row + 5] == ["Pay Me", "0", "0", "—", "—"], "a game never played"
    reset = next(b for b in scene.buttons if b.key == "reset")
    click(app, reset.rect.center)
    assert isinstance(app.top, ConfirmScene)
    app.top.pressed("no")
    assert storage.load_stats()[0].games["gin"].played == 12, "No keeps them"
    click(app, reset.rect.center)
    app.top.pressed("yes")
    assert app.top is scene and app.stats.games == {} and storage.load_stats()[0].games == {}
    frame(app)
    assert not next(b for b in scene.buttons if b.key == "reset").enabled, "nothing to reset"


def test_an_unreadable_statistics_file_is_kept_aside_and_matches_count_afresh(home):
    from scenes.menus.stats import StatsScene

    path, app = spoilt(home, "data/stats.json")
    app.push(TitleScene(app))
    scene = StatsScene(app)
    app.push(scene)
    frame(app)
    assert not next(b for b in scene.buttons if b.key == "reset").enabled, "nothing to reset"
    app.stats.record(_finished("gin", [Seat("You"), Seat("Bot", "easy")], (0,)))
    storage.save_stats(app.stats)
    assert storage.load_stats()[0].games["gin"].won == 1
    assert path.with_name("stats.unreadable.json").read_text() == "{ not json"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1080, 1920), (3840, 2160)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_both_files_set_aside_are_told_in_full_below_the_buttons(home, size, monkeypatch):
    """Two notices had been run into one line shrunk to fit a narrow window: they share a
    line only when it fits at full size, else each has its own."""
    for where in ("config/settings.json", "data/stats.json"):
        (home / where).parent.mkdir(parents=True)
        (home / where).write_text("{ not json")
    app = make_app(size)
    title = TitleScene(app)
    app.push(title)
    problems = app.notice.split("\n")
    assert len(problems) == 2 and all("unreadable.json" in p for p in problems)
    placed = [(t, r) for t, r in texts_placed(app, monkeypatch) if "is damaged" in t]
    said = " ".join(t for t, _ in placed)
    assert said.replace(" · ", " ") == " ".join(problems), "every word, in order"
    window = app.screen.get_rect()
    bottom = max(b.rect.bottom for b in title.buttons)
    for _, rect in placed:
        assert window.contains(rect) and rect.top > bottom
    full = 20 * ui.scale_of(app.screen)
    if ui.measure(" · ".join(problems), full) <= size[0] - 40 * ui.scale_of(app.screen):
        assert len(placed) == 1
    else:
        assert len(placed) >= 2 and all(" · " not in t for t, _ in placed)
        assert all(r.h >= placed[0][1].h for _, r in placed), "the lines alike"


def test_a_statistics_file_that_cannot_be_moved_aside_is_kept_and_never_written_over(
        home, monkeypatch):
    """When the damaged file cannot be renamed (a read-only folder, say), it stays where it
    is, the notice says so, and the matches played meanwhile are not saved over it."""
    path = home / "data" / "stats.json"
    path.parent.mkdir(parents=True)
    path.write_text("{ not json")

    def refused(self, target):  # type: ignore[no-untyped-def]
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(type(path), "rename", refused)
    stats, problem = storage.load_stats()
    assert problem == "stats.json is damaged; it is kept as it is"
    stats.record(_finished("gin", [Seat("You"), Seat("Bot", "easy")], (0,)))
    storage.save_stats(stats)
    assert list(path.parent.iterdir()) == [path] and path.read_text() == "{ not json"


def test_the_window_keeps_its_size_and_never_gets_too_small(home):
    import warnings

    import pygame

    from scenes.app import MIN_SIZE, App

    app = App()  # a real (dummy-driver) window
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1400, 800), w=1400, h=800))
    assert storage.load_window_size() == (1400, 800)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(640, 400), w=640, h=400))
    assert app.screen.get_size() == MIN_SIZE == (1024, 600)  # as the manual says
    reopened = App()
    assert reopened.screen.get_size() == MIN_SIZE  # the last size it had
    reopened.toggle_fullscreen()
    reopened.toggle_fullscreen()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert window.minimum_size == MIN_SIZE, "the window manager stops resizes there, after F11 too"


def test_a_stored_window_size_is_used_only_when_it_is_two_whole_pixel_counts(home):
    path = home / "state" / "window.json"
    path.parent.mkdir(parents=True)
    for size, used in (([1400, 800], (1400, 800)), ([1, 19999], (1, 19999)),
                       ([0, 800], None), ([1400, 20000], None), ([True, 800], None),
                       ([1400, "800"], None), ([1400.0, 800], None), ([1400], None),
                       ({"w": 1400}, None)):
        path.write_text(json.dumps({"format": storage.FORMAT_WINDOW, "size": size}))
        assert storage.load_window_size() == used, size


def test_the_first_window_takes_two_thirds_of_the_desktop_each_way(home, monkeypatch):
    """1280x720 on a 1080p screen, and as large to the eye on a 4K one; a laptop's gets the
    smallest size, and a size the player gave later is kept."""
    import pygame

    from scenes.app import MIN_SIZE, App

    for desktop, opened in (((1920, 1080), (1280, 720)), ((3840, 2160), (2560, 1440)),
                            ((1366, 768), MIN_SIZE)):
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda d=desktop: [d])
        assert App().screen.get_size() == opened, desktop
    app = App()
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 650), w=1100, h=650))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(3840, 2160)])
    assert App().screen.get_size() == (1100, 650)


def test_a_window_opens_no_bigger_than_the_desktop(home, monkeypatch):
    """A size saved on a big monitor, reopened on a laptop, fits the laptop's screen (with
    room for a title bar and a task bar)."""
    import pygame

    from scenes.app import App

    storage.save_window_size((2560, 1440))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    assert App().screen.get_size() == (1366, 691)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(3840, 2160)])
    assert App().screen.get_size() == (2560, 1440)


@pytest.mark.parametrize("desktop", [(1024, 600), (800, 480), (1920, 540)])
def test_a_screen_too_small_for_the_smallest_window_is_filled(home, monkeypatch, desktop):
    """A netbook's 1024x600 has no room for a 1024x600 window and a title bar, and a 7-inch
    800x480 none for it at all: the table's foot had been below the screen's edge. The
    program opens at full screen there, and F11 still gives a window."""
    import pygame

    from scenes.app import MIN_SIZE, App

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    app = App()
    assert app.settings.fullscreen and pygame.display.is_fullscreen()
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    assert not pygame.display.is_fullscreen() and app.screen.get_height() == MIN_SIZE[1]
    for roomy in ((1280, 720), (0, 0)):  # room for the window; a display that cannot tell
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda d=roomy: [d])
        app = App()
        assert not app.settings.fullscreen and app.screen.get_size() == MIN_SIZE, roomy


def test_continue_offers_the_newest_match_not_yet_over(home):
    import os

    from game.bots import make_bot

    saves = home / "data" / "saves"
    older = new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], seed=1)
    finished = new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], seed=2)
    bots = [make_bot("easy", 1), make_bot("easy", 2)]
    while not finished.over:
        seat = finished.pending()[0].seat
        finished.apply(bots[seat].choose(finished.view(seat)))
    storage.save_match(saves / "older.json", older)
    storage.save_match(saves / "finished.json", finished)
    (saves / "broken.json").write_text("{")
    os.utime(saves / "older.json", (1, 1))
    entry = storage.last_unfinished()
    assert entry is not None and entry.path.name == "older.json"


def test_the_title_says_when_the_newest_save_cannot_be_read(home, monkeypatch):
    """A match in play may have been in it: a greyed Continue, or one offering an older match,
    would not say so."""
    import os

    saves = home / "data" / "saves"
    storage.save_match(saves / "older.json", new_match("gin", None, 2, 1))
    os.utime(saves / "older.json", (1, 1))
    (saves / "spoilt.json").write_text('{"format": "rummy-parlor-record", "version": 2, "ga')
    os.utime(saves / "spoilt.json", (2, 2))
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    said = words.SAY["newest-unreadable"].format(name="spoilt.json")
    assert said in texts_drawn(app, monkeypatch)
    assert title.button("continue").enabled, "the older match may still be continued"
    assert title.button("continue").accent and not title.button("new").accent
    os.utime(saves / "older.json", (3, 3))  # that match played on and saved since
    title.resume()
    assert said not in texts_drawn(app, monkeypatch)
    (saves / "older.json").unlink()
    title.resume()
    assert said in texts_drawn(app, monkeypatch) and not title.button("continue").enabled
    assert title.button("new").accent and not title.button("continue").accent


def test_a_save_naming_a_computer_level_this_version_lacks_is_listed_as_unreadable(
        home, monkeypatch):
    """Opening it had stopped the program, with no bot to seat; Continue passes it by and
    Load game says why, the file kept (a newer version may read it)."""
    path = home / "data" / "saves" / "later.json"
    storage.save_match(path, new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], 1))
    text = path.read_text().replace('"bot":"easy"', '"bot":"expert"')
    assert "expert" in text
    path.write_text(text)
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    frame(app)
    assert not title.button("continue").enabled
    click(app, title.button("load").rect.center)
    assert any("unknown computer level, 'expert'" in t for t in texts_drawn(app, monkeypatch))
    assert path.read_text() == text


@pytest.mark.parametrize("name", ["a\x00b", "\ud800x", "\u200b", "\u200f\u202e"],
                         ids=["null", "half-surrogate", "zero-width", "only-marks"])
def test_a_hand_edited_name_the_font_cannot_draw_is_drawn_as_it_can_be(home, name):
    """A null character, half of a surrogate pair (JSON can write one) or a name of only
    invisible marks had stopped the title screen with the font's error on every start."""
    from scenes.menus.stats import StatsScene
    from scenes.table.scene import TableScene

    path = home / "data" / "saves" / "odd.json"
    storage.save_match(path, new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], 1))
    data = json.loads(path.read_text())
    data["seats"][0]["name"] = name
    path.write_text(json.dumps(data))
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    frame(app)
    app.push(LoadScene(app))
    frame(app)
    app.pop()
    click(app, title.button("continue").rect.center)
    frame(app, 0.5)
    assert isinstance(app.top, TableScene) and app.top.match.seats[0].name == name
    stats = storage.Stats()
    stats.record(_finished("gin", [Seat(name), Seat("Ann")], (0,)))
    app.stats = stats
    app.push(StatsScene(app))  # the name in its line of people
    frame(app)
    fits = ui.measure(name, 20) <= 10 / ui.LEGIBLE
    assert fits or ui.shorten(name, 20, 10).endswith("…"), "cut to fit like any name"


def test_a_hand_edited_name_is_drawn_on_one_line_with_no_blank_boxes(home, monkeypatch):
    """pygame-ce breaks a line at a newline (the name had run down over the cards under it)
    and draws a letter its font lacks as a blank box: a save may hold either."""
    assert ui.drawable("a\nb\tc\x00") == "a b c "
    assert ui.drawable("李😀 Zoë\u200d\u200f") == "?? Zoë", "lacking: '?'; invisible marks: none"
    assert ui.drawable("Bruno takes Q♠, 7♦ · “x” …") == "Bruno takes Q♠, 7♦ · “x” …"
    path = home / "data" / "saves" / "odd.json"
    seats = [Seat("You"), Seat("Ann\nBen", "easy"), Seat("李", "easy")]
    storage.save_match(path, new_match("pay-me", None, seats, 1))
    app = make_app()
    app.push(TitleScene(app))
    app.open_over_title("table", save=path)
    frame(app, 0.5)
    spots = text_spots(app, monkeypatch)
    assert spots["Ann Ben · easy"].height == spots["You · dealer"].height, "one line"
    assert "? · easy" in spots


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_pipe_among_the_saves_is_listed_as_unreadable_not_waited_on(home, monkeypatch):
    saves = home / "data" / "saves"
    storage.save_match(storage.new_save_path("gin"), new_match("gin", None, 2, 1))
    with named_pipe(saves / "pipe.json"):
        app = make_app()
        app.push(TitleScene(app))
        frame(app)
        app.push(LoadScene(app))
        assert "pipe.json — unreadable: cannot be read: not a regular file" in \
            texts_drawn(app, monkeypatch)
        assert len([e for e in storage.list_saves() if e.summary is not None]) == 1


def test_a_save_can_be_deleted_from_the_load_screen_but_a_file_not_ours_cannot(home):
    storage.save_match(storage.new_save_path("gin"), new_match("gin", None, 2, 1))
    saves = home / "data" / "saves"
    (saves / "foreign.json").write_text('{"format": "something else"}')
    app = make_app()
    app.push(TitleScene(app))
    scene = LoadScene(app)
    app.push(scene)
    frame(app)
    deletes = [b for b in scene.buttons if b.key.startswith("delete:")]
    assert len(deletes) == 1, "only our own, readable save offers Delete"
    click(app, deletes[0].rect.center)
    assert isinstance(app.top, ConfirmScene)
    click(app, app.top.button("no").rect.center)
    assert len(list(saves.glob("*.json"))) == 2, "No keeps it"
    click(app, deletes[0].rect.center)
    click(app, app.top.button("yes").rect.center)
    assert [p.name for p in saves.glob("*.json")] == ["foreign.json"]
    assert app.top is scene and len(scene.entries) == 1
    assert not any(b.key.startswith("delete:") for b in scene.buttons)
    assert storage.delete_save(saves / "gone.json") is None, \
        "a save already gone (deleted from another window) is no problem"


def test_a_save_that_cannot_be_deleted_says_why_and_stays(home, monkeypatch):
    from pathlib import Path

    path = storage.new_save_path("gin")
    storage.save_match(path, new_match("gin", None, 2, 1))

    def refuse(self, missing_ok=False):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "unlink", refuse)
    assert storage.delete_save(path) == f"{path.name} could not be deleted (Permission denied)"
    assert path.exists()

"""The program's own window (SDL's dummy driver stands in for a screen): opening at the title
and closing, F11, no window to be had, the loop's clock, and a bug's last screen. Most tests
draw off screen, where none of this runs; the window's size is tested with the other stored
things (test_storage)."""

from __future__ import annotations

import os
import warnings

import pygame
import pytest

import scenes.app
from scenes import storage
from scenes.app import App
from scenes.base import Scene
from scenes.menus.title import TitleScene
from tests.table_helpers import tap


@pytest.fixture(autouse=True)
def _pygame_stays(monkeypatch):  # type: ignore[no-untyped-def]
    """`run` ends with pygame.quit, which would close the fonts the other tests hold."""
    monkeypatch.setattr(pygame, "quit", lambda: None)


def test_the_program_opens_at_the_title_and_closes_with_its_window(monkeypatch):
    seen = []
    real = App.run

    def close_at_once(app: App) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        real(app)
        seen.append((app.window, type(app.stack[-1]), pygame.display.get_caption()[0]))

    monkeypatch.setattr(App, "run", close_at_once)
    assert scenes.app.run() == 0
    assert seen == [(True, TitleScene, "Rummy Parlor")]


def test_ctrl_q_quits_from_any_screen_as_closing_the_window_does():
    """At the table the match is on disk already (saved after every move); typing a name,
    Ctrl+Q is not a letter; Q alone quits nothing."""
    from game.api import new_match
    from game.match import Seat
    from game.record import read, replay
    from scenes.menus.new_game import NewGameScene
    from tests.table_helpers import frame, key, make_app, my_turn_at

    app = make_app()
    table = my_turn_at(app, new_match("gin", None, [Seat("You"), Seat("Bot", "normal")], 3))
    played = len(table.match.history)
    assert table.act(table.view.legal[0])  # a move of this person's, saved at once
    assert len(table.match.history) > played
    key(app, pygame.K_q)
    assert app.running
    key(app, pygame.K_q, pygame.KMOD_LCTRL)
    assert not app.running
    assert table.session.path is not None
    assert replay(read(table.session.path)).history == table.session.match.history
    for held in (pygame.KMOD_CTRL, pygame.KMOD_META):
        app = make_app()
        scene = NewGameScene(app)
        app.push(scene)
        frame(app)  # laid out
        scene.pressed("name:0")
        key(app, pygame.K_q, held)
        assert not app.running and scene.names[0] == "You"


def test_the_window_title_names_the_game_while_a_match_is_open():
    from game.api import new_match
    from game.match import Seat
    app = App((1280, 720))
    app.push(TitleScene(app))
    app.step()
    assert pygame.display.get_caption()[0] == "Rummy Parlor"
    app.open_over_title(
        "table", match=new_match("gin", None, [Seat("You"), Seat("Bot", "normal")], 3))
    app.step()
    assert pygame.display.get_caption()[0] == "Gin Rummy — Rummy Parlor"
    tap(app, pygame.K_F2)  # the score sheet, over the table
    app.step()
    assert pygame.display.get_caption()[0] == "Gin Rummy — Rummy Parlor"
    app.reset(TitleScene(app))  # Main menu
    app.step()
    assert pygame.display.get_caption()[0] == "Rummy Parlor"


def test_the_click_that_brings_the_window_forward_also_acts(monkeypatch):
    """SDL spends a click into a window without the focus on focusing it (X11, macOS) unless
    told otherwise: the first click on a pile or a button seemed lost. A person's own choice
    (the variable set before starting) stands."""
    hint = "SDL_MOUSE_FOCUS_CLICKTHROUGH"
    told = []
    monkeypatch.setattr(App, "run", lambda app: told.append(os.environ.get(hint)))
    for own in (None, "0"):
        if own is None:
            monkeypatch.delenv(hint, raising=False)
        else:
            monkeypatch.setenv(hint, own)
        assert scenes.app.run() == 0
    assert told == ["1", "0"]


def test_f11_fills_the_screen_and_gives_the_window_back_and_is_remembered(monkeypatch):
    """Back from full screen, the window has the size it was last given. It is the same
    window throughout: a new one would flicker and land elsewhere on the desktop."""
    app = App((1280, 720))
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 650), w=1100, h=650))
    desktop = pygame.display.get_desktop_sizes()[0]

    def new_window(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("F11 made a new window")

    monkeypatch.setattr(pygame.display, "set_mode", new_window)
    tap(app, pygame.K_F11)
    assert app.settings.fullscreen and storage.load_settings()[0].fullscreen
    assert app.screen.get_size() == desktop
    # the desktop tells a full screen's size as a resize: not the window's size to come back to
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=desktop, w=desktop[0], h=desktop[1]))
    tap(app, pygame.K_F11)
    assert not storage.load_settings()[0].fullscreen
    assert app.screen.get_size() == (1100, 650) == storage.load_window_size()


def test_a_program_closed_at_full_screen_opens_so_and_f11_gives_its_window_back():
    storage.save_settings(storage.Settings(fullscreen=True))
    storage.save_window_size((1024, 650))
    app = App()
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.screen.get_size() == desktop == pygame.display.get_window_size()
    tap(app, pygame.K_F11)
    assert app.screen.get_size() == (1024, 650) == pygame.display.get_window_size()
    assert not pygame.display.is_fullscreen()
    tap(app, pygame.K_F11)
    assert pygame.display.is_fullscreen() and app.screen.get_size() == desktop
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert window.minimum_size == (1, 1), \
        "full screen takes a screen smaller than the window's smallest whole (a netbook's)"


def test_f11_still_works_with_a_pygame_that_offers_no_window_object(monkeypatch):
    """`Window.from_display_module` is deprecated: without it, set_mode makes the window
    anew each way, as it used to."""
    monkeypatch.setattr(scenes.app, "_display_window", lambda: None)
    storage.save_settings(storage.Settings(fullscreen=True))
    app = App((1024, 650))
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.screen.get_size() == desktop and pygame.display.is_fullscreen()
    tap(app, pygame.K_F11)
    assert app.screen.get_size() == (1024, 650) and not pygame.display.is_fullscreen()
    tap(app, pygame.K_F11)
    assert app.screen.get_size() == desktop and pygame.display.is_fullscreen()


def test_drawing_off_screen_follows_a_resize_as_a_window_does():
    """Tests and screenshots draw on a surface, not a window: a resize must still reach it, or
    the random-input tests' resizes would try no other size."""
    app = App((1280, 720), window=False)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1500, 900), w=1500, h=900))
    assert app.screen.get_size() == (1500, 900)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 400), w=800, h=400))
    assert app.screen.get_size() == (1024, 600)
    assert app.screen is not pygame.display.get_surface(), "no window opened for it"


@pytest.mark.parametrize(("fault", "said"), [
    (pygame.error("No available video device"), "cannot open a window (No available video"),
    (FileNotFoundError("cards.png"), "the installation is damaged"),
])
def test_no_window_to_be_had_is_one_line_and_status_1(monkeypatch, capsys, fault, said):
    def fail(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise fault

    monkeypatch.setattr(scenes.app, "App", fail)
    assert scenes.app.run() == 1
    err = capsys.readouterr().err
    assert err.startswith(f"rummy-parlor: {said}") and err.count("\n") == 1


def test_with_no_display_the_program_says_so_rather_than_run_unseen(monkeypatch, capsys):
    """Without a display SDL draws off screen: the program had run on, invisible."""
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    opened = []
    monkeypatch.setattr(scenes.app, "App", lambda *a, **k: opened.append(1))
    assert scenes.app.run() == 1 and not opened
    err = capsys.readouterr().err
    assert err == ("rummy-parlor: cannot open a window (no display found; `rummy-parlor "
                   "--help` lists the commands that need none)\n")
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")  # asked for: drawn off screen
    assert not scenes.app._no_screen()


class Glide(Scene):
    """A scene moving for `left` seconds of updates; it counts the times it is drawn."""

    def __init__(self, app: App, left: float) -> None:
        super().__init__(app)
        self.left, self.steps, self.drawn = left, [], 0

    def update(self, dt: float) -> None:
        self.steps.append(dt)
        self.left -= dt

    @property
    def busy(self) -> bool:
        return self.left > 0

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn += 1


def test_each_pass_of_the_loop_moves_things_by_the_time_since_the_last_at_most_a_tenth(
        monkeypatch):
    """A frame steps the scene by the time it took; a stall (the window dragged, a slow disk)
    steps it by a tenth of a second, not all at once. The pass that ends a glide draws its last
    frame though the scene is then still."""
    from tests.table_helpers import make_app

    clock = [100.0]
    monkeypatch.setattr(scenes.app.time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(scenes.app.time, "sleep", lambda s: clock.__setitem__(0, clock[0] + s))
    app = make_app()
    glide = Glide(app, 0.2)
    app.push(glide)
    app.last_input = clock[0] - scenes.app.AWAKE * 10  # no input lately
    pygame.event.clear()
    clock[0] += 0.016
    app.stepped = clock[0] - 0.016
    assert app.step() and glide.steps == [pytest.approx(0.016)]
    clock[0] += 5
    assert app.step() and glide.steps[-1] == 0.1
    clock[0] += 0.1
    drawn = glide.drawn
    assert app.step() and not glide.busy and glide.drawn == drawn + 1, "the last frame"
    assert not app.step() and glide.drawn == drawn + 1, "then it rests"


def crash_in(monkeypatch, scene: type[Scene]) -> list[str]:
    """Make `scene`'s next update fail as a bug would, long after the last input; the lines
    the crash screen draws first (it is then closed with Enter, as a player would)."""
    from scenes.drawing import ui
    from scenes.menus import crash

    def fail(self, dt):  # type: ignore[no-untyped-def]
        self.app.last_input -= 100
        # should the screen wait for input to be drawn, the program is closed for it
        pygame.time.set_timer(pygame.QUIT, 1500, loops=1)
        raise RuntimeError("boom")

    monkeypatch.setattr(scene, "update", fail)
    drawn: list[str] = []
    real_draw, real_text = crash.CrashScene.draw, ui.text

    def draw_and_close(self, surface):  # type: ignore[no-untyped-def]
        if drawn:  # the frame drawn as Enter comes
            real_draw(self, surface)
            return
        assert self.app.running, "drawn at once, with no input to wake the window"
        monkeypatch.setattr(ui, "text", lambda s, line, *a, **k: drawn.append(line)
                            or real_text(s, line, *a, **k))
        real_draw(self, surface)
        monkeypatch.setattr(ui, "text", real_text)
        pygame.time.set_timer(pygame.QUIT, 0)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode="\r"))

    monkeypatch.setattr(crash.CrashScene, "draw", draw_and_close)
    return drawn


def test_a_bug_is_reported_in_a_file_on_screen_and_on_the_terminal(monkeypatch, capsys, home):
    """An installed program has no terminal: its window had vanished without a word."""
    from game import __version__
    from scenes import words

    drawn = crash_in(monkeypatch, TitleScene)
    assert scenes.app.run() == 1
    (report,) = (home / "state" / "crash-reports").iterdir()
    text = report.read_text()
    assert text.startswith(f"Rummy Parlor {__version__}, ")
    assert "scenes: TitleScene" in text and "Match in play" not in text
    assert 'raise RuntimeError("boom")' in text and text.endswith("RuntimeError: boom\n")
    assert capsys.readouterr().err == ("rummy-parlor: an unexpected error stopped the program "
                                       f"(RuntimeError); the report is in {report}\n")
    assert drawn[0] == words.SAY["crash-title"] and str(report) in drawn
    assert words.SAY["crash"] in drawn and words.SAY["crash-saved"] not in drawn


def test_a_bug_at_the_table_says_the_match_is_kept(monkeypatch, home):
    from game.api import new_match
    from game.match import Seat
    from game.record import read
    from scenes import words
    from scenes.table.scene import TableScene

    def open_a_match(self, dt):  # type: ignore[no-untyped-def]
        self.app.open_over_title(
            "table", match=new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], 4))

    monkeypatch.setattr(TitleScene, "update", open_a_match)
    drawn = crash_in(monkeypatch, TableScene)
    assert scenes.app.run() == 1
    (save,) = (home / "data" / "saves").iterdir()
    assert read(save).game == "gin", "the match is on disk, readable"
    (report,) = (home / "state" / "crash-reports").iterdir()
    assert f"Match in play: {save.name}" in report.read_text()
    assert "TitleScene > TableScene" in report.read_text()
    assert words.SAY["crash-saved"] in " ".join(drawn)


def test_with_no_report_to_be_had_the_screen_and_terminal_say_why(monkeypatch, capsys, home):
    from scenes import words

    (home / "state").write_text("a file where the folder should be")
    drawn = crash_in(monkeypatch, TitleScene)
    assert scenes.app.run() == 1
    err = capsys.readouterr().err
    assert err.startswith("rummy-parlor: an unexpected error stopped the program (RuntimeError); "
                          "no report could be written (") and err.count("\n") == 1
    assert any(line.startswith(words.SAY["crash-no-report"].split("(")[0].strip())
               for line in drawn)


def test_a_crash_screen_that_fails_too_still_ends_the_program_quietly(monkeypatch, capsys):
    from scenes.menus import crash

    crash_in(monkeypatch, TitleScene)

    def broken(self, surface):  # type: ignore[no-untyped-def]
        raise pygame.error("the display is gone")

    monkeypatch.setattr(crash.CrashScene, "draw", broken)
    assert scenes.app.run() == 1
    assert "the report is in" in capsys.readouterr().err


def test_the_newest_ten_reports_are_kept(home, monkeypatch):
    from scenes.menus import crash

    app = App((1280, 720), window=False)
    monkeypatch.setattr(crash.time, "strftime", lambda *a: "20261128-2130")  # one second
    made = [crash.write_report(RuntimeError(n), app) for n in range(12)]
    kept = sorted((home / "state" / "crash-reports").iterdir())
    assert len(kept) == crash.KEPT == 10 and set(kept) == set(made[2:])
    assert [p.name for p in made[:3]] == ["crash-20261128-2130.txt", "crash-20261128-2130-2.txt",
                                          "crash-20261128-2130-3.txt"], "numbered within a second"


def test_a_report_holds_half_a_surrogate_pair_escaped(home):
    """An error may quote a name from a save, which JSON lets hold half a surrogate pair: no
    UTF-8 has it, and writing the report had failed with the error it was reporting."""
    from scenes.menus import crash

    app = App((1280, 720), window=False)
    report = crash.write_report(RuntimeError("no seat for Ann\ud800"), app)
    assert report.read_text(encoding="utf-8").endswith("RuntimeError: no seat for Ann\\ud800\n")


def test_a_report_names_the_home_folder_only_as_a_tilde(monkeypatch, home):
    from pathlib import Path

    from scenes.menus import crash

    monkeypatch.setattr(Path, "home", classmethod(lambda cls: home))
    app = App((1280, 720), window=False)
    try:
        raise RuntimeError(f"cannot open {home / 'notes.txt'}")
    except RuntimeError as exc:
        report = crash.write_report(exc, app)
    text = report.read_text()
    assert "RuntimeError: cannot open ~/notes.txt" in text and str(home) not in text


def test_a_bug_before_the_title_is_shown_is_reported_the_same(monkeypatch, home):
    from scenes.menus import crash

    def fail(self, app):  # type: ignore[no-untyped-def]
        raise KeyError("no such save")

    def close(self, surface):  # type: ignore[no-untyped-def]
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    monkeypatch.setattr(TitleScene, "__init__", fail)
    monkeypatch.setattr(crash.CrashScene, "draw", close)
    assert scenes.app.run() == 1
    (report,) = (home / "state" / "crash-reports").iterdir()
    assert "KeyError: 'no such save'" in report.read_text()


@pytest.mark.parametrize("how", ["escape", "enter", "click"])
def test_the_last_screen_closes_with_esc_enter_or_its_button(how):
    from pathlib import Path

    from scenes.menus.crash import CrashScene
    from tests.table_helpers import click, frame, key, make_app

    app = make_app()
    app.push(CrashScene(app, Path("crash.txt"), None, saved=False))
    frame(app)
    if how == "click":
        click(app, app.top.button("close").rect.center)
    else:
        key(app, pygame.K_ESCAPE if how == "escape" else pygame.K_RETURN)
    assert not app.running

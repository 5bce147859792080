"""The program's own window (SDL's dummy driver stands in for a screen): opening at the title
and closing, F11, and no window to be had. Most tests draw off screen, where none of this
runs; the window's size is tested with the other stored things (test_storage)."""

from __future__ import annotations

import pygame
import pytest

import scenes.app
from scenes import storage
from scenes.app import App
from scenes.title import TitleScene


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


def test_f11_fills_the_screen_and_gives_the_window_back_and_is_remembered():
    """Back from full screen, the window has the size it was last given."""
    app = App((1280, 720))
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 650), w=1100, h=650))
    desktop = pygame.display.get_desktop_sizes()[0]
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert app.settings.fullscreen and storage.load_settings()[0].fullscreen
    assert app.screen.get_size() == desktop
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert not storage.load_settings()[0].fullscreen
    assert app.screen.get_size() == (1100, 650)


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

"""Render any scene to a PNG with no window: for tests and the docs' pictures."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

SCENES = ("title", "new-game", "table", "summary", "scores", "rules", "settings", "stats")
DEFAULT_SIZE = (1280, 720)
NAMES = ("You", "Bruno", "Cleo", "Dmitri", "Esme", "Farid", "Greta", "Hugo")


class ScreenshotError(ValueError):
    """A request the screenshot command cannot satisfy (said in one line)."""


def parse_size(text: str) -> tuple[int, int]:
    from scenes.app import MAX_SIZE, MIN_SIZE

    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ScreenshotError(f"--size takes WIDTHxHEIGHT, like 1280x720, not '{text}'") from None
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise ScreenshotError(f"--size must be from {MIN_SIZE[0]}x{MIN_SIZE[1]} to "
                              f"{MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return w, h


@contextmanager
def _fresh_home() -> Iterator[None]:
    """An empty home for the picture, unless RUMMY_PARLOR_HOME names one: the title's
    Continue and the statistics then show a fresh install, never the user's own games."""
    if os.environ.get("RUMMY_PARLOR_HOME"):
        yield
        return
    with tempfile.TemporaryDirectory(prefix="rummy-parlor-shot-") as home:
        os.environ["RUMMY_PARLOR_HOME"] = home
        try:
            yield
        finally:
            del os.environ["RUMMY_PARLOR_HOME"]


def render(scene: str, game_id: str, players: int, seed: int, actions: int = 0,
           size: tuple[int, int] = DEFAULT_SIZE, four_colour: bool = False,
           preset: str | None = None) -> pygame.Surface:
    """The scene drawn on a new surface, as on a fresh install. The match: you in seat 1,
    normal bots elsewhere; `actions` decisions are played first (by bots, your seat
    included); `preset`, the game's preset (its first by default)."""
    with _fresh_home():
        return _render(scene, game_id, players, seed, actions, size, four_colour, preset)


def _render(scene: str, game_id: str, players: int, seed: int, actions: int,
            size: tuple[int, int], four_colour: bool, preset: str | None) -> pygame.Surface:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.api import new_match
    from game.bots import bot_seed, make_bot
    from game.match import Seat
    from scenes.app import App
    from scenes.menus.new_game import NewGameScene
    from scenes.storage import Settings
    from scenes.table.scene import TableScene
    from scenes.table.session import Session

    if scene not in SCENES:
        raise ScreenshotError(f"unknown scene '{scene}' (scenes: {', '.join(SCENES)})")
    if actions < 0:
        raise ScreenshotError("--actions cannot be negative")
    app = App(size, window=False)
    # cards drawn where they settle; the settings page shows a fresh install's choices
    app.settings = Settings(four_colour=four_colour) if scene == "settings" else \
        Settings(speed="instant", four_colour=four_colour)
    app.apply_settings()
    app.sounds.volume = 0
    app.open("title")
    if scene in ("table", "summary", "scores"):
        seats = [Seat(NAMES[i], None if i == 0 else "normal") for i in range(players)]
        match = new_match(game_id, None, seats, seed, preset)
        bots = [make_bot("normal", bot_seed(seed, i)) for i in range(players)]
        last_end = None
        played = 0
        while not match.over and (played < actions or (scene != "table" and last_end is None)):
            seat = match.pending()[0].seat
            events = match.apply(bots[seat].choose(match.view(seat)))
            played += 1
            ends = [e for e in events if e.kind == "hand-ended"]
            if ends:
                last_end = ends[-1]
        session = Session(match)  # no path: a screenshot never writes a save
        table = TableScene(app, session, dealt=False)
        app.push(table)
        if scene == "summary" and last_end is not None:
            app.open("summary", table=table, event=last_end, match_over=match.over)
        elif scene == "scores":
            app.open("score-sheet", table=table)
        app.draw(app.screen)  # lay the table out, then draw again with every card settled
        table.anim.update(60.0)
    elif scene == "new-game":
        chooser = NewGameScene(app, game_id)
        low, high = chooser.range
        chooser.players = max(low, min(high, players))
        app.push(chooser)
    elif scene == "rules":
        app.open("rules", game_id=game_id)
    elif scene == "settings":
        app.open("settings")
    elif scene == "stats":
        app.open("stats")
    surface = pygame.Surface(app.screen.get_size())
    app.draw(surface)
    return surface


def save_png(surface: pygame.Surface, out: str) -> None:
    import pygame

    path = Path(out)
    if path.suffix.lower() != ".png":
        raise ScreenshotError("--out must name a .png file")
    if not path.parent.is_dir():
        raise ScreenshotError(f"no such folder: {path.parent}")
    try:
        pygame.image.save(surface, str(path))
    except (pygame.error, OSError) as error:  # a folder of that name, no write permission…
        raise ScreenshotError(f"cannot write {path}: {error}") from None

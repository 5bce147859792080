"""The scene protocol: the app keeps a stack; the top scene gets events and every scene from
the topmost opaque one up is drawn, so overlays (dialogs, the hand summary) show the table.

Scenes never import each other, nor the app: a scene opens another by its name, through the
app it was given (`self.app.open("rules", game_id="gin")`), which builds it from the list in
scenes.screens. What a scene may ask of the app is `Host`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

import pygame

from scenes.drawing import ui

if TYPE_CHECKING:
    from scenes.drawing.cardart import CardArt
    from scenes.sound import Sounds
    from scenes.storage import Settings, Stats

# Every screen a scene may open by name (scenes.screens builds each one).
ScreenName = Literal["title", "new-game", "load", "rules", "settings", "stats", "confirm",
                     "ask", "crash", "table", "handover", "summary", "score-sheet", "moves"]


class Scene:
    opaque = True  # False: the scene below shows through
    # How many times longer than broad it is drawn, either way: a window of a longer shape
    # gets a page of it in the middle (None: the whole window, whatever its shape).
    longest: float | None = ui.MENU_LONGEST
    home = False  # the title: a match leaves for it, and is opened over it

    def __init__(self, app: Host) -> None:
        self.app = app

    def opened(self) -> None:
        """Called once the app has opened the scene by name and put it on the stack: it may
        open another over itself (the table, a hand-over)."""

    def resume(self) -> None:
        """Called when the scene comes back to the top."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event (mouse positions come from `event.pos`, never from polling)."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds."""

    @property
    def busy(self) -> bool:
        """Whether the scene changes without input (an animation, a bot's turn): the window
        is drawn at full rate only while the top scene is busy or input is coming."""
        return False

    @property
    def caption(self) -> str | None:
        """What the window's title names while this scene is open, before the program's
        name (the game at the table), or None."""
        return None

    @property
    def save_path(self) -> Path | None:
        """The save of the match this scene plays, if it plays one (a crash report names it)."""
        return None

    def cursor_at(self, pos: tuple[int, int]) -> int:
        """The system cursor for the pointer here: a hand where a click does something."""
        return pygame.SYSTEM_CURSOR_ARROW

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto `surface`."""


class Host(Protocol):
    """What a scene may ask of the app (scenes.app.App): its window, settings, card art and
    sounds, the scene stack, and opening a screen by name."""

    art: CardArt
    sounds: Sounds
    settings: Settings
    settings_problem: str | None  # why the last change of the settings could not be kept
    stats: Stats
    notice: str | None  # the title's line on what went wrong with the settings or statistics
    screen: pygame.Surface
    window: bool  # a window (else an off-screen surface: tests, pictures)
    stack: list[Scene]
    running: bool
    last_input: float

    @property
    def top(self) -> Scene | None: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> None: ...

    def replace(self, scene: Scene) -> None: ...

    def reset(self, scene: Scene) -> None: ...

    def make(self, name: ScreenName, **details: Any) -> Scene:
        """The screen called `name`, built from `details` (see scenes.screens)."""
        ...

    def open(self, name: ScreenName, **details: Any) -> Scene:
        """Open the screen called `name` over the others."""
        ...

    def swap(self, name: ScreenName, **details: Any) -> Scene:
        """Open the screen called `name` in the top scene's place."""
        ...

    def go(self, name: ScreenName, **details: Any) -> Scene:
        """Leave every scene for the screen called `name`."""
        ...

    def open_over_title(self, name: ScreenName, **details: Any) -> Scene:
        """Leave every scene but the title and open the screen called `name` over it."""
        ...

    def page(self, scene: Scene, size: tuple[int, int] | None = None) -> pygame.Rect: ...

    def canvas(self, scene: Scene, target: pygame.Surface | None = None) -> pygame.Surface: ...

    def save_settings(self) -> None: ...

    def apply_settings(self) -> None: ...

    def refresh_stats(self) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def call_attention(self) -> None: ...

    def run(self) -> None: ...

"""The scene protocol: the app keeps a stack; the top scene gets events and every scene from
the topmost opaque one up is drawn, so overlays (dialogs, the hand summary) show the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.drawing import ui

if TYPE_CHECKING:
    from scenes.app import App


class Scene:
    opaque = True  # False: the scene below shows through
    # How many times longer than broad it is drawn, either way: a window of a longer shape
    # gets a page of it in the middle (None: the whole window, whatever its shape).
    longest: float | None = ui.MENU_LONGEST

    def __init__(self, app: App) -> None:
        self.app = app

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

    def cursor_at(self, pos: tuple[int, int]) -> int:
        """The system cursor for the pointer here: a hand where a click does something."""
        return pygame.SYSTEM_CURSOR_ARROW

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto `surface`."""

"""A scene made of buttons: mouse hover and click, arrow keys and Enter, Esc to go back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

import pygame

from scenes import words
from scenes.base import Scene
from scenes.drawing import ui

if TYPE_CHECKING:
    from scenes.base import Host

T = TypeVar("T")


VALUE_SHARE = 0.36  # of a list of settings' width, the part its value buttons take


def step_round(choices: Sequence[T], now: T, direction: int) -> T:
    """The choice after `now` (direction 1) or before it (-1), round from the last to the
    first: how a button that shows a choice steps."""
    return choices[(choices.index(now) + direction) % len(choices)]


class ButtonScene(Scene):
    """Subclasses build `self.buttons` in `layout(surface)` and act in `pressed(key)`."""

    back_key: str | None = "back"  # the button Esc presses

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.buttons: list[ui.Button] = []
        self.focus = -1
        self.held: str | None = None  # the button the mouse was pressed on: see handle
        self._size: tuple[int, int] | None = None
        self.value_labels: list[tuple[str, pygame.Rect]] = []  # see value_rows

    def layout(self, surface: pygame.Surface) -> None:
        """Place `self.buttons` for this surface size."""

    def pressed(self, key: str) -> None:
        """A button was clicked or chosen with the keyboard."""

    @staticmethod
    def corner_back(surface: pygame.Surface) -> ui.Button:
        """The Back button in the bottom-left corner, where the reading pages keep it."""
        s = ui.scale_of(surface)
        back = ui.Button("back", words.BUTTONS["back"])
        back.rect = pygame.Rect(int(40 * s), surface.get_height() - int(70 * s), int(170 * s),
                                int(46 * s))
        return back

    def step(self, key: str, direction: int) -> None:
        """Step the choice that button `key` shows on (1) or back (-1), as a click and a
        right-click (or Right and Left) do; nothing where it shows no choice."""

    def cursor_at(self, pos: tuple[int, int]) -> int:
        return ui.cursor_over(self.buttons, pos) or pygame.SYSTEM_CURSOR_ARROW

    def relayout(self) -> None:
        self._size = None

    def _ensure_layout(self, surface: pygame.Surface) -> None:
        if self._size != surface.get_size():
            self._size = surface.get_size()
            had, before = self.focused_key(), self.focus
            self.layout(surface)
            if self.focus == before:  # the layout chose none: the focus stays on its button
                # (a new game or a resize had left it at its place in the list, on another)
                keys = [b.key for b in self.buttons]
                self.focus = keys.index(had) if had in keys else -1

    def focused_key(self) -> str | None:
        """The key of the button the keyboard's focus is on, if any."""
        return self.buttons[self.focus].key if 0 <= self.focus < len(self.buttons) else None

    def resume(self) -> None:
        self.relayout()

    def handle(self, event: pygame.event.Event) -> None:
        self._ensure_layout(self.app.canvas(self))
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.held = next((b.key for b in self.buttons if b.hit(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            # a click is a press and a release on one button: a press that began elsewhere,
            # or on the screen before this one came up, presses nothing where it is let go
            held, self.held = self.held, None
            for b in self.buttons:
                if b.hit(event.pos) and b.key == held:
                    if event.button == 1:
                        self.pressed(b.key)
                    else:  # a right-click steps a choice back, and presses nothing else
                        self.step(b.key, -1)
                    return
        elif event.type == pygame.KEYDOWN:
            live = [i for i, b in enumerate(self.buttons) if b.enabled]
            if event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_UP) and live:
                back = event.key == pygame.K_UP or (event.key == pygame.K_TAB
                                                    and event.mod & pygame.KMOD_SHIFT)
                step = -1 if back else 1
                if self.focus in live:
                    self.focus = live[(live.index(self.focus) + step) % len(live)]
                else:  # nothing focused yet: the first button, or going up the last
                    self.focus = live[0 if step > 0 else -1]
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                if 0 <= self.focus < len(self.buttons) and self.buttons[self.focus].enabled:
                    self.step(self.buttons[self.focus].key, 1 if event.key == pygame.K_RIGHT
                              else -1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if 0 <= self.focus < len(self.buttons) and self.buttons[self.focus].enabled:
                    self.pressed(self.buttons[self.focus].key)
            elif event.key == pygame.K_ESCAPE and self.back_key:
                self.pressed(self.back_key)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        self._ensure_layout(surface)
        for i, b in enumerate(self.buttons):
            b.draw(surface)
            if i == self.focus:
                pygame.draw.rect(surface, ui.FOCUS, b.rect.inflate(6, 6), 3,
                                 border_radius=max(4, b.rect.h // 4) + 2)

    def draw_page(self, surface: pygame.Surface, title: str) -> float:
        """The felt, this scene's layout and its title; returns the window's scale."""
        ui.felt(surface)
        self._ensure_layout(surface)
        s = ui.scale_of(surface)
        ui.text(surface, title, 48 * s, (int(40 * s), int(36 * s)), bold=True)
        return s

    def bottom_row(self, surface: pygame.Surface, keys: list[tuple[str, str]]) -> None:
        """Buttons in a row at the bottom right, the first one highlighted and focused."""
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        self.buttons = [ui.Button(k, label, accent=i == 0) for i, (k, label) in enumerate(keys)]
        gap = int(14 * s)
        # narrower where a tall window has no room for them all at full width
        bw = min(int(190 * s), (w - int(60 * s) - (len(keys) - 1) * gap) // len(keys))
        bh = int(44 * s)
        x = w - int(30 * s) - len(self.buttons) * (bw + gap) + gap
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x + i * (bw + gap), h - int(66 * s), bw, bh)
        self.focus = 0

    def value_rows(self, rows: list[tuple[str, str, str, bool]], area: pygame.Rect,
                   row_h: int, gap: int) -> None:
        """A list of settings: each row's words on the felt at the left of `area` and its
        value on a button at the right, from the top of `area` down. Rows are
        (key, label, value, enabled); `draw_value_labels` draws the words."""
        value_w = int(area.w * VALUE_SHARE)
        self.value_labels = []
        for i, (key, label, value, enabled) in enumerate(rows):
            y = area.y + i * (row_h + gap)
            self.value_labels.append((label, pygame.Rect(area.x, y, area.w - value_w - gap,
                                                         row_h)))
            b = ui.Button(key, value[:1].upper() + value[1:], enabled=enabled)  # sentence case
            b.rect = pygame.Rect(area.right - value_w, y, value_w, row_h)
            self.buttons.append(b)

    def draw_value_labels(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        for label, r in self.value_labels:
            ui.text(surface, label, min(22 * s, r.h * 0.6), (r.x, r.centery), ui.INK, "midleft",
                    max_width=r.w)

    def button(self, key: str) -> ui.Button:
        return next(b for b in self.buttons if b.key == key)

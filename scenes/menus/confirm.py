"""A question over the table, for moves a misclick would make costly (knocking, laying off a
card out of your own melds), or that mean one of two things (a discard that could go out);
and one with several answers, each with a key of its own (the suit a Doctor names)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from scenes import words
from scenes.drawing import ui
from scenes.menus.button_scene import ButtonScene

if TYPE_CHECKING:
    from scenes.base import Host


class ConfirmScene(ButtonScene):
    opaque = False
    longest = None  # it dims the whole window; its box is centred in either
    back_key = "no"

    def __init__(self, app: Host, question: str, on_yes: Callable[[], object],
                 on_no: Callable[[], object] | None = None,
                 answers: tuple[str, str] = (words.BUTTONS["yes"], words.BUTTONS["no"])) -> None:
        """With `on_no`, No is a choice of its own, and Esc only closes the question."""
        super().__init__(app)
        self.question = question
        self.on_yes, self.on_no = on_yes, on_no
        self.answers = answers
        if on_no is not None:
            self.back_key = "cancel"

    def layout(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        self.box = pygame.Rect(0, 0, int(560 * s), int(180 * s))
        self.box.center = (w // 2, h // 2)
        yes = ui.Button("yes", self.answers[0], accent=True)
        no = ui.Button("no", self.answers[1])
        bw, bh = int(150 * s), int(44 * s)
        yes.rect = pygame.Rect(self.box.centerx - bw - 10 * s, self.box.bottom - bh - 20 * s, bw,
                               bh)
        no.rect = pygame.Rect(self.box.centerx + 10 * s, self.box.bottom - bh - 20 * s, bw, bh)
        self.buttons = [yes, no]
        self.focus = 0
        self.text_size = 28 * s
        while len(lines := ui.wrap_evenly(self.question, self.text_size, self.box.w - 40 * s)) > 2:
            self.text_size *= 0.9  # two lines fit above the answers
        self.lines = lines

    def pressed(self, key: str) -> None:
        self.app.pop()
        if key == "yes":
            self.on_yes()
        elif key == "no" and self.on_no is not None:
            self.on_no()

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_layout(surface)
        s = ui.scale_of(surface)
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        ui.panel(surface, self.box, (12, 50, 34, 255), radius=int(14 * s))
        size, width = self.text_size, self.box.w - 40 * s
        y = self.box.y + (40 if len(self.lines) == 1 else 28) * s
        for line in self.lines:
            ui.text(surface, line, size, (self.box.centerx, y), anchor="midtop", max_width=width)
            y += size * 1.2
        self.draw_buttons(surface)


class AskScene(ConfirmScene):
    """A question with several answers in a row, each a button with its own key (the letter
    shown in its label's tip); Esc closes it, answering nothing."""

    def __init__(self, app: Host, question: str, answers: Sequence[tuple[str, str, str]],
                 on_answer: Callable[[str], object], best: str | None = None) -> None:
        """`answers`: (key, label, hotkey) each; `on_answer(key)` is called with the one
        chosen; `best`, the one highlighted and in focus first."""
        super().__init__(app, question, on_yes=lambda: None)
        self.choices = list(answers)
        self.on_answer = on_answer
        self.best = best
        self.back_key = "cancel"

    def layout(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        n = len(self.choices)
        gap, bh = int(12 * s), int(44 * s)
        bw = int(min(190 * s, (w - 80 * s - (n - 1) * gap) / max(1, n)))
        width = max(int(560 * s), n * bw + (n - 1) * gap + int(40 * s))
        self.box = pygame.Rect(0, 0, min(width, w - int(20 * s)), int(180 * s))
        self.box.center = (w // 2, h // 2)
        x = self.box.centerx - (n * bw + (n - 1) * gap) // 2
        self.buttons = []
        for i, (key, label, _) in enumerate(self.choices):
            b = ui.Button(key, label, accent=key == self.best)
            b.rect = pygame.Rect(x + i * (bw + gap), self.box.bottom - bh - int(20 * s), bw, bh)
            self.buttons.append(b)
        ui.share_text_size(self.buttons)
        keys = [b.key for b in self.buttons]
        self.focus = keys.index(self.best) if self.best in keys else 0
        self.text_size = 28 * s
        while len(lines := ui.wrap_evenly(self.question, self.text_size, self.box.w - 40 * s)) > 2:
            self.text_size *= 0.9
        self.lines = lines

    def pressed(self, key: str) -> None:
        self.app.pop()
        if key != "cancel":
            self.on_answer(key)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            name = pygame.key.name(event.key).upper()
            chosen = next((key for key, _, hotkey in self.choices if hotkey.upper() == name),
                          None)
            if chosen is not None:
                self.pressed(chosen)
                return
        super().handle(event)

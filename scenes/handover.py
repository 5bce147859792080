"""Pass the device: hides every hand until the next person says they are ready."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes import ui, words
from scenes.menu import ButtonScene

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.table import TableScene


class HandoverScene(ButtonScene):
    back_key = None  # Esc must not uncover the table

    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat

    def layout(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        ready = ui.Button("ready", words.BUTTONS["ready"], accent=True)
        menu = ui.Button("menu", words.BUTTONS["menu"])
        ui.column_buttons([ready, menu], w // 2, int(h * 0.55), int(240 * s), int(50 * s),
                          int(14 * s))
        self.buttons = [ready, menu]
        self.focus = 0

    def pressed(self, key: str) -> None:
        if key == "ready":
            self.app.pop()
            self.table.hand_to(self.seat)
        elif key == "menu":
            self.table.leave()

    def draw(self, surface: pygame.Surface) -> None:
        ui.felt(surface)
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        name = self.table.session.match.seats[self.seat].name
        back = self.app.art.back(int(170 * s))
        for i in (-1, 0, 1):
            img = pygame.transform.rotozoom(back, -i * 10, 1)
            surface.blit(img, img.get_rect(center=(w // 2 + i * 40 * s, int(h * 0.26))))
        ui.text(surface, words.pass_to(name), 48 * s, (w // 2, int(h * 0.42)), anchor="center",
                bold=True)
        ui.text(surface, words.SAY["look-away"].format(name=name), 22 * s,
                (w // 2, int(h * 0.49)), ui.INK_DIM, "center")
        self.draw_buttons(surface)

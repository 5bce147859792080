"""Pass the device: hides every hand until the next person says they are ready, and tells them
the turns played since their own (the others look away while a person plays, so they missed
what everyone at a real table would have seen)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes import words
from scenes.drawing import ui
from scenes.menus.button_scene import ButtonScene
from scenes.table import turns

if TYPE_CHECKING:
    from scenes.base import Host
    from scenes.table.scene import TableScene

BUTTON_H, BUTTON_GAP = 50, 14  # at the 1280x720 scale


class HandoverScene(ButtonScene):
    back_key = None  # Esc must not uncover the table

    def __init__(self, app: Host, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        match = table.session.match
        names = [s.name for s in match.seats]
        unseen, played = turns.unseen_turns(match, seat)
        self.recap = [words.sentence(words.turn_told(names[t.seat], t.phrases)) for t in unseen]
        self.recap_title = (words.SAY["since-turn"].format(name=names[seat]) if played
                            else words.SAY["hand-so-far"])

    def _top(self, surface: pygame.Surface) -> float:
        """Where the buttons start: higher when the turns to tell need the room below."""
        share = 0.44 if self.recap else 0.55
        return ui.design_top(surface) + ui.design_height(surface) * share

    def layout(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        w = surface.get_width()
        ready = ui.Button("ready", words.BUTTONS["ready"], accent=True)
        menu = ui.Button("menu", words.BUTTONS["menu"])
        ui.column_buttons([ready, menu], w // 2, int(self._top(surface)), int(240 * s),
                          int(BUTTON_H * s), int(BUTTON_GAP * s))
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
        w, tall = surface.get_width(), ui.design_height(surface)
        name = self.table.session.match.seats[self.seat].name
        # the cards, the call and the look-away line sit above the buttons
        top = self._top(surface)
        back = self.app.art.back(int((120 if self.recap else 170) * s))
        lift = 0.29 if self.recap else 0.32  # the bigger cards stand higher, clear of the call
        for i in (-1, 0, 1):
            img = pygame.transform.rotozoom(back, -i * 10, 1)
            surface.blit(img, img.get_rect(center=(w // 2 + i * 40 * s, top - tall * lift)))
        ui.text(surface, words.pass_to(name), 48 * s, (w // 2, top - tall * 0.13),
                anchor="center", bold=True, max_width=w - 40 * s)
        ui.text(surface, words.SAY["look-away"].format(name=name), 22 * s,
                (w // 2, top - tall * 0.06), ui.INK_DIM, "center", max_width=w - 40 * s)
        self.draw_buttons(surface)
        if self.recap:
            self._draw_recap(surface, top + (2 * BUTTON_H + BUTTON_GAP + 24) * s)

    def _draw_recap(self, surface: pygame.Surface, y: float) -> None:
        """The turns since the person's own, in a panel from `y` down: the latest that fit."""
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        size, step, pad = 20 * s, 27 * s, 14 * s
        room = int((h - 16 * s - y - 2 * pad) // step) - 1  # lines under the heading
        lines = self.recap[-max(1, room):]
        widest = ui.listing_width(self.recap_title, lines, size)
        width = min(w - 40 * s, widest + 2 * pad + 2)  # + 2: no shrinking by a rounding
        box = pygame.Rect(0, int(y), int(width), int(2 * pad + step * (len(lines) + 1)))
        box.centerx = w // 2
        ui.listing(surface, box, self.recap_title, lines, size, pad, step)

"""The title screen: continue, new game, load, rules, statistics, settings, quit."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.cards import Card
from game.errors import RecordError
from scenes import storage, words
from scenes.drawing import ui
from scenes.menus.button_scene import ButtonScene
from scenes.menus.load import save_note

if TYPE_CHECKING:
    from scenes.base import Host

NOTE_ROOM = 30  # design pixels under Continue for its note, in a tall window
_FAN = [Card(0, 1, 0), Card(1, 13, 1), Card(2, 12, 2), Card(3, 11, 3), Card(4, 0, -1)]


class TitleScene(ButtonScene):
    home = True
    back_key = "ask-quit"  # Esc pressed once too often, coming back from a match, must not quit

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.last, self.spoilt = storage.title_saves()
        self.refused: Path | None = None  # the save Continue could not open, said already

    def resume(self) -> None:
        self.last, self.spoilt = storage.title_saves()
        super().resume()

    def layout(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        self.buttons = [ui.Button(k, v) for k, v in words.MENU.items()]
        self.button("continue").enabled = self.last is not None
        self.button("continue").accent = self.last is not None
        self.button("new").accent = self.last is None
        w = surface.get_width()
        top = ui.design_top(surface) + int(ui.design_height(surface) * 0.46)
        ui.column_buttons(self.buttons, w // 2, top, int(260 * s), int(40 * s), int(9 * s))
        if self._note_below(surface):  # room under Continue for the match it continues
            for b in self.buttons[1:]:
                b.rect.y += int(NOTE_ROOM * s)

    def _note_below(self, surface: pygame.Surface) -> bool:
        """A tall window is too narrow for the note on the match to continue beside its
        button: it goes under it."""
        return ui.tall(surface) and self.last is not None and self.last.summary is not None

    def pressed(self, key: str) -> None:
        if key == "continue" and self.last is not None:
            try:
                self.app.open_over_title("table", save=self.last.path)
            except RecordError as exc:  # changed or spoilt since the title screen looked
                self.app.notice = words.SAY["not-opened"].format(why=exc)
                self.refused = self.last.path
                self.resume()
        elif key == "new":
            self.app.open("new-game")
        elif key == "load":
            self.app.open("load")
        elif key == "rules":
            self.app.open("rules", game_id=storage.remembered_game(storage.last_setup()))
        elif key == "stats":
            self.app.refresh_stats()
            self.app.open("stats")
        elif key == "settings":
            self.app.open("settings")
        elif key == "quit":
            self.app.running = False
        elif key == "ask-quit":
            ask = words.SAY["quit-ask" if self.last is None else "quit-ask-saved"]
            self.app.open("confirm", question=ask, on_yes=lambda: self.pressed("quit"),
                          answers=(words.MENU["quit"], words.BUTTONS["stay"]))

    def draw(self, surface: pygame.Surface) -> None:
        ui.felt(surface)
        w = surface.get_width()
        s = ui.scale_of(surface)
        card_h = int(150 * s)
        top = ui.design_top(surface)
        for i, card in enumerate(_FAN):
            img = pygame.transform.rotozoom(self.app.art.face(card, card_h), 24 - i * 12, 1)
            x = w // 2 + (i - 2) * int(58 * s)
            y = top + int(118 * s) + abs(i - 2) * int(10 * s)
            surface.blit(img, img.get_rect(center=(x, y)))
        ui.text(surface, words.TITLE, 76 * s, (w // 2, top + int(230 * s)), ui.INK, "midtop",
                bold=True)
        ui.text(surface, words.TAGLINE, 28 * s, (w // 2, top + int(296 * s)), ui.INK_DIM,
                "midtop")
        self.draw_buttons(surface)
        if self.last is not None and self.last.summary is not None:
            b = self.button("continue").rect
            at: tuple[float, float]
            if self._note_below(surface):
                room, at, anchor = w - 80 * s, (w / 2, b.bottom + NOTE_ROOM * s / 2), "center"
            else:
                room, at, anchor = w - b.right - 28 * s, (b.right + 14 * s, b.centery), "midleft"
            ui.text(surface, save_note(self.last.summary, 20 * s, room), 20 * s, at,
                    ui.INK_DIM, anchor, max_width=room)
        notices = [self.app.notice] if self.app.notice else []
        if self.spoilt is not None and self.spoilt.path != self.refused:
            notices.append(words.SAY["newest-unreadable"].format(name=self.spoilt.path.name))
        if notices:
            self._draw_notice(surface, "\n".join(notices))

    def _draw_notice(self, surface: pygame.Surface, notice: str) -> None:
        """Under the buttons: on one line when it fits, else each problem on lines of its own
        (one may name a long path), smaller only when they would reach the buttons."""
        w, h = surface.get_size()
        s = ui.scale_of(surface)
        room = h - 16 * s - max(b.rect.bottom for b in self.buttons) - 10 * s
        size, width = 20 * s, w - 40 * s
        joined = notice.replace("\n", " · ")
        lines = [joined]
        while ui.measure(joined, size) > width:  # smaller, it may yet fit on one line
            lines = [line for part in notice.split("\n")
                     for line in ui.wrap_evenly(part, size, width)]
            if len(lines) * size * 1.25 <= room or size <= 12:
                break
            size *= 0.9
            lines = [joined]
        for i, line in enumerate(lines):
            ui.text(surface, line, size, (w // 2, h - 16 * s - (len(lines) - 1 - i) * size * 1.25),
                    ui.GOLD, "midbottom", max_width=width)


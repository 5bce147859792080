"""A hand's moves: every turn so far, told as the table tells the latest one (F3 at the table,
or from the score sheet), or every turn of a hand just finished (from its summary). With many
players a turn scrolls off the message line in seconds; here it can be read again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games import GAMES
from scenes import words
from scenes.drawing import ui
from scenes.menus.button_scene import ButtonScene
from scenes.table import turns

if TYPE_CHECKING:
    from scenes.base import Host
    from scenes.table.scene import TableScene


class MovesScene(ButtonScene):
    def __init__(self, app: Host, table: TableScene, finished: int | None = None) -> None:
        """The hand in play, or the `finished` hand (from its summary: Back returns there)."""
        super().__init__(app)
        self.table = table
        self.finished = finished
        match = table.session.match
        self.turns = turns.turns_of_hand(match, table.session.viewer, finished)
        self.names = [seat.name for seat in match.seats]
        title = "moves-title" if finished is None else "moves-title-done"
        self.title = words.SAY[title].format(game=GAMES[match.game_id].name,
                                             n=finished or match.hand_number)
        self.back = 0  # turns scrolled back from the newest
        self._rows = len(self.turns)  # how many fit, known once drawn

    def layout(self, surface: pygame.Surface) -> None:
        keys = [("back", words.BUTTONS["back"])]
        if self.finished is None:
            keys.append(("scores", words.BUTTONS["scores"]))
        self.bottom_row(surface, keys)

    def pressed(self, key: str) -> None:
        if key == "back":
            self.app.pop()
        elif key == "scores":
            self.app.pop()
            self.app.open("score-sheet", table=self.table)

    def handle(self, event: pygame.event.Event) -> None:
        """The wheel, Page Up/Down, Home and End scroll back through the hand."""
        back = ui.scroll_back(event, self.back, max(1, self._rows - 1),
                              max(0, len(self.turns) - self._rows))
        if back is None:
            super().handle(event)
        else:
            self.back = back

    def draw(self, surface: pygame.Surface) -> None:
        ui.felt(surface)
        self._ensure_layout(surface)
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        ui.text(surface, self.title, 40 * s, (int(30 * s), int(24 * s)), ui.GOLD, bold=True)
        left, top = int(40 * s), int(96 * s)
        line, size = 30 * s, 21 * s
        if not self.turns:
            ui.text(surface, words.SAY["no-moves"], size, (left, top), ui.INK_DIM)
        # as many turns as fit above the buttons, the newest unless scrolled back; when some
        # are out of sight, a line above and one below say how many
        room = int((h - int(100 * s) - top) // line)
        self._rows = room if len(self.turns) <= room else max(1, room - 2)
        self.back = max(0, min(self.back, len(self.turns) - self._rows))
        end = len(self.turns) - self.back
        start = max(0, end - self._rows)
        y = float(top)
        if self._rows < len(self.turns):
            if start:
                ui.text(surface, words.say_count("earlier-moves", start), size * 0.9,
                        (left, y), ui.INK_DIM)
            y += line
        name_w = int(190 * s)
        for told in self.turns[start:end]:
            newest = told is self.turns[-1]
            ui.text(surface, ui.shorten(self.names[told.seat], size, name_w - 12 * s, True),
                    size, (left, y), ui.GOLD if newest else ui.INK, bold=True,
                    max_width=name_w - 12 * s)
            ui.text(surface, words.deeds(self.names[told.seat], told.phrases), size,
                    (left + name_w, y), ui.INK, max_width=w - left * 2 - name_w)
            y += line
        if end < len(self.turns):
            ui.text(surface, words.say_count("later-moves", len(self.turns) - end),
                    size * 0.9, (left, y), ui.INK_DIM)
        self.draw_buttons(surface)

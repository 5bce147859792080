"""This hand's moves: every turn so far, told as the table tells the latest one (F3 at the
table, or from the score sheet). With many players a turn scrolls off the message line in
seconds; here it can be read again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games import GAMES
from scenes import turns, ui, words
from scenes.menu import ButtonScene

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.table import TableScene


class MovesScene(ButtonScene):
    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        match = table.session.match
        self.turns = turns.turns_this_hand(match, table.session.viewer)
        self.names = [seat.name for seat in match.seats]
        self.title = words.SAY["moves-title"].format(game=GAMES[match.game_id].name,
                                                    n=match.hand_number)

    def layout(self, surface: pygame.Surface) -> None:
        self.bottom_row(surface, [("back", words.BUTTONS["back"]),
                                  ("scores", words.BUTTONS["scores"])])

    def pressed(self, key: str) -> None:
        if key == "back":
            self.app.pop()
        elif key == "scores":
            from scenes.summary import ScoreSheetScene

            self.app.pop()
            self.app.push(ScoreSheetScene(self.app, self.table))

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
        # the newest turns, as many as fit above the buttons; a line says how many are not shown
        room = int((h - int(100 * s) - top) // line)
        shown = self.turns[-room:] if len(self.turns) > room else self.turns
        if len(shown) < len(self.turns):
            shown = shown[1:]
            ui.text(surface, words.SAY["earlier-moves"].format(n=len(self.turns) - len(shown)),
                    size * 0.9, (left, top), ui.INK_DIM)
        y = top + (line if len(shown) < len(self.turns) else 0)
        name_w = int(190 * s)
        for told in shown:
            newest = told is self.turns[-1]
            ui.text(surface, self.names[told.seat], size, (left, y),
                    ui.GOLD if newest else ui.INK, bold=True, max_width=name_w - 12 * s)
            ui.text(surface, words.and_list(told.phrases), size,
                    (left + name_w, y), ui.INK, max_width=w - left * 2 - name_w)
            y += line
        self.draw_buttons(surface)


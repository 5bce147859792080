"""The rules of every game, in our own words, one game per page, and a page on playing at
the table (the mouse and the keys)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from game.games import GAMES
from scenes import words
from scenes.drawing import ui
from scenes.menus import game_list
from scenes.menus.button_scene import ButtonScene

if TYPE_CHECKING:
    from scenes.base import Host


class RulesScene(ButtonScene):
    def __init__(self, app: Host, game_id: str = "pay-me",
                 in_play: tuple[str, Mapping[str, Any]] | None = None) -> None:
        """`in_play`: the preset and house rules of the match at the table, if any, which
        head that game's page."""
        super().__init__(app)
        self.game_id = game_id
        self.in_play = (game_id, *in_play) if in_play else None
        self.offset = 0  # pixels scrolled down a page too long for the window
        self._max_offset = 0
        self._view_h = 0
        self._line = 20  # a line's height as last drawn: the wheel scrolls three
        self.area = pygame.Rect(0, 0, 0, 0)  # where the text goes (set by layout)

    def layout(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        self.buttons = []
        back = self.corner_back(surface)
        # the page on playing at the table goes after the games, under a heading of its own
        table = [(words.TABLE_HELP_HEADING, [(TABLE_PAGE, words.TABLE_HELP_BUTTON)])]
        if ui.tall(surface):  # the pages across above the text, which takes the width
            games = pygame.Rect(int(40 * s), int(110 * s), w - int(80 * s), 0)
            self.games = game_list.lay_out(games, self.game_id, s, True, table)
            top = self.games.rect.bottom + int(30 * s)
            self.area = pygame.Rect(int(55 * s), top, w - int(120 * s), h - top - int(110 * s))
        else:  # the pages down the left, the text at the right
            games = pygame.Rect(int(40 * s), int(110 * s), int(330 * s), 0)
            games.h = back.rect.top - int(30 * s) - games.y
            self.games = game_list.lay_out(games, self.game_id, s, False, table)
            left = games.right + int(45 * s)
            self.area = pygame.Rect(left, int(110 * s), w - left - int(50 * s),
                                    h - int(160 * s))
        self.buttons = [*self.games.buttons, back]

    def pressed(self, key: str) -> None:
        if key == "back":
            self.app.pop()
        elif key.startswith("game:"):
            self.game_id = key[5:]
            self.offset = 0
            self.relayout()

    def handle(self, event: pygame.event.Event) -> None:
        """The wheel, Page Up/Down, Home and End scroll a page too long for the window."""
        line = self._line
        if event.type == pygame.MOUSEWHEEL:
            self.offset -= 3 * line * event.y
        elif event.type == pygame.KEYDOWN and event.key in ui.SCROLL_KEYS:
            page = max(line, self._view_h - 2 * line)
            self.offset = {pygame.K_PAGEUP: self.offset - page,
                           pygame.K_PAGEDOWN: self.offset + page,
                           pygame.K_HOME: 0, pygame.K_END: self._max_offset}[event.key]
        else:
            super().handle(event)
        self.offset = max(0, min(self.offset, self._max_offset))

    def draw(self, surface: pygame.Surface) -> None:
        title = words.SAY["table-help-title"] if self.game_id == TABLE_PAGE else \
            words.SAY["rules-title"].format(game=GAMES[self.game_id].name)
        s = self.draw_page(surface, title)
        area = self.area
        ui.panel(surface, area.inflate(int(30 * s), int(20 * s)), (0, 0, 0, 50), radius=12)
        page = words.TABLE_HELP if self.game_id == TABLE_PAGE else words.rules_page(self.game_id)
        sections = self._this_match() + page
        size = 21 * s
        # shrink the text until the page fits, but not past easy reading: then it scrolls
        while size > FLOOR * s and _height(sections, size, area.w) > area.h:
            size = max(FLOOR * s, size * 0.93)
        self._view_h, self._line = area.h, int(size * 1.15)
        self._max_offset = max(0, _height(sections, size, area.w) - area.h)
        self.offset = max(0, min(self.offset, self._max_offset))
        surface.set_clip(area)
        y = area.y - self.offset
        for heading, body in sections:
            if area.top < y + int(size * 1.25) and y < area.bottom:  # else scrolled out of sight
                ui.text(surface, heading, size * 1.05, (area.x, y), ui.GOLD, bold=True)
            y += int(size * 1.25)
            y = ui.paragraph(surface, body, size, pygame.Rect(area.x, y, area.w, 0))
            y += int(size * 0.4)
        surface.set_clip(None)
        if self._max_offset:  # a scroll bar at the panel's right edge shows where the view is
            total = area.h + self._max_offset
            track = pygame.Rect(area.right + int(6 * s), area.y, max(3, int(5 * s)), area.h)
            thumb = track.copy()
            thumb.h = max(int(30 * s), area.h * area.h // total)
            thumb.y = area.y + (area.h - thumb.h) * self.offset // self._max_offset
            ui.panel(surface, track, (0, 0, 0, 70), radius=track.w)
            pygame.draw.rect(surface, ui.INK_DIM, thumb, border_radius=track.w)
        self.games.draw_headings(surface)
        self.draw_buttons(surface)

    def _this_match(self) -> list[tuple[str, str]]:
        """The match in play's preset and house rules, as a first section of its game's page."""
        if self.in_play is None or self.in_play[0] != self.game_id:
            return []
        _, preset, options = self.in_play
        game = GAMES[self.game_id]
        rules = [f"{words.PRESET}: {preset}"] if len(game.presets) > 1 else []
        rules += [f"{o.label}: {words.option_value(o.key, options.get(o.key, o.default))}"
                  for o in game.options if not o.moot(options, preset)]
        return [(words.THIS_MATCH, "; ".join(rules) + ".")] if rules else []


TABLE_PAGE = "table"  # the page on the mouse and the keys, after the games'
FLOOR = 18  # the smallest text size, at the 1280x720 design scale, before the page scrolls


def _height(sections: list[tuple[str, str]], size: float, width: int) -> int:
    """How tall the page's sections are at text `size`, as `RulesScene.draw` lays them out."""
    return sum(int(size * 1.25) + len(ui.wrap(body, size, width)) * int(size * 1.15)
               + int(size * 0.4) for _, body in sections)

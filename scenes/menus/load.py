"""Saved matches, newest first; files that cannot be read are listed with the reason (and kept)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.errors import RecordError
from scenes import storage, words
from scenes.drawing import ui
from scenes.menus.button_scene import ButtonScene

if TYPE_CHECKING:
    from scenes.base import Host
    from scenes.save_index import SaveSummary

PER_PAGE = 8  # on the 1280x720 page; a taller window lists as many as fit
# keys that turn the pages: by how many (Home and End: as far as there are)
_PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1, pygame.K_HOME: -10**9,
              pygame.K_END: 10**9}


class LoadScene(ButtonScene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.saves = storage.list_saves()
        self.entries: list[storage.SaveEntry] = []  # those listed (`refresh`)
        self.page = 0
        self.per_page = PER_PAGE  # for the window last laid out
        # The first row of the page last turned to: a resized window shows the page that
        # holds it, so turning the window there and back comes back to the same rows.
        self.top = 0
        self.problem: str | None = None  # why the last deletion or opening failed
        self._shown: list[storage.SaveEntry] | None = None  # entries last laid out
        self.refresh(again=False)

    @property
    def hide_finished(self) -> bool:
        """A player's finished matches pile up (every match is kept): they may be hidden,
        and stay hidden on later visits."""
        return self.app.settings.hide_finished

    def layout(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        # The keyboard's focus stays on its button; when the entries change, only on one
        # below them (Older, Hide finished): a row's place would now be another match's.
        had = self.focused_key()
        self.buttons = []
        # A tall window gives each row two lines: the match across the row, then its date
        # with the buttons (beside the buttons the players' names had been squeezed).
        tall = ui.tall(surface)
        row_h, gap = int((88 if tall else 52) * s), int(8 * s)
        # The lines at the bottom (folder, problem) start no higher than `above` (less a
        # line in a tall window); the rows fill the page down to there.
        above = (h - int((112 if tall else 80) * s), w - int(80 * s))
        room = above[0] - (36 * s if tall else 0) - 22 * s - 110 * s + gap
        self.per_page = max(1, int(room // (row_h + gap)))
        self.page = min(self.top // self.per_page, self.pages() - 1)
        first = self.page * self.per_page
        shown = self.entries[first:first + self.per_page]
        # a row's key is its place among the entries: while they stand, the same match's
        same_rows = self._shown == self.entries
        self._shown = self.entries
        for i, entry in enumerate(shown):
            b = ui.Button(f"open:{first + i}", words.BUTTONS["open"],
                          enabled=entry.summary is not None)
            top = int(110 * s) + i * (row_h + gap)
            b.rect = pygame.Rect(w - int(190 * s), top + row_h - int(44 * s) if tall else
                                 top + (row_h - int(38 * s)) // 2, int(150 * s), int(38 * s))
            self.buttons.append(b)
            if entry.summary is not None:  # a file that is not ours is never touched
                d = ui.Button(f"delete:{first + i}", words.BUTTONS["delete"])
                d.rect = pygame.Rect(b.rect.x - int(122 * s), b.rect.y, int(110 * s), b.rect.h)
                self.buttons.append(d)
        nav = []  # the page's buttons, at the bottom right; Back in the corner at the left
        if any(e.summary is not None and e.summary.over for e in self.saves):
            nav.append(ui.Button("finished", words.BUTTONS["show-finished" if self.hide_finished
                                                          else "hide-finished"]))
        if self.page > 0:
            nav.append(ui.Button("prev", "‹ Newer"))
        if first + self.per_page < len(self.entries):
            nav.append(ui.Button("next", "Older ›"))
        back = self.corner_back(surface)
        bw, space = int(160 * s), int(12 * s)
        for i, b in enumerate(nav):  # right-aligned with the rows above
            b.rect = pygame.Rect(w - int(40 * s) - (len(nav) - i) * (bw + space) + space,
                                 back.rect.y, bw, back.rect.h)
        nav.append(back)
        self.buttons += nav
        self.focus = next((i for i, b in enumerate(self.buttons)
                           if b.key == had and (same_rows or b in nav)), -1)
        self.rows = [(entry, pygame.Rect(int(40 * s), int(110 * s) + i * (row_h + gap),
                                         w - int(80 * s), row_h)) for i, entry in enumerate(shown)]
        # The folder's line beside Back, a problem above it; the folder goes above where it
        # would run under the buttons (a long path, or a tall window's row of buttons across
        # its width), and a problem then beside Back, or higher still.
        self.folder = words.SAY["folder"].format(path=storage.dirs().saves)
        x = back.rect.right + int(24 * s)
        beside = (x, back.rect.centery, (nav[0].rect.x if len(nav) > 1 else w) - int(40 * s) - x)
        high = (int(40 * s), min(above[0], back.rect.y - int(16 * s)), above[1])
        if ui.measure(self.folder, 16 * s) <= beside[2]:
            self.folder_at, self.problem_at = beside, high
        else:
            self.folder_at = high
            self.problem_at = (high[0], high[1] - int(36 * s), high[2]) if tall else beside

    def pages(self) -> int:
        return max(1, -(-len(self.entries) // self.per_page))

    def turn_to(self, page: int) -> None:
        page = min(max(page, 0), self.pages() - 1)
        if page != self.page:
            self.page, self.top = page, page * self.per_page
            self.relayout()

    def handle(self, event: pygame.event.Event) -> None:
        """Besides the buttons: the wheel and Page Up/Down turn the pages, Home and End go to
        the newest and the oldest."""
        if event.type == pygame.MOUSEWHEEL and event.y:
            self.turn_to(self.page - (1 if event.y > 0 else -1))
        elif event.type == pygame.KEYDOWN and event.key in _PAGE_KEYS:
            self.turn_to(self.page + _PAGE_KEYS[event.key])
        else:
            super().handle(event)

    def pressed(self, key: str) -> None:
        if key == "back":
            self.app.pop()
        elif key == "prev":
            self.turn_to(self.page - 1)
        elif key == "next":
            self.turn_to(self.page + 1)
        elif key == "finished":
            self.app.settings.hide_finished = not self.hide_finished
            self.app.save_settings()
            self.page = self.top = 0
            self.refresh(again=False)
        elif key.startswith("delete:"):
            entry = self.entries[int(key[7:])]
            assert entry.summary is not None
            game = words.game_name(entry.summary.game)
            self.app.open("confirm", question=words.SAY["delete-save"].format(game=game),
                          on_yes=lambda: self.delete(entry))
        elif key.startswith("open:"):
            try:
                self.app.open_over_title("table", save=self.entries[int(key[5:])].path)
            except RecordError as exc:  # changed or spoilt since it was listed
                self.problem = words.SAY["not-opened"].format(why=exc)
                self.refresh()

    def delete(self, entry: storage.SaveEntry) -> None:
        self.problem = storage.delete_save(entry.path)
        self.refresh()

    def refresh(self, again: bool = True) -> None:
        """List the saves (read `again` from the folder), as many as are shown."""
        if again:
            self.saves = storage.list_saves()
        self.entries = [e for e in self.saves if not (self.hide_finished and e.summary is not None
                                                      and e.summary.over)]
        self.page = min(self.page, self.pages() - 1)
        self.top = min(self.top, self.page * self.per_page)
        self.relayout()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.draw_page(surface, words.MENU["load"])
        if self.pages() > 1 or self.hide_finished:
            where = words.SAY["unfinished-count" if self.hide_finished else "save-count"].format(
                n=len(self.entries))
            if self.pages() > 1:
                where += words.SAY["save-page"].format(page=self.page + 1, pages=self.pages())
            ui.text(surface, where, 20 * s, (surface.get_width() - int(40 * s), int(62 * s)),
                    ui.INK_DIM, "midright")
        if not self.entries:
            ui.text(surface, words.SAY["no-unfinished" if self.saves else "no-saves"],
                    24 * s, (int(40 * s), int(120 * s)), ui.INK_DIM)
        x, y, width = self.folder_at
        ui.text(surface, self.folder, 16 * s, (x, y), ui.INK_DIM, "midleft", max_width=width)
        if self.problem:
            x, y, width = self.problem_at
            ui.text(surface, self.problem, 20 * s, (x, y), ui.RED, "midleft", max_width=width)
        tall = ui.tall(surface)
        for entry, rect in self.rows:
            ui.panel(surface, rect, (0, 0, 0, 60), radius=8)
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.modified))
            at = (rect.x + 14 * s, rect.y + 8 * s)
            if entry.summary is not None:
                room = rect.w - (28 if tall else 350) * s
                note = save_note(entry.summary, 22 * s, room / ui.LEGIBLE)  # still legible
                ui.text(surface, note, 22 * s, at, ui.INK, max_width=room)
            else:
                self.draw_problem(surface, entry, rect, tall)
            ui.text(surface, when, 16 * s, (at[0], rect.bottom - 8 * s), ui.INK_DIM,
                    "bottomleft")
        self.draw_buttons(surface)

    def draw_problem(self, surface: pygame.Surface, entry: storage.SaveEntry,
                     rect: pygame.Rect, tall: bool) -> None:
        """Why a file cannot be read, smaller than a match's line and up to its Open button
        (it has no Delete). A reason may run near a hundred letters: a tall row, whose
        line is short, wraps the rest onto a second line beside the date."""
        s = ui.scale_of(surface)
        size, at = 18 * s, (rect.x + 14 * s, rect.y + 8 * s)
        opened = next(b.rect for b in self.buttons if b.key.startswith("open:")
                      and rect.colliderect(b.rect))
        beside = opened.x - at[0] - 12 * s
        # the file's name comes first, cut short if need be so that the reason stays legible
        reason = words.SAY["unreadable"].format(file="", why=entry.problem or "")
        if tall:  # at most half the first line, the reason's start beside it
            name = ui.shorten(entry.path.name, size, (rect.w - 28 * s) / 2)
            first, *rest = ui.wrap(name + reason, size, rect.w - 28 * s)
            ui.text(surface, first, size, at, ui.RED, max_width=rect.w - 28 * s)  # a long name
            line, at = " ".join(rest), (at[0], at[1] + size * 1.25)
        else:
            line = ui.shorten(entry.path.name, size, beside, after=reason)
        if line:
            ui.text(surface, line, size, at, ui.RED, max_width=beside)


def save_note(m: SaveSummary, size: float, room: float) -> str:
    """A saved match in one line of `room` pixels at `size`, naming as many players as fit (at
    least one; the text is squeezed if even that is too long): beside the title's *Continue*,
    and on each row here (where eight long names had shrunk it to a smudge)."""
    name = words.game_name(m.game)
    for most in range(len(m.names), 1, -1):
        note = words.save_line(m, name, most)
        if ui.measure(note, size) <= room:
            return note
    return words.save_line(m, name, 1)

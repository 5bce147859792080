"""Statistics per game: matches played and won by the people at the table, best and average,
and the record against each computer level; Reset forgets them, after asking."""

from __future__ import annotations

import contextlib

import pygame

from game.games import GAMES
from scenes import storage, words
from scenes.drawing import ui
from scenes.menus.button_scene import ButtonScene

TIGHTEST = 0.8  # how much closer than usual a game's lines may be set before the list scrolls


class StatsScene(ButtonScene):
    first = 0  # the first game shown, where they do not all fit
    hidden = 0  # games out of sight, as last drawn

    def layout(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        reset = ui.Button("reset", words.BUTTONS["reset-stats"],
                          enabled=any(g.played for g in self.app.stats.games.values()))
        reset.rect = pygame.Rect(w - int(250 * s), h - int(70 * s), int(210 * s), int(46 * s))
        self.buttons = [self.corner_back(surface), reset]

    def pressed(self, key: str) -> None:
        if key == "reset":
            self.app.open("confirm", question=words.SAY["reset-stats"], on_yes=self.reset)
        else:
            self.app.pop()

    def reset(self) -> None:
        self.app.stats = storage.Stats()
        with contextlib.suppress(OSError):  # as after a match: the count is not worth a crash
            storage.save_stats(self.app.stats)
        self.relayout()

    def handle(self, event: pygame.event.Event) -> None:
        """The wheel, Page Up/Down, Home and End scroll a list of games too long to show."""
        back = ui.scroll_back(event, self.hidden - self.first, 3, self.hidden) \
            if self.hidden else None
        if back is None:
            super().handle(event)
        else:
            self.first = self.hidden - back

    def draw(self, surface: pygame.Surface) -> None:
        s = self.draw_page(surface, words.MENU["stats"])
        w, h = surface.get_size()
        cols = words.SAY["stats-columns"].split("|")
        xs = _columns(surface, s)
        y = int(120 * s)
        for x, c in zip(xs, cols, strict=True):
            ui.text(surface, c, 24 * s, (x, y), ui.GOLD, bold=True)
        y += int(44 * s)
        note = ui.wrap(words.SAY["stats-note"], 18 * s, w - int(120 * s))
        # the note sits just above the buttons; the games share the room above it, their
        # lines closer together where they need, and past that they scroll
        note_top = h - int(86 * s) - int(len(note) * 18 * s * 1.15)
        blocks = [(gid, game, self._lines(gid, s, w)) for gid, game in GAMES.items()]
        natural = [34 * s + 30 * s * len(lines) + 8 * s for _, _, lines in blocks]
        room = note_top - y - 12 * s
        tight = max(TIGHTEST, min(1.0, room / max(1.0, sum(natural))))
        shown, used = 0, 0.0
        for size in natural[self.first:]:
            if used + size * tight > room:
                break
            used += size * tight
            shown += 1
        self.hidden = len(blocks) - shown
        self.first = max(0, min(self.first, self.hidden))
        for gid, game, lines in blocks[self.first:self.first + shown]:
            g = self.app.stats.games.get(gid)
            won = words.SAY["stats-won"].format(won=g.won, rate=round(100 * g.won / g.played)) \
                if g and g.played else "0"
            cells = [game.name, str(g.played) if g else "0", won,
                     "—" if g is None or g.best is None else str(g.best),
                     "—" if g is None or g.average is None else f"{g.average:.1f}"]
            for x, c in zip(xs, cells, strict=True):
                ui.text(surface, c, 24 * s, (x, y))
            y += int(34 * s * tight)
            for line in lines:
                ui.text(surface, line, 18 * s, (int(60 * s), y), ui.INK_DIM,
                        max_width=w - int(120 * s))
                y += int(30 * s * tight)
            y += int(8 * s * tight)
        if self.hidden:
            more = words.SAY["stats-more-games"].format(n=self.hidden)
            ui.text(surface, more, 18 * s, (int(60 * s), y), ui.GOLD)
        ui.paragraph(surface, words.SAY["stats-note"], 18 * s,
                     pygame.Rect(int(60 * s), note_top, w - int(120 * s), 0), ui.INK_DIM)
        self.draw_buttons(surface)

    def _lines(self, gid: str, s: float, w: int) -> list[str]:
        """The lines under a game's row: its record against each level, and by name."""
        g = self.app.stats.games.get(gid)
        lines = [_against(g.against)] if g and g.against else []
        if g and len(g.people) > 1:  # a lone name is the row itself
            lines.append(_people(g.people, 18 * s, w - int(120 * s)))
        return lines


def _columns(surface: pygame.Surface, s: float) -> list[int]:
    """Where the five columns start: spread over a wide window; in a tall one the numbers
    follow the longest game's name, each as wide as its heading or the widest it may hold
    (hundreds of matches won at 100 %), the room left shared between them."""
    w = surface.get_width()
    if not ui.tall(surface):
        return [int(60 * s), int(w * 0.4), int(w * 0.52), int(w * 0.64), int(w * 0.78)]
    names = max(ui.measure(g.name, 24 * s) for g in GAMES.values())
    widest = ["999", words.SAY["stats-won"].format(won=999, rate=100), "9999", "999.9"]
    headings = words.SAY["stats-columns"].split("|")[1:]
    needs = [max(ui.measure(c, 24 * s), ui.measure(head, 24 * s, bold=True))
             for c, head in zip(widest, headings, strict=True)]
    x = int(60 * s) + names + int(30 * s)
    spare = max(0, w - int(60 * s) - x - sum(needs)) // len(needs)
    xs = [int(60 * s)]
    for need in needs:
        xs.append(x)
        x += need + spare
    return xs


def _people(tallies: dict[str, list[int]], size: float, width: int) -> str:
    """"Ann won 3 of 5 · Ben won 2 of 5 · and 4 more": each name that played here, the most
    played first, as many as the line holds."""
    ranked = sorted(tallies.items(), key=lambda kv: (-kv[1][0], -kv[1][1], kv[0].casefold()))
    parts = [words.SAY["stats-person"].format(name=name, played=played, won=won)
             for name, (played, won) in ranked]
    for shown in range(len(parts), 0, -1):
        rest = len(parts) - shown
        line = " · ".join(parts[:shown] + ([words.SAY["stats-more"].format(count=rest)]
                                           if rest else []))
        if ui.measure(line, size) <= width:
            break
    return line  # at least the most played name, squeezed if even that is too long


def _against(tallies: dict[str, list[int]]) -> str:
    """"against hard: won 1 of 3 · normal: won 4 of 6", strongest first ("against" once,
    so that all four levels fit a tall window's line unsqueezed)."""
    order = list(words.AGAINST)
    ranked = sorted(tallies.items(), key=lambda kv: order.index(kv[0]))
    return " · ".join(words.SAY["stats-against-next" if i else "stats-against"].format(
        level=words.AGAINST[level], played=played, won=won)
        for i, (level, (played, won)) in enumerate(ranked))

"""A score sheet of boxes by players, drawn as a grid: a row for each box, a column for each
player (the viewer's first), the totals at the foot. At the table the viewer's own column is
where they pick: each open box shows what the cards chosen would score there (`what_if`),
and a click on it, or its number and Enter, commits the pick. The summary and the score-sheet
screen draw the same grid, larger.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pygame

from game.state import ScoreSheet
from scenes import words
from scenes.drawing import ui

PANEL = (8, 36, 26, 215)
STRIPE = (0, 0, 0, 34)
MINE = (255, 255, 255, 20)  # the viewer's column, lighter
LIT = (236, 196, 92, 90)  # a box just filled
WHAT_IF = (150, 186, 164)  # what an open box would score: dimmer than what is written in
ROW_MAX = 34  # a row's height at most, at the design scale (a tall zone need not use it all)
COL_MAX = 120  # a player's column at most, at the design scale
TEXT_SHARE = 0.66  # of a row's height, its words


def points_text(points: int) -> str:
    """Points as a score pad writes them: a true minus sign."""
    return f"−{-points}" if points < 0 else str(points)


@dataclass
class Grid:
    """Where each part of a sheet goes: the panel, the labels' column, the players' columns
    (`seats`, left to right) and the rows (a header, one per box, the totals)."""

    rect: pygame.Rect
    seats: tuple[int, ...]
    label: pygame.Rect  # the labels' column, header to totals
    col_x: list[int]
    col_w: int
    row_h: int
    head_y: int
    size: float
    rows: int = 0
    keys: bool = False  # the rows' numbers are shown (the viewer may pick with them)

    def cell(self, col: int, row: int) -> pygame.Rect:
        """A box's cell: column `col` (0 the first), `row` the box (len(rows): the total)."""
        return pygame.Rect(self.col_x[col], self.head_y + (row + 1) * self.row_h, self.col_w,
                           self.row_h)

    def row_at(self, pos: tuple[int, int], col: int = 0) -> int | None:
        """The box whose cell in column `col` is at `pos`, if any."""
        for row in range(self.rows):
            if self.cell(col, row).collidepoint(pos):
                return row
        return None


def column_order(players: int, viewer: int) -> tuple[int, ...]:
    """The viewer's column first, then the others in the order of play from their left."""
    return tuple((viewer + i) % players for i in range(players))


def grid(sheet: ScoreSheet, zone: pygame.Rect, seats: Sequence[int], scale: float,
         keys: bool = False, row_max: float = ROW_MAX, col_max: float = COL_MAX) -> Grid:
    """The largest grid for `sheet` that fits `zone`, centred in it (`keys`: room for each
    row's number at the left)."""
    rows = len(sheet.rows)
    pad = max(4, round(8 * scale))
    row_h = int(min(row_max * scale, (zone.h - 2 * pad) / (rows + 2)))
    size = max(9.0, row_h * TEXT_SHARE)
    n = max(1, len(seats))
    while True:
        key_w = round(size * 1.5) if keys else 0
        label_w = key_w + max(ui.measure(label, size) for label in sheet.labels) \
            + round(size * 2.4)
        col_w = int(min(col_max * scale, (zone.w - 2 * pad - label_w) / n))
        widest = ui.measure(words.SAY["sheet-takes"].format(n=7), size * 0.8)
        if col_w >= max(widest, ui.measure("−45", size, True)) + 6 or size <= 9:
            break
        size *= 0.92
    width = label_w + n * col_w + 2 * pad
    height = row_h * (rows + 2) + 2 * pad
    rect = pygame.Rect(0, 0, width, height)
    rect.center = zone.center
    left = rect.x + pad
    label = pygame.Rect(left, rect.y + pad, label_w, row_h * (rows + 2))
    col_x = [left + label_w + i * col_w for i in range(n)]
    return Grid(rect, tuple(seats), label, col_x, col_w, row_h, rect.y + pad, size, rows, keys)


@dataclass(frozen=True)
class Marks:
    """What a sheet shows besides its numbers: the viewer's column (None: no picker), the seats
    that have chosen this turn, the cells just filled, the "what if" of the viewer's open
    boxes (row -> words, and whether the selection fits it), the row armed by the keyboard,
    the row under the pointer, and the winners."""

    picker: int | None = None
    chosen: frozenset[int] = frozenset()
    lit: frozenset[tuple[int, int]] = frozenset()
    what_if: Mapping[int, tuple[str, bool]] = field(default_factory=dict)
    armed: int | None = None
    hover: int | None = None
    winners: frozenset[int] = frozenset()


def draw(surface: pygame.Surface, g: Grid, sheet: ScoreSheet, names: Sequence[str],
         marks: Marks = Marks()) -> None:
    """The sheet in its grid: the boxes, the players, the numbers and the marks."""
    s = g.size
    radius = max(4, g.row_h // 3)
    ui.panel(surface, g.rect, PANEL, radius=radius)
    rows = len(sheet.rows)
    height = g.row_h * (rows + 2)
    for row in range(rows + 1):  # stripes under every other box
        if row % 2 == 0:
            stripe = pygame.Rect(g.label.x, g.head_y + (row + 1) * g.row_h,
                                 g.col_x[-1] + g.col_w - g.label.x, g.row_h)
            ui.panel(surface, stripe, STRIPE, radius=2)
    if marks.picker is not None and marks.picker in g.seats:
        col = g.seats.index(marks.picker)
        ui.panel(surface, pygame.Rect(g.col_x[col], g.head_y, g.col_w, height), MINE,
                 radius=radius)
    _draw_labels(surface, g, sheet, marks)
    for col, seat in enumerate(g.seats):
        _draw_column(surface, g, sheet, names, marks, col, seat)
    foot = g.head_y + (rows + 1) * g.row_h
    pygame.draw.line(surface, ui.INK_DIM, (g.label.x, foot), (g.col_x[-1] + g.col_w, foot), 1)
    ui.text(surface, words.SAY["sheet-total"], s, (g.label.x + 4, foot + g.row_h // 2),
            ui.INK, "midleft", bold=True)


def _draw_labels(surface: pygame.Surface, g: Grid, sheet: ScoreSheet, marks: Marks) -> None:
    """Each box's name, its number key at the left and the cards it takes at the right."""
    s = g.size
    for row, label in enumerate(sheet.labels):
        cell = pygame.Rect(g.label.x, g.head_y + (row + 1) * g.row_h, g.label.w, g.row_h)
        x = cell.x + 4
        if g.keys:
            chip = pygame.Rect(x, 0, round(s * 1.15), round(s * 1.15))
            chip.centery = cell.centery
            armed = marks.armed == row
            pygame.draw.rect(surface, ui.FOCUS if armed else ui.INK_DIM, chip, 1,
                             border_radius=max(2, chip.h // 4))
            ui.text(surface, str(row + 1), s * 0.75, chip.center,
                    ui.FOCUS if armed else ui.INK_DIM, "center")
            x = chip.right + round(s * 0.4)
        ui.text(surface, label, s, (x, cell.centery), ui.INK, "midleft",
                max_width=cell.right - x - s * 1.6)
        # the cards its meld takes, on a little card
        card = pygame.Rect(0, 0, round(s * 0.95), round(s * 1.25))
        card.midright = (cell.right - 4, cell.centery)
        pygame.draw.rect(surface, ui.BUTTON, card, border_radius=max(2, card.h // 6))
        ui.text(surface, str(sheet.sizes[row]), s * 0.75, card.center, ui.BUTTON_TEXT,
                "center", bold=True)


def _draw_column(surface: pygame.Surface, g: Grid, sheet: ScoreSheet, names: Sequence[str],
                 marks: Marks, col: int, seat: int) -> None:
    s = g.size
    x = g.col_x[col]
    mine = seat == marks.picker
    head = pygame.Rect(x, g.head_y, g.col_w, g.row_h)
    tick = " ✓" if seat in marks.chosen else ""
    name = ui.shorten(names[seat], s, g.col_w - 6, True, tick)
    ui.text(surface, name, s, head.center, ui.GOLD if mine else ui.INK, "center", bold=True,
            max_width=g.col_w - 6)
    for row, points in enumerate(sheet.cells[seat]):
        cell = g.cell(col, row)
        if points is not None:
            lit = (seat, row) in marks.lit
            if lit:
                ui.panel(surface, cell.inflate(-4, -4), LIT, radius=max(3, g.row_h // 4))
            ui.text(surface, points_text(points), s, cell.center, ui.INK, "center", bold=lit)
            continue
        if not mine:
            continue
        said = marks.what_if.get(row)
        if said is not None:
            text, fits = said
            if fits:
                pygame.draw.rect(surface, ui.GOLD, cell.inflate(-4, -4), 2,
                                 border_radius=max(3, g.row_h // 4))
            ui.text(surface, text, s if fits else s * 0.9, cell.center,
                    ui.INK if fits else WHAT_IF, "center", bold=fits, max_width=g.col_w - 6)
        if marks.hover == row:
            pygame.draw.rect(surface, ui.INK, cell.inflate(-2, -2), 1,
                             border_radius=max(3, g.row_h // 4))
        if marks.armed == row:
            pygame.draw.rect(surface, ui.FOCUS, cell.inflate(0, 0), 2,
                             border_radius=max(3, g.row_h // 4))
    total = g.cell(col, len(sheet.rows))
    ui.text(surface, points_text(sheet.totals[seat]), s * 1.05, total.center,
            ui.GOLD if seat in marks.winners else ui.INK, "center", bold=True)

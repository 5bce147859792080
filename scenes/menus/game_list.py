"""The games as New game and the rules reader offer them: grouped by family, each family's
games under a small heading, the families set in columns. Thirteen games in one list of
buttons had run off a 1024x600 window."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product

import pygame

from game.games import GAMES
from scenes import words
from scenes.drawing import ui

# Sizes at the design scale (ui.scale_of).
ROW = 36  # a game's button; its name is written at half that
GAP = 6  # between two games of a family
HEADING = 18  # a family's words
HEADING_ROW = 30  # the line they take above its games
FAMILY_GAP = 14  # between a family's last game and the next family's heading
COLUMN_GAP = 14
PAD = 12  # at least this much button either side of the longest name
SMALLEST = 0.8  # how far the rows may shrink where the games would not fit otherwise


def families() -> list[tuple[str, list[str]]]:
    """The registered games by family, the families in the order of `words.FAMILIES` (a
    family it has no words for counts as "other"), the games of each in the registry's."""
    groups: dict[str, list[str]] = {}
    for game_id, game in GAMES.items():
        family = game.family if game.family in words.FAMILIES else "other"
        groups.setdefault(family, []).append(game_id)
    return [(family, groups[family]) for family in words.FAMILIES if family in groups]


@dataclass
class GameList:
    """The games' buttons (family by family, column by column: the keyboard's order) and
    their families' headings, placed, as `lay_out` sets them."""

    buttons: list[ui.Button]
    headings: list[tuple[str, pygame.Rect]]  # a family's words and the line they sit on
    heading_size: float
    rect: pygame.Rect  # all of it

    def draw_headings(self, surface: pygame.Surface) -> None:
        for heading, line in self.headings:
            ui.text(surface, heading, self.heading_size, (line.x + 2, line.centery), ui.GOLD,
                    "midleft", bold=True, max_width=line.w - 2)


Page = tuple[str, str]  # a page's id (a game's) and the words on its button


def lay_out(area: pygame.Rect, chosen: str, s: float, shortest: bool = False,
            after: Sequence[tuple[str, Sequence[Page]]] = ()) -> GameList:
    """The games in `area` (its top left and width; its height, what they may take), the
    `chosen` one lit, and `after` them other groups of pages (a heading, its pages) at the
    foot of the shortest column. In as few columns as fit that height (or, `shortest`, as
    make them shortest), as many as the width holds at most; a family is never split
    between two. Where even the most columns are too tall, the rows shrink, a little."""
    groups: list[tuple[str, Sequence[Page]]] = [
        (words.FAMILIES[family], [(game_id, GAMES[game_id].name) for game_id in ids])
        for family, ids in families()]
    kin = len(groups)  # the families; the groups after them are placed apart
    groups += after
    widest = max([ui.measure(label, ROW / 2 * s) + 2 * PAD * s
                  for _, pages in groups for _, label in pages]
                 + [ui.measure(heading, HEADING * s, bold=True) for heading, _ in groups])
    most = max(1, min(kin, int((area.w + COLUMN_GAP * s) // (widest + COLUMN_GAP * s))))
    sizes = tuple(len(pages) for _, pages in groups)
    splits = {n: _with_after(_split(sizes[:kin], n), sizes) for n in range(1, most + 1)}
    height = {n: _height(split, sizes) for n, split in splits.items()}
    least = min(height.values())
    fits = [n for n in splits if height[n] * s <= area.h] if not shortest else []
    columns = fits[0] if fits else min(n for n in splits if height[n] == least)
    shrink = 1.0 if shortest or height[columns] * s <= area.h else \
        max(SMALLEST, area.h / (height[columns] * s))
    k = s * shrink
    column_w = (area.w - (columns - 1) * int(COLUMN_GAP * s)) // columns
    buttons: list[ui.Button] = []
    headings: list[tuple[str, pygame.Rect]] = []
    bottom = area.y
    for i, column in enumerate(splits[columns]):
        x = area.x + i * (column_w + int(COLUMN_GAP * s))
        y = area.y
        for j, group in enumerate(column):
            heading, pages = groups[group]
            if j:
                y += int(FAMILY_GAP * k)
            headings.append((heading, pygame.Rect(x, y, column_w, int(HEADING_ROW * k))))
            y += int(HEADING_ROW * k)
            for page, label in pages:
                b = ui.Button(f"game:{page}", label, accent=page == chosen)
                b.rect = pygame.Rect(x, y, column_w, int(ROW * k))
                buttons.append(b)
                y += int(ROW * k) + int(GAP * k)
            y -= int(GAP * k)
        bottom = max(bottom, y)
    ui.share_text_size(buttons)
    return GameList(buttons, headings, HEADING * k,
                    pygame.Rect(area.x, area.y, area.w, bottom - area.y))


def _with_after(split: tuple[tuple[int, ...], ...],
                sizes: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The families' `split`, and each group after them (the rest of `sizes`) at the foot
    of the column then shortest: so the games stand where they do on the other screen."""
    columns = [list(column) for column in split]
    for group in range(sum(map(len, split)), len(sizes)):
        min(columns, key=lambda column: _height((tuple(column),), sizes)).append(group)
    return tuple(tuple(column) for column in columns)


def _height(split: tuple[tuple[int, ...], ...], sizes: tuple[int, ...]) -> float:
    """How tall the tallest column is, at the design scale."""
    return max(sum(HEADING_ROW + sizes[g] * (ROW + GAP) - GAP for g in column)
               + (len(column) - 1) * FAMILY_GAP for column in split)


@functools.cache
def _split(sizes: tuple[int, ...], columns: int) -> tuple[tuple[int, ...], ...]:
    """The families (by their place in `sizes`, each its number of games) shared out
    between `columns` columns, the tallest as short as can be; of the ways that make it so,
    the one that reads most nearly in the families' order, column by column. (A handful of
    families: every way is tried, once.)"""
    best: tuple[float, tuple[int, ...]] | None = None
    chosen: tuple[tuple[int, ...], ...] = ()
    for places in product(range(columns), repeat=len(sizes)):
        if len(set(places)) < columns:
            continue  # an empty column: that is a split into fewer
        split = tuple(sorted((tuple(g for g, at in enumerate(places) if at == c)
                              for c in range(columns)), key=lambda column: column[0]))
        key = (_height(split, sizes), tuple(g for column in split for g in column))
        if best is None or key < best:
            best, chosen = key, split
    return chosen

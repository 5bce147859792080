"""Chips at the table, for a game whose standing is `Chips`: a chip and its count beside each
name, and the pot in the middle with the ante under it. Drawn from the standing alone, so any
game played for chips gets them."""

from __future__ import annotations

import pygame

from game.state import Chips
from game.view import PlayerView
from scenes import words
from scenes.drawing import ui

CHIP = (176, 48, 44)  # a red poker chip, edged in white: it stands apart from the gold names
CHIP_EDGE = (246, 240, 226)
CHIP_DARK = (110, 26, 24)
POT_MOST = 7  # the most chips stacked in the pot's picture (the number says how many)


def chips_of(view: PlayerView) -> Chips | None:
    """The view's standing, where the game is played for chips."""
    return view.standing if isinstance(view.standing, Chips) and view.standing.chips else None


def chip(surface: pygame.Surface, center: tuple[int, int], r: int) -> None:
    """One chip seen from above: red, a white edge broken by red notches, a ring inside."""
    x, y = center
    pygame.draw.circle(surface, CHIP_DARK, (x + 1, y + 1), r)
    pygame.draw.circle(surface, CHIP_EDGE, center, r)
    pygame.draw.circle(surface, CHIP, center, max(1, r - max(1, r // 5)))
    if r >= 6:
        for k in range(4):  # the edge's notches, as a real chip's inlays
            rect = pygame.Rect(0, 0, max(2, r // 3), max(2, r // 3))
            rect.center = (x + (r - r // 6) * (1, 0, -1, 0)[k], y + (r - r // 6) * (0, 1, 0, -1)[k])
            pygame.draw.rect(surface, CHIP, rect)
    pygame.draw.circle(surface, CHIP_EDGE, center, max(1, r * 3 // 5), max(1, r // 8))


def tag_width(n: int, size: float) -> int:
    """How wide a chip and its count are at text `size`."""
    return round(size * 1.1) + ui.measure(str(n), size, True)


def draw_tag(surface: pygame.Surface, n: int, size: float, midleft: tuple[float, float],
             colour: tuple[int, int, int] = ui.INK) -> pygame.Rect:
    """A chip and the count `n` beside it, from `midleft`; where it went."""
    x, y = round(midleft[0]), round(midleft[1])
    r = max(4, round(size * 0.42))
    chip(surface, (x + r, y), r)
    said = ui.text(surface, str(n), size, (x + round(size * 1.1), y), colour, "midleft",
                   bold=True)
    return pygame.Rect(x, y - r, said.right - x, 2 * r).union(said)


def draw_pot(surface: pygame.Surface, zone: pygame.Rect, chips: Chips, scale: float) -> None:
    """The pot in its zone: its chips stacked, "Pot 6" beside them (under them where the zone
    is narrow), and the ante under that."""
    size = max(13, 17 * scale)
    small = max(12, 14 * scale)
    pot = words.SAY["pot"].format(n=chips.pot)
    ante = words.SAY["ante"].format(n=chips.ante)
    r = max(6, round(min(zone.h * 0.22, 12 * scale)))
    stacked = min(POT_MOST, max(1, (chips.pot + 1) // 2)) if chips.pot else 0
    step = max(2, r // 3)
    wide = zone.w >= 2 * r + max(ui.measure(pot, size, True), ui.measure(ante, small)) + 8
    if wide:  # the stack at the left, the words beside it
        base = (zone.x + r + 2, zone.centery + (stacked - 1) * step // 2)
        at = (zone.x + 2 * r + 10, zone.centery)
        anchors = ("bottomleft", "topleft")
    else:  # a narrow zone: the stack on top, the words centred under it
        base = (zone.centerx, zone.y + r + (stacked - 1) * step)
        at = (zone.centerx, base[1] + r + 4 + round(size))
        anchors = ("midbottom", "midtop")
    if not stacked:  # an empty pot: the place for it, outlined
        pygame.draw.circle(surface, ui.FELT_DARK, base, r, 2)
    for k in range(stacked):  # from the bottom up
        chip(surface, (base[0], base[1] - k * step), r)
    ui.text(surface, pot, size, at, ui.INK, anchors[0], bold=True)
    ui.text(surface, ante, small, (at[0], at[1] + 1), ui.INK_DIM, anchors[1])

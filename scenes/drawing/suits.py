"""Suit symbols drawn with pygame primitives: the card sprites are drawn with them
(`assets.generate.cards`), and the table's words use them inline (`ui.text`), because the font
that ships with pygame-ce has no suit glyphs."""

from __future__ import annotations

import math

import pygame

SUPERSAMPLE = 4  # a glyph is drawn this much bigger and smoothed down, for clean edges


def suit_shape(surf: pygame.Surface, suit: str, cx: float, cy: float, size: float,
               colour: tuple[int, int, int], flip: bool = False) -> None:
    """A suit symbol centred at (cx, cy), `size` tall; drawn upside down when `flip`."""
    s = size
    d = -1 if flip else 1

    def p(x: float, y: float) -> tuple[float, float]:
        return cx + x * s, cy + d * y * s

    if suit == "D":
        pygame.draw.polygon(surf, colour, [p(0, -0.5), p(0.36, 0), p(0, 0.5), p(-0.36, 0)])
        return
    if suit in "HS":
        # A heart: two lobes and a point; a spade is a heart upside down with a stem.
        k = -1 if suit == "S" else 1
        r = 0.25 * s
        lobe_y = -0.2 * k
        for lx in (-0.22, 0.22):
            x, y = p(lx, lobe_y)
            pygame.draw.circle(surf, colour, (x, y), r)
        pts = [p(-0.47, lobe_y + 0.06 * k), p(0, 0.48 * k - 0.02 * k), p(0.47, lobe_y + 0.06 * k),
               p(0, lobe_y - 0.02 * k)]
        pygame.draw.polygon(surf, colour, pts)
        if suit == "S":
            pygame.draw.polygon(surf, colour, [p(0, 0.1), p(0.16, 0.5), p(-0.16, 0.5)])
        return
    # clubs: three balls and a stem
    r = 0.2 * s
    for bx, by in ((0, -0.26), (-0.24, 0.06), (0.24, 0.06)):
        x, y = p(bx, by)
        pygame.draw.circle(surf, colour, (x, y), r)
    pygame.draw.polygon(surf, colour, [p(0, -0.05), p(0.08, 0.08), p(-0.08, 0.08)])
    pygame.draw.polygon(surf, colour, [p(0, 0.0), p(0.15, 0.5), p(-0.15, 0.5)])


def glyph(suit: str, font: pygame.font.Font, colour: tuple[int, int, int]) -> pygame.Surface:
    """The suit as a character of `font`: as tall as a capital letter, on its baseline."""
    height = font.get_height()
    metrics = font.metrics("H")[0]
    cap = float(metrics[3]) if metrics else font.get_ascent() * 0.7  # a capital's height
    key = (suit, height, font.get_ascent(), cap, colour)
    if key in _glyphs:
        return _glyphs[key]
    size = cap * (1.2 if suit in "SC" else 1.1)
    width = round(size * 1.1)  # a little space either side, as a letter has
    big = pygame.Surface((width * SUPERSAMPLE, height * SUPERSAMPLE), pygame.SRCALPHA)
    middle = font.get_ascent() - cap / 2
    suit_shape(big, suit, big.get_width() / 2, middle * SUPERSAMPLE, size * SUPERSAMPLE, colour)
    _glyphs[key] = pygame.transform.smoothscale(big, (width, height))
    return _glyphs[key]


_glyphs: dict[tuple[str, int, int, float, tuple[int, int, int]], pygame.Surface] = {}


def star(size: int, colour: tuple[int, int, int], edge: tuple[int, int, int]) -> pygame.Surface:
    """A five-pointed star `size` pixels across, outlined, drawn big and smoothed down."""
    big = size * SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    points = [(c + (c if i % 2 == 0 else c * 0.45) * 0.95 * math.sin(i * math.pi / 5),
               c - (c if i % 2 == 0 else c * 0.45) * 0.95 * math.cos(i * math.pi / 5))
              for i in range(10)]
    pygame.draw.polygon(surf, colour, points)
    pygame.draw.polygon(surf, edge, points, max(1, big // 10))
    return pygame.transform.smoothscale(surf, (size, size))

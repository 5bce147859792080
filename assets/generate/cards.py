"""Draw the card sprite sheet and its atlas: `python -m assets.generate.cards`.

Every face, joker and back is drawn with pygame primitives (no borrowed art), at twice the
stored size and smoothed down, so edges are clean. Two rows of suits per colour scheme:
two-colour (red and black) and four-colour (blue diamonds, green clubs).
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

from scenes.drawing.suits import suit_shape

# Stored card size: a hand card on a 4K screen is about 390 pixels tall, so it is only ever
# scaled down from this.
W, H = 288, 404
SS = 2  # supersampling factor while drawing
# Small faces: cards under SMALL_H pixels tall use them (their corner index would be unreadable);
# stored at a third of the size. Their index keeps within the STRIP (of a card's width) that a
# fan leaves in sight: the table fans melds 0.32 of a width apart.
SMALL_H = 72
SMALL_W, SMALL_STORED_H = W // 3, round(H / 3)
STRIP = 0.27
STRIP_MIDDLE = 0.03 + STRIP / 2  # scenes.drawing.cardart puts a wild card's star under it
OUT = Path(__file__).resolve().parent.parent / "cards"

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = "SHDC"
SCHEMES = {
    "2c": {"S": (20, 20, 26), "H": (200, 16, 46), "D": (200, 16, 46), "C": (20, 20, 26)},
    "4c": {"S": (20, 20, 26), "H": (200, 16, 46), "D": (24, 88, 190), "C": (22, 120, 52)},
}
BACKS = {
    "blue": ((26, 64, 140), (72, 120, 210)),
    "red": ((140, 24, 36), (210, 76, 80)),
    "green": ((20, 96, 60), (80, 168, 110)),
}
PAPER = (251, 249, 242)
GOLD = (222, 180, 60)  # the courts' headwear
EDGE = (150, 150, 150)


# Pip positions (x, y) in a unit box for 2..10, the classic arrangements.
L, C, R = 0.0, 0.5, 1.0
PIPS = {
    2: [(C, 0), (C, 1)],
    3: [(C, 0), (C, 0.5), (C, 1)],
    4: [(L, 0), (R, 0), (L, 1), (R, 1)],
    5: [(L, 0), (R, 0), (C, 0.5), (L, 1), (R, 1)],
    6: [(L, 0), (R, 0), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
    7: [(L, 0), (R, 0), (C, 0.25), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
    8: [(L, 0), (R, 0), (C, 0.25), (L, 0.5), (R, 0.5), (C, 0.75), (L, 1), (R, 1)],
    9: [(L, 0), (R, 0), (L, 1 / 3), (R, 1 / 3), (C, 0.5), (L, 2 / 3), (R, 2 / 3), (L, 1), (R, 1)],
    10: [(L, 0), (R, 0), (C, 1 / 6), (L, 1 / 3), (R, 1 / 3), (L, 2 / 3), (R, 2 / 3), (C, 5 / 6),
         (L, 1), (R, 1)],
}


class Painter:
    def __init__(self) -> None:
        self.w, self.h = W * SS, H * SS
        self.font_index = pygame.font.Font(None, int(self.h * 0.19))
        self.font_index_narrow = pygame.font.Font(None, int(self.h * 0.17))
        self.font_court = pygame.font.Font(None, int(self.h * 0.2))
        self.font_joker = pygame.font.Font(None, int(self.h * 0.11))
        self.font_big = pygame.font.Font(None, int(self.h * 0.5))

    def blank(self) -> pygame.Surface:
        surf = pygame.Surface((self.w, self.h), pygame.SRCALPHA)
        rad = int(self.w * 0.07)
        pygame.draw.rect(surf, EDGE, surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, PAPER, surf.get_rect().inflate(-2 * SS, -2 * SS),
                         border_radius=rad - SS)
        return surf

    def index(self, surf: pygame.Surface, rank: str, suit: str, colour: tuple[int, int, int]
              ) -> None:
        """The corner index, top left and (turned) bottom right: rank over suit."""
        font = self.font_index_narrow if rank == "10" else self.font_index
        corner = pygame.Surface((int(self.w * 0.22), int(self.h * 0.3)), pygame.SRCALPHA)
        text = font.render(rank, True, colour)
        cx = corner.get_width() / 2
        corner.blit(text, text.get_rect(midtop=(cx, int(self.h * 0.02))))
        suit_shape(corner, suit, cx, self.h * 0.21, self.h * 0.1, colour)
        surf.blit(corner, (int(self.w * 0.015), int(self.h * 0.012)))
        turned = pygame.transform.rotate(corner, 180)
        surf.blit(turned, turned.get_rect(bottomright=(self.w - int(self.w * 0.015),
                                                       self.h - int(self.h * 0.012))))

    def number(self, rank: int, suit: str, colour: tuple[int, int, int]) -> pygame.Surface:
        surf = self.blank()
        label = RANKS[rank - 1]
        self.index(surf, label, suit, colour)
        if rank == 1:
            size = self.h * (0.42 if suit == "S" else 0.32)
            suit_shape(surf, suit, self.w / 2, self.h / 2, size, colour)
            return surf
        left, right = self.w * 0.35, self.w * 0.65
        top, bottom = self.h * 0.17, self.h * 0.83
        pip = self.h * 0.115
        for ux, uy in PIPS[rank]:
            x = left + ux * (right - left)
            y = top + uy * (bottom - top)
            suit_shape(surf, suit, x, y, pip, colour, flip=uy > 0.5)
        return surf

    def court(self, rank: int, suit: str, colour: tuple[int, int, int]) -> pygame.Surface:
        """J, Q, K: a framed, mirrored figure panel (crown, letter, suit) in the suit's colour."""
        surf = self.blank()
        label = RANKS[rank - 1]
        self.index(surf, label, suit, colour)
        frame = pygame.Rect(0, 0, int(self.w * 0.58), int(self.h * 0.74))
        frame.center = (self.w // 2, self.h // 2)
        pygame.draw.rect(surf, tint(colour), frame, border_radius=int(self.w * 0.03))
        half = pygame.Surface((frame.w, frame.h // 2), pygame.SRCALPHA)
        hw, hh = half.get_size()
        headwear(half, label, hw, hh, colour)
        letter = self.font_court.render(label, True, colour)
        half.blit(letter, letter.get_rect(midtop=(hw * 0.5, hh * 0.5)))
        suit_shape(half, suit, hw * 0.17, hh * 0.82, hh * 0.2, colour)
        suit_shape(half, suit, hw * 0.83, hh * 0.82, hh * 0.2, colour)
        surf.blit(half, frame.topleft)
        surf.blit(pygame.transform.rotate(half, 180), (frame.x, frame.y + frame.h // 2))
        pygame.draw.line(surf, colour, (frame.x + 8, frame.centery),
                         (frame.right - 8, frame.centery), SS)
        pygame.draw.rect(surf, colour, frame, max(2, SS * 2), border_radius=int(self.w * 0.03))
        return surf

    def joker(self, colour: tuple[int, int, int]) -> pygame.Surface:
        """A jester's star with JOKER spelled down both corners."""
        surf = self.blank()
        y = self.h * 0.03
        for ch in "JOKER":
            t = self.font_joker.render(ch, True, colour)
            surf.blit(t, t.get_rect(midtop=(self.w * 0.1, y)))
            turned = pygame.transform.rotate(t, 180)
            surf.blit(turned, turned.get_rect(midbottom=(self.w * 0.9, self.h - y)))
            y += t.get_height() * 0.82
        star(surf, self.w / 2, self.h / 2, self.w * 0.3, self.w * 0.13, colour)
        return surf

    def small(self, rank: int, suit: str, colour: tuple[int, int, int]) -> pygame.Surface:
        """The card as it is drawn small (under `SMALL_H` pixels tall, where the corner index
        would be a few pixels high): a big rank and suit down the strip that a fan of cards
        leaves in sight, and one big suit (with its headwear, on a court)."""
        surf = self.blank()
        label = RANKS[rank - 1]
        cx = self.w * STRIP_MIDDLE
        index = self.letters(label, colour)
        surf.blit(index, index.get_rect(midtop=(cx, self.h * 0.04)))
        suit_shape(surf, suit, cx, self.h * 0.38, self.h * 0.19, colour)
        if rank <= 10:
            suit_shape(surf, suit, self.w * 0.65, self.h * 0.68, self.h * 0.4, colour)
            return surf
        frame = pygame.Rect(int(self.w * 0.38), int(self.h * 0.05), int(self.w * 0.56),
                            int(self.h * 0.9))
        pygame.draw.rect(surf, tint(colour), frame, border_radius=int(self.w * 0.03))
        top = pygame.Surface((frame.w, frame.h // 2), pygame.SRCALPHA)
        headwear(top, label, frame.w, frame.h * 0.7, colour)
        surf.blit(top, frame.topleft)
        suit_shape(surf, suit, frame.centerx, frame.y + frame.h * 0.66, self.h * 0.3, colour)
        pygame.draw.rect(surf, colour, frame, max(2, SS * 2), border_radius=int(self.w * 0.03))
        return surf

    def small_joker(self, colour: tuple[int, int, int]) -> pygame.Surface:
        """A joker drawn small: JOKER down the strip in sight, and its star."""
        surf = self.blank()
        y = self.h * 0.04
        for ch in "JOKER":
            letter = self.letters(ch, colour, self.h * 0.14)
            surf.blit(letter, letter.get_rect(midtop=(self.w * STRIP_MIDDLE, y)))
            y += self.h * 0.185
        star(surf, self.w * 0.64, self.h * 0.55, self.w * 0.3, self.w * 0.13, colour)
        return surf

    def letters(self, text: str, colour: tuple[int, int, int], cap: float = 0.0
                ) -> pygame.Surface:
        """`text` in bold, cropped to its ink, `cap` tall (0.22 of the card unless given)
        and no wider than the strip a fan leaves in sight (narrowed to fit, as "10" is)."""
        ink = self.font_big.render(text, True, colour)
        ink = ink.subsurface(ink.get_bounding_rect())
        height = cap or self.h * 0.22
        width = min(ink.get_width() * height / ink.get_height(), self.w * STRIP)
        return pygame.transform.smoothscale(ink, (round(width), round(height)))

    def back(self, dark: tuple[int, int, int], light: tuple[int, int, int]) -> pygame.Surface:
        """A white-bordered lattice with a centre medallion."""
        surf = self.blank()
        inner = surf.get_rect().inflate(-int(self.w * 0.12), -int(self.w * 0.12))
        rad = int(self.w * 0.04)
        pygame.draw.rect(surf, dark, inner, border_radius=rad)
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = self.w * 0.09
        n = int(inner.h / step) + int(inner.w / step) + 2
        for i in range(-n, n):
            x0 = i * step
            pygame.draw.line(pattern, light, (x0, 0), (x0 + inner.h, inner.h), SS * 2)
            pygame.draw.line(pattern, light, (x0 + inner.h, 0), (x0, inner.h), SS * 2)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(pattern, inner.topleft)
        cx, cy = self.w / 2, self.h / 2
        pygame.draw.ellipse(surf, PAPER, (cx - self.w * 0.2, cy - self.h * 0.14,
                                          self.w * 0.4, self.h * 0.28))
        pygame.draw.ellipse(surf, dark, (cx - self.w * 0.17, cy - self.h * 0.12,
                                         self.w * 0.34, self.h * 0.24))
        for k, suit in enumerate("SHDC"):
            ang = k * math.pi / 2
            suit_shape(surf, suit, cx + math.cos(ang) * self.w * 0.08,
                       cy + math.sin(ang) * self.w * 0.08, self.h * 0.06, PAPER)
        pygame.draw.rect(surf, light, inner, SS * 2, border_radius=rad)
        return surf


def tint(colour: tuple[int, int, int]) -> tuple[int, ...]:
    """The pale wash of a suit's colour behind a court's figure."""
    return tuple(int(255 - (255 - c) * 0.14) for c in colour)


def star(surf: pygame.Surface, cx: float, cy: float, outer: float, inner: float,
         colour: tuple[int, int, int]) -> None:
    """The joker's five-pointed star, gold edged in `colour`, with a dot in the middle."""
    pts = []
    for i in range(10):
        rad = outer if i % 2 == 0 else inner
        ang = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
    pygame.draw.polygon(surf, (236, 190, 60), pts)
    pygame.draw.polygon(surf, colour, pts, max(2, SS * 2))
    pygame.draw.circle(surf, colour, (cx, cy), outer * 0.2)


def headwear(half: pygame.Surface, label: str, hw: float, hh: float,
             colour: tuple[int, int, int]) -> None:
    """What tells the courts apart at a glance, in the top of a `hw` x `hh` half panel: a
    crown (K), a tiara (Q), a cap with a feather (J)."""
    if label == "K":
        pts = [(hw * 0.2, hh * 0.45), (hw * 0.2, hh * 0.12), (hw * 0.35, hh * 0.3),
               (hw * 0.5, hh * 0.06), (hw * 0.65, hh * 0.3), (hw * 0.8, hh * 0.12),
               (hw * 0.8, hh * 0.45)]
        pygame.draw.polygon(half, GOLD, pts)
        pygame.draw.polygon(half, colour, pts, max(2, SS * 2))
        for x in (0.2, 0.5, 0.8):
            y = 0.12 if x != 0.5 else 0.06
            pygame.draw.circle(half, colour, (hw * x, hh * y), hw * 0.035)
    elif label == "Q":
        pygame.draw.ellipse(half, GOLD, (hw * 0.22, hh * 0.16, hw * 0.56, hh * 0.3))
        pygame.draw.ellipse(half, colour, (hw * 0.22, hh * 0.16, hw * 0.56, hh * 0.3),
                            max(2, SS * 2))
        for x in (0.33, 0.5, 0.67):
            pygame.draw.circle(half, colour, (hw * x, hh * (0.14 if x == 0.5 else 0.2)),
                               hw * 0.05)
    else:
        pygame.draw.polygon(half, GOLD, [(hw * 0.24, hh * 0.44), (hw * 0.3, hh * 0.2),
                                         (hw * 0.7, hh * 0.2), (hw * 0.76, hh * 0.44)])
        pygame.draw.polygon(half, colour, [(hw * 0.24, hh * 0.44), (hw * 0.3, hh * 0.2),
                                           (hw * 0.7, hh * 0.2), (hw * 0.76, hh * 0.44)],
                            max(2, SS * 2))
        pygame.draw.arc(half, colour, (hw * 0.5, hh * -0.05, hw * 0.45, hh * 0.5),
                        math.pi * 0.55, math.pi * 1.0, max(3, SS * 3))


def build() -> tuple[pygame.Surface, dict[str, list[int]]]:
    """The sheet and its atlas: name -> [x, y, w, h] (names like `2c/10H`, `joker-red`, and
    `small/2c/10H` for the small faces, which sit in rows of their own under the rest)."""
    painter = Painter()
    cells: list[tuple[str, pygame.Surface]] = []
    small: list[tuple[str, pygame.Surface]] = []
    alias: dict[str, str] = {}
    for scheme, colours in SCHEMES.items():
        for suit in SUITS:
            if scheme != "2c" and colours[suit] == SCHEMES["2c"][suit]:
                for rank in RANKS:  # the same ink in both schemes: draw the suit once
                    alias[f"{scheme}/{rank}{suit}"] = f"2c/{rank}{suit}"
                    alias[f"small/{scheme}/{rank}{suit}"] = f"small/2c/{rank}{suit}"
                continue
            for rank in range(1, 14):
                draw = painter.court if rank > 10 else painter.number
                name = f"{scheme}/{RANKS[rank - 1]}{suit}"
                cells.append((name, draw(rank, suit, colours[suit])))
                small.append((f"small/{name}", painter.small(rank, suit, colours[suit])))
    for name, suit in (("joker-red", "H"), ("joker-black", "S")):
        cells.append((name, painter.joker(SCHEMES["2c"][suit])))
        small.append((f"small/{name}", painter.small_joker(SCHEMES["2c"][suit])))
    for name, (dark, light) in BACKS.items():
        cells.append((f"back-{name}", painter.back(dark, light)))
    cols = 13
    rows = math.ceil(len(cells) / cols)
    small_cols = cols * W // SMALL_W
    small_rows = math.ceil(len(small) / small_cols)
    sheet = pygame.Surface((cols * W, rows * H + small_rows * SMALL_STORED_H), pygame.SRCALPHA)
    atlas: dict[str, list[int]] = {}
    for i, (name, big) in enumerate(cells):
        x, y = (i % cols) * W, (i // cols) * H
        sheet.blit(pygame.transform.smoothscale(big, (W, H)), (x, y))
        atlas[name] = [x, y, W, H]
    for i, (name, big) in enumerate(small):
        x, y = (i % small_cols) * SMALL_W, rows * H + (i // small_cols) * SMALL_STORED_H
        sheet.blit(pygame.transform.smoothscale(big, (SMALL_W, SMALL_STORED_H)), (x, y))
        atlas[name] = [x, y, SMALL_W, SMALL_STORED_H]
    for name, same in alias.items():
        atlas[name] = atlas[same]
    return sheet, atlas


def main() -> None:
    pygame.font.init()
    sheet, atlas = build()
    OUT.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(OUT / "sheet.png"))
    meta = {"card": [W, H], "small_below": SMALL_H, "backs": list(BACKS),
            "schemes": list(SCHEMES), "cells": atlas}
    (OUT / "atlas.json").write_text(json.dumps(meta, indent=1) + "\n")
    print(f"wrote {OUT / 'sheet.png'} ({sheet.get_width()}x{sheet.get_height()}) and atlas.json")


if __name__ == "__main__":
    main()

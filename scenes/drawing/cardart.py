"""Card images from the committed sprite sheet, scaled once per size and cached."""

from __future__ import annotations

import json
from importlib import resources

import pygame

from game.cards import Card
from game.rules import HandRules
from scenes.drawing import suits

STAR = (236, 196, 92)  # the table's gold
STAR_EDGE = (120, 84, 16)


class CardArt:
    """Faces, jokers and backs at any height; two- or four-colour suits."""

    def __init__(self) -> None:
        folder = resources.files("assets") / "cards"
        meta = json.loads((folder / "atlas.json").read_text(encoding="utf-8"))
        with resources.as_file(folder / "sheet.png") as path:
            sheet = pygame.image.load(str(path))
        self.sheet = sheet.convert_alpha() if pygame.display.get_surface() else sheet
        self.cells: dict[str, tuple[int, int, int, int]] = {
            k: (v[0], v[1], v[2], v[3]) for k, v in meta["cells"].items()}
        self.ratio = meta["card"][0] / meta["card"][1]
        # below this height a face is drawn from its small design, with a big index
        self.small_below = int(meta.get("small_below", 0))
        self.four_colour = False
        self.back_name = "blue"
        self._cache: dict[tuple[str, int] | tuple[str, int, bool], pygame.Surface] = {}

    def size(self, height: int) -> tuple[int, int]:
        return max(1, round(height * self.ratio)), max(1, height)

    def name_of(self, card: Card) -> str:
        if card.is_joker:
            return "joker-red" if card.id % 2 == 0 else "joker-black"
        return f"{'4c' if self.four_colour else '2c'}/{card}"

    def image(self, name: str, height: int) -> pygame.Surface:
        key = (name, height)
        img = self._cache.get(key)
        if img is None:
            cell = self.sheet.subsurface(self.cells[name])
            img = pygame.transform.smoothscale(cell, self.size(height))
            if len(self._cache) > 600:  # sizes change with the window: forget old ones
                self._cache.clear()
            self._cache[key] = img
        return img

    def face(self, card: Card, height: int) -> pygame.Surface:
        name = self.name_of(card)
        if self.small(height):
            name = f"small/{name}"
        return self.image(name, height)

    def small(self, height: int) -> bool:
        """Whether a face this tall is drawn from its small design (the corner index of the
        full one would be a few pixels high)."""
        return height < self.small_below

    def back(self, height: int) -> pygame.Surface:
        return self.image(f"back-{self.back_name}", height)

    def star_if_wild(self, surface: pygame.Surface, card: Card, card_rect: pygame.Rect,
                     hand: HandRules, design_h: int = 0) -> None:
        """The star on a card drawn at `card_rect` if it is wild this hand (not on jokers,
        whose face says it); `design_h` as for `mark_wild`."""
        if not card.is_joker and hand.is_wild(card):
            self.mark_wild(surface, card_rect, design_h)

    def mark_wild(self, surface: pygame.Surface, card_rect: pygame.Rect,
                  design_h: int = 0) -> None:
        """A gold star on a card that is wild this hand, under its corner index: the part of
        a card that stays in sight however tightly a hand is fanned. `design_h`: the height
        the face's design was chosen for, when it is drawn at another (a card in flight)."""
        h = card_rect.h
        small = self.small(design_h or h)
        star = self._cache.get(("wild-star", h, small))
        if star is None:
            star = suits.star(max(6, round(h * (0.17 if small else 0.13))), STAR, STAR_EDGE)
            self._cache[("wild-star", h, small)] = star
        w = round(h * self.ratio)
        # under the index's suit: a small face's big one sits lower, in the strip in sight
        x, y = (0.165, 0.6) if small else (0.125, 0.40)
        surface.blit(star, star.get_rect(center=(card_rect.x + round(w * x),
                                                 card_rect.y + round(h * y))))

"""Table layouts: zones read from the Tiled maps in assets/layouts, scaled to the window.

Each player count has a wide map and a portrait one; a window takes the one that lets its
cards be larger (`layout_for`). A game that keeps a score sheet takes the zones of the map's
`score-sheet` layer instead of those they replace (`Layout.with_sheet`): the sheet, and room
made for it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources

import pygame
import pytmx

MAP_SIZE = (1280, 720)  # the wide maps'; a portrait map is 720x1280
# A window uses the portrait map once that makes everything this much larger: near a square,
# the wide map (the one the table was first drawn for) stays.
PORTRAIT_GAIN = 1.1
SHARED_ZONES = ("stock", "discard", "message", "score", "actions", "tools", "table", "pot")
SEAT_ZONES = ("hand", "melds", "name")
STRETCH = 1.25
PILES = ("stock", "discard", "message")  # placed together, as one group
SHEET = "sheet"  # the score sheet's zone (games that keep one): one group with the piles
SHEET_LAYER = "score-sheet"  # the map's layer of the zones such a game takes instead
# Zones that move with the piles without widening their group: the melds that belong to no one
# (where the discard pile would be: the games that have such melds have none) and the pot.
WITH_PILES = ("table", "pot")
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Layout:
    """Zones by name in map pixels: `shared`, and per position (0 = the player at the screen)."""

    players: int
    shared: dict[str, Box]
    seats: list[dict[str, Box]]
    size: tuple[int, int] = MAP_SIZE  # of the map, in map pixels
    # the zones a game with a score sheet takes instead, by "layer/zone" ("shared/sheet")
    sheet_zones: dict[str, Box] = field(default_factory=dict)

    def with_sheet(self) -> Layout:
        """The zones of a game that keeps a score sheet: these, with the sheet's in place."""
        shared = dict(self.shared)
        seats = [dict(seat) for seat in self.seats]
        for key, box in self.sheet_zones.items():
            layer, _, name = key.partition("/")
            zones = shared if layer == "shared" else seats[int(layer.removeprefix("seat-"))]
            zones[name] = box
        return Layout(self.players, shared, seats, self.size)

    def scaled(self, size: tuple[int, int]) -> ScaledLayout:
        """Zones for a window of `size`.

        Zones grow with the window but keep roughly the map's proportions (at most STRETCH
        times taller or wider than the uniform scale): cards are sized from zone heights, and
        in a tall window they had grown with the height alone. A seat's zones, and the piles
        with their message, move as one group; the spare room is shared out between groups as
        the map shares it, so a group at an edge stays at that edge."""
        sx, sy = size[0] / self.size[0], size[1] / self.size[1]
        k = (min(sx, sy * STRETCH), min(sy, sx * STRETCH))

        def origin(box: Box, axis: int) -> float:
            spare = self.size[axis] - box[axis + 2]
            free = size[axis] - box[axis + 2] * k[axis]
            return box[axis] / spare * free if spare > 0 else 0.0

        def group(zones: dict[str, Box], along: dict[str, Box] | None = None
                  ) -> dict[str, pygame.Rect]:
            bound = _bounds(zones.values(), self.size)
            ox, oy = origin(bound, 0), origin(bound, 1)
            return {name: pygame.Rect(round(ox + (x - bound[0]) * k[0]),
                                      round(oy + (y - bound[1]) * k[1]),
                                      round(w * k[0]), round(h * k[1]))
                    for name, (x, y, w, h) in (zones | (along or {})).items()}

        piles = (*PILES, SHEET)
        shared: dict[str, pygame.Rect] = group(
            {n: self.shared[n] for n in piles if n in self.shared},
            {n: self.shared[n] for n in WITH_PILES if n in self.shared})
        for name, box in self.shared.items():
            if name not in piles and name not in WITH_PILES:
                shared |= group({name: box})
        return ScaledLayout(shared, [group(s) for s in self.seats], min(sx, sy), k[1])


def _bounds(boxes: Iterable[Box], map_size: tuple[int, int]) -> Box:
    x0, y0, x1, y1 = float(map_size[0]), float(map_size[1]), 0.0, 0.0
    for x, y, w, h in boxes:
        x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x + w), max(y1, y + h)
    return x0, y0, x1 - x0, y1 - y0


@dataclass(frozen=True)
class ScaledLayout:
    shared: dict[str, pygame.Rect]
    seats: list[dict[str, pygame.Rect]]
    scale: float  # of lengths: the smaller of the window's two scales from the map
    tall: float  # of zone heights (at most STRETCH times `scale`)


def map_name(players: int, portrait: bool = False) -> str:
    return f"table-{players}{'-portrait' if portrait else ''}.tmx"


def load_layout(players: int, portrait: bool = False) -> Layout:
    """Read `table-N.tmx` or `table-N-portrait.tmx` (no display needed: pytmx parses the
    objects only)."""
    name = map_name(players, portrait)
    ref = resources.files("assets") / "layouts" / name
    with resources.as_file(ref) as path:
        tmx = pytmx.TiledMap(str(path))
    groups = {g.name: g for g in tmx.objectgroups}
    shared = {o.name: (o.x, o.y, o.width, o.height) for o in groups["shared"]}
    sheet = {o.name: (o.x, o.y, o.width, o.height) for o in groups.get(SHEET_LAYER, [])}
    seats = []
    for pos in range(players):
        group = groups.get(f"seat-{pos}")
        if group is None:
            raise ValueError(f"{name} has no layer seat-{pos}")
        seats.append({o.name: (o.x, o.y, o.width, o.height) for o in group})
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    return Layout(players, shared, seats, size, sheet)


def portrait_suits(size: tuple[int, int]) -> bool:
    """True when the portrait map draws a window of `size` at least PORTRAIT_GAIN times
    larger than the wide map does."""
    w, h = size
    wide = min(w / MAP_SIZE[0], h / MAP_SIZE[1])
    return min(w / MAP_SIZE[1], h / MAP_SIZE[0]) >= wide * PORTRAIT_GAIN


_cache: dict[tuple[int, bool, bool], Layout] = {}


def layout_for(players: int, size: tuple[int, int] = MAP_SIZE, sheet: bool = False) -> Layout:
    """The map for this many players that suits a window of `size` (with `sheet`, its zones
    for a game that keeps a score sheet)."""
    key = (players, portrait_suits(size), sheet)
    if key not in _cache:
        plain = load_layout(players, key[1])
        _cache[key] = plain.with_sheet() if sheet else plain
    return _cache[key]

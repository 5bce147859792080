"""Table layouts: zones read from the Tiled maps in assets/layouts, scaled to the window."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources

import pygame
import pytmx

MAP_SIZE = (1280, 720)
SHARED_ZONES = ("stock", "discard", "message", "score", "actions", "tools")
SEAT_ZONES = ("hand", "melds", "name")
STRETCH = 1.25
PILES = ("stock", "discard", "message")  # placed together, as one group
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Layout:
    """Zones by name in map pixels: `shared`, and per position (0 = the player at the screen)."""

    players: int
    shared: dict[str, Box]
    seats: list[dict[str, Box]]

    def scaled(self, size: tuple[int, int]) -> ScaledLayout:
        """Zones for a window of `size`.

        Zones grow with the window but keep roughly the map's proportions (at most STRETCH
        times taller or wider than the uniform scale): cards are sized from zone heights, and
        in a tall window they had grown with the height alone. A seat's zones, and the piles
        with their message, move as one group; the spare room is shared out between groups as
        the map shares it, so a group at an edge stays at that edge."""
        sx, sy = size[0] / MAP_SIZE[0], size[1] / MAP_SIZE[1]
        k = (min(sx, sy * STRETCH), min(sy, sx * STRETCH))

        def origin(box: Box, axis: int) -> float:
            spare = MAP_SIZE[axis] - box[axis + 2]
            free = size[axis] - box[axis + 2] * k[axis]
            return box[axis] / spare * free if spare > 0 else 0.0

        def group(zones: dict[str, Box]) -> dict[str, pygame.Rect]:
            bound = _bounds(zones.values())
            ox, oy = origin(bound, 0), origin(bound, 1)
            return {name: pygame.Rect(round(ox + (x - bound[0]) * k[0]),
                                      round(oy + (y - bound[1]) * k[1]),
                                      round(w * k[0]), round(h * k[1]))
                    for name, (x, y, w, h) in zones.items()}

        shared: dict[str, pygame.Rect] = group({n: self.shared[n] for n in PILES})
        for name, box in self.shared.items():
            if name not in PILES:
                shared |= group({name: box})
        return ScaledLayout(shared, [group(s) for s in self.seats], min(sx, sy), k[1])


def _bounds(boxes: Iterable[Box]) -> Box:
    x0, y0, x1, y1 = float(MAP_SIZE[0]), float(MAP_SIZE[1]), 0.0, 0.0
    for x, y, w, h in boxes:
        x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x + w), max(y1, y + h)
    return x0, y0, x1 - x0, y1 - y0


@dataclass(frozen=True)
class ScaledLayout:
    shared: dict[str, pygame.Rect]
    seats: list[dict[str, pygame.Rect]]
    scale: float  # of lengths: the smaller of the window's two scales from the map
    tall: float  # of zone heights (at most STRETCH times `scale`)


def load_layout(players: int) -> Layout:
    """Read `table-N.tmx` (no display needed: pytmx parses the objects only)."""
    ref = resources.files("assets") / "layouts" / f"table-{players}.tmx"
    with resources.as_file(ref) as path:
        tmx = pytmx.TiledMap(str(path))
    groups = {g.name: g for g in tmx.objectgroups}
    shared = {o.name: (o.x, o.y, o.width, o.height) for o in groups["shared"]}
    seats = []
    for pos in range(players):
        group = groups.get(f"seat-{pos}")
        if group is None:
            raise ValueError(f"table-{players}.tmx has no layer seat-{pos}")
        seats.append({o.name: (o.x, o.y, o.width, o.height) for o in group})
    return Layout(players, shared, seats)


_cache: dict[int, Layout] = {}


def layout_for(players: int) -> Layout:
    if players not in _cache:
        _cache[players] = load_layout(players)
    return _cache[players]

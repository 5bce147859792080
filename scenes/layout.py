"""Table layouts: zones read from the Tiled maps in assets/layouts, scaled to the window."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

import pygame
import pytmx

MAP_SIZE = (1280, 720)
SHARED_ZONES = ("stock", "discard", "message", "score", "actions", "tools")
SEAT_ZONES = ("hand", "melds", "name")


@dataclass(frozen=True)
class Layout:
    """Zones by name in map pixels: `shared`, and per position (0 = the player at the screen)."""

    players: int
    shared: dict[str, tuple[float, float, float, float]]
    seats: list[dict[str, tuple[float, float, float, float]]]

    def scaled(self, size: tuple[int, int]) -> ScaledLayout:
        sx, sy = size[0] / MAP_SIZE[0], size[1] / MAP_SIZE[1]

        def rect(box: tuple[float, float, float, float]) -> pygame.Rect:
            x, y, w, h = box
            return pygame.Rect(round(x * sx), round(y * sy), round(w * sx), round(h * sy))

        return ScaledLayout({k: rect(v) for k, v in self.shared.items()},
                            [{k: rect(v) for k, v in s.items()} for s in self.seats],
                            min(sx, sy))


@dataclass(frozen=True)
class ScaledLayout:
    shared: dict[str, pygame.Rect]
    seats: list[dict[str, pygame.Rect]]
    scale: float


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

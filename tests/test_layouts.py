"""The Tiled layouts and the card sprite sheet: every seat count has every zone."""

from __future__ import annotations

import json
from importlib import resources
from itertools import combinations

import pytest
import pytmx

from scenes.layout import MAP_SIZE, SEAT_ZONES, SHARED_ZONES


@pytest.mark.parametrize("players", range(2, 9))
def test_every_map_names_each_seats_zones(players):
    ref = resources.files("assets") / "layouts" / f"table-{players}.tmx"
    with resources.as_file(ref) as path:
        tmx = pytmx.TiledMap(str(path))  # no display needed
    groups = {g.name: {o.name: o for o in g} for g in tmx.objectgroups}
    assert set(SHARED_ZONES) <= set(groups["shared"])
    rects = []
    for pos in range(players):
        zones = groups[f"seat-{pos}"]
        assert set(SEAT_ZONES) <= set(zones), f"seat {pos} of {players}"
        for o in zones.values():
            assert o.x >= 0 and o.x + o.width <= MAP_SIZE[0]
            assert o.y >= 0 and o.y + o.height <= MAP_SIZE[1]
            rects.append((f"seat-{pos}/{o.name}", o))
    rects += [(f"shared/{name}", o) for name, o in groups["shared"].items()
              if name != "message"]  # the message floats over the table on purpose
    for (na, a), (nb, b) in combinations(rects, 2):
        overlap = (a.x < b.x + b.width and b.x < a.x + a.width
                   and a.y < b.y + b.height and b.y < a.y + a.height)
        assert not overlap, f"{na} overlaps {nb} with {players} players"
    assert f"seat-{players}" not in groups


def test_the_sprite_sheet_has_every_card_in_both_colour_schemes():
    folder = resources.files("assets") / "cards"
    meta = json.loads((folder / "atlas.json").read_text())
    cells = meta["cells"]
    for scheme in ("2c", "4c"):
        for suit in "SHDC":
            for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"):
                assert f"{scheme}/{rank}{suit}" in cells
    assert {"joker-red", "joker-black"} <= set(cells)
    assert {f"back-{b}" for b in meta["backs"]} <= set(cells)

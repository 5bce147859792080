"""The Tiled layouts and the card sprite sheet: every seat count has every zone, in a wide
map and a portrait one."""

from __future__ import annotations

import json
from importlib import resources
from itertools import combinations

import pygame
import pytest
import pytmx

from scenes.table.geometry import DISCARD_STEP, fan, meld_rows
from scenes.table.layout import (
    SEAT_ZONES,
    SHARED_ZONES,
    SHEET,
    layout_for,
    map_name,
    portrait_suits,
)

# A game with a score sheet has no discard pile, no melds of no one and no pot: the sheet may
# lie where they would.
UNUSED_BY_A_SHEET = {frozenset((name, SHEET)) for name in ("discard", "table", "pot")}


@pytest.mark.parametrize("portrait", [False, True])
@pytest.mark.parametrize("players", range(2, 9))
def test_every_map_names_each_seats_zones(players, portrait):
    ref = resources.files("assets") / "layouts" / map_name(players, portrait)
    with resources.as_file(ref) as path:
        tmx = pytmx.TiledMap(str(path))  # no display needed
    map_size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    assert (map_size[0] < map_size[1]) == portrait
    groups = {g.name: {o.name: o for o in g} for g in tmx.objectgroups}
    assert set(SHARED_ZONES) <= set(groups["shared"])
    rects = []
    for pos in range(players):
        zones = groups[f"seat-{pos}"]
        assert set(SEAT_ZONES) <= set(zones), f"seat {pos} of {players}"
        for o in zones.values():
            assert o.x >= 0 and o.x + o.width <= map_size[0]
            assert o.y >= 0 and o.y + o.height <= map_size[1]
            rects.append((f"seat-{pos}/{o.name}", o))
    rects += [(f"shared/{name}", o) for name, o in groups["shared"].items()
              if name != "message"]  # the message floats over the table on purpose
    # the melds of no one lie where the discard pile would: no game has both
    together = {("shared/discard", "shared/table")}
    for (na, a), (nb, b) in combinations(rects, 2):
        overlap = (a.x < b.x + b.width and b.x < a.x + a.width
                   and a.y < b.y + b.height and b.y < a.y + a.height)
        assert not overlap or (na, nb) in together, f"{na} overlaps {nb} with {players} players"
    assert f"seat-{players}" not in groups


@pytest.mark.parametrize("players", range(3, 9))
def test_on_a_portrait_map_every_other_seat_gets_cards_of_about_one_size(players):
    """The seat across had been squeezed into a strip the height of the score panel, its
    cards two thirds the size of the others'."""
    layout = layout_for(players, (1080, 1920))
    heights = [seat["hand"][3] for seat in layout.seats[1:]]
    assert max(heights) <= 1.2 * min(heights), heights


@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920), (1024, 1400)])
@pytest.mark.parametrize("players", range(2, 9))
def test_on_a_portrait_map_the_piles_sit_midway_between_the_seats_and_your_melds(players, size):
    """With few other seats the piles and their buttons had stayed down by your
    melds, a third of a tall window's felt empty above them."""
    zones = layout_for(players, size).scaled(size)
    band = [zones.shared[z] for z in ("stock", "discard", "message", "actions", "tools")]
    seats_end = max(r.bottom for seat in zones.seats[1:] for r in seat.values())
    above = min(r.top for r in band) - seats_end
    below = zones.seats[0]["melds"].top - max(r.bottom for r in band)
    assert above >= 0 and below >= 0
    assert abs(above - below) <= 2, (above, below)
    if players <= 3:
        assert min(above, below) > 0.1 * size[1], "the felt shared out, not left in one gap"


@pytest.mark.parametrize("portrait", [False, True])
@pytest.mark.parametrize("players", range(2, 9))
def test_the_maps_are_what_their_generator_writes(players, portrait):
    """The maps may be edited in Tiled, but the generator is their source: a change to one
    and not the other is lost the next time the generator runs."""
    from assets.generate.layouts import tmx

    ref = resources.files("assets") / "layouts" / map_name(players, portrait)
    assert ref.read_text() == tmx(players, portrait)


@pytest.mark.parametrize("size, portrait", [
    ((1280, 720), False), ((1024, 600), False), ((3440, 1080), False),
    ((1024, 1024), False),  # square: the wide map, which the table was first drawn for
    ((1024, 1400), True), ((1080, 1920), True), ((1200, 1920), True), ((1440, 2560), True)])
def test_a_window_taller_than_wide_takes_the_portrait_map_and_larger_cards(size, portrait):
    """On the wide map a screen turned on its side drew the cards at the width's scale and
    left most of the felt empty."""
    assert portrait_suits(size) == portrait
    chosen = layout_for(4, size).scaled(size)
    other = layout_for(4, (size[1], size[0]) if portrait else (720, 1280))
    assert (other.size[0] < other.size[1]) != portrait
    if portrait:
        mine, theirs = chosen.seats[0]["hand"], other.scaled(size).seats[0]["hand"]
        assert mine.h > theirs.h, "your cards are larger than the wide map draws them"
        assert mine.w > theirs.w * 1.3, "with more room to spread them"


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("window", [(1280, 720), (720, 1280)])  # the wide map, the portrait
def test_at_the_maps_size_or_twice_it_every_zone_is_where_the_map_puts_it(players, window):
    """Each group of zones is placed by sharing out the window's spare room as the map shares
    it: at the map's own size that is the map's box, at twice the size twice it, and only a
    window out of the map's proportions stretches zone heights (a sweep showed a group's
    place, and the height scale, could go wrong unseen)."""
    from scenes.table.layout import PILES, STRETCH, WITH_PILES

    layout = layout_for(players, window)
    assert layout.size == window
    for factor in (1, 2):
        scaled = layout.scaled((layout.size[0] * factor, layout.size[1] * factor))
        assert scaled.scale == scaled.tall == factor
        pairs = [(scaled.shared, layout.shared), *zip(scaled.seats, layout.seats, strict=True)]
        for got, boxes in pairs:
            for name, (x, y, w, h) in boxes.items():
                want = [round(v * factor) for v in (x, y, w, h)]
                assert list(got[name]) == want, name
    taller = layout.scaled((layout.size[0], layout.size[1] * 2))
    assert taller.scale == 1 and taller.tall == STRETCH
    for axis in (0, 1):  # out of proportion: the spare room is shared as the map shares it
        size = [layout.size[0], layout.size[1]]
        size[axis] *= 2
        stretched = layout.scaled((size[0], size[1]))
        groups = [(PILES, layout.shared, stretched.shared)]
        groups += [((name,), layout.shared, stretched.shared) for name in layout.shared
                   if name not in PILES and name not in WITH_PILES]
        groups += [(tuple(boxes), boxes, rects)
                   for boxes, rects in zip(layout.seats, stretched.seats, strict=True)]
        for names, boxes, rects in groups:
            low = min(boxes[n][axis] for n in names)
            high = max(boxes[n][axis] + boxes[n][axis + 2] for n in names)
            got_low = min(rects[n][axis] for n in names)
            got_high = max(rects[n][axis] + rects[n][axis + 2] for n in names)
            assert got_high - got_low == pytest.approx((high - low) * STRETCH, abs=2), names
            for n in names:  # each zone keeps its place in the group, stretched alike
                offset = (boxes[n][axis] - low) * STRETCH
                assert rects[n][axis] - got_low == pytest.approx(offset, abs=2), n
            share = low / (layout.size[axis] - high + low)
            assert got_low / (size[axis] - got_high + got_low) == pytest.approx(share, abs=0.01)
            if names == PILES:  # the zones that go with the piles keep their place beside them
                for n in WITH_PILES:
                    offset = (layout.shared[n][axis] - low) * STRETCH
                    assert stretched.shared[n][axis] - got_low == pytest.approx(offset, abs=2)


@pytest.mark.parametrize("size", [(1280, 720), (1080, 1700)])
def test_the_table_lays_itself_out_on_the_map_its_window_suits_and_again_when_it_turns(size):
    from tests.table_helpers import frame, make_app, played, table_for

    app = make_app(size)
    table = table_for(app, played("rummy", 4, 6, 20))
    frame(app)
    wanted = layout_for(4, size).scaled(size)
    assert table.zones(app.screen) == wanted
    turned = (size[1], size[0])
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=turned, w=turned[0], h=turned[1]))
    frame(app)
    turned = app.screen.get_size()  # no smaller than the least window
    assert portrait_suits(turned) != portrait_suits(size)
    assert table.zones(app.screen) == layout_for(4, turned).scaled(turned) != wanted


@pytest.mark.parametrize("sheet", [False, True], ids=["plain", "sheet"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (1024, 1400), (3440, 1080),
                                  (1024, 1100), (1080, 1920)])
@pytest.mark.parametrize("players", range(2, 9))
def test_a_tall_or_wide_window_keeps_each_seat_together_and_its_cards_in_proportion(players,
                                                                                   size, sheet):
    """Zones had been stretched on each axis apart: in a tall window the player's cards grew
    with the height alone (twice the size of everyone else's) and a name drifted away from
    its cards."""
    import pygame

    layout = layout_for(players, size, sheet)
    zones = layout.scaled(size)
    window = pygame.Rect((0, 0), size)
    rects = [(f"seat-{pos}/{name}", r) for pos, seat in enumerate(zones.seats)
             for name, r in seat.items()]
    rects += [(name, r) for name, r in zones.shared.items() if name != "message"]
    for name, r in rects:
        assert window.contains(r), f"{name} leaves the window at {size}"
    for (na, a), (nb, b) in combinations(rects, 2):  # (melds of no one: where no pile is)
        assert not a.colliderect(b) or {na, nb} == {"discard", "table"} \
            or {na, nb} in UNUSED_BY_A_SHEET, f"{na} overlaps {nb} at {size}"
    for map_seat, seat in zip(layout.seats, zones.seats, strict=True):
        gap = map_seat["hand"][1] - (map_seat["name"][1] + map_seat["name"][3])
        if 0 <= gap < 8:  # a name just above its cards stays just above them
            assert seat["hand"].top - seat["name"].bottom <= 8 * zones.tall + 1
        tall = seat["hand"].h / map_seat["hand"][3]
        assert tall <= zones.scale * 1.3, "cards no taller than the width allows"
    stock, message = zones.shared["stock"], zones.shared["message"]
    assert 0 < message.top - stock.bottom < 20 * zones.tall, "the message stays under the piles"


@pytest.mark.parametrize("portrait", [False, True])
@pytest.mark.parametrize("players", range(2, 9))
def test_a_game_with_a_score_sheet_gets_the_middle_of_the_felt_for_it(players, portrait):
    """The sheet is the centre of Indian Chief: a zone of its own, clear of every seat and
    button, big enough for eight players' columns and the seven boxes' rows at the smallest
    window, and the other games' zones are left as they were."""
    size = (1024, 1400) if portrait else (1024, 600)
    plain = layout_for(players, size)
    layout = layout_for(players, size, sheet=True)
    assert SHEET in layout.shared and SHEET not in plain.shared
    zones = layout.scaled(size)
    sheet = zones.shared[SHEET]
    others = [r for pos, seat in enumerate(zones.seats) for r in seat.values()]
    others += [r for name, r in zones.shared.items()
               if name not in (SHEET, "message") and {name, SHEET} not in UNUSED_BY_A_SHEET]
    assert sheet.collidelist(others) < 0
    assert sheet.h >= 180 * zones.scale and sheet.w >= 600 * zones.scale, sheet
    assert sheet.bottom <= zones.shared["message"].top, "above the message line"
    if not portrait:
        assert sheet.left > zones.shared["stock"].right, "beside the stock"
        for pos in range(1, players):  # (a portrait map makes its seats smaller for it)
            assert layout.seats[pos]["name"] == plain.seats[pos]["name"], "the seats stay put"


def test_the_sprite_sheet_has_every_card_in_both_colour_schemes():
    folder = resources.files("assets") / "cards"
    meta = json.loads((folder / "atlas.json").read_text())
    cells = meta["cells"]
    for scheme in ("2c", "4c"):
        for suit in "SHDC":
            for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"):
                assert f"{scheme}/{rank}{suit}" in cells
                assert f"small/{scheme}/{rank}{suit}" in cells, "and its small design"
    assert {"joker-red", "joker-black", "small/joker-red", "small/joker-black"} <= set(cells)
    assert {f"back-{b}" for b in meta["backs"]} <= set(cells)


def _rank_height(img, strip: float) -> int:
    """How many pixel rows from the top of a card image hold the rank's ink, in the strip of
    its width (from the left) that a fan leaves in sight."""
    w, h = img.get_size()
    rows = [any(max(img.get_at((x, y))[:3]) < 140 for x in range(1, int(w * strip)))
            for y in range(1, h // 2)]
    first = rows.index(True)
    return rows[first:].index(False)


@pytest.mark.parametrize("rank", [1, 10, 13])
def test_a_small_card_shows_a_rank_big_enough_to_read_in_the_strip_a_fan_leaves(rank):
    """At 48 pixels tall the full design's corner index was 5 or 6 pixels high: eight seats'
    melds on a small window, or the summary's rows, were a blur."""
    import pygame

    from game.cards import Card
    from scenes.drawing.cardart import CardArt

    pygame.display.init()
    art = CardArt()
    card = Card(0, rank, 0)  # a spade
    small, full = art.small_below - 1, art.small_below
    assert _rank_height(art.face(card, 48), 0.3) >= 9
    assert _rank_height(art.face(card, small), 0.3) > _rank_height(art.face(card, full), 0.3)


def test_a_wild_cards_star_sits_under_the_index_of_the_design_it_is_drawn_from():
    """A card flying to a small meld is drawn from the small design, scaled: its star goes
    where that design leaves room, not over its suit."""
    import pygame

    from scenes.drawing.cardart import STAR, CardArt

    pygame.display.init()
    art = CardArt()
    rect = pygame.Rect(0, 0, round(100 * art.ratio), 100)

    def star_at(design_h: int) -> tuple[int, int]:
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        art.mark_wild(surface, rect, design_h)
        ys = [y for y in range(rect.h) for x in range(rect.w) if surface.get_at((x, y))[:3] == STAR]
        return min(ys), max(ys)

    full, small = star_at(0), star_at(art.small_below - 1)
    assert full[0] < 40 < full[1], "under the full design's corner index"
    assert small[0] > 45 and small[0] < 60 < small[1], "under the small design's big suit"


def test_a_fan_steps_its_cards_at_most_max_step_apart_centred_in_its_zone():
    zone = pygame.Rect(100, 0, 400, 100)
    assert fan(zone, 0, 50, 70, 10, 30) == []
    assert fan(zone, 1, 50, 70, 10, 30) == [pygame.Rect(275, 10, 50, 70)]
    assert [r.x for r in fan(zone, 3, 50, 70, 10, 30)] == [245, 275, 305]
    crowded = fan(zone, 11, 50, 70, 10, 100)  # closer than max_step, edge to edge
    assert [r.x for r in crowded] == [100 + 35 * i for i in range(11)]
    assert crowded[-1].right == zone.right


def test_melds_are_laid_in_centred_rows_at_the_largest_height_that_fits():
    h, rows = meld_rows(pygame.Rect(0, 0, 1000, 300), [3, 4], 0.7, 100)
    assert h == 100  # cards 70 wide, a third of a card apart, a fifth of one between melds
    assert [[(r.x, r.y) for r in m] for m in rows] == [
        [(367, 0), (389, 0), (411, 0)], [(496, 0), (518, 0), (540, 0), (562, 0)]]
    h, rows = meld_rows(pygame.Rect(0, 0, 150, 220), [3, 4], 0.7, 100)
    assert h == 100 and [[(r.x, r.y) for r in m] for m in rows] == [
        [(18, 0), (40, 0), (62, 0)], [(7, 107), (29, 107), (51, 107), (73, 107)]], \
        "the second meld on a line of its own, each line centred"
    exact = meld_rows(pygame.Rect(0, 0, 265, 300), [3, 4], 0.7, 100)[1]
    assert exact[1][-1].right == 265 and exact[1][0].y == 0, "a meld ending at the edge stays"
    assert meld_rows(pygame.Rect(0, 0, 1000, 50), [3, 4], 0.7, 100)[0] == 45, "shrunk to fit"
    h, rows = meld_rows(pygame.Rect(0, 0, 1000, 300), [3, 4], 0.7, 15)
    assert [[r.x for r in m] for m in rows] == [[473, 479, 485], [499, 505, 511, 517]], \
        "tiny cards keep a step of 6 and a gap of 4"
    assert len(meld_rows(pygame.Rect(0, 0, 100, 12), [3], 0.7, 12)[1][0]) == 3
    assert meld_rows(pygame.Rect(0, 0, 114, 100), [3], 0.7, 100)[0] == 100, "just as wide"
    assert meld_rows(pygame.Rect(0, 0, 5, 5), [3], 0.7, 100) == (11, [[]]), "nothing fits"


@pytest.mark.parametrize("size", [(1280, 720), (1080, 1920), (1920, 1080)])
def test_melds_are_no_larger_than_the_piles_cards_and_the_others_a_fifth_smaller(size):
    from game.actions import Discard, Draw, Meld
    from tests.helpers import ids, setup
    from tests.table_helpers import make_app, table_for

    app = make_app(size)
    m = setup("rummy", {0: "5H 6H 7H 9C KD QS 2D", 1: "3S 3D 3C 8C 9D JS QH"}, players=2,
              stock="4S 8H")
    for seat, meld, throw in ((1, "3S 3D 3C", "JS"), (0, "5H 6H 7H", "KD")):
        m.apply(Draw(seat, "stock"))
        m.apply(Meld(seat, (tuple(ids(m, meld, seat)),)))
        m.apply(Discard(seat, ids(m, throw, seat)[0]))
    table = table_for(app, m)
    geom = table.geom
    assert geom is not None
    heights = {owner: {s.rect.h for s in geom.sprites if s.zone == "meld" and s.seat == owner}
               for owner in (0, 1)}
    (yours,), (theirs,) = heights[0], heights[1]
    pile = next(s.rect.h for s in geom.sprites if s.zone == "stock")
    assert yours <= pile and theirs <= round(0.8 * pile), (yours, theirs, pile)
    backs = [s.rect for s in geom.sprites if s.zone == "seat-hand"]
    assert backs and not any(s.rect.collidelist(backs) >= 0 for s in geom.sprites
                             if s.zone == "meld"), "their melds clear of the cards they hold"


def test_the_discard_pile_shows_its_top_three_cards_fanned_left_the_top_one_at_its_edge():
    from game.api import new_match
    from scenes.table.geometry import place

    match = new_match("gin", None, 2, 1)
    match.discard = [match.stock.pop() for _ in range(5)]
    view = match.view(0)
    zones = layout_for(2).scaled((1280, 720))
    pile = [s for s in place(view, view.hand, zones, 0.7, set()).sprites if s.zone == "discard"]
    assert [s.card for s in pile] == list(view.discard[-3:]), "face up, the top one last"
    zone = zones.shared["discard"]
    assert pile[-1].rect.midright == (zone.right, zone.centery)
    step = round(pile[0].rect.w * DISCARD_STEP)
    assert [s.rect.x for s in pile] == [pile[-1].rect.x - 2 * step, pile[-1].rect.x - step,
                                        pile[-1].rect.x]


def _index_reach(img) -> int:  # type: ignore[no-untyped-def]
    """The rightmost inked column of a face's corner index (its rank, above the suit)."""
    w, h = img.get_size()
    return max(x for x in range(w // 3) for y in range(1, round(h * 0.12))
               if max(img.get_at((x, y))[:3]) < 140)


@pytest.mark.parametrize("players", range(2, 9))
def test_each_card_under_the_top_discard_shows_its_whole_index_clear_of_the_stock(players):
    """Fanned 0.18 of a width apart, a 10 under the top discard showed as "1(" ."""
    import pygame

    from game.api import new_match
    from game.cards import Card
    from scenes.drawing.cardart import CardArt
    from scenes.table.geometry import place

    pygame.display.init()
    art, ratio = CardArt(), 288 / 404
    for size in ((1024, 600), (1280, 720), (1080, 1920)):
        match = new_match("rummy" if players <= 6 else "pay-me", None, players, 1)
        match.discard = [match.stock.pop() for _ in range(3)]
        view = match.view(0)
        zones = layout_for(players, size).scaled(size)
        sprites = place(view, view.hand, zones, ratio, set()).sprites
        pile = [s.rect for s in sprites if s.zone == "discard"]
        ten = art.face(Card(0, 10, 0), pile[0].h)
        assert pile[1].x - pile[0].x > _index_reach(ten), (size, "the next card covers it")
        stock = max(s.rect.right for s in sprites if s.zone == "stock")  # with the one under
        assert pile[0].left > stock, (size, "the pile's bottom card lies on the stock")

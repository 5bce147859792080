"""What a player has done this hand, shown while the pointer rests on their seat.

At a real table you watch every turn; against several computers the message line holds only
the latest, so an earlier take from the pile was easy to miss. Resting the pointer on a
seat's name or cards lists that player's turns of the hand in play, as everyone saw them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes import words
from scenes.drawing import ui
from scenes.table.geometry import Sprite, position
from scenes.table.layout import ScaledLayout

if TYPE_CHECKING:
    from scenes.table.protocol import Table

MOST = 6  # turns listed; older ones are counted on a line above them
OWN = 50.0  # how much worse hiding the seat's own name or cards is than hiding another's
OTHER = 1.0  # the weight of another seat's name and cards (the piles and buttons weigh 2)
REACH = 0.35  # how far from its seat a list may go to hide less, a share of the diagonal
WIDEST = 0.36  # of the window: a longer turn wraps, so the list fits beside a seat
INDENT = "    "  # before a wrapped turn's further lines
MOST_LINES = 6  # that one turn is wrapped over: a turn of many melds takes four


def seat_under(t: Table, zones: ScaledLayout) -> int | None:
    """The other player whose name or cards the pointer rests on (not while dragging, nor
    under another scene)."""
    if t.pointer is None or t.drag is not None or not t.on_top:
        return None
    view = t.view
    players = len(view.names)
    for seat in range(players):
        pos = position(seat, view.seat, players)
        if pos == 0:
            continue
        area = zones.seats[pos]["name"].union(zones.seats[pos]["hand"])
        if area.collidepoint(t.pointer):
            return seat
    return None


def lines_for(t: Table, seat: int) -> list[str]:
    """The seat's turns this hand, oldest first, as the viewer saw them; kept until the
    match moves on."""
    key = (seat, t.view.seat, id(t.match), len(t.match.history))  # an undo is a new match
    if t.recap_cache is None or t.recap_cache[0] != key:
        told = [x for x in t.turn_log.turns(t.match, t.view.seat) if x.seat == seat]
        said = [words.and_list(x.phrases) for x in told if x.phrases]
        lines = [s[:1].upper() + s[1:] for s in said[-MOST:]]
        if len(said) > MOST:
            lines.insert(0, words.say_count("recap-earlier", len(said) - MOST))
        t.recap_cache = (key, lines or [words.SAY["recap-none"]])
    return t.recap_cache[1]


def draw(t: Table, surface: pygame.Surface, zones: ScaledLayout) -> None:
    seat = seat_under(t, zones)
    if seat is None:
        return
    said = lines_for(t, seat)
    heading = words.SAY["recap-heading"].format(name=t.view.names[seat])
    size, pad, gap = _metrics(zones.scale)
    lines = wrapped(said, size, surface.get_width() * WIDEST)
    box = panel_rect(t, surface, zones, seat, [heading, *lines])
    ui.listing(surface, box, heading, lines, size, pad, gap, (8, 30, 22, 245),
               dim=(0,) if len(said) > MOST else ())  # the count of earlier turns


def wrapped(lines: list[str], size: float, widest: float) -> list[str]:
    """Each turn on a line, one too long for `widest` over two or more, evenly, the further
    ones indented (a turn with a lay-off had made the list span the table); at most
    MOST_LINES, the last cut short (a saved name of thousands of words had made a list
    far taller than the window)."""
    out: list[str] = []
    for line in lines:
        if ui.measure(line, size) <= widest:
            out.append(line)
            continue
        first, *rest = ui.wrap_evenly(line, size, widest)
        if len(rest) >= MOST_LINES:
            rest = [*rest[:MOST_LINES - 2], ui.shorten(" ".join(rest[MOST_LINES - 2:]), size,
                                                       widest - ui.measure(INDENT, size))]
        out += [first, *(INDENT + part for part in rest)]
    return out


def _metrics(scale: float) -> tuple[float, int, int]:
    """The text size, the padding and the line spacing."""
    size = max(14, 17 * scale)
    return size, round(12 * scale), round(size * 1.3)


def panel_rect(t: Table, surface: pygame.Surface, zones: ScaledLayout, seat: int,
               lines: list[str]) -> pygame.Rect:
    """Where the list goes: of the spots beside the seat, under it and on its other side, the
    one that hides least of the table, the seat's own name and cards above all; never across
    the message line's band (a long message spans the window). `lines[0]` is the heading,
    set in bold."""
    s = zones.scale
    size, pad, gap = _metrics(s)
    width = ui.listing_width(lines[0], lines[1:], size)
    window = surface.get_rect().inflate(-16, -16)
    box = pygame.Rect(0, 0, min(window.w, width + 2 * pad), pad * 2 + gap * len(lines))
    pos = position(seat, t.view.seat, len(t.view.names))
    name, hand = zones.seats[pos]["name"], zones.seats[pos]["hand"]
    sprites = t.geom.sprites if t.geom else []
    taken = _taken(t, zones, seat, sprites)
    own = [r for r, weight in taken if weight == OWN]
    fan = _union([sp.rect for sp in sprites if sp.seat == seat and sp.zone != "meld"]) or hand
    seat_area = _union(own) or hand  # its name, cards and melds (a zone can be far wider)
    space = round(8 * s)
    right = box.move_to(topleft=(seat_area.right + space, name.y))
    left = box.move_to(topright=(seat_area.x - space, name.y))
    # under the seat, slid along so that it still touches the seat's width, nearest the
    # middle first; then under its hand, over its melds
    below = sorted((box.move_to(topleft=(x, seat_area.bottom + space))
                    for x in range(seat_area.x - box.w + space, seat_area.right - space,
                                   max(1, box.w // 8))),
                   key=lambda r: abs(r.centerx - fan.centerx))
    below.append(box.move_to(midtop=(fan.centerx, fan.bottom + space)))
    if hand.right < surface.get_width() / 3:
        spots = [right, *below, left]
    elif hand.x > surface.get_width() * 2 / 3:
        spots = [left, *below, right]
    else:
        spots = [*below, right, left]
    band = zones.shared["message"].inflate(0, round(12 * s))

    def hides(spot: pygame.Rect) -> float:
        return sum(weight * _area(spot.clip(r)) for r, weight in taken) \
            + 1000 * _area(spot.clip(band))

    def hides_others(spot: pygame.Rect) -> float:
        return sum(_area(spot.clip(r)) for r, weight in taken if weight == OTHER)

    best: tuple[float, pygame.Rect] | None = None
    for spot in spots:  # the first of the least hidden
        spot = spot.clamp(window)
        if spot.colliderect(band):  # rise above the line, or drop below it
            above = spot.move_to(bottom=band.top)
            spot = above if above.top >= window.top else spot.move_to(top=band.bottom)
            spot = spot.clamp(window)
        hidden = hides(spot)
        if best is None or hidden < best[0]:
            best = (hidden, spot)
    assert best is not None
    near = hides_others(best[1])
    if near:  # a crowded table: open felt further off may hide much less of the other seats
        key = (seat, box.size, window.size, tuple((tuple(r), w) for r, w in taken))
        if key not in _FAR:
            _FAR.clear()  # one seat is pointed at at a time
            keep = [r for r, weight in taken if weight > OTHER] + [band] + \
                [sp.rect for sp in sprites if sp.seat == t.view.seat]
            _FAR[key] = _open_felt(box, window, hides, seat_area.center, keep)
        far = _FAR[key]
        if far is not None and hides_others(far) < near / 2 and hides(far) < best[0]:
            return far
    return best[1]


_FAR: dict[object, pygame.Rect | None] = {}


def _open_felt(box: pygame.Rect, window: pygame.Rect, hides: Callable[[pygame.Rect], float],
               near: tuple[int, int], keep: list[pygame.Rect]) -> pygame.Rect | None:
    """Of the places for `box` within reach of `near` (the seat; a list across the table
    reads as another seat's), on a coarse grid, the one that hides least, the nearest among
    equals; never over what matters more than another seat (`keep`: the seat's own name and
    cards, the piles, the buttons, the message line and your cards), which a list beside
    its seat may cover but one further off should not. Searched once per seat and table."""
    reach = REACH * math.hypot(*window.size)
    best: tuple[float, float, pygame.Rect] | None = None
    for y in range(window.top, window.bottom - box.h + 1, max(1, box.h // 4)):
        for x in range(window.left, window.right - box.w + 1, max(1, box.w // 8)):
            spot = box.move_to(topleft=(x, y))
            away = math.dist(spot.center, near)
            if away > reach or spot.collidelist(keep) != -1:
                continue
            rank = (hides(spot), away, spot)
            if best is None or rank[:2] < best[:2]:
                best = rank
    return best[2] if best is not None else None


def _taken(t: Table, zones: ScaledLayout, seat: int, sprites: list[Sprite]
           ) -> list[tuple[pygame.Rect, float]]:
    """What a list should not hide, with how much it matters: the seat's own name and cards
    (weighted OWN), then the piles and the buttons, then every other card, name and the
    score panel."""
    view = t.view
    players = len(view.names)
    out: list[tuple[pygame.Rect, float]] = []
    for sp in sprites:
        if sp.key == "stock-under":
            continue  # the stock counts once
        pile = sp.seat < 0  # the stock and the discards
        out.append((sp.rect, OWN if sp.seat == seat else 2.0 if pile else OTHER))
    for other in range(players):
        pos = position(other, view.seat, players)
        if pos == 0:
            continue
        name = zones.seats[pos]["name"]
        cards = _union([sp.rect for sp in sprites if sp.seat == other and sp.zone != "meld"])
        if cards:  # a name is written over its cards, not across its whole zone
            span = cards.inflate(round(60 * zones.scale), 0)
            name = name.clip(span.x, name.y, span.w, name.h) or name
        out.append((name, OWN if other == seat else OTHER))
    out += [(zones.shared["score"], 1.0), (zones.shared["tools"], 2.0),
            (zones.shared["actions"], 2.0)]
    return out


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


def _union(rects: list[pygame.Rect]) -> pygame.Rect | None:
    return rects[0].unionall(rects[1:]) if rects else None

"""What a player has done this hand, shown while the pointer rests on their seat.

At a real table you watch every turn; against several computers the message line holds only
the latest, so an earlier take from the pile was easy to miss. Resting the pointer on a
seat's name or cards lists that player's turns of the hand in play, as everyone saw them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes import ui, words
from scenes.geometry import position
from scenes.layout import ScaledLayout

if TYPE_CHECKING:
    from scenes.table import TableScene

MOST = 6  # turns listed; older ones are counted on a line above them


def seat_under(t: TableScene, zones: ScaledLayout) -> int | None:
    """The other player whose name or cards the pointer rests on (not while dragging, nor
    under another scene)."""
    if t.pointer is None or t.drag is not None or t.app.top is not t:
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


def lines_for(t: TableScene, seat: int) -> list[str]:
    """The seat's turns this hand, oldest first, as the viewer saw them; kept until the
    match moves on."""
    key = (seat, t.view.seat, id(t.match), len(t.match.history))  # an undo is a new match
    if t.recap_cache is None or t.recap_cache[0] != key:
        told = [x for x in t.turn_log.turns(t.match, t.view.seat) if x.seat == seat]
        said = [words.and_list(x.phrases) for x in told if x.phrases]
        lines = [s[:1].upper() + s[1:] for s in said[-MOST:]]
        if len(said) > MOST:
            lines.insert(0, words.SAY["recap-earlier"].format(n=len(said) - MOST))
        t.recap_cache = (key, lines or [words.SAY["recap-none"]])
    return t.recap_cache[1]


def draw(t: TableScene, surface: pygame.Surface, zones: ScaledLayout) -> None:
    seat = seat_under(t, zones)
    if seat is None:
        return
    lines = lines_for(t, seat)
    heading = words.SAY["recap-heading"].format(name=t.view.names[seat])
    size, pad, gap = _metrics(zones.scale)
    box = panel_rect(t, surface, zones, seat, [heading, *lines])
    ui.listing(surface, box, heading, lines, size, pad, gap, (8, 30, 22, 245),
               dim=(0,) if len(lines) > MOST else ())  # the count of earlier turns


def _metrics(scale: float) -> tuple[float, int, int]:
    """The text size, the padding and the line spacing."""
    size = max(14, 17 * scale)
    return size, round(12 * scale), round(size * 1.3)


def panel_rect(t: TableScene, surface: pygame.Surface, zones: ScaledLayout, seat: int,
               lines: list[str]) -> pygame.Rect:
    """Where the list goes: beside a seat at the side, under one along the top (and under its
    melds where there is room); never across the message line's band (a long message spans
    the window): a low seat's list rises above it. `lines[0]` is the heading, set in bold."""
    s = zones.scale
    size, pad, gap = _metrics(s)
    width = ui.listing_width(lines[0], lines[1:], size)
    w = surface.get_width()
    box = pygame.Rect(0, 0, min(w - 16, width + 2 * pad), pad * 2 + gap * len(lines))
    pos = position(seat, t.view.seat, len(t.view.names))
    name, hand = zones.seats[pos]["name"], zones.seats[pos]["hand"]
    message = zones.shared["message"].inflate(0, round(12 * s))
    if hand.right < w / 3 or hand.x > w * 2 / 3:
        box.top = name.y
        if box.bottom > message.top and box.top < message.bottom:
            box.bottom = message.top
        if hand.right < w / 3:
            box.left = hand.right + round(8 * s)
        else:
            box.right = hand.x - round(8 * s)
    else:  # under the seat's melds, which the list would hide (unless that crosses the line)
        melds = [sp.rect.bottom for sp in (t.geom.sprites if t.geom else ())
                 if sp.zone == "meld" and sp.seat == seat]
        box.midtop = (hand.centerx, max([hand.bottom, *melds]) + round(6 * s))
        if box.bottom > message.top:
            box.bottom = max(message.top, hand.bottom + round(6 * s) + box.h)
    return box.clamp(surface.get_rect().inflate(-16, -16))

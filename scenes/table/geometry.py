"""Where every card of the table goes, from a PlayerView and the layout's zones.

Pure placement: no drawing and no input, so the table scene, its tests and the screenshot
command all agree on where a card is.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field

import pygame

from game.cards import Card
from game.view import MeldView, PlayerView
from scenes.table.layout import ScaledLayout


@dataclass
class Sprite:
    key: Hashable
    card: Card | None  # None: drawn face down
    rect: pygame.Rect
    zone: str  # hand, stock, discard, meld, seat-hand (face down), shown (face up)
    seat: int
    meld: int | None = None  # index of the table meld it belongs to
    raised: bool = False
    # a card everyone saw go into a hand drawn face down (a thief's steal): face up while it
    # glides there
    face: Card | None = None


@dataclass
class Placement:
    sprites: list[Sprite] = field(default_factory=list)
    meld_rects: dict[int, pygame.Rect] = field(default_factory=dict)  # table index -> area
    hand_slots: list[pygame.Rect] = field(default_factory=list)  # the viewer's hand, in order
    card_h: int = 0  # the viewer's hand card height
    melds: tuple[MeldView, ...] = ()  # the melds placed (`meld_rects`' indices are theirs)


# How far apart the discard pile's top cards are fanned, in card widths: enough to show the
# whole corner index of each card under the top one (a 10's, the widest, reaches 0.21), and
# still clear of the stock on the smallest window.
DISCARD_STEP = 0.21


def discard_fan(zone: pygame.Rect, card_w: int, card_h: int, count: int,
                deep: bool) -> tuple[pygame.Rect, int, int]:
    """Where the discard pile's top card lies, the step between its fanned cards, and how
    many of its `count` cards show: the top three, ending at the zone's right; where cards
    may be taken from deep in the pile, as many as the zone holds, fanned from its left (next
    to the stock, however few)."""
    step = round(card_w * DISCARD_STEP)
    top = pygame.Rect(0, 0, card_w, card_h)
    if not deep:
        top.midright = (zone.right, zone.centery)
        return top, step, min(count, 3)
    shown = min(count, 1 + (zone.w - card_w) // max(1, step))
    top.midleft = (zone.x + max(0, shown - 1) * step, zone.centery)
    return top, step, shown


def position(seat: int, viewer: int, players: int) -> int:
    """Where a seat sits on screen: 0 the viewer, then clockwise from the viewer's left."""
    return (seat - viewer) % players


def fan(zone: pygame.Rect, count: int, w: int, h: int, y: int, max_step: float
        ) -> list[pygame.Rect]:
    """`count` cards overlapping left to right, centred in `zone`."""
    if count <= 0:
        return []
    step = max_step if count == 1 else min(max_step, (zone.w - w) / (count - 1))
    width = w + step * (count - 1)
    x0 = zone.centerx - width / 2
    return [pygame.Rect(round(x0 + i * step), y, w, h) for i in range(count)]


def meld_rows(zone: pygame.Rect, melds: Sequence[int], ratio: float, max_h: int
              ) -> tuple[int, list[list[pygame.Rect]]]:
    """Lay melds of the given sizes in rows inside `zone`, at the largest height that fits."""
    h = max_h
    while h >= 12:
        w = round(h * ratio)
        step = max(6, round(w * 0.32))
        gap = max(4, round(w * 0.22))
        rows: list[list[pygame.Rect]] = []
        x, y = zone.x, zone.y
        ok = True
        for size in melds:
            width = w + step * (size - 1)
            if x > zone.x and x + width > zone.right:
                x, y = zone.x, y + h + gap // 2
            if y + h > zone.bottom or width > zone.w:
                ok = False
                break
            rows.append([pygame.Rect(x + i * step, y, w, h) for i in range(size)])
            x += width + gap
        if ok:
            return h, _centred(rows, zone)
        h = int(h * 0.9)
    return h, [[] for _ in melds]


def _centred(rows: list[list[pygame.Rect]], zone: pygame.Rect) -> list[list[pygame.Rect]]:
    """Shift each line of melds so it sits in the middle of the zone."""
    lines: dict[int, list[list[pygame.Rect]]] = {}
    for meld in rows:
        lines.setdefault(meld[0].y, []).append(meld)
    for melds in lines.values():
        right = max(r.right for meld in melds for r in meld)
        shift = (zone.right - right) // 2
        for meld in melds:
            for r in meld:
                r.x += shift
    return rows


def shown_hand(view: PlayerView) -> tuple[int, list[Card]] | None:
    """Another seat's cards everyone sees before the hand ends: a Gin knocker's deadwood
    (a knocker shows melds and deadwood; the melds are on the table), with its seat."""
    knocker: int | None = getattr(view.public, "knocker", None)
    knocked = next((e for e in reversed(view.events) if e.kind == "knocked"), None)
    if knocker is None or knocker == view.seat or knocked is None:
        return None
    on_table = {c.id for m in view.table for c in m.cards}
    cards = [view.deck[c] for c in knocked.cards or () if c not in on_table]
    return (knocker, cards) if len(cards) == view.hand_counts[knocker] else None


def knock_discard(view: PlayerView) -> int | None:
    """The card a Gin knocker threw, while it tops the pile: it goes face down (the rules
    say so, and the turn's words do not name it either)."""
    knocked = next((e for e in reversed(view.events) if e.kind == "knocked"), None)
    if knocked is None or not view.discard:
        return None
    card = knocked.data.get("discard")
    return card if view.discard[-1].id == card else None


def place(view: PlayerView, hand: Sequence[Card], zones: ScaledLayout, ratio: float,
          selected: set[int], hand_hidden: bool = False, melds: Sequence[MeldView] | None = None,
          taken: dict[int, tuple[int, ...]] | None = None, own_pick: int | None = None
          ) -> Placement:
    """Every sprite for this view. `hand` is the viewer's hand in the order shown, face down
    when `hand_hidden`. `melds`: what lies on the table, if not the view's melds (a reveal
    the engine has moved on from); `own_pick` the index among them of the viewer's secret
    pick, face down too when the hand is. `taken`: the cards each other seat was seen to take
    into its hand, which close its fan (keyed by card, so that they glide there)."""
    out = Placement()
    melds = view.table if melds is None else tuple(melds)
    out.melds = tuple(melds)
    players = len(view.names)
    shared = zones.shared
    # stock and discard
    stock = shared["stock"]
    card_h = min(stock.h, round(stock.w / ratio))
    card_w = round(card_h * ratio)
    pile = pygame.Rect(0, 0, card_w, card_h)
    pile.center = stock.center
    if view.stock_count > 1:  # the cards under the top one, all alike: one back, peeking out
        depth = max(2, card_h // 45)
        out.sprites.append(Sprite("stock-under", None, pile.move(depth, depth), "stock", -1))
    if view.stock_count:
        out.sprites.append(Sprite("stock", None, pile, "stock", -1))
    top, step, count = discard_fan(shared["discard"], card_w, card_h, len(view.discard),
                                   view.rules.deep_take)
    shown = view.discard[len(view.discard) - count:]
    face_down = knock_discard(view)
    for i, card in enumerate(shown):
        r = top.move(-(len(shown) - 1 - i) * step, 0)
        out.sprites.append(Sprite(card.id, None if card.id == face_down else card, r,
                                  "discard", -1))
    # the viewer's hand
    zone = zones.seats[0]["hand"]
    h = round(zone.h * 0.80)
    w = round(h * ratio)
    # room above for a selected card's lift and the new-card tab, below for the meld marks
    rects = fan(zone, len(hand), w, h, zone.bottom - h - round(zone.h * 0.04), w * 0.62)
    out.card_h = h
    lift = round(h * 0.14)
    for card, r in zip(hand, rects, strict=True):
        up = card.id in selected
        shown_rect = r.move(0, -lift) if up else r
        out.sprites.append(Sprite(card.id, None if hand_hidden else card, shown_rect, "hand",
                                  view.seat, raised=up))
        out.hand_slots.append(r)
    # the other seats' hands, face down (a knocker's deadwood face up)
    face_up = shown_hand(view)
    for seat in range(players):
        pos = position(seat, view.seat, players)
        if pos == 0:
            continue
        zone = zones.seats[pos]["hand"]
        bh = round(zone.h * 0.94)
        bw = round(bh * ratio)
        if face_up is not None and face_up[0] == seat:
            cards = face_up[1]
            for card, r in zip(cards, fan(zone, len(cards), bw, bh, zone.y, bw * 0.6),
                               strict=True):
                out.sprites.append(Sprite(card.id, card, r, "shown", seat))
            continue
        count = view.hand_counts[seat]
        known = list((taken or {}).get(seat, ()))[-count:] if count else []
        for i, r in enumerate(fan(zone, count, bw, bh, zone.y, bw * 0.28)):
            k = i - (count - len(known))
            if k >= 0:  # a card seen going in, at the end of the fan
                out.sprites.append(Sprite(known[k], None, r, "seat-hand", seat,
                                          face=view.deck[known[k]]))
            else:
                out.sprites.append(Sprite(("back", seat, i), None, r, "seat-hand", seat))
    # melds on the table, in their owners' areas; a meld of no one's in the middle
    by_owner: dict[int | None, list[int]] = {}
    for index, meld in enumerate(melds):
        by_owner.setdefault(meld.owner, []).append(index)
    for owner, indices in by_owner.items():
        if owner is None:
            zone = shared["table"]
            max_h = min(zone.h, card_h)
        else:
            pos = position(owner, view.seat, players)
            zone = zones.seats[pos]["melds"]
            if pos != 0 and not view.hand_counts[owner]:
                # an empty hand (a caller's): the melds come up under the name, not a gap away
                zone = zone.union(zones.seats[pos]["hand"])
            max_h = min(zone.h, round(card_h * (1.0 if pos == 0 else 0.8)))
        sizes = [melds[i].count or len(melds[i].cards) for i in indices]
        _, rows = meld_rows(zone, sizes, ratio, max_h)
        for index, row in zip(indices, rows, strict=True):
            meld = melds[index]
            if not row:
                continue
            out.meld_rects[index] = row[0].unionall(row[1:]) if len(row) > 1 else row[0]
            seat = -1 if owner is None else owner
            if meld.face_down and not meld.cards:  # another's face-down meld: its backs
                for i, r in enumerate(row):
                    out.sprites.append(Sprite(("down", index, i), None, r, "meld", seat,
                                              meld=index))
                continue
            down = index == own_pick and hand_hidden  # another person may be looking
            for card, r in zip(meld.cards, row, strict=True):
                out.sprites.append(Sprite(card.id, None if down else card, r, "meld", seat,
                                          meld=index))
    return out

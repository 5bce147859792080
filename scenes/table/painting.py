"""Drawing the table: cards where the geometry puts them, gliding as the animator says;
name plates, the score panel, the piles, the message line and whatever is being dragged."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.cards import Card
from game.games import GAMES
from game.view import PlayerView
from scenes import words
from scenes.drawing import ui
from scenes.table import chips, mouse_and_keys, reveal, seat_recap, sheet
from scenes.table.geometry import DISCARD_STEP, Placement, Sprite, place, position
from scenes.table.hint import FAR
from scenes.table.layout import SHEET, ScaledLayout

if TYPE_CHECKING:
    from scenes.table.protocol import Table


def draw(t: Table, surface: pygame.Surface) -> None:
    ui.felt(surface)
    zones = t.zones(surface)
    t.layout_buttons(zones)
    art = t.app.art
    dragged = set(t.drag.ids) if t.drag is not None and t.drag.moving else set()
    hand = t.hand()
    t.focus_card = hand[t.focus].id if 0 <= t.focus < len(hand) else None
    shown = t.shown()
    geom = place(t.view, hand, zones, art.ratio, t.selected, t.hand_hidden, shown.melds,
                 reveal.taken_into_hands(t.view), shown.pick)
    t.geom = geom
    draw_zones(t, surface, zones)
    animate(t, geom.sprites, zones)
    moving: list[tuple[Sprite, pygame.Rect, bool, float]] = []
    lifted = dragged | (mouse_and_keys.picked_up(t, t.drag) if t.drag is not None and t.drag.moving
                        else set())
    for sprite in geom.sprites:
        if sprite.key in lifted:
            continue
        rect, tween = t.anim.where(sprite.key)
        face = sprite.card is not None and (tween is None or tween.face_shown())
        squeeze = tween.squeeze() if tween is not None else 1.0
        if tween is not None:
            moving.append((sprite, rect, face, squeeze))
            continue
        blit_card(t, surface, sprite, rect, face, squeeze)
    for sprite, rect, face, squeeze in moving:
        blit_card(t, surface, sprite, rect, face, squeeze)
    if t.hint_pile is not None:  # over the pile's cards, as the hint's ring in the hand
        pile = mouse_and_keys.pile_outline(t, zones, t.hint_pile)
        pygame.draw.rect(surface, ui.RED, pile.inflate(6, 6), 3, border_radius=max(3, pile.h // 14))
    draw_meld_marks(t, surface, hand, geom)
    draw_captions(t, surface, geom)
    draw_face_down_marks(t, surface, geom)
    draw_stock_count(t, surface, zones)
    for b in t.buttons:
        b.draw(surface)
    draw_message(t, surface, zones)
    seat_recap.draw(t, surface, zones)
    if dragged and t.drag is not None:
        draw_drag(t, surface, geom)
    elif t.drag is not None and t.drag.moving:
        draw_pile_drag(t, surface)
    draw_tips(t, surface, zones)


def animate(t: Table, sprites: list[Sprite], zones: ScaledLayout) -> None:
    """Tell the animator where every card belongs; new cards come from where they were."""
    pace = t.app.settings.pace
    fresh, t.fresh = t.fresh, []
    if t.snap:  # the window was resized: a glide from the old places would cross the table
        t.snap = False
        for sprite in sprites:
            t.anim.jump(sprite.key, sprite.rect)
        t.anim.forget_except({s.key for s in sprites})
        return
    dealing = any(e.kind == "dealt" for e in fresh)
    origin_seat: dict[int, int] = {}
    took_discard: set[int] = set()
    turned: set[int] = set()  # secret picks turned over: they come from a hand, face down
    for e in fresh:
        if e.seat is not None and e.cards:
            for c in e.cards:
                origin_seat[c] = e.seat
            if e.kind == "revealed" and e.seat != t.view.seat:
                turned.update(e.cards)
        if e.kind == "drew" and e.data.get("source") == "discard" and e.seat is not None:
            took_discard.add(e.seat)
    stock = next((s.rect for s in sprites if s.key == "stock"), zones.shared["stock"])
    discard = zones.shared["discard"]
    if any(e.kind == "stock-renewed" for e in fresh):
        # the discards, gathered up, glide over to become the stock
        pile = pygame.Rect(stock)
        pile.midright = (discard.right, discard.centery)
        for part in ("stock-under", "stock"):
            t.anim.jump(part, pile)
        stock = pile  # a card drawn now comes off that pile
    players = len(t.view.names)
    count: dict[int, int] = {}
    for sprite in sprites:
        key: Hashable = sprite.key
        if key in t.anim.last or sprite.zone == "stock":
            t.anim.place(key, sprite.rect, pace)
            continue
        origin = None
        flip = False
        delay = 0.0
        seat = sprite.seat
        if sprite.zone in ("hand", "seat-hand"):
            src = discard if seat in took_discard else stock
            origin = pygame.Rect(src.x, src.y, sprite.rect.w, sprite.rect.h)
            flip = sprite.zone == "hand" and src is stock
            if dealing:
                k = count.get(seat, 0)
                count[seat] = k + 1
                turn = (seat - t.view.dealer - 1) % players  # from the dealer's left
                delay = (k * players + turn) * pace * 0.12
        elif isinstance(key, int) and key in origin_seat:
            pos = position(origin_seat[key], t.view.seat, players)
            z = zones.seats[pos]["hand"]
            origin = pygame.Rect(0, 0, sprite.rect.w, sprite.rect.h)
            origin.center = z.center
            flip = key in turned and sprite.card is not None
        t.anim.place(key, sprite.rect, pace, origin, delay, flip)
    t.anim.forget_except({s.key for s in sprites})


def blit_card(t: Table, surface: pygame.Surface, sprite: Sprite, rect: pygame.Rect, face: bool,
              squeeze: float = 1.0) -> None:
    art = t.app.art
    h = sprite.rect.h
    if sprite.face is not None and rect != sprite.rect:  # still on its way into the hand
        face, sprite = True, Sprite(sprite.key, sprite.face, sprite.rect, "meld", sprite.seat)
    img = art.face(sprite.card, h) if face and sprite.card is not None else art.back(h)
    if rect.size != img.get_size() or squeeze < 1.0:
        img = pygame.transform.scale(img, (max(1, round(rect.w * squeeze)), rect.h))
    at = rect.move((rect.w - img.get_width()) // 2, 0)
    if sprite.zone in ("hand", "discard", "stock") or sprite.raised:
        shadow = pygame.Rect(at.x + 2, at.y + 3, img.get_width(), img.get_height())
        pygame.draw.rect(surface, ui.FELT_DARK, shadow, border_radius=max(2, h // 14))
    surface.blit(img, at)
    if face and squeeze == 1.0 and sprite.card is not None:
        if sprite.meld is None:
            star_if_wild(t, surface, sprite.card, at, h)
        elif _standing_in(t, sprite.card, sprite.meld):
            t.app.art.mark_wild(surface, at, h)
    radius = max(3, h // 14)
    if sprite.zone == "meld" and sprite.card is not None and t.show_focus \
            and sprite.card.id == t.table_focus_card():
        pygame.draw.rect(surface, ui.FOCUS, rect.inflate(8, 8), 2, border_radius=radius + 2)
    if sprite.card is None or sprite.zone != "hand":
        return
    if sprite.card.id in t.selected:
        pygame.draw.rect(surface, ui.SELECT, rect.inflate(4, 4), 3, border_radius=radius)
    if sprite.card.id == t.hint_discard:
        pygame.draw.rect(surface, ui.RED, rect.inflate(4, 4), 3, border_radius=radius)
    if t.show_focus and sprite.card.id == t.focus_card and t.table_focus_card() is None:
        pygame.draw.rect(surface, ui.FOCUS, rect.inflate(8, 8), 2, border_radius=radius + 2)
    if sprite.card.id == t.new_card:
        assert t.geom is not None  # drawn by draw(), which placed the cards
        raised = [s.rect for s in t.geom.sprites if s.raised and s.key != sprite.key]
        new_card_tab(surface, rect, raised)


def draw_meld_marks(t: Table, surface: pygame.Surface, hand: list[Card],
                    geom: Placement) -> None:
    if t.hand_hidden or t.view.sheet is not None:  # (what a hand melds is not what scores)
        return
    for bar, meld in meld_bars(t, hand, geom):
        colour = ui.MELD_COLOURS[meld % len(ui.MELD_COLOURS)]
        pygame.draw.rect(surface, colour, bar, border_radius=bar.h // 2)


def meld_bars(t: Table, hand: list[Card],
              geom: Placement) -> list[tuple[pygame.Rect, int]]:
    """A bar under each group of neighbouring cards that make one meld of the hand's
    arrangement, so melded and loose cards tell apart at a glance, with the meld's number
    (left to right) for its colour: a meld split by other cards has bars of one colour, and
    two melds side by side differ (after *Group melds* every meld is one bar)."""
    meld_of = {c.id: i for i, m in enumerate(t.arrangement().melds) for c in m.cards}
    number: dict[int, int] = {}
    for card in hand:  # colours in the order the melds first appear in the hand
        if card.id in meld_of:
            number.setdefault(meld_of[card.id], len(number))
    slots = geom.hand_slots
    thick = max(3, round(geom.card_h * 0.035))
    bars = []
    i = 0
    while i < len(hand):
        meld = meld_of.get(hand[i].id)
        j = i
        while meld is not None and j + 1 < len(hand) and meld_of.get(hand[j + 1].id) == meld:
            j += 1
        if meld is not None:
            right = slots[j + 1].x if j + 1 < len(hand) else slots[j].right
            y = slots[i].bottom + max(2, thick * 3 // 4)
            bars.append((pygame.Rect(slots[i].x + thick, y, right - slots[i].x - 2 * thick,
                                     thick), number[meld]))
        i = j + 1
    return bars


def new_card_tab(surface: pygame.Surface, rect: pygame.Rect,
                 raised: Sequence[pygame.Rect] = ()) -> None:
    """A gold "new" tab above the card just drawn, over its left edge, which a fan leaves in
    sight; clear of the cards chosen (lifted) beside it, so it never hides their corners."""
    h = rect.h
    tab = pygame.Rect(rect.x, rect.y - round(h * 0.15), round(h * 0.27), round(h * 0.13))
    under = [r for r in raised if r.colliderect(tab)]
    if under:
        beside = tab.copy()
        beside.left = max(r.right for r in under) + 2
        if beside.right <= rect.right and beside.collidelist(list(raised)) < 0:
            tab = beside
        else:  # no room beside them: above them
            tab.bottom = min(r.top for r in under) - 2
    pygame.draw.rect(surface, ui.FELT_DARK, tab.inflate(2, 2), border_radius=max(2, h // 30))
    pygame.draw.rect(surface, ui.GOLD, tab, border_radius=max(2, h // 30))
    ui.text(surface, words.NEW_CARD, tab.h * 0.8, tab.center, ui.BUTTON_TEXT, "center",
            bold=True, max_width=tab.w - 4)


def star_if_wild(t: Table, surface: pygame.Surface, card: Card, rect: pygame.Rect,
                 design_h: int = 0) -> None:
    t.app.art.star_if_wild(surface, card, rect, t.view.hand_rules, design_h)


def _standing_in(t: Table, card: Card, meld: int) -> bool:
    """Whether a card of a table meld stands in as a wild there: only those are starred, for
    a wild-rank card used as itself does not count against the meld's limit on wilds."""
    melds = t.geom.melds if t.geom is not None else t.view.table
    if card.is_joker or meld >= len(melds):  # a joker's face says it
        return False
    fit = melds[meld].fit
    if fit is None:  # face down
        return False
    return any(c.id == card.id and wild for c, wild in zip(fit.cards, fit.wild, strict=True))


def draw_zones(t: Table, surface: pygame.Surface, zones: ScaledLayout) -> None:
    """Name plates, the score panel and the outlines of the piles."""
    s = zones.scale
    view = t.view
    players = len(view.names)
    actor = t.session.actor
    size = max(13, 18 * s)
    held = chips.chips_of(view)
    gap = round(8 * s)
    met = contracts_met(view)
    for seat in range(players):
        pos = position(seat, view.seat, players)
        z = zones.seats[pos]["name"]
        level = view.bots[seat]
        after = f" · {level}" if level else ""
        if seat == view.dealer:
            after += " · " + words.SAY["dealer"]
        if met is not None and met[seat]:
            after += " · " + words.SAY["met"]
        colour = ui.GOLD if seat == actor else ui.INK
        # a game for chips: the seat's chips after its name, the two centred together
        tag = chips.tag_width(held.chips[seat], size) + gap if held is not None else 0
        # the player's own name sits at the left; the others' are centred over their cards
        room = z.w * (0.7 if pos == 0 else 0.88) - tag
        label = ui.shorten(view.names[seat], size, room, seat == actor, after)
        width = min(room, ui.measure(label, size, seat == actor))
        at = (z.x + 4, z.centery) if pos == 0 else (z.centerx - (width + tag) / 2, z.centery)
        r = ui.text(surface, label, size, at, colour, "midleft", bold=seat == actor,
                    max_width=room)
        if held is not None:
            r = chips.draw_tag(surface, held.chips[seat], size * 0.9, (r.right + gap, z.centery))
        if pos == 0:
            ui.text(surface, _info(t, seat), size * 0.9, (z.right - 4, z.centery), ui.INK_DIM,
                    "midright")
        if seat == actor and level and t.bot is not None:
            dots = "." * (1 + int(t.time * 3) % 3)
            ui.text(surface, dots, size * 1.4, (r.right + 4, z.centery), ui.GOLD,
                    "midleft", bold=True)
    for name in ("stock", "discard") if view.rules.discards else ("stock",):
        pile = mouse_and_keys.pile_outline(t, zones, name)
        pygame.draw.rect(surface, ui.FELT_DARK, pile, 2, border_radius=max(3, pile.h // 14))
    for rect in drop_targets(t, zones) + mouse_and_keys.pile_pointed_at(t, zones, t.pointer):
        pygame.draw.rect(surface, ui.GOLD, rect.inflate(8, 8), 2, border_radius=6)
    draw_score(t, surface, zones)
    draw_sheet(t, surface, zones)
    held = chips.chips_of(view)
    if held is not None and "pot" in zones.shared:
        chips.draw_pot(surface, zones.shared["pot"], held, s)


def _info(t: Table, seat: int) -> str:
    """The line beside your name: your cards, your deadwood (how far from the contract, while
    one is to meet) and score; or, in a game with a score sheet, the turn and your total on
    it."""
    view = t.view
    if view.sheet is not None:
        return words.SAY["sheet-info"].format(turn=view.sheet.turn, turns=view.sheet.turns,
                                              n=sheet.points_text(view.sheet.totals[seat]))
    facts = [words.say_count("cards-info", view.hand_counts[seat])]
    short = t.contract_short() if view.hand and not t.hand_hidden else None
    if short is not None:  # a contract still to meet: how far the hand is from it
        facts.append(words.SAY["contract-ready-info"] if short == 0 else
                     words.SAY["contract-far-info"] if short == FAR else
                     words.say_count("contract-short-info", short))
    elif view.hand and not t.hand_hidden:
        facts.append(words.SAY["deadwood-info"].format(n=t.arrangement().deadwood))
    if chips.chips_of(view) is None:  # (chips are told beside the name)
        facts.append(words.SAY["score-info"].format(n=view.totals[seat]))
    return " · ".join(facts)


def draw_sheet(t: Table, surface: pygame.Surface, zones: ScaledLayout) -> None:
    """The score sheet in the middle, in a game that keeps one; the viewer's column picks."""
    view = t.view
    if view.sheet is None or SHEET not in zones.shared:
        t.sheet_grid = None
        return
    order = sheet.column_order(len(view.names), view.seat)
    t.sheet_grid = sheet.grid(view.sheet, zones.shared[SHEET], order, zones.scale,
                              keys=t.picking())
    sheet.draw(surface, t.sheet_grid, view.sheet, view.names, t.sheet_marks())


def draw_captions(t: Table, surface: pygame.Surface, geom: Placement) -> None:
    """Under each meld that fills a box of the sheet, the box and what it scored (your own
    pick, before the reveal: the box it is for)."""
    view, shown = t.view, t.shown()
    if view.sheet is None:
        return
    for index, rect in geom.meld_rects.items():
        row = shown.rows[index] if index < len(shown.rows) else None
        if row is None:
            continue
        box = view.sheet.labels[row]
        points = shown.points[index]
        if index == shown.pick:
            if t.hand_hidden:
                continue
            said = words.SAY["sheet-your-pick"].format(box=box)
        elif points is None:
            said = box
        else:
            said = words.SAY["sheet-caption"].format(box=box, points=sheet.points_text(points))
        size = max(11, min(rect.h * 0.16, 17 * t.zones(surface).scale))
        pill = pygame.Rect(0, 0, ui.measure(said, size, True) + round(size), round(size * 1.45))
        pill.midbottom = (rect.centerx, rect.bottom - 2)
        ui.panel(surface, pill, (8, 36, 26, 230), radius=pill.h // 2)
        ui.text(surface, said, size, pill.center, ui.GOLD, "center", bold=True,
                max_width=rect.w + 2 * size)


def draw_face_down_marks(t: Table, surface: pygame.Surface, geom: Placement) -> None:
    """Over each meld of yours lying face down, which you alone see face up, a mark that says
    so (the others see its backs)."""
    zones = t.zones(surface)
    for index, rect in geom.meld_rects.items():
        meld = geom.melds[index] if index < len(geom.melds) else None
        if meld is None or not meld.face_down or not meld.cards:
            continue
        size = max(11, min(rect.h * 0.15, 16 * zones.scale))
        said = words.SAY["face-down-mark"]
        pill = pygame.Rect(0, 0, ui.measure(said, size, True) + round(size), round(size * 1.45))
        pill.midbottom = (rect.centerx, rect.bottom - 2)
        ui.panel(surface, pill, (8, 36, 26, 230), radius=pill.h // 2)
        ui.text(surface, said, size, pill.center, ui.INK, "center", bold=True,
                max_width=rect.w + 2 * size)


def drop_targets(t: Table, zones: ScaledLayout) -> list[pygame.Rect]:
    """While cards from the hand are dragged: the melds they may be laid off on, your melds'
    place when they make a meld, and the discard pile when the one card dragged may be
    thrown now."""
    drag = t.drag
    if drag is None or not drag.moving or drag.source != "hand" or t.geom is None \
            or not t.my_turn:
        return []
    keys = mouse_and_keys.welcome(t, set(drag.ids))
    targets = [rect for index, rect in t.geom.meld_rects.items() if index in keys]
    if "melds" in keys:
        targets.append(zones.seats[0]["melds"].inflate(-16, -16))  # clear of your name
    if "pile" in keys:
        targets.append(mouse_and_keys.pile_outline(t, zones, "discard"))
    return targets


def draw_score(t: Table, surface: pygame.Surface, zones: ScaledLayout) -> None:
    """The game, the hand, the wilds and the standings, in a panel no taller than they need."""
    z = zones.shared["score"]
    s = zones.scale
    size = max(12, 17 * s)
    wild = _wild_text(t.view)
    view = t.view
    # a game with a score sheet: its totals, which the match's come to only at the end; a
    # game for chips: the chips each holds now (the hand's ante paid)
    held = chips.chips_of(view)
    totals = view.sheet.totals if view.sheet is not None else \
        held.chips if held is not None else view.totals
    rows = sorted(range(len(view.names)), key=lambda i: totals[i], reverse=view.scores_high)
    contract = view.rules.contract_said(view.hand_number)
    said = ui.wrap(words.SAY["contract"].format(contract=contract), size * 0.9, z.w - 16 * s) \
        if contract else []
    head = 6 * s + size * (1.2 + 1.05 + (1.05 if wild else 0) + 1.05 * len(said))
    line = max(10, min(size, (z.h - head - 4) / max(1, len(rows))))
    if view.sheet is not None and line < 10 * s + 2:  # no room: the sheet has them
        rows = []
    ui.panel(surface, pygame.Rect(z.x, z.y, z.w, min(z.h, round(head + len(rows) * line + 10 * s))),
             radius=max(4, int(10 * s)))
    y = z.y + 6 * s
    ui.text(surface, GAMES[t.view.game].name, size * 1.15, (z.x + 8 * s, y), ui.GOLD, bold=True,
            max_width=z.w - 16 * s)
    y += size * 1.2
    title = words.hand_title(view.hand_number, view.goal, not view.scores_high) \
        if view.sheet is None else \
        words.SAY["sheet-turn"].format(turn=view.sheet.turn, turns=view.sheet.turns)
    ui.text(surface, title, size, (z.x + 8 * s, y), ui.INK_DIM, max_width=z.w - 16 * s)
    y += size * 1.05
    if wild:
        ui.text(surface, wild, size * 0.9, (z.x + 8 * s, y), ui.INK_DIM,
                max_width=z.w - 16 * s)
        y += size * 1.05
    for part in said:  # the contract, in gold: what the hand is about
        ui.text(surface, part, size * 0.9, (z.x + 8 * s, y), ui.GOLD, max_width=z.w - 16 * s)
        y += size * 1.05
    for i in rows:
        ui.text(surface, ui.shorten(t.view.names[i], line, z.w * 0.6), line, (z.x + 8 * s, y),
                ui.INK, max_width=z.w * 0.6)
        total = sheet.points_text(totals[i]) if view.sheet is not None else str(totals[i])
        ui.text(surface, total, line, (z.right - 8 * s, y), ui.INK, "topright")
        y += line


def draw_stock_count(t: Table, surface: pygame.Surface, zones: ScaledLayout) -> None:
    z = zones.shared["stock"]
    s = zones.scale
    ui.text(surface, words.SAY["in-stock"].format(n=t.view.stock_count), max(12, 16 * s),
            (z.centerx, z.y - 2), ui.INK_DIM, "midbottom")
    # how many cards each other seat holds, on the last card of its fan
    assert t.geom is not None
    last: dict[int, pygame.Rect] = {}
    for sprite in t.geom.sprites:
        if sprite.zone == "seat-hand":
            last[sprite.seat] = sprite.rect  # where the fan ends, not where cards fly
    for seat, rect in last.items():
        badge = pygame.Rect(0, 0, max(18, int(24 * s)), max(18, int(24 * s)))
        badge.midtop = (rect.right, rect.y - 1)  # below the name over the fan, not on it
        pygame.draw.ellipse(surface, ui.FELT_DARK, badge)
        pygame.draw.ellipse(surface, ui.INK_DIM, badge, 1)
        ui.text(surface, str(t.view.hand_counts[seat]), badge.h * 0.7, badge.center,
                ui.INK, "center", bold=True)


MESSAGE_SHRINK = 0.85  # how far a message line's words may shrink to stay on one line


def message_room(zones: ScaledLayout) -> int:
    """How wide a message line may be: as wide as your melds' zone under the piles, centred on
    the message zone, and clear of every other seat's zones at the line's height."""
    z = zones.shared["message"]
    mine = zones.seats[0]["melds"]
    half = min(z.centerx - mine.left, mine.right - z.centerx)
    band = z.inflate(0, z.h)
    for seat in zones.seats[1:]:
        for r in seat.values():
            if r.top < band.bottom and r.bottom > band.top:
                gap = r.left - z.centerx if r.centerx > z.centerx else z.centerx - r.right
                half = min(half, gap - round(8 * zones.scale))
    return max(z.w, 2 * half)


def draw_message(t: Table, surface: pygame.Surface, zones: ScaledLayout) -> None:
    """The message line under the piles; a failing save, or one kept apart in a copy, is said
    on a line of its own below.

    A message in two parts ("Bruno discards 3♣." and the prompt, split by a newline) is one
    line while it fits the room under the piles, its words shrunk a little if need be, else
    two; lines that would then cover your melds rise above them."""
    z = zones.shared["message"]
    # the zone may stretch with the window's height; its words keep to the table's scale
    line_h = min(z.h, round(z.h * zones.scale / zones.tall))
    size = max(14, line_h * 0.75)
    room = min(message_room(zones), surface.get_width() - 20) - 24  # for the words in a box
    parts = t.message.split("\n") if t.message else []
    one = " ".join(parts)
    if len(parts) > 1 and ui.measure(one, size) * MESSAGE_SHRINK <= room:
        parts = [one]
    lines = [(part, t.error) for part in parts]
    if t.save_warning:
        lines.append((t.save_warning, True))
    elif t.save_notice:
        lines.append((t.save_notice, False))
    widest = max((ui.measure(words_, size) for words_, _ in lines), default=1)
    size *= max(MESSAGE_SHRINK, min(1.0, room / max(1, widest)))  # alike on every line
    boxes = []
    for i, (words_, _) in enumerate(lines):
        box = pygame.Rect(0, 0, min(room, ui.measure(words_, size)) + 24, line_h + 6)
        box.center = (z.centerx, z.centery + i * (line_h + 10))
        boxes.append(box)
    lift = _lift_off_cards(t, boxes, z.centery)
    if t.sheet_grid is not None and boxes:  # never over the score sheet: over your melds
        lift = min(lift, max(0, boxes[0].top - t.sheet_grid.rect.bottom - 2))
    for box, (words_, error) in zip(boxes, lines, strict=True):
        box.move_ip(0, -lift)
        ui.panel(surface, box, (90, 20, 16, 220) if error else (10, 40, 28, 210),
                 radius=box.h // 2)
        ui.text(surface, words_, size, box.center, ui.INK, "center", max_width=box.w - 16)


def draw_tips(t: Table, surface: pygame.Surface, zones: ScaledLayout) -> None:
    """A button's tip; while cards are dragged onto a meld, what to know before the drop."""
    shown = mouse_and_keys.tip(t)
    if shown is not None:
        draw_tip(surface, zones, shown[0].rect, shown[1])
    dragged = mouse_and_keys.drag_tip(t, zones)
    if dragged is not None:
        draw_tip(surface, zones, *dragged)


def draw_tip(surface: pygame.Surface, zones: ScaledLayout, over: pygame.Rect,
             words_: str) -> None:
    """A tip in a small panel above `over` (below it, at the window's top), kept inside the
    window."""
    size = max(13, 16 * zones.scale)
    pad = round(8 * zones.scale)
    box = pygame.Rect(0, 0, ui.measure(words_, size) + 2 * pad, round(size * 1.5) + pad)
    box.midbottom = (over.centerx, over.top - pad // 2)
    if box.top < 0:
        box.midtop = (over.centerx, over.bottom + pad // 2)
    box = box.clamp(surface.get_rect().inflate(-8, -8))
    ui.panel(surface, box, (8, 30, 22, 240), radius=pad)
    ui.text(surface, words_, size, box.center, ui.INK, "center", max_width=box.w - pad)


def _lift_off_cards(t: Table, boxes: list[pygame.Rect], middle: int) -> int:
    """How far the message lines must rise to leave the cards below them (your melds)
    uncovered; they may then cover the foot of the piles, whose corners stay in sight."""
    if t.geom is None or not boxes:
        return 0
    block = boxes[0].unionall(boxes[1:])
    gap = max(4, boxes[0].h // 5)  # felt between the line and the cards, not a touch
    clear = block.inflate(0, 2 * gap)
    below = [s.rect.top for s in t.geom.sprites
             if s.rect.top > middle and s.rect.colliderect(clear)]
    return max(0, block.bottom + gap - min(below)) if below else 0


def draw_drag(t: Table, surface: pygame.Surface, geom: Placement) -> None:
    assert t.drag is not None
    h = geom.card_h
    held = {c.id: c for c in t.hand()}
    for cid, r in zip(t.drag.ids, mouse_and_keys.held_cards(t, t.drag, t.drag.pos), strict=True):
        card = held.get(cid)
        if card is None:  # gone from the hand meanwhile (an undo by key)
            continue
        img = t.app.art.face(card, h)
        pygame.draw.rect(surface, ui.FELT_DARK, r.move(4, 6), border_radius=max(3, h // 14))
        surface.blit(img, r)
        star_if_wild(t, surface, card, r)


def draw_pile_drag(t: Table, surface: pygame.Surface) -> None:
    assert t.drag is not None
    held = mouse_and_keys.held_pile_card(t.drag, t.drag.pos)
    if t.drag.source == "discard" and t.view.discard:
        # the card taken, and every card above it in the pile, fanned as they lay
        depth = max(1, mouse_and_keys.pile_depth(t, t.drag.card))
        step = round(held.w * DISCARD_STEP)
        for i, card in enumerate(t.view.discard[-depth:]):
            r = held.move(i * step, 0)
            surface.blit(t.app.art.face(card, held.h), r)
            star_if_wild(t, surface, card, r)
    else:
        surface.blit(t.app.art.back(held.h), held)


def contracts_met(view: PlayerView) -> list[bool] | None:
    """In a hand with a contract, whether each seat has met it (its melds are on the table);
    None in a game without."""
    if not view.rules.contract_said(view.hand_number):
        return None
    owners = {m.owner for m in view.table}
    return [seat in owners for seat in range(len(view.names))]


def _wild_text(view: PlayerView) -> str:
    from game.cards import rank_text

    rules = view.hand_rules
    parts = [rank_text(r) + "s" for r in sorted(rules.wild_ranks)]
    if rules.jokers_wild and any(c.is_joker for c in view.deck):
        parts.append(words.SAY["jokers"])
    return words.SAY["wild"].format(ranks=", ".join(parts)) if parts else ""

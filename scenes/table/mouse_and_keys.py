"""The table's mouse and keyboard: presses become drags or clicks, drops become actions.

Positions come from `event.pos` (never from polling the mouse), so tests can drive it.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.actions import Discard, Draw, LayOff, Swap
from game.melds import extend_meld, stand_text
from scenes import words
from scenes.drawing import ui
from scenes.table import calls
from scenes.table.drag import Drag
from scenes.table.geometry import Sprite, discard_fan
from scenes.table.layout import ScaledLayout

if TYPE_CHECKING:
    from scenes.table.protocol import Table

DRAG_START = 6  # pixels the mouse must travel before a press becomes a drag
LANDING_SHARE = 0.35  # how much of a card must cover a pile or meld to land there
# The keys of the tools (the calls' keys are in calls.py; the rules reader's page on the table
# lists them all: a test holds it to it)
KEY_TOOLS = {pygame.K_h: "hint", pygame.K_u: "undo", pygame.K_r: "sort-rank",
             pygame.K_s: "sort-suit", pygame.K_a: "arrange", pygame.K_F1: "rules",
             pygame.K_F2: "scores", pygame.K_F3: "moves"}
KEY_MORE = {"menu": ["Esc"], "undo": ["Ctrl+Z"]}  # keys handled before the others
TIP_DELAY = 0.6  # seconds the pointer rests on a button before its tip shows
LAYING_OFF = ("showdown", "layoff")  # decisions where laying off is all left before scoring


def handle(t: Table, event: pygame.event.Event) -> None:
    if event.type == pygame.MOUSEBUTTONDOWN:
        # the mouse in use: the keyboard's focus hides, and picks no card for Discard or Lay
        # off (a mouse player may not have seen it), until a key is pressed again
        t.show_focus = False
        if t.hovered is not None:  # a press hides the tip until the pointer leaves the button
            t.hovered = (t.hovered[0], math.inf)
        if event.button == 1:
            t.press_at = (event.pos, next((b.key for b in t.buttons if b.hit(event.pos)), None))
            press(t, event.pos)
    elif event.type == pygame.MOUSEMOTION:
        t.pointer = event.pos
        over = next((b.key for b in t.buttons if b.rect.collidepoint(event.pos)), None)
        if over is None or t.hovered is None or t.hovered[0] != over:
            t.hovered = None if over is None else (over, t.time)
        if t.drag is not None and not event.buttons[0]:
            # the button went up where the window did not hear it (another had the focus):
            # nothing was let go here, so the cards go back
            call_off(t, t.drag)
            t.drag = None
        elif t.drag is not None:
            t.drag.pos = event.pos
            if not t.drag.moving and not t.drag.cancelled \
                    and _dist(event.pos, t.drag.start) >= DRAG_START:
                t.drag.moving = True
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        drag, t.drag = t.drag, None
        if drag is not None and not drag.moving and not drag.cancelled:
            click_source(t, drag)
            return
        t.last_click = None  # anything else between two clicks on a card: no double-click
        if drag is None:
            click(t, event.pos)
        elif drag.moving and off_window(t, event.pos):  # let go outside: never mind
            call_off(t, drag)
        elif drag.moving:
            drop(t, drag, event.pos)
    elif event.type == pygame.WINDOWLEAVE:
        t.pointer = None
    elif event.type == pygame.WINDOWFOCUSLOST and t.drag is not None:
        cancel(t, t.drag)  # switched away mid-drag: the cards go back, as with Esc
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
        t.last_click = None
        t.selected.clear()
    elif event.type == pygame.KEYDOWN:
        t.last_click = None  # a key between two clicks: no double-click
        key(t, event)


def cursor_at(t: Table, pos: tuple[int, int]) -> int:
    """A pointing hand over what a click or a drag acts on: a live button, your cards, a pile
    you may draw from, a meld the selected cards may be laid off on."""
    button = ui.cursor_over(t.buttons, pos)
    if button is not None:
        return button
    if picked_at(t, pos) is not None or taken_at(t, pos) is not None:
        return pygame.SYSTEM_CURSOR_HAND
    hand = sprite_at(t, pos, "hand")
    mine = hand is not None and hand.card is not None
    pile = bool(pile_pointed_at(t, t.zones(t.canvas()), pos))
    melds = t.geom.meld_rects if t.geom is not None else {}
    meld = any(melds[k].collidepoint(pos) for k in welcome(t, t.selected) if k in melds)
    return pygame.SYSTEM_CURSOR_HAND if mine or pile or meld else pygame.SYSTEM_CURSOR_ARROW


def pile_outline(t: Table, zones: ScaledLayout, name: str) -> pygame.Rect:
    """Where the stock's or the discard pile's top card lies (its outline shows when empty)."""
    z = zones.shared[name]
    h = min(z.h, round(zones.shared["stock"].w / t.app.art.ratio))
    pile = pygame.Rect(0, 0, round(h * t.app.art.ratio), h)
    if name == "stock":
        pile.center = z.center
        return pile
    return discard_fan(z, pile.w, h, len(t.view.discard), t.view.rules.deep_take)[0]


def pile_pointed_at(t: Table, zones: ScaledLayout,
                    pos: tuple[int, int] | None) -> list[pygame.Rect]:
    """The pile at `pos` (the pointer), when drawing from it is a move now."""
    if pos is None or t.drag is not None or not t.my_turn:
        return []
    sources = calls.sources(t.view)
    piles = [pile_outline(t, zones, name) for name in ("stock", "discard") if name in sources]
    return [pile for pile in piles if pile.collidepoint(pos)]


def sprite_at(t: Table, pos: tuple[int, int], zone: str | None = None) -> Sprite | None:
    if t.geom is None:
        return None
    for sprite in reversed(t.geom.sprites):
        if (zone is None or sprite.zone == zone) and sprite.rect.collidepoint(pos):
            return sprite
    return None


def press(t: Table, pos: tuple[int, int]) -> None:
    if any(b.rect.collidepoint(pos) for b in t.buttons):
        return
    sprite = sprite_at(t, pos)
    stock = t.zones(t.canvas()).shared["stock"]
    if sprite is None and t.view.stock_count == 0 and stock.collidepoint(pos):
        sprite = Sprite("stock", None, stock, "stock", -1)  # drawing makes the discards a stock
    if sprite is None:
        return
    if sprite.zone == "hand" and sprite.card is not None:
        ids = [c.id for c in t.hand() if c.id in t.selected] \
            if sprite.card.id in t.selected else [sprite.card.id]
        t.drag = Drag("hand", ids, pos, pos, (pos[0] - sprite.rect.x, pos[1] - sprite.rect.y),
                      card=sprite.card.id)
    elif sprite.zone == "stock" or (sprite.zone == "discard" and (
            sprite.card == t.view.discard[-1] or t.view.rules.deep_take)):
        # (where cards may be taken from deep in the pile, a press on any card it shows)
        t.drag = Drag(sprite.zone, [], pos, pos, (pos[0] - sprite.rect.x,
                                                      pos[1] - sprite.rect.y),
                      size=sprite.rect.size,
                      card=sprite.card.id if sprite.card is not None else None)


def click_source(t: Table, drag: Drag) -> None:
    """A press that did not move: select a card, or draw from a pile."""
    if drag.source == "hand":
        cid = drag.card
        assert cid is not None  # a press in the hand is on a card
        t.selected ^= {cid}
        t.focus = next((i for i, c in enumerate(t.hand()) if c.id == cid), t.focus)
        double_click(t, cid)
    elif drag.source == "discard" and (depth := pile_depth(t, drag.card)) > 1:
        t.last_click = None  # a card deep in the pile, with every card above it
        t.act(Draw(t.view.seat, "discard", depth))
    elif drag.source == "discard":  # drawn, or taken into a meld with the cards selected
        t.last_click = None
        t.take_discard()
    else:
        t.last_click = None
        t.act(Draw(t.view.seat, drag.source))


def pile_depth(t: Table, card: int | None) -> int:
    """How deep `card` lies in the discard pile (1: the top card; 0: not in it)."""
    ids = [c.id for c in t.view.discard]
    return len(ids) - ids.index(card) if card in ids else 0


def double_click(t: Table, cid: int) -> None:
    """A card clicked twice in quick succession is thrown, as card programs have taught
    players to expect, once it is time to discard (the two clicks' selections cancel out, so
    a refused throw leaves the selection as it was); a throw that could go out asks which is
    meant, as a drop on the pile does. Before that, two quick clicks select and clear it."""
    last, t.last_click = t.last_click, (cid, t.time)
    if last is None or last[0] != cid or t.time - last[1] > ui.DOUBLE_CLICK:
        return
    t.last_click = None  # a third click starts again
    if t.legal_of(Discard):
        t.discard(cid)


def click(t: Table, pos: tuple[int, int]) -> None:
    """The left button let go at `pos`: a button or a meld acts only when the press was on
    it too, so a press that began elsewhere, or on another screen, clicks nothing."""
    if t.press_at is None:
        return
    (start, held), t.press_at = t.press_at, None
    for b in t.buttons:
        if b.hit(pos):
            if b.key == held:
                t.call(b.key)
            return
    row = picked_at(t, pos)
    if row is not None and picked_at(t, start) == row:  # your box on the score sheet
        t.pick_row(row)
        return
    card = taken_at(t, pos)
    if card is not None and taken_at(t, start) == card:  # a card you may take (a steal)
        t.take(card)
        return
    if t.geom is None:
        return
    for index, rect in t.geom.meld_rects.items():
        if rect.collidepoint(pos) and rect.collidepoint(start) and t.selected:
            t.lay_off([c for c in t.hand() if c.id in t.selected], index,
                      below=pos[0] < rect.centerx)
            return


def drop(t: Table, drag: Drag, pos: tuple[int, int]) -> None:
    if t.geom is None:
        return
    zones = t.zones(t.canvas())
    if drag.source == "discard" and calls.takes(t.view) \
            and Draw(t.view.seat, "discard") not in t.view.legal:
        # taken only into a meld: let go off its pile (on the table, or on the cards
        # selected), it goes into one with the cards selected, gliding there from where it
        # was let go; let go on it, or refused, it glides back
        top = calls.taken_card(t.view)
        if not zones.shared["discard"].collidepoint(pos) and t.take_discard():
            if top is not None:
                t.anim.jump(top, held_pile_card(drag, pos))
            return
        put_back(t, drag, pos)
        return
    if drag.source in ("stock", "discard"):
        # let go off its pile, the card is drawn and glides on into the hand from there (to
        # where it was let go, when that is in the hand and the hand is not kept sorted); let
        # go on it, or refused, it glides back
        if not zones.shared[drag.source].collidepoint(pos):
            before, slots = [c.id for c in t.hand()], t.geom.hand_slots
            depth = max(1, pile_depth(t, drag.card)) if drag.source == "discard" else 1
            if t.act(Draw(t.view.seat, drag.source, depth)):
                held = held_pile_card(drag, pos)
                new = [c.id for c in t.view.hand if c.id not in before]
                for cid in new:
                    t.anim.jump(cid, held)
                if t.view.seat not in t.session.sorts \
                        and zones.seats[0]["hand"].inflate(0, 20).collidepoint(pos):
                    at = sum(1 for r in slots if r.centerx < held.centerx)
                    t.session.set_order(t.view.seat, before[:at] + new + before[at:])
                return
        put_back(t, drag, pos)  # refused, or let go on its pile: nothing changed there
        return
    held = let_go(t, drag, pos)
    cards = [c for c in t.hand() if c.id in set(drag.ids)]
    row = picked_at(t, pos)
    if row is not None:  # dropped on your box of the score sheet: they are picked for it
        t.selected = set(drag.ids)
        t.pick_row(row)
        return
    target = aim(t, drag, pos, zones)
    if target == "pile":
        if len(cards) != 1:
            t.say(words.SAY["drop-one"], error=True)
        else:
            t.discard(cards[0].id)
        return
    if isinstance(target, int) and len(cards) == 1 and not any(
            a.card == cards[0].id and a.target == target for a in t.legal_of(LayOff)) \
            and any(a.card == cards[0].id and a.target == target for a in t.legal_of(Swap)):
        t.swap(cards, target)  # dropped on the joker it stands for: the joker is claimed
        return
    if isinstance(target, int):  # a wild laid on a run's left half goes below it
        t.lay_off(cards, target, below=held.centerx < t.geom.meld_rects[target].centerx,
                  warned=True)  # the drag's tip said what it costs
        return
    if zones.seats[0]["hand"].inflate(0, 20).collidepoint(pos):
        reorder(t, drag.ids, pos[0] - drag.grab[0] + round(held.h * t.app.art.ratio) // 2)
        return
    t.act(calls.meld_of(t.view, tuple(c.id for c in cards)))


def aim(t: Table, drag: Drag, pos: tuple[int, int], zones: ScaledLayout) -> str | int | None:
    """Where cards dragged from the hand land if let go at `pos`: "pile", a meld's index, or
    None (the hand or the open table)."""
    assert t.geom is not None
    held = held_rect(t, drag, pos)
    targets: dict[str | int, pygame.Rect] = {"pile": zones.shared["discard"].inflate(20, 20)}
    targets |= {i: rect.inflate(10, 10) for i, rect in t.geom.meld_rects.items()}
    in_hand = zones.seats[0]["hand"].inflate(0, 20).collidepoint(pos)
    # a card laid over a place lands there, unless the pointer stays in the hand (reordering)
    takers = set() if in_hand else welcome(t, set(drag.ids))
    return landing(pos, held, targets, takers, held.h * round(held.h * t.app.art.ratio))


def drag_tip(t: Table, zones: ScaledLayout) -> tuple[pygame.Rect, str] | None:
    """While cards from the hand are dragged onto a meld that takes them: where they are, and
    what to know before letting go: which card a wild will be where it may go on either end of
    a run, and, when laying off is all that is left before the hand is scored, that it raises
    your deadwood (the card was in one of your melds)."""
    drag = t.drag
    if drag is None or not drag.moving or drag.source != "hand" or t.geom is None:
        return None
    target = aim(t, drag, drag.pos, zones)
    if not isinstance(target, int) or target not in welcome(t, set(drag.ids)):
        return None
    held = held_rect(t, drag, drag.pos)
    said = " · ".join(s for s in (_wild_end(t, drag.ids, target, held),
                                  _deadwood_rise(t, drag.ids)) if s)
    return (held, said[:1].upper() + said[1:]) if said else None


def _wild_end(t: Table, ids: list[int], target: int, held: pygame.Rect) -> str:
    """For one wild that may join the run at either end, which card it will be: "Joker as 4♥ ·
    drop on the run's right half for 8♥" (it goes below the run over its left half); else ""."""
    assert t.geom is not None
    if len(ids) != 1 or LayOff(t.view.seat, ids[0], target, below=True) not in t.legal_of(LayOff):
        return ""
    card = t.match.cards[ids[0]]
    below = held.centerx < t.geom.meld_rects[target].centerx
    fit, rules = t.view.table[target].fit, t.view.hand_rules
    assert fit is not None  # a face-down meld takes no lay-off
    low, high = extend_meld(fit, card, rules, below=True), extend_meld(fit, card, rules)
    assert low is not None and high is not None  # below is offered only where above is too
    as_low, as_high = (words.with_suits(stand_text(s)) for s in (low.stands[0], high.stands[-1]))
    return words.SAY["wild-end"].format(
        card=words.card(card), stand=as_low if below else as_high,
        other=as_high if below else as_low, half=words.SAY["right-half" if below else "left-half"])


def _deadwood_rise(t: Table, ids: list[int]) -> str:
    """When laying the cards off at a showdown or against a knock leaves more deadwood than
    keeping them: "Your deadwood goes from 0 to 20"; else ""."""
    rise = t.deadwood_rise(set(ids))
    return "" if rise is None else words.SAY["deadwood-rises"].format(now=rise[0], after=rise[1])


def held_cards(t: Table, drag: Drag, pos: tuple[int, int]) -> list[pygame.Rect]:
    """Where each dragged card is (in `drag.ids`' order) when the pointer is at `pos`: held
    where it was picked up, the others fanned a third of a card apart to its right."""
    assert t.geom is not None
    h = t.geom.card_h
    w = round(h * t.app.art.ratio)
    x, y = pos[0] - drag.grab[0], pos[1] - drag.grab[1]
    return [pygame.Rect(x + i * w // 3, y, w, h) for i in range(len(drag.ids))]


def held_pile_card(drag: Drag, pos: tuple[int, int]) -> pygame.Rect:
    """Where the card dragged off a pile is when the pointer is at `pos`: held where it was
    picked up, at the pile's size (shrunk to the hand's, a corner taken had slipped out from
    under the pointer); drawn, it shrinks into the hand as it glides there."""
    return pygame.Rect((pos[0] - drag.grab[0], pos[1] - drag.grab[1]), drag.size)


def picked_up(t: Table, drag: Drag) -> set[Hashable]:
    """The pile card being dragged off, which its pile leaves out, showing what lies under it
    (the discard below, the rest of the stock, or the empty place) rather than the card
    twice."""
    if drag.source == "discard" and t.view.discard:  # (deep in it: the cards above too)
        depth = max(1, pile_depth(t, drag.card))
        return {c.id for c in t.view.discard[-depth:]}
    if drag.source == "stock" and t.view.stock_count:
        return {"stock"}
    return set()


def put_back(t: Table, drag: Drag, pos: tuple[int, int]) -> None:
    """The card dragged off a pile and not drawn glides home from where it was let go."""
    for key in picked_up(t, drag):
        t.anim.jump(key, held_pile_card(drag, pos))


def call_off(t: Table, drag: Drag) -> None:
    """The dragged cards glide back where they came from: nothing is dropped."""
    if drag.moving and drag.source == "hand":
        let_go(t, drag, drag.pos)
    elif drag.moving:
        put_back(t, drag, drag.pos)


def cancel(t: Table, drag: Drag) -> None:
    """Call the drag off while the button is still down: its release then does nothing."""
    call_off(t, drag)
    drag.moving, drag.cancelled = False, True


def off_window(t: Table, pos: tuple[int, int]) -> bool:
    """Whether `pos` (on the table's page) is outside the window: the button let go there
    still reaches the table, which the window holds on to while a drag is under way."""
    page = t.page()
    return not t.app.screen.get_rect().collidepoint(pos[0] + page.x, pos[1] + page.y)


def held_rect(t: Table, drag: Drag, pos: tuple[int, int]) -> pygame.Rect:
    """Where the dragged cards are, all of them, when the pointer is at `pos`."""
    first, *rest = held_cards(t, drag, pos)
    return first.unionall(rest)


def let_go(t: Table, drag: Drag, pos: tuple[int, int]) -> pygame.Rect:
    """The dragged cards glide back (refused) or on (accepted) from where they were let go,
    which this returns (all of them, fanned as they were drawn)."""
    for cid, rect in zip(drag.ids, held_cards(t, drag, pos), strict=True):
        t.anim.jump(cid, rect)
    return held_rect(t, drag, pos)


def welcome(t: Table, ids: set[int]) -> set[str | int]:
    """Where cards from the hand may be dropped now (what is framed in gold while they are
    dragged): the melds they may be laid off on, by index; "melds", your melds' place, when
    they make a meld; "pile" when the one card may be thrown."""
    keys: set[str | int] = {a.target for a in t.legal_of(LayOff) if a.card in ids}
    if len(ids) == 1:  # a card that can take a joker's place: the run it stands in
        keys |= {a.target for a in t.legal_of(Swap) if a.card in ids}
    cards = tuple(c.id for c in t.hand() if c.id in ids)
    if len(cards) >= 3 and t.my_turn and t.match.is_legal(calls.meld_of(t.view, cards))[0]:
        keys.add("melds")
    if len(ids) == 1 and any(a.card in ids for a in t.legal_of(Discard)):
        keys.add("pile")
    return keys


def landing(pos: tuple[int, int], held: pygame.Rect, targets: dict[str | int, pygame.Rect],
            takers: set[str | int], card_area: int) -> str | int | None:
    """Where dragged cards let go at `pos` land: the target under the pointer; else, of those
    that take them (framed in gold), the one the cards (`held`) cover most, if by a good part
    of a card: a card held by its foot and laid over the pile lands there, though the
    pointer is below it."""
    for key, rect in targets.items():
        if rect.collidepoint(pos):
            return key
    cover = {key: held.clip(targets[key]).w * held.clip(targets[key]).h
             for key in takers if key in targets}
    best = max(cover, key=lambda key: cover[key], default=None)
    return best if best is not None and cover[best] >= LANDING_SHARE * card_area else None


def reorder(t: Table, ids: list[int], x: int) -> None:
    """Move the dragged cards to where they were dropped in the hand."""
    assert t.geom is not None
    order = [c.id for c in t.hand()]
    slots = {c: r for c, r in zip(order, t.geom.hand_slots, strict=True)}
    rest = [c for c in order if c not in ids]
    at = sum(1 for c in rest if slots[c].centerx < x)
    t.session.set_order(t.view.seat, rest[:at] + list(ids) + rest[at:])


def picked_at(t: Table, pos: tuple[int, int]) -> int | None:
    """Your open box of the score sheet at `pos`, while you pick one."""
    grid = t.sheet_grid
    if grid is None or t.view.sheet is None or not t.picking():
        return None
    row = grid.row_at(pos)
    return row if row is not None and t.view.sheet.cells[t.view.seat][row] is None else None


def taken_at(t: Table, pos: tuple[int, int]) -> int | None:
    """The card on the table at `pos` that you may take now (a thief's steal), if any."""
    sprite = sprite_at(t, pos, "meld")
    if sprite is None or sprite.card is None:
        return None
    card = sprite.card.id
    return card if any(a.cards[0] == card for a in t.table_choices()) else None


DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(1, 10)} | {
    getattr(pygame, f"K_KP{d}"): d for d in range(1, 10)}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


def sheet_key(t: Table, event: pygame.event.Event) -> bool:
    """The keys of a score sheet's pick and of taking a card from the table; whether the key
    was theirs. Picking: a box's number arms it (selecting the hand's best cards for it when
    none are selected), Enter picks it (or, none armed, the box the selection's size fits).
    Taking: Left, Right and Tab move the focus over the cards that may be taken, Space or
    Enter takes the one in focus."""
    k = event.key
    choices = t.table_choices()
    if choices:
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
            back = k == pygame.K_LEFT or (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            t.table_focus = (t.table_focus + (-1 if back else 1)) % len(choices)
            return True
        if k in (pygame.K_SPACE, *ENTER):
            card = t.table_focus_card()
            if card is not None:
                t.take(card)
            return True
        return False
    if not t.picking():
        return False
    if k in DIGITS:
        t.pick_row(DIGITS[k] - 1, commit=False)
        return True
    if k in ENTER:
        t.pick_selected()
        return True
    return False


def key(t: Table, event: pygame.event.Event) -> None:
    hand = t.hand()
    k = event.key
    t.show_focus = True
    if sheet_key(t, event):
        return
    if k in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
        step = -1 if k == pygame.K_LEFT else 1
        if event.mod & pygame.KMOD_SHIFT:  # shift+arrow moves the card itself
            i = t.focus
            j = max(0, min(len(hand) - 1, i + step))
            ids = [c.id for c in hand]
            ids[i], ids[j] = ids[j], ids[i]
            t.session.set_order(t.view.seat, ids)
            t.focus = j
        else:
            t.focus = (t.focus + step) % len(hand)
    elif k == pygame.K_SPACE and hand:
        t.selected ^= {hand[t.focus].id}
    elif k == pygame.K_ESCAPE and t.drag is not None:  # Esc drops nothing: the cards go back
        cancel(t, t.drag)
    elif k == pygame.K_ESCAPE:
        t.call("menu")
    else:
        call = ("undo" if k == pygame.K_z and event.mod & pygame.KMOD_CTRL
                else KEY_TOOLS.get(k) or calls.for_key(k, bool(event.mod & pygame.KMOD_SHIFT),
                                                       t.calls_now()))
        if call is not None:
            if t.drag is not None and t.drag.moving:  # the key wins: what was held goes back
                cancel(t, t.drag)  # (a press not yet moved stays a click)
            t.call(call)


def keys_for(call: str) -> list[str]:
    """The keys that make `call`, by the names printed on them ("X", "Enter", "F1")."""
    keys = [k for k, c in KEY_TOOLS.items() if c == call] or list(calls.spec(call).keys)
    names = [pygame.key.name(k) for k in keys]
    return [words.KEY_SPOKEN.get(n, n.upper()) for n in names] + KEY_MORE.get(call, [])


def tip(t: Table) -> tuple[ui.Button, str] | None:
    """The button the pointer has rested on long enough, and what to say of it: what it does
    and its key ("Suggest a move (H)"), or why a greyed Undo is greyed; nothing under another
    scene (a question)."""
    if t.hovered is None or t.drag is not None or not t.on_top \
            or t.time - t.hovered[1] < TIP_DELAY:
        return None
    button = next((b for b in t.buttons if b.key == t.hovered[0]), None)
    said = None if button is None else _tip_of(t, button.key)
    if button is None or not said or t.pointer is None \
            or not button.rect.collidepoint(t.pointer):
        return None
    if button.key == "undo" and not button.enabled:
        return button, words.UNDO_OFF["people" if len(t.session.humans) != 1 else "seen"]
    keys = keys_for(button.key)
    return button, said + (f" ({' or '.join(keys)})" if keys else "")


def _tip_of(t: Table, key: str) -> str:
    """What a button does: a call's tip (Pass's as the decision it answers has it)."""
    decision = t.view.decision
    if key == "pass" and decision is not None and decision.kind in words.PASS_AS:
        return words.PASS_AS[decision.kind][1]
    if key == "take" and Draw(t.view.seat, "discard") not in t.view.legal:
        return words.BUTTON_TIPS["take-meld"]
    return words.BUTTON_TIPS.get(key) or calls.spec(key).tip


def _dist(a: tuple[int, int], b: tuple[int, int]) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])

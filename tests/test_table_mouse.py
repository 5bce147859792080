"""The table with the mouse: drags and drops, clicks and double-clicks, what the pointer
shows, and when a key's focus picks a card."""

from __future__ import annotations

import pygame
import pytest

from game.actions import Discard, Draw, GoOut, LayOff, Meld
from game.match import Decision
from scenes import words
from scenes.drawing import ui
from scenes.menus.confirm import ConfirmScene
from scenes.menus.new_game import NewGameScene
from scenes.menus.title import TitleScene
from tests.helpers import ids, setup
from tests.table_helpers import (
    click,
    drag,
    frame,
    hand_sprite,
    hold,
    key,
    make_app,
    pay_me_at_your_turn,
    settle,
    table_for,
    tap,
)


def test_drag_a_card_to_the_discard_pile():
    app = make_app()
    m, table = pay_me_at_your_turn(app)
    click(app, table.geom.sprites[0].rect.center)  # the stock: draw
    assert len(table.view.hand) == 4
    king = ids(m, "KD", 0)[0]
    settle(app)
    pile = app.top.zones(app.screen).shared["discard"].center
    drag(app, hand_sprite(table, king).rect.center, pile)
    assert Discard(0, king) in m.history
    assert king in m.discard


def test_a_click_that_wiggles_a_few_pixels_still_selects_and_a_longer_move_drags():
    from scenes.table.mouse_and_keys import DRAG_START

    app = make_app()
    m, table = pay_me_at_your_turn(app)
    king = ids(m, "KD", 0)[0]
    x, y = hand_sprite(table, king).rect.center
    drag(app, (x, y), (x + DRAG_START - 2, y + 2))  # a shaky hand: under 6 pixels
    assert king in table.selected and table.drag is None
    hold(app, (x, y), (x + DRAG_START, y))
    assert table.drag is not None and table.drag.moving


def test_cards_dragged_light_up_where_they_may_go():
    """Gold frames show where the dragged cards may go: the discard pile for one card that
    may be thrown now (not before drawing, nor the card just taken from the pile), your
    melds' place for cards that make a meld."""
    from scenes.table.mouse_and_keys import pile_outline
    from scenes.table.painting import drop_targets

    app = make_app()
    m = setup("rummy", {0: "5H 6H 9C KD QS 2D 3C", 1: "3S 3D 7C 8C 9D JS QH"},
              players=2, stock="4S", discard="AC 7H")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    zones = table.zones(app.screen)
    pile = pile_outline(table, zones, "discard")

    def lit(card: str) -> list[pygame.Rect]:
        start = hand_sprite(table, ids(m, card, 0)[0]).rect.center
        hold(app, start, (start[0], start[1] - 80))
        targets = drop_targets(table, zones)
        table.drag = None  # let go nowhere
        return targets

    assert pile not in lit("KD"), "draw a card first"
    key(app, pygame.K_t)  # take 7♥, which joins 5♥ 6♥
    assert pile not in lit("7H"), "the card just taken may not go straight back"
    assert lit("KD") == [pile]
    start = hand_sprite(table, ids(m, "KD", 0)[0]).rect.center
    hold(app, start, (start[0], start[1] - 80))
    frame(app)
    assert app.screen.get_at((pile.centerx, pile.top - 4))[:3] == ui.GOLD, "framed in gold"
    table.drag = None
    for card in ids(m, "5H 6H 7H", 0):
        click(app, hand_sprite(table, card).rect.midtop)
    targets = lit("6H")
    assert len(targets) == 1 and zones.seats[0]["melds"].contains(targets[0]), "a meld"
    click(app, hand_sprite(table, ids(m, "KD", 0)[0]).rect.midtop)
    assert lit("6H") == [], "four cards that make no meld"


def test_a_pile_is_framed_under_the_pointer_while_drawing_from_it_is_a_move():
    from scenes.table.mouse_and_keys import pile_outline, pile_pointed_at

    app = make_app()
    m = setup("gin", {0: "3S 3D 7C 8C 9D JS QH AH AS AD", 1: "5H 6H 7H 9C KD QS 2D 3C 4S 8D"},
              stock="4H", discard="KC")
    table = table_for(app, m, bots={0: "normal"})  # you are the non-dealer, asked first
    zones = table.zones(app.screen)
    stock, upcard = (pile_outline(table, zones, name) for name in ("stock", "discard"))

    def rest_on(rect: pygame.Rect) -> list[pygame.Rect]:
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                      buttons=(0, 0, 0)))
        return pile_pointed_at(table, zones, table.pointer)

    assert m.pending()[0].kind == "upcard" and table.my_turn
    assert rest_on(upcard) == [upcard] and rest_on(stock) == [], "the upcard, or pass"
    key(app, pygame.K_p)  # pass; the dealer (a computer) passes too
    settle(app)
    assert m.pending()[0].kind == "first-draw" and table.my_turn
    assert rest_on(stock) == [stock] and rest_on(upcard) == [], "both passed: the stock"
    start = hand_sprite(table, ids(m, "9C", 1)[0]).rect.center
    hold(app, start, (start[0], start[1] - 80))
    assert table.drag is not None and pile_pointed_at(table, zones, stock.center) == [], \
        "not while a card is dragged"


def test_a_click_on_the_bare_felt_does_nothing():
    """Nor does it draw: only the stock's own place does, once it has run out."""
    app = make_app()
    m, table = pay_me_at_your_turn(app)
    felt = (6, app.screen.get_height() // 2)
    assert table.geom is not None and not any(s.rect.collidepoint(felt)
                                              for s in table.geom.sprites)
    history = list(m.history)
    click(app, felt)
    settle(app, 3)
    assert m.history == history and table.drag is None and len(table.view.hand) == 3


def test_the_pointer_becomes_a_hand_over_what_a_click_acts_on(monkeypatch):
    seen: list[int] = []
    monkeypatch.setattr(pygame.mouse, "set_cursor", seen.append)
    hand_cursor, arrow = pygame.SYSTEM_CURSOR_HAND, pygame.SYSTEM_CURSOR_ARROW
    app = make_app()
    m = setup("rummy", {0: "5H 6H 7H 9C KD QS 2D", 1: "3S 3D 7C 8C 9D JS QH"},
              players=2, stock="8H", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    stock = table.zones(app.screen).shared["stock"].center

    def at(pos: tuple[int, int]) -> int:
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        return app.cursor

    def button(key: str) -> tuple[int, int]:
        return next(b for b in table.buttons if b.key == key).rect.center

    assert at(stock) == hand_cursor and at((640, 150)) == arrow, "the stock; the bare felt"
    assert at(hand_sprite(table, ids(m, "KD", 0)[0]).rect.center) == hand_cursor
    assert at(button("hint")) == hand_cursor and at(button("undo")) == arrow, "undo is off"
    key(app, pygame.K_d)
    assert at(stock) == arrow, "drawn already"
    assert seen == [hand_cursor, arrow, hand_cursor, arrow], "set only when it changes"
    table.selected = set(ids(m, "5H 6H 7H", 0))
    key(app, pygame.K_m)
    meld = table.geom.meld_rects[0].center
    assert at(meld) == arrow, "nothing selected to lay off"
    table.selected = set(ids(m, "8H", 0))
    assert at(meld) == hand_cursor, "8♥ goes on 5♥ 6♥ 7♥"
    app.push(NewGameScene(app))
    frame(app)
    name = next(b for b in app.top.buttons if b.field).rect.center
    assert at(name) == pygame.SYSTEM_CURSOR_IBEAM, "a name to type"


def test_a_card_held_by_its_foot_and_laid_over_the_pile_is_thrown():
    """Where a card lands goes by the pointer, or else by what the card covers, among the
    places that take it: the pointer may be below the pile while the card lies on it."""
    app = make_app()
    m, table = pay_me_at_your_turn(app)
    key(app, pygame.K_d)
    settle(app)
    pile = table.zones(app.screen).shared["discard"]
    king = ids(m, "KD", 0)[0]
    card = hand_sprite(table, king).rect
    below = (pile.centerx, pile.bottom + 40)
    assert not pile.inflate(20, 20).collidepoint(below)
    drag(app, (card.centerx, card.bottom - 6), below)
    assert Discard(0, king) in m.history


def rummy_with_a_run_melded(app):
    """Rummy: the person has drawn 4S and melded 5H 6H 7H; 8H, 9C, KD, QS and 4S are left."""
    m = setup("rummy", {0: "5H 6H 7H 8H 9C KD QS", 1: "3S 3D 7C 8C 9D JS QH"},
              players=2, stock="4S", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_d)
    table.selected = set(ids(m, "5H 6H 7H", 0))
    key(app, pygame.K_m)
    return m, table


def test_a_card_moved_within_the_hand_is_reordered_even_if_it_reaches_a_meld_above():
    app = make_app()
    m, table = rummy_with_a_run_melded(app)
    settle(app)
    eight = ids(m, "8H", 0)[0]
    card, meld = hand_sprite(table, eight).rect, table.geom.meld_rects[0]
    hand = table.zones(app.screen).seats[0]["hand"]
    to = (meld.centerx, hand.y + 2)  # the pointer stays in the hand; the card rises over the meld
    laid = card.move(to[0] - card.centerx, to[1] - card.bottom + 6).clip(meld)
    assert laid.w * laid.h > card.w * card.h // 2
    before = [c.id for c in table.hand()]
    drag(app, (card.centerx, card.bottom - 6), to)
    assert not any(isinstance(a, LayOff) for a in m.history)
    assert eight in m.hands[0] and [c.id for c in table.hand()] != before, "reordered"


def king_held_over_the_pile():  # type: ignore[no-untyped-def]
    """Pay Me, your turn, drawn: K♦ dragged over the discard pile and not yet let go."""
    app = make_app()
    m, table = pay_me_at_your_turn(app)
    key(app, pygame.K_d)
    settle(app)
    king = ids(m, "KD", 0)[0]
    pile = table.zones(app.screen).shared["discard"].center
    hold(app, hand_sprite(table, king).rect.center, pile)
    return app, m, table, king, pile


def test_esc_during_a_drag_puts_the_cards_back_and_the_release_does_nothing():
    app, m, table, king, pile = king_held_over_the_pile()
    app.settings.speed = "normal"  # the cards glide
    key(app, pygame.K_ESCAPE)
    assert app.top is table, "Esc puts the cards back; it does not leave the table"
    assert table.anim.tweens[king].start.collidepoint(pile), "from where it was held"
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pile, rel=(0, 0), buttons=(1, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pile, button=1))
    assert king in m.hands[0] and len(m.history) == 1, "nothing was thrown"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene), "with nothing in hand, Esc is the menu again"


@pytest.mark.parametrize("k", [pygame.K_x, pygame.K_r], ids=["X", "R"])
def test_a_key_that_acts_during_a_drag_calls_the_drag_off_first(k):
    """X throws the selected K♦ even while it is held (it must not vanish from under the
    pointer, gone from the hand); R sorts. Either way the cards held go back and the
    release that follows drops nothing."""
    app, m, table, king, pile = king_held_over_the_pile()
    table.selected = {king}
    key(app, k)
    assert table.drag is None or not table.drag.moving, "no longer held"
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pile, button=1))
    frame(app)
    assert table.drag is None
    thrown = [a for a in m.history if isinstance(a, Discard) and a.seat == 0]
    assert (king not in m.hands[0]) == (k == pygame.K_x) == bool(thrown), "only X throws it"


def test_esc_while_drawing_from_the_stock_by_drag_draws_nothing():
    app = make_app()
    m, table = pay_me_at_your_turn(app)
    stock = table.zones(app.screen).shared["stock"].center
    hand = table.zones(app.screen).seats[0]["hand"].center
    hold(app, stock, hand)
    key(app, pygame.K_ESCAPE)
    frame(app)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=hand, button=1))
    frame(app)
    assert app.top is table and m.history == [] and len(table.hand()) == 3


def test_cards_let_go_outside_the_window_go_back_and_nothing_is_done():
    # the window holds on to the mouse during a drag, so the release outside still comes
    app = make_app()
    m = setup("rummy", {0: "5H 6H 7H 9C KD QS 2D", 1: "3S 3D 7C 8C 9D JS QH"},
              players=2, stock="4S", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    stock = table.zones(app.screen).shared["stock"].center
    width, height = app.screen.get_size()
    drag(app, stock, (width // 2, height + 40))
    assert m.history == [] and not table.error, "a pile card let go outside is not drawn"
    key(app, pygame.K_d)
    run = ids(m, "5H 6H 7H", 0)
    for cid in run:
        click(app, hand_sprite(table, cid).rect.midtop)
    app.settings.speed = "normal"  # the cards glide back
    drag(app, hand_sprite(table, run[0]).rect.midtop, (-30, height // 2))
    assert len(m.history) == 1 and not m.table, "a meld let go outside is not laid down"
    assert not table.error and table.selected == set(run), "the selection stays"
    assert table.anim.tweens[run[0]].end == hand_sprite(table, run[0]).rect


@pytest.mark.parametrize("then", ["released there", "released elsewhere"])
def test_switching_windows_mid_drag_puts_the_cards_back(then):
    app, m, table, king, pile = king_held_over_the_pile()
    app.handle(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert table.drag is None or not table.drag.moving, "the card is no longer held"
    if then == "released there":  # the release still comes, once the window has the focus
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pile, button=1))
    else:  # it went to another window: the pointer comes back with no button down
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pile, rel=(0, 0),
                                      buttons=(0, 0, 0)))
    frame(app)
    assert table.drag is None and king in m.hands[0] and len(m.history) == 1
    click(app, next(b for b in table.buttons if b.key == "scores").rect.center)
    assert app.top is not table, "the next click is a click again"


def test_a_drag_under_way_when_another_screen_comes_up_is_called_off():
    """F2 mid-drag: the score sheet takes the button's release, and the cards, which had
    followed the pointer back onto the table (and held the computers up), go home."""
    app, m, table, king, pile = king_held_over_the_pile()
    key(app, pygame.K_F2)
    assert app.top is not table
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pile, button=1))
    key(app, pygame.K_ESCAPE)
    assert app.top is table and table.drag is None
    assert king in m.hands[0] and len(m.history) == 1, "nothing was thrown"


def test_a_drag_whose_release_was_missed_ends_when_the_pointer_moves_unpressed():
    app, m, table, king, pile = king_held_over_the_pile()
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pile, rel=(0, 0), buttons=(0, 0, 0)))
    frame(app)
    assert table.drag is None and king in m.hands[0] and len(m.history) == 1
    assert table.geom is not None and hand_sprite(table, king).rect.bottom > pile[1]


def test_a_table_button_or_meld_acts_only_when_pressed_and_let_go_on_it():
    app = make_app()
    m = setup("rummy", {0: "5H 6H 7H 9C KD QS 8H", 1: "3S 3D 7C 8C 9D JS QH"},
              players=2, stock="4S", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    hint = next(b for b in table.buttons if b.key == "hint").rect.center
    felt = table.zones(app.screen).shared["message"].midtop
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=felt, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=hint, button=1))
    frame(app)
    assert table.hint_pile is None, "a press on the felt let go on Hint hints nothing"
    click(app, hint)
    assert table.hint_pile is not None
    key(app, pygame.K_d)
    for cid in ids(m, "5H 6H 7H", 0):
        click(app, hand_sprite(table, cid).rect.midtop)
    key(app, pygame.K_m)
    assert len(m.table[0].cards) == 3, "the run is down"
    click(app, hand_sprite(table, ids(m, "8H", 0)[0]).rect.midtop)
    meld = table.geom.meld_rects[0].center
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=felt, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=meld, button=1))
    frame(app)
    assert len(m.table[0].cards) == 3, "nor on a meld lays off the card chosen"
    click(app, meld)
    assert len(m.table[0].cards) == 4


def test_a_refused_drop_says_why_and_the_card_goes_back():
    app = make_app()
    app.settings.speed = "normal"  # animations on: the card glides back to its place
    m = setup("pay-me", {0: "5H 9C KD", 1: "3S 3D 7C"}, discard="4C")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    settle(app)
    nine = ids(m, "9C", 0)[0]
    home_rect = hand_sprite(table, nine).rect.copy()
    pile = table.zones(app.screen).shared["discard"].center
    drag(app, home_rect.center, pile)
    assert table.error and "draw a card first" in table.message.lower()
    assert nine in m.hands[0] and not m.history
    moving, tween = table.anim.where(nine)
    assert tween is not None and moving != home_rect, "the refused card glides back"
    settle(app)
    assert table.anim.where(nine) == (home_rect, None)


def test_meld_by_dragging_a_selection_onto_the_table():
    app = make_app()
    m = setup("rummy", {0: "5H 6H 7H 9C KD QS 2D", 1: "3S 3D 7C 8C 9D JS QH"},
              players=2, stock="4S", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_d)  # draw from the keyboard
    run = ids(m, "5H 6H 7H", 0)
    for cid in run:
        click(app, hand_sprite(table, cid).rect.midtop)
    assert table.selected == set(run)
    melds_zone = table.zones(app.screen).seats[0]["melds"].center
    drag(app, hand_sprite(table, run[1]).rect.midtop, melds_zone)
    assert any(isinstance(a, Meld) for a in m.history)
    assert [c.id for c in m.table[0].cards] == run
    assert not table.selected


def test_lay_off_by_dragging_onto_a_meld():
    app = make_app()
    m = setup("rummy", {0: "5H 6H 7H 8H 9C KD QS", 1: "3S 3D 7C 8C 9D JS QH"},
              players=2, stock="4S", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    click(app, table.geom.sprites[0].rect.center)  # draw
    run = ids(m, "5H 6H 7H", 0)
    for cid in run:
        click(app, hand_sprite(table, cid).rect.midtop)
    key(app, pygame.K_m)  # meld the selection from the keyboard
    assert len(m.table) == 1
    eight = ids(m, "8H", 0)[0]
    settle(app)
    target = table.geom.meld_rects[0].center
    drag(app, hand_sprite(table, eight).rect.midtop, target)
    assert LayOff(0, eight, 0) in m.history
    assert eight in [c.id for c in m.table[0].cards]


def test_l_lays_off_the_card_the_keyboards_focus_is_on_when_none_is_selected():
    app = make_app()
    m, table = rummy_with_a_run_melded(app)
    eight, king = ids(m, "8H KD", 0)

    def focus(card: int) -> None:
        while table.hand()[table.focus].id != card:
            key(app, pygame.K_RIGHT)

    focus(king)
    key(app, pygame.K_l)
    assert not any(isinstance(a, LayOff) for a in m.history)
    assert table.message == words.SAY["fits-nowhere"].format(card="K♦") and table.error
    focus(eight)
    assert not table.selected
    key(app, pygame.K_l)
    assert LayOff(0, eight, 0) in m.history


def test_a_card_clicked_twice_quickly_is_thrown_once_it_is_time_to_discard():
    from scenes.drawing.ui import DOUBLE_CLICK

    app = make_app()
    m, table = pay_me_at_your_turn(app)
    king = ids(m, "KD", 0)[0]
    spot = hand_sprite(table, king).rect.center
    click(app, spot)
    frame(app, 0.1)
    click(app, spot)
    assert len(m.history) == 0 and king not in table.selected, \
        "before drawing, two quick clicks select the card and clear it again"
    key(app, pygame.K_d)
    settle(app)
    spot = hand_sprite(table, king).rect.center
    click(app, spot)
    frame(app, DOUBLE_CLICK + 0.1)
    click(app, spot)
    assert not any(isinstance(a, Discard) for a in m.history), "too slow for a double-click"
    frame(app, DOUBLE_CLICK + 0.1)
    click(app, spot)
    click(app, table.zones(app.screen).shared["stock"].center)  # a click elsewhere between
    click(app, spot)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=3))  # a right-click
    click(app, spot)
    key(app, pygame.K_r)  # or a key
    click(app, hand_sprite(table, king).rect.center)
    assert not any(isinstance(a, Discard) for a in m.history)
    frame(app, DOUBLE_CLICK + 0.1)
    spot = hand_sprite(table, king).rect.center
    click(app, spot)
    frame(app, 0.1)
    click(app, spot)
    assert Discard(0, king) in m.history and king in m.discard


def test_a_double_click_that_could_go_out_asks_and_a_refused_one_says_why():
    app = make_app()
    m = setup("pay-me", {0: "5H 6H 7H", 1: "4S 8D KC"}, stock="9C", discard="QD")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_d)
    settle(app)
    nine = ids(m, "9C", 0)[0]
    click(app, hand_sprite(table, nine).rect.center)
    click(app, hand_sprite(table, nine).rect.center)
    assert isinstance(app.top, ConfirmScene), "going out or a plain discard: it asks"
    click(app, app.top.button("yes").rect.center)
    assert [a.discard for a in m.history if isinstance(a, GoOut)] == [nine]

    app = make_app()
    m = setup("rummy", {0: "5H 6H 7H 9C", 1: "4S 8D KC 2D"}, stock="2S", discard="QD")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_t)  # take Q♦: in Rummy it may not go straight back
    settle(app)
    queen = hand_sprite(table, ids(m, "QD", 0)[0]).rect.center
    click(app, queen)
    click(app, queen)
    assert isinstance(m.history[-1], Draw) and "just took it" in table.message \
        and table.selected == set(), \
        "refused with the engine's reason; the two clicks leave nothing selected"
    assert table.message.startswith("You may not discard Q♦:"), "a sentence, in suit symbols"


def test_a_mouse_players_discard_button_throws_only_a_card_pointed_at():
    """No card is selected and no focus is shown: Discard asks for a card rather than throw
    the first in the hand; after a hint it throws the suggested card."""
    app = make_app()
    m = setup("gin", {0: "AS 2S 3S 4H 5H 6H 7C 8C 9C 2D", 1: "KS KD QH JH 10C 9D 8S 7D 6S 5S"},
              stock="KH", discard="QC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    m.decision = Decision(0, "draw")
    table.refresh()
    click(app, table.zones(app.screen).shared["stock"].center)
    assert len(table.hand()) == 11

    def press(name: str) -> None:
        click(app, next(b for b in table.buttons if b.key == name).rect.center)

    press("discard")
    assert table.error and table.message == words.SAY["select-one"]
    assert len(table.hand()) == 11, "nothing thrown"
    press("hint")
    king = ids(m, "KH", 0)[0]
    press("discard")
    assert Discard(0, king) in m.history


def test_a_mouse_click_hides_the_keyboards_focus_so_discard_asks_rather_than_throw_it():
    """A key shows the focus (on the hand's first card); a later click with the mouse hides
    it, and Discard then asks for a card instead of throwing one the player may not have
    seen focused. The next key shows the focus again."""
    app = make_app()
    m = setup("rummy", {0: "5H 6H 7H 8H 4H KD QS JC 10D 2S", 1: "3S 3D 7C 8C 9D JS QH 5C 6D 10S"},
              stock="4S", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    five = ids(m, "5H", 0)[0]
    assert not table.show_focus, "no focus ring before the keyboard is used"
    key(app, pygame.K_d)  # draws from the keyboard: the focus shows on 5H
    assert table.show_focus
    click(app, next(b for b in table.buttons if b.key == "discard").rect.center)
    assert not table.show_focus
    assert table.message == words.SAY["select-one"]
    assert len(table.hand()) == 11, "nothing thrown"
    key(app, pygame.K_x)  # the keyboard's X throws the focused card, as before
    assert Discard(0, five) in m.history


def test_the_keyboards_focus_is_ringed_on_its_card_until_the_mouse_is_used():
    app = make_app()
    m = setup("rummy", {0: "5H 6H 7H 8H 4H KD QS JC 10D 2S", 1: "3S 3D 7C 8C 9D JS QH 5C 6D 10S"},
              stock="4S", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)

    def ringed() -> bool:  # the ring's line, just above the card's top edge
        settle(app)
        rect = hand_sprite(table, table.hand()[table.focus].id).rect
        return app.screen.get_at((rect.centerx, rect.top - 3))[:3] == ui.FOCUS

    assert not ringed(), "no ring before a key is pressed"
    tap(app, pygame.K_RIGHT)
    assert table.focus == 1 and ringed()
    tap(app, pygame.K_LEFT)
    assert table.focus == 0 and ringed(), "the first card too"
    click(app, next(b for b in table.buttons if b.key == "sort-rank").rect.center)
    assert not ringed()


def test_a_chosen_card_is_edged_in_gold_and_the_hints_discard_in_red():
    app = make_app()
    m = setup("rummy", {0: "2S 4H 2D 10H QS KH AD 5D 7H 9H", 1: "3S 3D 7C 8C 9D JS QH 5C 6D 10S"},
              stock="4S", discard="AC")  # no meld to lay: the hint is a discard
    table = table_for(app, m, bots={1: "normal"}, first=0)

    def edge(card: int) -> tuple[int, int, int]:  # just above the card's top, mid-way along
        settle(app)
        rect = hand_sprite(table, card).rect
        return tuple(app.screen.get_at((rect.centerx, rect.top - 1))[:3])

    queen = ids(m, "QS", 0)[0]
    assert edge(queen) != ui.SELECT
    click(app, hand_sprite(table, queen).rect.midtop)
    assert table.selected == {queen} and edge(queen) == ui.SELECT
    click(app, hand_sprite(table, queen).rect.midtop)
    key(app, pygame.K_d)
    key(app, pygame.K_h)
    assert table.hint_discard is not None and edge(table.hint_discard) == ui.RED


def test_draw_by_dragging_from_the_stock_and_reorder_by_dragging():
    app = make_app()
    m = setup("pay-me", {0: "5H 9C KD", 1: "4S 8D KC"}, stock="2C", discard="QD")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    stock = table.geom.sprites[0].rect.center
    hand_zone = table.zones(app.screen).seats[0]["hand"].center
    drag(app, stock, hand_zone)
    assert len(table.view.hand) == 4
    settle(app)
    order = [c.id for c in table.hand()]
    last = order[-1]
    drag(app, hand_sprite(table, last).rect.midtop,
         (hand_sprite(table, order[0]).rect.x + 2, hand_sprite(table, order[0]).rect.y + 10))
    assert table.hand()[0].id == last, "dropped at the left end of the hand"
    now = [c.id for c in table.hand()]
    between = (hand_sprite(table, now[2]).rect.centerx + hand_sprite(table, now[3]).rect.centerx)
    drag(app, hand_sprite(table, last).rect.midtop, (between // 2, hand_zone[1]))
    assert [c.id for c in table.hand()] == [now[1], now[2], last, now[3]], "and in the middle"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert table.selected == {[c.id for c in table.hand()][table.focus]}


def test_a_card_drawn_by_dragging_goes_where_it_is_let_go_in_the_hand():
    """As a card dragged within the hand does, it goes between the cards it is let go over
    (by its middle); over the open table it joins the end, and a hand kept sorted keeps its
    sort."""
    def drawn_to(spot: str, sort: str | None = None) -> str:
        app = make_app()
        m = setup("pay-me", {0: "5H 9C KD", 1: "4S 8D KC"}, stock="2C", discard="QD")
        table = table_for(app, m, bots={1: "normal"}, first=0)
        if sort:
            table.sort(sort)
        frame(app)
        slots = [hand_sprite(table, c.id).rect for c in table.hand()]
        hand = table.zones(app.screen).seats[0]["hand"]
        spots = {"left": (slots[0].centerx - 8, hand.centery),
                 "between": ((slots[0].centerx + slots[1].centerx) // 2, hand.centery),
                 "right": (slots[2].centerx + 8, hand.centery),
                 "table": (hand.centerx, hand.top - 100)}
        pile = next(s.rect for s in table.geom.sprites if s.zone == "discard")
        drag(app, pile.center, spots[spot])
        assert len(table.view.hand) == 4
        return " ".join(str(c) for c in table.hand())

    assert drawn_to("left") == "QD 5H 9C KD"
    assert drawn_to("between") == "5H QD 9C KD"
    assert drawn_to("right") == drawn_to("table") == "5H 9C KD QD"
    assert drawn_to("left", "suit") == "5H QD KD 9C", "kept in suits, as after a draw by a click"


def test_a_card_dragged_off_the_stock_is_held_as_picked_up_and_glides_on_from_the_drop():
    app = make_app()
    m = setup("pay-me", {0: "5H 9C KD", 1: "4S 8D KC"}, stock="2C", discard="QD")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    stock = next(s.rect for s in table.geom.sprites if s.key == "stock")  # its top card
    assert stock.h > table.geom.card_h, "a pile's cards are bigger than the hand's"
    back = app.art.back(stock.h)
    held_at = (stock.right - 4, stock.bottom - 4)  # its corner, off a hand-sized card's
    away = (-40, -150)
    hold(app, held_at, (held_at[0] + away[0], held_at[1] + away[1]))
    moved = stock.move(*away)
    spots = [(x, y) for x in range(8, back.get_width() - 8, 11)
             for y in range(8, back.get_height() - 8, 13)]

    def near(a: pygame.Color, b: pygame.Color) -> bool:  # the back's edge blends a little
        return all(abs(i - j) <= 3 for i, j in zip(a[:3], b[:3], strict=True))

    assert all(near(app.screen.get_at((moved.x + x, moved.y + y)), back.get_at((x, y)))
               for x, y in spots), "the back drawn where the pointer took it, as it was held"
    app.settings.speed = "normal"  # the cards glide
    end = (held_at[0] + away[0], held_at[1] + away[1] + 300)  # on over the hand, let go there
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    (drawn,) = [c.id for c in table.view.hand if c.id not in ids(m, "5H 9C KD", 0)]
    frame(app, 0)
    glide = table.anim.tweens[drawn]
    assert glide.start == moved.move(0, 300), \
        "drawn, it glides on into the hand from where it was let go, not from the stock"
    assert glide.end.h == table.geom.card_h, "shrinking to the hand's size on the way"


def test_a_pile_card_dragged_off_leaves_its_pile_showing_what_lies_under_it(monkeypatch):
    """Not the same card twice: the discard under the one held shows, and so does the rest of
    the stock, while the stock's last card leaves its place empty."""
    from scenes.table import painting

    def drawn_while_held(table, zone):  # type: ignore[no-untyped-def]
        pile = next(s for s in table.geom.sprites if s.zone == zone and s.key in (top, "stock"))
        hold(app, pile.rect.center, (pile.rect.centerx, pile.rect.centery - 160))
        keys: list[object] = []
        real = painting.blit_card
        monkeypatch.setattr(painting, "blit_card", lambda t, surface, sprite, *rest: (
            keys.append(sprite.key), real(t, surface, sprite, *rest)))
        frame(app)
        monkeypatch.setattr(painting, "blit_card", real)
        tap(app, pygame.K_ESCAPE)
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=1))
        frame(app)
        return keys

    for left in (2, 1):
        app = make_app()
        m = setup("pay-me", {0: "5H 9C KD", 1: "4S 8D KC"}, discard="QD 7S")
        m.stock = m.stock[-left:]
        table = table_for(app, m, bots={1: "normal"}, first=0)
        under, top = ids(m, "QD 7S", where="discard")
        backs = {s.key: s.rect for s in table.geom.sprites if s.zone == "stock"}
        if left > 1:  # a pile: the cards under the top one peek out at its lower right
            depth = backs["stock-under"].x - backs["stock"].x
            assert depth > 0 and backs["stock-under"] == backs["stock"].move(depth, depth)
        else:
            assert list(backs) == ["stock"]
        keys = drawn_while_held(table, "discard")
        assert under in keys and top not in keys
        keys = drawn_while_held(table, "stock")
        assert "stock" not in keys and ("stock-under" in keys) == (left > 1), left
        assert table.view.discard[-1].id == top and len(table.view.hand) == 3, "Esc: not drawn"


def test_a_pile_card_put_back_glides_home_from_where_it_was_held():
    """Put back by Esc, or let go on its own pile, the discard or stock card held glides back
    from there (it had vanished from the pointer and reappeared on the pile)."""
    for put_back, pile_key in (("esc", "discard"), ("on its pile", "discard"),
                               ("esc", "stock")):
        app = make_app()
        m = setup("pay-me", {0: "5H 9C KD", 1: "4S 8D KC"}, discard="QD 7S")
        table = table_for(app, m, bots={1: "normal"}, first=0)
        (top,) = ids(m, "7S", where="discard")
        if pile_key == "stock":
            top = "stock"
        pile = next(s.rect for s in table.geom.sprites if s.key == top)
        held = (pile.right - 3, pile.top + 3)
        away = (held[0] + 10, held[1] - 200)
        hold(app, held, away)
        app.settings.speed = "normal"
        if put_back == "esc":
            key(app, pygame.K_ESCAPE)
            app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=away, button=1))
        else:  # a little left of and below where it was taken, still on the pile
            back = (held[0] - 20, held[1] + 20)
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=back, rel=(0, 0),
                                          buttons=(1, 0, 0)))
            app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=back, button=1))
        frame(app, 0)
        assert len(table.view.hand) == 3, "not drawn"
        assert table.view.discard[-1].id == ids(m, "7S", where="discard")[0], put_back
        glide = table.anim.tweens[top]
        assert glide.end == pile
        assert glide.start == pile.move(*((10, -200) if put_back == "esc" else (-20, 20)))


@pytest.mark.parametrize("when", ["out of turn", "after drawing"])
def test_a_pile_card_dragged_into_the_hand_when_it_may_not_be_is_refused_and_glides_home(when):
    app = make_app()
    m = setup("pay-me", {0: "5H 9C KD", 1: "4S 8D KC"}, stock="2C", discard="QD 7S")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    if when == "out of turn":
        m.decision = Decision(1, "draw")
        table.refresh()
        table.session.bot_to_act = lambda: None  # the computer thinks on
        why = words.waiting_for(m.seats[1].name, False)
    else:
        key(app, pygame.K_d)
        why = "Discard a card to end your turn, or go out"
    (top,) = ids(m, "7S", where="discard")
    pile = next(s.rect for s in table.geom.sprites if s.key == top)
    held = (pile.right - 3, pile.top + 3)
    into = table.zones(app.screen).seats[0]["hand"].center
    hold(app, held, into)
    app.settings.speed = "normal"
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=into, button=1))
    frame(app, 0)
    assert table.error and table.message == why
    assert top not in m.hands[0] and table.view.discard[-1].id == top
    glide = table.anim.tweens[top]
    assert glide.end == pile and glide.start == pile.move(into[0] - held[0], into[1] - held[1])


def test_the_piles_outlines_lie_where_the_piles_are_drawn():
    """What the pointer and the drop targets take for a pile is the card drawn there, in a
    wide window and in a tall one."""
    from scenes.table.mouse_and_keys import pile_outline

    for size in ((1280, 720), (1080, 1920), (1024, 600)):
        app = make_app(size)
        _, table = pay_me_at_your_turn(app)
        frame(app)
        zones = table.zones(app.screen)
        drawn = {s.zone: s.rect for s in table.geom.sprites if s.zone in ("stock", "discard")}
        assert pile_outline(table, zones, "stock") == drawn["stock"], size
        assert pile_outline(table, zones, "discard") == drawn["discard"], size


def test_a_click_on_one_of_several_selected_cards_lets_only_that_one_go():
    app = make_app()
    m, table = pay_me_at_your_turn(app)
    five, nine = ids(m, "5H", 0)[0], ids(m, "9C", 0)[0]
    for cid in (five, nine):
        click(app, hand_sprite(table, cid).rect.center)
        settle(app, 10)  # apart, not a double click
    assert table.selected == {five, nine}
    click(app, hand_sprite(table, five).rect.center)
    assert table.selected == {nine}
    click(app, hand_sprite(table, five).rect.center)
    assert table.selected == {five, nine}
    spot = hand_sprite(table, five).rect.center
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=3))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=3))
    assert table.selected == set(), "a right-click clears the whole selection"


def test_a_click_selects_the_card_pressed_even_if_the_hand_moved_before_the_release():
    """Sorting by key while the button is down moves another card under the pointer: the
    release still selects the card that was pressed, and the keyboard's focus goes to it."""
    app = make_app()
    m, table = pay_me_at_your_turn(app)
    nine = ids(m, "9C", 0)[0]  # 5H 9C KD; by suit 5H KD 9C
    at = hand_sprite(table, nine).rect.center
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    key(app, pygame.K_s)
    settle(app)
    assert not hand_sprite(table, nine).rect.collidepoint(at), "the sort moved it"
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    frame(app)
    assert table.selected == {nine}
    assert table.hand()[table.focus].id == nine, "the keys carry on from the card clicked"


def test_undoing_the_take_while_its_card_is_dragged_leaves_nothing_in_the_hand(home):
    """U while the card just taken from the pile is held: it goes back to the pile, the
    drag draws what is left of it (nothing) and its drop does nothing."""
    from game.api import new_match
    from game.match import Seat
    from tests.table_helpers import my_turn_at

    app = make_app()
    table = my_turn_at(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "easy")], 5))
    taken = table.view.discard[-1].id
    table.act(Draw(0, "discard"))
    settle(app)
    at = hand_sprite(table, taken).rect.center
    hold(app, at, (at[0], at[1] - 200))
    key(app, pygame.K_u)
    frame(app)
    assert taken not in [c.id for c in table.hand()] and table.view.discard[-1].id == taken
    pile = table.zones(app.screen).shared["discard"]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pile.center, button=1))
    frame(app)
    assert table.match.decision == Decision(0, "draw") and len(table.hand()) == 10


def test_two_cards_dropped_on_the_discard_pile_are_refused_with_a_reason():
    app = make_app()
    m, table = pay_me_at_your_turn(app)
    click(app, table.geom.sprites[0].rect.center)  # the stock: draw
    settle(app)
    five, nine = ids(m, "5H", 0)[0], ids(m, "9C", 0)[0]
    for cid in (five, nine):
        click(app, hand_sprite(table, cid).rect.center)
        settle(app, 10)
    history = list(m.history)
    drag(app, hand_sprite(table, five).rect.center,
         app.top.zones(app.screen).shared["discard"].center)
    assert m.history == history
    assert (table.message, table.error) == (words.SAY["drop-one"], True)


def test_a_wild_held_off_the_discard_pile_or_out_of_the_hand_keeps_its_star(monkeypatch):
    from scenes.table import mouse_and_keys, painting

    app = make_app()
    m = setup("pay-me", {0: "JK 9C KD", 1: "4S 8D KC"}, discard="QD 2H")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    starred: list[tuple[str, pygame.Rect]] = []
    real = painting.star_if_wild
    monkeypatch.setattr(painting, "star_if_wild", lambda t, surface, card, rect, *a: (
        starred.append((str(card), pygame.Rect(rect))), real(t, surface, card, rect, *a))[1])
    pile = next(s.rect for s in table.geom.sprites if s.key == ids(m, "2H", where="discard")[0])
    hold(app, pile.center, (pile.centerx - 200, pile.centery - 120))
    starred.clear()
    frame(app)
    held = mouse_and_keys.held_pile_card(table.drag, table.drag.pos)
    assert ("2H", held) in starred, "the 2 held off the pile"
    key(app, pygame.K_ESCAPE)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=1))
    joker = hand_sprite(table, ids(m, "JK", 0)[0]).rect
    hold(app, joker.center, (joker.centerx, joker.centery - 200))
    starred.clear()
    frame(app)
    (first,) = mouse_and_keys.held_cards(table, table.drag, table.drag.pos)
    assert ("JK", first) in starred, "the joker held out of the hand"


def test_a_plain_card_dropped_on_a_runs_left_half_is_laid_off_as_anywhere_else():
    """The left half asks for below the run, which only a wild may choose; any other card
    goes where it fits, not refused for where it was let go."""
    app = make_app()
    m, table = rummy_with_a_run_melded(app)
    (eight,) = ids(m, "8H", 0)
    meld = table.geom.meld_rects[0]
    drag(app, hand_sprite(table, eight).rect.center, (meld.x + meld.w // 5, meld.centery))
    assert m.history[-1] == LayOff(0, eight, 0)
    assert [c.id for c in m.table[0].cards][-1] == eight

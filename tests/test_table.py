"""The table played through real scenes and synthetic mouse and keyboard events."""

from __future__ import annotations

import json
import re

import pygame
import pytest

import scenes.app
from game.actions import Discard, Done, Draw, GoOut, Knock, LayOff, Meld, Pass
from game.api import new_match
from game.bots import make_bot
from game.bots.hard import STEPS
from game.events import Event
from game.match import Decision, Match, Seat
from scenes import ui, words
from scenes.app import AWAKE, IDLE_POLL, IDLE_WAIT
from scenes.confirm import ConfirmScene
from scenes.handover import HandoverScene
from scenes.new_game import MAX_NAME, NewGameScene
from scenes.table import TableScene, start_match
from scenes.title import TitleScene
from scenes.turns import told_action, turns_of_hand
from tests.helpers import ids, setup
from tests.table_helpers import (
    click,
    drag,
    frame,
    hand_sprite,
    hold,
    key,
    make_app,
    my_turn_at,
    settle,
    table_for,
    text_spots,
    texts_drawn,
    throw_and_wait,
)


def test_start_a_match_from_the_menu(home):
    app = make_app()
    app.push(TitleScene(app))
    frame(app)
    click(app, app.top.button("new").rect.center)
    assert isinstance(app.top, NewGameScene)
    click(app, app.top.button("game:gin").rect.center)
    click(app, app.top.button("kind:1").rect.center)  # normal -> hard
    click(app, app.top.button("start").rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    match = table.session.match
    assert match.game_id == "gin"
    assert [s.bot for s in match.seats] == [None, "hard"]
    assert list((home / "data" / "saves").glob("gin-*.json")), "the match is saved at once"


def pay_me_at_your_turn(app):
    """Pay Me, hand 1: you hold 5H 9C KD and draw first (QS on the stock, 4C on the pile);
    a normal computer holds 3S 3D 7C."""
    m = setup("pay-me", {0: "5H 9C KD", 1: "3S 3D 7C"}, stock="QS", discard="4C")
    return m, table_for(app, m, bots={1: "normal"}, first=0)


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


def test_cards_dragged_light_up_where_they_may_go():
    """Gold frames show where the dragged cards may go: the discard pile for one card that
    may be thrown now (not before drawing, nor the card just taken from the pile), your
    melds' place for cards that make a meld."""
    from scenes.table_input import pile_outline
    from scenes.table_paint import drop_targets

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
    for card in ids(m, "5H 6H 7H", 0):
        click(app, hand_sprite(table, card).rect.midtop)
    targets = lit("6H")
    assert len(targets) == 1 and zones.seats[0]["melds"].contains(targets[0]), "a meld"
    click(app, hand_sprite(table, ids(m, "KD", 0)[0]).rect.midtop)
    assert lit("6H") == [], "four cards that make no meld"


def test_a_pile_is_framed_under_the_pointer_while_drawing_from_it_is_a_move():
    from scenes.table_input import pile_outline, pile_pointed_at

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


def test_esc_during_a_drag_puts_the_cards_back_and_the_release_does_nothing():
    app = make_app()
    m, table = pay_me_at_your_turn(app)
    key(app, pygame.K_d)
    settle(app)
    king = ids(m, "KD", 0)[0]
    pile = table.zones(app.screen).shared["discard"].center
    hold(app, hand_sprite(table, king).rect.center, pile)
    key(app, pygame.K_ESCAPE)
    assert app.top is table, "Esc puts the cards back; it does not leave the table"
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pile, rel=(0, 0), buttons=(1, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pile, button=1))
    assert king in m.hands[0] and len(m.history) == 1, "nothing was thrown"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene), "with nothing in hand, Esc is the menu again"


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
    assert not any(isinstance(a, LayOff) for a in m.history) and "K♦" in table.message
    focus(eight)
    assert not table.selected
    key(app, pygame.K_l)
    assert LayOff(0, eight, 0) in m.history


def test_hot_seat_hides_each_hand_until_the_next_person_is_ready(monkeypatch):
    app = make_app()
    app.push(TitleScene(app))
    match = new_match("pay-me", None, [Seat("Ann"), Seat("Bob")], seed=4)
    start_match(app, match)
    first = match.pending()[0].seat
    assert isinstance(app.top, HandoverScene) and app.top.seat == first
    name = match.seats[first].name
    assert f"Pass the device to {name}" in texts_drawn(app, monkeypatch)
    drawn = texts_drawn(app, monkeypatch)
    assert f"Everyone else, look away — the next screen shows {name}'s cards." in drawn
    assert "This hand so far" not in drawn, "nothing was played yet: no turns to tell"
    click(app, app.top.button("ready").rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.view.seat == first
    key(app, pygame.K_d)
    key(app, pygame.K_x)  # discard the focused card
    other = 1 - first
    assert isinstance(app.top, HandoverScene) and app.top.seat == other, \
        "the next person's hand is not shown before the device is passed"
    assert table.message == f"Waiting for {match.seats[other].name}", "a person, not a bot"
    click(app, app.top.button("ready").rect.center)
    assert app.top is table and table.view.seat == other
    thrown = words.card(match.cards[match.history[-1].card])
    told, prompt = table.message.split("\n")
    assert told == f"{name} draws from the stock and discards {thrown}.", \
        "the next person is told what the last one did"
    assert prompt == words.PROMPTS["draw"]


def you_and_two_bots(app) -> tuple:
    """Three Thirteen against two easy bots, just dealt (the bots have not moved yet)."""
    app.push(TitleScene(app))
    match = new_match("three-thirteen", None,
                      [Seat("You"), Seat("B", "easy"), Seat("C", "easy")], seed=9)
    start_match(app, match)
    return match, app.top


def test_bots_play_until_a_person_must_act():
    app = make_app()
    match, table = you_and_two_bots(app)
    for _ in range(200):
        frame(app, 0.2)
        if table.my_turn:
            break
    assert table.my_turn and match.pending()[0].seat == 0
    assert table.message.startswith(("Your turn", "B ", "C "))


def test_a_bots_move_is_said_with_suit_symbols():
    app = make_app()
    match = new_match("rummy", None, [Seat("You"), Seat("B", "normal")], seed=4)
    table = my_turn_at(app, match)
    while not any(isinstance(a, Discard) and a.seat == 1 for a in match.history):
        key(app, pygame.K_d)
        click(app, hand_sprite(table, table.hand()[-1]).rect.center)
        key(app, pygame.K_x)
        for _ in range(100):
            frame(app, 0.2)
            if table.my_turn:
                break
    discarded = next(a for a in reversed(match.history) if isinstance(a, Discard))
    card = match.cards[discarded.card]
    assert table.message.startswith("B ") and f"discards {words.card(card)}" in table.message
    assert str(card) not in table.message, "not the engine's code"


def test_one_computers_turn_stays_told_while_the_next_one_thinks():
    app = make_app()
    app.settings.speed = "slow"  # bots wait their turn, so there is a moment to look
    _, table = you_and_two_bots(app)
    for _ in range(400):
        frame(app, 0.1)
        told = table.told
        if table.bot is not None and table.bot.seat == 2 and told is not None \
                and told.seat == 1 and told.done:
            break
    else:
        pytest.fail("B never finished a turn before C's")
    turn, waiting = table.message.split("\n")
    assert turn.startswith("B ") and " discards " in turn and turn.endswith(".")
    assert waiting == "C is thinking…"


def test_a_final_turn_says_who_went_out():
    app = make_app()
    match = new_match("pay-me", None, [Seat("You"), Seat("B", "normal")], seed=4)
    table = my_turn_at(app, match)
    for _ in range(30):
        if table.view.decision.kind == "final-draw":
            break
        key(app, pygame.K_d)  # play on without going out: draw, throw the newest card
        throw_and_wait(app, table, -1)
    else:
        pytest.fail("the bot never went out")
    said = table.message
    assert said.endswith(words.PROMPTS["final-draw"]) and said.count("“Pay me!”") == 1, \
        "B's call is told once, in B's turn"
    table.told = None  # another player's final turn told last (or none): say who called
    table.say_prompt()
    assert table.message == f"B called “Pay me!” {words.PROMPTS['final-draw']}"


def test_after_you_go_out_the_table_says_the_others_take_their_last_turns():
    app = make_app()
    app.settings.speed = "slow"  # the bots wait their turn, so there is a moment to look
    m = setup("three-thirteen", {0: "7H 7S 5C"}, stock="7D", players=3)
    table = table_for(app, m, bots={1: "normal", 2: "normal"}, first=0)
    key(app, pygame.K_d)
    click(app, hand_sprite(table, ids(m, "5C", 0)[0]).rect.midtop)
    key(app, pygame.K_o)
    assert any(isinstance(a, GoOut) for a in m.history)
    frame(app)
    you, b, c = (seat.name for seat in m.seats)
    assert table.message == f"{you} went out. Last turns: {b} is thinking…", \
        "else the hand seems to go on as if nobody had gone out"
    for _ in range(100):
        frame(app, 0.1)
        if table.told is not None and table.told.seat == 1 and table.told.done:
            break
    turn, waiting = table.message.split("\n")
    assert turn.startswith(f"{b} draws")
    assert waiting == f"{you} went out. Last turns: {c} is thinking…", "still said after B's turn"


def test_a_computer_going_out_is_told_once_before_the_others_last_turns():
    app = make_app()
    app.settings.speed = "slow"
    m = setup("three-thirteen", {1: "7H 7S 5C"}, stock="7D", players=3)
    table = table_for(app, m, bots={1: "normal", 2: "normal"}, first=1)
    for _ in range(100):
        frame(app, 0.1)
        if table.bot is not None and table.bot.seat == 2:
            break
    assert any(isinstance(a, GoOut) for a in m.history), "the rigged bot went out"
    turn, waiting = table.message.split("\n")
    assert turn.startswith(m.seats[1].name) and "went out" not in waiting
    assert waiting == f"Last turns: {m.seats[2].name} is thinking…"


def test_a_finished_hands_moves_open_from_its_summary():
    from scenes.moves import MovesScene
    from scenes.summary import SummaryScene

    app = make_app()
    match = new_match("three-thirteen", None, [Seat("You"), Seat("B", "normal")], 4)
    table = my_turn_at(app, match)
    while not isinstance(app.top, SummaryScene):
        key(app, pygame.K_d)
        throw_and_wait(app, table, -1)
    summary = app.top
    click(app, summary.button("moves").rect.center)
    moves = app.top
    assert isinstance(moves, MovesScene) and moves.finished == 1 and match.hand_number == 2
    assert [(t.seat, t.phrases) for t in moves.turns] == \
        [(t.seat, t.phrases) for t in turns_of_hand(match, 0, 1)]
    assert any(p.startswith("goes out") for t in moves.turns[-2:] for p in t.phrases), \
        "to the hand's end: going out, then the final turn"
    assert [b.key for b in moves.buttons] == ["back"]
    key(app, pygame.K_ESCAPE)
    assert app.top is summary


def test_a_pass_on_gins_first_upcard_says_so():
    app = make_app()
    table = my_turn_at(app, new_match("gin", None, [Seat("You"), Seat("B", "normal")], 0))
    assert table.session.match.history == [Pass(1)]
    assert table.message == f"B passes on the upcard.\n{words.PROMPTS['upcard']}"


def test_this_hands_moves_are_told_again_on_their_own_screen(home, monkeypatch):
    from scenes.moves import MovesScene
    from scenes.summary import ScoreSheetScene

    app = make_app()
    seats = [Seat("You"), Seat("B", "easy"), Seat("C", "easy"), Seat("D", "easy")]
    match = new_match("rummy", None, seats, 9)
    table = my_turn_at(app, match)
    for _ in range(3):  # three rounds: draw, throw the newest card
        key(app, pygame.K_d)
        throw_and_wait(app, table, -1)
    key(app, pygame.K_F3)
    moves = app.top
    assert isinstance(moves, MovesScene)
    told = [(t.seat, t.phrases) for t in moves.turns]
    assert told[-1] == (table.told.seat, table.told.phrases), "the latest is the one on the table"
    assert {seat for seat, _ in told} == {0, 1, 2, 3} and len(told) >= 12
    others_drew = [phrases[0] for seat, phrases in told if seat]
    assert all(p == "draws from the stock" or p.startswith("takes ") for p in others_drew), \
        "a card drawn from the stock is never named"
    drawn = texts_drawn(app, monkeypatch)
    assert "Rummy — hand 1 so far" in drawn
    assert words.and_list(moves.turns[-1].phrases) in drawn
    mine = next(t for t in reversed(moves.turns) if t.seat == 0)
    assert mine.phrases[0] == "draws from the stock"
    assert any(t.startswith("draw from the stock and discard ") for t in drawn), \
        "your own turns read as You draw …, not You draws …"
    click(app, moves.button("scores").rect.center)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    click(app, sheet.button("moves").rect.center)
    assert isinstance(app.top, MovesScene), "the score sheet leads back to the moves"
    # after a restart the moves are rebuilt from the save
    app2 = make_app()
    app2.push(TitleScene(app2))
    frame(app2)
    click(app2, app2.top.button("continue").rect.center)
    key(app2, pygame.K_F3)
    assert [(t.seat, t.phrases) for t in app2.top.turns] == told


def test_the_moves_screen_shows_the_newest_turns_that_fit(monkeypatch):
    """Only this hand's turns, and when they do not all fit, the newest with a count of the
    rest."""
    match = new_match("rummy", None, [Seat("A"), Seat("B")], 4)  # people: nobody moves
    bots = [make_bot("normal", 0), make_bot("normal", 1)]
    while match.hand_number < 2:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    for _ in range(60):
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    assert match.hand_number == 2
    turns = turns_of_hand(match, 0)
    assert len(turns) > 20 and all("discards" in t.phrases[-1] for t in turns[:-1]), \
        "every turn of hand 2, and only those"
    app = make_app()
    table_for(app, match)
    key(app, pygame.K_F3)
    drawn = texts_drawn(app, monkeypatch)
    assert [(t.seat, t.phrases) for t in app.top.turns] == [(t.seat, t.phrases) for t in turns]
    shown = [t for t in turns if words.and_list(t.phrases) in drawn]
    assert turns[-1] in shown and turns[0] not in shown
    earlier = words.SAY["earlier-moves"].format(n=len(turns) - len(shown))
    assert earlier in drawn
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=100))  # back to the hand's start
    drawn = texts_drawn(app, monkeypatch)
    assert words.and_list(turns[0].phrases) in drawn and earlier not in drawn
    assert words.SAY["later-moves"].format(n=len(turns) - len(shown)) in drawn
    key(app, pygame.K_END)
    assert earlier in texts_drawn(app, monkeypatch), "End: the newest again"


def test_a_computer_turn_is_told_whole(monkeypatch):
    """A take from the pile is still said once the turn's discard is down, by the card's name;
    the prompt for the person follows."""
    app = make_app()
    match = new_match("rummy", None, [Seat("You"), Seat("B", "normal")], seed=4)
    start_match(app, match)
    table = app.top
    assert match.pending()[0].seat == 1, "the bot leads: the person deals"
    top = table.view.discard[-1]
    table.play_bot(1, Draw(1, "discard"))
    assert table.message == f"B takes {words.card(top)}"
    card = next(c for c in match.view(1).hand if c.id != top.id)
    table.play_bot(1, Discard(1, card.id))
    told = f"B takes {words.card(top)} and discards {words.card(card)}"
    assert table.message == f"{told}.\n{words.PROMPTS['draw']}"
    prompt = words.PROMPTS["draw"]
    assert f"{told}. {prompt}" in texts_drawn(app, monkeypatch), "short enough for one line"
    table.say(f"{told}, melds {' '.join(['10♥'] * 12)}.\n{prompt}")
    drawn = texts_drawn(app, monkeypatch)
    assert prompt in drawn and not any(t.endswith(prompt) and t != prompt for t in drawn), \
        "too long for one line: the prompt has its own"


def test_a_long_message_keeps_to_one_line_and_never_covers_your_melds(monkeypatch):
    """Under the piles a turn and the prompt share one line as wide as your melds' zone,
    shrinking a little if need be; past that they take two lines, which rise off your melds."""
    hands = {0: "3S 4S 5S 6S 7S KD 9H", 1: "2C 5C 8D JD QH 4H 6C", 2: "AH 9C 10C 2D 5H 8C 6D"}
    m = setup("rummy", hands, players=3, stock="KC QC JC", discard="AD")
    m.decision = Decision(0, "draw")
    m.apply(Draw(0, "stock"))
    m.apply(Meld(0, (tuple(ids(m, "3S 4S 5S 6S 7S", 0)),)))
    m.apply(Discard(0, ids(m, "KD", 0)[0]))
    for seat in (1, 2):
        m.apply(Draw(seat, "stock"))
        m.apply(Discard(seat, m.hands[seat][0]))
    app = make_app()
    table = table_for(app, m, bots={1: "normal", 2: "normal"})
    boxes: list[pygame.Rect] = []
    real = ui.panel
    monkeypatch.setattr(ui, "panel", lambda surface, rect, *a, **k: (
        boxes.append(pygame.Rect(rect)), real(surface, rect, *a, **k))[1])

    def lines_for(message: str) -> list[pygame.Rect]:
        table.say(message)
        boxes.clear()
        frame(app)
        zone = table.zones(app.screen).shared["message"]
        return [b for b in boxes if abs(b.centery - zone.centery) < 3 * zone.h]

    def covered(lines: list[pygame.Rect]) -> list[str]:
        assert table.geom is not None
        return [str(s.card) for s in table.geom.sprites if s.zone == "meld"
                and any(line.colliderect(s.rect) for line in lines)]

    turn = "Cleo draws from the stock, lays off 6♥ on 6♣ 6♠ 6♦ and discards Q♥."
    prompt = words.PROMPTS["draw"]
    (line,) = lines_for(f"{turn}\n{prompt}")
    assert line.w > table.zones(app.screen).shared["message"].w * 1.25, "wider than it once was"
    assert not covered([line])
    lines = lines_for(f"{turn[:-1]}, lays off 8♠ on 3♠ 4♠ 5♠ 6♠ 7♠ and discards 4♥.\n{prompt}")
    assert len(lines) == 2 and not covered(lines)


def test_a_lay_off_is_told_with_the_meld_it_joins():
    """Bots play a match out; each lay-off is told with the meld's cards, not its number."""
    match = new_match("rummy", None, [Seat("A", "normal"), Seat("B", "normal")], seed=2)
    bots = {0: make_bot("normal", 0), 1: make_bot("normal", 1)}
    told = 0
    while not match.over and told < 3:
        seat = match.pending()[0].seat
        view = match.view(seat)
        action = bots[seat].choose(view)
        match.apply(action)
        if isinstance(action, LayOff):
            meld = " ".join(words.card(c) for c in view.table[action.target].cards)
            said = told_action(action, view)
            assert said == f"lays off {words.card(match.cards[action.card])} on {meld}"
            told += 1
    assert told, "the match had lay-offs to tell"


@pytest.mark.parametrize("game, seed", [("pay-me", 1), ("gin", 2)])
def test_a_showdown_turn_is_told_by_its_lay_offs_or_as_laying_nothing_off(game, seed):
    """Done only ends laying off: after lay-offs it adds nothing ("B lays off 7♠ on 5♠ 6♠"),
    alone it reads "B lays nothing off" (the engine's "is done" says too little)."""
    match = new_match(game, None, [Seat("A", "normal"), Seat("B", "normal")], seed=seed)
    bots = {0: make_bot("normal", 0), 1: make_bot("normal", 1)}
    ends: list[tuple[bool, list[str]]] = []  # (laid off this turn, the turn's phrases)
    while not match.over and len(ends) < 12:
        seat, hand = match.pending()[0].seat, match.hand_number
        action = bots[seat].choose(match.view(seat))
        match.apply(action)
        if isinstance(action, Done):
            told = [t for t in turns_of_hand(match, 1 - seat, hand) if t.seat == seat][-1]
            ends.append((any(p.startswith("lays off ") for p in told.phrases), told.phrases))
    assert any(laid for laid, _ in ends) and any(not laid for laid, _ in ends), ends
    for laid, phrases in ends:
        assert "is done" not in phrases
        assert laid or phrases == [words.SAY["lays-nothing"]]


def _bots_until_the_stock_is_empty(game: str, seed: int) -> Match:
    """Both players draw from the stock and discard, never going out, until the next draw
    must renew the stock."""
    match = new_match(game, None, [Seat("A"), Seat("B")], seed=seed)
    while match.view(0).stock_count or match.pending()[0].kind != "draw":
        legal = match.legal_actions(match.pending()[0].seat)
        match.apply(next(a for a in legal if isinstance(a, Discard)
                         or (isinstance(a, Draw) and a.source == "stock")))
    return match


@pytest.mark.parametrize("game", ["rummy", "three-thirteen"])
def test_an_empty_stock_says_drawing_renews_it_and_its_place_still_draws(game):
    match = _bots_until_the_stock_is_empty(game, seed=3)
    seat = match.pending()[0].seat
    app = make_app()
    table = table_for(app, match, bots={1 - seat: "easy"})
    frame(app)
    assert table.message.endswith(words.PROMPTS["draw-renew"]), table.message
    click(app, table.zones(app.screen).shared["stock"].center)  # no card there to press
    assert match.view(seat).stock_count > 0 and match.pending()[0].kind != "draw"
    assert table.message.startswith(words.SAY["stock-renewed"])


@pytest.mark.parametrize("game, phrase", [("rummy", "turns-over"),
                                          ("three-thirteen", "shuffles-in")])
def test_a_new_stock_made_from_the_discards_is_told(game, phrase):
    """Another player's draw that turns the discards into a new stock says so; so does the
    message after the person's own such draw, and the hand's moves."""
    match = _bots_until_the_stock_is_empty(game, seed=3)
    seat = match.pending()[0].seat
    app = make_app()
    app.settings.speed = "slow"  # cards glide
    table = table_for(app, match, bots={1 - seat: "easy"})
    table.act(Draw(seat, "stock"))
    assert table.message.startswith(words.SAY["stock-renewed"] + ".\n"), table.message
    frame(app, 0.01)
    glide = table.anim.tweens["stock"]  # the gathered discards glide over to be the stock
    discard = table.zones(app.screen).shared["discard"]
    assert glide.start.midright == discard.midright and glide.end.center != discard.center
    turns = turns_of_hand(match, 1 - seat)
    assert turns[-1].phrases[:2] == [words.SAY[phrase], "draws from the stock"]
    table.told = None
    table.tell(Draw(seat, "stock"), match.view(1 - seat), [Event("stock-renewed",
                                                           data={"turned": True})])
    assert table.told is not None and table.told.phrases[0] == words.SAY["turns-over"]


def test_continue_shows_the_hand_as_it_was_arranged(home):
    from scenes import storage

    app = make_app()
    table = my_turn_at(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")], 3))
    key(app, pygame.K_s)  # sort by suit, then move the focused card one place right
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    arranged = [c.id for c in table.hand()]
    assert arranged != sorted(arranged)
    entry = storage.last_unfinished()
    assert entry is not None and entry.hands.orders == {0: arranged}, "saved as it changed"
    assert entry.hands.sorts == {}, "a card moved by hand ends the sort"
    app2 = make_app()
    app2.push(TitleScene(app2))
    frame(app2)
    click(app2, app2.top.button("continue").rect.center)
    assert [c.id for c in app2.top.hand()] == arranged
    # a hand-edited order is passed over, not a reason to refuse the match
    data = json.loads(entry.path.read_text())
    data["table"] = {"hand_order": {"0": ["x"], "me": [1], "1": 5}, "hand_sort": {"0": "size"}}
    entry.path.write_text(json.dumps(data))
    again = storage.last_unfinished()
    assert again is not None and again.match is not None
    assert again.hands.orders == {} and again.hands.sorts == {}


def test_a_sorted_hand_stays_sorted_as_cards_come(home):
    from scenes import storage
    from scenes.session import SORTS

    app = make_app()
    table = my_turn_at(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")], 3))
    key(app, pygame.K_s)
    key(app, pygame.K_d)
    assert table.new_card is not None
    assert table.hand() == sorted(table.hand(), key=SORTS["suit"]), "the new card in its place"
    entry = storage.last_unfinished()
    assert entry is not None and entry.hands.sorts == {0: "suit"}
    app2 = make_app()
    app2.push(TitleScene(app2))
    frame(app2)
    click(app2, app2.top.button("continue").rect.center)
    assert app2.top.session.sorts == {0: "suit"}, "Continue keeps to the sort"
    key(app, pygame.K_a)  # arranging is once only: the next card goes on the right
    throw_and_wait(app, table, 0)
    key(app, pygame.K_d)
    assert table.hand()[-1].id == table.new_card


def test_save_and_resume_after_a_restart(home):
    app = make_app()
    table = my_turn_at(app, new_match("gin", None, [Seat("You"), Seat("Bot", "normal")], seed=11))
    key(app, pygame.K_p if table.view.decision.kind == "upcard" else pygame.K_d)
    done = len(table.session.match.history)
    seat_view = table.view.to_json()
    # a new program start: Continue resumes exactly there
    app2 = make_app()
    app2.settings.speed = "slow"  # the bot waits its turn: we look before it moves
    title = TitleScene(app2)
    app2.push(title)
    frame(app2)
    assert title.button("continue").enabled
    click(app2, title.button("continue").rect.center)
    resumed = app2.top
    assert isinstance(resumed, TableScene)
    assert len(resumed.session.match.history) == done
    if resumed.my_turn:
        assert resumed.view.to_json() == seat_view


def test_undo_against_bots_only_while_nothing_new_was_seen():
    app = make_app()
    table = my_turn_at(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")], seed=2))
    before = len(table.session.match.history)
    hand = [c.id for c in table.view.hand]
    key(app, pygame.K_t)  # take the discard: nothing hidden is seen
    assert table.session.can_undo
    key(app, pygame.K_u)
    assert len(table.session.match.history) == before
    assert [c.id for c in table.view.hand] == hand
    key(app, pygame.K_d)  # the stock shows a new card: no undo
    assert not table.session.can_undo
    assert not next(b for b in table.buttons if b.key == "undo").enabled


def test_pay_me_is_called_with_the_selected_discard():
    app = make_app()
    # hand 1: 3s are wild; after drawing 9C the player holds 5H 6H 7H (a run) and 9C, KD
    m = setup("pay-me", {0: "5H 6H 7H", 1: "4S 8D KC"}, stock="9C", discard="QD")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_d)
    nine = ids(m, "9C", 0)[0]
    buttons = {b.key for b in table.buttons}
    assert "pay-me" in buttons and "knock" not in buttons
    click(app, hand_sprite(table, nine).rect.midtop)
    click(app, next(b for b in table.buttons if b.key == "pay-me").rect.center)
    assert [a.discard for a in m.history if isinstance(a, GoOut)] == [nine]


def gin_after_drawing_kh(app):
    """Gin: three melds and 2D in hand, KH just drawn (so discarding it knocks with 2)."""
    m = setup("gin", {0: "AS 2S 3S 4H 5H 6H 7C 8C 9C 2D", 1: "KS KD QH JH 10C 9D 8S 7D 6S 5S"},
              stock="KH", discard="QC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    m.decision = Decision(0, "draw")
    table.refresh()
    key(app, pygame.K_d)
    return m, table


def test_a_card_clicked_twice_quickly_is_thrown_once_it_is_time_to_discard():
    from scenes.table_input import DOUBLE_CLICK

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


def test_your_hands_deadwood_is_shown_beside_it(monkeypatch):
    app = make_app()
    m, table = gin_after_drawing_kh(app)
    assert "11 cards · deadwood 12 · score 0" in texts_drawn(app, monkeypatch)
    click(app, hand_sprite(table, ids(m, "2D", 0)[0]).rect.midtop)
    key(app, pygame.K_x)
    assert "10 cards · deadwood 10 · score 0" in texts_drawn(app, monkeypatch)


def test_bars_under_the_hand_mark_its_melds():
    """Gin, KH just drawn: the three melds are marked, the loose 2D and KH are not; a meld
    split by a loose card has two bars of one colour, each meld its own colour; arranged,
    each meld is one bar."""
    from scenes.table_paint import meld_bars

    app = make_app()
    m, table = gin_after_drawing_kh(app)

    def marked() -> tuple[list[tuple[pygame.Rect, int]], set[int]]:
        frame(app)
        bars, slots, hand = meld_bars(table, table.hand(), table.geom), table.geom.hand_slots, \
            table.hand()
        under = {c.id for c, r in zip(hand, slots, strict=True)
                 if any(b.left <= r.x + r.w // 4 <= b.right and b.top >= r.bottom
                        for b, _ in bars)}
        for b, meld in bars:
            colour = ui.MELD_COLOURS[meld]
            assert app.screen.get_at(b.center)[:3] == colour, "drawn where they are said to be"
        return bars, under

    key(app, pygame.K_r)  # by rank: A♠ 2♠ 2♦ 3♠ 4♥ …, so 2♦ splits the run of spades
    bars, under = marked()
    assert len(bars) == 4 and under == set(ids(m, "AS 2S 3S 4H 5H 6H 7C 8C 9C", 0))
    assert sorted(meld for _, meld in bars) == [0, 0, 1, 2], "A♠ 2♠ | 3♠: one meld, one colour"
    key(app, pygame.K_a)  # arrange melds
    bars, under = marked()
    assert len(bars) == 3 and under == set(ids(m, "AS 2S 3S 4H 5H 6H 7C 8C 9C", 0))
    assert [meld for _, meld in bars] == [0, 1, 2]


def test_knocking_asks_first_and_no_means_no():
    app = make_app()
    m, table = gin_after_drawing_kh(app)
    ace = ids(m, "AS", 0)[0]
    click(app, hand_sprite(table, ace).rect.midtop)
    click(app, next(b for b in table.buttons if b.key in ("knock", "gin")).rect.center)
    assert app.top is table and "you would have 17" in table.message, \
        "a knock that breaks a meld is refused with the engine's reason"
    click(app, hand_sprite(table, ace).rect.midtop)  # unselect
    king = ids(m, "KH", 0)[0]
    click(app, hand_sprite(table, king).rect.midtop)
    click(app, next(b for b in table.buttons if b.key in ("knock", "gin")).rect.center)
    assert isinstance(app.top, ConfirmScene)
    click(app, app.top.button("no").rect.center)
    assert app.top is table and not any(isinstance(a, Knock) for a in m.history)
    click(app, next(b for b in table.buttons if b.key in ("knock", "gin")).rect.center)
    click(app, app.top.button("yes").rect.center)
    assert [a.discard for a in m.history if isinstance(a, Knock)] == [king]


def test_the_hint_shows_the_best_melds_and_points_at_the_card_to_throw():
    app = make_app()
    m, table = gin_after_drawing_kh(app)
    key(app, pygame.K_h)
    assert table.hint_discard == ids(m, "KH", 0)[0]
    assert table.message.endswith("You can knock: press Knock to discard K♥")
    assert table.message.startswith("Best melds: A♠ 2♠ 3♠, 4♥ 5♥ 6♥, 7♣ 8♣ 9♣")
    first_nine = [c.id for c in table.hand()][:9]
    assert set(first_nine) == set(ids(m, "AS 2S 3S 4H 5H 6H 7C 8C 9C", 0)), \
        "the hint arranges the melds first"
    king = ids(m, "KH", 0)[0]
    key(app, pygame.K_x)
    assert Discard(0, king) in m.history, "the focus moved to the suggestion"


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
    key(app, pygame.K_d)  # draws from the keyboard: the focus shows on 5H
    assert table.show_focus
    click(app, next(b for b in table.buttons if b.key == "discard").rect.center)
    assert not table.show_focus
    assert table.message == words.SAY["select-one"]
    assert len(table.hand()) == 11, "nothing thrown"
    key(app, pygame.K_x)  # the keyboard's X throws the focused card, as before
    assert Discard(0, five) in m.history


def test_a_whole_match_to_the_score_sheet_counts_in_the_statistics(home):
    from game.bots import make_bot
    from scenes.summary import ScoreSheetScene, SummaryScene

    app = make_app()
    app.push(TitleScene(app))
    start_match(app, new_match("gin", {"target": 50}, [Seat("You"), Seat("Bot", "easy")], 3))
    table = app.top
    me = make_bot("normal", 1)
    for _ in range(5000):
        top = app.top
        if isinstance(top, ScoreSheetScene):
            break
        if isinstance(top, SummaryScene):
            click(app, top.buttons[0].rect.center)  # next hand, or the score sheet at the end
        elif top is table and table.my_turn:
            assert table.act(me.choose(table.view))
        else:
            frame(app, 0.2)
    assert isinstance(app.top, ScoreSheetScene) and table.session.match.over
    stats = json.loads((home / "data" / "stats.json").read_text())
    assert stats["games"]["gin"]["played"] == 1


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
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert table.selected == {[c.id for c in table.hand()][table.focus]}


def settings_page():
    """An app showing the settings page, reached from the title's button."""
    from scenes.settings_scene import SettingsScene

    app = make_app()
    app.push(TitleScene(app))
    frame(app)
    click(app, app.top.button("settings").rect.center)
    assert isinstance(app.top, SettingsScene)
    return app


def test_settings_change_and_stay_changed(home):
    from scenes.storage import load_settings

    app = settings_page()
    click(app, app.top.button("four_colour").rect.center)
    click(app, app.top.button("card_back").rect.center)
    saved, _ = load_settings()
    assert saved.four_colour and saved.back == "red"
    assert app.art.four_colour and app.art.back_name == "red"


def test_how_long_the_hard_computer_thinks_is_a_setting_the_table_follows(home):
    from scenes.storage import load_settings

    app = settings_page()
    assert "Normally" in app.top.button("think").label
    click(app, app.top.button("think").rect.center)
    assert "twice as long" in app.top.button("think").label
    assert load_settings()[0].think == "long"  # kept for the next time the program starts
    start_match(app, new_match("gin", None, [Seat("You"), Seat("Bot", "hard")], 5))
    assert app.top.session.bots[1].steps == 2 * STEPS
    app = settings_page()
    click(app, app.top.button("think").rect.center)  # after the longest, round to the quickest
    assert "half as long" in app.top.button("think").label and load_settings()[0].think == "quick"


def test_a_save_that_fails_is_said_and_the_game_goes_on(home):
    (home / "data").mkdir()
    (home / "data" / "saves").write_text("a file where the saves folder should be")
    app = make_app()
    app.settings.speed = "slow"
    table = my_turn_at(app, new_match("gin", None, [Seat("You"), Seat("Bot", "normal")], 11))
    key(app, pygame.K_p if table.view.decision.kind == "upcard" else pygame.K_d)
    assert table.session.match.history, "the move was made"
    assert table.save_warning and "cannot be saved" in table.save_warning
    frame(app)  # drawn under the message line
    assert (home / "data" / "saves").read_text().startswith("a file"), "nothing overwritten"


def new_game_for(game: str) -> tuple:
    app = make_app()
    app.push(TitleScene(app))
    scene = NewGameScene(app, game)
    app.push(scene)
    frame(app)
    return app, scene


def test_new_game_options_step_and_wrap():
    app, scene = new_game_for("rummy")
    click(app, scene.button("opt:target").rect.center)
    assert scene.values["target"] == 125
    scene.values["target"] = 500
    scene.step_option("target", 1)
    assert scene.values["target"] == 50
    scene.step_option("target", -1)
    assert scene.values["target"] == 500
    click(app, scene.button("opt:scoring").rect.center)
    assert scene.values["scoring"] == "penalty"


def test_with_friends_at_the_table_the_first_seat_is_not_called_you():
    app, scene = new_game_for("gin")
    assert [s.name for s in scene.seats()] == ["You", "Bruno"]
    for _ in range(2):  # normal -> hard -> person
        click(app, scene.button("kind:1").rect.center)
    assert [s.name for s in scene.seats()] == ["Player 1", "Player 2"]
    click(app, scene.button("kind:1").rect.center)  # person -> easy
    assert [s.name for s in scene.seats()] == ["You", "Bruno"]


def test_the_first_seat_is_you_again_whenever_it_is_the_one_person_left():
    """Friends at seats 1 and 4 of a Rummy table, then Gin chosen: two seats are left and
    one person, who had kept the name "Player 1"."""
    app, scene = new_game_for("rummy")
    for _ in range(3):  # normal -> hard -> person -> ...
        click(app, scene.button("kind:3").rect.center)
        if scene.kinds[3] == "human":
            break
    assert [s.name for s in scene.seats()][::3] == ["Player 1", "Player 4"]
    click(app, scene.button("game:gin").rect.center)
    assert [s.name for s in scene.seats()] == ["You", "Bruno"]


def typed(app, text: str) -> None:
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))
    frame(app)


def test_a_name_is_typed_from_the_keyboard_or_after_a_click():
    app, scene = new_game_for("gin")
    keys = [b.key for b in scene.buttons]
    assert keys.index("name:1") < keys.index("kind:1"), "Tab reaches a name before its seat"
    while scene.focus < 0 or scene.buttons[scene.focus].key != "name:1":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert scene.editing == 1
    typed(app, "Z")
    typed(app, "oë")
    assert scene.names[1] == "Zoë", "the first key replaces the whole name"
    key(app, pygame.K_SPACE)  # does not press the field: a typed space comes as TEXTINPUT
    key(app, pygame.K_BACKSPACE)
    assert scene.names[1] == "Zo" and scene.editing == 1
    key(app, pygame.K_TAB)
    assert scene.editing is None and scene.buttons[scene.focus].key == "kind:1"
    click(app, scene.button("name:0").rect.center)
    assert scene.editing == 0
    key(app, pygame.K_TAB)
    assert scene.buttons[scene.focus].key == "kind:0", "Tab from a clicked name goes on from it"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.buttons[scene.focus].key == "name:0", "Shift+Tab goes back"
    key(app, pygame.K_RETURN)
    assert scene.editing == 0
    key(app, pygame.K_BACKSPACE)  # clears the whole name at once
    typed(app, "x" * 40)
    key(app, pygame.K_ESCAPE)
    assert scene.editing is None and app.top is scene, "Esc ends typing, not the screen"
    assert [s.name for s in scene.seats()] == ["x" * MAX_NAME, "Zo"]
    click(app, scene.button("name:1").rect.center)
    key(app, pygame.K_BACKSPACE)
    click(app, scene.button("start").rect.center)
    assert [s.name for s in app.top.match.seats] == ["x" * MAX_NAME, "Player 2"], \
        "an empty name is the seat's number"


def test_the_rules_opened_at_the_table_begin_with_this_matchs_house_rules():
    from scenes.rules_reader import RulesScene

    app = make_app()
    table_for(app, new_match("rummy", {"several_melds": True, "hands": 5}, 3, 4))
    key(app, pygame.K_F1)
    rules = app.top
    assert isinstance(rules, RulesScene)
    (heading, body), = rules._this_match()
    assert heading == "This match" and body.startswith("Several melds in one turn: yes;")
    assert "Fixed number of hands: 5" in body and "Game to" not in body, "the target is moot"
    rules.pressed("game:gin")
    assert rules._this_match() == [], "another game's page is only its rules"
    assert RulesScene(app, "rummy")._this_match() == [], "from the title: no match in play"


def test_the_rules_reader_has_a_page_on_playing_at_the_table_that_names_every_key(
        monkeypatch):
    from scenes.rules_reader import RulesScene
    from scenes.table_input import KEY_CALLS, keys_for

    app = make_app()
    table_for(app, new_match("gin", None, 2, 4))
    key(app, pygame.K_F1)
    rules = app.top
    assert isinstance(rules, RulesScene)
    click(app, rules.button("game:table").rect.center)
    drawn = texts_drawn(app, monkeypatch)
    assert "Playing at the table" in drawn and "At the table" in drawn
    assert rules._this_match() == [], "the match's house rules head only its game's page"
    keys = dict(words.TABLE_HELP)["Keys"]
    for name in (name for call in set(KEY_CALLS.values()) for name in keys_for(call)):
        assert re.search(rf"\b{re.escape(name)}\b", keys), f"the page names the key {name}"
    assert "Double-click a card" in dict(words.TABLE_HELP)["Discarding"]


def test_a_button_rested_on_says_what_it_does_and_its_key(monkeypatch):
    from scenes.table_input import TIP_DELAY, keys_for

    app = make_app()
    m, table = pay_me_at_your_turn(app)
    draw = next(b for b in table.buttons if b.key == "draw")
    tip = "Draw the top card of the stock (D)"

    def move(pos) -> None:
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    move(draw.rect.center)
    frame(app, TIP_DELAY / 2)
    frame(app)
    assert app.screen.get_at(draw.rect.move(4, 0).midleft)[:3] == ui.BUTTON_HOVER, \
        "the button under the pointer stays lit though the table makes its buttons each frame"
    assert tip not in texts_drawn(app, monkeypatch), "not at once"
    move(draw.rect.move(2, 0).center)  # moving on the button does not start again
    frame(app, TIP_DELAY / 2 + 0.05)
    assert tip in texts_drawn(app, monkeypatch)
    spots = text_spots(app, monkeypatch)
    assert app.screen.get_rect().contains(spots[tip]) and not spots[tip].colliderect(draw.rect)
    app.push(ConfirmScene(app, "Really?", lambda: None))
    assert tip not in texts_drawn(app, monkeypatch), "not under a question"
    app.pop()
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=draw.rect.center, button=3))
    frame(app, TIP_DELAY * 2)
    assert tip not in texts_drawn(app, monkeypatch), "a press hides it while the pointer stays"
    move(app.screen.get_rect().center)
    frame(app, TIP_DELAY * 2)
    assert tip not in texts_drawn(app, monkeypatch), "gone once the pointer leaves"
    undo = next(b for b in table.buttons if b.key == "undo")
    assert not undo.enabled
    move(undo.rect.center)
    frame(app, TIP_DELAY + 0.1)
    assert words.UNDO_OFF["seen"] in texts_drawn(app, monkeypatch), "why it is greyed"
    m.seats = (Seat("You"), Seat("Friend"))  # two people at the table: no undo at all
    assert words.UNDO_OFF["people"] in texts_drawn(app, monkeypatch)
    assert (keys_for("discard"), keys_for("gin"), keys_for("pay-me"), keys_for("undo"),
            keys_for("menu"), keys_for("rules")) == (
        ["X", "Enter"], ["K"], ["O"], ["U", "Ctrl+Z"], ["Esc"], ["F1"])
    every = {"draw", "take", "pass", "meld", "layoff", "discard", "go-out", "pay-me", "knock",
             "gin", "done", "sort-rank", "sort-suit", "arrange", "hint", "undo", "scores",
             "rules", "menu"}
    assert every <= set(words.BUTTON_TIPS) and all(keys_for(k) for k in every)


def test_a_rules_page_too_long_for_the_window_scrolls_instead_of_shrinking_past_reading(
        monkeypatch):
    from scenes import rules_reader

    long_page = words.RULES["gin"] + [("More", "A long paragraph of rules. " * 200)]
    monkeypatch.setitem(words.RULES, "gin", long_page)
    app = make_app((1024, 600))
    app.push(rules_reader.RulesScene(app, "gin"))
    rules = app.top
    sizes = []
    real = ui.paragraph
    monkeypatch.setattr(ui, "paragraph", lambda surface, text, size, *a: (
        sizes.append(size), real(surface, text, size, *a))[1])
    frame(app)
    assert min(sizes) >= rules_reader.FLOOR * ui.scale_of(app.screen) - 0.01
    assert rules.offset == 0 and rules._max_offset > 0
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    frame(app)
    assert rules.offset > 0, "the wheel scrolls down"
    key(app, pygame.K_END)
    assert rules.offset == rules._max_offset
    key(app, pygame.K_PAGEUP)
    assert 0 < rules.offset < rules._max_offset
    key(app, pygame.K_HOME)
    assert rules.offset == 0
    key(app, pygame.K_END)
    rules.pressed("game:rummy")
    frame(app)
    assert rules.offset == 0 and rules._max_offset == 0, "Rummy's page fits: nothing scrolls"
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert rules.offset == 0


def test_new_game_starts_from_the_last_match_played(home):
    import os

    from scenes import storage

    storage.save_match(storage.new_save_path("rummy"), new_match(
        "rummy", {"scoring": "penalty", "target": 150},
        [Seat("Ann"), Seat("Bot", "hard"), Seat("Cleo", "easy")], 2))
    newer = home / "data" / "saves" / "zzz.json"
    newer.write_text("not ours")  # the newest file, unreadable: passed over
    os.utime(newer, (2e9, 2e9))
    app = make_app()
    app.push(TitleScene(app))
    frame(app)
    click(app, app.top.button("new").rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene) and scene.game_id == "rummy"
    assert [(s.name, s.bot) for s in scene.seats()] == [("Ann", None), ("Bot", "hard"),
                                                         ("Cleo", "easy")]
    assert scene.values["scoring"] == "penalty" and scene.values["target"] == 150
    assert NewGameScene(app, "gin").seats()[1].bot == "normal", "another game starts afresh"


def test_house_rules_read_in_words_and_a_moot_one_is_greyed():
    app, scene = new_game_for("rummy")
    assert "Scoring" in [label for label, _ in scene.value_labels]
    assert scene.button("opt:rummy_bonus").label == "Double"
    click(app, scene.button("opt:rummy_bonus").rect.center)
    frame(app)
    assert scene.button("opt:rummy_bonus").label == "+10 points"
    assert scene.button("opt:several_melds").label == "No"
    assert scene.button("opt:hands").label == "No, play to the target"
    assert scene.button("opt:target").label == "100 points" and scene.button("opt:target").enabled
    click(app, scene.button("opt:hands").rect.center)
    frame(app)
    assert scene.values["hands"] == 1 and scene.button("opt:hands").label == "1"
    assert not scene.button("opt:target").enabled, "a fixed number of hands ends the match"


def test_the_pass_screen_tells_each_person_the_turns_played_since_their_own(monkeypatch):
    """The others look away while a person plays, so the pass screen tells what they missed:
    the hand so far before their first turn, after it the turns since their last."""
    app = make_app()
    app.push(TitleScene(app))
    match = new_match("pay-me", None, [Seat("Ann"), Seat("Bot", "normal"), Seat("Bob")], seed=4)
    start_match(app, match)

    def turns_told() -> list[str]:  # in this deal every turn draws from the stock
        return [f"{match.seats[a.seat].name} draws from the stock and discards "
                f"{words.card(match.cards[a.card])}."
                for a in match.history if isinstance(a, Discard)]

    told = []
    for _ in range(4):
        settle(app)
        top = app.top
        assert isinstance(top, HandoverScene)
        drawn = texts_drawn(app, monkeypatch)
        told.append((match.seats[top.seat].name, top.recap_title, top.recap))
        assert top.recap_title in drawn and all(line in drawn for line in top.recap)
        click(app, top.button("ready").rect.center)
        key(app, pygame.K_d)
        key(app, pygame.K_x)
    bot, bob, ann, bot_again, bob_again = turns_told()[:5]  # the bot began the hand
    assert told[0] == ("Bob", "This hand so far", [bot])
    assert told[1] == ("Ann", "This hand so far", [bot, bob])
    assert told[2] == ("Bob", "Since Bob's last turn", [ann, bot_again]), "not Bob's own turn"
    assert told[3] == ("Ann", "Since Ann's last turn", [bot_again, bob_again])


def test_hot_seat_hands_are_face_down_while_the_bots_play(monkeypatch):
    app = make_app()
    app.settings.speed = "slow"  # the bot waits: we look during its turn
    app.push(TitleScene(app))
    match = new_match("three-thirteen", None, [Seat("Ann"), Seat("Bot", "easy"), Seat("Bob")],
                      seed=4)
    start_match(app, match)
    for _ in range(200):
        top = app.top
        if isinstance(top, HandoverScene):
            click(app, top.button("ready").rect.center)
            continue
        assert isinstance(top, TableScene)
        if top.my_turn:
            faces = [s.card for s in top.geom.sprites if s.zone == "hand"]
            assert all(faces), "your own hand shows on your turn"
            if match.pending()[0].seat == 0:
                key(app, pygame.K_d)
                key(app, pygame.K_x)
                break
            key(app, pygame.K_d)
            key(app, pygame.K_x)
        else:
            frame(app, 0.05)
    table = app.top
    assert match.pending()[0].seat == 1, "the bot is next after Ann"
    frame(app, 0.05)
    assert table.view.seat == 0 and table.hand_hidden
    assert not any(s.card for s in table.geom.sprites if s.zone == "hand"), \
        "Ann's cards are face down while the bot plays"
    assert not [w for w in texts_drawn(app, monkeypatch) if "deadwood" in w], \
        "nor is their deadwood told"
    message = table.message
    key(app, pygame.K_h)
    assert table.message == message and table.hint_discard is None, "no hint names them"
    assert not next(b for b in table.buttons if b.key == "hint").enabled


@pytest.mark.parametrize("game, options, hud, sheet", [
    ("gin", {}, "Hand 1 · game to 100", "The first to reach 100 points wins."),
    ("rummy", {"hands": 5}, "Hand 1 of 5", "After 5 hands the highest total wins."),
    ("rummy", {"scoring": "penalty", "target": 150}, "Hand 1 · ends at 150",
     "The match ends when a total reaches 150; the lowest total wins."),
    ("pay-me", {}, "Hand 1 of 11", "After 11 hands the lowest total wins."),
])
def test_the_table_and_score_sheet_say_how_the_match_is_won(monkeypatch, game, options, hud,
                                                            sheet):
    from scenes.summary import ScoreSheetScene

    app = make_app()
    table = table_for(app, new_match(game, options, 2, 4))
    assert hud in texts_drawn(app, monkeypatch)
    click(app, next(b for b in table.buttons if b.key == "scores").rect.center)
    assert isinstance(app.top, ScoreSheetScene)
    assert sheet in texts_drawn(app, monkeypatch)


def gin_score_sheet(seed: int, until, monkeypatch):  # type: ignore[no-untyped-def]
    """Gin played by normal computers until `until(match)`, and the score sheet's words."""
    from game.bots import make_bot
    from scenes.summary import ScoreSheetScene

    match = new_match("gin", None, 2, seed)
    bots = [make_bot("normal", seat) for seat in range(2)]
    while not until(match):
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    app = make_app()
    app.push(ScoreSheetScene(app, table_for(app, match)))
    return match, texts_drawn(app, monkeypatch)


@pytest.mark.parametrize("players", [2, 8])
def test_the_score_sheet_sits_centred_in_the_window(monkeypatch, players):
    """Its rows' labels and the last player's column are as far from either edge."""
    from scenes.summary import ScoreSheetScene

    app = make_app()
    table = table_for(app, new_match("pay-me", None, players, 4))
    app.push(ScoreSheetScene(app, table))
    spots = text_spots(app, monkeypatch)
    left, right = spots["Total"].left, spots[f"Player {players}"].centerx
    col = right - spots[f"Player {players - 1}"].centerx
    assert abs(left - (1280 - (right + col // 2))) <= 2


@pytest.mark.parametrize(("game", "players"), [("gin", 2), ("pay-me", 8)])
def test_the_match_winner_is_named_under_the_totals_and_clear_of_the_buttons(
        monkeypatch, game, players):
    """A short sheet (Gin's six hands) had left the line a third of the window below it."""
    from game.bots import make_bot
    from scenes.summary import ScoreSheetScene

    match = new_match(game, None, players, 3)
    bots = [make_bot("normal", seat) for seat in range(players)]
    while not match.over:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    app = make_app()
    app.push(ScoreSheetScene(app, table_for(app, match)))
    spots = text_spots(app, monkeypatch)
    line = next(r for words_, r in spots.items() if words_.endswith("the match!"))
    gap = line.top - spots["Total"].bottom
    assert 0 < gap < 80, gap
    assert all(line.bottom < b.rect.top for b in app.top.buttons)


def test_the_score_sheet_shows_gins_bonuses_so_the_totals_add_up(monkeypatch):
    match, drawn = gin_score_sheet(3, lambda m: m.over, monkeypatch)
    winner = match.winners[0]
    won = sum(1 for r in match.results if r.winner == winner)
    assert "Line bonus" in drawn and f"+{20 * won}" in drawn
    assert "Game bonus" in drawn and "+100" in drawn
    assert str(match.totals[winner] + 20 * won + 100) in drawn, "the total the rows add up to"
    assert "Points" in drawn and str(match.totals[winner]) in drawn, "before the bonuses"


def test_mid_match_the_score_sheet_tells_gins_points_from_its_bonuses(monkeypatch):
    """A total above the target while the match goes on would read as a missed win: the
    points that count toward it have a row of their own, and the goal says so."""
    match, drawn = gin_score_sheet(
        5, lambda m: max(m.final_scores()) >= 100 > max(m.totals), monkeypatch)
    assert "Points" in drawn and all(str(t) in drawn for t in match.totals)
    assert words.goal_line(match.goal(), False, True) in drawn


def test_the_last_hands_summary_says_who_won_the_match(monkeypatch):
    from game.bots import make_bot
    from scenes.summary import SummaryScene

    match = new_match("three-thirteen", None, 2, 6)
    bots = [make_bot("normal", seat) for seat in range(2)]
    ends = []
    while not match.over:
        seat = match.pending()[0].seat
        ends += [e for e in match.apply(bots[seat].choose(match.view(seat)))
                 if e.kind == "hand-ended"]
    app = make_app()
    table = table_for(app, match)
    winner = words.winner_line([match.seats[i].name for i in match.winners])
    app.push(SummaryScene(app, table, ends[-2], False))
    assert winner not in texts_drawn(app, monkeypatch)
    app.push(SummaryScene(app, table, ends[-1], True))
    assert winner in texts_drawn(app, monkeypatch)


def play_hands(game: str, seats: int, seed: int, hands: int) -> tuple[Match, list[Event]]:
    """A match of normal bots played for `hands` hands (or to its end), and how they ended."""
    match = new_match(game, None, seats, seed)
    bots = [make_bot("normal", seat) for seat in range(seats)]
    ends: list[Event] = []
    while len(ends) < hands and not match.over:
        seat = match.pending()[0].seat
        ends += [e for e in match.apply(bots[seat].choose(match.view(seat)))
                 if e.kind == "hand-ended"]
    return match, ends


def test_a_hands_summary_adds_up_the_winners_points(monkeypatch):
    from scenes.summary import SummaryScene

    match, (end,) = play_hands("gin", 2, 3, 1)
    app = make_app()
    table = table_for(app, match)
    app.push(SummaryScene(app, table, end, False))
    line = words.reckoning(end.data["reckoning"], match.view(0).names)
    assert line.startswith("Points: ") and line.endswith(f" = {max(end.data['points'])}")
    assert line in texts_drawn(app, monkeypatch)


def test_a_hand_that_ends_unscored_shows_every_hand_and_says_why_nobody_scores(monkeypatch):
    """A blocked Rummy hand said "no cards left" on every row, for hands that held cards."""
    from scenes.summary import SummaryScene

    match, ends = play_hands("rummy", 6, 6, 2)
    end = ends[1]
    assert end.data["how"] == "blocked" and end.data["points"] == [0] * 6
    app = make_app()
    table = table_for(app, match)
    app.push(SummaryScene(app, table, end, False))
    drawn: list[int] = []
    monkeypatch.setattr(SummaryScene, "_card",
                        lambda self, surface, card, x, y, h, laid: drawn.append(card.id))
    texts = texts_drawn(app, monkeypatch)
    assert words.UNSCORED["blocked"] in texts
    assert words.SAY["out-empty"] not in texts
    left = [c for e in end.data["shown"] for c in e["deadwood_cards"]]
    assert left and set(left) <= set(drawn), "the cards each seat was left holding"


def test_a_void_gin_hand_says_nobody_knocked_before_the_last_two_cards(monkeypatch):
    """Gin's stock never runs out: the hand ends with two cards left in it."""
    from game.actions import Discard, Draw, Pass
    from scenes.summary import SummaryScene
    from tests.helpers import card, setup

    match = setup("gin", {0: "KS QS", 1: "KH QH"}, stock="2C 3C", discard="JC")
    match.apply(Pass(1))
    match.apply(Pass(0))
    match.discard = match.stock[:-3] + match.discard
    match.stock = match.stock[-3:]
    match.apply(Draw(1, "stock"))
    end = next(e for e in match.apply(Discard(1, card(match, "2C", 1)))
               if e.kind == "hand-ended")
    assert end.data["how"] == "void"
    app = make_app()
    app.push(SummaryScene(app, table_for(app, match), end, False))
    texts = texts_drawn(app, monkeypatch)
    said = words.unscored("gin", "void")
    assert "knocked" in said and "last two cards" in said and said in texts
    assert words.UNSCORED["void"] not in texts, "Gin's stock is not run out"


@pytest.mark.parametrize(("game", "seats", "size"), [("gin", 2, (1280, 720)),
                                                     ("pay-me", 8, (1024, 600))])
def test_a_hands_summary_shows_every_card_and_keeps_them_in_their_row(game, seats, size,
                                                                    monkeypatch):
    from scenes.summary import SummaryScene

    match, ends = play_hands(game, seats, 5, 11)
    app = make_app(size)
    table = table_for(app, match)
    end = ends[-1]
    app.push(SummaryScene(app, table, end, match.over))
    drawn: list[tuple[int, int, int]] = []
    monkeypatch.setattr(SummaryScene, "_card",
                        lambda self, surface, card, x, y, h, laid: drawn.append((x, y, h)))
    frame(app)
    shown = end.data["shown"]
    assert len(drawn) == sum(len({c for g in e["melds"] for c in g} | set(e["laid_off"])
                                 | set(e["deadwood_cards"])) for e in shown)
    width, height = size
    cw = round(drawn[0][2] * app.art.ratio)
    assert all(x + cw <= width - 200 * ui.scale_of(app.screen) for x, _, _ in drawn), \
        "the cards end before the points"
    rows = (height - 186 * ui.scale_of(app.screen)) / seats
    assert drawn[0][2] > (0.7 * rows if seats == 8 else 120), "as big as the rows allow"


def test_a_hands_summary_in_a_tall_window_keeps_its_rows_close(monkeypatch):
    """Two players' rows had filled a 1400 px window, 600 px apart around 120 px cards."""
    from scenes.summary import SummaryScene

    match, ends = play_hands("gin", 2, 5, 1)
    app = make_app((1024, 1400))
    app.push(SummaryScene(app, table_for(app, match), ends[-1], match.over))
    drawn: list[tuple[int, int]] = []
    monkeypatch.setattr(SummaryScene, "_card",
                        lambda self, surface, card, x, y, h, laid: drawn.append((y, h)))
    frame(app)
    tops = sorted({y for y, _ in drawn})
    height = drawn[0][1]
    assert len(tops) == 2 and tops[1] - tops[0] <= 2 * height


def test_play_again_deals_a_new_match_with_the_same_rules_and_seats(home):
    from scenes.summary import ScoreSheetScene

    match = new_match("rummy", {"scoring": "penalty"}, [Seat("Ann"), Seat("Bot", "hard")], 3)
    match.over, match.winners = True, (0,)
    app = make_app()
    app.push(TitleScene(app))
    table = table_for(app, match)
    app.push(ScoreSheetScene(app, table))
    frame(app)
    click(app, app.top.button("again").rect.center)
    again = next(s for s in app.stack if isinstance(s, TableScene)).session.match
    assert again is not match and not again.over and again.seed != match.seed
    assert (again.game_id, again.options, again.seats) == ("rummy", match.options, match.seats)
    assert again.options["scoring"] == "penalty"
    assert [p.name for p in (home / "data" / "saves").glob("rummy-*.json")], "saved as it goes"


def test_the_card_just_drawn_carries_a_new_tab_until_the_turn_ends():
    app = make_app()
    table = my_turn_at(app, new_match("three-thirteen", None, [Seat("You"), Seat("B", "normal")],
                                      5))
    assert table.new_card is None
    key(app, pygame.K_d)
    settle(app)
    drew = next(e for e in reversed(table.view.events) if e.kind == "drew")
    assert table.new_card == drew.cards[0]
    card = hand_sprite(table, table.new_card).rect
    tab = (card.x + round(card.h * 0.03), card.y - round(card.h * 0.14))
    assert app.screen.get_at(tab)[:3] == ui.GOLD, "the tab above the card"
    assert TableScene(app, table.session, dealt=False).new_card == drew.cards[0], \
        "still new when the match is resumed"
    table.focus = next(i for i, c in enumerate(table.hand()) if c.id != table.new_card)
    key(app, pygame.K_x)
    assert table.new_card is None


def marked_wild(app, monkeypatch) -> list[pygame.Rect]:
    """Where the next frame draws a wild card's star."""
    marks: list[pygame.Rect] = []
    real = app.art.mark_wild

    def spy(surface, rect, design_h=0):
        marks.append(pygame.Rect(rect))
        real(surface, rect, design_h)

    monkeypatch.setattr(app.art, "mark_wild", spy)
    frame(app)
    monkeypatch.setattr(app.art, "mark_wild", real)
    return marks


def test_wild_cards_carry_a_star_at_the_table_and_in_the_summary(monkeypatch):
    from scenes.summary import SummaryScene

    app = make_app()
    # hand 1 of Pay Me: 3s, 2s and jokers are wild
    m = setup("pay-me", {0: "5H 6H 3C", 1: "4S 8D KC"}, stock="9C", discard="2D")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    settle(app)
    marks = marked_wild(app, monkeypatch)
    three = hand_sprite(table, ids(m, "3C", 0)[0]).rect
    two = next(s for s in table.geom.sprites if s.zone == "discard").rect
    assert three in marks and two in marks and len(marks) == 2, "only the wild cards"
    star = three.x + round(three.h * app.art.ratio * 0.125), three.y + round(three.h * 0.40)
    assert app.screen.get_at(star)[:3] == (236, 196, 92), "a gold star under the index"
    hold(app, three.midtop, (640, 200))
    assert len(marked_wild(app, monkeypatch)) == 2, "the dragged 3C keeps its star"
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=three.midtop, button=1))
    settle(app)
    key(app, pygame.K_d)  # 9C
    click(app, hand_sprite(table, ids(m, "9C", 0)[0]).rect.midtop)
    click(app, next(b for b in table.buttons if b.key == "pay-me").rect.center)
    for _ in range(200):
        if isinstance(app.top, SummaryScene):
            break
        frame(app, 0.2)
    assert isinstance(app.top, SummaryScene)
    assert len(marked_wild(app, monkeypatch)) == 1, "the 3C in the caller's run"


def test_the_score_panel_is_as_tall_as_its_rows(monkeypatch):
    app = make_app()
    table = table_for(app, new_match("gin", None, 2, 4))
    panels: list[pygame.Rect] = []
    rows: list[tuple[str, tuple[float, float]]] = []
    real_panel, real_text = ui.panel, ui.text

    def panel(surface, rect, *args, **kwargs):
        panels.append(pygame.Rect(rect))
        return real_panel(surface, rect, *args, **kwargs)

    def text(surface, words_, size, at, *args, **kwargs):
        rows.append((words_, at))
        return real_text(surface, words_, size, at, *args, **kwargs)

    monkeypatch.setattr(ui, "panel", panel)
    monkeypatch.setattr(ui, "text", text)
    frame(app)
    zone = table.zones(app.screen).shared["score"]
    box = next(p for p in panels if p.topleft == zone.topleft)
    last = max(y for words_, (x, y) in rows if words_ in table.view.names and x < zone.centerx
               and zone.collidepoint(x, y))
    assert last + 12 < box.bottom < zone.bottom - 30, "no empty space under the standings"



def test_the_window_sleeps_while_nothing_moves_and_wakes_for_input_or_a_computer(monkeypatch):
    """An idle table drew 60 frames a second for nothing (most of a core, on a laptop's
    battery); now, when nothing moves and no input came lately, the loop naps, looks for
    input now and then, and draws only when something came."""
    app = make_app()
    app.settings.speed = "normal"
    match = new_match("rummy", None, [Seat("You"), Seat("B", "normal")], seed=4)
    table = my_turn_at(app, match)
    settle(app)
    naps: list[float] = []
    clock = [0.0]

    def nap(seconds: float) -> None:
        naps.append(seconds)
        clock[0] += seconds

    monkeypatch.setattr(scenes.app.time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(scenes.app.time, "sleep", nap)
    pygame.event.clear()
    assert table.my_turn and not table.busy
    app.last_input = clock[0]
    assert app.events() == [] and naps == [], "input came lately: still awake"
    app.last_input -= AWAKE
    assert app.events() == [], "idle: nothing came"
    assert naps == [IDLE_POLL] * round(IDLE_WAIT / IDLE_POLL), "it napped, looking for input"
    assert not app.step(), "waking with nothing new, it keeps the picture it has"
    naps.clear()

    def nap_then_expose(seconds: float) -> None:
        nap(seconds)
        if len(naps) == 3:
            pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))

    monkeypatch.setattr(scenes.app.time, "sleep", nap_then_expose)
    assert app.step() and len(naps) == 3, "uncovered by the desktop, at once it draws again"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode=""))
    events = app.events()
    assert [e.type for e in events] == [pygame.KEYDOWN] and not app.idle(clock[0])
    for event in events:
        app.handle(event)
    frame(app, 0.01)
    assert table.busy, "the drawn card flies into the hand"
    table.focus = len(table.hand()) - 1
    key(app, pygame.K_x)
    settle(app, 3)
    assert match.pending()[0].seat == 1 and table.busy, "the computer's turn"
    app.last_input -= 10 * AWAKE
    assert not app.idle(clock[0])
    assert app.step(), "a computer's turn is drawn however long since the last input"


def test_a_seat_with_no_cards_left_shows_its_melds_under_its_name():
    from scenes.geometry import place, position
    from scenes.layout import layout_for

    match = new_match("pay-me", None, 6, 7)
    bots = [make_bot("normal", seat) for seat in range(6)]
    caller = None
    while caller is None:
        seat = match.pending()[0].seat
        events = match.apply(bots[seat].choose(match.view(seat)))
        caller = next((e.seat for e in events if e.kind == "went-out" and e.seat), None)
    view = match.view(0)
    assert view.hand_counts[caller] == 0
    zones = layout_for(6).scaled((1280, 720))
    placed = place(view, view.hand, zones, 0.7, set())
    seat_zones = zones.seats[position(caller, 0, 6)]
    melds = [s.rect for s in placed.sprites if s.zone == "meld" and s.seat == caller]
    assert melds and min(r.top for r in melds) == seat_zones["hand"].top, \
        "no gap where the hand was"
    assert all(seat_zones["hand"].union(seat_zones["melds"]).contains(r) for r in melds)


def _played(game: str, players: int, seed: int, actions: int) -> Match:
    """A match with a person at seat 0 and normal computers, `actions` actions in."""
    names = ["You", "Bruno", "Cleo", "Dmitri", "Esme", "Farid", "Greta", "Hugo"]
    match = new_match(game, None, [Seat(names[i], None if i == 0 else "normal")
                                   for i in range(players)], seed)
    bots = [make_bot("normal", seat) for seat in range(players)]
    for _ in range(actions):
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    return match


def test_resting_the_pointer_on_a_seat_lists_that_players_turns_this_hand(monkeypatch):
    """Against several computers the message line holds only the latest turn, so a take
    from the pile two turns ago was easy to miss."""
    from scenes import seat_recap
    from scenes.geometry import position

    match = _played("rummy", 4, 6, 40)
    app = make_app()
    table = table_for(app, match)
    frame(app)
    zones = table.zones(app.screen)
    told = turns_of_hand(match, 0)
    for seat in (1, 2, 3):
        name = zones.seats[position(seat, 0, 4)]["name"]
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=name.center, rel=(0, 0),
                                      buttons=(0, 0, 0)))
        drawn = texts_drawn(app, monkeypatch)
        assert f"{match.seats[seat].name} this hand" in drawn
        theirs = [words.and_list(t.phrases) for t in told if t.seat == seat]
        assert theirs and all(said[:1].upper() + said[1:] in drawn for said in theirs)
        assert not any(f"{match.seats[other].name} this hand" in drawn
                       for other in (1, 2, 3) if other != seat)
    app.handle(pygame.event.Event(pygame.WINDOWLEAVE))
    assert not any(line.endswith(" this hand") for line in texts_drawn(app, monkeypatch))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=zones.shared["stock"].center,
                                  rel=(0, 0), buttons=(0, 0, 0)))
    assert not any(line.endswith(" this hand") for line in texts_drawn(app, monkeypatch))
    assert seat_recap.lines_for(table, 1) is seat_recap.lines_for(table, 1), "kept, not replayed"


@pytest.mark.parametrize(("game", "players", "size"), [("rummy", 6, (1024, 600)),
                                                        ("pay-me", 8, (1024, 600)),
                                                        ("pay-me", 8, (1920, 1080))])
def test_a_seats_list_of_turns_stays_in_the_window_and_off_the_message_line(game, players,
                                                                              size):
    from scenes import seat_recap

    app = make_app(size)
    table = table_for(app, _played(game, players, 7, 30))
    frame(app)
    zones = table.zones(app.screen)
    band = zones.shared["message"]
    most = ["Bruno this hand", "… and 9 earlier turns"] + \
        ["Draws from the stock, lays off 10♥ on 10♠ 10♣ 10♦ and discards 8♣"] * seat_recap.MOST
    for seat in range(1, players):
        box = seat_recap.panel_rect(table, app.screen, zones, seat, most)
        assert app.screen.get_rect().contains(box), f"seat {seat}"
        assert box.bottom <= band.top or box.top >= band.bottom, f"seat {seat}"


@pytest.mark.parametrize(("game", "players", "actions"), [
    ("rummy", 2, 20), ("rummy", 3, 30), ("rummy", 4, 40), ("rummy", 6, 60), ("pay-me", 8, 297)])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_seats_list_of_turns_hides_none_of_that_seats_name_cards_or_melds(
        game, players, actions, size, monkeypatch):
    """The list had covered the melds of the very player it was about (one across the
    table), and beside a corner seat of eight the next seat's name and cards."""
    from scenes import seat_recap

    app = make_app(size)
    table = table_for(app, _played(game, players, 6, actions))
    spots = text_spots(app, monkeypatch)
    zones = table.zones(app.screen)
    assert table.geom is not None
    if players == 4:
        assert any(sp.zone == "meld" and sp.seat == 2 for sp in table.geom.sprites), \
            "Cleo, across the table, has melded"
    view = table.view
    labels = {seat: next(r for words_, r in spots.items()
                         if words_.startswith(view.names[seat] + " ·"))
              for seat in range(1, players)}
    for seat in range(1, players):
        cards = [sp.rect for sp in table.geom.sprites if sp.seat == seat]
        for turn in ("Draws from the stock and discards 9♥",
                     "Draws from the stock, lays off 10♥ on 10♠ 10♣ 10♦ and discards 8♣"):
            said = [f"{view.names[seat]} this hand", "… and 9 earlier turns"] + \
                [turn] * seat_recap.MOST
            box = seat_recap.panel_rect(table, app.screen, zones, seat, said)
            assert not box.colliderect(labels[seat]) and box.collidelist(cards) == -1, seat
            if players == 8:  # the felt between eight seats has room for it
                assert box.collidelist([r for s, r in labels.items() if s != seat]) == -1


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_on_a_crowded_table_a_list_moves_to_open_felt_rather_than_cover_another_seat(size):
    """Six seats: under Cleo's seat (top left) Bruno's name and half his cards were covered;
    the open felt a little further off covers neither his name nor much of his cards."""
    from scenes import seat_recap
    from scenes.geometry import position

    app = make_app(size)
    table = table_for(app, _played("rummy", 6, 3, 60))
    zones = table.zones(app.screen)
    view = table.view
    said = [f"{view.names[2]} this hand", *seat_recap.lines_for(table, 2)]
    box = seat_recap.panel_rect(table, app.screen, zones, 2, said)
    for other in (1, 3, 4, 5):
        cards = [sp.rect for sp in table.geom.sprites if sp.seat == other]
        fan = cards[0].unionall(cards[1:])
        covered = box.clip(fan)
        assert covered.w * covered.h < fan.w * fan.h / 5, view.names[other]
        assert not box.colliderect(zones.seats[position(other, 0, 6)]["name"]), view.names[other]


def test_the_turn_log_keeps_up_with_the_match_replaying_only_what_is_new(monkeypatch):
    """The seats' lists of turns are read while the pointer rests on a seat, after every
    action; replaying the whole match each time took 28 ms late in eight-player Pay Me."""
    from game.record import record_of, replay
    from scenes import turns

    match = _played("pay-me", 4, 7, 0)
    bots = [make_bot("normal", seat) for seat in range(4)]
    log = turns.TurnLog()
    replays: list[int] = []
    real = turns.replay
    monkeypatch.setattr(turns, "replay", lambda rec, n: replays.append(n) or real(rec, n))

    def same(viewer: int) -> None:
        replays.clear()
        got = [(t.seat, list(t.phrases), t.done) for t in log.turns(match, viewer)]
        replayed = len(replays)
        want = [(t.seat, list(t.phrases), t.done) for t in turns.turns_of_hand(match, viewer)]
        assert got == want, f"after {len(match.history)} actions"
        replays[:] = replays[:replayed]

    hands = match.hand_number
    for i in range(120):
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
        if i % 5 == 0 or match.hand_number != hands:
            same(0)
            assert len(replays) == (1 if i == 0 else 0), "only the new actions replayed"
            hands = match.hand_number
    assert match.hand_number > 2, "the log crossed hands"
    match = replay(record_of(match), len(match.history) - 6)  # an undo: another match object
    same(0)
    same(2)

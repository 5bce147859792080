"""The table played through real scenes and synthetic mouse and keyboard events."""

from __future__ import annotations

import pygame
import pytest

from game.actions import Discard, LayOff, Meld
from game.api import new_match
from game.match import Seat
from scenes.handover import HandoverScene
from scenes.new_game import NewGameScene
from scenes.table import TableScene, start_match
from scenes.title import TitleScene
from tests.helpers import ids, setup
from tests.table_helpers import (
    click,
    drag,
    frame,
    hand_sprite,
    key,
    make_app,
    settle,
    table_for,
)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RUMMY_PARLOR_HOME", str(tmp_path))
    return tmp_path


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


def test_drag_a_card_to_the_discard_pile():
    app = make_app()
    m = setup("pay-me", {0: "5H 9C KD", 1: "3S 3D 7C"}, stock="QS", discard="4C")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    click(app, table.geom.sprites[0].rect.center)  # the stock: draw
    assert len(table.view.hand) == 4
    king = ids(m, "KD", 0)[0]
    settle(app)
    pile = app.top.zones(app.screen).shared["discard"].center
    drag(app, hand_sprite(table, king).rect.center, pile)
    assert Discard(0, king) in m.history
    assert king in m.discard


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


def test_hot_seat_hides_each_hand_until_the_next_person_is_ready():
    app = make_app()
    app.push(TitleScene(app))
    match = new_match("pay-me", None, [Seat("Ann"), Seat("Bob")], seed=4)
    start_match(app, match)
    first = match.pending()[0].seat
    assert isinstance(app.top, HandoverScene) and app.top.seat == first
    frame(app)
    click(app, app.top.button("ready").rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.view.seat == first
    key(app, pygame.K_d)
    key(app, pygame.K_x)  # discard the focused card
    other = 1 - first
    assert isinstance(app.top, HandoverScene) and app.top.seat == other, \
        "the next person's hand is not shown before the device is passed"
    click(app, app.top.button("ready").rect.center)
    assert app.top is table and table.view.seat == other


def test_bots_play_until_a_person_must_act():
    app = make_app()
    app.push(TitleScene(app))
    match = new_match("three-thirteen", None,
                      [Seat("You"), Seat("B", "easy"), Seat("C", "easy")], seed=9)
    start_match(app, match)
    table = app.top
    for _ in range(200):
        frame(app, 0.2)
        if table.my_turn:
            break
    assert table.my_turn and match.pending()[0].seat == 0
    assert table.message.startswith(("Your turn", "B ", "C "))


def test_save_and_resume_after_a_restart(home):
    app = make_app()
    app.push(TitleScene(app))
    start_match(app, new_match("gin", None, [Seat("You"), Seat("Bot", "normal")], seed=11))
    table = app.top
    for _ in range(100):
        frame(app, 0.2)
        if table.my_turn:
            break
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
    app.push(TitleScene(app))
    start_match(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")], seed=2))
    table = app.top
    for _ in range(100):
        frame(app, 0.2)
        if table.my_turn:
            break
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

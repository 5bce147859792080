"""Several people at one screen: each hand hidden until its owner is ready, the pass screen
telling the turns played since, and face-down hands while the computers play."""

from __future__ import annotations

import pygame

from game.actions import Discard
from game.api import new_match
from game.match import Seat
from scenes import words
from scenes.menus.title import TitleScene
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from tests.table_helpers import click, frame, key, make_app, settle, table_for, texts_drawn


def test_hot_seat_hides_each_hand_until_the_next_person_is_ready(monkeypatch):
    app = make_app()
    app.push(TitleScene(app))
    match = new_match("pay-me", None, [Seat("Ann"), Seat("Bob")], seed=4)
    app.open_over_title("table", match=match)
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


def test_once_ready_the_next_persons_hand_comes_in_from_the_stock():
    """The table turns round to the next person: their hand is dealt in afresh, not slid
    across from the seat where it lay face down a moment ago."""
    app = make_app()
    app.push(TitleScene(app))
    match = new_match("pay-me", None, [Seat("Ann"), Seat("Bob")], seed=4)
    app.open_over_title("table", match=match)
    frame(app)
    click(app, app.top.button("ready").rect.center)
    table = app.top
    key(app, pygame.K_d)
    key(app, pygame.K_x)
    app.settings.speed = "normal"
    frame(app)
    click(app, app.top.button("ready").rect.center)
    assert app.top is table
    stock = next(s.rect for s in table.geom.sprites if s.key == "stock")
    assert {table.anim.tweens[c.id].start.topleft for c in table.hand()} == {stock.topleft}


def test_once_ready_the_melds_on_the_table_are_in_their_new_places_at_once():
    """Seen from the next seat the melds lie elsewhere; where they lay for the last person
    was never on this screen (the pass screen was), so they do not slide over from there."""
    from game.bots import make_bot

    match = new_match("rummy", None, [Seat("Ann"), Seat("Bob")], seed=5)
    bots = [make_bot("normal", seat) for seat in range(2)]
    while not match.table or match.pending()[0].kind != "draw":
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    app = make_app()
    table = table_for(app, match)
    app.settings.speed = "normal"
    melded = {c.id for meld in match.table for c in meld.cards}
    assert melded <= {s.key for s in table.geom.sprites}
    table.hand_to(1 - table.view.seat)
    frame(app)
    assert not melded & set(table.anim.tweens)


def test_the_first_person_is_handed_the_device_too_before_any_hand_shows():
    """The table would show the first person's hand at once (theirs is the view it opens
    with): the others must have looked away first."""
    app = make_app()
    app.push(TitleScene(app))
    match = new_match("pay-me", None, [Seat("Bot", "normal"), Seat("Ann"), Seat("Bob")],
                      seed=4)
    app.open_over_title("table", match=match)
    assert match.pending()[0].seat == 1 == app.stack[-2].session.viewer
    assert isinstance(app.top, HandoverScene) and app.top.seat == 1


def test_the_pass_screen_tells_each_person_the_turns_played_since_their_own(monkeypatch):
    """The others look away while a person plays, so the pass screen tells what they missed:
    the hand so far before their first turn, after it the turns since their last."""
    app = make_app()
    app.push(TitleScene(app))
    match = new_match("pay-me", None, [Seat("Ann"), Seat("Bot", "normal"), Seat("Bob")], seed=4)
    app.open_over_title("table", match=match)

    def turns_told() -> list[str]:  # in this deal every turn draws from the stock
        return [f"{match.seats[a.seat].name} draws from the stock and discards "
                f"{words.card(match.cards[a.card])}."
                for a in match.history if isinstance(a, Discard)]

    told = []
    for _ in range(5):
        settle(app)
        top = app.top
        assert isinstance(top, HandoverScene)
        drawn = texts_drawn(app, monkeypatch)
        told.append((match.seats[top.seat].name, top.recap_title, top.recap))
        assert top.recap_title in drawn and all(line in drawn for line in top.recap)
        click(app, top.button("ready").rect.center)
        key(app, pygame.K_d)
        key(app, pygame.K_x)
    bot, bob, ann, bot_again, bob_again, ann_again, bot_last = turns_told()[:7]  # bot began
    assert told[0] == ("Bob", "This hand so far", [bot])
    assert told[1] == ("Ann", "This hand so far", [bot, bob])
    assert told[2] == ("Bob", "Since Bob's last turn", [ann, bot_again]), "not Bob's own turn"
    assert told[3] == ("Ann", "Since Ann's last turn", [bot_again, bob_again])
    assert told[4] == ("Bob", "Since Bob's last turn", [ann_again, bot_last]), "not since the first"


def test_hot_seat_hands_are_face_down_while_the_bots_play(monkeypatch):
    app = make_app()
    app.settings.speed = "slow"  # the bot waits: we look during its turn
    app.push(TitleScene(app))
    match = new_match("three-thirteen", None, [Seat("Ann"), Seat("Bot", "easy"), Seat("Bob")],
                      seed=4)
    app.open_over_title("table", match=match)
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


def test_alone_against_computers_your_hand_stays_face_up_while_they_play(monkeypatch):
    match = new_match("gin", None, [Seat("You"), Seat("Bot", "normal")], seed=5)
    app = make_app()
    app.settings.speed = "slow"  # the computer waits: we look during its turn
    table = table_for(app, match)  # the computer, not the dealer, is offered the upcard first
    assert match.pending()[0].seat == 1 and not table.my_turn
    assert not table.hand_hidden
    assert all(s.card for s in table.geom.sprites if s.zone == "hand")
    assert [w for w in texts_drawn(app, monkeypatch) if "deadwood" in w], "and its deadwood"


def test_each_person_sees_the_others_clockwise_from_their_own_left():
    """Whoever holds the device sits at the bottom, the next seat on their left and the one
    after it on their right (three players: a slip of direction shows for any viewer but
    the first seat)."""
    app = make_app()
    app.push(TitleScene(app))
    match = new_match("rummy", None, [Seat(n) for n in ("Ann", "Bob", "Cy")], seed=4)
    app.open_over_title("table", match=match)
    frame(app)
    click(app, app.top.button("ready").rect.center)
    key(app, pygame.K_d)
    key(app, pygame.K_x)  # the first turn played: the device goes to the next person
    viewer = match.pending()[0].seat
    assert viewer != 0
    frame(app)
    click(app, app.top.button("ready").rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.view.seat == viewer
    frame(app)
    assert table.geom is not None
    at = {s.seat: s.rect.centerx for s in table.geom.sprites if s.zone == "seat-hand"}
    left, right = (viewer + 1) % 3, (viewer + 2) % 3
    assert at[left] < app.screen.get_width() / 2 < at[right]


def test_escape_leaves_the_pass_screen_up_and_its_menu_button_goes_to_the_title():
    """Esc must not uncover the hand of the person the device is being passed to; Menu leaves
    the match (saved as it stands) for the title."""
    app = make_app()
    app.push(TitleScene(app))
    match = new_match("pay-me", None, [Seat("Ann"), Seat("Bob")], seed=4)
    app.open_over_title("table", match=match)
    handover = app.top
    assert isinstance(handover, HandoverScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is handover, "still hidden"
    click(app, handover.button("menu").rect.center)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_a_click_begun_on_the_table_does_not_press_the_pass_screens_ready():
    """Waiting while a computer plays, a person clicks the table; the pass screen for the next
    person comes up before the button is let go: letting go must not show that hand."""
    app = make_app()
    app.settings.speed = "slow"  # the bot waits: the press comes during its turn
    app.push(TitleScene(app))
    match = new_match("three-thirteen", None, [Seat("Ann"), Seat("Bot", "easy"), Seat("Bob")],
                      seed=4)
    app.open_over_title("table", match=match)
    while match.pending()[0].seat != 0 or not isinstance(app.top, TableScene):
        if isinstance(app.top, HandoverScene):
            click(app, app.top.button("ready").rect.center)
        elif app.top.my_turn:
            key(app, pygame.K_d)
            key(app, pygame.K_x)
        else:
            frame(app, 0.05)
    key(app, pygame.K_d)
    key(app, pygame.K_x)  # Ann's turn is over: the bot plays, then the device goes to Bob
    table = app.top
    assert isinstance(table, TableScene) and match.pending()[0].seat == 1
    for _ in range(400):
        if isinstance(app.top, HandoverScene):
            break
        ready_there = HandoverScene(app, table, 2)
        ready_there.layout(app.canvas(ready_there))  # where Ready will be
        spot = ready_there.button("ready").rect.center
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
        frame(app, 0.05)
    handover = app.top
    assert isinstance(handover, HandoverScene) and handover.seat == 2
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    frame(app)
    assert app.top is handover, "Bob's hand stays hidden"
    click(app, spot)
    assert app.top is table and table.view.seat == 2, "a whole click is still a click"

"""The table itself, through real scenes and synthetic events: saving and resuming, undo,
calls and their questions, what the hand shows (deadwood, meld bars, the new tab, wild stars),
the Hint, the buttons' tips, the score panel, and a window that sleeps while nothing moves."""

from __future__ import annotations

import itertools
import json

import pygame
import pytest

import scenes.app
from game.actions import Discard, Draw, GoOut, Knock, Meld
from game.api import new_match
from game.bots import make_bot
from game.match import Decision, Seat
from game.record import read, replay
from scenes import words
from scenes.app import AWAKE, IDLE_POLL, IDLE_WAIT
from scenes.drawing import ui
from scenes.menus.confirm import ConfirmScene
from scenes.menus.title import TitleScene
from scenes.table import painting
from scenes.table.geometry import position
from scenes.table.scene import TableScene
from scenes.table.session import SORTS, Session
from tests.helpers import finished_gin, ids, make_cards, pay_me_showdown, setup
from tests.table_helpers import (
    Recording,
    click,
    drawn_rummy,
    frame,
    gin_after_drawing_kh,
    hand_sprite,
    hold,
    key,
    make_app,
    my_turn_at,
    pay_me_at_your_turn,
    played,
    settle,
    table_for,
    tap,
    text_spots,
    texts_drawn,
    texts_inked,
    texts_placed,
    throw_and_wait,
)


def test_continue_shows_the_hand_as_it_was_arranged(home):
    from scenes import storage

    app = make_app()
    table = my_turn_at(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")], 3))
    key(app, pygame.K_s)  # sort by suit, then move the focused card one place right
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    arranged = [c.id for c in table.hand()]
    assert arranged != sorted(arranged)
    entry = storage.last_unfinished()
    assert entry is not None
    hands = storage.load_save(entry.path).hands
    assert hands.orders == {0: arranged}, "saved as it changed"
    assert hands.sorts == {}, "a card moved by hand ends the sort"
    app2 = make_app()
    app2.push(TitleScene(app2))
    frame(app2)
    click(app2, app2.top.button("continue").rect.center)
    assert [c.id for c in app2.top.hand()] == arranged
    # a hand-edited order is passed over, not a reason to refuse the match
    data = json.loads(entry.path.read_text())
    for kept in ({"hand_order": {"0": ["x"], "me": [1], "1": 5}, "hand_sort": {"0": "size"}},
                 {"hand_order": {"²": [1]}, "hand_sort": {"0": [], "1": {}, "²": "rank"}}):
        data["table"] = kept
        entry.path.write_text(json.dumps(data))
        again = storage.load_save(entry.path)
        assert again.hands.orders == {} and again.hands.sorts == {}
    data["table"] = {"hand_order": {"0": [arranged[1]] * 3 + [9999, arranged[0]]}}
    entry.path.write_text(json.dumps(data))
    app3 = make_app()
    app3.push(TitleScene(app3))
    frame(app3)
    click(app3, app3.top.button("continue").rect.center)
    held = [c.id for c in app3.top.hand()]
    assert held[:2] == arranged[1::-1] and sorted(held) == sorted(arranged), \
        "a card repeated in the order is held once, a card not held is passed over"


def test_shift_and_an_arrow_move_the_focused_card_and_stop_at_the_ends():
    app = make_app()
    _, table = pay_me_at_your_turn(app)
    a, b, c = [card.id for card in table.hand()]
    table.focus = 0
    for k, order, focus in ((pygame.K_LEFT, [a, b, c], 0), (pygame.K_RIGHT, [b, a, c], 1),
                            (pygame.K_RIGHT, [b, c, a], 2), (pygame.K_RIGHT, [b, c, a], 2),
                            (pygame.K_LEFT, [b, a, c], 1)):
        key(app, k, pygame.KMOD_SHIFT)
        assert ([card.id for card in table.hand()], table.focus) == (order, focus)
    for k, focus in ((pygame.K_LEFT, 0), (pygame.K_LEFT, 2), (pygame.K_RIGHT, 0)):
        key(app, k)  # an arrow alone moves the focus, round from one end to the other
        assert ([card.id for card in table.hand()], table.focus) == ([b, a, c], focus)


def test_a_sorted_hand_stays_sorted_as_cards_come(home):
    from scenes import storage

    app = make_app()
    table = my_turn_at(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")], 3))
    key(app, pygame.K_s)
    key(app, pygame.K_d)
    assert table.new_card is not None
    assert table.hand() == sorted(table.hand(), key=SORTS["suit"]), "the new card in its place"
    entry = storage.last_unfinished()
    assert entry is not None and storage.load_save(entry.path).hands.sorts == {0: "suit"}
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
    frame(app)
    assert next(b for b in table.buttons if b.key == "undo").enabled
    key(app, pygame.K_u)
    assert len(table.session.match.history) == before
    assert [c.id for c in table.view.hand] == hand
    assert table.message == words.SAY["undone"], "the table says what happened"
    key(app, pygame.K_t)
    key(app, pygame.K_z)  # z alone is no key of the table's
    assert len(table.session.match.history) == before + 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # as in other programs
    assert len(table.session.match.history) == before
    key(app, pygame.K_d)  # the stock shows a new card: no undo
    assert not table.session.can_undo
    assert not next(b for b in table.buttons if b.key == "undo").enabled
    drawn = len(table.session.match.history)
    assert not table.session.undo(), "asked anyway, it says it did nothing"
    key(app, pygame.K_u)
    assert len(table.session.match.history) == drawn and table.message != words.SAY["undone"]


def test_undo_puts_the_cards_back_where_the_person_held_them():
    """The manual's promise: undoing a discard returns the card to its place in the hand as
    the person had arranged it, not to the end or to the engine's order."""
    app = make_app()
    table = my_turn_at(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")], seed=2))
    key(app, pygame.K_t)  # take the discard, which may be undone too
    session = table.session
    mine = list(reversed([c.id for c in session.hand_order(table.view)]))
    session.set_order(0, mine)  # arranged by hand
    assert table.act(Discard(0, mine[3])) and session.can_undo  # the computer not yet moved
    bot = session.bots[1]
    key(app, pygame.K_u)
    assert [c.id for c in session.hand_order(table.view)] == mine
    assert session.bots[1] is not bot, "the computer forgets the card it saw thrown"
    saved = replay(read(session.path))
    assert saved.history == session.match.history, "Continue would not bring the move back"
    assert len(table.view.hand) == len(mine)
    assert not session.can_undo, "one move back: the button greys after it"


def test_undo_ends_when_a_computer_shows_a_card_and_is_never_offered_between_people():
    from scenes.table.session import Session

    session = Session(new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")], seed=2))
    while (seat := session.bot_to_act()) is not None:
        session.apply(session.bot_choice(seat, session.view(seat)))
    session.apply(Draw(0, "discard"))
    taken = session.match.taken_discard
    session.apply(Discard(0, next(c for c in session.match.hands[0] if c != taken)))
    assert session.can_undo, "the computer has not played yet"
    while (seat := session.bot_to_act()) is not None and session.can_undo:
        events = session.apply(session.bot_choice(seat, session.view(seat)))
    assert any(e.seen_by(0).cards for e in events), "what ended it: a card the person saw"
    assert not session.can_undo
    friends = Session(new_match("rummy", None, [Seat("Ann"), Seat("Ben"), Seat("Bot", "easy")],
                                seed=2))
    first = friends.actor
    assert first is not None and first in friends.humans
    friends.apply(Draw(first, "discard"))  # nothing new is seen, yet another person is here
    assert not friends.can_undo
    # going out ends the hand and deals the next: its cards are new, so no undo either
    m = setup("rummy", {0: "AS 2S 3S 4H 5H 6H 7C 8C 9C KD", 1: "KC 2D 5D 9H JS QH 4C 6C 8D 3D"},
              discard="10C", hand=2, options={"target": 500})
    m.seats = (Seat("You"), Seat("Bot", "normal"))
    alone = Session(m)
    alone.apply(Draw(0, "discard"))
    runs = ("AS 2S 3S", "4H 5H 6H", "7C 8C 9C 10C")  # going rummy
    alone.apply(Meld(0, tuple(tuple(ids(m, run, 0)) for run in runs)))
    assert alone.can_undo
    alone.apply(Discard(0, ids(m, "KD", 0)[0]))
    assert m.hand_number == 3 and not m.over and not alone.can_undo


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


def test_pay_me_with_nothing_selected_melds_the_whole_hand_where_it_can():
    """4H 5H 6H 7H after the draw: out with all four, or with a discard of either end.
    With no card selected the call melds them all; with one selected, that one is thrown."""
    for select in (None, "7H"):
        app = make_app()
        m = setup("pay-me", {0: "4H 5H 6H", 1: "4S 8D KC"}, stock="7H 9S", discard="QD")
        table = table_for(app, m, bots={1: "normal"}, first=0)
        key(app, pygame.K_d)
        if select:
            click(app, hand_sprite(table, ids(m, select, 0)[0]).rect.midtop)
        key(app, pygame.K_o)
        want = ids(m, select, where="discard")[0] if select else None
        assert [a.discard for a in m.history if isinstance(a, GoOut)] == [want], select


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
    from scenes.table.painting import meld_bars

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
    assert app.top is table and "you would have 17" in table.message and table.error, \
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


def test_a_knock_with_only_one_card_to_throw_needs_no_card_selected():
    """Only K♠ leaves 10 or less (A♦ A♣ 2♥ 4♣ count 8): Knock asks about that card."""
    app = make_app()
    m = setup("gin", {0: "7S 8S 9S JH JD JC AD AC 2H 4C", 1: "KD QH 10C 9D 8D 7D 6S 5S 4S 3H"},
              stock="KS", discard="QC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_d)
    king = ids(m, "KS", 0)
    assert [a.discard for a in table.legal_of(Knock)] == king and not table.selected
    click(app, next(b for b in table.buttons if b.key == "knock").rect.center)
    assert isinstance(app.top, ConfirmScene) and "K♠" in app.top.question
    click(app, app.top.button("yes").rect.center)
    assert [a.discard for a in m.history if isinstance(a, Knock)] == king


@pytest.mark.parametrize(("hand", "drawn"), [("AS 2S 3S 4H 5H 6H 7C 8C 9C 2D", "KH"),
                                           ("AS 2S 3S 4H 5H 6H 7H 8C 9C 10C", "7D"),
                                           ("AS 2S 3S 4S 5S 6S 7S AH AD AC", "2H")])
def test_knocking_with_a_choice_of_discards_and_none_chosen_asks_for_one(hand, drawn):
    """2♦ or K♥ may be thrown: the call names them, as it does four; ten cards that would do
    are too many to name."""
    app = make_app()
    m = setup("gin", {0: hand, 1: "KD QH JC 9D 8D 6C 5C 4D 3H QS"}, stock=drawn)
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_d)
    button = next(b for b in table.buttons if b.key in ("knock", "gin"))
    click(app, button.rect.center)
    assert app.top is table and table.error
    throws = {a.discard for a in table.legal_of(Knock)}
    faces = [words.card(c) for c in table.hand() if c.id in throws]
    assert table.message == (words.SAY["select-discard"].format(cards=words.or_list(faces),
                                                                 what=button.label)
                             if len(faces) <= 4 else
                             words.SAY["select-discard-any"].format(what=button.label))
    assert len(faces) in (2, 4, 10)


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


def test_a_save_that_fails_is_said_and_the_game_goes_on(home, monkeypatch):
    (home / "data").mkdir()
    (home / "data" / "saves").write_text("a file where the saves folder should be")
    app = make_app()
    app.settings.speed = "slow"
    table = my_turn_at(app, new_match("gin", None, [Seat("You"), Seat("Bot", "normal")], 11))
    key(app, pygame.K_p if table.view.decision.kind == "upcard" else pygame.K_d)
    assert table.session.match.history, "the move was made"
    assert table.save_warning and "cannot be saved" in table.save_warning
    assert "[Errno" not in table.save_warning, "the reason in words, not the exception's text"
    spots = text_spots(app, monkeypatch)
    warning, said = spots[table.save_warning], spots[table.message.split("\n")[-1]]
    assert warning.top > said.bottom, "under the message line"
    r, g, _, _ = app.screen.get_at((warning.left - 5, warning.centery))
    assert r > 2 * g, "in a red box, as a refused move is"
    assert (home / "data" / "saves").read_text().startswith("a file"), "nothing overwritten"
    (home / "data" / "saves").unlink()  # the player makes room: the next move saves it all
    (home / "data" / "saves").mkdir()
    table.session.save()
    assert table.save_warning is None and table.session.path.exists()


def test_a_button_rested_on_says_what_it_does_and_its_key(monkeypatch):
    from scenes.table.mouse_and_keys import TIP_DELAY, keys_for

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
    app.handle(pygame.event.Event(pygame.WINDOWLEAVE))
    assert tip not in texts_drawn(app, monkeypatch), "nor once the pointer leaves the window"
    move(draw.rect.center)
    app.push(ConfirmScene(app, "Really?", lambda: None))
    assert tip not in texts_drawn(app, monkeypatch), "not under a question"
    app.pop()
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=draw.rect.center, button=3))
    frame(app, TIP_DELAY * 2)
    assert tip not in texts_drawn(app, monkeypatch), "a press hides it while the pointer stays"
    move(draw.rect.move(3, 0).center)
    frame(app, TIP_DELAY * 2)
    assert tip not in texts_drawn(app, monkeypatch), "and while it moves on the button"
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


def test_a_tip_goes_with_its_button_when_a_key_plays_the_move(monkeypatch):
    """Resting on Draw, D draws: the buttons change under the pointer, and no tip shows
    until it moves (the Draw button's is no longer true, and another's has not waited)."""
    from scenes.table.mouse_and_keys import TIP_DELAY

    app = make_app()
    _, table = pay_me_at_your_turn(app)
    draw = next(b for b in table.buttons if b.key == "draw")
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=draw.rect.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    frame(app, TIP_DELAY + 0.1)
    assert "Draw the top card of the stock (D)" in texts_drawn(app, monkeypatch)
    key(app, pygame.K_d)
    frame(app, TIP_DELAY + 0.1)
    assert "draw" not in [b.key for b in table.buttons]
    drawn = texts_drawn(app, monkeypatch)
    assert not any(line.startswith(t) for line in drawn for t in words.BUTTON_TIPS.values())


def test_a_greyed_button_other_than_undo_keeps_its_own_tip(monkeypatch):
    """Discard is greyed while two cards are selected; its tip still says what it does."""
    from scenes.table.mouse_and_keys import TIP_DELAY

    app = make_app()
    _, table = pay_me_at_your_turn(app)
    key(app, pygame.K_d)
    table.selected = {c.id for c in table.hand()[:2]}
    frame(app)
    discard = next(b for b in table.buttons if b.key == "discard")
    assert not discard.enabled
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=discard.rect.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    frame(app, TIP_DELAY + 0.1)
    assert f"{words.BUTTON_TIPS['discard']} (X or Enter)" in texts_drawn(app, monkeypatch)


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


def test_the_card_just_drawn_stays_new_while_the_turn_goes_on_with_melds():
    app, m, table = drawn_rummy("5H 6H 7H 9C KD QS 2D JC 10D 8S")
    four = ids(m, "4S", 0)[0]
    assert table.new_card == four
    table.selected = set(ids(m, "5H 6H 7H", 0))
    key(app, pygame.K_m)
    assert isinstance(m.history[-1], Meld) and table.new_card == four, "still this turn's draw"


def test_the_new_tab_stands_clear_of_the_card_chosen_beside_it(monkeypatch):
    app = make_app()
    table = my_turn_at(app, new_match("three-thirteen", None, [Seat("You"), Seat("B", "normal")],
                                      5))
    key(app, pygame.K_d)
    settle(app)
    assert table.hand()[-1].id == table.new_card
    neighbour = table.hand()[-2].id
    click(app, hand_sprite(table, neighbour).rect.move(4, 30).topleft)
    settle(app)
    assert table.selected == {neighbour}
    tab = text_spots(app, monkeypatch)[words.NEW_CARD]
    chosen, new = hand_sprite(table, neighbour).rect, hand_sprite(table, table.new_card).rect
    assert chosen.top < new.top, "the chosen card stands lifted"
    assert not tab.colliderect(chosen), "the tab leaves the chosen card's corner in sight"
    assert new.left < tab.centerx < new.right and tab.bottom <= new.top, "still over its card"


def test_the_new_tab_hemmed_in_by_chosen_cards_rises_above_them():
    surface = pygame.Surface((400, 300))
    card = pygame.Rect(100, 150, 70, 100)
    left, right = card.move(-40, -14), card.move(40, -14)
    ui.felt(surface)
    painting.new_card_tab(surface, card, [left, right])
    gold = [(x, y) for x in range(card.left, card.right) for y in range(0, card.top)
            if surface.get_at((x, y))[:3] == ui.GOLD]
    assert gold, "the tab is drawn"
    assert max(y for _, y in gold) < left.top, "above the lifted neighbours, not on them"
    assert min(x for x, _ in gold) == card.left


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
    from scenes.table.summary import SummaryScene

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
    heading = next(y for words_, (x, y) in rows if words_ == "Gin Rummy")
    assert box.top + 4 <= heading < last, "the game's name heads the panel, inside it"


def test_the_score_panels_lines_stand_inside_it_one_under_another(monkeypatch):
    """Pay Me for four: the game, the hand, the wilds, then the standings, names at the left
    and totals at the right."""
    app = make_app()
    table = table_for(app, played("pay-me", 4, 2, 0), first=0)
    zone = table.zones(app.screen).shared["score"]
    lines = [(t, r) for t, r in texts_placed(app, monkeypatch) if zone.colliderect(r)]
    assert all(zone.contains(r) for _, r in lines)
    left = [r for _, r in lines if r.right < zone.right - 40]
    right = [r for _, r in lines if r.right >= zone.right - 40]
    assert [t for t, r in lines if r in left][:3] == \
        ["Pay Me", "Hand 1 of 11", "Wild: 2s, 3s, jokers"]
    assert len(left) == 7 and len(right) == 4 and len({r.x for r in left}) == 1
    assert len({r.right for r in right}) == 1 and right[0].right - left[0].x > zone.w - 20
    assert all(a.bottom <= b.top + 1 for a, b in itertools.pairwise(left)), "one under another"


def test_each_other_seats_card_count_sits_in_a_badge_on_its_fans_last_card(monkeypatch):
    app = make_app()
    table = table_for(app, played("rummy", 4, 3, 0), first=0)
    placed = texts_placed(app, monkeypatch)
    assert table.geom is not None
    last = {s.seat: s.rect for s in table.geom.sprites if s.zone == "seat-hand"}
    assert sorted(last) == [1, 2, 3]
    for seat, card in last.items():
        badge = pygame.Rect(0, 0, 24, 24)
        badge.midtop = (card.right, card.y - 1)
        count = str(table.view.hand_counts[seat])
        assert any(t == count and abs(r.centerx - badge.centerx) <= 1
                   and abs(r.centery - badge.centery) <= 2 for t, r in placed), seat
        assert app.screen.get_at((badge.centerx, badge.top))[:3] == ui.INK_DIM, "ringed"
        assert app.screen.get_at((badge.x + 4, badge.centery))[:3] == ui.FELT_DARK, "filled"


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
    from scenes.table.geometry import place, position
    from scenes.table.layout import layout_for

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


def test_sorting_by_suit_or_by_rank_orders_a_hand_as_a_player_reads_it():
    """Spades, hearts, diamonds, clubs (each from the ace up), or ace to king (each rank in
    that suit order); jokers last either way."""
    hand = make_cards("KD JK 3S AH 3D QS")
    by_suit, by_rank = (sorted(hand, key=SORTS[how]) for how in ("suit", "rank"))
    assert [str(c) for c in by_suit] == ["3S", "QS", "AH", "3D", "KD", "JK"]
    assert [str(c) for c in by_rank] == ["AH", "3S", "3D", "QS", "KD", "JK"]


def test_a_hand_of_one_card_is_counted_in_the_singular(monkeypatch):
    app = make_app()
    m = setup("rummy", {0: "2H", 1: "AS 2S 3S 4S 7D 7H 7C"}, stock="QS KD")
    table_for(app, m, bots={1: "normal"}, first=0)
    assert "1 card · deadwood 2 · score 0" in texts_drawn(app, monkeypatch)


def test_the_seats_names_say_who_deals_and_who_plays_and_yours_sits_at_the_left(monkeypatch):
    app = make_app()
    m = played("rummy", 4, 3, 0)
    m.dealer = 1
    table = table_for(app, m, first=0)
    inked: dict[str, tuple[pygame.Rect, tuple[int, int, int]]] = {}
    for t, r, c in texts_inked(app, monkeypatch):
        inked.setdefault(t, (r, c))  # the name plates come before the score panel
    zones = table.zones(app.screen)
    labels = ["You", "Bruno · normal · dealer", "Cleo · normal", "Dmitri · normal"]
    assert sum("dealer" in t for t in inked) == 1
    for seat, label in enumerate(labels):
        rect, colour = inked[label]
        assert (colour == ui.GOLD) == (seat == 0), "the one to play in gold"
        zone = zones.seats[seat]["name"]
        if seat == 0:
            assert rect.left == zone.x + 4, "yours at the left, your hand's facts at the right"
            facts = next(r for t, (r, _) in inked.items() if t.startswith("7 cards · "))
            assert facts.right == zone.right - 4 and abs(facts.centery - rect.centery) <= 1
        else:
            assert abs(rect.centerx - zone.centerx) <= 1, "the others' over their cards"


def test_the_seats_names_are_set_at_18_on_the_wide_table_and_shrink_with_the_window(
        monkeypatch):
    """Readable across the table: 18 on the 1280x720 table, 14 on the smallest window."""
    app = make_app()
    table_for(app, played("rummy", 3, 3, 0), first=0)
    for size, points in (((1280, 720), 18), ((1024, 600), 14)):
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        frame(app)
        inked = {t: r for t, r, _ in texts_inked(app, monkeypatch)}
        assert inked["Cleo · normal"].h == ui.font(points).size("Cleo · normal")[1], size


def test_the_call_that_ends_the_hand_is_lit_and_discard_throws_one_chosen_card():
    """The calls "Pay me!" and Knock stand out from the others; Discard greys while more
    than one card is picked, as it throws one."""
    app = make_app()
    m = setup("pay-me", {0: "4S 5S 6S", 1: "3S 3D 7C"}, stock="KD", discard="4C")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_d)  # KD: 4S 5S 6S is a run, so throwing KD calls "Pay me!"
    frame(app)
    calls = {b.key: b for b in table.buttons}
    assert calls["pay-me"].accent and not calls["discard"].accent
    picked = []
    for text in ("KD", "4S"):
        picked.append(text)
        click(app, hand_sprite(table, ids(m, text, 0)[0]).rect.center)
        frame(app)
        discard = next(b for b in table.buttons if b.key == "discard")
        assert discard.enabled == (len(picked) == 1), picked
    _, gin = gin_after_drawing_kh(app)
    frame(app)
    calls = {b.key: b for b in gin.buttons}
    assert calls["knock"].accent and not calls["discard"].accent


TOOLS = {"sort-rank", "sort-suit", "arrange", "hint", "undo", "scores", "rules", "menu"}


def test_the_calls_at_the_right_are_the_moves_open_now_and_take_discard_takes_it():
    app = make_app()
    m, table = pay_me_at_your_turn(app)

    def calls() -> list[str]:
        return [b.key for b in table.buttons if b.key not in TOOLS]

    assert calls() == ["draw", "take"], "no Done before anyone has called"
    click(app, next(b for b in table.buttons if b.key == "take").rect.center)
    frame(app)
    assert ids(m, "4C", 0) and calls() == ["discard"]
    showdown = pay_me_showdown("JK 4S 9C", "6S 7S 8S")
    table = table_for(app, showdown, bots={1: "normal"})
    assert calls() == ["layoff", "done"]
    assert next(b for b in table.buttons if b.key == "done").accent, "finishing is lit"


def test_the_tables_buttons_grow_with_the_window_and_keep_apart():
    heights = []
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        app = make_app(size)
        _, table = pay_me_at_your_turn(app)
        frame(app)
        zones = table.zones(app.screen)
        assert {b.rect.h for b in table.buttons} == {int(34 * zones.scale)}, size
        rects = [b.rect for b in table.buttons]
        assert not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2))
        tools = [b.rect for b in table.buttons if b.key in TOOLS]
        assert all(zones.shared["tools"].contains(r) for r in tools), "two by two in their place"
        assert zones.shared["tools"].right - max(r.right for r in tools) <= 1, "across it"
        heights.append(table.buttons[0].rect.h)
    assert heights[0] < heights[1] < heights[2]


def test_a_hand_that_goes_gin_is_offered_gin_not_knock():
    app = make_app()
    _, table = gin_after_drawing_kh(app, tenth="10C")
    frame(app)
    keys = [b.key for b in table.buttons]
    assert "gin" in keys and "knock" not in keys


@pytest.mark.parametrize(("game", "preset", "said"), [
    ("pay-me", None, "Wild: 2s, 3s, jokers"), ("pay-me", "classic", "Wild: 3s, jokers"),
    ("three-thirteen", None, "Wild: 3s"), ("rummy", None, None), ("gin", None, None)])
def test_the_score_panel_names_the_wild_cards_of_this_hand_and_only_those_in_the_deck(
        game, preset, said, monkeypatch):
    """Three Thirteen plays without jokers: none are named."""
    app = make_app()
    m = new_match(game, None, [Seat("You"), Seat("Bot", "normal")], seed=2, preset=preset)
    table_for(app, m)
    wild = [t for t in texts_drawn(app, monkeypatch) if t.startswith("Wild:")]
    assert wild == ([said] if said else [])


def test_a_new_match_is_dealt_card_by_card_and_a_resumed_one_comes_in_at_once():
    app = make_app()
    app.settings.speed = "normal"  # cards glide, as they do for a player
    app.push(TitleScene(app))
    app.open_over_title("table",
                        match=new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], 4))
    frame(app, 0.0)
    table = app.top
    delays = sorted(table.anim.tweens[c.id].delay for c in table.hand())
    assert len(set(delays)) == len(delays) == 10 and delays[0] < delays[-1], "one by one"
    app.open_over_title("table", save=table.session.path)
    frame(app, 0.0)
    assert app.top is not table
    assert {app.top.anim.tweens[c.id].delay for c in app.top.hand()} == {0.0}, \
        "no deal again: the hand glides in whole"


def test_a_move_out_of_turn_says_whom_the_table_waits_for_and_plays_nothing():
    from game.match import Decision
    from scenes.table.session import Session

    m = setup("three-thirteen", {0: "5S 6S 7S KD", 1: "KS QD JH 10C"}, stock="2C",
              discard="QC", hand=2)
    m.seats = (m.seats[0], Seat("Bruno", "normal"))
    m.decision = Decision(1, "draw")
    app = make_app()
    table = TableScene(app, Session(m), dealt=False)
    app.push(table)
    app.draw()  # the table laid out, and no time passed: the computer has not moved yet
    stock = table.zones(app.screen).shared["stock"].center

    def keyed(k: int, mod: int = 0):  # type: ignore[no-untyped-def]
        return lambda: tap(app, k, mod)

    calls = [keyed(k) for k in (pygame.K_d, pygame.K_t, pygame.K_m, pygame.K_l, pygame.K_x,
                                pygame.K_o, pygame.K_k, pygame.K_p, pygame.K_f)]
    for press in (*calls, keyed(pygame.K_l, pygame.KMOD_SHIFT),
                  lambda: [app.handle(pygame.event.Event(kind, pos=stock, button=1))
                           for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]):
        table.say("")
        press()
        assert (table.message, table.error) == ("Bruno is thinking…", True)
        assert m.history == []
    over = finished_gin(3)
    ended = TableScene(app, Session(over), dealt=False)
    app.push(ended)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode=""))
    assert (ended.message, ended.error) == ("The match is over", True)


def rummy_at_a_normal_pace() -> tuple[scenes.app.App, TableScene]:
    """Your turn in a new two-player Rummy, cards moving at the normal pace from now on."""
    app = make_app()
    table = table_for(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "easy")], 4),
                      first=0)
    app.settings.speed = "normal"
    return app, table


def test_a_resized_window_puts_every_card_straight_in_its_new_place():
    """Dragging a window's edge resizes it many times a second: the cards must not fly in
    from the stock each time, nor finish a glide across the old layout."""
    app, table = rummy_at_a_normal_pace()
    key(app, pygame.K_d)
    frame(app, 0.01)
    assert table.anim.busy, "the card drawn glides into the hand"
    for size in ((1100, 650), (1180, 700)):
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        frame(app, 0.0)
        assert not table.anim.busy
        assert table.geom is not None
        assert all(table.anim.where(s.key)[0] == s.rect for s in table.geom.sprites)
    key(app, pygame.K_x)
    frame(app, 0.01)
    assert table.anim.busy, "after it, cards glide again"


def test_a_card_drawn_from_the_stock_turns_face_up_on_its_way_over_the_others(monkeypatch):
    from scenes.table import painting

    app, table = rummy_at_a_normal_pace()
    drawn: list[tuple[object, bool]] = []  # (key, gliding), in drawing order
    faced: set[int] = set()  # the cards whose faces were drawn
    blit, face = painting.blit_card, app.art.face

    def noted(t, surface, sprite, *args):  # type: ignore[no-untyped-def]
        drawn.append((sprite.key, t.anim.where(sprite.key)[1] is not None))
        blit(t, surface, sprite, *args)

    def seen(card, h):  # type: ignore[no-untyped-def]
        faced.add(card.id)
        return face(card, h)

    widths: list[int] = []  # of the card images scaled: a turning card narrows, then widens
    scale = pygame.transform.scale

    def scaled(img, size):  # type: ignore[no-untyped-def]
        widths.append(size[0])
        return scale(img, size)

    monkeypatch.setattr(painting, "blit_card", noted)
    monkeypatch.setattr(app.art, "face", seen)
    monkeypatch.setattr(pygame.transform, "scale", scaled)
    key(app, pygame.K_d)
    new = table.new_card
    width = hand_sprite(table, new).rect.w
    faces = []
    for _ in range(40):
        drawn.clear()
        faced.clear()
        frame(app, 0.02)
        assert new in [k for k, _ in drawn]
        faces.append(new in faced)
        gliding = [g for _, g in drawn]
        assert gliding == sorted(gliding), "what glides is drawn over what stands still"
        if not table.anim.busy:
            break
    assert not table.anim.busy and faces[-1], "face up in the hand"
    assert faces[0] is False, "the stock's back first"
    assert faces == sorted(faces), "turned once, and stays face up"
    assert len(drawn) == len({k for k, _ in drawn}), "each card drawn once"
    assert 1 <= min(widths) < width // 4 and max(widths) > width * 3 // 4, "edge-on midway"


def test_a_turning_card_narrows_about_its_middle():
    app, table = rummy_at_a_normal_pace()
    key(app, pygame.K_d)
    narrowed = 0
    for _ in range(40):
        frame(app, 0.02)
        rect, tween = table.anim.where(table.new_card)
        if tween is None:
            break
        surface = Recording(app.screen.get_size())
        table.draw(surface)
        for (w, h), (x, y) in surface.blits:
            if h == rect.h and y == rect.y and w < rect.w:
                assert x == rect.x + (rect.w - w) // 2
                narrowed += 1
    assert narrowed


def test_a_card_melded_from_the_hand_shrinks_to_the_tables_size_on_its_way(monkeypatch):
    app = make_app()
    m = setup("rummy", {0: "5H 6H 7H 9C KD QS 2D JC 10D 8S", 1: "3S 3D 7C 8C 9D JS QH 5C 6D 10S"},
              stock="4S", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_d)
    six = ids(m, "6H", 0)[0]
    big = hand_sprite(table, six).rect.size
    app.settings.speed = "normal"
    sizes: list[tuple[int, int]] = []
    scale = pygame.transform.scale

    def scaled(img, size):  # type: ignore[no-untyped-def]
        sizes.append(tuple(size))
        return scale(img, size)

    monkeypatch.setattr(pygame.transform, "scale", scaled)
    table.selected = set(ids(m, "5H 6H 7H", 0))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode=""))
    frame(app, 0.0)
    assert table.geom is not None
    small = next(s.rect.size for s in table.geom.sprites if s.key == six)
    assert small[1] < big[1], "cards on the table are smaller than in the hand"
    frame(app, 0.1)
    rect, tween = table.anim.where(six)
    assert tween is not None and small[1] < rect.h < big[1]
    assert rect.size in sizes, "drawn at the size it has reached"


def first_glide(app, table, card: int) -> pygame.Rect:  # type: ignore[no-untyped-def]
    """Where `card` glides from (at a normal pace)."""
    for _ in range(200):
        frame(app, 0.02)
        if (tween := table.anim.tweens.get(card)) is not None:
            return tween.start
    raise AssertionError("the card never glided")


def at_the_computers_turn(app, m) -> TableScene:  # type: ignore[no-untyped-def]
    """The rigged two-player `m` opened at seat 1's turn, a normal computer's, cards at a
    normal pace (`table_for` would let it play before the first glide could be seen)."""
    app.settings.speed = "normal"
    m.seats = (m.seats[0], Seat(m.seats[1].name, "normal"))
    m.decision = Decision(1, "draw")
    table = TableScene(app, Session(m), dealt=False)
    app.push(table)
    return table


def nearest(rect: pygame.Rect, places: dict[str, pygame.Rect]) -> str:
    return min(places, key=lambda k: pygame.Vector2(places[k].center).distance_to(rect.center))


def test_your_hand_and_the_pile_show_their_faces_and_the_others_hands_their_backs():
    app, table = rummy_at_a_normal_pace()
    assert table.geom is not None

    def shows(sprite, img) -> bool:  # type: ignore[no-untyped-def]
        w, h = img.get_size()
        spots = [(w // 2, h // 2), (w // 3, h // 3), (w * 2 // 3, h * 2 // 3)]
        # near, not equal: the art is not quite opaque, so the felt tints it a little
        return all(pygame.Vector3(app.screen.get_at((sprite.rect.x + x, sprite.rect.y + y))[:3])
                   .distance_to(img.get_at((x, y))[:3]) < 8 for x, y in spots)

    by_zone = {s.zone: s for s in table.geom.sprites}  # the last of each: drawn over the rest
    assert shows(by_zone["hand"], app.art.face(by_zone["hand"].card, by_zone["hand"].rect.h))
    assert shows(by_zone["discard"], app.art.face(by_zone["discard"].card,
                                                  by_zone["discard"].rect.h))
    assert shows(by_zone["seat-hand"], app.art.back(by_zone["seat-hand"].rect.h))
    assert not shows(by_zone["seat-hand"], app.art.face(by_zone["hand"].card,
                                                        by_zone["seat-hand"].rect.h))


def test_the_hand_and_the_piles_cast_shadows_and_the_others_fans_lie_flat():
    app = make_app()
    table = table_for(app, new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], 4),
                      first=0)
    assert table.geom is not None
    by_zone = {s.zone: s.rect for s in table.geom.sprites}  # the last of each
    for zone in ("hand", "discard", "stock", "seat-hand"):
        rect = by_zone[zone]
        shaded = [app.screen.get_at(spot)[:3] == ui.FELT_DARK for spot in (
            (rect.centerx, rect.bottom + 1), (rect.right + 1, rect.centery))]
        assert shaded == [zone != "seat-hand"] * 2, zone  # below and to the right, as if lit
        assert app.screen.get_at((rect.left - 2, rect.centery))[:3] != ui.FELT_DARK, zone


def test_the_deal_goes_round_the_table_a_card_at_a_time():
    """Dealt as at a real table: the dealer's left first, one card to each seat in turn,
    each card a beat after the last; yours turn face up, the others' stay backs."""
    app = make_app()
    app.settings.speed = "normal"
    match = new_match("rummy", None, [Seat("You"), Seat("Bot", "easy"), Seat("Cleo", "easy")], 4)
    assert match.dealer == 0, "the deal starts at the seat after yours"
    table = TableScene(app, Session(match), dealt=True)
    table.session.bot_to_act = lambda: None  # type: ignore[method-assign]
    app.push(table)
    frame(app, 0.0)
    assert table.geom is not None
    beat = app.settings.pace * 0.12
    for seat in range(3):
        keys = [s.key for s in table.geom.sprites if s.seat == seat
                and s.zone in ("hand", "seat-hand")]
        tweens = [table.anim.tweens[k] for k in keys]
        assert len(tweens) == 7
        assert [t.delay for t in tweens] == pytest.approx(
            [(k * 3 + (seat - match.dealer - 1) % 3) * beat for k in range(7)])
        assert all(t.flip == (seat == 0) for t in tweens)


def test_a_card_taken_from_the_pile_glides_from_it_face_up():
    app, table = rummy_at_a_normal_pace()
    key(app, pygame.K_t)
    start = first_glide(app, table, table.new_card)
    shared = table.zones(app.screen).shared
    assert nearest(start, {"stock": shared["stock"], "pile": shared["discard"]}) == "pile"
    assert table.anim.where(table.new_card)[1].face_shown(), "no turning over: it was face up"


def test_a_card_a_computer_takes_from_the_pile_glides_from_it_into_its_hand():

    app = make_app()
    m = setup("gin", {0: "2S 4H 6D 8C 10S QH 3D 5C 7S 9H", 1: "5H 6H KS KD 2C 4C 9C JD QC AS"},
              stock="AD 3C", discard="7H")
    table = at_the_computers_turn(app, m)
    start = first_glide(app, table, ("back", 1, 10))  # its eleventh card
    assert m.history[0] == Draw(1, "discard")
    zones = table.zones(app.screen)
    places = {"stock": zones.shared["stock"], "pile": zones.shared["discard"],
              "theirs": zones.seats[position(1, 0, 2)]["hand"]}
    assert nearest(start, places) == "pile"


def test_a_card_drawn_from_a_renewed_stock_comes_off_the_gathered_pile():
    """The stock ran out: the discards are gathered up where they lie and glide over to
    become the stock, so the card drawn starts from there, not from the empty stock's place."""
    app = make_app()
    m = setup("rummy", {0: "2S 4H 6D 8C 10S QH 3D 5C 7S 9H", 1: "5H 6H 7H KS KD 2C 4C 9C JD QC"},
              discard="AC")
    m.discard, m.stock = m.stock + m.discard, []
    table = table_for(app, m, bots={1: "easy"}, first=0)
    app.settings.speed = "normal"
    key(app, pygame.K_d)
    start = first_glide(app, table, table.new_card)
    shared = table.zones(app.screen).shared
    assert nearest(start, {"stock": shared["stock"], "pile": shared["discard"]}) == "pile"


def test_a_computers_meld_glides_in_from_its_seat():
    app = make_app()
    m = setup("rummy", {0: "2S 4H 6D 8C 10S QH 3D 5C 7S 9H", 1: "5H 6H 7H KS KD 2C 4C 9C JD QC"},
              stock="AS", discard="AD", players=2)
    five = ids(m, "5H", 1)[0]
    table = at_the_computers_turn(app, m)
    start = first_glide(app, table, five)
    assert any(isinstance(a, Meld) for a in m.history), "the computer melded"
    assert start.center == table.zones(app.screen).seats[position(1, 0, 2)]["hand"].center
    assert table.anim.tweens[five].face_shown(), "face up as it is laid, with no turning over"


def test_the_hands_melds_are_solved_again_only_when_the_hand_changes(monkeypatch):
    """The table asks for them every frame (the deadwood beside the hand, the marks under it)."""
    import scenes.table.scene

    app = make_app()
    table = my_turn_at(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")], 3))
    real, solved = scenes.table.scene.held_arrangement, []

    def counted(hand, rules):  # type: ignore[no-untyped-def]
        solved.append(len(hand))
        return real(hand, rules)

    monkeypatch.setattr(scenes.table.scene, "held_arrangement", counted)
    for _ in range(3):
        frame(app)
    assert solved == [], "the hand as it was when last solved"
    key(app, pygame.K_d)
    assert solved == [len(table.hand())], "a card more: solved afresh, once"


def test_a_hinted_card_thrown_and_taken_back_by_undo_is_no_longer_marked():
    """The hint was for the hand as it stood: once its card is gone, its red ring is gone
    for good, and Discard with nothing chosen does not throw it again."""
    app = make_app()
    table = my_turn_at(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")], seed=2))
    key(app, pygame.K_t)
    key(app, pygame.K_h)
    hinted = table.hint_discard
    assert hinted is not None
    assert table.act(Discard(0, hinted)) and table.session.can_undo
    key(app, pygame.K_u)
    assert hinted in [c.id for c in table.hand()] and table.hint_discard is None


def test_the_keyboards_focus_stays_on_its_card_as_the_hand_changes():
    app = make_app()
    table = my_turn_at(app, new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")], seed=2))
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert table.focus == 2
    key(app, pygame.K_d)
    assert table.focus == 2, "not sent back to the first card by the draw"

"""Tong-Its at the table: chips by the names and the pot in the middle, the discard taken into
a meld (by keys and by mouse), a four laid face down, the Draw call and its answers (against
computers and by people sharing the screen), the payments on the summary, and whole matches
played by the keyboard alone and by the mouse alone."""

from __future__ import annotations

import pygame
import pytest

from game.actions import Call, Discard, Meld
from game.api import new_match
from game.decisions import Form, Kind
from game.match import Match, Seat
from scenes import words
from scenes.menus.title import TitleScene
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from scenes.table.summary import ScoreSheetScene, SummaryScene
from tests.table_helpers import (
    click,
    drag,
    frame,
    hand_sprite,
    key,
    make_app,
    play_to_the_end,
    select_by_keys,
    table_for,
    texts_drawn,
)
from tests.test_tong_its import DEAL_A, ids, loose, new, one, opened_round

COMPUTERS = {1: "normal", 2: "normal"}


def with_seats(m: Match, bots: dict[int, str]) -> Match:
    m.seats = tuple(Seat(s.name, bots.get(i)) for i, s in enumerate(m.seats))
    return m


def wait_for_person(app, table: TableScene, steps: int = 200) -> None:  # type: ignore[no-untyped-def]
    for _ in range(steps):
        frame(app, 0.2)
        if (table.my_turn and not table.anim.busy) or isinstance(app.top, SummaryScene):
            return


def test_chips_stand_by_each_name_and_the_pot_and_ante_in_the_middle(monkeypatch):
    app = make_app()
    m = new(DEAL_A)
    table = table_for(app, m, bots=COMPUTERS)
    drawn = texts_drawn(app, monkeypatch)
    assert words.SAY["pot"].format(n=6) in drawn and words.SAY["ante"].format(n=2) in drawn
    assert drawn.count("98") >= 3, "each seat's chips, the ante paid, by its name"
    assert table.view.decision is not None and table.view.decision.kind == Kind.PLAY
    assert "draw" not in [b.key for b in table.buttons], "the dealer starts without drawing"


def test_the_discard_is_taken_into_a_meld_with_the_cards_selected_by_keys(monkeypatch):
    app = make_app()
    m = new(DEAL_A)
    m.apply(Discard(0, one(m, "7H")))
    table = table_for(app, m, bots={0: "normal", 2: "normal"})
    assert table.view.seat == 1 and table.my_turn
    keys = [b.key for b in table.buttons]
    assert "take" in keys and "call:draw" not in keys, "not opened: no Draw call"
    assert words.DRAW_WAYS["take-meld"].format(card=words.card(m.cards[one(m, "7H")])) \
        in table.message
    taken = len(m.history)
    key(app, pygame.K_t)  # with nothing selected, the one meld it makes is taken
    assert len(m.history) == taken + 1 and m.table[0].owner == 1
    assert {c.id for c in m.table[0].fit.cards} == set(ids(m, "7H 7S 7D"))


def swap(m: Match, seat: int, mine: str, theirs: str) -> None:
    """Give `seat` the cards `theirs` (wherever they are) for its cards `mine`."""
    for give, get in zip(ids(m, mine), ids(m, theirs), strict=True):
        place = next(p for p in (*m.hands, m.stock) if get in p)
        place[place.index(get)] = give
        m.hands[seat][m.hands[seat].index(give)] = get


def test_with_several_melds_possible_take_names_the_cards_to_select():
    app = make_app()
    m = new(DEAL_A)
    m.apply(Discard(0, one(m, "7H")))
    swap(m, 1, "9H 10C", "5H 6H")  # 7H melds with 7S 7D, or with 5H 6H
    table = table_for(app, m, bots={0: "normal", 2: "normal"})
    before = len(m.history)
    key(app, pygame.K_t)
    assert len(m.history) == before, "two ways to meld it: none taken unasked"
    assert table.message.startswith("Select the cards to meld 7♥ with")
    assert "5♥ 6♥" in table.message and "7♠ 7♦" in table.message
    select_by_keys(app, table, ids(m, "5H 6H"))
    key(app, pygame.K_t)
    assert len(m.history) == before + 1
    assert {c.id for c in m.table[0].fit.cards} == set(ids(m, "5H 6H 7H"))


def test_the_discard_is_dragged_into_a_meld_with_the_cards_clicked():
    app = make_app()
    m = new(DEAL_A)
    m.apply(Discard(0, one(m, "7H")))
    table = table_for(app, m, bots={0: "normal", 2: "normal"})
    for cid in ids(m, "7S 7D"):
        click(app, hand_sprite(table, cid).rect.center)
    assert table.selected == set(ids(m, "7S 7D"))
    pile = table.zones(table.canvas()).shared["discard"]
    w, h = app.screen.get_size()
    drag(app, pile.center, (w // 2 - 250, h * 2 // 3))  # off its pile, onto the table
    assert len(m.table) == 1 and m.table[0].owner == 1
    assert {c.id for c in m.table[0].fit.cards} == set(ids(m, "7H 7S 7D"))


def test_a_four_of_a_kind_goes_face_down_by_its_key_and_shows_backs_to_the_others(monkeypatch):
    app = make_app()
    m = new(new_deal_with_kings())
    table = table_for(app, m, bots=COMPUTERS)
    assert "choose:face-down" in [b.key for b in table.buttons]
    assert "face down (B)" in table.message
    key(app, pygame.K_b)  # the only four: laid face down without selecting it
    assert m.table[0].face_down and m.table[0].owner == 0
    assert words.SAY["face-down-mark"] in texts_drawn(app, monkeypatch)
    m.apply(Discard(0, one(m, "4C")))
    # the next seat's view, as its table draws it: four backs where the kings lie
    seen = m.view(1)
    assert seen.table[0].face_down and seen.table[0].cards == () and seen.table[0].count == 4


def new_deal_with_kings():  # type: ignore[no-untyped-def]
    from tests.test_tong_its import deal
    return deal("KS KH KD KC 2S 5H 8D 9C 3D 6S 7H 10C 4C", "AS 3S 4S 5S 6H 7S 8S 9S 10S JS AH QH",
                "2H 3H 4H 5D 6D 8H 10H JH AD 2D QS JD")


def test_a_draw_is_called_by_its_key_and_the_computers_answer_it(monkeypatch):
    app = make_app()
    app.push(TitleScene(app))
    m = with_seats(opened_round(loose("2C", "5C", "3C")), COMPUTERS)
    app.open_over_title("table", match=m)
    table = app.top
    assert isinstance(table, TableScene)
    wait_for_person(app, table)
    assert table.my_turn and "call:draw" in [b.key for b in table.buttons]
    assert words.CALL_WAYS["draw"] in table.message
    key(app, pygame.K_w)
    assert m.history[-1].kind == "call" or m.results, "called"
    for _ in range(100):
        if m.results:
            break
        frame(app, 0.2)
    assert m.results and m.results[-1].winner == 0  # the lowest deadwood, 2
    for _ in range(30):
        frame(app, 0.2)
        if isinstance(app.top, SummaryScene):
            break
    assert isinstance(app.top, SummaryScene)
    drawn = " ".join(texts_drawn(app, monkeypatch))
    assert "Bruno pays" in drawn and "Cleo pays" in drawn and "draw" in drawn


def test_a_person_asked_about_a_draw_call_challenges_by_key_and_sees_the_payments(monkeypatch):
    app = make_app()
    m = with_seats(opened_round(loose("6C", "2C", "5C")), {0: "normal", 2: "normal"})
    m.apply(Call(0, "draw"))
    table = table_for(app, m)
    assert table.view.seat == 1 and table.my_turn
    d = table.view.decision
    assert d is not None and (d.kind, d.form) == (Kind.RESPOND, Form.POLL)
    assert [b.key for b in table.buttons[:2]] == ["call:fold", "call:challenge"]
    assert "fold, or challenge with your deadwood of 2" in table.message
    assert "Ann calls a draw" in table.message
    key(app, pygame.K_c)
    assert m.history[-1].kind == "call"
    for _ in range(60):
        if m.results:
            break
        frame(app, 0.2)
    result = m.results[-1]
    assert result.winner == 1, "Bruno's 2 beats the caller's 6"
    for _ in range(30):
        frame(app, 0.2)
        if isinstance(app.top, SummaryScene):
            break
    drawn = " ".join(texts_drawn(app, monkeypatch))
    assert "Ann pays 3: challenged draw 3" in drawn


def test_people_sharing_the_screen_answer_a_draw_call_each_behind_the_pass_screen():
    app = make_app()
    app.push(TitleScene(app))
    m = opened_round(loose("2C", "5C", "3C"))
    m.apply(Call(0, "draw"))
    app.open_over_title("table", match=m)
    assert isinstance(app.top, HandoverScene) and app.top.seat == 1
    app.top.pressed("ready")
    table = app.top
    assert isinstance(table, TableScene) and table.view.seat == 1
    key(app, pygame.K_n)  # Bruno folds
    assert isinstance(app.top, HandoverScene) and app.top.seat == 2, "Cleo's turn to answer"
    app.top.pressed("ready")
    assert table.view.seat == 2 and table.my_turn
    assert [a.call for a in table.view.legal] == ["fold", "challenge"]  # type: ignore[attr-defined]
    key(app, pygame.K_c)
    assert m.results and m.results[-1].winner == 0


def by_keys(app, table: TableScene) -> None:  # type: ignore[no-untyped-def]
    """The person's decision with the keyboard alone: draw, take what the hint offers or
    throw a card, fold when a draw is called."""
    d = table.view.decision
    assert d is not None
    if d.kind == Kind.DRAW:
        key(app, pygame.K_d)
    elif d.kind == Kind.RESPOND:
        key(app, pygame.K_n)
    else:
        melds = [a for a in table.view.legal if isinstance(a, Meld)]
        if melds:
            select_by_keys(app, table, melds[0].melds[0])
            key(app, pygame.K_m)
        else:
            table.focus = len(table.hand()) - 1
            key(app, pygame.K_x)


def by_mouse(app, table: TableScene) -> None:  # type: ignore[no-untyped-def]
    """The person's decision with the mouse alone: click the stock, drag a card to the
    discard pile, press Fold."""
    d = table.view.decision
    assert d is not None
    zones = table.zones(table.canvas())
    if d.kind == Kind.DRAW:
        click(app, zones.shared["stock"].center)
    elif d.kind == Kind.RESPOND:
        click(app, next(b for b in table.buttons if b.key == "call:fold").rect.center)
    else:
        card = table.hand()[-1].id
        drag(app, hand_sprite(table, card).rect.center, zones.shared["discard"].center)


@pytest.mark.parametrize("move", [by_keys, by_mouse], ids=["keys", "mouse"])
def test_a_whole_match_is_played_at_the_table(move, monkeypatch):
    app = make_app()
    app.push(TitleScene(app))
    m = new_match("tong-its", {"hands": 6}, [Seat("You"), Seat("Bruno", "normal"),
                                             Seat("Cleo", "easy")], 7)
    app.open_over_title("table", match=m)
    met = play_to_the_end(app, m, move)
    assert m.over and {Kind.DRAW, Kind.PLAY} <= met
    assert len(m.results) == 6 or min(m.totals) <= 0
    for _ in range(20):
        frame(app, 0.2)
    top = app.top
    if isinstance(top, SummaryScene):
        top.pressed("scores")
        frame(app)
    assert isinstance(app.top, ScoreSheetScene)
    drawn = " ".join(texts_drawn(app, monkeypatch))
    assert "most chips win" in drawn or "wins the match" in drawn


def test_the_hint_suggests_taking_the_discard_into_its_meld_with_its_cards_selected():
    app = make_app()
    m = new(DEAL_A)
    m.apply(Discard(0, one(m, "7H")))
    table = table_for(app, m, bots={0: "normal", 2: "normal"})
    key(app, pygame.K_h)
    assert table.message.endswith("Suggested: take 7♥ into 7♥ 7♠ 7♦ (selected: press Take "
                                  "discard)")
    assert table.selected == set(ids(m, "7S 7D")) and table.hint_pile == "discard"
    key(app, pygame.K_t)
    assert m.table and {c.id for c in m.table[0].fit.cards} == set(ids(m, "7H 7S 7D"))


def test_the_hint_suggests_laying_a_four_face_down_with_its_cards_selected():
    app = make_app()
    m = new(new_deal_with_kings())
    table = table_for(app, m, bots=COMPUTERS)
    key(app, pygame.K_h)
    assert table.message.endswith("Suggested: lay K♠ K♥ K♦ K♣ face down (selected: press Lay "
                                  "face down)")
    assert table.selected == set(ids(m, "KS KH KD KC"))

"""What a call shows: a person's melds as they hold them (knocking or going out uses the
hand's order to choose among equally good arrangements, which decides what others may lay
off), a knocker's deadwood, face up, and a lay-off prompt that says when nothing fits."""

from __future__ import annotations

import pygame
import pytest

from game.actions import Draw, GoOut, Knock, LayOff
from game.match import Decision
from scenes.drawing import ui
from scenes.menus.confirm import ConfirmScene
from scenes.table import mouse_and_keys
from scenes.table.turns import told_action
from tests.helpers import ids, setup
from tests.table_helpers import (
    click,
    drag,
    frame,
    hand_sprite,
    hold,
    key,
    make_app,
    settle,
    table_for,
    texts_placed,
)

RUN_FIRST = "AS 2S 3S 4S 4H 4D 4C"  # a run of four and a set of three …
SET_FIRST = "AS 2S 3S 4H 4D 4C 4S"  # … or a run of three and a set of four


def held_in(table, m, order: str) -> None:  # type: ignore[no-untyped-def]
    first = ids(m, order, 0)
    table.session.set_order(0, first + [c.id for c in table.hand() if c.id not in first])
    frame(table.app)


def test_a_knock_shows_the_melds_as_the_hand_holds_them():
    """What the opponent may lay off depends on it: 5♠ on a run up to 4♠, or not at all."""
    for order, shown in ((RUN_FIRST, ["AS 2S 3S 4S", "4H 4D 4C"]),
                         (SET_FIRST, ["AS 2S 3S", "4H 4D 4C 4S"])):
        m = setup("gin", {0: RUN_FIRST + " 2D 3C 5H", 1: "KS KD QH JH 10C 9D 8S 7D 6S 5S"},
                  stock="KH", discard="QC")
        app = make_app()
        table = table_for(app, m, bots={1: "normal"}, first=0)
        m.decision = Decision(0, "draw")
        table.refresh()
        click(app, table.zones(app.screen).shared["stock"].center)
        held_in(table, m, order)
        king = ids(m, "KH", 0)[0]
        click(app, hand_sprite(table, king).rect.midtop)
        click(app, next(b for b in table.buttons if b.key == "knock").rect.center)
        click(app, app.top.button("yes").rect.center)
        knock = next(a for a in m.history if isinstance(a, Knock))
        assert knock.discard == king
        assert [" ".join(str(m.cards[c]) for c in group) for group in knock.melds] == shown
        laid = [str(m.cards[a.card]) for a in m.history if isinstance(a, LayOff)]
        assert ("5S" in laid) == (order == RUN_FIRST), "5♠ goes on A♠-4♠, not on A♠-3♠"


def test_going_out_shows_the_melds_as_held():
    m = setup("three-thirteen", {0: RUN_FIRST, 1: "KS QD JH 10C 9C 8D 6H"}, stock="KD",
              discard="QC", hand=5)
    app = make_app()
    table = table_for(app, m, bots={1: "normal"}, first=0)
    m.decision = Decision(0, "draw")
    table.refresh()
    key(app, pygame.K_d)
    held_in(table, m, SET_FIRST)
    king = ids(m, "KD", 0)[0]
    drag(app, hand_sprite(table, king).rect.center,
         table.zones(app.screen).shared["discard"].center)
    assert isinstance(app.top, ConfirmScene)
    click(app, app.top.buttons[0].rect.center)
    out = next(a for a in m.history if isinstance(a, GoOut))
    assert out.discard == king
    assert [len(group) for group in out.melds] == [3, 4]
    settle(app)  # the other's final turn: the hand ends
    assert [len(g) for g in m.results[-1].shown[0].melds] == [3, 4], "and the summary"


def after_a_knock(mine: str):  # type: ignore[no-untyped-def]
    """The table after the computer knocked with A♠–3♠, 4♥–6♥, 7♣–9♣ and 2♦ loose."""
    m = setup("gin", {0: mine, 1: "AS 2S 3S 4H 5H 6H 7C 8C 9C 2D"}, stock="KH", discard="QC")
    m.decision = Decision(1, "draw")
    m.apply(Draw(1, "stock"))
    m.apply(Knock(1, ids(m, "KH", 1)[0]))
    table = table_for(make_app(), m, bots={1: "normal"})
    assert m.decision == Decision(0, "layoff")
    return table


def test_a_knockers_deadwood_lies_face_up_while_you_lay_off():
    table = after_a_knock("KS KD QH JH 10C 9D 8S 7D 6S 5C")
    face_up = [s for s in table.geom.sprites if s.zone == "shown"]
    assert [str(s.card) for s in face_up] == ["2D"] and face_up[0].seat == 1
    assert not any(s.zone == "seat-hand" for s in table.geom.sprites), "no card face down"
    assert "Player 2's deadwood is 2: lay off on the melds" in table.message


def test_a_knockers_discard_lies_face_down_on_the_pile():
    """The rules have it thrown face down, and the turn's words do not name it: only the card
    under it shows."""
    table = after_a_knock("KS KD QH JH 10C 9D 8S 7D 6S 5C")
    pile = [s for s in table.geom.sprites if s.zone == "discard"]
    assert [None if s.card is None else str(s.card) for s in pile] == ["QC", None]


def test_with_nothing_to_lay_off_the_prompt_says_so():
    """Nothing here goes on A♠–3♠, 4♥–6♥ or 7♣–9♣: the prompt says press Done, not lay off."""
    table = after_a_knock("KS KD QH JH 10D 9D 8S 7D 6D 5D")
    assert not table.legal_of(LayOff)
    assert table.message.endswith(
        "Player 2's deadwood is 2; none of your cards fits the melds: press Done")


def at_a_showdown(mine: str, caller: str):  # type: ignore[no-untyped-def]
    """Player 2 went out with `caller`; you drew JS and threw KS, and lay off now."""
    m = setup("pay-me", {0: mine, 1: caller}, stock="8C JS", discard="10D")
    m.decision = Decision(1, "draw")
    m.apply(Draw(1, "stock"))
    m.apply(GoOut(1, ids(m, "8C", 1)[0]))
    app = make_app()
    table = table_for(app, m, bots={1: "normal"})
    key(app, pygame.K_d)
    table.focus = next(i for i, c in enumerate(table.hand()) if str(c) == "KS")
    key(app, pygame.K_x)
    assert m.decision == Decision(0, "showdown")
    return app, table, m


def test_at_a_showdown_with_nothing_to_lay_off_the_prompt_says_so():
    _, table, m = at_a_showdown("KS QD 9C", "4H 5H 6H")
    assert not table.legal_of(LayOff)
    assert table.message == \
        f"{m.seats[1].name} called “Pay me!” None of your cards fits the caller's melds: press Done"


def at_a_showdown_holding_a_joker():  # type: ignore[no-untyped-def]
    """Player 2 went out with 5♥ 6♥ 7♥; you hold a joker, which may go on either end."""
    return at_a_showdown("JK KS 9C", "5H 6H 7H")


@pytest.mark.parametrize(("side", "tip", "reads", "told"), [
    (0.25, "Joker as 4♥ · drop on the run's right half for 8♥", ["JK=4H", "5H", "6H", "7H"],
     "lays off Joker as 4♥ on 5♥ 6♥ 7♥"),
    (0.75, "Joker as 8♥ · drop on the run's left half for 4♥", ["5H", "6H", "7H", "JK=8H"],
     "lays off Joker as 8♥ on 5♥ 6♥ 7♥"),
])
def test_a_wild_dropped_on_a_runs_left_half_goes_below_it_as_its_tip_says(
        side, tip, reads, told, monkeypatch):
    app, table, m = at_a_showdown_holding_a_joker()
    joker = ids(m, "JK", 0)[0]
    meld = table.geom.meld_rects[0]
    before = m.view(0)
    to = (meld.left + round(meld.w * side), meld.centery)
    hold(app, hand_sprite(table, joker).rect.center, to)
    zones = table.zones(app.screen)
    shown = mouse_and_keys.drag_tip(table, zones)
    assert shown is not None and shown[1] == tip
    said = dict(texts_placed(app, monkeypatch))[tip]
    assert not said.colliderect(shown[0]), "beside the card held, at the table's text size"
    assert abs(said.w - ui.measure(tip, 16 * zones.scale)) <= 1
    monkeypatch.undo()
    mouse_and_keys.handle(table, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
    table.pointer = None  # no turns listed for the seat under it: a rigged match has no replay
    frame(app)
    assert m.table[0].fit.text() == reads
    assert told_action(m.history[-1], before) == told  # as the moves list tells it


@pytest.mark.parametrize("card", ["8H", "9C"])
def test_no_tip_shows_for_a_loose_card_that_fits_one_end_only_or_none(card):
    app, table, m = at_a_showdown("KS 8H 9C", "5H 6H 7H")
    meld = table.geom.meld_rects[0]
    hold(app, hand_sprite(table, ids(m, card, 0)[0]).rect.center, meld.center)
    assert mouse_and_keys.drag_tip(table, table.zones(app.screen)) is None


@pytest.mark.parametrize(("mod", "reads"), [(0, "JK=8H"), (pygame.KMOD_SHIFT, "JK=4H")])
def test_l_lays_a_wild_above_the_run_when_either_end_will_do_and_shift_l_below_it(mod, reads):
    app, table, m = at_a_showdown_holding_a_joker()
    table.focus = next(i for i, c in enumerate(table.hand()) if c.rank == 0)
    key(app, pygame.K_l, mod)
    assert reads in m.table[0].fit.text()


def test_undo_puts_a_card_laid_off_back_where_it_was_held():
    """Hand 6 of a three-player Pay Me match: Bruno called, and your 8♥ (wild) fits his runs."""
    from game.api import new_match
    from game.bots import bot_seed, make_bot
    from game.match import Seat

    m = new_match("pay-me", None, [Seat("You"), Seat("Bruno", "normal"), Seat("Cleo", "normal")],
                  seed=1)
    bots = [make_bot("normal", bot_seed(1, seat)) for seat in range(3)]
    for _ in range(143):
        seat = m.pending()[0].seat
        m.apply(bots[seat].choose(m.view(seat)))
    assert m.pending()[0] == Decision(0, "showdown") and m.hand_number == 6
    app = make_app()
    table = table_for(app, m)
    held = [c.id for c in table.hand()]
    eight = ids(m, "8H", 0)[0]
    table.session.set_order(0, [c for c in held if c != eight][:3] + [eight] + held[4:])
    frame(app)
    order = [c.id for c in table.hand()]
    table.focus = order.index(eight)
    key(app, pygame.K_l)
    assert isinstance(app.top, ConfirmScene)  # it is in your 3♥ 4♥ 8♥
    key(app, pygame.K_RETURN)
    assert eight not in [c.id for c in table.hand()]
    key(app, pygame.K_u)
    assert [c.id for c in table.hand()] == order


def test_dragging_a_card_of_your_own_meld_onto_the_callers_says_your_deadwood_rises():
    """10♠ fits above the caller's 7♠ 8♠ 9♠, but it is in your 10♠ J♠ Q♠."""
    app, table, m = at_a_showdown("KS 10S QS", "7S 8S 9S")
    ten = ids(m, "10S", 0)[0]
    meld = table.geom.meld_rects[0]
    hold(app, hand_sprite(table, ten).rect.center, meld.center)
    shown = mouse_and_keys.drag_tip(table, table.zones(app.screen))
    assert shown is not None and shown[1] == "Your deadwood goes from 0 to 20"


def test_no_tip_shows_over_a_meld_the_card_does_not_fit():
    """10♠ of your 10♠ J♠ Q♠ over the caller's 4s: it would not go there, so nothing is said
    of your deadwood (over the caller's 7♠ 8♠ 9♠ it is)."""
    app, table, m = at_a_showdown("KS 10S QS", "7S 8S 9S 4D 4H 4C")
    ten = ids(m, "10S", 0)[0]
    fours = next(i for i, t in enumerate(m.table) if "4D" in t.fit.text())
    hold(app, hand_sprite(table, ten).rect.center, table.geom.meld_rects[fours].center)
    assert mouse_and_keys.drag_tip(table, table.zones(app.screen)) is None


def test_a_card_let_go_over_two_melds_that_take_it_lands_on_the_one_it_covers_most():
    """A joker fits both of the caller's runs; held by its foot, with the pointer below them
    both, it covers a good part of each and goes to the one it covers more."""
    app, table, m = at_a_showdown("JK KS 9D", "5H 6H 7H 10C JC QC")
    joker = ids(m, "JK", 0)[0]
    left, right = table.geom.meld_rects[0], table.geom.meld_rects[1]
    card = hand_sprite(table, joker).rect
    foot = (card.left + 5, card.bottom - 5)
    # the card's left edge a little left of the gap between the runs: more of it on the right
    to = (left.right - card.w * 2 // 5 + 5, left.bottom + 15)
    held = pygame.Rect(to[0] - 5, to[1] - card.h + 5, card.w, card.h)
    cover = [held.clip(r.inflate(10, 10)) for r in (left, right)]
    enough = mouse_and_keys.LANDING_SHARE * card.w * card.h
    assert enough <= cover[0].w * cover[0].h < cover[1].w * cover[1].h, "either would take it"
    drag(app, foot, to)
    assert [t.fit.text() for t in m.table] == [["5H", "6H", "7H"], ["JK=9C", "10C", "JC", "QC"]]


def test_laying_off_a_card_of_your_own_meld_by_key_or_click_asks_first():
    """No tip warned of it (that is the drag's): L, or a click on the caller's meld, asks
    before 10♠ leaves your 10♠ J♠ Q♠; Keep it keeps it, Lay off lays it off."""
    for by_key in (True, False):
        app, table, m = at_a_showdown("KS 10S QS", "7S 8S 9S")
        ten = ids(m, "10S", 0)[0]
        table.selected = {ten}
        for answer in ("no", "yes"):
            if by_key:
                key(app, pygame.K_l)
            else:
                click(app, table.geom.meld_rects[0].center)
            assert isinstance(app.top, ConfirmScene)
            assert app.top.question == ("Lay off 10♠? It breaks up your melds: your deadwood "
                                        "goes from 0 to 20.")
            click(app, next(b for b in app.top.buttons if b.key == answer).rect.center)
            assert (ten in [c.id for c in table.hand()]) == (answer == "no")
        assert m.table[0].fit.text() == ["7S", "8S", "9S", "10S"]


def test_laying_off_two_cards_that_fit_one_after_the_other_asks_once_for_both():
    """10♥ then J♥ go on 7♥ 8♥ 9♥ (J♥ only once 10♥ is there), out of your 10♥ J♥ Q♥."""
    app, table, m = at_a_showdown("KS 10H JH QH", "7H 8H 9H")
    table.selected = set(ids(m, "10H JH", 0))
    key(app, pygame.K_l)
    assert isinstance(app.top, ConfirmScene)
    assert app.top.question == ("Lay off 10♥ J♥? It breaks up your melds: your deadwood goes "
                                "from 10 to 20.")
    key(app, pygame.K_RETURN)
    assert m.table[0].fit.text() == ["7H", "8H", "9H", "10H", "JH"]


def test_against_a_knock_too_laying_off_out_of_your_melds_asks_first():
    """4♠ fits the knocker's A♠–3♠, but it is in your 4♠ 5♠ 6♠."""
    table = after_a_knock("4S 5S 6S KD KS KC QD JD 10D 2C")
    app, m = table.app, table.match
    table.selected = set(ids(m, "4S", 0))
    key(app, pygame.K_l)
    assert isinstance(app.top, ConfirmScene)
    assert app.top.question.endswith("your deadwood goes from 2 to 13.")


def test_laying_off_the_end_of_a_longer_run_of_your_own_asks_nothing():
    """4♠ leaves your 4♠–7♠ as 5♠–7♠, still a run: your deadwood stays as it was, so the card
    goes on the knocker's A♠–3♠ at once."""
    table = after_a_knock("4S 5S 6S 7S KD KS KC QD JD 2C")
    app, m = table.app, table.match
    four = ids(m, "4S", 0)[0]
    assert table.deadwood_rise({four}) is None
    table.selected = {four}
    key(app, pygame.K_l)
    assert not isinstance(app.top, ConfirmScene)
    assert any("4S" in t.fit.text() for t in m.table)


def test_a_card_dragged_from_your_own_meld_is_laid_off_at_once_as_its_tip_warned():
    app, table, m = at_a_showdown("KS 10S QS", "7S 8S 9S")
    ten = ids(m, "10S", 0)[0]
    to = table.geom.meld_rects[0].center
    hold(app, hand_sprite(table, ten).rect.center, to)
    mouse_and_keys.handle(table, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
    assert app.top is table and ten not in [c.id for c in table.hand()]


def test_a_loose_card_is_laid_off_without_a_question():
    app, table, m = at_a_showdown("KS 10S 9C", "7S 8S 9S")
    table.selected = set(ids(m, "10S", 0))
    key(app, pygame.K_l)
    assert app.top is table and m.table[0].fit.text() == ["7S", "8S", "9S", "10S"]


def test_a_wild_that_fits_one_end_of_a_run_only_shows_no_tip_and_goes_there():
    """J♥ Q♥ K♥ with the ace low: a joker can only go below the jack, wherever it is dropped."""
    app, table, m = at_a_showdown("JK KS 9C", "JH QH KH")
    meld = table.geom.meld_rects[0]
    to = (meld.left + round(meld.w * 0.75), meld.centery)
    hold(app, hand_sprite(table, ids(m, "JK", 0)[0]).rect.center, to)
    assert mouse_and_keys.drag_tip(table, table.zones(app.screen)) is None
    mouse_and_keys.handle(table, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
    assert m.table[0].fit.text() == ["JK=10H", "JH", "QH", "KH"]

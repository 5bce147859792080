"""The Hint names the move to make and readies its cards; a discard that could go out asks."""

from __future__ import annotations

import pygame
import pytest

from game.actions import Discard, Draw, GoOut, Knock, LayOff, Meld
from game.bots.advice import advise
from game.bots.normal import NormalBot
from game.match import Decision
from scenes.drawing import ui
from scenes.menus.confirm import ConfirmScene
from scenes.table import mouse_and_keys
from scenes.table.turns import told_action
from tests.helpers import ids, setup
from tests.table_helpers import click, drag, hand_sprite, key, make_app, table_for
from tests.test_held_melds import after_a_knock


def at_table(game, hands, stock, discard, hand=1, first=0):  # type: ignore[no-untyped-def]
    m = setup(game, hands, stock=stock, discard=discard, hand=hand)
    app = make_app()
    table = table_for(app, m, bots={1: "normal"}, first=first)
    m.decision = Decision(first, "draw")
    table.refresh()
    return app, m, table


def test_before_drawing_the_hint_says_whether_to_take_the_discard():
    hands = {0: "5S 6S 7D KD", 1: "KS QD JH 10C"}
    app, _, table = at_table("three-thirteen", hands, "2C", "7S", hand=2)
    key(app, pygame.K_h)
    assert table.message.endswith("Suggested: take 7♠")
    app, _, table = at_table("three-thirteen", hands, "2C", "QH", hand=2)
    key(app, pygame.K_h)
    assert table.message.endswith("Suggested: draw from the stock")
    app, m, table = at_table("three-thirteen", hands, "", "QH", hand=2)
    m.discard, m.stock = m.stock + m.discard, []  # the stock has run out: a draw renews it
    table.refresh()
    key(app, pygame.K_h)
    assert table.message.endswith("Suggested: draw from a new stock made of the discards")


def test_a_hint_to_draw_rings_that_pile_until_the_draw():
    """The words say which pile; a red ring, as round the card a hint says to throw, shows it
    on the table. Drawing (from either pile) takes the ring away."""
    hands = {0: "5S 6S 7D KD", 1: "KS QD JH 10C"}

    def ring(app, table, name):  # type: ignore[no-untyped-def]
        app.draw()
        pile = table.zones(app.screen).shared[name]
        outline = mouse_and_keys.pile_outline(table, table.zones(app.screen), name)
        assert outline.colliderect(pile)
        return tuple(app.screen.get_at((outline.centerx, outline.top - 2))[:3])

    for discard, pile, other in (("7S", "discard", "stock"), ("QH", "stock", "discard")):
        app, _, table = at_table("three-thirteen", hands, "2C", discard, hand=2)
        assert ring(app, table, pile) != ui.RED
        key(app, pygame.K_h)
        assert table.hint_pile == pile
        assert ring(app, table, pile) == ui.RED and ring(app, table, other) != ui.RED
        key(app, pygame.K_t if other == "discard" else pygame.K_d)  # not the hint's pile
        assert table.hint_pile is None and ring(app, table, pile) != ui.RED


def test_the_ring_on_a_pile_goes_when_an_undo_takes_the_draw_away():
    """Gin: you pass the upcard, the computer passes, a hint says to draw from the stock;
    Undo takes your pass back, and the upcard's question has no stock to ring."""
    app = make_app()
    m = setup("gin", {0: "2S 5D 8C JH KS 3C 7H 9D QS 4H", 1: "AS 2C 3S 4D 5H 6H 9C 10D 9S 7C"},
              stock="2H", discard="KD")
    table = table_for(app, m, bots={0: "normal"})  # you sit at seat 1, offered the upcard
    key(app, pygame.K_p)
    key(app, pygame.K_h)
    assert table.view.pending[0].kind == "first-draw" and table.hint_pile == "stock"
    key(app, pygame.K_u)
    assert table.view.pending[0].kind == "upcard" and table.hint_pile is None


def press(app, table, name):  # type: ignore[no-untyped-def]
    click(app, next(b for b in table.buttons if b.key == name).rect.center)


def test_a_knock_with_many_cards_that_would_do_asks_without_naming_them_all():
    app, _, table = at_table("gin", {0: "AS 2S 3S 4H 5H 6H 7C 8C 9C AD",
                                     1: "KS QD JH 10C 9D 8S 7D 6C 5S 4D"}, "2D", "QC")
    click(app, table.zones(app.screen).shared["stock"].center)
    knocks = {a.discard for a in table.view.legal if isinstance(a, Knock)}
    assert len(knocks) > 4
    press(app, table, "knock")
    assert table.message == "Select the card to discard, then Knock"


def test_the_hint_says_to_go_out_and_the_call_then_throws_its_card():
    """Two discards go out here (5♠ or 9♠): Go out asks which, until a hint points at one."""
    app, m, table = at_table("three-thirteen", {0: "5S 6S 7S 8S", 1: "KS QD JH 10C"}, "9S",
                             "QC", hand=2)
    click(app, table.zones(app.screen).shared["stock"].center)
    outs = [a for a in table.view.legal if isinstance(a, GoOut)]
    assert len(outs) == 2
    press(app, table, "go-out")
    assert table.error and not any(isinstance(a, GoOut) for a in m.history), "which card?"
    assert table.message == "Select the card to discard (5♠ or 9♠), then Go out"
    press(app, table, "hint")
    assert "You can go out: press Go out to discard" in table.message
    hinted = table.hint_discard
    assert hinted is not None and GoOut(0, hinted) in outs
    press(app, table, "go-out")
    assert [a.discard for a in m.history if isinstance(a, GoOut)] == [hinted]


def test_while_another_player_moves_the_hint_only_says_the_best_melds():
    """No move to suggest when it is not your turn: nothing is chosen or marked for you."""
    app, m, table = at_table("three-thirteen", {0: "5S 6S 7S KD", 1: "KS QD JH 10C"}, "2C",
                             "QC", hand=2, first=1)
    assert not table.my_turn
    moves = len(m.history)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
    assert table.message == "Best melds: 5♠ 6♠ 7♠; deadwood 10"
    assert not table.selected and table.hint_discard is None and table.hint_layoff is None
    assert len(m.history) == moves


def test_a_move_other_than_the_hint_clears_its_marks():
    """The red ring was advice for the hand before the move: it does not linger on a card
    that stays in the hand, nor does an unused lay-off stay readied."""
    app, m, table = at_table("rummy", {0: "KD 2H 9C 4D JS 6C AH", 1: "KS QD JH 10C 3C 8H 9S"},
                             "8S JC", "QC")
    key(app, pygame.K_d)
    key(app, pygame.K_h)
    hinted = table.hint_discard
    assert hinted is not None
    other = next(c for c in table.hand() if c.id != hinted and c.id not in table.selected)
    table.selected = {other.id}
    key(app, pygame.K_x)
    assert Discard(0, other.id) in m.history and hinted in m.hands[0]
    assert table.hint_discard is None and table.hint_layoff is None


def test_pay_me_advice_names_the_call():
    app, _, table = at_table("pay-me", {0: "6S 7S 8S 9S KD", 1: "KS QD JH 10C 9C"}, "10S",
                             "QC", hand=3)
    key(app, pygame.K_d)
    key(app, pygame.K_h)
    assert table.message.endswith("You can call “Pay me!”: press it to discard K♦")


def test_a_hand_that_melds_whole_is_told_to_call_without_a_discard():
    """Two sets of three after the draw: throwing any card would break one, so Pay Me's
    call goes out with no discard, and the hint says so."""
    app, m, table = at_table("pay-me", {0: "4S 4H 4D 9C 9H", 1: "KS QD JH 10C 8C"}, "9D",
                             "QC", hand=3)
    key(app, pygame.K_d)
    assert [a for a in table.view.legal if isinstance(a, GoOut)] == [GoOut(0, None)]
    key(app, pygame.K_h)
    assert table.message.endswith("You can call “Pay me!”: press it")
    assert table.hint_discard is None
    press(app, table, "pay-me")
    assert [a.discard for a in m.history if isinstance(a, GoOut)] == [None]


def test_in_rummy_the_hint_selects_the_meld_to_lay_down():
    hands = {0: "5S 6S 7S KD QC 2H 9D JH 4C 8H", 1: "KS QD 10H 10C 9C 3H 3S 4D 6D 2S"}
    app, m, table = at_table("rummy", hands, "3D", "AC")
    key(app, pygame.K_d)
    key(app, pygame.K_h)
    assert table.message.endswith("Suggested: meld 5♠ 6♠ 7♠ (selected: press Meld)")
    run = set(ids(m, "5S 6S 7S", 0))
    assert table.selected == run
    key(app, pygame.K_m)
    assert [{c for g in a.melds for c in g} for a in m.history if isinstance(a, Meld)] == [run]


@pytest.mark.parametrize("run, rest, named", [("5S 6S 7S", "3S 6D", "5♠ 6♠ 7♠"),
                                              ("3S 4S 5S 6S 7S", "", "3♠–7♠")])
def test_in_rummy_the_hint_names_a_lay_off_and_its_meld(run, rest, named):
    """A run of five cards or more is named by its ends, here as in the turns told."""
    hands = {0: "8S KD QC 2H 9D JH 4C 8H 3C 10D", 1: f"{run} QD 10H 10C 9C 3H {rest}"}
    m = setup("rummy", hands, stock="AD KH", discard="AC")
    m.decision = Decision(1, "draw")
    m.apply(Draw(1, "stock"))
    m.apply(Meld(1, (tuple(ids(m, run, 1)),)))
    m.apply(Discard(1, ids(m, "QD", 1)[0]))
    app = make_app()
    table = table_for(app, m, bots={1: "normal"})
    key(app, pygame.K_d)
    key(app, pygame.K_h)
    assert table.message.endswith(f"Suggested: lay off 8♠ on {named} (selected: press Lay off)")
    eight = ids(m, "8S", 0)[0]
    assert table.selected == {eight}
    before = m.view(0)
    key(app, pygame.K_l)
    assert LayOff(0, eight, 0) in m.history
    assert told_action(LayOff(0, eight, 0), before) == f"lays off 8♠ on {named}"


def test_gin_upcard_advice_is_to_pass_or_take():
    hands = {0: "AS 2S 3S 4H 5H 6H 7C 8C KD QD", 1: "KS KC QH JH 10C 9D 8S 7D 6S 5S"}
    app, m, table = at_table("gin", hands, "2D", "JC")
    m.decision = Decision(0, "upcard")
    table.refresh()
    key(app, pygame.K_h)
    assert table.message.endswith("Suggested: pass")
    app, m, table = at_table("gin", hands, "2D", "9C")
    m.decision = Decision(0, "upcard")
    table.refresh()
    key(app, pygame.K_h)
    assert table.message.endswith("Suggested: take 9♣")


def test_advice_is_the_normal_bots_move_outside_gin():
    m = setup("three-thirteen", {0: "5S 6S 7D KD", 1: "KS QD JH 10C"}, stock="2C", discard="7S",
              hand=2)
    m.decision = Decision(0, "draw")
    view = m.view(0)
    assert advise(view) == NormalBot(1).choose(view) == Draw(0, "discard")
    assert advise(m.view(1)) is None, "not that seat's turn: no advice"


def test_the_hint_keeps_a_wild_though_it_counts_most():
    """Pay Me's first hand: 3♣ is wild and counts 15, J♠ 10; the Hint once said to throw 3♣."""
    app, _, table = at_table("pay-me", {0: "6D JS 3C", 1: "9H 9D KC"}, "7S", "5C")
    key(app, pygame.K_d)
    key(app, pygame.K_h)
    assert table.message.endswith("Suggested discard: J♠")


def test_the_hint_says_go_gin_and_after_a_knock_done_when_nothing_fits():
    gin = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
    app, _, table = at_table("gin", {0: gin, 1: "KS QS JS 2D 4D 6D 8D 10D QD 3C"}, "10C", "QH")
    key(app, pygame.K_d)
    key(app, pygame.K_h)
    assert table.message.endswith("You can go gin: press Gin! to discard K♦")
    table = after_a_knock("KS KD QH JH 10D 9D 8S 7D 6D 5D")  # nothing fits the knocker's melds
    key(table.app, pygame.K_h)
    assert table.message.endswith("Suggested: Done, nothing more is worth laying off")


def drop_on_pile(app, table, card):  # type: ignore[no-untyped-def]
    drag(app, hand_sprite(table, card).rect.center,
         table.zones(app.screen).shared["discard"].center)


def test_dropping_the_last_loose_card_on_the_pile_asks_whether_to_go_out():
    hands = {0: "5S 6S 7S KD", 1: "KS QD JH 10C"}
    app, m, table = at_table("three-thirteen", hands, "8S", "QC", hand=2)
    key(app, pygame.K_d)
    king = ids(m, "KD", 0)[0]
    drop_on_pile(app, table, king)
    assert isinstance(app.top, ConfirmScene)
    assert "Go out, discarding K♦?" in app.top.question
    key(app, pygame.K_ESCAPE)
    assert app.top is table and king in m.hands[0], "Esc keeps the card"
    drop_on_pile(app, table, king)
    click(app, app.top.buttons[0].rect.center)
    assert [a.discard for a in m.history if isinstance(a, GoOut)] == [king]

    app, m, table = at_table("three-thirteen", hands, "8S", "QC", hand=2)
    key(app, pygame.K_d)
    drop_on_pile(app, table, king)
    assert app.top.buttons[1].label == "Just discard"
    click(app, app.top.buttons[1].rect.center)
    assert Discard(0, king) in m.history and not any(isinstance(a, GoOut) for a in m.history)


def test_dropping_either_copy_of_a_card_two_decks_hold_asks_whether_to_go_out():
    m = setup("three-thirteen", {0: "7H 8H 9H", 1: "KS QD JH", 2: "2C 5D 9S"}, players=3,
              stock="9H", discard="QC")
    app = make_app()
    table = table_for(app, m, bots={1: "normal", 2: "normal"}, first=0)
    key(app, pygame.K_d)  # a second 9H
    later = ids(m, "9H 9H", 0)[1]  # the copy once left out of the calls the engine listed
    drop_on_pile(app, table, later)
    assert isinstance(app.top, ConfirmScene) and "Go out, discarding 9♥?" in app.top.question
    click(app, app.top.buttons[0].rect.center)
    assert [a.discard for a in m.history if isinstance(a, GoOut)] == [later]


def test_a_discard_that_cannot_go_out_asks_nothing():
    app, m, table = at_table("three-thirteen", {0: "5S 6S 7S KD", 1: "KS QD JH 10C"}, "9H",
                             "QC", hand=2)
    key(app, pygame.K_d)
    king = ids(m, "KD", 0)[0]
    drop_on_pile(app, table, king)
    assert app.top is table and Discard(0, king) in m.history


def final_discard_after_pay_me(preset=None, options=None):  # type: ignore[no-untyped-def]
    """Pay Me, hand 1 (2s, 3s and jokers wild): Player 2 calls with 10♥ 10♣ 3♠; Player 1,
    holding the wild 3♥ that would fit that set, draws K♥ for the final turn."""
    m = setup("pay-me", {0: "3H 7D 4S", 1: "10H 10C 3S"}, stock="7S KH", discard="QC",
              preset=preset, options=options)
    m.decision = Decision(1, "draw")
    m.apply(Draw(1, "stock"))
    m.apply(GoOut(1, ids(m, "7S", 1)[0]))
    m.apply(Draw(0, "stock"))
    return m


def test_the_last_discard_keeps_a_card_the_callers_melds_will_take():
    """Under the house rule that lays the caller's melds face up at once, every card they
    will take counts; by default they are face down until the final turns are over, and only
    a wild can be counted on: it fits nearly any meld."""
    from game.bots import showdown_discard
    from game.bots.hard import HardBot
    from game.bots.showdown_discard import after_layoffs, after_showdown

    unseen = final_discard_after_pay_me()
    hidden = unseen.view(0)
    king, wild = ids(unseen, "KH", 0)[0], ids(unseen, "3H", 0)[0]
    assert showdown_discard.applies(hidden)
    assert NormalBot(1).choose(hidden) == Discard(0, wild), "normal counts the 15 in hand"
    assert advise(hidden) == Discard(0, king), "the 3♥ will go on a meld, whatever it is"
    assert HardBot(1, candidates=1).choose(hidden) == Discard(0, king), "judged, not searched"
    rest = [c for c in hidden.hand if c.id != king]
    assert after_showdown(rest, [], True, hidden.hand_rules) == 10  # 7♦ 4♠ (the 3♥ laid off)
    assert after_showdown(rest, [], False, hidden.hand_rules) == 25  # nothing to lay off on
    m = final_discard_after_pay_me(options={"caller_shows": True})
    view = m.view(0)
    king, wild = ids(m, "KH", 0)[0], ids(m, "3H", 0)[0]
    assert NormalBot(1).choose(view) == Discard(0, wild)
    assert advise(view) == Discard(0, king), "the 3♥ goes on the 10s for nothing"
    assert HardBot(1).choose(view) == Discard(0, king)
    assert HardBot(1, candidates=1).choose(view) == Discard(0, king)
    rest = [c for c in view.hand if c.id != king]
    assert after_layoffs(rest, [t.fit for t in view.table], view.hand_rules) == 10  # 7♦ 4♠
    assert showdown_discard.applies(view)
    classic = final_discard_after_pay_me("classic", {"caller_shows": True})  # no laying off
    assert not showdown_discard.applies(classic.view(0))


def test_the_hint_keeps_a_grouping_as_good_as_the_best_and_mends_a_worse_one():
    """A♠–3♠ and four 4s is as good as A♠–4♠ and three 4s: the player's grouping stays (it is
    what a knock or going out would show); a hand held out of order is grouped."""
    hands = {0: "AS 2S 3S 4H 4D 4C 4S", 1: "KS QD JH 10C 9C 8D 6H"}
    app, m, table = at_table("three-thirteen", hands, "KD", "QC", hand=5)
    table.session.set_order(0, ids(m, hands[0], 0))
    key(app, pygame.K_h)
    assert [c.id for c in table.hand()] == ids(m, hands[0], 0)
    assert table.message.startswith("Best melds: A♠ 2♠ 3♠, 4♥ 4♦ 4♣ 4♠; deadwood 0")
    scrambled = ids(m, "4H AS 4D 2S 4C 3S 4S", 0)
    table.session.set_order(0, scrambled)
    key(app, pygame.K_h)
    order = [str(m.cards[c.id]) for c in table.hand()]
    assert order != [str(m.cards[c]) for c in scrambled]
    assert table.arrangement().deadwood == 0 and len(table.arrangement().melds) == 2


def test_a_hinted_lay_off_is_the_one_lay_off_makes_even_a_wild_below_a_run():
    """Above 6♠ 7♠ 8♠ the joker would strand 4♠; the hint lays it below, and so does L."""
    from tests.helpers import pay_me_showdown

    m = pay_me_showdown("JK 4S 9C", "6S 7S 8S")
    app = make_app()
    table = table_for(app, m, bots={1: "normal"})
    key(app, pygame.K_h)
    assert table.message.endswith(
        ". Suggested: lay off Joker below 6♠ 7♠ 8♠ (selected: press Lay off)")
    key(app, pygame.K_l)
    assert m.table[0].fit.text() == ["JK=5S", "6S", "7S", "8S"]


def test_the_hint_says_what_a_wild_at_a_runs_end_stands_for():
    """4♥ 6♥ 7♥ with 4s wild reads as 5♥ 6♥ 7♥ (or 6♥ 7♥ 8♥, held so): the 4♥'s place alone
    would not say so. A wild inside a run, or in a set, can stand for only one card and is
    written plainly."""
    app, m, table = at_table("three-thirteen", {0: "4H 6H 7H KS", 1: "KH QD JH 10C"}, "2C",
                             "QC", hand=2)
    key(app, pygame.K_h)
    assert table.message.startswith("Best melds: 4♥ (as 5♥) 6♥ 7♥; deadwood 10")
    table.session.set_order(0, ids(m, "6H 7H 4H KS", 0))  # held above the run: it is 8♥
    key(app, pygame.K_h)
    assert table.message.startswith("Best melds: 6♥ 7♥ 4♥ (as 8♥); deadwood 10")
    app, _, table = at_table("three-thirteen", {0: "6H 4S 8H KS", 1: "KH QD JH 10C"}, "2C",
                             "QC", hand=2)
    key(app, pygame.K_h)
    assert table.message.startswith("Best melds: 6♥ 4♠ 8♥; deadwood 10")
    app, _, table = at_table("three-thirteen", {0: "9H 9S 4D KS", 1: "KH QD JH 10C"}, "2C",
                             "QC", hand=2)
    key(app, pygame.K_h)
    assert table.message.startswith("Best melds: 9♥ 9♠ 4♦; deadwood 10")


@pytest.mark.parametrize("dealt", ["4H KD 4D QC 2H 9D JH 4C 8H 6S",
                                   "4D KD 4C QC 2H 9D JH 4H 8H 6S"])
def test_a_suggested_meld_names_its_cards_as_the_best_melds_do(dealt):
    hands = {0: dealt, 1: "KS QD 10H 10C 9C 3H 3S 4S 6D 2S"}
    app, _, table = at_table("rummy", hands, "3D", "AC")
    key(app, pygame.K_d)
    key(app, pygame.K_h)
    assert table.message.startswith("Best melds: 4♥ 4♦ 4♣;")
    assert table.message.endswith("Suggested: meld 4♥ 4♦ 4♣ (selected: press Meld)")

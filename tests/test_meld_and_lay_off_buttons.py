"""Meld and Lay off with nothing selected: Meld lays what the bars under the hand mark, Lay
off the only loose card that fits, when that is one move; otherwise each names the choices."""

from __future__ import annotations

import pygame
import pytest

from game.actions import Discard, Draw, GoOut, LayOff, Meld
from game.match import Decision
from scenes import words
from tests.helpers import ids, pay_me_showdown, setup, turn
from tests.table_helpers import click, drawn_rummy, hand_sprite, key, make_app, table_for


def melds_laid(m) -> list[list[str]]:  # type: ignore[no-untyped-def]
    return [[str(c) for c in meld.cards] for meld in m.table]


def test_the_only_marked_meld_is_laid():
    app, m, _ = drawn_rummy("5H 6H 7H 9C KD QS 2D JC 10D 8S")
    key(app, pygame.K_m)
    assert melds_laid(m) == [["5H", "6H", "7H"]]
    assert isinstance(m.history[-1], Meld)


def test_two_marked_melds_when_one_may_go_down_are_named_not_laid():
    app, m, table = drawn_rummy("5H 6H 7H QC QD QS 2D JC 10D 9S")
    key(app, pygame.K_m)
    assert m.table == []
    assert table.message == "Select the meld to lay down (5♥ 6♥ 7♥ or Q♣ Q♦ Q♠), then Meld"
    assert table.error


def test_a_whole_hand_in_marked_melds_goes_down_at_once():
    app, m, table = drawn_rummy("4H 5H 6H 7H QC QD QS 2D 2C 2S")
    key(app, pygame.K_m)  # going rummy: three melds at once, the drawn 4S left to throw
    assert sorted(map(len, melds_laid(m))) == [3, 3, 4]
    assert [str(c) for c in table.hand()] == ["4S"]


def test_with_no_marked_meld_it_asks_for_a_selection():
    app, m, table = drawn_rummy("5H 8H JH QC KD 2S 2D 9C 10D 6S")
    key(app, pygame.K_m)
    assert m.table == []
    assert table.message == words.SAY["select-meld"] and table.error


def test_once_a_meld_is_down_this_turn_meld_says_so_rather_than_ask_for_cards():
    app, m, table = drawn_rummy("5H 6H 7H QC QD QS 2D JC 10D 9S")
    table.selected = set(ids(m, "5H 6H 7H", 0))
    key(app, pygame.K_m)
    assert melds_laid(m) == [["5H", "6H", "7H"]]
    key(app, pygame.K_m)  # the queens are marked, but one meld a turn is the rule
    assert melds_laid(m) == [["5H", "6H", "7H"]]
    assert table.message == "You have already laid down a meld this turn" and table.error


@pytest.mark.parametrize("game, hand, stock, said", [
    ("pay-me", "5S 6S 9D", "7S 9H", "Discard a card, or call “Pay me!”"),
    ("three-thirteen", "5S 6S 9D", "7S 9H", "Discard a card, or go out"),
    ("pay-me", "5S 8S 9D", "KS 9H", "Discard a card: drag it to the pile, or double-click it"),
    ("gin", "AS 2S 3S 4H 5H 6H 7C 8C 9C 2D", "KH", "Discard a card, or knock"),
    ("gin", "AS 2S 3S 4H 5H 6H 7C 8C 9C 10C", "KH", "Discard a card, or go gin"),
])
def test_the_discard_prompt_names_the_call_that_would_end_the_hand(game, hand, stock, said):
    """The gold button in the corner was the only sign that the hand could end now."""
    app = make_app()
    other = "KS KD QH JH 10D 9D 8S 7D 6S 5S" if game == "gin" else "3S 3D 7C"
    m = setup(game, {0: hand, 1: other}, stock=stock, discard="QC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_d)
    assert table.message == said


def test_the_turns_prompt_names_only_what_the_hand_can_do():
    """"Meld, lay off, then discard" had been said with nothing to meld or lay off, and after
    the turn's one meld, as if a second could follow."""
    app, m, table = drawn_rummy("5H 6H 7H 8H QC QD QS 2D JC 9S")
    assert table.message == "Meld, then discard", "nothing on the table to lay off on"
    table.selected = set(ids(m, "5H 6H 7H", 0))
    key(app, pygame.K_m)
    assert table.message == "Lay off, then discard", "8♥ fits; the queens wait a turn"
    key(app, pygame.K_l)
    assert melds_laid(m) == [["5H", "6H", "7H", "8H"]]
    assert table.message == "Nothing to meld or lay off: discard a card"
    app, m, table = drawn_rummy("5H 6H 7H 8H QC QD QS 2D JC 9S", {"several_melds": True})
    table.selected = set(ids(m, "5H 6H 7H", 0))
    key(app, pygame.K_m)
    assert table.message == "Meld, lay off, then discard", "with several melds a turn"


@pytest.mark.parametrize("hand", ["5H 6H 7H", "5H 9C KD"])  # with a meld marked or none
def test_where_melds_stay_in_the_hand_meld_says_what_the_turn_wants(hand):
    app = make_app()
    m = setup("pay-me", {0: hand, 1: "3S 3D 7C"}, stock="4S 9D", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_m)
    assert table.message == "Draw a card first, from the stock or the discard pile"
    key(app, pygame.K_d)
    key(app, pygame.K_m)
    assert table.message == "Discard a card to end your turn, or go out" and table.error
    key(app, pygame.K_l)  # nor may cards be laid off before the showdown
    assert table.message == "Discard a card to end your turn, or go out" and table.error
    assert len(m.history) == 1, "only the draw"


def test_a_call_that_may_not_be_made_now_says_why():
    app, m, table = drawn_rummy("5H 8H JH QC KD 2S 2D 9C 10D 6S")
    for call in (pygame.K_k, pygame.K_o):  # no knocking in Rummy; nothing melded to go out
        key(app, call)
        assert table.message == "Meld, lay off, or discard to end your turn" and table.error
    app = make_app()
    m = setup("gin", {0: "5H 6H 7H 2S 4H 6D 8C 10S QH 3C", 1: "3S 3D 7C 9C 9D JS QC 5C 2D 10H"},
              stock="4S 8D", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_d)
    key(app, pygame.K_k)  # the least it could keep: 2♠ 3♣ 4♠ 6♦ 8♣ 10♠, throwing Q♥
    assert table.message == "You may knock only with 10 or less in deadwood; you would have 33"
    key(app, pygame.K_o)
    assert table.message == "Discard a card, or knock" and table.error
    assert len(m.history) == 1, "only the draw"


def test_with_several_melds_a_turn_every_marked_meld_goes_down():
    app, m, _ = drawn_rummy("5H 6H 7H QC QD QS 2D JC 10D 9S", {"several_melds": True})
    key(app, pygame.K_m)
    assert melds_laid(m) == [["5H", "6H", "7H"], ["QC", "QD", "QS"]]


def melded_by_mouse(hand: str):  # type: ignore[no-untyped-def]
    """Rummy, played with the mouse alone: draw 4S, select 5H 6H 7H and press Meld."""
    app = make_app()
    m = setup("rummy", {0: hand, 1: "3S 3D 7C 8C 9D JS QH 5C 6D 10S"}, players=2,
              stock="4S", discard="AC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    click(app, table.geom.sprites[0].rect.center)  # the stock
    for cid in ids(m, "5H 6H 7H", 0):
        click(app, hand_sprite(table, cid).rect.midtop)
    press(app, table, "meld")
    assert melds_laid(m) == [["5H", "6H", "7H"]]
    return app, m, table


def press(app, table, button: str) -> None:  # type: ignore[no-untyped-def]
    click(app, next(b for b in table.buttons if b.key == button).rect.center)


def test_lay_off_with_nothing_selected_lays_the_only_loose_card_that_fits():
    app, m, table = melded_by_mouse("5H 6H 7H 8H 9C KD QS JC 10D 2S")
    press(app, table, "layoff")
    assert melds_laid(m) == [["5H", "6H", "7H", "8H"]]


def test_shift_l_lays_a_card_that_cannot_go_below_where_it_fits():
    app, m, table = melded_by_mouse("5H 6H 7H 8H 9C KD QS JC 10D 2S")
    click(app, hand_sprite(table, ids(m, "8H", 0)[0]).rect.midtop)
    key(app, pygame.K_l, pygame.KMOD_SHIFT)
    assert melds_laid(m) == [["5H", "6H", "7H", "8H"]]


def test_lay_off_with_nothing_selected_names_the_loose_cards_that_fit():
    app, m, table = melded_by_mouse("5H 6H 7H 8H 4H KD QS JC 10D 2S")
    press(app, table, "layoff")
    assert melds_laid(m) == [["5H", "6H", "7H"]]
    assert table.message == "Select the card to lay off (8♥ or 4♥), then Lay off"
    assert table.error


def test_lay_off_with_nothing_selected_takes_no_card_from_a_marked_meld():
    """8♥ fits the 5♥ 6♥ 7♥ on the table, but it is in the 8♥ 9♥ 10♥ the hand still holds:
    the message names it, to be chosen knowingly."""
    app, m, table = melded_by_mouse("5H 6H 7H 8H 9H 10H KD QS JC 2S")
    press(app, table, "layoff")
    assert melds_laid(m) == [["5H", "6H", "7H"]]
    assert table.message == "Only a card of your melds fits (8♥): select it, then Lay off"
    assert table.error
    app, m, table = melded_by_mouse("5H 6H 7H 8H 9H 10H 4H 4C 4D 2S")
    press(app, table, "layoff")
    assert melds_laid(m) == [["5H", "6H", "7H"]]
    assert table.message == "Only cards of your melds fit (8♥ or 4♥): select one, then Lay off"


def four_or_five_fits(hand: str):  # type: ignore[no-untyped-def]
    """Rummy with several melds a turn: the computer has laid Q♣ Q♦ Q♠ and 2♣ 3♣ 4♣, you
    5♥ 6♥ 7♥; then Lay off with nothing selected."""
    app = make_app()
    m = setup("rummy", {0: hand, 1: "QC QD QS 2C 3C 4C 9D 10S 7S KC"}, players=2,
              stock="AD 2S", discard="KD", options={"several_melds": True})
    m.decision = Decision(1, "draw")
    m.apply(Draw(1, "stock"))
    m.apply(Meld(1, (tuple(ids(m, "QC QD QS", 1)), tuple(ids(m, "2C 3C 4C", 1)))))
    m.apply(Discard(1, ids(m, "9D", 1)[0]))
    m.apply(Draw(0, "stock"))
    m.apply(Meld(0, (tuple(ids(m, "5H 6H 7H", 0)),)))
    table = table_for(app, m, bots={1: "normal"})
    press(app, table, "layoff")
    assert not any(isinstance(a, LayOff) for a in m.history) and table.error
    return table.message


def test_lay_off_names_up_to_four_loose_cards_that_fit_and_asks_plainly_for_more():
    assert four_or_five_fits("5H 6H 7H 4H 8H QH 5C 9S JD KS") == \
        "Select the card to lay off (4♥, 8♥, Q♥ or 5♣), then Lay off"
    assert four_or_five_fits("5H 6H 7H 4H 8H QH 5C AC JD KS") == words.SAY["select-layoff"]


def test_lay_off_with_nothing_selected_lays_one_of_two_twins_that_fit():
    """Two decks (Pay Me for three): either 9♠ goes on the caller's 6♠ 7♠ 8♠, and only one
    of them can."""
    app = make_app()
    m = setup("pay-me", {0: "9S 9S KC", 1: "6S 7S 8S", 2: "4C 9H QD"}, stock="KD 4D 5D",
              discard="4H", players=3)
    m.apply(Draw(1, "stock"))
    m.apply(GoOut(1, ids(m, "KD", 1)[0]))
    turn(m, 2, "stock", "4D")
    turn(m, 0, "stock", "5D")
    table = table_for(app, m, bots={1: "normal", 2: "normal"})
    assert m.decision == Decision(0, "showdown")
    press(app, table, "layoff")
    assert m.table[0].fit.text() == ["6S", "7S", "8S", "9S"] and not table.error
    assert sorted(str(c) for c in table.hand()) == ["9S", "KC"]


def test_in_a_turn_a_card_chosen_from_a_held_meld_is_laid_off_without_a_question():
    """Breaking a meld the hand holds is a question only when the hand is about to be
    scored (a showdown, a knock); mid-hand it is a plan of the player's own."""
    app, m, table = melded_by_mouse("5H 6H 7H 8H 9H 10H KD QS JC 2S")
    click(app, hand_sprite(table, ids(m, "8H", 0)[0]).rect.midtop)
    press(app, table, "layoff")
    assert app.top is table, "nothing asked"
    assert melds_laid(m) == [["5H", "6H", "7H", "8H"]]


def test_at_a_pay_me_showdown_lay_off_lays_the_only_loose_card_that_fits_where_it_helps():
    """The joker is the one loose card that fits 6♠ 7♠ 8♠; laid below it, as the Hint would
    lay it, it lets 4♠ follow, where above it would strand it."""
    app = make_app()
    m = pay_me_showdown("JK 4S 9C", "6S 7S 8S")
    table = table_for(app, m, bots={1: "normal"})
    press(app, table, "layoff")
    assert m.table[0].fit.text() == ["JK=5S", "6S", "7S", "8S"]
    press(app, table, "layoff")
    assert m.table[0].fit.text() == ["4S", "JK=5S", "6S", "7S", "8S"]
    assert [str(c) for c in table.hand()] == ["9C"]
    assert [b.key for b in table.buttons if b.key in ("layoff", "done")] == ["done"]


def test_a_selected_wild_laid_off_without_a_hint_goes_where_it_helps():
    app = make_app()
    m = pay_me_showdown("JK 4S 9C", "6S 7S 8S")
    table = table_for(app, m, bots={1: "normal"})
    click(app, hand_sprite(table, ids(m, "JK", 0)[0]).rect.midtop)
    press(app, table, "layoff")
    assert m.table[0].fit.text() == ["JK=5S", "6S", "7S", "8S"]

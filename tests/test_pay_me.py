"""Pay Me: one scenario per rule in RULES.md (standard and classic presets)."""

import pytest

from game.actions import Discard, Done, Draw, GoOut, LayOff
from game.api import new_match
from game.errors import IllegalAction, UnknownGame
from game.melds import fit_meld
from game.solver import min_deadwood
from tests.helpers import (
    card,
    ids,
    make_cards,
    pay_me_showdown,
    setup,
    skip_to_hand,
    spent_classic_pay_me,
    turn,
)


def deadwood(match, text):
    return min_deadwood(make_cards(text), match.hand_rules)


def ended(events):
    return next(e for e in events if e.kind == "hand-ended")


@pytest.mark.parametrize(("players", "cards"), [(2, 54), (3, 108), (4, 108), (5, 162), (8, 162)])
def test_decks_with_two_jokers_by_player_count(players, cards):
    m = new_match("pay-me", seats=players)
    assert len(m.cards) == cards
    assert sum(c.is_joker for c in m.cards) == cards // 54 * 2


@pytest.mark.parametrize("players", [1, 9])
def test_two_to_eight_players(players):
    with pytest.raises(UnknownGame, match="2 to 8 players"):
        new_match("pay-me", seats=players)


def test_eleven_hands_deal_three_to_thirteen_cards_and_an_upcard():
    m = new_match("pay-me", seats=3, seed=4)
    for number in range(1, 12):
        assert m.hand_number == number
        assert [len(h) for h in m.hands] == [number + 2] * 3
        assert len(m.discard) == 1
        if number < 11:
            skip_to_hand(m, number + 1)


@pytest.mark.parametrize(("hand", "rank"), [(1, 3), (8, 10), (9, 11), (10, 12), (11, 13)])
def test_jokers_twos_and_the_hand_size_are_wild(hand, rank):
    m = setup("pay-me", {}, hand=hand)
    assert m.hand_rules.wild_ranks == {2, rank}
    assert m.hand_rules.jokers_wild


def test_twos_and_the_hand_rank_may_be_played_as_themselves():
    m = setup("pay-me", {}, hand=1)  # 3s wild
    assert deadwood(m, "2S 3S 4S") == 0  # both natural: no wild to count against the limit
    assert deadwood(m, "3H 3D 3C") == 0  # a set of the hand's rank, as itself


def test_sets_three_or_four_of_different_suits():
    m = setup("pay-me", {}, hand=5)  # 7s and 2s wild
    assert deadwood(m, "KS KH KD") == 0
    assert deadwood(m, "KS KH KD KC") == 0
    assert deadwood(m, "KS KS KD") == 30  # two spades (several decks): not a set
    assert deadwood(m, "9S 9H 9D 9C 9S") == 10  # a fifth card does not fit


def test_a_callers_set_of_four_takes_no_fifth_card_not_even_a_wild():
    m = setup("pay-me", {0: "9S 9H 9D 9C", 1: "JK 5S 8D KH"}, stock="QC 7D", discard="3H",
              hand=2)  # seat 1 dealt: seat 0 plays first
    m.apply(Draw(0, "stock"))  # QC
    m.apply(GoOut(0, card(m, "QC", 0)))
    turn(m, 1, "stock", "7D")
    assert m.pending()[0].kind == "showdown"
    joker = card(m, "JK", 1)
    assert not any(isinstance(a, LayOff) and a.card == joker for a in m.legal_actions(1))
    with pytest.raises(IllegalAction, match="JK does not fit"):
        m.apply(LayOff(1, joker, 0))


def test_runs_ace_low_by_default_ace_either_as_an_option():
    m = setup("pay-me", {}, hand=8)  # 10s wild
    assert deadwood(m, "AS 2S 3S") == 0
    assert deadwood(m, "QS KS AS") == 25
    m = setup("pay-me", {}, hand=8, options={"ace": "either"})
    assert deadwood(m, "QS KS AS") == 0
    # with a wild or a second deck's ace in hand the general search reads it too
    assert deadwood(m, "QS KS AS JK") == 0 and deadwood(m, "JK KS AS 4D 4H 4C") == 0
    assert deadwood(m, "QS KS AS AS") == 5, "one ace above the king, the other left over"
    assert deadwood(m, "AS 2S 3S QS KS AS") == 0, "one ace below, one above"
    # never around the corner: K A 2 melds only with the 2 read as a wild queen
    fit = fit_meld(make_cards("KS AS 2S"), m.hand_rules)
    assert fit.text() == ["2S=QS", "KS", "AS"]


@pytest.mark.parametrize(("ace", "may_call"), [("low", False), ("either", True)])
def test_pay_me_may_be_called_on_an_ace_above_the_king_where_the_ace_may_go_high(ace, may_call):
    m = setup("pay-me", {1: "KS JK 9D"}, stock="AS", players=3, options={"ace": ace})
    seat = m.pending()[0].seat
    assert seat == 1
    m.apply(Draw(1, "stock"))
    call = GoOut(1, card(m, "9D", 1))
    assert (call in m.legal_actions(1)) == may_call  # Joker (as Q♠) K♠ A♠
    assert m.is_legal(call)[0] == may_call


def test_at_most_half_wild_and_no_adjacent_wilds_in_a_run():
    m = setup("pay-me", {}, hand=1)  # 3s and 2s wild
    assert deadwood(m, "9S JK JK") == 40  # two wilds of three
    assert deadwood(m, "QS KS JK JK") == 15  # W W Q K: adjacent wilds, so one joker is left
    assert deadwood(m, "9S JK JS JK") == 0  # 9 W J W: half wild, never side by side
    assert deadwood(m, "KS KH JK JK") == 0  # a set may be half wild


def test_a_turn_is_draw_then_discard():
    m = setup("pay-me", {0: "AS 5S 9D", 1: "KD 7C 8H"}, stock="QC", discard="4H")
    with pytest.raises(IllegalAction, match="draw a card first"):
        m.apply(Discard(1, card(m, "KD", 1)))
    m.apply(Draw(1, "discard"))
    with pytest.raises(IllegalAction, match="discard a card"):
        m.apply(Draw(1, "stock"))
    with pytest.raises(IllegalAction, match="discard a card to end your turn, or go out"):
        m.apply(Done(1))  # "finished" is for the showdown only
    assert Discard(1, card(m, "4H", 1)) in m.legal_actions(1)  # even the card just taken
    m.apply(Discard(1, card(m, "4H", 1)))
    assert m.pending()[0].seat == 0 and m.pending()[0].kind == "draw"


def test_pay_me_with_a_discard_then_one_final_turn_each_from_the_stock():
    m = setup("pay-me", {0: "AS 5S 9D", 1: "KD KC 8H", 2: "4C 6D 9H"}, players=3,
              stock="KH 6C 7C", discard="4H")
    m.apply(Draw(1, "stock"))  # KH
    events = m.apply(GoOut(1, card(m, "8H", 1)))
    assert any(e.kind == "went-out" and e.data["how"] == "pay-me" for e in events)
    assert m.pending()[0].seat == 2 and m.pending()[0].kind == "final-draw"
    assert Draw(2, "discard") not in m.legal_actions(2)
    with pytest.raises(IllegalAction, match="only from the stock"):
        m.apply(Draw(2, "discard"))
    m.apply(Draw(2, "stock"))  # 6C
    with pytest.raises(IllegalAction, match="final turn"):
        m.apply(GoOut(2, card(m, "6C", 2)))
    m.apply(Discard(2, card(m, "6C", 2)))
    assert m.pending()[0].seat == 0 and m.pending()[0].kind == "final-draw"
    m.apply(Draw(0, "stock"))
    m.apply(Discard(0, card(m, "7C", 0)))
    # the turn is back with the caller: the showdown, in order from the caller's left
    assert [m.pending()[0].seat, m.pending()[0].kind] == [2, "showdown"]
    m.apply(Done(2))
    assert [m.pending()[0].seat, m.pending()[0].kind] == [0, "showdown"]
    points = ended(m.apply(Done(0))).data["points"]
    assert points == [5 + 5 + 10, 0, 5 + 5 + 10]  # 4C 6D 9H and AS 5S 9D


def test_pay_me_without_a_discard_when_every_card_melds():
    m = setup("pay-me", {0: "KD KC KH", 1: "5S 6S 9D"}, stock="QC KS", discard="4H")
    m.apply(Draw(1, "stock"))
    m.apply(Discard(1, card(m, "QC", 1)))
    m.apply(Draw(0, "stock"))  # KS: four kings
    assert GoOut(0, None) in m.legal_actions(0)
    m.apply(GoOut(0, None))
    assert m.hands[0] == [] and m.closed.caller == 0
    assert [len(t.cards) for t in m.table] == [4]


def test_cannot_pay_me_unless_the_rest_is_all_melds():
    m = setup("pay-me", {0: "AS 5S 9D", 1: "KD KC 8H"}, stock="9C", discard="4H")
    m.apply(Draw(1, "stock"))
    assert not any(isinstance(a, GoOut) for a in m.legal_actions(1))
    with pytest.raises(IllegalAction, match="cannot go out yet: 8H 9C KC"):
        m.apply(GoOut(1, card(m, "KD", 1)))
    with pytest.raises(IllegalAction, match="not a meld"):
        m.apply(GoOut(1, card(m, "KD", 1), ((card(m, "KC", 1), card(m, "8H", 1),
                                             card(m, "9C", 1)),)))


def test_a_discard_of_a_card_not_held_is_refused_and_changes_nothing():
    m = setup("pay-me", {0: "KD KC KH", 1: "AS 5S 9D"}, stock="QC KS", discard="4H")
    m.apply(Draw(1, "stock"))
    hands = [list(h) for h in m.hands]
    for stray in (card(m, "KD", 0), m.discard[-1], 999):  # another's, the pile's, none
        assert not m.is_legal(Discard(1, stray))[0]
        with pytest.raises(IllegalAction, match="you do not hold"):
            m.apply(Discard(1, stray))
    assert [list(h) for h in m.hands] == hands and m.pending()[0].kind == "discard"


def test_pay_me_refuses_a_discard_the_caller_does_not_hold():
    m = setup("pay-me", {0: "KD KC KH", 1: "AS 5S 9D"}, stock="QC KS", discard="4H")
    m.apply(Draw(1, "stock"))
    m.apply(Discard(1, card(m, "QC", 1)))
    m.apply(Draw(0, "stock"))  # KS: four kings, which could call without a discard
    with pytest.raises(IllegalAction, match="you do not hold AS"):
        m.apply(GoOut(0, card(m, "AS", 1)))
    assert m.closed.caller is None and len(m.hands[0]) == 4


def test_a_shown_arrangement_must_meld_every_card_but_the_discard():
    m = setup("pay-me", {0: "KD KC KH 8H", 1: "AS 5S 9D 6H"}, stock="9C", discard="4H", hand=2)
    m.apply(Draw(0, "stock"))  # 9C; seat 1 dealt hand 2
    kings = tuple(ids(m, "KD KC KH", 0))
    before = (list(m.hands[0]), list(m.discard), m.pending())
    with pytest.raises(IllegalAction, match="8H would be left out of your melds"):
        m.apply(GoOut(0, card(m, "9C", 0), (kings,)))
    assert (m.hands[0], m.discard, m.pending()) == before and m.table == []


def test_showdown_lay_off_onto_the_callers_melds():
    m = setup("pay-me", {0: "5S 9C JK", 1: "6S 7S 8S"}, stock="9S 4D", discard="4H")
    m.apply(Draw(1, "stock"))  # 9S
    m.apply(GoOut(1, None))  # 6S 7S 8S 9S
    m.apply(Draw(0, "stock"))  # 4D
    six = next(c.id for c in m.table[0].cards if str(c) == "6S")  # the caller's, shown
    with pytest.raises(IllegalAction, match="you do not hold 6S"):  # a final discard
        m.apply(Discard(0, six))
    m.apply(Discard(0, card(m, "4D", 0)))
    assert m.pending()[0].kind == "showdown"
    assert m.is_legal(Discard(0, card(m, "9C", 0))) == (
        False, "lay off cards onto the caller's melds, or finish")
    layoffs = [a for a in m.legal_actions(0) if isinstance(a, LayOff)]
    assert {str(m.cards[a.card]) for a in layoffs} == {"5S", "JK"}
    m.apply(LayOff(0, card(m, "5S", 0), 0))
    m.apply(LayOff(0, card(m, "JK", 0), 0))  # 5-9 plus a wild: one wild of six
    assert m.table[0].fit.text() == ["5S", "6S", "7S", "8S", "9S", "JK=10S"]  # 5S as itself
    with pytest.raises(IllegalAction, match="9C does not fit"):
        m.apply(LayOff(0, card(m, "9C", 0), 0))
    assert ended(m.apply(Done(0))).data["points"] == [10, 0]
    shown = m.results[-1].shown[0]  # the summary marks the cards laid off
    assert [str(m.cards[c]) for c in shown.laid_off] == ["5S", "JK"]


def test_showdown_lay_off_respects_the_wild_limits():
    m = setup("pay-me", {0: "JK 3D 9C", 1: "6S JK 8S"}, stock="QD 4D", discard="4H")
    m.apply(Draw(1, "stock"))  # QD
    m.apply(GoOut(1, card(m, "QD", 1)))  # 6S W 8S
    m.apply(Draw(0, "stock"))
    m.apply(Discard(0, card(m, "4D", 0)))
    m.apply(LayOff(0, card(m, "JK", 0), 0))  # two wilds of four, apart: legal
    with pytest.raises(IllegalAction, match="3D does not fit"):
        m.apply(LayOff(0, card(m, "3D", 0), 0))  # a third wild of five would be too many


@pytest.mark.parametrize(("held", "fits"), [("4S 5S JK", "7S"), ("JK 4S 5S", "6S")])
def test_a_wild_in_the_callers_run_keeps_the_rank_the_caller_held_it_as(held, fits):
    m = setup("pay-me", {0: "6S 7S 9C", 1: held}, stock="KD 4D", discard="4H")
    m.apply(Draw(1, "stock"))  # KD
    m.apply(GoOut(1, card(m, "KD", 1), (tuple(ids(m, held, 1)),)))
    m.apply(Draw(0, "stock"))  # 4D
    m.apply(Discard(0, card(m, "4D", 0)))
    layoffs = [a for a in m.legal_actions(0) if isinstance(a, LayOff)]
    assert [str(m.cards[a.card]) for a in layoffs] == [fits]  # never by moving the joker
    other = "6S" if fits == "7S" else "7S"
    with pytest.raises(IllegalAction, match=f"{other} does not fit"):
        m.apply(LayOff(0, card(m, other, 0), 0))


def test_a_house_rule_lets_lay_offs_slide_a_wild_along_the_run():
    m = setup("pay-me", {0: "6S 7S 9C", 1: "JK 4S 5S"}, stock="KD 4D", discard="4H",
              options={"wilds": "slide"})
    m.apply(Draw(1, "stock"))
    m.apply(GoOut(1, card(m, "KD", 1), (tuple(ids(m, "JK 4S 5S", 1)),)))
    turn(m, 0, "stock", "4D")
    layoffs = [a for a in m.legal_actions(0) if isinstance(a, LayOff)]
    assert {str(m.cards[a.card]) for a in layoffs} == {"6S", "7S"} and not any(
        a.below for a in layoffs)
    m.apply(LayOff(0, card(m, "7S", 0), 0))
    assert m.table[0].fit.text() == ["4S", "5S", "JK=6S", "7S"]


def test_a_wild_laid_off_on_a_run_goes_above_it_or_below_it_as_the_player_chooses():
    m = pay_me_showdown("JK 4S 9C", "6S 7S 8S")
    joker = card(m, "JK", 0)
    assert LayOff(0, joker, 0) in m.legal_actions(0)  # above, as 9S
    assert LayOff(0, joker, 0, below=True) in m.legal_actions(0)  # below, as 5S
    m.apply(LayOff(0, joker, 0, below=True))
    assert m.table[0].fit.text() == ["JK=5S", "6S", "7S", "8S"]
    m.apply(LayOff(0, card(m, "4S", 0), 0))  # fits only below the joker
    with pytest.raises(IllegalAction, match="cannot go just below"):
        m.apply(LayOff(0, card(m, "9C", 0), 0, below=True))
    assert ended(m.apply(Done(0))).data["points"] == [10, 0]


def test_no_wild_run_may_be_more_than_half_wild_even_with_no_two_wilds_side_by_side():
    m = pay_me_showdown("2C 2D 9H", "5S JK 7S")  # the caller's joker stands as 6S
    m.apply(LayOff(0, card(m, "2C", 0), 0, below=True))  # as 4S: two wilds of four
    assert m.table[0].fit.text() == ["2C=4S", "5S", "JK=6S", "7S"]
    with pytest.raises(IllegalAction, match="2D does not fit"):
        m.apply(LayOff(0, card(m, "2D", 0), 0))  # as 8S, apart from the others: three of five
    # nor shown so by a caller: 2C 8S JK 10S 2D would read 7S-JS with three wilds of five
    m = setup("pay-me", {1: "2C 8S JK 10S 2D"}, stock="KD", hand=3)  # 5s wild; seat 1 leads
    m.apply(Draw(1, "stock"))
    run = tuple(ids(m, "2C 8S JK 10S 2D", 1))
    with pytest.raises(IllegalAction, match="not a meld"):
        m.apply(GoOut(1, card(m, "KD", 1), (run,)))


def test_a_wild_laid_off_may_stand_for_a_king_on_top_or_an_ace_below():
    m = pay_me_showdown("JK 8D 9H", "10S JS QS")
    m.apply(LayOff(0, card(m, "JK", 0), 0))
    assert m.table[0].fit.text() == ["10S", "JS", "QS", "JK=KS"]
    m = setup("pay-me", {0: "2S 3S 4S 9H 9D 9C", 1: "JK 8D 10H JC QH KC"}, stock="KD 7D",
              discard="4H", hand=4)  # 6s wild; seat 1 dealt
    m.apply(Draw(0, "stock"))
    m.apply(GoOut(0, card(m, "KD", 0)))
    turn(m, 1, "stock", "7D")
    run = next(i for i, t in enumerate(m.table) if t.fit.kind == "run")
    m.apply(LayOff(1, card(m, "JK", 1), run, below=True))
    assert m.table[run].fit.text() == ["JK=AS", "2S", "3S", "4S"]  # the 2S as itself


def test_deadwood_wilds_fifteen_high_cards_ten_low_five_caller_zero():
    m = setup("pay-me", {0: "KD 2C 9H", 1: "6S 7S 8S"}, stock="9S 5H", discard="4H")
    m.apply(Draw(1, "stock"))
    m.apply(GoOut(1, None))
    m.apply(Draw(0, "stock"))  # 5H
    m.apply(Discard(0, card(m, "9H", 0)))
    assert ended(m.apply(Done(0))).data["points"] == [10 + 15 + 5, 0]  # KD 2C 5H
    m = setup("pay-me", {}, hand=1)
    assert deadwood(m, "3D") == 15 and deadwood(m, "JK") == 15  # the hand's rank and jokers
    assert deadwood(m, "8C 7C") == 15 and deadwood(m, "AC") == 5
    # card by card too, as the bots and the shown arrangement count them
    assert [m.hand_rules.value(c) for c in make_cards("3D JK 2C 8C AC")] == [15, 15, 15, 10, 5]


@pytest.mark.parametrize("preset", ["standard", "classic"])
def test_every_plain_rank_counts_five_up_to_seven_and_ten_from_eight(preset):
    # in hand 11 (Ks wild) the ace and 3 to Q are plain (2s are wild but in classic), in
    # hand 1 (3s wild) the king
    plain = {11: "AS 3S 4S 5S 6S 7S 8S 9S 10S JS QS", 1: "KS"}
    values = [5, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10]
    if preset == "classic":  # 2s are plain too
        plain[11] = "2S " + plain[11]
        values.insert(0, 5)
    counted = []
    for hand, text in plain.items():
        m = setup("pay-me", {}, preset=preset, hand=hand)
        counted += [m.hand_rules.value(c) for c in make_cards(text)]
    assert counted == values


def test_after_eleven_hands_the_lowest_total_wins():
    m = setup("pay-me", {}, hand=11)
    leader = m.pending()[0].seat
    other = 1 - leader
    m = setup("pay-me", {leader: "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS 5D",
                         other: "9D 9C 9H 4C 5C 6C AD AH 8D 10D JD QC 7H"},
              stock="KS 3C", discard="4H", hand=11)
    m.totals = [0, 0]
    m.totals[leader], m.totals[other] = 100, 30
    m.apply(Draw(leader, "stock"))  # KS: A to K of spades
    m.apply(GoOut(leader, card(m, "5D", leader)))
    m.apply(Draw(other, "stock"))  # 3C: 3-6 of clubs
    m.apply(Discard(other, card(m, "QC", other)))
    events = m.apply(Done(other))
    # 8-J of diamonds takes the 9D: 9C 9H AD AH 7H are left
    assert ended(events).data["points"][other] == 10 + 10 + 5 + 5 + 5
    assert m.over and m.winners == (other,)
    assert any(e.kind == "match-ended" for e in events)


def test_classic_players_and_decks():
    with pytest.raises(UnknownGame, match="2 to 6 players"):
        new_match("pay-me", seats=7, preset="classic")
    assert len(new_match("pay-me", seats=4, preset="classic").cards) == 54
    assert len(new_match("pay-me", seats=5, preset="classic").cards) == 108


def test_classic_wilds_grammar_and_values():
    m = setup("pay-me", {}, preset="classic", hand=1)
    assert m.hand_rules.wild_ranks == {3}  # 2s are natural
    assert deadwood(m, "2S 2H 9C") == 5 + 5 + 10
    assert deadwood(m, "KS KH KD KC JK 3C") == 0  # more than four with wilds
    assert deadwood(m, "KS KH KD KC JK") == 0  # five kings: one set, nothing left over
    assert deadwood(m, "9S JK 3C") == 0  # no limit on wilds
    assert deadwood(m, "JK JK JK") == 0  # not even on an all-wild meld (two decks' jokers)
    assert deadwood(m, "QS KS JK JK") == 0  # adjacent wilds are fine
    assert deadwood(m, "3S") == 5 and deadwood(m, "JK") == 15  # the hand's rank: its own value


def test_classic_has_no_laying_off():
    m = setup("pay-me", {0: "5S 9C JK", 1: "6S 7S 8S"}, stock="9S 4D", discard="4H",
              preset="classic")
    m.apply(Draw(1, "stock"))
    m.apply(GoOut(1, None))
    m.apply(Draw(0, "stock"))
    events = m.apply(Discard(0, card(m, "4D", 0)))
    assert ended(events).data["points"] == [5 + 10 + 15, 0]  # scored at once, nothing laid off


def test_the_caller_may_choose_how_the_melds_are_shown():
    m = setup("pay-me", {0: "5S 9C 4D", 1: "6S 7S 8S"}, stock="9S", discard="4H", hand=2)
    leader = m.pending()[0].seat
    m = setup("pay-me", {leader: "6S 7S 8S 9S", 1 - leader: "5S 9C 4D KC"}, stock="QH",
              discard="4H", hand=2)
    m.apply(Draw(leader, "stock"))
    chosen = (tuple(m.hands[leader][:4]),)
    m.apply(GoOut(leader, card(m, "QH", leader), chosen))
    assert [tuple(c.id for c in t.cards) for t in m.table] == list(chosen)


def test_an_empty_stock_is_renewed_from_the_discards_under_the_top_card():
    m = setup("pay-me", {0: "5S 9C JK", 1: "6S 7S 8S"}, discard="4H")
    m.discard = m.stock + m.discard  # every other card is discarded; 4H on top
    m.stock = []
    top = m.discard[-1]
    under = m.discard[:-1]
    events = m.apply(Draw(1, "stock"))
    assert events[0].kind == "stock-renewed"
    assert m.discard == [top] and len(m.stock) == 54 - 6 - 1 - 1
    drawn = next(c for c in m.hands[1] if c not in ids(m, "6S 7S 8S", 1))
    renewed = [*m.stock, drawn]
    assert sorted(renewed) == sorted(under)
    assert renewed not in (under, under[::-1]), "shuffled, not turned over"


def test_two_discards_are_enough_to_renew_an_empty_stock():
    """The top card stays; the one under it becomes the whole new stock, and is drawn."""
    m = setup("pay-me", {0: "5S 9C JK", 1: "6S 7S 8S"}, discard="4H KD")
    m.stock = []
    four, king = ids(m, "4H KD", where="discard")
    assert Draw(1, "stock") in m.legal_actions(1)
    assert m.apply(Draw(1, "stock"))[0].kind == "stock-renewed"
    assert four in m.hands[1] and m.discard == [king] and m.stock == []


def test_the_deal_rotates_and_the_player_after_the_dealer_leads():
    import random

    from tests.test_random_play import pick

    m = new_match("pay-me", seats=3, seed=2)
    rng = random.Random(2)
    while m.hand_number <= 4:
        number = m.hand_number
        assert m.dealer == (number - 1) % 3 and m.pending()[0].seat == number % 3
        while m.hand_number == number:
            m.apply(pick(rng, m.legal_actions(m.pending()[0].seat)))


def test_classic_final_turns_with_nothing_left_to_draw_pass_and_the_call_stands():
    """Classic Pay Me deals all but two cards of its one deck to four players in the last
    hand. A final turn draws from the stock only: when the stock is spent (and the discard
    pile is down to its top card) the turn passes, and the caller still scores 0; the hand
    was once voided, robbing the caller (five matches in sixty between normal bots)."""
    m = spent_classic_pay_me()
    assert m.pending()[0].seat == 1
    m.apply(Draw(1, "discard"))
    events = m.apply(GoOut(1, None))
    assert [e.seat for e in events if e.kind == "no-final-draw"] == [2, 3, 0]
    end = ended(events)
    assert end.data["how"] != "void" and end.seat == 1
    points = end.data["points"]
    assert points[1] == 0 and all(p > 0 for i, p in enumerate(points) if i != 1)


def test_a_final_turn_that_can_draw_still_draws_before_the_stock_is_spent():
    m = spent_classic_pay_me(stock="2D")  # one card left in the stock
    m.apply(Draw(1, "discard"))
    m.apply(GoOut(1, None))
    assert m.pending()[0].seat == 2 and m.pending()[0].kind == "final-draw"
    m.apply(Draw(2, "stock"))
    events = m.apply(Discard(2, card(m, "2D", 2)))  # the pile: 2D alone, nothing to draw
    assert [e.seat for e in events if e.kind == "no-final-draw"] == [3, 0]
    assert ended(events).seat == 1

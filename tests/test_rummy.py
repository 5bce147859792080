"""Rummy: one scenario per rule and option in RULES.md."""

import pytest

from game.actions import Discard, Draw, LayOff, Meld
from game.api import new_match
from game.errors import IllegalAction, UnknownGame
from tests.helpers import card, ids, setup, turn
from tests.test_pay_me import ended


def meld(m, seat, *groups):
    return m.apply(Meld(seat, tuple(tuple(ids(m, g, seat)) for g in groups)))


def lay_off(m, seat, text, target):
    return m.apply(LayOff(seat, card(m, text, seat), target))


@pytest.mark.parametrize(("players", "dealt"), [(2, 10), (3, 7), (4, 7), (5, 6), (6, 6)])
def test_one_deck_and_cards_dealt_by_player_count(players, dealt):
    m = new_match("rummy", seats=players)
    assert len(m.cards) == 52
    assert [len(h) for h in m.hands] == [dealt] * players


def test_two_to_six_players():
    with pytest.raises(UnknownGame, match="2 to 6 players"):
        new_match("rummy", seats=7)


def test_one_meld_a_turn_and_lay_offs_on_any_meld():
    m = setup("rummy", {0: "4S QH QD 2C", 1: "5S 6S 7S 8S 9H 9D 9C KD"}, stock="2D 3C",
              discard="JC")
    m.apply(Draw(1, "stock"))
    offered = {tuple(sorted(a.melds[0])) for a in m.legal_actions(1)
               if isinstance(a, Meld) and len(a.melds) == 1}
    for group in ("5S 6S 7S", "6S 7S 8S", "5S 6S 7S 8S", "9H 9D 9C"):  # every meld held
        assert tuple(sorted(ids(m, group, 1))) in offered, group
    with pytest.raises(IllegalAction, match="only one meld a turn"):
        meld(m, 1, "5S 6S 7S", "9H 9D 9C")
    meld(m, 1, "5S 6S 7S")
    with pytest.raises(IllegalAction, match="already laid down a meld this turn"):
        meld(m, 1, "9H 9D 9C")
    lay_off(m, 1, "8S", 0)  # on one's own meld, the same turn
    m.apply(Discard(1, card(m, "KD", 1)))
    m.apply(Draw(0, "stock"))
    lay_off(m, 0, "4S", 0)  # on someone else's meld
    assert [str(c) for c in m.table[0].cards] == ["4S", "5S", "6S", "7S", "8S"]


def test_meld_and_lay_off_events_name_the_meld_on_the_table():
    """What a bot reads in its view's events: the index in `table` of the meld made or added to."""
    m = setup("rummy", {0: "4S QH", 1: "5S 6S 7S 9H 9D 9C 9S KD"}, stock="2D 3C",
              discard="JC", options={"several_melds": True})
    m.apply(Draw(1, "stock"))
    melded = [e for e in meld(m, 1, "5S 6S 7S", "9H 9D 9C") if e.kind == "melded"]
    assert [e.data["target"] for e in melded] == [0, 1]
    assert [tuple(c.id for c in m.table[e.data["target"]].cards) for e in melded] == [
        e.cards for e in melded]
    laid = [e for e in lay_off(m, 1, "9S", 1) if e.kind == "laid-off"]
    assert [e.data["target"] for e in laid] == [1]


def test_never_discard_the_card_just_taken_from_the_discard_pile():
    m = setup("rummy", {0: "4S QH", 1: "5S 6S 9H"}, discard="3H")
    m.apply(Draw(1, "discard"))
    assert Discard(1, card(m, "3H", 1)) not in m.legal_actions(1)
    with pytest.raises(IllegalAction, match="you just took it from the discard pile"):
        m.apply(Discard(1, card(m, "3H", 1)))
    m.apply(Discard(1, card(m, "9H", 1)))


def test_a_play_may_not_strand_the_card_taken_from_the_discard_pile():
    m = setup("rummy", {0: "4S QH", 1: "5S 6S 7S"}, discard="KH")
    m.apply(Draw(1, "discard"))
    with pytest.raises(IllegalAction, match="would leave only KH"):
        meld(m, 1, "5S 6S 7S")


def test_a_lay_off_may_not_strand_the_card_taken_from_the_discard_pile_either():
    m = setup("rummy", {0: "8S", 1: "5S 6S 7S 9D"}, stock="3C 4C", discard="KH")
    m.apply(Draw(1, "stock"))  # 3C
    meld(m, 1, "5S 6S 7S")
    m.apply(Discard(1, card(m, "3C", 1)))
    m.apply(Draw(0, "discard"))  # 3C, beside the 8S that fits the run
    with pytest.raises(IllegalAction, match="would leave only 3C"):
        lay_off(m, 0, "8S", 0)
    with pytest.raises(IllegalAction, match="you do not hold 9D"):
        m.apply(LayOff(0, card(m, "9D", 1), 0))
    with pytest.raises(IllegalAction, match="meld, lay off, or discard to end your turn"):
        m.apply(Draw(0, "stock"))
    m.apply(Discard(0, card(m, "8S", 0)))


def test_the_card_taken_may_be_left_when_the_lay_off_lets_it_follow():
    m = setup("rummy", {0: "8S", 1: "5S 6S 7S 9D"}, stock="9S 4C", discard="KH")
    m.apply(Draw(1, "stock"))  # 9S
    meld(m, 1, "5S 6S 7S")
    m.apply(Discard(1, card(m, "9S", 1)))
    m.apply(Draw(0, "discard"))  # 9S: it fits the run once 8S is on it
    lay_off(m, 0, "8S", 0)
    assert [str(c) for c in m.table[0].cards] == ["5S", "6S", "7S", "8S"]
    assert ended(lay_off(m, 0, "9S", 0)).data["how"] == "rummy"  # all in one turn


def test_sets_three_or_four_runs_ace_low_only():
    m = setup("rummy", {0: "2C", 1: "QS KS AS 9H 9D 9C 9S 3D"}, stock="4D")
    m.apply(Draw(1, "stock"))
    with pytest.raises(IllegalAction, match="QS KS AS is not a meld"):
        meld(m, 1, "QS KS AS")
    with pytest.raises(IllegalAction, match="9H 9D is too few for a meld: a meld takes 3"):
        meld(m, 1, "9H 9D")
    meld(m, 1, "9H 9D 9C 9S")
    assert m.table[0].fit.kind == "set"


def test_a_run_takes_a_king_on_top_and_an_ace_below_but_never_wraps():
    m = setup("rummy", {0: "4C", 1: "10S JS QS 2H 3H 4H KS AH KH 9D"}, stock="5D 6D 7D")
    m.apply(Draw(1, "stock"))
    meld(m, 1, "10S JS QS")
    lay_off(m, 1, "KS", 0)  # up to the king
    with pytest.raises(IllegalAction, match="AH does not fit"):
        lay_off(m, 1, "AH", 0)  # never above it (no K-A)
    assert m.table[0].fit.text() == ["10S", "JS", "QS", "KS"]  # all natural
    m.apply(Discard(1, card(m, "9D", 1)))
    turn(m, 0, "stock", "6D")
    m.apply(Draw(1, "stock"))  # 7D
    meld(m, 1, "2H 3H 4H")
    lay_off(m, 1, "AH", 1)  # down to the ace
    with pytest.raises(IllegalAction, match="KH does not fit"):
        lay_off(m, 1, "KH", 1)  # never below it
    assert m.table[1].fit.text() == ["AH", "2H", "3H", "4H"]


def test_the_fourth_card_of_a_set_is_offered_as_a_lay_off():
    m = setup("rummy", {0: "9S KD 4C", 1: "9H 9D 9C 5C"}, stock="2C 3D")
    m.apply(Draw(1, "stock"))
    meld(m, 1, "9H 9D 9C")
    m.apply(Discard(1, card(m, "2C", 1)))
    m.apply(Draw(0, "stock"))
    offered = [a for a in m.legal_actions(0) if isinstance(a, LayOff)]
    assert offered == [LayOff(0, card(m, "9S", 0), 0)]
    m.apply(offered[0])
    assert m.table[0].fit.text() == ["9H", "9D", "9C", "9S"]


def test_going_out_by_the_final_discard_scores_the_others_cards():
    m = setup("rummy", {0: "KH QH 2C AD", 1: "5S 6S 7S 9D"}, stock="KC 3D 4S 8D")
    m.apply(Draw(1, "stock"))  # KC
    meld(m, 1, "5S 6S 7S")
    m.apply(Discard(1, card(m, "KC", 1)))
    turn(m, 0, "stock", "3D")
    m.apply(Draw(1, "stock"))  # 4S
    lay_off(m, 1, "4S", 0)
    events = m.apply(Discard(1, card(m, "9D", 1)))
    assert ended(events).data["how"] == "out"
    assert ended(events).data["points"] == [0, 10 + 10 + 2 + 1]


def test_going_out_by_laying_off_the_last_card():
    m = setup("rummy", {0: "KH QH", 1: "5S 6S 7S 8S"}, stock="KC 3D 4S")
    m.apply(Draw(1, "stock"))
    meld(m, 1, "5S 6S 7S")
    m.apply(Discard(1, card(m, "KC", 1)))
    turn(m, 0, "stock", "3D")
    m.apply(Draw(1, "stock"))  # 4S
    lay_off(m, 1, "4S", 0)
    events = lay_off(m, 1, "8S", 0)
    assert ended(events).data["points"] == [0, 20]


def test_going_out_by_melding_the_last_cards():
    m = setup("rummy", {0: "KH QH", 1: "5S 6S 7S 9H 9D"}, stock="KC 3D 9C")
    m.apply(Draw(1, "stock"))
    meld(m, 1, "5S 6S 7S")
    m.apply(Discard(1, card(m, "KC", 1)))
    turn(m, 0, "stock", "3D")
    m.apply(Draw(1, "stock"))  # 9C
    events = meld(m, 1, "9H 9D 9C")
    assert ended(events).data["how"] == "out" and ended(events).data["points"] == [0, 20]
    assert ended(events).data["reckoning"] == [["cards", 0, 20]]  # the loser's cards, summed


def test_going_rummy_lays_several_melds_at_once_and_scores_double():
    m = setup("rummy", {0: "KH QH 2C", 1: "5S 6S 7S 9H 9D 9C"}, stock="KD")
    m.apply(Draw(1, "stock"))
    both = Meld(1, (tuple(ids(m, "5S 6S 7S", 1)), tuple(ids(m, "9H 9D 9C", 1))))
    assert any(isinstance(a, Meld) and sorted(a.melds) == sorted(both.melds)
               for a in m.legal_actions(1)), "offered, so a computer can go rummy too"
    meld(m, 1, "5S 6S 7S", "9H 9D 9C")
    events = m.apply(Discard(1, card(m, "KD", 1)))
    assert ended(events).data["how"] == "rummy"
    assert ended(events).data["points"] == [0, 2 * 22]
    assert ended(events).data["reckoning"] == [["cards", 0, 22], ["rummy-double", None, 22]]


def test_going_rummy_with_no_card_left_to_discard_is_offered_too():
    """Six cards after the draw, two melds and nothing over: laid down together, they go out."""
    m = setup("rummy", {0: "KH QH 2C", 1: "5S 6S 7S 9H 9D"}, stock="9C")
    m.apply(Draw(1, "stock"))
    both = sorted([tuple(ids(m, "5S 6S 7S", 1)), tuple(ids(m, "9H 9D 9C", 1))])
    assert [a for a in m.legal_actions(1) if isinstance(a, Meld) and sorted(a.melds) == both]
    events = meld(m, 1, "5S 6S 7S", "9H 9D 9C")
    assert ended(events).data["how"] == "rummy"


def test_a_hand_that_is_one_meld_and_a_discard_is_offered_that_meld_once():
    m = setup("rummy", {0: "KH QH 2C", 1: "5S 6S KD"}, stock="7S")
    m.apply(Draw(1, "stock"))
    assert [a for a in m.legal_actions(1) if isinstance(a, Meld)] == [
        Meld(1, (tuple(ids(m, "5S 6S 7S", 1)),))]


def test_an_earlier_lay_off_rules_out_going_rummy():
    m = setup("rummy", {0: "8S 9H 9D 4C", 1: "5S 6S 7S 2C KD"}, stock="3D JH QS 9C",
              discard="AC")
    m.apply(Draw(1, "stock"))  # 3D
    meld(m, 1, "5S 6S 7S")
    m.apply(Discard(1, card(m, "3D", 1)))
    m.apply(Draw(0, "stock"))  # JH
    lay_off(m, 0, "8S", 0)
    m.apply(Discard(0, card(m, "4C", 0)))
    turn(m, 1, "stock", "QS")
    m.apply(Draw(0, "stock"))  # 9C
    meld(m, 0, "9H 9D 9C")  # the rest of the hand in one turn, but not the first card played
    assert ended(m.apply(Discard(0, card(m, "JH", 0)))).data["how"] == "out"


def test_a_lay_off_earlier_in_the_same_turn_still_lets_the_rest_go_rummy():
    """Going rummy is the whole hand laid down in one turn: a card laid off first is part of
    it, so the melds that take the rest may still go down together."""
    m = setup("rummy", {0: "8S 9H 9D 9C 4H 5H 6H", 1: "5S 6S 7S 2C KD"}, stock="3D KC")
    m.apply(Draw(1, "stock"))  # 3D
    meld(m, 1, "5S 6S 7S")
    m.apply(Discard(1, card(m, "3D", 1)))
    m.apply(Draw(0, "stock"))  # KC
    lay_off(m, 0, "8S", 0)
    both = sorted([tuple(ids(m, "9H 9D 9C", 0)), tuple(ids(m, "4H 5H 6H", 0))])
    assert [a for a in m.legal_actions(0) if isinstance(a, Meld) and sorted(a.melds) == both]
    meld(m, 0, "9H 9D 9C", "4H 5H 6H")
    assert ended(m.apply(Discard(0, card(m, "KC", 0)))).data["how"] == "rummy"


def test_several_melds_at_once_only_when_they_take_the_whole_hand():
    m = setup("rummy", {0: "KH QH 2C", 1: "5S 6S 7S 9H 9D 9C KD"}, stock="2D")
    m.apply(Draw(1, "stock"))  # two melds would leave KD and 2D: no going out this turn
    with pytest.raises(IllegalAction, match=r"only one meld a turn, or several that leave at "
                       r"most one card to go rummy \(lay off first what fits the table\)"):
        meld(m, 1, "5S 6S 7S", "9H 9D 9C")


def test_once_a_card_is_played_in_an_earlier_turn_one_meld_a_turn_is_all():
    m = setup("rummy", {0: "KH QH JC 2C", 1: "5S 6S 7S 9H 9D 9C 4H 5H 6H KD"},
              stock="2D 3C")
    m.apply(Draw(1, "stock"))  # 2D
    meld(m, 1, "5S 6S 7S")
    m.apply(Discard(1, card(m, "2D", 1)))
    m.apply(Draw(0, "stock"))  # 3C
    m.apply(Discard(0, card(m, "3C", 0)))
    m.apply(Draw(1, "discard"))
    with pytest.raises(IllegalAction, match=r"^you may lay down only one meld a turn$"):
        meld(m, 1, "9H 9D 9C", "4H 5H 6H")  # going rummy is past: no word of it


def test_rummy_bonus_plus_ten_option():
    m = setup("rummy", {0: "KH QH 2C", 1: "5S 6S 7S 9H 9D 9C"}, stock="KD",
              options={"rummy_bonus": "plus10"})
    m.apply(Draw(1, "stock"))
    meld(m, 1, "5S 6S 7S", "9H 9D 9C")
    events = m.apply(Discard(1, card(m, "KD", 1)))
    assert ended(events).data["points"] == [0, 22 + 10]
    assert ended(events).data["reckoning"] == [["cards", 0, 22], ["rummy-bonus", None, 10]]


def test_first_to_one_hundred_wins():
    m = setup("rummy", {0: "KH QH KD QD KC QC JS JD JC 2C", 1: "5S 6S 7S 9H 9D 9C"},
              stock="KS")
    m.totals = [10, 40]
    m.apply(Draw(1, "stock"))
    meld(m, 1, "5S 6S 7S", "9H 9D 9C")
    events = m.apply(Discard(1, card(m, "KS", 1)))  # rummy: 2 * 92
    assert m.over and m.winners == (1,)
    assert next(e for e in events if e.kind == "match-ended").data["totals"] == [10, 40 + 184]


@pytest.mark.parametrize(("before", "over"), [(90, True), (89, False)])
def test_exactly_one_hundred_is_enough(before, over):
    m = setup("rummy", {0: "2C 3D", 1: "5S 6S 7S 9H 9D 9C"}, stock="KS")
    m.totals = [0, before]
    m.apply(Draw(1, "stock"))
    meld(m, 1, "5S 6S 7S", "9H 9D 9C")
    m.apply(Discard(1, card(m, "KS", 1)))  # going rummy: 2 * 5
    assert m.totals == [0, before + 10] and m.over == over


def test_fixed_number_of_hands_option():
    for hands, over in ((0, False), (1, True)):
        m = setup("rummy", {0: "KH", 1: "5S 6S 7S 9H 9D 9C"}, stock="KD",
                  options={"hands": hands})
        m.apply(Draw(1, "stock"))
        meld(m, 1, "5S 6S 7S", "9H 9D 9C")
        m.apply(Discard(1, card(m, "KD", 1)))
        assert m.totals == [0, 20]  # far from 100
        assert m.over is over


def test_stock_exhausted_turns_the_discard_pile_over_unshuffled():
    m = setup("rummy", {0: "KH QH", 1: "5S 6S 9H"}, discard="4D")
    m.discard = m.discard + m.stock  # every other card is in the pile, bottom first
    m.stock = []
    pile = list(m.discard)
    # the next player may turn the pile over, or still take the top discard instead
    assert m.legal_actions(1) == [Draw(1, "stock"), Draw(1, "discard")]
    events = m.apply(Draw(1, "stock"))
    assert events[0].kind == "stock-renewed" and events[0].data["turned"]
    assert m.hands[1][-1] == pile[0]  # the bottom of the pile is now the top of the stock
    assert m.stock == pile[::-1][:-1]
    assert m.discard == []


def test_several_melds_option():
    m = setup("rummy", {0: "KH", 1: "5S 6S 7S 9H 9D 9C 2D JC"}, stock="KD",
              options={"several_melds": True})
    m.apply(Draw(1, "stock"))
    meld(m, 1, "5S 6S 7S", "9H 9D 9C")
    assert len(m.table) == 2


def test_no_lay_off_on_others_melds_before_your_own_first_meld_option():
    m = setup("rummy", {0: "4S 9C 9D 9H KH", 1: "5S 6S 7S JD"}, stock="2C 3D",
              options={"layoff_after_meld": True})
    m.apply(Draw(1, "stock"))
    meld(m, 1, "5S 6S 7S")
    m.apply(Discard(1, card(m, "2C", 1)))
    m.apply(Draw(0, "stock"))
    assert not any(isinstance(a, LayOff) for a in m.legal_actions(0))
    with pytest.raises(IllegalAction, match="only after your first meld"):
        lay_off(m, 0, "4S", 0)
    meld(m, 0, "9C 9D 9H")
    lay_off(m, 0, "4S", 0)
    # a first meld that leaves only a card taken from the pile: it may go on another's meld now
    m = setup("rummy", {0: "5H 6H 7H 8H QC", 1: "9S 9D 9C"}, stock="2C 3D",
              options={"layoff_after_meld": True})
    turn(m, 1, "stock", "2C")
    m.apply(Draw(0, "stock"))  # 3D
    meld(m, 0, "5H 6H 7H")
    m.apply(Discard(0, card(m, "8H", 0)))
    m.apply(Draw(1, "discard"))  # 8H
    meld(m, 1, "9S 9D 9C")
    events = lay_off(m, 1, "8H", 0)
    assert any(e.kind == "went-out" for e in events)


def test_last_card_must_be_discarded_option():
    m = setup("rummy", {0: "KH QH 2C 3C", 1: "5S 6S 7S 8S"},
              stock="KC AD 4S JD 3S KS 2D", options={"discard_to_go_out": True})
    m.apply(Draw(1, "stock"))  # KC
    meld(m, 1, "5S 6S 7S")
    m.apply(Discard(1, card(m, "KC", 1)))
    turn(m, 0, "stock", "AD")
    m.apply(Draw(1, "stock"))  # 4S
    lay_off(m, 1, "4S", 0)
    events = lay_off(m, 1, "8S", 0)  # no cards left, but no discard: wait
    assert [e.kind for e in events] == ["laid-off", "waiting"] and not m.results
    turn(m, 0, "stock", "JD")
    m.apply(Draw(1, "stock"))  # 3S fits the run: it must be played
    with pytest.raises(IllegalAction, match="must play the card you drew"):
        m.apply(Discard(1, card(m, "3S", 1)))
    astray = LayOff(1, card(m, "3S", 1), 5)  # a waiting player's lay-off is checked as any
    assert m.is_legal(astray) == (False, "there is no such meld on the table")
    lay_off(m, 1, "3S", 0)
    turn(m, 0, "stock", "KS")
    m.apply(Draw(1, "stock"))  # 2D fits nowhere: discarding it goes out
    with pytest.raises(IllegalAction, match="discard your last card to go out"):
        m.apply(Meld(1, ((card(m, "2D", 1),),)))
    with pytest.raises(IllegalAction, match="you do not hold"):
        m.apply(Discard(1, card(m, "2C", 0)))
    events = m.apply(Discard(1, card(m, "2D", 1)))
    assert ended(events).data["how"] == "out"
    assert ended(events).data["points"] == [0, 10 + 10 + 2 + 3]


def test_penalty_scoring_option():
    m = setup("rummy", {0: "KH QH 2C", 1: "5S 6S 7S 9H 9D 9C"}, stock="KD",
              options={"scoring": "penalty"})
    m.apply(Draw(1, "stock"))
    meld(m, 1, "5S 6S 7S", "9H 9D 9C")
    events = m.apply(Discard(1, card(m, "KD", 1)))
    assert ended(events).data["points"] == [2 * 22, 0]  # going rummy doubles the penalty
    assert ended(events).data["reckoning"] == [["rummy-doubles", None, 0]]
    m1 = setup("rummy", {0: "KH QH 2C", 1: "5S 6S 7S 9H 9D 9C"}, stock="KD",
               options={"scoring": "penalty", "rummy_bonus": "plus10"})
    m1.apply(Draw(1, "stock"))
    meld(m1, 1, "5S 6S 7S", "9H 9D 9C")
    events = m1.apply(Discard(1, card(m1, "KD", 1)))
    assert ended(events).data["points"] == [22 + 10, 0]  # or adds 10 to it
    m2 = setup("rummy", {0: "KH QH 2C", 1: "5S 6S 7S 9D"}, stock="3D KC 4S",
               options={"scoring": "penalty"})
    m2.totals = [90, 10]
    m2.apply(Draw(1, "stock"))
    meld(m2, 1, "5S 6S 7S")
    m2.apply(Discard(1, card(m2, "9D", 1)))
    turn(m2, 0, "stock", "KC")
    m2.apply(Draw(1, "stock"))
    lay_off(m2, 1, "4S", 0)
    events = m2.apply(Discard(1, card(m2, "3D", 1)))
    assert m2.over and m2.winners == (1,)  # seat 0 passed 100: the lowest total wins
    assert ended(events).data["totals"] == [90 + 22, 10]


def _stalled(hands, options=None):
    """A hand in which every card that could still be played is gone (the table takes
    nothing more), played until it ends: each seat draws and throws the card drawn."""
    m = setup("rummy", hands, discard="4C", options=options)
    m.table = []
    m.discard = m.discard + m.stock
    m.stock = []
    for _ in range(200):
        seat = m.pending()[0].seat
        m.apply(Draw(seat, "stock"))
        events = m.apply(Discard(seat, m.hands[seat][-1]))
        if m.results:
            return m, events
    pytest.fail("a hand in which nothing can be played never ended")


def test_a_hand_where_nobody_can_play_ends_blocked_after_a_second_stock():
    m, events = _stalled({0: "AH", 1: "7D"})
    assert m.results[0].how == "blocked" and m.totals == [0, 0]
    shown = next(e for e in events if e.kind == "hand-ended").data["shown"]
    assert [len(e["deadwood_cards"]) for e in shown] == [1, 1], "the summary shows the hands"
    assert not any("deadwood" in e for e in shown), "with no count: nothing is scored"


def test_the_first_stock_running_out_turns_the_pile_over_though_nobody_has_played():
    m = setup("rummy", {0: "AH", 1: "7D"}, discard="4C")
    m.discard, m.stock = m.stock[6:] + m.discard, m.stock[:6]  # six cards left to draw
    renewals, turned, drawn_after = [], 0, 0
    while not m.results:
        seat = m.pending()[0].seat
        events = m.apply(Draw(seat, "stock"))
        renewed = [e for e in events if e.kind == "stock-renewed"]
        if renewed:
            renewals.append(len(m.history))
            turned = renewed[0].data["count"]
        drawn_after += bool(turned)
        m.apply(Discard(seat, m.hands[seat][-1]))
    assert renewals == [13], "after the six drawn: turned over, and blocked only after that"
    assert m.results[0].how == "blocked"
    assert drawn_after == turned > 6, "blocked once the turned-over stock has gone by too"


def test_a_card_played_after_the_pile_is_turned_over_lets_it_turn_over_again():
    m = setup("rummy", {0: "AH", 1: "5S 6S 7S 7D"}, discard="4C")
    m.table = []
    m.discard = m.discard + m.stock
    m.stock = []
    renewals = melded = 0
    while not m.results:
        seat = m.pending()[0].seat
        renewals += sum(e.kind == "stock-renewed" for e in m.apply(Draw(seat, "stock")))
        if seat == 1 and renewals == 1 and not melded:
            meld(m, 1, "5S 6S 7S")  # a play: this stock may go by without another
            melded = True
        m.apply(Discard(seat, m.hands[seat][-1]))
    assert melded and m.results[0].how == "blocked" and renewals == 2


def test_lowest_count_wins_a_stalled_hand_option():
    m, events = _stalled({0: "AH", 1: "7D"}, {"stalled": "lowest"})
    assert m.results[0].how == "stalled" and m.results[0].winner == 0
    assert m.totals == [7, 0], "scored as if seat 0 had gone out: seat 1's cards"
    assert ended(events).data["reckoning"] == [["cards", 1, 7]], "not the winner's own ace"
    m, _ = _stalled({0: "AH", 1: "7D"}, {"stalled": "lowest", "scoring": "penalty"})
    assert m.totals == [0, 7], "with penalties the others pay their own cards"
    m, events = _stalled({0: "AH", 1: "AS"}, {"stalled": "lowest"})
    assert m.results[0].how == "blocked-tie" and m.results[0].winner is None
    assert [e["deadwood"] for e in ended(events).data["shown"]] == [1, 1], "the tie shown"
    assert m.totals == [0, 0], "a tie for lowest: no one scores"


def test_the_hand_summary_shows_each_seats_melds_and_lay_offs():
    m = setup("rummy", {0: "4S 9C 9D 9H KH", 1: "5S 6S 7S 8S"}, stock="2C 3D JD")
    m.apply(Draw(1, "stock"))
    meld(m, 1, "5S 6S 7S")
    m.apply(Discard(1, card(m, "2C", 1)))
    m.apply(Draw(0, "stock"))
    meld(m, 0, "9C 9D 9H")
    lay_off(m, 0, "4S", 0)
    m.apply(Discard(0, card(m, "3D", 0)))
    m.apply(Draw(1, "stock"))
    lay_off(m, 1, "8S", 0)
    events = m.apply(Discard(1, card(m, "JD", 1)))
    shown = {e["seat"]: e for e in ended(events).data["shown"]}
    texts = {c.id: str(c) for c in m.cards}
    assert [[texts[c] for c in g] for g in shown[1]["melds"]] == [["4S", "5S", "6S", "7S", "8S"]]
    assert [texts[c] for c in shown[1]["laid_off"]] == ["8S"], "on its own meld"
    assert [[texts[c] for c in g] for g in shown[0]["melds"]] == [["9C", "9D", "9H"]]
    assert [texts[c] for c in shown[0]["laid_off"]] == ["4S"], "on the other seat's meld"
    assert [texts[c] for c in shown[0]["deadwood_cards"]] == ["KH"]

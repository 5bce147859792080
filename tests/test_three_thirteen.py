"""Three Thirteen: one scenario per rule in RULES.md."""

import pytest

from game.actions import Discard, Draw, GoOut
from game.api import new_match
from game.errors import IllegalAction, UnknownGame
from tests.helpers import card, ids, make_cards, setup
from tests.test_pay_me import deadwood, ended


@pytest.mark.parametrize(("players", "decks"), [(2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4),
                                                (8, 4)])
def test_decks_by_player_count_and_no_jokers(players, decks):
    m = new_match("three-thirteen", seats=players)
    assert len(m.cards) == 52 * decks
    assert not any(c.is_joker for c in m.cards)


def test_two_to_eight_players():
    with pytest.raises(UnknownGame, match="2 to 8 players"):
        new_match("three-thirteen", seats=9)


@pytest.mark.parametrize(("hand", "rank", "dealt"), [(1, 3, 3), (5, 7, 7), (11, 13, 13)])
def test_the_rank_of_the_hand_size_is_wild(hand, rank, dealt):
    m = setup("three-thirteen", {}, hand=hand)
    assert m.hand_rules.wild_ranks == {rank}
    m2 = new_match("three-thirteen", seats=2)
    if hand > 1:
        from tests.helpers import skip_to_hand

        skip_to_hand(m2, hand)
    assert len(m2.hands[0]) == dealt


def test_no_limit_on_wilds_and_all_wild_melds():
    m = setup("three-thirteen", {}, hand=2)  # 4s wild
    assert deadwood(m, "9S 4H 4D") == 0
    assert deadwood(m, "4S 4H 4D") == 0
    assert deadwood(m, "9S 4H 4D 4C 4S JS") == 0  # 9 W W W W J: wilds side by side


def test_sets_of_any_size_with_duplicates():
    m = setup("three-thirteen", {}, hand=1)
    assert deadwood(m, "KS KS KH") == 0
    assert deadwood(m, "9S 9H 9D 9C 9S 9H") == 0
    assert deadwood(m, "9S 9H 9D 9C 9S") == 0, "five of a rank is one set, not four and one"


def test_runs_ace_low_only():
    m = setup("three-thirteen", {}, hand=8)  # 10s wild
    assert deadwood(m, "AS 2S 3S") == 0
    assert deadwood(m, "QS KS AS") == 21
    assert deadwood(m, "KD AD 2D") == 13


def test_going_out_needs_a_discard():
    m = setup("three-thirteen", {0: "KD KC KH", 1: "5S 6S 9D"}, stock="QC KS", discard="4H")
    m.apply(Draw(1, "stock"))
    m.apply(Discard(1, card(m, "QC", 1)))
    m.apply(Draw(0, "stock"))  # KS: four kings
    assert GoOut(0, None) not in m.legal_actions(0)
    with pytest.raises(IllegalAction, match="must discard"):
        m.apply(GoOut(0, None))
    m.apply(GoOut(0, card(m, "KS", 0)))
    assert m.closed.caller == 0


def test_final_turns_may_take_the_discard_and_nobody_lays_off():
    m = setup("three-thirteen", {0: "5S 9C 7D", 1: "6S 7S 8S", 2: "4C 6D 10H"}, players=3,
              stock="JD AC 8D", discard="4H")
    m.apply(Draw(1, "stock"))  # JD
    m.apply(GoOut(1, card(m, "JD", 1)))
    assert Draw(2, "discard") in m.legal_actions(2)
    m.apply(Draw(2, "discard"))  # the JD
    assert Discard(2, card(m, "JD", 2)) in m.legal_actions(2)  # may go straight back
    m.apply(Discard(2, card(m, "JD", 2)))
    m.apply(Draw(0, "stock"))  # AC
    events = m.apply(Discard(0, card(m, "AC", 0)))
    # 5S could extend the caller's run, but there is no laying off: scored at once
    points = ended(events).data["points"]
    assert points == [5 + 9 + 7, 0, 4 + 6 + 10]


def test_wild_in_deadwood_counts_its_pip_value_and_lowest_total_wins():
    m = setup("three-thirteen", {}, hand=11)
    leader = m.pending()[0].seat
    other = 1 - leader
    m = setup("three-thirteen", {leader: "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS 5D",
                                 other: "9D 9C 9H 4C 5C 6C AD 2H 8H 10D QD JH 7H"},
              stock="KH 3C", discard="4H", hand=11)
    m.totals[leader], m.totals[other] = 100, 50
    m.apply(Draw(leader, "stock"))  # KH: a wild king finishes the spades
    m.apply(GoOut(leader, card(m, "5D", leader)))
    m.apply(Draw(other, "stock"))  # 3C
    events = m.apply(Discard(other, card(m, "7H", other)))
    # the 9s and 3-6C meld; AD 2H 8H 10D QD JH are left
    assert ended(events).data["points"][other] == 1 + 2 + 8 + 10 + 10 + 10
    assert m.over and m.winners == (other,)
    k = setup("three-thirteen", {}, hand=11)
    assert deadwood(k, "KS") == 10 and deadwood(k, "AS") == 1  # a wild king left over: 10
    assert deadwood(setup("three-thirteen", {}, hand=5), "7S") == 7  # a wild seven: 7
    assert [k.hand_rules.value(c) for c in make_cards("KS AS 7S")] == [10, 1, 7]  # card by card


def test_going_out_is_offered_for_exactly_the_discards_that_leave_every_card_melded():
    m = setup("three-thirteen", {0: "3S 4S 5S 7C 7D 6H", 1: "AD 2D 5C 8H TD JH"},
              stock="9D", hand=4)  # 6s wild
    m.apply(Draw(0, "stock"))
    outs = {a for a in m.legal_actions(0) if isinstance(a, GoOut)}
    # 9D out: 3S-4S-5S, 7C-7D-6H; or 7C out: 3S-4S-5S, 7D-6H(8D)-9D
    assert outs == {GoOut(0, card(m, "9D", 0)), GoOut(0, card(m, "7C", 0))}
    m = setup("three-thirteen", {0: "3S 4S 5S 7C 8D 6H", 1: "AD 2D 5C 8H TD JH"},
              stock="KD", hand=4)
    m.apply(Draw(0, "stock"))
    assert not any(isinstance(a, GoOut) for a in m.legal_actions(0))


def test_going_out_is_offered_with_either_copy_of_a_card_two_decks_hold():
    m = setup("three-thirteen", {1: "7H 8H 9H", 0: "KS QD JH", 2: "2C 5D 9S"}, players=3,
              stock="9H", discard="QC")
    m.apply(Draw(1, "stock"))  # a second 9H: throwing either leaves 7H 8H 9H
    nines = ids(m, "9H 9H", 1)
    assert {a for a in m.legal_actions(1) if isinstance(a, GoOut)} == \
        {GoOut(1, nines[0]), GoOut(1, nines[1])}

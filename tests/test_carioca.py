"""Carioca: scenario tests from stacked deals, one per rule of RULES.md's section."""

from __future__ import annotations

from game import record
from game.actions import Discard, Draw, LayOff, Meld, Swap
from game.api import new_match
from game.decisions import How
from game.simulate import Player, simulate
from tests.helpers import dealt, ids
from tests.test_contract_rummy import meld, refused, seat_now


def test_two_decks_and_four_jokers_eleven_cards_and_twelve_in_the_last_hand():
    m = new_match("carioca", seats=4, seed=2)
    assert len(m.cards) == 108 and sum(c.is_joker for c in m.cards) == 4
    assert [len(h) for h in m.hands] == [11] * 4
    assert m.crules.deal_sizes[-1] == 12
    assert [(c.sets, c.runs) for c in m.crules.contracts] == [
        (2, 0), (1, 1), (0, 2), (3, 0), (2, 1), (1, 2), (0, 3)]
    assert not m.crules.contracts[-1].whole_hand and not m.crules.may_i


OUT_DEAL = ["AC AD 2C 3C 4C 6C 7C 8C 10C JC QC",  # seat 0
            "JK AS KS 2H 3H 4H 6H 7H 8H 10H QD",  # seat 1
            "5S 5H 5D 5C 5S 5H 9C 9D 9H 9S 9C"]  # seat 2: the dealer's right, first


def test_play_and_the_deal_pass_to_the_right_and_the_one_out_scores_nothing():
    m = dealt("carioca", OUT_DEAL, stock="2D 3D 4D KD", upcard="KH")
    order = []
    for throw in ("2D", "3D", "4D"):
        seat = seat_now(m)
        order.append(seat)
        m.apply(Draw(seat, "stock"))
        assert m.poll is None, "no May I? in Carioca"
        m.apply(Discard(seat, ids(m, throw, seat)[0]))
    assert order == [2, 1, 0]
    m.apply(Draw(2, "stock"))  # KD
    m.apply(meld(m, 2, "5S 5H 5D 5C 5S 5H", "9C 9D 9H 9S 9C"))
    m.apply(Discard(2, ids(m, "KD", 2)[0]))
    result = m.results[0]
    assert result.winner == 2 and result.how == How.OUT
    # jokers 50, aces 20, J Q K 10, the rest their pips
    assert result.points == (20 + 20 + 2 + 3 + 4 + 6 + 7 + 8 + 10 + 10 + 10,
                             50 + 20 + 10 + 2 + 3 + 4 + 6 + 7 + 8 + 10 + 10, 0)
    assert m.hand_number == 2 and m.dealer == 2 and seat_now(m) == 1, "the deal passes right"


def test_a_contract_meld_holds_one_joker_at_most_but_later_melds_any_number():
    m = dealt("carioca", ["AC AD 2C 3C 4C 6C 7C 8C 10C JC QC",
                          "AS KS 2H 3H 4H 6H 7H 8H 10H QD KC",
                          "5S 5H JK JK 9C 9D 9H JK 2S 3S 4S"], stock="KD 2D 3D 4D", upcard="KH")
    m.apply(Draw(2, "stock"))
    refused(m, meld(m, 2, "5S JK JK", "9C 9D 9H"),
            "a meld of the contract may hold only one joker: 5S JK JK has 2")
    m.apply(meld(m, 2, "5S 5H JK", "9C 9D 9H JK"))
    m.apply(Discard(2, ids(m, "KD", 2)[0]))
    for seat, throw in ((1, "2D"), (0, "3D")):
        m.apply(Draw(seat, "stock"))
        m.apply(Discard(seat, ids(m, throw, seat)[0]))
    m.apply(Draw(2, "stock"))
    joker = ids(m, "JK", 2)[0]
    m.apply(LayOff(2, joker, 0))
    assert [c.is_joker for c in m.table[0].cards].count(True) == 2


JOKER_DEAL = ["KS KH KD 5C 6C JK 8C 2H 3S 4D 9D",  # seat 0, first in hand 2
              "QS QH QD 2D 3D 4D 5D 7C 3C 10S 10H"]


def joker_freed(options=None):
    """Two players, hand 2: seat 0 lays 5C 6C JK 8C, seat 1 later claims its joker (7C)."""
    m = dealt("carioca", JOKER_DEAL, stock="AS KC 9S 10C", upcard="JD", hand=2, options=options)
    assert seat_now(m) == 0
    m.apply(Draw(0, "stock"))
    m.apply(meld(m, 0, "KS KH KD", "5C 6C JK 8C"))
    m.apply(Discard(0, ids(m, "AS", 0)[0]))
    m.apply(Draw(1, "stock"))
    seven = ids(m, "7C", 1)[0]
    refused(m, Swap(1, seven, 1), "lay down this hand's contract first")
    m.apply(meld(m, 1, "QS QH QD", "2D 3D 4D 5D"))
    m.apply(Discard(1, ids(m, "KC", 1)[0]))
    m.apply(Draw(0, "stock"))
    m.apply(Discard(0, ids(m, "9S", 0)[0]))
    m.apply(Draw(1, "stock"))  # 10C
    return m


def test_a_natural_card_frees_an_escaleras_joker_which_goes_to_the_end_chosen():
    m = joker_freed()
    seven = ids(m, "7C", 1)[0]
    refused(m, Swap(1, seven, 0), "a joker in a trio cannot be claimed")
    events = m.apply(Swap(1, seven, 1))
    joker = events[0].cards[1]
    assert m.cards[joker].is_joker and m.cstate.claimed_joker == joker
    refused(m, Discard(1, ids(m, "3C", 1)[0]), "put the freed joker back at either end of its "
            "escalera first")
    refused(m, LayOff(1, joker, 2), "put the freed joker back at either end")
    refused(m, LayOff(1, ids(m, "3C", 1)[0], 1), "put the freed joker back at either end")
    assert set(m.legal_actions(1)) == {LayOff(1, joker, 1), LayOff(1, joker, 1, below=True)}
    m.apply(LayOff(1, joker, 1, below=True))
    assert m.table[1].fit.text() == ["JK=4C", "5C", "6C", "7C", "8C"]
    m.apply(LayOff(1, ids(m, "3C", 1)[0], 1))  # the escalera grows on from the joker
    assert m.table[1].fit.text()[:2] == ["3C", "JK=4C"]


def test_after_the_contract_only_the_melds_on_the_table_grow_unless_the_house_says():
    m = joker_freed()
    refused(m, meld(m, 1, "10S 10H 10C"), "once the contract is down you may only add cards")
    m = joker_freed({"later_melds": True})
    m.apply(meld(m, 1, "10S 10H 10C"))
    assert m.table[-1].owner == 1


def test_two_escaleras_of_one_suit_may_not_join_end_to_end_unless_the_house_says():
    hands = ["AC AD 2C 3C 4C 6C 7C 8C 10C JC QC", "3H 4H 5H 6H 7H 8H 9H 10H JH QD KD"]
    m = dealt("carioca", hands, stock="2S 3S", upcard="KH", hand=3)
    assert seat_now(m) == 1
    m.apply(Draw(1, "stock"))
    refused(m, meld(m, 1, "3H 4H 5H 6H", "7H 8H 9H 10H"),
            "two escaleras of one suit in the contract may not join end to end")
    m = dealt("carioca", hands, stock="2S 3S", upcard="KH", hand=3,
              options={"escaleras": "joined"})
    m.apply(Draw(1, "stock"))
    m.apply(meld(m, 1, "3H 4H 5H 6H", "7H 8H 9H 10H"))
    assert m.cstate.laid_down[1]


def test_a_meld_is_refused_in_the_wrong_phase_and_out_of_turn():
    m = dealt("carioca", OUT_DEAL, stock="2D 3D 4D KD", upcard="KH")
    refused(m, Discard(2, ids(m, "5S", 2)[0]), "draw a card first")
    refused(m, Draw(1, "stock"), "it is not your turn")
    m.apply(Draw(2, "discard"))
    refused(m, Discard(2, ids(m, "KH", 2)[0]), "you may not discard KH: you just took it")
    refused(m, Draw(2, "stock"), "meld, lay off, or discard to end your turn")
    refused(m, Meld(2, ((ids(m, "5S", 2)[0], 999),)), "card 999 is not yours to meld")


def test_a_bot_match_replays_and_simulate_plays_it():
    series = simulate("carioca", [Player.builtin("normal")] * 2, 1, 3)
    assert series.games == 1 and series.hands == 7
    from game.bots import bot_seed, make_bot
    m = new_match("carioca", seats=3, seed=4)
    bots = [make_bot("easy", bot_seed(4, s)) for s in range(3)]
    while not m.over:
        seat = seat_now(m)
        m.apply(bots[seat].choose(m.view(seat)))
    again = record.replay(record.loads(record.dumps(m)))
    assert again.final_scores() == m.final_scores() and again.over
    assert {r.how for r in m.results} <= {How.OUT, How.EXHAUSTED}

"""Contract Rummy (May I?, and the classic preset): scenario tests from stacked deals, one per
rule of RULES.md's section, each failing if its rule breaks."""

from __future__ import annotations

import pytest

from game import record
from game.actions import Call, Discard, Draw, LayOff, Meld, Pass, Swap
from game.api import new_match
from game.decisions import Form, How, Kind
from game.errors import IllegalAction
from game.match import Match
from game.simulate import Player, simulate
from tests.helpers import dealt, ids


def seat_now(m: Match) -> int:
    return m.pending()[0].seat


def draw_stock(m: Match, seat: int) -> None:
    """`seat` draws from the stock, and everyone asked May I? passes."""
    m.apply(Draw(seat, "stock"))
    while m.poll is not None:
        m.apply(Pass(m.pending()[0].seat))


def turn(m: Match, seat: int, throw: str) -> None:
    """A plain turn: draw from the stock (nobody asks for the upcard), discard `throw`."""
    draw_stock(m, seat)
    m.apply(Discard(seat, ids(m, throw, seat)[0]))


def meld(m: Match, seat: int, *groups: str) -> Meld:
    """A Meld of the seat's cards named by text, group by group (each card once)."""
    pool = list(m.hands[seat])
    out = []
    for group in groups:
        chosen = []
        for text in group.split():
            cid = next(c for c in pool if str(m.cards[c]) == text)
            pool.remove(cid)
            chosen.append(cid)
        out.append(tuple(chosen))
    return Meld(seat, tuple(out))


def refused(m: Match, action, reason: str) -> None:
    """The action is refused with `reason`, and the match is as it was."""
    before = record.dumps(m)
    with pytest.raises(IllegalAction, match=reason):
        m.apply(action)
    assert record.dumps(m) == before
    assert action not in m.legal_actions(action.seat)


# -- the deal ------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "cards", "jokers"), [(3, 106, 2), (4, 107, 3), (5, 108, 4)])
def test_two_decks_and_a_joker_fewer_than_the_players(players, cards, jokers):
    m = new_match("contract-rummy", seats=players, seed=1)
    assert len(m.cards) == cards and sum(c.is_joker for c in m.cards) == jokers
    assert [len(h) for h in m.hands] == [10] * players
    assert m.cstate.contract.sets == 2 and m.cstate.contract.runs == 0
    assert seat_now(m) == 1, "play begins to the dealer's left"


def test_hands_four_to_seven_deal_twelve_and_the_classic_preset_from_the_fifth():
    assert new_match("contract-rummy", seats=3, seed=1).crules.deal_sizes == (10,) * 3 + (12,) * 4
    classic = new_match("contract-rummy", seats=3, seed=1, preset="classic")
    assert classic.crules.deal_sizes == (10,) * 4 + (12,) * 3
    assert len(classic.cards) == 53, "one deck and a joker for three"
    assert len(new_match("contract-rummy", seats=4, seed=1, preset="classic").cards) == 106
    m = dealt("contract-rummy", ["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS"] * 2 +
              ["AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"], upcard="KS", hand=4)
    assert [len(h) for h in m.hands] == [12, 12, 12]
    assert (m.cstate.contract.sets, m.cstate.contract.runs) == (3, 0)


# -- the contract --------------------------------------------------------------------------
SETS_DEAL = ["4C 4D 6C 6D 8S 8D 10S 10C JS QS",  # seat 0
             "5S 5H 5D 9C 9D 9H KS KD 5C 7H",  # seat 1, who plays first
             "AS 2S 3S 4S 6H 8C 10D JD QH KC"]


def sets_hand() -> Match:
    m = dealt("contract-rummy", SETS_DEAL, stock="KH 2D 3C 4H", upcard="2H")
    draw_stock(m, 1)
    return m


def test_the_first_meld_is_exactly_the_contract_all_at_once():
    m = sets_hand()
    refused(m, meld(m, 1, "5S 5H 5D"), "the contract is two sets: lay down exactly 2 melds")
    refused(m, meld(m, 1, "5S 5H 5D", "9C 9D 9H", "KS KD KH"), "exactly 2 melds")
    refused(m, meld(m, 1, "5S 5H 5D", "9C 9D 9H 7H"), "9C 9D 9H 7H is neither a set nor a run")
    refused(m, meld(m, 1, "5S 5H", "9C 9D 9H"), "5S 5H is neither a set nor a run")
    refused(m, LayOff(1, ids(m, "7H", 1)[0], 0), "lay down this hand's contract first: two sets")
    events = m.apply(meld(m, 1, "5S 5H 5D", "9C 9D 9H"))
    assert [e.kind for e in events] == ["melded", "melded", "laid-down"]
    assert m.cstate.laid_down == (False, True, False)
    assert [m.text(c.id for c in t.cards) for t in m.table] == ["5S 5H 5D", "9H 9D 9C"]


def test_a_set_and_a_run_are_not_two_sets_and_kinds_are_named():
    m = dealt("contract-rummy", [SETS_DEAL[0], SETS_DEAL[2], SETS_DEAL[1]], stock="KH 2D 3C 4H",
              upcard="2H", hand=2)
    assert seat_now(m) == 2  # hand 2: seat 1 deals
    draw_stock(m, 2)
    refused(m, meld(m, 2, "5S 5H 5D", "9C 9D 9H"),
            "5S 5H 5D and 9C 9D 9H do not make the contract: one set and one run")


def test_no_lay_off_nor_more_melds_on_the_contracts_turn_but_on_the_next():
    m = sets_hand()
    m.apply(meld(m, 1, "5S 5H 5D", "9C 9D 9H"))
    five = ids(m, "5C", 1)[0]
    refused(m, LayOff(1, five, 0), "you laid down your contract this turn")
    refused(m, meld(m, 1, "KS KD KH"), "you laid down your contract this turn")
    assert {type(a) for a in m.legal_actions(1)} == {Discard}
    m.apply(Discard(1, ids(m, "7H", 1)[0]))
    turn(m, 2, "KC")
    draw_stock(m, 0)
    refused(m, LayOff(0, ids(m, "QS", 0)[0], 0), "lay down this hand's contract first: two sets")
    m.apply(Discard(0, ids(m, "QS", 0)[0]))
    draw_stock(m, 1)
    assert LayOff(1, five, 0) in m.legal_actions(1)
    m.apply(LayOff(1, five, 0))
    m.apply(meld(m, 1, "KS KD KH"))
    assert five in [c.id for c in m.table[0].cards]
    assert len(m.table) == 3 and m.table[2].owner == 1


def test_two_runs_of_one_suit_in_a_contract_never_end_to_end():
    m = dealt("contract-rummy", ["2C 2D 6C 6D 8S 8D 10S 10C JS QS",
                                 "AS 2S 3S 4S 6H 8C 10D JD QH KC",
                                 "3H 4H 5H 6H 7H 8H 9H 10H JH QD"],
              stock="KH 2D 3C 4H", upcard="2H", hand=3)
    seat = seat_now(m)
    assert seat == 0  # hand 3: seat 2 deals
    turn(m, 0, "QS")
    turn(m, 1, "KC")
    draw_stock(m, 2)
    refused(m, meld(m, 2, "3H 4H 5H 6H", "7H 8H 9H 10H"),
            "two runs of one suit in the contract may not join end to end")
    refused(m, meld(m, 2, "3H 4H 5H 6H 7H 8H 9H 10H"), "the contract is two runs")
    m.apply(meld(m, 2, "3H 4H 5H 6H", "8H 9H 10H JH"))
    assert m.cstate.laid_down[2]


def test_the_classic_presets_runs_are_of_different_suits_and_sets_of_different_suits():
    m = dealt("contract-rummy", ["2C 2D 6C 6D 8S 8D 10S 10C JS QS",
                                 "AS 2S 3S 4S 6H 8C 10D JD QH KC",
                                 "3H 4H 5H 7H 8H 9H 5C 6S 7D KD"],
              stock="KH 2H 3C 4C", upcard="9S", hand=3, preset="classic")
    turn(m, 0, "QS")
    turn(m, 1, "KC")
    m.apply(Draw(2, "stock"))
    assert m.poll is None, "no May I? in the classic preset"
    refused(m, meld(m, 2, "3H 4H 5H", "7H 8H 9H"),
            "the runs of a contract must each be of a different suit")


def test_a_classic_set_holds_four_cards_of_four_suits():
    m = dealt("contract-rummy", ["2C 2D 6C 6D 8S 8D 10S 10C JS QS",
                                 "5S 5H 5D 9C 9D 9H KS KD 5C 7H",
                                 "AS 2S 3S 4S 6H 8C 10D JD QH KC"],
              stock="KH 2H 3C 4C", upcard="9S", preset="classic")
    m.apply(Draw(1, "stock"))
    m.apply(meld(m, 1, "5S 5H 5D 5C", "9C 9D 9H"))
    assert m.cstate.laid_down[1]
    assert m.hand_rules.meld.set_max == 4 and m.hand_rules.meld.set_distinct_suits


# -- hand 7 ----------------------------------------------------------------------------------
HAND_7 = ["2C 2D 6C 6D 8S 8D 10S 10C JS QS KC 3D",
          "AS 2S 3S 4S 6S 7S 8S 9S 9D 10D JD QD",  # seat 1, first in hand 7
          "5H 5D 5C 5S AH 2H 3H 4H 9C 10C JC QC"]


def hand_seven() -> Match:
    m = dealt("contract-rummy", HAND_7, stock="KD KC", upcard="4D", hand=7)
    assert seat_now(m) == 1 and m.cstate.contract.whole_hand
    draw_stock(m, 1)  # KD
    return m


def test_hand_seven_is_melded_whole_in_runs_at_once_with_no_discard():
    m = hand_seven()
    refused(m, LayOff(1, ids(m, "9D", 1)[0], 0), "lay down this hand's contract first: the "
            "whole hand in three runs or more")
    refused(m, meld(m, 1, "AS 2S 3S 4S", "6S 7S 8S 9S", "9D 10D JD QD"), "KD would be left out")
    events = m.apply(meld(m, 1, "AS 2S 3S 4S", "6S 7S 8S 9S", "9D 10D JD QD KD"))
    assert [e.kind for e in events][-4:] == ["laid-down", "went-out", "hand-ended",
                                             "match-ended"]
    result = m.results[-1]
    assert result.winner == 1 and result.how == How.OUT and result.number == 7
    assert result.points[1] == 0 and result.points[0] == 2 + 2 + 6 + 6 + 8 + 8 + 10 + 10 + \
        10 + 10 + 10 + 3
    assert m.over and m.winners


def test_hand_seven_refuses_a_set_among_the_melds():
    m = hand_seven()
    m.apply(Discard(1, ids(m, "KD", 1)[0]))
    draw_stock(m, 2)  # KC
    refused(m, meld(m, 2, "5H 5D 5C 5S", "AH 2H 3H 4H", "9C 10C JC QC KC"),
            "this hand goes down all at once: every card, in runs only, at least three")
    assert not any(isinstance(a, Meld) for a in m.legal_actions(2))


def test_hand_seven_refuses_a_whole_hand_in_only_two_runs():
    """2S-8S cannot split into two runs of four: the hand lies in two runs, not three."""
    m = dealt("contract-rummy", [HAND_7[0], "3S 4S 5S 6S 7S 8S 9D 10D JD QD KD AD", HAND_7[2]],
              stock="2S KC", upcard="4D", hand=7)
    draw_stock(m, 1)  # 2S
    refused(m, meld(m, 1, "2S 3S 4S 5S 6S 7S 8S", "9D 10D JD QD KD AD"),
            "this hand goes down all at once: every card, in runs only, at least three")
    assert not any(isinstance(a, Meld) for a in m.legal_actions(1))


# -- May I? ----------------------------------------------------------------------------------
MAY_I_DEAL = ["4C 4D 6C 6D 8S 8D 10S 10C JS QS",
              "5S 5H 5D 9C 9D 9H KS KD 5C 7H",
              "AS 2S 3S 4S 6H 8C 10D JD QH KC",
              "2C 3C 7C 7D 8H 9S JH QC QD AD"]


def test_may_i_asks_from_the_left_gives_a_penalty_card_and_never_two_in_a_row():
    m = dealt("contract-rummy", MAY_I_DEAL, stock="KH 2D 3H 4H 6S 7S", upcard="2H")
    m.apply(Draw(1, "stock"))  # KH
    assert m.poll is not None and m.poll.order == (2, 3, 0) and m.poll.kind == Kind.CLAIM
    assert m.pending()[0].form == Form.POLL
    for s in (2, 3):
        m.apply(Pass(s))
    m.apply(Pass(0))
    assert m.poll is None and m.pending()[0].seat == 1
    m.apply(Discard(1, ids(m, "7H", 1)[0]))  # the pile: 2H 7H
    m.apply(Draw(2, "stock"))  # 2D
    assert m.poll.order == (3, 0, 1)
    refused(m, Call(0, "may-i"), "it is not your turn")
    refused(m, Call(3, "please"), "answer the call: claim the card or pass")
    events = m.apply(Call(3, "may-i"))
    assert [e.kind for e in events] == ["claimed", "drew", "drew"]
    assert events[0].cards == tuple(ids(m, "7H", 3))
    penalty = events[2]
    assert penalty.data["penalty"] and m.cards[penalty.cards[0]].rank == 3  # 3H from the stock
    assert m.view(0).events[-1].cards is None, "the penalty card is private"
    assert m.view(3).events[-1].cards == penalty.cards
    assert len(m.hands[3]) == 12
    # the card beneath (the upcard) is offered, but not to seat 3, who took the last one
    assert m.poll is not None and m.poll.order == (0, 1) and m.poll.about == tuple(m.discard)
    refused(m, Call(3, "may-i"), "it is not your turn")
    m.apply(Pass(0))
    m.apply(Call(1, "may-i"))
    assert not m.discard and m.poll is None, "nothing left to claim"
    assert m.cstate.may_i == (0, 1, 0, 1)
    assert m.pending()[0].seat == 2 and m.pending()[0].kind == Kind.PLAY, "the turn resumes"


def test_a_house_limit_on_may_i_claims_leaves_a_player_out_of_the_asking():
    m = dealt("contract-rummy", MAY_I_DEAL, stock="KH 2D 3H 4H 6S 7S", upcard="2H",
              options={"may_i_limit": 1})
    m.apply(Draw(1, "stock"))
    m.apply(Pass(2))
    m.apply(Call(3, "may-i"))
    m.apply(Discard(1, ids(m, "7H", 1)[0]))
    m.apply(Draw(2, "stock"))
    assert m.poll is not None and 3 not in m.poll.order


def test_may_i_needs_a_penalty_card_in_the_stock():
    m = dealt("contract-rummy", MAY_I_DEAL, stock="KH", upcard="2H")
    m.hands[0] += m.stock[:-1]  # (the stock down to KH: the rest goes to seat 0)
    m.stock = m.stock[-1:]
    m.apply(Draw(1, "stock"))
    assert m.poll is None and m.pending()[0].seat == 1


# -- jokers ----------------------------------------------------------------------------------
JOKER_DEAL = ["QS QH QD 2D 3D 4D 5D 7C 9H KD",  # seat 0
              "7C 2S 4S 6S 8S 10H QC AD 3C 5H",  # seat 1: never meets the contract
              "KS KH JK 5C 6C JK 8C 2H 3S 4D"]  # seat 2, first in hand 2
JOKER_STOCK = "9C 10S JH JC 2C 6D 8H 9S"


def joker_to_claim(check=lambda m, seven: None) -> Match:
    """Hand 2 for three: seat 2 lays KS KH JK and 5C 6C JK 8C (the joker stands for 7C); seat
    0, holding 7C, meets its contract and two turns later has drawn 9S to go with its 9H.
    `check` looks at the match along the way (the claim refused before that)."""
    m = dealt("contract-rummy", JOKER_DEAL, stock=JOKER_STOCK, upcard="AH", hand=2)
    assert seat_now(m) == 2
    draw_stock(m, 2)
    m.apply(meld(m, 2, "KS KH JK", "5C 6C JK 8C"))
    assert m.table[1].fit.text()[2] == "JK=7C"
    m.apply(Discard(2, ids(m, "9C", 2)[0]))
    draw_stock(m, 0)
    seven = ids(m, "7C", 0)[0]
    check(m, seven)
    m.apply(meld(m, 0, "QS QH QD", "2D 3D 4D 5D"))
    check(m, seven)
    m.apply(Discard(0, ids(m, "10S", 0)[0]))
    turn(m, 1, "JH")
    turn(m, 2, "JC")
    draw_stock(m, 0)  # 2C: with 9H and KD, nothing to meld a joker with
    check(m, seven)
    m.apply(Discard(0, ids(m, "2C", 0)[0]))
    draw_stock(m, 1)  # 6D
    check(m, seven)
    m.apply(Discard(1, ids(m, "6D", 1)[0]))
    turn(m, 2, "8H")
    draw_stock(m, 0)  # 9S
    return m


def test_a_joker_claimed_from_a_run_goes_into_a_new_meld_that_turn():
    refusals = iter([
        lambda m, seven: refused(m, Swap(0, seven, 1), "lay down this hand's contract first"),
        lambda m, seven: refused(m, Swap(0, seven, 1), "you laid down your contract this turn"),
        lambda m, seven: (
            refused(m, Swap(0, seven, 1),
                    "the joker you would claim could not go into a new meld"),
            refused(m, Swap(0, ids(m, "KD", 0)[0], 0), "a joker in a set cannot be claimed")),
        lambda m, seven: refused(m, Swap(1, ids(m, "7C", 1)[0], 1),
                                 "lay down this hand's contract first"),
    ])
    m = joker_to_claim(lambda m, seven: next(refusals)(m, seven))
    assert next(refusals, None) is None, "every refusal was tried"
    seven = ids(m, "7C", 0)[0]
    assert Swap(0, seven, 1) in m.legal_actions(0)
    events = m.apply(Swap(0, seven, 1))
    joker = events[0].cards[1]
    assert m.cards[joker].is_joker and joker in m.hands[0]
    assert m.table[1].fit.text() == ["5C", "6C", "7C", "8C"]
    assert m.cstate.claimed_joker == joker
    refused(m, Discard(0, ids(m, "KD", 0)[0]), "put the joker you claimed into a new meld first")
    refused(m, LayOff(0, joker, 0), "put the joker you claimed into a new meld first")
    assert all(isinstance(a, Meld) and any(joker in g for g in a.melds)
               for a in m.legal_actions(0))
    m.apply(Meld(0, ((*ids(m, "9H 9S", 0), joker),)))
    assert m.cstate.claimed_joker is None
    # the last card goes: seat 0 is out, the others pay for their cards
    m.apply(Discard(0, ids(m, "KD", 0)[0]))
    result = m.results[-1]
    assert result.winner == 0 and result.how == How.OUT
    # seat 1: 7 2 4 6 8 10 Q(10) A(15) 3 5; seat 2: 2H 3S 4D
    assert result.points == (0, 70, 9)


@pytest.mark.parametrize(("card", "value"), [("JK", 15), ("AS", 15), ("KS", 10), ("JD", 10),
                                            ("10C", 10), ("7H", 7), ("2D", 2)])
def test_a_card_left_in_hand_costs_its_value(card, value):
    m = new_match("contract-rummy", seats=3, seed=1)
    found = next(c for c in m.cards if str(c) == card)
    assert m.hand_rules.value(found) == value


# -- taking from deep in the pile (classic) ---------------------------------------------------
DEEP_DEAL = ["2C 3C 5D 6D 8S 9D JS JD KS QD",  # seat 0
             "7S 7H 4S 4C AS 2S 9H 10C JC KH",  # seat 1
             "AH 3H 5C 6C 8C 9S 10S JH QS KD"]  # seat 2


def deep_pile() -> Match:
    """Classic for three, the pile 7D KC 4H QH (top last), seat 1 to draw."""
    m = dealt("contract-rummy", DEEP_DEAL, stock="KC 4H QH 3D 2H", upcard="7D", preset="classic")
    for seat, throw in ((1, "KC"), (2, "4H"), (0, "QH")):
        m.apply(Draw(seat, "stock"))
        m.apply(Discard(seat, ids(m, throw, seat)[0]))
    assert m.text(m.discard) == "7D KC 4H QH"
    return m


def test_a_card_deep_in_the_pile_is_taken_with_those_above_to_meld_at_once():
    m = deep_pile()
    assert Draw(1, "discard", 4) in m.legal_actions(1)
    assert Draw(1, "discard", 3) not in m.legal_actions(1)
    refused(m, Draw(1, "discard", 3), "you may take KC from deep in the pile only to meld it")
    refused(m, Draw(1, "discard", 5), "the discard pile holds 4 cards: you cannot take 5")
    events = m.apply(Draw(1, "discard", 4))
    assert events[0].cards == tuple(ids(m, "7D KC 4H QH", 1)) and not m.discard
    assert m.view(0).events[-1].cards == events[0].cards, "the taken cards are seen by all"
    refused(m, Discard(1, ids(m, "KC", 1)[0]), "meld 7D first")
    refused(m, meld(m, 1, "4S 4C 4H", "AS 2S"), "meld 7D first")
    m.apply(meld(m, 1, "7S 7H 7D", "4S 4C 4H"))
    m.apply(Discard(1, ids(m, "QH", 1)[0]))  # one of several taken may go back
    assert m.text(m.discard) == "QH"


def test_one_who_takes_the_single_top_card_may_not_throw_it_back():
    m = deep_pile()
    m.apply(Draw(1, "discard"))
    refused(m, Discard(1, ids(m, "QH", 1)[0]), "you may not discard QH: you just took it")


def test_a_deep_take_is_never_offered_outside_the_classic_preset():
    m = dealt("contract-rummy", MAY_I_DEAL, stock="KH 2D 3H 4H 6S 7S", upcard="2H")
    draw_stock(m, 1)
    m.apply(Discard(1, ids(m, "7H", 1)[0]))
    refused(m, Draw(2, "discard", 2), "only the top card of the discard pile may be taken")


def test_a_classic_jokers_suit_in_a_set_is_fixed_once_played():
    m = dealt("contract-rummy", ["2C 3C 5D 6D 8S 9D JS JD KS QD",
                                 "7S 7D JK 4S 4C 4D 7H 7C 9H 10C",
                                 "AH 3H 5C 6C 8C 9S 10S JH QS KD"],
              stock="3D 2H 5S 6S", upcard="QC", preset="classic")
    m.apply(Draw(1, "stock"))
    m.apply(meld(m, 1, "7S 7D JK", "4S 4C 4D"))
    assert m.table[0].fit.text()[-1] == "JK=7H", "the first suit the set lacks"
    m.apply(Discard(1, ids(m, "3D", 1)[0]))
    for seat, throw in ((2, "AH"), (0, "2C")):
        m.apply(Draw(seat, "stock"))
        m.apply(Discard(seat, ids(m, throw, seat)[0]))
    m.apply(Draw(1, "stock"))
    refused(m, LayOff(1, ids(m, "7H", 1)[0], 0),
            "7H cannot join 7S 7D JK: its joker stands for 7H")
    m.apply(LayOff(1, ids(m, "7C", 1)[0], 0))
    assert m.table[0].fit.text() == ["7S", "7D", "7C", "JK=7H"]


# -- the stock -------------------------------------------------------------------------------
def spent_stock() -> Match:
    """May I? for four, seat 1 having drawn (KH): every other stock card goes to seat 0."""
    m = dealt("contract-rummy", MAY_I_DEAL, stock="KH", upcard="2H")
    draw_stock(m, 1)
    m.hands[0] += m.stock
    m.stock = []
    return m


def test_the_stock_is_made_again_from_the_pile_three_times_then_the_hand_ends():
    m = spent_stock()
    m.apply(Discard(1, ids(m, "7H", 1)[0]))  # the pile: 2H 7H
    events = m.apply(Draw(2, "stock"))
    assert [e.kind for e in events] == ["stock-renewed", "drew"]
    assert m.text(m.discard) == "7H" and m.cstate.renewals == 1 and m.poll is None
    m.apply(Discard(2, ids(m, "KC", 2)[0]))
    m.apply(Draw(3, "stock"))  # 7H, the stock made again a second time
    m.apply(Discard(3, ids(m, "AD", 3)[0]))
    m.apply(Draw(0, "stock"))  # KC: a third time
    assert m.cstate.renewals == 3
    counts = m._counts()
    counts[0] -= 10  # seat 0 throws QS
    m.apply(Discard(0, ids(m, "QS", 0)[0]))
    result = m.results[-1]
    assert result.how == How.EXHAUSTED and result.winner is None
    assert result.points == tuple(counts), "everyone pays for the cards held"


def test_the_hand_ends_when_nothing_lies_under_the_piles_top_to_make_a_stock():
    m = spent_stock()
    m.hands[0] += m.discard  # (the upcard gone too)
    m.discard = []
    m.apply(Discard(1, ids(m, "7H", 1)[0]))  # the pile: 7H alone, the stock empty
    assert m.results[-1].how == How.EXHAUSTED and m.hand_number == 2


# -- records and simulate ------------------------------------------------------------------
@pytest.mark.parametrize("preset", ["standard", "classic"])
def test_a_bot_match_replays_and_simulate_plays_it(preset):
    series = simulate("contract-rummy", [Player.builtin("normal")] * 3, 1, 7, preset)
    assert series.games == 1 and series.hands == 7
    m = new_match("contract-rummy", seats=3, seed=7, preset=preset)
    from game.bots import bot_seed, make_bot
    bots = [make_bot("easy", bot_seed(7, s)) for s in range(3)]
    while not m.over:
        seat = seat_now(m)
        m.apply(bots[seat].choose(m.view(seat)))
    again = record.replay(record.loads(record.dumps(m)))
    assert again.final_scores() == m.final_scores() and again.over

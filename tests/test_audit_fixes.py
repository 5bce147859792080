"""The outside audit's three failures, fixed (issue 79): the caller's hand stays face down
until the final turns are over (Pay Me, Three Thirteen), and a Rummy player waiting to go out
draws from the stock only. Each from a given deal."""

from __future__ import annotations

import pytest

from game import record
from game.actions import Discard, Draw, GoOut
from game.errors import IllegalAction
from tests.helpers import card, dealt
from tests.test_pay_me import ended
from tests.test_rummy import meld


@pytest.mark.parametrize(("game", "hands", "stock", "up"), [
    ("pay-me", ["10H 10C 3S", "KD 7D 4S"], "JS QC", "9C"),
    ("three-thirteen", ["10H 10C 3S", "KD 7D 4S"], "JS QC", "9C"),
])
def test_the_callers_melds_stay_face_down_until_the_final_turns_are_over(game, hands, stock, up):
    m = dealt(game, hands[::-1], stock, up)  # seat 1 leads: it holds the 10s
    m.apply(Draw(1, "stock"))  # JS
    events = m.apply(GoOut(1, card(m, "JS", 1)))
    out = next(e for e in events if e.kind == "went-out")
    other = m.view(0)
    said = next(e for e in other.events if e.kind == "went-out")
    assert said.cards is None and "melds" not in said.data, "the call, not the cards"
    assert out.cards and all(meld.face_down and not meld.cards for meld in other.table)
    assert sum(meld.count for meld in other.table) == 3, "the caller's cards are counted"
    assert m.view(1).table[0].cards, "the caller sees their own melds"
    m.apply(Draw(0, "stock"))  # the final turn
    assert all(meld.face_down for meld in m.view(0).table)
    events = m.apply(Discard(0, card(m, "KD", 0)))
    shown = next(e for e in events if e.kind == "shown")
    assert sorted(shown.cards) == sorted(out.cards), "the turn is back: they are laid face up"
    assert all(not meld.face_down for meld in m.view(0).table) or m.results


def test_a_house_rule_lays_the_callers_melds_face_up_at_once():
    m = dealt("pay-me", ["KD 7D 4S", "10H 10C 3S"], "JS QC", "9C",
              options={"caller_shows": True})
    m.apply(Draw(1, "stock"))
    m.apply(GoOut(1, card(m, "JS", 1)))
    other = m.view(0)
    assert [str(c) for c in other.table[0].cards] == ["10H", "10C", "3S"]
    said = next(e for e in other.events if e.kind == "went-out")
    assert said.cards and said.data["melds"]


def test_a_waiting_rummy_player_may_not_take_the_discard_back_to_go_out():
    """With "the last card must be discarded", a player who melds out without a discard waits
    and next turn draws from the stock (source 004); taking the pile's top card to throw it
    straight back had let them go out at once."""
    m = dealt("rummy", ["KH QH 2C 3C 10D JC 5H 7D 8C 6H", "5S 6S 7S 8S 2H 3H 4H 9C 9D 9H"],
              "4S KC", "AD", options={"discard_to_go_out": True, "several_melds": True})
    m.apply(Draw(1, "stock"))  # 4S
    events = meld(m, 1, "4S 5S 6S 7S 8S", "2H 3H 4H", "9C 9D 9H")  # no card left to throw
    assert [e.kind for e in events][-1] == "waiting" and m.rummy.waiting[1]
    m.apply(Draw(0, "stock"))  # KC
    m.apply(Discard(0, card(m, "KC", 0)))
    assert m.legal_actions(1) == [Draw(1, "stock")]
    before = record.dumps(m)
    with pytest.raises(IllegalAction, match="only from the stock"):
        m.apply(Draw(1, "discard"))
    assert record.dumps(m) == before
    m.apply(Draw(1, "stock"))  # AS, the first card of the deck below those named
    assert [str(m.cards[c]) for c in m.hands[1]] == ["AS"], "it fits no meld"
    events = m.apply(Discard(1, card(m, "AS", 1)))
    assert ended(events).data["how"] == "out"

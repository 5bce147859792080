"""Tong-Its, rule by rule, from given deals: the dealer's first turn, taking the discard into a
meld, lay-offs, face-down fours, the Draw call and its answers, the stock running out, every
payout part, the pot, the deal and the end of the game."""

from __future__ import annotations

import json
import random

import pytest

from game import record
from game.actions import Action, Call, Choose, Discard, Draw, LayOff, Meld
from game.api import new_match
from game.bots import make_bot
from game.deals import Deal
from game.decisions import Form, How, Kind
from game.errors import IllegalAction
from game.games.tong_its_chips import TongItsStanding
from game.match import Match
from game.simulate import Player, play_match, simulate

RANKS = ["A", *map(str, range(2, 11)), "J", "Q", "K"]
DECK = [f"{r}{s}" for s in "SHDC" for r in RANKS]
NAMES = ["Ann", "Bruno", "Cleo"]


def deal(*hands: str, stock: str = "") -> Deal:
    """A deal of the one deck: the hands as given (the dealer's 13 cards included), the named
    stock cards on top, every other card below them."""
    named = " ".join([*hands, stock]).split()
    assert len(set(named)) == len(named), "each card once"
    return Deal.of(hands, stock.split() + [c for c in DECK if c not in named])


def new(*deals: Deal, **options: object) -> Match:
    return new_match("tong-its", dict(options), NAMES, 0, deals=list(deals))


def ids(m: Match, text: str) -> tuple[int, ...]:
    return tuple(next(c.id for c in m.cards if str(c) == t) for t in text.split())


def one(m: Match, text: str) -> int:
    return ids(m, text)[0]


def snapshot(m: Match) -> str:
    """Everything a refused action must leave as it was."""
    return json.dumps([record.dumps(m), m.hands, m.stock, m.discard,
                       [(t.owner, [c.id for c in t.cards], t.face_down) for t in m.table],
                       repr(m.state), repr(m.standing), m.totals, repr(m.pending()),
                       repr(m.poll)])


def refused(m: Match, action: Action, reason: str) -> None:
    before = snapshot(m)
    with pytest.raises(IllegalAction, match=reason):
        m.apply(action)
    ok, why = m.is_legal(action)
    assert not ok and why
    assert snapshot(m) == before, action


def draw_and_throw(m: Match, seat: int) -> None:
    """A turn that changes no hand: draw the stock's top card and discard it."""
    m.apply(Draw(seat, "stock"))
    m.apply(Discard(seat, m.hands[seat][-1]))


def parts(m: Match) -> list[tuple[str, int | None, int]]:
    """The last hand's payments (the antes left out)."""
    return [p for p in m.results[-1].reckoning if p[0] != "ante"]


def chips(m: Match) -> tuple[int, ...]:
    standing = m.standing
    assert isinstance(standing, TongItsStanding)
    return standing.chips


def pot(m: Match) -> int:
    standing = m.standing
    assert isinstance(standing, TongItsStanding)
    return standing.pot


# -- the deal and the dealer's first turn ----------------------------------------------------
# Seat 0 deals hand 1; Bruno (seat 1) can take Ann's 7H into a set; Cleo (2) holds the fourth 7.
DEAL_A = deal("7H 9S 10S JS 2C 4D 6C 8D QC KH 3H 5D AD",
              "7S 7D 2S 3S 4S 5S 9H 10C JH QD KS 8C",
              "7C 2D 3D 4H 6S 8S 9C 10H JD QS KC 6D")
# Ann melds out at once: four melds and a discard.
DEAL_OUT = deal("KS KH KD QS QH QD 2C 3C 4C 6D 7D 8D 9H", "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS AH",
                "2H 3H 4H 5H 6H 7H 8H 10H JH AD 2D 3D")


def test_the_dealer_gets_thirteen_cards_antes_are_paid_and_the_dealer_plays_without_drawing():
    m = new(DEAL_A)
    assert m.dealer == 0 and [len(h) for h in m.hands] == [13, 12, 12] and len(m.stock) == 15
    assert not m.discard, "no upcard"
    assert m.pending() == (m.pending()[0],) and (m.pending()[0].seat, m.pending()[0].kind) == (
        0, Kind.PLAY)
    assert chips(m) == (98, 98, 98) and pot(m) == 6 and m.totals == [100, 100, 100]
    anted = next(e for e in m.log if e.kind == "anted")
    assert anted.data == {"chips": [2, 2, 2], "pot": 6}
    assert not any(isinstance(a, Draw) for a in m.legal_actions(0))
    refused(m, Draw(0, "stock"), "meld, lay off, lay a four face down, or discard")
    refused(m, Call(0, "draw"), "at the start of a turn, before drawing")
    m.apply(Discard(0, one(m, "7H")))
    assert (m.pending()[0].seat, m.pending()[0].kind) == (1, Kind.DRAW)


def test_the_dealer_may_meld_first_and_go_out_by_discarding_the_last_card():
    m = new(DEAL_OUT)
    for meld in ("KS KH KD", "QS QH QD", "2C 3C 4C", "6D 7D 8D"):
        m.apply(Meld(0, (ids(m, meld),)))
    assert m.hands[0] == [one(m, "9H")] and not m.results
    events = m.apply(Discard(0, one(m, "9H")))
    result = m.results[-1]
    assert result.how == How.TONG_ITS and result.winner == 0
    assert any(e.kind == "went-out" and e.seat == 0 for e in events)


def test_melding_the_whole_hand_is_tong_its_without_a_discard():
    m = new(deal("KS KH KD QS QH QD 2C 3C 4C 6D 7D 8D 9D", "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS AH",
                 "2H 3H 4H 5H 6H 7H 8H 10H JH AD 2D 3D"))
    m.apply(Meld(0, (ids(m, "KS KH KD"), ids(m, "QS QH QD"), ids(m, "2C 3C 4C"))))
    assert not m.results
    m.apply(Meld(0, (ids(m, "6D 7D 8D 9D"),)))
    assert m.results[-1].how == How.TONG_ITS and m.results[-1].winner == 0
    assert not any(e.kind == "discarded" for e in m.log), "no discard was needed"


# -- taking the discard ----------------------------------------------------------------------
def test_the_discard_is_taken_only_into_a_new_meld_laid_face_up_at_once():
    m = new(DEAL_A)
    m.apply(Discard(0, one(m, "7H")))
    take = Meld(1, (ids(m, "7H 7S 7D"),))
    assert m.legal_actions(1) == [Draw(1, "stock"), take], "no Draw call: Bruno has not opened"
    refused(m, Draw(1, "discard"), "only into a new meld laid face up")
    refused(m, Meld(1, (ids(m, "2S 3S 4S"),)), "must hold the discard, 7H")
    refused(m, Meld(1, (ids(m, "7H 7S 7D"), ids(m, "2S 3S 4S"))), "one new meld")
    refused(m, Meld(1, (ids(m, "7H 7S 9H"),)), "is not a meld")
    refused(m, Meld(1, (ids(m, "7H 7S 7C"),)), "7C is not yours to meld")
    refused(m, Meld(1, (ids(m, "7H 7S"),)), "too few for a meld")
    refused(m, Discard(1, one(m, "9H")), "draw from the stock, take the discard")
    refused(m, Call(1, "draw"), "only once you have opened")
    refused(m, Call(1, "knock"), 'no call "knock"')
    refused(m, Draw(2, "stock"), "not your turn: waiting for Bruno")
    events = m.apply(take)
    assert not m.discard and len(m.hands[1]) == 10
    assert m.table[0].owner == 1 and not m.table[0].face_down
    assert sorted(c.id for c in m.table[0].cards) == sorted(ids(m, "7H 7S 7D"))
    assert events[0].kind == "melded" and events[0].data["taken"] == one(m, "7H")
    assert events[0].private is None, "laid face up: everyone sees it"
    assert m.state.opened == (False, True, False)  # type: ignore[attr-defined]
    assert (m.pending()[0].seat, m.pending()[0].kind) == (1, Kind.PLAY)


def test_a_set_of_four_or_a_long_run_may_be_made_with_the_discard():
    m = new(deal("5H 9S 10S JS 2C 4D 6C 8D QC KH 3H 5D AD", "5S 5C 6H 7H 8H 9H 3S 4S JH QD KS 8C",
                 "7C 2D 3D 4H 6S 8S 9C 10H JD QS KC 6D"))
    m.apply(Discard(0, one(m, "5H")))
    takes = {tuple(sorted(str(m.cards[c]) for c in a.melds[0]))
             for a in m.legal_actions(1) if isinstance(a, Meld)}
    assert takes == {("5C", "5H", "5S"), ("5H", "6H", "7H"), ("5H", "6H", "7H", "8H"),
                     ("5H", "6H", "7H", "8H", "9H")}
    m.apply(Meld(1, (ids(m, "5H 6H 7H 8H 9H"),)))
    assert len(m.table[0].cards) == 5


# -- lay-offs, and the Draw call's conditions -------------------------------------------------
def test_lay_offs_on_others_melds_and_each_condition_that_forbids_calling_draw():
    m = new(DEAL_A)
    m.apply(Discard(0, one(m, "7H")))
    refused(m, Call(1, "draw"), "only once you have opened")
    m.apply(Meld(1, (ids(m, "7H 7S 7D"),)))
    m.apply(Meld(1, (ids(m, "2S 3S 4S"),)))
    m.apply(Discard(1, one(m, "9H")))
    m.apply(Draw(2, "stock"))
    assert LayOff(2, one(m, "7C"), 0) in m.legal_actions(2), "on another's meld, unopened"
    m.apply(LayOff(2, one(m, "7C"), 0))
    assert len(m.table[0].cards) == 4 and m.state.laid_on[1] == (2,)  # type: ignore[attr-defined]
    m.apply(Discard(2, m.hands[2][-1]))
    draw_and_throw(m, 0)
    # Cleo laid off on Bruno's set since his last turn
    assert Call(1, "draw") not in m.legal_actions(1)
    refused(m, Call(1, "draw"), "Cleo laid off on your melds since your last turn")
    m.apply(Draw(1, "stock"))
    m.apply(LayOff(1, one(m, "5S"), 1))  # on his own run
    refused(m, Call(1, "draw"), "at the start of a turn, before drawing")
    m.apply(Discard(1, m.hands[1][-1]))
    draw_and_throw(m, 2)
    draw_and_throw(m, 0)
    # he laid off on his own melds in his last turn
    assert Call(1, "draw") not in m.legal_actions(1)
    refused(m, Call(1, "draw"), "you laid off on your own melds in your last turn")
    draw_and_throw(m, 1)
    draw_and_throw(m, 2)
    draw_and_throw(m, 0)
    assert Call(1, "draw") in m.legal_actions(1)
    events = m.apply(Call(1, "draw"))
    # nobody else has opened: both fold without being asked, Cleo first (the caller's left)
    assert [(e.kind, e.seat, e.data.get("forced")) for e in events[:3]] == [
        ("called", 1, None), ("folded", 2, True), ("folded", 0, True)]
    result = m.results[-1]
    assert result.how == How.DRAW_CALLED and result.winner == 1
    assert parts(m) == [("draw", 0, 1), ("never-opened", 0, 1), ("draw", 2, 1),
                        ("never-opened", 2, 1)]
    assert result.points == (-4, 2, -4) and m.totals == [96, 102, 96]
    assert all(s.deadwood is None for s in result.shown), "nothing counted when all fold"
    shown = {s.seat: s for s in result.shown}
    assert one(m, "7C") in shown[2].laid_off and one(m, "5S") in shown[1].laid_off
    # the winner deals the next hand: thirteen cards, and the first play
    assert m.hand_number == 2 and m.dealer == 1 and [len(h) for h in m.hands] == [12, 13, 12]
    assert (m.pending()[0].seat, m.pending()[0].kind) == (1, Kind.PLAY)


def test_nobody_may_lay_off_on_a_face_down_four_and_only_its_owner_sees_it():
    m = new(deal("KS KH KD KC 2S 5H 8D 9C 3D 6S 7H 10C 4C", "AS 3S 4S 5S 6H 7S 8S 9S 10S JS AH QH",
                 "2H 3H 4H 5D 6D 8H 10H JH AD 2D QS JD"))
    kings = ids(m, "KS KH KD KC")
    assert Choose(0, tuple(sorted(kings)), "face-down") in m.legal_actions(0)
    refused(m, Choose(0, ids(m, "KS KH KD 2S"), "face-down"), "four cards of one rank")
    refused(m, Choose(0, ids(m, "KS KH KD"), "face-down"), "four cards of one rank")
    refused(m, Choose(0, kings, "face-up"), 'no choice "face-up"')
    events = m.apply(Choose(0, kings, "face-down"))
    assert m.table[0].face_down and m.table[0].owner == 0
    assert m.state.opened[0]  # type: ignore[attr-defined]
    assert events[0].private == 0
    m.apply(Discard(0, one(m, "4C")))
    m.apply(Draw(1, "stock"))
    assert not any(isinstance(a, LayOff) for a in m.legal_actions(1))
    refused(m, LayOff(1, one(m, "AS"), 0), "lying face down")
    for seat in (1, 2):
        seen = m.view(seat)
        assert seen.table[0].cards == () and seen.table[0].fit is None
        assert seen.table[0].face_down and seen.table[0].count == 4
        assert not set(kings) & card_ids_in(seen.to_json()), seat
    assert set(kings) <= card_ids_in(m.view(0).to_json())
    assert [c.id for c in m.view(0).table[0].cards] == list(kings)


def card_ids_in(view: dict) -> set[int]:
    """Every card id a view's plain form names: its hand, the piles, the table, the events'
    cards and data, and the actions it may take."""
    found = set(view["hand"]) | set(view["discard"])
    found |= {c for _, cards in view["table"] for c in cards}
    for _, _, cards, data in view["events"]:
        found |= set(cards or ())
        if "taken" in data:
            found.add(data["taken"])
    for action in view["legal"]:
        found |= set(action.get("cards", ()))
        found |= {c for group in action.get("melds", ()) for c in group}
        found |= {action[k] for k in ("card",) if k in action}
    return found


def test_a_face_down_four_opens_keeps_its_bonus_and_is_shown_when_the_hand_ends():
    m = new(deal("KS KH KD KC 2S 5H 8D 9C 3D 6S 7H 10C 4C", "AS 3S 4S 5S 6H 7S 8S 9S 10S JS AH QH",
                 "2H 3H 4H 5D 6D 8H 10H JH AD 2D QS JD"))
    kings = ids(m, "KS KH KD KC")
    m.apply(Choose(0, kings, "face-down"))
    m.apply(Discard(0, one(m, "4C")))
    draw_and_throw(m, 1)
    draw_and_throw(m, 2)
    assert Call(0, "draw") in m.legal_actions(0), "a face-down four opens"
    m.apply(Call(0, "draw"))
    assert m.results[-1].winner == 0
    assert parts(m) == [("draw", 1, 1), ("concealed-four", 1, 3), ("never-opened", 1, 1),
                        ("draw", 2, 1), ("concealed-four", 2, 3), ("never-opened", 2, 1)]
    shown = next(s for s in m.results[-1].shown if s.seat == 0)
    assert tuple(kings) in shown.melds, "shown to all once the hand is over"


# -- the Draw call answered --------------------------------------------------------------------
def opened_round(loose: tuple[str, str, str], opens: tuple[bool, bool, bool] = (True,) * 3
                 ) -> Match:
    """A hand where Ann (dealer) exposes KS KH KD and throws 10C, Bruno and Cleo each draw,
    expose QS QH QD and JS JH JD, and throw the card drawn (each only if `opens` says so);
    each then holds its nine `loose` cards (and its meld, where it was not exposed)."""
    m = new(deal(f"KS KH KD 10C {loose[0]}", f"QS QH QD {loose[1]}", f"JS JH JD {loose[2]}",
                 stock="9C 8C KC"))
    melds = ("KS KH KD", "QS QH QD", "JS JH JD")
    for seat in range(3):
        if seat:
            m.apply(Draw(seat, "stock"))
        if opens[seat]:
            m.apply(Meld(seat, (ids(m, melds[seat]),)))
        m.apply(Discard(seat, one(m, "10C") if seat == 0 else m.hands[seat][-1]))
    return m


RUNS = ("2S 3S 4S 5S 6S 7S 8S 9S", "3H 4H 5H 6H 7H 8H 9H 10H", "3D 4D 5D 6D 7D 8D 9D 10D")


def loose(*extra: str) -> tuple[str, str, str]:
    """Each seat's long run and one loose card, whose value is its deadwood."""
    return (f"{RUNS[0]} {extra[0]}", f"{RUNS[1]} {extra[1]}", f"{RUNS[2]} {extra[2]}")


def test_a_draw_call_asks_each_opened_opponent_in_turn_and_all_folding_gives_the_caller_one():
    m = opened_round(loose("2C", "5C", "3C"), opens=(True, True, False))
    m.apply(Call(0, "draw"))
    # Cleo never opened: she folds unasked; Bruno is asked
    assert m.pending() == (m.pending()[0],)
    assert (m.pending()[0].seat, m.pending()[0].kind, m.pending()[0].form) == (
        1, Kind.RESPOND, Form.POLL)
    assert m.legal_actions(1) == [Call(1, "fold"), Call(1, "challenge")]
    assert m.legal_actions(0) == [] and m.legal_actions(2) == []
    refused(m, Call(1, "pass"), "fold or challenge")
    refused(m, Discard(1, m.hands[1][0]), "fold or challenge")
    refused(m, Call(2, "challenge"), "not your turn: waiting for Bruno")
    m.apply(Call(1, "fold"))
    assert m.results[-1].winner == 0 and m.results[-1].how == How.DRAW_CALLED
    assert parts(m) == [("draw", 1, 1), ("draw", 2, 1), ("never-opened", 2, 1)]


def test_challenged_the_lowest_deadwood_wins_three_from_each_loser():
    m = opened_round(loose("2C", "5C", "3C"))
    m.apply(Call(0, "draw"))
    m.apply(Call(1, "challenge"))
    assert m.pending()[0].seat == 2 and m.state.challengers == (1,)  # type: ignore[attr-defined]
    assert m.view(2).poll is not None and m.view(2).poll.order == (2,)
    m.apply(Call(2, "challenge"))
    result = m.results[-1]
    assert result.winner == 0 and result.how == How.DRAW_CALLED
    assert {s.seat: s.deadwood for s in result.shown} == {0: 2, 1: 5, 2: 3}
    assert parts(m) == [("challenged-draw", 1, 3), ("challenged-draw", 2, 3)]
    assert result.points == (4, -5, -5)


def test_a_tie_between_the_caller_and_a_challenger_goes_to_the_challenger():
    m = opened_round(loose("2C", "2D", "7C"))
    m.apply(Call(0, "draw"))
    m.apply(Call(1, "challenge"))
    m.apply(Call(2, "fold"))
    result = m.results[-1]
    assert result.winner == 1
    assert {s.seat: s.deadwood for s in result.shown} == {0: 2, 1: 2, 2: None}, \
        "a folded hand is not counted"
    assert parts(m) == [("challenged-draw", 0, 3), ("challenged-draw", 2, 3)], \
        "a challenged draw is worth three, from every loser"


@pytest.mark.parametrize(("caller", "extra", "winner"), [
    (0, ("JC", "2D", "2H"), 1),  # Bruno is on Ann's left
    (1, ("2C", "JC", "2H"), 2),  # Cleo is on Bruno's left: not the lower seat number
])
def test_among_tied_challengers_the_one_left_of_the_caller_wins(caller, extra, winner):
    m = opened_round(loose(*extra))
    if caller == 1:
        draw_and_throw(m, 0)
    m.apply(Call(caller, "draw"))
    for seat in ((caller + 1) % 3, (caller + 2) % 3):
        assert m.pending()[0].seat == seat
        m.apply(Call(seat, "challenge"))
    assert m.results[-1].winner == winner


# -- the stock runs out ------------------------------------------------------------------------
def to_the_end(m: Match) -> None:
    """Everyone draws and throws the drawn card until the hand ends."""
    number = m.hand_number
    while m.hand_number == number and not m.over:
        draw_and_throw(m, m.pending()[0].seat)


def test_when_the_stock_runs_out_only_the_opened_players_compare():
    m = opened_round(loose("7C", "5C", "2C"), opens=(True, True, False))
    to_the_end(m)
    result = m.results[-1]
    assert result.how == How.STOCK_OUT and result.winner == 1, "Cleo's 2 is not compared"
    assert any(e.kind == "stock-out" and e.seat == 0 for e in m.log), "Ann drew the last card"
    assert {s.seat: s.deadwood for s in result.shown} == {0: 7, 1: 5, 2: None}
    assert parts(m) == [("stock-out", 0, 1), ("stock-out", 2, 1), ("never-opened", 2, 1)]


def test_when_the_stock_runs_out_a_tie_goes_to_who_drew_the_last_card():
    m = opened_round(loose("2C", "2D", "7C"))
    to_the_end(m)
    assert next(e.seat for e in m.log if e.kind == "stock-out") == 0
    assert {s.seat: s.deadwood for s in m.results[-1].shown} == {0: 2, 1: 2, 2: 7}
    assert m.results[-1].winner == 0


def test_when_the_stock_runs_out_a_tie_of_the_others_goes_to_the_last_drawers_left():
    # Bruno takes Ann's 10C instead of drawing, so he draws the stock's last card; Cleo (his
    # left) and Ann tie on 2.
    m = new(deal(f"KS KH KD 10C {RUNS[0]} 2C", f"JC QC QS {RUNS[1]} 5C",
                 f"JS JH JD {RUNS[2]} 2H"))
    m.apply(Meld(0, (ids(m, "KS KH KD"),)))
    m.apply(Discard(0, one(m, "10C")))
    m.apply(Meld(1, (ids(m, "10C JC QC"),)))
    m.apply(Discard(1, one(m, "QS")))
    m.apply(Draw(2, "stock"))
    m.apply(Meld(2, (ids(m, "JS JH JD"),)))
    m.apply(Discard(2, m.hands[2][-1]))
    to_the_end(m)
    result = m.results[-1]
    assert next(e.seat for e in m.log if e.kind == "stock-out") == 1
    assert {s.seat: s.deadwood for s in result.shown} == {0: 2, 1: 5, 2: 2}
    assert result.winner == 2


def test_when_the_stock_runs_out_and_nobody_opened_everyone_compares():
    m = opened_round(loose("7C", "5C", "3C"), opens=(False, False, False))
    to_the_end(m)
    result = m.results[-1]
    assert result.winner == 2
    assert {s.seat: s.deadwood for s in result.shown} == {0: 7, 1: 5, 2: 3}, \
        "concealed melds count: Ann's KS KH KD is no deadwood"
    assert parts(m) == [("stock-out", 0, 1), ("never-opened", 0, 1), ("stock-out", 1, 1),
                        ("never-opened", 1, 1)]


def test_the_house_rule_that_nobody_wins_when_nobody_opened():
    deals = opened_round(loose("7C", "5C", "3C")).deals  # the same cards
    m = new(*deals, nobody_opened="no-winner")
    m.apply(Discard(0, one(m, "10C")))
    draw_and_throw(m, 1)
    draw_and_throw(m, 2)
    to_the_end(m)
    result = m.results[-1]
    assert result.winner is None and result.how == How.STOCK_OUT
    assert result.points == (-2, -2, -2) and pot(m) == 12, "the pot stays, the next ante added"
    assert m.dealer == 1, "with no winner the deal passes to the left"


# -- payouts ---------------------------------------------------------------------------------
def test_tong_its_is_worth_three_and_never_opening_one_more():
    m = new(DEAL_OUT)
    for meld in ("KS KH KD", "QS QH QD", "2C 3C 4C", "6D 7D 8D"):
        m.apply(Meld(0, (ids(m, meld),)))
    m.apply(Discard(0, one(m, "9H")))
    assert parts(m) == [("tong-its", 1, 3), ("never-opened", 1, 1), ("tong-its", 2, 3),
                        ("never-opened", 2, 1)]
    assert m.results[-1].points == (6, -6, -6)
    paid = [e for e in m.log if e.kind == "paid"]
    assert [(e.seat, e.data["to"], e.data["chips"]) for e in paid] == [(1, 0, 4), (2, 0, 4)]
    assert paid[0].data["parts"] == [["tong-its", 3], ["never-opened", 1]]


def test_aces_count_in_the_winners_hand_and_own_melds_but_not_those_laid_off():
    m = new(deal("2D 3D 4D AS 2S 3S 4S 5S 6S 7S 8S AC 10H", "AD QS QH QD 3H 4H 5H 6H 7H 8H 9H 9C",
                 "2C 3C 4C JS JH JD 5D 6D 7D 9D 10D KC", stock="KS KH KD"))
    m.apply(Meld(0, (ids(m, "2D 3D 4D"),)))
    m.apply(Discard(0, one(m, "10H")))
    m.apply(Draw(1, "stock"))
    m.apply(LayOff(1, one(m, "AD"), 0))  # Bruno's ace on Ann's run
    m.apply(Meld(1, (ids(m, "QS QH QD"),)))
    m.apply(Discard(1, one(m, "KS")))
    m.apply(Draw(2, "stock"))
    m.apply(Meld(2, (ids(m, "2C 3C 4C"), ids(m, "JS JH JD"))))
    m.apply(Discard(2, one(m, "KH")))
    m.apply(Draw(0, "stock"))
    m.apply(LayOff(0, one(m, "AC"), 2))  # Ann's ace on Cleo's run
    m.apply(Meld(0, (ids(m, "AS 2S 3S 4S 5S 6S 7S 8S"),)))
    m.apply(Discard(0, one(m, "KD")))
    assert m.results[-1].how == How.TONG_ITS and m.results[-1].winner == 0
    # only AS counts: AD was laid off on her run by Bruno, AC she laid off on Cleo's
    assert parts(m) == [("tong-its", 1, 3), ("aces", 1, 1), ("tong-its", 2, 3), ("aces", 2, 1)]


def test_a_concealed_four_in_the_winners_hand_is_worth_three():
    m = opened_round(("5S 5H 5D 5C 2S 3S 4S 6S 7S", "AH 2H 3H 6H 7H 8H 9H 10H 9D",
                      "AD 2D 3D 4D 6D 7D 8D 10D 2C"))
    m.apply(Call(0, "draw"))
    m.apply(Call(1, "fold"))
    m.apply(Call(2, "fold"))
    assert parts(m) == [("draw", 1, 1), ("concealed-four", 1, 3), ("draw", 2, 1),
                        ("concealed-four", 2, 3)]


def test_a_win_pays_the_winners_aces_held_in_the_hand():
    m = opened_round(("AS 2S 3S 4S 5S 6S 7S 8S AH", f"{RUNS[1]} 2H", f"{RUNS[2]} 2C"))
    m.apply(Call(0, "draw"))
    m.apply(Call(1, "fold"))
    m.apply(Call(2, "fold"))
    assert parts(m) == [("draw", 1, 1), ("aces", 1, 2), ("draw", 2, 1), ("aces", 2, 2)]


# -- the pot, the deal, the end of the game -----------------------------------------------------
def tong_its_hands(m: Match, count: int) -> None:
    """Ann, dealing DEAL_OUT again and again, goes tong-its at once `count` times."""
    for _ in range(count):
        assert m.dealer == 0 and m.pending()[0].seat == 0
        for meld in ("KS KH KD", "QS QH QD", "2C 3C 4C", "6D 7D 8D"):
            m.apply(Meld(0, (ids(m, meld),)))
        m.apply(Discard(0, one(m, "9H")))


def test_two_wins_in_a_row_take_the_pot_and_the_count_starts_again():
    m = new(*[DEAL_OUT] * 4)
    tong_its_hands(m, 1)
    assert pot(m) == 6 + 6, "hand 1's antes stay; hand 2's are in"
    assert not any(p[0] == "pot" for p in parts(m))
    tong_its_hands(m, 1)
    assert ("pot", 0, 12) in parts(m) and m.results[-1].points == (8 + 12 - 2, -6, -6)
    assert any(e.kind == "pot-won" and e.data["chips"] == 12 for e in m.log)
    assert pot(m) == 6, "only hand 3's antes"
    tong_its_hands(m, 1)
    assert not any(p[0] == "pot" for p in parts(m)), "a third win starts a new count"
    tong_its_hands(m, 1)
    assert ("pot", 0, 12) in parts(m)


def test_the_pot_waits_while_winners_alternate():
    m = new(DEAL_A)
    m.apply(Discard(0, one(m, "7H")))
    m.apply(Meld(1, (ids(m, "7H 7S 7D"),)))
    m.apply(Discard(1, one(m, "9H")))
    draw_and_throw(m, 2)
    draw_and_throw(m, 0)
    m.apply(Call(1, "draw"))  # Bruno wins hand 1 and deals hand 2
    assert m.results[-1].winner == 1 and m.dealer == 1
    standing = m.standing
    assert isinstance(standing, TongItsStanding)
    assert (standing.streak_seat, standing.streak, standing.pot) == (1, 1, 12)


def test_the_game_ends_after_twelve_hands_most_chips_winning():
    m = new(*[DEAL_OUT] * 12)
    tong_its_hands(m, 12)
    assert m.over and len(m.results) == 12 and m.winners == (0,)
    # Ann: 8 in, 2 anted a hand, and the pot of 12 every second hand
    assert m.totals == [100 + 12 * (8 - 2) + 6 * 12, 28, 28] and pot(m) == 0
    assert sum(m.totals) + pot(m) == 300, "no chip made or lost"
    assert m.goal().hands == 12


def test_a_player_short_of_chips_pays_what_they_have_and_the_game_ends():
    m = new(*[DEAL_OUT] * 17, hands=24)
    tong_its_hands(m, 16)
    assert m.totals[1:] == [4, 4] and not m.over
    assert chips(m)[1:] == (2, 2), "hand 17's ante taken"
    tong_its_hands(m, 1)
    assert parts(m)[:3] == [("tong-its", 1, 3), ("never-opened", 1, 1), ("short", 1, -2)]
    paid = [e for e in m.log if e.kind == "paid"][-2:]
    assert [(e.data["chips"], e.data["owed"]) for e in paid] == [(2, 4), (2, 4)]
    assert m.over and m.totals[1:] == [0, 0] and m.hand_number == 17 and m.winners == (0,)
    assert sum(m.totals) + pot(m) == 300


def test_the_number_of_hands_is_an_option():
    m = new(*[DEAL_OUT] * 6, hands=6)
    tong_its_hands(m, 6)
    assert m.over and len(m.results) == 6


# -- records, views and bots ---------------------------------------------------------------------
def test_a_record_replays_and_bots_play_every_decision_kind():
    m = new_match("tong-its", None, 3, 5)
    bots = [make_bot(level, s) for s, level in enumerate(("easy", "normal", "random"))]
    play_match(m, bots)
    assert m.over
    again = record.replay(record.loads(record.dumps(m)))
    assert again.totals == m.totals and again.winners == m.winners
    assert again.standing == m.standing
    kinds = {e.kind for e in m.log}
    assert {"anted", "paid", "melded", "hand-ended", "match-ended"} <= kinds


def test_simulate_reports_chips():
    series = simulate("tong-its", [Player.builtin("normal"), Player.builtin("easy"),
                                   Player.builtin("random")], 2, 3)
    data = series.to_json()
    assert data["unit"] == "chips" and data["games"] == 2
    assert sum(s["mean_score"] for s in data["seats"]) <= 300


def test_chips_and_the_pot_always_add_up_to_what_everyone_brought():
    rng = random.Random(2)
    m = new_match("tong-its", None, 3, 2)
    while not m.over:
        seat = m.pending()[0].seat
        m.apply(rng.choice(m.legal_actions(seat)))
        assert sum(chips(m)) + pot(m) == 300
        assert all(c >= 0 for c in chips(m))


# -- the bots' judgement ---------------------------------------------------------------------------
def normal_choice(m: Match, seat: int) -> Action:
    return make_bot("normal", 1).choose(m.view(seat))


class Careful(random.Random):
    """A generator that keeps an easy bot from carelessness (and lays its fours face down)."""

    def random(self) -> float:
        return 0.3


def test_normal_lays_a_four_face_down_to_open():
    m = new(deal("KS KH KD KC 2S 5H 8D 9C 3D 6S 7H 10C 4C", "AS 3S 4S 5S 6H 7S 8S 9S 10S JS AH QH",
                 "2H 3H 4H 5D 6D 8H 10H JH AD 2D QS JD"))
    assert normal_choice(m, 0) == Choose(0, ids(m, "KS KH KD KC"), "face-down")


def test_normal_opens_with_the_meld_others_could_lay_off_on_least_and_conceals_the_rest():
    m = new(deal("4H 5H 6H 9S 9D 9C 2C 5D 8S JD QC KS AD", "AS 3S 4S 5S 6S 7S 10S JS AH QH 2H 3H",
                 "7H 8H 10H JH 2D 3D 4D 6D 7D 8D QS JC"))
    first = normal_choice(m, 0)
    assert first == Meld(0, (ids(m, "9S 9D 9C"),)), "one card (9H) fits the set, two the run"
    m.apply(first)
    assert isinstance(normal_choice(m, 0), Discard), "the run stays in the hand"


def test_normal_goes_tong_its_keeping_a_four_face_down_for_its_bonus():
    m = new(deal("KS KH KD KC QS QH QD 2C 3C 4C 6D 7D 8D", "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS AH",
                 "2H 3H 4H 5H 6H 7H 8H 10H JH AD 2D 3D"))
    while m.hand_number == 1:
        m.apply(normal_choice(m, 0))
    assert m.results[0].how == How.TONG_ITS and m.results[0].winner == 0
    assert ("concealed-four", 1, 3) in m.results[0].reckoning


def test_normal_takes_the_discard_into_a_meld_and_lays_off_on_anothers_meld():
    m = new(DEAL_A)
    m.apply(Discard(0, one(m, "7H")))
    assert normal_choice(m, 1) == Meld(1, (ids(m, "7H 7S 7D"),))
    m.apply(Meld(1, (ids(m, "7H 7S 7D"),)))
    m.apply(Discard(1, one(m, "9H")))
    m.apply(Draw(2, "stock"))
    assert normal_choice(m, 2) == LayOff(2, one(m, "7C"), 0)


def test_normal_calls_draw_when_nobody_else_has_opened_but_draws_to_go_tong_its():
    m = new(deal("KS KH KD KC 2S 5H 8D 9C 3D 6S 7H 10C 4C", "AS 3S 4S 5S 6H 7S 8S 9S 10S JS AH QH",
                 "2H 3H 4H 5D 6D 8H 10H JH AD 2D QS JD"))
    m.apply(Choose(0, ids(m, "KS KH KD KC"), "face-down"))
    m.apply(Discard(0, one(m, "4C")))
    draw_and_throw(m, 1)
    draw_and_throw(m, 2)
    assert normal_choice(m, 0) == Call(0, "draw"), "nobody can challenge: a sure win"
    m = opened_round((f"{RUNS[0]} 10S", f"{RUNS[1]} 2H", f"{RUNS[2]} 2C"))
    assert Call(0, "draw") in m.legal_actions(0)
    assert normal_choice(m, 0) == Draw(0, "stock"), "every card melds: tong-its is worth three"


def test_normal_challenges_on_a_low_count_or_after_another_challenge_and_folds_on_a_high_one():
    m = opened_round((f"{RUNS[0]} 2C", "AH 3H 5H 7H 9H JC QC 10D 8D", "AD 2D 3D 4D 5D 6D 7D 4C 2H"))
    m.apply(Call(0, "draw"))
    assert normal_choice(m, 1) == Call(1, "fold"), "63 in deadwood"
    m.apply(Call(1, "fold"))
    assert normal_choice(m, 2) == Call(2, "challenge"), "6 in deadwood"
    m = opened_round((f"{RUNS[0]} 2C", f"{RUNS[1]} 3C", "AD 3D 5D 7D 9D JC QC 10S 6C"))
    m.apply(Call(0, "draw"))
    m.apply(Call(1, "challenge"))
    assert normal_choice(m, 2) == Call(2, "challenge"), \
        "61 in deadwood, but challenged already: the winner gets three from everyone anyway"


def test_easy_decides_every_kind_of_decision():
    m = new(deal("KS KH KD KC 2S 5H 8D 9C 3D 6S 7H 10C 4C", "AS 3S 4S 5S 6H 7S 8S 9S 10S JS AH QH",
                 "2H 3H 4H 5D 6D 8H 10H JH AD 2D QS JD"))
    easy = make_bot("easy", 3)
    easy.rng = Careful()
    assert easy.choose(m.view(0)) == Choose(0, ids(m, "KS KH KD KC"), "face-down")
    m = opened_round(loose("2C", "5C", "3C"))
    assert easy.choose(m.view(0)) == Call(0, "draw"), "a count of 2"
    m.apply(Call(0, "draw"))
    assert easy.choose(m.view(1)) == Call(1, "challenge"), "a count of 5"
    m = new(DEAL_A)
    m.apply(Discard(0, one(m, "7H")))
    assert easy.choose(m.view(1)) == Meld(1, (ids(m, "7H 7S 7D"),))
    m.apply(Meld(1, (ids(m, "7H 7S 7D"),)))
    assert easy.choose(m.view(1)) == Meld(1, (ids(m, "2S 3S 4S 5S"),)), "every meld laid down"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_level_answers_a_draw_call_and_plays_a_hand_through(level):
    m = opened_round(loose("2C", "5C", "3C"))
    m.apply(Call(0, "draw"))
    bot = make_bot(level, 2, think=0.2) if level == "hard" else make_bot(level, 2)
    assert bot.choose(m.view(1)) in m.legal_actions(1)
    m = new_match("tong-its", None, 3, 8)
    m.deal_next = False
    bots = [bot, make_bot("normal", 1), make_bot("easy", 2)]
    while m.pending():
        seat = m.pending()[0].seat
        action = bots[seat].choose(m.view(seat))
        assert action in m.legal_actions(seat)
        m.apply(action)
    assert m.results

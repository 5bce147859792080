"""The shared turn machinery: polls and secret choices through every driver, with a game made
for tests (tests/toy_game.py); phases, deals given, and the pieces the other games need."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game import games, record
from game.actions import Call, Choose, Discard, Draw, Pass
from game.api import new_match
from game.bots import make_bot
from game.deals import Deal, DealError
from game.decisions import Form, Kind
from game.determinise import determinise
from game.errors import IllegalAction
from game.match import Match, Seat
from game.simulate import Player, play_match, simulate


@pytest.fixture(autouse=True)
def toy(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The test game, known to the registry while a test runs (never to players)."""
    monkeypatch.setitem(games._MODULES, "toy", "tests.toy_game")
    yield "toy"


def toy_deal(*hands: str, stock: str, upcard: str = "2C") -> Deal:
    """A deal of the toy's one deck: the named cards, then every other card in the stock
    below the named stock cards."""
    named = " ".join([*hands, stock, upcard]).split()
    rest = [f"{r}{s}" for s in "SHDC" for r in ("A", *map(str, range(2, 11)), "J", "Q", "K")
            if f"{r}{s}" not in named]
    return Deal.of(hands, stock.split() + rest, upcard)


def ids(match: Match, text: str) -> list[int]:
    return [c.id for t in text.split() for c in match.cards if str(c) == t]


def test_a_poll_asks_the_seats_in_order_and_the_turn_resumes(toy: str) -> None:
    m = new_match(toy, seats=3, deals=[toy_deal("AS 2S 3S", "4H 5H 6H", "7D 8D 9D",
                                                stock="KS QS")])
    assert [(d.seat, d.kind, d.form) for d in m.pending()] == [(1, Kind.DRAW, Form.TURN)]
    m.apply(Draw(1, "stock"))
    # seat 1 drew: the others are asked about the 2C from its left, seat 2 first
    assert [(d.seat, d.kind, d.form) for d in m.pending()] == [(2, Kind.CLAIM, Form.POLL)]
    assert m.view(0).poll is not None and m.view(0).poll.order == (2, 0)
    with pytest.raises(IllegalAction, match="waiting for Player 3"):
        m.apply(Discard(1, m.hands[1][0]))  # the drawer waits for the poll
    before = record.dumps(m)
    with pytest.raises(IllegalAction, match="answer the call"):
        m.apply(Call(2, "nonsense"))
    assert record.dumps(m) == before, "a refused answer leaves the match as it was"
    m.apply(Pass(2))
    assert [(d.seat, d.form) for d in m.pending()] == [(0, Form.POLL)]
    assert m.view(1).poll is not None and m.view(1).poll.declined == (2,)
    events = m.apply(Call(0, "claim"))
    assert [e.kind for e in events] == ["claimed", "drew", "drew"], "the card and a penalty"
    assert len(m.hands[0]) == 5 and not m.discard
    assert [(d.seat, d.kind, d.form) for d in m.pending()] == [(1, Kind.DISCARD, Form.TURN)]


def test_a_poll_that_everyone_declines_returns_the_turn(toy: str) -> None:
    m = new_match(toy, seats=2, deals=[toy_deal("AS 2S 3S", "4H 5H 6H", stock="KS")])
    m.apply(Draw(1, "stock"))
    m.apply(Pass(0))
    assert m.poll is None and [d.seat for d in m.pending()] == [1]
    assert len(m.discard) == 1


def _to_the_pick(m: Match) -> None:
    while m.secret is None:
        seat = m.pending()[0].seat
        m.apply(make_bot("random", seat).choose(m.view(seat)))


def test_secret_picks_stay_hidden_until_all_are_in(toy: str) -> None:
    m = new_match(toy, seats=3, seed=4)
    _to_the_pick(m)
    assert sorted((d.seat, d.form) for d in m.pending()) == [
        (0, Form.SECRET), (1, Form.SECRET), (2, Form.SECRET)]
    mine = m.hands[1][0]
    m.apply(Choose(1, (mine,)))
    for seat in (0, 2):
        seen = m.view(seat)
        assert seen.chosen is None and seen.secret is not None and seen.secret.chosen == (1,)
        assert seen.to_json()["events"][-1] == ["chose", 1, None, {"kind": "pick"}]
        assert mine not in {c.id for c in seen.hand}
    assert m.view(1).chosen == Choose(1, (mine,)), "the chooser sees its own pick"
    with pytest.raises(IllegalAction, match="already made your choice"):
        m.apply(Choose(1, (m.hands[1][1],)))
    assert [d.seat for d in m.pending()] == [0, 2]
    m.apply(Choose(2, (m.hands[2][0],)))
    events = m.apply(Choose(0, (m.hands[0][0],)))
    revealed = [e for e in events if e.kind == "revealed"]
    assert [e.seat for e in revealed] == [0, 1, 2] and revealed[1].cards == (mine,)
    assert m.results and m.results[-1].how == "scored"


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_bots_play_the_toy_through_polls_and_picks(toy: str, level: str) -> None:
    for seats in (2, 4):
        m = new_match(toy, seats=seats, seed=seats)
        outcome = play_match(m, [make_bot(level, s) for s in range(seats)])
        assert m.over and outcome.winners == m.winners
        kinds = {e.kind for e in m.log}
        assert {"passed", "chose", "revealed"} <= kinds or {"claimed", "chose"} <= kinds


def test_simulate_and_a_replayed_record_end_where_the_match_did(toy: str) -> None:
    result = simulate(toy, [Player.builtin("normal"), Player.builtin("easy")], 3, 9)
    assert result.games == 3 and sum(s.wins for s in result.seats) >= 3
    m = new_match(toy, seats=3, seed=11)
    bots = [make_bot("easy", s) for s in range(3)]
    while not m.over:
        seat = m.pending()[0].seat
        m.apply(bots[seat].choose(m.view(seat)))
        if m.secret is not None and m.secret.chosen:  # mid-pick: a record stops here too
            half = record.replay(record.loads(record.dumps(m)))
            assert half.secret == m.secret and half.choices == m.choices
    again = record.replay(record.loads(record.dumps(m)))
    assert again.over and again.totals == m.totals and again.winners == m.winners
    assert [a for a in again.history] == m.history


def test_a_guess_mid_poll_and_mid_pick_plays_on(toy: str) -> None:
    m = new_match(toy, seats=3, deals=[toy_deal("AS 2S 3S", "4H 5H 6H", "7D 8D 9D",
                                                stock="KS QS")])
    m.apply(Draw(1, "stock"))
    m.apply(Pass(2))
    guess = determinise(m.view(0), random.Random(1))
    assert guess.poll == m.poll and guess.decision == m.decision
    guess.apply(Pass(0))
    assert guess.pending()[0].seat == 1
    _to_the_pick(m)
    m.apply(Choose(2, (m.hands[2][0],)))
    guess = determinise(m.view(2), random.Random(2))
    assert guess.choices == {2: Choose(2, (m.hands[2][0],))}, "its own pick, no other"
    assert sorted(d.seat for d in guess.pending()) == [0, 1]


def test_a_given_deal_is_dealt_exactly(toy: str) -> None:
    deal = toy_deal("AS 2S 3S", "4H 5H 6H", stock="KS QS")
    m = new_match(toy, seats=2, deals=[deal])
    assert [" ".join(str(m.cards[c]) for c in h) for h in m.hands] == ["AS 2S 3S", "4H 5H 6H"]
    assert str(m.cards[m.discard[-1]]) == "2C"
    assert [str(m.cards[c]) for c in m.stock[-2:]] == ["QS", "KS"], "KS is drawn first"
    again = record.replay(record.loads(record.dumps(m)))
    assert again.hands == m.hands and again.stock == m.stock


@pytest.mark.parametrize(("deal", "reason"), [
    (Deal.of(["AS 2S 3S", "4H 5H 6H"], "KS", "2C"), "leaves out 44 card"),
    (Deal.of(["AS AS 3S", "4H 5H 6H"], "", "2C"), "more AS than the deck"),
    (Deal.of(["AS 2S", "4H 5H 6H"], "", "2C"), "seat 1 is dealt 2 cards; this hand deals 3"),
    (Deal.of(["AS 2S 3S"], "", "2C"), "names 1 hands for 2 players"),
    (Deal.of(["AS 2S 3S", "4H 5H 6H"], "", None), "must name it"),
])
def test_a_deal_that_is_not_the_matchs_deck_is_refused(toy: str, deal: Deal, reason: str
                                                       ) -> None:
    full = toy_deal(*(" ".join(h) for h in deal.hands), stock=" ".join(deal.stock),
                    upcard=deal.upcard or "2C")
    if "leaves out" in reason or "more AS" in reason:
        full = deal
    elif "must name" in reason:
        full = Deal(full.hands, (*full.stock, "2C"), None)
    with pytest.raises(DealError, match=reason):
        new_match(toy, seats=2, deals=[full])


# -- the pieces the other games need ------------------------------------------------------------
def toy_match(seats: int = 3, seed: int = 0, **rules: object) -> Match:
    """The toy under other rules: a direction, jokers, chosen ranks, ..."""
    from dataclasses import replace as changed

    from tests.toy_game import ToyMatch, build

    base = changed(build("standard", {}), **rules)
    return ToyMatch(base, [Seat(f"P{i}") for i in range(seats)], seed, {})


def test_a_deck_of_chosen_ranks_and_a_joker_count_of_its_own() -> None:
    m = toy_match(ranks=(1, 2, 3, 4, 5, 6, 7, 11, 12, 13), jokers_by_players=((4, 2),))
    faces = [str(c) for c in m.cards]
    assert len(faces) == 42 and faces.count("JK") == 2
    assert not any(f[:-1] in ("8", "9", "10") for f in faces if f != "JK")
    assert [c.id for c in m.cards] == list(range(42))
    two = toy_match(decks_by_players=((4, 2),), jokers_per_deck=2)
    assert [str(c) for c in two.cards].count("JK") == 4, "jokers follow the decks by default"
    counted = toy_match(decks_by_players=((4, 2),), jokers_by_players=((3, 2), (4, 3)))
    assert [str(c) for c in counted.cards].count("JK") == 2, "players - 1 for three players"


def test_play_and_the_deal_may_pass_to_the_right() -> None:
    m = toy_match(seats=4, direction=-1)
    assert m.dealer == 0 and m.pending()[0].seat == 3, "seat 0 deals; its right plays first"
    assert m.seats_from(3) == [3, 2, 1, 0]
    m.apply(Draw(3, "stock"))
    assert m.pending()[0].seat == 2, "the poll goes round to the right too"
    view = m.view(0)
    assert view.direction == -1


def test_uneven_deals_and_the_winner_dealing_next() -> None:
    from tests.toy_game import ToyMatch

    class DealerDealsFour(ToyMatch):
        def _deal_sizes(self) -> list[int]:
            return [4 if s == self.dealer else 3 for s in range(self.n)]

    rules = toy_match(winner_deals=True).rules
    m = DealerDealsFour(rules, [Seat("a"), Seat("b"), Seat("c")], 3, {})
    assert [len(h) for h in m.hands] == [4, 3, 3]
    bots = [make_bot("random", s) for s in range(3)]
    while m.hand_number == 1:
        seat = m.pending()[0].seat
        m.apply(bots[seat].choose(m.view(seat)))
    winner = m.results[-1].winner
    expected = winner if winner is not None else 1
    assert m.dealer == expected and len(m.hands[expected]) == 4


def test_a_hand_dealt_again_keeps_its_number() -> None:
    m = toy_match(seed=5)
    before = [list(h) for h in m.hands]
    m._record(m._start_hand(again=True))
    assert m.hand_number == 1 and m.dealer == 0 and m.hands != before
    assert m.log[-1].kind != "hand-ended"


def test_seats_that_leave_are_dealt_no_cards_and_skipped() -> None:
    m = toy_match(seats=4)
    m.leave([2])
    assert m.seats_from(1) == [1, 3, 0]
    m._record(m._start_hand())
    assert [len(h) for h in m.hands] == [3, 3, 0, 3] and m.view(0).out == (False, False, True,
                                                                           False)


def test_melds_of_no_one_and_face_down_melds_in_the_views() -> None:
    from game.match import TableMeld
    from game.melds import fit_meld

    m = toy_match()
    four = [c for c in m.cards if c.rank == 9]
    run = [c for c in m.cards if c.suit == 0 and c.rank in (3, 4, 5)]
    quads, seq = fit_meld(four, m.hand_rules), fit_meld(run, m.hand_rules)
    assert quads is not None and seq is not None
    m.table = [TableMeld(None, seq), TableMeld(1, quads, face_down=True)]
    for seat in (0, 2):
        free, hidden = m.view(seat).table
        assert free.owner is None and [str(c) for c in free.cards] == ["3S", "4S", "5S"]
        assert hidden.face_down and hidden.cards == () and hidden.count == 4
        assert hidden.fit is None and "9" not in str(m.view(seat).to_json()["table"])
    own = m.view(1).table[1]
    assert own.face_down and [c.rank for c in own.cards] == [9, 9, 9, 9]
    guess = determinise(m.view(0), random.Random(3))
    assert guess.table[1].face_down and len(guess.table[1].cards) == 4


def test_a_natural_card_takes_the_place_of_the_wild_that_stands_for_it() -> None:
    from game.actions import Swap
    from game.match import TableMeld
    from game.melds import fit_meld

    m = toy_match(jokers_per_deck=2)
    joker = next(c for c in m.cards if c.is_joker)
    spades = {c.rank: c for c in m.cards if c.suit == 0}
    fit = fit_meld([spades[4], joker, spades[6]], m.hand_rules)
    assert fit is not None and fit.text() == ["4S", "JK=5S", "6S"]
    m.table = [TableMeld(0, fit)]
    five, seven = spades[5].id, spades[7].id
    m.hands[1] = [five, seven]
    with pytest.raises(IllegalAction, match="no wild card in 4S JK 6S stands for 7S"):
        m._swap_fit(Swap(1, seven, 0))
    event, freed = m._swap(Swap(1, five, 0))
    assert freed == joker.id and m.table[0].fit.text() == ["4S", "5S", "6S"]
    assert event.kind == "swapped" and event.cards == (five, joker.id)
    assert m.hands[1] == [seven], "where the joker goes is the game's to say"


def test_state_across_hands_is_in_every_view_and_every_guess() -> None:
    from dataclasses import dataclass

    from game.match import Standing
    from tests.toy_game import ToyMatch

    @dataclass(frozen=True, slots=True)
    class Chips(Standing):
        pot: int = 0

    class WithPot(ToyMatch):
        def _new_standing(self) -> Standing:
            return Chips(pot=6)

    m = WithPot(toy_match().rules, [Seat("a"), Seat("b")], 1, {})
    assert m.view(1).standing == Chips(pot=6)
    assert determinise(m.view(1), random.Random(1)).standing == Chips(pot=6)


def test_simulate_deals_every_match_from_a_deals_file(tmp_path: pytest.TempPathFactory,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    import json

    from game.cli import main

    faces = [f"{r}{s}" for s in "SHDC" for r in ("A", *map(str, range(2, 11)), "J", "Q", "K")]
    random.Random(3).shuffle(faces)
    deal = Deal.of([faces[:10], faces[10:20]], faces[21:], faces[20])
    path = tmp_path / "deals.json"  # type: ignore[operator]
    path.write_text(json.dumps([deal.to_json()]))
    code = main(["simulate", "--game", "gin", "--players", "2", "--games", "2", "--seed", "1",
                 "--deals", str(path), "--json"])
    assert code == 0 and json.loads(capsys.readouterr().out)["games"] == 2
    m = new_match("gin", seats=2, deals=[deal])
    assert [str(m.cards[c]) for c in m.hands[0]] == faces[:10]
    bad = Deal.of([faces[:10], faces[10:19]], faces[20:], faces[19])
    path.write_text(json.dumps([deal.to_json(), bad.to_json()]))
    code = main(["simulate", "--game", "gin", "--players", "2", "--games", "1", "--seed", "1",
                 "--deals", str(path)])
    err = capsys.readouterr().err
    assert code == 2 and "entry 2: seat 2 is dealt 9 cards; this hand deals 10" in err


def test_a_run_order_where_seven_and_jack_are_consecutive() -> None:
    from dataclasses import replace as changed

    from game.melds import extend_meld, fit_meld
    from game.rules import HandRules, MeldRules
    from game.solver import best_arrangement, can_meld_all, deadwood_without_each, min_deadwood

    order = (1, 2, 3, 4, 5, 6, 7, 11, 12, 13)
    m = toy_match(ranks=order)
    conquian = HandRules(MeldRules(run_order=order))
    plain = HandRules(MeldRules())
    spades = {c.rank: c for c in m.cards if c.suit == 0}
    six_to_jack = [spades[6], spades[7], spades[11]]
    assert fit_meld(six_to_jack, conquian) is not None and fit_meld(six_to_jack, plain) is None
    fit = fit_meld([spades[7], spades[11], spades[12]], conquian)
    assert fit is not None and [s[0] for s in fit.stands] == [7, 11, 12]
    assert extend_meld(fit, spades[6], conquian) is not None
    assert extend_meld(fit, spades[13], conquian) is not None
    assert fit_meld([spades[12], spades[13], spades[1]], conquian) is None, "ace low only"
    hand = [spades[r] for r in (5, 6, 7, 11)] + [c for c in m.cards if c.rank == 12][:3]
    assert can_meld_all(hand, conquian) and not can_meld_all(hand, plain)
    assert min_deadwood(hand, conquian) == 0 and min_deadwood(hand, plain) == 10
    arranged = best_arrangement(hand + [spades[2]], conquian)
    assert arranged.deadwood == 2 and [str(c) for c in arranged.deadwood_cards] == ["2S"]
    assert {tuple(str(c) for c in f.cards) for f in arranged.melds} == {
        ("5S", "6S", "7S", "JS"), ("QS", "QH", "QD")}
    without = deadwood_without_each(hand, conquian, hand)
    assert without[spades[11].id] == 0 and without[spades[6].id] == 5 + 7 + 10
    assert changed(conquian.meld, run_order=()).run_bounds == (1, 13)

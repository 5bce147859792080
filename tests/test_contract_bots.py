"""The bots in the contract games (Contract Rummy, its classic preset, Carioca): each decision
kind the games ask, from stacked deals, and whole matches at each preset's seat counts."""

from __future__ import annotations

import pytest

from game import record
from game.actions import Call, Discard, Draw, Meld, Pass, Swap
from game.api import new_match
from game.bots import bot_seed, contract_outs, make_bot
from game.bots.base import Spot
from game.match import Match
from tests.helpers import dealt, ids
from tests.test_contract_rummy import deep_pile, joker_to_claim, seat_now

LEVELS = ("easy", "normal", "hard")

# Hand 1 (two sets) for three: seat 1 draws first; seat 2 lacks one 5 for its sets, seat 0
# holds no 5 at all.
NEAR_DEAL = ["4C 4D 6C 6D 8S 8D 10S 10C JS QS",
             "AS 2S 3S 4S 6H 8C 10D JD QH KC",
             "5C 5D 9S 9H 9D 2C 3D 7S JC KD"]


def choice(level: str, m: Match, seat: int):
    return make_bot(level, 1).choose(m.view(seat))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_may_i_is_asked_for_a_card_that_completes_the_contract_and_not_for_a_useless_one(level):
    m = dealt("contract-rummy", NEAR_DEAL, stock="KH 2D 3H", upcard="5H")
    m.apply(Draw(1, "stock"))
    assert m.poll is not None and m.pending()[0].seat == 2
    assert choice(level, m, 2) == Call(2, "may-i")
    m.apply(Pass(2))
    assert choice(level, m, 0) == Pass(0), "5H does not help seat 0's sets"


def test_normal_pays_the_penalty_card_only_near_the_contract_and_hard_whenever_it_helps():
    """Seat 0 holds no two cards of a rank: 4H pairs its 4C, still three cards short of two
    sets."""
    hands = ["4C 7D 6C 9D 8S JD 10S 2C 3S QS", NEAR_DEAL[1], NEAR_DEAL[2]]
    m = dealt("contract-rummy", hands, stock="KH 2D 3H", upcard="4H")
    m.apply(Draw(1, "stock"))
    m.apply(Pass(2))
    assert choice("normal", m, 0) == Pass(0)
    assert choice("hard", m, 0) == Call(0, "may-i")


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_lays_the_contract_down_as_soon_as_it_can(level):
    m = dealt("contract-rummy", NEAR_DEAL, stock="5S 2D 3H", upcard="QD")
    m.apply(Draw(1, "stock"))
    while m.poll is not None:
        m.apply(Pass(m.pending()[0].seat))
    m.apply(Discard(1, ids(m, "5S", 1)[0]))
    m.apply(Draw(2, "discard"))  # 5S: with 5C 5D and 9S 9H 9D, two sets
    action = choice(level, m, 2)
    assert isinstance(action, Meld) and len(action.melds) == 2
    m.apply(action)
    assert m.cstate.laid_down[2]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_classic_deep_take_is_made_when_it_lets_the_contract_go_down(level):
    m = deep_pile()
    assert choice(level, m, 1) == Draw(1, "discard", 4)
    m.apply(Draw(1, "discard", 4))
    action = choice(level, m, 1)
    taken = ids(m, "7D", 1)[0]
    assert isinstance(action, Meld) and any(taken in g for g in action.melds)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_joker_is_claimed_and_put_straight_into_a_new_meld(level):
    m = joker_to_claim()
    seven = ids(m, "7C", 0)[0]
    assert choice(level, m, 0) == Swap(0, seven, 1)
    m.apply(Swap(0, seven, 1))
    action = choice(level, m, 0)
    joker = m.cstate.claimed_joker
    assert isinstance(action, Meld) and any(joker in g for g in action.melds)


def test_hard_throws_its_costliest_card_while_a_seat_that_met_its_contract_is_nearly_out():
    m = dealt("contract-rummy", NEAR_DEAL, stock="KH 2D 3H", upcard="QD")
    m.apply(Draw(1, "stock"))  # KH, far from two sets
    while m.poll is not None:
        m.apply(Pass(m.pending()[0].seat))
    spot = Spot.of_view(m.view(1))
    known = [set(), set(m.hands[1]), set()]
    calm = contract_outs.ranked(spot, known, [], danger=False)[0][1]
    danger = contract_outs.ranked(spot, known, [], danger=True)[0][1]
    worth = {a.card: m.hand_rules.value(m.cards[a.card]) for a in m.legal_actions(1)
             if isinstance(a, Discard)}
    assert isinstance(danger, Discard) and worth[danger.card] == max(worth.values()) == 15
    assert isinstance(calm, Discard) and worth[calm.card] < 15


# -- whole matches -----------------------------------------------------------------------------
def seat_ends(game: str, preset: str) -> list[int]:
    low, high = new_match(game, seats=3, seed=1, preset=preset).rules.players
    return [low, high]


MATCHES = [(game, preset, players) for game, preset in (("contract-rummy", "standard"),
                                                        ("contract-rummy", "classic"),
                                                        ("carioca", "standard"))
           for players in seat_ends(game, preset)]


@pytest.mark.parametrize(("game", "preset", "players"), MATCHES)
def test_a_whole_match_of_bots_at_each_end_of_the_seat_range_replays_to_its_end(game, preset,
                                                                              players):
    m = new_match(game, seats=players, seed=31, preset=preset)
    bots = [make_bot(LEVELS[s % 3], bot_seed(31, s)) for s in range(players)]
    while not m.over:
        seat = seat_now(m)
        m.apply(bots[seat].choose(m.view(seat)))
    assert [r.number for r in m.results] == list(range(1, 8))
    assert m.totals == [sum(r.points[s] for r in m.results) for s in range(players)]
    assert set(m.winners) == {s for s in range(players) if m.totals[s] == min(m.totals)}
    again = record.replay(record.loads(record.dumps(m)))
    assert again.over and again.totals == m.totals and again.history == m.history

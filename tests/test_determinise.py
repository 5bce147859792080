"""Determinisation: a guessed full match must agree with everything the seat has seen."""

import random

import pytest

from game.actions import Discard, Done, Draw, GoOut, Knock, LayOff, Pass
from game.api import new_match
from game.determinise import CardMemory, determinise, known_cards, unseen_cards
from game.games import ENGINES as GAMES  # the coming games' engines too
from game.results import Shown
from tests.helpers import card, setup
from tests.test_random_play import pick, places


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("players", [2, 4])
def test_a_guess_shows_its_seat_exactly_the_same_view(game, players):
    low, high = GAMES[game].players
    seats = min(max(players, low), high)  # a game for three plays the first case with three
    if seats != players and players != 2:
        pytest.skip("the game seats no more, or no other count")
    match = new_match(game, seats=seats, seed=21)
    rng = random.Random(4)
    for step in range(400):
        if match.over:
            break
        seat = match.pending()[0].seat
        view = match.view(seat)
        guess = determinise(view, random.Random(step))
        seen, real = guess.view(seat).to_json(), view.to_json()
        seen.pop("events"), real.pop("events")  # a guess starts its own record
        if view.secret is not None:
            # Others' secret choices are not known: in a guess they choose again.
            mine = (seat,) if view.chosen is not None else ()
            assert guess.secret is not None and guess.secret.chosen == mine
            assert {d.seat for d in guess.pending()} == set(view.secret.seats) - set(mine)
            for json in (seen, real):
                json.pop("secret"), json.pop("pending")
        assert seen == real
        assert sorted(places(guess)) == sorted(c.id for c in match.cards)
        assert [len(h) for h in guess.hands] == [len(h) for h in match.hands]
        match.apply(pick(rng, match.legal_actions(seat)))


def test_a_guess_keeps_cards_seen_taken_in_the_takers_hand_and_varies_the_rest():
    m = setup("gin", {0: "AS 2S 3S 4H 5H 6H 9C 8S TD KH", 1: "9D TC KD QD 2H 3H 4C 5D 6D 9H"},
              stock="7D", discard="8C")
    m.apply(Draw(1, "discard"))
    m.apply(Discard(1, card(m, "KD", 1)))
    m.apply(Draw(0, "stock"))
    view = m.view(0)
    eight = card(m, "8C", 1)
    assert known_cards(view)[1] == {eight}
    assert len(unseen_cards(view)) == 30 + 9  # the stock and nine unknown cards of seat 1
    guesses = [determinise(view, random.Random(s)) for s in range(5)]
    assert all(eight in g.hands[1] for g in guesses)
    assert len({tuple(sorted(g.hands[1])) for g in guesses}) == 5
    assert all(g.hands[0] == m.hands[0] for g in guesses)


def test_a_card_seen_taken_is_no_longer_known_held_once_it_is_thrown_again():
    """Seat 1 takes 8♣ and throws it; seat 2 takes it: seat 0 knows seat 2 holds it, not 1."""
    m = setup("rummy", {0: "AS 2S 3S 4H 5H 6H 9C", 1: "9D TC KD QD 2H 3H 4C",
                        2: "5D 6D 9H JH JS 7C 7S"}, stock="7D KH", discard="8C", players=3)
    eight = m.discard[-1]
    m.apply(Draw(1, "discard"))
    assert known_cards(m.view(0))[1] == {eight}
    m.apply(Discard(1, card(m, "KD", 1)))
    m.apply(Draw(2, "stock"))
    m.apply(Discard(2, card(m, "JS", 2)))
    m.apply(Draw(0, "stock"))
    m.apply(Discard(0, card(m, "9C", 0)))
    m.apply(Draw(1, "stock"))
    m.apply(Discard(1, eight))
    m.apply(Draw(2, "discard"))
    assert known_cards(m.view(0))[1:] == [set(), {eight}]


def test_a_guess_keeps_the_likeliest_of_several_hands_drawn_for_a_seat():
    """With many tries and a judge that likes hands holding K♦, the guessed hand holds it,
    guess after guess; drawn once, as often as chance has it."""
    m = setup("gin", {0: "AS 2S 3S 4H 5H 6H 9C 8S TD KH", 1: "9D TC QD 2H 3H 4C 5D 6D 9H JH"},
              discard="8C")
    view = m.view(0)
    king = next(c.id for c in view.deck if str(c) == "KD")

    def likely(seat, cards):  # lower is likelier
        return 0 if king in cards else 1

    held = [king in determinise(view, random.Random(s), tries=[1, 60], likely=likely).hands[1]
            for s in range(10)]
    once = [king in determinise(view, random.Random(s), tries=[1, 1], likely=likely).hands[1]
            for s in range(10)]
    assert all(held) and not all(once)


@pytest.mark.parametrize(("game", "players"), [("gin", 2), ("rummy", 4), ("pay-me", 3)])
def test_the_memory_a_bot_keeps_turn_to_turn_knows_what_reading_afresh_knows(game, players):
    """A bot reads only the events new since its last turn (CardMemory): across turns and
    hands it must know exactly what reading the whole hand's events again would."""
    m = new_match(game, seats=players, seed=4)
    memories = [CardMemory() for _ in range(players)]
    rng = random.Random(4)
    takes = 0
    for _ in range(3000):
        if m.over:
            break
        seat = m.pending()[0].seat
        view = m.view(seat)
        known = known_cards(view)
        assert memories[seat].update(view) == known
        takes += any(cards for other, cards in enumerate(known) if other != seat)
        action = pick(rng, m.legal_actions(seat))
        m.apply(action)
    assert len(m.results) > 1 and takes > 0, "across hands, with cards known to be held"


def test_a_guess_plays_on_through_the_engine_to_the_end_of_the_match():
    match = new_match("rummy", seats=3, seed=2)
    rng = random.Random(1)
    for _ in range(30):
        match.apply(pick(rng, match.legal_actions(match.pending()[0].seat)))
    guess = determinise(match.view(match.pending()[0].seat), random.Random(9))
    for _ in range(20000):
        if guess.over:
            break
        guess.apply(pick(rng, guess.legal_actions(guess.pending()[0].seat)))
    assert guess.over


def test_a_guess_after_a_knock_or_a_pass_keeps_the_game_state():
    m = setup("gin", {0: "KS QS JS 2C 3D 4C 5S 6C 8D 9H", 1: "AS 2S 3S 4H 5H 6H 9C 9D 9S 2D"},
              stock="KD", discard="JC")
    m.apply(Pass(1))
    guess = determinise(m.view(0), random.Random(1))
    assert guess.gin.passes == 1 and guess.pending()[0].kind == "upcard"
    m.apply(Pass(0))
    m.apply(Draw(1, "stock"))
    m.apply(Knock(1, card(m, "KD", 1)))  # the knocker's hand is face up now
    for seed in range(5):
        guess = determinise(m.view(0), random.Random(seed))
        assert guess.pending()[0].kind == "layoff" and guess.gin.knocker == 1
        assert sorted(guess.hands[1]) == sorted(m.hands[1]), "no guess about a shown hand"


def test_a_guess_during_a_showdown_shows_the_callers_melds_with_the_lay_offs():
    m = setup("pay-me", {0: "5S 9C JK", 1: "6S 7S 8S"}, stock="9S 4D", discard="4H")
    m.apply(Draw(1, "stock"))  # 9S
    m.apply(GoOut(1, None))  # 6S 7S 8S 9S
    m.apply(Draw(0, "stock"))
    m.apply(Discard(0, card(m, "4D", 0)))
    five = card(m, "5S", 0)
    m.apply(LayOff(0, five, 0))
    run = [c.id for c in m.table[0].cards]
    assert [str(m.cards[c]) for c in run] == ["5S", "6S", "7S", "8S", "9S"]
    guess = determinise(m.view(0), random.Random(3))
    for match in (m, guess):
        match.apply(Done(0))
    caller = Shown(1, (tuple(run),), (), (), 0, ())
    assert m.results[-1].shown[1] == caller, "the 5S in the run it joined"
    assert m.results[-1].shown[0].laid_off == (five,), "and in the row of who laid it"
    assert guess.results[-1].shown == m.results[-1].shown


def test_a_guess_after_a_gin_lay_off_shows_the_knockers_melds_with_the_lay_off():
    m = setup("gin", {1: "AS 2S 3S 4H 5H 6H 9C 9D 9H KC", 0: "7H 3C 4C 5C QD QS JH 10S 5D 6D"},
              stock="2D", discard="JC")
    m.apply(Pass(1))
    m.apply(Pass(0))
    m.apply(Draw(1, "stock"))
    m.apply(Knock(1, card(m, "KC", 1)))
    hearts = next(i for i, t in enumerate(m.table) if "4H" in [str(c) for c in t.cards])
    m.apply(LayOff(0, card(m, "7H", 0), hearts))
    deuce = card(m, "2D", 1)
    guess = determinise(m.view(0), random.Random(2))
    for match in (m, guess):
        match.apply(Done(0))
    knocker = next(e for e in m.results[-1].shown if e.seat == 1)
    assert [[str(m.cards[c]) for c in g] for g in knocker.melds][hearts] == \
        ["4H", "5H", "6H", "7H"], "the 7H in the run it joined"
    assert (knocker.deadwood_cards, knocker.deadwood) == ((deuce,), 2)
    assert guess.results[-1].shown == m.results[-1].shown


def test_a_match_told_not_to_deal_on_stops_when_its_hand_ends():
    match = new_match("three-thirteen", seats=3, seed=4)
    match.deal_next = False
    rng = random.Random(2)
    while match.pending():
        match.apply(pick(rng, match.legal_actions(match.pending()[0].seat)))
    assert [r.number for r in match.results] == [1]
    assert match.hand_number == 1 and not match.over and match.legal_actions(0) == []

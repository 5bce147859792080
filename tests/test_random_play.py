"""Every registered game at every seat count, played at random to the end (as OpenSpiel's
random-simulation tests do): nothing raises, cards are conserved, only the pending seat acts,
scores add up and the record replays to the same state."""

from __future__ import annotations

import random

import pytest

from game import record
from game.actions import Discard, Draw, GoOut, Knock, LayOff, Meld, Pass
from game.api import new_match
from game.errors import IllegalAction
from game.games import ENGINES as GAMES  # the coming games' engines too
from game.match import Decision
from tests.helpers import card, pay_me_showdown, setup

MAX_STEPS = 20000  # random play is slow to meld out; a real cycle would never end


def seat_counts(game_id):
    low, high = GAMES[game_id].players
    return sorted({low, (low + high) // 2, high})


def seats_of(game_id, preset):
    """The seat range of one preset (a game's range spans its presets')."""
    game = GAMES[game_id]
    return game.build(preset, game.resolve(preset, None)[1]).players


CASES = [(g, n, p) for g in GAMES for p in GAMES[g].presets
         for n in sorted({*seat_counts(g), *seats_of(g, p)})
         if seats_of(g, p)[0] <= n <= seats_of(g, p)[1]]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_games_seat_range_spans_its_presets(game_id):
    """The range New game, simulate and screenshot offer is the widest any preset seats."""
    game = GAMES[game_id]
    ranges = [game.build(p, game.resolve(p, None)[1]).players for p in game.presets]
    assert game.players == (min(lo for lo, _ in ranges), max(hi for _, hi in ranges))


def places(match):
    """Every card id in every place it can be."""
    ids = [c for h in match.hands for c in h] + list(match.stock) + list(match.discard)
    ids += [c.id for meld in match.table for c in meld.cards]
    return ids


def pick(rng, actions):
    """Random, but leaning to plays that end hands, so random matches finish."""
    progress = [a for a in actions if not isinstance(a, Draw | Discard | Pass)
                and a.kind != "done"]
    if progress and rng.random() < 0.8:
        return rng.choice(progress)
    return rng.choice(actions)


def play_randomly(match, seed):
    rng = random.Random(seed)
    all_ids = sorted(c.id for c in match.cards)
    for _ in range(MAX_STEPS):
        if match.over:
            return
        pending = match.pending()
        assert pending, "a match that is not over always waits for someone"
        seat = pending[0].seat
        actions = match.legal_actions(seat)
        assert actions, f"{pending[0]} has no legal action"
        assert len(set(actions)) == len(actions), "each action offered once (a bot's choice)"
        offered = [a for a in actions if not match.is_legal(a)[0]]
        assert not offered, f"offered but refused: {offered[:3]}"
        missing = [a for a in one_card_actions(match, seat)
                   if a not in actions and match.is_legal(a)[0] and not _twin_offered(a, actions)]
        assert not missing, f"allowed but not offered: {missing[:3]}"
        for other in range(match.n):
            if other not in {d.seat for d in pending}:
                assert match.legal_actions(other) == []
                ok, reason = match.is_legal(type(actions[0])(**{**_fields(actions[0]),
                                                               "seat": other}))
                secret = match.secret
                waits = "already made your choice" if secret is not None \
                    and other in secret.chosen else "not your turn"
                assert not ok and waits in reason
        match.apply(pick(rng, actions))
        assert sorted(places(match)) == all_ids
        start = match.starting_totals()  # nothing, or the chips everyone starts with
        assert match.totals == [start[s] + sum(r.points[s] for r in match.results)
                                for s in range(match.n)]
    raise AssertionError(f"no end after {MAX_STEPS} steps")


def one_card_actions(match, seat):
    """Every discard, call with a discard and lay-off the seat could name with a card it
    holds (as the table builds them when a person drops or selects that very card)."""
    for cid in match.hands[seat]:
        yield from (Discard(seat, cid), GoOut(seat, cid), Knock(seat, cid))
        for target in range(len(match.table)):
            yield from (LayOff(seat, cid, target), LayOff(seat, cid, target, below=True))


def _twin_offered(action, actions):
    """`below` changes nothing for a natural card, or for a wild that goes below anyway
    (on a run up to the king): the plain lay-off is offered for both."""
    return isinstance(action, LayOff) and action.below and \
        LayOff(action.seat, action.card, action.target) in actions


def _fields(action):
    return {f: getattr(action, f) for f in action.__dataclass_fields__}


@pytest.mark.parametrize(("game", "players", "preset"), CASES)
def test_random_play_to_the_end(game, players, preset):
    seed = 1000 + players
    match = new_match(game, seats=players, seed=seed, preset=preset)
    play_randomly(match, seed)
    assert match.over and match.winners
    assert len(match.final_scores()) == players
    again = record.replay(record.loads(record.dumps(match)))
    assert again.over and again.final_scores() == match.final_scores()
    assert again.hands == match.hands and again.stock == match.stock
    assert [(e.kind, e.seat, e.cards) for e in again.log] == [
        (e.kind, e.seat, e.cards) for e in match.log]


def test_a_wrong_seat_or_a_foreign_card_is_refused_with_a_reason():
    match = new_match("rummy", seats=3, seed=1)
    seat = match.pending()[0].seat
    with pytest.raises(IllegalAction, match="not your turn"):
        match.apply(Draw((seat + 1) % 3, "stock"))
    match.apply(Draw(seat, "stock"))
    foreign = match.hands[(seat + 1) % 3][0]
    with pytest.raises(IllegalAction, match="you do not hold"):
        match.apply(Discard(seat, foreign))
    with pytest.raises(IllegalAction, match="you do not hold"):
        match.apply(Discard(seat, 999))


def test_a_malformed_action_is_refused_with_a_reason_and_changes_nothing():
    """What a plug-in bot or a hand-edited save might send: cards named twice, a meld that
    is not on the table, a card that does not exist, a move after the match is over."""
    match = new_match("rummy", {"hands": 1}, seats=3, seed=1)
    seat = match.pending()[0].seat
    match.apply(Draw(seat, "stock"))
    a, b, c, d, e = match.hands[seat][:5]
    theirs = match.hands[(seat + 1) % 3][0]
    before = record.dumps(match)
    for action, reason in ((Meld(seat, ((a, b, c), (a, d, e))), "a card is in two melds"),
                           (Meld(seat, ((a, a, b),)), "the same card is named twice"),
                           (Meld(seat, ((a, b, theirs),)),
                            f"{match.text([theirs])} is not yours to meld"),
                           (Meld(seat, ()), "choose the cards of a meld"),
                           (LayOff(seat, a, 0), "there is no such meld"),
                           (LayOff(seat, a, -1), "there is no such meld"),
                           (Discard(seat, -1), "you do not hold")):
        with pytest.raises(IllegalAction, match=reason):
            match.apply(action)
        ok, why = match.is_legal(action)
        assert not ok and reason in why, "asking first gives the same answer"
        assert record.dumps(match) == before, action
    play_randomly(match, 1)
    with pytest.raises(IllegalAction, match="the match is over"):
        match.apply(Draw(seat, "stock"))


@pytest.mark.parametrize(("game", "stock", "discard", "source", "reason"), [
    ("rummy", "4S", "", "discard", "the discard pile is empty"),
    ("three-thirteen", "", "AC", "stock", "the stock is empty"),  # only the top is left
    ("rummy", "", "", "stock", "the stock is empty"),  # nothing to turn over
])
def test_a_draw_from_an_empty_pile_is_refused_by_name(game, stock, discard, source, reason):
    match = setup(game, {0: "5H 6H 7H", 1: "3S 3D 7C"}, stock=stock, discard=discard)
    match.decision = Decision(0, "draw")
    if not stock:
        match.stock.clear()
    before = record.dumps(match)
    with pytest.raises(IllegalAction, match=reason):
        match.apply(Draw(0, source))
    assert Draw(0, source) not in match.legal_actions(0)
    assert record.dumps(match) == before


@pytest.mark.parametrize("game", ["rummy", "gin", "pay-me", "three-thirteen"])
def test_a_draw_from_no_pile_at_all_is_refused_and_takes_nothing(game):
    """Only a plug-in bot could ask for it (a save's codec refuses it first); it had passed
    as a draw from the stock and then taken the discard, even where only the stock was
    allowed."""
    match = new_match(game, seats=2, seed=3)
    while match.pending()[0].kind != "draw":  # past Gin's upcard
        seat = match.pending()[0].seat
        match.apply(match.legal_actions(seat)[0])
    seat = match.pending()[0].seat
    before = record.dumps(match)
    for source in ("bogus", "Stock", ""):
        with pytest.raises(IllegalAction, match="there is no pile called"):
            match.apply(Draw(seat, source))
        assert record.dumps(match) == before


def test_a_malformed_lay_off_at_a_showdown_is_refused_at_the_edges_too():
    """Pay Me's showdown: the meld just past the last, the card id just past the deck's end,
    and card 0 (A♠, held by nobody here) are refused by name, never with a crash."""
    match = pay_me_showdown("JK 4S 9C", "6S 7S 8S")
    joker = card(match, "JK", 0)
    assert 0 not in match.hands[0] and str(match.cards[0]) == "AS"
    before = record.dumps(match)
    past = len(match.cards)
    for action, reason in ((LayOff(0, joker, len(match.table)), "there is no such meld"),
                           (LayOff(0, past, 0), f"you do not hold card {past}"),
                           (LayOff(0, 0, 0), "you do not hold AS")):
        with pytest.raises(IllegalAction, match=reason):
            match.apply(action)
        assert record.dumps(match) == before, action

"""A PlayerView shows one seat's hand and public facts: nothing about other hands or the
stock order. Proof: shuffle everything hidden from a seat and its view must not change."""

import dataclasses
import random

import pytest

from game.api import new_match
from game.games import ENGINES as GAMES  # the coming games' engines too
from game.view import PlayerView
from tests.test_random_play import pick


def hide_and_shuffle(match, seat, rng):
    """Deal the cards hidden from `seat` (other hands, the stock) again at random."""
    hidden = [c for s, h in enumerate(match.hands) if s != seat for c in h] + match.stock
    rng.shuffle(hidden)
    for s, h in enumerate(match.hands):
        if s != seat:
            match.hands[s] = [hidden.pop() for _ in h]
    match.stock = hidden


@pytest.mark.parametrize("game", list(GAMES))
def test_views_do_not_depend_on_hidden_cards(game):
    high = GAMES[game].players[1]
    match = new_match(game, seats=min(high, 3), seed=7)
    rng = random.Random(3)
    for _ in range(120):
        if match.over:
            break
        for seat in range(match.n):
            before = match.view(seat).to_json()
            saved = [list(h) for h in match.hands], list(match.stock)
            hide_and_shuffle(match, seat, rng)
            assert match.view(seat).to_json() == before
            match.hands, match.stock = saved
        actor = match.pending()[0].seat
        match.apply(pick(rng, match.legal_actions(actor)))


def test_a_view_holds_the_seats_own_hand_and_the_public_table():
    match = new_match("gin", seats=2, seed=5)
    view = match.view(1)
    assert [c.id for c in view.hand] == match.hands[1]
    assert view.hand_counts == (10, 10) and view.stock_count == 31
    assert view.my_turn and view.decision.kind == "upcard"
    assert not match.view(0).my_turn and match.view(0).legal == ()
    dealt = [e for e in view.events if e.kind == "dealt"]
    assert dealt[0].cards is None and dealt[1].cards == tuple(match.hands[1])


def test_once_the_match_is_over_it_is_nobodys_turn():
    match = new_match("gin", seats=2, seed=5)
    rng = random.Random(5)
    while not match.over:
        match.apply(pick(rng, match.legal_actions(match.pending()[0].seat)))
    views = [match.view(seat) for seat in range(2)]
    assert all(v.over and not v.my_turn and v.decision is None for v in views)


def test_a_built_view_has_every_field_and_stays_frozen():
    match = new_match("gin", seats=2, seed=4)
    view = match.view(0)
    names = {f.name for f in dataclasses.fields(PlayerView)}
    assert set(vars(view)) == names  # the fast builder fills exactly the declared fields
    assert dataclasses.replace(view) == view
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ()  # type: ignore[misc]
    with pytest.raises(TypeError):
        view.options["target"] = 5  # type: ignore[index]


def test_a_meld_is_seen_afresh_when_a_new_one_gets_an_old_ones_id():
    """Views of table melds are kept by the meld's id; Python reuses the id of a meld long
    gone, and then the meld kept must not be shown for the new one."""
    from game.actions import Draw, Meld
    from tests.helpers import ids, setup

    m = setup("rummy", {0: "KH QH 2C", 1: "5S 6S 7S 9D"}, stock="KD")
    m.apply(Draw(1, "stock"))
    m.apply(Meld(1, (tuple(ids(m, "5S 6S 7S", 1)),)))
    fit = m.table[0].fit
    gone = dataclasses.replace(fit, cards=fit.cards[:1])  # another meld, once at that id
    m.view_cache[(1, id(fit))] = dataclasses.replace(m.view(0).table[0], cards=gone.cards, fit=gone)
    seen = m.view(0).table[0]
    assert seen.fit is fit and [str(c) for c in seen.cards] == ["5S", "6S", "7S"]

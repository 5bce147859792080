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
    """Deal the cards hidden from `seat` (other hands, the stock, others' face-down melds)
    again at random."""
    hidden = [c for s, h in enumerate(match.hands) if s != seat for c in h] + match.stock
    down = [m for m in match.table if m.face_down and m.owner != seat]
    hidden += [c.id for m in down for c in m.cards]
    rng.shuffle(hidden)
    for meld in down:
        meld.fit = dataclasses.replace(meld.fit, cards=tuple(
            match.cards[hidden.pop()] for _ in meld.fit.cards))
    for s, h in enumerate(match.hands):
        if s != seat:
            match.hands[s] = [hidden.pop() for _ in h]
    match.stock = hidden


def saved(match):
    return [list(h) for h in match.hands], list(match.stock), [m.fit for m in match.table]


def restore(match, kept):
    match.hands, match.stock = kept[0], kept[1]
    for meld, fit in zip(match.table, kept[2], strict=True):
        meld.fit = fit


@pytest.mark.parametrize("game", list(GAMES))
def test_views_do_not_depend_on_hidden_cards(game):
    high = GAMES[game].players[1]
    match = new_match(game, seats=min(high, 3), seed=7)
    rng = random.Random(3)
    for _ in range(120):
        if match.over:
            break
        views_ignore_hidden_cards(match, rng)
        actor = match.pending()[0].seat
        match.apply(pick(rng, match.legal_actions(actor)))


def views_ignore_hidden_cards(match, rng):
    for seat in range(match.n):
        before = match.view(seat).to_json()
        kept = saved(match)
        hide_and_shuffle(match, seat, rng)
        assert match.view(seat).to_json() == before
        restore(match, kept)


def test_no_seat_sees_the_cards_of_anothers_face_down_meld():
    """Tong-Its: a four of a kind laid face down shows its owner its cards, the others four
    backs, until the hand ends."""
    from game.actions import Choose, Discard
    from game.deals import Deal

    hands = ("KS KH KD KC 2S 5H 8D 9C 3D 6S 7H 10C 4C",
             "AS 3S 4S 5S 6H 7S 8S 9S 10S JS AH QH", "2H 3H 4H 5D 6D 8H 10H JH AD 2D QS JD")
    named = " ".join(hands).split()
    rest = [f"{r}{s}" for s in "SHDC" for r in ("A", *map(str, range(2, 11)), "J", "Q", "K")
            if f"{r}{s}" not in named]
    match = new_match("tong-its", seats=3, seed=1, deals=[Deal.of(hands, rest)])
    kings = tuple(c.id for c in match.cards if c.rank == 13)
    match.apply(Choose(0, kings, "face-down"))
    match.apply(Discard(0, next(c.id for c in match.cards if str(c) == "4C")))
    rng = random.Random(8)
    while match.hand_number == 1:
        views_ignore_hidden_cards(match, rng)
        for seat in (1, 2):
            seen = match.view(seat)
            assert seen.table[0].face_down and seen.table[0].cards == ()
            assert not set(kings) & {c.id for c in seen.hand}
            assert all(not set(kings) & set(e.cards or ()) for e in seen.events)
        actor = match.pending()[0].seat
        match.apply(pick(rng, match.legal_actions(actor)))
    shown = [m for r in match.results for s in r.shown for m in s.melds]
    assert kings in shown, "the hand over, everyone sees the four"


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

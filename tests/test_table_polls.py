"""Out-of-turn calls and secret choices at the table, with the game made for tests
(tests/toy_game.py): a person against a computer, and two people at one screen."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import games
from game.api import new_match
from game.decisions import Form, Kind
from game.match import Match, Seat
from scenes import words
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from scenes.table.summary import SummaryScene
from tests.table_helpers import frame, key, make_app, table_for, texts_drawn


@pytest.fixture(autouse=True)
def toy(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setitem(games._MODULES, "toy", "tests.toy_game")
    yield "toy"


def answer(app, table: TableScene, claim: bool = False) -> None:  # type: ignore[no-untyped-def]
    """The person in view plays their decision with the keyboard alone."""
    d = table.view.decision
    assert d is not None
    if d.kind == Kind.DRAW:
        key(app, pygame.K_d)
    elif d.kind == Kind.CLAIM:
        key(app, pygame.K_c if claim else pygame.K_p)
    elif d.kind == Kind.DISCARD:
        key(app, pygame.K_x)  # the card in focus
    else:
        assert d.kind == Kind.PICK and d.form == Form.SECRET
        key(app, pygame.K_SPACE)  # select the card in focus
        key(app, pygame.K_c)


def play_on(app, match: Match, steps: int = 2000, claim: bool = False) -> list[str]:  # type: ignore[no-untyped-def]
    """Play the match at the table to its end: the people by keys (behind the pass screen
    where several share it), the computers as the table lets them. Returns each kind of
    screen met on the way."""
    met = []
    for _ in range(steps):
        if match.over:
            break
        top = app.top
        met.append(type(top).__name__)
        if isinstance(top, HandoverScene):
            top.pressed("ready")
        elif isinstance(top, SummaryScene):
            top.pressed("next")
        elif isinstance(top, TableScene) and top.my_turn and not top.anim.busy:
            answer(app, top, claim)
        frame(app, 0.2)
    assert match.over
    return met


def test_a_person_answers_a_call_out_of_turn_against_a_computer(toy: str) -> None:
    app = make_app()
    match = new_match(toy, seats=[Seat("You"), Seat("Bruno", "normal")], seed=3)
    table = table_for(app, match)
    for _ in range(100):  # Bruno draws first; then you are asked about the discard
        frame(app, 0.2)
        if table.my_turn:
            break
    d = table.view.decision
    assert d is not None and (d.kind, d.form) == (Kind.CLAIM, Form.POLL)
    assert [b.key for b in table.buttons[:2]] == ["call:claim", "pass"]
    card = words.card(match.cards[match.discard[-1]])
    assert table.message.endswith(f"Bruno drew from the stock: claim {card}? (10 s)")
    claimed = len(match.history)
    key(app, pygame.K_c)
    assert match.history[claimed].kind == "call" and card in " ".join(
        words.card(match.cards[c]) for c in match.hands[0])
    play_on(app, match, claim=True)
    assert {e.kind for e in match.log} >= {"claimed", "chose", "revealed"}


def test_an_unanswered_call_passes_when_the_time_is_up(toy: str) -> None:
    app = make_app()
    app.settings.answer = "5"
    match = new_match(toy, seats=[Seat("You"), Seat("Bruno", "normal")], seed=3)
    table = table_for(app, match)
    for _ in range(100):
        frame(app, 0.2)
        if table.my_turn:
            break
    assert table.message.endswith("(5 s)")
    for _ in range(10):
        frame(app, 0.2)
    assert table.message.endswith("(3 s)"), "the seconds count down on the prompt"
    asked = len(match.history)
    for _ in range(20):
        frame(app, 0.2)
        if len(match.history) > asked:
            break
    assert match.history[asked].kind == "pass" and match.poll is None
    assert words.SAY["answer-late"] in table.message


def test_people_at_one_screen_answer_calls_and_choose_in_secret_by_turns(
        toy: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    match = new_match(toy, seats=[Seat("Ann"), Seat("Bob")], seed=5)
    app.open_over_title("table", match=match)
    first = match.pending()[0].seat
    assert isinstance(app.top, HandoverScene) and app.top.seat == first
    app.top.pressed("ready")
    table = app.top
    assert isinstance(table, TableScene)
    key(app, pygame.K_d)
    # the other person is asked about the discard: behind the pass screen
    other = 1 - first
    assert isinstance(app.top, HandoverScene) and app.top.seat == other
    app.top.pressed("ready")
    assert app.top is table and table.view.seat == other and table.my_turn
    assert table.asked_at is None, "no clock among people: each answers in their own time"
    key(app, pygame.K_p)
    assert isinstance(app.top, HandoverScene) and app.top.seat == first, "back to the drawer"
    # on to the secret picks: each chooses behind the pass screen, unseen by the next
    for _ in range(400):
        if match.secret is not None and match.secret.chosen:
            break
        top = app.top
        if isinstance(top, HandoverScene):
            top.pressed("ready")
        elif isinstance(top, TableScene) and top.my_turn and not top.anim.busy:
            answer(app, top)
        frame(app, 0.2)
    assert match.secret is not None and len(match.secret.chosen) == 1
    chooser = match.secret.chosen[0]
    picked = match.choices[chooser]
    nxt = 1 - chooser
    assert isinstance(app.top, HandoverScene) and app.top.seat == nxt
    app.top.pressed("ready")
    assert table.view.seat == nxt and table.view.chosen is None
    drawn = " ".join(texts_drawn(app, monkeypatch))
    assert f"{match.seats[chooser].name} has chosen" in drawn
    hidden = {c.id for c in table.hand()}
    assert not set(picked.cards) & hidden  # type: ignore[attr-defined]
    assert all(s.card is None for s in table.geom.sprites if s.zone == "seat-hand")
    play_on(app, match)


def test_bots_in_several_seats_answer_one_after_another(toy: str) -> None:
    app = make_app()
    seats = [Seat("You"), Seat("Bruno", "easy"), Seat("Cleo", "normal"), Seat("Dmitri", "easy")]
    match = new_match(toy, seats=seats, seed=8)
    table = table_for(app, match)
    asked = []
    for _ in range(300):
        if match.poll is not None:
            asked.append(match.poll.order[0])
        if table.my_turn:
            break
        frame(app, 0.2)
    assert asked and asked == sorted(set(asked), key=asked.index), "one at a time, in order"
    play_on(app, match)

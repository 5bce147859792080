"""Computers at the table: in a window they think in a thread beside the drawing (the tests
elsewhere let them answer at once), a move undone while one thinks is not answered, and a
computer that fails or answers wrongly never stops the table."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pygame
import pytest

from game.actions import Action, Discard, Draw
from game.api import new_match
from game.match import Seat
from game.view import PlayerView
from scenes.table.scene import TableScene
from tests.table_helpers import frame, key, make_app, my_turn_at, texts_placed


def at_my_turn(threaded: bool) -> TableScene:
    """Rummy against a normal computer, at your first turn; its thinking in a thread as in a
    window, or at once."""
    table = my_turn_at(make_app(), new_match("rummy", None, [Seat("You"), Seat("Bot", "normal")],
                                             seed=2))
    if threaded:
        table.executor = ThreadPoolExecutor(1)
    return table


def draw_and_throw(table: TableScene) -> None:
    """Draw from the stock and throw the newest card, by key."""
    key(table.app, pygame.K_d)
    table.focus = len(table.hand()) - 1
    key(table.app, pygame.K_x)


def until_my_turn(table: TableScene) -> None:
    for _ in range(400):
        frame(table.app, 0.1)
        if table.my_turn:
            return
        time.sleep(0.005)  # the thread's turn
    raise AssertionError("the computer never played")


def held_back(table: TableScene, monkeypatch) -> threading.Event:  # type: ignore[no-untyped-def]
    """The computer thinks until the event returned is set (at most five seconds)."""
    gate = threading.Event()
    real = table.session.bot_choice

    def slow(seat: int, view: PlayerView) -> Action:
        gate.wait(5)
        return real(seat, view)

    monkeypatch.setattr(table.session, "bot_choice", slow)
    return gate


def answered(table: TableScene, gate: threading.Event) -> None:
    """Let the computer answer, and the table run long enough to take the answer."""
    gate.set()
    for _ in range(20):
        frame(table.app, 0.2)
        time.sleep(0.01)


def test_a_computer_thinking_in_a_thread_plays_as_it_does_at_once():
    """Bots are deterministic: whether the table waits for a thread or asks at once, the
    computer's turns are the same."""
    histories = []
    for threaded in (False, True):
        table = at_my_turn(threaded)
        for _ in range(3):
            draw_and_throw(table)
            until_my_turn(table)
        histories.append(list(table.match.history))
        table.leave()
    assert histories[0] == histories[1] and len(histories[0]) >= 12


def test_a_move_undone_while_the_computer_thinks_is_not_answered(monkeypatch):
    """Take the discard and throw; U while the computer is still thinking: your turn again,
    and its answer, when it comes, is dropped (the match it was for is gone)."""
    table = at_my_turn(threaded=True)
    gate = held_back(table, monkeypatch)
    start = len(table.match.history)
    key(table.app, pygame.K_t)
    table.focus = 0
    key(table.app, pygame.K_x)
    frame(table.app)
    assert table.bot is not None and table.bot.future is not None, "thinking"
    key(table.app, pygame.K_u)
    assert table.my_turn and len(table.match.history) == start + 1, "your throw undone"
    answered(table, gate)
    assert table.my_turn and len(table.match.history) == start + 1
    table.leave()


def test_leaving_while_the_computer_thinks_lets_its_thread_go_and_drops_its_answer(
        monkeypatch):
    """Main menu (or Play again) while a computer thinks: the table's thread takes no more
    work, and the answer that comes after is applied to nothing."""
    from scenes.menus.title import TitleScene

    table = at_my_turn(threaded=True)
    gate = held_back(table, monkeypatch)
    draw_and_throw(table)
    frame(table.app)
    assert table.bot is not None and table.bot.future is not None, "thinking"
    moves = len(table.match.history)
    table.leave()
    assert isinstance(table.app.top, TitleScene) and table not in table.app.stack
    assert table.executor is not None
    with pytest.raises(RuntimeError):
        table.executor.submit(print)
    answered(table, gate)
    assert len(table.match.history) == moves


@pytest.mark.parametrize("threaded", [False, True])
@pytest.mark.parametrize("fault", ["raises", "illegal"])
def test_a_computer_that_fails_or_answers_wrongly_plays_its_first_legal_move(
        monkeypatch, threaded, fault):
    table = at_my_turn(threaded)

    def broken(seat: int, view: PlayerView) -> Action:
        if fault == "raises":
            raise RuntimeError("a bug in the bot")
        return Discard(seat, view.hand[0].id)  # before drawing: not allowed

    monkeypatch.setattr(table.session, "bot_choice", broken)
    key(table.app, pygame.K_d)
    table.focus = len(table.hand()) - 1
    table.app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode=""))
    start = len(table.match.history)  # thrown, and no frame yet: the computer has not moved
    seat = table.session.bot_to_act()
    assert seat == 1
    first = table.match.legal_actions(1)[0]
    assert isinstance(first, Draw), "its turn starts with a draw: the discard is refused"
    for _ in range(100):
        frame(table.app, 0.1)
        if len(table.match.history) > start:
            break
        time.sleep(0.005)
    assert table.match.history[start] == first
    assert table.told is not None and table.told.phrases[0] == "draws from the stock", \
        "the move played is told, not the one refused"
    table.leave()


def test_while_the_computer_thinks_dots_follow_its_name(monkeypatch):
    table = at_my_turn(threaded=True)
    gate = held_back(table, monkeypatch)
    draw_and_throw(table)
    frame(table.app)
    assert table.bot is not None and table.bot.future is not None, "thinking"
    placed = texts_placed(table.app, monkeypatch)
    name = next(r for t, r in placed if t == "Bot · normal")
    dots = [r for t, r in placed if t and set(t) == {"."}]
    assert len(dots) == 1 and dots[0].left > name.right
    assert abs(dots[0].centery - name.centery) <= 4
    answered(table, gate)
    table.leave()


def test_the_task_bar_asks_for_attention_when_the_computer_leaves_a_person_to_play(
        monkeypatch):
    """Only with the window in the background, and only once the bots are done: the
    person's own moves, or a window they are looking at, flash nothing."""
    import scenes.app

    flashes: list[int] = []

    class Window:
        def flash(self, how: int) -> None:
            flashes.append(how)

    monkeypatch.setattr(scenes.app, "_display_window", Window)
    for focused in (True, False):
        monkeypatch.setattr(pygame.key, "get_focused", lambda focused=focused: focused)
        flashes.clear()
        app = make_app()
        app.window = True  # as the program's own, not the tests' off-screen surface
        table = my_turn_at(app, new_match("gin", None, [Seat("You"), Seat("Bot", "normal")], 2))
        assert table.my_turn and table.match.history, "the computer played first"
        assert flashes == ([] if focused else [pygame.FLASH_UNTIL_FOCUSED])
    while table.my_turn:  # the person's own moves: nothing
        assert table.act(table.view.legal[0])
        frame(app)
    assert flashes == [pygame.FLASH_UNTIL_FOCUSED]
    for _ in range(100):  # the computer's turn, then this person's again
        frame(app, 0.2)
        if table.my_turn:
            break
    assert flashes == [pygame.FLASH_UNTIL_FOCUSED] * 2

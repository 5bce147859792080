"""A whole match played with the mouse alone, or the keyboard alone: every move the engine
offers a person can be made either way, in every game, through every hand's summary and,
with two people at the table, every pass-the-device screen."""

from __future__ import annotations

import pygame
import pytest

from game.actions import Action, Discard, Done, Draw, GoOut, Knock, LayOff, Meld, Pass
from game.api import new_match
from game.bots import make_bot
from game.match import Match, Seat
from scenes.menus.confirm import ConfirmScene
from scenes.menus.title import TitleScene
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from scenes.table.summary import SummaryScene
from tests.table_helpers import click, drag, frame, hand_sprite, key, make_app


def press(app, scene, key: str) -> None:  # type: ignore[no-untyped-def]
    click(app, next(b for b in scene.buttons if b.key == key).rect.center)


def select(app, table: TableScene, ids) -> None:  # type: ignore[no-untyped-def]
    for cid in ids:
        if cid not in table.selected:
            click(app, hand_sprite(table, cid).rect.center)


def by_mouse(app, table: TableScene, action: Action) -> None:  # type: ignore[no-untyped-def]
    """Make the move as a player would: the piles are clicked, a discard dragged to the pile,
    melds and calls are selections and a button, a lay-off a selection and its meld."""
    shared = table.zones(app.screen).shared
    keys = {b.key for b in table.buttons}
    if isinstance(action, Draw) and action.source == "stock":
        click(app, shared["stock"].center)
    elif isinstance(action, Draw):
        assert table.geom is not None
        top = [s for s in table.geom.sprites if s.zone == "discard"][-1]
        click(app, top.rect.center)
    elif isinstance(action, Pass | Done):
        press(app, table, "pass" if isinstance(action, Pass) else "done")
    elif isinstance(action, Discard):
        drag(app, hand_sprite(table, action.card).rect.center, shared["discard"].center)
    elif isinstance(action, Meld):
        for meld in action.melds:
            table.selected.clear()
            select(app, table, meld)
            press(app, table, "meld")
    elif isinstance(action, LayOff):
        assert table.geom is not None
        select(app, table, [action.card])
        click(app, table.geom.meld_rects[action.target].center)
    elif isinstance(action, GoOut | Knock):
        if action.discard is not None:
            select(app, table, [action.discard])
        press(app, table, next(k for k in ("pay-me", "go-out", "gin", "knock") if k in keys))
    if isinstance(action, LayOff | GoOut | Knock) and isinstance(app.top, ConfirmScene):
        # a knock is confirmed, and so is a lay-off out of your own melds
        press(app, app.top, "yes")


def focus_on(app, table: TableScene, card: int) -> None:  # type: ignore[no-untyped-def]
    hand = [c.id for c in table.hand()]
    for _ in range(len(hand) + 1):  # → steps round the hand: it reaches every card
        if table.show_focus and hand[table.focus] == card:
            return
        key(app, pygame.K_RIGHT)
    raise AssertionError(f"the focus never reached card {card}")


def by_keys(app, table: TableScene, action: Action) -> None:  # type: ignore[no-untyped-def]
    """Make the move with the keys the manual lists: ←/→ and Space to choose cards, then a
    letter; a call throws the card the focus is on."""
    letters = {Pass: pygame.K_p, Done: pygame.K_f, Discard: pygame.K_x, GoOut: pygame.K_o,
               Knock: pygame.K_k, LayOff: pygame.K_l}
    if isinstance(action, Draw):
        key(app, pygame.K_d if action.source == "stock" else pygame.K_t)
        return
    for meld in action.melds if isinstance(action, Meld) else ():
        table.selected.clear()
        for card in meld:
            focus_on(app, table, card)
            key(app, pygame.K_SPACE)
        key(app, pygame.K_m)
    card = getattr(action, "card", getattr(action, "discard", None))
    if card is not None:
        focus_on(app, table, card)
        if isinstance(action, LayOff):
            key(app, pygame.K_SPACE)
    if type(action) in letters:
        key(app, letters[type(action)])
    if isinstance(app.top, ConfirmScene):
        key(app, pygame.K_RETURN)  # the dialog opens on Yes


def made(match: Match, before: int, action: Action) -> bool:
    mine = [a for a in match.history[before:] if a.seat == action.seat]
    if not mine or type(mine[0]) is not type(action):
        return False
    return all(getattr(mine[0], f) == getattr(action, f)
               for f in ("source", "card", "target") if hasattr(action, f))


@pytest.mark.parametrize("by", [by_mouse, by_keys], ids=["mouse", "keyboard"])
@pytest.mark.parametrize("game, players, people, options, preset", [
    ("gin", 2, 1, None, None),
    ("three-thirteen", 3, 1, None, None),
    ("pay-me", 3, 1, None, None),
    ("pay-me", 2, 1, None, "classic"),
    ("rummy", 3, 1, {"several_melds": True, "discard_to_go_out": True,
                     "layoff_after_meld": True, "target": 50}, None),
    ("gin", 2, 2, None, None),  # hot-seat: the pass-the-device screens too
])
def test_a_whole_match_is_played_with_the_mouse_or_the_keyboard_alone(game, players, people,
                                                                    options, preset, by):
    app = make_app()
    app.push(TitleScene(app))
    seats = [Seat(f"P{i}", None if i < people else "normal") for i in range(players)]
    match = new_match(game, options, seats, 1, preset)
    app.open_over_title("table", match=match)
    # bots choose the people's moves; the mouse or the keys make them
    minds = [make_bot("normal", 7 + i) for i in range(people)]
    moves = summaries = handovers = 0
    for _ in range(5000):
        frame(app, 0.3)
        if isinstance(app.top, SummaryScene | HandoverScene):
            if isinstance(app.top, SummaryScene):
                summaries += 1
                if match.over:
                    break
            else:
                handovers += 1
            if by is by_mouse:
                press(app, app.top, "next" if isinstance(app.top, SummaryScene) else "ready")
            else:
                key(app, pygame.K_RETURN)
        table = app.top
        if not isinstance(table, TableScene) or not table.my_turn:
            continue
        table.selected.clear()
        seat = table.view.seat
        action = minds[seat].choose(match.view(seat))
        before = len(match.history)
        by(app, table, action)
        frame(app, 0.05)
        assert made(match, before, action), (action, match.history[before:], table.message)
        moves += 1
    assert match.over and summaries == match.hand_number and moves > 50
    assert (handovers > 0) == (people > 1)

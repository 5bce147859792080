"""Random clicks, drags, keys and window sizes at the real table, as a restless player (or a
cat on the keyboard) would give them: no traceback, the match moves on, and the save on disk
always replays to the match on the table."""

from __future__ import annotations

import random

import pygame
import pytest

from game.api import new_match
from game.match import Seat
from game.record import read, replay
from scenes.menus.title import TitleScene
from scenes.table.scene import TableScene
from tests.table_helpers import frame, make_app

KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_d, pygame.K_t, pygame.K_m,
        pygame.K_x, pygame.K_RETURN, pygame.K_l, pygame.K_o, pygame.K_k, pygame.K_p,
        pygame.K_f, pygame.K_h, pygame.K_u, pygame.K_r, pygame.K_s, pygame.K_a, pygame.K_F1,
        pygame.K_F2, pygame.K_F3, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_DOWN, pygame.K_z)
SEATS = {
    "pay-me": [Seat("You"), Seat("Bot", "easy"), Seat("Friend")],  # hot-seat with a bot
    "three-thirteen": [Seat("You"), Seat("Bot", "random"), Seat("Bot 2", "normal")],
    "rummy": [Seat("You"), Seat("Friend")],
    "gin": [Seat("You"), Seat("Bot", "normal")],
    "indian-chief": [Seat("You"), Seat("Bot", "normal"), Seat("Friend")],  # a score sheet
}


def _targets(app) -> list[tuple[int, int]]:
    """Where a player would click: the top scene's buttons and, at the table, its cards (in
    the window: a very wide one draws the scene on a page in its middle)."""
    top = app.top
    spots = [b.rect.center for b in getattr(top, "buttons", [])]
    if isinstance(top, TableScene) and top.geom is not None:
        spots += [s.rect.center for s in top.geom.sprites]
    if isinstance(top, TableScene) and top.sheet_grid is not None:  # its boxes and players
        grid = top.sheet_grid
        spots += [grid.cell(col, row).center for col in range(len(grid.seats))
                  for row in range(grid.rows + 1)]
    x, y = app.page(top).topleft
    return [(sx + x, sy + y) for sx, sy in spots] or [app.screen.get_rect().center]


def _table(app) -> TableScene:
    """The table, under any pass-the-device screen or overlay."""
    return next(s for s in app.stack if isinstance(s, TableScene))


def _poke(app, rng: random.Random) -> None:
    w, h = app.screen.get_size()
    anywhere = (rng.randrange(w), rng.randrange(h))
    spot = rng.choice(_targets(app)) if rng.random() < 0.8 else anywhere
    roll = rng.random()
    if roll < 0.1:  # now and then a sensible turn, so the match gets through whole hands
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=anywhere, button=3))
        table = _table(app)
        # a box of a score sheet: its number, then Enter (the box after the moves made), and
        # Enter again for the suit a Doctor asks
        box = (pygame.K_1 + len(table.session.match.history) % 7, pygame.K_RETURN,
               pygame.K_RETURN) \
            if table.view.sheet is not None else ()
        for k in (pygame.K_d, pygame.K_p, pygame.K_f, pygame.K_x, *box):
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
            app.handle(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=""))
            frame(app, 0.1)
    elif roll < 0.45:
        button = 1 if rng.random() < 0.9 else 3
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=button))
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=button))
    elif roll < 0.7:
        end = rng.choice(_targets(app)) if rng.random() < 0.7 else anywhere
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
        for k in (1, 2, 3):
            pos = (spot[0] + (end[0] - spot[0]) * k // 3, spot[1] + (end[1] - spot[1]) * k // 3)
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(1, 0, 0)))
            frame(app, 0.02)
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    elif roll < 0.98:
        k = rng.choice(KEYS)
        mod = pygame.KMOD_CTRL if k == pygame.K_z else pygame.KMOD_SHIFT * (rng.random() < 0.1)
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
        if rng.random() < 0.8:  # else held: its next press is a repeat
            app.handle(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=""))
    else:
        size = (rng.randrange(700, 2400), rng.randrange(450, 1400))
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))


@pytest.mark.parametrize("game", list(SEATS))
def test_random_input_never_breaks_the_table_or_the_save(game, tmp_path):
    rng = random.Random(f"monkey {game}")
    app = make_app()
    app.push(TitleScene(app))
    app.open_over_title("table", match=new_match(game, None, SEATS[game], seed=5))
    table = _table(app)
    for _ in range(250):
        _poke(app, rng)
        for _ in range(rng.choice((1, 1, 2, 4))):
            frame(app, rng.choice((0.02, 0.1, 0.4)))
        if app.top is app.stack[0]:  # Esc and Menu lead back to the title
            if table.session.match.over:
                break
            title = app.top
            assert isinstance(title, TitleScene)
            frame(app)
            title.pressed("continue")
            table = _table(app)  # the match is still there to continue
    match = table.session.match
    assert len(match.history) >= 10, "the random player and the others got the match going"
    assert table.session.path is not None
    saved = replay(read(table.session.path))
    assert saved.history == match.history and saved.totals == match.totals

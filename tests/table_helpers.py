"""Driving the real scenes with synthetic pygame events under the dummy video driver."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.api import new_match
from game.bots import make_bot
from game.errors import RecordError
from game.games import GAMES
from game.match import Decision, Match, Seat
from scenes import storage
from scenes.app import App
from scenes.drawing import ui
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from scenes.table.session import Session
from scenes.table.summary import SummaryScene
from tests.helpers import setup


def make_app(size: tuple[int, int] = (1280, 720)) -> App:
    app = App(size, window=False)
    app.settings.speed = "instant"
    return app


def frame(app: App, dt: float = 0.05) -> None:
    app.update(dt)
    app.draw()


def settle(app: App, frames: int = 30) -> None:
    for _ in range(frames):
        frame(app, 0.1)


def click(app: App, pos: tuple[int, int]) -> None:
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frame(app)


def hold(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press at `start` and move to `end` without letting go (a drag under way)."""
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (mid, end):
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        frame(app)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    hold(app, start, end)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frame(app)


def tap(app: App, k: int, mod: int = 0) -> None:
    """A key pressed and let go (held, its next press would be a repeat)."""
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.handle(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=""))


def key(app: App, k: int, mod: int = 0) -> None:
    tap(app, k, mod)
    frame(app)


Inked = tuple[str, pygame.Rect, tuple[int, int, int]]


def texts_inked(app: App, monkeypatch) -> list[Inked]:  # type: ignore[no-untyped-def]
    """Every line of text the next frame draws, where and in which colour, in the order
    drawn."""
    placed: list[Inked] = []
    real = ui.text

    def spy(surface, words_, size, pos, colour=ui.INK, *args, **kwargs):  # type: ignore[no-untyped-def]
        placed.append((words_, real(surface, words_, size, pos, colour, *args, **kwargs),
                       colour))
        return placed[-1][1]

    monkeypatch.setattr(ui, "text", spy)
    frame(app)
    monkeypatch.setattr(ui, "text", real)
    return placed


def texts_placed(app: App, monkeypatch) -> list[tuple[str, pygame.Rect]]:  # type: ignore[no-untyped-def]
    """Every line of text the next frame draws, and where, in the order drawn."""
    return [(words_, rect) for words_, rect, _ in texts_inked(app, monkeypatch)]


def texts_drawn(app: App, monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """Every line of text the next frame draws."""
    return [words_ for words_, _ in texts_placed(app, monkeypatch)]


def text_spots(app: App, monkeypatch) -> dict[str, pygame.Rect]:  # type: ignore[no-untyped-def]
    """Where the next frame draws each line of text, by its words (the last, if repeated)."""
    return dict(texts_placed(app, monkeypatch))


def table_for(app: App, match: Match, bots: dict[int, str] | None = None,
              first: int | None = None) -> TableScene:
    """Open a (rigged) match at the table without saving; seats in `bots` are computers."""
    if bots:
        match.seats = tuple(Seat(s.name, bots.get(i)) for i, s in enumerate(match.seats))
    if first is not None:
        match.decision = Decision(first, "draw")
    scene = TableScene(app, Session(match), dealt=False)
    app.push(scene)
    settle(app, 3)
    return scene


def hand_sprite(scene: TableScene, card_id: int):  # type: ignore[no-untyped-def]
    assert scene.geom is not None
    return next(s for s in scene.geom.sprites if s.zone == "hand" and s.card is not None
                and s.card.id == card_id)


def my_turn_at(app: App, match: Match) -> TableScene:
    """Start a match from the title screen and let the bots play until the person's turn."""
    from scenes.menus.title import TitleScene
    app.push(TitleScene(app))
    app.open_over_title("table", match=match)
    table = app.top
    assert isinstance(table, TableScene)
    for _ in range(100):
        frame(app, 0.2)
        if table.my_turn:
            break
    return table


def throw_and_wait(app: App, table: TableScene, index: int) -> None:
    """Discard the hand's card at `index` (-1: the newest) with the keyboard, then let the
    bots play until the person's next turn."""
    table.focus = index % len(table.hand())
    key(app, pygame.K_x)
    for _ in range(100):
        frame(app, 0.2)
        if table.my_turn:
            return


def pay_me_at_your_turn(app: App) -> tuple[Match, TableScene]:
    """Pay Me, hand 1: you hold 5H 9C KD and draw first (QS on the stock, 4C on the pile);
    a normal computer holds 3S 3D 7C."""
    m = setup("pay-me", {0: "5H 9C KD", 1: "3S 3D 7C"}, stock="QS", discard="4C")
    return m, table_for(app, m, bots={1: "normal"}, first=0)


def drawn_rummy(hand: str, options: dict | None = None):  # type: ignore[no-untyped-def]
    """Two-player Rummy, your turn with `hand`, after drawing 4S from the stock."""
    app = make_app()
    m = setup("rummy", {0: hand, 1: "3S 3D 7C 8C 9D JS QH 5C 6D 10S"}, players=2,
              stock="4S", discard="AC", options=options)
    table = table_for(app, m, bots={1: "normal"}, first=0)
    key(app, pygame.K_d)  # draws 4S
    return app, m, table


def gin_after_drawing_kh(app: App, tenth: str = "2D") -> tuple[Match, TableScene]:
    """Gin: three melds and 2D in hand, KH just drawn (so discarding it knocks with 2); with
    `tenth` 10C, the clubs run 7C-10C takes every card but KH (so discarding it goes gin)."""
    m = setup("gin", {0: f"AS 2S 3S 4H 5H 6H 7C 8C 9C {tenth}",
                      1: "KS KD QH JH 10D 9D 8S 7D 6S 5S"}, stock="KH", discard="QC")
    table = table_for(app, m, bots={1: "normal"}, first=0)
    m.decision = Decision(0, "draw")
    table.refresh()
    key(app, pygame.K_d)
    return m, table


def played(game: str, players: int, seed: int, actions: int) -> Match:
    """A match with a person at seat 0 and normal computers, `actions` actions in."""
    names = ["You", "Bruno", "Cleo", "Dmitri", "Esme", "Farid", "Greta", "Hugo"]
    match = new_match(game, None, [Seat(names[i], None if i == 0 else "normal")
                                   for i in range(players)], seed)
    bots = [make_bot("normal", seat) for seat in range(players)]
    for _ in range(actions):
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    return match


class Recording(pygame.Surface):
    """A surface that notes each image blitted on it: (its size, where it went)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.blits: list[tuple[tuple[int, int], tuple[int, int]]] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[no-untyped-def, override]
        at = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        self.blits.append((source.get_size(), at))
        return super().blit(source, dest, *args, **kwargs)


def every_game_played() -> storage.Stats:
    """Statistics at their fullest: every game played by friends of long names against
    every level, so each game's row has both its lines under it."""
    stats = storage.Stats()
    for gid in GAMES:
        for i, level in enumerate(storage.OPPONENTS):
            name = ("Alexandra Longname", "Bartholomew Wright")[i % 2]
            bots = [Seat("Bot", level)] * (max(2, GAMES[gid].players[0]) - 1)
            match = new_match(gid, None, [Seat(name), *bots], 1)
            match.over, match.winners = True, (i % 2,)
            stats.record(match)
    return stats


def open_save(app: App, path: Path) -> str | None:
    """Open a saved match at the table as Load game does: None, or why it cannot be."""
    try:
        app.open_over_title("table", save=path)
    except RecordError as exc:
        return str(exc)
    return None


def play_to_the_end(app: App, match: Match, move, steps: int = 8000) -> set[str]:  # type: ignore[no-untyped-def]
    """Play the match at the table to its end, each person deciding by `move(app, table)`
    (behind the pass screen where several share it); the kinds of decision they met. The
    last hand's summary stays up: it says who won."""
    met: set[str] = set()
    for _ in range(steps):
        if match.over:
            break
        frame(app, 0.2)
        top = app.top
        if match.over:
            break
        if isinstance(top, HandoverScene):
            top.pressed("ready")
        elif isinstance(top, SummaryScene):
            top.pressed("next")
        elif isinstance(top, TableScene) and top.my_turn and not top.anim.busy:
            d = top.view.decision
            assert d is not None
            met.add(d.kind)
            before = len(match.history)
            move(app, top)
            assert len(match.history) > before, top.message
    assert match.over
    return met


def select_by_keys(app: App, table: TableScene, cards: Sequence[int]) -> None:
    """Select `cards` in the hand with the keyboard: the focus on each, then Space."""
    for cid in cards:
        table.focus = next(i for i, c in enumerate(table.hand()) if c.id == cid)
        key(app, pygame.K_SPACE)
    assert table.selected == set(cards)

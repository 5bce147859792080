"""New game and the rules reader with thirteen games (nine of them made up for the test, see
tests/fake_games.py), and with sixteen: every game named, grouped under its family, legible,
nothing overlapping, each reached by the keyboard alone and by the mouse, and the chosen
game's description, seats, presets and house rules still shown."""

from __future__ import annotations

from itertools import combinations, pairwise

import pygame
import pytest

from game.games import GAMES
from scenes import words
from scenes.drawing import ui
from scenes.menus import game_list
from scenes.menus.new_game import NewGameScene
from scenes.menus.rules_reader import TABLE_PAGE, RulesScene
from scenes.menus.title import TitleScene
from tests.fake_games import MORE, register_fake_games, register_game
from tests.table_helpers import click, frame, make_app, tap, texts_placed

SIZES = [(1280, 720), (1024, 600), (1080, 1920), (1024, 1400)]
IDS = [f"{w}x{h}" for w, h in SIZES]


@pytest.fixture
def thirteen(monkeypatch):  # type: ignore[no-untyped-def]
    """The four real games and nine made-up ones."""
    register_fake_games(monkeypatch)
    assert len(GAMES) == 13
    return list(GAMES)


@pytest.fixture
def sixteen(thirteen, monkeypatch):  # type: ignore[no-untyped-def]
    """Thirteen, and three that name no family (so they go under "More games")."""
    for game_id, name in MORE:
        register_game(monkeypatch, game_id, name, "no-such-family", "rummy")
    assert len(GAMES) == 16
    return list(GAMES)


def _screen(kind: str, size: tuple[int, int], game_id: str = "rummy"):  # type: ignore[no-untyped-def]
    app = make_app(size)
    app.push(TitleScene(app))
    scene = NewGameScene(app, game_id) if kind == "new" else RulesScene(app, game_id)
    app.push(scene)
    frame(app)
    return app, scene


Drawn = tuple[str, float, float | None, pygame.Rect, bool]


def _drawn(app, monkeypatch) -> list[Drawn]:  # type: ignore[no-untyped-def]
    """Every line the next frame draws: its words, size, room (max_width), place and
    boldness."""
    lines: list[Drawn] = []
    real = ui.text

    def spy(surface, line, size, pos, colour=ui.INK, anchor="topleft", bold=False,  # type: ignore[no-untyped-def]
            max_width=None):
        rect = real(surface, line, size, pos, colour, anchor, bold, max_width)
        lines.append((line, size, max_width, rect, bold))
        return rect

    monkeypatch.setattr(ui, "text", spy)
    frame(app)
    monkeypatch.setattr(ui, "text", real)
    return lines


def _check_layout(app, scene, games: list[str], monkeypatch, smallest: float) -> None:  # type: ignore[no-untyped-def]
    """Every game's name on its own button, at `smallest` of the full size or more and not
    squeezed; each family's heading over its games, one under another; nothing overlapping
    or leaving the window."""
    s = ui.scale_of(app.screen)
    bounds = app.screen.get_rect()
    drawn = _drawn(app, monkeypatch)
    buttons = {b.key: b.rect for b in scene.buttons}
    for (ka, a), (kb, b) in combinations(buttons.items(), 2):
        assert not a.colliderect(b), f"{ka} overlaps {kb}"
    for key, rect in buttons.items():
        assert bounds.contains(rect), f"{key} leaves the window"
    full = game_list.ROW / 2 * s
    for game_id in games:
        name, rect = GAMES[game_id].name, buttons[f"game:{game_id}"]
        line, size, room, _, _ = next(d for d in drawn if d[0] == name and rect.contains(d[3]))
        assert size >= smallest * full - 1, f"{name} drawn at {size:.1f}"  # -1: whole pixels
        assert room is not None and ui.measure(line, size) <= room, f"{name} squeezed"
    loose = [(line, r) for line, _, _, r, _ in drawn
             if not any(b.contains(r) for b in buttons.values())]
    for line, r in loose:
        assert bounds.contains(r), f"'{line}' leaves the window"
        assert r.collidelist(list(buttons.values())) < 0, f"'{line}' runs under a button"
    for (wa, a), (wb, b) in combinations(loose, 2):
        assert not a.colliderect(b), f"'{wa}' overlaps '{wb}'"
    headings = {line: (size, r) for line, size, _, r, bold in drawn if bold}
    for family, ids in game_list.families():
        size, heading = headings[words.FAMILIES[family]]
        assert size >= smallest * game_list.HEADING * s - 0.01
        rects = [buttons[f"game:{game_id}"] for game_id in ids]
        assert len({r.x for r in rects}) == 1 and heading.left >= rects[0].left, family
        assert 0 <= rects[0].top - heading.bottom < game_list.HEADING_ROW * s, \
            f"{family}'s heading just over its first game"
        assert all(0 < b.top - a.bottom < game_list.ROW * s for a, b in pairwise(rects)), \
            f"{family}'s games one under another"


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("kind", ["new", "rules"])
def test_thirteen_games_each_named_under_its_family_full_size_and_clear(kind, size, thirteen,
                                                                        monkeypatch):
    app, scene = _screen(kind, size)
    _check_layout(app, scene, thirteen, monkeypatch, smallest=1.0)
    if kind == "rules":
        table = scene.button(f"game:{TABLE_PAGE}").rect
        assert table.top > max(scene.button(f"game:{g}").rect.top for g in thirteen
                               if table.x == scene.button(f"game:{g}").rect.x), \
            "the page on the table after the games of its column"


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("kind", ["new", "rules"])
def test_sixteen_games_still_fit_and_stay_legible(kind, size, sixteen, monkeypatch):
    app, scene = _screen(kind, size, "fake-500-rum")
    _check_layout(app, scene, sixteen, monkeypatch, smallest=game_list.SMALLEST)
    drawn = [line for line, *_ in _drawn(app, monkeypatch)]
    assert words.FAMILIES["other"] in drawn, "a family with no words: More games"


def _shown(app, monkeypatch) -> str:  # type: ignore[no-untyped-def]
    return " ".join(line for line, _ in texts_placed(app, monkeypatch))


def _check_new_game_shows(app, scene, game_id: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The chosen game lit alone, with its description, seat range, presets and rules."""
    game = GAMES[game_id]
    assert scene.game_id == game_id
    assert [b.key for b in scene.buttons if b.key.startswith("game:") and b.accent] == \
        [f"game:{game_id}"]
    shown = _shown(app, monkeypatch)
    assert game.blurb_for(scene.preset) in shown, game_id
    low, high = scene.range
    seats = words.SAY["players-range" if low < high else "players-exact"]
    assert seats.format(low=low, high=high) in shown
    if len(game.presets) > 1:
        assert words.PRESET in shown and scene.button("preset").label.lower() == scene.preset
    for option in game.options:
        assert option.label in shown, (game_id, option.key)
    assert (words.HOUSE_RULES in shown) == bool(game.options or len(game.presets) > 1)


def _check_rules_shows(app, scene, game_id: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert scene.game_id == game_id
    assert [b.key for b in scene.buttons if b.accent] == [f"game:{game_id}"]
    shown = _shown(app, monkeypatch)
    assert words.SAY["rules-title"].format(game=GAMES[game_id].name) in shown
    assert words.RULES[game_id][0][0] in shown, "its page"


@pytest.mark.parametrize("size", [(1024, 600), (1080, 1920)], ids=["1024x600", "1080x1920"])
@pytest.mark.parametrize("kind", ["new", "rules"])
def test_every_game_is_chosen_by_the_keyboard_alone(kind, size, thirteen, monkeypatch):
    """Tab (or Down) walks the games family by family; Enter chooses the one focused, and
    the focus stays on it."""
    app, scene = _screen(kind, size, "gin")
    order = []
    for _ in scene.buttons:
        tap(app, pygame.K_TAB)
        order.append(scene.focused_key())
    pages = len(thirteen) + (kind == "rules")  # and the page on the table
    assert all(key and key.startswith("game:") for key in order[:pages]), "the games first"
    games = [key[5:] for key in order[:pages] if key and key != f"game:{TABLE_PAGE}"]
    assert sorted(games) == sorted(thirteen)
    for _, ids in game_list.families():
        start = games.index(ids[0])
        assert games[start:start + len(ids)] == ids, "family by family"
    check = _check_new_game_shows if kind == "new" else _check_rules_shows
    for game_id in reversed(thirteen):  # Up from the first: round to the end
        for _ in scene.buttons:
            if scene.focused_key() == f"game:{game_id}":
                break
            tap(app, pygame.K_UP)
        tap(app, pygame.K_RETURN)
        frame(app)
        assert scene.focused_key() == f"game:{game_id}"
        check(app, scene, game_id, monkeypatch)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1080, 1920)],
                         ids=["1280x720", "1024x600", "1080x1920"])
@pytest.mark.parametrize("kind", ["new", "rules"])
def test_every_game_is_chosen_with_the_mouse(kind, size, thirteen, monkeypatch):
    app, scene = _screen(kind, size, "pay-me")
    check = _check_new_game_shows if kind == "new" else _check_rules_shows
    for game_id in thirteen:
        click(app, scene.button(f"game:{game_id}").rect.center)
        check(app, scene, game_id, monkeypatch)
    if kind == "rules":
        click(app, scene.button(f"game:{TABLE_PAGE}").rect.center)
        assert words.SAY["table-help-title"] in _shown(app, monkeypatch)


def test_new_game_and_the_rules_open_on_the_game_last_played_wherever_it_stands(thirteen,
                                                                                 monkeypatch):
    from game.match import Seat
    from game.record import Record
    from scenes import storage

    last = Record("fake-kaluki", "standard", {}, (Seat("Ann"), Seat("Bot", "hard")), 1, ())
    monkeypatch.setattr(storage, "last_setup", lambda: last)
    for button, scene in (("new", NewGameScene), ("rules", RulesScene)):
        app = make_app()
        app.push(TitleScene(app))
        frame(app)
        click(app, app.top.button(button).rect.center)
        assert isinstance(app.top, scene) and app.top.game_id == "fake-kaluki"
        assert [b.key for b in app.top.buttons if b.accent and b.key.startswith("game:")] == \
            ["game:fake-kaluki"]


def test_every_real_game_names_a_family_the_menus_have_words_for():
    for game_id, game in GAMES.items():
        assert game.family in words.FAMILIES and game.family != "other", game_id
    assert list(words.FAMILIES)[-1] == "other", "games of no family come last"


def test_families_keep_their_order_and_a_game_its_place_in_the_registry(thirteen):
    order = list(words.FAMILIES)
    found = game_list.families()
    assert [order.index(f) for f, _ in found] == sorted(order.index(f) for f, _ in found)
    assert sorted(g for _, ids in found for g in ids) == sorted(thirteen), "each game once"
    for _, ids in found:
        assert ids == [g for g in thirteen if g in ids]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_sixteen_games_leave_the_seats_and_house_rules_their_full_height(size, sixteen):
    """The games' list takes room from the seats and rules below it (in a tall window) or
    beside the blurb: no row of them shrinks, at any game's fewest or most players."""
    app = make_app(size)
    app.push(TitleScene(app))
    full = int(34 * ui.scale_of(app.screen))
    for game in ("pay-me", "rummy", "gin", "three-thirteen"):
        scene = NewGameScene(app, game)
        for players in scene.range:
            scene.players = players
            scene.relayout()
            app.stack = [app.stack[0], scene]
            frame(app)
            rows = [b.rect.h for b in scene.buttons if b.key.startswith(("kind:", "opt:"))]
            assert len(rows) >= players and min(rows) == full, (game, players, rows)
            top = min(b.rect.top for b in scene.buttons if b.key.startswith("name:"))
            if ui.tall(app.screen):
                assert top > scene.games.rect.bottom, "the seats below the games"

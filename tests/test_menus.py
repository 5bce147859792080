"""The screens around the table: the title, new game (players, names, house rules),
settings and the rules reader."""

from __future__ import annotations

import re

import pygame
import pytest

from game.api import new_match
from game.bots.hard import STEPS
from game.games import GAMES
from game.match import Seat
from scenes import words
from scenes.drawing import ui
from scenes.menus.new_game import MAX_NAME, NewGameScene
from scenes.menus.title import TitleScene
from scenes.table.scene import TableScene
from tests.table_helpers import (
    Recording,
    click,
    frame,
    key,
    make_app,
    table_for,
    text_spots,
    texts_drawn,
)


def test_start_a_match_from_the_menu(home):
    app = make_app()
    app.push(TitleScene(app))
    frame(app)
    click(app, app.top.button("new").rect.center)
    assert isinstance(app.top, NewGameScene)
    click(app, app.top.button("game:gin").rect.center)
    click(app, app.top.button("kind:1").rect.center)  # normal -> hard
    click(app, app.top.button("start").rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    match = table.session.match
    assert match.game_id == "gin"
    assert [s.bot for s in match.seats] == [None, "hard"]
    assert list((home / "data" / "saves").glob("gin-*.json")), "the match is saved at once"
    assert [type(s) for s in app.stack] == [TitleScene, TableScene], "New game is left behind"
    table.leave()
    assert [type(s) for s in app.stack] == [TitleScene]


def test_each_title_button_opens_its_screen_and_back_or_esc_returns(home):
    from scenes.menus.load import LoadScene
    from scenes.menus.rules_reader import RulesScene
    from scenes.menus.settings import SettingsScene
    from scenes.menus.stats import StatsScene

    app = make_app()
    app.push(TitleScene(app))
    frame(app)
    corners = set()  # where the pages keep Back (New game keeps it beside Start)
    for name, scene in (("new", NewGameScene), ("load", LoadScene), ("rules", RulesScene),
                        ("stats", StatsScene), ("settings", SettingsScene)):
        click(app, app.top.button(name).rect.center)
        assert isinstance(app.top, scene), name
        frame(app)
        if name != "new":
            corners.add(tuple(app.top.button("back").rect))
        click(app, app.top.button("back").rect.center)
        assert isinstance(app.top, TitleScene), name
        frame(app)
        click(app, app.top.button(name).rect.center)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, TitleScene), f"Esc leaves {name} like Back"
        frame(app)
    assert app.running
    (back,) = corners
    assert back[0] < app.screen.get_width() // 4, "one corner, at the bottom left"
    click(app, app.top.button("quit").rect.center)
    assert not app.running


def test_the_title_fans_five_cards_above_its_name(home, monkeypatch):
    """Card faces (light, against the dark felt) across the middle above the title, none
    beside them."""
    app = make_app()
    app.push(TitleScene(app))
    bold = []
    real_text = ui.text

    def noted(surface, line, *args, **kwargs):  # type: ignore[no-untyped-def]
        bold.append((line, kwargs.get("bold", False)))
        return real_text(surface, line, *args, **kwargs)

    monkeypatch.setattr(ui, "text", noted)
    frame(app)
    assert (words.TITLE, True) in bold and (words.TAGLINE, False) in bold, "the name in bold"
    monkeypatch.setattr(ui, "text", real_text)
    name = text_spots(app, monkeypatch)[words.TITLE]
    screen = app.screen

    def light(x0: int, x1: int) -> int:
        return sum(1 for x in range(x0, x1, 3) for y in range(20, name.top - 10, 3)
                   if min(screen.get_at((x, y))[:3]) > 200)

    fan = light(name.left, name.right)
    assert fan > 0.3 * (name.w / 3) * ((name.top - 30) / 3), "mostly card"
    assert light(0, name.left - 80) == 0 and light(name.right + 80, screen.get_width()) == 0
    angles = []
    real = pygame.transform.rotozoom

    def turned(img, angle, zoom):  # type: ignore[no-untyped-def]
        angles.append(angle)
        return real(img, angle, zoom)

    monkeypatch.setattr(pygame.transform, "rotozoom", turned)
    surface = Recording(app.screen.get_size())
    app.draw(surface)
    cards = [pygame.Rect(at, size).center for size, at in surface.blits[1:6]]  # after the felt
    assert [x for x, _ in cards] == sorted(x for x, _ in cards), "laid left to right"
    assert min(cards, key=lambda c: c[1]) == cards[2] and cards[0][1] == cards[4][1], \
        "the middle card highest, the outer two level"
    assert len(angles) == 5 and angles == sorted(angles, reverse=True) and angles[0] > 0, \
        "each card leans out from the middle, as a hand of cards is held (the left one to the left)"
    assert angles == [-a for a in reversed(angles)], "about the middle card"


def test_escape_at_the_title_asks_before_quitting(home, monkeypatch):
    """Esc leaves the table for the title; pressed once more by habit, it must not close the
    program. A second Esc (or Stay) keeps it open, Enter (or Quit) quits."""
    from scenes.menus.confirm import ConfirmScene

    app = make_app()
    app.push(TitleScene(app))
    key(app, pygame.K_ESCAPE)
    texts_drawn(app, monkeypatch)
    assert " ".join(app.top.lines) == words.SAY["quit-ask"], "no match to keep"
    key(app, pygame.K_ESCAPE)
    app.open_over_title(
        "table", match=new_match("gin", None, [Seat("You"), Seat("Bot", "normal")], 2))
    key(app, pygame.K_ESCAPE)
    title = app.top
    assert isinstance(title, TitleScene) and title.last is not None, "the match kept"
    assert title.button("continue").enabled, "Continue offers the match just left"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and app.running
    texts_drawn(app, monkeypatch)
    assert " ".join(app.top.lines) == words.SAY["quit-ask-saved"]
    key(app, pygame.K_ESCAPE)
    assert app.top is title and app.running
    key(app, pygame.K_ESCAPE)
    click(app, app.top.button("no").rect.center)  # Stay
    assert app.top is title and app.running
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)
    assert not app.running


def test_arrows_and_tab_walk_the_title_buttons_skipping_a_greyed_one(home):
    """Nothing is focused at first: Down (or Tab) takes the first live button, Up the last;
    they wrap round, and Enter presses the focused one (and nothing till then)."""
    from scenes.menus.stats import StatsScene

    def focused() -> str:
        return app.top.buttons[app.top.focus].key

    for first, expected in ((pygame.K_DOWN, "new"), (pygame.K_TAB, "new"), (pygame.K_UP, "quit")):
        app = make_app()
        app.push(TitleScene(app))
        frame(app)
        assert app.top.focus == -1
        key(app, pygame.K_RETURN)
        assert app.running and isinstance(app.top, TitleScene), "Enter alone presses nothing"
        key(app, first)
        assert focused() == expected, pygame.key.name(first)
    key(app, pygame.K_DOWN)
    assert focused() == "new", "round from the bottom, over the greyed Continue"
    key(app, pygame.K_UP)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused() == "settings"
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, StatsScene)


def test_a_question_dims_the_whole_window_over_the_screen_it_asks_from(home, monkeypatch):
    """The title shows through, darker, even beside its page on a 21:9 monitor; the box in the
    middle, its first answer lit on the left; Esc answers no, or, where No is a choice of its
    own, only closes the question."""
    from scenes.menus.confirm import ConfirmScene

    app = make_app((2560, 1080))
    title = TitleScene(app)
    app.push(title)
    frame(app)
    beside, middle = (5, 540), (1280, 540)
    before = [app.screen.get_at(p) for p in (beside, middle)]
    said: list[str] = []
    for on_no in (None, lambda: said.append("no")):
        app.push(ConfirmScene(app, "Sure?", lambda: said.append("yes"), on_no))
        frame(app)
        after = [app.screen.get_at(p) for p in (beside, middle)]
        assert all(sum(a[:3]) < sum(b[:3]) for a, b in zip(after, before, strict=True))
        frame(app)
        assert [app.screen.get_at(p) for p in (beside, middle)] == after, \
            "the screen beneath drawn afresh each frame, not darkened again"
        key(app, pygame.K_ESCAPE)
        assert app.top is title
    assert said == []
    question = "Quit Rummy Parlor? Your match is saved, and Continue picks it up next time."
    app.push(ConfirmScene(app, question, lambda: said.append("yes"), lambda: said.append("no"),
                          answers=("Quit", "Stay")))
    spots = text_spots(app, monkeypatch)
    first, second = (spots[line] for line in app.top.lines)
    box, yes, no = app.top.box, app.top.button("yes"), app.top.button("no")
    assert box.contains(first.union(second)) and first.bottom <= second.top < yes.rect.top
    assert {"Quit", "Stay"} <= set(spots), "the answers drawn"
    assert box.center == app.screen.get_rect().center
    assert app.screen.get_at((box.centerx, box.y + 10))[:3] == (12, 50, 34), \
        "the box is solid: the title's buttons had ghosted through it"
    assert (yes.label, yes.accent, no.label, no.accent) == ("Quit", True, "Stay", False)
    assert box.contains(yes.rect.union(no.rect)) and yes.rect.right < no.rect.left
    click(app, no.rect.center)
    assert said == ["no"] and app.top is title


def test_a_click_just_after_a_resize_meets_the_buttons_where_they_now_are(home):
    """The window resized and clicked before the next frame is drawn: the click is
    judged against the new layout, not the one last drawn."""
    from scenes.menus.stats import StatsScene

    app = make_app()
    app.push(TitleScene(app))
    frame(app)
    was = app.top.button("stats").rect.copy()
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000))
    probe = TitleScene(app)
    probe.layout(app.canvas(probe))
    now = probe.button("stats").rect.center
    assert not was.collidepoint(now)
    click(app, now)
    assert isinstance(app.top, StatsScene)


def from_the_title(button: str):  # type: ignore[no-untyped-def]
    """The screen the title's `button` opens, in a new app."""
    app = make_app()
    app.push(TitleScene(app))
    frame(app)
    click(app, app.top.button(button).rect.center)
    return app.top


def settings_page():
    """An app showing the settings page, reached from the title's button."""
    from scenes.menus.settings import SettingsScene

    page = from_the_title("settings")
    assert isinstance(page, SettingsScene)
    return page.app


def test_settings_change_and_stay_changed(home):
    from scenes.storage import load_settings

    app = settings_page()
    click(app, app.top.button("four_colour").rect.center)
    click(app, app.top.button("card_back").rect.center)
    click(app, app.top.button("volume").rect.center)
    saved, _ = load_settings()
    assert saved.four_colour and saved.back == "red" and saved.volume == 80
    assert app.art.four_colour and app.art.back_name == "red"
    again = make_app()  # the next time the game starts
    assert again.art.four_colour and again.art.back_name == "red" and again.sounds.volume == 0.8
    assert ui._suit_colour("♦", ui.INK) != ui._suit_colour("♥", ui.INK), "and in the words"


def test_speed_and_volume_step_round_are_kept_and_the_sounds_follow(home):
    from scenes.storage import SPEEDS, load_settings

    app = settings_page()
    start = app.settings.speed  # the tests' own: instant
    for step in range(1, len(SPEEDS) + 1):
        click(app, app.top.button("speed").rect.center)
        assert app.settings.speed == SPEEDS[(SPEEDS.index(start) + step) % len(SPEEDS)]
        assert load_settings()[0].speed == app.settings.speed
    assert app.settings.speed == start
    assert app.settings.volume == 60
    volumes, labels = [], []
    for _ in range(6):  # by fifths, from full to silent
        click(app, app.top.button("volume").rect.center)
        volumes.append((load_settings()[0].volume, app.sounds.volume))
        frame(app)
        labels.append(app.top.button("volume").label)
    assert [saved for saved, _ in volumes] == [80, 100, 0, 20, 40, 60]
    assert labels == ["80%", "100%", "Off", "20%", "40%", "60%"]
    assert all(played == saved / 100 for saved, played in volumes)


def _focus(app, name: str) -> None:
    """Move the keyboard's focus down to the button `name`."""
    for _ in app.top.buttons:
        key(app, pygame.K_DOWN)
        if app.top.buttons[app.top.focus].key == name:
            return
    raise AssertionError(f"no button {name}")


def test_a_setting_steps_back_with_a_right_click_or_left_and_on_with_right(home, monkeypatch):
    from scenes.storage import BACKS, load_settings

    app = settings_page()
    assert words.SAY["settings-help"] in texts_drawn(app, monkeypatch), "the page says how"
    _right_click(app, app.top.button("volume").rect.center)
    assert app.settings.volume == load_settings()[0].volume == 40
    _focus(app, "volume")
    key(app, pygame.K_LEFT)
    assert app.settings.volume == 20 and app.top.button("volume").label == "20%"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert app.settings.volume == load_settings()[0].volume == 60
    app.settings.volume = 50  # set by hand in the file, between the steps
    _right_click(app, app.top.button("volume").rect.center)
    assert app.settings.volume == 40
    app.settings.volume = 50
    click(app, app.top.button("volume").rect.center)
    assert app.settings.volume == 60, "and on to the step above"
    _right_click(app, app.top.button("card_back").rect.center)
    assert app.settings.back == load_settings()[0].back == BACKS[-1]
    page = app.top
    _right_click(app, page.button("back").rect.center)
    _right_click(app, page.button("fullscreen").rect.center)
    assert app.top is page and not app.settings.fullscreen, "a right-click presses nothing else"


def test_settings_show_the_version_beside_back_for_a_bug_report(monkeypatch):
    import game

    app = settings_page()
    spots = text_spots(app, monkeypatch)
    version = spots[f"Rummy Parlor {game.__version__}"]
    back = app.top.button("back").rect
    assert version.centery == back.centery and version.left > back.right
    assert app.screen.get_rect().contains(version)


def test_settings_that_cannot_be_kept_say_so_and_still_hold(home, monkeypatch):
    """A read-only config folder: the page had gone on saying "Saved in …". It says why
    they were not, the change holds for this run, and the title says so too until a later
    change is kept."""
    from scenes import storage

    app = settings_page()
    kept = storage.save_settings

    where = home / ("a-long-folder-name" * 6) / "settings.json"

    def refused(*_settings):  # type: ignore[no-untyped-def]
        raise OSError(30, "Read-only file system", str(where))

    monkeypatch.setattr(storage, "save_settings", refused)
    click(app, app.top.button("four_colour").rect.center)
    assert app.settings.four_colour and app.art.four_colour, "the change holds"
    said = [t for t in texts_drawn(app, monkeypatch) if "could not be saved" in t]
    assert said == [f"Settings could not be saved ({where}: "
                    "Read-only file system); they hold until the game closes"]
    assert not [t for t in texts_drawn(app, monkeypatch) if t.startswith("Saved in")]
    app.pop()
    told = text_spots(app, monkeypatch).get(said[0])
    assert told and app.screen.get_rect().contains(told), "the title says it too, in full"
    click(app, app.top.button("settings").rect.center)
    monkeypatch.setattr(storage, "save_settings", kept)
    click(app, app.top.button("card_back").rect.center)
    assert storage.load_settings()[0].four_colour, "kept once the folder takes them"
    assert any(t.startswith("Saved in") for t in texts_drawn(app, monkeypatch))
    app.pop()
    assert not any("could not be saved" in t for t in texts_drawn(app, monkeypatch))


@pytest.mark.parametrize(("fault", "why"), [
    (OSError(28, "No space left on device"), "No space left on device"),
    (OSError("the disk went away"), "the disk went away")])
def test_settings_not_kept_say_why_in_the_systems_words(monkeypatch, fault, why):
    from scenes import storage

    app = settings_page()

    def refused(*_settings):  # type: ignore[no-untyped-def]
        raise fault

    monkeypatch.setattr(storage, "save_settings", refused)
    click(app, app.top.button("four_colour").rect.center)
    assert app.settings_problem == words.SAY["settings-unsaved"].format(why=why)


def test_fullscreen_from_the_settings_is_kept(home):
    from scenes.storage import load_settings

    app = settings_page()
    click(app, app.top.button("fullscreen").rect.center)
    assert app.settings.fullscreen and load_settings()[0].fullscreen
    click(app, app.top.button("fullscreen").rect.center)
    assert not load_settings()[0].fullscreen


def test_how_long_the_hard_computer_thinks_is_a_setting_the_table_follows(home):
    from scenes.storage import load_settings

    app = settings_page()
    assert "Normally" in app.top.button("think").label
    click(app, app.top.button("think").rect.center)
    assert "twice as long" in app.top.button("think").label
    assert load_settings()[0].think == "long"  # kept for the next time the program starts
    app.open_over_title(
        "table", match=new_match("gin", None, [Seat("You"), Seat("Bot", "hard")], 5))
    # twice the game's own allowance (Gin's steps are cheap: the table gives it more)
    assert app.top.session.bots[1].steps == 2 * STEPS * GAMES["gin"].table_think
    app = settings_page()
    click(app, app.top.button("think").rect.center)  # after the longest, round to the quickest
    assert "half as long" in app.top.button("think").label and load_settings()[0].think == "quick"


def new_game_for(game: str, size: tuple[int, int] = (1280, 720)) -> tuple:
    app = make_app(size)
    app.push(TitleScene(app))
    scene = NewGameScene(app, game)
    app.push(scene)
    frame(app)
    return app, scene


def test_choosing_a_game_seats_four_or_as_many_as_it_takes_and_marks_the_choice():
    app, scene = new_game_for("pay-me")
    for game, players in (("rummy", 4), ("gin", 2), ("three-thirteen", 4), ("pay-me", 4)):
        click(app, scene.button(f"game:{game}").rect.center)
        assert scene.players == players, game
        assert [b.key for b in scene.buttons if b.key.startswith("game:") and b.accent] == \
            [f"game:{game}"], "only the chosen game is lit"
    assert scene.button("players:-").enabled and scene.button("players:+").enabled
    seats = []
    for _ in range(3):
        click(app, scene.button("players:-").rect.center)
        seats.append(scene.players)
    assert seats == [3, 2, 2], "one at a time, down to Pay Me's fewest"
    assert not scene.button("players:-").enabled
    click(app, scene.button("players:+").rect.center)
    assert scene.players == 3, "and up one at a time"


def test_each_game_shows_its_own_house_rules_beside_their_buttons(monkeypatch):
    """Indian Chief has none: Rummy's rules must not linger when it is chosen after them.
    Each rule's words keep clear of the buttons."""
    app, scene = new_game_for("rummy")
    texts = texts_drawn(app, monkeypatch)
    labels = [label for label, _ in scene.value_labels]
    assert words.HOUSE_RULES in texts and labels and set(labels) <= set(texts)
    for label, rect in scene.value_labels:
        assert rect.collidelist([b.rect for b in scene.buttons]) == -1, label
    click(app, scene.button("game:indian-chief").rect.center)
    texts = texts_drawn(app, monkeypatch)
    assert words.HOUSE_RULES not in texts and not set(labels) & set(texts)


def test_new_game_options_step_and_wrap():
    app, scene = new_game_for("rummy")
    click(app, scene.button("opt:target").rect.center)
    assert scene.values["target"] == 125
    scene.values["target"] = 475
    scene.step_option("target", 1)
    assert scene.values["target"] == 500, "the top value itself, then round"
    scene.step_option("target", 1)
    assert scene.values["target"] == 50
    scene.step_option("target", -1)
    assert scene.values["target"] == 500
    click(app, scene.button("opt:scoring").rect.center)
    assert scene.values["scoring"] == "penalty"


def _right_click(app, pos):
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3))


def test_a_right_click_steps_a_house_rule_back():
    """The screen says so under the rules: one click too many need not go round again."""
    app, scene = new_game_for("rummy")
    players = scene.players
    _right_click(app, scene.button("opt:target").rect.center)
    frame(app)
    assert scene.values["target"] == 75 and scene.button("opt:target").label == "75 points"
    _right_click(app, scene.button("opt:target").rect.center)
    assert scene.values["target"] == 50, "down to the lowest"
    _right_click(app, scene.button("opt:target").rect.center)
    assert scene.values["target"] == 500, "and round to the highest"
    _right_click(app, scene.button("opt:scoring").rect.center)
    assert scene.values["scoring"] == "penalty", "two choices: back is the other one"
    _right_click(app, scene.button("opt:rummy_bonus").rect.center)
    frame(app)
    assert scene.button("opt:rummy_bonus").label == "+10 points"
    _right_click(app, scene.button("back").rect.center)
    _right_click(app, scene.button("players:+").rect.center)
    assert app.top is scene and scene.players == players, "a right-click presses nothing else"


def test_a_right_click_steps_a_seats_kind_and_the_preset_back():
    app, scene = new_game_for("pay-me")
    _right_click(app, scene.button("kind:1").rect.center)
    frame(app)
    assert scene.kinds[1] == "easy" and scene.button("kind:1").label == words.SEAT_KINDS["easy"]
    _right_click(app, scene.button("kind:1").rect.center)
    assert scene.kinds[1] == "human" and scene.seats()[1].name == "Player 2"
    _right_click(app, scene.button("kind:1").rect.center)
    assert scene.kinds[1] == "hard", "round to the strongest"
    presets = GAMES["pay-me"].presets
    _right_click(app, scene.button("preset").rect.center)
    assert scene.preset == presets[-1] != presets[0]


def test_left_and_right_step_the_focused_house_rule_or_seat():
    app, scene = new_game_for("rummy")
    _focus(app, "opt:target")
    key(app, pygame.K_LEFT)
    assert scene.values["target"] == 75
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.values["target"] == 125
    _focus(app, "kind:1")
    key(app, pygame.K_LEFT)
    assert scene.kinds[1] == "easy"
    _focus(app, "back")
    key(app, pygame.K_RIGHT)
    assert app.top is scene, "only a choice steps"


def test_left_and_right_count_the_players_down_and_up_on_either_button():
    """Even from a button greyed at its end, so a keyboard player is never stuck there."""
    app, scene = new_game_for("rummy")
    _focus(app, "players:+")
    key(app, pygame.K_RIGHT)
    assert scene.players == 5
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.players == 3
    _focus(app, "players:-")
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.players == 2, "no fewer than the game allows"
    assert app.top.buttons[app.top.focus].key == "players:-"
    assert not scene.button("players:-").enabled
    key(app, pygame.K_RIGHT)
    assert scene.players == 3 and len([b for b in scene.buttons if b.key.startswith("kind:")]) == 3
    for _ in range(5):
        key(app, pygame.K_RIGHT)
    assert scene.players == 6, "nor more"


def test_with_friends_at_the_table_the_first_seat_is_not_called_you():
    app, scene = new_game_for("gin")
    assert [s.name for s in scene.seats()] == ["You", "Bruno"]
    click(app, scene.button("kind:1").rect.center)  # normal -> hard: still Bruno
    assert [s.name for s in scene.seats()] == ["You", "Bruno"]
    click(app, scene.button("kind:1").rect.center)  # -> person
    assert [s.name for s in scene.seats()] == ["Player 1", "Player 2"]
    click(app, scene.button("kind:1").rect.center)  # person -> easy
    assert [s.name for s in scene.seats()] == ["You", "Bruno"]
    for _ in range(3):  # easy -> normal -> hard -> person, who types a name of their own
        click(app, scene.button("kind:1").rect.center)
    scene.names[1] = "Alice"
    click(app, scene.button("kind:1").rect.center)  # person -> easy
    assert [s.name for s in scene.seats()] == ["You", "Alice"], "a name typed is kept"


def test_the_first_seat_is_you_again_whenever_it_is_the_one_person_left():
    """Friends at seats 1 and 4 of a Rummy table, then Gin chosen: two seats are left and
    one person, who had kept the name "Player 1"."""
    app, scene = new_game_for("rummy")
    for _ in range(3):  # normal -> hard -> person -> ...
        click(app, scene.button("kind:3").rect.center)
        if scene.kinds[3] == "human":
            break
    assert [s.name for s in scene.seats()][::3] == ["Player 1", "Player 4"]
    click(app, scene.button("game:gin").rect.center)
    assert [s.name for s in scene.seats()] == ["You", "Bruno"]


def typed(app, text: str) -> None:
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))
    frame(app)


def test_a_name_is_typed_from_the_keyboard_or_after_a_click():
    app, scene = new_game_for("gin")
    keys = [b.key for b in scene.buttons]
    assert keys.index("name:1") < keys.index("kind:1"), "Tab reaches a name before its seat"
    while scene.focus < 0 or scene.buttons[scene.focus].key != "name:1":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert scene.editing == 1
    typed(app, "Z")
    typed(app, "oë")
    assert scene.names[1] == "Zoë", "the first key replaces the whole name"
    key(app, pygame.K_SPACE)  # does not press the field: a typed space comes as TEXTINPUT
    key(app, pygame.K_BACKSPACE)
    assert scene.names[1] == "Zo" and scene.editing == 1
    key(app, pygame.K_TAB)
    assert scene.editing is None and scene.buttons[scene.focus].key == "kind:1"
    click(app, scene.button("name:0").rect.center)
    assert scene.editing == 0
    key(app, pygame.K_TAB)
    assert scene.buttons[scene.focus].key == "kind:0", "Tab from a clicked name goes on from it"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.buttons[scene.focus].key == "name:0", "Shift+Tab goes back"
    key(app, pygame.K_RETURN)
    assert scene.editing == 0
    click(app, (scene.blurb_rect.centerx, scene.blurb_rect.bottom + 40))  # the bare felt
    assert scene.editing is None, "a click elsewhere ends typing"
    key(app, pygame.K_RETURN)
    assert scene.editing == 0
    key(app, pygame.K_BACKSPACE)  # clears the whole name at once
    typed(app, "x" * 40)
    key(app, pygame.K_ESCAPE)
    assert scene.editing is None and app.top is scene, "Esc ends typing, not the screen"
    assert [s.name for s in scene.seats()] == ["x" * MAX_NAME, "Zo"]
    click(app, scene.button("name:1").rect.center)
    key(app, pygame.K_BACKSPACE)
    click(app, scene.button("start").rect.center)
    assert [s.name for s in app.top.match.seats] == ["x" * MAX_NAME, "Player 2"], \
        "an empty name is the seat's number"


def test_a_name_is_mended_anywhere_in_it_with_the_caret(monkeypatch):
    """Left, Right, Home, End, Delete and a click in the field, as in any text box: a typo in
    the second letter had meant typing the name again."""
    app, scene = new_game_for("gin")
    click(app, scene.button("name:1").rect.center)
    key(app, pygame.K_LEFT)  # from the name selected whole to its start, keeping it
    typed(app, "x")
    assert scene.names[1] == "xBruno" and "x|Bruno" in texts_drawn(app, monkeypatch)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_DELETE)
    assert scene.names[1] == "xBuno"
    key(app, pygame.K_END)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_BACKSPACE)
    assert scene.names[1] == "xBuo" and "xBu|o" in texts_drawn(app, monkeypatch)
    key(app, pygame.K_HOME)
    key(app, pygame.K_BACKSPACE)  # nothing before the caret
    key(app, pygame.K_DELETE)
    assert scene.names[1] == "Buo"
    key(app, pygame.K_a, pygame.KMOD_CTRL)  # all of it, for the next key to replace
    typed(app, "Ann")
    assert scene.names[1] == "Ann"
    field = scene.button("name:1").rect
    click(app, (field.x + 12, field.centery))  # in the field being typed: the caret goes there
    typed(app, "J")
    frame(app, ui.DOUBLE_CLICK)  # (not a double-click)
    click(app, (field.right - 5, field.centery))
    typed(app, "e")
    assert scene.names[1] == "JAnne" and scene.editing == 1
    frame(app, ui.DOUBLE_CLICK)
    click(app, field.center)
    click(app, field.center)  # a double-click selects the name whole
    assert scene.replacing and scene.names[1] == "JAnne"
    click(app, (field.x + 12, field.centery))  # a third click starts again
    assert not scene.replacing and scene.caret_at == 0
    key(app, pygame.K_HOME)
    typed(app, "y" * 20)
    assert scene.names[1] == "y" * (MAX_NAME - 5) + "JAnne", "what fits of a long insert"
    key(app, pygame.K_RETURN)
    click(app, field.center)  # a click starts typing with the name selected whole again,
    click(app, field.center)  # and stays so when it was the first of a double-click
    typed(app, "Bo")
    assert scene.names[1] == "Bo"


def test_the_keyboards_focus_stays_on_its_button_when_the_screen_is_laid_out_again():
    """A third seat's name focused, then Gin chosen with the mouse: the focus had stayed at its
    place in the list, and framed Gin's undercut bonus, which nobody had gone to."""
    app, scene = new_game_for("rummy")
    while scene.focused_key() != "game:rummy":
        key(app, pygame.K_TAB)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700)))
    frame(app)
    assert scene.focused_key() == "game:rummy", "a new size: the same button"
    while scene.focused_key() != "name:2":
        key(app, pygame.K_TAB)
    click(app, scene.button("game:gin").rect.center)
    assert scene.focus == -1, "its button gone, none"
    key(app, pygame.K_TAB)
    assert scene.focused_key() == "game:pay-me", "and Tab starts from the first"


def test_a_name_keeps_to_letters_the_table_can_show(monkeypatch):
    """李 or 😀 had been taken and drawn as blank boxes on every screen after."""
    app, scene = new_game_for("gin")  # (which starts pygame's fonts, for a test run alone)
    assert ui.missing_glyphs("Zoë Ωμέγα Жанна 李😀ا李") == ["李", "😀", "ا"]
    click(app, scene.button("name:1").rect.center)
    typed(app, "Zoë")
    typed(app, "李")
    said = "No font on this computer can show that character"
    assert scene.names[1] == "Zoë" and said in texts_drawn(app, monkeypatch)
    typed(app, "😀y")
    assert scene.names[1] == "Zoëy" and said in texts_drawn(app, monkeypatch)
    typed(app, "!")
    assert scene.names[1] == "Zoëy!" and said not in texts_drawn(app, monkeypatch)
    typed(app, "\u2665\ufe0f")  # a heart from an emoji picker, with its (invisible) selector
    typed(app, "\u200b\ufe0f")  # a zero-width space, and a selector after nothing seen
    assert scene.names[1] == "Zoëy!\u2665\ufe0f" and said not in texts_drawn(app, monkeypatch), \
        "the space and the stray selector are left out quietly; the heart keeps its own"
    key(app, pygame.K_BACKSPACE)
    assert scene.names[1] == "Zoëy!", "Backspace takes the heart whole, with its selector"
    typed(app, "y" * (MAX_NAME - 6) + "\u2665\ufe0f")
    assert scene.names[1] == "Zoëy!" + "y" * (MAX_NAME - 6), "no room for the heart whole"


def test_a_name_may_be_pasted(monkeypatch):
    """Ctrl+V (⌘V, Shift+Insert) types the clipboard's text: its line breaks as spaces,
    the letters no font has left out and the length kept, as when typed."""
    app, scene = new_game_for("gin")
    click(app, scene.button("name:1").rect.center)
    pygame.scrap.put_text("Ann\n Lee")
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert scene.names[1] == "Ann Lee", "the whole name, selected, is replaced"
    pygame.scrap.put_text("-Smith")
    key(app, pygame.K_v, pygame.KMOD_LMETA)
    key(app, pygame.K_INSERT, pygame.KMOD_SHIFT)
    assert scene.names[1] == "Ann Lee-Smith-Sm", "cut at the longest name"
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)  # typing ends; a click selects the name whole again
    click(app, scene.button("name:1").rect.center)
    pygame.scrap.put_text("李\tZoë" + "x" * 100_000)
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert scene.names[1] == ("Zoë" + "x" * MAX_NAME)[:MAX_NAME]
    assert "No font on this computer can show that character" in texts_drawn(app, monkeypatch)
    key(app, pygame.K_RETURN)
    pygame.scrap.put_text("Bo")
    key(app, pygame.K_v, pygame.KMOD_CTRL)  # not typing: nothing to paste into
    assert scene.names[:2] == ["You", ("Zoë" + "x" * MAX_NAME)[:MAX_NAME]]

    def no_clipboard() -> str:
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "get_text", no_clipboard)
    click(app, scene.button("name:0").rect.center)
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert scene.names[0] == "You" and scene.editing == 0


def test_an_input_methods_unfinished_letters_show_underlined_in_the_field(monkeypatch):
    """王 or ñ comes through an input method: what it holds shows while it is composed, and
    its list of choices is placed under the field being typed in."""
    placed = []
    monkeypatch.setattr(pygame.key, "set_text_input_rect", placed.append)
    app, scene = new_game_for("gin", (2560, 1080))  # a page in the middle of a wide window
    page = app.page(scene)
    assert page.x > 0
    click(app, scene.button("name:1").rect.move(page.topleft).center)
    assert placed == [scene.button("name:1").rect.move(page.topleft)], "where it is on screen"
    app.handle(pygame.event.Event(pygame.TEXTEDITING, text="n~", start=2, length=0))
    frame(app)
    assert "n~|" in texts_drawn(app, monkeypatch), "in place of the name to be replaced"
    assert scene.names[1] == "Bruno", "nothing typed yet"
    typed(app, "ñ")
    assert scene.names[1] == "ñ" and "ñ|" in texts_drawn(app, monkeypatch)
    app.handle(pygame.event.Event(pygame.TEXTEDITING, text="a", start=1, length=0))
    frame(app)
    assert "ña|" in texts_drawn(app, monkeypatch), "after the name"
    app.handle(pygame.event.Event(pygame.TEXTEDITING, text="", start=0, length=0))
    frame(app)
    assert "ñ|" in texts_drawn(app, monkeypatch), "given up: gone"
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720)))
    frame(app)
    assert placed[-1] == scene.button("name:1").rect, "moved with the field"
    key(app, pygame.K_RETURN)
    click(app, scene.button("name:0").rect.center)
    assert placed[-1] == scene.button("name:0").rect


def test_each_game_says_how_many_it_seats(monkeypatch):
    for game, said in (("pay-me", "2–8 players"), ("gin", "2 players")):
        app, _ = new_game_for(game)
        assert said in texts_drawn(app, monkeypatch), game


def _two_people_named(first: str, second: str) -> tuple:
    """New game for two people at one screen so named, and Start pressed."""
    app, scene = new_game_for("pay-me")
    while scene.kinds[1] != "human":
        click(app, scene.button("kind:1").rect.center)
    for seat, name in ((0, first), (1, second)):
        click(app, scene.button(f"name:{seat}").rect.center)
        typed(app, name)
        key(app, pygame.K_RETURN)
    click(app, scene.button("start").rect.center)
    return app, scene


def test_a_letter_typed_in_two_keys_is_the_same_name(monkeypatch):
    """ë typed whole or as e then ¨ looks the same: one person to the table and the stats."""
    app, scene = _two_people_named("Zoe\u0308", "Zo\u00eb")
    assert app.top is scene
    assert "Two players are called Zo\u00eb: give one of them another name" in texts_drawn(
        app, monkeypatch)
    assert [seat.name for seat in scene.seats()][:2] == ["Zo\u00eb", "Zo\u00eb"], \
        "and the match would save one spelling"


def test_two_players_of_one_name_are_asked_to_differ(monkeypatch):
    """With "Pass the device to Ann" twice at one screen nobody would know whose turn it
    was, and the score sheet and the statistics by name would mix the two up."""
    app, scene = _two_people_named("Ann", " ann ")
    assert app.top is scene, "not started"
    said = "Two players are called ann: give one of them another name"
    assert said in texts_drawn(app, monkeypatch)
    _right_click(app, scene.button("kind:2").rect.center)  # a choice stepped: the sentence
    assert said not in texts_drawn(app, monkeypatch)  # was about what there was before
    click(app, scene.button("start").rect.center)
    assert said in texts_drawn(app, monkeypatch)
    click(app, scene.button("name:1").rect.center)
    typed(app, "Anna")
    key(app, pygame.K_RETURN)
    assert said not in texts_drawn(app, monkeypatch)
    assert scene.button("name:1").label == "Anna", "the field shows the name typed"
    click(app, scene.button("start").rect.center)
    table = next(s for s in app.stack if isinstance(s, TableScene))
    assert [s.name for s in table.session.match.seats][:2] == ["Ann", "Anna"]


def test_the_rules_opened_at_the_table_begin_with_this_matchs_house_rules():
    from scenes.menus.rules_reader import RulesScene

    app = make_app()
    table_for(app, new_match("rummy", {"several_melds": True, "hands": 5}, 3, 4))
    key(app, pygame.K_F1)
    rules = app.top
    assert isinstance(rules, RulesScene)
    (heading, body), = rules._this_match()
    assert heading == "This match" and body.startswith("Several melds in one turn: yes;")
    assert "Fixed number of hands: 5" in body and "Game to" not in body, "the target is moot"
    rules.pressed("game:gin")
    assert rules._this_match() == [], "another game's page is only its rules"
    assert RulesScene(app, "rummy")._this_match() == [], "from the title: no match in play"


def test_the_rules_reader_has_a_page_on_playing_at_the_table_that_names_every_key(
        monkeypatch):
    from scenes.menus.rules_reader import RulesScene
    from scenes.table.calls import CALL_KEYS, GAME_CALL, MOVE_KEYS
    from scenes.table.mouse_and_keys import KEY_TOOLS, keys_for

    app = make_app()
    table_for(app, new_match("gin", None, 2, 4))
    key(app, pygame.K_F1)
    rules = app.top
    assert isinstance(rules, RulesScene)
    assert [b.key for b in rules.buttons if b.accent] == ["game:gin"], "the match's game lit"
    click(app, rules.button("game:table").rect.center)
    drawn = texts_drawn(app, monkeypatch)
    assert "Playing at the table" in drawn and "At the table" in drawn
    assert [b.key for b in rules.buttons if b.accent] == ["game:table"], "then the page shown"
    assert rules._this_match() == [], "the match's house rules head only its game's page"
    keys = dict(words.TABLE_HELP)["Keys"]
    every = [*KEY_TOOLS.values(), *MOVE_KEYS, *(GAME_CALL + word for word in CALL_KEYS)]
    for name in (name for call in every for name in keys_for(call)):
        assert re.search(rf"\b{re.escape(name)}\b", keys), f"the page names the key {name}"
    assert "Double-click a card" in dict(words.TABLE_HELP)["Discarding"]


def test_a_rules_page_too_long_for_the_window_scrolls_instead_of_shrinking_past_reading(
        monkeypatch):
    from scenes.menus import rules_reader

    long_page = words.RULES["gin"] + [("More", "A long paragraph of rules. " * 200)]
    monkeypatch.setitem(words.RULES, "gin", long_page)
    app = make_app((1024, 600))
    app.push(rules_reader.RulesScene(app, "gin"))
    rules = app.top
    sizes = []
    real = ui.paragraph
    monkeypatch.setattr(ui, "paragraph", lambda surface, text, size, *a: (
        sizes.append(size), real(surface, text, size, *a))[1])
    frame(app)
    assert min(sizes) >= rules_reader.FLOOR * ui.scale_of(app.screen) - 0.01
    assert rules.offset == 0 and rules._max_offset > 0
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    frame(app)
    assert rules.offset > 0, "the wheel scrolls down"
    key(app, pygame.K_END)
    assert rules.offset == rules._max_offset
    key(app, pygame.K_PAGEUP)
    assert 0 < rules.offset < rules._max_offset
    key(app, pygame.K_HOME)
    assert rules.offset == 0
    key(app, pygame.K_PAGEDOWN)
    assert 0 < rules.offset < rules._max_offset, "a page down, keeping two lines in sight"
    assert rules.offset == rules._view_h - 2 * rules._line
    key(app, pygame.K_END)
    rules.pressed("game:rummy")
    frame(app)
    assert rules.offset == 0 and rules._max_offset == 0, "Rummy's page fits: nothing scrolls"
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert rules.offset == 0


def new_game_from_the_title():
    """The title's New game, which starts from the last match played."""
    return from_the_title("new")


def test_new_game_starts_from_the_last_match_played(home):
    import os

    from scenes import storage

    storage.save_match(storage.new_save_path("rummy"), new_match(
        "rummy", {"scoring": "penalty", "target": 150},
        [Seat("Ann"), Seat("Bot", "hard"), Seat("Cleo", "easy")], 2))
    newer = home / "data" / "saves" / "zzz.json"
    newer.write_text("not ours")  # the newest file, unreadable: passed over
    os.utime(newer, (2e9, 2e9))
    scene = new_game_from_the_title()
    assert isinstance(scene, NewGameScene) and scene.game_id == "rummy"
    assert [(s.name, s.bot) for s in scene.seats()] == [("Ann", None), ("Bot", "hard"),
                                                         ("Cleo", "easy")]
    assert scene.values["scoring"] == "penalty" and scene.values["target"] == 150
    assert NewGameScene(scene.app, "gin").seats()[1].bot == "normal", \
        "another game starts afresh"


def test_the_titles_rules_open_on_the_game_last_played(home):
    from scenes import storage
    from scenes.menus.rules_reader import RulesScene

    def rules_from_the_title():
        rules = from_the_title("rules")
        assert isinstance(rules, RulesScene)
        return [b.key for b in rules.buttons if b.accent]

    assert rules_from_the_title() == ["game:pay-me"], "a new player starts at the first game"
    storage.save_match(storage.new_save_path("three-thirteen"), new_match(
        "three-thirteen", None, [Seat("Ann"), Seat("Bot", "hard")], 2))
    assert rules_from_the_title() == ["game:three-thirteen"]


def test_new_game_takes_the_last_matchs_preset_and_names_its_people_as_friends(home):
    """A classic Pay Me for two people: it starts classic again, and the first seat, at a
    table of friends, is "Player 1" rather than "You" (so nobody is told to pass the device
    to You)."""
    from scenes import storage

    storage.save_match(storage.new_save_path("pay-me"), new_match(
        "pay-me", None, [Seat("You"), Seat("Ben")], 4, preset="classic"))
    scene = new_game_from_the_title()
    assert isinstance(scene, NewGameScene) and scene.preset == "classic"
    assert [(s.name, s.bot) for s in scene.seats()] == [("Player 1", None), ("Ben", None)]


def test_new_game_leaves_out_letters_the_table_cannot_show_from_the_last_matchs_names(home):
    """Names typed before New game refused characters its font lacks: taken up again, they
    keep only what the table can draw (a name of nothing else keeps the seat's own)."""
    from scenes import storage

    storage.save_match(storage.new_save_path("gin"), new_match(
        "gin", None, [Seat("李 Wei"), Seat("\U0001F600", "hard")], 4))
    scene = new_game_from_the_title()
    assert isinstance(scene, NewGameScene) and scene.game_id == "gin"
    assert [(s.name, s.bot) for s in scene.seats()] == [("Wei", None), ("Bruno", "hard")]


def test_new_game_passes_over_a_rule_the_last_match_had_that_this_version_does_not(home):
    """A save from another version: a house rule unknown here, and a value this version does
    not take, are left at their defaults; the rest is taken as usual."""
    import json

    from scenes import storage

    path = storage.new_save_path("rummy")
    storage.save_match(path, new_match("rummy", {"scoring": "penalty"},
                                       [Seat("Ann"), Seat("Bot", "hard")], 2))
    saved = json.loads(path.read_text())
    saved["options"] |= {"old_rule": "yes", "target": "a thousand"}
    path.write_text(json.dumps(saved))
    scene = new_game_from_the_title()
    assert isinstance(scene, NewGameScene) and "old_rule" not in scene.values
    assert scene.values["target"] == 100 and scene.values["scoring"] == "penalty"
    assert [(s.name, s.bot) for s in scene.seats()] == [("Ann", None), ("Bot", "hard")]


def test_house_rules_read_in_words_and_a_moot_one_is_greyed():
    app, scene = new_game_for("rummy")
    assert "Scoring" in [label for label, _ in scene.value_labels]
    assert words.PRESET not in [label for label, _ in scene.value_labels], "Rummy has one"
    assert words.PRESET in [label for label, _ in new_game_for("pay-me")[1].value_labels]
    assert scene.button("opt:rummy_bonus").label == "Double"
    click(app, scene.button("opt:rummy_bonus").rect.center)
    frame(app)
    assert scene.button("opt:rummy_bonus").label == "+10 points"
    assert scene.button("opt:several_melds").label == "No"
    assert scene.button("opt:hands").label == "No, play to the target"
    assert scene.button("opt:target").label == "100 points" and scene.button("opt:target").enabled
    click(app, scene.button("opt:hands").rect.center)
    frame(app)
    assert scene.values["hands"] == 1 and scene.button("opt:hands").label == "1"
    assert not scene.button("opt:target").enabled, "a fixed number of hands ends the match"


def test_the_preset_sets_the_seats_the_blurb_and_which_house_rules_apply(monkeypatch):
    """Classic Pay Me seats at most six, leaves 2s plain and has no lay-offs, so whether a
    wild slides along a run on a lay-off cannot matter there."""
    from scenes.menus.rules_reader import RulesScene

    app, scene = new_game_for("pay-me")
    while scene.button("players:+").enabled:
        click(app, scene.button("players:+").rect.center)
    assert scene.players == 8 and not scene._ignored("opt:wilds")
    assert "2s" in " ".join(texts_drawn(app, monkeypatch)).split("wild")[0]
    click(app, scene.button("preset").rect.center)
    assert scene.preset == "classic" and scene.players == 6, "classic seats two to six"
    assert scene._ignored("opt:wilds") and not scene.button("opt:wilds").enabled
    assert scene.button("opt:ace").enabled
    drawn = " ".join(texts_drawn(app, monkeypatch))
    assert "2s are plain" in drawn and "2–6 players" in drawn
    click(app, scene.button("start").rect.center)
    match = app.top.session.match
    assert (match.preset, len(match.seats), match.rules.twos_wild) == ("classic", 6, False)
    key(app, pygame.K_F1)
    (_, body), = app.top._this_match()
    assert body.startswith("Preset: classic") and "Ace in runs" in body
    assert "Wilds in runs" not in body, "a rule the preset never asks is not listed"
    rules = RulesScene(app, "pay-me")
    rules.in_play = ("pay-me", "standard", {"ace": "low", "wilds": "slide"})
    assert "Wilds in runs: may slide" in rules._this_match()[0][1], "standard asks it"


def test_each_house_rule_is_explained_while_the_pointer_or_the_focus_is_on_it(monkeypatch):
    """"Wilds in runs: may slide" meant nothing until the rules page was read."""
    from game.games import GAMES

    for game_id, game in GAMES.items():
        app, scene = new_game_for(game_id)
        keys = (["preset"] if len(game.presets) > 1 else []) + [o.key for o in game.options]
        for rule in keys:
            explained = words.rule_help(game_id, rule)
            assert explained, (game_id, rule)
            b = scene.button(rule if rule == "preset" else f"opt:{rule}")
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(scene.heading_at[0] + 4,
                                                                   b.rect.centery),
                                          rel=(0, 0), buttons=(0, 0, 0)))
            drawn = " ".join(texts_drawn(app, monkeypatch))
            assert explained.split()[0] in drawn and explained.split()[-1] in drawn, rule
            assert words.SAY["new-game-help"] not in drawn
    app, scene = new_game_for("gin")
    b = scene.button("opt:gin_bonus")
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(scene.heading_at[0] + 4,
                                                           b.rect.centery),
                                  rel=(0, 0), buttons=(0, 0, 0)))
    assert "going gin" in " ".join(texts_drawn(app, monkeypatch))
    app.handle(pygame.event.Event(pygame.WINDOWLEAVE))
    drawn = texts_drawn(app, monkeypatch)
    assert words.SAY["new-game-help"] in drawn, "the pointer gone from the window: the help"
    assert "going gin" not in " ".join(drawn)
    scene.focus = scene.buttons.index(scene.button("opt:gin_bonus"))
    drawn = " ".join(texts_drawn(app, monkeypatch))
    assert "going gin" in drawn, "the keyboard's focus explains its rule too"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1080, 1920), (1024, 600)])
def test_seats_in_one_column_line_their_kinds_up_with_the_house_rules_values(size):
    """Not a short seat list beside rule values far off at the right."""
    _, scene = new_game_for("pay-me", size)
    kinds = [b.rect for b in scene.buttons if b.key.startswith("kind:")]
    names = [b.rect for b in scene.buttons if b.key.startswith("name:")]
    values = [b.rect for b in scene.buttons if b.key.startswith(("opt:", "preset"))]
    assert len({r.x for r in names}) == 1, "one column"
    assert {(r.x, r.w) for r in kinds} == {(r.x, r.w) for r in values}
    assert all(n.right < k.x for n, k in zip(names, kinds, strict=True))


def test_a_match_the_engine_will_not_start_is_said_on_the_new_game_screen(monkeypatch):
    from game.errors import RummyError
    from scenes.menus import new_game

    def refuse(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise RummyError("pay-me needs a bigger table")

    app, scene = new_game_for("pay-me")
    monkeypatch.setattr(new_game, "new_match", refuse)
    click(app, scene.button("start").rect.center)
    assert app.top is scene and "pay-me needs a bigger table" in texts_drawn(app, monkeypatch)


@pytest.mark.parametrize("size", [(1280, 720), (1080, 1920)])
def test_the_players_count_stands_level_with_its_buttons(size, monkeypatch):
    app, scene = new_game_for("rummy", size)
    spots = text_spots(app, monkeypatch)
    minus, plus = scene.button("players:-").rect, scene.button("players:+").rect
    for said in (words.SAY["players"], str(scene.players)):
        assert abs(spots[said].centery - minus.centery) <= 2, said
    assert spots[words.SAY["players"]].right < minus.left < spots["4"].centerx < plus.left


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1080, 1920)])
def test_the_help_line_has_room_clear_of_back_and_start(size):
    """A rule's meaning, however long, shrinks into its room rather than run under Back."""
    app, scene = new_game_for("rummy", size)
    x, y, room = scene.help_at
    line = pygame.Rect(x, y - 10, room, 20)
    assert room > 300 and app.screen.get_rect().contains(line)
    assert line.collidelist([scene.button(k).rect for k in ("back", "start")]) == -1


def test_a_button_is_pressed_only_by_a_press_and_release_on_it():
    """As everywhere on a desktop: a press that slides onto a button, or off it onto
    another, presses nothing."""
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    frame(app)
    new, rules = title.button("new").rect.center, title.button("rules").rect.center
    for start, end in (((5, 5), new), (rules, new), (new, (5, 5))):
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        frame(app)
        assert app.top is title, (start, end)
    click(app, new)
    assert isinstance(app.top, NewGameScene)


def _held(app, k: int, repeats: int) -> None:  # type: ignore[no-untyped-def]
    """A key held down: its press, then the repeats the window sends, then its release."""
    for _ in range(1 + repeats):
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        frame(app)
    app.handle(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=""))


def test_a_held_key_repeats_where_it_moves_or_erases_and_nowhere_else():
    from scenes.app import REPEAT_DELAY, REPEAT_EVERY

    app, scene = new_game_for("gin")
    assert pygame.key.get_repeat() == (REPEAT_DELAY, REPEAT_EVERY)
    click(app, scene.button("name:1").rect.center)
    typed(app, "Zoltan")
    _held(app, pygame.K_BACKSPACE, 3)
    assert scene.names[1] == "Zo", "a held Backspace erases letter after letter"
    key(app, pygame.K_RETURN)
    table = table_for(app, new_match("gin", None, [Seat("You"), Seat("B", "normal")], 1))
    while not table.my_turn:
        frame(app, 0.1)
    _held(app, pygame.K_RIGHT, 4)
    assert table.focus == 5, "a held arrow walks along the hand"
    _held(app, pygame.K_d, 5)
    assert len(table.hand()) == 11, "a held D draws once"
    _held(app, pygame.K_x, 5)
    mine = [a for a in table.session.match.history if a.seat == 0]
    assert [type(a).__name__ for a in mine] == ["Draw", "Discard"], "a held X throws one card"


def test_a_key_held_when_the_window_lost_the_focus_is_not_taken_for_held_on_return():
    app = make_app()
    table = table_for(app, new_match("gin", None, [Seat("You"), Seat("B", "normal")], 1))
    while not table.my_turn:
        frame(app, 0.1)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
    app.handle(pygame.event.Event(pygame.WINDOWFOCUSLOST))  # H let go in another window
    table.say("")
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
    frame(app)
    assert table.message.startswith("Best melds"), "pressed again, H hints again"

"""Every scene at the smallest, a common, a tall and a 4K window: buttons inside it, none
overlapping."""

from __future__ import annotations

from itertools import combinations, pairwise
from pathlib import Path

import pygame
import pytest

from game.actions import Discard, Draw
from game.api import new_match
from game.bots import make_bot
from game.games import GAMES
from game.match import Seat
from scenes import words
from scenes.drawing import ui
from scenes.menus.crash import CrashScene
from scenes.menus.load import LoadScene
from scenes.menus.new_game import NewGameScene
from scenes.menus.rules_reader import RulesScene
from scenes.menus.settings import SettingsScene
from scenes.menus.stats import StatsScene
from scenes.menus.title import TitleScene
from scenes.table.handover import HandoverScene
from scenes.table.moves import MovesScene
from scenes.table.scene import TableScene
from scenes.table.session import Session
from scenes.table.summary import ScoreSheetScene, SummaryScene
from tests.table_helpers import (
    click,
    drag,
    every_game_played,
    frame,
    hand_sprite,
    make_app,
    pay_me_at_your_turn,
    played,
    table_for,
    text_spots,
    texts_placed,
)

UNPAINTED = (255, 0, 255)  # a colour no scene paints
SIZES = [(1024, 600), (1280, 720), (1920, 1200), (1024, 1400), (3840, 2160)]
ROTATED = (1080, 1920)  # a full-HD monitor turned on its side


def scenes(app):
    table = TableScene(app, Session(new_match(
        "rummy", None, [Seat("You")] + [Seat(f"B{i}", "easy") for i in range(5)], seed=1)))
    return {
        "title": TitleScene(app),
        "new-game (rummy, 6 players)": _six_rummy(app),
        "load": LoadScene(app),
        "rules": RulesScene(app, "pay-me"),
        "playing at the table": RulesScene(app, "table"),
        "settings": SettingsScene(app),
        "stats": StatsScene(app),
        "table": table,
        "scores": ScoreSheetScene(app, table),
        "moves": MovesScene(app, TableScene(app, Session(played("rummy", 4, 2, 90)))),
        "a hand's summary": _gin_summary(app, last=False),
        "the last hand's summary": _gin_summary(app, last=True),
        "the pass screen": _pass_screen(app),  # its felt hides the hand drawn before it
        "a score sheet's table (Indian Chief, 8 players)": _chief(app, 30),
        "a score sheet's summary": _chief_summary(app),
        "a bug's last screen": CrashScene(app, Path.home() / ".local" / "state" / "rummy-parlor"
                                          / "crash-reports" / "crash-20261128-041500.txt",
                                          None, saved=True),
    }


def _gin_summary(app, last):
    """The summary of a finished Gin match's first hand (its row of four buttons is the
    widest) or last one (which names the winner beside or under the title), between two
    players with the longest, widest names."""
    match = new_match("gin", None, [Seat("Wilhelmina Woods"), Seat("Maximilian Worth")], 1)
    bots = [make_bot("easy", 1), make_bot("easy", 2)]
    while not match.over:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    ends = [e for e in match.log if e.kind == "hand-ended"]
    return SummaryScene(app, TableScene(app, Session(match)), ends[-1 if last else 0], last)


def _chief(app, actions):
    """Eight-player Indian Chief with long names, `actions` decisions in: the sheet filled
    part way, the last reveal on the table."""
    match = played("indian-chief", 8, 3, actions)
    match.seats = tuple(Seat(name, s.bot) for name, s in zip(
        ("Wilhelmina Woods", "Maximilian", "Bartholomew", "Alexandra", "Christopher",
         "Genevieve", "Montgomery", "Evangeline"), match.seats, strict=True))
    return TableScene(app, Session(match))


def _chief_summary(app):
    table = _chief(app, 0)
    match = table.session.match
    bots = [make_bot("normal", seat) for seat in range(match.n)]
    while not match.over:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    table.refresh()
    ends = [e for e in match.log if e.kind == "hand-ended"]
    return SummaryScene(app, table, ends[-1], True)


def _six_rummy(app):
    scene = NewGameScene(app, "rummy")
    scene.players = 6
    return scene


@pytest.mark.parametrize("size", [*SIZES, ROTATED], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_scene_paints_the_window_and_its_words_and_buttons_fit_none_overlapping(
        size, monkeypatch):
    _long_names_saved(3)  # Load game's rows, each with Delete beside Open
    app = make_app(size)
    app.stats = every_game_played()
    app.push(TitleScene(app))
    bounds = app.screen.get_rect()
    for name, scene in scenes(app).items():
        app.stack = [app.stack[0], scene] if name != "title" else [scene]
        if hasattr(scene, "relayout"):
            scene.relayout()
        app.screen.fill(UNPAINTED)
        placed = texts_placed(app, monkeypatch)
        assert not pygame.mask.from_threshold(app.screen, UNPAINTED, (1, 1, 1, 255)).count(), \
            f"{name} leaves some of the {size} window unpainted"
        if not isinstance(scene, RulesScene):  # its page scrolls, drawn clipped to its panel
            for words_, rect in placed:
                assert bounds.contains(rect), f"{name}: {words_!r} leaves the {size} window"
            for (wa, a), (wb, b) in combinations(placed, 2):
                assert not a.colliderect(b), f"{name}: {wa!r} overlaps {wb!r} at {size}"
        rects = [(b.key, b.rect) for b in scene.buttons]
        assert rects, name
        for key, rect in rects:
            assert bounds.contains(rect), f"{name}: {key} leaves the {size} window"
        for (ka, a), (kb, b) in combinations(rects, 2):
            assert not a.colliderect(b), f"{name}: {ka} overlaps {kb} at {size}"


ULTRAWIDE = (2560, 1080)  # a 21:9 monitor
ON_ITS_SIDE = (1080, 2560)  # the same monitor turned on its side
LONG_WINDOWS = {ULTRAWIDE: pygame.Rect(320, 0, 1920, 1080),  # each one's 16:9 page
                ON_ITS_SIDE: pygame.Rect(0, 320, 1080, 1920)}


def _beside_and_across(page, size):
    """Spots beside `page` and on either side of its edges, along the window's long side."""
    wide = size[0] > size[1]
    start, end = (page.left, page.right) if wide else (page.top, page.bottom)
    spots = (0, start // 2, start - 1, start, end - 1, end, max(size) - 1)
    return [(v, size[1] - 10) if wide else (size[0] - 10, v) for v in spots]


@pytest.mark.parametrize("size", LONG_WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_very_long_window_keeps_each_menu_to_a_page_in_its_middle(size):
    """Stretched across a 21:9 window, a rule's lines had run 200 letters long and a house
    rule's value had sat far from its name; on its side, the rules' box had run on empty far
    below its last line. The menus keep to a 16:9 page in the middle, on felt that runs on
    past it unbroken; the table still takes the whole window."""
    app = make_app(size)
    app.push(TitleScene(app))
    page = ui.page_of(size)
    assert page == LONG_WINDOWS[size]
    for other in (*SIZES, ROTATED):  # none longer than the design page: the whole window
        assert ui.page_of(other) == pygame.Rect((0, 0), other)
    cloth = pygame.Surface(size)
    ui.felt(cloth)
    for name, scene in scenes(app).items():
        app.stack = [app.stack[0], scene] if name != "title" else [scene]
        frame(app)
        canvas = app.canvas(scene)
        if isinstance(scene, TableScene):
            assert canvas is app.screen, "the table is laid out across the window"
            continue
        assert (canvas.get_abs_offset(), canvas.get_size()) == (page.topleft, page.size), name
        for spot in _beside_and_across(page, size):
            assert app.screen.get_at(spot) == cloth.get_at(spot), (name, spot)


@pytest.mark.parametrize("size", [*SIZES, ROTATED], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_titles_buttons_stand_in_one_even_column_down_the_middle(size, home):
    """With no match to continue, nothing sits under Continue: the gaps are all alike."""
    app = make_app(size)
    title = TitleScene(app)
    app.push(title)
    frame(app)
    assert title.last is None
    rects = [b.rect for b in title.buttons]
    middle = app.canvas(title).get_width() / 2
    assert all(abs(r.centerx - middle) <= 1 for r in rects)
    gaps = {b.top - a.bottom for a, b in pairwise(rects)}
    assert len(gaps) == 1 and gaps.pop() > 0


@pytest.mark.parametrize("size", LONG_WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_on_a_very_long_window_the_pointer_meets_a_menus_buttons_where_they_are_drawn(size):
    app = make_app(size)
    title = TitleScene(app)
    app.push(title)
    frame(app)
    new = next(b for b in title.buttons if b.key == "new")
    at = new.rect.move(LONG_WINDOWS[size].topleft).center  # where the window shows it
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    assert new.hover and app.cursor == pygame.SYSTEM_CURSOR_HAND
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=new.rect.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    assert not new.hover, "the same spot of the page is in the felt before it"
    click(app, at)
    assert isinstance(app.top, NewGameScene)


@pytest.mark.parametrize(("size", "page"), [((3840, 1080), pygame.Rect(624, 0, 2592, 1080)),
                                            ((1080, 3840), pygame.Rect(0, 624, 1080, 2592))],
                         ids=["32x9", "9x32"])
def test_a_window_longer_than_a_21_9_monitor_keeps_the_table_to_that_shape(size, page):
    """On a 32:9 monitor the seats had sat 3,000 px apart. The table keeps to a 2.4:1 page
    in the middle (a 21:9 monitor still fills, either way up), and the pointer meets it where
    it is drawn."""
    app = make_app(size)
    app.push(TitleScene(app))
    match, table = pay_me_at_your_turn(app)
    frame(app)
    canvas = app.canvas(table)
    assert (canvas.get_abs_offset(), canvas.get_size()) == (page.topleft, page.size)
    for fills in (ULTRAWIDE, ON_ITS_SIDE):
        assert ui.page_of(fills, ui.TABLE_LONGEST).size == fills
    zones = table.zones(canvas)
    pile = zones.shared["discard"].move(page.topleft)  # where the window shows it
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pile.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    assert app.cursor == pygame.SYSTEM_CURSOR_HAND, "the pile the pointer is over may be drawn"
    click(app, zones.shared["stock"].move(page.topleft).center)
    assert len(match.hands[0]) == 4, "a click on the stock draws"
    card = table.hand()[0]
    held = hand_sprite(table, card.id).rect.move(page.topleft)
    drag(app, held.center, pile.center)
    assert match.discard[-1] == card.id, "a card let go over the pile is discarded"


def _pass_screen(app):
    match = new_match("rummy", None, [Seat("Ann"), Seat("Bob")], seed=2)
    return HandoverScene(app, TableScene(app, Session(match)), 1)


@pytest.mark.parametrize(("make", "words_above"), [(TitleScene, "rummy family"),
                                                   (_pass_screen, "Pass the device")])
def test_a_tall_window_centres_a_screen_drawn_round_its_buttons(make, words_above,
                                                                monkeypatch):
    """The buttons had followed the window's height while the title (or the pass screen's
    call) kept to the top, a third of the window away."""
    gaps = []
    for size in ((1280, 720), (1024, 1400)):
        app = make_app(size)
        app.push(TitleScene(app))
        scene = make(app)
        app.stack = [app.stack[0], scene] if make is not TitleScene else [scene]
        spots = text_spots(app, monkeypatch)
        s = ui.scale_of(app.screen)
        above = next(r for words_, r in spots.items() if words_above in words_)
        gaps.append(round((scene.buttons[0].rect.top - above.bottom) / s))
        middle = (above.top + scene.buttons[-1].rect.bottom) / 2
        assert abs(middle - size[1] / 2) < 0.2 * size[1], "the whole sits near the middle"
    assert abs(gaps[0] - gaps[1]) <= 3, gaps


@pytest.mark.parametrize("size", [*SIZES, ROTATED], ids=lambda s: f"{s[0]}x{s[1]}")
def test_new_game_rows_keep_their_full_height_for_every_game_and_table_size(size):
    """Seats move into two columns before any row (and its words) would shrink."""
    app = make_app(size)
    app.push(TitleScene(app))
    for game in GAMES:
        scene = NewGameScene(app, game)
        low, high = scene.range
        for players in range(low, high + 1):
            scene.players = players
            scene.relayout()
            app.stack = [app.stack[0], scene]
            frame(app)
            full = int(34 * ui.scale_of(app.screen))
            rows = [b.rect.h for b in scene.buttons if b.key.startswith(("kind:", "opt:"))]
            assert len(rows) >= players and min(rows) == full, (game, players, rows)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_tables_tool_buttons_share_one_text_size_that_fits_every_label(size):
    app = make_app(size)
    table = TableScene(app, Session(new_match("rummy", None, [Seat("You"), Seat("B", "easy")],
                                              seed=1)))
    app.push(table)
    frame(app)
    tools = [b for b in table.buttons if b.key in ("sort-rank", "arrange", "hint", "menu")]
    assert len(tools) == 4 and len({b.text_size for b in tools}) == 1
    size_ = tools[0].text_size
    assert size_ is not None and size_ >= 0.45 * tools[0].rect.h  # labels short enough
    assert all(ui.measure(b.label, size_) <= b.rect.w - 10 for b in tools)
    assert tools[0].label == "Sort by rank"


@pytest.mark.parametrize("screen", [(800, 480), (1024, 540)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_full_screen_below_the_smallest_window_keeps_every_scene_whole_and_the_tools_legible(
        screen, monkeypatch):
    """A 7-inch 800x480 screen, or a netbook's, filled (see `App`): every scene fits with
    nothing overlapping, and the tools shorten their labels rather than shrink them to
    smudges ("Sortbyrank" at 7 pixels)."""
    def filled(size=(1024, 600), make=make_app):  # type: ignore[no-untyped-def]
        app = make(size)
        app.screen = pygame.Surface(screen)  # as at full screen there
        return app

    monkeypatch.setitem(globals(), "make_app", filled)
    test_every_scene_paints_the_window_and_its_words_and_buttons_fit_none_overlapping(
        screen, monkeypatch)
    app = filled()
    table = TableScene(app, Session(new_match("rummy", None, [Seat("You"), Seat("B", "easy")],
                                              seed=1)))
    app.push(table)
    frame(app)
    tools = [b for b in table.buttons if b.key in ("sort-rank", "sort-suit", "arrange")]
    assert tools[0].text_size is not None and tools[0].text_size >= 0.45 * tools[0].rect.h
    if screen == (800, 480):
        assert [b.label for b in tools] == ["By rank", "By suit", "Group"]


def test_the_title_and_pass_screens_sit_in_the_middle_of_a_squarer_window():
    """On a 5:4 monitor the screen drawn for 16:9 sits in the middle, not at the top with all
    the spare height below it."""
    placed = {}
    for size in ((1280, 720), (1280, 1024)):
        app = make_app(size)
        app.push(TitleScene(app))
        frame(app)
        title = [b.rect for b in app.top.buttons]
        table = table_for(app, new_match("gin", None, [Seat("Ann"), Seat("Ben")], 1))
        app.push(HandoverScene(app, table, 0))
        frame(app)
        placed[size] = title + [b.rect for b in app.top.buttons]
    assert [r.move(0, (1024 - 720) // 2) for r in placed[(1280, 720)]] == placed[(1280, 1024)]


def test_text_is_set_in_inter_and_falls_back_to_pygames_font(monkeypatch):
    """Inter ships in assets/fonts (pygame-ce's own font spaced letters unevenly when small);
    if it cannot be read the table still has words."""
    make_app()
    assert (ui.font(18).name, ui.font(18).style_name) == ("Inter", "Semi Bold")
    assert ui.font(18, bold=True).style_name == "Bold"
    monkeypatch.setattr(ui, "_fonts", {})
    monkeypatch.setattr(ui, "_font_data", {})
    monkeypatch.setattr(ui, "FONT_FILES", {False: "missing.otf", True: "missing.otf"})
    assert ui.font(18).name != "Inter" and ui.font(18).render("Knock", True, ui.INK).get_width()
    assert ui.font(18, bold=True).bold and not ui.font(18).bold, "headings still stand out"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pass_screen_tells_seven_turns_inside_the_window_under_its_buttons(size,
                                                                              monkeypatch):
    """Eight at one screen: the last to play has missed seven turns, all told in full."""
    app = make_app(size)
    app.push(TitleScene(app))
    match = new_match("pay-me", None, [Seat(f"Player {i + 1}") for i in range(8)], seed=2)
    for _ in range(7):
        seat = match.pending()[0].seat
        match.apply(Draw(seat, "stock"))
        match.apply(next(a for a in match.legal_actions(seat) if isinstance(a, Discard)))
    scene = HandoverScene(app, TableScene(app, Session(match)), match.pending()[0].seat)
    app.stack = [app.stack[0], scene]
    spots = text_spots(app, monkeypatch)
    assert len(scene.recap) == 7 and all(line in spots for line in scene.recap)
    told = [spots[line] for line in [scene.recap_title, *scene.recap]]
    lowest_button = max(b.rect.bottom for b in scene.buttons)
    for rect in told:
        assert app.screen.get_rect().contains(rect) and rect.top > lowest_button
    for a, b in combinations(told, 2):
        assert not a.colliderect(b)


@pytest.mark.parametrize("size", [(1280, 720), (1080, 1700), (3440, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_message_line_keeps_to_the_size_of_the_tables_other_words(size, monkeypatch):
    """The message zone stretches with the window's height: in a tall window its words had
    been three times the size of the players' names."""
    app = make_app(size)
    table = TableScene(app, Session(new_match("gin", None, 2, 4)))
    app.push(table)
    frame(app)
    table.message = "Bruno draws from the stock"
    sizes: dict[str, float] = {}
    real = ui.text

    def text(surface, words, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        sizes[words] = size
        return real(surface, words, size, *args, **kwargs)

    monkeypatch.setattr(ui, "text", text)
    frame(app)
    names = 18 * table.zones(app.screen).scale  # the name plates' size
    assert sizes[table.message] <= 1.3 * names


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_question_wraps_to_two_even_lines_above_its_answers(size):
    """A longer question breaks into two lines of about the same width (no lone word on the
    second), at full size, and clear of the buttons."""
    from scenes.menus.confirm import ConfirmScene

    app = make_app(size)
    question = "Your other cards are all in melds. Call “Pay me!”, discarding Q♥?"
    scene = ConfirmScene(app, question, lambda: None)
    app.push(scene)
    frame(app)
    s = ui.scale_of(app.screen)
    widths = [ui.measure(line, scene.text_size) for line in scene.lines]
    assert " ".join(scene.lines) == question and len(widths) == 2
    assert scene.text_size == 28 * s and max(widths) <= scene.box.w - 40 * s
    assert min(widths) >= 0.6 * max(widths)
    assert scene.box.y + 28 * s + 2 * 1.2 * scene.text_size <= scene.buttons[0].rect.top


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_question_too_long_for_two_lines_shrinks_until_it_fits_two(size):
    """Laying off a dozen cards from your melds (a last hand of Pay Me) asks a question three
    lines long at full size: its letters shrink, a tenth at a time, until it takes two, still
    clear of the answers."""
    from scenes.menus.confirm import ConfirmScene

    app = make_app(size)
    question = words.SAY["layoff-confirm"].format(cards="3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ ★",
                                                  now=12, after=114)
    scene = ConfirmScene(app, question, lambda: None)
    app.push(scene)
    frame(app)
    s = ui.scale_of(app.screen)
    width = scene.box.w - 40 * s
    assert len(ui.wrap_evenly(question, 28 * s, width)) > 2, "too long at full size"
    assert len(scene.lines) == 2 and " ".join(scene.lines) == question
    assert 28 * s * 0.9 ** 3 < scene.text_size < 28 * s
    assert len(ui.wrap_evenly(question, scene.text_size / 0.9, width)) > 2, "no bigger fits"
    assert max(ui.measure(line, scene.text_size) for line in scene.lines) <= width
    assert scene.box.y + 28 * s + 2 * 1.2 * scene.text_size <= scene.buttons[0].rect.top


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pass_screens_cards_stand_clear_of_its_call(size, monkeypatch):
    """The fanned card backs had come down to touch "Pass the device to Bob": no card's
    light border in the band just above the call's letters (the felt is dark)."""
    app = make_app(size)
    app.push(TitleScene(app))
    app.stack = [app.stack[0], _pass_screen(app)]
    call = next(r for words_, r in text_spots(app, monkeypatch).items() if "Pass the" in words_)
    s = ui.scale_of(app.screen)
    band = pygame.Rect(call.x, call.top - round(6 * s), call.w, round(10 * s))
    light = [(x, y) for y in range(band.top, band.bottom) for x in range(band.left, band.right, 2)
             if app.screen.get_at((x, y)).r > 150]
    assert not light, f"a card reaches the call at {light[0]}"


def test_long_names_are_cut_rather_than_shrunk_past_legibility(monkeypatch):
    """Sixteen wide letters are a name the new-game screen allows: at the smallest window
    they had shrunk to a smudge on the table, its score panel and the score sheet."""
    app = make_app((1024, 600))
    names = ["M" * 16, "W" * 16, "Wolfgang Amadeus"] + [f"Bot {i}" for i in range(5)]
    seats = [Seat(names[0])] + [Seat(n, "normal") for n in names[1:]]
    table = TableScene(app, Session(new_match("pay-me", None, seats, seed=1)))
    app.push(table)
    frame(app)
    drawn: list[tuple[str, float, float, bool]] = []
    real = ui.text

    def text(surface, words, size, *args, max_width=None, bold=False, **kwargs):  # type: ignore[no-untyped-def]
        if max_width:
            drawn.append((words, size, max_width, bold))
        return real(surface, words, size, *args, max_width=max_width, bold=bold, **kwargs)

    monkeypatch.setattr(ui, "text", text)
    for scene in (None, ScoreSheetScene(app, table), MovesScene(app, table)):
        if scene is not None:
            app.push(scene)
        frame(app)
    def names_one(words: str) -> bool:
        head = words.split(" · ")[0]
        return any(head == n or (head.endswith("…") and n.startswith(head[:-1]))
                   for n in names[:2])

    wide = [d for d in drawn if names_one(d[0])]
    assert any(w.startswith("WWWW") and w.endswith("… · normal") for w, *_ in wide), \
        "the computer's level stays after a cut name"
    assert any(w.startswith("MMMM") and w.endswith("…") for w, *_ in wide)
    for line, size, max_width, bold in wide:
        assert ui.font(int(size), bold).size(line)[0] * ui.LEGIBLE <= max_width + 1, line
    assert ui.shorten("Wolfgang Amadeus", 18, 400) == "Wolfgang Amadeus", "room: uncut"


def _summary(app, game: str, players: int, seed: int, last: bool):  # type: ignore[no-untyped-def]
    """The summary of the first (or the last) hand of a match of easy bots, over its
    table."""
    from game.bots import make_bot
    from scenes.table.summary import SummaryScene

    match = new_match(game, None, [Seat("You")] + [Seat(f"B{i}", "easy")
                                                   for i in range(players - 1)], seed)
    bots = [make_bot("easy", 10 + i) for i in range(players)]
    ends = []
    while not match.over and (last or not ends):
        seat = match.pending()[0].seat
        ends += [e for e in match.apply(bots[seat].choose(match.view(seat)))
                 if e.kind == "hand-ended"]
    return SummaryScene(app, TableScene(app, Session(match), dealt=False), ends[-1], match.over)


def _last_hand_of_pay_me(app):  # type: ignore[no-untyped-def]
    """A four-player Pay Me match's last hand: lay-offs on its melds, the winner named."""
    scene = _summary(app, "pay-me", 4, 1, last=True)
    assert any(shown["laid_off"] for shown in scene.data["shown"])
    return scene


def _long_names_saved(count: int) -> None:
    """`count` unfinished four-player matches with long names, and one finished, saved."""
    from scenes import storage
    from tests.helpers import finished_gin

    seats = [Seat("Alexandra Longname"), Seat("Bartholomew", "hard"), Seat("Cleo", "easy"),
             Seat("Dmitri Ivanovich", "normal")]
    for i in range(count):
        storage.save_match(storage.dirs().saves / f"pay-me-{i}.json",
                           new_match("pay-me", None, seats, i))
    storage.save_match(storage.dirs().saves / "gin.json", finished_gin(1))


@pytest.mark.parametrize("size", [*SIZES, ROTATED], ids=lambda s: f"{s[0]}x{s[1]}")
def test_words_stay_in_the_window_clear_of_the_buttons_and_of_each_other(size, monkeypatch):
    """Every screen but the table (laid out from its maps, tested on its own): in a tall
    window the menus' help had run under the buttons and the hand summary's labels into
    each other."""
    _long_names_saved(20)
    app = make_app(size)
    app.push(TitleScene(app))
    screens = {name: scene for name, scene in scenes(app).items()
               if not isinstance(scene, TableScene)}
    screens["summary (last hand)"] = _last_hand_of_pay_me(app)
    blocked = _summary(app, "rummy", 6, 2, last=False)  # a long line on why none scores
    assert blocked.data["how"] == "blocked"
    screens["summary (blocked)"] = blocked
    screens["load"].turn_to(1)  # Hide finished, Newer, Older and Back
    screens["load"].problem = "Could not delete pay-me-3.json: permission denied"
    bounds = app.screen.get_rect()
    for name, scene in screens.items():
        app.stack = [app.stack[0], scene] if name != "title" else [scene]
        scene.relayout()
        frame(app)
        drawn = texts_placed(app, monkeypatch)
        assert drawn, name
        buttons = [b.rect for b in scene.buttons]
        loose = [(words_, r) for words_, r in drawn if not any(b.contains(r) for b in buttons)]
        for words_, r in loose:
            assert bounds.contains(r), f"{name}: '{words_}' leaves the {size} window"
            assert r.collidelist(buttons) < 0, f"{name}: '{words_}' runs under a button"
        for (wa, a), (wb, b) in combinations(loose, 2):
            assert not a.colliderect(b), f"{name}: '{wa}' overlaps '{wb}' at {size}"


@pytest.mark.parametrize(("tall", "wide"), [((1080, 1920), (1920, 1080)),
                                            ((1024, 1400), (1400, 1024))])
def test_a_monitor_on_its_side_draws_the_menus_as_large_as_turned_back(tall, wide):
    """Drawn as a 720x1280 page, not a 1280x720 one scaled to the window's width (which had
    made every word half the size)."""
    assert ui.tall(pygame.Surface(tall)) and not ui.tall(pygame.Surface(wide))
    assert ui.scale_of(pygame.Surface(tall)) == ui.scale_of(pygame.Surface(wide))


def test_a_window_near_a_square_keeps_the_wide_page():
    """As the table keeps its wide map (scenes.table.layout.PORTRAIT_GAIN)."""
    assert not ui.tall(pygame.Surface((1200, 1300)))
    assert ui.scale_of(pygame.Surface((1200, 1300))) == 1200 / 1280


def test_a_tall_window_stacks_what_a_wide_one_sets_side_by_side(monkeypatch):
    """On a monitor turned on its side the menus use its height: the games' families side by
    side above the seats, the rules' text under their pages at the window's width, the card preview
    under the settings, a save's line across its row, and a summary's cards under each
    player's name."""
    _long_names_saved(1)
    app = make_app(ROTATED)
    app.push(TitleScene(app))
    w = app.screen.get_width()
    all_ = scenes(app)
    shown = {}
    for name in ("new-game (rummy, 6 players)", "rules", "settings", "load"):
        app.stack = [app.stack[0], all_[name]]
        shown[name] = texts_placed(app, monkeypatch)
    new = all_["new-game (rummy, 6 players)"]
    games = [b.rect for b in new.buttons if b.key.startswith("game:")]
    assert len({r.x for r in games}) >= 2, "the games' families side by side"
    assert max(r.right for r in games) - min(r.x for r in games) > 0.8 * w, "across the page"
    assert min(b.rect.top for b in new.buttons if b.key.startswith(("name:", "opt:"))) \
        > max(r.bottom for r in games)
    rules = all_["rules"]
    assert rules.area.w > 0.8 * w and rules.area.top > rules.button("game:table").rect.bottom
    settings = all_["settings"]
    assert settings.preview_at[1] > max(b.rect.bottom for b in settings.buttons
                                        if b.key != "back")
    assert any("Alexandra Longname: 0, Bartholomew: 0, Cleo: 0, Dmitri Ivanovich: 0" in t
               for t, _ in shown["load"]), "every player named"
    summary = _last_hand_of_pay_me(app)
    app.stack = [app.stack[0], summary]
    drawn = texts_placed(app, monkeypatch)
    name = next(r for t, r in drawn if t == "You")
    left = min((r for t, r in drawn if t == words.SAY["left"]), key=lambda r: r.y)
    assert left.top > name.bottom and left.centery - name.centery < 0.1 * app.screen.get_height()

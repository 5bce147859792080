"""After a hand and at a match's end: the hand's summary, the score sheet, the winner,
Play again, and the statistics a finished match adds to."""

from __future__ import annotations

import itertools
import json

import pygame
import pytest

from game.actions import Discard, Draw, Pass
from game.api import new_match
from game.bots import make_bot
from game.events import Event
from game.match import Match, Seat
from scenes import words
from scenes.drawing import ui
from scenes.menus.title import TitleScene
from scenes.table.scene import TableScene
from tests.helpers import card, setup
from tests.table_helpers import (
    click,
    frame,
    make_app,
    table_for,
    tap,
    text_spots,
    texts_drawn,
    texts_inked,
    texts_placed,
)


def test_a_whole_match_to_the_score_sheet_counts_in_the_statistics(home):
    from game.bots import make_bot
    from scenes.table.summary import ScoreSheetScene, SummaryScene

    app = make_app()
    app.push(TitleScene(app))
    app.open_over_title(
        "table", match=new_match("gin", {"target": 50}, [Seat("You"), Seat("Bot", "easy")], 3))
    table = app.top
    me = make_bot("normal", 1)
    for _ in range(5000):
        top = app.top
        if isinstance(top, ScoreSheetScene):
            break
        if isinstance(top, SummaryScene):
            click(app, top.buttons[0].rect.center)  # next hand, or the score sheet at the end
        elif top is table and table.my_turn:
            assert table.act(me.choose(table.view))
        else:
            frame(app, 0.2)
    assert isinstance(app.top, ScoreSheetScene) and table.session.match.over
    stats = json.loads((home / "data" / "stats.json").read_text())
    assert stats["games"]["gin"]["played"] == 1


@pytest.mark.parametrize("game, options, hud, sheet", [
    ("gin", {}, "Hand 1 · game to 100", "The first to reach 100 points wins."),
    ("rummy", {"hands": 5}, "Hand 1 of 5", "After 5 hands the highest total wins."),
    ("rummy", {"scoring": "penalty", "target": 150}, "Hand 1 · ends at 150",
     "The match ends when a total reaches 150; the lowest total wins."),
    ("pay-me", {}, "Hand 1 of 11", "After 11 hands the lowest total wins."),
])
def test_the_table_and_score_sheet_say_how_the_match_is_won(monkeypatch, game, options, hud,
                                                            sheet):
    from scenes.table.summary import ScoreSheetScene

    app = make_app()
    table = table_for(app, new_match(game, options, 2, 4))
    assert hud in texts_drawn(app, monkeypatch)
    click(app, next(b for b in table.buttons if b.key == "scores").rect.center)
    assert isinstance(app.top, ScoreSheetScene)
    assert sheet in texts_drawn(app, monkeypatch)
    checked: list[bool] = []  # in hot-seat, whose turn it is must be asked before play goes on
    monkeypatch.setattr(table, "check_handover", lambda: checked.append(True))
    click(app, app.top.button("back").rect.center)
    assert app.top is table and checked == [True], "Back: to the table"
    click(app, next(b for b in table.buttons if b.key == "scores").rect.center)
    click(app, app.top.button("menu").rect.center)
    assert [type(s) for s in app.stack] == [TitleScene], "Main menu: the title"


def gin_score_sheet(seed: int, until, monkeypatch):  # type: ignore[no-untyped-def]
    """Gin played by normal computers until `until(match)`, and the score sheet's words."""
    from game.bots import make_bot
    from scenes.table.summary import ScoreSheetScene

    match = new_match("gin", None, 2, seed)
    bots = [make_bot("normal", seat) for seat in range(2)]
    while not until(match):
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    app = make_app()
    app.push(ScoreSheetScene(app, table_for(app, match)))
    return match, texts_drawn(app, monkeypatch)


@pytest.mark.parametrize("players", [2, 8])
def test_the_score_sheet_sits_centred_in_the_window(monkeypatch, players):
    """Its rows' labels and the last player's column are as far from either edge."""
    from scenes.table.summary import ScoreSheetScene

    app = make_app()
    table = table_for(app, new_match("pay-me", None, players, 4))
    app.push(ScoreSheetScene(app, table))
    spots = text_spots(app, monkeypatch)
    left, right = spots["Total"].left, spots[f"Player {players}"].centerx
    col = right - spots[f"Player {players - 1}"].centerx
    assert abs(left - (1280 - (right + col // 2))) <= 2


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_score_sheet_lists_every_hand_down_the_page_above_its_total(monkeypatch, size):
    from scenes.table.summary import ScoreSheetScene

    match, _ = play_hands("pay-me", 8, 2, 11)
    assert match.over
    app = make_app(size)
    app.push(ScoreSheetScene(app, table_for(app, match)))
    spots = text_spots(app, monkeypatch)
    rows = [spots[f"Hand {n}"] for n in range(1, 12)] + [spots["Total"]]
    assert all(a.bottom <= b.top + 2 for a, b in itertools.pairwise(rows)), \
        "one under another, in order"
    assert rows[-1].bottom <= size[1] - 100 * ui.scale_of(app.screen), "above the buttons"
    assert min(r.h for r in rows[:-1]) >= 12, "no row too small to read"
    ruled = [y for y in range(rows[-2].bottom, rows[-1].top)
             if app.screen.get_at((rows[-1].x + 2, y))[:3] == ui.INK_DIM]
    assert ruled, "a rule between the last hand and the total, clear of both"


@pytest.fixture(scope="module")
def long_rummy() -> Match:
    """Two-player Rummy to 500: some 160 hands."""
    match, _ = play_hands("rummy", 2, 0, 400, {"target": 500})
    assert match.over and len(match.results) > 100
    return match


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_score_sheet_too_long_for_the_window_shows_the_newest_hands_and_scrolls(
        monkeypatch, size, long_rummy):
    """Rows of 160 hands ran off the bottom of the window, under the total and the winner."""
    import pygame

    from scenes.table.summary import ScoreSheetScene

    app = make_app(size)
    sheet = ScoreSheetScene(app, table_for(app, long_rummy))
    app.push(sheet)
    hands = len(long_rummy.results)

    def shown() -> tuple[list[int], dict[str, pygame.Rect]]:
        spots = text_spots(app, monkeypatch)
        numbers = sorted(int(t.split()[1]) for t in spots if t.startswith("Hand "))
        assert numbers == list(range(numbers[0], numbers[-1] + 1)), "in a row, none missed"
        assert spots["Total"].bottom <= size[1] - 100 * ui.scale_of(app.screen)
        hand_rows = [r for t, r in spots.items() if t.startswith("Hand ")]
        later = [r for t, r in spots.items() if t.endswith("(End for the newest)")]
        assert max(r.bottom for r in hand_rows + later) <= spots["Total"].top
        return numbers, spots

    numbers, spots = shown()
    assert numbers[-1] == hands and 15 <= len(numbers) < hands, "the newest, as many as fit"
    earlier_line = spots[words.say_count("earlier-hands", numbers[0] - 1)]
    assert earlier_line.bottom <= spots[f"Hand {numbers[0]}"].top, "a line of its own"
    for key in (pygame.K_PAGEUP, pygame.K_HOME):
        tap(app, key)
        earlier, spots = shown()
        assert earlier[0] < numbers[0] and earlier[-1] < hands
        assert words.say_count("later-hands", hands - earlier[-1]) in spots
        if key == pygame.K_PAGEUP:
            assert earlier[-1] == numbers[0], "a page back, one row kept in sight"
    assert earlier[0] == 1, "Home: the first hand"
    tap(app, pygame.K_PAGEDOWN)
    assert shown()[0][0] == earlier[-1], "Page Down: a page on, one row kept in sight"
    tap(app, pygame.K_HOME)
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    assert shown()[0][0] == 7, "the wheel scrolls three rows a notch"
    tap(app, pygame.K_END)
    assert shown()[0] == numbers
    tap(app, pygame.K_HOME)
    taller = (size[0], size[1] + 300)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=taller, w=taller[0], h=taller[1]))
    spots = text_spots(app, monkeypatch)
    rows = sorted(int(t.split()[1]) for t in spots if t.startswith("Hand "))
    assert rows == list(range(1, len(rows) + 1)) and len(numbers) < len(rows) < hands, \
        "a taller window still starts at the first hand, with more in sight"


def test_a_score_sheet_that_fits_shows_every_hand_without_scrolling(monkeypatch):
    from scenes.table.summary import ScoreSheetScene

    match, _ = play_hands("rummy", 2, 0, 400)
    assert match.over and len(match.results) >= 25
    app = make_app()
    app.push(ScoreSheetScene(app, table_for(app, match)))
    spots = text_spots(app, monkeypatch)
    assert all(f"Hand {n}" in spots for n in range(1, len(match.results) + 1))
    assert not any(t.startswith("…") for t in spots)
    name = spots[match.seats[0].name]
    assert spots["Hand 1"].top - name.top <= 40, "the first hand right under the names"


def test_a_sheet_too_long_for_one_column_reads_on_in_a_second_beside_it(monkeypatch):
    """Two-player Rummy to 100 runs to some 30 hands, whose rows had shrunk to a smudge in
    one column; two blocks keep them at a comfortable height, the total under the second."""
    from scenes.table.summary import COMFORT, ScoreSheetScene

    match, _ = play_hands("rummy", 2, 0, 400)
    count = len(match.results)
    app = make_app()
    app.push(ScoreSheetScene(app, table_for(app, match)))
    spots = text_spots(app, monkeypatch)
    hands = [spots[f"Hand {n}"] for n in range(1, count + 1)]
    columns = sorted({r.x for r in hands})
    assert len(columns) == 2 and count > 25
    first, second = hands[:-(-count // 2)], hands[-(-count // 2):]
    assert {r.x for r in first} == {columns[0]} and {r.x for r in second} == {columns[1]}
    for block in (first, second):
        assert all(b.top - a.top >= COMFORT - 1 for a, b in itertools.pairwise(block))
    assert second[0].top == first[0].top, "the second block starts level with the first"
    total = spots["Total"]
    assert total.x == columns[1] and total.top > second[-1].bottom
    heads = [r for t, r in texts_placed(app, monkeypatch) if t == match.seats[0].name]
    assert len(heads) == 2 and heads[0].x < columns[1] < heads[1].x, "each block names them"
    assert all(total.bottom < b.rect.top for b in app.top.buttons)


def test_a_sheet_too_long_for_two_blocks_scrolls_in_one_rather_than_run_off_the_side(
        monkeypatch):
    """55 hands at 1280x720: two blocks would squeeze the rows below the floor, and a third
    block would not fit across the window, so one block scrolls."""
    from scenes.table.summary import ScoreSheetScene

    match, _ = play_hands("rummy", 2, 0, 55, {"target": 500})
    app = make_app((1280, 720))
    app.push(ScoreSheetScene(app, table_for(app, match)))
    spots = text_spots(app, monkeypatch)
    assert all(r.left >= 0 and r.right <= 1280 for r in spots.values())
    hands = [r for t, r in spots.items() if t.startswith("Hand ")]
    assert len({r.x for r in hands}) == 1 and len(hands) < 55, "one block, scrolled"
    assert words.say_count("earlier-hands", 55 - len(hands)) in spots


def test_each_hands_points_sit_under_their_players_names_the_winners_in_gold(monkeypatch):
    from scenes.table.summary import ScoreSheetScene

    match, _ = play_hands("pay-me", 3, 2, 3)
    app = make_app()
    app.push(ScoreSheetScene(app, table_for(app, match)))
    drawn = texts_inked(app, monkeypatch)
    heads = [next(r for t, r, _ in drawn if t == seat.name) for seat in match.seats]
    for result in match.results:
        label = next(r for t, r, _ in drawn if t == f"Hand {result.number}")
        row = sorted(((r, c) for t, r, c in drawn if r.top == label.top and r.x > label.right),
                     key=lambda rc: rc[0].x)
        assert len(row) == 3
        for seat, (rect, colour) in enumerate(row):
            assert abs(rect.centerx - heads[seat].centerx) <= 1
            assert (colour == ui.GOLD) == (seat == result.winner)
        assert result.winner is not None


def test_a_sheet_takes_the_fewest_blocks_that_keep_its_rows_comfortable():
    from scenes.table.summary import _sheet_blocks

    def blocks(rows: int) -> tuple[int, float]:  # a 1280x720 window, two players
        return _sheet_blocks(rows, 434, 1200, 400, 1.0, 18)

    assert blocks(11) == (1, 30), "one block, its rows at most 30 high"
    assert blocks(29) == (2, 434 / 16)
    assert blocks(45) == (2, 434 / 24), "below comfortable but above the floor: still two"
    assert blocks(60) == (1, 434 / 61), "below the floor even in two: one block, which scrolls"
    assert _sheet_blocks(60, 434, 1400, 400, 1.0, 18) == (3, 434 / 21), "wider: three"
    assert _sheet_blocks(60, 434, 1900, 400, 1.0, 18) == (4, 434 / 16)


@pytest.mark.parametrize(("game", "players"), [("gin", 2), ("pay-me", 8)])
def test_the_match_winner_is_named_under_the_totals_and_clear_of_the_buttons(
        monkeypatch, game, players):
    """A short sheet (Gin's six hands) had left the line a third of the window below it."""
    from game.bots import make_bot
    from scenes.table.summary import ScoreSheetScene

    match = new_match(game, None, players, 3)
    bots = [make_bot("normal", seat) for seat in range(players)]
    while not match.over:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    app = make_app()
    app.push(ScoreSheetScene(app, table_for(app, match)))
    spots = text_spots(app, monkeypatch)
    line = next(r for words_, r in spots.items() if words_.endswith("the match!"))
    gap = line.top - spots["Total"].bottom
    assert 30 < gap < 80, gap
    assert all(line.bottom < b.rect.top for b in app.top.buttons)


def test_the_score_sheet_shows_gins_bonuses_so_the_totals_add_up(monkeypatch):
    match, drawn = gin_score_sheet(3, lambda m: m.over, monkeypatch)
    winner = match.winners[0]
    won = sum(1 for r in match.results if r.winner == winner)
    assert "Line bonus" in drawn and f"+{20 * won}" in drawn
    assert "Game bonus" in drawn and "+100" in drawn
    assert str(match.totals[winner] + 20 * won + 100) in drawn, "the total the rows add up to"
    assert "Points" in drawn and str(match.totals[winner]) in drawn, "before the bonuses"


def test_mid_match_the_score_sheet_tells_gins_points_from_its_bonuses(monkeypatch):
    """A total above the target while the match goes on would read as a missed win: the
    points that count toward it have a row of their own, and the goal says so."""
    match, drawn = gin_score_sheet(
        5, lambda m: max(m.final_scores()) >= 100 > max(m.totals), monkeypatch)
    assert "Points" in drawn and all(str(t) in drawn for t in match.totals)
    assert words.goal_line(match.goal(), False, True) in drawn


def test_the_last_hands_summary_says_who_won_the_match(monkeypatch):
    from game.bots import make_bot
    from scenes.table.summary import SummaryScene

    match = new_match("three-thirteen", None, 2, 6)
    bots = [make_bot("normal", seat) for seat in range(2)]
    ends = []
    while not match.over:
        seat = match.pending()[0].seat
        ends += [e for e in match.apply(bots[seat].choose(match.view(seat)))
                 if e.kind == "hand-ended"]
    app = make_app()
    table = table_for(app, match)
    winner = words.winner_line([match.seats[i].name for i in match.winners])
    app.push(SummaryScene(app, table, ends[-2], False))
    assert winner not in texts_drawn(app, monkeypatch)
    app.push(SummaryScene(app, table, ends[-1], True))
    assert winner in texts_drawn(app, monkeypatch)
    click(app, app.top.button("menu").rect.center)
    assert [type(scene).__name__ for scene in app.stack] == ["TitleScene"], "Menu leaves"


def play_hands(game: str, seats: int, seed: int, hands: int,
               options: dict[str, str] | None = None) -> tuple[Match, list[Event]]:
    """A match of normal bots played for `hands` hands (or to its end), and how they ended."""
    match = new_match(game, options, seats, seed)
    bots = [make_bot("normal", seat) for seat in range(seats)]
    ends: list[Event] = []
    while len(ends) < hands and not match.over:
        seat = match.pending()[0].seat
        ends += [e for e in match.apply(bots[seat].choose(match.view(seat)))
                 if e.kind == "hand-ended"]
    return match, ends


def test_a_hands_summary_adds_up_the_winners_points(monkeypatch):
    from scenes.table.summary import SummaryScene

    match, (end,) = play_hands("gin", 2, 3, 1)
    app = make_app()
    app.settings.speed = "normal"  # the points count up
    table = table_for(app, match)
    app.push(SummaryScene(app, table, end, False))
    names = match.view(0).names
    line = words.reckoning(end.data["reckoning"], names)
    assert line.startswith("Points: ") and line.endswith(f" = {max(end.data['points'])}")
    assert line in texts_drawn(app, monkeypatch)
    points, totals = end.data["points"], end.data["totals"]
    assert sorted(points) == [0, max(points)] > [0, 0] and totals == points  # the first hand

    app.top.update(10.0)  # counted up: each seat's points, then its total
    drawn = texts_drawn(app, monkeypatch)
    for seat, name in enumerate(names):
        shown = [t for t in drawn[drawn.index(name) + 1:] if t.lstrip("+").isdigit()][:2]
        assert shown == [f"+{points[seat]}" if points[seat] else "0", str(totals[seat])]
    assert words.BUTTONS["next-hand"] in drawn, "and the buttons under them"
    colours: dict[str, object] = {}
    real = ui.text
    monkeypatch.setattr(ui, "text", lambda surface, text, size, pos, colour=ui.INK, *rest, **kw:
                        (colours.setdefault(text, colour), real(surface, text, size, pos, colour,
                                                                *rest, **kw))[1])
    frame(app)
    assert [colours[n] for n in names] == [ui.GOLD if i == end.seat else ui.INK
                                           for i in range(2)], "the winner's name in gold"


def test_a_hands_points_count_up_then_the_summary_rests_and_leads_on(monkeypatch):
    """The count-up runs at the animation's pace and stops (then the window may rest);
    mid-match the buttons lead to the next hand, through the pass screen where one is due."""
    from scenes.table.summary import ScoreSheetScene, SummaryScene

    match, ends = play_hands("gin", 2, 3, 2)
    app = make_app()
    app.settings.speed = "normal"
    table = table_for(app, match)
    summary = SummaryScene(app, table, ends[0], False)
    app.push(summary)
    assert summary.busy and summary.tally == 0.0
    summary.update(0.05)
    assert summary.busy and 0 < summary.tally < 1
    summary.update(10.0)
    assert summary.tally == 1.0 and not summary.busy
    frame(app)
    assert [(b.key, b.accent) for b in summary.buttons] == [
        ("next", True), ("scores", False), ("moves", False), ("menu", False)]
    assert summary.focus == 0, "Enter plays on"
    summary.pressed("scores")
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and sheet.after_hand
    assert summary not in app.stack, "the sheet takes the summary's place, not a place over it"
    assert words.BUTTONS["next-hand"] in texts_drawn(app, monkeypatch)
    checked: list[bool] = []
    monkeypatch.setattr(table, "check_handover", lambda: checked.append(True))
    app.push(SummaryScene(app, table, ends[1], False))
    app.top.pressed("next")
    assert checked == [True] and app.top is sheet
    from scenes.table.moves import MovesScene

    left: list[bool] = []
    monkeypatch.setattr(table, "leave", lambda: left.append(True))
    second = SummaryScene(app, table, ends[1], False)
    app.push(second)
    second.pressed("moves")
    assert isinstance(app.top, MovesScene) and not left, "that hand's moves"
    app.pop()
    second.pressed("menu")
    assert left == [True] and app.top is second


def _seven_laid_on_the_knockers_run() -> tuple[Match, Event]:
    """Gin: seat 1 knocks with 4H 5H 6H among its melds; seat 0 lays 7H on that run. The
    match and its hand-ended event."""
    from game.actions import Done, Knock, LayOff

    m = setup("gin", {1: "AS 2S 3S 4H 5H 6H 9C 9D 9H KC", 0: "7H 3C 4C 5C QD QS JH 10S 5D 6D"},
              stock="2D", discard="JC")
    for action in (Pass(1), Pass(0), Draw(1, "stock"), Knock(1, card(m, "KC", 1))):
        m.apply(action)
    hearts = next(i for i, t in enumerate(m.table) if "4H" in [str(c) for c in t.cards])
    m.apply(LayOff(0, card(m, "7H", 0), hearts))
    return m, next(e for e in m.apply(Done(0)) if e.kind == "hand-ended")


def test_a_card_laid_off_on_the_knockers_meld_shows_in_it_and_with_who_laid_it(monkeypatch):
    """Gin: the defender's row (seat 0, drawn first) shows the 7H they laid, the knocker's
    row the run it joined; both edged in gold."""
    from scenes.table.summary import SummaryScene

    m, end = _seven_laid_on_the_knockers_run()
    app = make_app()
    app.push(SummaryScene(app, table_for(app, m), end, False))
    drawn: list[tuple[str, bool]] = []
    monkeypatch.setattr(SummaryScene, "_card", lambda self, surface, c, x, y, h, laid, wild:
                        drawn.append((str(c), laid)))
    frame(app)
    assert [d for d in drawn if d[0] in ("4H", "5H", "6H", "7H")] == [
        ("7H", True), ("4H", False), ("5H", False), ("6H", False), ("7H", True)]
    assert [d for d in drawn if d[1]] == [("7H", True)] * 2


def test_a_summary_paints_each_card_face_up_and_edges_those_laid_off_in_gold(monkeypatch):
    """The rows show the cards themselves (the other tests note where they go): each card's
    face at its place, white under its corner, and a gold edge down its left side only if it
    was laid off."""
    from scenes.table.summary import SummaryScene

    m, end = _seven_laid_on_the_knockers_run()
    app = make_app()
    app.push(SummaryScene(app, table_for(app, m), end, False))
    placed: list[tuple[bool, pygame.Rect]] = []
    real = SummaryScene._card

    def noted(self, surface, c, x, y, h, laid, wild):  # type: ignore[no-untyped-def]
        placed.append((laid, pygame.Rect(x, y, round(h * app.art.ratio), h)))
        real(self, surface, c, x, y, h, laid, wild)

    monkeypatch.setattr(SummaryScene, "_card", noted)
    frame(app)
    assert len(placed) == 21 and sum(laid for laid, _ in placed) == 2  # 7♥ in both rows
    for laid, r in placed:
        edge = app.screen.get_at((r.x + 1, r.centery))[:3]
        assert (edge == ui.GOLD) == laid, (laid, r)
        assert sum(app.screen.get_at((r.x + 6, r.centery + r.h // 6))[:3]) > 600, \
            "the white face down its left side"


@pytest.mark.parametrize("size", [(1024, 600), (1080, 1920)], ids=["smallest", "rotated"])
def test_the_last_hands_summary_shows_every_card_of_every_row(monkeypatch, size):
    """Pay Me's thirteen-card hands, laid out in melds with cards laid off: the cards are sized
    so that each row fits across (past its room a row stops drawing, and a card would be
    lost), even for two players, whose rows are tall enough for big cards; each group's last
    card shows whole, the next group starting past it."""
    from scenes.table.summary import SummaryScene

    match, ends = play_hands("pay-me", 2, 5, 11)  # two rows: the cards at their tallest
    end = ends[-1]
    app = make_app(size)
    app.push(SummaryScene(app, table_for(app, match), end, True))
    cards: list[tuple[int, pygame.Rect]] = []
    monkeypatch.setattr(SummaryScene, "_card", lambda self, surface, card, x, y, h, laid, wild:
                        cards.append((card.id, pygame.Rect(x, y, h * app.art.ratio, h))))
    frame(app)
    rows = sorted({r.y for _, r in cards})  # a seat's row each, from the top
    for entry, y in zip(end.data["shown"], rows, strict=True):
        drawn = {c: r for c, r in cards if r.y == y}
        extra = [c for c in entry["laid_off"]
                 if c not in entry["deadwood_cards"] and all(c not in g for g in entry["melds"])]
        groups = [g for g in (*entry["melds"], extra, entry["deadwood_cards"]) if g]
        assert sum(map(len, groups)) >= 13 and {c for g in groups for c in g} <= set(drawn)
        for before, after in itertools.pairwise(groups):
            assert drawn[after[0]].x >= drawn[before[-1]].right, entry["seat"]


def test_a_hand_that_ends_unscored_shows_every_hand_and_says_why_nobody_scores(monkeypatch):
    """A blocked Rummy hand said "no cards left" on every row, for hands that held cards."""
    from scenes.table.summary import SummaryScene

    match, ends = play_hands("rummy", 6, 6, 2)
    end = ends[1]
    assert end.data["how"] == "blocked" and end.data["points"] == [0] * 6
    app = make_app()
    table = table_for(app, match)
    app.push(SummaryScene(app, table, end, False))
    drawn: list[int] = []
    monkeypatch.setattr(SummaryScene, "_card",
                        lambda self, surface, card, x, y, h, laid, wild: drawn.append(card.id))
    texts = texts_drawn(app, monkeypatch)
    assert words.UNSCORED["blocked"] in texts
    assert "Hand 2 — blocked" in texts, "with no winner to name, the title says how it ended"
    assert words.SAY["out-empty"] not in texts
    left = [c for e in end.data["shown"] for c in e["deadwood_cards"]]
    assert left and set(left) <= set(drawn), "the cards each seat was left holding"


def test_the_score_sheet_says_a_blocked_hand_scored_nothing_instead_of_a_row_of_zeros(
        monkeypatch):
    from scenes.table.summary import ScoreSheetScene

    match, _ = play_hands("rummy", 6, 6, 4)  # three hands blocked, then one won
    app = make_app()
    app.push(ScoreSheetScene(app, table_for(app, match)))
    placed = texts_placed(app, monkeypatch)
    texts = [t for t, _ in placed]
    blocked = [r for r in match.results if r.how == "blocked"]
    assert texts.count(words.NO_SCORE_ROW["blocked"]) == len(blocked) > 0
    names = [r for t, r in placed if t in {seat.name for seat in match.seats}]
    note = next(r for t, r in placed if t == words.NO_SCORE_ROW["blocked"])
    assert abs(note.centerx - (names[0].centerx + names[-1].centerx) / 2) <= 2, \
        "across the players' columns"
    scored = next(r for r in match.results if r.how != "blocked")
    assert scored.winner is not None, "a hand someone won keeps its numbers"
    assert all(str(p) in texts for p in scored.points)


def test_a_stalled_hand_won_on_the_lowest_count_says_so_and_a_tie_scores_nothing(monkeypatch):
    from scenes.table.summary import ScoreSheetScene, SummaryScene

    match, ends = play_hands("rummy", 6, 3, 3, {"stalled": "lowest"})
    assert [e.data["how"] for e in ends] == ["stalled", "stalled", "blocked-tie"]
    app = make_app()
    table = table_for(app, match)
    app.push(SummaryScene(app, table, ends[0], False))
    names = match.view(0).names
    winner = names[ends[0].seat]
    texts = texts_drawn(app, monkeypatch)
    assert f"Hand 1 — {winner} held the lowest count when play stalled" in texts
    assert words.reckoning(ends[0].data["reckoning"], names) in texts
    app.pop()
    app.push(SummaryScene(app, table, ends[2], False))
    assert words.UNSCORED["blocked-tie"] in texts_drawn(app, monkeypatch)
    app.pop()
    app.push(ScoreSheetScene(app, table))
    assert words.NO_SCORE_ROW["blocked-tie"] in texts_drawn(app, monkeypatch)


def test_a_void_gin_hand_says_nobody_knocked_before_the_last_two_cards(monkeypatch):
    """Gin's stock never runs out: the hand ends with two cards left in it."""
    from scenes.table.summary import SummaryScene
    from tests.helpers import card

    match = setup("gin", {0: "KS QS", 1: "KH QH"}, stock="2C 3C", discard="JC")
    match.apply(Pass(1))
    match.apply(Pass(0))
    match.discard = match.stock[:-3] + match.discard
    match.stock = match.stock[-3:]
    match.apply(Draw(1, "stock"))
    end = next(e for e in match.apply(Discard(1, card(match, "2C", 1)))
               if e.kind == "hand-ended")
    assert end.data["how"] == "void"
    app = make_app()
    app.push(SummaryScene(app, table_for(app, match), end, False))
    texts = texts_drawn(app, monkeypatch)
    said = words.unscored("gin", "void")
    assert "knocked" in said and "last two cards" in said and said in texts
    assert words.UNSCORED["void"] not in texts, "Gin's stock is not run out"


def test_every_card_laid_off_is_edged_in_the_meld_it_joined_whoever_laid_it(monkeypatch):
    """Only a player's lay-offs on their own melds were edged there: a 7♣ laid off on
    Bruno's run by someone else sat plain beside his edged 6♣."""
    from scenes.table.summary import SummaryScene

    match, (end,) = play_hands("rummy", 3, 4, 1)
    shown = end.data["shown"]
    laid = {c: e["seat"] for e in shown for c in e["laid_off"]}
    owner = {c: e["seat"] for e in shown for g in e["melds"] for c in g}
    assert any(owner[c] != by for c, by in laid.items()), "someone laid off on another's meld"
    assert any(owner[c] == by for c, by in laid.items()), "and on their own"
    app = make_app()
    app.push(SummaryScene(app, table_for(app, match), end, False))
    drawn: list[tuple[int, bool]] = []
    monkeypatch.setattr(SummaryScene, "_card",
                        lambda self, surface, card, x, y, h, edged, wild:
                        drawn.append((card.id, edged)))
    frame(app)
    assert all(edged == (c in laid) for c, edged in drawn), "edged wherever it is shown"
    twice = {c for c in owner if [d for d, _ in drawn].count(c) == 2}
    assert twice == {c for c, by in laid.items() if owner[c] != by}, \
        "in the meld it joined, and in the row of whoever laid it there"
    names = [seat.name for seat in match.seats]
    heads = {line for c, by in laid.items() if owner[c] != by
             for line in words.laid_on(names[owner[c]]).split("\n")}
    assert heads and heads <= set(texts_drawn(app, monkeypatch)), \
        "headed with whose melds they went on: the same cards, not others alike"
    assert (words.laid_on("Bruno"), words.laid_on(words.YOU)) == (
        "laid off on\nBruno’s:", "laid off on\nyours:")


@pytest.mark.parametrize(("game", "seats", "size"), [("gin", 2, (1280, 720)),
                                                     ("pay-me", 8, (1024, 600)),
                                                     ("rummy", 3, (1280, 720))])
def test_a_hands_summary_shows_every_card_and_keeps_them_in_their_row(game, seats, size,
                                                                    monkeypatch):
    from scenes.table.summary import SummaryScene

    match, ends = play_hands(game, seats, 5, 11)
    app = make_app(size)
    table = table_for(app, match)
    end = ends[-1]
    app.push(SummaryScene(app, table, end, match.over))
    drawn: list[tuple[int, int, int]] = []
    monkeypatch.setattr(SummaryScene, "_card",
                        lambda self, surface, card, x, y, h, laid, wild: drawn.append((x, y, h)))
    frame(app)
    shown = end.data["shown"]
    assert len(drawn) == sum(len({c for g in e["melds"] for c in g} | set(e["laid_off"])
                                 | set(e["deadwood_cards"])) for e in shown)
    width, height = size
    cw = round(drawn[0][2] * app.art.ratio)
    assert all(x + cw <= width - 200 * ui.scale_of(app.screen) for x, _, _ in drawn), \
        "the cards end before the points"
    assert all(y + h <= height - 80 * ui.scale_of(app.screen) for _, y, h in drawn), \
        "every row above the buttons"
    rows = (height - 186 * ui.scale_of(app.screen)) / seats
    assert drawn[0][2] > (0.7 * rows if seats == 8 else 120), "as big as the rows allow"
    by_row: dict[int, list[int]] = {}
    for x, y, _ in drawn:
        by_row.setdefault(y, []).append(x)
    for xs in by_row.values():  # left to right, after the names, none on another
        assert xs[0] >= 200 * ui.scale_of(app.screen) and xs == sorted(set(xs))
    empty = [e for e in shown if not (e["melds"] or e["laid_off"] or e["deadwood_cards"])]
    assert texts_drawn(app, monkeypatch).count(words.SAY["out-empty"]) == len(empty)


def test_a_hands_summary_in_a_tall_window_keeps_its_rows_close(monkeypatch):
    """Two players' rows had filled a 1400 px window, 600 px apart around 120 px cards."""
    from scenes.table.summary import SummaryScene

    match, ends = play_hands("gin", 2, 5, 1)
    app = make_app((1024, 1400))
    app.push(SummaryScene(app, table_for(app, match), ends[-1], match.over))
    drawn: list[tuple[int, int]] = []
    monkeypatch.setattr(SummaryScene, "_card",
                        lambda self, surface, card, x, y, h, laid, wild: drawn.append((y, h)))
    frame(app)
    tops = sorted({y for y, _ in drawn})
    height = drawn[0][1]
    assert len(tops) == 2 and tops[1] - tops[0] <= 2 * height


def test_play_again_deals_a_new_match_with_the_same_rules_and_seats(home):
    from scenes.table.summary import ScoreSheetScene

    match = new_match("rummy", {"scoring": "penalty"}, [Seat("Ann"), Seat("Bot", "hard")], 3)
    match.over, match.winners = True, (0,)
    app = make_app()
    app.push(TitleScene(app))
    table = table_for(app, match)
    app.push(ScoreSheetScene(app, table))
    frame(app)
    click(app, app.top.button("again").rect.center)
    assert [type(s) for s in app.stack] == [TitleScene, TableScene], "the old match left behind"
    again = app.top.session.match
    assert again is not match and not again.over and again.seed != match.seed
    assert (again.game_id, again.options, again.seats) == ("rummy", match.options, match.seats)
    assert again.options["scoring"] == "penalty"
    assert [p.name for p in (home / "data" / "saves").glob("rummy-*.json")], "saved as it goes"


def test_a_summary_says_whose_final_turn_passed_with_nothing_to_draw(monkeypatch):
    """Classic Pay Me for four: the last hand can leave nothing to draw for final turns."""
    from game.actions import GoOut
    from scenes.table.summary import SummaryScene
    from tests.helpers import spent_classic_pay_me

    match = spent_classic_pay_me()
    match.apply(Draw(1, "discard"))
    match.apply(GoOut(1, None))
    end = next(e for e in match.log if e.kind == "hand-ended")
    app = make_app()
    app.push(SummaryScene(app, table_for(app, match), end, False))
    names = match.view(0).names
    line = f"Nothing was left to draw, so {names[2]}, {names[3]} and {names[0]} had no final turn."
    assert line in texts_drawn(app, monkeypatch)


def test_a_summary_tells_only_its_own_hands_final_turns_that_passed():
    from scenes.table.summary import _final_turns_passed

    first, second = Event("hand-ended", 1), Event("hand-ended", 2)
    log = [Event("hand-started"), Event("no-final-draw", 2), first,
           Event("hand-started"), Event("no-final-draw", 3), Event("no-final-draw", 0), second,
           Event("hand-started")]
    assert _final_turns_passed(log, first) == [2]
    assert _final_turns_passed(log, second) == [3, 0], "not the earlier hand's"
    assert _final_turns_passed(log, Event("hand-ended", 2)) == [], "an event not in the log"

"""Indian Chief at the table: the score sheet in the middle, the pick on it (by keys and by
mouse), the "what if" as the engine scores it, the reveal, the thieves' steals, secret picks
at a shared screen, and the end: the sheet on the summary and the score-sheet screen."""

from __future__ import annotations

import pygame
import pytest

from game.actions import Choose, Pass
from game.api import new_match
from game.decisions import Form, Kind
from game.games import GAMES
from game.games.indian_chief_boxes import BOXES, ScoreContext, best_split, score
from game.match import Match, Seat
from scenes import words
from scenes.menus.confirm import AskScene
from scenes.menus.title import TitleScene
from scenes.table import sheet
from scenes.table.handover import HandoverScene
from scenes.table.layout import SHEET
from scenes.table.scene import TableScene
from scenes.table.summary import ScoreSheetScene, SummaryScene
from tests.table_helpers import (
    click,
    frame,
    key,
    make_app,
    play_to_the_end,
    table_for,
    texts_placed,
)
from tests.test_indian_chief import FOUR, deal_match, ids, pick, row

NAMES = ("You", "Bruno", "Cleo", "Dmitri", "Esme", "Farid", "Greta", "Hugo")


def against_computers(players: int, seed: int) -> Match:
    return new_match("indian-chief", None, [Seat(NAMES[i], None if i == 0 else "normal")
                                            for i in range(players)], seed)


def cell_text(app, table: TableScene, monkeypatch, col: int, box: int) -> str:  # type: ignore[no-untyped-def]
    """The words drawn in a cell of the sheet (column `col`, 0 the viewer's)."""
    placed = texts_placed(app, monkeypatch)
    assert table.sheet_grid is not None
    cell = table.sheet_grid.cell(col, box)
    return " ".join(t for t, r in placed if cell.contains(r))


def first_open(table: TableScene) -> int:
    view = table.view
    assert view.sheet is not None
    return view.sheet.open_rows(view.seat)[0]


def by_keys(app, table: TableScene) -> None:  # type: ignore[no-untyped-def]
    """The person's decision made with the keyboard alone."""
    d = table.view.decision
    assert d is not None
    if d.kind == Kind.PICK:
        key(app, pygame.K_1 + first_open(table))  # arms it, its best cards selected
        key(app, pygame.K_RETURN)
        if isinstance(app.top, AskScene):  # a Doctor names its suit by its letter
            key(app, pygame.K_h)
    else:
        assert d.kind == Kind.STEAL
        key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)


def by_mouse(app, table: TableScene) -> None:  # type: ignore[no-untyped-def]
    """The person's decision made with the mouse alone."""
    d = table.view.decision
    assert d is not None and table.sheet_grid is not None
    if d.kind == Kind.PICK:
        at = table.sheet_grid.cell(0, first_open(table)).center
        click(app, at)  # nothing selected: the best cards for it are selected
        click(app, at)  # and picked
        if isinstance(app.top, AskScene):
            click(app, app.top.buttons[0].rect.center)
    else:
        assert d.kind == Kind.STEAL
        geom = table.geom
        assert geom is not None
        card = table.table_choices()[0].cards[0]
        sprite = next(s for s in geom.sprites if s.zone == "meld" and s.card is not None
                      and s.card.id == card)
        click(app, (sprite.rect.x + 4, sprite.rect.centery))


@pytest.mark.parametrize("players, move", [(2, by_keys), (8, by_keys), (2, by_mouse),
                                           (8, by_mouse)], ids=["keys-2", "keys-8", "mouse-2",
                                                                "mouse-8"])
def test_a_whole_match_is_played_at_the_table_by_keys_or_by_mouse(players, move, monkeypatch):
    app = make_app()
    app.push(TitleScene(app))
    match = against_computers(players, seed=5)
    app.open_over_title("table", match=match)
    table = app.top
    assert isinstance(table, TableScene)
    met = play_to_the_end(app, match, move)
    assert met == {Kind.PICK, Kind.STEAL}, "your Thief (the fourth box) steals too"
    view = match.view(0)
    assert view.sheet is not None and all(p is not None for p in view.sheet.cells[0])
    picks = [a for a in match.history if a.seat == 0 and isinstance(a, Choose)
             and view.sheet.row_of(a.choice) is not None]
    assert len(picks) == 7, "seven picks of yours"
    assert isinstance(app.top, SummaryScene), "the match ends on its summary"
    drawn = [t for t, _ in texts_placed(app, monkeypatch)]
    assert "Indian Chief" in drawn and words.SAY["sheet-total"] in drawn, "the box grid"
    for seat in range(players):
        assert sheet.points_text(view.sheet.totals[seat]) in drawn
    stats = app.stats.games["indian-chief"]  # counted in the statistics, highest best
    assert (stats.played, stats.best) == (1, view.sheet.totals[0]) == (1, view.final_scores[0])


def test_the_sheet_lies_in_the_middle_with_every_box_and_player_and_no_discard_pile(
        monkeypatch):
    app = make_app((1024, 600))
    match = against_computers(8, seed=2)
    table = table_for(app, match)
    zones = table.zones(app.screen)
    grid = table.sheet_grid
    assert grid is not None and zones.shared[SHEET].contains(grid.rect)
    drawn = texts_placed(app, monkeypatch)
    said = [t for t, _ in drawn]
    for box in BOXES:
        assert box.name in said
    for name in NAMES:
        assert any(t.startswith(name) for t in said), name
    assert grid.row_h >= 16 and grid.size >= 10, "readable at the smallest window"
    assert not any("deadwood" in t for t in said), "a sheet game's info has no deadwood"
    info = words.SAY["sheet-info"].format(turn=1, turns=7, n=0)
    assert info in said and "Turn 1 of 7" in said and "Hand 1 of 1" not in said
    assert not [b for b in table.buttons if b.key.startswith("choose:")], \
        "the boxes are picked on the sheet, not from the column"
    assert not match.rules.discards and "discard" not in {s.zone for s in table.geom.sprites}


def test_the_what_if_is_what_the_engine_scores_for_the_selection_and_the_best_without(
        monkeypatch):
    app = make_app()
    m = deal_match("AH 2H 3H 4H 5H 6C KS QS", "AS 2C 3D 4S 5C 9D 10H JS")
    table = table_for(app, m, bots={1: "normal"})
    hand = {c.id: c for c in table.view.hand}
    # nothing selected: the best each open box could score now, dimmed
    best = GAMES["indian-chief"].what_if(table.view, ())
    chief = best_split(table.view.hand[:7])
    assert cell_text(app, table, monkeypatch, 0, row("lawyer")) == str(best["lawyer"].points)
    beggar = cell_text(app, table, monkeypatch, 0, row("beggar-man"))
    assert beggar == words.SAY["sheet-estimate"].format(n=best["beggar-man"].points)
    assert best["indian-chief"].points >= chief.score
    # four cards selected: the Lawyer shows what they score, the others how many they take
    lawyer = ids(m, 0, "KS 4H QS AH")
    table.selected = set(lawyer)
    frame(app)
    assert cell_text(app, table, monkeypatch, 0, row("lawyer")) == str(
        score(BOXES[row("lawyer")], [hand[c] for c in lawyer]))
    assert cell_text(app, table, monkeypatch, 0, row("rich-man")) == \
        words.SAY["sheet-takes"].format(n=5)
    # six cards for a Doctor: picked, the suit asked with each suit's score
    doctor = ids(m, 0, "AH 2H 3H 4H 5H 6C")
    table.selected = set(doctor)
    frame(app)
    assert cell_text(app, table, monkeypatch, 0, row("doctor")) == "50"
    click(app, table.sheet_grid.cell(0, row("doctor")).center)
    ask = app.top
    assert isinstance(ask, AskScene)
    labels = {b.key: b.label for b in ask.buttons}
    cards = [hand[c] for c in doctor]
    for suit, letter in enumerate("SHDC"):
        points = score(BOXES[row("doctor")], cards, ScoreContext(suit=suit))
        assert labels[f"doctor:{letter}"].endswith(f" · {points}")
    key(app, pygame.K_c)  # clubs, by its key: 10
    for _ in range(20):  # the computer picks too: all are turned over
        frame(app, 0.2)
    revealed = next(e for e in m.log if e.kind == "revealed" and e.seat == 0)
    assert revealed.data == {"box": "doctor", "suit": "C"} and set(revealed.cards) == set(doctor)
    assert m.view(0).sheet.cells[0][row("doctor")] == 10
    assert cell_text(app, table, monkeypatch, 0, row("doctor")) == "10"


def test_a_box_the_selection_does_not_fit_says_so_and_nothing_is_picked():
    app = make_app()
    m = deal_match("AH 2H 3H 4H 5H 6C KS QS", "AS 2C 3D 4S 5C 9D 10H JS")
    table = table_for(app, m, bots={1: "normal"})
    table.selected = set(ids(m, 0, "KS QS 4H"))
    click(app, table.sheet_grid.cell(0, row("lawyer")).center)
    assert table.message == words.SAY["pick-size"].format(box="Lawyer", n=4) and table.error

    def mine() -> list[Choose]:
        return [a for a in m.history if a.seat == 0 and isinstance(a, Choose)]

    assert not mine()
    key(app, pygame.K_5)  # the Lawyer's number arms it; Enter then asks for four cards too
    key(app, pygame.K_RETURN)
    assert not mine() and table.armed == row("lawyer")
    table.selected.add(ids(m, 0, "AH")[0])
    key(app, pygame.K_RETURN)
    assert [a.choice for a in mine()] == ["lawyer"]


def test_a_person_against_computers_picks_with_no_clock_and_the_reveal_stays_in_view():
    app = make_app()
    app.settings.answer = "5"
    match = against_computers(3, seed=7)
    table = table_for(app, match)
    for _ in range(200):  # far past any answer time: the pick waits
        frame(app, 0.2)
    d = table.view.decision
    assert d is not None and (d.kind, d.form) == (Kind.PICK, Form.SECRET)
    assert table.asked_at is None and 0 not in match.choices
    assert match.secret is not None and 0 in match.secret.waiting
    by_keys(app, table)
    for _ in range(50):
        frame(app, 0.2)
        if table.my_turn and table.view.decision.kind == Kind.PICK:
            break
    # turn 2 (or a steal first): every seat's meld of turn 1 lies in its place, captioned
    shown = table.shown()
    assert {m.owner for m in shown.melds} == {0, 1, 2}
    for meld, box, points in zip(shown.melds, shown.rows, shown.points, strict=True):
        assert box is not None and points is not None
        assert match.view(0).sheet.cells[meld.owner][box] == points
    assert shown.lit == {(m.owner, b) for m, b in zip(shown.melds, shown.rows, strict=True)}
    assert set(table.geom.meld_rects) == set(range(len(shown.melds)))


def thieves_at_the_table(app):  # type: ignore[no-untyped-def]
    """Four players: you steal with a king after Bruno and Cleo (tied 4s) have chosen."""
    m = deal_match(*FOUR)
    table = table_for(app, m, bots={1: "normal", 2: "normal", 3: "normal"})
    m.apply(pick(m, 1, "4H", "thief"))
    m.apply(pick(m, 2, "4D", "thief"))
    m.apply(pick(m, 3, "QS QH QD QC AS", "rich-man"))
    table.refresh()
    table.selected = set(ids(m, 0, "KS"))
    key(app, pygame.K_RETURN)  # one card: the Thief
    for _ in range(60):
        frame(app, 0.2)
        if table.my_turn:
            break
    d = table.view.decision
    assert d is not None and (d.seat, d.kind) == (0, Kind.STEAL)
    return m, table


def test_a_thief_steals_by_keys_and_the_card_glides_into_the_hand(monkeypatch):
    app = make_app()
    m, table = thieves_at_the_table(app)
    assert [b.key for b in table.buttons[:1]] == ["pass"]
    assert table.buttons[0].label == words.PASS_AS["steal"][0]
    assert words.PROMPTS["steal"] in table.message
    choices = table.table_choices()
    assert choices and all(isinstance(a, Choose) and a.choice == "steal" for a in choices)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    card = table.table_focus_card()
    assert card == choices[2].cards[0]
    geom = table.geom
    start = next(s.rect for s in geom.sprites if s.zone == "meld" and s.card is not None
                 and s.card.id == card)
    app.settings.speed = "normal"
    key(app, pygame.K_RETURN)
    assert card in m.hands[0] and m.history[-1] == choices[2]
    _, tween = table.anim.where(card)
    assert tween is not None and tween.start == start, "it glides from the meld"
    frame(app, 0.1)
    assert table.anim.where(card)[0] != start, "on its way"
    told = table.told
    assert told is not None and told.phrases[-1].startswith("steals ")


def test_a_thief_steals_by_a_click_or_draws_instead(monkeypatch):
    app = make_app()
    m, table = thieves_at_the_table(app)
    theirs = next(mv for mv in table.geom.melds if mv.owner == 3)
    card = theirs.cards[0].id
    sprite = next(s for s in table.geom.sprites if s.zone == "meld" and s.card is not None
                  and s.card.id == card)
    click(app, (sprite.rect.x + 4, sprite.rect.centery))  # its corner, in sight in the fan
    assert m.history[-1] == Choose(0, (card,), "steal") and card in m.hands[0]
    # and another thief, drawing instead
    app2 = make_app()
    m2, table2 = thieves_at_the_table(app2)
    click(app2, table2.buttons[0].rect.center)
    assert m2.history[-1] == Pass(0)


def test_a_steal_by_a_computer_is_told_and_flies_to_its_hand_face_up():
    app = make_app()
    m = deal_match(*FOUR)
    table = table_for(app, m, bots={1: "normal", 2: "normal", 3: "normal"})
    app.settings.speed = "normal"
    m.apply(pick(m, 1, "4H", "thief"))
    m.apply(pick(m, 2, "4D", "thief"))
    m.apply(pick(m, 3, "QS QH QD QC AS", "rich-man"))
    table.refresh()
    table.selected = set(ids(m, 0, "2C 3C 4C 5C 6C"))
    key(app, pygame.K_RETURN)  # a Rich Man: the thieves are the computers
    for _ in range(400):
        frame(app, 0.05)
        if any(e.kind == "stole" for e in m.log):
            break
    stolen = [e for e in m.log if e.kind == "stole"]
    assert stolen, "a computer stole"
    first = stolen[0]
    card = first.cards[0]
    flying = next(s for s in table.geom.sprites if s.key == card)
    assert flying.zone == "seat-hand" and flying.seat == first.seat and flying.card is None
    assert flying.face == m.cards[card], "face up on its way into the hidden hand"
    _, tween = table.anim.where(card)
    assert tween is not None and tween.start != flying.rect
    for _ in range(400):
        frame(app, 0.05)
        if not table.anim.busy and len([e for e in m.log if e.kind == "stole"]) == len(stolen):
            break
    said = [f"{NAMES[e.seat]} steals" for e in stolen]
    told = [words.turn_told(NAMES[t.seat], t.phrases)
            for t in table.turn_log.turns(table.match, 0)]
    assert all(any(line.startswith(s) for line in told) for s in said), told


def test_people_at_one_screen_pick_in_secret_each_behind_the_pass_screen(monkeypatch):
    app = make_app()
    app.push(TitleScene(app))
    match = new_match("indian-chief", None, [Seat("Ann"), Seat("Bob"), Seat("Cy", "normal")],
                      seed=3)
    app.open_over_title("table", match=match)
    seen_first = None
    for _ in range(200):
        top = app.top
        if isinstance(top, HandoverScene):
            if match.secret is not None and match.secret.chosen and seen_first is None:
                chooser = next(s for s in match.secret.chosen if s in (0, 1))
                picked = match.choices[chooser]
                seen_first = (chooser, picked)
                assert top.seat == 1 - chooser
                top.pressed("ready")
                table = app.top
                assert isinstance(table, TableScene) and table.view.seat == 1 - chooser
                assert table.view.chosen is None
                hand = {c.id for c in table.hand()}
                assert not set(picked.cards) & hand, "the other's cards are not shown"
                drawn = [t for t, _ in texts_placed(app, monkeypatch)]
                assert not any(match.seats[chooser].name in t and "pick" in t for t in drawn)
                shown = table.shown()
                assert all(m.owner != chooser for m in shown.melds), "nor their pick"
                assert not (set(picked.cards) & {s.card.id for s in table.geom.sprites
                                                 if s.card is not None})
                continue
            top.pressed("ready")
        elif isinstance(top, TableScene) and top.my_turn and not top.anim.busy:
            assert top.asked_at is None, "no clock among people"
            by_keys(app, top)
        frame(app, 0.2)
        if seen_first is not None and match.view(0).sheet.turn > 1:
            break
    assert seen_first is not None
    play_to_the_end(app, match, by_keys)


def test_the_hint_selects_the_suggested_meld_and_arms_its_box():
    app = make_app()
    match = against_computers(3, seed=4)
    table = table_for(app, match)
    key(app, pygame.K_h)
    assert table.armed is not None and table.selected
    assert table.message.startswith("Suggested: your ")
    hinted = set(table.selected)
    key(app, pygame.K_RETURN)
    if isinstance(app.top, AskScene):
        key(app, pygame.K_RETURN)  # the suit in focus: the best
    chosen = match.choices[0]
    assert isinstance(chosen, Choose) and set(chosen.cards) == hinted


def test_the_score_sheet_screen_shows_the_boxes_mid_match(monkeypatch):
    app = make_app()
    match = against_computers(4, seed=6)
    table = table_for(app, match)
    by_keys(app, table)
    for _ in range(50):
        frame(app, 0.2)
    key(app, pygame.K_F2)
    assert isinstance(app.top, ScoreSheetScene)
    drawn = [t for t, _ in texts_placed(app, monkeypatch)]
    assert all(box.name in drawn for box in BOXES)
    assert not any(t.startswith("Hand ") for t in drawn), "boxes, not hands"
    assert "Turn 2 of 7" in drawn


def test_a_saved_match_resumes_at_the_table_with_its_sheet():
    from scenes import storage
    from tests.table_helpers import open_save

    app = make_app()
    app.push(TitleScene(app))
    match = against_computers(3, seed=9)
    app.open_over_title("table", match=match)
    table = app.top
    by_keys(app, table)
    for _ in range(30):
        frame(app, 0.2)
    path = table.session.path
    assert path is not None and path.exists()
    sheet_before = match.view(0).sheet
    problem = open_save(app, path)
    assert problem is None
    again = app.top
    assert isinstance(again, TableScene) and again.match is not match
    assert again.view.sheet == sheet_before
    assert storage.load_save(path).match.view(0).sheet == sheet_before


def test_a_pick_is_taken_back_with_undo_until_the_picks_are_turned_over():
    app = make_app()
    match = against_computers(3, seed=8)
    table = table_for(app, match)
    key(app, pygame.K_1)  # the Rich Man, its best cards selected
    picked = set(table.selected)
    key(app, pygame.K_RETURN)  # picked; a computer picks after it
    assert match.secret is not None and 0 in match.secret.chosen and 2 in match.secret.waiting
    assert table.session.can_undo
    key(app, pygame.K_u)
    assert table.match.secret is not None and 0 in table.match.secret.waiting, "taken back"
    assert {c.id for c in table.hand()} >= picked and table.picking()
    by_keys(app, table)
    for _ in range(20):
        frame(app, 0.2)
    assert any(e.kind == "revealed" for e in table.match.log)
    assert not table.session.can_undo, "the others' picks have been seen"

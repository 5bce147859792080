"""The contract games at the table (Contract Rummy, its classic preset, Carioca): the hand's
contract and who has met it, the contract laid down from a selection, May I? against computers
and behind the pass screen, a joker claimed by drag and by key, a card taken from deep in the
fanned pile, the hint's distance to the contract, and whole matches by keys and by mouse."""

from __future__ import annotations

import pygame
import pytest

from game.actions import Discard, Draw, Meld, Pass, Swap
from game.api import new_match
from game.decisions import Form, Kind
from game.match import Match, Seat
from scenes import words
from scenes.menus.confirm import AskScene
from scenes.menus.title import TitleScene
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from scenes.table.summary import ScoreSheetScene, SummaryScene
from tests.helpers import dealt, ids
from tests.table_helpers import (
    click,
    drag,
    frame,
    hand_sprite,
    key,
    make_app,
    play_to_the_end,
    select_by_keys,
    table_for,
    texts_drawn,
)
from tests.test_contract_rummy import (
    MAY_I_DEAL,
    SETS_DEAL,
    deep_pile,
    draw_stock,
    joker_to_claim,
    sets_hand,
)


def computers(m: Match, people: tuple[int, ...] = (0,)) -> Match:
    m.seats = tuple(Seat(s.name, None if i in people else "normal")
                    for i, s in enumerate(m.seats))
    return m


def test_the_panel_names_the_contract_and_who_has_met_it(monkeypatch):
    app = make_app()
    m = computers(sets_hand(), people=(1,))
    m.apply(Meld(1, (tuple(ids(m, "5S 5H 5D", 1)), tuple(ids(m, "9C 9D 9H", 1)))))
    table = table_for(app, m)
    drawn = texts_drawn(app, monkeypatch)
    assert words.SAY["contract"].format(contract="two sets") in drawn
    mine = next(t for t in drawn if t.startswith(m.seats[1].name))
    assert mine.endswith(" · " + words.SAY["met"])
    assert not any(t.startswith(m.seats[0].name) and t.endswith(words.SAY["met"])
                   for t in drawn), "seat 0 has not met it"
    assert table.view.seat == 1


def test_the_contract_is_laid_down_from_the_cards_selected_split_into_its_melds():
    app = make_app()
    m = computers(sets_hand(), people=(1,))
    table = table_for(app, m)
    assert table.my_turn
    select_by_keys(app, table, tuple(ids(m, "9H 5S 9C 5H 9D 5D", 1)))  # in no order
    key(app, pygame.K_m)
    assert m.cstate.laid_down[1]
    assert sorted(m.text(c.id for c in t.cards) for t in m.table) == ["5S 5H 5D", "9H 9D 9C"]


def test_meld_with_nothing_selected_lays_the_best_laydown_and_a_wrong_one_says_why():
    app = make_app()
    m = computers(sets_hand(), people=(1,))
    table = table_for(app, m)
    select_by_keys(app, table, tuple(ids(m, "5S 5H 5D", 1)))
    key(app, pygame.K_m)
    assert not m.table and table.message.startswith("The contract is two sets"), \
        "one set is not the contract"
    table.selected = set()
    key(app, pygame.K_m)
    assert m.cstate.laid_down[1] and len(m.table) == 2


def test_the_hint_says_how_far_the_hand_is_from_its_contract():
    app = make_app()
    hands = ["4C 4D 4S 6C 6D 8S 9D 10S JC QS", *SETS_DEAL[1:]]
    m = computers(dealt("contract-rummy", hands, stock="KH 2D 3C 4H", upcard="2H"),
                  people=(0,))
    draw_stock(m, 1)
    m.apply(Discard(1, ids(m, "7H", 1)[0]))
    draw_stock(m, 2)
    m.apply(Discard(2, ids(m, "KC", 2)[0]))
    table = table_for(app, m)
    assert table.my_turn
    key(app, pygame.K_h)  # three 4s and two 6s, a card kept for the discard: a 6 would do
    assert table.message.startswith("Contract: two sets — one card short: 6♠")
    assert "would make it" in table.message


def test_the_line_by_your_name_says_how_far_the_hand_is_from_its_contract(monkeypatch):
    app = make_app()
    m = computers(dealt("contract-rummy", ["4C 4D 4S 6C 6D 8S 9D 10S JC QS", *SETS_DEAL[1:]],
                        stock="KH 2D 3C 4H", upcard="2H"), people=(0,))
    table_for(app, m)
    drawn = " ".join(texts_drawn(app, monkeypatch))
    assert "10 cards · 1 card short of the contract · score 0" in drawn
    assert "deadwood" not in drawn, "deadwood means little before the contract"


def test_may_i_is_offered_with_its_penalty_card_and_taken_by_its_key():
    app = make_app()
    m = computers(dealt("contract-rummy", MAY_I_DEAL, stock="KH 2D 3H 4H 6S 7S", upcard="2H"),
                  people=(2,))
    m.apply(Draw(1, "stock"))  # seat 2 is asked first
    table = table_for(app, m)
    d = table.view.decision
    assert d is not None and (d.kind, d.form) == (Kind.CLAIM, Form.POLL)
    assert [b.key for b in table.buttons[:2]] == ["call:may-i", "pass"]
    assert "May I? for 2♥, with a penalty card?" in table.message
    key(app, pygame.K_y)
    assert len(m.hands[2]) == 12 and ids(m, "2H", 2), "the card and a penalty card"


def test_people_at_one_screen_are_asked_may_i_behind_the_pass_screen():
    app = make_app()
    app.push(TitleScene(app))
    m = dealt("contract-rummy", MAY_I_DEAL, stock="KH 2D 3H 4H 6S 7S", upcard="2H")
    m.seats = tuple(Seat(n) for n in ("Ann", "Bob", "Cy", "Di"))
    m.apply(Draw(1, "stock"))
    app.open_over_title("table", match=m)
    assert isinstance(app.top, HandoverScene) and app.top.seat == 2
    app.top.pressed("ready")
    table = app.top
    assert isinstance(table, TableScene) and table.view.seat == 2
    assert table.asked_at is None, "no clock among people"
    key(app, pygame.K_p)
    assert isinstance(app.top, HandoverScene) and app.top.seat == 3, "next asked, in turn"
    app.top.pressed("ready")
    key(app, pygame.K_y)
    assert len(m.hands[3]) == 12


def test_a_joker_is_claimed_by_dropping_its_card_on_it_then_melded():
    app = make_app()
    m = computers(joker_to_claim(), people=(0,))
    table = table_for(app, m)
    seven = ids(m, "7C", 0)[0]
    assert "swap" in [b.key for b in table.buttons]
    assert table.geom is not None
    run = table.geom.meld_rects[1]
    drag(app, hand_sprite(table, seven).rect.center, run.center)
    assert m.table[1].fit.text() == ["5C", "6C", "7C", "8C"] and m.cstate.claimed_joker
    joker = m.cstate.claimed_joker
    select_by_keys(app, table, (*ids(m, "9H 9S", 0), joker))
    key(app, pygame.K_m)
    assert m.cstate.claimed_joker is None and any(joker in [c.id for c in t.cards]
                                                  for t in m.table)


def test_a_joker_is_claimed_by_its_key_with_the_card_selected():
    app = make_app()
    m = computers(joker_to_claim(), people=(0,))
    table = table_for(app, m)
    key(app, pygame.K_h)
    assert "claim the joker from" in table.message
    key(app, pygame.K_j)  # the hint selected 7♣
    assert m.history[-1].kind == "swap"


def test_a_card_deep_in_the_fanned_pile_is_taken_with_a_click_or_by_its_number():
    for how in ("click", "keys"):
        app = make_app()
        m = computers(deep_pile(), people=(1,))
        table = table_for(app, m)
        assert table.geom is not None
        shown = [s.card.id for s in table.geom.sprites if s.zone == "discard" and s.card]
        assert shown == [c for c in m.discard], "the whole pile in sight"
        assert words.DRAW_WAYS["deep"] in table.message
        if how == "click":
            seven = next(s for s in table.geom.sprites if s.zone == "discard"
                         and s.card is not None and s.card.id == m.discard[0])
            click(app, (seven.rect.x + 4, seven.rect.centery))
        else:
            key(app, pygame.K_t)
            assert isinstance(app.top, AskScene)
            labels = [b.label for b in app.top.buttons]
            assert labels == ["Q♥", "7♦: 4 cards"]
            key(app, pygame.K_4)
        assert not m.discard and len(m.hands[1]) == 14, how
        assert m.history[-1].kind == "draw"


def by_keys(app, table: TableScene) -> None:  # type: ignore[no-untyped-def]
    """The person's decision by keys: pass on May I?, draw, lay the contract down when the
    hand can (Meld, nothing selected), else throw the card in focus."""
    d = table.view.decision
    assert d is not None
    legal = table.view.legal
    if d.kind == Kind.CLAIM:
        key(app, pygame.K_p)
    elif d.kind == Kind.DRAW:
        key(app, pygame.K_d)
    elif any(isinstance(a, Meld) for a in legal):
        table.selected = set()
        key(app, pygame.K_m)
    else:
        table.focus = len(table.hand()) - 1
        key(app, pygame.K_x)


def by_mouse(app, table: TableScene) -> None:  # type: ignore[no-untyped-def]
    """The same by mouse: Pass and Meld by their buttons, the stock clicked, a card dragged to
    the discard pile."""
    d = table.view.decision
    assert d is not None
    zones = table.zones(table.canvas())
    legal = table.view.legal
    buttons = {b.key: b.rect for b in table.buttons}
    if d.kind == Kind.CLAIM:
        click(app, buttons["pass"].center)
    elif d.kind == Kind.DRAW:
        click(app, zones.shared["stock"].center)
    elif any(isinstance(a, Meld) for a in legal) and "meld" in buttons:
        table.selected = set()
        click(app, buttons["meld"].center)
    else:
        card = table.hand()[-1].id
        pile = zones.shared["discard"]
        drag(app, hand_sprite(table, card).rect.center, (pile.right - 10, pile.centery))


@pytest.mark.parametrize(("game", "preset", "players", "move"), [
    ("contract-rummy", None, 3, by_keys), ("contract-rummy", "classic", 4, by_mouse),
    ("carioca", None, 2, by_keys), ("carioca", None, 5, by_mouse)],
    ids=["contract-keys", "classic-mouse", "carioca-keys-2", "carioca-mouse-5"])
def test_a_whole_match_is_played_at_the_table(game, preset, players, move, monkeypatch):
    app = make_app()
    app.push(TitleScene(app))
    seats = [Seat("You")] + [Seat(f"Bot {i}", "normal") for i in range(1, players)]
    m = new_match(game, None, seats, 11, preset)
    app.open_over_title("table", match=m)
    met = play_to_the_end(app, m, move)
    assert m.over and len(m.results) == 7
    assert {Kind.DRAW, Kind.PLAY} <= met
    for _ in range(60):
        frame(app, 0.2)
        if isinstance(app.top, SummaryScene):
            break
    top = app.top
    assert isinstance(top, SummaryScene), type(top).__name__
    if isinstance(top, SummaryScene):
        top.pressed("scores")
        frame(app)
    assert isinstance(app.top, ScoreSheetScene)
    assert "Total" in texts_drawn(app, monkeypatch)


def test_passing_may_i_by_key_leaves_the_card_to_the_next_asked():
    app = make_app()
    m = computers(dealt("contract-rummy", MAY_I_DEAL, stock="KH 2D 3H 4H 6S 7S", upcard="2H"),
                  people=(2,))
    m.apply(Draw(1, "stock"))
    table_for(app, m)
    key(app, pygame.K_p)
    assert m.history[-1].kind == "pass" and Pass(2) not in m.legal_actions(2)


def test_a_swap_is_told_in_words_to_the_others():
    m = joker_to_claim()
    seven = ids(m, "7C", 0)[0]
    from scenes.table.turns import told_action
    before = m.view(1)
    events = m.apply(Swap(0, seven, 1))
    said = told_action(Swap(0, seven, 1), before, events)
    assert said.startswith("puts 7♣ in place of the joker in 5♣ 6♣")



def test_a_take_from_deep_in_the_pile_is_told_and_hinted_by_the_card_and_its_count():
    from game.solver.ordered import held_arrangement
    from scenes.table.hint import _suggestion
    from scenes.table.turns import told_action
    m = deep_pile()
    deep = Draw(1, "discard", 4)
    view = m.view(1)
    hinted = _suggestion(view, deep, "", held_arrangement(list(view.hand), view.hand_rules))
    assert hinted.text == ". Suggested: take the pile down to 7♦, 4 cards"
    assert hinted.pile == "discard"
    events = m.apply(deep)
    assert told_action(deep, view, events) == "takes 7♦ and the 3 cards above it from the pile"

"""The gold star on wild cards: in a hand, on every card wild this hand; in a meld laid out (the
caller's at the table, everyone's in the hand's summary), only on the cards standing in for
another, since a wild-rank card used as itself does not count against a meld's wilds."""

from __future__ import annotations

from game.actions import Done
from scenes.table.summary import SummaryScene
from tests.helpers import pay_me_showdown
from tests.table_helpers import frame, make_app, settle, table_for

# Pay Me, hand 1: jokers, 2s and 3s are wild. Seat 1 calls with A♥ 2♥ 3♦, the 2 as itself and
# the 3 standing in for 3♥; seat 0 holds A♠ 2♠ and a joker (the run A-2-3 of spades).
CALLER, MINE = "AH 2H 3D", "AS 2S JK"


def _shown():
    m = pay_me_showdown(MINE, CALLER)
    m.apply(Done(0))  # the joker cannot join: it would stand beside the 3♦ standing in as 3♥
    end = next(e for e in reversed(m.log) if e.kind == "hand-ended")
    return m, end


def test_a_hand_laid_out_names_the_cards_standing_in_as_wilds():
    m, end = _shown()
    by_seat = {entry["seat"]: entry for entry in end.data["shown"]}
    named = {seat: [str(m.cards[c]) for c in entry["wilds"]] for seat, entry in by_seat.items()}
    assert named == {1: ["3D"], 0: ["JK"]}, "the 2s are themselves, the 3♦ and joker wild"
    assert [str(m.cards[c]) for g in by_seat[1]["melds"] for c in g] == ["AH", "2H", "3D"]


def test_the_summary_stars_only_the_wilds_of_a_meld_and_every_loose_wild(monkeypatch):
    m = pay_me_showdown("2S 9C KH", CALLER)
    m.apply(Done(0))
    end = next(e for e in reversed(m.log) if e.kind == "hand-ended")
    app = make_app()
    app.push(SummaryScene(app, table_for(app, m), end, False))
    drawn: dict[str, bool] = {}
    monkeypatch.setattr(SummaryScene, "_card", lambda self, surface, card, x, y, h, laid, wild:
                        drawn.__setitem__(str(card), wild))
    frame(app)
    assert drawn == {"AH": False, "2H": False, "3D": True,  # the caller's run
                     "2S": True, "9C": False, "KH": False}  # left over: the 2 counts 15 as wild


def test_a_summary_card_marked_wild_gets_the_star_but_a_joker_shows_its_face(monkeypatch):
    m, end = _shown()
    app = make_app()
    scene = SummaryScene(app, table_for(app, m), end, False)
    starred: list[object] = []
    monkeypatch.setattr(app.art, "mark_wild", lambda surface, rect, design_h=0:
                        starred.append(rect))
    for text, wild in (("3D", True), ("2H", False), ("JK", True)):
        card = next(c for c in m.cards if str(c) == text)
        scene._card(app.screen, card, 0, 0, 100, False, wild)
    assert len(starred) == 1


def test_the_callers_melds_at_the_table_star_only_their_wilds_and_your_hand_every_wild(
        monkeypatch):
    m = pay_me_showdown(MINE, CALLER)
    table = table_for(make_app(), m)
    settle(table.app, 3)
    starred: list[tuple[int, int]] = []
    monkeypatch.setattr(table.app.art, "mark_wild", lambda surface, rect, design_h=0:
                        starred.append(rect.topleft))
    frame(table.app)
    stars = {str(s.card) for s in table.geom.sprites
             if s.card is not None and s.rect.topleft in starred}
    melds = {str(s.card) for s in table.geom.sprites if s.zone == "meld"}
    assert melds == {"AH", "2H", "3D"}
    assert stars == {"3D", "2S"}, "the caller's 3♦ standing in as 3♥; your own 2♠, wild"

"""Gin Rummy: one scenario per rule and option in RULES.md."""

import pytest

from game.actions import Discard, Done, Draw, Knock, LayOff, Pass
from game.api import make_seats, new_match
from game.errors import IllegalAction, UnknownGame
from game.games import find_game
from tests.helpers import card, hand_text, ids, setup
from tests.test_pay_me import ended

KNOCKER = "AS 2S 3S 4H 5H 6H 9C 9D 9H"  # three melds; one more card to come


def start(hands, stock, options=None, upcard="JC"):
    """Both players pass the upcard; seat 1 (the non-dealer) draws first."""
    m = setup("gin", hands, stock=stock, discard=upcard, options=options)
    m.apply(Pass(1))
    m.apply(Pass(0))
    return m


def meld_with(m, text):
    """Index of the table meld holding this card."""
    return next(i for i, t in enumerate(m.table) if text in [str(c) for c in t.cards])


def test_two_players_ten_cards_and_an_upcard():
    m = new_match("gin", seats=2)
    assert len(m.cards) == 52 and [len(h) for h in m.hands] == [10, 10]
    assert len(m.discard) == 1 and len(m.stock) == 31
    with pytest.raises(UnknownGame, match="exactly 2 players"):
        new_match("gin", seats=3)


def test_the_non_dealer_is_offered_the_upcard_first_then_the_dealer():
    m = setup("gin", {0: "KS", 1: "KH"}, discard="5C")
    assert m.dealer == 0 and m.pending()[0].seat == 1
    assert set(m.legal_actions(1)) == {Draw(1, "discard"), Pass(1)}
    with pytest.raises(IllegalAction, match="take the upcard or pass"):
        m.apply(Draw(1, "stock"))
    m.apply(Pass(1))
    assert m.pending()[0].seat == 0 and m.pending()[0].kind == "upcard"
    m.apply(Draw(0, "discard"))  # the dealer takes it, then discards
    assert m.pending()[0].seat == 0 and m.pending()[0].kind == "discard"
    m.apply(Discard(0, card(m, "KS", 0)))
    assert m.pending()[0].seat == 1 and m.pending()[0].kind == "draw"
    for early in (Discard(1, card(m, "KH", 1)), Knock(1, card(m, "KH", 1))):
        with pytest.raises(IllegalAction, match="draw a card first"):
            m.apply(early)


def test_when_both_pass_the_non_dealer_draws_from_the_stock():
    m = setup("gin", {0: "KS", 1: "KH"}, discard="5C")
    m.apply(Pass(1))
    m.apply(Pass(0))
    assert m.legal_actions(1) == [Draw(1, "stock")]
    with pytest.raises(IllegalAction, match="draw from the stock"):
        m.apply(Draw(1, "discard"))


def test_the_card_taken_from_the_discard_pile_may_not_be_discarded():
    m = setup("gin", {0: "KS", 1: "KH 2C"}, discard="5C")
    m.apply(Draw(1, "discard"))
    with pytest.raises(IllegalAction, match="just took it"):
        m.apply(Discard(1, card(m, "5C", 1)))
    with pytest.raises(IllegalAction, match="just took it"):
        m.apply(Knock(1, card(m, "5C", 1)))
    m = setup("gin", {0: "KS", 1: "2C 3D"}, discard="9C")
    m.apply(Draw(1, "discard"))  # throwing the 9♣ back would leave 5: a knock, were it allowed
    taken = card(m, "9C", 1)
    assert Knock(1, taken) not in m.legal_actions(1) and Discard(1, taken) not in \
        m.legal_actions(1)


def test_knock_with_ten_or_less_then_the_defender_lays_off():
    m = start({1: KNOCKER + " KC", 0: "7H 3C 4C 5C QD QS JH 10S 5D 6D"}, stock="2D")
    m.apply(Draw(1, "stock"))  # 2D: deadwood KC 2D
    events = m.apply(Knock(1, card(m, "KC", 1)))
    assert next(e for e in events if e.kind == "knocked").data["deadwood"] == 2
    assert m.pending()[0].seat == 0 and m.pending()[0].kind == "layoff"
    hearts = meld_with(m, "4H")
    assert [a for a in m.legal_actions(0) if isinstance(a, LayOff)] == [
        LayOff(0, card(m, "7H", 0), hearts)]
    seven = card(m, "7H", 0)
    m.apply(LayOff(0, seven, hearts))
    end = ended(m.apply(Done(0))).data
    assert end["points"] == [0, (10 + 10 + 10 + 10 + 5 + 6) - 2]
    assert m.results[-1].reckoning == (("deadwood", 0, 51), ("deadwood", 1, -2))
    shown = end["shown"]
    assert [e["seat"] for e in shown] == [0, 1], "the hands shown in seat order"
    assert shown[1]["deadwood"] == 2 and shown[0]["laid_off"] == [seven]


def test_each_phase_refuses_what_belongs_to_another_by_name():
    m = start({1: KNOCKER + " KC", 0: "7H 3C 4C 5C QD QS JH 10S 5D 6D"}, stock="2D")
    m.apply(Draw(1, "stock"))  # 2D
    with pytest.raises(IllegalAction, match="discard a card, or knock"):
        m.apply(Draw(1, "stock"))
    m.apply(Knock(1, card(m, "KC", 1)))
    hearts = meld_with(m, "4H")
    with pytest.raises(IllegalAction, match="lay off cards onto the knocker's melds, or finish"):
        m.apply(Discard(0, card(m, "QD", 0)))
    with pytest.raises(IllegalAction, match="you do not hold 2D"):
        m.apply(LayOff(0, card(m, "2D", 1), hearts))
    with pytest.raises(IllegalAction, match="QD does not fit"):
        m.apply(LayOff(0, card(m, "QD", 0), hearts))
    seven = card(m, "7H", 0)
    m.apply(LayOff(0, seven, hearts))
    shown = ended(m.apply(Done(0))).data["shown"]  # the summary edges it in gold
    assert [e["laid_off"] for e in shown if e["seat"] == 0] == [[seven]]


def test_knock_needs_ten_or_less():
    m = start({1: "AS 2S 3S 4H 5H 6H 9C 9D 8H KC", 0: "7H"}, stock="AD")
    m.apply(Draw(1, "stock"))
    assert not any(isinstance(a, Knock) for a in m.legal_actions(1))
    with pytest.raises(IllegalAction, match="10 or less in deadwood; you would have 27"):
        m.apply(Knock(1, card(m, "KC", 1)))  # 9C 9D 8H AD
    m = start({1: KNOCKER + " KC", 0: "7H"}, stock="QD")
    m.apply(Draw(1, "stock"))
    assert Knock(1, card(m, "KC", 1)) in m.legal_actions(1)
    m.apply(Knock(1, card(m, "KC", 1)))  # exactly 10 is enough
    assert m.gin.knock_deadwood == 10


def test_a_knock_with_melds_shown_counts_the_deadwood_they_leave():
    hand = "AS 2S 3S 4S 4D 4H 9C 9D 9H KC"
    m = start({1: hand, 0: "7H"}, stock="2D")
    m.apply(Draw(1, "stock"))

    def knock(*groups):
        melds = tuple(tuple(ids(m, g, 1)) for g in groups)
        return Knock(1, card(m, "KC", 1), melds)

    with pytest.raises(IllegalAction, match="you would have 14"):
        m.apply(knock("AS 2S 3S", "9C 9D 9H"))  # 4S 4D 4H 2D left, though 2 was possible
    m.apply(knock("AS 2S 3S 4S", "9C 9D 9H"))  # 4D 4H 2D left: 10
    assert m.gin.knock_deadwood == 10 and sorted(hand_text(m, 1)) == ["2D", "4D", "4H"]
    assert [len(t.cards) for t in m.table] == [4, 3]


@pytest.mark.parametrize(("options", "bonus"), [(None, 10), ({"undercut_bonus": 25}, 25)])
def test_undercut(options, bonus):
    m = start({1: KNOCKER + " 8C", 0: "7H 3C 4C 5C QD QS QH 2C AD 8H"}, stock="KD",
              options=options)
    m.apply(Draw(1, "stock"))
    m.apply(Knock(1, card(m, "KD", 1)))  # 8 in deadwood
    for text in ("7H", "8H"):
        m.apply(LayOff(0, card(m, text, 0), meld_with(m, "4H")))
    events = m.apply(Done(0))  # 2-5C, the queens; AD left: 1
    assert ended(events).data["how"] == "undercut"
    assert ended(events).data["points"] == [8 - 1 + bonus, 0]
    assert ended(events).data["reckoning"] == [["deadwood", 1, 8], ["deadwood", 0, -1],
                                               ["undercut-bonus", None, bonus]]


def test_a_tie_in_deadwood_is_an_undercut_too():
    m = start({1: KNOCKER + " 8C", 0: "7H 3C 4C 5C QD QS QH 2C 8D 8H"}, stock="KD")
    m.apply(Draw(1, "stock"))
    m.apply(Knock(1, card(m, "KD", 1)))  # 8 in deadwood
    for text in ("7H", "8H"):
        m.apply(LayOff(0, card(m, text, 0), meld_with(m, "4H")))
    events = m.apply(Done(0))  # 8D left: 8, as much as the knocker's
    assert ended(events).data["how"] == "undercut"
    assert ended(events).data["points"] == [0 + 10, 0], "the difference (none) and the bonus"


@pytest.mark.parametrize(("options", "bonus"), [(None, 20), ({"gin_bonus": 25}, 25)])
def test_gin_scores_the_bonus_and_allows_no_lay_off(options, bonus):
    m = start({1: KNOCKER + " 7H", 0: "8H 3C 4C 5C QD QS JH 10S 5D 6D"}, stock="KC",
              options=options)
    m.apply(Draw(1, "stock"))
    events = m.apply(Knock(1, card(m, "KC", 1)))
    assert ended(events).data["how"] == "gin"  # scored at once: 8H is never laid off
    assert ended(events).data["points"] == [0, 8 + 40 + 11 + bonus]
    assert ended(events).data["reckoning"] == [["deadwood", 0, 59], ["gin-bonus", None, bonus]]


def test_gin_is_never_undercut():
    m = start({1: KNOCKER + " 7H", 0: "2C 3C 4C 5C QD QS QH 8D 8S 8C"}, stock="KC")
    m.apply(Draw(1, "stock"))
    events = m.apply(Knock(1, card(m, "KC", 1)))
    assert ended(events).data["points"] == [0, 20]


def test_the_hand_is_void_when_the_stock_is_down_to_two_cards():
    """Not a card sooner: with three left, play goes on."""
    m = start({0: "KS QS", 1: "KH QH"}, stock="2C 3C 4C")
    extra = m.stock[:-4]  # leave four cards in the stock: 2C, 3C, 4C and one more
    m.stock = m.stock[-4:]
    m.discard = extra + m.discard
    m.apply(Draw(1, "stock"))
    events = m.apply(Discard(1, card(m, "2C", 1)))
    assert len(m.stock) == 3 and not any(e.kind == "hand-ended" for e in events)
    m.apply(Draw(0, "stock"))
    assert len(m.stock) == 2
    events = m.apply(Discard(0, card(m, "3C", 0)))
    assert ended(events).data["how"] == "void" and ended(events).data["points"] == [0, 0]
    assert m.hand_number == 2
    shown = ended(events).data["shown"]
    assert [len(e["deadwood_cards"]) + sum(map(len, e["melds"])) for e in shown] == [2, 2], \
        "the summary shows both hands"
    assert not any("deadwood" in e for e in shown), "with no count: nothing is scored"


def test_game_to_one_hundred_with_line_game_and_shutout_bonuses():
    m = start({1: KNOCKER + " 7H", 0: "8H 3C 4C 5C QD QS JH 10S 5D 6D"}, stock="KC")
    m.totals = [0, 90]
    m.apply(Draw(1, "stock"))
    events = m.apply(Knock(1, card(m, "KC", 1)))  # gin: 59 + 20
    assert m.over and m.winners == (1,)
    final = next(e for e in events if e.kind == "match-ended").data["totals"]
    assert final == [0, 90 + 79 + 20 + 100 + 100]  # line, game and shutout bonuses
    assert dict(m.bonuses()) == {"line": (0, 20), "game": (0, 100), "shutout": (0, 100)}


@pytest.mark.parametrize(("before", "over"), [(21, True), (20, False)])
def test_exactly_one_hundred_ends_the_match(before, over):
    m = start({1: KNOCKER + " 7H", 0: "8H 3C 4C 5C QD QS JH 10S 5D 6D"}, stock="KC")
    m.totals = [0, before]
    m.apply(Draw(1, "stock"))
    m.apply(Knock(1, card(m, "KC", 1)))  # gin: 59 + 20
    assert m.totals[1] == before + 79 and m.over == over


def test_highest_total_wins_and_no_shutout_when_the_loser_scored():
    m = start({1: KNOCKER + " 7H", 0: "8H 3C 4C 5C QD QS JH 10S 5D 6D"}, stock="KC")
    m.totals = [1, 90]  # one knock won by a single point is enough
    m.apply(Draw(1, "stock"))
    m.apply(Knock(1, card(m, "KC", 1)))
    assert m.final_scores() == (1, 90 + 79 + 20 + 100)


def test_a_match_built_directly_with_too_many_seats_says_how_many_it_takes():
    game = find_game("gin")
    preset, values = game.resolve(None, {})
    with pytest.raises(UnknownGame, match="this game takes exactly 2 players, not 3"):
        game.match_class(game.build(preset, values), make_seats(3), 0, values)

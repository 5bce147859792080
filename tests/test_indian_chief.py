"""Indian Chief's engine: secret picks for the seven boxes, the reveal and its scores, thieves
in order and the tie rule, the refill and reshuffle, and whole matches to the score sheet."""

from __future__ import annotations

import random

import pytest

from game import record
from game.actions import Choose, Discard, Draw, Pass
from game.api import new_match
from game.bots import bot_seed, boxes, make_bot
from game.bots.advice import advise
from game.cards import SUIT_LETTERS, parse_faces
from game.deals import Deal, DealError
from game.decisions import Form, How, Kind
from game.errors import IllegalAction
from game.games.indian_chief import ChiefState, IndianChiefMatch, parse_choice
from game.games.indian_chief_boxes import BOXES
from game.match import Match
from game.simulate import Player, play_match, simulate
from game.state import WhatIf

GAME = "indian-chief"
RANKS = ("A", *map(str, range(2, 11)), "J", "Q", "K")


def chief_deal(*hands: str, stub: str = "") -> Deal:
    """A deal for len(hands) players: these hands, then the named stub cards drawn first,
    then every other card of the match's deck (one deck for 2-3 players, two for 4+)."""
    decks = 1 if len(hands) <= 3 else 2
    left: dict[str, int] = {f"{r}{s}": decks for s in SUIT_LETTERS for r in RANKS}
    named = " ".join([*hands, stub]).split()
    for text in named:
        left[text] -= 1
        assert left[text] >= 0, f"more {text} than the deck holds"
    rest = [text for text, count in left.items() for _ in range(count)]
    return Deal.of(hands, stub.split() + rest)


def deal_match(*hands: str, stub: str = "", seed: int = 0) -> IndianChiefMatch:
    m = new_match(GAME, seats=len(hands), seed=seed, deals=[chief_deal(*hands, stub=stub)])
    assert isinstance(m, IndianChiefMatch)
    return m


def ids(m: Match, seat: int, text: str) -> tuple[int, ...]:
    pool = list(m.hands[seat])
    out = []
    for face in parse_faces(text):
        cid = next(c for c in pool if (m.cards[c].rank, m.cards[c].suit) == face)
        pool.remove(cid)
        out.append(cid)
    return tuple(out)


def pick(m: Match, seat: int, text: str, box: str) -> Choose:
    return Choose(seat, ids(m, seat, text), box)


def on_table(m: Match, owner: int, text: str) -> int:
    (rank, suit), = parse_faces(text)
    return next(c.id for meld in m.table if meld.owner == owner for c in meld.cards
                if (c.rank, c.suit) == (rank, suit))


def state(m: Match) -> ChiefState:
    assert isinstance(m.state, ChiefState)
    return m.state


def row(box: str) -> int:
    return next(i for i, b in enumerate(BOXES) if b.id == box)


def snapshot(m: Match) -> tuple[str, list[object], list[list[int]], list[int]]:
    """Everything a refused action must leave alone."""
    return (record.dumps(m), [m.view(s).to_json() for s in range(m.n)],
            [list(h) for h in m.hands], list(m.stock))


TWO = ("AS 2H 3D 4C 5S KS QS JS", "AH AD 7C 7D 7H 9S 10H KD")


# -- the picks and their scores ------------------------------------------------------------------
@pytest.mark.parametrize(("cards", "box", "points"), [
    ("AS 2H 3D 4C 5S", "rich-man", -15),
    ("KS QS 5S", "poor-man", 25),
    ("4C 5S KS", "poor-man", 15),  # only the spades count
    ("KS", "thief", 10),
    ("4C QS JS AS", "lawyer", 25),
    ("5S QS JS 2H", "lawyer", 0),  # 27: not exactly 25
    ("AS 2H 3D 4C 5S KS", "doctor:S", 30),
    ("AS 2H 3D 4C 5S KS", "doctor:H", 10),
    ("2H 3D 4C 5S KS QS", "doctor:S", 0),  # no ace
    ("AS 2H 3D 4C 5S KS QS", "indian-chief", 25),  # a straight to the 5, and K + Q is 0
])
def test_a_pick_for_each_box_scores_on_the_sheet(cards: str, box: str, points: int) -> None:
    m = deal_match(*TWO)
    m.apply(pick(m, 0, cards, box))
    events = m.apply(pick(m, 1, "9S", "thief"))
    box_id = parse_choice(box)[0].id  # type: ignore[union-attr]
    assert state(m).sheet[0][row(box_id)] == points
    assert [v for v in state(m).sheet[0] if v is not None] == [points], "one box filled"
    scored = next(e for e in events if e.kind == "scored" and e.seat == 0)
    assert scored.data["box"] == box_id and scored.data["points"] == points


def test_an_indian_chief_is_split_the_best_way_and_says_how() -> None:
    # 7C 7D 7H 9S 10H + AH AD: three of a kind (20) and baccarat 2; better: the three 7s with
    # the two aces make a full house (35) and 9 + 10 leaves baccarat 9.
    m = deal_match(*TWO)
    m.apply(pick(m, 0, "KS", "thief"))
    events = m.apply(pick(m, 1, "AH AD 7C 7D 7H 9S 10H", "indian-chief"))
    scored = next(e for e in events if e.kind == "scored" and e.seat == 1)
    assert scored.data["points"] == 35 + 9 and scored.data["poker"] == "full-house"
    assert sorted(str(m.cards[c]) for c in scored.data["baccarat"]) == ["10H", "9S"]
    played = next(p for p in state(m).played if p.seat == 1)
    assert played.poker == "full-house" and len(played.baccarat) == 2


def test_beggar_man_counts_every_others_card_of_either_rank_this_turn() -> None:
    m = deal_match("7S 9H 2C 3C 4C 5C 6C 8C",
                   "7D 7C 9S 2H 3H KD KH QD",
                   "9D 6S 5H 5D JH JD QH KC")
    m.apply(pick(m, 0, "7S 9H", "beggar-man"))
    m.apply(pick(m, 1, "7D 7C 9S 2H 3H", "rich-man"))  # three cards of the beggar's ranks
    m.apply(pick(m, 2, "9D 6S 5H 5D", "lawyer"))  # one more
    assert state(m).sheet[0][row("beggar-man")] == 2 * 4
    assert state(m).sheet[2][row("lawyer")] == 25
    assert state(m).sheet[1][row("rich-man")] == -(7 + 7 + 9 + 2 + 3)


def test_a_beggar_counts_an_other_beggar_and_never_its_own_cards() -> None:
    m = deal_match("7S 7H 2C 3C 4C 5C 6C 8C", "7D 9S 2H 3H KD KH QD QH")
    m.apply(pick(m, 0, "7S 7H", "beggar-man"))
    m.apply(pick(m, 1, "7D 9S", "beggar-man"))
    assert state(m).sheet[0][row("beggar-man")] == 2  # the 7D; its own 7H is not counted
    assert state(m).sheet[1][row("beggar-man")] == 4  # 7S and 7H


def test_an_invalid_meld_scores_0_and_still_uses_its_box() -> None:
    m = deal_match(*TWO)
    m.apply(pick(m, 0, "2H 3D 4C 5S KS QS", "doctor:H"))  # no ace
    m.apply(pick(m, 1, "9S", "thief"))
    while m.secret is None or m.secret.kind != Kind.PICK:
        m.apply(Pass(m.pending()[0].seat))
    assert state(m).sheet[0][row("doctor")] == 0
    assert all(not (isinstance(a, Choose) and a.choice.startswith("doctor"))
               for a in m.legal_actions(0)), "the Doctor box is used"


# -- refusals -----------------------------------------------------------------------------------
def test_a_box_used_before_is_refused_and_nothing_changes() -> None:
    m = deal_match(*TWO)
    m.apply(pick(m, 0, "KS", "thief"))
    m.apply(pick(m, 1, "9S", "thief"))
    while m.secret is None or m.secret.kind != Kind.PICK:  # both thieves draw instead
        m.apply(Pass(m.pending()[0].seat))
    assert state(m).turn == 2
    before = snapshot(m)
    again = Choose(0, (m.hands[0][0],), "thief")
    with pytest.raises(IllegalAction, match="you have already filled your Thief box") as refused:
        m.apply(again)
    assert refused.value.key == "box-used"
    assert snapshot(m) == before
    assert again not in m.legal_actions(0)


@pytest.mark.parametrize(("make", "reason"), [
    (lambda m: pick(m, 0, "AS 2H 3D", "lawyer"), "the Lawyer takes 4 cards, not 3"),
    (lambda m: pick(m, 0, "AS 2H", "thief"), "the Thief takes 1 card, not 2"),
    (lambda m: pick(m, 0, "AS 2H 3D 4C 5S KS QS JS", "indian-chief"),
     "the Indian Chief takes 7 cards, not 8"),
    (lambda m: pick(m, 0, "AS 2H 3D 4C 5S KS", "doctor"), "name a suit for your Doctor"),
    (lambda m: pick(m, 0, "AS 2H 3D 4C 5S KS", "doctor:X"), "there is no box called"),
    (lambda m: pick(m, 0, "AS 2H 3D 4C", "lawyer:S"), "only a Doctor names a suit"),
    (lambda m: pick(m, 0, "AS 2H", "banker"), "there is no box called 'banker'"),
    (lambda m: pick(m, 0, "AS 2H", ""), "choose the cards of a meld for one of your unused"),
    (lambda m: Choose(0, (m.hands[1][0],), "thief"), "you do not hold AH"),
    (lambda m: Choose(0, (m.hands[0][0], m.hands[0][0]), "beggar-man"),
     "the same card is named twice"),
    (lambda m: Discard(0, m.hands[0][0]), "choose the cards of a meld"),
    (lambda m: Draw(0, "stock"), "choose the cards of a meld"),
    (lambda m: Pass(0), "choose the cards of a meld"),
])
def test_a_wrong_pick_is_refused_with_its_reason_and_nothing_changes(make, reason) -> None:
    m = deal_match(*TWO)
    before = snapshot(m)
    action = make(m)
    with pytest.raises(IllegalAction, match=reason):
        m.apply(action)
    ok, why = m.is_legal(action)
    assert not ok and why
    assert snapshot(m) == before
    assert action not in m.legal_actions(0)


def test_a_second_pick_is_refused_and_the_first_kept() -> None:
    m = deal_match(*TWO)
    first = pick(m, 0, "KS", "thief")
    m.apply(first)
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="already made your choice"):
        m.apply(pick(m, 0, "QS", "thief"))
    assert snapshot(m) == before and m.choices == {0: first}


def test_every_offered_pick_is_legal_and_only_unused_boxes_are_offered() -> None:
    m = deal_match(*TWO)
    legal = m.legal_actions(0)
    # every subset of the right size for each box, a Doctor in each of four suits
    assert len(legal) == 8 + 28 + 56 + 70 + 56 + 4 * 28 + 8
    assert len(set(legal)) == len(legal)
    for action in legal[::17]:
        assert m.is_legal(action) == (True, "")


# -- secrecy ------------------------------------------------------------------------------------
def test_no_view_shows_a_committed_pick_before_the_reveal() -> None:
    views = []
    for choice in ("AS 2H 3D 4C 5S", "KS QS JS"):  # two different secret picks by seat 0
        m = deal_match(*TWO, "2S 3S 4S 5H 6H 7S 8S 9H")
        box = "rich-man" if len(choice.split()) == 5 else "poor-man"
        mine = pick(m, 0, choice, box)
        events = m.apply(mine)
        assert [(e.kind, e.cards) for e in events] == [("chose", None)], "no card, no box"
        assert m.view(0).chosen == mine, "the chooser sees its own pick"
        for seat in (1, 2):
            seen = m.view(seat)
            assert seen.chosen is None and seen.secret is not None and seen.secret.chosen == (0,)
            assert not any(e.cards for e in seen.events if e.kind == "chose")
            assert seen.table == () and not state(m).played
        views.append([m.view(seat).to_json() for seat in (1, 2)])
        m.apply(pick(m, 1, "AH", "thief"))
        assert m.view(2).to_json()["chosen"] is None
    assert views[0] == views[1], "the others' views do not depend on what seat 0 picked"


def test_the_reveal_turns_every_pick_over_together() -> None:
    m = deal_match(*TWO)
    m.apply(pick(m, 1, "AH AD 7C 7D 7H", "rich-man"))
    assert m.table == [] and len(m.hands[1]) == 8, "a committed pick stays in the hand"
    events = m.apply(pick(m, 0, "KS QS 5S", "poor-man"))
    kinds = [e.kind for e in events]
    assert kinds[:5] == ["chose", "revealed", "revealed", "scored", "scored"]
    revealed = [e for e in events if e.kind == "revealed"]
    assert [(e.seat, e.data["box"], len(e.cards or ())) for e in revealed] == [
        (0, "poor-man", 3), (1, "rich-man", 5)]


# -- thieves ------------------------------------------------------------------------------------
FOUR = ("KS 2C 3C 4C 5C 6C 7C 8C",
        "4H 2D 3D 4D 5D 6D 7D 8D",
        "4D 9C 9D 9H 9S 10C 10D 10H",
        "AS AH AD AC QS QH QD QC")


def four_thieves() -> IndianChiefMatch:
    """Seat 0 steals with a king, seats 1 and 2 with a 4 each (tied), seat 3 a Rich Man."""
    m = deal_match(*FOUR)
    m.apply(pick(m, 0, "KS", "thief"))
    m.apply(pick(m, 1, "4H", "thief"))
    m.apply(pick(m, 2, "4D", "thief"))
    m.apply(pick(m, 3, "QS QH QD QC AS", "rich-man"))
    return m


def test_thieves_steal_from_the_lowest_card_and_tied_thieves_choose_in_secret() -> None:
    m = four_thieves()
    assert state(m).thieves == (1, 2, 0)
    assert sorted((d.seat, d.kind, d.form) for d in m.pending()) == [
        (1, Kind.STEAL, Form.SECRET), (2, Kind.STEAL, Form.SECRET)]
    queen, ace = on_table(m, 3, "QS"), on_table(m, 3, "AS")
    m.apply(Choose(1, (queen,), "steal"))
    assert m.view(2).chosen is None and queen in {c.id for c in m.table[3].cards}
    events = m.apply(Choose(2, (ace,), "steal"))
    assert [(e.kind, e.seat, e.cards) for e in events if e.kind == "stole"] == [
        ("stole", 1, (queen,)), ("stole", 2, (ace,))]
    assert queen in m.hands[1] and ace in m.hands[2]
    # then the king, alone at its rank, in turn
    assert [(d.seat, d.kind, d.form) for d in m.pending()] == [(0, Kind.STEAL, Form.TURN)]
    assert Choose(0, (queen,), "steal") not in m.legal_actions(0), "stolen cards are gone"
    assert Choose(0, (on_table(m, 0, "KS"),), "steal") not in m.legal_actions(0), \
        "not from its own meld"
    stolen = on_table(m, 1, "4H")  # another thief's card may be stolen
    before = len(m.log)
    m.apply(Choose(0, (stolen,), "steal"))
    assert [(s.thief, s.victim) for s in state(m).stolen] == [], "a new turn"
    steals = [(e.seat, e.data["from"]) for e in m.log if e.kind == "stole"]
    assert steals == [(1, 3), (2, 3), (0, 1)]
    assert m.log[before].kind == "stole" and stolen in m.hands[0]
    assert state(m).turn == 2 and m.secret is not None and m.secret.kind == Kind.PICK
    assert all(len(h) == 8 for h in m.hands), "thieves who stole draw one card fewer"


def test_tied_thieves_who_want_the_same_card_both_go_without() -> None:
    m = four_thieves()
    queen = on_table(m, 3, "QS")
    m.apply(Choose(1, (queen,), "steal"))
    events = m.apply(Choose(2, (queen,), "steal"))
    blocked = [e for e in events if e.kind == "steal-blocked"]
    assert [(e.seat, e.data["with"]) for e in blocked] == [(1, [2]), (2, [1])]
    assert not any(e.kind == "stole" for e in events)
    assert state(m).blocked == (1, 2) and state(m).stolen == ()
    assert queen not in m.hands[1] + m.hands[2]
    m.apply(Choose(0, (queen,), "steal"))  # the king, next, may take it
    assert queen in m.hands[0]


def test_a_tied_thief_may_draw_instead_and_the_other_steals() -> None:
    m = four_thieves()
    queen = on_table(m, 3, "QS")
    m.apply(Pass(1))
    events = m.apply(Choose(2, (queen,), "steal"))
    assert [(e.kind, e.seat) for e in events][:3] == [("chose", 2), ("passed", 1), ("stole", 2)]
    assert queen in m.hands[2]


def test_a_wrong_steal_is_refused_and_nothing_changes() -> None:
    m = four_thieves()
    m.apply(Pass(1))
    m.apply(Pass(2))
    before = snapshot(m)
    own = on_table(m, 0, "KS")
    queen = on_table(m, 3, "QS")
    for action, reason in ((Choose(0, (own,), "steal"), "KS is not in another player's meld"),
                           (Choose(0, (m.hands[0][0],), "steal"), "is not in another player"),
                           (Choose(0, (queen, on_table(m, 3, "QH")), "steal"),
                            "a thief steals one card"),
                           (Choose(0, (queen,), "thief"), "steal one card from another"),
                           (Discard(0, m.hands[0][0]), "steal one card from another"),
                           (Choose(3, (queen,), "steal"), "not your turn")):
        with pytest.raises(IllegalAction, match=reason):
            m.apply(action)
        assert snapshot(m) == before, action


def test_jacks_queens_and_kings_are_not_tied_though_each_is_worth_10() -> None:
    m = deal_match("JS 2C 3C 4C 5C 6C 7C 8C", "QH 2D 3D 4D 5D 6D 7D 8D",
                   "AS AH AD AC 9S 9H 9D 9C")
    m.apply(pick(m, 1, "QH", "thief"))
    m.apply(pick(m, 0, "JS", "thief"))
    m.apply(pick(m, 2, "AS AH AD AC 9S", "rich-man"))
    assert state(m).sheet[0][row("thief")] == state(m).sheet[1][row("thief")] == 10
    assert [(d.seat, d.form) for d in m.pending()] == [(0, Form.TURN)], "the jack first"
    m.apply(Pass(0))
    assert [(d.seat, d.form) for d in m.pending()] == [(1, Form.TURN)]


def test_a_thief_with_nothing_left_to_steal_is_not_asked() -> None:
    # Three thieves: the 2 takes the 5, the 5 takes the 2, and the king finds both melds empty.
    m = deal_match("2S 2C 4C 5C 6C 7C 8C 9C", "5H 2D 3D 4D 5D 6D 7D 8D",
                   "KD AS AH AD AC 9S 9H 9D")
    for seat, card in enumerate(("2S", "5H", "KD")):
        m.apply(pick(m, seat, card, "thief"))
    m.apply(Choose(0, (on_table(m, 1, "5H"),), "steal"))
    assert [d.seat for d in m.pending()] == [1]
    m.apply(Choose(1, (on_table(m, 0, "2S"),), "steal"))
    assert state(m).turn == 2 and m.secret is not None and m.secret.kind == Kind.PICK
    assert not any(e.seat == 2 and e.kind in ("stole", "passed") for e in m.log)


# -- the refill and the reshuffle ---------------------------------------------------------------
def test_hands_refill_from_the_stub_and_the_melds_are_shuffled_back_into_it() -> None:
    m = deal_match(*TWO, stub="2D 3H 4H 5H 6D 7S 8D 9D 10D", seed=5)
    rich, lawyer = pick(m, 0, "AS 2H 3D 4C 5S", "rich-man"), pick(m, 1, "AH AD 7C 7D", "lawyer")
    melds = set(rich.cards) | set(lawyer.cards)
    m.apply(rich)
    events = m.apply(lawyer)
    drawn = [(e.seat, str(m.cards[e.cards[0]])) for e in events if e.kind == "drew"]
    # seat 0 dealt, so seat 1 draws first, four cards; then seat 0 its five
    assert drawn == [(1, "2D"), (1, "3H"), (1, "4H"), (1, "5H"),
                     (0, "6D"), (0, "7S"), (0, "8D"), (0, "9D"), (0, "10D")]
    assert all(len(h) == 8 for h in m.hands)
    shuffled = next(e for e in events if e.kind == "stub-shuffled")
    assert set(shuffled.cards or ()) == melds and len(melds) == 9
    assert m.table == [] and melds <= set(m.stock)
    assert len(m.stock) == 52 - 16
    places = sorted(m.stock.index(c) for c in melds)
    assert places not in (list(range(9)), list(range(len(m.stock) - 9, len(m.stock)))), \
        "shuffled in, not laid on top or under"
    assert kinds_after(events, "stub-shuffled") == ["turn-started"]


def kinds_after(events, kind):
    i = next(i for i, e in enumerate(events) if e.kind == kind)
    return [e.kind for e in events[i + 1:]]


def test_a_stub_too_short_for_the_refill_takes_the_melds_back_first() -> None:
    # Eight players, two decks: 40 cards in the stub; eight Indian Chiefs need 56.
    m = new_match(GAME, seats=8, seed=3)
    assert len(m.stock) == 104 - 64
    for seat in range(8):
        m.apply(Choose(seat, tuple(m.hands[seat][:7]), "indian-chief"))
    kinds = [e.kind for e in m.log]
    first_draw = kinds.index("drew", kinds.index("scored"))
    assert kinds.index("stub-shuffled") < first_draw
    assert all(len(h) == 8 for h in m.hands) and len(m.stock) == 40 and m.table == []


# -- whole matches ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 8])
def test_a_whole_match_fills_the_score_sheet(players: int) -> None:
    m = new_match(GAME, seats=players, seed=40 + players)
    bots = [make_bot("normal" if s % 2 else "easy", bot_seed(m.seed, s)) for s in range(players)]
    turns_seen = []
    while not m.over:
        turns_seen.append(state(m).turn)
        assert m.hand_number == 1
        seat = m.pending()[0].seat
        m.apply(bots[seat].choose(m.view(seat)))
    sheet = state(m).sheet
    assert sorted(set(turns_seen)) == list(range(1, 8))
    assert all(None not in r for r in sheet) and len(sheet) == players
    picks = [a for a in m.history if isinstance(a, Choose) and a.choice != "steal"]
    for seat in range(players):  # every box once
        boxes = sorted(parse_choice(a.choice)[0].id for a in picks if a.seat == seat)  # type: ignore[union-attr]
        assert boxes == sorted(b.id for b in BOXES)
    totals = [sum(r) for r in sheet]  # type: ignore[arg-type]
    assert m.totals == totals and list(m.final_scores()) == totals
    result = m.results[-1]
    assert len(m.results) == 1 and result.how == How.SCORED and result.number == 1
    assert list(result.points) == totals
    assert {(part[1], part[0]): part[2] for part in result.reckoning} == {
        (s, b.id): sheet[s][i] for s in range(players) for i, b in enumerate(BOXES)}
    best = max(totals)
    assert m.winners == tuple(s for s in range(players) if totals[s] == best)
    assert result.winner == (m.winners[0] if len(m.winners) == 1 else None)
    ended = next(e for e in m.log if e.kind == "hand-ended")
    assert ended.data["totals"] == totals and len(ended.data["reckoning"]) == 7 * players


def test_the_seventh_turn_ends_the_match_without_steals() -> None:
    m = new_match(GAME, seats=2, seed=8)
    while state(m).turn < 7:  # every box but the Thief
        seat = m.pending()[0].seat
        m.apply(next(a for a in m.legal_actions(seat) if isinstance(a, Choose)
                     and a.choice != "thief"))
    assert m.view(0).goal.hands == 1 and not m.over
    before = len(m.log)
    for seat in (0, 1):
        (last,) = {a.choice for a in m.legal_actions(seat) if isinstance(a, Choose)}
        assert last == "thief"
        m.apply(m.legal_actions(seat)[0])
    assert m.over and not any(e.kind in ("stole", "drew") for e in m.log[before:])
    assert [e.kind for e in m.log[before:]][-2:] == ["hand-ended", "match-ended"]


def test_a_record_replays_mid_steal_and_to_the_end() -> None:
    m = four_thieves()
    half = record.replay(record.loads(record.dumps(m)))
    assert half.secret == m.secret and half.state == m.state
    assert [c.id for meld in half.table for c in meld.cards] == [
        c.id for meld in m.table for c in meld.cards]
    m.apply(Choose(1, (on_table(m, 3, "QS"),), "steal"))
    half = record.replay(record.loads(record.dumps(m)))
    assert half.choices == m.choices
    bots = [make_bot("normal", s) for s in range(4)]
    play_match(m, bots)
    again = record.replay(record.loads(record.dumps(m)))
    assert again.over and again.totals == m.totals and again.state == m.state
    assert again.winners == m.winners and again.history == m.history


def test_a_deal_with_an_upcard_or_a_wrong_size_is_refused() -> None:
    with pytest.raises(DealError, match="turns no upcard"):
        new_match(GAME, seats=2, deals=[Deal(chief_deal(*TWO).hands, chief_deal(*TWO).stock,
                                             "2C")])
    with pytest.raises(DealError, match="dealt 7 cards"):
        new_match(GAME, seats=2, deals=[chief_deal("AS 2H 3D 4C 5S KS QS", TWO[1])])


def test_simulate_plays_whole_matches() -> None:
    result = simulate(GAME, [Player.builtin("normal"), Player.builtin("easy")], 2, 4)
    assert result.games == 2 and result.hands == 2
    assert sum(s.wins for s in result.seats) >= 2


# -- computer opponents -------------------------------------------------------------------------
def test_normal_spends_a_box_where_it_beats_its_later_worth_and_easy_takes_the_most_now() -> None:
    # Five low cards make a Rich Man of -9, far above its usual -20-odd; the Lawyer makes its
    # 25, about what it makes later anyway.
    m = deal_match("AS AH 2D 2C 3S 8H 10D KC", "4S 5S 6S 7S 8S 9S 10S JS")
    normal = make_bot("normal", 1).choose(m.view(0))
    assert normal == pick(m, 0, "AS AH 2D 2C 3S", "rich-man")
    assert normal in m.legal_actions(0)
    easy = boxes.easy_choice(m.view(0), random.Random(1), careless=0.0)
    assert isinstance(easy, Choose) and easy.choice == "lawyer"
    assert sum(min(m.cards[c].rank, 10) for c in easy.cards) == 25
    assert advise(m.view(0)) == normal, "the hint is normal's choice"


def test_a_doctor_pick_names_its_best_suit() -> None:
    m = deal_match("AH 2H 3H 4H 5H 9H 9C KD", "4S 5S 6S 7S 8S 9S 10S JS")
    chosen = make_bot("normal", 1).choose(m.view(0))
    assert isinstance(chosen, Choose) and chosen.choice == "doctor:H" and len(chosen.cards) == 6


def thief_before_the_steal() -> IndianChiefMatch:
    """Seat 0 keeps five hearts 2-6 and steals with a king; seat 1 shows an ace of hearts."""
    m = deal_match("KS 2H 3H 4H 5H 6H 9C 9D", "AH QS QH QD QC 7S 8S 10S")
    m.apply(pick(m, 0, "KS", "thief"))
    m.apply(pick(m, 1, "AH QS QH QD QC", "rich-man"))
    assert [(d.seat, d.kind) for d in m.pending()] == [(0, Kind.STEAL)]
    return m


def test_normal_steals_the_card_its_boxes_want_most_and_easy_the_highest() -> None:
    m = thief_before_the_steal()
    ace = on_table(m, 1, "AH")  # makes the hearts a Doctor of 60
    assert make_bot("normal", 1).choose(m.view(0)) == Choose(0, (ace,), "steal")
    assert make_bot("hard", 1).choose(m.view(0)) == Choose(0, (ace,), "steal")
    easy = boxes.easy_choice(m.view(0), random.Random(1), careless=0.0)
    assert isinstance(easy, Choose) and m.cards[easy.cards[0]].rank == 12, "a queen: worth 10"


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_picks_and_steals_in_turn_and_in_secret(level: str) -> None:
    m = four_thieves()
    for seat in (1, 2):  # tied thieves, in secret
        chosen = make_bot(level, seat).choose(m.view(seat))
        assert chosen in m.legal_actions(seat)
        m.apply(chosen)
    chosen = make_bot(level, 0).choose(m.view(0))  # the king, in turn
    assert chosen in m.legal_actions(0)
    m.apply(chosen)
    for seat in range(4):  # the next turn's picks
        chosen = make_bot(level, seat).choose(m.view(seat))
        assert isinstance(chosen, Choose) and chosen in m.legal_actions(seat)
        m.apply(chosen)


# -- what the table reads: the score sheet and the "what if" -------------------------------------
def test_every_view_carries_the_sheet_with_this_turns_scores_until_the_next_turn() -> None:
    m = deal_match(*TWO)
    sheet = m.view(0).sheet
    assert sheet is not None and sheet.rows == tuple(b.id for b in BOXES)
    assert sheet.labels[-1] == "Indian Chief" and sheet.sizes == (5, 3, 2, 1, 4, 6, 7)
    assert (sheet.turn, sheet.turns, sheet.totals, sheet.revealed) == (1, 7, (0, 0), ())
    assert m.view(1).sheet is sheet, "made once for the state, shared by every view"
    m.apply(pick(m, 1, "AH AD 7C 7D 7H", "rich-man"))
    m.apply(pick(m, 0, "KS QS 5S", "poor-man"))
    sheet = m.view(1).sheet
    assert sheet is not None and sheet.turn == 2 and sheet.revealed == ()
    assert sheet.cells[0][row("poor-man")] == 25 and sheet.cells[1][row("rich-man")] == -23
    assert sheet.totals == (25, -23) and sheet.open_rows(0) == (0, 2, 3, 4, 5, 6)
    assert sheet.row_of("doctor:H") == row("doctor") and sheet.row_of("nothing") is None
    assert list(m.view(0).to_json()["sheet"]["totals"]) == [25, -23]


def test_the_sheet_shows_this_turns_scores_while_thieves_steal() -> None:
    m = four_thieves()
    sheet = m.view(3).sheet
    assert sheet is not None and sheet.turn == 1
    assert sorted(sheet.revealed) == [(0, row("thief"), 10), (1, row("thief"), 4),
                                      (2, row("thief"), 4), (3, row("rich-man"), -41)]


def test_other_games_keep_no_sheet() -> None:
    assert new_match("gin", seats=2, seed=1).view(0).sheet is None


def test_what_if_scores_the_cards_as_the_reveal_will_and_the_best_of_the_hand_without() -> None:
    from game.games import GAMES
    from game.games.indian_chief_boxes import ScoreContext, best_pick, score

    what_if = GAMES[GAME].what_if
    assert what_if is not None
    m = deal_match("AH 2H 3H 4H 5H 6C KS QS", "AS 2C 3D 4S 5C 9D 10H JS")
    view = m.view(0)
    hand = {c.id: c for c in view.hand}
    lawyer = [hand[i] for i in ids(m, 0, "KS QS 4H AH")]
    assert what_if(view, lawyer) == {"lawyer": WhatIf(25, tuple(c.id for c in lawyer))}, \
        "only the box of four cards"
    doctor = [hand[i] for i in ids(m, 0, "AH 2H 3H 4H 5H 6C")]
    said = what_if(view, doctor)
    assert said["doctor"].points == 50 and said["doctor:H"].points == 50
    assert said["doctor:C"].points == 10 and said["doctor:S"].points == 0
    best = what_if(view, ())
    for box in BOXES:
        if box.id == "beggar-man":
            continue
        cards, points = best_pick(view.hand, box)
        assert best[box.id] == WhatIf(points, tuple(c.id for c in cards)), box.id
        assert score(box, cards, ScoreContext()) == points
    assert best["beggar-man"].estimate and len(best["beggar-man"].cards) == 2
    # what the engine scores at the reveal is what was shown
    m.apply(Choose(0, tuple(c.id for c in doctor), "doctor:H"))
    m.apply(pick(m, 1, "AS 2C 3D 4S 5C", "rich-man"))
    assert state(m).sheet[0][row("doctor")] == said["doctor:H"].points
    after = what_if(m.view(0), ())
    assert "doctor" not in after and "doctor:H" not in after, "a used box is not offered"

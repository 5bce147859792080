"""Indian Chief's scorer: each box against a table of melds and their scores, and the best pick
against trying every choice."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

from game.cards import make_deck
from game.games.indian_chief_boxes import (
    BEGGAR_MAN,
    BOXES,
    DOCTOR,
    FIVE_OF_A_KIND,
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    INDIAN_CHIEF,
    LAWYER,
    PAIR,
    POKER_HANDS,
    POOR_MAN,
    RICH_MAN,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THIEF,
    THREE_OF_A_KIND,
    TWO_PAIR,
    ScoreContext,
    baccarat_points,
    best_doctor_suit,
    best_pick,
    best_split,
    box_by_id,
    box_for_size,
    chief_split,
    expected_beggar_man,
    face_value,
    poker_hand,
    score,
    score_beggar_man,
    score_doctor,
    score_indian_chief,
    score_lawyer,
    score_poor_man,
    score_rich_man,
    score_thief,
)
from tests.helpers import make_cards


def cards(text: str) -> tuple:
    return tuple(make_cards(text))


def test_the_seven_boxes_are_told_apart_by_their_card_counts():
    assert [(box.name, box.size) for box in BOXES] == [
        ("Rich Man", 5), ("Poor Man", 3), ("Beggar Man", 2), ("Thief", 1), ("Lawyer", 4),
        ("Doctor", 6), ("Indian Chief", 7)]
    for box in BOXES:
        assert box_for_size(box.size) is box
        assert box_by_id(box.id) is box
        assert box.text
    assert box_for_size(0) is None and box_for_size(8) is None


@pytest.mark.parametrize("text, value", [
    ("AS", 1), ("2H", 2), ("9D", 9), ("10C", 10), ("JS", 10), ("QH", 10), ("KD", 10)])
def test_face_values(text, value):
    assert face_value(cards(text)[0]) == value


@pytest.mark.parametrize("meld, points", [
    ("AS 2H 3D 4C 5S", -15),
    ("KS QH JD 10C 9S", -49),
    ("AS AH AD AC AS", -5),  # two decks
    ("7S 7S 7H 7H 7D", -35),
    ("AS 2H 3D 4C", 0),  # too few
    ("AS 2H 3D 4C 5S 6H", 0),  # too many
])
def test_rich_man_is_minus_the_sum_of_face_values(meld, points):
    assert score_rich_man(cards(meld)) == points
    assert score(RICH_MAN, cards(meld)) == points


@pytest.mark.parametrize("meld, points", [
    ("KS 5S AS", 16),
    ("KH 5S AD", 5),
    ("10S 9H 2S", 12),
    ("KH QD JC", 0),  # no spade
    ("QS QS QS", 30),  # two decks
    ("KS QS", 0),  # too few
    ("KS QS JS 10S", 0),  # too many
])
def test_poor_man_scores_its_spades_only(meld, points):
    assert score_poor_man(cards(meld)) == points
    assert score(POOR_MAN, cards(meld)) == points


@pytest.mark.parametrize("beggar, others, points", [
    ("7S 9H", [], 0),  # nobody else melded
    ("7S 9H", ["2C 3D", "KS", "AH 4H 5H 6H 8H"], 0),  # no match anywhere
    ("7S 9H", ["7C 9D"], 4),  # both ranks match
    ("7S 9H", ["7C 7D 2S", "9D", "AS 9S 9C 4H 5H"], 10),  # counted across every opponent
    ("7S 9H", ["2C", "3C 3D", "4C 4D 4H", "9C", "5C 5D 5H 5S 6S", "7C 7H 7D 8S 8C 8D",
               "KS KH KD QC QS QH 7S"], 10),  # seven opponents, the match in the last card
    ("7S 9H", ["9C 9D"], 4),  # an opponent's beggar counts like any meld
    ("7S 7H", ["7C 7D 2S", "7S"], 6),  # a pair: each opponent 7 counts once
    ("7S 7H", ["9C 9D"], 0),
    ("7S 9H", ["7S"], 2),  # the same card from the other deck
    ("7S", ["7C 7D"], 0),  # too few
    ("7S 9H 2C", ["7C 7D"], 0),  # too many
])
def test_beggar_man_counts_matching_ranks_in_every_opponents_meld(beggar, others, points):
    melds = tuple(cards(meld) for meld in others)
    assert score_beggar_man(cards(beggar), melds) == points
    assert score(BEGGAR_MAN, cards(beggar), ScoreContext(others=melds)) == points


@pytest.mark.parametrize("meld, points", [
    ("KS", 10), ("QC", 10), ("AH", 1), ("7D", 7), ("", 0), ("2S 3S", 0)])
def test_thief_scores_its_face_value(meld, points):
    assert score_thief(cards(meld)) == points
    assert score(THIEF, cards(meld)) == points


@pytest.mark.parametrize("meld, points", [
    ("KS QH 4D AC", 25),
    ("7S 6H 6D 6C", 25),
    ("10S 10H 4D AC", 25),
    ("KS 9H 5D AC", 25),
    ("KS QH 4D 2C", 0),  # 26
    ("KS QH 3D AC", 0),  # 24
    ("JS QS KS 5S", 0),  # 35
    ("KS QH 5D", 0),  # 25 in three cards
    ("KS QH 2D 2C AS", 0),  # 25 in five cards
])
def test_lawyer_needs_exactly_25(meld, points):
    assert score_lawyer(cards(meld)) == points
    assert score(LAWYER, cards(meld)) == points


SUIT = {"S": 0, "H": 1, "D": 2, "C": 3, None: None}


@pytest.mark.parametrize("meld, named, points", [
    ("AH 2S 3S 4S 5S 6S", "S", 50),
    ("AH 2S 3S 4S 5S 6S", None, 50),  # the best suit
    ("AH 2S 3S 4S 5S 6S", "H", 10),  # a poor choice of suit
    ("AH 2S 3S 4S 5S 6S", "D", 0),  # a valid Doctor, no card of the suit named
    ("AS 2H 3H 4H 5D 6C", None, 30),
    ("AH 2H 3H 4H 5H 6H", "H", 60),
    ("AH KS QD JC 10H 9S", None, 20),
    ("AH KS QD JC 10H 9S", "C", 10),
    ("AS 2S 3D 4D 5C 6C", "S", 0),  # no heart
    ("2H 3S 4S 5S 6S 7S", "S", 0),  # no ace
    ("AH AS 3S 4S 5S 6S", "S", 0),  # the ace twice: five ranks
    ("AH 2S 3S 4S 5S 5S", "S", 0),  # two decks: the same card twice
    ("AH 2S 3S 4S 5S", "S", 0),  # too few
    ("AH 2S 3S 4S 5S 6S 7S", "S", 0),  # too many
])
def test_doctor_needs_six_ranks_a_heart_and_an_ace_and_scores_the_suit_named(meld, named, points):
    assert score_doctor(cards(meld), SUIT[named]) == points
    assert score(DOCTOR, cards(meld), ScoreContext(suit=SUIT[named])) == points


@pytest.mark.parametrize("meld, suit", [
    ("AH 2S 3S 4S 5S 6S", "S"), ("AS 2H 3H 4H 5D 6C", "H"), ("AH KC QD JC 10H 9C", "C"),
    ("AH KS QD JC 10H 9S", "S"),  # a tie: the first of S H D C
])
def test_the_best_doctor_suit_holds_most_cards(meld, suit):
    assert best_doctor_suit(cards(meld)) == SUIT[suit]


@pytest.mark.parametrize("hand, category", [
    ("7S 7H 7D 7C 7S", FIVE_OF_A_KIND),  # two decks
    ("5H 6H 7H 8H 9H", STRAIGHT_FLUSH),
    ("AH 2H 3H 4H 5H", STRAIGHT_FLUSH),  # the wheel
    ("10S JS QS KS AS", STRAIGHT_FLUSH),  # royal
    ("9S 9H 9D 9C KD", FOUR_OF_A_KIND),
    ("9S 9H 9D KC KD", FULL_HOUSE),
    ("2D 7D 9D JD KD", FLUSH),
    ("7H 7H 9H 9H 2H", FLUSH),  # two decks: a flush holding two pairs is a flush
    ("4S 5H 6D 7C 8S", STRAIGHT),
    ("9S 10H JD QC KS", STRAIGHT),
    ("AS 2H 3D 4C 5S", STRAIGHT),  # ace low
    ("10S JH QD KC AS", STRAIGHT),  # ace high
    ("QS KH AD 2C 3S", HIGH_CARD),  # no wrapping round the ace
    ("JS QH KD AC 2S", HIGH_CARD),
    ("JS JH JD 2C 5S", THREE_OF_A_KIND),
    ("JS JH 4D 4C 5S", TWO_PAIR),
    ("JS JH 4D 8C 5S", PAIR),
    ("2S 4H 6D 8C 10S", HIGH_CARD),
    ("AS 2H 3D 4C 6S", HIGH_CARD),
])
def test_poker_categories(hand, category):
    assert poker_hand(cards(hand)) == category


def test_poker_points_run_from_50_down_to_5():
    assert [hand.points for hand in POKER_HANDS] == [50, 45, 40, 35, 30, 25, 20, 15, 10, 5]


@pytest.mark.parametrize("pair, points", [
    ("9H 8C", 7), ("KH QC", 0), ("AS 9D", 0), ("5S 3D", 8), ("JH 7C", 7), ("AS AD", 2),
    ("10S 9S", 9)])
def test_baccarat_is_the_last_digit_of_the_sum(pair, points):
    assert baccarat_points(cards(pair)) == points


@pytest.mark.parametrize("meld, category, points", [
    ("7S 7H 7D 7C 7S 9H 8C", FIVE_OF_A_KIND, 57),
    ("5H 6H 7H 8H 9H KS QC", STRAIGHT_FLUSH, 45),
    ("AH 2H 3H 4H 5H 9C 10D", STRAIGHT_FLUSH, 54),
    ("10S JS QS KS AS 9H 8C", STRAIGHT_FLUSH, 52),
    ("9S 9H 9D 9C 2D 4S 3H", FOUR_OF_A_KIND, 47),  # the 2 is the kicker, 4 + 3 the baccarat
    ("9S 9H 9D KC KD 4S 5H", FULL_HOUSE, 44),
    ("2D 7D 9D JD KD 6S 3C", FLUSH, 39),
    ("7H 7H 9H 2H 4H KS QC", FLUSH, 30),
    ("4S 5H 6D 7C 8S KH 9C", STRAIGHT, 34),  # 4 to 8 with K 9, not 5 to 9 with 4 K
    ("AS 2H 3D 4C 5S QH 7C", STRAIGHT, 32),
    ("10S JH QD KC AS 4H 5C", STRAIGHT, 34),
    ("5S 6H 7D 8C 9S 9H AC", STRAIGHT, 25),  # the straight, not the pair of 9s with 8 + A
    ("JS JH JD 2C 6S 4H 5C", THREE_OF_A_KIND, 29),
    ("JS JH 4D 4C 9S 3H 6C", TWO_PAIR, 24),
    ("JS JH 4D 8C 2S 3H 6C", PAIR, 19),
    ("2S 4H 6D 8C 10S QH KD", HIGH_CARD, 13),
])
def test_indian_chief_is_the_best_poker_hand_plus_baccarat(meld, category, points):
    split = best_split(cards(meld))
    assert (split.hand, split.score) == (category, points)
    assert split.score == split.hand.points + split.baccarat_points
    assert sorted(c.id for c in split.cards) == list(range(7))
    assert score_indian_chief(cards(meld)) == points
    assert score(INDIAN_CHIEF, cards(meld)) == points


def test_an_indian_chief_can_be_split_as_the_player_says():
    meld = cards("5S 6H 7D 8C 9S 9H AC")
    baccarat = (meld[0], meld[6])  # 5S AC: 6, leaving the pair of 9s
    split = chief_split(meld, baccarat)
    assert (split.hand, split.baccarat_points, split.score) == (PAIR, 6, 16)
    assert score_indian_chief(meld, baccarat) == 16
    assert score(INDIAN_CHIEF, meld, ScoreContext(baccarat=baccarat)) == 16
    for wrong in [(meld[0],), (meld[0], meld[0]), (meld[0], cards("2D")[0])]:
        with pytest.raises(ValueError):
            chief_split(meld, wrong)


@pytest.mark.parametrize("box", BOXES, ids=lambda box: box.id)
def test_the_wrong_number_of_cards_scores_0_in_every_box(box):
    # Cards that would score in most boxes if the count were right.
    pool = cards("AH 2S 3S 4S 5S 6S 7S 8S 9S")
    others = ScoreContext(others=(pool,))
    for size in range(len(pool) + 1):
        if size != box.size:
            assert score(box, pool[:size], others) == 0


# -- the best pick, against trying every choice ------------------------------------------------


def brute_best(hand, box, context):
    return max((score(box, pick, context) for pick in combinations(hand, box.size)), default=0)


def random_context(rng, deck):
    others = tuple(tuple(rng.sample(deck, rng.choice([1, 2, 3, 4, 5, 6, 7])))
                   for _ in range(rng.randint(0, 7)))
    return ScoreContext(others=others, suit=rng.choice([None, 0, 1, 2, 3]))


@pytest.mark.parametrize("decks", [1, 2])
def test_best_pick_matches_trying_every_choice(decks):
    rng = random.Random(78 + decks)
    deck = list(make_deck(decks, 0))
    for _ in range(60):
        hand = rng.sample(deck, rng.choice([7, 8, 9]))
        context = random_context(rng, deck)
        for box in BOXES:
            pick, points = best_pick(hand, box, context)
            assert points == brute_best(hand, box, context), (box.id, hand)
            assert len(pick) == box.size and len(set(pick)) == box.size
            assert all(card in hand for card in pick)
            assert score(box, pick, context) == points
            if box is INDIAN_CHIEF:  # the pick comes back poker hand first, as its best split
                assert chief_split(pick, pick[5:]).score == points


def test_best_pick_finds_the_scoring_meld_in_a_hand():
    hand = cards("KS QH 4D AC 2H 3H 5S 9C")
    pick, points = best_pick(hand, LAWYER)
    assert points == 25 and sum(face_value(c) for c in pick) == 25
    assert best_pick(hand, RICH_MAN)[1] == -(1 + 2 + 3 + 4 + 5)
    assert best_pick(hand, POOR_MAN)[1] == 10 + 5
    assert best_pick(hand, THIEF)[1] == 10
    assert best_pick(cards("AS 2S"), INDIAN_CHIEF) == ((), 0)  # too few cards to choose from


def test_beggar_pick_is_0_while_the_others_picks_are_secret():
    hand = cards("7S 9H 2C 3D KS QH JD 10C")
    assert best_pick(hand, BEGGAR_MAN)[1] == 0
    others = ScoreContext(others=(cards("KC KD 2S"), cards("KH")))
    pick, points = best_pick(hand, BEGGAR_MAN, others)
    assert points == 8 and {c.rank for c in pick} >= {13}


def test_expected_beggar_man_is_the_mean_over_every_reveal():
    unseen = cards("7C 7D 9S 2S 3S 4H 5H 6H 8D 10D")
    for beggar in ["7S 9H", "7S 7H", "KS QS"]:
        for revealed in [0, 1, 3, 5]:
            picks = list(combinations(unseen, revealed))
            mean = sum(score_beggar_man(cards(beggar), (p,)) for p in picks) / len(picks)
            assert expected_beggar_man(cards(beggar), unseen, revealed) == pytest.approx(mean)
    assert expected_beggar_man(cards("7S"), unseen, 5) == 0.0


# -- poker categories against a second, plainer reading ----------------------------------------


def plain_category(hand) -> int:
    """Poker points read straight from the definitions, not the way the module reads them."""
    counts = sorted(Counter(c.rank for c in hand).values(), reverse=True)
    high = {14 if c.rank == 1 else c.rank for c in hand}
    low = {c.rank for c in hand}
    straight = any(low == set(range(s, s + 5)) or high == set(range(s, s + 5))
                   for s in range(1, 11))
    flush = len({c.suit for c in hand}) == 1
    kinds = [
        (counts == [5], 50), (straight and flush, 45), (counts[0] == 4, 40),
        (counts == [3, 2], 35), (flush, 30), (straight, 25), (counts[0] == 3, 20),
        (counts[:2] == [2, 2], 15), (counts[0] == 2, 10), (True, 5)]
    return next(points for matched, points in kinds if matched)


@pytest.mark.parametrize("decks", [1, 2])
def test_poker_categories_agree_with_a_plain_reading(decks):
    rng = random.Random(7 * decks)
    deck = list(make_deck(decks, 0))
    seen = set()
    for i in range(6000):
        # Every third hand from one suit, every third from a few neighbouring ranks (ace high
        # or low), so that the rare categories come up too.
        if i % 3 == 0:
            suit = rng.randrange(4)
            pool = [c for c in deck if c.suit == suit]
        elif i % 3 == 1:
            start, width = rng.randint(1, 11), rng.randint(2, 5)
            ranks = {(r - 1) % 13 + 1 for r in range(start, start + width)}
            pool = [c for c in deck if c.rank in ranks]
        else:
            pool = deck
        hand = rng.sample(pool, 5)
        category = poker_hand(hand)
        assert category.points == plain_category(hand), hand
        seen.add(category)
    assert seen == set(POKER_HANDS) - ({FIVE_OF_A_KIND} if decks == 1 else set())

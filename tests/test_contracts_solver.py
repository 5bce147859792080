"""The contract solver against a brute-force search over every laydown, on random hands from two
decks with jokers under every contract game's rules, and each rule on hand-made hands."""

import random
from collections import Counter

import pytest

from game.cards import JOKER, Card, make_deck
from game.contracts import (
    CARIOCA,
    CARIOCA_HANDS,
    CONTRACT_RUMMY,
    CONTRACT_RUMMY_CLASSIC,
    CONTRACT_RUMMY_HANDS,
    KALOOKI,
    KALOOKI_HANDS,
    Contract,
)
from game.solver import whole_hand
from game.solver.contract_search import search_for
from game.solver.contracts import (
    EVERY_FACE,
    can_meet,
    completions,
    meets,
    missing,
    read_laydown,
)
from tests.brute_contracts import brute_meets, readings, runs_allowed
from tests.helpers import make_cards as cards

GAMES = {
    "contract-rummy": (CONTRACT_RUMMY, CONTRACT_RUMMY_HANDS),
    "classic": (CONTRACT_RUMMY_CLASSIC, CONTRACT_RUMMY_HANDS),
    "carioca": (CARIOCA, CARIOCA_HANDS),
    "kalooki": (KALOOKI, KALOOKI_HANDS),
}
DECK = make_deck(2, 2)  # two decks and four jokers
NATURALS = [c for c in DECK if c.rank != JOKER]
JOKERS = [c for c in DECK if c.rank == JOKER]


def random_hand(rng, rules, contract, extra, most_jokers):
    """A hand a little bigger than the contract needs, mostly from a few ranks and suits (where
    melds abound and the search has the most to weigh), with up to `most_jokers` jokers."""
    size = contract.sets * rules.set_min + contract.runs * rules.run_min + rng.randint(0, extra)
    k = rng.randint(0, min(most_jokers, size))
    pool = NATURALS
    if rng.random() < 0.85:
        low = rng.randint(1, 10)
        ranks = {1 if r == 14 else r for r in range(low, low + rng.randint(4, 6))}
        suits = set(rng.sample(range(4), rng.randint(1, 3)))
        near = [c for c in NATURALS if c.rank in ranks and c.suit in suits]
        if len(near) >= size - k:
            pool = near
    return rng.sample(JOKERS, k) + rng.sample(pool, size - k)


def check_laydown(hand, contract, rules, keep, laydown, value):
    """The laydown is made of the hand's cards, each meld legal and standing for what it says,
    meets the contract and leaves `value` in hand."""
    assert laydown.value == value
    melded = [c for m in laydown.melds for c in m.cards]
    assert Counter(c.id for c in melded + list(laydown.left)) == Counter(c.id for c in hand)
    assert sum(rules.value(c) for c in laydown.left) == value
    if contract.whole_hand:
        assert not laydown.left
    else:
        assert len(laydown.left) >= keep
    sets = [m for m in laydown.melds if m.kind == "set"]
    runs = [m for m in laydown.melds if m.kind == "run"]
    if contract.whole_hand:
        assert len(sets) >= contract.sets and len(runs) >= contract.runs
        assert (not sets or contract.sets) and (not runs or contract.runs)
    else:
        assert (len(sets), len(runs)) == (contract.sets, contract.runs)
    spans = []
    for meld in laydown.melds:
        naturals = [c for c in meld.cards if c.rank != JOKER]
        found = readings(naturals, len(meld.cards) - len(naturals), rules)
        assert any(kind == meld.kind for kind, *_ in found), meld.text()
        for card, (rank, suit), wild in zip(meld.cards, meld.stands, meld.wild, strict=True):
            assert wild == (card.rank == JOKER)
            if not wild:
                assert (rank, suit) == (card.rank, card.suit)
        if meld.kind == "run":
            suit = meld.stands[0][1]
            places = [14 if (i and rank == 1) else rank for i, (rank, _) in enumerate(meld.stands)]
            assert places == list(range(places[0], places[0] + len(places)))
            assert {s for _, s in meld.stands} == {suit}
            assert ("run", suit, places[0], places[-1]) in found
            spans.append(("run", suit, places[0], places[-1]))
        else:
            assert len({rank for rank, _ in meld.stands}) == 1
    assert runs_allowed(spans, rules)


CASES = [(game, number) for game, (_, hands) in GAMES.items() for number in range(len(hands))]


@pytest.mark.parametrize("game,number", CASES, ids=[f"{g}-{n + 1}" for g, n in CASES])
def test_least_value_equals_brute_force(game, number):
    rules, hands = GAMES[game]
    contract = hands[number]
    melds = contract.melds
    rng = random.Random(f"{game}{number}")  # a str seed: the same hands on every run
    count = {2: 50, 3: 30, 4: 8}[melds]
    for _ in range(count):
        hand = random_hand(rng, rules, contract, extra=2 if melds < 4 else 1,
                           most_jokers=4 if melds < 3 else 2)
        keep = rng.choice((0, 1, 1, 2))
        expected = brute_meets(hand, contract, rules, keep)
        text = " ".join(map(str, hand))
        assert can_meet(hand, contract, rules, keep) == (expected is not None), text
        laydown = meets(hand, contract, rules, keep)
        if expected is None:
            assert laydown is None, text
        else:
            assert laydown is not None, text
            check_laydown(hand, contract, rules, keep, laydown, expected)


@pytest.mark.parametrize("game", GAMES)
def test_completions_are_the_cards_that_meet_it(game):
    rules = GAMES[game][0]
    rng = random.Random(f"completions {game}")
    for contract in (Contract(2, 0), Contract(1, 1), Contract(0, 2),
                     Contract(0, 2, whole_hand=True)):
        for _ in range(5):
            hand = random_hand(rng, rules, contract, extra=0, most_jokers=2)[:-1]
            keep = rng.choice((0, 1))
            expected = set()
            for face in range(53):
                added = Card(999, *((JOKER, -1) if face == 52 else (face // 4 + 1, face % 4)))
                if brute_meets([*hand, added], contract, rules, keep) is not None:
                    expected.add(face)
            text = " ".join(map(str, hand))
            assert completions(hand, contract, rules, EVERY_FACE, keep) == expected, text
            some = frozenset(range(0, 53, 3))
            assert completions(hand, contract, rules, some, keep) == expected & some


@pytest.mark.parametrize("game", GAMES)
def test_missing_counts_the_cards_to_add(game):
    """0 exactly when the hand meets the contract; otherwise one more than the best card
    added leaves missing (a natural card always does at least as well as a joker)."""
    rules = GAMES[game][0]
    rng = random.Random(f"missing {game}")
    for contract in (Contract(2, 0), Contract(1, 1), Contract(0, 2),
                     Contract(0, 2, whole_hand=True)):
        for _ in range(4):
            hand = random_hand(rng, rules, contract, extra=0, most_jokers=2)[:-2]
            distance = missing(hand, contract, rules, keep=1)
            assert (distance == 0) == (brute_meets(hand, contract, rules, 1) is not None)
            if distance:  # (in a whole hand a card may also take a hand further: None)
                after = [missing([*hand, Card(999, face // 4 + 1, face % 4)], contract, rules,
                                 keep=1) for face in range(52)]
                assert distance == 1 + min(a for a in after if a is not None)


# -- each rule by hand ---------------------------------------------------------------------
def laid(text, contract, rules=CONTRACT_RUMMY, keep=0):
    """The melds of the best laydown, as texts, or None."""
    laydown = meets(cards(text), contract, rules, keep)
    return None if laydown is None else sorted(" ".join(m.text()) for m in laydown.melds)


TWO_RUNS = Contract(0, 2)


def test_two_runs_of_one_suit_must_not_continue_each_other():
    # 3-6♥ and 7-10♥ would be one eight-card run
    assert laid("3H 4H 5H 6H 7H 8H 9H 10H", TWO_RUNS) is None
    assert laid("3H 4H 5H 6H 7H 8H 9H 10H", Contract(0, 1)) == ["3H 4H 5H 6H 7H 8H 9H 10H"]
    # a gap between them, or another suit, is fine
    assert laid("3H 4H 5H 6H 8H 9H 10H JH", TWO_RUNS) == ["3H 4H 5H 6H", "8H 9H 10H JH"]
    assert laid("3H 4H 5H 6H 7S 8S 9S 10S", TWO_RUNS) == ["3H 4H 5H 6H", "7S 8S 9S 10S"]
    # a joker is read where it keeps them apart: below the first run, not between
    assert laid("3H 4H 5H JK 7H 8H 9H 10H", TWO_RUNS) == ["7H 8H 9H 10H", "JK=2H 3H 4H 5H"]
    # runs that share a rank (two decks) are not end to end
    assert laid("3H 4H 5H 6H 6H 7H 8H 9H", TWO_RUNS) == ["3H 4H 5H 6H", "6H 7H 8H 9H"]


def test_classic_runs_are_of_different_suits_and_sets_of_different_suits():
    classic = CONTRACT_RUMMY_CLASSIC
    assert laid("3H 4H 5H 7H 8H 9H", TWO_RUNS, classic) is None
    assert laid("3H 4H 5H 7S 8S 9S", TWO_RUNS, classic) == ["3H 4H 5H", "7S 8S 9S"]
    assert laid("3H 4H 5H 7S 8S 9S", TWO_RUNS) is None  # runs of 3 are too short by default
    one_set = Contract(1, 0)
    assert laid("7H 7H 7S", one_set, classic) is None  # two 7♥
    assert laid("7H 7H 7S", one_set) == ["7S 7H 7H"]  # suits do not matter by default
    assert laid("7H 7S 7D 7C 7H", one_set, classic) == ["7S 7H 7D 7C"]  # four at most
    assert laid("7H 7S JK", one_set, classic) == ["7S 7H JK=7D"]  # a joker takes a free suit


def test_carioca_lays_one_joker_a_meld():
    set_and_run = Contract(1, 1)
    assert laid("5S 5H JK 9D 10D JK QD", set_and_run, CARIOCA) == ["5S 5H JK=5",
                                                                    "9D 10D JK=JD QD"]
    assert laid("5S JK JK 9D 10D JK QD", set_and_run, CARIOCA) is None
    assert laid("5S JK JK 9D 10D JK QD", set_and_run) is not None  # no limit in May I?
    assert laid("9D JK JK QD", Contract(0, 1), CARIOCA) is None


def test_kalooki_threes_have_two_naturals_and_fours_no_jokers_side_by_side():
    one_three = Contract(1, 0)
    assert laid("8S JK JK", one_three, KALOOKI) is None
    assert laid("8S 8H JK", one_three, KALOOKI) == ["8S 8H JK=8"]
    assert laid("8S 8H JK JK JK", one_three, KALOOKI) == ["8S 8H JK=8 JK=8 JK=8"]
    one_four = Contract(0, 1)
    assert laid("AH 2H JK JK", one_four, KALOOKI) is None  # only A 2 JK JK: side by side
    assert laid("AH 2H JK JK", one_four) == ["AH 2H JK=3H JK=4H"]
    assert laid("7H JK 9H JK", one_four, KALOOKI) == ["7H JK=8H 9H JK=10H"]
    assert laid("7H 8H JK JK", one_four, KALOOKI) == ["JK=6H 7H 8H JK=9H"]  # apart
    # one four per suit
    assert laid("2C 3C 4C 5C 9C 10C JC QC", TWO_RUNS, KALOOKI) is None
    assert laid("2C 3C 4C 5C 9D 10D JD QD", TWO_RUNS, KALOOKI) is not None


def test_an_ace_is_low_or_high_but_a_run_never_turns_the_corner():
    one_run = Contract(0, 1)
    assert laid("AS 2S 3S 4S", one_run) == ["AS 2S 3S 4S"]
    assert laid("JS QS KS AS", one_run) == ["JS QS KS AS"]
    assert laid("QS KS AS 2S", one_run) is None
    assert laid("KS AS 2S 3S", one_run) is None
    assert laid("KS JK 2S 3S", one_run) is None
    assert laid("QS KS JK", Contract(0, 1), CONTRACT_RUMMY_CLASSIC) == ["QS KS JK=AS"]


def test_hand_seven_lays_the_whole_hand_in_runs():
    hand7 = CONTRACT_RUMMY_HANDS[6]
    assert laid("AS 2S 3S 4S 5H 6H 7H 8H 9H 9D 10D JD QD", hand7) == [
        "5H 6H 7H 8H 9H", "9D 10D JD QD", "AS 2S 3S 4S"]
    assert laid("AS 2S 3S 4S 5H 6H 7H 8H 9D 10D JD QD KC", hand7) is None  # K♣ left over
    assert laid("AS 2S 3S 4S 5H 6H 7H 8H JK 10D JD QD", hand7) is not None  # joker as 9♦
    assert laid("AS 2S 3S 4S 6H 7H 8H 9H JH QH KH AH", hand7) is not None  # two runs in ♥
    assert laid("AS 2S 3S 4S 6H 7H 8H 9H 10H JH QH KH", hand7) is None  # end to end
    assert laid("7S 7H 7D 5H 6H 7H 8H 9D 10D JD QD", hand7) is None  # no sets at all
    assert laid("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS", hand7) is None  # one long run only


def test_the_least_value_stays_and_a_card_is_kept_to_discard():
    one_run = Contract(0, 1)
    # lay the joker and keep the 3♥ (3 points) rather than lay the 3♥ and keep the joker (15)
    laydown = meets(cards("3H 4H 5H 6H JK"), one_run, CONTRACT_RUMMY, keep=1)
    assert laydown is not None and [str(c) for c in laydown.left] == ["3H"]
    assert laydown.value == 3
    laydown = meets(cards("3H 4H 5H 6H JK"), one_run, CONTRACT_RUMMY, keep=0)
    assert laydown is not None and laydown.value == 0 and len(laydown.melds[0].cards) == 5
    # nothing may be kept back from a hand that is exactly the contract
    assert meets(cards("3H 4H 5H 6H"), one_run, CONTRACT_RUMMY, keep=1) is None
    # Carioca values: a joker left is 50, an ace 20
    laydown = meets(cards("AS AH AD JK 9C"), Contract(1, 0), CARIOCA, keep=2)
    assert laydown is not None and laydown.value == 9 + 20


def test_kalooki_hand_nine_four_fours_from_sixteen_cards():
    hand = ("AS 2S 3S 4S 5H 6H JK 8H 9D 10D JD JK 3C 4C 5C 6C 7C")
    laydown = meets(cards(hand), KALOOKI_HANDS[8], KALOOKI, keep=1)
    assert laydown is not None
    assert sorted(m.stands[0][1] for m in laydown.melds) == [0, 1, 2, 3]
    assert laydown.value == 3  # 3♣ stays (the 7♣ is worth more melded)


def test_completions_name_the_cards_that_would_make_a_second_run():
    hand = cards("6H 7H 8H 2S 3S 4S 5S KD")  # a run of spades; hearts need one more
    faces = completions(hand, TWO_RUNS, CONTRACT_RUMMY, EVERY_FACE, keep=1)
    names = sorted(str(Card(0, *divmod_face(f))) for f in faces)
    assert names == ["5H", "9H", "JK"]
    assert missing(hand, TWO_RUNS, CONTRACT_RUMMY, keep=1) == 1
    assert missing(cards("6H 8H 2S 3S 4S 5S KD"), TWO_RUNS, CONTRACT_RUMMY, keep=1) == 2


def divmod_face(face):
    return (JOKER, -1) if face == 52 else (face // 4 + 1, face % 4)


def test_a_laid_down_contract_is_read_and_its_jokers_placed():
    groups = [cards("3H 4H 5H JK"), cards("7H 8H 9H 10H")]
    read = read_laydown(groups, TWO_RUNS, CONTRACT_RUMMY)
    assert read is not None and [m.text() for m in read] == [["JK=2H", "3H", "4H", "5H"],
                                                              ["7H", "8H", "9H", "10H"]]
    assert read_laydown([cards("3H 4H 5H 6H"), cards("7H 8H 9H 10H")], TWO_RUNS,
                        CONTRACT_RUMMY) is None
    assert read_laydown(groups, Contract(1, 1), CONTRACT_RUMMY) is None  # not a set
    assert read_laydown(groups[:1], TWO_RUNS, CONTRACT_RUMMY) is None  # one meld short
    assert read_laydown([cards("5S 5H JK"), cards("9D JK JK QD")], Contract(1, 1),
                        CARIOCA) is None
    hand7 = [cards("AS 2S 3S 4S"), cards("5H 6H 7H 8H"), cards("9D 10D JD QD KD")]
    assert read_laydown(hand7, CONTRACT_RUMMY_HANDS[6], CONTRACT_RUMMY) is not None


def test_random_laydowns_are_read_back():
    rng = random.Random("read back")
    for game, (rules, hands) in GAMES.items():
        for contract in hands:
            for _ in range(10):
                hand = random_hand(rng, rules, contract, extra=1, most_jokers=3)
                laydown = meets(hand, contract, rules, 0)
                if laydown is not None:
                    groups = [list(m.cards) for m in laydown.melds]
                    rng.shuffle(groups)
                    assert read_laydown(groups, contract, rules) is not None, game


def test_no_laydown_reads_groups_the_brute_force_refuses():
    rng = random.Random("refuse")
    rules = CONTRACT_RUMMY
    for _ in range(300):
        hand = random_hand(rng, rules, TWO_RUNS, extra=0, most_jokers=2)
        split = rng.randint(3, len(hand) - 3)
        groups = [hand[:split], hand[split:]]
        read = read_laydown(groups, TWO_RUNS, rules)
        spans = [[r for r in readings([c for c in g if c.rank != JOKER],
                                      sum(c.rank == JOKER for c in g), rules) if r[0] == "run"]
                 for g in groups]
        ok = any(runs_allowed([a, b], rules) for a in spans[0] for b in spans[1])
        assert (read is not None) == ok, " ".join(map(str, hand))


def test_identical_cards_of_two_decks():
    hand = [c for c in NATURALS if (c.rank, c.suit) in ((7, 1), (7, 0))] + [
        next(c for c in NATURALS if (c.rank, c.suit) == (9, 2))]
    laydown = meets(hand, Contract(1, 0), CONTRACT_RUMMY, keep=1)
    assert laydown is not None and len(laydown.melds[0].cards) == 4  # 7♠ 7♠ 7♥ 7♥
    assert all(len({c.id for c in m.cards}) == len(m.cards) for m in laydown.melds)


@pytest.mark.parametrize("rules", [CONTRACT_RUMMY, CONTRACT_RUMMY_CLASSIC],
                         ids=["default", "classic"])
def test_the_sweep_along_a_suit_agrees_with_the_search(rules):
    """A whole hand's suit with many cards is solved by a sweep, not the search: both must
    find the same most runs for every number of jokers."""
    rng = random.Random(f"sweep {rules.run_min}")
    for _ in range(100):
        suit = rng.randrange(4)
        low = rng.randint(1, 8)
        pool = [c for c in NATURALS if c.suit == suit and low <= c.rank <= low + 6]
        naturals = tuple(sorted(c.face for c in rng.sample(pool, rng.randint(1, 8))))
        for jokers in range(4):
            expected, runs = whole_hand.NONE, 1
            while runs * rules.run_min <= len(naturals) + jokers:
                search = search_for(Contract(0, runs, whole_hand=True), rules)
                if not search.possible(search.start(naturals, jokers, 0), 0):
                    break
                expected, runs = runs, runs + 1
            assert whole_hand.cover(naturals, jokers, rules) == expected, (naturals, jokers)

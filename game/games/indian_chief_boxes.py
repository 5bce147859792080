"""Indian Chief's score sheet: the seven boxes, what a meld scores in each, and the best pick.

Pure and exact: a hand holds at most nine cards, so the best pick tries every choice.
Where the rules leave a question open, the answer is the one players expect:
- Beggar Man counts each card of the opponents' melds this turn once if its rank is either of
  the beggar's two ranks; a beggar pair (two 7s) has one rank, so each opponent 7 earns 2, not 4.
  Every card revealed counts, whether or not its meld scores, an opponent's Beggar Man included.
- Doctor: the player names a suit; when none is named, the suit holding most of the meld counts
  (`best_doctor_suit`; on a tie the first in the order spades, hearts, diamonds, clubs).
- Indian Chief: the best split into five poker cards and two baccarat cards is found for the
  player (`best_split`); a split the player names can be scored instead (`ScoreContext.baccarat`).
  A straight runs ace low (A-2-3-4-5) or ace high (10-J-Q-K-A), never round the corner (Q-K-A-2-3).
  From two decks five cards of one rank are five of a kind, and a flush holding a pair is a flush.
- The game uses no jokers; a meld given one scores as though its value were 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from game.cards import Card

SPADES = 0  # suits as in game.cards: S H D C
HEARTS = 1
ACE = 1


@dataclass(frozen=True, slots=True)
class Box:
    """One box of the score sheet; the number of cards melded says which box they are for."""

    id: str
    name: str
    size: int  # the cards its meld takes; no two boxes share a size
    text: str  # its rule in a line, for the score sheet and the pick


RICH_MAN = Box("rich-man", "Rich Man", 5,
               "Any five cards; their face values count against you.")
POOR_MAN = Box("poor-man", "Poor Man", 3,
               "Any three cards; only the spades among them score, at face value.")
BEGGAR_MAN = Box("beggar-man", "Beggar Man", 2,
                 "Any two cards; 2 points for every card of either rank the others meld "
                 "this turn.")
THIEF = Box("thief", "Thief", 1,
            "One card at face value; afterwards steal a card from another player's meld.")
LAWYER = Box("lawyer", "Lawyer", 4,
             "Four cards whose face values add up to exactly 25 score 25.")
DOCTOR = Box("doctor", "Doctor", 6,
             "Six different ranks with an ace and a heart; 10 points a card of the suit "
             "you name.")
INDIAN_CHIEF = Box("indian-chief", "Indian Chief", 7,
                   "A five-card poker hand plus a two-card baccarat hand.")

# The rows of the score sheet, in RULES.md's order (the rhyme has the doctor before the lawyer).
BOXES: tuple[Box, ...] = (RICH_MAN, POOR_MAN, BEGGAR_MAN, THIEF, LAWYER, DOCTOR, INDIAN_CHIEF)
_BY_SIZE = {box.size: box for box in BOXES}
_BY_ID = {box.id: box for box in BOXES}


def box_for_size(size: int) -> Box | None:
    """The box a meld of this many cards is for, or None."""
    return _BY_SIZE.get(size)


def box_by_id(box_id: str) -> Box:
    """The box with this id; KeyError if there is none."""
    return _BY_ID[box_id]


@dataclass(frozen=True, slots=True)
class ScoreContext:
    """What a box needs beyond its own cards."""

    # Beggar Man: the melds the opponents revealed this turn (the player's own left out).
    others: tuple[tuple[Card, ...], ...] = ()
    # Doctor: the suit the player names (0..3, S H D C); None takes the best one.
    suit: int | None = None
    # Indian Chief: the two cards the player sets aside as the baccarat hand; None finds the best.
    baccarat: tuple[Card, ...] | None = None


NO_CONTEXT = ScoreContext()


def face_value(card: Card) -> int:
    """Ace 1, jack, queen and king 10, the others their pips."""
    return min(card.rank, 10)


def _total(cards: Sequence[Card]) -> int:
    return sum(min(card.rank, 10) for card in cards)


# -- the boxes, one function each ------------------------------------------------------------


def score_rich_man(cards: Sequence[Card]) -> int:
    """Minus the sum of five cards' face values."""
    return -_total(cards) if len(cards) == RICH_MAN.size else 0


def score_poor_man(cards: Sequence[Card]) -> int:
    """The face values of the spades among three cards."""
    if len(cards) != POOR_MAN.size:
        return 0
    return _total([card for card in cards if card.suit == SPADES])


def score_beggar_man(cards: Sequence[Card], others: Sequence[Sequence[Card]]) -> int:
    """2 points for each card in the opponents' melds whose rank is one of the two cards' ranks."""
    if len(cards) != BEGGAR_MAN.size:
        return 0
    ranks = (cards[0].rank, cards[1].rank)
    return 2 * sum(1 for meld in others for card in meld if card.rank in ranks)


def score_thief(cards: Sequence[Card]) -> int:
    """The one card's face value (the steal comes later, in the game)."""
    return face_value(cards[0]) if len(cards) == THIEF.size else 0


def doctor_is_valid(cards: Sequence[Card]) -> bool:
    """Six cards of six different ranks, a heart and an ace among them."""
    return (len(cards) == DOCTOR.size and len({card.rank for card in cards}) == DOCTOR.size
            and any(card.suit == HEARTS for card in cards)
            and any(card.rank == ACE for card in cards))


def best_doctor_suit(cards: Sequence[Card]) -> int:
    """The suit holding most of the cards; on a tie the first of S H D C."""
    counts = [0, 0, 0, 0]
    for card in cards:
        if 0 <= card.suit < 4:
            counts[card.suit] += 1
    return counts.index(max(counts))


def score_doctor(cards: Sequence[Card], suit: int | None = None) -> int:
    """10 points a card of the named suit (None: the best suit) if the Doctor is valid, else 0."""
    if not doctor_is_valid(cards):
        return 0
    named = best_doctor_suit(cards) if suit is None else suit
    return 10 * sum(1 for card in cards if card.suit == named)


def score_lawyer(cards: Sequence[Card]) -> int:
    """25 if four cards' face values add up to exactly 25, else 0."""
    return 25 if len(cards) == LAWYER.size and _total(cards) == 25 else 0


# -- Indian Chief: poker and baccarat ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PokerHand:
    """A category of five-card poker hand and what it is worth in the Indian Chief box."""

    id: str
    name: str
    points: int


FIVE_OF_A_KIND = PokerHand("five-of-a-kind", "Five of a kind", 50)
STRAIGHT_FLUSH = PokerHand("straight-flush", "Straight flush", 45)
FOUR_OF_A_KIND = PokerHand("four-of-a-kind", "Four of a kind", 40)
FULL_HOUSE = PokerHand("full-house", "Full house", 35)
FLUSH = PokerHand("flush", "Flush", 30)
STRAIGHT = PokerHand("straight", "Straight", 25)
THREE_OF_A_KIND = PokerHand("three-of-a-kind", "Three of a kind", 20)
TWO_PAIR = PokerHand("two-pair", "Two pair", 15)
PAIR = PokerHand("pair", "Pair", 10)
HIGH_CARD = PokerHand("high-card", "High card", 5)
POKER_HANDS: tuple[PokerHand, ...] = (
    FIVE_OF_A_KIND, STRAIGHT_FLUSH, FOUR_OF_A_KIND, FULL_HOUSE, FLUSH, STRAIGHT,
    THREE_OF_A_KIND, TWO_PAIR, PAIR, HIGH_CARD)
_BROADWAY = (1, 10, 11, 12, 13)  # the ace-high straight, ranks in order


def poker_hand(cards: Sequence[Card]) -> PokerHand:
    """The best category five cards make; ValueError if they are not five."""
    if len(cards) != 5:
        raise ValueError(f"a poker hand is five cards, not {len(cards)}")
    counts: dict[int, int] = {}
    for card in cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    shape = sorted(counts.values(), reverse=True)
    ranks = sorted(counts)
    flush = all(card.suit == cards[0].suit for card in cards)
    straight = len(ranks) == 5 and (ranks[4] - ranks[0] == 4 or tuple(ranks) == _BROADWAY)
    # Checked from the top: with two decks a flush may also hold pairs, and counts as a flush.
    if shape[0] == 5:
        return FIVE_OF_A_KIND
    if straight and flush:
        return STRAIGHT_FLUSH
    if shape[0] == 4:
        return FOUR_OF_A_KIND
    if shape[0] == 3 and shape[1] == 2:
        return FULL_HOUSE
    if flush:
        return FLUSH
    if straight:
        return STRAIGHT
    if shape[0] == 3:
        return THREE_OF_A_KIND
    if shape[0] == 2:
        return TWO_PAIR if shape[1] == 2 else PAIR
    return HIGH_CARD


def baccarat_points(cards: Sequence[Card]) -> int:
    """The last digit of the cards' face values added up (9 + 8 is 7, K + Q is 0)."""
    return _total(cards) % 10


@dataclass(frozen=True, slots=True)
class ChiefSplit:
    """An Indian Chief meld split into its poker hand and its baccarat hand, and their points."""

    poker: tuple[Card, ...]
    baccarat: tuple[Card, ...]
    hand: PokerHand

    @property
    def baccarat_points(self) -> int:
        return baccarat_points(self.baccarat)

    @property
    def score(self) -> int:
        return self.hand.points + baccarat_points(self.baccarat)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The seven cards, poker hand first."""
        return self.poker + self.baccarat


def _best_chief(hand: Sequence[Card]) -> ChiefSplit:
    """The best five poker cards and two baccarat cards to take from a hand of seven or more."""
    best: ChiefSplit | None = None
    best_score = -1
    for five in combinations(range(len(hand)), 5):
        poker = tuple(hand[i] for i in five)
        category = poker_hand(poker)
        rest = [card for i, card in enumerate(hand) if i not in five]
        for pair in combinations(rest, 2):
            points = category.points + baccarat_points(pair)
            if points > best_score:
                best, best_score = ChiefSplit(poker, pair, category), points
    if best is None:
        raise ValueError(f"an Indian Chief takes seven cards, not {len(hand)}")
    return best


def best_split(cards: Sequence[Card]) -> ChiefSplit:
    """The split of seven cards into poker and baccarat hands that scores most."""
    if len(cards) != INDIAN_CHIEF.size:
        raise ValueError(f"an Indian Chief is seven cards, not {len(cards)}")
    return _best_chief(cards)


def chief_split(cards: Sequence[Card], baccarat: Sequence[Card]) -> ChiefSplit:
    """Seven cards split as the player says: these two for baccarat, the rest for poker."""
    if len(cards) != INDIAN_CHIEF.size or len(baccarat) != 2 or baccarat[0] == baccarat[1] \
            or any(card not in cards for card in baccarat):
        raise ValueError("the baccarat hand is two of the Indian Chief's seven cards")
    poker = tuple(card for card in cards if card not in baccarat)
    return ChiefSplit(poker, tuple(baccarat), poker_hand(poker))


def score_indian_chief(cards: Sequence[Card], baccarat: Sequence[Card] | None = None) -> int:
    """Poker points plus baccarat points of seven cards, split the best way or as named."""
    if len(cards) != INDIAN_CHIEF.size:
        return 0
    split = best_split(cards) if baccarat is None else chief_split(cards, baccarat)
    return split.score


# -- any box ----------------------------------------------------------------------------------


def score(box: Box, cards: Sequence[Card], context: ScoreContext = NO_CONTEXT) -> int:
    """What these cards score in this box; 0 for an invalid meld or the wrong number of cards."""
    if box == RICH_MAN:
        return score_rich_man(cards)
    if box == POOR_MAN:
        return score_poor_man(cards)
    if box == BEGGAR_MAN:
        return score_beggar_man(cards, context.others)
    if box == THIEF:
        return score_thief(cards)
    if box == DOCTOR:
        return score_doctor(cards, context.suit)
    if box == LAWYER:
        return score_lawyer(cards)
    if box == INDIAN_CHIEF:
        return score_indian_chief(cards, context.baccarat)
    raise ValueError(f"no box {box.id!r} on an Indian Chief score sheet")


def best_pick(hand: Sequence[Card], box: Box,
              context: ScoreContext = NO_CONTEXT) -> tuple[tuple[Card, ...], int]:
    """The cards of the hand that score most in the box now, and their score; ((), 0) if the
    hand is too small.

    Ties go to the first choice in the hand's order. An Indian Chief comes back poker hand first
    and is split the best way (context.baccarat is ignored). Beggar Man scores against
    context.others, which at pick time are secret: with none given every pair scores 0, so a
    bot weighs a beggar with `expected_beggar_man` instead.
    """
    if len(hand) < box.size:
        return (), 0
    if box == INDIAN_CHIEF:
        split = _best_chief(hand)
        return split.cards, split.score
    best: tuple[Card, ...] = ()
    best_score = 0
    for pick in combinations(hand, box.size):
        points = score(box, pick, context)
        if not best or points > best_score:
            best, best_score = pick, points
    return best, best_score


def expected_beggar_man(cards: Sequence[Card], unseen: Sequence[Card], revealed: int) -> float:
    """A Beggar Man's expected score if the opponents reveal `revealed` cards drawn at random
    from `unseen` (every card the player cannot see): a bot's estimate while picks are secret."""
    if len(cards) != BEGGAR_MAN.size or not unseen:
        return 0.0
    ranks = (cards[0].rank, cards[1].rank)
    matching = sum(1 for card in unseen if card.rank in ranks)
    return 2.0 * revealed * matching / len(unseen)

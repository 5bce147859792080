"""Rules as data: the meld grammar, wild cards and card values a hand is played with."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.cards import JOKER, Card, make_deck
from game.contracts import Contract, ContractRules


@dataclass(frozen=True, slots=True)
class MeldRules:
    """What counts as a meld in a game (see RULES.md, per game)."""

    set_min: int = 3
    set_max: int | None = 4  # None: no upper limit
    set_distinct_suits: bool = True  # matters only with several decks or wilds
    run_min: int = 3
    ace: str = "low"  # "low" A-2-3, "high" Q-K-A, "either" (never K-A-2)
    wild_half: bool = False  # at most half the cards of a meld may be wild
    no_adjacent_wilds: bool = False  # in a run, no two wilds side by side
    all_wild: bool = False  # a meld made only of wild cards is legal
    wilds_slide: bool = False  # a lay-off may move a run's wild to another place (house rule)
    # The ranks in run order, low to high, where it is not A 2 ... K: Conquian's deck has no
    # 8, 9 or 10, and its 7 and J are consecutive. Empty: every rank in its usual place.
    run_order: tuple[int, ...] = ()

    def run_positions(self, rank: int) -> tuple[int, ...]:
        """Positions a card of this rank may take in a run: 1..14 in the usual order (an
        ace is 1 or 14), or its place in `run_order`."""
        if self.run_order:
            return (self.run_order.index(rank) + 1,) if rank in self.run_order else ()
        if rank != 1:
            return (rank,)
        return {"low": (1,), "high": (14,), "either": (1, 14)}[self.ace]

    def rank_at(self, position: int) -> int:
        """The rank a run holds at a position (the inverse of `run_positions`)."""
        if self.run_order:
            return self.run_order[position - 1]
        return 1 if position == 14 else position

    @property
    def run_bounds(self) -> tuple[int, int]:
        if self.run_order:
            return 1, len(self.run_order)
        return {"low": (1, 13), "high": (2, 14), "either": (1, 14)}[self.ace]


def pip_values(ace: int = 1, court: int = 10, joker: int = 0) -> tuple[int, ...]:
    """Deadwood value per rank, index 0 the joker: A=ace, 2..10 pip, J Q K = court."""
    return (joker, ace, *range(2, 11), court, court, court)


@dataclass(frozen=True, slots=True)
class HandRules:
    """Everything the meld solver needs for one hand: grammar, wilds, values."""

    meld: MeldRules
    wild_ranks: frozenset[int] = frozenset()  # ranks wild this hand (besides jokers)
    jokers_wild: bool = True
    rank_values: tuple[int, ...] = field(default_factory=pip_values)
    wild_value: int | None = None  # deadwood value of any wild-capable card; None: its own value

    def is_wild(self, card: Card) -> bool:
        """True if the card may stand for another card this hand."""
        if card.rank == JOKER:
            return self.jokers_wild
        return card.rank in self.wild_ranks

    def is_dual(self, card: Card) -> bool:
        """A wild that may also be played as its natural rank (a wild rank, not a joker)."""
        return card.rank != JOKER and card.rank in self.wild_ranks

    def value(self, card: Card) -> int:
        """Deadwood value of a card left unmelded."""
        if self.wild_value is not None and self.is_wild(card):
            return self.wild_value
        return self.rank_values[card.rank]

    def face_value(self, rank: int) -> int:
        """Deadwood value of a non-joker face of this rank (wild rules applied)."""
        if self.wild_value is not None and rank in self.wild_ranks:
            return self.wild_value
        return self.rank_values[rank]

    @property
    def joker_value(self) -> int:
        if self.wild_value is not None and self.jokers_wild:
            return self.wild_value
        return self.rank_values[JOKER]


ALL_RANKS = tuple(range(1, 14))


@dataclass(frozen=True)
class GameRules:
    """Values shared by every game's rules object (one frozen object per game and options)."""

    players: tuple[int, int]
    meld: MeldRules
    decks_by_players: tuple[tuple[int, int], ...]  # (up to this many players, decks)
    jokers_per_deck: int = 0
    # (up to this many players, jokers in all), where the count does not follow the decks
    jokers_by_players: tuple[tuple[int, int], ...] = ()
    ranks: tuple[int, ...] = ALL_RANKS  # the ranks the deck is made of
    rank_values: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
    wild_value: int | None = None
    direction: int = 1  # 1: play and the deal pass to the left (clockwise); -1: to the right
    upcard: bool = True  # a card is turned from the stock to start the discard pile
    discards: bool = True  # the game has a discard pile (the table shows its place)
    winner_deals: bool = False  # the winner of a hand deals the next
    closed: bool = False  # melds stay in the hand until the hand ends (bots judge by it)
    knock: bool = False  # a player ends the hand by knocking under a deadwood limit
    score_sheet: bool = False  # picks fill the boxes of a score sheet (bots judge by it)
    # a player may end the hand by calling Draw, the others folding or challenging, and melds
    # may stay concealed in the hand or lie face down (Tong-Its: bots judge by it)
    draw_call: bool = False
    face_down_sets: bool = False  # a face-down meld is always a set (a guess of one never a run)
    # a card may be taken from deep in the discard pile, with every card above it (Contract
    # Rummy's classic preset): the table fans the whole pile
    deep_take: bool = False
    options: dict[str, Any] = field(default_factory=dict, compare=False)

    def decks(self, players: int) -> int:
        return next(d for limit, d in self.decks_by_players if players <= limit)

    def deck(self, players: int) -> tuple[Card, ...]:
        """Every physical card of a match for this many players (see make_deck)."""
        jokers = next((j for limit, j in self.jokers_by_players if players <= limit), -1)
        return make_deck(self.decks(players), self.jokers_per_deck, self.ranks, jokers)

    def hand_rules(self, hand_number: int) -> HandRules:
        """Grammar, wilds and values for one hand (games with changing wilds override)."""
        return HandRules(self.meld, frozenset(), True, self.rank_values, self.wild_value)

    def contract_for(self, hand_number: int) -> tuple[Contract, ContractRules] | None:
        """The contract a hand's first meld must meet, and the rules of that laydown, in the
        contract games (None in the others: the bots, the hint and `solve` ask this)."""
        return None

    def contract_said(self, hand_number: int) -> str:
        """A hand's contract in words ("one set and two runs"), or "" in a game without."""
        return ""


def seats_problem(name: str, seats: tuple[int, int], players: int) -> str:
    """Why `players` cannot sit down to a game seating `seats` (fewest, most), or ""."""
    low, high = seats
    if low <= players <= high:
        return ""
    size = f"exactly {low}" if low == high else f"{low} to {high}"
    return f"{name} takes {size} players, not {players}"

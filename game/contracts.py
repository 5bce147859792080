"""Contracts as data: the melds a hand's first laydown must be, and each contract game's rules
for that laydown (RULES.md: Contract Rummy and its `classic` preset, Carioca, Kalooki).

The grammar here is the grammar of the *contract laydown*; what may be laid off later (more
jokers in Carioca, Kalooki's tacking on) is the game's business.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import JOKER, Card, face_code

# How two runs of one suit may sit in one contract.
APART = "apart"  # allowed, but never end to end: 3-6♥ and 7-10♥ would be one run (May I?)
ONE_PER_SUIT = "one"  # the runs of a contract are of different suits (classic, Kalooki)
ANY = "any"  # no rule


@dataclass(frozen=True, slots=True)
class Contract:
    """The melds a first laydown must be: exactly `sets` sets and `runs` runs.

    `whole_hand` (Contract Rummy's hand 7): every card is melded at once, in at least `sets`
    sets and `runs` runs, and only of the kinds the contract names.
    """

    sets: int
    runs: int
    whole_hand: bool = False

    @property
    def melds(self) -> int:
        return self.sets + self.runs

    def __str__(self) -> str:
        parts = [f"{n} {kind}{'s' if n > 1 else ''}"
                 for n, kind in ((self.sets, "set"), (self.runs, "run")) if n]
        text = " + ".join(parts)
        return f"{text}, whole hand" if self.whole_hand else text


def card_values(ace: int, court: int = 10, joker: int = 0, ten: int = 10,
                red_ace: int | None = None) -> tuple[int, ...]:
    """Value of a card left in hand, per face code (0..51, 52 the joker): 2-9 pip."""
    values = [0] * 53
    for rank in range(1, 14):
        for suit in range(4):
            if rank == 1:
                value = red_ace if red_ace is not None and suit in (1, 2) else ace
            else:
                value = court if rank > 10 else ten if rank == 10 else rank
            values[face_code(rank, suit)] = value
    values[face_code(JOKER, -1)] = joker
    return tuple(values)


@dataclass(frozen=True, slots=True)
class ContractRules:
    """What a contract laydown may be made of, and what cards left in hand are worth.

    Jokers are the only wilds. A joker in a run stands for one exact card; a meld always has at
    least one natural card.
    """

    set_min: int = 3
    set_max: int | None = None  # None: no upper limit
    set_suits_differ: bool = False  # no two cards of one suit in a set (with two decks)
    run_min: int = 4
    ace: str = "either"  # "low", "high" or "either" (never K-A-2)
    same_suit_runs: str = APART
    wilds_per_meld: int | None = None  # Carioca: one joker a meld when laying down
    set_naturals: int = 1  # natural cards a set needs at least (Kalooki: two)
    wilds_apart: bool = False  # no two jokers side by side in a run (Kalooki)
    values: tuple[int, ...] = card_values(ace=15, joker=15)

    def value(self, card: Card) -> int:
        """Value of the card if it is left in hand."""
        return self.values[card.face]

    @property
    def run_bounds(self) -> tuple[int, int]:
        """Lowest and highest run position (1..14, an ace high is 14)."""
        return {"low": (1, 13), "high": (2, 14), "either": (1, 14)}[self.ace]

    @property
    def jokers_pile_up(self) -> bool:
        """True if a set takes any number of jokers (so spare jokers can always join one)."""
        return self.set_max is None and self.wilds_per_meld is None and not self.set_suits_differ


# Contract Rummy (May I?): sets 3+ of a rank, suits irrelevant; runs 4+, ace either; two runs of
# one suit never end to end. Jokers and aces 15, J Q K 10.
CONTRACT_RUMMY = ContractRules()
# The classic preset: sets of 3 or 4, all suits different; runs 3+, each of its own suit.
CONTRACT_RUMMY_CLASSIC = ContractRules(set_max=4, set_suits_differ=True, run_min=3,
                                       same_suit_runs=ONE_PER_SUIT)
# Carioca: trios 3+, escaleras 4+, at most one joker a meld in the contract; jokers 50,
# aces 20, J Q K 10. RULES.md says nothing of two escaleras of one suit: as in Contract Rummy
# they may be of one suit but not end to end, since 3-6♥ and 7-10♥ laid side by side read as
# one escalera of eight (the game's option `escaleras` lets them join: ANY).
CARIOCA = ContractRules(wilds_per_meld=1, same_suit_runs=APART,
                        values=card_values(ace=20, joker=50))
# Kalooki: a three has two natural cards at least, a four no two jokers side by side, and a
# player has at most one four per suit. Jokers 50, black aces 15, red aces 1.
KALOOKI = ContractRules(set_naturals=2, wilds_apart=True, same_suit_runs=ONE_PER_SUIT,
                        values=card_values(ace=15, red_ace=1, joker=50))

_SIX = (Contract(2, 0), Contract(1, 1), Contract(0, 2), Contract(3, 0), Contract(2, 1),
        Contract(1, 2))
# Per hand, hand 1 first.
CONTRACT_RUMMY_HANDS = (*_SIX, Contract(0, 3, whole_hand=True))
CARIOCA_HANDS = (*_SIX, Contract(0, 3))
KALOOKI_HANDS = tuple(Contract(sets, runs) for sets, runs in
                      ((3, 0), (2, 1), (1, 2), (0, 3), (4, 0), (3, 1), (2, 2), (1, 3), (0, 4)))

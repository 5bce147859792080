"""Physical cards, their values and the text notation `AS 10H TD KC JK`."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from game.errors import NotationError
from game.messages import clip

RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
SUIT_LETTERS = "SHDC"
JOKER = 0  # rank of a joker; its suit is NO_SUIT
NO_SUIT = -1

_RANK_PARSE = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}
_RANK_PARSE.update({str(n): n for n in range(2, 11)})


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: a stable id for the whole match and a face (rank, suit)."""

    id: int
    rank: int  # 1..13, or JOKER
    suit: int  # 0..3 (S H D C), or NO_SUIT for a joker
    # The card's position in a 52-bit one-deck hand (suit * 13 + rank - 1; 52 for a joker),
    # and its bit there.
    index: int = field(init=False, repr=False, compare=False)
    bit: int = field(init=False, repr=False, compare=False)
    # The face as a small int, equal for identical cards of different decks (face_code).
    face: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        index = 52 if self.rank == JOKER else self.suit * 13 + self.rank - 1
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)
        object.__setattr__(self, "face", face_code(self.rank, self.suit))

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    def __str__(self) -> str:
        return face_text(self.rank, self.suit)


def face_code(rank: int, suit: int) -> int:
    """Rank-major code 0..51 for a natural card, 52 for a joker (lowest rank sorts first)."""
    return 52 if rank == JOKER else (rank - 1) * 4 + suit


def rank_text(rank: int) -> str:
    return RANK_TEXT.get(rank, str(rank))


def face_text(rank: int, suit: int) -> str:
    """`AS`, `10H`, `JK`."""
    if rank == JOKER:
        return "JK"
    return rank_text(rank) + SUIT_LETTERS[suit]


def parse_face(text: str) -> tuple[int, int]:
    """Parse one card's text (`AS`, `10h`, `TD`, `JK`) into (rank, suit)."""
    t = text.strip().upper()
    if t in ("JK", "JOKER", "JK1", "JK2"):
        return JOKER, NO_SUIT
    if len(t) < 2 or t[:-1] not in _RANK_PARSE or t[-1] not in SUIT_LETTERS:
        raise NotationError(f"'{clip(text)}' is not a card (write it like AS, 10H, TD, KC or JK)")
    return _RANK_PARSE[t[:-1]], SUIT_LETTERS.index(t[-1])


def parse_faces(text: str | Iterable[str]) -> list[tuple[int, int]]:
    """Parse `"AS 2S JK"` or a list of card texts into faces."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [parse_face(p) for p in parts]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def shuffle(rng: random.Random, items: list[int]) -> None:
    """`rng.shuffle(items)`, card for card: the same algorithm as CPython's (from the end, each
    place drawn by rejection from `getrandbits`), written out so that the compiled engine runs
    it as C. Deals must not change, or saved matches would replay differently: a test holds it
    to `random.shuffle`."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        k = (i + 1).bit_length()
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


_DECKS: dict[tuple[int, int, tuple[int, ...], int], tuple[Card, ...]] = {}  # made once


def make_deck(decks: int, jokers_per_deck: int, ranks: tuple[int, ...] = tuple(range(1, 14)),
              jokers: int = -1) -> tuple[Card, ...]:
    """All physical cards of a match, ids 0..n-1 in a fixed (unshuffled) order: `decks` packs
    of the given ranks in four suits, each followed by its jokers; or, where `jokers` is given,
    that many jokers in all after the last pack."""
    key = (decks, jokers_per_deck, ranks, jokers)
    deck = _DECKS.get(key)
    if deck is None:
        faces = [(r, s) for s in range(4) for r in ranks]
        pack = faces + [(JOKER, NO_SUIT)] * (jokers_per_deck if jokers < 0 else 0)
        every = [f for _ in range(decks) for f in pack] + [(JOKER, NO_SUIT)] * max(jokers, 0)
        deck = tuple(Card(i, r, s) for i, (r, s) in enumerate(every))
        _DECKS[key] = deck
    return deck

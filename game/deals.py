"""Hands dealt as given, not shuffled: for scenario tests, duplicate deals and `--deals`.

A deal names each seat's cards, the stock from its top card down and the upcard (for games
that turn one). It must be exactly the match's deck: every card once, no other card. Cards
are written as in RULES.md (`AS 10H JK`); identical cards of several decks are
interchangeable, so each face takes the next physical card of that face.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.cards import Card, face_text, parse_faces
from game.errors import NotationError, RummyError


class DealError(RummyError):
    """A deal that does not fit the match: another deck, wrong sizes, unreadable cards."""


@dataclass(frozen=True, slots=True)
class Deal:
    """One hand's deal: each seat's cards, the stock top first, and the upcard if any."""

    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]
    upcard: str | None = None

    @classmethod
    def of(cls, hands: Sequence[str | Sequence[str]], stock: str | Sequence[str],
           upcard: str | None = None) -> Deal:
        """A deal from card texts: each hand and the stock as "AS 2S JK" or a list."""
        return cls(tuple(_texts(h) for h in hands), _texts(stock), upcard)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"hands": [" ".join(h) for h in self.hands],
                                "stock": " ".join(self.stock)}
        if self.upcard is not None:
            data["upcard"] = self.upcard
        return data

    @classmethod
    def from_json(cls, data: object) -> Deal:
        """A deal from its JSON form; DealError says what is wrong."""
        if not isinstance(data, dict):
            raise DealError("a deal must be an object with hands, stock and upcard")
        hands, stock, upcard = data.get("hands"), data.get("stock"), data.get("upcard")
        if not isinstance(hands, list) or not all(_card_list(h) for h in hands):
            raise DealError("a deal's hands must be a list of card lists")
        if not isinstance(stock, (str, list)) or not _card_list(stock):
            raise DealError("a deal's stock must be a card list")
        if upcard is not None and not isinstance(upcard, str):
            raise DealError("a deal's upcard must be one card")
        try:
            return cls.of(hands, stock, upcard)
        except NotationError as exc:
            raise DealError(f"a deal has {exc}") from None


def _card_list(value: object) -> bool:
    """Cards as a deal's JSON may write them: one text, or a list of texts."""
    return isinstance(value, str) or (isinstance(value, list)
                                      and all(isinstance(c, str) for c in value))


def _texts(cards: str | Sequence[str]) -> tuple[str, ...]:
    try:
        return tuple(face_text(r, s) for r, s in parse_faces(cards))
    except NotationError as exc:
        raise DealError(f"a deal has {exc}") from None


@dataclass(frozen=True, slots=True)
class DealtIds:
    """A deal as physical card ids: hands per seat, the stock (top last) and the upcard."""

    hands: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    upcard: int | None


def place(deal: Deal, deck: Sequence[Card], sizes: Sequence[int], upcard: bool) -> DealtIds:
    """The deal's cards as ids of `deck`; DealError unless it is exactly that deck, each seat
    gets `sizes[seat]` cards, and an upcard is given exactly when the game turns one."""
    if len(deal.hands) != len(sizes):
        raise DealError(f"the deal names {len(deal.hands)} hands for {len(sizes)} players")
    for seat, (hand, size) in enumerate(zip(deal.hands, sizes, strict=True)):
        if len(hand) != size:
            raise DealError(f"seat {seat + 1} is dealt {len(hand)} cards; this hand deals "
                            f"{size}")
    if upcard and deal.upcard is None:
        raise DealError("this game turns an upcard: the deal must name it")
    if not upcard and deal.upcard is not None:
        raise DealError("this game turns no upcard: the deal names one")
    free: dict[str, list[int]] = {}
    for card in reversed(deck):
        free.setdefault(str(card), []).append(card.id)

    def take(texts: Sequence[str]) -> tuple[int, ...]:
        out = []
        for text in texts:
            left = free.get(text)
            if not left:
                raise DealError(f"the deal has more {text} than the deck")
            out.append(left.pop())
        return tuple(out)

    hands = tuple(take(h) for h in deal.hands)
    up = take([deal.upcard])[0] if deal.upcard is not None else None
    stock = take(deal.stock)
    missing = [text for text, left in free.items() for _ in left]
    if missing:
        shown = " ".join(missing[:8]) + (" …" if len(missing) > 8 else "")
        raise DealError(f"the deal leaves out {len(missing)} card(s) of the deck: {shown}")
    return DealtIds(hands, stock[::-1], up)

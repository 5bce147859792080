"""What a seat must decide, and the names of decision kinds and hand endings.

A pending decision is one seat in turn, one seat asked in a poll (seats asked one after
another until one claims or all decline), or one of several seats choosing in secret (every
seat commits a choice privately, then all are revealed together). Kinds and endings are
string enums: records and the table's words use their text, and a test holds the table to a
prompt for every kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    """Every kind of decision a game may ask for."""

    DRAW = "draw"  # draw from the stock or the discard pile
    PLAY = "play"  # meld, lay off, discard (games with melds on the table)
    DISCARD = "discard"  # discard, or end the hand (games with melds kept in the hand)
    FINAL_DRAW = "final-draw"  # a last turn after someone went out
    FINAL_DISCARD = "final-discard"
    SHOWDOWN = "showdown"  # lay off on the caller's melds, then done
    UPCARD = "upcard"  # take the first upcard or pass (Gin)
    FIRST_DRAW = "first-draw"  # both passed the upcard: draw from the stock (Gin)
    LAYOFF = "layoff"  # lay off on the knocker's melds (Gin)
    CLAIM = "claim"  # a poll: ask for the card in question, or pass
    ANSWER = "answer"  # the player in turn answers a claim (allow or reject)
    RESPOND = "respond"  # a poll answering a call (fold or challenge)
    PICK = "pick"  # a secret choice, revealed together with everyone's
    STEAL = "steal"  # a thief takes a card from another player's meld, or draws (Indian Chief)


class Form(StrEnum):
    """How a pending decision reaches its seat."""

    TURN = "turn"  # the seat in turn
    POLL = "poll"  # asked out of turn, one seat after another
    SECRET = "secret"  # one of several seats choosing at once, in secret


class How(StrEnum):
    """How a hand ended (HandResult.how; the table's words name each)."""

    PAY_ME = "pay-me"
    OUT = "out"
    RUMMY = "rummy"
    GIN = "gin"
    KNOCK = "knock"
    UNDERCUT = "undercut"
    STALLED = "stalled"
    VOID = "void"
    BLOCKED = "blocked"
    BLOCKED_TIE = "blocked-tie"
    SCORED = "scored"  # a hand scored box by box, nobody going out (Indian Chief)
    DRAW_CALLED = "draw-called"  # a called draw, won on deadwood or by everyone folding
    STOCK_OUT = "stock-out"  # the stock ran out and the lowest deadwood won
    # the stock and the discard pile ran out (or the stock, once more than a hand allows):
    # every seat pays for the cards it holds, nobody won (the contract games)
    EXHAUSTED = "exhausted"
    TONG_ITS = "tong-its"  # a player was left with no cards (Tong-Its)


@dataclass(frozen=True, slots=True, init=False)
class Decision:
    """A seat that must act now, what kind of decision it faces, and how it was asked."""

    seat: int
    kind: str  # a Kind
    form: str  # a Form

    def __init__(self, seat: int, kind: str, form: str = Form.TURN) -> None:
        # written: see game.actions.Action
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "form", form)


@dataclass(frozen=True, slots=True)
class Poll:
    """Seats asked one after another, from a given seat, until one claims or all decline.

    `order` holds the seats still to answer, the one asked now first; `about` the cards in
    question (a discard that may be claimed); `declined` those who passed so far. Public.
    """

    kind: str
    order: tuple[int, ...]
    about: tuple[int, ...] = ()
    declined: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Secret:
    """Seats choosing at once, in secret: who must choose and who has chosen (not what)."""

    kind: str
    seats: tuple[int, ...]
    chosen: tuple[int, ...] = ()

    @property
    def waiting(self) -> tuple[int, ...]:
        return tuple(s for s in self.seats if s not in self.chosen)

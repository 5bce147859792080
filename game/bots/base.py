"""The bot interface, and the situation a strategy reads.

A bot is any object with `choose(view) -> Action`. It is given its seat's `PlayerView` (the
legal actions are `view.legal`) and nothing else; its randomness comes from the seed it was
built with, so a match with bots replays exactly from the match seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Protocol

from mypy_extensions import mypyc_attr

from game.actions import Action
from game.cards import Card
from game.contracts import Contract, ContractRules
from game.match import HandState
from game.melds import MeldFit
from game.rules import GameRules, HandRules

if TYPE_CHECKING:
    from game.match import Match
    from game.view import PlayerView


class Bot(Protocol):
    def choose(self, view: PlayerView) -> Action: ...


@dataclass(frozen=True)
class TimeLimit:
    """A wall-clock limit on a search, given by the table, where a person waits for it: the
    search stops at `seconds` by `clock` even with budget left. Simulations and tests have
    none, so that a match of bots replays exactly from its seed."""

    clock: Callable[[], float]
    seconds: float


# A compiled class refuses interpreted subclasses unless marked: the built-in bots are marked
# so that a bring-your-own bot may extend one in the compiled build as in the pure one.
@mypyc_attr(allow_interpreted_subclasses=True)
class SeededBot:
    """Base of the built-in bots: a name and a private random generator."""

    level: ClassVar[str] = ""
    # True: built with `think`, a multiple of its usual search budget
    searches: ClassVar[bool] = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        raise NotImplementedError


@dataclass(slots=True, init=False)
class Sight:
    """What else a seat sees, for a game whose judgement weighs the whole table (Tong-Its):
    the rules, each seat's card count, the stock's size, every table meld in table order
    (its owner, its reading or None where it lies face down to this seat, whether it lies
    face down), the discard pile, the game's public state of the hand and the seat in turn."""

    rules: GameRules
    counts: tuple[int, ...]
    stock_count: int
    owners: tuple[int | None, ...]
    fits: tuple[MeldFit | None, ...]
    face_down: tuple[bool, ...]
    pile: tuple[Card, ...]
    public: HandState  # the game's own state of the hand
    turn: int | None

    def __init__(self, rules: GameRules, counts: tuple[int, ...], stock_count: int,
                 owners: tuple[int | None, ...], fits: tuple[MeldFit | None, ...],
                 face_down: tuple[bool, ...], pile: tuple[Card, ...], public: HandState,
                 turn: int | None) -> None:
        self.rules, self.counts, self.stock_count = rules, counts, stock_count
        self.owners, self.fits, self.face_down, self.pile = owners, fits, face_down, pile
        self.public, self.turn = public, turn

    @classmethod
    def of_view(cls, view: PlayerView) -> Sight:
        return cls(view.rules, view.hand_counts, view.stock_count,
                   tuple(m.owner for m in view.table), tuple(m.fit for m in view.table),
                   tuple(m.face_down for m in view.table), view.discard, view.public,
                   None if view.turn is None else view.turn.seat)

    @classmethod
    def of_match(cls, match: Match, seat: int) -> Sight:
        """The same, read from a bot's own guessed match (face-down melds of others unread)."""
        return cls(match.rules, tuple(len(h) for h in match.hands), len(match.stock),
                   tuple(m.owner for m in match.table),
                   tuple(None if m.face_down and m.owner != seat else m.fit
                         for m in match.table),
                   tuple(m.face_down for m in match.table),
                   tuple(match.cards_of(match.discard)), match.state,
                   None if match.decision is None else match.decision.seat)


@dataclass(slots=True, init=False)
class Spot:
    """One decision as a strategy sees it: the seat's cards, its choices, what is public."""

    kind: str  # the decision kind ("draw", "discard", "showdown", ...)
    seat: int
    hand: list[Card]
    legal: Sequence[Action]
    top: Card | None  # top of the discard pile
    rules: HandRules
    deck: Sequence[Card]  # card id -> card
    wanted: frozenset[int]  # cards the next seat is known to hold (it took them)
    taken: int | None = None  # the card this seat just took from the discard pile
    table: Sequence[MeldFit] = ()  # the melds on the table (face up to this seat)
    sight: Sight | None = None  # the whole table, where the game's judgement weighs it
    # The contract games: this hand's contract and its laydown's rules (None in the other
    # games), whether this seat has met it, the game's rules and the discard pile.
    contract: tuple[Contract, ContractRules] | None = None
    laid_down: bool = False
    game_rules: GameRules | None = None
    pile: Sequence[Card] = ()

    def __init__(self, kind: str, seat: int, hand: list[Card], legal: Sequence[Action],
                 top: Card | None, rules: HandRules, deck: Sequence[Card],
                 wanted: frozenset[int], taken: int | None = None,
                 table: Sequence[MeldFit] = (), sight: Sight | None = None,
                 contract: tuple[Contract, ContractRules] | None = None,
                 laid_down: bool = False, game_rules: GameRules | None = None,
                 pile: Sequence[Card] = ()) -> None:
        # Written, not generated: see game.actions.Action.
        self.kind, self.seat, self.hand, self.legal, self.top = kind, seat, hand, legal, top
        self.rules, self.deck, self.wanted, self.taken = rules, deck, wanted, taken
        self.table, self.sight = table, sight
        self.contract, self.laid_down, self.game_rules = contract, laid_down, game_rules
        self.pile = pile

    @classmethod
    def of_view(cls, view: PlayerView, wanted: frozenset[int] = frozenset()) -> Spot:
        # view.pending, not view.decision: the view's own code is not compiled (setup.py)
        kind = next((d.kind for d in view.pending if d.seat == view.seat), "")
        contract = view.rules.contract_for(view.hand_number)
        return cls(kind, view.seat, list(view.hand), view.legal,
                   view.discard[-1] if view.discard else None, view.hand_rules, view.deck,
                   wanted, view.taken_discard,
                   tuple(m.fit for m in view.table if m.fit is not None),
                   Sight.of_view(view) if view.rules.draw_call else None, contract,
                   contract is not None and any(m.owner == view.seat for m in view.table),
                   view.rules, view.discard)

    @classmethod
    def of_match(cls, match: Match, seat: int, kind: str,
                 wanted: frozenset[int] = frozenset()) -> Spot:
        """The same, read straight from a match: only for a bot's own guessed match."""
        top = match.cards[match.discard[-1]] if match.discard else None
        contract = match.rules.contract_for(match.hand_number)
        return cls(kind, seat, match.cards_of(match.hands[seat]), match.legal_actions(seat),
                   top, match.hand_rules, match.cards, wanted, match.taken_discard,
                   tuple(m.fit for m in match.table if not m.face_down or m.owner == seat),
                   Sight.of_match(match, seat) if match.rules.draw_call else None, contract,
                   contract is not None and any(m.owner == seat for m in match.table),
                   match.rules, match.cards_of(match.discard))

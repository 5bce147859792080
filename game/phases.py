"""A game's turn structure, declared: each decision kind is a phase with its moves.

A phase says which actions are legal for a pending decision, and for each type of action it
accepts, how that action is checked (raise IllegalAction with a reason) and performed (change
the state, return events); any other action is refused with the phase's own reason. A phase
whose decision is made in secret also says how the choices are revealed once all are in.
Read a game's `phases()` and you read its turn (compare boardgame.io's phases and moves).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TypeVar, cast

from game.actions import Action
from game.decisions import Decision
from game.events import Event

A = TypeVar("A", bound=Action)
Check = Callable[[Action, Decision], None]
Perform = Callable[[Action, Decision], list[Event]]
Reveal = Callable[[dict[int, Action]], list[Event]]


def _no_check(action: Action, decision: Decision) -> None:
    return None


@dataclass(frozen=True, slots=True)
class Move:
    """How one type of action is checked and carried out in a phase."""

    check: Check
    perform: Perform


@dataclass(frozen=True, slots=True)
class Phase:
    """One decision kind of a game: its legal actions, its moves, and its refusal."""

    legal: Callable[[Decision], list[Action]]
    moves: Mapping[type, Move]
    refused: str  # the reason (a game.messages key) for an action this phase does not take
    reveal: Reveal | None = None  # secret phases: carry out everyone's choices together


def move(kind: type[A], perform: Callable[[A, Decision], list[Event]],
         check: Callable[[A, Decision], None] | None = None) -> tuple[type, Move]:
    """Action type `kind` is played by `perform`, once `check` (if any) has passed."""
    checked = _no_check if check is None else cast(Check, check)
    return kind, Move(checked, cast(Perform, perform))


def phase(legal: Callable[[Decision], list[Action]], refused: str,
          *moves: tuple[type, Move], reveal: Reveal | None = None) -> Phase:
    """A phase from its legal actions, its refusal and its moves."""
    return Phase(legal, dict(moves), refused, reveal)

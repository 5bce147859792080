"""Events: what happened, returned by Match.apply so the table can animate it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True, init=False)
class Event:
    """Base of every event. `private` names the only seat that may see `cards`."""

    kind: str
    seat: int | None = None
    cards: tuple[int, ...] | None = None
    private: int | None = None
    data: dict[str, Any] = field(default_factory=dict, compare=False)

    # written, not generated: see game.actions.Action
    def __init__(self, kind: str, seat: int | None = None, cards: tuple[int, ...] | None = None,
                 private: int | None = None, data: dict[str, Any] | None = None) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "private", private)
        object.__setattr__(self, "data", {} if data is None else data)

    def seen_by(self, seat: int | None) -> Event:
        """This event as `seat` sees it (None: a spectator who sees no private card)."""
        if self.private is None or self.private == seat:
            return self
        return Event(self.kind, self.seat, None, self.private, self.data)

"""Events: what happened, returned by Match.apply so the table can animate it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event. `private` names the only seat that may see `cards`."""

    kind: str
    seat: int | None = None
    cards: tuple[int, ...] | None = None
    private: int | None = None
    data: dict[str, Any] = field(default_factory=dict, compare=False)

    def seen_by(self, seat: int | None) -> Event:
        """This event as `seat` sees it (None: a spectator who sees no private card)."""
        if self.private is None or self.private == seat:
            return self
        return Event(self.kind, self.seat, None, self.private, self.data)

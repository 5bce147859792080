"""The bases of a game's own public state: of the hand (HandState) and across hands (Standing).

Each game subclasses them with frozen dataclasses; views carry them as they stand, and a bot's
guessed match starts from them, so nothing public can be forgotten.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class HandState:
    """A game's own per-hand state: every field public (who called, who knocked, ...)."""


@dataclass(frozen=True, slots=True)
class Standing:
    """A game's own state across hands (chips, a pot): public, carried by every view."""

"""The bases of a game's own public state: of the hand (HandState) and across hands (Standing).

Each game subclasses them with frozen dataclasses; views carry them as they stand, and a bot's
guessed match starts from them, so nothing public can be forgotten.
"""

from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr


# Marked, as Match is, so that a game written in Python runs on the compiled engine too.
@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True, slots=True)
class HandState:
    """A game's own per-hand state: every field public (who called, who knocked, ...)."""


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True, slots=True)
class Standing:
    """A game's own state across hands (chips, a pot): public, carried by every view."""

"""Game definitions for the registry: presets and house-rule options, declared as data."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.errors import UnknownGame
from game.messages import clip
from game.rules import seats_problem

if TYPE_CHECKING:
    from game.cards import Card
    from game.match import Match
    from game.rules import GameRules
    from game.state import WhatIf
    from game.view import PlayerView


@dataclass(frozen=True)
class Option:
    """A house-rule switch shown on the new-game screen; the first choice is the default."""

    key: str
    label: str
    choices: tuple[Any, ...]  # allowed values; for numbers, (default, low, high)
    numeric: bool = False
    moot_when: str | None = None  # another option whose non-zero value makes this one moot
    moot_in: tuple[str, ...] = ()  # presets whose rules never ask this option

    def moot(self, values: Mapping[str, Any], preset: str = "standard") -> bool:
        return preset in self.moot_in or (self.moot_when is not None
                                          and bool(values.get(self.moot_when)))

    @property
    def default(self) -> Any:
        return self.choices[0]

    def parse(self, value: object) -> Any:
        """Accept a value (or its text from the command line); raise UnknownGame if not allowed."""
        if self.numeric:
            try:
                number = int(value)  # type: ignore[call-overload]  # refused below
            except (TypeError, ValueError, OverflowError):  # OverflowError: infinity
                raise UnknownGame(f"option {self.key} takes a whole number") from None
            low, high = self.choices[1], self.choices[2]
            if not low <= number <= high:
                raise UnknownGame(f"option {self.key} must be from {low} to {high}")
            return number
        for choice in self.choices:
            if value == choice or str(value).lower() == str(choice).lower():
                return choice
        allowed = ", ".join(str(c).lower() for c in self.choices)
        raise UnknownGame(f"option {self.key} must be one of: {allowed}")


@dataclass(frozen=True)
class GameDef:
    """One game: its id, words for players, presets, options and how to build its rules."""

    id: str
    name: str
    blurb: str
    players: tuple[int, int]
    options: tuple[Option, ...]
    build: Callable[[str, dict[str, Any]], GameRules]
    match_class: type[Match]
    presets: tuple[str, ...] = ("standard",)
    # Cards a player may hold in hand number n (just dealt, or after drawing): (fewest, most).
    held: Callable[[int], tuple[int, int]] = lambda n: (1, 14)
    hands: int = 1  # hands whose rules differ by number (wild ranks): the solver's --hand-number
    preset_blurbs: tuple[tuple[str, str], ...] = ()  # (preset, blurb) where it differs
    # The words of the game's own calls (its Call actions: "may-i", "draw", "fold", ...), and
    # what going out is called ("go-out", or "pay-me"): the table labels its buttons by them.
    calls: tuple[str, ...] = ()
    go_out_call: str = "go-out"
    # The kind of game it is, which groups it with its kin on the menus: "closed" (melds kept
    # in the hand), "table" (melds laid on the table), "contracts", "shared" (melds that belong
    # to no one), "party"; the words for each are scenes.words.FAMILIES.
    family: str = "other"
    # Games with a score sheet: what the cards chosen (or, with none, the best of the hand)
    # would score now in each of the viewer's open rows, by the choice word of the pick (a
    # row's id, or "id:variant" for each variant a row offers, as a Doctor's suits); a row
    # the cards do not fit is left out. The table shows it on the sheet before a pick.
    what_if: Callable[[PlayerView, Sequence[Card]], dict[str, WhatIf]] | None = None
    unit: str = "points"  # what a match's totals count: "points", or "chips" held
    # How many times its usual budget the table's hard computer thinks here, where more steps
    # make it stronger: the table's clock keeps the wait to what a person does not notice
    # (p99 at most 0.5 s, benchmarks/thinking.py). The usual budget is what the ladder measures.
    table_think: float = 1.0

    def blurb_for(self, preset: str) -> str:
        return dict(self.preset_blurbs).get(preset, self.blurb)

    def seats_problem(self, players: int) -> str:
        """Why this many players cannot sit down to this game, or "" if they can."""
        return seats_problem(self.name, self.players, players)

    def option(self, key: str) -> Option:
        for opt in self.options:
            if opt.key == key:
                return opt
        known = ", ".join(o.key for o in self.options) or "none"
        raise UnknownGame(f"{self.id} has no option '{clip(key)}' (options: {known})")

    def resolve(self, preset: str | None,
                options: dict[str, Any] | None) -> tuple[str, dict[str, Any]]:
        """Check a preset and options; return them complete with defaults."""
        preset = preset or self.presets[0]
        if preset not in self.presets:
            raise UnknownGame(
                f"{self.id} has no preset '{clip(preset)}' (presets: {', '.join(self.presets)})")
        values = {o.key: o.default for o in self.options}
        for key, value in (options or {}).items():
            values[key] = self.option(key).parse(value)
        return preset, values

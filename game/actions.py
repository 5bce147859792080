"""Actions: what a seat may do. Small frozen values with a text form and a JSON form."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import MISSING, asdict, dataclass, fields
from typing import Any

from game.cards import Card
from game.errors import RecordError
from game.messages import clip

Melds = tuple[tuple[int, ...], ...]
MAX_WORD = 40  # the longest call or choice a record may name


@dataclass(frozen=True, slots=True, init=False)
class Action:
    """Base of every action; `seat` is who acts."""

    seat: int

    # A written __init__ here and in every action (the dataclass keeps eq, hash and repr): the
    # compiled engine runs it as C, where the generated one stays interpreted and is several
    # times slower. (Every subclass writes its own: mypyc mistakes a generated one for this.)
    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)

    @property
    def kind(self) -> str:
        return KIND_OF[type(self)]

    def describe(self, cards: Sequence[Card]) -> str:
        """The action in words, given the match's cards (id -> card): "discards 7C"."""
        return KIND_OF[type(self)]

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        for key, value in data.items():
            if isinstance(value, tuple):
                data[key] = [list(v) if isinstance(v, tuple) else v for v in value]
        return {"type": self.kind, **data}


@dataclass(frozen=True, slots=True, init=False)
class Draw(Action):
    """Draw from the stock or the discard pile; `depth` cards from the pile's top at once
    where a game lets a player take from deep in it (Contract Rummy's classic preset)."""

    source: str  # "stock" or "discard"
    depth: int = 1

    def __init__(self, seat: int, source: str, depth: int = 1) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "depth", depth)

    def describe(self, cards: Sequence[Card]) -> str:
        if self.source == "stock":
            return "draws from the stock"
        return "takes the discard" if self.depth == 1 else \
            f"takes {self.depth} cards from the discard pile"

    def to_json(self) -> dict[str, Any]:
        data = Action.to_json(self)
        if self.depth == 1:
            del data["depth"]  # records stay as they were for every other draw
        return data


@dataclass(frozen=True, slots=True, init=False)
class Pass(Action):
    """Decline an offered card (Gin's first upcard)."""

    def describe(self, cards: Sequence[Card]) -> str:
        return "passes"


@dataclass(frozen=True, slots=True, init=False)
class Discard(Action):
    card: int

    def __init__(self, seat: int, card: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)

    def describe(self, cards: Sequence[Card]) -> str:
        return f"discards {cards[self.card]}"


@dataclass(frozen=True, slots=True, init=False)
class Meld(Action):
    """Lay one or more melds from the hand on the table."""

    melds: Melds

    def __init__(self, seat: int, melds: Melds) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "melds", melds)

    def describe(self, cards: Sequence[Card]) -> str:
        return "melds " + _groups(self.melds, cards)


@dataclass(frozen=True, slots=True, init=False)
class LayOff(Action):
    """Add one card from the hand to a meld on the table (by its index).

    A card goes where it fits: a wild on a run above it where there is room, or with
    `below` just below it (the player's choice: it decides what the run may take next)."""

    card: int
    target: int
    below: bool = False

    def __init__(self, seat: int, card: int, target: int, below: bool = False) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "below", below)

    def describe(self, cards: Sequence[Card]) -> str:
        end = " below it" if self.below else ""
        return f"lays off {cards[self.card]} on meld {self.target + 1}{end}"

    def to_json(self) -> dict[str, Any]:
        data = Action.to_json(self)
        if not self.below:
            del data["below"]  # records stay as they were for every other lay-off
        return data


@dataclass(frozen=True, slots=True, init=False)
class GoOut(Action):
    """Go out with the hand in melds ("Pay me!"), discarding one card or none.

    `melds` is the arrangement shown; empty means "let the solver arrange it".
    """

    discard: int | None = None
    melds: Melds = ()

    def __init__(self, seat: int, discard: int | None = None, melds: Melds = ()) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "discard", discard)
        object.__setattr__(self, "melds", melds)

    def describe(self, cards: Sequence[Card]) -> str:
        shown = f" with {_groups(self.melds, cards)}" if self.melds else ""
        if self.discard is None:
            return "goes out" + shown
        return f"goes out{shown}, discarding {cards[self.discard]}"


@dataclass(frozen=True, slots=True, init=False)
class Knock(Action):
    """Gin: end the hand with at most the knock limit in deadwood, discarding face down."""

    discard: int
    melds: Melds = ()

    def __init__(self, seat: int, discard: int, melds: Melds = ()) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "discard", discard)
        object.__setattr__(self, "melds", melds)

    def describe(self, cards: Sequence[Card]) -> str:
        shown = f" with {_groups(self.melds, cards)}" if self.melds else ""
        return f"knocks{shown}, discarding {cards[self.discard]}"


@dataclass(frozen=True, slots=True, init=False)
class Done(Action):
    """Finish laying off at a showdown."""

    def describe(self, cards: Sequence[Card]) -> str:
        return "is done"


@dataclass(frozen=True, slots=True, init=False)
class Call(Action):
    """Say something a game names ("May I?", "Draw", "Challenge", "Allow", ...): `call` is
    the game's word for it, which the table's calls registry labels."""

    call: str

    def __init__(self, seat: int, call: str) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "call", call)

    def describe(self, cards: Sequence[Card]) -> str:
        return f"calls {self.call}"


@dataclass(frozen=True, slots=True, init=False)
class Swap(Action):
    """Put a natural card from the hand in place of the wild on the table that stands for it
    (the meld by its index); where the freed wild goes is the game's rule."""

    card: int
    target: int

    def __init__(self, seat: int, card: int, target: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "target", target)

    def describe(self, cards: Sequence[Card]) -> str:
        return f"puts {cards[self.card]} in place of the wild in meld {self.target + 1}"


@dataclass(frozen=True, slots=True, init=False)
class Choose(Action):
    """Choose cards from the hand for something the game names (a box of a score sheet),
    in secret where the game asks everyone at once."""

    cards: tuple[int, ...]
    choice: str = ""

    def __init__(self, seat: int, cards: tuple[int, ...], choice: str = "") -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "choice", choice)

    def describe(self, cards: Sequence[Card]) -> str:
        chosen = " ".join(str(cards[c]) for c in self.cards)
        return f"chooses {chosen}" + (f" for {self.choice}" if self.choice else "")


def _groups(melds: Melds, cards: Sequence[Card]) -> str:
    return " and ".join(" ".join(str(cards[c]) for c in group) for group in melds)


KIND_OF: dict[type, str] = {
    Draw: "draw", Pass: "pass", Discard: "discard", Meld: "meld", LayOff: "layoff",
    GoOut: "go-out", Knock: "knock", Done: "done", Call: "call", Swap: "swap",
    Choose: "choose",
}
BY_KIND = {v: k for k, v in KIND_OF.items()}


def action_from_json(data: object) -> Action:
    """Rebuild an action from its JSON form; a malformed one raises RecordError."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str) \
            or data["type"] not in BY_KIND:
        raise RecordError(f"not an action: {clip(str(data), 80)}")
    cls = BY_KIND[data["type"]]
    kwargs = {}
    for f in fields(cls):
        if f.name not in data:
            if f.default is MISSING:
                raise RecordError(f"action {data['type']} lacks '{f.name}'")
            continue
        kwargs[f.name] = _typed(f.name, data[f.name])
    try:
        action: Action = cls(**kwargs)
        return action
    except TypeError as exc:
        raise RecordError(f"bad action {data['type']}: {exc}") from None


def _typed(name: str, value: object) -> object:
    if name == "melds":
        if not isinstance(value, list) or not all(
            isinstance(m, list) and all(_is_int(x) for x in m) for m in value
        ):
            raise RecordError("an action's melds must be lists of card ids")
        return tuple(tuple(m) for m in value)
    if name == "source":
        if value not in ("stock", "discard"):
            raise RecordError(f"unknown draw source {clip(repr(value))}")
        return value
    if name in ("call", "choice"):
        if not isinstance(value, str) or len(value) > MAX_WORD:
            raise RecordError(f"an action's {name} must be a short word")
        return value
    if name == "cards":
        if not isinstance(value, list) or not all(_is_int(x) for x in value):
            raise RecordError("an action's cards must be a list of card ids")
        return tuple(value)
    if name == "discard" and value is None:
        return None
    if name == "below":
        if not isinstance(value, bool):
            raise RecordError("a lay-off's 'below' must be true or false")
        return value
    if not _is_int(value):
        raise RecordError(f"an action's {name} must be a whole number")
    return value


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)

"""Actions: what a seat may do. Small frozen values with a text form and a JSON form."""

from __future__ import annotations

from dataclasses import MISSING, asdict, dataclass, fields

from game.errors import RecordError

Melds = tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action; `seat` is who acts."""

    seat: int

    @property
    def kind(self) -> str:
        return KIND_OF[type(self)]

    def to_json(self) -> dict:
        data = asdict(self)
        for key, value in data.items():
            if isinstance(value, tuple):
                data[key] = [list(v) if isinstance(v, tuple) else v for v in value]
        return {"type": self.kind, **data}


@dataclass(frozen=True, slots=True)
class Draw(Action):
    source: str  # "stock" or "discard"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline an offered card (Gin's first upcard)."""


@dataclass(frozen=True, slots=True)
class Discard(Action):
    card: int


@dataclass(frozen=True, slots=True)
class Meld(Action):
    """Lay one or more melds from the hand on the table."""

    melds: Melds


@dataclass(frozen=True, slots=True)
class LayOff(Action):
    """Add one card from the hand to a meld on the table (by its index)."""

    card: int
    target: int


@dataclass(frozen=True, slots=True)
class GoOut(Action):
    """Go out with the hand in melds ("Pay me!"), discarding one card or none.

    `melds` is the arrangement shown; empty means "let the solver arrange it".
    """

    discard: int | None = None
    melds: Melds = ()


@dataclass(frozen=True, slots=True)
class Knock(Action):
    """Gin: end the hand with at most the knock limit in deadwood, discarding face down."""

    discard: int
    melds: Melds = ()


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Finish laying off at a showdown."""


KIND_OF: dict[type, str] = {
    Draw: "draw", Pass: "pass", Discard: "discard", Meld: "meld", LayOff: "layoff",
    GoOut: "go-out", Knock: "knock", Done: "done",
}
BY_KIND = {v: k for k, v in KIND_OF.items()}


def action_from_json(data: object) -> Action:
    """Rebuild an action from its JSON form; a malformed one raises RecordError."""
    if not isinstance(data, dict) or data.get("type") not in BY_KIND:
        raise RecordError(f"not an action: {str(data)[:80]}")
    cls = BY_KIND[data["type"]]
    kwargs = {}
    for f in fields(cls):
        if f.name not in data:
            if f.default is MISSING:
                raise RecordError(f"action {data['type']} lacks '{f.name}'")
            continue
        kwargs[f.name] = _typed(f.name, data[f.name])
    try:
        return cls(**kwargs)
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
            raise RecordError(f"unknown draw source {value!r}")
        return value
    if name == "discard" and value is None:
        return None
    if not _is_int(value):
        raise RecordError(f"an action's {name} must be a whole number")
    return value


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)

"""The record codec: a match as versioned JSON (game, preset, options, seats, seed, actions).

This is the only module of the engine that reads or writes files. A record replays to exactly
the same state because a match is determined by its seed and its actions. A record may also
carry `table`: what a front end keeps with the match that the rules never read (how each
person arranged their hand); the engine passes it through untouched.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.actions import Action, action_from_json
from game.api import new_match
from game.bots import LEVELS
from game.deals import Deal, DealError
from game.errors import IllegalAction, RecordError, UnknownGame
from game.match import Match, Seat
from game.messages import clip
from game.safe_json import Unreadable, parse_json

FORMAT = "rummy-parlor-record"
VERSION = 3
# Format 3 may name the deals a match was started from (`deals`); a record without them is
# written as format 2, which every earlier reader of format 2 reads the same.
WITHOUT_DEALS = 2
# Format 1 was written before a wild in a Pay Me run kept its place: its matches replay as
# played under the house rule that lets lay-offs slide wilds.
BEFORE_WILDS_STAY = 1
MAX_BYTES = 32 * 1024 * 1024  # far above any real match; refuses a huge foreign file early
@dataclass(frozen=True)
class Record:
    game: str
    preset: str
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    actions: tuple[Action, ...]
    table: dict[str, Any] = field(default_factory=dict)
    deals: tuple[Deal, ...] = ()  # hands dealt as given, not shuffled (game.deals)

    def to_json(self) -> dict[str, Any]:
        data = {
            "format": FORMAT,
            "version": VERSION if self.deals else WITHOUT_DEALS,
            "game": self.game,
            "preset": self.preset,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "actions": [a.to_json() for a in self.actions],
        }
        if self.deals:
            data["deals"] = [d.to_json() for d in self.deals]
        if self.table:
            data["table"] = self.table
        return data


def record_of(match: Match, table: dict[str, Any] | None = None) -> Record:
    return Record(match.game_id, match.preset, dict(match.options), match.seats, match.seed,
                  tuple(match.history), dict(table or {}), match.deals)


def dumps(match: Match, table: dict[str, Any] | None = None) -> str:
    return json.dumps(record_of(match, table).to_json(), separators=(",", ":"))


def loads(text: str) -> Record:
    """Parse a record; anything malformed raises RecordError saying what is wrong."""
    text = text.removeprefix("\ufeff")  # the byte-order mark some editors put first
    if not text.strip():
        raise RecordError("damaged (the file is empty)")
    try:
        data = parse_json(text)
    except json.JSONDecodeError as exc:  # where, not the parser's jargon
        if not text.lstrip().startswith("{"):  # as every record does
            raise RecordError("not a Rummy Parlor record (not JSON)") from None
        raise RecordError(f"damaged (not valid JSON at line {exc.lineno}, column {exc.colno})"
                          ) from None
    except Unreadable as exc:
        raise RecordError(f"damaged ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("not a Rummy Parlor record (another program's file?)")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError("the record has no format version")
    if version > VERSION:
        raise RecordError(
            f"the record was written by a newer Rummy Parlor (format {clip(str(version))}; "
            f"this one reads up to {VERSION})")
    game = _field(data, "game", str)
    preset = _field(data, "preset", str)
    options = _field(data, "options", dict)
    seed = _field(data, "seed", int)
    seats = _field(data, "seats", list)
    actions = _field(data, "actions", list)
    seat_list = []
    for i, s in enumerate(seats):
        if not (isinstance(s, dict) and isinstance(s.get("name"), str)
                and (s.get("bot") is None or isinstance(s.get("bot"), str))):
            raise RecordError("the record's seats are malformed")
        bot = s.get("bot")
        if bot is not None and bot not in LEVELS:  # the table could seat no computer there
            said = bot if len(bot) <= 20 else bot[:20] + "…"
            raise RecordError(f"the record's seat {i + 1} is played by an unknown computer "
                              f"level, '{said}'")
        seat_list.append(Seat(s["name"], bot))
    table = data.get("table")
    if version <= BEFORE_WILDS_STAY and game == "pay-me":
        options = {"wilds": "slide", **options}
    return Record(game, preset, options, tuple(seat_list), seed,
                  tuple(action_from_json(a) for a in actions),
                  table if isinstance(table, dict) else {}, _deals(data.get("deals", [])))


def _deals(data: object) -> tuple[Deal, ...]:
    if not isinstance(data, list):
        raise RecordError("the record's 'deals' is malformed")
    try:
        return tuple(Deal.from_json(d) for d in data)
    except DealError as exc:
        raise RecordError(f"the record's deals cannot be read: {exc}") from None


def _field(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"the record's '{key}' is missing or malformed")
    return value


def replay(record: Record, upto: int | None = None) -> Match:
    """Re-run a record (its first `upto` actions) and return the match."""
    try:
        match = new_match(record.game, record.options, record.seats, record.seed, record.preset,
                          record.deals)
    except (UnknownGame, DealError) as exc:
        raise RecordError(f"the record cannot be replayed: {exc}") from None
    for i, action in enumerate(record.actions[:upto]):
        try:
            match.apply(action)
        except IllegalAction as exc:
            # The engine's reason speaks to the player who acted ("you do not hold QH"):
            # quoted, and that player named, it does not read as said to whoever replays.
            seats = record.seats
            known = 0 <= action.seat < len(seats)
            who = clip(seats[action.seat].name) if known else "a seat not at this table"
            raise RecordError(f"action {i + 1} of the record is not legal for {who}: “{exc}”"
                              ) from None
    return match


def read(path: str | os.PathLike[str]) -> Record:
    """Load a record file; missing, unreadable or malformed files raise RecordError, whose
    reason leaves the file for the caller to name (as a path, or just its name)."""
    p = Path(path)
    try:
        raw = read_limited(p, MAX_BYTES)
        if raw is None:
            raise RecordError("too large to be a record")
    except FileNotFoundError:
        raise RecordError("no such file") from None
    except IsADirectoryError:
        raise RecordError("a folder, not a record") from None
    except OSError as exc:
        raise RecordError(f"cannot be read: {exc.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("not a Rummy Parlor record (not text)") from None
    return loads(text)


def read_limited(path: Path, limit: int) -> bytes | None:
    """The bytes of a regular file, or None if it holds more than `limit`. Anything else named
    as a file raises OSError, as an unreadable file does: a device never ends (/dev/zero had
    filled the memory) and a pipe waits for a writer (a listing of saves would hang)."""
    found = path.stat()
    if stat.S_ISDIR(found.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(found.st_mode):
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    if found.st_size > limit:
        return None
    with path.open("rb") as f:
        raw = f.read(limit + 1)  # it may have grown since
    return None if len(raw) > limit else raw


def read_deals(path: str | os.PathLike[str]) -> list[tuple[Deal, ...]]:
    """A deals file (`simulate --deals`): a JSON list with an entry a match, each one deal
    (its first hand) or a list of deals (its hands in order). RecordError says what is
    wrong; the deals' fit to a game is checked when a match starts."""
    p = Path(path)
    try:
        raw = read_limited(p, MAX_BYTES)
    except FileNotFoundError:
        raise RecordError("no such file") from None
    except OSError as exc:
        raise RecordError(f"cannot be read: {exc.strerror or exc}") from None
    if raw is None:
        raise RecordError("too large to be a deals file")
    try:
        data = parse_json(raw.decode("utf-8").removeprefix("\ufeff"))
    except ValueError:  # not UTF-8, not JSON, or JSON no reader should take
        raise RecordError("not a deals file (not JSON)") from None
    if not isinstance(data, list) or not data:
        raise RecordError("a deals file is a JSON list with an entry a match")
    matches = []
    for i, entry in enumerate(data):
        try:
            hands = entry if isinstance(entry, list) else [entry]
            matches.append(tuple(Deal.from_json(d) for d in hands))
        except DealError as exc:
            raise RecordError(f"entry {i + 1}: {exc}") from None
    return matches


def write(path: str | os.PathLike[str], match: Match,
          table: dict[str, Any] | None = None) -> None:
    """Save a match atomically (with the front end's `table` data, if any)."""
    write_atomic(path, dumps(match, table))


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write a temporary file beside the target, then rename over it: a crash leaves either
    the old file or the new one, never half of one."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise

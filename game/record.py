"""The record codec: a match as versioned JSON (game, preset, options, seats, seed, actions).

This is the only module of the engine that reads or writes files. A record replays to exactly
the same state because a match is determined by its seed and its actions. A record may also
carry `table`: what a front end keeps with the match that the rules never read (how each
person arranged their hand); the engine passes it through untouched.
"""

from __future__ import annotations

import errno
import json
import math
import os
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.actions import Action, action_from_json
from game.api import new_match
from game.bots import LEVELS
from game.errors import IllegalAction, RecordError, UnknownGame
from game.match import Match, Seat
from game.messages import clip

FORMAT = "rummy-parlor-record"
VERSION = 2
# Format 1 was written before a wild in a Pay Me run kept its place: its matches replay as
# played under the house rule that lets lay-offs slide wilds.
BEFORE_WILDS_STAY = 1
MAX_BYTES = 32 * 1024 * 1024  # far above any real match; refuses a huge foreign file early
# What parse_json reads: far past any number or depth the program writes. Python itself refuses
# an integer of more than 4,300 digits (a setting a process may lower to 640, or lift, when a
# million digits would take minutes to convert).
MOST_DIGITS = 640
MOST_NESTED = 32  # every file of ours is 5 deep at most (a record's melds)


class Unreadable(ValueError):
    """JSON that parse_json refuses; its words say what is wrong (a ValueError, as the
    parser's own JSONDecodeError is)."""


@dataclass(frozen=True)
class Record:
    game: str
    preset: str
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    actions: tuple[Action, ...]
    table: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "preset": self.preset,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "actions": [a.to_json() for a in self.actions],
        }
        if self.table:
            data["table"] = self.table
        return data


def record_of(match: Match, table: dict[str, Any] | None = None) -> Record:
    return Record(match.game_id, match.preset, dict(match.options), match.seats, match.seed,
                  tuple(match.history), dict(table or {}))


def dumps(match: Match, table: dict[str, Any] | None = None) -> str:
    return json.dumps(record_of(match, table).to_json(), separators=(",", ":"))


def parse_json(text: str | bytes) -> Any:
    """JSON as the program reads every file: ValueError (JSONDecodeError, or Unreadable)
    unless it is JSON that the code reading it can take as it comes, so that no reader need
    fear more than a wrong type: no NaN or infinity, no number of more than MOST_DIGITS
    digits, nothing nested more than MOST_NESTED deep."""
    try:
        data = json.loads(text, parse_int=_whole, parse_float=_finite,
                          parse_constant=_no_constant)
    except RecursionError:  # nested deeper than the parser goes
        raise Unreadable("nested too deeply to read") from None
    _check_depth(data)
    return data


def _whole(text: str) -> int:
    if len(text) > MOST_DIGITS and len(text.lstrip("-")) > MOST_DIGITS:
        raise Unreadable(f"a number of more than {MOST_DIGITS} digits")
    return int(text)


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):  # 1e400
        raise Unreadable("a number too large to read")
    return number


def _no_constant(text: str) -> float:
    raise Unreadable(f"{text}, which is no number")


def _check_depth(data: object) -> None:
    """Unreadable if lists and objects nest past MOST_NESTED (code walking them by recursion
    would otherwise stop with RecursionError wherever it is)."""
    level = [data] if isinstance(data, (dict, list)) else []
    for _ in range(MOST_NESTED):
        level = [inner for outer in level for inner in
                 (outer.values() if isinstance(outer, dict) else outer)
                 if isinstance(inner, (dict, list))]
        if not level:
            return
    raise Unreadable("nested too deeply to read")


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
                  table if isinstance(table, dict) else {})


def _field(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"the record's '{key}' is missing or malformed")
    return value


def replay(record: Record, upto: int | None = None) -> Match:
    """Re-run a record (its first `upto` actions) and return the match."""
    try:
        match = new_match(record.game, record.options, record.seats, record.seed, record.preset)
    except UnknownGame as exc:
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

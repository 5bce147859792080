"""What the title and load screens say of each save, kept so that they need not replay it.

Every match is kept, so the saves only grow, and replaying each one to say whose it is and
how it stands took the title screen seconds once there were hundreds (the load screen too).
The index remembers, per file, the line those screens show, found by replaying the file once.
An entry stands while the file's size and modification time are unchanged, so a save written
since, or edited by hand, is replayed again, and a new version of the program (whose rules may
read a file differently) starts a new index. The index is only a cache: missing, unreadable or
foreign, it is built afresh; opening a match always replays its file.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from game import __version__, record, safe_json
from game.errors import RecordError
from game.match import Match

FORMAT = "rummy-parlor-save-index"
VERSION = 4  # 2: a reason no longer names its file (the load screen does); 3: who won;
# 4: a move the rules refuse names its player


MOST_SEATS = 8  # that any game seats (Pay Me): the screens fit the names of so many, no more


@dataclass(frozen=True)
class SaveSummary:
    """A save as the screens list it: its game, how far it got, who plays and their scores
    (the final ones once it is over), and who won it (seats; none while it goes on)."""

    game: str
    over: bool
    hand: int
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...] = ()

    @classmethod
    def of(cls, match: Match) -> SaveSummary:
        scores = match.final_scores() if match.over else match.totals
        return cls(match.game_id, match.over, match.hand_number,
                   tuple(s.name for s in match.seats), tuple(scores),
                   tuple(match.winners) if match.over else ())

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "over": self.over, "hand": self.hand,
                "names": list(self.names), "scores": list(self.scores),
                "winners": list(self.winners)}

    @classmethod
    def from_json(cls, data: object) -> SaveSummary | None:
        """The summary, or None if `data` is not one (a damaged index is re-derived)."""
        if not isinstance(data, dict):
            return None
        game, over, hand = data.get("game"), data.get("over"), data.get("hand")
        names, scores, winners = data.get("names"), data.get("scores"), data.get("winners")
        if not (isinstance(game, str) and isinstance(over, bool) and _is_int(hand)
                and isinstance(names, list) and all(isinstance(n, str) for n in names)
                and isinstance(scores, list) and all(_is_int(s) for s in scores)
                and len(names) == len(scores) <= MOST_SEATS and isinstance(winners, list)
                and all(_is_int(w) and 0 <= w < len(names) for w in winners)
                and bool(winners) == over):
            return None
        return cls(game, over, hand, tuple(names), tuple(scores), tuple(winners))


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Known:
    """What the index knows of one file: its summary, or why it cannot be read."""

    summary: SaveSummary | None
    problem: str | None


class SaveIndex:
    """The summaries of the saves folder's files, by file name, read from `path` (a file in
    the state folder) and written back by `store` if anything was learnt."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.files: dict[str, tuple[list[int], Known]] = _read(path)
        self.changed = False

    def know(self, file: Path, stat: os.stat_result) -> Known:
        """The summary of `file`, from the index while the file is unchanged, else by
        replaying it (and remembered)."""
        stamp = [stat.st_mtime_ns, stat.st_size]
        held = self.files.get(file.name)
        if held is not None and held[0] == stamp:
            return held[1]
        try:
            known = Known(SaveSummary.of(record.replay(record.read(file))), None)
        except RecordError as exc:
            known = Known(None, str(exc))
        self.files[file.name] = (stamp, known)
        self.changed = True
        return known

    def store(self, present: set[str] | None = None) -> None:
        """Write the index if it learnt anything, forgetting files no longer in the folder
        (when `present` names all that are). A failure to write costs only speed."""
        if present is not None and not set(self.files) <= present:
            self.files = {name: held for name, held in self.files.items() if name in present}
            self.changed = True
        if not self.changed:
            return
        files = {name: {"stamp": stamp, "summary": k.summary.to_json() if k.summary else None,
                        "problem": k.problem} for name, (stamp, k) in self.files.items()}
        try:
            data = {"format": FORMAT, "version": VERSION, "program": __version__, "files": files}
            record.write_atomic(self.path, json.dumps(data, separators=(",", ":")))
            self.changed = False
        except OSError:
            pass


def _read(path: Path) -> dict[str, tuple[list[int], Known]]:
    """The index's entries that are well formed; none if the file is missing or not ours."""
    try:
        raw = record.read_limited(path, record.MAX_BYTES)
        data = safe_json.parse_json(raw) if raw is not None else None
    except (OSError, ValueError):  # ValueError: not UTF-8 or JSON, or JSON it could not take
        return {}
    if not (isinstance(data, dict) and data.get("format") == FORMAT
            and data.get("version") == VERSION and data.get("program") == __version__
            and isinstance(data.get("files"), dict)):
        return {}
    out = {}
    for name, raw in data["files"].items():
        if not isinstance(raw, dict):
            continue
        stamp, problem = raw.get("stamp"), raw.get("problem")
        summary = SaveSummary.from_json(raw.get("summary"))
        if not (isinstance(stamp, list) and len(stamp) == 2 and all(_is_int(v) for v in stamp)):
            continue
        if summary is not None and problem is None:
            out[name] = (stamp, Known(summary, None))
        elif summary is None and isinstance(problem, str):
            out[name] = (stamp, Known(None, problem))
    return out

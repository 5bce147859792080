"""The saves fuzzer's parts (tests/test_fuzz_saves.py): real saves written through the
program's own save path, seeded damage done to them, and the checks every damaged file
must pass: refused with a short reason or read, never another exception, never a change
to the file.

Case `i` of a seed is made from `random.Random(f"{seed}:{i}")` and the real files alone, so
that a child process makes the same cases from the same numbers, and a failure names the
case to run again: `python -m tests.save_fuzz ORIGINALS SEED FIRST COUNT [--draw]`
(ORIGINALS: a folder that `write_originals` fills, if it is not there yet). The screens are
drawn in such a child only: pygame-ce can abort the whole process, and an abort must fail a
test rather than end the run.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import io
import json
import os
import random
import stat
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.api import new_match
from game.bots import make_bot
from game.match import Match, Seat

# -- real saves --------------------------------------------------------------------------------
# (file, game, seats (None: a person), seed, actions played: None to the match's end)
PLAYED: tuple[tuple[str, str, tuple[str | None, ...], int, int | None], ...] = (
    ("gin-midway", "gin", (None, "easy"), 11, 40),
    ("gin-over", "gin", (None, "easy"), 12, None),
    ("rummy-people", "rummy", (None, None, "easy"), 13, 70),  # two people: the handover
    ("pay-me-midway", "pay-me", (None, "easy", "easy", "easy"), 14, 90),
    ("pay-me-over", "pay-me", (None, "easy"), 15, None),
    ("three-thirteen", "three-thirteen", (None, None, "easy"), 16, 60),
)
NAMES = ("You", "Ann", "Bo", "Cy")


def played(game: str, bots: tuple[str | None, ...], seed: int, steps: int | None) -> Match:
    """A seeded match of easy bots, `steps` decisions in (or to its end)."""
    seats = [Seat(NAMES[i], bot) for i, bot in enumerate(bots)]
    match = new_match(game, None, seats, seed)
    players = [make_bot("easy", seed * 10 + i) for i in range(len(bots))]
    while not match.over and (steps is None or len(match.history) < steps):
        seat = match.pending()[0].seat
        match.apply(players[seat].choose(match.view(seat)))
    return match


def write_originals(folder: Path) -> None:
    """The real files the cases damage, written by the program itself into `folder`: saves
    (`storage.save_match`, with the hand orders and sorts the table keeps beside a match)
    in saves/, and settings, statistics of the finished matches and the window's size in
    home/, as under RUMMY_PARLOR_HOME."""
    from scenes import storage
    from scenes.table.session import HandLayouts

    (folder / "saves").mkdir(parents=True, exist_ok=True)
    stats = storage.Stats()
    for name, game, bots, seed, steps in PLAYED:
        match = played(game, bots, seed, steps)
        people = [i for i, bot in enumerate(bots) if bot is None]
        hands = HandLayouts({people[0]: list(reversed(match.hands[people[0]]))},
                            {seat: "suit" for seat in people[1:]})
        storage.save_match(folder / "saves" / f"{name}.json", match, hands)
        stats.record(match)
    home = os.environ.get("RUMMY_PARLOR_HOME")
    os.environ["RUMMY_PARLOR_HOME"] = str(folder / "home")
    try:
        storage.save_settings(storage.Settings(speed="fast", back="red", volume=35,
                                               think="long", hide_finished=True))
        storage.save_stats(stats)
        storage.save_window_size((1600, 900))
    finally:
        if home is None:
            del os.environ["RUMMY_PARLOR_HOME"]
        else:
            os.environ["RUMMY_PARLOR_HOME"] = home


# The other files the program reads, where they lie under RUMMY_PARLOR_HOME
OTHERS = {"settings": "config/settings.json", "stats": "data/stats.json",
          "window": "state/window.json"}


@dataclass(frozen=True)
class Originals:
    """The real files' bytes: the saves (by their place in `paths`), and the others."""

    paths: list[Path]
    saves: list[bytes]
    others: dict[str, bytes]

    @classmethod
    def read(cls, folder: Path) -> Originals:
        if not (folder / "saves").is_dir():
            write_originals(folder)
        paths = sorted((folder / "saves").glob("*.json"))
        return cls(paths, [p.read_bytes() for p in paths],
                   {k: (folder / "home" / v).read_bytes() for k, v in OTHERS.items()})


# -- damage ------------------------------------------------------------------------------------
def _nested(depth: int, inner: str = "1") -> str:
    return "[" * depth + inner + "]" * depth


# 32,000 letters, each another (no font at hand has them): one looked for at a time in the
# fonts, where each had been compared with all the others, New game took seconds to open.
MANY_LETTERS = "".join(map(chr, range(0x4E00, 0x4E00 + 32000)))
# Values written into a save in place of one of its own, as JSON text: what Python cannot
# convert (4,301 digits), numbers past a float, no numbers at all, huge texts, wrong kinds,
# nesting past any reader's depth; and near ones a reader must still take or refuse.
TOKENS: tuple[str, ...] = (
    "9" * 4301, "-" + "1" * 5000, "1" + "0" * 700, "1" + "0" * 600, str(2**63), str(2**31),
    "-1", "0", "1", "2", "3", "7", "52", "99", "-0",
    "1e400", "-1e400", "1e308", "1.5", "-0.0", "1e-400", "2.0",
    "NaN", "Infinity", "-Infinity",
    json.dumps("W" * 15000), json.dumps("W" * 150000), json.dumps("\U0001f600" * 1500),
    json.dumps("a " * 20000), json.dumps("\u0628\u0627\u0628 " * 500), json.dumps(MANY_LETTERS),
    json.dumps("e\u0301" * 5000), '"\\ud800"', '"a\\u0000\\n\\tb"', '""',
    json.dumps("\u200d" * 40), json.dumps("9" * 5000), json.dumps("-1e400"), '"inf"', '"nan"',
    '"easy"', '"hard"', '"random"', '"stock"', '"discard"', '"gin"', '"rummy"', '"pay-me"',
    '"three-thirteen"', '"standard"', '"classic"', '"rank"', '"suit"', '"draw"', '"knock"',
    "[]", "{}", "[[]]", '{"": 0}', "[1, 2, 3]", "[0, 0, 0, 0]", '["0"]', "true", "false", "null",
    json.dumps(["x"] * 100000), json.dumps([7] * 100000),
    _nested(31), _nested(33), _nested(5000), '{"a":' * 3000 + "1" + "}" * 3000,
    _nested(100000, ""),
)
KEYS: tuple[str, ...] = ("0" * 4301, "0", "1", "3", "7", "-1", "999", "\u0663", "\u00b2",
                         "W" * 15000, "", "format", "table", "hand_order", "x" * 100)
_HOLE = "\u0000fuzz{}\u0000"  # a placeholder no save holds, replaced by a token's text


@dataclass(frozen=True)
class Case:
    """One damaged file: `data` (bytes) to write, or `kind` of file to make instead. Its
    `target`: a save, or the save index's entry for a sound save (damaged when the case
    runs, as the index is made then), or the settings, statistics or window file."""

    number: int
    label: str
    name: str  # its file name in the saves folder
    data: bytes = b""
    kind: str = "file"  # or "folder", "fifo", "zero", "loop", "dangling", "large"
    target: str = "save"  # or "index", or one of OTHERS


def make_case(seed: int, number: int, originals: Originals) -> Case:
    """Case `number` of `seed`: a real file damaged (its bytes, or its JSON), or an odd one."""
    rng = random.Random(f"{seed}:{number}")
    name = f"case-{number:05d}.json"
    which = rng.randrange(len(originals.saves))
    text = originals.saves[which]
    roll = rng.random()
    if roll < 0.05:
        return _odd_file(rng, number, name, originals.saves)
    if roll < 0.3:
        label, data = _damage_bytes(rng, text)
    elif roll < 0.85:
        label, data = _damage_json(rng, text)
    elif roll < 0.9:
        return Case(number, f"the index's line of save {which}", name, text, target="index")
    else:
        target = rng.choice(sorted(OTHERS))
        damage = _damage_bytes if rng.random() < 0.3 else _damage_json
        label, data = damage(rng, originals.others[target])
        return Case(number, f"{target}: {label}", name, data, target=target)
    return Case(number, f"save {which}: {label}", name, data)


def _damage_bytes(rng: random.Random, text: bytes) -> tuple[str, bytes]:
    data = bytearray(text)
    how = rng.choice(("flip", "byte", "truncate", "cut", "repeat", "insert", "digits"))
    at = rng.randrange(len(data))
    if how == "flip":
        spots = [rng.randrange(len(data)) for _ in range(rng.randint(1, 8))]
        for spot in spots:
            data[spot] ^= 1 << rng.randrange(8)
        return f"bits flipped at {spots}", bytes(data)
    if how == "byte":
        new = rng.choice(b'\x00\xff"{}[],:\\9-eE.\n')
        data[at] = new
        return f"byte {at} made {new:#x}", bytes(data)
    if how == "truncate":
        return f"cut off at byte {at}", bytes(data[:at])
    end = min(len(data), at + rng.randint(1, 400))
    if how == "cut":
        return f"bytes {at}..{end} taken out", bytes(data[:at] + data[end:])
    if how == "repeat":
        times = rng.choice((2, 50))
        return f"bytes {at}..{end} repeated {times} times", \
            bytes(data[:end] + data[at:end] * (times - 1) + data[end:])
    if how == "insert":
        junk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 40)))
        return f"{len(junk)} random bytes put in at {at}", bytes(data[:at] + junk + data[at:])
    digits = [i for i, b in enumerate(data) if 0x30 <= b <= 0x39]
    at = rng.choice(digits)
    return f"5,000 digits put in at {at}", bytes(data[:at] + b"9" * 5000 + data[at:])


def _damage_json(rng: random.Random, text: bytes,
                 within: tuple[object, ...] = ()) -> tuple[str, bytes]:
    data = json.loads(text)
    tokens: list[str] = []
    said = [_edit(rng, data, tokens, within) for _ in range(rng.choice((1, 1, 1, 1, 2, 3)))]
    out = json.dumps(data, separators=(",", ":"))
    for i, token in enumerate(tokens):
        out = out.replace(json.dumps(_HOLE.format(i)), token, 1)
    return "; ".join(said), out.encode("utf-8", "surrogatepass")


def _places(node: object, path: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
    """The path to every value under `node` (keys and indexes from the top)."""
    items = node.items() if isinstance(node, dict) else enumerate(node) \
        if isinstance(node, list) else ()
    for key, value in items:
        yield (*path, key)
        yield from _places(value, (*path, key))


def _edit(rng: random.Random, data: Any, tokens: list[str], within: tuple[object, ...]) -> str:
    """One edit of a file's JSON, in place (tokens go in as holes), of a value `within` that
    path; what it did."""
    places = [p for p in _places(data) if p[:len(within)] == within and len(p) > len(within)]
    # Most edits go to what the screens show or the table keeps (the names, the seats, the
    # hand orders, the rules, the seed), and most of those keep the value's kind, so that the
    # file is read and drawn; the rest go anywhere (most of a save is its actions).
    shown = [p for p in places if p[0] in ("seats", "table", "options", "seed", "preset")
             and data.get("format") == "rummy-parlor-record"]
    in_kind = rng.random() < 0.7
    path = rng.choice(shown if rng.random() < 0.6 and shown else places)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key, value = path[-1], parent[path[-1]]
    where = ".".join(str(k) for k in path)

    def hole(token: str) -> str:
        tokens.append(token)
        return _HOLE.format(len(tokens) - 1)

    how = 0.0 if in_kind else rng.random()
    if how < 0.35:  # of the same kind, which the readers' type checks let by
        kind = _kind(value)
        token = rng.choice([t for t in TOKENS if _kind(_token_value(t)) == kind] or TOKENS)
        parent[key] = hole(token)
        return f"{where} = {_short(token)}"
    if how < 0.6:
        token = rng.choice(TOKENS)
        parent[key] = hole(token)
        return f"{where} = {_short(token)}"
    if how < 0.7 and isinstance(value, int) and not isinstance(value, bool):
        new = rng.choice((value + 1, value - 1, -value, 0, -1, 2**31, 2**63, value * 1000))
        parent[key] = new
        return f"{where} = {new}"
    if how < 0.8:
        del parent[key]
        return f"{where} taken out"
    if how < 0.9 and isinstance(parent, dict):
        new_key = rng.choice(KEYS)
        parent[new_key] = parent.pop(key)
        return f"{where} renamed {_short(new_key)}"
    if isinstance(parent, list):
        parent.insert(rng.randrange(len(parent) + 1), hole(rng.choice(TOKENS)))
        return f"a value put into {'.'.join(str(k) for k in path[:-1])}"
    new_key = rng.choice(KEYS)
    parent[new_key] = hole(rng.choice(TOKENS))
    return f"key {_short(new_key)} added beside {where}"


def _kind(value: object) -> str:
    """A JSON value's kind: text, number, true or false, list, object or null."""
    for kind, types in (("bool", bool), ("number", (int, float)), ("text", str),
                        ("list", list), ("object", dict)):
        if isinstance(value, types):
            return kind
    return "null"


def _token_value(token: str) -> object:
    """What a token reads as, near enough for its kind (Python's reader, unlimited)."""
    first = token[0]
    return {"\"": "", "[": [], "{": {}, "t": True, "f": False, "n": None}.get(first, 0) \
        if first != "N" else 0.0


def _short(text: str) -> str:
    return repr(text) if len(text) <= 30 else f"{text[:12]!r}… ({len(text):,} characters)"


def _odd_file(rng: random.Random, number: int, name: str, originals: list[bytes]) -> Case:
    """A file no save is, or a save in another encoding or under an odd name, or no file."""
    good = rng.choice(originals)

    def edited(**fields: object) -> bytes:
        return json.dumps({**json.loads(good), **fields}).encode()

    odd: dict[str, Callable[[], bytes | str]] = {
        "empty": lambda: b"", "spaces": lambda: b"   \n\t  ", "bom only": lambda: b"\xef\xbb\xbf",
        "bom and a save": lambda: b"\xef\xbb\xbf" + good,
        "utf-16": lambda: good.decode("utf-8").encode("utf-16"),
        "utf-32": lambda: good.decode("utf-8").encode("utf-32"),
        "latin-1 name": lambda: good.replace(b'"You"', b'"Zo\xeb"'),
        "random bytes": lambda: rng.randbytes(rng.randint(1, 3000)),
        "nulls": lambda: b"\x00" * 500, "null": lambda: b"null", "list": lambda: b"[]",
        "object": lambda: b"{}", "number": lambda: b"0", "text": lambda: b'"x"',
        "deep list": lambda: _nested(200000, "").encode(),
        "only the format": lambda: b'{"format":"rummy-parlor-record","version":2}',
        "format 0": lambda: edited(version=0), "format 1": lambda: edited(version=1),
        "format 3": lambda: edited(version=3),
        "format of 600 digits": lambda: edited(version=10**599),
        "thousands of seats": lambda: edited(seats=json.loads(good)["seats"] * 3000,
                                             actions=[]),
        "its first actions 5,000 times": lambda: edited(
            actions=json.loads(good)["actions"][:3] * 5000),
        "folder": lambda: "folder", "fifo": lambda: "fifo", "device": lambda: "zero",
        "link to itself": lambda: "loop", "dangling link": lambda: "dangling",
        "too large": lambda: "large",
        "odd name": lambda: good, "long name": lambda: good, "non-utf-8 name": lambda: good,
        "name with a newline and an escape": lambda: good,
    }
    label = rng.choice(sorted(odd))
    made = odd[label]()
    name = {"odd name": f"\U0001f600 \u202e{number}.json",
            "long name": f"{number}-" + "W" * 230 + ".json",
            "non-utf-8 name": os.fsdecode(b"\xff\xfe-" + str(number).encode() + b".json"),
            "name with a newline and an escape": f"a\nb\x1b[31m-{number}.json"}.get(label, name)
    if isinstance(made, str):
        return Case(number, f"odd file: {label}", name, kind=made)
    return Case(number, f"odd file: {label}", name, made)


def place(case: Case, folder: Path) -> Path:
    """Put the case's file in `folder`."""
    path = folder / case.name
    if case.kind == "file":
        path.write_bytes(case.data)
    elif case.kind == "folder":
        path.mkdir()
        (path / "inside.json").write_text("{}")
    elif case.kind == "fifo":
        os.mkfifo(path)  # read, it would wait for ever: the case's time limit fails it
    elif case.kind == "zero":
        path.symlink_to("/dev/zero")
    elif case.kind == "loop":
        path.symlink_to(path.name)
    elif case.kind == "dangling":
        path.symlink_to("nowhere.json")
    elif case.kind == "large":
        with path.open("wb") as f:  # sparse: 40 MB on no disk
            f.write(b'{"format":"rummy-parlor-record",')
            f.truncate(40 * 1024 * 1024)
    return path


# -- the checks --------------------------------------------------------------------------------
def snapshot(folder: Path) -> dict[str, tuple[object, ...]]:
    """Every file under `folder` as it stands: kind, size, time and content."""
    out: dict[str, tuple[object, ...]] = {}
    for path in sorted(folder.rglob("*")):
        found = path.lstat()
        digest = ""
        if stat.S_ISREG(found.st_mode):
            digest = hashlib.sha1(path.read_bytes()).hexdigest()
        out[str(path.relative_to(folder))] = (stat.S_IFMT(found.st_mode), found.st_size,
                                              found.st_mtime_ns, digest)
    return out


REASON_MOST = 300  # characters of a reason: a short one, whatever the file held


class Checker:
    """Runs the cases through the program's readers, collecting what went wrong. The real
    saves lie in the folder beside each case, older than it, as a player's would, and the
    real settings, statistics and window files in their places."""

    def __init__(self, home: Path, originals: Originals, draw: bool) -> None:
        self.home = home
        self.saves = home / "data" / "saves"
        self.saves.mkdir(parents=True, exist_ok=True)
        for age, original in enumerate(originals.paths, 1):
            copy = self.saves / original.name
            copy.write_bytes(original.read_bytes())
            os.utime(copy, (1e9 - age, 1e9 - age))
        self.kept = {p.name for p in self.saves.iterdir()}
        self.others = originals.others
        if self.others:
            self._put_back_others()
        self.draw = draw
        self.problems: list[str] = []
        self.app: Any = None
        self.outcomes: Counter[str] = Counter()  # how far the cases got: read, opened, ...
        self.slowest: list[tuple[float, int]] = []  # (CPU seconds, case) of the slowest few

    def fail(self, case: Case, where: str, what: str) -> None:
        self.problems.append(f"case {case.number} ({case.label}), {where}: {what}")

    def guard(self, case: Case, where: str, work: Callable[[], object],
              allowed: tuple[type[BaseException], ...] = ()) -> object:
        """`work()`, or None if it raised one of `allowed` (a refusal); anything else raised
        is a failure of the case."""
        try:
            return work()
        except allowed as exc:
            if len(str(exc)) > REASON_MOST:
                self.fail(case, where, f"a reason of {len(str(exc)):,} characters")
            return None
        except Exception:
            self.fail(case, where, traceback.format_exc(limit=-4))
            return None

    def run(self, case: Case) -> None:
        if case.target in OTHERS:
            self._other(case)
            self._put_back_others()
        else:
            self._save(case)
        for left in self.saves.iterdir():  # the case, and any file the table saved
            if left.name not in self.kept:
                _remove(left)

    # -- a save, or its line in the index ----------------------------------------------------
    def _save(self, case: Case) -> None:
        """Every reader of saves, then the screens if drawing; no save is changed (but by
        the table, saving a match it opened)."""
        from game import record
        from game.errors import RecordError
        from scenes import storage

        path = place(case, self.saves)
        if case.target == "index":
            self._damage_index(case, path)
        before = snapshot(self.saves)
        # the codec: record.read here, record.replay in load_save and in the replay command
        read = self.guard(case, "record.read", lambda: record.read(path), (RecordError,))
        self.outcomes["read"] += bool(read)
        if self.guard(case, "storage.load_save", lambda: storage.load_save(path),
                      (RecordError,)):
            self.outcomes["loaded"] += 1
        if read or case.number % 5 == 0:  # (the command reads as record.read does)
            self.guard(case, "the replay command", lambda: self._command(case, path))
        entries = self.guard(case, "storage.list_saves", storage.list_saves)
        for entry in entries if isinstance(entries, list) else ():
            if (entry.summary is None) == (entry.problem is None):
                self.fail(case, "storage.list_saves", f"{entry.path.name}: no summary or reason")
            elif entry.problem is not None and len(entry.problem) > REASON_MOST:
                self.fail(case, "storage.list_saves", f"a reason of {len(entry.problem):,}")
        self.guard(case, "storage.title_saves", storage.title_saves)
        self.guard(case, "storage.last_setup", storage.last_setup)
        if snapshot(self.saves) != before:
            self.fail(case, "the saves folder", "a file was changed by reading it")
        if self.draw:
            self.guard(case, "the screens", lambda: self._screens(case, path))

    def _damage_index(self, case: Case, path: Path) -> None:
        """List the sound save, then damage what the index says of it (its stamp kept, so
        that the index is believed)."""
        from scenes import storage

        storage.list_saves()
        index = self.home / "state" / "save-index.json"
        rng = random.Random(f"index:{case.number}")
        _, data = _damage_json(rng, index.read_bytes(), ("files", path.name, "summary"))
        index.write_bytes(data)

    def _command(self, case: Case, path: Path) -> None:
        """`rummy-parlor replay`: its output printed whole, or one line and status 2."""
        from game.cli import main

        how = ([], ["--json"], ["--moves"])[case.number % 3]
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["replay", str(path), *how])
        said = err.getvalue()
        if code not in (0, 2) or (code == 2) != bool(said) or said.count("\n") > 1:
            self.fail(case, f"replay {how}", f"exit {code}: {said[:200]!r}")
        elif len(said) > REASON_MOST + 2 * len(str(path)):
            self.fail(case, f"replay {how}", f"an error of {len(said):,} characters")

    def _screens(self, case: Case, path: Path) -> None:
        """The title, Load game (every page), New game (which starts from the newest save,
        the case) and the case opened at the table: a frame, the pass-the-device screen
        passed, the pointer resting on each seat."""
        import pygame

        from scenes.menus.load import LoadScene
        from scenes.menus.new_game import NewGameScene
        from scenes.menus.title import TitleScene
        from scenes.table.handover import HandoverScene
        from scenes.table.scene import TableScene
        from tests.table_helpers import frame, open_save

        app = self._app()
        app.reset(TitleScene(app))
        frame(app)
        app.push(LoadScene(app))
        frame(app)
        for _ in range(app.top.pages() - 1):
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                          unicode=""))
            frame(app)
        app.pop()
        app.push(NewGameScene(app))
        frame(app)
        app.pop()
        before = snapshot(self.saves)
        problem = open_save(app, path)
        if problem is not None:
            if len(problem) > REASON_MOST:
                self.fail(case, "open_save", f"a reason of {len(problem):,} characters")
            if snapshot(self.saves) != before:
                self.fail(case, "open_save", "refused, yet a file was changed")
            return
        self.outcomes["opened"] += 1
        frame(app)
        if isinstance(app.top, HandoverScene):
            self.outcomes["handed over"] += 1
            frame(app)
            app.top.pressed("ready")
            frame(app)
        table = app.top
        if isinstance(table, TableScene):
            self.outcomes["at the table"] += 1
            for seat in table.zones(app.screen).seats:
                for spot in (seat["name"], seat["hand"]):
                    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center,
                                                  rel=(0, 0), buttons=(0, 0, 0)))
                    frame(app)
        app.reset(TitleScene(app))
        frame(app)

    def _app(self, fresh: bool = False) -> Any:
        """The window's App (a new one reads the settings, statistics and window files); the
        card pictures and the sounds, slow to make, are made once."""
        from scenes import app as app_module
        from tests.table_helpers import make_app

        if self.app is None:
            self.app = make_app()
        elif fresh:
            made = (app_module.CardArt, app_module.Sounds)
            app_module.CardArt, app_module.Sounds = (  # type: ignore[misc]
                lambda art=self.app.art: art, lambda sounds=self.app.sounds: sounds)
            try:
                self.app = make_app()
            finally:
                app_module.CardArt, app_module.Sounds = made  # type: ignore[misc]
        return self.app

    # -- settings, statistics, the window's size ---------------------------------------------
    def _other(self, case: Case) -> None:
        """The file read (by a new App, when drawing: as the program starts), and either
        kept as it was or set aside whole; what was read of it usable; the screens that
        show it drawn; then saved again."""
        from scenes import storage

        path = self.home / OTHERS[case.target]
        path.write_bytes(case.data)
        if case.target == "window":
            got: object = self.guard(case, "reading the window's size",
                                     storage.load_window_size)
            if got is not None and not (isinstance(got, tuple) and len(got) == 2 and all(
                    isinstance(v, int) and 0 < v < 20000 for v in got)):
                self.fail(case, "the window's size read", repr(got))
        elif self.draw:
            app = self.guard(case, "a new App", lambda: self._app(fresh=True))
            got = (app.settings if case.target == "settings" else app.stats, app.notice) \
                if app is not None else None
        else:
            read = storage.load_settings if case.target == "settings" else storage.load_stats
            got = self.guard(case, f"reading the {case.target}", read)
        kept = [p for p in path.parent.iterdir() if p.name.startswith(path.stem)]
        if [p.read_bytes() for p in kept if p.is_file()] != [case.data]:
            self.fail(case, f"the {case.target} file", "not kept whole, in place or aside")
        if case.target != "window":  # (never set aside: the program only writes it)
            self.outcomes[f"{case.target} set aside"] += not path.exists()
        if self.draw:
            self.guard(case, "the screens", self._other_screens)
        if isinstance(got, tuple) and case.target != "window":
            value, problem = got
            if problem is not None and len(problem) > REASON_MOST:
                self.fail(case, f"the {case.target}", f"a reason of {len(problem):,}")
            odd = _odd_settings(value) if case.target == "settings" else _odd_stats(value)
            if odd:
                self.fail(case, f"the {case.target} read", odd)
            save = storage.save_settings if case.target == "settings" else storage.save_stats
            self.guard(case, f"saving the {case.target}", lambda: save(value))

    def _other_screens(self) -> None:
        """The title (telling of a file set aside), Statistics and Settings."""
        from scenes.menus.settings import SettingsScene
        from scenes.menus.stats import StatsScene
        from scenes.menus.title import TitleScene
        from tests.table_helpers import frame

        app = self._app()
        for scene in (TitleScene, StatsScene, SettingsScene):
            app.reset(TitleScene(app))
            if scene is not TitleScene:
                app.push(scene(app))
            frame(app)

    def _put_back_others(self) -> None:
        """The real settings, statistics and window files, and nothing set aside."""
        for target, where in OTHERS.items():
            path = self.home / where
            path.parent.mkdir(parents=True, exist_ok=True)
            for old in path.parent.glob(f"{path.stem}*"):
                old.unlink()
            path.write_bytes(self.others[target])


def _odd_settings(settings: Any) -> str:
    """What is wrong with settings as read, if anything."""
    from scenes import storage

    if not isinstance(settings, storage.Settings):
        return f"not settings: {type(settings).__name__}"
    values = vars(settings)
    for name, choices in storage._CHOICES.items():
        if values[name] not in choices:
            return f"{name} = {values[name]!r}"
    if type(settings.volume) is not int or not 0 <= settings.volume <= 100:
        return f"volume = {settings.volume!r}"
    flags = ("four_colour", "fullscreen", "hide_finished")
    return next((f"{n} = {values[n]!r}" for n in flags if type(values[n]) is not bool), "")


def _odd_stats(stats: Any) -> str:
    """What is wrong with statistics as read, if anything."""
    from scenes import storage

    for gid, g in stats.games.items():
        counts = (g.played, g.won, g.total, g.scores)
        if not all(type(n) is int for n in counts) or min(g.played, g.won, g.scores) < 0 \
                or g.won > g.played or not (g.best is None or type(g.best) is int):
            return f"{_short(gid)}: counts {counts}, best {g.best!r}"
        tallies = [*g.against.values(), *g.people.values()]
        if set(g.against) - set(storage.OPPONENTS) or len(g.people) > storage.MAX_PEOPLE \
                or not all(storage._tally(t) for t in tallies) \
                or not all(0 < len(n) <= storage.LONGEST_NAME for n in g.people):
            return f"{_short(gid)}: against {g.against}, people {list(g.people)[:3]}"
    return ""


def _remove(path: Path) -> None:
    """Take the case's file away (the harness's doing: the program never deletes)."""
    if path.is_dir() and not path.is_symlink():
        for inner in path.iterdir():
            inner.unlink()
        path.rmdir()
    else:
        path.unlink(missing_ok=True)


CASE_SECONDS = 10.0  # of CPU for one case: a hang (most take under half a second; a save
# whose seat became a hard computer may play its turns at the table in three)


def run_cases(home: Path, originals: Originals, seed: int, first: int, count: int, draw: bool,
              tell: Callable[[str], None] = lambda line: None) -> Checker:
    """Cases first..first+count of `seed` on the `originals`, with RUMMY_PARLOR_HOME at
    `home`. `tell` hears each case as it starts (a child's last words, if it dies)."""
    os.environ["RUMMY_PARLOR_HOME"] = str(home)
    checker = Checker(home, originals, draw)
    for number in range(first, first + count):
        case = make_case(seed, number, originals)
        tell(json.dumps({"case": number, "label": case.label}))
        start = time.process_time()
        checker.run(case)
        spent = time.process_time() - start
        checker.slowest = sorted([*checker.slowest, (round(spent, 3), number)])[-5:]
        if spent > CASE_SECONDS:
            checker.fail(case, "time", f"{spent:.1f} s of CPU")
    return checker


def draw_saves(home: Path) -> Checker:
    """Every save in the saves folder under `home` through the screens, as a case's: the
    title, Load game, New game, and each opened at the table."""
    os.environ["RUMMY_PARLOR_HOME"] = str(home)
    checker = Checker(home, Originals([], [], {}), draw=True)
    for number, path in enumerate(sorted(checker.saves.iterdir())):
        case = Case(number, path.name, path.name)
        print(json.dumps({"case": number, "label": case.label}), flush=True)
        checker.guard(case, "the screens", functools.partial(checker._screens, case, path))
    return checker


def run_child(command: list[str], timeout: float) -> dict[str, Any]:
    """Run a child that says each case as it starts and ends with one JSON line: that
    line, or a failed test naming the case the child died in (by a signal, an error, or
    time)."""
    import subprocess

    import pytest

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    root = Path(__file__).resolve().parent.parent
    try:
        done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True,
                              timeout=timeout, check=False)
        out, err, code = done.stdout, done.stderr, done.returncode
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else exc.stdout or ""
        err, code = f"still running after {timeout:.0f} s", None
    lines = []
    for line in out.splitlines():
        with contextlib.suppress(ValueError):  # (only the harness's lines are JSON)
            lines.append(json.loads(line))
    lines = [line for line in lines if isinstance(line, dict)]
    if code == 0 and lines and "problems" in lines[-1]:
        return lines[-1]  # type: ignore[no-any-return]
    started = [line for line in lines if "case" in line]
    where = f"case {started[-1]['case']} ({started[-1]['label']})" if started else "no case"
    how = f"signal {-code}" if code is not None and code < 0 else f"status {code}"
    pytest.fail(f"the fuzzer's child stopped ({how}) in {where}: {err[-1500:]}", pytrace=False)


def main(argv: list[str]) -> int:
    """The child: run the cases (drawing, with --draw), saying each as it starts; then one
    JSON line of what went wrong. ORIGINALS is made if it is not there. With --saves HOME,
    the saves under HOME through the screens instead."""
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if argv[:1] == ["--saves"]:
        from scenes.drawing import ui

        ui.use_fonts(())
        checker = draw_saves(Path(argv[1]))
        print(json.dumps({"outcomes": checker.outcomes, "problems": checker.problems}))
        return 0
    if len(argv) < 4:
        print("usage: python -m tests.save_fuzz ORIGINALS SEED FIRST COUNT [--draw]\n"
              "       python -m tests.save_fuzz --saves HOME")
        return 2
    folder, seed, first, count = Path(argv[0]), int(argv[1]), int(argv[2]), int(argv[3])
    draw = "--draw" in argv
    originals = Originals.read(folder)
    with tempfile.TemporaryDirectory(prefix="rummy-parlor-fuzz-") as home:
        if draw:
            from scenes.drawing import ui

            ui.use_fonts(())  # as every test draws: no font of this machine's
        checker = run_cases(Path(home), originals, seed, first, count, draw,
                            lambda line: print(line, flush=True))
    print(json.dumps({"outcomes": checker.outcomes, "slowest": checker.slowest,
                      "problems": checker.problems}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

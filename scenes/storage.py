"""Where the table keeps things: settings (config dir), saves and statistics (data dir), the
window's size and the saves' index (state dir). Every write is atomic; a broken file is
reported, never deleted.

`RUMMY_PARLOR_HOME` puts all three under one folder (tests, portable installs).
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from game import record, safe_json
from game.errors import RecordError
from game.games import GAMES
from game.match import Match
from scenes import words
from scenes.save_index import SaveIndex, SaveSummary
from scenes.table.session import SORTS, HandLayouts

APP = "rummy-parlor"
FORMAT_SETTINGS = "rummy-parlor-settings"
FORMAT_STATS = "rummy-parlor-stats"
MAX_JSON = 1024 * 1024


@dataclass(frozen=True)
class Dirs:
    config: Path
    data: Path
    state: Path

    @property
    def saves(self) -> Path:
        return self.data / "saves"


def dirs() -> Dirs:
    home = os.environ.get("RUMMY_PARLOR_HOME")
    if home:
        root = Path(home)
        return Dirs(root / "config", root / "data", root / "state")
    return Dirs(Path(platformdirs.user_config_dir(APP, appauthor=False)),
                Path(platformdirs.user_data_dir(APP, appauthor=False)),
                Path(platformdirs.user_state_dir(APP, appauthor=False)))


def write_text(path: Path, text: str) -> None:
    """Atomic, like every save (the record codec's writer)."""
    record.write_atomic(path, text)


def read_json(path: Path, fmt: str) -> tuple[dict[str, Any] | None, str | None, bool]:
    """(data, None, False), or (None, reason, movable) for a missing, unreadable or foreign
    file; movable when it is there but not ours to read: broken, foreign or too large (not
    one the system would not let us read)."""
    try:
        raw = record.read_limited(path, MAX_JSON)
        if raw is None:
            return None, words.SAY["file-too-large"].format(file=path.name), True
        data = safe_json.parse_json(raw.decode("utf-8"))
    except FileNotFoundError:
        return None, None, False
    except OSError as exc:
        why = exc.strerror or type(exc).__name__  # the system's own words, e.g. Permission denied
        return None, words.SAY["file-unreadable"].format(file=path.name, why=why), False
    except ValueError:  # not UTF-8, not JSON, or JSON no reader here could take
        return None, words.SAY["file-damaged"].format(file=path.name), True
    if not isinstance(data, dict) or data.get("format") != fmt:
        return None, words.SAY["file-foreign"].format(file=path.name), True
    return data, None, False


def read_or_set_aside(path: Path, fmt: str) -> tuple[dict[str, Any] | None, str | None]:
    """read_json for a file the program keeps writing (settings, statistics). One that is not
    ours to read is moved aside whole, under a name of its own beside it, so that from now on
    changes are kept in a fresh file: left in place, it could never be overwritten, and every
    change would be lost without a word."""
    data, problem, movable = read_json(path, fmt)
    if problem is None:
        return data, None
    if not movable:
        return data, words.SAY["file-kept"].format(problem=problem)
    aside = path.with_name(f"{path.stem}.unreadable{path.suffix}")
    n = 2
    while aside.exists():
        aside = path.with_name(f"{path.stem}.unreadable-{n}{path.suffix}")
        n += 1
    try:
        path.rename(aside)
    except OSError:
        return data, words.SAY["file-kept"].format(problem=problem)
    return data, words.SAY["file-set-aside"].format(problem=problem, file=aside.name)


# -- settings ------------------------------------------------------------------------------------
SPEEDS = ("slow", "normal", "fast", "instant")
BACKS = ("blue", "red", "green")
THINKS = {"quick": 0.5, "normal": 1.0, "long": 2.0}  # the hard computer's search budget
# Seconds a person has to answer a call out of turn (May I?, ...) against computers; 0: no limit
ANSWERS = {"5": 5.0, "10": 10.0, "20": 20.0, "none": 0.0}


@dataclass
class Settings:
    speed: str = "normal"
    four_colour: bool = False
    back: str = "blue"
    volume: int = 60  # percent; 0 is mute
    fullscreen: bool = False
    think: str = "normal"  # how long the hard computer thinks (THINKS)
    hide_finished: bool = False  # Load game lists only the matches still to play
    answer: str = "10"  # how long a person has to answer a call out of turn (ANSWERS)

    @property
    def think_times(self) -> float:
        """The hard computer's search budget as a multiple of the usual."""
        return THINKS[self.think]

    @property
    def answer_seconds(self) -> float:
        """Seconds a person has to answer a call out of turn against computers (0: no limit)."""
        return ANSWERS[self.answer]

    @property
    def pace(self) -> float:
        """Seconds a card takes to fly; 0 for instant."""
        return {"slow": 0.55, "normal": 0.32, "fast": 0.16, "instant": 0.0}[self.speed]


_CHOICES = {"speed": SPEEDS, "back": BACKS, "think": tuple(THINKS), "answer": tuple(ANSWERS)}


class OddSettings(str):
    """What load_settings tells of values it could not use: no longer true once the settings
    are saved again (unlike a file set aside, which stays where it was put)."""


def _coerce(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Keep each stored value only when it has the right type and range; the others (named
    in the list) are left at their defaults. A setting not stored at all is not named: an
    older file simply lacks the newer ones."""
    out, odd = Settings(), []
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        if f.name in _CHOICES:
            ok = isinstance(value, str) and value in _CHOICES[f.name]
        elif f.name == "volume":
            ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
        else:
            ok = isinstance(value, bool)
        if ok:
            setattr(out, f.name, value)
        else:
            odd.append(f.name)
    return out, odd


def load_settings() -> tuple[Settings, str | None]:
    """The settings, and what the player should be told of the file: set aside, kept as it
    is, or holding values that could not be used (a hand edit gone wrong)."""
    path = dirs().config / "settings.json"
    data, problem = read_or_set_aside(path, FORMAT_SETTINGS)
    if data is None:
        return Settings(), problem
    settings, odd = _coerce(data)
    if not odd:
        return settings, None
    names = ", ".join(words.SETTING_NAMES.get(n, words.SETTINGS.get(n, n)) for n in odd)
    return settings, OddSettings(words.SAY["settings-odd"].format(file=path.name, names=names))


def save_settings(settings: Settings, since: Settings | None = None) -> Settings:
    """Write the settings, and return them as written. `since`: the settings as this window
    last read or wrote them; one it has not changed since keeps the file's value, which
    another window may have changed meanwhile (else the last to save would undo it)."""
    path = dirs().config / "settings.json"
    if path.exists():
        data = read_json(path, FORMAT_SETTINGS)[0]
        if data is None:
            return settings  # never overwrite a file we could not read: it may be someone else's
        if since is not None:
            stored = _coerce(data)[0]
            settings = Settings(**{
                f.name: getattr(stored if getattr(settings, f.name) == getattr(since, f.name)
                                else settings, f.name) for f in fields(Settings)})
    data = {"format": FORMAT_SETTINGS, "version": 1, **asdict(settings)}
    write_text(path, json.dumps(data, indent=1))
    return settings


# -- the window (state: where the program was, not a choice the player made) ---------------------
FORMAT_WINDOW = "rummy-parlor-window"
DEFAULT_SIZE = (1280, 720)  # off screen, where no desktop tells a better one


def load_window_size() -> tuple[int, int] | None:
    """The window's size when it was last resized, or None (never, or the file is spoilt)."""
    data, _, _ = read_json(dirs().state / "window.json", FORMAT_WINDOW)
    size = data.get("size") if data else None
    if isinstance(size, list) and len(size) == 2 \
            and all(isinstance(v, int) and not isinstance(v, bool) and 0 < v < 20000
                    for v in size):
        return size[0], size[1]
    return None


def save_window_size(size: tuple[int, int]) -> None:
    data = {"format": FORMAT_WINDOW, "version": 1, "size": list(size)}
    write_text(dirs().state / "window.json", json.dumps(data))


# -- statistics ----------------------------------------------------------------------------------
OPPONENTS = ("random", "easy", "normal", "hard")  # weakest first
MAX_PEOPLE = 64  # names kept per game; past it the least played are forgotten
LONGEST_NAME = 64  # a longer one in the file was not typed at the table


COUNTS = ("played", "won", "scores")  # GameStats' counts, never below 0
SCORES = ("best", "total")  # and its scores, which may be


@dataclass
class GameStats:
    played: int = 0
    won: int = 0
    best: int | None = None
    total: int = 0  # sum of the people's final scores, for the average
    scores: int = 0  # how many scores the total holds
    # by the strongest computer at the table: [played, won]
    against: dict[str, list[int]] = field(default_factory=dict)
    # by the name each person played under, so friends sharing a screen each have a record:
    # [played, won]
    people: dict[str, list[int]] = field(default_factory=dict)

    @property
    def average(self) -> float | None:
        return self.total / self.scores if self.scores else None


@dataclass
class Stats:
    games: dict[str, GameStats] = field(default_factory=dict)

    def record(self, match: Match) -> None:
        """Count a finished match for the people at the table (bots' scores are not theirs)."""
        people = [i for i, s in enumerate(match.seats) if s.bot is None]
        if not people or not match.over:
            return
        g = self.games.setdefault(match.game_id, GameStats())
        won = any(i in match.winners for i in people)
        g.played += 1
        g.won += won
        levels = [s.bot for s in match.seats if s.bot in OPPONENTS]
        if levels:  # among people only, someone at the table always wins
            tally = g.against.setdefault(max(levels, key=OPPONENTS.index), [0, 0])
            tally[0] += 1
            tally[1] += won
        # one person per name whatever its case (a match saved before New game refused
        # "Ann" beside "ann" may hold both)
        names = {name.casefold(): name for i in people if (name := match.seats[i].name.strip())}
        winners = {match.seats[i].name.strip().casefold() for i in match.winners}
        for name in names.values():
            tally = _take_tally(g.people, name)
            tally[0] += 1
            tally[1] += name.casefold() in winners
        while len(g.people) > MAX_PEOPLE:  # forget the least played (of those, the one
            # longest unseen: each match moves its names to the end), never this match's
            del g.people[min((n for n in g.people if n.casefold() not in names),
                             key=lambda n: g.people[n][0])]
        better = max if match.scores_high else min
        finals = match.final_scores()  # Gin's bonuses count, as on the score sheet
        for i in people:
            score = finals[i]
            g.best = score if g.best is None else better(g.best, score)
            g.total += score
            g.scores += 1


def load_stats() -> tuple[Stats, str | None]:
    data, problem = read_or_set_aside(dirs().data / "stats.json", FORMAT_STATS)
    stats = Stats()
    if data is None:
        return stats, problem
    games = data.get("games")
    for gid, raw in (games.items() if isinstance(games, dict) else ()):
        if not isinstance(raw, dict):
            continue
        g = GameStats()
        for name in COUNTS + SCORES:  # "against" and "people" are read below
            v = raw.get(name)
            if type(v) is int and (v >= 0 or name in SCORES):
                setattr(g, name, v)
        if g.won > g.played:  # "won 9 (300 %)" was never so
            g.won = 0
        against = raw.get("against")
        for level, pair in (against.items() if isinstance(against, dict) else ()):
            if level in OPPONENTS and _tally(pair):
                g.against[level] = pair
        people = raw.get("people")
        for name, pair in (people.items() if isinstance(people, dict) else ()):
            if len(g.people) < MAX_PEOPLE and 0 < len(name) <= LONGEST_NAME and _tally(pair):
                tally = _take_tally(g.people, name)  # older files kept "ann" apart from "Ann"
                tally[0] += pair[0]
                tally[1] += pair[1]
        stats.games[str(gid)] = g
    return stats, None


def _take_tally(people: dict[str, list[int]], name: str) -> list[int]:
    """The [played, won] of `name`, filed under this spelling: a name is one person whatever its
    case ("Ann" tonight, "ann" last week), as New game refuses two at one table that differ only
    so; the record takes the latest spelling."""
    same = next((n for n in people if n.casefold() == name.casefold()), None)
    tally = people.pop(same) if same is not None else [0, 0]
    people[name] = tally
    return tally


def _tally(pair: object) -> bool:
    """[played, won], as a hand-edited file might not have it."""
    return isinstance(pair, list) and len(pair) == 2 \
        and all(type(n) is int and n >= 0 for n in pair) and pair[1] <= pair[0]


def save_stats(stats: Stats) -> None:
    path = dirs().data / "stats.json"
    if path.exists() and read_json(path, FORMAT_STATS)[0] is None:
        return
    data = {"format": FORMAT_STATS, "version": 1,
            "games": {k: asdict(v) for k, v in stats.games.items()}}
    write_text(path, json.dumps(data, indent=1))


# -- saved matches -------------------------------------------------------------------------------
@dataclass(frozen=True)
class SaveEntry:
    """One file in the saves folder, as listed: its summary, or why it cannot be read (the
    match itself is replayed only when it is opened: `load_save`)."""

    path: Path
    modified: float
    summary: SaveSummary | None
    problem: str | None

    @property
    def unfinished(self) -> bool:
        return self.summary is not None and not self.summary.over


@dataclass(frozen=True)
class LoadedSave:
    match: Match
    hands: HandLayouts  # see save_match


def load_save(path: Path) -> LoadedSave:
    """A saved match, replayed, with how each person kept their hand; RecordError says why
    it cannot be (the file may have changed since it was listed)."""
    rec = record.read(path)
    return LoadedSave(record.replay(rec), _hand_layouts(rec.table))


def new_save_path(game_id: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = dirs().saves / f"{game_id}-{stamp}.json"
    n = 2
    while path.exists():
        path = dirs().saves / f"{game_id}-{stamp}-{n}.json"
        n += 1
    return path


def save_match(path: Path, match: Match, hands: HandLayouts | None = None) -> None:
    """Write the match, with how each person keeps their hand (the record's front-end data,
    so Continue shows the hand as it was arranged)."""
    record.write(path, match, _table_data(hands or HandLayouts()))


def _table_data(hands: HandLayouts) -> dict[str, Any]:
    table: dict[str, Any] = {}
    if hands.orders:
        table["hand_order"] = {str(seat): ids for seat, ids in hands.orders.items()}
    if hands.sorts:
        table["hand_sort"] = {str(seat): how for seat, how in hands.sorts.items()}
    return table


class MatchFile:
    """`save_match` for one match at the table (`Session`'s save), minding another window
    that has the same match open. Once the file holds other than what this table last wrote
    there, someone else is playing it on: this table's play goes on in a new file, and both
    are kept (else each window would overwrite the other's moves at every action)."""

    def __init__(self) -> None:
        self._wrote: tuple[Path, bytes] | None = None

    def __call__(self, path: Path, match: Match, hands: HandLayouts) -> Path:
        """Save, and return where: `path`, or the copy's path once another wrote there."""
        if self._wrote is not None and self._wrote[0] == path:
            try:  # read as every file the program reads: a pipe put there would hang it
                found: bytes | None = record.read_limited(path, record.MAX_BYTES) or b""
            except FileNotFoundError:  # deleted elsewhere: nothing to keep apart
                found = None
            except OSError:  # not to be read now: another's moves may be in it, so keep it
                found = b""
            if found is not None and found != self._wrote[1]:
                path = new_save_path(match.game_id)
        text = record.dumps(match, _table_data(hands))
        write_text(path, text)
        self._wrote = path, text.encode("utf-8")
        return path


def _hand_layouts(table: dict[str, Any]) -> HandLayouts:
    """The saved hand orders and sorts, as far as they are well formed (a hand-edited file
    may not be)."""
    orders, sorts = table.get("hand_order"), table.get("hand_sort")
    return HandLayouts(
        {int(seat): ids for seat, ids in _by_seat(orders)
         if isinstance(ids, list)
         and all(isinstance(i, int) and not isinstance(i, bool) for i in ids)},
        {int(seat): how for seat, how in _by_seat(sorts)
         if isinstance(how, str) and how in SORTS})  # a list is no key of SORTS: unhashable


def _by_seat(raw: object) -> list[tuple[str, object]]:
    # A seat's number as _table_data writes it. isdecimal, not isdigit: int() refuses "²",
    # which isdigit allows; and a key of thousands of digits, which no seat has (int() refuses
    # past 4,300, and opening such a save had stopped the program).
    return [(str(k), v) for k, v in raw.items() if str(k).isdecimal() and len(str(k)) <= 3] \
        if isinstance(raw, dict) else []


def delete_save(path: Path) -> str | None:
    """Remove one of our saves (the load screen offers it only for readable ones); the reason
    if that failed."""
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        return words.SAY["delete-failed"].format(file=path.name, why=exc.strerror or exc)
    return None


def _save_files() -> list[tuple[os.stat_result, Path]]:
    """(stat, path) of every save file, newest first."""
    try:
        paths = [p for p in dirs().saves.iterdir()
                 if p.suffix == ".json" and not p.name.startswith(".")]
    except OSError:
        return []
    out = []
    for p in paths:
        try:
            out.append((p.stat(), p))
        except OSError:
            continue
    out.sort(key=lambda item: item[0].st_mtime_ns, reverse=True)
    return out


def _index() -> SaveIndex:
    return SaveIndex(dirs().state / "save-index.json")


def _entry(index: SaveIndex, stat: os.stat_result, path: Path) -> SaveEntry:
    known = index.know(path, stat)
    return SaveEntry(path, stat.st_mtime, known.summary, known.problem)


def last_setup() -> record.Record | None:
    """The newest readable save's game, rules and seats (not replayed), for the new-game
    screen to start from."""
    for _, path in _save_files():
        try:
            return record.read(path)
        except RecordError:
            continue
    return None


def remembered_game(last: record.Record | None) -> str:
    """The game of the last match played (`last_setup()`), else the first game."""
    return last.game if last is not None and last.game in GAMES else next(iter(GAMES))


def list_saves() -> list[SaveEntry]:
    """Every save, newest first; unreadable ones listed with the reason."""
    index, files = _index(), _save_files()
    entries = [_entry(index, stat, path) for stat, path in files]
    index.store(present={path.name for _, path in files})
    return entries


def last_unfinished() -> SaveEntry | None:
    """The newest match not yet over."""
    return title_saves()[0]


def title_saves() -> tuple[SaveEntry | None, SaveEntry | None]:
    """What the title screen tells of the saves: the newest match not yet over, and the
    newest save of all when it cannot be read (a match in play may be in it: Continue, greyed
    or offering an older match, would not say so)."""
    index = _index()
    entries = (_entry(index, stat, path) for stat, path in _save_files())
    newest = next(entries, None)
    spoilt = newest if newest is not None and newest.problem is not None else None
    found = newest if newest is not None and newest.unfinished else next(
        (e for e in entries if e.unfinished), None)
    index.store()
    return found, spoilt

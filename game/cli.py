"""The headless commands of `rummy-parlor` (solve, simulate, replay), run alone by `python -m
game`; the program's own entry point (scenes.main) adds the card table to them: the window, which
no command opens, and `screenshot`. Nothing here imports the table.

Bad arguments print one line and exit with status 2; nothing here shows a traceback for a
mistake a person can make.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from game import __version__, engine_build
from game.deals import Deal, DealError
from game.errors import RecordError, RummyError
from game.games import ENGINES, find_game
from game.hand_text import UsageError as UsageError  # the command line's one error
from game.hand_text import contract_of, hand_from_text, hand_rules_for, solved

if TYPE_CHECKING:
    from game.simulate import Player

USAGE_ERROR = 2
INTERRUPTED = 130  # the shell's code for a command stopped by Ctrl-C


class Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # Options are written out: `solve --hand AS 2S …` had been read as --hand-number and
        # answered with "invalid int value: 'AS'".
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:  # argparse's own errors: one line, status 2
        raise UsageError(message)


Command = Callable[[argparse.Namespace], int]
Subcommands = Any  # what ArgumentParser.add_subparsers returns (a private argparse class)


@dataclass(frozen=True)
class Table:
    """The card table, as the program's entry point (scenes.main) adds it to these commands:
    what no command or `play` does (open the window), and the commands that draw it, with a
    function that adds their arguments."""

    play: Callable[[], int]
    add_commands: Callable[[Subcommands], None]
    commands: Mapping[str, Command]


def build_parser(table: Table | None = None) -> Parser:
    """The command line's parser: the headless commands, with the table's when it is given."""
    parser = Parser(prog="rummy-parlor", description="A card table for the rummy family.")
    parser.add_argument("--version", action="version", version=f"rummy-parlor {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=Parser)
    if table is not None:
        sub.add_parser("play", help="open the card table (also what no command does)")

    solve = sub.add_parser("solve", help="the best arrangement of a hand (JSON)")
    solve.add_argument("--game", required=True, help=f"one of: {', '.join(ENGINES)}")
    solve.add_argument("--preset", help="a preset of the game (e.g. classic)")
    solve.add_argument("--hand-number", type=int, help="which hand (sets the wild rank)")
    solve.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                       help="a house rule, as in simulate (e.g. ace=either)")
    solve.add_argument("--jsonl", action="store_true",
                       help="read one JSON object per line from stdin, write one result each")
    solve.add_argument("cards", nargs="*", help="cards like AS 10H TD KC JK")

    sim = sub.add_parser("simulate", help="bot-only matches: who wins, and how fast")
    sim.add_argument("--game", required=True, help=f"one of: {', '.join(ENGINES)}")
    sim.add_argument("--preset", help="a preset of the game")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="a house rule (repeatable)")
    sim.add_argument("--players", type=int, required=True, help="seats at the table")
    sim.add_argument("--games", type=int, required=True, help="matches to play")
    sim.add_argument("--seed", type=int, required=True, help="seed of the first match")
    sim.add_argument("--bots", help="levels by seat, comma-separated (random, easy, normal, "
                     "hard), or one level for every seat; default normal")
    sim.add_argument("--think", type=float, default=1.0, metavar="TIMES",
                     help="how long hard bots think, as a multiple of the usual (which keeps "
                     "a decision under half a second); default 1")
    sim.add_argument("--bot", action="append", default=[], metavar="SEAT=FILE.py:CLASS",
                     help="seat your own bot (seats count from 1; repeatable)")
    sim.add_argument("--deals", metavar="FILE",
                     help="deal the matches from a JSON file: a list with an entry a match, "
                     "each a deal or a list of deals, used in turn (see docs/command-line.md)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    if table is not None:
        table.add_commands(sub)

    replay = sub.add_parser("replay", help="re-run a saved match and print the final scores")
    replay.add_argument("file", help="a saved match: the JSON file the table writes as you play")
    replay.add_argument("--json", action="store_true", help="print JSON")
    replay.add_argument("--moves", action="store_true", help="list every action, in words")
    return parser


# -- solve ---------------------------------------------------------------------------------
def cmd_solve(args: argparse.Namespace) -> int:
    game = find_game(args.game)
    options = dict(_key_value(text) for text in args.option)
    game.resolve(args.preset, options)  # refuse a wrong preset or option before reading
    if args.jsonl:
        if args.cards:
            raise UsageError("with --jsonl the hands come from stdin, not the command line")
        from game.solve_batch import solve_stream

        return solve_stream(game, args.preset, args.hand_number, sys.stdin.buffer, sys.stdout,
                            options)
    # "AS 2S 3S" quoted as one argument, or "AS,2S,3S", names the same cards as AS 2S 3S
    texts = [t for arg in args.cards for t in arg.replace(",", " ").split()]
    if not texts:
        raise UsageError("name the cards of the hand, like: AS 2S 3S KD KC KH 7H")
    hand, number, deck = hand_rules_for(game, args.preset, args.hand_number, len(texts), options)
    cards = hand_from_text(game, texts, args.hand_number, deck)
    contract = contract_of(game, args.preset, number, options)
    print(json.dumps(solved(cards, hand, number, game, contract)))
    return 0


# -- replay --------------------------------------------------------------------------------
def cmd_replay(args: argparse.Namespace) -> int:
    from game import record

    try:
        match = record.replay(record.read(args.file))
    except RecordError as exc:
        raise RecordError(f"{args.file}: {exc}") from None
    names = [s.name for s in match.seats]
    scores = match.final_scores()
    if args.json:  # JSON escapes what a terminal should not be sent
        print(json.dumps({
            "game": match.game_id, "preset": match.preset, "over": match.over,
            "hands": len(match.results), "names": names, "scores": list(scores),
            "winners": [names[w] for w in match.winners],
        }))
        return 0
    names = [terminal_safe(n) for n in names]
    game = find_game(match.game_id)
    if args.moves:
        for number, action in enumerate(match.history, 1):
            print(f"{number:>5}. {_told(names[action.seat], action.describe(match.cards))}")
    state = "finished" if match.over else f"in progress (hand {match.hand_number})"
    print(f"{game.name}, {_count(len(match.results), 'hand')} played, {state}")
    width = max(len(n) for n in names)
    for name, score in zip(names, scores, strict=True):
        print(f"  {name:<{width}}  {score:>5}")
    if match.over:
        print("Winner: " + " and ".join(names[w] for w in match.winners))
    return 0


def terminal_safe(text: str) -> str:
    """`text` as it may be printed: a hand-edited save can name a player anything, and a
    control character (an escape sequence drives the terminal, a line break splits a line)
    or half of a surrogate pair (no encoding has it: print had stopped with a traceback) is
    shown escaped, as Python writes it ("\\x1b", "\\ud800")."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii")
                   for ch in text)


# An action's words are told of a third person ("discards 7C"); the table's person is
# called "You" unless they typed a name.
SECOND_PERSON = {"draws": "draw", "takes": "take", "passes": "pass", "discards": "discard",
                 "melds": "meld", "lays": "lay", "goes": "go", "knocks": "knock", "is": "are"}


def _told(name: str, said: str) -> str:
    """"Bruno discards 7C", and "You discard 7C" rather than "You discards 7C"."""
    if name.strip().casefold() == "you":
        verb, _, rest = said.partition(" ")
        said = " ".join(filter(None, (SECOND_PERSON.get(verb, verb), rest)))
    return f"{name} {said}"


# -- simulate ------------------------------------------------------------------------------
def cmd_simulate(args: argparse.Namespace) -> int:
    from game.simulate import simulate

    game = find_game(args.game)
    if problem := game.seats_problem(args.players):
        raise UsageError(problem)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    options = dict(_key_value(text) for text in args.option)
    game.resolve(args.preset, options)  # refuse a wrong preset or option before playing
    deals = _deals(args.deals, game.id, args.players, args.preset, options)
    bar = Progress(sys.stderr)
    # What a guest bot prints (its debugging, as bots are written) goes to stderr: stdout
    # holds the results alone, which `--json` promises as one object.
    with contextlib.redirect_stdout(sys.stderr):
        players = _entrants(args)
        series = simulate(game.id, players, args.games, args.seed, args.preset, options,
                          progress=bar.update, notes=bar.note, deals=deals)
    bar.close()
    stopped = INTERRUPTED if series.interrupted else 0
    if series.interrupted:
        if not series.games:
            bar.note("interrupted before the first match ended")
            return stopped
        bar.note(f"interrupted: the results of the {series.games} of {args.games} matches "
                 "played")
    if args.json:
        print(json.dumps(series.to_json()))
        return stopped
    seconds = max(series.seconds, 1e-9)
    print(f"{game.name}, {args.players} players, {_count(series.games, 'match')}, "
          f"{_count(series.hands, 'hand')} in {series.seconds:.2f} s "
          f"({_rate(series.games / seconds)} matches/s, {_rate(series.hands / seconds)} hands/s"
          f"{'; compiled engine' if engine_build() == 'compiled' else ''})")
    width = max(len(s.label) for s in series.seats) + 4
    mean = "mean score" if series.unit == "points" else f"mean {series.unit}"
    print(f"  {'player':<{width}}  {'wins':>6}  {mean:>10}")
    for number, standing in enumerate(series.seats, 1):
        wins = f"{standing.wins:g}"
        label = f"{number}. {standing.label}"
        extra = f"  ({standing.forfeits} forfeited)" if standing.forfeits else ""
        print(f"  {label:<{width}}  {wins:>6}  {standing.mean_score:>10.1f}{extra}")
    return stopped


def _deals(path: str | None, game: str, players: int, preset: str | None,
           options: dict[str, str]) -> list[tuple[Deal, ...]]:
    """The deals file's matches, each tried on the game before any is played, so that a deal
    that does not fit is refused at once, with its entry named."""
    if path is None:
        return []
    from game import record
    from game.api import new_match

    try:
        deals = record.read_deals(path)
    except RecordError as exc:
        raise UsageError(f"--deals {path}: {exc}") from None
    for i, dealt in enumerate(deals):
        try:
            new_match(game, options, players, 0, preset, dealt)
        except DealError as exc:
            raise UsageError(f"--deals {path}, entry {i + 1}: {exc}") from None
    return deals


def _count(n: int, noun: str) -> str:
    """"1 match", "2 matches", "1 hand", "13 hands"."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}{'es' if noun.endswith('ch') else 's'}"


def _rate(per_second: float) -> str:
    """A rate to one decimal, or to two significant figures below 1 (a search's 0.04
    matches/s must not read as 0.0)."""
    return f"{per_second:.1f}" if per_second >= 1 else f"{per_second:.2g}"


def _key_value(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise UsageError(f"an option is KEY=VALUE, not '{text}'")
    return key.strip(), value.strip()


def _entrants(args: argparse.Namespace) -> list[Player]:
    """One entrant per seat: built-in levels from --bots, guests from --bot."""
    from game.bots import LEVELS, think_problem
    from game.plugins import load_player
    from game.simulate import Player

    levels = [level.strip() for level in (args.bots or "normal").split(",")]
    if len(levels) == 1:  # one level seats it everywhere (but where --bot seats a guest)
        levels *= args.players
    if len(levels) != args.players:
        raise UsageError(f"--bots names {_count(len(levels), 'level')} for {args.players} "
                         "players")
    for level in levels:
        if level not in LEVELS:
            raise UsageError(f"unknown bot level '{level}' (levels: {', '.join(LEVELS)})")
    if problem := think_problem(args.think):
        raise UsageError(f"--think: {problem}")
    players = [Player.builtin(level, args.think) for level in levels]
    for text in args.bot:
        seat_text, sep, spec = text.partition("=")
        if not sep or not seat_text.strip().isdigit():
            raise UsageError(f"--bot is SEAT=path/to/file.py:ClassName, not '{text}'")
        seat = int(seat_text)
        if not 1 <= seat <= args.players:
            raise UsageError(f"--bot seat must be from 1 to {args.players}, not {seat}")
        players[seat - 1] = load_player(spec)
    return players


class Progress:
    """A one-line progress bar on a terminal (nothing when output goes to a file)."""

    def __init__(self, stream: TextIO, unit: str = "matches") -> None:
        self.stream = stream
        self.unit = unit
        self.live = stream.isatty()
        self.start = time.perf_counter()
        self.shown = False
        self.width = 0  # the longest line written over: a shorter one must blank its tail

    def update(self, done: int, total: int) -> None:
        elapsed = time.perf_counter() - self.start
        if not self.live or (elapsed < 1.0 and done < total):
            return
        eta = elapsed / done * (total - done)
        said = f" {done}/{total} {self.unit}, {elapsed:.0f} s, about {eta:.0f} s left "
        # a line longer than the terminal wraps, and \r then rewrites only its last row
        columns = shutil.get_terminal_size().columns
        width = max(0, min(30, columns - 1 - len(said) - 2))  # the bar gives way first
        filled = width * done // total
        line = f"[{'#' * filled}{'.' * (width - filled)}]{said}"[:columns - 1]
        self.width = max(self.width, len(line))
        self.stream.write("\r" + line.ljust(self.width))
        self.stream.flush()
        self.shown = True

    def note(self, text: str) -> None:
        self.close()
        print(f"rummy-parlor: {text}", file=self.stream)

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()
            self.shown = False
            self.width = 0


COMMANDS: dict[str, Command] = {"solve": cmd_solve, "replay": cmd_replay,
                                "simulate": cmd_simulate}


def main(argv: list[str] | None = None, table: Table | None = None) -> int:
    """Run the command line `argv` (sys.argv's by default); with `table`, the program's
    whole command, else the headless commands alone (`python -m game`)."""
    parser = build_parser(table)
    commands = {**COMMANDS, **(table.commands if table is not None else {})}
    try:
        _known_command(sys.argv[1:] if argv is None else argv, commands, table is not None)
        args = parser.parse_args(argv)
        if args.command in (None, "play"):
            if table is None:
                raise UsageError(NO_TABLE)
            return table.play()
        return commands[args.command](args)
    except (UsageError, RummyError) as exc:  # a reason may quote a save's names, or a path
        print(f"rummy-parlor: error: {terminal_safe(str(exc))}", file=sys.stderr)
        return USAGE_ERROR
    except KeyboardInterrupt:
        return INTERRUPTED
    except BrokenPipeError:
        return 0


# said by `python -m game` where `rummy-parlor` would open the table or draw it
NO_TABLE = ("the card table opens with `rummy-parlor` (or `python -m scenes`); `python -m game` "
            f"runs the headless commands alone: {', '.join(COMMANDS)}")
TABLE_COMMANDS = ("play", "screenshot")


def _known_command(argv: Sequence[str], commands: Mapping[str, Command], table: bool) -> None:
    """Words before the command that argparse would only call "invalid choice" or
    "unrecognized" get a line saying how to play (`rummy-parlor start`, `--size 1600x900`)."""
    for word in argv:
        if word in ("-h", "--help", "--version") or word in commands or (table and word == "play"):
            return
        if not table and word in TABLE_COMMANDS:
            raise UsageError(NO_TABLE)
        if word.startswith("-"):
            raise UsageError(f"there is no option {word.split('=')[0]}: the table's window is "
                             "sized by dragging its edges, F11 toggles fullscreen, and "
                             "`rummy-parlor --help` lists the commands")
        if not table:
            raise UsageError(f"'{word}' is not a command: {NO_TABLE}")
        raise UsageError(f"'{word}' is not a command: `rummy-parlor` alone (or `rummy-parlor "
                         f"play`) opens the table; the others are {', '.join(commands)}")

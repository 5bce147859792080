"""Bot-only matches: one match (`play_match`) or a series with seats rotated (`simulate`).

A built-in bot that fails is a bug and raises. A plug-in bot (`game.plugins`) is a guest: if
it raises, answers with something illegal or takes too long, it forfeits that match and the
series goes on.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, TypeVar

from game import engine_build
from game.actions import Action
from game.api import new_match
from game.bots import Bot, bot_seed, make_bot
from game.deals import Deal
from game.errors import IllegalAction
from game.games import find_game
from game.match import Match, Seat
from game.messages import clip
from game.view import PlayerView

MAX_STEPS = 100_000  # a match of random bots can be long; a stuck one must still stop
SLOW_SECONDS = 5.0  # a guest bot slower than this on one decision forfeits
NUDGE = 0.25  # seconds between stops sent to a guest that swallowed the last one
T = TypeVar("T")
GUEST_QUOTE_MOST = 200  # letters of a guest's answer or error that a forfeit quotes


class TimeUp(BaseException):
    """Raised into a guest's decision when its time is up: a BaseException, so that a guest's
    own `except Exception` does not swallow it."""


class NotBuilt(Exception):
    """A guest whose constructor failed, as its first decision: the forfeit gives the reason
    as it stands, not as an error the guest raised. (An Exception: the compiled engine cannot
    subclass RuntimeError.)"""


def _time_up(_signum: int, _frame: object) -> None:
    raise TimeUp


def within(seconds: float, work: Callable[[], T]) -> T:
    """`work()` (a guest's decision, file or constructor), stopped at `seconds` with `TimeUp`.
    An interval timer interrupts it where there is one (a POSIX main thread). Elsewhere (Windows)
    it runs on a thread of its own, which is left behind when time is up: a guest stuck in a
    loop then spends a core until the run ends, but no longer hangs it."""
    if hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread():
        with _alarm(seconds):
            return work()
    done: list[T] = []
    failed: list[BaseException] = []

    def run() -> None:
        try:
            done.append(work())
        except BaseException as exc:  # the guest's own: raised again in the caller
            failed.append(exc)

    worker = threading.Thread(target=run, name="guest bot", daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        raise TimeUp
    if failed:
        raise failed[0]
    return done[0]


@contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    before = signal.signal(signal.SIGALRM, _time_up)
    signal.setitimer(signal.ITIMER_REAL, seconds, NUDGE)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL if before is None else before)


@dataclass(frozen=True)
class Player:
    """One entrant of a series: a built-in level, or a guest bot with its label."""

    label: str
    build: Callable[[int], Bot]  # seed -> bot
    guest: bool = False

    @classmethod
    def builtin(cls, level: str, think: float = 1.0) -> Player:
        make_bot(level, 0, think)  # refuse an unknown level before any match starts
        return cls(level, lambda seed: make_bot(level, seed, think))


@dataclass
class Outcome:
    """How one match ended for its seats."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    hands: int
    forfeit: int | None = None  # the seat that forfeited, if any
    reason: str = ""


def play_match(match: Match, bots: Sequence[Bot], guests: Sequence[bool] = (),
               slow: float = SLOW_SECONDS) -> Outcome:
    """Play a match to its end with one bot per seat."""
    guests = list(guests) or [False] * match.n
    for _ in range(MAX_STEPS):
        if match.over:
            return Outcome(match.final_scores(), match.winners, len(match.results))
        seat = match.pending()[0].seat
        view = match.view(seat)
        if not guests[seat]:
            match.apply(bots[seat].choose(view))
            continue
        problem = _guest_turn(match, bots[seat], view, slow)
        if problem:
            return _forfeit(match, seat, problem)
    return _forfeit(match, None, f"no result after {MAX_STEPS} decisions")


def _guest_turn(match: Match, bot: Bot, view: PlayerView, slow: float) -> str:
    """Let a guest bot act; return what went wrong, or "" if its action was played."""
    start = time.perf_counter()
    # Typed to answer `object`: a guest may answer anything, and the checks below say what was
    # wrong (a compiled engine would otherwise refuse a non-action with its own TypeError).
    choose: Callable[[PlayerView], object] = bot.choose
    try:
        action = within(slow, lambda: choose(view))
    except TimeUp:  # (possibly a moment after it answered: it was over the limit anyway)
        return f"was stopped after {slow:g} s over one decision (the limit)"
    except NotBuilt as unbuilt:  # (a name of its own: compiled, `exc` below takes this type)
        return str(unbuilt)
    except (Exception, SystemExit) as exc:  # a guest's bug (or exit) must not stop the series
        return f"raised {type(exc).__name__}: {guest_text(exc, str)}"
    spent = time.perf_counter() - start
    if spent > slow:
        return f"took {spent:.1f} s over one decision (the limit is {slow:g} s)"
    if not isinstance(action, Action):
        return f"answered {type(action).__name__}, not an action"
    try:
        match.apply(action)
    except IllegalAction as exc:
        return f"tried an illegal action ({_words(action, match)}): {exc}"
    except Exception as exc:  # a malformed action the engine cannot read
        return f"answered a malformed action {guest_text(action)}: {type(exc).__name__}"
    return ""


def _words(action: Action, match: Match) -> str:
    """The action in words, or as written when it names cards the match does not have."""
    try:
        return f"{match.seats[action.seat].name} {action.describe(match.cards)}"
    except Exception:  # a seat or card of any kind: 10**5000, inf, a list
        return guest_text(action)


def guest_text(thing: object, show: Callable[[object], str] = repr) -> str:
    """A guest's answer or error as a reason quotes it: cut short, and never an error itself
    (the repr of an int of 5,000 digits raises, of a list nested 100,000 deep too, and a
    guest's own __repr__ may raise anything)."""
    try:
        return clip(show(thing), GUEST_QUOTE_MOST)
    except (Exception, SystemExit):
        return f"a {type(thing).__name__} that cannot be shown"


def _forfeit(match: Match, seat: int | None, reason: str) -> Outcome:
    """The match stops; the best of the other seats, as the totals stand, win."""
    scores = match.final_scores()
    others = [s for s in range(match.n) if s != seat]
    pick = max if match.scores_high else min
    best = pick(scores[s] for s in others)
    winners = tuple(s for s in others if scores[s] == best)
    return Outcome(scores, winners, len(match.results), seat, reason)


@dataclass
class Standing:
    """One entrant's results over a series."""

    label: str
    wins: float = 0.0  # a shared win counts as a fraction
    score_sum: int = 0
    matches: int = 0
    forfeits: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"bot": self.label, "wins": self.wins, "mean_score": self.mean_score,
                "forfeits": self.forfeits}

    @property
    def mean_score(self) -> float:
        return round(self.score_sum / self.matches, 2) if self.matches else 0.0


@dataclass
class Series:
    game: str
    players: int
    games: int = 0
    hands: int = 0
    seconds: float = 0.0
    seats: list[Standing] = field(default_factory=list)
    unit: str = "points"  # what the scores count: points, or the chips each seat ends with
    interrupted: bool = False  # stopped by Ctrl-C: `games` says how many were played

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "games": self.games,
                "hands": self.hands, "seconds": round(self.seconds, 3), "unit": self.unit,
                "engine": engine_build(), "seats": [s.to_json() for s in self.seats]}


def simulate(game: str, players: Sequence[Player], games: int, seed: int,
             preset: str | None = None, options: dict[str, Any] | None = None,
             progress: Callable[[int, int], None] | None = None,
             notes: Callable[[str], None] | None = None,
             deals: Sequence[Sequence[Deal]] = ()) -> Series:
    """Play `games` matches; entrant p sits in seat (p + i) % n in match i, whose seed is
    seed + i. `notes` hears of each forfeit. Ctrl-C stops the series and drops the match
    being played; the ones finished still count. With `deals`, match i is dealt
    `deals[i % len(deals)]` (its hands in order; later hands are shuffled)."""
    n = len(players)
    series = Series(game, n, seats=[Standing(p.label) for p in players],
                    unit=find_game(game).unit)
    start = time.perf_counter()
    for i in range(games):
        match_seed = seed + i
        entrant = [(s - i) % n for s in range(n)]  # seat -> entrant
        order = [players[e] for e in entrant]
        seats = [Seat(f"{p.label} {entrant[s] + 1}", p.label) for s, p in enumerate(order)]
        try:
            dealt = deals[i % len(deals)] if deals else ()
            match = new_match(game, options, seats, match_seed, preset, dealt)
            bots = [p.build(bot_seed(match_seed, s)) for s, p in enumerate(order)]
            outcome = play_match(match, bots, [p.guest for p in order])
        except KeyboardInterrupt:
            series.interrupted = True
            break
        for s, p in enumerate(entrant):
            standing = series.seats[p]
            standing.matches += 1
            standing.score_sum += outcome.scores[s]
            if s in outcome.winners:
                standing.wins += 1 / len(outcome.winners)
        if outcome.reason:
            if outcome.forfeit is None:
                note = f"match {i + 1} stopped: {outcome.reason}"
            else:
                loser = entrant[outcome.forfeit]
                series.seats[loser].forfeits += 1
                note = (f"match {i + 1}: player {loser + 1} ({players[loser].label}) "
                        f"forfeited: {outcome.reason}")
            if notes:
                notes(note)
        series.games += 1
        series.hands += outcome.hands
        if progress:
            progress(i + 1, games)
    series.seconds = time.perf_counter() - start
    return series

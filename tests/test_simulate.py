"""`rummy-parlor simulate`: bot-only series, seats rotated, guests that misbehave forfeit."""

import io
import json
import os
import re
import signal
import textwrap
import time
from importlib.machinery import EXTENSION_SUFFIXES

import pytest

from game import cli, engine_build
from game.api import new_match
from game.bots.hard import STEPS, HardBot
from game.cli import Progress
from game.plugins import load_player
from game.simulate import Player, simulate
from tests.test_cli import run

GUESTS = textwrap.dedent("""
    import time
    from game.actions import Discard
    from game.bots.normal import NormalBot

    class First:
        def choose(self, view):
            return view.legal[0]

    class Seeded:
        def __init__(self, seed):
            self.seed = seed

        def choose(self, view):
            return view.legal[self.seed % len(view.legal)]

    class Tweaked(NormalBot):  # extends a built-in (compiled) bot and keeps state of its own
        def choose(self, view):
            self.asked = getattr(self, "asked", 0) + 1
            return super().choose(view)

    class Chatty:  # prints as it is built and as it plays, as bots being written do
        def __init__(self):
            print("chatty is ready")

        def choose(self, view):
            print("chatty chooses", view.legal[0])
            return view.legal[0]

    class Crashes:
        def choose(self, view):
            raise ValueError("my bug")

    class Quits:
        def choose(self, view):
            raise SystemExit("bye")

    class QuitsAtOnce:
        def __init__(self):
            raise SystemExit(3)

        def choose(self, view):
            return view.legal[0]

    class Cheats:
        def choose(self, view):
            return Discard(view.seat, 999)

    def _discarding(view):
        return any(type(a).__name__ == "Discard" for a in view.legal)

    class Garbles:  # an action of the right kind holding the wrong type
        def choose(self, view):
            return Discard(view.seat, "7H") if _discarding(view) else view.legal[0]

    class Misplaces:  # throws a card it does not hold
        def choose(self, view):
            if not _discarding(view):
                return view.legal[0]
            held = {c.id for c in view.hand}
            return Discard(view.seat, min(i for i in range(52) if i not in held))

    class Mumbles:
        def choose(self, view):
            return "draw please"

    class Dawdles:  # shrugs off any stop, and answers late
        SECONDS = 0.05

        def choose(self, view):
            end = time.monotonic() + self.SECONDS
            while time.monotonic() < end:
                try:
                    time.sleep(0.01)
                except BaseException:
                    pass
            return view.legal[0]

    class Spins:  # stops by itself after 30 s, so a test it should fail fails, not hangs
        def choose(self, view):
            end = time.monotonic() + 30
            while time.monotonic() < end:
                pass
            return view.legal[0] if view else None

    class Lingers(Dawdles):  # answers after 2 s
        SECONDS = 2

    class Stubborn:  # swallows the first stop, then spins on
        def choose(self, view):
            try:
                Spins().choose(view)
            except BaseException:
                pass
            return Spins().choose(view)

    built = []

    class CtrlCInThird(NormalBot):  # Ctrl-C pressed while the third match is played
        def __init__(self, seed):
            super().__init__(seed)
            built.append(self)

        def choose(self, view):
            if len(built) == 3:
                raise KeyboardInterrupt
            return super().choose(view)

    class CtrlCAtOnce:
        def choose(self, view):
            raise KeyboardInterrupt

    class BadStart:
        def __init__(self):
            raise RuntimeError("no config")

        def choose(self, view):
            return view.legal[0]

    class SlowStart:  # its constructor spins as Spins does
        def __init__(self):
            Spins().choose(None)

        def choose(self, view):
            return view.legal[0]
""")


@pytest.fixture
def guests(tmp_path):
    path = tmp_path / "guests.py"
    path.write_text(GUESTS)
    return path


def test_a_series_rotates_seats_and_counts_wins_and_scores():
    done: list[tuple[int, int]] = []
    series = simulate("gin", [Player.builtin("normal"), Player.builtin("random")], 4, seed=3,
                      progress=lambda k, of: done.append((k, of)))
    assert series.games == 4 and series.hands >= 4
    assert done == [(1, 4), (2, 4), (3, 4), (4, 4)], "the bar moves on once a match"
    normal, rand = series.seats
    assert normal.matches == rand.matches == 4
    assert normal.wins + rand.wins == 4 and normal.wins == 4
    assert normal.mean_score > rand.mean_score
    seats: list[int] = []  # where the second entrant sat, match by match

    class Probe:
        def choose(self, view):  # type: ignore[no-untyped-def]
            seats.append(view.seat)
            return view.legal[0]

    simulate("gin", [Player.builtin("random"), Player("probe", lambda seed: Probe())], 4, seed=3)
    assert [s for i, s in enumerate(seats) if i == 0 or s != seats[i - 1]] == [1, 0, 1, 0]


def test_entrants_move_one_seat_on_each_match():
    seats: list[int] = []  # where the second entrant sat, match by match

    class Probe:
        def choose(self, view):  # type: ignore[no-untyped-def]
            if not seats or seats[-1] != view.seat:
                seats.append(view.seat)
            return view.legal[0]

    probe = Player("probe", lambda seed: Probe())
    simulate("three-thirteen", [Player.builtin("random"), probe, Player.builtin("random")], 3,
             seed=3)
    assert seats == [1, 2, 0]


def test_match_i_of_a_series_plays_seed_plus_i():
    def played(seed, games):
        series = simulate("gin", [Player.builtin("easy")] * 2, games, seed=seed)
        return series.hands, sum(s.score_sum for s in series.seats)

    alone = [played(seed, 1) for seed in (5, 6, 7)]
    assert played(5, 3) == tuple(map(sum, zip(*alone, strict=True)))


def test_an_unknown_level_is_refused_before_any_match():
    from game.bots import UnknownBot

    with pytest.raises(UnknownBot, match="expert"):
        Player.builtin("expert")


def test_a_built_in_bot_that_fails_is_a_bug_and_raises():
    from game.simulate import play_match

    class Broken:  # where a built-in bot sits: its failure must be seen, not forfeited
        def choose(self, view):  # type: ignore[no-untyped-def]
            raise ValueError("bug")

    with pytest.raises(ValueError, match="bug"):
        play_match(new_match("gin", seats=2, seed=1), [Broken(), Broken()])  # type: ignore[list-item]


def test_the_same_seed_gives_the_same_series():
    def once():
        series = simulate("pay-me", [Player.builtin("easy")] * 3, 1, seed=8)
        return series.hands, [s.to_json() for s in series.seats]

    assert once() == once()


def test_slow_rates_keep_their_digits():
    # a series of hard bots plays a match in about 25 s: 0.04 matches/s, not "0.0"
    assert [cli._rate(r) for r in (0.0395, 0.4, 0.0, 341.24)] == ["0.04", "0.4", "0", "341.2"]


def test_one_match_is_not_one_matches(capsys):
    code, out, _ = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games", "1",
                       "--seed", "1")
    assert code == 0 and out.startswith("Gin Rummy, 2 players, 1 match, 13 hands in ")
    assert [cli._count(n, w) for n, w in ((1, "hand"), (0, "hand"), (2, "match"))] == \
        ["1 hand", "0 hands", "2 matches"]


def test_simulate_prints_a_table_and_json(capsys):
    code, out, _ = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games", "2",
                       "--seed", "1", "--bots", "normal,easy")
    assert code == 0 and "Gin Rummy, 2 players, 2 matches" in out
    assert "1. normal" in out and "2. easy" in out and "hands/s" in out
    head = re.search(r"(\d+) hands in ([\d.]+) s \(([\d.]+) matches/s, ([\d.]+) hands/s", out)
    assert head is not None
    hands, seconds, per_match, per_hand = (float(x) for x in head.groups())
    # the time is printed to the hundredth: the rates lie within what that rounding allows
    least, most = seconds - 0.005, seconds + 0.005
    assert 2 / most * 0.99 <= per_match <= 2 / max(least, 1e-3) * 1.01
    assert hands / most * 0.99 <= per_hand <= hands / max(least, 1e-3) * 1.01
    assert ("compiled engine" in out) == (engine_build() == "compiled")
    header, *rows = out.splitlines()[1:]
    assert len(rows) == 2 and len({len(r) for r in (header, *rows)}) == 1, "columns line up"
    code, out, _ = run(capsys, "simulate", "--game", "pay-me", "--players", "3",
                       "--games", "1", "--seed", "1", "--bots", "easy,normal,random",
                       "--option", "ace=either", "--json")
    data = json.loads(out)
    assert code == 0 and set(data) == {"game", "players", "games", "hands", "seconds", "engine",
                                       "unit", "seats"}
    assert data["unit"] == "points"
    assert data["engine"] == engine_build()
    assert data["game"] == "pay-me" and data["players"] == 3 and data["hands"] == 11
    assert [s["bot"] for s in data["seats"]] == ["easy", "normal", "random"]
    assert all(set(s) >= {"bot", "wins", "mean_score"} for s in data["seats"])


def test_one_level_seats_every_seat_but_where_a_guest_sits(capsys, guests):
    code, out, _ = run(capsys, "simulate", "--game", "pay-me", "--players", "3", "--games", "1",
                       "--seed", "1", "--bots", "easy", "--bot", f"2={guests}:Chatty", "--json")
    assert code == 0
    assert [s["bot"] for s in json.loads(out)["seats"]] == ["easy", "guests.py:Chatty", "easy"]


@pytest.mark.parametrize("json_out", [False, True])
def test_ctrl_c_stops_a_series_and_prints_the_matches_finished(capsys, guests, json_out):
    """A long run stopped by hand had printed nothing: the matches already played are
    reported, the one cut short is left out, and the exit code says it was stopped. (A guest
    bot presses it: the compiled engine calls its own functions directly, so patching one
    of them would not reach it.)"""
    code, out, err = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games",
                         "50", "--seed", "1", "--bot", f"2={guests}:CtrlCInThird",
                         *(["--json"] if json_out else []))
    assert code == cli.INTERRUPTED == 130
    assert "interrupted: the results of the 2 of 50 matches played" in err
    if json_out:
        data = json.loads(out)
        assert data["games"] == 2 and sum(s["wins"] for s in data["seats"]) == 2
    else:
        assert "Gin Rummy, 2 players, 2 matches" in out


def test_ctrl_c_in_the_first_match_says_so(capsys, guests):
    code, out, err = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games",
                         "5", "--seed", "1", "--bot", f"1={guests}:CtrlCAtOnce")
    assert code == 130 and out == "" and "interrupted before the first match ended" in err


def test_hard_bots_think_as_long_as_they_are_told(capsys, monkeypatch):
    budgets = []
    real = HardBot.__init__

    def noting(self, *args, **kwargs):
        real(self, *args, **kwargs)
        budgets.append(self.steps)

    monkeypatch.setattr(HardBot, "__init__", noting)
    code, _, _ = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games", "1",
                     "--seed", "1", "--bots", "hard,normal", "--think", "0.1", "--json")
    assert code == 0 and budgets and set(budgets) == {round(STEPS * 0.1)}


@pytest.mark.parametrize("argv, message", [
    (["--game", "gin", "--players", "3"], "Gin Rummy takes exactly 2 players, not 3"),
    (["--game", "pay-me", "--players", "3", "--bots", "easy,hard"],
     "names 2 levels for 3 players"),
    (["--game", "gin", "--players", "2", "--bots", "normal,wizard"], "unknown bot level"),
    (["--game", "gin", "--players", "2", "--option", "target"],
     "an option is KEY=VALUE, not 'target'"),
    (["--game", "gin", "--players", "2", "--option", "colour=red"], "gin has no option"),
    (["--game", "poker", "--players", "2"], "unknown game 'poker'"),
    (["--game", "gin", "--players", "2", "--bot", "3=x.py:X"], "seat must be from 1 to 2, not 3"),
    (["--game", "gin", "--players", "2", "--bot", "x.py:X"],
     "--bot is SEAT=path/to/file.py:ClassName, not 'x.py:X'"),
    (["--game", "gin", "--players", "2", "--bot", "one=x.py:X"], "--bot is SEAT="),
    (["--game", "gin", "--players", "2", "--bot", "1=nowhere.py:X"], "no bot file nowhere.py"),
    (["--game", "gin", "--players", "2", "--bot", "1=nowhere.py"],
     "path/to/file.py:ClassName, not 'nowhere.py'"),
    (["--game", "gin", "--players", "2", "--think", "0"], "must be from 0.1 to 10 times"),
    (["--game", "gin", "--players", "2", "--think", "nan"], "must be from 0.1 to 10 times"),
    (["--game", "gin", "--players", "2", "--think", "lots"], "invalid float value: 'lots'"),
])
def test_wrong_arguments_get_one_line(capsys, argv, message):
    code, out, err = run(capsys, "simulate", "--games", "1", "--seed", "1", *argv)
    assert code == 2 and message in err and err.count("\n") == 1 and not out


@pytest.mark.parametrize("file, text, message", [
    ("bot.txt", "class Bot: pass\n", "bot.txt is not a Python file"),
    ("bot.py", "class Bot(:\n", "bot.py could not be loaded: SyntaxError"),
    ("bot.py", "import nowhere_at_all\n", "could not be loaded: ModuleNotFoundError"),
    ("bot.py", "import sys\nsys.exit(1)\n", "could not be loaded: SystemExit: 1"),
    ("bot.py", "class Bot: pass\n", "bot.py has no class Bot with a choose(view) method"),
    ("bot.py", "def Bot(): pass\nBot.choose = print\n", "has no class Bot with a choose"),
])
def test_a_bot_file_that_cannot_be_loaded_gets_one_line(capsys, tmp_path, file, text, message):
    path = tmp_path / file
    path.write_text(text)
    code, out, err = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games", "1",
                         "--seed", "1", "--bot", f"1={path}:Bot")
    assert code == 2 and message in err and err.count("\n") == 1 and not out


def test_a_guest_bot_plays_with_or_without_a_seed(capsys, guests):
    for name in ("First", "Seeded", "Tweaked"):
        code, out, err = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games",
                             "2", "--seed", "4", "--bot", f"2={guests}:{name}", "--json")
        data = json.loads(out)
        assert code == 0 and not err and data["seats"][1]["bot"] == f"guests.py:{name}"
        assert data["seats"][1]["forfeits"] == 0


def test_a_guest_file_may_use_dataclasses(capsys, tmp_path):
    """A dataclass looks its module up by name as it is made (with postponed annotations):
    the guest's module must be registered, or its file fails to load."""
    path = tmp_path / "kept.py"
    path.write_text(textwrap.dedent("""
        from __future__ import annotations

        import dataclasses

        @dataclasses.dataclass
        class Memory:
            turns: int = 0

        class Bot:
            def __init__(self):
                self.memory = Memory()

            def choose(self, view):
                self.memory.turns += 1
                return view.legal[0]
    """))
    code, out, err = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games", "1",
                         "--seed", "4", "--bot", f"1={path}:Bot", "--json")
    assert code == 0 and not err and json.loads(out)["seats"][0]["forfeits"] == 0


def test_what_a_guest_prints_goes_to_stderr_and_the_json_stays_whole(capsys, guests):
    code, out, err = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games", "2",
                         "--seed", "4", "--bot", f"2={guests}:Chatty", "--json")
    assert code == 0 and json.loads(out)["games"] == 2
    assert err.count("chatty is ready") == 2 and "chatty chooses" in err


@pytest.mark.parametrize("name, reason", [
    ("Crashes", "raised ValueError: my bug"),
    ("Quits", "raised SystemExit: bye"),
    ("QuitsAtOnce", "could not be built: SystemExit: 3"),
    ("Cheats", "tried an illegal action (Discard(seat="),  # names no card of the match
    ("Mumbles", "answered str, not an action"),
    ("Garbles", "answered a malformed action Discard(seat=1, card='7H'): TypeError"),
    ("Misplaces", "tried an illegal action (guests.py:Misplaces 2 discards"),
    ("BadStart", "could not be built: RuntimeError: no config"),
    ("Missing", "has no class Missing"),
])
def test_a_broken_guest_loses_its_match_and_the_run_goes_on(capsys, guests, name, reason):
    code, out, err = run(capsys, "simulate", "--game", "pay-me", "--players", "3", "--games",
                         "3", "--seed", "2", "--bot", f"2={guests}:{name}", "--json")
    if name == "Garbles" and engine_build() == "compiled":  # its actions check their fields
        reason = "raised TypeError"  # as they are made: the guest's own call fails
    if name == "Missing":  # nothing to seat at all: a usage error before any match
        assert code == 2 and reason in err
        return
    data = json.loads(out)
    assert code == 0 and data["games"] == 3
    assert data["seats"][1]["forfeits"] == 3 and data["seats"][1]["wins"] == 0
    assert err.count("forfeited") == 3 and f"forfeited: {reason}" in err
    assert all(f"match {i}: player 2 ({guests.name}:{name}) forfeited" in err for i in (1, 2, 3))
    assert data["seats"][0]["wins"] + data["seats"][2]["wins"] == 3


def test_a_slow_guest_forfeits(guests):
    from game.bots import make_bot
    from game.simulate import play_match

    slow = load_player(f"{guests}:Dawdles").build(0)
    match = new_match("gin", seats=2, seed=1)
    outcome = play_match(match, [make_bot("normal", 1), slow], [False, True], slow=0.01)
    assert outcome.forfeit == 1 and outcome.winners == (0,)
    assert re.fullmatch(r"took 0\.\d s over one decision \(the limit is 0\.01 s\)", outcome.reason)


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="no interval timer here")
@pytest.mark.parametrize("name", ["Spins", "Stubborn"])
def test_a_guest_still_thinking_at_the_limit_is_stopped_and_the_run_goes_on(guests, name):
    from game.bots import make_bot
    from game.simulate import play_match

    spins = load_player(f"{guests}:{name}").build(0)
    match = new_match("gin", seats=2, seed=1)
    outcome = play_match(match, [make_bot("normal", 1), spins], [False, True], slow=0.2)
    assert outcome.forfeit == 1 and outcome.winners == (0,)
    assert outcome.reason == "was stopped after 0.2 s over one decision (the limit)"
    assert signal.getsignal(signal.SIGALRM) == signal.SIG_DFL  # the timer's handler is gone
    again = new_match("gin", seats=2, seed=2)
    assert play_match(again, [make_bot("normal", 1), make_bot("normal", 2)]).forfeit is None


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="no interval timer here")
def test_a_guest_still_loading_or_being_built_at_the_limit_is_stopped(
        capsys, guests, tmp_path, monkeypatch):
    """A file or a constructor stuck in a loop had hung the whole run: the file is refused
    like one that cannot be loaded; a bot not built in time forfeits its match."""
    from game import plugins

    monkeypatch.setattr(plugins, "LOAD_SECONDS", 0.2)
    stuck = tmp_path / "stuck.py"
    # stops by itself after 30 s, like Spins, so that a broken limit fails the test, not hangs it
    stuck.write_text("import time\nend = time.monotonic() + 30\nwhile time.monotonic() < end:\n"
                     "    pass\n")
    code, out, err = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games", "1",
                         "--seed", "1", "--bot", f"1={stuck}:Bot")
    assert code == 2 and not out
    assert err.endswith("stuck.py was stopped after 0.2 s still loading (the limit)\n")
    code, out, err = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games", "2",
                         "--seed", "1", "--bot", f"2={guests}:SlowStart", "--json")
    data = json.loads(out)
    assert code == 0 and data["games"] == 2 and data["seats"][1]["forfeits"] == 2
    assert "forfeited: could not be built: stopped after 0.2 s " \
        "(the limit)" in err
    assert signal.getsignal(signal.SIGALRM) == signal.SIG_DFL


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="no interval timer here")
def test_the_guest_timer_stops_and_the_handler_before_it_comes_back(guests):
    from game.bots import make_bot
    from game.simulate import play_match

    def mine(signum, frame):  # type: ignore[no-untyped-def]
        pass

    before = signal.signal(signal.SIGALRM, mine)
    try:
        first = load_player(f"{guests}:First").build(0)
        outcome = play_match(new_match("gin", seats=2, seed=1), [make_bot("normal", 1), first],
                             [False, True])
        assert outcome.forfeit is None
        assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0), "no alarm left to go off"
        assert signal.getsignal(signal.SIGALRM) is mine
    finally:
        signal.signal(signal.SIGALRM, before)


@pytest.mark.parametrize("where", ["off the main thread", "with no interval timer"])
def test_where_no_timer_can_stop_a_guest_it_is_left_thinking_and_the_run_goes_on(
        guests, where, tmp_path, monkeypatch):
    """Only the main thread may set an interval timer, and Windows has none: a guest stuck
    there had hung the run. It now thinks on a thread of its own, left behind at the limit."""
    import threading

    from game import plugins
    from game.bots import make_bot
    from game.simulate import play_match

    if where == "with no interval timer":
        monkeypatch.delattr(signal, "setitimer", raising=False)
    monkeypatch.setattr(plugins, "LOAD_SECONDS", 0.2)
    stuck = tmp_path / "stuck.py"
    stuck.write_text("import time\nend = time.monotonic() + 2\nwhile time.monotonic() < end:\n"
                     "    pass\n")
    found: dict[str, object] = {}

    def series() -> None:
        with pytest.raises(plugins.PluginError, match=r"stopped after 0\.2 s still loading"):
            load_player(f"{stuck}:Bot")
        lingers = load_player(f"{guests}:Lingers").build(0)
        start = time.perf_counter()
        found["outcome"] = play_match(new_match("gin", seats=2, seed=1),
                                      [make_bot("normal", 1), lingers], [False, True], slow=0.2)
        found["seconds"] = time.perf_counter() - start

    if where == "off the main thread":
        worker = threading.Thread(target=series)
        worker.start()
        worker.join(60)
    else:
        series()
    outcome = found["outcome"]
    assert outcome.forfeit == 1  # type: ignore[attr-defined]
    assert outcome.reason == "was stopped after 0.2 s over one decision (the limit)"  # type: ignore[attr-defined]
    assert found["seconds"] < 1.5, "the run did not wait for it"  # type: ignore[operator]


class FakeTerminal(io.StringIO):
    def isatty(self):
        return True


def test_the_progress_bar_shows_on_a_terminal_only():
    screen = FakeTerminal()
    bar = Progress(screen)
    bar.update(5, 10)
    assert screen.getvalue() == "", "under a second in: nothing yet"
    bar.start -= 2.0  # two seconds in, half done
    bar.update(5, 10)
    assert screen.getvalue() == "\r[" + "#" * 15 + "." * 15 + "] 5/10 matches, 2 s, about 2 s left "
    bar.note("match 6: a note")
    assert screen.getvalue().endswith(" left \nrummy-parlor: match 6: a note\n"), "on its own line"
    bar.update(10, 10)
    bar.close()
    bar.close()
    assert screen.getvalue().endswith("[" + "#" * 30 + "] 10/10 matches, 2 s, about 0 s left \n")
    quiet = io.StringIO()
    Progress(quiet).update(10, 10)
    assert quiet.getvalue() == ""


def test_a_shorter_progress_line_blanks_what_the_longer_one_before_it_wrote():
    screen = FakeTerminal()
    bar = Progress(screen)
    bar.start -= 100.0
    bar.update(1, 30)  # about 2900 s left
    bar.update(29, 30)  # about 3 s left: three characters shorter
    first, second = screen.getvalue().split("\r")[1:]
    assert second.rstrip().endswith("about 3 s left") and len(second) == len(first)


@pytest.mark.parametrize("columns", [80, 50, 20])
def test_the_progress_line_keeps_within_a_narrow_terminal(columns, monkeypatch):
    import shutil

    monkeypatch.setattr(shutil, "get_terminal_size", lambda *a: os.terminal_size((columns, 24)))
    screen = FakeTerminal()
    bar = Progress(screen)
    bar.start -= 100.0
    bar.update(7, 1000)
    line = screen.getvalue().split("\r")[1]
    assert len(line) < columns, "no wrapping onto a second row"
    assert "7/1000 matches" in line, "the bar gives way before the count"
    assert line.startswith("[" + "." * 30 + "]") == (columns == 80)


def test_the_documented_example_bot_plays(capsys, tmp_path):
    from pathlib import Path

    page = (Path(__file__).parent.parent / "docs" / "bots.md").read_text()
    section = page[page.index("## Write your own bot"):]
    code = section[section.index("```python") + len("```python"):]
    (tmp_path / "high.py").write_text(code[:code.index("```")])
    code, out, err = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games", "2",
                         "--seed", "1", "--bot", f"2={tmp_path / 'high.py'}:HighCardDumper",
                         "--json")
    assert code == 0 and not err
    seat = json.loads(out)["seats"][1]
    assert seat["bot"] == "high.py:HighCardDumper" and seat["forfeits"] == 0


def test_a_match_that_never_ends_is_stopped_with_a_note(monkeypatch):
    import game.simulate

    monkeypatch.setattr(game.simulate, "MAX_STEPS", 5)
    notes = []
    series = simulate("gin", [Player.builtin("random")] * 2, 1, seed=1, notes=notes.append)
    assert series.games == 1 and notes == ["match 1 stopped: no result after 5 decisions"]
    assert series.seats[0].forfeits == series.seats[1].forfeits == 0


def test_the_engine_build_is_reported_truly():
    import game.match

    compiled = game.match.__file__.endswith(tuple(EXTENSION_SUFFIXES))
    assert engine_build() == ("compiled" if compiled else "python")
    # CI runs the tests a second time against the compiled build, and says so here: a build
    # that quietly fell back to Python would otherwise pass as compiled.
    if expected := os.environ.get("RUMMY_PARLOR_EXPECT_ENGINE"):
        assert engine_build() == expected

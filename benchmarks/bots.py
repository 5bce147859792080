"""Bot speed, against RLCard 1.2.0's gin rummy environment in the same run.

    pip install -e ".[bench]"
    python benchmarks/bots.py [--seconds 8] [--rounds 5] [--compiled PYTHON]

1. Gin, normal vs normal: full hands per second through our engine, against RLCard's gin
   rummy environment with its two novice rule agents. Goal: at least 20x RLCard. With
   `--compiled`, the Python of an environment holding the compiled engine (setup.py), its
   rounds are run too, in turn with the others, so all three are measured in the same run.
2. A complete 11-hand Pay Me match with 4 normal bots: seconds per match. Goal: median <= 0.5 s.
3. `rummy-parlor simulate` peak memory (a fresh process, max RSS). Goal: under 60 MiB.
4. The hard bot: seconds per decision where it searches, early and late hands. Goal: <= 0.5 s.
5. Indian Chief: seconds per decision (picks and steals) of normal and hard, at 2, 4 and 8
   players, whole matches. Goals: normal p99 <= 0.1 s, hard p99 <= 0.5 s. `--indian-chief`
   runs only this part (it needs no RLCard).
6. The normal bot in Tong-Its: seconds per decision. Goal: p99 <= 0.1 s.

Every figure is the median of several rounds; the machine is noisy, so compare within a run.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game import engine_build
from game.api import new_match
from game.bots import bot_seed, make_bot
from game.bots.hard import HardBot
from game.simulate import play_match


def our_gin_hands(seconds: float, seed: int) -> float:
    """Hands per second of normal vs normal gin, whole matches, for about `seconds`."""
    hands, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        match = new_match("gin", seats=2, seed=seed)
        play_match(match, [make_bot("normal", bot_seed(seed, s)) for s in range(2)])
        hands += len(match.results)
        seed += 1
    return hands / (time.perf_counter() - start)


def compiled_gin_hands(python: str, seconds: float, seed: int) -> float:
    """`our_gin_hands` by another interpreter, whose environment has the compiled engine (run
    outside the checkout, which would otherwise be imported instead)."""
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import bots; "
            "from game import engine_build; assert engine_build() == 'compiled', 'not compiled'; "
            "print(bots.our_gin_hands(float(sys.argv[2]), int(sys.argv[3])))")
    here = str(Path(__file__).resolve().parent)
    done = subprocess.run([python, "-c", code, here, str(seconds), str(seed)], check=True,
                          capture_output=True, text=True, cwd=tempfile.gettempdir())
    return float(done.stdout)


def rlcard_gin_hands(seconds: float, seed: int) -> float:
    import rlcard
    from rlcard.models.gin_rummy_rule_models import GinRummyNoviceRuleAgent

    env = rlcard.make("gin-rummy", config={"seed": seed})
    env.set_agents([GinRummyNoviceRuleAgent(), GinRummyNoviceRuleAgent()])
    hands, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.run(is_training=False)
        hands += 1
    return hands / (time.perf_counter() - start)


def pay_me_match(seed: int) -> float:
    start = time.perf_counter()
    match = new_match("pay-me", seats=4, seed=seed)
    play_match(match, [make_bot("normal", bot_seed(seed, s)) for s in range(4)])
    assert match.over and len(match.results) == 11
    return time.perf_counter() - start


def simulate_peak_mib(game: str, players: int, games: int) -> float:
    """Peak resident memory of a fresh `rummy-parlor simulate` process, in MiB.

    Read from the process's own VmHWM: ru_maxrss would carry over this benchmark's size
    (RLCard and numpy are loaded here) through fork and exec.
    """
    argv = ["simulate", "--game", game, "--players", str(players), "--games", str(games),
            "--seed", "1", "--json"]
    code = (f"import sys; from game.cli import main; main({argv!r}); "
            "print(open('/proc/self/status').read(), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                          text=True)
    line = next(x for x in done.stderr.splitlines() if x.startswith("VmHWM:"))
    return int(line.split()[1]) / 1024  # kB


def hard_decisions(game: str, players: int, seed: int, hands: tuple[int, ...]) -> list[float]:
    """Seconds per searched decision of a hard bot (seat 0) against normal bots, in each of
    the given hands (normal bots play seat 0 up to them: a late hand has more cards)."""
    match = new_match(game, seats=players, seed=seed)
    hard = HardBot(1)
    bots = [make_bot("normal", s) for s in range(players)]
    times = []
    while not match.over and match.hand_number <= max(hands):
        seat = match.pending()[0].seat
        view = match.view(seat)
        searched = seat == 0 and match.hand_number in hands
        start = time.perf_counter()
        action = (hard if searched else bots[seat]).choose(view)
        if searched and len(view.legal) > 1:
            times.append(time.perf_counter() - start)
        match.apply(action)
    return times


def box_decisions(level: str, players: int, matches: int) -> list[float]:
    """Seconds per Indian Chief decision of `level` in seat 0 against normal bots, over whole
    matches (every decision with a choice: picks and steals)."""
    times = []
    for seed in range(matches):
        match = new_match("indian-chief", seats=players, seed=seed)
        bots = [make_bot(level if s == 0 else "normal", bot_seed(seed, s))
                for s in range(players)]
        while not match.over:
            seat = match.pending()[0].seat
            view = match.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view)
            if seat == 0 and len(view.legal) > 1:
                times.append(time.perf_counter() - start)
            match.apply(action)
    return times


def indian_chief_times(matches: int) -> None:
    for level, goal in (("normal", 0.1), ("hard", 0.5)):
        for players in (2, 4, 8):
            found = sorted(box_decisions(level, players, matches))
            p99 = found[min(len(found) - 1, int(len(found) * 0.99))]
            print(f"{level} bot, indian-chief x{players}: {len(found)} decisions, median "
                  f"{statistics.median(found):.3f} s, p99 {p99:.3f} s, max {found[-1]:.3f} s "
                  f"(goal p99 <= {goal} s)")


def normal_decisions(game: str, players: int, seed: int, matches: int) -> list[float]:
    """Seconds per decision of normal bots with a choice to make, over whole matches."""
    times = []
    for number in range(matches):
        match = new_match(game, seats=players, seed=seed + number)
        bots = [make_bot("normal", bot_seed(seed + number, s)) for s in range(players)]
        while not match.over:
            seat = match.pending()[0].seat
            view = match.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view)
            if len(view.legal) > 1:
                times.append(time.perf_counter() - start)
            match.apply(action)
    return times


def percentiles(found: list[float]) -> str:
    found = sorted(found)
    p90, p99 = found[int(len(found) * 0.9)], found[min(len(found) - 1, int(len(found) * 0.99))]
    return (f"{len(found)} decisions, median {statistics.median(found):.4f} s, p90 {p90:.4f} s, "
            f"p99 {p99:.4f} s, max {found[-1]:.4f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=8.0, help="per gin round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--matches", type=int, default=9, help="Pay Me matches")
    parser.add_argument("--compiled", metavar="PYTHON",
                        help="also time the compiled engine installed for this interpreter")
    parser.add_argument("--indian-chief", action="store_true",
                        help="only Indian Chief's decision times")
    parser.add_argument("--chief-matches", type=int, default=20,
                        help="Indian Chief matches per level and seat count")
    args = parser.parse_args()
    if args.indian_chief:
        indian_chief_times(args.chief_matches)
        return 0
    try:
        import rlcard  # noqa: F401  (the reference, timed in the same run)
    except ImportError:
        print("the reference needs RLCard 1.2.0: pip install -e '.[bench]'", file=sys.stderr)
        return 2

    ours, compiled, theirs = [], [], []
    for r in range(args.rounds):
        ours.append(our_gin_hands(args.seconds, 100 * r))
        if args.compiled:
            compiled.append(compiled_gin_hands(args.compiled, args.seconds, 100 * r))
        theirs.append(rlcard_gin_hands(args.seconds, r))
    o, t = statistics.median(ours), statistics.median(theirs)
    print(f"gin normal vs normal ({engine_build()} engine): {o:.0f} hands/s; RLCard novice "
          f"env: {t:.0f} hands/s; {o / t:.1f}x (goal 20x)")
    if compiled:
        c = statistics.median(compiled)
        print(f"  compiled engine: {c:.0f} hands/s, {c / t:.1f}x RLCard, {c / o:.2f}x "
              f"{engine_build()}; rounds {[round(x) for x in compiled]}")
    print(f"  rounds: ours {[round(x) for x in ours]}, RLCard {[round(x) for x in theirs]}")

    times = [pay_me_match(s) for s in range(args.matches)]
    print(f"Pay Me, 11 hands, 4 normal bots: median {statistics.median(times):.2f} s per match "
          f"(min {min(times):.2f}, max {max(times):.2f}; goal median <= 0.5 s)")

    for game, players, games in (("gin", 2, 20), ("pay-me", 4, 3), ("rummy", 6, 5),
                                 ("three-thirteen", 2, 10)):
        print(f"simulate {game} x{players}, {games} matches: peak "
              f"{simulate_peak_mib(game, players, games):.0f} MiB (goal < 60 MiB)")

    # The first hands, and for the 11-hand games a middle and the last (up to 14 cards).
    for game, players, hands in (("gin", 2, (1, 2, 3)), ("rummy", 2, (1, 2, 3)),
                                 ("three-thirteen", 2, (1, 2, 6, 11)),
                                 ("pay-me", 4, (1, 6, 11)), ("tong-its", 3, (1, 2, 3))):
        found = hard_decisions(game, players, 5, hands)
        print(f"hard bot, {game} x{players}: {percentiles(found)} (goal <= 0.5 s)")
    found = normal_decisions("tong-its", 3, 5, 4)
    print(f"normal bot, tong-its x3: {percentiles(found)} (goal p99 <= 0.1 s)")
    indian_chief_times(args.chief_matches)
    return 0


if __name__ == "__main__":
    sys.exit(main())

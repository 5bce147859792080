"""Our Gin bots against the outside yardstick (benchmarks/gin_baseline.py), whole matches.

    python benchmarks/outside.py [--levels normal,hard] [--games 300] [--think 1]
                                 [--first 0] [--workers 2] [--out outside-results.jsonl]

Each level plays matches to 100 against the simple player, in seat 1 for even match numbers
and seat 2 for odd ones (match i uses seed 1000 + i // 2, so each deal is played from both
seats). Prints the matches won with a 95 % Wilson interval. Finished matches are appended to
--out (JSON lines), so a long run can be resumed or extended with --first.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from gin_baseline import SimpleGin
from ladder import play_all, read_results, wilson

from game.simulate import Player, simulate


def play(task: tuple[str, float, int]) -> dict[str, object]:
    level, think, number = task
    ours = Player.builtin(level, think)
    theirs = Player("simple", SimpleGin)
    players = [ours, theirs] if number % 2 == 0 else [theirs, ours]
    start = time.perf_counter()
    series = simulate("gin", players, 1, seed=1000 + number // 2)
    won = next(s.wins for s in series.seats if s.label == level)
    return {"level": level, "think": think, "number": number, "won": won,
            "hands": series.hands, "seconds": round(time.perf_counter() - start, 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--levels", default="normal,hard")
    parser.add_argument("--games", type=int, default=300, help="matches per level")
    parser.add_argument("--first", type=int, default=0, help="first match number")
    parser.add_argument("--think", type=float, default=1.0, help="hard's budget, scaled")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", default="outside-results.jsonl")
    args = parser.parse_args()
    levels = args.levels.split(",")
    out = Path(args.out)
    done = read_results(out)
    have = {(d["level"], d["think"], d["number"]) for d in done}
    tasks = [(level, args.think, i) for level in levels
             for i in range(args.first, args.first + args.games)
             if (level, args.think, i) not in have]
    play_all(play, tasks, out, args.workers, done)
    print("| level | think | matches | won | rate | 95 % interval | s/match |")
    print("|---|---:|---:|---:|---:|---|---:|")
    for level in levels:
        rows = [d for d in done if d["level"] == level and d["think"] == args.think]
        if not rows:
            continue
        won = sum(float(d["won"]) for d in rows)  # type: ignore[arg-type]
        low, high = wilson(won, len(rows))
        secs = sum(float(d["seconds"]) for d in rows) / len(rows)  # type: ignore[arg-type]
        print(f"| {level} | {args.think:g} | {len(rows)} | {won:g} | {won / len(rows):.0%} | "
              f"{low:.0%}–{high:.0%} | {secs:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The ladder on duplicate deals: each level's edge over the one below, every game.

    python benchmarks/edges.py [--game gin ...] [--pair hard,normal ...] [--scale 1]
                               [--workers 2] [--out results.jsonl]

For each game and pairing it plays about 2,000 deal-seats with benchmarks/duplicate.py's
method (each deal played once with the stronger level in a seat and once with the weaker, the
other seats playing the weaker level both times) on deals never used while tuning (match
seeds from 3000), and prints a Markdown table of the mean points (chips in Tong-Its) a hand
the stronger level gains, with its 95 % interval. `--scale` multiplies the deals (0.1 for a
quick look). Per game, the hands measured spread over the match; three-seat games seat the
stronger level against two of the weaker (`PLANS`). With `--out` the results are kept as
they come and a run started again goes on where it stopped (the "s" column is then this
run's seconds only).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from duplicate import Task, run_tasks

FIRST = 2000  # match numbers from here (seed 1000 + number): deals no tuning run has used
# game: (players, hands measured, deals per hand) -- about 2,000 deal-seats each
PLANS: dict[str, tuple[int, tuple[int, ...], int]] = {
    "pay-me": (2, (1, 3, 5, 7, 9, 11), 167),
    "three-thirteen": (2, (1, 3, 5, 7, 9, 11), 167),
    "rummy": (2, (1, 2), 500),
    "gin": (2, (1, 2), 500),
    "indian-chief": (2, (1,), 1000),
    "tong-its": (3, (1, 2, 3), 223),
    "contract-rummy": (3, (1, 2, 3, 4, 5, 6, 7), 96),
    "carioca": (3, (1, 2, 3, 4, 5, 6, 7), 96),
}
PAIRS = ("normal,easy", "hard,normal")


def tasks_for(game: str, pair: str, scale: float) -> list[Task]:
    players, hands, deals = PLANS[game]
    strong, weak = pair.split(",")
    count = max(1, round(deals * scale))
    return [(game, 1000 + i, hand, seat, (1.0,), False, (strong, weak), players, None)
            for hand in hands for i in range(FIRST, FIRST + count) for seat in range(players)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(PLANS),
                        help="only these games (repeatable)")
    parser.add_argument("--pair", action="append", choices=PAIRS,
                        help="only these pairings (repeatable)")
    parser.add_argument("--scale", type=float, default=1.0, help="deals, as a multiple")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", help="keep each deal-seat's result in this file (JSON lines) "
                        "and skip those already there: a long run may stop and go on")
    args = parser.parse_args()
    print("| game | pairing | seats | hands | deal-seats | edge a hand | 95 % interval | s |")
    print("|---|---|---:|---|---:|---:|---|---:|")
    for game in args.game or list(PLANS):
        for pair in args.pair or PAIRS:
            tasks = tasks_for(game, pair, args.scale)
            start = time.perf_counter()
            gains = [diffs[0] for _, diffs in run_tasks(tasks, args.workers, args.out,
                                                         f"{game} {pair}: deal-seats")
                     if diffs is not None]  # None: the match ended before the hand
            mean = statistics.mean(gains)
            se = statistics.stdev(gains) / len(gains) ** 0.5
            players, hands, _ = PLANS[game]
            print(f"| {game} | {pair.replace(',', ' over ')} | {players} | "
                  f"{','.join(map(str, hands))} | {len(gains)} | {mean:+.2f} ± {se:.2f} | "
                  f"{mean - 1.96 * se:+.2f} to {mean + 1.96 * se:+.2f} | "
                  f"{time.perf_counter() - start:.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

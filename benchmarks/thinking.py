"""How long the table's hard computer takes a decision, every game it searches in.

    python benchmarks/thinking.py [--think 1,2] [--matches 2] [--game gin ...] [--untimed]

Hard plays seat 1 of whole matches against normal bots (the game's fewest seats, Pay Me
four: its hands hold the most cards) as at the table: its budget scaled by the game's
`GameDef.table_think` and by each `--think` value (Settings' "Hard computer thinks"), and
stopped by the table's time limit (`session.THINK_SECONDS` times the setting; `--untimed`: by its
budget alone, as in a simulation). Every decision it had a choice in is timed; prints the
median, p99 and slowest per game and setting. Goal: p99 at most 0.5 s at the usual setting.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from game.api import new_match
from game.bots import bot_seed, make_bot
from game.games import GAMES
from scenes.table.session import table_bot

# the games the hard bot searches in (the contract games judge without a search), and seats
SEARCHED = {"gin": 2, "rummy": 2, "three-thirteen": 2, "pay-me": 4, "tong-its": 3,
            "indian-chief": 4}


def decision_times(game: str, players: int, seed: int, think: float,
                   timed: bool) -> list[float]:
    """Seconds per decision with a choice of a hard bot in seat 0, one whole match."""
    match = new_match(game, seats=players, seed=seed)
    bots = [make_bot("normal", bot_seed(seed, s)) for s in range(players)]
    hard = table_bot("hard", bot_seed(seed, 0), game, think, timed)
    times: list[float] = []
    while not match.over:
        seat = match.pending()[0].seat
        view = match.view(seat)
        start = time.perf_counter()
        action = (hard if seat == 0 else bots[seat]).choose(view)
        if seat == 0 and len(view.legal) > 1:
            times.append(time.perf_counter() - start)
        match.apply(action)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--think", default="1", help="budgets over the table's, comma-separated")
    parser.add_argument("--matches", type=int, default=2, help="matches per game and budget")
    parser.add_argument("--game", action="append", choices=sorted(SEARCHED))
    parser.add_argument("--untimed", action="store_true", help="no time limit: budget alone")
    args = parser.parse_args()
    print("| game | seats | budget x | decisions | median | p99 | slowest |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for game in args.game or list(SEARCHED):
        for think in (float(t) for t in args.think.split(",")):
            times = [t for seed in range(args.matches)
                     for t in decision_times(game, SEARCHED[game], 1000 + seed, think,
                                             not args.untimed)]
            times.sort()
            p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
            scale = think * GAMES[game].table_think
            print(f"| {game} | {SEARCHED[game]} | {scale:g} | {len(times)} | "
                  f"{statistics.median(times):.3f} s | {p99:.3f} s | {times[-1]:.3f} s |",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

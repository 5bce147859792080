"""The strength ladder: each bot level against the one below, two players, seats swapped.

    python benchmarks/ladder.py [--games 200] [--hard-games 60] [--workers 2] [--game gin ...]

Per game: easy vs random, normal vs easy, hard vs normal. Each pairing plays whole matches with
the stronger bot in seat 1 for even match numbers and seat 2 for odd ones (same seeds for
both orders). A game for three players only (Tong-Its) seats the stronger bot against two of
the weaker, in each seat in turn on the same seeds: its fair share is a third. A shared win
counts as half. Prints a Markdown table with 95 % Wilson intervals;
every finished match is also appended to --out (JSON lines), so a long run can be resumed.
Targets: easy beats random >= 90 %, normal beats easy >= 65 %, hard beats normal >= 60 %.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.cli import Progress
from game.games import GAMES
from game.simulate import Player, simulate

PAIRS = (("easy", "random", 0.90), ("normal", "easy", 0.65), ("hard", "normal", 0.60))


def play(task: tuple[str, str, str, int]) -> dict[str, object]:
    game, strong, weak, number = task
    seats = max(2, GAMES[game].players[0])  # a game for three: the stronger against two
    players = [Player.builtin(weak) for _ in range(seats)]
    players[number % seats] = Player.builtin(strong)
    start = time.perf_counter()
    series = simulate(game, players, 1, seed=1000 + number // seats)
    won = next(s.wins for s in series.seats if s.label == strong)
    return {"game": game, "strong": strong, "weak": weak, "number": number, "won": won,
            "hands": series.hands, "seconds": round(time.perf_counter() - start, 2)}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def read_results(out: Path) -> list[dict[str, object]]:
    """The matches a run kept in `out` (JSON lines), if any."""
    if not out.exists():
        return []
    return [json.loads(line) for line in out.read_text().splitlines() if line.strip()]


def play_all(play: Callable[[Any], dict[str, object]], tasks: list[Any], out: Path,
             workers: int, done: list[dict[str, object]]) -> None:
    """Play every task over `workers` processes, appending each result to `out` as it comes
    (so a long run can be resumed) and to `done`."""
    progress = Progress(sys.stderr)
    with out.open("a") as sink, multiprocessing.Pool(workers) as pool:
        for count, result in enumerate(pool.imap_unordered(play, tasks), 1):
            sink.write(json.dumps(result) + "\n")
            sink.flush()
            done.append(result)
            progress.update(count, len(tasks))
    progress.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="matches per pairing")
    parser.add_argument("--hard-games", type=int, default=60, help="matches of hard vs normal")
    parser.add_argument("--first", type=int, default=0,
                        help="first match number (to add new deals to a run recorded elsewhere)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    parser.add_argument("--out", default="ladder-results.jsonl")
    args = parser.parse_args()
    games = args.game or list(GAMES)
    out = Path(args.out)
    done = read_results(out)
    have = {(d["game"], d["strong"], d["number"]) for d in done}
    tasks = [(g, strong, weak, i) for g in games for strong, weak, _ in PAIRS
             for i in range(args.first, args.first + (args.hard_games if strong == "hard"
                                                      else args.games))
             if (g, strong, i) not in have]
    tasks.sort(key=lambda t: t[1] == "hard")  # the quick pairings first
    play_all(play, tasks, out, args.workers, done)
    print("| game | pairing | matches | won | rate | 95 % interval | target | s/match |")
    print("|---|---|---:|---:|---:|---|---:|---:|")
    for g in games:
        for strong, weak, target in PAIRS:
            rows = [d for d in done if d["game"] == g and d["strong"] == strong]
            n = len(rows)
            if not n:
                continue
            won = sum(float(d["won"]) for d in rows)  # type: ignore[arg-type]
            low, high = wilson(won, n)
            secs = sum(float(d["seconds"]) for d in rows) / n  # type: ignore[arg-type]
            print(f"| {g} | {strong} vs {weak} | {n} | {won:g} | {won / n:.0%} | "
                  f"{low:.0%}–{high:.0%} | {target:.0%} | {secs:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

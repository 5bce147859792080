"""What the ladder's 60 % asks of the hard bot, and what seeing the opponent's hand would give.

    python benchmarks/ceiling.py edge --game pay-me [--matches 2000] [--workers 2]
    python benchmarks/ceiling.py told --game gin [--matches 200] [--first 0] [--workers 2]

`edge` (games of a fixed number of hands: Pay Me, Three Thirteen): normal plays normal in
two-player matches and each match's final margin is kept. An edge of e points a hand, the same
in every hand, moves a margin by e times the hands played, so the share of matches it would
win is the share of margins that shift leaves above nought (a tie counts half). Printed for a
range of edges; compare with the hard bot's gain a hand on duplicate deals
(`python benchmarks/duplicate.py`, `--told` for the told bot's).

`told`: whole two-player matches, seats swapped as in benchmarks/ladder.py and on its deals, of
a hard bot told the opponent's hand (benchmarks/told.py, an experiment: the game's bots never
see it) against normal. Its win rate is about the most a search like the hard bot's could
reach by reading the opponent's hand from its play.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys

from ladder import wilson
from told import ToldHardBot

from game.api import new_match
from game.bots import bot_seed, make_bot
from game.cli import Progress
from game.games import ENGINES

FIXED_LENGTH = ("pay-me", "three-thirteen")
EDGES = (0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0)


def margin(task: tuple[str, int]) -> tuple[float, int]:
    """Seat 0's final margin (points ahead, whichever way the game scores) over seat 1 in a
    normal-vs-normal match, and the hands it took."""
    game, seed = task
    match = new_match(game, seats=2, seed=seed)
    bots = [make_bot("normal", bot_seed(seed, s)) for s in range(2)]
    while not match.over:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    ahead = match.totals[0] - match.totals[1]
    return float(ahead if match.scores_high else -ahead), len(match.results)


def told_match(task: tuple[str, int]) -> float:
    """The told bot's share of one match's win: match `number` is the ladder's deal
    1000 + number // 2, with the told bot in seat 1 for even numbers and seat 2 for odd."""
    game, number = task
    seed, seat = 1000 + number // 2, number % 2
    match = new_match(game, seats=2, seed=seed)
    bots = [make_bot("normal", bot_seed(seed, s)) for s in range(2)]
    bots[seat] = ToldHardBot(match, bot_seed(seed, seat))
    while not match.over:
        who = match.pending()[0].seat
        match.apply(bots[who].choose(match.view(who)))
    return 1 / len(match.winners) if seat in match.winners else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=("edge", "told"))
    parser.add_argument("--game", required=True, choices=sorted(ENGINES))
    parser.add_argument("--matches", type=int, help="2000 for edge, 200 for told")
    parser.add_argument("--first", type=int, default=0, help="told: first match number")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    if args.mode == "edge" and args.game not in FIXED_LENGTH:
        parser.error(f"edge needs a game of a fixed number of hands ({', '.join(FIXED_LENGTH)});"
                     f" {args.game} is played to a score: use told")
    if args.mode == "edge" and args.first:
        parser.error("--first is for told: edge plays deals of its own")
    count = args.matches or (2000 if args.mode == "edge" else 200)
    progress = Progress(sys.stderr)
    with multiprocessing.Pool(args.workers) as pool:
        if args.mode == "edge":
            work = pool.imap_unordered(margin, [(args.game, 50_000 + i) for i in range(count)])
        else:
            work = pool.imap_unordered(told_match, [(args.game, args.first + i)
                                                    for i in range(count)])
        found = []
        for done, result in enumerate(work, 1):
            found.append(result)
            progress.update(done, count)
    progress.close()
    if args.mode == "told":
        won = sum(found)
        low, high = wilson(won, count)
        print(f"{args.game}: hard told the opponent's hand won {won:g} of {count} matches "
              f"against normal ({won / count:.0%}, 95 % interval {low:.0%}–{high:.0%})")
        return 0
    margins = [m for m, _ in found]
    hands = statistics.mean(h for _, h in found)
    print(f"{args.game}: {count} normal-vs-normal matches of {hands:g} hands, final margin's "
          f"spread {statistics.pstdev(margins):.1f} points")
    for edge in EDGES:
        shift = edge * hands
        won = sum(1.0 if m + shift > 0 else 0.5 if m + shift == 0 else 0.0 for m in margins)
        print(f"  an edge of {edge:+.1f} points a hand would win {won / count:.1%} of matches")
    return 0


if __name__ == "__main__":
    sys.exit(main())

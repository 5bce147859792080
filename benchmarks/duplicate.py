"""Duplicate deals: how many points a hand the hard bot gains over normal, far steadier than
counting matches (docs/hard-bot.md uses it throughout).

    python benchmarks/duplicate.py --game pay-me [--hands 1,6,11] [--deals 40] [--workers 2]

Normal bots play a two-player match up to the start of each chosen hand (match i uses seed
1000 + i, as the ladder's do). That hand is then played twice from the same deal for each
seat: once with hard in the seat, once with normal, the other seat normal both times. A
deal-seat's result is the difference between the two in the points that seat gains on the
other (so a deal's luck cancels); the mean is printed with one standard error, per hand and
over all of them.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys

from game.api import new_match
from game.bots import bot_seed, make_bot
from game.games import GAMES
from game.match import Match


def at_hand(game: str, seed: int, hand: int) -> Match | None:
    """The match of `seed` played by normal bots up to the first decision of `hand` (None if
    it ended sooner)."""
    match = new_match(game, seats=2, seed=seed)
    bots = [make_bot("normal", bot_seed(seed, s)) for s in range(2)]
    while not match.over and match.hand_number < hand:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    return None if match.over else match


def hand_gain(game: str, seed: int, hand: int, seat: int, level: str) -> float:
    """Points `seat` gains on the other in `hand` with `level` in it, the other normal."""
    match = at_hand(game, seed, hand)
    assert match is not None
    match.deal_next = False  # stop when this hand ends
    bots = [make_bot(level if s == seat else "normal", bot_seed(seed, s)) for s in range(2)]
    while match.decision is not None:
        who = match.pending()[0].seat
        match.apply(bots[who].choose(match.view(who)))
    points = match.results[-1].points
    gained = points[seat] - points[1 - seat]
    return float(gained if match.scores_high else -gained)


def deal_seat(task: tuple[str, int, int, int]) -> tuple[int, float]:
    game, seed, hand, seat = task
    return hand, hand_gain(game, seed, hand, seat, "hard") - hand_gain(game, seed, hand, seat,
                                                                        "normal")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--hands", default="1", help="comma-separated hand numbers")
    parser.add_argument("--deals", type=int, default=40, help="deals per hand (two seats each)")
    parser.add_argument("--first", type=int, default=0, help="first match number")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    hands = [int(h) for h in args.hands.split(",")]
    tasks = [(args.game, 1000 + i, hand, seat) for hand in hands
             for i in range(args.first, args.first + args.deals) for seat in (0, 1)
             if at_hand(args.game, 1000 + i, hand) is not None]
    found: dict[int, list[float]] = {h: [] for h in hands}
    with multiprocessing.Pool(args.workers) as pool:
        for count, (hand, diff) in enumerate(pool.imap_unordered(deal_seat, tasks), 1):
            found[hand].append(diff)
            print(f"\r{count}/{len(tasks)} deal-seats", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    every = [d for h in hands for d in found[h]]
    for label, diffs in [*((f"hand {h}", found[h]) for h in hands), ("all", every)]:
        if len(diffs) > 1:
            se = statistics.stdev(diffs) / len(diffs) ** 0.5
            print(f"{args.game} {label}: hard gains {statistics.mean(diffs):+.2f} ± {se:.2f} "
                  f"points a hand over normal ({len(diffs)} deal-seats)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

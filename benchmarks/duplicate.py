"""Duplicate deals: how many points a hand the hard bot gains over normal, far steadier than
counting matches (docs/hard-bot.md uses it throughout).

    python benchmarks/duplicate.py --game pay-me [--hands 1,6,11] [--deals 40] [--workers 2]
                                   [--think 1,3] [--told] [--pair hard,normal] [--players 2]
                                   [--preset classic] [--out results.jsonl]

Normal bots play a two-player match up to the start of each chosen hand (match i uses seed
1000 + i, as the ladder's do). That hand is then played twice from the same deal for each
seat: once with hard in the seat, once with normal, the other seat normal both times. A
deal-seat's result is the difference between the two in the points that seat gains on the
other (so a deal's luck cancels); the mean is printed with one standard error, per hand and
over all of them (with its 95 % interval). `--pair STRONG,WEAK` compares other levels the
same way (the other seats then play WEAK), and `--players` seats more than two (a seat's
gain is then on the others' average). With several `--think` values (the hard bot's
budget, scaled) each is played on the same deal-seats, and each one's gain over the first is
printed too. `--told` plays each deal-seat once more with a hard bot told the opponent's
hand (benchmarks/told.py): what the information the bot cannot have would be worth.
`--out` keeps every deal-seat's result as it comes, so a long run may stop and go on.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import statistics
import sys
from pathlib import Path

from told import ToldHardBot

from game.api import new_match
from game.bots import bot_seed, make_bot
from game.bots.hard import HardBot
from game.cli import Progress
from game.games import ENGINES
from game.match import Match


def at_hand(game: str, seed: int, hand: int, players: int = 2,
            preset: str | None = None) -> Match | None:
    """The match of `seed` played by normal bots up to the first decision of `hand` (None if
    it ended sooner)."""
    match = new_match(game, seats=players, seed=seed, preset=preset)
    bots = [make_bot("normal", bot_seed(seed, s)) for s in range(players)]
    while not match.over and match.hand_number < hand:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    return None if match.over else match


def hand_gain(game: str, seed: int, hand: int, seat: int, level: str,
              think: float = 1.0, others: str = "normal", players: int = 2,
              preset: str | None = None) -> float:
    """Points `seat` gains on the others (their average) in `hand` with `level` in it (or
    "told": the hard bot told the opponent's hand), the others playing `others`."""
    match = at_hand(game, seed, hand, players, preset)
    assert match is not None
    match.deal_next = False  # stop when this hand ends
    bots = [make_bot(others, bot_seed(seed, s)) for s in range(players)]
    if level == "told":
        bots[seat] = ToldHardBot(match, bot_seed(seed, seat), think)
    elif level == "hard":  # built directly: a measurement may think longer than a player may ask
        bots[seat] = HardBot(bot_seed(seed, seat), think=think)
    else:
        bots[seat] = make_bot(level, bot_seed(seed, seat), think)
    while match.pending():
        who = match.pending()[0].seat
        match.apply(bots[who].choose(match.view(who)))
    points = match.results[-1].points
    gained = points[seat] - (sum(points) - points[seat]) / (players - 1)
    return float(gained if match.scores_high else -gained)


Task = tuple[str, int, int, int, tuple[float, ...], bool, tuple[str, str], int, str | None]


def deal_seat(task: Task) -> tuple[int, list[float] | None]:
    """The strong level's gain over the weak one in one deal-seat (hard over normal unless
    told otherwise), for each thinking budget (then the told bot's, at the first budget, if
    asked); None when the match ended before the hand."""
    game, seed, hand, seat, thinks, told, (strong, weak), players, preset = task
    if at_hand(game, seed, hand, players, preset) is None:
        return hand, None
    base = hand_gain(game, seed, hand, seat, weak, others=weak, players=players, preset=preset)
    gains = [hand_gain(game, seed, hand, seat, strong, t, weak, players, preset) - base
             for t in thinks]
    if told:
        gains.append(hand_gain(game, seed, hand, seat, "told", thinks[0], weak, players) - base)
    return hand, gains


def run_tasks(tasks: list[Task], workers: int, out: str | None,
              label: str = "deal-seats") -> list[tuple[Task, list[float] | None]]:
    """Every task's result (None: the match ended before its hand), over `workers`
    processes. With `out`, each result is appended to that file (JSON lines) as it comes and
    the tasks found there are not played again, so a long run can stop and go on."""
    done: dict[str, list[float] | None] = {}
    path = Path(out) if out else None
    if path is not None and path.exists():
        for line in path.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                done[row["task"]] = row["gains"]
    todo = [t for t in tasks if json.dumps(t) not in done]
    progress = Progress(sys.stderr, label)
    with multiprocessing.Pool(workers) as pool, \
            (path.open("a") if path is not None else contextlib.nullcontext()) as sink:
        for count, (task, (_, diffs)) in enumerate(
                zip(todo, pool.imap(deal_seat, todo), strict=True), 1):
            done[json.dumps(task)] = diffs
            if sink is not None:
                sink.write(json.dumps({"task": json.dumps(task), "gains": diffs}) + "\n")
                sink.flush()
            progress.update(count, len(todo))
    progress.close()
    return [(t, done[json.dumps(t)]) for t in tasks]


def mean_se(diffs: list[float]) -> str:
    """The mean, one standard error and the 95 % interval."""
    mean = statistics.mean(diffs)
    se = statistics.stdev(diffs) / len(diffs) ** 0.5
    return f"{mean:+.2f} ± {se:.2f} (95 %: {mean - 1.96 * se:+.2f} to {mean + 1.96 * se:+.2f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True, choices=sorted(ENGINES))
    parser.add_argument("--hands", default="1", help="comma-separated hand numbers")
    parser.add_argument("--deals", type=int, default=40, help="deals per hand (two seats each)")
    parser.add_argument("--first", type=int, default=0, help="first match number")
    parser.add_argument("--think", default="1", help="comma-separated budget scales for hard")
    parser.add_argument("--told", action="store_true",
                        help="also a hard bot told the opponent's hand (an experiment)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--pair", default="hard,normal",
                        help="STRONG,WEAK: the levels compared (the others play WEAK)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--preset", help="a preset of the game (e.g. classic)")
    parser.add_argument("--out", help="keep each deal-seat's result in this file (JSON lines), "
                        "and skip those already there")
    args = parser.parse_args()
    hands = [int(h) for h in args.hands.split(",")]
    thinks = tuple(float(t) for t in args.think.split(","))
    strong, weak = args.pair.split(",")
    players = args.players
    tasks: list[Task] = [
        (args.game, 1000 + i, hand, seat, thinks, args.told, (strong, weak), players,
         args.preset)
        for hand in hands for i in range(args.first, args.first + args.deals)
        for seat in range(players)]  # a hand the match never reached is dropped
    found: dict[int, list[list[float]]] = {h: [] for h in hands}
    for task, diffs in run_tasks(tasks, args.workers, args.out):
        if diffs is not None:
            found[task[2]].append(diffs)
    every = [d for h in hands for d in found[h]]
    for label, rows in [*((f"hand {h}", found[h]) for h in hands), ("all", every)]:
        if len(rows) < 2:
            continue
        for k, think in enumerate(thinks):
            line = (f"{args.game} {label}, {strong} (think {think:g}): "
                    f"{mean_se([r[k] for r in rows])} points a hand over {weak}")
            if k:
                line += f", {mean_se([r[k] - r[0] for r in rows])} over think {thinks[0]:g}"
            print(f"{line} ({len(rows)} deal-seats)")
        if args.told:
            told = [r[-1] for r in rows]
            print(f"{args.game} {label}, hard told the opponent's hand: {mean_se(told)} points a"
                  f" hand over normal, {mean_se([r[-1] - r[0] for r in rows])} over hard"
                  f" ({len(rows)} deal-seats)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

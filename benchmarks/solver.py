"""Solver speed, against RLCard 1.2.0 in the same run.

    pip install -e ".[bench]"
    python benchmarks/solver.py [--hands 20000] [--batch 100000] [--rounds 5]

1. Gin least deadwood on random 10-card hands: our `min_deadwood` against RLCard's
   `get_best_meld_clusters` + `get_deadwood_count`, same hands, same answers required.
   Goal: at least 10x RLCard's hands per second.
2. `rummy-parlor solve --game gin --jsonl` end to end (a fresh process, start-up included)
   on 100k hands. Goal: at least 5x RLCard's in-process hands per second.
3. Pay Me hand 11 (13 cards, 0 to 6 wild cards): time per hand. Goal: p99 at most 2 ms.

Every figure is the median of several rounds.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.api import new_match
from game.cards import Card, parse_faces
from game.solver import min_deadwood

DECK = [r + s for r in "A23456789TJQK" for s in "SHDC"]


def gin_hands(count: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    return [rng.sample(DECK, 10) for _ in range(count)]


def ours(hands: list[list[str]]):
    rules = new_match("gin").rules.hand_rules(1)
    cards = [[Card(i, r, s) for i, (r, s) in enumerate(parse_faces(h))] for h in hands]

    def run():
        return [min_deadwood(h, rules) for h in cards]

    return run


def rlcard(hands: list[list[str]]):
    from rlcard.games.gin_rummy.utils import melding, utils

    cards = [[utils.card_from_text(t) for t in h] for h in hands]

    def run():
        out = []
        for hand in cards:
            clusters = melding.get_best_meld_clusters(hand)
            best = clusters[0] if clusters else []
            out.append(utils.get_deadwood_count(hand, best))
        return out

    return run


def rate(run, count: int, rounds: int) -> tuple[float, list]:
    """Median hands per second over the rounds, and the answers."""
    speeds, answers = [], None
    for _ in range(rounds):
        start = time.perf_counter()
        answers = run()
        speeds.append(count / (time.perf_counter() - start))
    return statistics.median(speeds), answers


def batch_rate(count: int, rounds: int) -> float:
    """Median hands per second of the jsonl command, start-up included.

    The package's bytecode is compiled first, as `pip install` does for an installed program
    (where PYTHONDONTWRITEBYTECODE is set, as here, Python would otherwise compile every module
    again on every start).
    """
    import compileall

    import game

    compileall.compile_dir(Path(game.__file__).parent, quiet=1)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "hands.jsonl"
        path.write_text("".join(json.dumps({"hand": h}) + "\n" for h in gin_hands(count, 7)))
        answers = Path(tmp) / "answers.jsonl"
        speeds = []
        for _ in range(rounds):  # as a user runs it: rummy-parlor ... < hands > answers
            with path.open() as stdin, answers.open("w") as stdout:
                start = time.perf_counter()
                subprocess.run([sys.executable, "-m", "game", "solve", "--game", "gin",
                                "--jsonl"], stdin=stdin, stdout=stdout, check=True)
                speeds.append(count / (time.perf_counter() - start))
            assert answers.read_text().count("\n") == count
        return statistics.median(speeds)


def pay_me_times(count: int) -> list[float]:
    match = new_match("pay-me", seats=4)
    rules = match.rules.hand_rules(11)
    wild = [c for c in match.cards if rules.is_wild(c)]
    natural = [c for c in match.cards if not rules.is_wild(c)]
    rng = random.Random(11)
    hands = []
    for _ in range(count):
        k = rng.randint(0, 6)
        hands.append(rng.sample(wild, k) + rng.sample(natural, 13 - k))
    for hand in hands[:200]:  # warm the shape caches, as a running program has them
        min_deadwood(hand, rules)
    times = []
    for hand in hands:
        start = time.perf_counter()
        min_deadwood(hand, rules)
        times.append(time.perf_counter() - start)
    return sorted(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--batch", type=int, default=100000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()

    hands = gin_hands(args.hands, 1)
    our_rate, our_answers = rate(ours(hands), len(hands), args.rounds)
    try:
        ref_rate, ref_answers = rate(rlcard(hands), len(hands), args.rounds)
    except ImportError:
        sys.exit("RLCard is not installed: pip install -e '.[bench]'")
    mismatches = sum(a != b for a, b in zip(our_answers, ref_answers, strict=True))
    print(f"gin deadwood, {len(hands)} hands, median of {args.rounds} rounds")
    print(f"  RLCard 1.2.0   {ref_rate:>12,.0f} hands/s")
    print(f"  Rummy Parlor   {our_rate:>12,.0f} hands/s   {our_rate / ref_rate:5.1f}x  (goal 10x)")
    print(f"  different answers: {mismatches}")

    batch = batch_rate(args.batch, max(1, args.rounds // 2))
    print(f"solve --jsonl, {args.batch} hands, start-up included")
    print(f"  Rummy Parlor   {batch:>12,.0f} hands/s   {batch / ref_rate:5.1f}x  (goal 5x)")

    times = pay_me_times(5000)
    ms = [t * 1000 for t in times]
    print("Pay Me hand 11, 13 cards with 0-6 wilds, 5000 hands")
    print(f"  median {statistics.median(ms):.3f} ms   p99 {ms[int(len(ms) * 0.99)]:.3f} ms"
          f"   max {ms[-1]:.3f} ms  (goal p99 <= 2 ms)")
    if mismatches:
        sys.exit("the solvers disagree")


if __name__ == "__main__":
    main()

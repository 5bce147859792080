"""Contract solver speed: every contract of Contract Rummy on 12-card hands.

    python benchmarks/contracts.py [--hands 2000] [--seed 1]

Hands come from two decks and four jokers, each with 0 to 4 jokers (as many as the deal gives
it), in two kinds: dealt at random, and "close" hands drawn from a few ranks and suits, where
melds abound and the search has the most to weigh. Each hand is asked `meets` (keeping a card
to discard, except hand 7, which lays the whole hand), `completions` against every face, and
`missing`. Goal: `meets` p99 at most 5 ms in the plain Python build.

The solver keeps what it learns between calls, as in a running program; the first 200 hands
of each kind warm it and are not timed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from game import engine_build
from game.cards import JOKER, Card, make_deck
from game.contracts import CONTRACT_RUMMY, CONTRACT_RUMMY_HANDS
from game.solver.contracts import EVERY_FACE, completions, meets, missing

WARM = 200


def dealt(rng: random.Random, naturals: list[Card], jokers: list[Card]) -> list[Card]:
    k = rng.randint(0, len(jokers))
    return rng.sample(jokers, k) + rng.sample(naturals, 12 - k)


def close(rng: random.Random, naturals: list[Card], jokers: list[Card]) -> list[Card]:
    low = rng.randint(1, 9)
    ranks = {1 if r == 14 else r for r in range(low, low + rng.randint(4, 6))}
    suits = set(rng.sample(range(4), rng.randint(1, 3)))
    pool = [c for c in naturals if c.rank in ranks and c.suit in suits]
    k = rng.randint(0, len(jokers))
    if len(pool) < 12 - k:
        pool = naturals
    return rng.sample(jokers, k) + rng.sample(pool, 12 - k)


def timed(call: Callable[[], object]) -> tuple[float, float]:
    """(CPU ms, wall ms) of one call: CPU time is the solver's own cost; the wall clock adds
    whatever else the machine runs meanwhile."""
    cpu, wall = time.thread_time(), time.perf_counter()
    call()
    return (time.thread_time() - cpu) * 1000, (time.perf_counter() - wall) * 1000


def line(label: str, ms: list[float]) -> str:
    ms = sorted(ms)
    return (f"{label:<17} median {statistics.median(ms):6.3f}  p99 {ms[int(len(ms) * 0.99)]:7.3f}"
            f"  max {ms[-1]:8.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=2000, help="timed hands per kind")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only-meets", action="store_true", help="time `meets` alone")
    args = parser.parse_args()
    deck = make_deck(2, 2)  # 104 cards and 4 jokers
    naturals = [c for c in deck if c.rank != JOKER]
    jokers = [c for c in deck if c.rank == JOKER]
    rules = CONTRACT_RUMMY
    print(f"Contract Rummy, 12-card hands, {args.hands} timed hands per kind, "
          f"{engine_build()} build; times in ms, CPU (the solver's own) and wall clock")
    worst = {"cpu": 0.0, "wall": 0.0}
    for kind, deal in (("dealt", dealt), ("close", close)):
        rng = random.Random(f"{args.seed}{kind}")
        hands = [deal(rng, naturals, jokers) for _ in range(WARM + args.hands)]
        for number, contract in enumerate(CONTRACT_RUMMY_HANDS, 1):
            keep = 0 if contract.whole_hand else 1
            calls: dict[str, Callable[[list[Card]], object]] = {
                "meets": lambda h, c=contract, k=keep: meets(h, c, rules, k)}
            if not args.only_meets:
                calls["completions"] = lambda h, c=contract, k=keep: completions(
                    h, c, rules, EVERY_FACE, k)
                calls["missing"] = lambda h, c=contract, k=keep: missing(h, c, rules, k)
            times: dict[str, list[float]] = {}
            met = 0
            for i, hand in enumerate(hands):
                for name, call in calls.items():
                    cpu, wall = timed(lambda h=hand, f=call: f(h))
                    if i >= WARM:
                        times.setdefault(name + " cpu", []).append(cpu)
                        times.setdefault(name + " wall", []).append(wall)
                met += i >= WARM and meets(hand, contract, rules, keep) is not None
            print(f"{kind} hands, hand {number} ({contract}): met by {met}")
            for label, ms in times.items():
                print("  " + line(label, ms))
            for clock in worst:
                ms = sorted(times["meets " + clock])
                worst[clock] = max(worst[clock], ms[int(len(ms) * 0.99)])
    print(f"worst meets p99: CPU {worst['cpu']:.3f} ms, wall {worst['wall']:.3f} ms "
          "(goal <= 5 ms)")


if __name__ == "__main__":
    main()

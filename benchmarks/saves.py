"""How long the title and load screens take to list a player's saves.

    python benchmarks/saves.py [--saves 500] [--rounds 5]

Every match is kept, so a player's saves only grow. The reference is what the screens did
before the saves' index: replay every file (the title's *Continue* looks through all of them
when every match is finished, the load screen always did). Against it: the first listing,
which builds the index (replaying each file once), and the listings after it, which replay
nothing (goal: under 0.1 s for 500 saves). The saves are whole matches of all four games
played by normal bots, each written many times under different names.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

os.environ["RUMMY_PARLOR_HOME"] = tempfile.mkdtemp(prefix="rummy-parlor-saves-")

from game import record
from game.api import new_match
from game.bots import bot_seed, make_bot
from game.match import Seat
from scenes import storage

GAMES = (("pay-me", 4), ("three-thirteen", 2), ("rummy", 3), ("gin", 2))


def write_saves(count: int) -> None:
    """`count` finished matches in the saves folder, newest last written."""
    folder = storage.dirs().saves
    played = []
    for game, players in GAMES:
        seats = [Seat(f"P{i}", "normal") for i in range(players)]
        match = new_match(game, None, seats, seed=1)
        bots = [make_bot("normal", bot_seed(1, i)) for i in range(players)]
        while not match.over:
            seat = match.pending()[0].seat
            match.apply(bots[seat].choose(match.view(seat)))
        path = folder / f"{game}-played.json"
        storage.save_match(path, match)
        played.append(path)
    for i in range(count):
        copy = folder / f"save-{i:05d}.json"
        shutil.copyfile(played[i % len(played)], copy)
        os.utime(copy, (1_700_000_000 + i, 1_700_000_000 + i))
    for path in played:
        path.unlink()


def replay_all() -> None:
    for path in sorted(storage.dirs().saves.iterdir()):
        record.replay(record.read(path))


def timed(what) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    what()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--saves", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    write_saves(args.saves)
    index = storage.dirs().state / "save-index.json"
    rows: dict[str, list[float]] = {"replay every save (reference)": [],
                                    "first listing (builds the index)": [],
                                    "title's Continue check, index built": [],
                                    "load screen's list, index built": []}
    for _ in range(args.rounds):
        rows["replay every save (reference)"].append(timed(replay_all))
        index.unlink(missing_ok=True)
        rows["first listing (builds the index)"].append(timed(storage.list_saves))
        rows["title's Continue check, index built"].append(timed(storage.last_unfinished))
        rows["load screen's list, index built"].append(timed(storage.list_saves))
    print(f"{args.saves} saves, median of {args.rounds} rounds:")
    for name, times in rows.items():
        print(f"  {name:<38} {statistics.median(times) * 1000:9.1f} ms")
    shutil.rmtree(Path(os.environ["RUMMY_PARLOR_HOME"]), ignore_errors=True)


if __name__ == "__main__":
    main()

"""Instructions per Gin hand, normal vs normal, counted by valgrind: a steady measure.

    python benchmarks/instructions.py [--matches 10]

Timings on a shared machine move by a third from minute to minute, which hides a 5 % change;
the instruction count of the same matches moves by well under 1 %. Start-up (imports) is
counted in a run of no matches and taken off. Needs valgrind (Debian package `valgrind`).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys

PLAY = """
import sys
from game.api import new_match
from game.bots import bot_seed, make_bot
from game.simulate import play_match
hands = 0
for seed in range(int(sys.argv[1])):
    match = new_match("gin", seats=2, seed=seed)
    play_match(match, [make_bot("normal", bot_seed(seed, s)) for s in range(2)])
    hands += len(match.results)
print("hands", hands)
"""


def count(matches: int) -> tuple[int, int]:
    """(instructions, hands) of a fresh interpreter playing `matches` Gin matches."""
    done = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         sys.executable, "-c", PLAY, str(matches)],
        capture_output=True, text=True, check=True)
    refs = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    hands = re.search(r"^hands (\d+)$", done.stdout, re.M)
    if refs is None or hands is None:
        raise SystemExit(f"could not read valgrind's answer:\n{done.stderr[-2000:]}")
    return int(refs.group(1).replace(",", "")), int(hands.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=10)
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (Debian: apt install valgrind)", file=sys.stderr)
        return 1
    start, _ = count(0)
    total, hands = count(args.matches)
    print(f"gin normal vs normal: {(total - start) / hands / 1e6:.1f} million instructions "
          f"per hand ({hands} hands in {args.matches} matches)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

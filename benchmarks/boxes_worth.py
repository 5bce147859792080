"""Indian Chief: what each box scores on average when bots fill it, over whole matches.

    python benchmarks/boxes_worth.py [--level normal] [--matches 200] [--players 2,4,8]

The normal bot keeps a box for later when the hand would fill it below this worth
(game/bots/boxes.py `LATER`): run it after changing the bot's judgement and copy the overall
means back. Also prints, per turn, how often each box is filled then.
"""

from __future__ import annotations

import argparse
import statistics
import sys

from game.api import new_match
from game.bots import bot_seed, make_bot
from game.games.indian_chief import ChiefState
from game.games.indian_chief_boxes import BOXES
from game.simulate import play_match


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="normal")
    parser.add_argument("--matches", type=int, default=200, help="matches per seat count")
    parser.add_argument("--players", default="2,4,8")
    args = parser.parse_args()
    scores: dict[str, list[int]] = {b.id: [] for b in BOXES}
    when: dict[str, list[int]] = {b.id: [0] * 7 for b in BOXES}
    totals: list[int] = []
    for players in (int(p) for p in args.players.split(",")):
        for i in range(args.matches):
            seed = 5000 + 100 * players + i
            match = new_match("indian-chief", seats=players, seed=seed)
            play_match(match, [make_bot(args.level, bot_seed(seed, s)) for s in range(players)])
            state = match.state
            assert isinstance(state, ChiefState)
            for seat_row in state.sheet:
                for box, points in zip(BOXES, seat_row, strict=True):
                    scores[box.id].append(points or 0)
            totals += list(match.totals)
            turn = 0
            for event in match.log:
                if event.kind == "turn-started":
                    turn += 1
                elif event.kind == "scored":
                    when[event.data["box"]][turn] += 1
    print(f"{args.level}: mean total {statistics.mean(totals):.1f} "
          f"(sd {statistics.pstdev(totals):.1f}, {len(totals)} seats)")
    for box in BOXES:
        shares = " ".join(f"{n / max(1, sum(when[box.id])):4.0%}" for n in when[box.id])
        print(f"  {box.id:13s} {statistics.mean(scores[box.id]):6.1f}   by turn: {shares}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

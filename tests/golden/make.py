"""Write the golden playthroughs: `python -m tests.golden.make [NAME ...]`.

Plays every case below (or the named ones) with the built-in bots and writes
tests/golden/NAME.json: a match record (game, preset, options, seats with their bot levels,
seed, actions) that `game.record` loads, plus `golden`: the view keys digested, every seat's
view digest after the deal and after each action, and how the match stood at the end. With no
names it also deletes files of cases no longer listed. tests/test_golden.py checks the files.

Regenerate only for a deliberate change of what views show or how bots play, and say so in the
commit; a refactor must pass against the files as they are.

`python -m tests.golden.make --show NAME STEP` prints every seat's view, as digested, after
STEP actions of the committed file (0: the deal): run it in two checkouts and compare, to see
what a failing digest is about.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.actions import action_from_json
from game.api import new_match
from game.match import Match, Seat
from game.record import record_of
from tests.test_golden import (
    GOLDEN,
    VIEW_KEYS,
    bot_action,
    bots_for,
    canonical,
    end_state,
    load,
    plain,
    seat_digests,
    start,
)


@dataclass(frozen=True)
class Case:
    """One golden match: a game as set up at the table, its bots, and when to stop."""

    name: str
    game: str
    levels: tuple[str, ...]  # one bot level per seat
    seed: int
    hands: int = 0  # stop once this many hands are over; 0: play the match to its end
    preset: str | None = None
    options: dict[str, Any] = field(default_factory=dict)


N, E, R = "normal", "easy", "random"  # no "hard": it searches, and is slow

CASES = (
    Case("pay-me-2p-match", "pay-me", (N, E), 1),
    Case("pay-me-3p-either-slide", "pay-me", (N, R, E), 2, hands=4,
         options={"ace": "either", "wilds": "slide"}),
    Case("pay-me-8p", "pay-me", (N, E, R, N, E, N, E, N), 3, hands=2),
    Case("pay-me-classic-4p", "pay-me", (N, E, N, R), 4, hands=4, preset="classic"),
    Case("pay-me-classic-3p-match", "pay-me", (N, E, R), 16, preset="classic"),
    Case("pay-me-classic-6p-either", "pay-me", (E, N, N, E, R, N), 5, hands=2,
         preset="classic", options={"ace": "either"}),
    Case("three-thirteen-2p-match", "three-thirteen", (E, N), 6),
    Case("three-thirteen-5p", "three-thirteen", (N, E, R, N, E), 7, hands=3),
    Case("three-thirteen-8p", "three-thirteen", (N, E, N, E, N, R, N, E), 8, hands=2),
    Case("rummy-2p-match", "rummy", (N, E), 9, options={"hands": 2}),
    Case("rummy-2p-blocked", "rummy", (E, E), 132, options={"hands": 3}),
    Case("rummy-4p-several-discard-penalty", "rummy", (N, E, R, N), 10,
         options={"several_melds": True, "discard_to_go_out": True, "scoring": "penalty",
                  "hands": 2}),
    Case("rummy-3p-layoff-plus10-lowest", "rummy", (E, N, R), 111, hands=2,
         options={"layoff_after_meld": True, "rummy_bonus": "plus10", "stalled": "lowest"}),
    Case("rummy-3p-lowest-tied", "rummy", (E, N, R), 135, hands=2,
         options={"layoff_after_meld": True, "rummy_bonus": "plus10", "stalled": "lowest"}),
    Case("rummy-6p-goes-rummy", "rummy", (N, N, N, N, N, N), 127, options={"hands": 3}),
    Case("gin-match-to-50", "gin", (E, N), 102, options={"target": 50}),
    Case("gin-goes-gin", "gin", (E, N), 108, options={"target": 50}),
    Case("gin-void", "gin", (R, E), 115, options={"target": 50}),
    Case("gin-random-normal", "gin", (R, N), 14, options={"target": 50}),
    Case("gin-bonuses-25", "gin", (N, E), 115, hands=3,
         options={"undercut_bonus": 25, "gin_bonus": 25}),
)


def play(case: Case) -> tuple[Match, list[list[str]]]:
    """Play a case with its bots; the match, and the digests after the deal and each action."""
    seats = [Seat(f"{level.title()} {i + 1}", level) for i, level in enumerate(case.levels)]
    match = new_match(case.game, case.options, seats, case.seed, case.preset)
    bots = bots_for(match.seats, case.seed)
    views = [seat_digests(match)]
    while not match.over and not (case.hands and len(match.results) >= case.hands):
        match.apply(bot_action(match, bots, match.pending()[0].seat))
        views.append(seat_digests(match))
    return match, views


def text_of(match: Match, views: list[list[str]]) -> str:
    """The file: the record's fields first, then one line per action and per step's digests
    (a regenerated file's diff shows which steps changed)."""
    head = record_of(match).to_json()
    actions = head.pop("actions")
    golden = {"keys": list(VIEW_KEYS), "hands": len(match.results), "end": end_state(match)}

    def rows(items: list[Any]) -> str:
        return "[\n" + ",\n".join(_compact(item) for item in items) + "\n]"

    return (_compact(head)[:-1] + ',\n"actions":' + rows(actions)
            + ',\n"golden":' + _compact(golden)[:-1] + ',\n"views":' + rows(views) + "}}\n")


def _compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def write(case: Case) -> Path:
    match, views = play(case)
    path = GOLDEN / f"{case.name}.json"
    path.write_text(text_of(match, views), encoding="utf-8")
    ends = Counter(str(plain(r.how)) for r in match.results)
    kinds = Counter(a.kind for a in match.history)
    print(f"{path.name}: {len(match.history)} actions, {len(match.results)} hands "
          f"({', '.join(f'{k} {n}' for k, n in sorted(ends.items()))}), "
          f"{'over' if match.over else 'stopped'}, {path.stat().st_size // 1024} KB; "
          f"{', '.join(f'{k} {n}' for k, n in sorted(kinds.items()))}")
    return path


def show(name: str, step: int) -> None:
    """Print every seat's view, as digested, after `step` actions of the committed file."""
    data = load(GOLDEN / f"{name}.json")
    match = start(data)
    for raw in data["actions"][:step]:
        match.apply(action_from_json(raw))
    for seat in range(match.n):
        view = match.view(seat).to_json()
        print(canonical({key: view[key] for key in VIEW_KEYS}))


def main(args: list[str]) -> int:
    if args[:1] == ["--show"]:
        if len(args) != 3 or not args[2].isdigit():
            print("usage: python -m tests.golden.make --show NAME STEP", file=sys.stderr)
            return 2
        show(args[1], int(args[2]))
        return 0
    by_name = {case.name: case for case in CASES}
    if unknown := [a for a in args if a not in by_name]:
        print(f"no such case: {', '.join(unknown)} (cases: {', '.join(by_name)})",
              file=sys.stderr)
        return 2
    written = {write(by_name[name]) for name in args or by_name}
    if not args:
        for stale in set(GOLDEN.glob("*.json")) - written:
            stale.unlink()
            print(f"deleted {stale.name} (no longer a case)")
    total = sum(p.stat().st_size for p in GOLDEN.glob("*.json"))
    print(f"golden files: {total // 1024} KB in all")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""The engine stays pure: game/ never imports pygame, only the record codec and the command
line touch files or streams, only simulate reads the clock, and a match played by bots is the
same in every process (nothing depends on Python's per-process string hashing)."""

import ast
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "game"
# The program's front door and the record codec may do I/O; everything else is the engine.
FRONT = {"__main__.py", "cli.py", "solve_batch.py", "plugins.py", "record.py"}
IO_MODULES = {"os", "sys", "io", "pathlib", "tempfile", "shutil", "subprocess", "socket",
              "platformdirs", "logging", "time", "datetime", "pygame", "scenes"}
IO_CALLS = {"open", "print", "input", "breakpoint", "hash"}
CLOCK_ONLY = {"simulate.py": {"time"}}  # a series times itself: seconds, matches/s


def _uses(path: Path) -> list[str]:
    """Where a module imports an I/O module (or pygame) or calls an I/O builtin."""
    allowed = CLOCK_ONLY.get(path.name, set())
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [node.module or ""]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in IO_CALLS:
                found.append(f"line {node.lineno}: {node.func.id}()")
            continue
        else:
            continue
        found += [f"line {node.lineno}: import {name}" for name in names
                  if name.split(".")[0] in IO_MODULES - allowed]
    return found


def test_the_engine_does_no_io_and_never_imports_pygame():
    engine = [p for p in sorted(ENGINE.rglob("*.py")) if p.parent != ENGINE or p.name not in FRONT]
    assert len(engine) > 30
    found = {str(p.relative_to(ROOT)): _uses(p) for p in engine}
    assert {module: uses for module, uses in found.items() if uses} == {}


def _imports_of_the_table(path: Path, root: Path = ROOT) -> list[str]:
    """Where a module imports the table (scenes/), at any depth: in a function, under
    TYPE_CHECKING, or relatively from outside game/."""
    package = list(path.relative_to(root).parts[:-1])
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [node.module or ""]
        elif isinstance(node, ast.ImportFrom):  # relative: from the package `level` dots name
            base = package[:len(package) - node.level + 1]
            names = [".".join([*base, node.module]) if node.module
                     else ".".join([*base, alias.name]) for alias in node.names]
        else:
            continue
        found += [(node.lineno, name) for name in names if name.split(".")[0] == "scenes"]
    return [f"line {line}: {name}" for line, name in sorted(found)]


def test_nothing_in_game_imports_the_table():
    """The engine and its command line come first: the program's entry point (scenes.main)
    imports both, the engine never the table, not even its command line."""
    modules = sorted(ENGINE.rglob("*.py"))
    assert {p.name for p in modules} >= FRONT
    found = {str(p.relative_to(ROOT)): _imports_of_the_table(p) for p in modules}
    assert {module: uses for module, uses in found.items() if uses} == {}


def test_the_table_check_sees_every_kind_of_import(tmp_path):
    probe = tmp_path / "game" / "bots" / "probe.py"
    probe.parent.mkdir(parents=True)
    probe.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                     "    from scenes.app import App\ndef f():\n    import scenes.table\n"
                     "from ... import scenes, game\nfrom .. import cards\n"
                     "from ...scenes.ui import felt\n")
    assert _imports_of_the_table(probe, tmp_path) == [
        "line 3: scenes.app", "line 5: scenes.table", "line 6: scenes", "line 8: scenes.ui"]


def test_the_checker_sees_io(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import os.path\nfrom pygame import Rect\nprint(open('x'))\n")
    assert _uses(probe) == ["line 1: import os.path", "line 2: import pygame",
                            "line 3: print()", "line 3: open()"]


# Plays a bounded stretch of every game with every level of bot and prints the actions taken
# and the modules loaded, so processes with different string hashing can be compared.
_PLAY = textwrap.dedent("""
    import json, sys
    from game.api import new_match
    from game.bots import bot_seed, make_bot
    levels = ["hard", "normal", "easy", "random"]
    games = {"pay-me": 3, "three-thirteen": 2, "rummy": 3, "gin": 2}
    out = {}
    for game, seats in games.items():
        match = new_match(game, seats=seats, seed=11)
        bots = [make_bot(levels[s % 4], bot_seed(11, s), think=0.1) for s in range(seats)]
        for _ in range(160):
            if match.over:
                break
            seat = match.pending()[0].seat
            match.apply(bots[seat].choose(match.view(seat)))
        out[game] = [a.to_json() for a in match.history]
    print(json.dumps({"played": out, "modules": sorted(sys.modules)}))
""")


def _play(hash_seeds: list[str], where: Path) -> list[dict]:
    """Run _PLAY in fresh processes side by side, one per hash seed, away from the checkout:
    they import the engine installed (the compiled one in CI's second run)."""
    runs = [subprocess.Popen([sys.executable, "-c", _PLAY], cwd=where, text=True,
                             env={**os.environ, "PYTHONHASHSEED": seed},
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            for seed in hash_seeds]
    outputs = [run.communicate(timeout=300) for run in runs]
    assert all(run.returncode == 0 for run in runs), [err for _, err in outputs]
    return [json.loads(out) for out, _ in outputs]


def test_bots_play_alike_in_every_process_and_load_no_pygame(tmp_path):
    # three seeds: a set of three strings iterates alike under two seeds one time in three
    first, *others = _play(["1", "2", "3"], tmp_path)
    assert all(len(actions) >= 100 for actions in first["played"].values())
    assert all(other["played"] == first["played"] for other in others)
    loaded = {name.split(".")[0] for name in first["modules"]}
    assert not loaded & {"pygame", "scenes", "platformdirs", "pytmx"}

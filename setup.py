"""The optional compiled engine: `RUMMY_PARLOR_COMPILE=1 pip install .` builds the rules engine,
solver and bots with mypyc into C extensions (a C compiler and the Python headers are needed).
Everything else about the package is in pyproject.toml; without the variable this adds nothing.

The compiled modules play exactly the same matches as the Python ones, about 2.9 times as fast
in Gin (see docs/benchmarks.md). Kept as Python: the package inits, the command line (with
hand_text, its reading of a hand), the record codec and plug-in loading (file I/O, no hot
loops), `game.api` (called once a match; a compiled `new_match` would refuse an argument of the
wrong type in mypyc's words, before its own check could name the argument), and `game.view`: a
PlayerView stays a plain class, so that `Match.view` can fill its `__dict__` in one step (a
compiled class has none).
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup

NOT_COMPILED = {"__init__.py", "__main__.py", "api.py", "cli.py", "hand_text.py", "record.py",
                "plugins.py", "view.py"}
# The solver package's init holds the solver itself: compile it.
COMPILED_INITS = {"game/solver/__init__.py"}


def compiled_modules() -> list[str]:
    paths = sorted(p.as_posix() for p in Path("game").rglob("*.py"))
    return [p for p in paths if Path(p).name not in NOT_COMPILED or p in COMPILED_INITS]


def native_extensions() -> list[object]:
    if os.environ.get("RUMMY_PARLOR_COMPILE", "") in ("", "0"):
        return []
    from mypyc.build import mypycify  # only needed, and only installed, for this build

    # One shared library, named so the desktop bundle can list it (packaging/rummy-parlor.spec).
    # Modules not compiled are read for their types but not checked again: the project's own
    # mypy run checks them (and game/ imports nothing of the table, which needs pygame).
    return list(mypycify(["--follow-imports=silent", *compiled_modules()], opt_level="3",
                         group_name="rummy_parlor_native"))


setup(ext_modules=native_extensions())

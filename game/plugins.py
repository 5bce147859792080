"""Bring your own bot: load a bot class from a Python file (`path/to/file.py:ClassName`).

The class needs a method `choose(self, view) -> Action`; its constructor takes no argument or a
`seed` keyword (an int, fixed by the match seed). See "Write your own bot" in docs/bots.md.
"""

from __future__ import annotations

import importlib.util
import inspect
import sys
from pathlib import Path
from typing import Any

from game.bots import Bot
from game.errors import RummyError
from game.simulate import NotBuilt, Player, TimeUp, guest_text, within

# A guest's file and constructor may take their time (a model to load), but not for ever:
# one stuck in a loop would hang the whole run.
LOAD_SECONDS = 30.0


class PluginError(RummyError):
    """A plug-in bot that cannot be loaded at all (missing file, syntax error, no class)."""


def load_player(spec: str) -> Player:
    """A series entrant from `file.py:ClassName`; PluginError says what is wrong."""
    path_text, _, name = spec.rpartition(":")
    if not path_text or not name:
        raise PluginError(f"a bot is given as path/to/file.py:ClassName, not '{spec}'")
    path = Path(path_text)
    if not path.is_file():
        raise PluginError(f"no bot file {path}")
    module_name = f"rummy_parlor_guest_{abs(hash(str(path.resolve())))}"
    try:
        loader = importlib.util.spec_from_file_location(module_name, path)
        if loader is None or loader.loader is None:
            raise PluginError(f"{path} is not a Python file")
        module = importlib.util.module_from_spec(loader)
        sys.modules[module_name] = module
        run_file = loader.loader.exec_module
        within(LOAD_SECONDS, lambda: run_file(module))
    except PluginError:
        raise
    except TimeUp:
        raise PluginError(f"{path} was stopped after {LOAD_SECONDS:g} s still loading "
                          "(the limit)") from None
    except (Exception, SystemExit) as exc:  # the guest's own code: any error is reported
        raise PluginError(f"{path} could not be loaded: {type(exc).__name__}: "
                          f"{guest_text(exc, str)}") from None
    cls: Any = getattr(module, name, None)
    if not inspect.isclass(cls) or not callable(getattr(cls, "choose", None)):
        raise PluginError(f"{path} has no class {name} with a choose(view) method")
    factory: Any = cls
    try:
        takes_seed = "seed" in inspect.signature(factory).parameters
    except (TypeError, ValueError):  # no signature to read: build it without a seed
        takes_seed = False

    def build(seed: int) -> Bot:
        try:
            bot: Any = within(LOAD_SECONDS,
                              lambda: factory(seed=seed) if takes_seed else factory())
        except TimeUp:
            return _Unbuilt(f"could not be built: stopped after {LOAD_SECONDS:g} s (the limit)")
        except (Exception, SystemExit) as exc:  # reported when it is first asked to play
            return _Unbuilt(f"could not be built: {type(exc).__name__}: {guest_text(exc, str)}")
        return bot  # type: ignore[no-any-return]  # a guest: checked as it plays

    return Player(f"{path.name}:{name}", build, guest=True)


class _Unbuilt:
    """Stands in for a guest bot whose constructor failed: it fails its first decision."""

    def __init__(self, problem: str) -> None:
        self.problem = problem

    def choose(self, view: object) -> Any:
        raise NotBuilt(self.problem)

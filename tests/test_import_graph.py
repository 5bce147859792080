"""No import circles in game/ and scenes/: no module imports itself round a loop of others.

Every import counts, wherever it is written: at the top, inside a function, under
TYPE_CHECKING. A circle there makes modules that can only be read, changed and tested together;
the scenes had one of 18 files (each imported the screens it led to), the command line another
(cli <-> solve_batch). Scenes now open each other by name through the app (scenes.screens), and
the table's parts take the table as a Protocol (scenes.table.protocol).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "scenes")
# The engine's circle (match <-> games/options <-> view), which issue 75's rewrite of the engine
# breaks. The test fails once it is gone too: then empty this, so that it cannot come back.


def module_names(root: Path, packages: Iterable[str] = PACKAGES) -> dict[str, Path]:
    """Every module of the packages by its dotted name (a package by its own)."""
    found = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def imports_of(name: str, path: Path, known: Iterable[str]) -> set[str]:
    """The known modules `name` (at `path`) imports, wherever the import is written."""
    known = set(known)
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    targets = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package `level` dots above
                base = ".".join([*package[:len(package) - node.level + 1],
                                 *([node.module] if node.module else [])])
            # `from scenes.table import scene` imports a module; `from scenes import words`
            # too; `from scenes.base import Scene` imports scenes.base
            targets += [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                        for alias in node.names]
    found = set()
    for target in targets:
        while target and target not in known:  # import scenes.table.scene.x -> its module
            target = target.rpartition(".")[0]
        if target and target != name:
            found.add(target)
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The graph's strongly connected components of more than one module (Tarjan), each
    sorted, in order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        # depth first without recursion: (module, its imports not yet followed)
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            here, nexts = work[-1]
            step = next(nexts, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph[step]))))
                elif step in on_stack:
                    low[here] = min(low[here], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[here])
            if low[here] == index[here]:
                component = []
                while True:
                    module = stack.pop()
                    on_stack.discard(module)
                    component.append(module)
                    if module == here:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def graph_of(root: Path, packages: Iterable[str] = PACKAGES) -> dict[str, set[str]]:
    modules = module_names(root, packages)
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def test_no_import_circles_in_game_and_scenes():
    graph = graph_of(ROOT)
    assert len(graph) > 80 and "scenes.table.scene" in graph["scenes.screens"]
    found = circles(graph)
    assert found == [], "import circles"


def test_no_scene_imports_the_app_or_the_screens():
    """What keeps the scenes out of a circle: only the entry points (main, screenshot) and
    the app itself import the app, and only the app the list of screens."""
    graph = graph_of(ROOT)
    for module, imported in graph.items():
        if module not in ("scenes.main", "scenes.screenshot", "scenes.app"):
            assert "scenes.app" not in imported, module
        if module != "scenes.app":
            assert "scenes.screens" not in imported, module


def test_the_circle_finder_sees_every_kind_of_import(tmp_path):
    files = {
        "game/__init__.py": "",
        "game/a.py": "def f():\n    from game import b\n",
        "game/b.py": "import typing\nif typing.TYPE_CHECKING:\n    from game.c import X\n",
        "game/c.py": "from . import a\n",
        "game/d.py": "import game.a\n",  # into the circle, not part of it
        "game/sub/__init__.py": "",
        "game/sub/e.py": "from ..sub import f\n",
        "game/sub/f.py": "from .e import g\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    graph = graph_of(tmp_path, ["game"])
    assert graph["game.d"] == {"game.a"} and graph["game.c"] == {"game.a"}
    assert circles(graph) == [["game.a", "game.b", "game.c"], ["game.sub.e", "game.sub.f"]]

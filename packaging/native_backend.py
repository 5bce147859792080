"""The build backend: setuptools, plus mypy (whose mypyc compiles the engine) among the build
requirements when `RUMMY_PARLOR_COMPILE=1` asks for the compiled engine (see setup.py). A plain
install needs nothing more than setuptools."""

from __future__ import annotations

import os

from setuptools.build_meta import *  # noqa: F403 (the backend's other hooks, unchanged)

COMPILER = ["mypy>=2.4,<2.5"]  # as the test extra in pyproject.toml has it


# setuptools' own hooks would run setup.py to learn its `setup_requires` (it has none), and
# setup.py cannot run before mypy is there.
def _requires(config_settings: object = None) -> list[str]:
    return COMPILER if os.environ.get("RUMMY_PARLOR_COMPILE", "") not in ("", "0") else []


get_requires_for_build_wheel = get_requires_for_build_editable = _requires

"""Every test keeps away from the player's own files: RUMMY_PARLOR_HOME points at the test's
temporary folder, so no test reads or writes the real saves, statistics or settings (a test
of the default folders unsets it, and points platformdirs elsewhere itself)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path):  # type: ignore[no-untyped-def]
    # a patch of its own: a test's `monkeypatch.undo()` (putting its own patches back
    # midway) must not send the rest of that test to the real folders
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("RUMMY_PARLOR_HOME", str(tmp_path))
        yield tmp_path


@pytest.fixture(autouse=True, scope="session")
def no_system_fonts():  # type: ignore[no-untyped-def]
    """Letters Inter lacks are looked for in no font of this machine unless a test gives
    one: what draws as "?" must not hang on which fonts happen to be installed."""
    from scenes.drawing import ui

    ui.use_fonts(())


def pytest_addoption(parser):  # type: ignore[no-untyped-def]
    group = parser.getgroup("saves fuzzer (tests/test_fuzz_saves.py)")
    group.addoption("--fuzz-cases", type=int, default=None, metavar="N",
                    help="damaged files the fuzzer tries, a fifth of them drawn (default "
                    "3000; or RUMMY_PARLOR_FUZZ_CASES)")
    group.addoption("--fuzz-seed", type=int, default=None, metavar="SEED",
                    help="the fuzzer's seed (default 80; or RUMMY_PARLOR_FUZZ_SEED)")

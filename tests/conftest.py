"""Every test keeps away from the player's own files: RUMMY_PARLOR_HOME points at the test's
temporary folder, so no test reads or writes the real saves, statistics or settings (a test
of the default folders unsets it, and points platformdirs elsewhere itself)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("RUMMY_PARLOR_HOME", str(tmp_path))
    return tmp_path

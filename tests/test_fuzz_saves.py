"""The saves fuzzer (issue 80): seeded damage done to real saves, and to the settings,
statistics, window and save-index files, fed to every reader: the record codec, the replay
command, the save listing, loading, and, drawn with the dummy driver, the title, Load game,
New game, Statistics and Settings screens and the match opened at the table. Each file is
refused with a short reason or read; nothing else is raised, nothing hangs, and no file is
changed (but a match opened at the table, which saves it as play goes on).

The cases run in a child process (tests/save_fuzz.py), so that a native abort (pygame-ce
had aborted on a long name) fails a test, naming the case, instead of ending the run.
`--fuzz-cases N` (or RUMMY_PARLOR_FUZZ_CASES) tries more than the 3,000 of an ordinary run,
`--fuzz-seed` others.
"""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.save_fuzz import OTHERS, TOKENS, Originals, make_case, run_child, write_originals

CASES = 3000  # in an ordinary run: some 40 s of CPU (a fifth drawn, at some 30 ms a case)
SEED = 80
PARTS = 2  # each half of the cases a test of its own, for `-n 2` to run side by side


def _setting(config: pytest.Config, option: str, variable: str, default: int) -> int:
    given = config.getoption(option)
    if given is not None:
        return int(given)
    return int(os.environ.get(variable, default))


@pytest.fixture(scope="module")
def originals(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("real-files")
    write_originals(folder)
    return folder


def _cases(config: pytest.Config, drawn: bool, part: int) -> tuple[int, int, int]:
    """(seed, first, count) of this test's share: the first four fifths of the cases are
    read, the last fifth read and drawn; each in PARTS parts."""
    total = _setting(config, "--fuzz-cases", "RUMMY_PARLOR_FUZZ_CASES", CASES)
    seed = _setting(config, "--fuzz-seed", "RUMMY_PARLOR_FUZZ_SEED", SEED)
    read = total - total // 5
    start, count = (read, total - read) if drawn else (0, read)
    first = start + count * part // PARTS
    return seed, first, start + count * (part + 1) // PARTS - first


@pytest.mark.parametrize("drawn", [False, True], ids=["read", "drawn"])
@pytest.mark.parametrize("part", range(PARTS))
def test_damaged_files_are_refused_or_read_never_changed_and_the_screens_draw(
        request: pytest.FixtureRequest, originals: Path, drawn: bool, part: int) -> None:
    seed, first, count = _cases(request.config, drawn, part)
    command = [sys.executable, "-m", "tests.save_fuzz", str(originals), str(seed), str(first),
               str(count), *(["--draw"] if drawn else [])]
    report = run_child(command, timeout=300 + 2.0 * count)
    problems = report["problems"]
    assert isinstance(problems, list)
    again = f"(again: python -m tests.save_fuzz {originals} {seed} N 1{' --draw' * drawn})"
    assert not problems, f"{len(problems)} problems {again}:\n" + "\n".join(problems[:10])
    outcomes = report["outcomes"]
    assert isinstance(outcomes, dict)
    # the damage leaves enough files readable that the readers and screens go deep
    assert outcomes["loaded"] >= count // 10, outcomes
    if drawn:
        assert outcomes["at the table"] >= count // 15 and outcomes["handed over"], outcomes


def test_a_child_that_dies_fails_the_test_naming_the_case_it_was_in() -> None:
    """A native abort (as pygame-ce's on a long name) ends only the child."""
    dies = ("import json, os; print(json.dumps({'case': 7, 'label': 'a long name'}), "
            "flush=True); os.abort()")
    with pytest.raises(pytest.fail.Exception, match=r"signal 6\) in case 7 \(a long name\)"):
        run_child([sys.executable, "-c", dies], timeout=60)
    hangs = "import json, time; print(json.dumps({'case': 3, 'label': 'a pipe'}), flush=True); " \
        "time.sleep(60)"
    with pytest.raises(pytest.fail.Exception, match=r"in case 3 \(a pipe\): still running"):
        run_child([sys.executable, "-c", hangs], timeout=2)


def test_the_cases_are_seeded_and_damage_every_file_and_every_field(originals: Path) -> None:
    """The same seed makes the same cases (a failure can be run again by its number), and
    an ordinary run's cases take every kind of damage to every file, and to every field
    of a save but its actions (edited too, but not each one)."""
    real = Originals.read(originals)
    cases = [make_case(SEED, i, real) for i in range(CASES)]
    assert cases[:20] == [make_case(SEED, i, real) for i in range(20)]
    assert make_case(SEED + 1, 5, real) != cases[5]
    targets = Counter(c.target for c in cases)
    assert set(targets) == {"save", "index", *OTHERS} and targets["save"] > CASES * 0.8
    labels = " ".join(c.label for c in cases)
    for damage in ("bits flipped", "cut off at", "taken out", "renamed", "random bytes",
                   "5,000 digits", "odd file: fifo", "odd file: utf-16", "odd file: device",
                   "odd file: too large", "odd file: non-utf-8 name", "odd file: deep list"):
        assert damage in labels, damage
    for token in TOKENS:  # every value written in somewhere
        short = repr(token) if len(token) <= 30 else repr(token[:12])
        assert short in labels, short
    save = json.loads(real.saves[0])
    fields = [f"{key}." if isinstance(value, (dict, list)) else f"{key} "
              for key, value in save.items() if key not in ("format", "version", "actions")]
    fields += [f"seats.0.{key} " for key in save["seats"][0]]
    for field in [*fields, "format ", "version ", "actions.", "table.hand_order.0",
                  "table.hand_sort.", "options."]:
        assert f": {field}" in labels or f"; {field}" in labels, field

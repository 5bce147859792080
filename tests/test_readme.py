"""The README is the front page: its test command is the one CI runs, its table of games says
truly which are playable, and it stays short enough to find the two commands in."""

import re
from pathlib import Path

from game.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()


def section(text: str, heading: str) -> str:
    start = text.index(f"\n{heading}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else len(text)]


def code_block(text: str) -> list[str]:
    return re.search(r"```sh\n(.*?)```", text, flags=re.S)[1].strip().splitlines()


def test_the_readme_test_command_is_the_one_ci_runs():
    """.ci/test ends in the README's line, and .ci/run runs .ci/test before anything else it
    adds: the command a contributor copies cannot drift from CI's."""
    [command] = code_block(section(README, "## Test"))
    script = (ROOT / ".ci" / "test").read_text().strip().splitlines()
    assert script[-1] == command
    assert "-e \".[test]\"" in command and "pytest" in command and "sudo" not in command
    ci = [line for line in (ROOT / ".ci" / "run").read_text().splitlines()
          if line and not line.startswith("#")]
    assert ci[:3] == ["set -eu", 'cd "$(dirname "$0")/.."', "./.ci/test"]
    assert command in (ROOT / "docs" / "testing.md").read_text()


def test_the_readme_play_command_installs_and_opens_the_table():
    [command] = code_block(section(README, "## Play"))
    assert command == ("python3 -m venv .venv && .venv/bin/pip install -e . "
                       "&& .venv/bin/rummy-parlor")


def test_the_table_of_games_marks_exactly_the_registered_games_playable():
    rows = [[cell.strip(" `") for cell in line.strip("|").split("|")]
            for line in section(README, "## The games").splitlines()
            if line.startswith("| ") and not line.startswith("| Game ")]
    assert len(rows) == 13, "the thirteen games"
    playable = {game_id: (name, players) for name, game_id, players, state in rows
                if state.startswith("playable")}
    assert all(state == "not yet" for *_, state in rows if not state.startswith("playable"))
    assert set(playable) == set(GAMES)
    for game_id, (name, players) in playable.items():
        low, high = GAMES[game_id].players
        assert (name, players) == (GAMES[game_id].name, f"{low}–{high}" if low < high else f"{low}")


def test_the_readme_stays_a_front_page():
    """Issue 75: at 837 lines nobody found the two commands; the manual lives in docs/."""
    assert len(README.splitlines()) < 200

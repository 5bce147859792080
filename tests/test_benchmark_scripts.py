"""The strength benchmarks docs/bots.md quotes still run: the outside Gin yardstick plays by
its description, and the ladder on duplicate deals prints its table."""

import subprocess
import sys
from pathlib import Path

import pytest

from game.actions import Discard, Draw, Knock
from game.cards import Card, parse_face
from tests.helpers import card
from tests.test_cli import run

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
sys.path.append(str(BENCHMARKS))  # after the project: its names never shadow ours

from gin_baseline import SimpleGin, joins_a_meld  # noqa: E402

from tests.test_bots import after_upcards  # noqa: E402


def cards(text):
    return [Card(i, *parse_face(t)) for i, t in enumerate(text.split())]


@pytest.mark.parametrize("hand, top, joins", [
    ("7S 7D KC", "7H", True),  # a set
    ("5H 6H KC", "7H", True),  # a run's top
    ("6H 8H KC", "7H", True),  # its middle
    ("8H 9H KC", "7H", True),  # its foot
    ("7S 6H KC", "7H", False),  # a pair and a neighbour do not make three
    ("QS KS 2C", "AS", False),  # the ace is low: no Q-K-A
    ("2S 3S 9C", "AS", True),
])
def test_the_simple_player_takes_a_card_only_when_it_joins_a_meld_of_three(hand, top, joins):
    assert joins_a_meld(cards(hand), cards(top)[0]) == joins


def test_the_simple_player_throws_the_card_leaving_least_deadwood_and_knocks_at_once():
    # seat 1 holds a run, a set and four loose cards; the pile's JC joins nothing
    gin = after_upcards({0: "KS 8S 8D 4C 6C JD QH 2H 3H TC",
                         1: "AS 2S 3S 5C 5D 5H 7H 9C 9S QD"}, stock="8H")
    bot = SimpleGin(1)
    assert bot.choose(gin.view(1)) == Draw(1, "stock")
    gin.apply(Draw(1, "stock"))
    # the queen goes, leaving 7 + 8 + 9 + 9 = 33: too much to knock
    assert bot.choose(gin.view(1)) == Discard(1, card(gin, "QD", 1))
    gin = after_upcards({0: "KS 8S 8D 4C 6C JD QH 2H 3H TC",
                         1: "AS 2S 3S 5C 5D 5H 7H 8H 9C QD"}, stock="9H")
    gin.apply(Draw(1, "stock"))
    # 7H 8H 9H is a run now: throwing the queen leaves 9 and the knock is at once
    assert bot.choose(gin.view(1)) == Knock(1, card(gin, "QD", 1))


def test_the_simple_player_seated_by_simulate_finishes_its_matches(capsys):
    code, out, err = run(capsys, "simulate", "--game", "gin", "--players", "2", "--games",
                         "3", "--seed", "1", "--bots", "normal",
                         "--bot", f"2={BENCHMARKS / 'gin_baseline.py'}:SimpleGin")
    assert code == 0 and "forfeit" not in out + err
    assert "gin_baseline.py:SimpleGin" in out


def test_the_ladder_on_duplicate_deals_prints_its_row():
    done = subprocess.run([sys.executable, "edges.py", "--game", "gin", "--pair", "normal,easy",
                           "--scale", "0.002", "--workers", "1"], cwd=BENCHMARKS,
                          capture_output=True, text=True, check=True, timeout=600)
    rows = [line for line in done.stdout.splitlines() if line.startswith("| gin |")]
    assert len(rows) == 1 and rows[0].startswith("| gin | normal over easy | 2 | 1,2 | 4 | ")

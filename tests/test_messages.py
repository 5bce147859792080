"""Every refusal a player can see comes from game/messages.py, and every message is used."""

import re
from pathlib import Path

import pytest

from game.actions import Discard
from game.api import new_match
from game.errors import IllegalAction
from game.messages import REASONS

GAME = Path(__file__).resolve().parent.parent / "game"


def test_every_reason_is_used_and_every_use_is_known():
    used = set()
    for path in [*GAME.rglob("*.py"), Path(__file__).with_name("toy_game.py")]:
        text = path.read_text()
        used |= set(re.findall(r'refuse\(\s*"([a-z-]+)"', text))
        used |= set(re.findall(r'"([a-z-]+)",\s*move\(', text))  # a phase's own refusal
    assert used == set(REASONS)


def test_a_refusal_carries_its_key():
    match = new_match("gin", seats=2, seed=1)
    with pytest.raises(IllegalAction) as refused:
        match.apply(Discard(1, match.hands[1][0]))
    assert refused.value.key == "upcard" and str(refused.value) == REASONS["upcard"]

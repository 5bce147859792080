"""Perft, as chess engines do it: from a seeded deal, count every legal action sequence to a
small depth. A changed count is a changed rule, and must be intended."""

import copy

import pytest

from game.api import new_match
from tests.helpers import skip_to_hand


def perft(match, depth):
    if depth == 0 or match.over:
        return 1
    total = 0
    for action in match.legal_actions(match.pending()[0].seat):
        child = copy.deepcopy(match)
        child.apply(action)
        total += perft(child, depth - 1)
    return total


@pytest.mark.parametrize(("game", "preset", "hand", "counts"), [
    ("pay-me", "standard", 11, [2, 28, 56, 840]),
    ("pay-me", "classic", 11, [2, 28, 56, 784]),
    ("three-thirteen", "standard", 11, [2, 28, 56, 784]),
    ("rummy", "standard", 1, [2, 23, 58, 475]),
    ("gin", "standard", 1, [2, 12, 31, 241]),
])
def test_legal_action_counts_from_a_seeded_deal(game, preset, hand, counts):
    match = new_match(game, seats=2, seed=1, preset=preset)
    if hand > 1:
        skip_to_hand(match, hand)
    assert [perft(match, depth) for depth in range(1, len(counts) + 1)] == counts

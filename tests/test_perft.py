"""Perft, as chess engines do it: from a seeded deal, count every legal action sequence to a
small depth. A changed count is a changed rule, and must be intended."""

import pytest

from game.api import new_match
from tests.helpers import skip_to_hand


def perft(start, depth, path=()):
    """Sequences of `depth` actions from `start()` then `path`. Each position is made afresh
    from the deal (a compiled Match cannot be deep-copied)."""
    match = start()
    for action in path:
        match.apply(action)
    if depth == 0 or match.over:
        return 1
    return sum(perft(start, depth - 1, (*path, action))
               for action in match.legal_actions(match.pending()[0].seat))


@pytest.mark.parametrize(("game", "preset", "hand", "counts"), [
    ("pay-me", "standard", 11, [2, 28, 56, 840]),
    ("pay-me", "classic", 11, [2, 28, 56, 784]),
    ("three-thirteen", "standard", 11, [2, 28, 56, 784]),
    ("rummy", "standard", 1, [2, 23, 58, 475]),
    ("gin", "standard", 1, [2, 12, 31, 241]),
])
def test_legal_action_counts_from_a_seeded_deal(game, preset, hand, counts):
    def start():
        match = new_match(game, seats=2, seed=1, preset=preset)
        if hand > 1:
            skip_to_hand(match, hand)
        return match

    assert [perft(start, depth) for depth in range(1, len(counts) + 1)] == counts

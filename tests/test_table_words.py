"""The table has words for every decision kind, hand ending and call any game declares: a
new kind or call cannot show an empty prompt or an unlabelled button."""

from __future__ import annotations

import pygame

from game.decisions import How, Kind
from game.games import GAMES
from scenes import words
from scenes.table import calls


def test_every_decision_kind_has_a_prompt() -> None:
    missing = [k for k in Kind if k not in words.PROMPTS and k not in words.POLL_PROMPTS]
    assert missing == []


def test_every_way_a_hand_ends_has_words() -> None:
    assert [h for h in How if h not in words.HOW and h not in words.UNSCORED] == []


def test_every_call_a_game_declares_has_a_label_a_tip_and_a_key() -> None:
    for game in GAMES.values():
        for word in game.calls:
            made = calls.spec(calls.GAME_CALL + word)
            assert word in words.CALL_WORDS and made.tip and made.keys, (game.id, word)
        assert calls.spec(game.go_out_call).label in words.BUTTONS.values()


def test_a_call_no_registry_names_still_gets_a_button_labelled_by_its_word() -> None:
    made = calls.spec(calls.GAME_CALL + "shout")
    assert made.label == "Shout" and made.plays and made.accent
    assert calls.for_key(pygame.K_y, False, ["call:may-i"]) == "call:may-i"
    assert calls.for_key(pygame.K_c, False, ["call:challenge"]) == "call:challenge"
    assert calls.for_key(pygame.K_c, False, ["choose:"]) == "choose:"

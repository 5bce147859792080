"""The table's sounds: each effect is made and heard, at the settings' volume, for what just
happened; silence at volume 0, and on a machine with no audio."""

from __future__ import annotations

import os
import sys
from array import array

import pygame

from scenes.sound import Sounds
from tests.table_helpers import key, make_app, pay_me_at_your_turn


class Heard:
    """Stands in for a mixer sound: counts its plays and the volume of each."""

    def __init__(self, played: list[tuple[str, float]], name: str) -> None:
        self.played, self.name, self.volume = played, name, 0.0

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        self.played.append((self.name, self.volume))


def listening(sounds: Sounds) -> list[tuple[str, float]]:
    played: list[tuple[str, float]] = []
    sounds._sounds = {name: Heard(played, name) for name in sounds._sounds}  # type: ignore[assignment]
    return played


def test_every_effect_is_made_and_is_not_silent():
    sounds = Sounds()
    assert set(sounds._sounds) == {"deal", "draw", "discard", "meld", "win"}
    for name, sound in sounds._sounds.items():
        samples = array("h", sound.get_raw())
        assert 0.05 < sound.get_length() < 1.5 and max(map(abs, samples)) > 20000, name
        assert max(map(abs, samples)) == int(0.8 * 32767), "the peak at four fifths of full"
        channels = pygame.mixer.get_init()[2]
        assert all(samples[c::channels] == samples[0::channels] for c in range(channels)), \
            "the same in each channel"


def test_the_table_sounds_a_draw_and_a_discard_at_the_settings_volume():
    app = make_app()
    _, table = pay_me_at_your_turn(app)
    played = listening(app.sounds)
    app.sounds.volume = 0.4
    key(app, pygame.K_d)
    table.focus = 0
    key(app, pygame.K_x)
    assert played[:2] == [("draw", 0.4), ("discard", 0.4)]


def test_volume_nought_is_silence():
    sounds = Sounds()
    played = listening(sounds)
    sounds.volume = 0
    sounds.play("win")
    assert played == []


def test_a_machine_with_no_audio_plays_nothing_and_goes_on(monkeypatch):
    def no_device(*args: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    assert sounds._sounds == {}
    sounds.play("deal")  # nothing, and no error


def test_what_the_audio_library_prints_while_failing_stays_off_the_terminal(monkeypatch, capfd):
    """ALSA, finding no sound card, writes its configuration errors straight to the process's
    stderr (C level, past Python's sys.stderr) while the mixer starts: a player who started
    the game from a terminal saw eight lines of them. They are hushed; stderr works after."""
    def alsa_without_a_card(*args: object) -> None:
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", alsa_without_a_card)
    print("before", file=sys.stderr)
    sounds = Sounds()
    os.write(2, b"after\n")
    assert sounds._sounds == {}
    err = capfd.readouterr().err
    assert "ALSA" not in err and err.split() == ["before", "after"], err

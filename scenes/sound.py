"""Sound effects synthesised at start-up (no recorded files, nothing borrowed): a card's slap
is a burst of filtered noise, a meld a two-note chime, a win a rising arpeggio."""

from __future__ import annotations

import contextlib
import math
import os
import random
import sys
from array import array
from collections.abc import Iterator

import pygame


def _noise(rate: int, seconds: float, decay: float, smooth: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(rate * seconds)):
        last += (rng.uniform(-1, 1) - last) * smooth  # one-pole low-pass: softer than white noise
        out.append(last * math.exp(-i / (rate * decay)))
    return out


def _tones(rate: int, notes: list[tuple[float, float, float]]) -> list[float]:
    """notes: (start s, frequency Hz, length s), soft attack, bell-like decay."""
    end = max(s + length for s, _, length in notes)
    out = [0.0] * int(rate * end + 1)
    for start, freq, length in notes:
        first = int(start * rate)
        for i in range(int(length * rate)):
            t = i / rate
            env = min(1.0, t / 0.008) * math.exp(-t * 5 / length)
            out[first + i] += 0.5 * env * (math.sin(2 * math.pi * freq * t)
                                           + 0.3 * math.sin(4 * math.pi * freq * t))
    return out


def _recipes(rate: int) -> dict[str, list[float]]:
    return {
        "deal": _noise(rate, 0.07, 0.012, 0.5, 1),
        "draw": _noise(rate, 0.12, 0.03, 0.25, 2),
        "discard": _noise(rate, 0.09, 0.018, 0.6, 3),
        "meld": _tones(rate, [(0, 660, 0.25), (0.07, 880, 0.3)]),
        "win": _tones(rate, [(0, 523, 0.4), (0.1, 659, 0.4), (0.2, 784, 0.4), (0.3, 1047, 0.6)]),
    }


class Sounds:
    """Plays named effects at the settings' volume; silent if the machine has no audio."""

    def __init__(self) -> None:
        self.volume = 0.6
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                with _quiet_stderr():
                    pygame.mixer.init(44100, -16, 2, 512)
            init = pygame.mixer.get_init()
        except pygame.error:
            init = None
        if not init:
            return
        rate, _size, channels = init
        for name, samples in _recipes(rate).items():
            gain = 0.8 * 32767 / max(1e-6, max(abs(s) for s in samples))
            mono = array("h", [int(s * gain) for s in samples])
            pcm = array("h", bytes(mono.itemsize * len(mono) * channels))
            for channel in range(channels):  # the same samples in each, interleaved
                pcm[channel::channels] = mono
            self._sounds[name] = pygame.mixer.Sound(buffer=pcm.tobytes())

    def play(self, name: str) -> None:
        sound = self._sounds.get(name)
        if sound is None or self.volume <= 0:
            return
        sound.set_volume(self.volume)
        sound.play()


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Hush what C libraries write to the process's stderr meanwhile. With no sound card, ALSA
    prints eight lines of its own configuration errors to the terminal before SDL's mixer
    fails (which the caller catches: the game is then silent, as it should be)."""
    try:
        sys.stderr.flush()
        kept = os.dup(2)
    except (OSError, ValueError, AttributeError):  # no stderr at all (a windowed build)
        kept = None
    if kept is None:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(kept, 2)
        os.close(kept)

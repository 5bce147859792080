"""Card movement: every card on the table has a key; when its place changes it glides there.

The table computes where each card belongs after every engine event; this module remembers
where each key was drawn last and eases it to its new place (with an optional face-up flip).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pygame


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    start: pygame.Rect
    end: pygame.Rect
    delay: float
    duration: float
    flip: bool = False  # show the back for the first half, then turn face up
    t: float = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.t - self.delay) / self.duration))

    def rect(self) -> pygame.Rect:
        p = ease_out(self.progress())
        a, b = self.start, self.end
        return pygame.Rect(round(a.x + (b.x - a.x) * p), round(a.y + (b.y - a.y) * p),
                           round(a.w + (b.w - a.w) * p), round(a.h + (b.h - a.h) * p))

    def face_shown(self) -> bool:
        return not self.flip or self.progress() >= 0.5

    def squeeze(self) -> float:
        """Width factor during a flip (1 -> 0 -> 1)."""
        if not self.flip:
            return 1.0
        return abs(1 - 2 * self.progress())


class Animator:
    """Where each key was last seen, and the glides in progress."""

    def __init__(self) -> None:
        self.last: dict[Hashable, pygame.Rect] = {}
        self.tweens: dict[Hashable, Tween] = {}

    def place(self, key: Hashable, target: pygame.Rect, duration: float,
              origin: pygame.Rect | None = None, delay: float = 0.0, flip: bool = False
              ) -> None:
        """Say where `key` belongs now; it glides from where it was (or from `origin`)."""
        tween = self.tweens.get(key)
        if tween is not None and tween.end == target:
            return
        start = tween.rect() if tween is not None else self.last.get(key, origin)
        if start is None or start == target or duration <= 0:
            self.tweens.pop(key, None)
            self.last[key] = target
            return
        self.tweens[key] = Tween(pygame.Rect(start), pygame.Rect(target), delay, duration, flip)
        self.last[key] = target

    def where(self, key: Hashable) -> tuple[pygame.Rect, Tween | None]:
        tween = self.tweens.get(key)
        if tween is not None:
            return tween.rect(), tween
        return self.last[key], None

    def forget_except(self, keys: set[Hashable]) -> None:
        for key in [k for k in self.last if k not in keys]:
            del self.last[key]
            self.tweens.pop(key, None)

    def jump(self, key: Hashable, rect: pygame.Rect) -> None:
        """Put a key somewhere at once (a card dropped by the mouse starts from there)."""
        self.tweens.pop(key, None)
        self.last[key] = pygame.Rect(rect)

    def update(self, dt: float) -> None:
        for key in [k for k, t in self.tweens.items() if _advance(t, dt)]:
            del self.tweens[key]

    @property
    def busy(self) -> bool:
        return bool(self.tweens)


def _advance(tween: Tween, dt: float) -> bool:
    tween.t += dt
    return tween.done

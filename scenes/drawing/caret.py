"""Where the typing caret may stand in a name, and where it shows.

The caret stands between letters as the eye sees them (`glyphs.letter_start`: 👩‍💻 or ❤️ is
one letter, whatever it is made of), at an index into the name's characters. Left and Right
move it to the next place on screen, which in a right-to-left run (a Hebrew or Arabic name) is
the other way through the characters; `ui.with_caret` draws it there."""

from __future__ import annotations

from scenes.drawing import glyphs, ui


def stops(name: str) -> list[int]:
    """The places the caret may stand in `name`, from its start to its end."""
    places = [len(name)]
    while places[-1] > 0:
        places.append(glyphs.letter_start(name[:places[-1]]))
    return places[::-1]


def x(name: str, at: int, size: float) -> int:
    """How far from the start of the line the caret at `at` is drawn."""
    shown = ui.with_caret(name, at)
    return ui.measure(shown[:shown.index("|")], size)


def _by_x(name: str, size: float) -> list[int]:
    """The caret's places in `name`, left to right on screen."""
    return sorted(stops(name), key=lambda at: (x(name, at, size), at))


def step(name: str, at: int, direction: int, size: float) -> int:
    """The place next to `at` on the left (`direction` -1) or on the right (+1)."""
    order = _by_x(name, size)
    here = order.index(at) if at in order else len(order) - 1
    return order[max(0, min(len(order) - 1, here + direction))]


def edge(name: str, direction: int, size: float) -> int:
    """The leftmost (-1) or rightmost (+1) place on screen."""
    return _by_x(name, size)[0 if direction < 0 else -1]


def nearest(name: str, across: float, size: float) -> int:
    """The place nearest a click `across` pixels from the start of the line."""
    return min(stops(name), key=lambda at: (abs(x(name, at, size) - across), at))


def letter_after(name: str, at: int) -> int:
    """Where the letter that begins at `at` ends (Delete takes it whole)."""
    return next((stop for stop in stops(name) if stop > at), len(name))

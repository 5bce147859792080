"""JSON as the program reads every file: nothing a reader need fear but a wrong type.

Python's own reader turns NaN and 1e400 into floats no code expects, refuses an integer of
more than 4,300 digits with a ValueError of its own, and nests as deep as a file says (code
walking the result by recursion then stops anywhere). Every file the program reads (saves,
settings, statistics, the save index, deals, `solve --jsonl` lines) goes through `parse_json`.
"""

from __future__ import annotations

import json
import math
from typing import Any

# What parse_json reads: far past any number or depth the program writes. Python itself refuses
# an integer of more than 4,300 digits (a setting a process may lower to 640, or lift, when a
# million digits would take minutes to convert).
MOST_DIGITS = 640
MOST_NESTED = 32  # every file of ours is 5 deep at most (a record's melds)


class Unreadable(ValueError):
    """JSON that parse_json refuses; its words say what is wrong (a ValueError, as the
    parser's own JSONDecodeError is)."""


def parse_json(text: str | bytes) -> Any:
    """JSON as the program reads every file: ValueError (JSONDecodeError, or Unreadable)
    unless it is JSON that the code reading it can take as it comes, so that no reader need
    fear more than a wrong type: no NaN or infinity, no number of more than MOST_DIGITS
    digits, nothing nested more than MOST_NESTED deep."""
    try:
        data = json.loads(text, parse_int=_whole, parse_float=_finite,
                          parse_constant=_no_constant)
    except RecursionError:  # nested deeper than the parser goes
        raise Unreadable("nested too deeply to read") from None
    _check_depth(data)
    return data


def _whole(text: str) -> int:
    if len(text) > MOST_DIGITS and len(text.lstrip("-")) > MOST_DIGITS:
        raise Unreadable(f"a number of more than {MOST_DIGITS} digits")
    return int(text)


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):  # 1e400
        raise Unreadable("a number too large to read")
    return number


def _no_constant(text: str) -> float:
    raise Unreadable(f"{text}, which is no number")


def _check_depth(data: object) -> None:
    """Unreadable if lists and objects nest past MOST_NESTED (code walking them by recursion
    would otherwise stop with RecursionError wherever it is)."""
    level = [data] if isinstance(data, (dict, list)) else []
    for _ in range(MOST_NESTED):
        level = [inner for outer in level for inner in
                 (outer.values() if isinstance(outer, dict) else outer)
                 if isinstance(inner, (dict, list))]
        if not level:
            return
    raise Unreadable("nested too deeply to read")

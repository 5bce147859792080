"""Golden playthroughs: committed bot matches replay exactly, every seat seeing what it saw.

Each file in tests/golden/ is a match record (it loads with `game.record`) written by
`python -m tests.golden.make` from seeded matches of the built-in bots, plus `golden`: after
the deal and after every action, a digest of every seat's view, and how the match stood at the
end. The tests replay each record through `game.api.new_match` and `Match.apply`, and again
through the record codec (`record.loads`, `record.replay`), and ask the bots, given the same
views, for the same actions.

A digest covers only the view keys in VIEW_KEYS, in the plain form `PlayerView.to_json()`
gives them today: a key added to the view later changes no digest, but a key's content or form
changing does. Values are normalised first (dataclasses become dicts, enums their values), so
the public state or a hand's summary turning from dicts into dataclasses with the same fields,
or decision kinds and hand endings turning into string enums with the same values, changes no
digest either.

A deliberate change of what a view shows (a rules fix, a new option, a renamed decision kind)
changes digests: regenerate the files with `python -m tests.golden.make` and say in the commit
that the golden files were regenerated, and why. Never regenerate them to make a refactor pass:
a refactor that plays the same games gives the same digests. To find what differs at a step,
run `python -m tests.golden.make --show NAME STEP` in both checkouts and compare the output.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from game import record
from game.actions import Action, action_from_json
from game.api import new_match
from game.bots import Bot, bot_seed, make_bot
from game.match import Match, Seat

GOLDEN = Path(__file__).parent / "golden"

# The view keys a digest covers: those of PlayerView.to_json() when the files were first made.
# Keep this list as it is: a key added here or taken away changes every digest.
VIEW_KEYS = ("game", "preset", "options", "seat", "names", "hand_number", "dealer", "hand",
             "hand_counts", "stock_count", "discard", "table", "taken_discard", "totals",
             "results", "pending", "legal", "events", "public", "over", "winners")
DIGEST_HEX = 16  # hex digits of sha256 kept per seat and step


def canonical(value: object) -> str:
    """`value` as canonical JSON: sorted keys, no spaces; dataclasses as dicts of their
    fields, enums as their values, tuples as lists. Anything else JSON cannot write raises
    TypeError rather than be hashed in some accidental form."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      default=_unwrap)


def _unwrap(value: object) -> Any:
    # JSON writes a str or int enum as its value by itself; this catches the other kinds
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    raise TypeError(f"a view holds a {type(value).__name__}, which a digest cannot read")


def plain(value: object) -> Any:
    """`value` as the plain data a digest reads."""
    return json.loads(canonical(value))


def view_digest(view_json: Mapping[str, Any]) -> str:
    """The digest of one seat's view (its `to_json()` form) over VIEW_KEYS."""
    text = canonical({key: view_json[key] for key in VIEW_KEYS})
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:DIGEST_HEX]


def seat_digests(match: Match) -> list[str]:
    """Every seat's view digest, seat 0 first."""
    return [view_digest(match.view(seat).to_json()) for seat in range(match.n)]


def end_state(match: Match) -> dict[str, Any]:
    """How the match stands: what a replay must reach where the original stopped."""
    return {
        "over": match.over,
        "hand_number": match.hand_number,
        "totals": list(match.totals),
        "final_scores": list(match.final_scores()),
        "winners": list(match.winners),
        "results": [[r.number, list(r.points), r.winner, plain(r.how)] for r in match.results],
    }


def bots_for(seats: tuple[Seat, ...], seed: int) -> list[Bot]:
    """The built-in bot of every seat, seeded as the match seed says."""
    return [make_bot(str(s.bot), bot_seed(seed, i)) for i, s in enumerate(seats)]


def bot_action(match: Match, bots: list[Bot], seat: int) -> Action:
    """What `seat`'s bot chooses now, from its own view."""
    return bots[seat].choose(match.view(seat))


def golden_files() -> list[Path]:
    return sorted(GOLDEN.glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def seats_of(data: Mapping[str, Any]) -> tuple[Seat, ...]:
    return tuple(Seat(s["name"], s["bot"]) for s in data["seats"])


def start(data: Mapping[str, Any]) -> Match:
    return new_match(data["game"], data["options"], seats_of(data), data["seed"], data["preset"])


FILES = pytest.mark.parametrize("path", golden_files(), ids=lambda p: p.stem)


def test_the_golden_files_cover_every_game_and_were_made_with_these_keys() -> None:
    found = [load(p) for p in golden_files()]
    assert {d["game"] for d in found} >= {"pay-me", "three-thirteen", "rummy", "gin"}
    assert ("pay-me", "classic") in {(d["game"], d["preset"]) for d in found}
    for data in found:
        assert data["golden"]["keys"] == list(VIEW_KEYS)


@FILES
def test_every_seat_sees_what_it_saw_at_every_step(path: Path) -> None:
    data = load(path)
    views = data["golden"]["views"]
    assert len(views) == len(data["actions"]) + 1
    match = start(data)
    assert seat_digests(match) == views[0], _differs(path, 0, "the deal")
    for step, raw in enumerate(data["actions"], 1):
        match.apply(action_from_json(raw))
        seen = [match.view(seat) for seat in range(match.n)]
        assert [view_digest(v.to_json()) for v in seen] == views[step], _differs(path, step, raw)
        for view in seen:  # a seat holds its own hand and sees no other seat's private cards
            assert sorted(c.id for c in view.hand) == sorted(match.hands[view.seat])
            assert len(view.hand) == view.hand_counts[view.seat]
            assert all(e.cards is None for e in view.events
                       if e.private is not None and e.private != view.seat), step
    assert end_state(match) == data["golden"]["end"]


@FILES
def test_the_record_codec_reads_and_replays_each_file_alike(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    views = data["golden"]["views"]
    read = record.loads(text)
    assert (read.game, read.preset, read.options, read.seats, read.seed) == (
        data["game"], data["preset"], data["options"], seats_of(data), data["seed"])
    assert [a.to_json() for a in read.actions] == data["actions"]
    match = record.replay(read)
    assert seat_digests(match) == views[-1]
    assert end_state(match) == data["golden"]["end"]
    half = len(read.actions) // 2
    assert seat_digests(record.replay(read, upto=half)) == views[half]
    written = record.record_of(match).to_json()
    assert {k: v for k, v in written.items() if k != "version"} == {
        k: data[k] for k in written if k != "version"}


@FILES
def test_the_bots_still_choose_the_recorded_actions(path: Path) -> None:
    # Bots read only their view: the same views must bring the same choices. (A deliberate
    # change of a bot's play fails here alone: regenerate the files once the tests above pass
    # against them as they are.)
    data = load(path)
    match = start(data)
    bots = bots_for(match.seats, match.seed)
    for step, raw in enumerate(data["actions"], 1):
        chosen = bot_action(match, bots, raw["seat"])
        assert chosen.to_json() == raw, f"{path.name}: step {step}"
        match.apply(chosen)


def _differs(path: Path, step: int, what: object) -> str:
    return (f"{path.name}: the views differ after step {step} ({what}); see what they show with "
            f"`python -m tests.golden.make --show {path.stem} {step}`")


def test_a_digest_reads_dataclasses_and_enums_as_the_plain_data_they_hold() -> None:
    @dataclasses.dataclass(frozen=True)
    class Shown:
        seat: int
        melds: tuple[tuple[int, ...], ...]

    class Kind(enum.StrEnum):
        DRAW = "draw"

    class How(enum.Enum):  # an enum JSON cannot write by itself
        GIN = "gin"

    base = {key: None for key in VIEW_KEYS}
    as_dicts = {**base, "public": {"seat": 1, "melds": [[3, 4, 5]]}, "pending": [[0, "draw"]],
                "results": [[[0, 25], 1, "gin", []]]}
    typed = {**base, "public": Shown(1, ((3, 4, 5),)), "pending": [(0, Kind.DRAW)],
             "results": [((0, 25), 1, How.GIN, ())], "added_later": "anything"}
    assert view_digest(as_dicts) == view_digest(typed)
    assert view_digest({**as_dicts, "pending": [[0, "discard"]]}) != view_digest(as_dicts)
    with pytest.raises(TypeError):
        view_digest({**base, "public": {1, 2}})

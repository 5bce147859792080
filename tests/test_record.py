"""Records: versioned JSON that replays exactly; anything broken gives a clear RecordError."""

import json
import os
from pathlib import Path

import pytest

from game import record
from game.actions import Draw, Pass
from game.api import new_match
from game.errors import RecordError
from tests.helpers import named_pipe


def played(game="pay-me", steps=40, seed=9):
    import random

    from tests.test_random_play import pick

    m = new_match(game, seats=3 if game != "gin" else 2, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        m.apply(pick(rng, m.legal_actions(m.pending()[0].seat)))
    return m


def test_a_record_replays_to_the_same_state(tmp_path):
    m = played()
    path = tmp_path / "saves" / "match.json"
    record.write(path, m)
    again = record.replay(record.read(path))
    assert again.hands == m.hands and again.stock == m.stock and again.discard == m.discard
    assert again.pending() == m.pending() and again.totals == m.totals
    data = json.loads(path.read_text())
    # format 2: a record with no deals given is read alike by every reader since format 2
    assert data["format"] == "rummy-parlor-record" and data["version"] == 2
    assert record.WITHOUT_DEALS == 2 and record.VERSION == 3
    assert set(data) == {"format", "version", "game", "preset", "options", "seats", "seed",
                         "actions"}
    assert not list(path.parent.glob("*.tmp"))  # the temporary file was renamed away


def test_a_save_makes_the_folders_it_goes_in(tmp_path):
    """A fresh account may lack even the data folder's parents (~/.local/share)."""
    path = tmp_path / "share" / "rummy-parlor" / "saves" / "match.json"
    record.write(path, played(steps=4))
    assert len(record.replay(record.read(path)).history) == 4


@pytest.mark.parametrize("fails", ["fsync", "replace"])
def test_a_save_that_fails_midway_leaves_the_last_one_whole(tmp_path, monkeypatch, fails):
    """The disk fills (or the rename is refused) while a save is written: the match saved
    before is still there, whole, and no half-written temporary file is left beside it."""
    import os

    path = tmp_path / "match.json"
    record.write(path, played(steps=10))
    before = path.read_bytes()

    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, fails, full)
    with pytest.raises(OSError, match="No space"):
        record.write(path, played(steps=30))
    monkeypatch.undo()
    assert path.read_bytes() == before and len(record.replay(record.read(path)).history) == 10
    assert [f.name for f in tmp_path.iterdir()] == ["match.json"]


def test_presets_and_options_are_kept():
    m = new_match("rummy", {"scoring": "penalty", "target": 150}, seats=2, seed=1)
    r = record.loads(record.dumps(m))
    assert r.options["scoring"] == "penalty" and r.options["target"] == 150
    m = new_match("pay-me", seats=2, seed=1, preset="classic")
    assert record.replay(record.loads(record.dumps(m))).preset == "classic"


def test_a_front_ends_table_data_rides_along_untouched():
    m = new_match("gin", None, seats=2, seed=1)
    assert "table" not in json.loads(record.dumps(m)), "none: the key is left out"
    data = {"hand_order": {"0": [3, 1, 2]}}
    assert record.loads(record.dumps(m, data)).table == data
    foreign = json.loads(record.dumps(m))
    foreign["table"] = [1, 2]
    r = record.loads(json.dumps(foreign))
    assert r.table == {} and len(record.replay(r).history) == 0, "not a mapping: dropped"


@pytest.mark.parametrize(("text", "reason"), [
    ("", r"^damaged \(the file is empty\)$"),
    (" \n", "empty"),
    ('{"format": "rummy-parlor-record", "version": 1, "game": "gin"',
     r"^damaged \(not valid JSON at line 1, column 62\)$"),
    ('{\n  "format": \x00', r"not valid JSON at line 2, column 13\)$"),
    ("hostname\n", r"^not a Rummy Parlor record \(not JSON\)$"),  # some other text file
    (" {\n", r"^damaged \(not valid JSON at line 2, column 1\)$"),  # a record's start
    ("[1, 2, 3]", r"not a Rummy Parlor record \(another program's file\?\)"),
    ('{"name": "a save from some other game"}', "another program"),
    ('{"format": "rummy-parlor-record"}', "no format version"),
    ('{"format": "rummy-parlor-record", "version": 99}', "newer Rummy Parlor"),
    ('{"format": "rummy-parlor-record", "version": 1, "game": 5}',
     "the record's 'game' is missing or malformed"),
    ('{"format": "rummy-parlor-record", "version": 1, "game": "gin", "preset": "standard",'
     ' "options": {}, "seed": 1, "seats": [{"name": 3}], "actions": []}', "seats"),
    ('{"format": "rummy-parlor-record", "version": 1, "game": "gin", "preset": "standard",'
     ' "options": {}, "seed": 1, "seats": [], "actions": [{"type": "fly"}]}', "not an action"),
    ('{"format": "rummy-parlor-record", "version": 1, "game": "gin", "preset": "standard",'
     ' "options": {}, "seed": 1, "seats": [], "actions": [{"type": "draw", "seat": 0}]}',
     "lacks 'source'"),
    ('{"format": "rummy-parlor-record", "version": 1, "game": "gin", "preset": "standard",'
     ' "options": {}, "seed": 1, "seats": [], "actions": [{"type": ["draw"]}]}', "not an action"),
    ("[" * 100000, r"^damaged \(nested too deeply to read\)$"),
    ('{"format": "rummy-parlor-record", "version": 2, "game": "gin", "preset": "standard",'
     ' "options": {}, "seed": 1, "seats": [{"name": "A"}, {"name": "B", "bot": "expert"}],'
     ' "actions": []}', r"seat 2 is played by an unknown computer level, 'expert'$"),
    ('{"format": "rummy-parlor-record", "version": 2, "game": "gin", "preset": "standard",'
     ' "options": {}, "seed": 1, "seats": [{"name": "A", "bot": "' + "x" * 99 + '"}],'
     ' "actions": []}', r"seat 1 is played by an unknown computer level, 'x{20}…'$"),
])
def test_broken_records_say_what_is_wrong(text, reason):
    with pytest.raises(RecordError, match=reason):
        record.loads(text)


def test_a_record_an_editor_saved_with_a_byte_order_mark_still_reads(tmp_path):
    m = played()
    path = tmp_path / "match.json"
    record.write(path, m)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert record.replay(record.read(path)).history == m.history


def test_a_truncated_file_a_binary_file_and_a_missing_file(tmp_path):
    m = played()
    path = tmp_path / "match.json"
    record.write(path, m)
    whole = path.read_text()
    path.write_text(whole[: len(whole) // 2])
    with pytest.raises(RecordError, match="not valid JSON"):
        record.read(path)
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    with pytest.raises(RecordError, match=r"^not a Rummy Parlor record \(not text\)$"):
        record.read(path)
    with pytest.raises(RecordError, match=r"^no such file$"):
        record.read(tmp_path / "nothing.json")
    with pytest.raises(RecordError, match=r"^a folder, not a record$"):
        record.read(tmp_path)
    assert path.exists()  # a broken file is never deleted
    huge = tmp_path / "huge.json"
    with huge.open("wb") as f:  # sparse: no 32 MiB written
        f.truncate(record.MAX_BYTES + 1)
    with pytest.raises(RecordError, match=r"^too large to be a record$"):
        record.read(huge)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_pipe_or_a_device_named_as_a_record_is_refused_unread(tmp_path):
    """A pipe waits for a writer and /dev/zero never ends: `replay /dev/zero` had filled
    the memory, and a pipe among the saves would have hung the title's list."""
    # /dev/zero is refused alike (not tried: were it read, it would fill the memory)
    with named_pipe(tmp_path / "pipe.json") as pipe, \
            pytest.raises(RecordError, match=r"^cannot be read: not a regular file$"):
        record.read(pipe)


def test_a_file_that_cannot_be_read_says_why(tmp_path, monkeypatch):
    """(Tests run as root here, which reads any file: the refusal is made up.)"""
    path = tmp_path / "locked.json"
    record.write(path, played())

    def refuse(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "open", refuse)
    with pytest.raises(RecordError, match=r"^cannot be read: Permission denied$"):
        record.read(path)


def test_a_record_whose_actions_do_not_replay_is_refused():
    m = played("gin", steps=6)
    data = record.record_of(m).to_json()
    data["actions"].insert(0, Draw(0, "stock").to_json())  # not seat 0's turn, not that
    seat_0 = data["seats"][0]["name"]
    with pytest.raises(RecordError, match=f"^action 1 of the record is not legal for {seat_0}: “"):
        record.replay(record.loads(json.dumps(data)))
    data["actions"][0] = Draw(2, "stock").to_json()
    with pytest.raises(RecordError, match="not legal for a seat not at this table: “"):
        record.replay(record.loads(json.dumps(data)))
    data = record.record_of(m).to_json()
    data["game"] = "canasta"
    with pytest.raises(RecordError, match="the record cannot be replayed: unknown game 'canasta'"):
        record.replay(record.loads(json.dumps(data)))
    data = record.record_of(m).to_json()
    data["options"] = {"gin_bonus": 99}
    with pytest.raises(RecordError, match="gin_bonus must be one of"):
        record.replay(record.loads(json.dumps(data)))


def test_a_lay_off_below_a_run_is_kept_and_others_are_written_as_before():
    from game.actions import LayOff, action_from_json

    assert LayOff(1, 7, 0).to_json() == {"type": "layoff", "seat": 1, "card": 7, "target": 0}
    below = LayOff(1, 7, 0, below=True)
    assert below.to_json()["below"] is True and action_from_json(below.to_json()) == below
    with pytest.raises(RecordError, match="'below' must be true or false"):
        action_from_json({**below.to_json(), "below": 1})


@pytest.mark.parametrize(("data", "said"), [
    ({"type": "meld", "seat": 0, "melds": "1 2 3"}, "melds must be lists of card ids"),
    ({"type": "meld", "seat": 0, "melds": [1, 2, 3]}, "melds must be lists of card ids"),
    ({"type": "meld", "seat": 0, "melds": [[1, "2", 3]]}, "melds must be lists of card ids"),
    ({"type": "meld", "seat": 0, "melds": [[1, True, 3]]}, "melds must be lists of card ids"),
    ({"type": "discard", "seat": 0, "card": None}, "card must be a whole number"),
    ({"type": "discard", "seat": 0, "card": True}, "card must be a whole number"),
    ({"type": "discard", "seat": 0, "card": 2.0}, "card must be a whole number"),
    ({"type": "draw", "seat": 0, "source": "deck"}, "unknown draw source 'deck'"),
])
def test_a_hand_edited_action_of_the_wrong_shape_is_refused_by_name(data, said):
    from game.actions import action_from_json

    with pytest.raises(RecordError, match=said):
        action_from_json(data)


def test_a_lay_off_not_said_to_go_below_goes_above_and_going_out_may_name_no_discard():
    from game.actions import GoOut, LayOff, action_from_json

    assert action_from_json({"type": "layoff", "seat": 1, "card": 7, "target": 0}) \
        == LayOff(1, 7, 0, below=False)
    assert LayOff(1, 7, 0).below is False
    for data in ({"type": "go-out", "seat": 0, "discard": None}, {"type": "go-out", "seat": 0}):
        assert action_from_json(data) == GoOut(0)  # Pay me! with every card melded


def test_a_pay_me_record_of_format_1_replays_with_wilds_sliding_as_it_was_played():
    """Format 1 was written while a lay-off could slide a run's wild; seed 7 does so in its
    first hand (2♥ goes below 5♠ 3♣ 7♠, then 8♠ above), which the rule as it is refuses."""
    import json

    from game.api import new_match
    from game.bots import bot_seed, make_bot

    m = new_match("pay-me", {"wilds": "slide"}, 4, seed=7)
    bots = [make_bot("normal", bot_seed(7, seat)) for seat in range(4)]
    while m.hand_number == 1:
        seat = m.pending()[0].seat
        m.apply(bots[seat].choose(m.view(seat)))
    data = record.record_of(m).to_json()
    del data["options"]["wilds"]
    assert record.replay(record.loads(json.dumps({**data, "version": 1}))).totals == m.totals
    with pytest.raises(RecordError, match="8S does not fit"):
        record.replay(record.loads(json.dumps(data)))  # format 2: wilds stay


def test_actions_read_as_words():
    from game.actions import Discard, Done, GoOut, Knock, LayOff, Meld, Pass
    from game.cards import make_deck

    cards = make_deck(1, 2)  # ids 0-12 spades A-K, 52 and 53 jokers
    assert Draw(0, "stock").describe(cards) == "draws from the stock"
    assert Draw(0, "discard").describe(cards) == "takes the discard"
    assert Pass(1).describe(cards) == "passes" and Done(1).describe(cards) == "is done"
    assert Discard(0, 6).describe(cards) == "discards 7S"
    assert Meld(0, ((0, 1, 2), (52, 4, 5))).describe(cards) == "melds AS 2S 3S and JK 5S 6S"
    assert LayOff(0, 3, 0).describe(cards) == "lays off 4S on meld 1"
    assert LayOff(0, 52, 0, below=True).describe(cards) == "lays off JK on meld 1 below it"
    assert GoOut(0, None).describe(cards) == "goes out"
    assert GoOut(0, 12, ((0, 1, 2),)).describe(cards) == "goes out with AS 2S 3S, discarding KS"
    assert Knock(0, 12).describe(cards) == "knocks, discarding KS"


def test_deals_shuffle_exactly_as_python_does():
    # Saved matches replay from their seed: the engine's own shuffle (written out so that the
    # compiled engine runs it as C) must put every card where random.shuffle would.
    import random

    from game.cards import shuffle

    for seed in range(60):
        for size in (1, 2, 3, 52, 54, 108, 162):
            ours, theirs = list(range(size)), list(range(size))
            shuffle(random.Random(seed), ours)
            random.Random(seed).shuffle(theirs)
            assert ours == theirs, (seed, size)


def test_a_match_dealt_as_given_records_its_deals_and_replays_them(tmp_path):
    from game.deals import Deal

    faces = [c.split() for c in ("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S",
                                 "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H")]
    rest = [f"{r}{s}" for s in "DC" for r in ("A", *map(str, range(2, 11)), "J", "Q", "K")]
    rest += [f"{r}{s}" for s in "SH" for r in ("J", "Q", "K")]
    deal = Deal.of(faces, rest[1:], rest[0])
    m = new_match("gin", seats=2, seed=3, deals=[deal])
    m.apply(Pass(1))
    path = tmp_path / "dealt.json"
    record.write(path, m)
    data = json.loads(path.read_text())
    assert data["version"] == 3 and data["deals"] == [deal.to_json()]
    again = record.replay(record.read(path))
    assert again.hands == m.hands and again.deals == (deal,)
    data["deals"] = [{"hands": ["AS"], "stock": 7}]
    with pytest.raises(RecordError, match="deals cannot be read"):
        record.loads(json.dumps(data))

"""`solve --jsonl`: many hands, one JSON object per line in and out, in order.

One-deck games without wilds (Gin, Rummy) take a lean path: card text straight to a 52-bit
hand, the bitmask solver, and cached text for each meld. Everything else goes through the
general solver. Either way a line that cannot be solved yields {"error": ...} and the batch
goes on; the exit status is 1 if any line failed. The input is read a block of whole lines at a
time, so memory stays bounded however much arrives (`< /dev/zero` included).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from typing import BinaryIO, TextIO

from game.cards import SUIT_LETTERS, Card, rank_text
from game.errors import RummyError
from game.games.options import GameDef
from game.hand_text import UsageError, contract_of, hand_from_text, hand_rules_for, solved
from game.rules import HandRules
from game.safe_json import parse_json
from game.solver import bitmask

BLOCK = 1 << 23  # bytes read at a time: 100,000 hands fit in one, so a usual batch is one block
LONGEST_LINE = 1 << 20  # bytes; a hand is well under a kilobyte


def solve_stream(game: GameDef, preset: str | None, hand_number: int | None, source: BinaryIO,
                 out: TextIO, options: dict[str, str] | None = None) -> int:
    """Answer every line of `source` in order; the exit status is 1 if any line failed."""
    solver = _Solver(game, preset, hand_number, options)
    failed = 0
    for block in _blocks(source):
        if block is None:
            out.write(_error(f"the line is longer than {LONGEST_LINE:,} bytes"))
            failed = 1
            continue
        try:
            text = block.decode("utf-8")
        except UnicodeDecodeError:  # answer line by line, so only the bad lines fail
            for line in block.splitlines(keepends=True):
                try:
                    failed |= _answer(solver, line.decode("utf-8"), out)
                except UnicodeDecodeError:
                    out.write(_error("the line is not UTF-8 text"))
                    failed = 1
            continue
        failed |= _answer(solver, text, out)
    return failed


def _blocks(source: BinaryIO) -> Iterator[bytes | None]:
    """Whole lines, a block at a time; None in place of a line too long to read."""
    rest = b""
    while chunk := source.read(BLOCK):
        data = rest + chunk
        cut = data.rfind(b"\n") + 1
        if cut:
            yield data[:cut]
        rest = data[cut:]
        if len(rest) > LONGEST_LINE:
            yield None
            rest = _after_line(source)  # lines may follow in it, the input may end there
    cut = rest.rfind(b"\n") + 1
    if cut:
        yield rest[:cut]
    if len(rest) - cut > LONGEST_LINE:
        yield None
    elif rest[cut:]:
        yield rest[cut:]


def _after_line(source: BinaryIO) -> bytes:
    """Read past the end of the current line; what follows it in the last block read."""
    while chunk := source.read(BLOCK):
        end = chunk.find(b"\n")
        if end >= 0:
            return chunk[end + 1:]
    return b""


def _error(reason: str) -> str:
    return json.dumps({"error": reason}) + "\n"


def _answer(solver: _Solver, text: str, out: TextIO) -> int:
    """Answer the lines of `text`; 1 if any failed."""
    if len(text) >= PARALLEL_FROM and sys.platform.startswith("linux"):
        return _solve_in_two(solver, text, out)
    answers, failed = solver.solve_all(text.splitlines(keepends=True))
    out.write(answers)
    return 1 if failed else 0


PARALLEL_FROM = 1 << 20  # characters; below this a second process costs more than it saves


def _solve_in_two(solver: _Solver, text: str, out: TextIO) -> int:
    """Use both cores of a two-core machine: a forked child answers the second half.

    The input is cut in two before the fork, so neither process touches objects the other
    made (reference counting would make the child copy the parent's memory page by page).
    """
    middle = _line_end(text, len(text) // 2)
    first, second = text[:middle], text[middle:]
    del text
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: answer, send, and leave without running the parent's cleanup
        os.close(read_end)
        code = CHILD_BROKE
        try:
            answers, failed = solver.solve_all(second.splitlines(keepends=True))
            with os.fdopen(write_end, "w") as pipe:
                pipe.write(answers)
            code = 1 if failed else 0
        finally:
            os._exit(code)
    os.close(write_end)
    answers, failed = solver.solve_all(first.splitlines(keepends=True))
    out.write(answers)
    with os.fdopen(read_end) as pipe:
        theirs = pipe.read()
    code = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    if code not in (0, 1):  # the child did not finish: answer its half here instead
        theirs, code = solver.solve_all(second.splitlines(keepends=True))
    out.write(theirs)
    return 1 if failed or code else 0


CHILD_BROKE = 3


def _line_end(text: str, at: int) -> int:
    """The position just after the line that holds `at`."""
    return text.find("\n", at) + 1 or len(text)


class _Solver:
    """Both paths, made ready once (before any fork, so a child inherits the tables)."""

    def __init__(self, game: GameDef, preset: str | None, hand_number: int | None,
                 options: dict[str, str] | None = None):
        self.fast = _FastPath.for_game(game, preset, options)
        self.general = _General(game, preset, hand_number, options)

    def solve_all(self, lines: list[str]) -> tuple[str, int]:
        fast = self.fast.solve_many(lines) if self.fast else [None] * len(lines)
        if None not in fast:  # the usual case: every line took the fast path
            return "".join(fast), 0  # type: ignore[arg-type]  # no None, as just checked
        results: list[str] = []
        failed = 0
        for line, result in zip(lines, fast, strict=True):
            if result is None:  # not on the fast path: a wild game, or a line to explain
                if not line.strip():
                    continue
                result, ok = self.general.solve(line)
                failed += not ok
            results.append(result)
        return "".join(results), failed


class _General:
    """Any game and hand, with a readable error for anything wrong with a line."""

    def __init__(self, game: GameDef, preset: str | None, hand_number: int | None,
                 options: dict[str, str] | None = None):
        self.game, self.preset, self.hand_number = game, preset, hand_number
        self.options = options
        # (hand number, card count) -> (hand rules, hand number, deck)
        self.rules: dict[tuple[int | None, int | None],
                         tuple[HandRules, int, tuple[Card, ...]]] = {}

    def solve(self, line: str) -> tuple[str, bool]:
        game = self.game
        try:
            data = parse_json(line)
        except json.JSONDecodeError as exc:
            return _error(f"the line is not JSON ({exc.msg}, at character {exc.pos + 1})"), False
        except ValueError as exc:  # Unreadable: NaN, a number of thousands of digits
            return _error(f"the line cannot be read: {exc}"), False
        try:
            if not isinstance(data, dict) or not isinstance(data.get("hand"), list):
                raise UsageError('each line must be an object like {"hand": ["AS", "2S"]}')
            number = data.get("hand_number", self.hand_number)
            if number is not None and (not isinstance(number, int) or isinstance(number, bool)):
                raise UsageError("hand_number must be a whole number")
            texts = data["hand"]
            if not all(isinstance(t, str) for t in texts):
                raise UsageError('cards must be written as text, like "AS"')
            # Without a hand number, the number (and so the wild rank) follows the card count.
            key = (number, None if number is not None else len(texts))
            if key not in self.rules:
                self.rules[key] = hand_rules_for(game, self.preset, number, len(texts),
                                                 self.options)
            hand, solved_number, deck = self.rules[key]
            cards = hand_from_text(game, texts, number, deck)
            contract = contract_of(game, self.preset, solved_number, self.options)
            return json.dumps(solved(cards, hand, solved_number, game, contract)) + "\n", True
        except (UsageError, RummyError, ValueError, RecursionError) as exc:
            return _error(str(exc)), False


class _FastPath:
    """Text to bits and bits to text for one-deck, no-wild games.

    Each suit's pattern, once its sets are taken out, always splits into the same runs and
    deadwood, so that part of the answer is formatted once per pattern and reused.
    """

    def __init__(self, table: bitmask.RunTable, low: int, high: int):
        self.table = table
        self.low, self.high = low, high
        self.card_bit: dict[str, int] = {}  # card text -> its bit in a 52-bit hand
        self.text_of: dict[int, str] = {}
        for suit, letter in enumerate(SUIT_LETTERS):
            for rank in range(1, 14):
                bit = suit * 13 + rank - 1
                text = rank_text(rank) + letter
                self.text_of[bit] = text
                forms = {text, "T" + letter} if rank == 10 else {text}
                for form in forms:
                    self.card_bit[form] = self.card_bit[form.lower()] = 1 << bit
        self.quoted = [json.dumps(self.text_of[b]) for b in range(52)]  # '"AS"' by bit
        # per suit, by 13-bit pattern: (runs, other cards) as text, made when first needed
        self.suit_text: list[list[tuple[str, str] | None]] = [[None] * 8192 for _ in range(4)]
        self.set_text: dict[int, str] = {}

    @classmethod
    def for_game(cls, game: GameDef, preset: str | None,
                 options: dict[str, str] | None = None) -> _FastPath | None:
        preset, values = game.resolve(preset, options)
        rules = game.build(preset, values)
        hand = rules.hand_rules(1)
        if (game.hands > 1 or rules.jokers_per_deck or hand.wild_ranks
                or rules.decks(rules.players[1]) != 1 or not bitmask.applies(hand.meld)):
            return None
        table = bitmask.run_table(hand.meld.run_min, hand.meld.ace, hand.rank_values)
        return cls(table, *game.held(1))

    def solve_many(self, lines: list[str]) -> list[str | None]:
        """A result line per input line; None where the general path must explain.

        Lines written exactly as json.dumps writes {"hand": [...]} are cut apart directly;
        any card text the table does not know (escapes included) falls back to None.
        """
        get_bit = self.card_bit.__getitem__
        low, high = self.low, self.high
        dw = self.table.deadwood
        s0, s1, s2, s3 = self.suit_text
        set_text, suit, add_set = self.set_text, self._suit, self._set
        best_sets, table = bitmask.best_sets, self.table
        out: list[str | None] = []
        append = out.append
        for line in lines:
            if not (line.startswith('{"hand": ["') and line.endswith('"]}\n')):
                append(None)
                continue
            texts = line[11:-4].split('", "')
            try:
                mask = sum(map(get_bit, texts))
            except KeyError:
                append(None)
                continue
            if mask.bit_count() != len(texts) or not low <= len(texts) <= high:
                append(None)  # a card named twice (the sum carried), or a wrong count
                continue
            a, b, c, d = mask & 0x1FFF, mask >> 13 & 0x1FFF, mask >> 26 & 0x1FFF, mask >> 39
            value = dw[a] + dw[b] + dw[c] + dw[d]
            melds = ""
            three = (a & b & (c | d)) | (c & d & (a | b))  # ranks held three times or more
            if three:  # sets to weigh (most hands have none: their suits' runs are the answer)
                if not three & (three - 1) and not a & b & c & d:  # one rank, held three times
                    n = 0x1FFF ^ three
                    w, x, y, z = a & n, b & n, c & n, d & n
                    with_set = dw[w] + dw[x] + dw[y] + dw[z]
                    if with_set < value:  # as the solver breaks ties: no set unless better
                        meld = mask & (three | three << 13 | three << 26 | three << 39)
                        value, melds = with_set, set_text.get(meld) or add_set(meld)
                        a, b, c, d = w, x, y, z
                else:
                    value, sets, (a, b, c, d) = best_sets(mask, table)
                    melds = "".join([set_text.get(m) or add_set(m) for m in sets])
            p0, p1 = s0[a] or suit(0, a), s1[b] or suit(1, b)
            p2, p3 = s2[c] or suit(2, c), s3[d] or suit(3, d)
            # every piece ends in ", ": the last one is cut off
            runs = (melds + p0[0] + p1[0] + p2[0] + p3[0])[:-2]
            dead = (p0[1] + p1[1] + p2[1] + p3[1])[:-2]
            append(f'{{"deadwood": {value}, "melds": [{runs}], "deadwood_cards": [{dead}]}}\n')
        return out

    def _suit(self, suit: int, pattern: int) -> tuple[str, str]:
        """(runs as JSON lists, deadwood cards as JSON strings) of one suit's pattern."""
        quoted, base = self.quoted, suit * 13
        used = 0
        runs = []
        for run in self.table.runs(pattern):
            used |= run
            runs.append("[" + ", ".join([quoted[base + r] for r in range(13) if run >> r & 1])
                        + "], ")
        left = pattern & ~used
        dead = "".join([quoted[base + r] + ", " for r in range(13) if left >> r & 1])
        hit = self.suit_text[suit][pattern] = ("".join(runs), dead)
        return hit

    def _set(self, meld: int) -> str:
        text = self.set_text[meld] = self._cards_json(meld) + ", "
        return text

    def _cards_json(self, meld: int) -> str:
        """A meld mask as a JSON list; bits ascending reads a set by suit, a run by rank."""
        return "[" + ", ".join([self.quoted[b] for b in range(52) if meld >> b & 1]) + "]"

"""`solve --jsonl`: many hands, one JSON object per line in and out, in order.

One-deck games without wilds (Gin, Rummy) take a lean path: card text straight to a 52-bit
hand, the bitmask solver, and cached text for each meld. Everything else goes through the
general solver. Either way a line that cannot be solved yields {"error": ...} and the batch
goes on; the exit status is 1 if any line failed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TextIO

from game.cards import SUIT_LETTERS, rank_text
from game.errors import RummyError
from game.games.options import GameDef
from game.solver import best_arrangement, bitmask


def solve_lines(game: GameDef, preset: str | None, hand_number: int | None,
                lines: Iterable[str], out: TextIO) -> int:
    from game.cli import UsageError, hand_from_text, hand_rules_for

    rules_by_number: dict[int | None, tuple] = {}
    fast = _FastPath.for_game(game, preset)
    failed = 0
    write = out.write
    for line in lines:
        if not line.strip():
            continue
        try:
            data = json.loads(line)
            if not isinstance(data, dict) or not isinstance(data.get("hand"), list):
                raise UsageError('each line must be an object like {"hand": ["AS", "2S"]}')
            number = data.get("hand_number", hand_number)
            if number is not None and (not isinstance(number, int) or isinstance(number, bool)):
                raise UsageError("hand_number must be a whole number")
            texts = data["hand"]
            if fast is not None and not any(not isinstance(t, str) for t in texts):
                result = fast.solve(texts)
                if result is not None:
                    write(result)
                    continue
            if not all(isinstance(t, str) for t in texts):
                raise UsageError("cards must be written as text, like \"AS\"")
            if number not in rules_by_number:
                rules_by_number[number] = hand_rules_for(game, preset, number, len(texts))
            hand, solved_number, deck = rules_by_number[number]
            if number is None and game.hands > 1:  # the hand number follows the card count
                hand, solved_number, deck = hand_rules_for(game, preset, None, len(texts))
            cards = hand_from_text(game, texts, number, deck)
            result = best_arrangement(cards, hand).to_json()
            if game.hands > 1:
                result["hand_number"] = solved_number
            write(json.dumps(result) + "\n")
        except (UsageError, RummyError, ValueError) as exc:
            failed += 1
            write(json.dumps({"error": str(exc)}) + "\n")
    return 1 if failed else 0


class _FastPath:
    """Text to bits and bits to text for one-deck, no-wild games."""

    def __init__(self, game: GameDef, table: bitmask.RunTable, low: int, high: int):
        self.game = game
        self.table = table
        self.low, self.high = low, high
        self.bit_of: dict[str, int] = {}
        self.text_of: dict[int, str] = {}
        for suit, letter in enumerate(SUIT_LETTERS):
            for rank in range(1, 14):
                bit = suit * 13 + rank - 1
                text = rank_text(rank) + letter
                self.text_of[bit] = text
                for form in {text, text.lower(), ("T" + letter) if rank == 10 else text}:
                    self.bit_of[form] = bit
                    self.bit_of[form.lower()] = bit
        # Cards in the order the solver reports deadwood: by rank, then suit.
        self.rank_order = [s * 13 + r for r in range(13) for s in range(4)]
        self.meld_text: dict[int, str] = {}

    @classmethod
    def for_game(cls, game: GameDef, preset: str | None) -> _FastPath | None:
        preset, values = game.resolve(preset, None)
        rules = game.build(preset, values)
        hand = rules.hand_rules(1)
        if (game.hands > 1 or rules.jokers_per_deck or hand.wild_ranks
                or rules.decks(rules.players[1]) != 1 or not bitmask.applies(hand.meld)):
            return None
        table = bitmask.run_table(hand.meld.run_min, hand.meld.ace, hand.rank_values)
        return cls(game, table, *game.held(1))

    def solve(self, texts: list[str]) -> str | None:
        """The result line, or None to let the general path explain what is wrong."""
        bit_of = self.bit_of
        mask = 0
        try:
            for t in texts:
                mask |= 1 << bit_of[t]
        except KeyError:
            return None
        if mask.bit_count() != len(texts) or not self.low <= len(texts) <= self.high:
            return None
        value, melds = bitmask.best_split(mask, self.table)
        used = 0
        parts = []
        for m in melds:
            used |= m
            text = self.meld_text.get(m)
            if text is None:
                text = self.meld_text[m] = json.dumps(self._meld_cards(m))
            parts.append(text)
        dead = mask & ~used
        dead_text = ", ".join(f'"{self.text_of[b]}"' for b in self.rank_order if dead >> b & 1)
        return (f'{{"deadwood": {value}, "melds": [{", ".join(parts)}], '
                f'"deadwood_cards": [{dead_text}]}}\n')

    def _meld_cards(self, m: int) -> list[str]:
        bits = [b for b in range(52) if m >> b & 1]
        if len({b % 13 for b in bits}) == 1:  # a set: by suit
            return [self.text_of[b] for b in bits]
        return [self.text_of[b] for b in sorted(bits, key=lambda b: b % 13)]

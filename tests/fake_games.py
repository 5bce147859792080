"""Made-up games registered beside the real ones, so that the menus can be tested (and
pictured) with thirteen, whatever number are real yet: each is a real game's rules under
another id, name, blurb and family, with that game's rules page. Never offered to players:
only tests register them."""

from __future__ import annotations

import dataclasses
import sys
import types
from typing import Any

from game.games import _MODULES, GAMES
from scenes import words

# (id, name, family, the real game whose rules it borrows, blurb)
FAKES = (
    ("fake-conquian", "Conquian", "table", "gin",
     "Two players, forty cards. Take a face-up card only to meld it at once; the first with "
     "eleven cards melded wins."),
    ("fake-contract", "Contract Rummy", "contracts", "rummy",
     "Seven hands, each with its own contract of sets and runs to lay down before anything "
     "else. Ask “May I?” for the discard."),
    ("fake-carioca", "Carioca", "contracts", "rummy",
     "Seven contracts of trios and escaleras, played to the right. Jokers are dear: fifty "
     "points left in hand."),
    ("fake-kalooki", "Kalooki", "contracts", "rummy",
     "Nine contracts of threes and fours, with calls for the discard. Go out on the turn you "
     "lay down to bend the table."),
    ("fake-kaluki", "Kaluki", "table", "rummy",
     "Fifteen cards, two decks and four jokers. Open with 51 points of melds; the last player "
     "under 150 wins."),
    ("fake-tong-its", "Tong-Its", "table", "rummy",
     "Three players play for chips: expose melds, lay off anywhere, and go out, or call a "
     "draw and dare the others to show."),
    ("fake-carousel", "Carousel", "shared", "rummy",
     "No discards: draw up to three cards a turn, and rearrange every meld on the table as "
     "you like. Knock with under five."),
    ("fake-manipulation", "Manipulation Rummy", "shared", "rummy",
     "Play a card each turn if you can, moving the table's melds about to make room; the first "
     "with an empty hand wins."),
    ("fake-indian-chief", "Indian Chief", "party", "pay-me",
     "Eight cards, seven secret melds from Rich Man to Indian Chief, all shown at once and "
     "scored on a sheet."),
)


def register_fake_games(patch: Any) -> list[str]:
    """Register the fakes of the games not yet real with `patch` (pytest's monkeypatch, or
    anything with its `setitem`), after the real games, thirteen in all; returns their ids."""
    real = {GAMES[g].name for g in list(GAMES)}
    made = [f for f in FAKES if f[1] not in real]
    for game_id, name, family, like, blurb in made:
        register_game(patch, game_id, name, family, like, blurb)
    return [game_id for game_id, *_ in made]


def register_game(patch: Any, game_id: str, name: str, family: str, like: str,
                  blurb: str | None = None) -> None:
    """One made-up game: the real game `like`'s rules (and rules page) under these words."""
    module = types.ModuleType(f"tests.fake_games.{game_id}")
    game = GAMES[like]
    module.GAME = dataclasses.replace(  # type: ignore[attr-defined]
        game, id=game_id, name=name, family=family, blurb=blurb or game.blurb,
        preset_blurbs=() if blurb else game.preset_blurbs)
    patch.setitem(sys.modules, module.__name__, module)
    patch.setitem(_MODULES, game_id, module.__name__)
    patch.setitem(words.RULES, game_id, words.RULES[like])


# Three more, of a family the menus have no words for: sixteen games in all.
MORE = (("fake-shanghai", "Shanghai"), ("fake-500-rum", "Five Hundred Rum"),
        ("fake-oklahoma", "Oklahoma Gin"))
SIZES = ((1280, 720), (1024, 600), (1080, 1920), (1024, 1400))


def main(argv: list[str]) -> None:
    """`python -m tests.fake_games FOLDER [--sixteen]`: pictures of New game and the rules
    reader with thirteen games (or sixteen) at the sizes that test them, to look at."""
    import pytest

    from scenes.screenshot import render, save_png

    folder = argv[0] if argv and not argv[0].startswith("--") else "."
    with pytest.MonkeyPatch.context() as patch:
        register_fake_games(patch)
        if "--sixteen" in argv:
            for game_id, name in MORE:
                register_game(patch, game_id, name, "no-such-family", "rummy")
        for w, h in SIZES:
            for scene, game_id in (("new-game", "rummy"), ("rules", "fake-kalooki")):
                path = f"{folder}/{len(GAMES)}-{scene}-{w}x{h}.png"
                save_png(render(scene, game_id, 4, 1, size=(w, h)), path)
                print(path)


if __name__ == "__main__":
    main(sys.argv[1:])

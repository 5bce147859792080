"""Setting up a hand from chosen cards, and small shortcuts for scenario tests."""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import engine_build
from game.actions import Discard, Draw
from game.api import new_match
from game.bots import make_bot
from game.cards import Card, parse_faces
from game.match import Match, Seat

# A test that swaps a module's function for a spy reaches only Python callers: compiled code
# (CI's second run) calls the original directly.
PYTHON_CALLS = pytest.mark.skipif(engine_build() == "compiled",
                                  reason="a spy on a function does not reach compiled callers")


def make_cards(text: str) -> list[Card]:
    """Loose cards from their text ("AS 10H JK"), ids 0, 1, 2 ... in that order."""
    return [Card(i, r, s) for i, (r, s) in enumerate(parse_faces(text))]


def rig(match: Match, hands: dict[int, str], stock: str = "", discard: str = "") -> Match:
    """Give seats exactly these cards; `stock` lists the next cards drawn, first first;
    `discard` lists the pile bottom to top. Unnamed cards go under the named stock cards.

    Every physical card stays in exactly one place, so the match remains consistent.
    """
    free: dict[tuple[int, int], list[int]] = {}
    for card in match.cards:
        free.setdefault((card.rank, card.suit), []).append(card.id)

    def take(text: str) -> list[int]:
        ids = []
        for face in parse_faces(text):
            if not free.get(face):
                raise AssertionError(f"no physical card left for {face}")
            ids.append(free[face].pop(0))
        return ids

    for seat in range(match.n):
        match.hands[seat] = take(hands.get(seat, ""))
    top = take(stock)
    match.discard = take(discard)
    rest = [cid for ids in free.values() for cid in ids]
    match.stock = rest + top[::-1]
    match.taken_discard = None
    return match


def setup(game: str, hands: dict[int, str], stock: str = "", discard: str = "",
          players: int = 2, options: dict | None = None, preset: str | None = None,
          hand: int = 1, seed: int = 0) -> Match:
    """A new match at hand number `hand` (earlier hands skipped), rigged as given."""
    match = new_match(game, options, players, seed, preset)
    if hand > 1:
        skip_to_hand(match, hand)
    return rig(match, hands, stock, discard)


def skip_to_hand(match: Match, number: int) -> None:
    """Start hand `number` directly, with nobody scoring for the skipped hands."""
    match.hand_number = number - 1
    match.dealer = (number - 2) % match.n  # seat 0 deals hand 1, then the deal rotates
    match._record(match._start_hand())


def ids(match: Match, text: str, seat: int | None = None, where: str = "hand") -> list[int]:
    """The physical ids of these cards in a seat's hand (or the discard pile / table)."""
    pool = list(match.hands[seat]) if where == "hand" else list(match.discard)
    out = []
    for face in parse_faces(text):
        cid = next(c for c in pool if (match.cards[c].rank, match.cards[c].suit) == face)
        pool.remove(cid)
        out.append(cid)
    return out


def card(match: Match, text: str, seat: int) -> int:
    return ids(match, text, seat)[0]


def turn(match: Match, seat: int, source: str, discard_text: str):
    """Draw from `source`, then discard a card named by text."""
    match.apply(Draw(seat, source))
    return match.apply(Discard(seat, card(match, discard_text, seat)))


def hand_text(match: Match, seat: int) -> list[str]:
    return sorted(str(match.cards[c]) for c in match.hands[seat])


def pay_me_showdown(mine: str, caller: str) -> Match:
    """Two-player Pay Me, hand 1: seat 1 calls with `caller` (drawing KD and throwing it), seat
    0 (holding `mine`) draws 4D and throws it, and is to lay off on the caller's melds."""
    from game.actions import GoOut

    m = setup("pay-me", {0: mine, 1: caller}, stock="KD 4D", discard="4H")
    m.apply(Draw(1, "stock"))
    m.apply(GoOut(1, card(m, "KD", 1)))
    turn(m, 0, "stock", "4D")
    return m


def spent_classic_pay_me(stock: str = "") -> Match:
    """Classic Pay Me for four, seat 1 to play with 4S 5S 6S and 7S on the pile, every other
    card in the others' hands but `stock` (as the last hand can leave it: one deck, all but
    two cards dealt)."""
    match = setup("pay-me", {1: "4S 5S 6S", 2: "9C KC", 3: "QD 8H", 0: "JK 10D"}, stock=stock,
                  discard="7S", players=4, preset="classic")
    kept = len(parse_faces(stock))
    rest, match.stock = match.stock[:len(match.stock) - kept], match.stock[len(match.stock) - kept:]
    for i, cid in enumerate(rest):
        match.hands[(2, 3, 0)[i % 3]].append(cid)
    return match


def finished_gin(seed: int) -> Match:
    """A Gin match between You and an easy bot, played to its end by two easy bots: a
    finished save for the menus' tests."""
    match = new_match("gin", None, [Seat("You"), Seat("Bot", "easy")], seed)
    bots = [make_bot("easy", 1), make_bot("easy", 2)]
    while not match.over:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    return match


@contextlib.contextmanager
def named_pipe(path: Path) -> Iterator[Path]:
    """A named pipe at `path`, for code that must refuse it rather than read it. Should the
    code read it after all, a writer is waiting to feed it "{}" and close, so the test fails
    instead of hanging."""
    os.mkfifo(path)

    def feed() -> None:
        with contextlib.suppress(OSError), open(path, "w") as pipe:
            pipe.write("{}")

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    try:
        yield path
    finally:  # no reader came: open one, so the writer's open returns and the thread ends
        with contextlib.suppress(OSError):
            os.close(os.open(path, os.O_RDONLY | os.O_NONBLOCK))
        writer.join(5)


def dealt(game: str, hands: list[str], stock: str = "", upcard: str | None = None,
          preset: str | None = None, options: dict | None = None, seed: int = 0,
          hand: int = 1) -> Match:
    """A new match dealt exactly these hands (one per seat), the stock's top cards as named
    (first drawn first; the rest of the deck below them) and the upcard: through the public
    way of starting from a given deal (`new_match(..., deals=...)`). With `hand`, that hand
    is the one dealt so, the earlier ones skipped (nobody scores for them)."""
    from game.deals import Deal

    match = new_match(game, options, len(hands), seed, preset)
    named = [str(c) for c in make_cards(" ".join([*hands, stock, upcard or ""]))]
    rest = [str(c) for c in match.cards]
    for face in named:
        rest.remove(face)
    deal = Deal.of(hands, stock.split() + rest, upcard)
    if hand == 1:
        return new_match(game, options, len(hands), seed, preset, deals=[deal])
    match.deals, match.dealt = (deal,), 0
    skip_to_hand(match, hand)
    return match

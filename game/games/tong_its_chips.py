"""Tong-Its chips: each seat's chips and the pot, what every loser pays the winner and why.

Each loser pays the winner the win's worth (3 for a tong-its or a challenged Draw won by
anyone, 1 for any other win), 3 more for each concealed four of a kind the winner holds (in
the hand or face down), 1 more if the loser never opened, and 1 more for each ace the winner
holds in the hand or in its own melds. A loser short of chips pays what they have. A player
who wins two hands in a row takes the pot, and the count of wins in a row starts again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.events import Event
from game.results import Part
from game.state import Chips

WORTH = {"tong-its": 3, "challenged-draw": 3, "draw": 1, "stock-out": 1}
FOUR_BONUS = 3  # per concealed four of a kind the winner holds
NEVER_OPENED = 1  # from a loser who never opened
PER_ACE = 1  # per ace the winner holds in the hand or its own melds
POT_STREAK = 2  # wins in a row that take the pot


@dataclass(frozen=True, slots=True)
class TongItsStanding(Chips):
    """Chips across hands (each seat's chips, the pot, the ante: `Chips`), and whose wins in a
    row count towards the pot."""

    streak_seat: int | None = None
    streak: int = 0  # wins in a row of streak_seat since the pot was last taken


@dataclass(frozen=True, slots=True)
class Payout:
    """What the payments depend on besides the kind of win."""

    fours: int = 0  # concealed fours of a kind the winner holds
    aces: int = 0  # aces the winner holds in the hand or its own melds
    unopened: tuple[bool, ...] = ()  # per seat: never opened this hand


@dataclass(frozen=True, slots=True)
class Settlement:
    """The chips after a hand, each payment's parts (kind, payer or the pot's taker, chips)
    and the events that tell them."""

    standing: TongItsStanding
    parts: tuple[Part, ...]
    events: tuple[Event, ...]


def owed(worth: str, facts: Payout, loser: int) -> list[tuple[str, int]]:
    """The parts of what `loser` owes the winner, in the order a summary names them."""
    parts = [(worth, WORTH[worth])]
    if facts.fours:
        parts.append(("concealed-four", FOUR_BONUS * facts.fours))
    if facts.unopened[loser]:
        parts.append(("never-opened", NEVER_OPENED))
    if facts.aces:
        parts.append(("aces", PER_ACE * facts.aces))
    return parts


def settle(purse: TongItsStanding, winner: int | None, worth: str,
           facts: Payout) -> Settlement:
    """Every loser pays the winner (what they have, if short), then the pot goes to a winner
    of two hands in a row. No winner: nobody pays, the pot stays and nobody's run goes on."""
    if winner is None:
        return Settlement(replace(purse, streak_seat=None, streak=0), (), ())
    chips = list(purse.chips)
    parts: list[Part] = []
    events: list[Event] = []
    for loser in range(len(chips)):
        if loser == winner:
            continue
        due = owed(worth, facts, loser)
        total = sum(n for _, n in due)
        paid = min(total, chips[loser])
        if paid < total:
            due.append(("short", paid - total))
        chips[loser] -= paid
        chips[winner] += paid
        parts += [(kind, loser, n) for kind, n in due]
        events.append(Event("paid", loser, data={
            "to": winner, "chips": paid, "owed": total, "parts": [[k, n] for k, n in due]}))
    streak = purse.streak + 1 if purse.streak_seat == winner else 1
    pot = purse.pot
    if streak >= POT_STREAK:
        chips[winner] += pot
        parts.append(("pot", winner, pot))
        events.append(Event("pot-won", winner, data={"chips": pot}))
        pot, streak = 0, 0
    standing = replace(purse, chips=tuple(chips), pot=pot, streak_seat=winner, streak=streak)
    return Settlement(standing, tuple(parts), tuple(events))

"""Determinisation: a full match consistent with what one seat has seen.

A searching bot cannot look at the hidden cards, so it guesses them: every card it has not seen
goes, at random, to the other hands or the stock, except cards it saw another player take from
the discard pile (those stay in that player's hand until they are played). The guess is a real
`Match`, so the bot plays it forward through the same engine as the real game.
"""

from __future__ import annotations

import random

from game.games import find_game
from game.match import Match
from game.view import PlayerView


def known_cards(view: PlayerView) -> list[set[int]]:
    """Per seat, the cards `view.seat` knows that seat holds (its own hand for itself)."""
    known: list[set[int]] = [set() for _ in view.names]
    for event in view.events:
        if event.seat is None or not event.cards:
            continue
        if event.kind == "drew" and event.data.get("source") == "discard":
            known[event.seat].update(event.cards)
        elif event.kind == "knocked":  # the knocker's whole hand was shown
            known[event.seat].update(event.cards)
        elif event.kind in ("discarded", "melded", "laid-off", "went-out"):
            known[event.seat].difference_update(event.cards)
    gone = {c.id for c in view.discard} | {c.id for m in view.table for c in m.cards}
    for seat, cards in enumerate(known):
        cards -= gone
        if len(cards) > view.hand_counts[seat]:  # cannot happen in a consistent view
            known[seat] = set(sorted(cards)[:view.hand_counts[seat]])
    known[view.seat] = {c.id for c in view.hand}
    return known


def unseen_cards(view: PlayerView, known: list[set[int]] | None = None) -> list[int]:
    """Cards whose place `view.seat` does not know (another hand or the stock), by id."""
    known = known_cards(view) if known is None else known
    seen = {c.id for c in view.discard} | {c.id for m in view.table for c in m.cards}
    for cards in known:
        seen |= cards
    return [c.id for c in view.deck if c.id not in seen]


def determinise(view: PlayerView, rng: random.Random) -> Match:
    """One guess of the hidden cards, as a match ready to play on from `view`."""
    known = known_cards(view)
    pool = unseen_cards(view, known)
    rng.shuffle(pool)
    hands = []
    for seat, count in enumerate(view.hand_counts):
        hand = [c.id for c in view.hand] if seat == view.seat else sorted(known[seat])
        missing = count - len(hand)
        hand += pool[len(pool) - missing:] if missing > 0 else []
        del pool[len(pool) - max(missing, 0):]
        hands.append(hand)
    stock = pool[:view.stock_count]
    game = find_game(view.game)
    rules = game.build(view.preset, view.options)
    return game.match_class.from_view(rules, view, hands, stock, rng.getrandbits(32))

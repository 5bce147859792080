"""Determinisation: a full match consistent with what one seat has seen.

A searching bot cannot look at the hidden cards, so it guesses them: every card it has not seen
goes, at random, to the other hands or the stock, except cards it saw another player take from
the discard pile (those stay in that player's hand until they are played). The guess is a real
`Match`, so the bot plays it forward through the same engine as the real game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.cards import shuffle
from game.games import find_game
from game.match import Match
from game.melds import fit_meld
from game.view import PlayerView


class CardMemory:
    """What one seat knows other seats hold, kept up to date from the events it sees.

    A card seen taken from the discard pile stays known in the taker's hand until the taker
    plays or discards it; a knocker's shown hand is known whole. Reading only the events
    that are new since the last call keeps this cheap for a bot that asks every turn.
    """

    def __init__(self) -> None:
        self.hand_number = -1
        self.read = 0
        self.held: list[set[int]] = []

    def update(self, view: PlayerView) -> list[set[int]]:
        """Per seat, the cards `view.seat` knows that seat holds (its own hand for itself)."""
        if view.hand_number != self.hand_number or len(view.events) < self.read:
            self.hand_number, self.read = view.hand_number, 0
            self.held = [set() for _ in view.names]
        for event in view.events[self.read:]:
            if event.seat is None or not event.cards:
                continue
            taken = event.kind == "drew" and event.data.get("source") == "discard"
            if taken or event.kind == "knocked":  # a knocker shows the whole hand
                self.held[event.seat].update(event.cards)
            elif event.kind in ("discarded", "melded", "laid-off", "went-out"):
                self.held[event.seat].difference_update(event.cards)
        self.read = len(view.events)
        known: list[set[int]] = []
        gone: set[int] | None = None  # cards face up now; only looked at when needed
        for seat, held in enumerate(self.held):
            if seat == view.seat or not held:
                known.append({c.id for c in view.hand} if seat == view.seat else set())
                continue
            if gone is None:
                gone = {c.id for c in view.discard} | {c.id for m in view.table for c in m.cards}
            cards = held - gone
            if len(cards) > view.hand_counts[seat]:  # cannot happen in a consistent view
                cards = set(sorted(cards)[:view.hand_counts[seat]])
            known.append(cards)
        return known

    def own_takes(self, view: PlayerView) -> set[int]:
        """The cards `view.seat` took from the discard pile and still holds: what the others
        know it is collecting (call after `update`)."""
        return self.held[view.seat] & {c.id for c in view.hand}


def known_cards(view: PlayerView) -> list[set[int]]:
    """Per seat, the cards `view.seat` knows that seat holds (its own hand for itself)."""
    return CardMemory().update(view)


def unseen_cards(view: PlayerView, known: list[set[int]] | None = None) -> list[int]:
    """Cards whose place `view.seat` does not know (another hand or the stock), by id."""
    known = known_cards(view) if known is None else known
    seen = {c.id for c in view.discard} | {c.id for m in view.table for c in m.cards}
    for cards in known:
        seen |= cards
    return [c.id for c in view.deck if c.id not in seen]


HandScore = Callable[[int, list[int]], float]  # (seat, card ids) -> lower is likelier


def determinise(view: PlayerView, rng: random.Random,
                known: list[set[int]] | None = None,
                tries: Sequence[int] = (), likely: HandScore | None = None) -> Match:
    """One guess of the hidden cards, as a match ready to play on from `view`.

    `known` (from `known_cards`) may be passed in when guessing many times from one view.
    Every guess is consistent with the view. By default the unknown cards are spread
    uniformly; a searching bot that expects its opponents to keep good hands may pass
    `tries` (per seat, how many hands to draw) and `likely`, and the likeliest draw is kept.
    """
    known = known_cards(view) if known is None else known
    pool = unseen_cards(view, known)
    shuffle(rng, pool)
    # face-down melds first: once hands are drawn, the unseen cards may no longer hold one
    hidden = [_guess_meld(pool, m.count, view, rng) for m in view.table if m.fit is None]
    hands = []
    for seat, count in enumerate(view.hand_counts):
        hand = [c.id for c in view.hand] if seat == view.seat else sorted(known[seat])
        missing = count - len(hand)
        if missing > 0:
            draws = tries[seat] if likely is not None and seat < len(tries) else 1
            hand += _draw_hand(pool, missing, seat, hand, draws, rng, likely)
        hands.append(hand)
    stock = pool[:view.stock_count]
    game = find_game(view.game)
    rules = game.build(view.preset, dict(view.options))
    return game.match_class.from_view(rules, view, hands, stock, rng.getrandbits(32), hidden)


def _guess_meld(pool: list[int], count: int, view: PlayerView, rng: random.Random) -> list[int]:
    """Cards for a face-down meld of `count` the view cannot see, taken from the unseen pool:
    a set of one rank or a run of one suit that the unseen cards can still make (only a set
    where the rules lay only sets face down)."""
    deck, rules = view.deck, view.hand_rules
    by_rank: dict[int, list[int]] = {}
    by_suit: dict[int, list[int]] = {}
    for cid in pool:
        card = deck[cid]
        by_rank.setdefault(card.rank, []).append(cid)
        by_suit.setdefault(card.suit, []).append(cid)
    groups = [ids[:count] for ids in by_rank.values() if len(ids) >= count]
    for ids in () if view.rules.face_down_sets else by_suit.values():
        ranked = sorted(ids, key=lambda c: deck[c].rank)
        groups += [ranked[i:i + count] for i in range(len(ranked) - count + 1)]
    groups = [g for g in groups if fit_meld([deck[c] for c in g], rules) is not None]
    # (none: a meld of wilds, or one longer than the unseen cards can make plainly; any cards
    # will do for a guess of what nobody may see)
    chosen = groups[rng.randrange(len(groups))] if groups else pool[-count:]
    pool[:] = [c for c in pool if c not in chosen]
    return chosen


def _draw_hand(pool: list[int], missing: int, seat: int, known: list[int], draws: int,
               rng: random.Random, likely: HandScore | None) -> list[int]:
    """Take `missing` cards from the (shuffled) pool for a seat: the likeliest of `draws`."""
    if draws <= 1 or likely is None or missing >= len(pool):
        taken = pool[len(pool) - missing:]
        del pool[len(pool) - missing:]
        return taken
    best: tuple[float, list[int]] | None = None
    for _ in range(draws):
        picked = rng.sample(range(len(pool)), missing)
        score = likely(seat, known + [pool[i] for i in picked])
        if best is None or score < best[0]:
            best = (score, picked)
    assert best is not None
    chosen = set(best[1])
    taken = [pool[i] for i in best[1]]
    pool[:] = [c for i, c in enumerate(pool) if i not in chosen]
    return taken

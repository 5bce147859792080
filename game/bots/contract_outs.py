"""The hard bot's judgement in the contract games: normal's (`game.bots.contracts`), with the
discard before the contract weighed by the cards still to come.

Normal keeps the hand least short of its contract. Among hands equally short, the better one
is the one more unseen cards would bring nearer: its *outs*, counted over the cards this seat
has not seen (the deck less its hand, the discard pile, the melds on the table and the cards
others were seen taking). A card of a rank others were seen taking from the pile (where the
contract has sets), or one that fits a meld of a seat that has met its contract, is kept back:
thrown, it would help them. While such a seat holds `DANGER_CARDS` cards or fewer the hand may
end any turn, and high cards go first. May I? is asked whenever the upcard brings the hand
nearer its contract, however far it is (normal asks only near it).

Measured on duplicate deals against normal (benchmarks/duplicate.py, docs/bots.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.actions import Action, Call, Discard, Pass
from game.bots import contracts
from game.bots.base import Spot
from game.bots.contract_prospect import shortfall
from game.cards import Card
from game.melds import MeldFit

LONG_CONTRACT_RUNS = 3  # a contract of this many runs is played by normal's judgement
OUTS_WEIGHT = 20.0  # a hand whose every unseen card is an out is worth two cards less short
FEED = 4.0
# When a seat that has met its contract holds few cards, the hand may end any turn: a card's
# value then weighs as much as a tenth of a card short per point (a king as one card).
DANGER_VALUE = 1.0
DANGER_CARDS = 3  # a discard that a seat was seen collecting (its rank) or that fits a laid meld


def ranked(spot: Spot, known: Sequence[set[int]], laid: Sequence[MeldFit],
           danger: bool = False) -> list[tuple[float, Action]]:
    """Candidate actions with a cost (lower is better), best first. `known`: per seat, the
    cards this seat knows it holds (taken from the pile); `laid`: the melds of seats that have
    met their contract; `danger`: one of them is near going out."""
    if spot.contract is None or spot.contract[0].whole_hand \
            or spot.contract[0].runs >= LONG_CONTRACT_RUNS:
        # The last hand of both games (three runs; in Contract Rummy every card melded at
        # once): the outs lost there (Contract Rummy -13 ± 12 and -2 ± 10 points a hand on 90
        # and 60 duplicate deal-seats; Carioca -23.6 ± 14.9 on 60), so normal's judgement
        # plays it
        return contracts.ranked(spot)
    if spot.kind == contracts.CLAIM and len(spot.legal) > 1:
        return _may_i(spot)
    scored = contracts.ranked(spot)
    if spot.laid_down or not any(
            isinstance(a, Discard) for _, a in scored):
        return scored
    plays = [(cost, a) for cost, a in scored if not isinstance(a, Discard)]
    throws = [a for _, a in scored if isinstance(a, Discard)]
    rescored = plays + _discards(spot, throws, known, laid, danger)
    rescored.sort(key=lambda item: (item[0], contracts.order(item[1])))
    return rescored


def _may_i(spot: Spot) -> list[tuple[float, Action]]:
    """Ask for the upcard whenever it brings the hand nearer its contract, however far: the
    card wanted and the penalty card both go towards it, and a hand that meets its contract
    sooner sheds the rest sooner."""
    claim = next(a for a in spot.legal if isinstance(a, Call))
    decline = next(a for a in spot.legal if isinstance(a, Pass))
    top = spot.top
    if spot.laid_down or top is None or spot.contract is None:
        return [(0.0, decline), (1.0, claim)]
    contract, rules = spot.contract
    if shortfall([*spot.hand, top], contract, rules) < shortfall(spot.hand, contract, rules):
        return [(-1.0, claim), (0.0, decline)]
    return [(0.0, decline), (1.0, claim)]


def _unseen(spot: Spot, known: Sequence[set[int]]) -> tuple[dict[int, int], dict[int, Card]]:
    """Per face, how many of its cards this seat has not seen, and one card of it."""
    seen = {c.id for c in spot.hand} | {c.id for c in spot.pile}
    seen |= {c.id for fit in spot.table for c in fit.cards}
    for seat, cards in enumerate(known):
        if seat != spot.seat:
            seen |= cards
    counts: dict[int, int] = {}
    faces: dict[int, Card] = {}
    for card in spot.deck:
        if card.id not in seen:
            counts[card.face] = counts.get(card.face, 0) + 1
            faces[card.face] = card
    return counts, faces


def _discards(spot: Spot, throws: list[Discard], known: Sequence[set[int]],
              laid: Sequence[MeldFit], danger: bool) -> list[tuple[float, Action]]:
    assert spot.contract is not None
    contract, rules = spot.contract
    counts, faces = _unseen(spot, known)
    total = max(1, sum(counts.values()))
    # ranks others collect matter where they have sets to make
    collected = {spot.deck[c].rank for seat, cards in enumerate(known) if seat != spot.seat
                 for c in cards if not spot.deck[c].is_joker} if contract.sets else set()
    by_face: dict[int, float] = {}
    scored: list[tuple[float, Action]] = []
    for action in throws:
        card = spot.deck[action.card]
        if card.face not in by_face:
            rest = [c for c in spot.hand if c.id != card.id]
            short = shortfall(rest, contract, rules)
            outs = sum(n for face, n in counts.items()
                       if shortfall([*rest, faces[face]], contract, rules) < short)
            by_face[card.face] = 10.0 * short - OUTS_WEIGHT * outs / total
        cost = by_face[card.face] + contracts.PARTNER * contracts.partners(card, spot.hand, spot)
        cost -= spot.rules.value(card) * (DANGER_VALUE if danger else 1 / 20)
        if card.is_joker:
            cost += contracts.KEEP_JOKER
        if card.rank in collected or contracts.fits_table(card, laid, spot.rules):
            cost += FEED
        scored.append((cost, action))
    return scored

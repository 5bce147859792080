"""The bots' judgement in the contract games (Contract Rummy, its classic preset, Carioca):
chosen when the hand has a contract (`Spot.contract`), for every decision those games ask.

Until the contract is met, a hand is measured by how many cards it lacks for it
(`contract_prospect.shortfall`):
- Draw: take the upcard when it brings the hand nearer the contract; take from deep in the
  pile (classic) whenever that lets the contract go down at once, the take leaving the least
  in hand first.
- May I?: ask for the upcard when it brings the hand nearer and leaves it at most `CLAIM_NEAR`
  cards short: near the contract the card is worth the penalty card that comes with it; far
  from it, the extra card only weighs on the hand.
- Play: lay the contract down as soon as the rules allow, the laydown leaving the least in
  hand (the engine offers the least-value laydowns, keeping no card and keeping one).
- Discard: the card whose loss leaves the hand least short, among equals one with few
  partners (cards it could share a meld with) and a high value; never a joker while a
  natural card will do.
Once the contract is down, the hand is shed: every meld and lay-off the rules allow, a joker
claimed where it can be, a claimed joker into the meld that leaves the least in hand (or, in
Carioca, to the end of its escalera that lets more of the hand follow), and the discard of
the costliest card that no meld on the table is near. May I? is declined then: the penalty
card only adds to what must be shed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.actions import Action, Call, Discard, Draw, LayOff, Meld, Pass, Swap
from game.bots.base import Spot
from game.bots.contract_prospect import shortfall
from game.cards import Card
from game.contracts import Contract, ContractRules
from game.decisions import Kind
from game.games.contracts_play import ContractGameRules
from game.melds import MeldFit, extend_meld
from game.rules import HandRules
from game.solver import deadwood_without_each, min_deadwood
from game.solver.contracts import meets
from game.view import PlayerView

CLAIM = Kind.CLAIM.value
CLAIM_NEAR = 2  # May I? only when the card leaves the hand at most this many cards short
KEEP_JOKER = 40.0  # a joker is the card likeliest to complete a contract
PARTNER = 0.6  # per partner a discard has (weighed below one card of shortfall)
NEAR_TABLE = 8.0  # a loose card that a meld on the table is one card away from taking


def applies(spot: Spot) -> bool:
    """The hand has a contract: this module judges every decision of it."""
    return spot.contract is not None


def ranked(spot: Spot) -> list[tuple[float, Action]]:
    """Candidate actions with a cost (lower is better), best first."""
    legal = spot.legal
    if len(legal) == 1:
        return [(0.0, legal[0])]
    if spot.kind == CLAIM:
        return _may_i(spot)
    if all(isinstance(a, Draw) for a in legal):
        return _draws(spot)
    scored = _plays(spot) + _discards(spot)
    scored.sort(key=lambda item: (item[0], order(item[1])))
    return scored


def _terms(spot: Spot) -> tuple[Contract, ContractRules]:
    assert spot.contract is not None, "only asked in a contract game"
    return spot.contract


def _short(spot: Spot, cards: Sequence[Card]) -> int:
    contract, rules = _terms(spot)
    return shortfall(cards, contract, rules)


# -- drawing and May I? -------------------------------------------------------------------------
def _draws(spot: Spot) -> list[tuple[float, Action]]:
    stock = next((a for a in spot.legal if isinstance(a, Draw) and a.source == "stock"), None)
    out: list[tuple[float, Action]] = [] if stock is None else [(0.0, stock)]
    top = spot.top
    for action in spot.legal:
        if not isinstance(action, Draw) or action.source != "discard":
            continue
        if action.depth > 1:
            out.append((_deep_cost(spot, action.depth), action))
        elif top is not None:
            out.append((_take_cost(spot, top), action))
    out.sort(key=lambda item: (item[0], order(item[1])))
    return out


def _take_cost(spot: Spot, top: Card) -> float:
    """What taking the upcard is worth against the stock's 0 (negative: better)."""
    if spot.laid_down:
        # a sure card to shed this turn beats an unknown one
        return -5.0 if fits_table(top, spot.table, spot.rules) else 1.0
    gain = _short(spot, spot.hand) - _short(spot, [*spot.hand, top])
    return -10.0 * gain if gain > 0 else 1.0


def _deep_cost(spot: Spot, depth: int) -> float:
    """A take from deep in the pile, legal only where the contract then goes down at once:
    far better than any other draw, the less it leaves in hand the better."""
    if spot.laid_down:
        return -4.0 + depth  # a card to shed, but the cards above it come too
    contract, rules = _terms(spot)
    laydown = meets([*spot.hand, *spot.pile[-depth:]], contract, rules, 1)
    left = laydown.value if laydown is not None else 100
    return -100.0 + left / 10


def _may_i(spot: Spot) -> list[tuple[float, Action]]:
    claim = next(a for a in spot.legal if isinstance(a, Call))
    decline = next(a for a in spot.legal if isinstance(a, Pass))
    top = spot.top
    if spot.laid_down or top is None:
        return [(0.0, decline), (1.0, claim)]
    now = _short(spot, spot.hand)
    after = _short(spot, [*spot.hand, top])
    if after < now and after <= CLAIM_NEAR:
        return [(-1.0, claim), (0.0, decline)]
    return [(0.0, decline), (1.0, claim)]


# -- plays ------------------------------------------------------------------------------------
def _plays(spot: Spot) -> list[tuple[float, Action]]:
    """Every meld, lay-off and joker claim, ahead of any discard: going out first, then the
    contract, then new melds, joker claims and lay-offs (each sheds cards)."""
    hand = spot.hand
    out: list[tuple[float, Action]] = []
    for action in spot.legal:
        if isinstance(action, Meld):
            used = {c for group in action.melds for c in group}
            rest = [c for c in hand if c.id not in used]
            if not rest:
                out.append((-300.0, action))
            elif not spot.laid_down:
                value = sum(spot.rules.value(c) for c in rest)
                out.append((-200.0 + value / 100 - (50.0 if len(rest) == 1 else 0.0), action))
            else:
                out.append((-100.0 + min_deadwood(rest, spot.rules) / 100, action))
        elif isinstance(action, Swap):
            out.append((-90.0, action))
        elif isinstance(action, LayOff):
            card = spot.deck[action.card]
            if len(hand) == 1:
                out.append((-300.0, action))
            elif card.is_joker and action.target < len(spot.table) and \
                    spot.table[action.target].kind == "run":
                out.append((-80.0 - _followers(spot, action) - 0.01 * action.below, action))
            else:
                out.append((-80.0 - spot.rules.value(card) / 100, action))
    return out


def _followers(spot: Spot, layoff: LayOff) -> float:
    """How many cards of the hand the run takes after this joker goes on it (a claimed
    joker's end in Carioca, or any joker laid off on a run): each one is shed later."""
    card = spot.deck[layoff.card]
    grown = extend_meld(spot.table[layoff.target], card, spot.rules, layoff.below)
    if grown is None:
        return 0.0
    count = 0
    rest = [c for c in spot.hand if c.id != card.id]
    changed = True
    while changed:
        changed = False
        for other in rest:
            longer = extend_meld(grown, other, spot.rules)
            if longer is not None and not other.is_joker:
                grown, changed = longer, True
                rest = [c for c in rest if c.id != other.id]
                count += 1
                break
    return float(count)


# -- discards ---------------------------------------------------------------------------------
def _discards(spot: Spot) -> list[tuple[float, Action]]:
    choices = [a for a in spot.legal if isinstance(a, Discard)]
    if not choices:
        return []
    if spot.laid_down:
        return _shedding_discards(spot, choices)
    hand, rules, deck = spot.hand, spot.rules, spot.deck
    by_face: dict[int, int] = {}
    scored: list[tuple[float, Action]] = []
    for action in choices:
        card = deck[action.card]
        if card.face not in by_face:
            by_face[card.face] = _short(spot, [c for c in hand if c.id != card.id])
        cost = 10.0 * by_face[card.face] + PARTNER * partners(card, hand, spot) \
            - rules.value(card) / 20
        if card.is_joker:
            cost += KEEP_JOKER
        scored.append((cost, action))
    return scored


def partners(card: Card, hand: Sequence[Card], spot: Spot) -> int:
    """Cards of the hand that could share a meld with `card` (jokers always could)."""
    if card.is_joker:
        return len(hand) - 1
    reach = spot.rules.meld.run_min - 1
    count = 0
    for other in hand:
        if other.id == card.id:
            continue
        same_rank = other.is_joker or other.rank == card.rank
        if same_rank or (other.suit == card.suit and _gap(card.rank, other.rank) <= reach):
            count += 1
    return count


def _gap(a: int, b: int) -> int:
    gap = abs(a - b)
    return min(gap, 14 - gap) if 1 in (a, b) else gap  # an ace is next to the king too


def _shedding_discards(spot: Spot, choices: list[Discard]) -> list[tuple[float, Action]]:
    """Once the contract is down: throw the costliest card, keeping those a meld on the table
    is near (one more card would let them on) and, where new melds are allowed, those of the
    hand's best melds."""
    hand, rules, deck = spot.hand, spot.rules, spot.deck
    game = spot.game_rules
    later = isinstance(game, ContractGameRules) and game.later_melds
    after = deadwood_without_each(hand, rules, [deck[a.card] for a in choices]) if later else {}
    scored: list[tuple[float, Action]] = []
    for action in choices:
        card = deck[action.card]
        cost = float(after[action.card]) if later else -float(rules.value(card))
        if _near_table(card, spot.table, rules):
            cost += NEAR_TABLE
        if card.is_joker:
            cost += KEEP_JOKER
        scored.append((cost, action))
    return scored


def fits_table(card: Card, table: Sequence[MeldFit], rules: HandRules) -> bool:
    return any(extend_meld(fit, card, rules) is not None for fit in table)


def _near_table(card: Card, table: Sequence[MeldFit], rules: HandRules) -> bool:
    """A meld on the table takes the card once one more card joins it: a run of its suit
    ending two places from it."""
    if card.is_joker:
        return True
    for fit in table:
        first, suit = fit.stands[0]
        if fit.kind != "run" or suit != card.suit or first is None:
            continue
        low = rules.meld.run_positions(first)[0]
        high = low + len(fit.cards) - 1
        if any(p in (low - 2, high + 2) for p in rules.meld.run_positions(card.rank)):
            return True
    return False


def order(action: Action) -> tuple[int, ...]:
    """A fixed tie-break so equal choices never depend on the legal list's order."""
    card = getattr(action, "card", -1)
    depth = getattr(action, "depth", 0)
    below = 1 if getattr(action, "below", False) else 0
    return (card if isinstance(card, int) else -1, getattr(action, "target", -1), depth,
            below)


# -- the easy bot ------------------------------------------------------------------------------
def easy_choice(view: PlayerView, rng: random.Random, careless: float) -> Action:
    """A beginner's habits: lay the contract down when the rules offer it, then every meld
    and lay-off; take the upcard (or ask May I? for it) when it pairs a card held, as if every
    contract were sets; throw the highest card without a partner of its rank, never a joker;
    a move now and then made carelessly."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    hand = list(view.hand)
    top = view.discard[-1] if view.discard else None
    claim = next((a for a in legal if isinstance(a, Call)), None)
    if claim is not None:
        decline = next(a for a in legal if isinstance(a, Pass))
        if rng.random() < careless:
            return rng.choice((claim, decline))
        laid = any(m.owner == view.seat for m in view.table)
        return claim if top is not None and not laid and _pairs(top, hand) >= 2 else decline
    if all(isinstance(a, Draw) for a in legal):
        take = Draw(view.seat, "discard")
        stock = next((a for a in legal if isinstance(a, Draw) and a.source == "stock"), take)
        if take in legal and top is not None and rng.random() > careless and \
                (top.is_joker or _pairs(top, hand) >= 1):
            return take
        return stock if stock in legal else legal[0]
    plays = [a for a in legal if isinstance(a, Meld | LayOff)]
    if plays:
        return plays[0]
    throws = [a for a in legal if isinstance(a, Discard)]
    if not throws:
        return rng.choice(legal)
    deck = view.deck
    naturals = [a for a in throws if not deck[a.card].is_joker] or throws
    if rng.random() < careless:
        return rng.choice(naturals)
    rules = view.hand_rules
    loose = [a for a in naturals if _pairs(deck[a.card], hand) <= 1] or naturals
    return max(loose, key=lambda a: (rules.value(deck[a.card]), -a.card))


def _pairs(card: Card, hand: Sequence[Card]) -> int:
    """Cards of the hand of the card's rank (itself included if held)."""
    return sum(1 for c in hand if c.rank == card.rank and not c.is_joker)

"""The normal bot: the exact meld solver on every decision, and memory of what others took.

- Draw: take the discard only when it lands in a meld of the best hand and lowers the deadwood.
- Discard: the card whose loss leaves the least deadwood; among near ties, keep cards with
  partners (pairs, near runs) and avoid feeding the next player what it has been collecting.
  Keep wilds, the cards likeliest to make a meld, unless every other card costs far more
  (not at the hand's last discard, where only deadwood counts).
  After taking from the pile, never a discard that gives back what the take gained.
- Go out, knock or call "Pay me!" as soon as the rules allow; gin whenever possible.
- Lay off every card whose removal lowers the deadwood (a wild that may go on either end of
  a run where more of the hand can follow it); in Rummy meld whatever the best arrangement
  melds, and go out or go rummy when a play empties the hand.
- Tong-Its (where the rules let a player call Draw) has its own judgement: game.bots.tong_its.
"""

from __future__ import annotations

from typing import ClassVar

from mypy_extensions import mypyc_attr

from game.actions import Action, Call, Discard, Done, Draw, GoOut, Knock, LayOff, Meld, Pass
from game.bots import boxes, contracts, tong_its
from game.bots.base import SeededBot, Spot
from game.bots.hand import partner_counter, related, take_helps, without
from game.bots.showdown_discard import after_layoffs
from game.decisions import Kind
from game.determinise import CardMemory, known_cards
from game.melds import extend_meld
from game.solver import deadwood_without_each, min_deadwood
from game.view import PlayerView

NEAR = 3  # discards within this much deadwood of the best are weighed on partners and danger
# Where the rules let a player throw back the card just taken, doing so only wastes the turn;
# two bots that took and threw back the same card in turn never ended the hand.
THROW_BACK = 100.0
UNDO = 50.0  # added to a discard that would leave no less deadwood than before a take
# A wild counts high (15 in Pay Me), so throwing one often leaves the least deadwood; but it is
# the card most likely to make a meld, and the next player may take it. Kept, it won 3.6 points
# a hand (± 0.5, 400 duplicate deal-seats) in Pay Me's first hand, the one where it mattered.
KEEP_WILD = 20.0
CLAIM = Kind.CLAIM.value  # (a plain string: an enum member is slow to look up, and this is hot)


def ranked(spot: Spot) -> list[tuple[float, Action]]:
    """Candidate actions with a cost (lower is better), best first."""
    legal = spot.legal
    if spot.sight is not None and spot.sight.rules.draw_call:
        return tong_its.ranked(spot)
    if len(legal) == 1:
        return [(0.0, legal[0])]
    if contracts.applies(spot):  # a hand with a contract: its own judgement throughout
        return contracts.ranked(spot)
    kinds = {type(a) for a in legal}
    if kinds <= {Draw, Pass}:
        return _draws(spot)
    if spot.kind == CLAIM:
        return _claims(spot)
    if not kinds & {Discard, GoOut, Knock, Done, Meld, LayOff}:
        # a decision of a game whose own strategy is not here: its choices as listed
        return [(float(i), a) for i, a in enumerate(legal)]
    if GoOut in kinds:
        return [(-100.0, next(a for a in legal if isinstance(a, GoOut)))] + _discards(spot)
    if Knock in kinds:
        return _knocks(spot, [a for a in legal if isinstance(a, Knock)]) + _discards(spot)
    if Done in kinds:  # laying off at a showdown, or against a knock
        return _layoffs(spot)
    if kinds & {Meld, LayOff}:  # Rummy's play phase
        return _plays(spot) + _discards(spot)
    return _discards(spot)


def _draws(spot: Spot) -> list[tuple[float, Action]]:
    take = other = None
    for action in spot.legal:
        if isinstance(action, Draw) and action.source == "discard":
            take = action
        elif other is None:
            other = action
    assert other is not None, "a draw decision always offers the stock or a pass"
    if take is None or spot.top is None:
        return [(0.0, other)]
    helps, after = take_helps(spot.hand, spot.top, spot.rules)
    now = min_deadwood(spot.hand, spot.rules)
    gain = float(now - after)
    if helps:
        return [(-gain, take), (0.0, other)]
    return [(0.0, other), (-gain + 1.0, take)]


def _claims(spot: Spot) -> list[tuple[float, Action]]:
    """A poll offering the discard pile's top card: claim it when it lands in a meld of the
    best hand and lowers the deadwood, as a draw would take it."""
    claim = next((a for a in spot.legal if isinstance(a, Call)), None)
    decline = next((a for a in spot.legal if isinstance(a, Pass)), None)
    assert claim is not None and decline is not None, "a claim poll offers a call and a pass"
    if spot.top is None:
        return [(0.0, decline), (1.0, claim)]
    helps, after = take_helps(spot.hand, spot.top, spot.rules)
    gain = float(min_deadwood(spot.hand, spot.rules) - after)
    return [(-gain, claim), (0.0, decline)] if helps else [(0.0, decline), (1.0 - gain, claim)]


def _discards(spot: Spot) -> list[tuple[float, Action]]:
    choices = [a for a in spot.legal if isinstance(a, Discard)]
    if not choices:
        return []
    deck, hand, rules = spot.deck, spot.hand, spot.rules
    after = deadwood_without_each(hand, rules, [deck[a.card] for a in choices])
    best = min(after.values())
    final = spot.kind == "final-discard"  # the hand ends after this turn: deadwood only
    wanted = [deck[c] for c in spot.wanted]
    partners = partner_counter(hand, rules)
    # After a take, a discard that leaves as much deadwood as before it undoes the take's
    # gain: two bots once swapped wilds through the pile for ever, each taking one and
    # throwing another that partners and danger made look cheaper. Such discards cost UNDO
    # more, which puts them behind the best discard (partners and danger add far less).
    undo = None
    if spot.taken is not None:
        before = min_deadwood([c for c in hand if c.id != spot.taken], rules)
        undo = before if best < before else None
    scored: list[tuple[float, int, Action]] = []
    for action in choices:
        left = after[action.card]
        cost = float(left)
        if not final and left <= best + NEAR:
            card = deck[action.card]
            cost += 1.5 * partners(card)
            if wanted:
                cost += 3.0 * sum(1 for w in wanted if related(card, w, rules))
        if not final and rules.is_wild(deck[action.card]):
            cost += KEEP_WILD
        if undo is not None and left >= undo:
            cost += UNDO
        if action.card == spot.taken:
            cost += THROW_BACK
        scored.append((cost, action.card, action))
    scored.sort(key=_cost_then_card)
    return [(cost, action) for cost, _, action in scored]


def _cost_then_card(item: tuple[float, int, Action]) -> tuple[float, int]:
    """Equal costs are broken by card id, so the choice never depends on the legal order."""
    return item[0], item[1]


def _knocks(spot: Spot, knocks: list[Knock]) -> list[tuple[float, Action]]:
    deck = spot.deck
    after = deadwood_without_each(spot.hand, spot.rules, [deck[k.discard] for k in knocks])
    scored: list[tuple[float, Action]] = [(after[k.discard] - 100.0, k) for k in knocks]
    scored.sort(key=lambda item: (item[0], _order(item[1])))
    return scored


def _layoffs(spot: Spot) -> list[tuple[float, Action]]:
    now = min_deadwood(spot.hand, spot.rules)
    done = next(a for a in spot.legal if isinstance(a, Done))
    scored: list[tuple[float, Action]] = [(0.0, done)]
    layoffs = [a for a in spot.legal if isinstance(a, LayOff)]
    left = deadwood_without_each(spot.hand, spot.rules, [spot.deck[a.card] for a in layoffs])
    useful = [a for a in layoffs if left[a.card] < now]
    if any(a.below for a in useful):  # where a wild goes decides what may follow it
        scored += [(float(_after_laying(spot, a) - now), a) for a in useful]
    else:
        scored += [(float(left[a.card] - now), a) for a in useful]
    scored.sort(key=lambda item: (item[0], _order(item[1])))
    return scored


def _after_laying(spot: Spot, layoff: LayOff) -> int:
    """The deadwood left once this card is laid off and then every card that lowers it."""
    card = spot.deck[layoff.card]
    fits = list(spot.table)
    grown = extend_meld(fits[layoff.target], card, spot.rules, layoff.below)
    assert grown is not None, "a legal lay-off fits"
    fits[layoff.target] = grown
    return after_layoffs([c for c in spot.hand if c.id != card.id], fits, spot.rules)


def _plays(spot: Spot) -> list[tuple[float, Action]]:
    """Rummy's play phase: melds and lay-offs that keep the best arrangement."""
    hand, rules, deck = spot.hand, spot.rules, spot.deck
    now = min_deadwood(hand, rules)
    scored: list[tuple[float, Action]] = []
    for action in spot.legal:
        if isinstance(action, Meld):
            used = [deck[c] for m in action.melds for c in m]
            left = len(hand) - len(used)
            if left <= 1:  # going out (or rummy) this turn
                scored.append((-200.0 + left, action))
            elif min_deadwood(without(hand, *used), rules) <= now:
                scored.append((-50.0 - len(used), action))
        elif isinstance(action, LayOff):
            card = deck[action.card]
            if len(hand) == 1 or min_deadwood(without(hand, card), rules) <= now:
                scored.append((-40.0 - rules.value(card) / 100, action))
    scored.sort(key=lambda item: (item[0], _order(item[1])))
    return scored


def _order(action: Action) -> tuple[int, ...]:
    """A fixed tie-break so equal choices never depend on set or dict order."""
    card = getattr(action, "card", getattr(action, "discard", -1))
    return (card if isinstance(card, int) else -1, getattr(action, "target", -1))


def wanted_by_next(view: PlayerView, known: list[set[int]] | None = None) -> frozenset[int]:
    """Cards the next seat took from the discard pile and still holds."""
    known = known_cards(view) if known is None else known
    return frozenset(known[(view.seat + 1) % len(view.names)])


@mypyc_attr(allow_interpreted_subclasses=True)  # see SeededBot
class NormalBot(SeededBot):
    level: ClassVar[str] = "normal"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.memory = CardMemory()

    def choose(self, view: PlayerView) -> Action:
        if boxes.applies(view):  # a score sheet's pick, or a thief's steal
            return boxes.normal_choice(view)
        spot = Spot.of_view(view, wanted_by_next(view, self.memory.update(view)))
        return ranked(spot)[0][1]

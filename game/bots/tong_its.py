"""Tong-Its judgement for the bots, chosen where the rules let a player call Draw.

Normal (`ranked`, which the hard bot's search also follows):
- Tong-its first: when every card of the hand can be laid away this turn (melds, lay-offs,
  and at most one card left to throw), play towards it, a four face down for its bonus.
- Open at once, as cheaply as it can be done: a four of a kind face down (nothing shown, the
  bonus kept), or else one meld of the best arrangement, the one others could lay off on
  least. An unopened player pays one more to any winner, may not challenge, and may not call
  Draw, and an opponent facing only unopened players calls Draw and wins for sure. Every
  other meld stays concealed: it counts the same when the hand is compared, shows nothing of
  the hand, and nobody can lay off on it.
- Lay off whatever lowers the deadwood on others' melds (which also stops their owner
  calling Draw next turn); on its own melds only while its count is too high to call Draw,
  since laying off there forbids calling on the next turn.
- Take the discard into a meld when that leaves less deadwood than the hand has now, or as
  much while it has not opened (taking opens); otherwise draw from the stock.
- Call Draw when no opponent has opened (nobody can challenge: a sure win), or when its
  deadwood is at least CALL_MARGIN under what each opened opponent likely holds with as
  many cards as it has (LIKELY); never when the hand is already all melds (drawing then goes
  tong-its, worth three).
- Challenge a Draw when someone already did (the hand is worth three to its winner, folding
  or not), or when its deadwood is no more than what the caller likely holds: a win brings
  three from each, a loss costs three against one for folding, so a challenge pays from
  about one chance in four, and ties go to the challenger.
  (Both were tuned on duplicate deals, each against the other: calling more readily gained
  up to 2.5 chips a hand against a bot that challenged only on 6 or less, and challenging
  as above then gained 1.0 against the readier callers.)
- Discard the card whose loss leaves the least deadwood; among near ties keep cards with
  partners and avoid one the next player could take into a meld from the cards unseen.

Easy (`easy_choice`): a beginner who lays down every meld it finds (a four face down half the
time), lays off anything that fits, takes any discard it can meld, throws its highest loose
card, calls Draw and challenges on a count of ten or less, and is careless one time in four.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from game.actions import Action, Call, Choose, Discard, Draw, LayOff, Meld
from game.bots.base import Sight, Spot
from game.bots.hand import partner_counter, without
from game.bots.showdown_discard import after_layoffs
from game.cards import Card
from game.decisions import Kind
from game.games.tong_its import CHALLENGE, DRAW, FOLD, TongItsState
from game.melds import MeldFit, extend_meld, fit_meld
from game.rules import HandRules
from game.solver import best_arrangement, deadwood_without_each, min_deadwood
from game.view import PlayerView

FINISH = -1000.0  # the cost of a step towards tong-its this turn: nothing is better
NEAR = 3  # discards within this much deadwood of the best are weighed on partners and danger
DANGER = 3.0  # per expected meld the next player could make with a discard
CALL_MARGIN = 5  # a Draw is called this much under what each opened opponent likely holds
CHALLENGE_MARGIN = 0  # a Draw is challenged on up to this much over what the caller likely has
# What a player with this many cards likely counts in deadwood: the median of normal bots'
# hands at the start of each turn, over 30 matches (the count includes concealed melds).
LIKELY = (0, 2, 5, 10, 12, 17, 22, 29, 33, 43, 56, 62, 69, 69)


# The hard bot searches only the plays after the draw. On duplicate deals (hands 1 and 6, 60
# deals, three seats each, think 0.5) searching them gained +0.81 ± 0.34 chips a hand over
# normal; searching the start of a turn as well gained nothing more (-0.00 ± 0.32), and
# searching the answer to a Draw call lost (-0.21 ± 0.04): a guess of the caller's hand knows
# nothing of the call. It searches on its whole budget, though a step here costs about twice
# one of Gin: on 2,007 fresh deal-seats, on half of it (as before 2026-12-02) it gained
# +0.15 ± 0.13 chips a hand over normal, on the whole +0.44 ± 0.13 (twice the whole: +0.38),
# and a decision still takes 0.14 s, p99 0.2 s (docs/bots.md).


def searched(spot: Spot) -> bool:
    """Whether the hard bot searches this decision (see above)."""
    return spot.kind == Kind.PLAY


def ranked(spot: Spot) -> list[tuple[float, Action]]:
    """Candidate actions with a cost (lower is better), best first."""
    sight = spot.sight
    assert sight is not None, "Tong-Its judgement reads the whole table"
    if len(spot.legal) == 1:
        return [(0.0, spot.legal[0])]
    if spot.kind == Kind.RESPOND:
        return _answer(spot, sight)
    if spot.kind == Kind.DRAW:
        return _start(spot, sight)
    return _play(spot, sight)


def _opened(sight: Sight, seat: int) -> bool:
    return seat in sight.owners


def _face_up(sight: Sight) -> list[MeldFit]:
    return [f for f, down in zip(sight.fits, sight.face_down, strict=True)
            if f is not None and not down]


def likely_deadwood(cards: int) -> int:
    return LIKELY[min(cards, len(LIKELY) - 1)]


def finish_discard(hand: Sequence[Card], fits: Sequence[MeldFit], rules: HandRules
                   ) -> Card | bool:
    """Whether the hand can be laid away this turn: True with no card left to throw, the card
    to throw last, or False."""
    now = min_deadwood(hand, rules)
    if now == 0:
        return True
    # Laying off only removes cards that could join a meld on the table: without all of them
    # the hand counts no more than it can after lay-offs (a card thrown takes at most 10).
    joining = _could_join(hand, fits)
    if not joining or min_deadwood(without(hand, *joining), rules) > 10:
        return False
    left = after_layoffs(hand, fits, rules)
    if left == 0:
        return True
    if left > 10:
        return False
    for card in hand:
        if rules.value(card) >= left and after_layoffs(without(hand, card), fits, rules) == 0:
            return card
    return False


def _could_join(hand: Sequence[Card], fits: Sequence[MeldFit]) -> list[Card]:
    """The cards of the hand that could go on the melds face up, one after another: a set's
    missing ranks, and a run's suit outwards from its ends (one deck, no wilds)."""
    sets = {f.cards[0].rank for f in fits if f.kind == "set"}
    ends: dict[int, list[tuple[int, int]]] = {}
    for f in fits:
        if f.kind == "run":
            ranks = [c.rank for c in f.cards]
            ends.setdefault(f.cards[0].suit, []).append((min(ranks), max(ranks)))
    out = [c for c in hand if c.rank in sets]
    by_suit: dict[int, set[int]] = {}
    for c in hand:
        by_suit.setdefault(c.suit, set()).add(c.rank)
    for suit, spans in ends.items():
        held = by_suit.get(suit, set())
        reach: set[int] = set()
        for low, high in spans:
            r = low - 1
            while r in held:
                reach.add(r)
                r -= 1
            r = high + 1
            while r in held:
                reach.add(r)
                r += 1
        out += [c for c in hand if c.suit == suit and c.rank in reach and c not in out]
    return out


# -- the start of a turn ------------------------------------------------------------------------
def _start(spot: Spot, sight: Sight) -> list[tuple[float, Action]]:
    hand, rules, seat = spot.hand, spot.rules, spot.seat
    fits = _face_up(sight)
    now = min_deadwood(hand, rules)
    scored: list[tuple[float, Action]] = []
    call = Call(seat, DRAW)
    if call in spot.legal:
        if after_layoffs(hand, fits, rules) == 0:
            scored.append((5.0, call))  # the draw goes tong-its whatever it brings
        elif should_call(sight, seat, now):
            scored.append((-100.0, call))
        else:
            scored.append((5.0, call))
    opened = _opened(sight, seat)
    for action in spot.legal:
        if not isinstance(action, Meld):
            continue
        group = action.melds[0]
        rest = [c for c in hand if c.id not in group]
        fit = fit_meld([spot.deck[c] for c in group], rules)
        assert fit is not None, "a take offered is a meld"
        if finish_discard(rest, [*fits, fit], rules) is not False:
            scored.append((FINISH, action))
            continue
        after = min(deadwood_without_each(rest, rules, rest).values()) if rest else 0
        gain = now - after
        if gain > 0 or (gain == 0 and not opened):
            scored.append((-10.0 - gain - (5.0 if not opened else 0.0), action))
        else:
            scored.append((1.0 - gain, action))
    scored.append((0.0, Draw(seat, "stock")))
    scored.sort(key=lambda item: (item[0], _order(item[1])))
    return scored


def should_call(sight: Sight, seat: int, deadwood: int) -> bool:
    """Call Draw: nobody can challenge, or the count is low and well under what each opened
    opponent likely holds."""
    others = [s for s in range(len(sight.counts)) if s != seat and _opened(sight, s)]
    if not others:
        return True
    return all(deadwood + CALL_MARGIN <= likely_deadwood(sight.counts[s]) for s in others)


def _answer(spot: Spot, sight: Sight) -> list[tuple[float, Action]]:
    fold, challenge = Call(spot.seat, FOLD), Call(spot.seat, CHALLENGE)
    if challenge not in spot.legal:
        return [(0.0, fold)]
    state = cast(TongItsState, sight.public)
    mine = min_deadwood(spot.hand, spot.rules)
    if state.challengers or should_challenge(sight, state, mine):
        return [(-1.0, challenge), (0.0, fold)]
    return [(0.0, fold), (1.0, challenge)]


def should_challenge(sight: Sight, state: TongItsState, deadwood: int) -> bool:
    """Low enough to beat or tie what a caller with that many cards likely holds."""
    caller = state.caller
    cards = sight.counts[caller] if caller is not None else 12
    return deadwood <= likely_deadwood(cards) + CHALLENGE_MARGIN


# -- melding, laying off and discarding ---------------------------------------------------------
def _play(spot: Spot, sight: Sight) -> list[tuple[float, Action]]:
    hand, rules, seat, deck = spot.hand, spot.rules, spot.seat, spot.deck
    fits = _face_up(sight)
    finish = _finishing(spot, sight, fits)
    if finish is not None:
        return [(FINISH, finish)] + _discards(spot, sight)
    now = min_deadwood(hand, rules)
    scored: list[tuple[float, Action]] = []
    opened = _opened(sight, seat)
    unseen = _unseen(spot, sight)
    fours = [a for a in spot.legal if isinstance(a, Choose)
             and min_deadwood(without(hand, *[deck[c] for c in a.cards]), rules) == now]
    scored += [(-60.0, a) for a in fours]
    if not opened and not fours:
        for action in spot.legal:
            if isinstance(action, Meld):
                group = [deck[c] for c in action.melds[0]]
                if min_deadwood(without(hand, *group), rules) == now:
                    scored.append((-50.0 + _exposure(group, unseen, rules), action))
    best_after = min(deadwood_without_each(hand, rules, hand).values())
    for action in spot.legal:
        if not isinstance(action, LayOff):
            continue
        card = deck[action.card]
        after = min_deadwood(without(hand, card), rules)
        if after >= now:
            continue
        own = sight.owners[action.target] == seat
        if own and should_call(sight, seat, best_after):  # keep the right to call next turn
            continue
        scored.append(((-30.0 if own else -40.0) - (now - after) / 100, action))
    scored.sort(key=lambda item: (item[0], _order(item[1])))
    return scored + _discards(spot, sight, unseen)


def _finishing(spot: Spot, sight: Sight, fits: list[MeldFit]) -> Action | None:
    """The next step towards tong-its this turn, if the whole hand can be laid away."""
    hand, rules, deck = spot.hand, spot.rules, spot.deck
    last = finish_discard(hand, fits, rules)
    if last is False:
        return None
    if len(hand) == 1 and isinstance(last, Card):
        return Discard(spot.seat, last.id)
    steps: list[tuple[int, Action]] = []
    for action in spot.legal:
        if isinstance(action, LayOff):
            target = sight.fits[action.target]
            assert target is not None, "a lay-off is offered on melds face up"
            grown = extend_meld(target, deck[action.card], rules, action.below)
            if grown is None:
                continue
            rest = without(hand, deck[action.card])
            table = [grown if f is target else f for f in fits]
            if _still_finishes(rest, table, rules):
                steps.append((0, action))
        elif isinstance(action, Choose | Meld):
            ids = action.cards if isinstance(action, Choose) else action.melds[0]
            group = [deck[c] for c in ids]
            rest = without(hand, *group)
            table = fits if isinstance(action, Choose) else [*fits, *_fit(group, rules)]
            if _still_finishes(rest, table, rules):
                steps.append((1 if isinstance(action, Choose) else 2, action))
    if not steps:
        return None
    steps.sort(key=lambda item: (item[0], _order(item[1])))
    return steps[0][1]


def _still_finishes(rest: list[Card], fits: list[MeldFit], rules: HandRules) -> bool:
    return not rest or finish_discard(rest, fits, rules) is not False


def _fit(group: list[Card], rules: HandRules) -> list[MeldFit]:
    fit = fit_meld(group, rules)
    return [] if fit is None else [fit]


def _unseen(spot: Spot, sight: Sight) -> list[Card]:
    """Cards this seat has not seen: in other hands, the stock or face down."""
    seen = 0
    for c in spot.hand:
        seen |= c.bit
    for c in sight.pile:
        seen |= c.bit
    for f in sight.fits:
        if f is not None:
            for c in f.cards:
                seen |= c.bit
    return [c for c in spot.deck if not c.bit & seen]  # one deck: a bit per card


def _exposure(group: list[Card], unseen: list[Card], rules: HandRules) -> float:
    """How many unseen cards could be laid off on this meld once it is face up."""
    fit = fit_meld(group, rules)
    if fit is None:
        return 0.0
    return float(sum(1 for c in unseen if extend_meld(fit, c, rules) is not None))


def _discards(spot: Spot, sight: Sight, unseen: list[Card] | None = None
              ) -> list[tuple[float, Action]]:
    choices = [a for a in spot.legal if isinstance(a, Discard)]
    if not choices:
        return []
    hand, rules, deck = spot.hand, spot.rules, spot.deck
    after = deadwood_without_each(hand, rules, [deck[a.card] for a in choices])
    best = min(after.values())
    partners = partner_counter(hand, rules)
    if unseen is None:
        unseen = _unseen(spot, sight)
    by_rank: dict[int, int] = {}
    faces: set[tuple[int, int]] = set()
    for c in unseen:
        by_rank[c.rank] = by_rank.get(c.rank, 0) + 1
        faces.add((c.rank, c.suit))
    nxt = (spot.seat + 1) % len(sight.counts)
    share = sight.counts[nxt] / max(len(unseen), 1)  # chance the next player holds a card
    scored: list[tuple[float, int, Action]] = []
    for action in choices:
        left = after[action.card]
        cost = float(left)
        if left <= best + NEAR:
            card = deck[action.card]
            cost += 1.5 * partners(card)
            cost += DANGER * _meld_chances(card, by_rank, faces) * share * share
        scored.append((cost, action.card, action))
    scored.sort(key=lambda item: (item[0], item[1]))
    return [(cost, action) for cost, _, action in scored]


def _meld_chances(card: Card, by_rank: dict[int, int], faces: set[tuple[int, int]]) -> float:
    """How many pairs of unseen cards (`by_rank`: unseen per rank; `faces`: (rank, suit) of
    each) would make a meld with this card: what the next player may hold to take it."""
    same = by_rank.get(card.rank, 0)
    r, suit = card.rank, card.suit
    runs = sum(1 for a, b in ((r - 2, r - 1), (r - 1, r + 1), (r + 1, r + 2))
               if (a, suit) in faces and (b, suit) in faces)
    return same * (same - 1) / 2 + runs


def _order(action: Action) -> tuple[int, ...]:
    """A fixed tie-break, so equal choices never depend on the legal order."""
    if isinstance(action, Meld):
        return (min(action.melds[0]), len(action.melds[0]))
    if isinstance(action, Choose):
        return (min(action.cards), 0)
    card = getattr(action, "card", -1)
    return (card if isinstance(card, int) else -1, getattr(action, "target", -1))


# -- easy -------------------------------------------------------------------------------------
CARELESS = 0.25
EASY_LIMIT = 10  # easy calls and challenges on this much deadwood or less


def easy_choice(view: PlayerView, rng: random.Random) -> Action:
    """A beginner's move: see the module's text."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    kind = next((d.kind for d in view.pending if d.seat == view.seat), "")
    rules = view.hand_rules
    careless = rng.random() < CARELESS
    if kind == Kind.RESPOND:
        low = min_deadwood(view.hand, rules) <= EASY_LIMIT
        challenge = Call(view.seat, CHALLENGE)
        if challenge in legal and (low != careless):
            return challenge
        return Call(view.seat, FOLD)
    if kind == Kind.DRAW:
        call = Call(view.seat, DRAW)
        if call in legal and min_deadwood(view.hand, rules) <= EASY_LIMIT and not careless:
            return call
        takes = [a for a in legal if isinstance(a, Meld)]
        if takes and not careless:
            return max(takes, key=lambda a: (len(a.melds[0]), -min(a.melds[0])))
        return Draw(view.seat, "stock")
    fours = [a for a in legal if isinstance(a, Choose)]
    if fours and rng.random() < 0.5:
        return fours[0]
    melds = [a for a in legal if isinstance(a, Meld)]
    if melds:
        return max(melds, key=lambda a: (len(a.melds[0]), -min(a.melds[0])))
    layoffs = [a for a in legal if isinstance(a, LayOff)]
    if layoffs and not careless:
        return layoffs[0]
    discards = [a for a in legal if isinstance(a, Discard)]
    loose = [c for c in best_arrangement(view.hand, rules).deadwood_cards]
    if not loose or careless:
        return rng.choice(discards)
    highest = max(rules.value(c) for c in loose)
    pick = rng.choice([c for c in loose if rules.value(c) == highest])
    return Discard(view.seat, pick.id)

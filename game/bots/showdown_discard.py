"""The last discard before a showdown with lay-offs (Pay Me): count what will still be laid off.

After a "Pay me!", every other player draws once and discards, then lays loose cards off on
the caller's melds; only what is left counts. The normal bot's final discard counts the
deadwood in the hand, so it throws a wild (15 points) that would have gone onto the caller's
melds for nothing. Here each discard is judged by the deadwood left after laying off what fits.
With the caller's melds face up (a house rule) this finds a better final discard than normal's
in 16 % of two-player Pay Me hands between normal bots, worth 7 points each (1.2 a hand).
By default they stay face down until the final turns are over, so only their number is known;
a wild fits nearly any meld (the wild limits aside), so a loose wild is counted as laid off on
them and kept, where normal throws it (hard gains +0.03 ± 0.01 points a hand by it,
docs/hard-bot.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.actions import Action, Discard
from game.cards import Card
from game.melds import MeldFit, extend_meld
from game.rules import HandRules
from game.solver import min_deadwood
from game.view import PlayerView


def applies(view: PlayerView) -> bool:
    decision = view.decision
    return (decision is not None and decision.kind == "final-discard"
            and bool(getattr(view.public, "showdown_layoff", False))
            and bool(view.table))  # the caller's melds, face up or down


def rerank(view: PlayerView, scored: list[tuple[float, Action]]) -> list[tuple[float, Action]]:
    """The discards ordered by the deadwood left after laying off on the table's melds (the
    normal ranking breaks ties)."""
    fits = [m.fit for m in view.table if m.fit is not None]
    hidden = any(m.fit is None for m in view.table)
    hand, rules = list(view.hand), view.hand_rules
    order = {id(action): i for i, (_, action) in enumerate(scored)}
    out = []
    for cost, action in scored:
        if isinstance(action, Discard):
            rest = [c for c in hand if c.id != action.card]
            cost = float(after_showdown(rest, fits, hidden, rules))
        out.append((cost, action))
    out.sort(key=lambda item: (item[0], order[id(item[1])]))
    return out


def after_showdown(cards: Sequence[Card], melds: Sequence[MeldFit], hidden: bool,
                   rules: HandRules) -> int:
    """`after_layoffs`, and where melds lie face down (`hidden`), the least of it once some of
    the hand's wilds have gone onto them: whatever those melds are, a wild nearly always fits."""
    best = after_layoffs(cards, melds, rules)
    wilds = [c for c in cards if rules.is_wild(c)] if hidden else []
    for count in range(1, len(wilds) + 1):
        gone = {c.id for c in wilds[:count]}
        best = min(best, after_layoffs([c for c in cards if c.id not in gone], melds, rules))
    return best


def after_layoffs(cards: Sequence[Card], melds: Sequence[MeldFit], rules: HandRules) -> int:
    """The least deadwood left once every card whose lay-off lowers it is laid off, one at a
    time, each meld growing as cards go on it (as the bots lay off at the showdown)."""
    rest, fits = list(cards), list(melds)
    now = min_deadwood(rest, rules)
    laid = True
    while laid and now:
        laid = False
        for card in rest:
            for i, fit in enumerate(fits):
                grown = extend_meld(fit, card, rules)
                if grown is None:
                    continue
                left = [c for c in rest if c.id != card.id]
                after = min_deadwood(left, rules)
                if after < now:
                    rest, fits[i], now, laid = left, grown, after, True
                    break
            if laid:
                break
    return now

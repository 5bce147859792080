"""The Hint: the hand's best melds, and the move to make now in words.

The move is `game.bots.advice`'s (what the player's own view shows, nothing hidden). Besides
the words, a hint points at the cards the move needs: the card to throw is outlined (and the
keyboard focus put on it, so X, Go out or Knock plays it), a meld's or lay-off's cards are
selected, so one press of M or L makes it, and the pile to draw from is outlined.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.actions import Action, Call, Discard, Done, Draw, GoOut, Knock, LayOff, Meld, Pass
from game.bots.advice import advise
from game.games import find_game
from game.solver import Arrangement, min_deadwood
from game.view import PlayerView
from scenes import words


@dataclass(frozen=True)
class Hint:
    text: str
    discard: int | None = None  # the card to throw, outlined
    select: tuple[int, ...] = ()  # the cards to select for the suggested meld or lay-off
    layoff: LayOff | None = None  # the suggested lay-off (the meld, and the end of a run)
    pile: str | None = None  # the pile to draw from ("stock" or "discard"), outlined


def hint_for(view: PlayerView, my_turn: bool, arr: Arrangement) -> Hint:
    """The hint for `view`: its melds (`arr`, as the hand shows them) and, on the player's
    turn, the move to make."""
    melds = ", ".join(words.held_meld(m) for m in arr.melds) or words.SAY["no-melds"]
    text = words.SAY["best-melds"].format(melds=melds, deadwood=arr.deadwood)
    action = advise(view) if my_turn else None
    if action is None:
        return Hint(text)
    return _suggestion(view, action, text, arr)


def _suggestion(view: PlayerView, action: Action, text: str, arr: Arrangement) -> Hint:
    deck, advice = view.deck, words.ADVICE
    if isinstance(action, Draw):
        if action.source == "discard" and view.discard:
            return Hint(text + advice["take"].format(card=words.card(view.discard[-1])),
                        pile="discard")
        return Hint(text + advice["stock" if view.stock_count else "stock-renew"], pile="stock")
    if isinstance(action, Pass):
        return Hint(text + advice["pass"])
    if isinstance(action, Done):
        return Hint(text + advice["done"])
    if isinstance(action, Meld):
        cards = tuple(c for m in action.melds for c in m)
        shown = ", ".join(_meld_text(view, m, arr) for m in action.melds)
        return Hint(text + advice["meld"].format(cards=shown), select=cards)
    if isinstance(action, LayOff):
        fit = view.table[action.target].fit
        assert fit is not None  # a face-down meld takes no lay-off
        said = advice["layoff-below" if action.below else "layoff"].format(
            card=words.card(deck[action.card]), meld=words.meld(fit))
        return Hint(text + said, select=(action.card,), layoff=action)
    if isinstance(action, GoOut):
        call = find_game(view.game).go_out_call
        if action.discard is None:
            return Hint(text + advice[call + "-bare"])
        said = advice[call].format(card=words.card(deck[action.discard]))
        return Hint(text + said, discard=action.discard)
    if isinstance(action, Knock):
        call = "gin" if _is_gin(view, action) else "knock"
        said = advice[call].format(card=words.card(deck[action.discard]))
        return Hint(text + said, discard=action.discard)
    if isinstance(action, Discard):
        return Hint(text + advice["discard"].format(card=words.card(deck[action.card])),
                    discard=action.card)
    if isinstance(action, Call):
        label = words.CALL_WORDS.get(action.call, (action.call, ""))[0]
        return Hint(text + advice["call"].format(call=label))
    # a move of a game whose hint has no words of its own: the move as the engine tells it
    return Hint(text + advice["other"].format(move=words.with_suits(action.describe(deck))))


def _meld_text(view: PlayerView, meld: tuple[int, ...], arr: Arrangement) -> str:
    """A suggested meld named as the best melds before it name it (the hand's order), when it
    is one of them."""
    for held in arr.melds:
        if {c.id for c in held.cards} == set(meld):
            return words.held_meld(held)
    return " ".join(words.card(view.deck[c]) for c in meld)


def _is_gin(view: PlayerView, knock: Knock) -> bool:
    rest = [c for c in view.hand if c.id != knock.discard]
    return min_deadwood(rest, view.hand_rules) == 0

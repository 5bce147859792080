"""The Hint: the hand's best melds, and the move to make now in words.

The move is `game.bots.advice`'s (what the player's own view shows, nothing hidden). Besides
the words, a hint points at the cards the move needs: the card to throw is outlined (and the
keyboard focus put on it, so X, Go out or Knock plays it), a meld's or lay-off's cards are
selected, so one press of M or L makes it, and the pile to draw from is outlined.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.actions import (
    Action,
    Call,
    Choose,
    Discard,
    Done,
    Draw,
    GoOut,
    Knock,
    LayOff,
    Meld,
    Pass,
    Swap,
)
from game.bots.advice import advise
from game.cards import Card
from game.events import Event
from game.games import find_game
from game.solver import Arrangement, min_deadwood
from game.solver.contracts import EVERY_FACE, JOKER_FACE, completions, meets, missing
from game.state import WhatIf
from game.view import PlayerView
from scenes import words
from scenes.table import calls
from scenes.table.sheet import points_text
from scenes.table.turns import event_told

BEST_BOXES = 3  # a hint out of turn names your best boxes now, this many
HINT_CARDS = 4  # the most cards a hint names that would complete a contract
FAR = 99  # a hand more cards short of its contract than the solver counts


@dataclass(frozen=True)
class Hint:
    text: str
    discard: int | None = None  # the card to throw, outlined
    select: tuple[int, ...] = ()  # the cards to select for the suggested meld or lay-off
    layoff: LayOff | None = None  # the suggested lay-off (the meld, and the end of a run)
    pile: str | None = None  # the pile to draw from ("stock" or "discard"), outlined
    row: int | None = None  # the box of the score sheet to fill (armed: Enter picks it)
    take: int | None = None  # the card on the table to take (in focus: Enter takes it)


def hint_for(view: PlayerView, my_turn: bool, arr: Arrangement) -> Hint:
    """The hint for `view`: its melds (`arr`, as the hand shows them) and, on the player's
    turn, the move to make."""
    melds = ", ".join(words.held_meld(m) for m in arr.melds) or words.SAY["no-melds"]
    text = contract_said(view) or words.SAY["best-melds"].format(melds=melds,
                                                                 deadwood=arr.deadwood)
    action = advise(view) if my_turn else None
    if action is None:
        return Hint(text)
    return _suggestion(view, action, text, arr)


def contract_short(view: PlayerView) -> int | None:
    """Where the hand's contract is still to meet: how many cards the hand lacks for it (0:
    it could be laid down now, keeping a card to discard but in a whole-hand contract), or
    `FAR` when more than a handful; None where there is none to meet."""
    found = view.rules.contract_for(view.hand_number)
    if found is None or not calls.contract_to_meet(view) or not view.hand:
        return None
    contract, rules = found
    short = missing(list(view.hand), contract, rules, 0 if contract.whole_hand else 1)
    return FAR if short is None else short


def contract_said(view: PlayerView) -> str:
    """Where the hand's contract is still to meet: how far the hand is from it ("Contract:
    two runs — one card short: 6♥ or 9♥ would make it"); "" where there is none to meet."""
    short = contract_short(view)
    found = view.rules.contract_for(view.hand_number)
    if short is None or found is None:
        return ""
    contract, rules = found
    keep = 0 if contract.whole_hand else 1  # a card for the discard, but for hand 7
    hand = list(view.hand)
    head = words.SAY["contract"].format(contract=view.rules.contract_said(view.hand_number))
    laydown = meets(hand, contract, rules, keep) if short == 0 else None
    if laydown is not None:
        shown = ", ".join(words.meld(m) for m in laydown.melds)
        return words.SAY["contract-ready"].format(contract=head, melds=shown)
    if short == 1:
        faces = sorted(completions(hand, contract, rules, EVERY_FACE, keep))
        named = [words.JOKER if f == JOKER_FACE else words.card(Card(-1, f // 4 + 1, f % 4))
                 for f in faces]
        said = words.or_list(named[:HINT_CARDS]) + (" …" if len(named) > HINT_CARDS else "")
        return words.SAY["contract-one-short"].format(contract=head, cards=said)
    if short == FAR:
        return words.SAY["contract-far"].format(contract=head)
    return words.SAY["contract-short"].format(contract=head, n=short)


def _suggestion(view: PlayerView, action: Action, text: str, arr: Arrangement) -> Hint:
    deck, advice = view.deck, words.ADVICE
    if isinstance(action, Draw):
        if action.source == "discard" and 1 < action.depth <= len(view.discard):
            said = advice["take-deep"].format(card=words.card(view.discard[-action.depth]),
                                              n=action.depth)
            return Hint(text + said, pile="discard")
        if action.source == "discard" and view.discard:
            return Hint(text + advice["take"].format(card=words.card(view.discard[-1])),
                        pile="discard")
        return Hint(text + advice["stock" if view.stock_count else "stock-renew"], pile="stock")
    if isinstance(action, Pass):
        return Hint(text + advice["pass"])
    if isinstance(action, Done):
        return Hint(text + advice["done"])
    held = {c.id for c in view.hand}
    if isinstance(action, Meld) and (taken := [c for m in action.melds for c in m
                                               if c not in held]):
        # the discard taken into a meld: the hand's cards for it selected, the pile ringed
        meld = " ".join(words.card(deck[c]) for m in action.melds for c in m)
        said = advice["take-meld"].format(card=words.card(deck[taken[0]]), meld=meld)
        return Hint(text + said, select=tuple(c for m in action.melds for c in m if c in held),
                    pile="discard")
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
    if isinstance(action, Swap) and action.target < len(view.table) \
            and (fit := view.table[action.target].fit) is not None:
        said = advice["swap"].format(card=words.card(deck[action.card]), meld=words.meld(fit))
        return Hint(text + said, select=(action.card,))
    if isinstance(action, Call):
        label = words.CALL_WORDS.get(action.call, (action.call, ""))[0]
        return Hint(text + advice["call"].format(call=label))
    if isinstance(action, Choose) and action.choice in words.CHOICES:
        label = words.CHOICES[action.choice][0]
        chosen = " ".join(words.card(deck[c]) for c in action.cards)
        move = words.CHOICE_ADVICE.get(action.choice, "{choice}: {cards}")
        said = advice["choose"].format(move=move.format(cards=chosen, choice=label.lower()),
                                       label=label)
        return Hint(text + said, select=action.cards)
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


def sheet_hint(view: PlayerView, my_turn: bool,
               what_if: Callable[[PlayerView, Sequence[Card]], dict[str, WhatIf]] | None
               ) -> Hint:
    """The hint in a game with a score sheet: the box to fill and its cards (selected, the box
    armed), or the card to take from the table (in focus), or to draw instead; out of turn,
    your best boxes now."""
    sheet, deck, advice = view.sheet, view.deck, words.ADVICE_SHEET
    assert sheet is not None
    action = advise(view) if my_turn else None
    if isinstance(action, Choose) and (row := sheet.row_of(action.choice)) is not None:
        cards = [deck[c] for c in action.cards]
        scored = what_if(view, cards).get(action.choice) if what_if is not None else None
        points = "" if scored is None else points_text(scored.points)
        suit = action.choice.partition(":")[2]
        key = "pick-naming" if suit in words.CHOICE_VARIANTS else "pick"
        text = advice[key].format(box=sheet.labels[row], points=points,
                                  cards=" ".join(words.card(c) for c in cards),
                                  suit=words.CHOICE_VARIANTS.get(suit, ("", ""))[0])
        return Hint(text, select=action.cards, row=row)
    if isinstance(action, Choose) and len(action.cards) == 1:
        meld = next((m for m in view.table if any(c.id == action.cards[0] for c in m.cards)),
                    None)
        told = event_told(Event("stole", view.seat, action.cards, data={
            "from": meld.owner if meld is not None else None}), view)
        return Hint(advice["take"].format(move=told or ""), take=action.cards[0])
    if isinstance(action, Pass):
        return Hint(advice["pass"])
    if action is not None:
        return Hint(words.ADVICE["other"].format(
            move=words.with_suits(action.describe(deck))).removeprefix(". "))
    best = what_if(view, ()) if what_if is not None else {}
    boxes = sorted(((found.points, sheet.labels[row]) for word, found in best.items()
                    if (row := sheet.row_of(word)) is not None and ":" not in word),
                   reverse=True)[:BEST_BOXES]
    if not boxes:
        return Hint(advice["nothing"])
    return Hint(advice["best"].format(boxes=", ".join(
        f"{label} {points_text(points)}" for points, label in boxes)))

"""The table's calls: every button that plays an action, by name, with its words and keys.

A call is a button of the table's action column. The moves every game shares are calls by
their own names (draw, take, pass, meld, lay off, discard, done); going out and knocking are
called as the game names them (its definition's `go_out_call`: "go-out" or "pay-me"; a knock
that leaves no deadwood is "gin"); and every word a game's `Call` actions use (its
definition's `calls`: "may-i", "draw", "fold", "challenge", ...) is a call keyed "call:WORD".
Taking the discard pile's top card is the call "take" both where it is drawn (a Draw) and
where the rules take it only into a new meld with cards of the hand (a Meld holding a card
the hand does not: `takes`). Each call's label, tip and key come from here and from
words.py; no scene asks which game is played. A legal action of a kind no call names still
gets a button, labelled by its word.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

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
)
from game.games import find_game
from game.solver.contracts import meets
from game.view import PlayerView
from scenes import words

GAME_CALL = "call:"  # the prefix of the calls a game's Call actions make
CHOICE = "choose:"  # the prefix of the calls that choose the selected cards for something


@dataclass(frozen=True)
class CallSpec:
    """One call: its button's label, its tip, its keys, and how it is drawn and refused."""

    key: str
    label: str
    tip: str
    keys: tuple[int, ...] = ()
    accent: bool = False  # it ends or answers something: the gold button
    plays: bool = False  # a move: out of turn it is refused at once, before asking for cards


# The keys of the shared moves (the rules reader's page on the table lists them all).
MOVE_KEYS: dict[str, tuple[int, ...]] = {
    "draw": (pygame.K_d,), "take": (pygame.K_t,), "meld": (pygame.K_m,),
    "discard": (pygame.K_x, pygame.K_RETURN), "layoff": (pygame.K_l,), "swap": (pygame.K_j,),
    "go-out": (pygame.K_o,), "pay-me": (pygame.K_o,), "knock": (pygame.K_k,),
    "gin": (pygame.K_k,), "pass": (pygame.K_p,), "done": (pygame.K_f,),
}
ACCENT = {"go-out", "pay-me", "knock", "gin", "done"}
# The keys of the calls games declare (each call's word; several games may share one).
CALL_KEYS: dict[str, tuple[int, ...]] = {
    "may-i": (pygame.K_y,), "claim": (pygame.K_c,), "draw": (pygame.K_w,),
    "tong-its": (pygame.K_g,), "fold": (pygame.K_n,), "challenge": (pygame.K_c,),
    "allow": (pygame.K_y,), "reject": (pygame.K_n,), "force": (pygame.K_e,),
}
# The keys of the choices cards may be chosen for (a Choose action's choice word); the empty
# choice, choosing plainly, is C.
CHOICE_KEYS: dict[str, tuple[int, ...]] = {"": (pygame.K_c,), "face-down": (pygame.K_b,)}


def spec(key: str) -> CallSpec:
    """The call named `key` (a move's name, or "call:WORD")."""
    if key.startswith(GAME_CALL):
        word = key.removeprefix(GAME_CALL)
        label, tip = words.CALL_WORDS.get(word, (word.capitalize(), ""))
        return CallSpec(key, label, tip, CALL_KEYS.get(word, ()), accent=True, plays=True)
    if key.startswith(CHOICE):
        choice = key.removeprefix(CHOICE)
        label, tip = words.CHOICES.get(choice, (choice.replace("-", " ").capitalize(), ""))
        return CallSpec(key, label, tip, CHOICE_KEYS.get(choice, ()), plays=True)
    return CallSpec(key, words.BUTTONS.get(key, key), words.BUTTON_TIPS.get(key, ""),
                    MOVE_KEYS.get(key, ()), key in ACCENT,
                    plays=key in MOVE_KEYS or key == "layoff-below")


def takes(view: PlayerView) -> list[Meld]:
    """The legal melds that take a card from outside the hand (the discard pile's top card,
    taken into a new meld with cards of the hand)."""
    held = {c.id for c in view.hand}
    return [a for a in view.legal if isinstance(a, Meld)
            and any(c not in held for group in a.melds for c in group)]


def taken_card(view: PlayerView) -> int | None:
    """The card the legal takes take (the discard pile's top), or None where none may."""
    held = {c.id for c in view.hand}
    return next((c for a in takes(view) for group in a.melds for c in group if c not in held),
                None)


def contract_to_meet(view: PlayerView) -> bool:
    """Whether this hand has a contract the seat has still to meet (no melds of its own on
    the table yet): its first meld is then the whole contract at once."""
    return view.rules.contract_for(view.hand_number) is not None \
        and not any(m.owner == view.seat for m in view.table)


def meld_of(view: PlayerView, cards: tuple[int, ...]) -> Meld:
    """The meld move the cards chosen make: a legal one of exactly these cards, in its own
    grouping (a contract laid down as several melds); else, in a hand whose contract this seat
    has still to meet, the cards split into the contract's melds where every one of them goes
    into it; else one meld of them all (the engine says why, if it is not one)."""
    seat, chosen = view.seat, set(cards)
    for a in view.legal:
        if isinstance(a, Meld) and {c for group in a.melds for c in group} == chosen:
            return a
    found = view.rules.contract_for(view.hand_number)
    if found is not None and contract_to_meet(view):
        laydown = meets([view.deck[c] for c in cards], *found)
        if laydown is not None and sum(len(m.cards) for m in laydown.melds) == len(cards):
            return Meld(seat, tuple(tuple(c.id for c in m.cards) for m in laydown.melds))
    return Meld(seat, (cards,))


def sources(view: PlayerView) -> set[str]:
    """The piles a seat may take a card from now: "stock" and "discard" by a Draw, and the
    discard pile where its top card may be taken into a meld."""
    found = {a.source for a in view.legal if isinstance(a, Draw)}
    return found | {"discard"} if takes(view) else found


def call_of(action: Action, game: str, gin: bool = False) -> str:
    """The call that plays `action` (`gin`: a knock that leaves no deadwood)."""
    if isinstance(action, Call):
        return GAME_CALL + action.call
    if isinstance(action, Draw):
        return "take" if action.source == "discard" else "draw"
    if isinstance(action, GoOut):
        return find_game(game).go_out_call
    if isinstance(action, Knock):
        return "gin" if gin else "knock"
    if isinstance(action, Choose):
        return CHOICE + action.choice
    return action.kind


def calls_now(view: PlayerView, gin: bool) -> list[str]:
    """The calls a seat's legal actions allow now, in the column's order: drawing, the game's
    own calls and choices, passing, melding, laying off, discarding, the calls that end the
    hand, and done (`gin`: a knock now could leave no deadwood)."""
    legal = view.legal
    took = takes(view)
    found = {"take" if a in took else call_of(a, view.game, gin) for a in legal
             if not isinstance(a, Call | Choose)}
    out: list[str] = [c for c in ("draw", "take") if c in found]
    # a game with a score sheet chooses on the sheet (a box) or on the table (a card to
    # take), not with the column's buttons
    own = (Call,) if view.sheet is not None else (Call, Choose)
    out += list(dict.fromkeys(call_of(a, view.game) for a in legal if isinstance(a, own)))
    order = ["pass", "meld", "layoff", "swap", "discard", find_game(view.game).go_out_call,
             "gin" if gin else "knock"]
    out += [c for c in order if c in found]
    out += sorted(found - set(out) - {"done"})
    if "done" in found:
        out.append("done")
    return out


def plain_action(key: str, seat: int) -> Action | None:
    """The action a call plays where it needs no cards chosen (None where it does)."""
    if key.startswith(GAME_CALL):
        return Call(seat, key.removeprefix(GAME_CALL))
    return {"draw": Draw(seat, "stock"), "take": Draw(seat, "discard"), "pass": Pass(seat),
            "done": Done(seat)}.get(key)


def for_key(key: int, shift: bool, legal: Sequence[str]) -> str | None:
    """The call a key press makes: the first legal call it is the key of, else any call it is
    the key of (so that a refused press can still say why)."""
    if key == pygame.K_l and shift:
        return "layoff-below"
    named = [c for c in (*MOVE_KEYS, *(GAME_CALL + w for w in CALL_KEYS),
                         *(CHOICE + w for w in CHOICE_KEYS)) if key in spec(c).keys]
    return next((c for c in named if c in legal), named[0] if named else None)


# Kinds of action the column plays with cards chosen first (by `TableScene.call`).
WITH_CARDS = (Meld, LayOff, Discard, GoOut, Knock)

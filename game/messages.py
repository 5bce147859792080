"""Every reason the engine gives a player for refusing an action, in one place.

Each has a key (stable: the table and tests may rely on it) and an English template; a
translation replaces the templates. `refuse(key, **values)` builds the IllegalAction to raise.
"""

from __future__ import annotations

from game.errors import IllegalAction

REASONS: dict[str, str] = {
    # any game
    "match-over": "the match is over",
    "not-your-turn": "it is not your turn: waiting for {who}",
    "named-twice": "the same card is named twice",
    "not-held": "you do not hold {card}",
    "draw-first": "draw a card first, from the stock or the discard pile",
    "no-such-pile": "there is no pile called {source}: draw from the stock or the discard pile",
    "stock-only": "on this turn you may draw only from the stock",
    "discard-empty": "the discard pile is empty",
    "stock-empty": "the stock is empty",
    "taken-discard": "you may not discard {card}: you just took it from the discard pile",
    "meld-twice": "a card is in two melds",
    "not-yours-to-meld": "{card} is not yours to meld",
    "left-out": "{cards} would be left out of your melds",
    "not-a-meld": "{cards} is not a meld here",
    "meld-too-short": "{cards} is too few for a meld: a meld takes {n} cards or more",
    "no-such-meld": "there is no such meld on the table",
    "does-not-fit": "{card} does not fit the meld {meld}",
    "already-chosen": "you have already made your choice: waiting for the others",
    "no-wild-for": "no wild card in {meld} stands for {card}",
    "answer-poll": "answer the call: claim the card or pass",
    "not-below": "{card} cannot go just below {meld}: only a wild card may be placed there, "
                 "on a run with room below it",
    "top-only": "only the top card of the discard pile may be taken",
    "pile-depth": "the discard pile holds {count} cards: you cannot take {depth} from it",
    # going out and showdowns (Pay Me, Three Thirteen)
    "final-turn": "someone has already gone out: this is your final turn",
    "showdown": "lay off cards onto the caller's melds, or finish",
    "discard-or-go-out": "discard a card to end your turn, or go out",
    "out-needs-discard": "to go out you must discard a card",
    "cannot-go-out": "you cannot go out yet: {cards} would not be in a meld",
    # Gin Rummy
    "upcard": "take the upcard or pass",
    "upcard-passed": "both players passed the upcard: draw from the stock",
    "discard-or-knock": "discard a card, or knock",
    "defender": "lay off cards onto the knocker's melds, or finish",
    "knock-limit": "you may knock only with {limit} or less in deadwood; you would have {deadwood}",
    # Rummy
    "play-or-discard": "meld, lay off, or discard to end your turn",
    "play-drawn-card": "you must play the card you drew: it fits a meld on the table",
    "discard-last": "discard your last card to go out",
    "choose-meld": "choose the cards of a meld",
    "one-meld": "you may lay down only one meld a turn",
    "one-meld-or-rummy": "you may lay down only one meld a turn, or several that leave at most "
                         "one card to go rummy (lay off first what fits the table)",
    "melded-this-turn": "you have already laid down a meld this turn",
    "meld-before-layoff": "you may lay off on others' melds only after your first meld",
    "strands-taken": "that would leave only {card}, which you took from the discard pile and "
                     "may not discard",
    # the contract games (Contract Rummy, Carioca)
    "contract-first": "lay down this hand's contract first: {contract}",
    "contract-count": "the contract is {contract}: lay down exactly {n} melds, all at once",
    "contract-kinds": "{melds} do not make the contract: {contract}",
    "contract-meld": "{cards} is neither a {set} nor a {run} of the contract",
    "one-joker": "a meld of the contract may hold only one joker: {cards} has {n}",
    "runs-apart": "two {runs} of one suit in the contract may not join end to end: "
                  "together they are one {run}",
    "runs-suits": "the {runs} of a contract must each be of a different suit",
    "whole-hand": "this hand goes down all at once: every card, in {runs} only, "
                  "at least {n} of them",
    "contract-turn": "you laid down your contract this turn: discard to end it (more melds and "
                     "lay-offs wait for your next turn)",
    "no-new-melds": "once the contract is down you may only add cards to the melds on the table",
    "meld-joker": "put the joker you claimed into a new meld first",
    "joker-to-end": "put the freed joker back at either end of its {run} first",
    "joker-in-set": "a joker in a {set} cannot be claimed",
    "joker-no-meld": "the joker you would claim could not go into a new meld this turn",
    "joker-no-end": "the freed joker would have no end of {meld} to go to",
    "meld-taken": "meld {card} first: you took it from deep in the pile to meld it at once",
    "deep-unmeldable": "you may take {card} from deep in the pile only to meld it at once, "
                       "and you could not",
    "joker-stands": "{card} cannot join {meld}: its joker stands for {stand}",
    # Indian Chief
    "pick-box": "choose the cards of a meld for one of your unused boxes",
    "no-such-box": "there is no box called {choice} on the score sheet",
    "box-used": "you have already filled your {box} box",
    "box-size": "the {box} takes {n} {cards}, not {count}",
    "name-a-suit": "name a suit for your Doctor",
    "suit-only-doctor": "only a Doctor names a suit",
    "steal-or-draw": "steal one card from another player's meld this turn, or draw instead",
    "steal-one": "a thief steals one card",
    "not-stealable": "{card} is not in another player's meld this turn",
    # Tong-Its
    "draw-or-take": "start your turn: draw from the stock, take the discard into a new meld, "
                    "or call Draw",
    "take-into-meld": "you may take the discard only into a new meld laid face up at once: "
                      "choose the cards of your hand that make a meld with it",
    "take-one-meld": "take {card} into one new meld, with cards from your hand",
    "take-needs-top": "a meld made instead of drawing must hold the discard, {card}",
    "meld-lay-off-or-discard": "meld, lay off, lay a four face down, or discard to end your turn",
    "draw-not-opened": "you may call Draw only once you have opened (a meld of yours on the "
                       "table)",
    "draw-laid-own": "you may not call Draw now: you laid off on your own melds in your last "
                     "turn",
    "draw-laid-on": "you may not call Draw now: {who} laid off on your melds since your last "
                    "turn",
    "draw-before-drawing": "Draw is called at the start of a turn, before drawing",
    "unknown-call": "there is no call \"{call}\" here",
    "unknown-choice": "there is no choice \"{choice}\" here",
    "fold-or-challenge": "answer the Draw: fold or challenge",
    "challenge-not-opened": "only a player who has opened may challenge: you may fold",
    "face-down-meld": "nobody may lay off on a meld lying face down",
    "face-down-four": "only four cards of one rank may be laid face down",
}


# How much of a text a reason quotes: a save may name a player with a million letters, and a
# refusal had quoted 300,000 of them. A name typed at the table takes at most 16.
QUOTE_MOST = 40
FILLED_MOST = 160  # of a text a reason is filled in with: the longest meld takes some 60


def clip(text: str, most: int = QUOTE_MOST) -> str:
    """`text` as a reason quotes it: cut short with "…" past `most` letters."""
    return text if len(text) <= most else text[:most - 1] + "…"


def refuse(key: str, **values: object) -> IllegalAction:
    """The IllegalAction for a reason, its template filled in."""
    filled = {k: clip(v, FILLED_MOST) if isinstance(v, str) else v for k, v in values.items()}
    return IllegalAction(REASONS[key].format(**filled), key)

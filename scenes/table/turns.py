"""Turns told in words: "Bruno takes Q♥, melds 7♠ 8♠ 9♠ and discards 3♣".

The table tells the latest turn on its message line; the moves screen tells every turn of a
hand, rebuilt from the match's actions so it holds after a resume or an undo. Only
what every player saw is told: a stock draw's card and a knock's discard stay hidden.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

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
from game.events import Event
from game.games import find_game
from game.match import Match
from game.melds import extend_meld, stand_text
from game.record import record_of, replay
from game.view import PlayerView
from scenes import words

TURN_ENDS = (Discard, GoOut, Knock, Pass, Done)


@dataclass
class Told:
    """One player's turn so far, in phrases ("takes Q♥", "discards 3♣")."""

    seat: int
    phrases: list[str] = field(default_factory=list)
    done: bool = False  # it ended with a discard, a call or a pass
    renewed: bool = False  # the discards became a new stock during it
    # what other players' secret choices did, turned over by this move: (seat, phrase) each,
    # told as their own turns after it ("Cleo steals A♠ from Dmitri's Rich Man")
    also: list[tuple[int, str]] = field(default_factory=list)


def told_after(told: Told | None, action: Action, before: PlayerView,
               events: Sequence[Event] = ()) -> Told:
    """The turn `told` with `action` added, or a new turn if the action starts one
    (`events`: what the action did, which may add to what is told)."""
    if told is None or told.seat != action.seat or told.done:
        told = Told(action.seat)
    renewed = next((e for e in events if e.kind == "stock-renewed"), None)
    if renewed is not None:  # else the pile vanishes from the table unexplained
        told.renewed = True
        told.phrases.append(words.SAY["turns-over" if renewed.data.get("turned")
                                      else "shuffles-in"])
    if not (isinstance(action, Done) and told.phrases):  # the lay-offs told say it all
        told.phrases.append(told_action(action, before, events))
    told.done = isinstance(action, TURN_ENDS)
    told.also = [(e.seat, said) for e in events if e.seat is not None and e.seat != action.seat
                 and (said := event_told(e, before)) is not None]
    return told


def event_told(event: Event, before: PlayerView) -> str | None:
    """What a thief did, as everyone saw it (`before`: the view before the move that did it):
    a steal from a meld on the table, a steal two thieves wanted alike, or a draw instead;
    None for any other event."""
    names, deck = before.names, before.deck
    if event.kind == "stole" and event.cards:
        card = event.cards[0]
        meld = next((m for m in before.table if any(c.id == card for c in m.cards)), None)
        owner = meld.owner if meld is not None else event.data.get("from")
        box = ""
        if meld is not None and meld.fit is not None and before.sheet is not None:
            row = before.sheet.row_of(meld.fit.kind)
            box = before.sheet.labels[row] if row is not None else ""
        whose = words.whose(names[owner]) if isinstance(owner, int) else ""
        return words.SAY["steals"].format(card=words.card(deck[card]), whose=whose,
                                          box=box).rstrip()
    if event.kind == "steal-blocked" and event.cards:
        rivals = [names[s] for s in event.data.get("with", []) if isinstance(s, int)]
        return words.SAY["steal-blocked"].format(card=words.card(deck[event.cards[0]]),
                                                 names=words.and_list(rivals))
    if event.kind == "passed" and event.data.get("kind") in words.PASSED_TOLD:
        return words.PASSED_TOLD[str(event.data["kind"])]
    if event.kind == "folded" and event.data.get("forced"):  # only opened players challenge
        return words.SAY["folds-unopened"]
    return None


def told_action(action: Action, before: PlayerView, events: Sequence[Event] = ()) -> str:
    """What everyone saw a player do, given the view from just before it (and what the move
    did): the card taken from the pile by name, the meld laid off on by its cards (a knock's
    discard is face down, a stock draw's card hidden), a choice made in secret as made, unless
    this move turned it over."""
    if isinstance(action, Knock):
        return words.KNOCKS
    if before.secret is not None and isinstance(action, Choose | Pass):
        shown = next((said for e in events if e.seat == action.seat
                      and (said := event_told(e, before)) is not None), None)
        return shown or words.SAY["chose"]  # what was chosen shows when all are revealed
    if isinstance(action, Pass) and before.poll is not None:
        return words.SAY["passes-call"]
    if isinstance(action, Pass):
        kind = next((d.kind for d in before.pending if d.seat == action.seat), "")
        return words.PASSED_TOLD.get(kind, words.SAY["passes"])
    if isinstance(action, Call):
        return words.CALLED.get(action.call, words.SAY["calls"].format(call=action.call))
    if isinstance(action, Choose):  # taken from the table (a steal), as the event tells it
        taken = next((said for e in events if e.seat == action.seat
                      and (said := event_told(e, before)) is not None), None)
        if taken is not None:
            return taken
        down = next((e for e in events if e.kind == "melded" and e.data.get("face_down")), None)
        if down is not None:  # its cards are its owner's to see: only how many
            return words.SAY["lays-face-down"].format(n=down.data.get("count", len(action.cards)))
    if isinstance(action, Meld):  # the discard taken into a new meld, in one move
        took = next((e for e in events if e.kind == "melded" and "taken" in e.data), None)
        taken_id = took.data["taken"] if took is not None else None
        if took is not None and isinstance(taken_id, int):
            meld = " ".join(words.card(before.deck[c]) for c in took.cards or ())
            return words.SAY["takes-into"].format(card=words.card(before.deck[taken_id]),
                                                  meld=meld)
    if isinstance(action, Done):  # only ever ends laying off
        return words.SAY["lays-nothing"]
    if isinstance(action, Draw) and action.source == "discard" and action.depth > 1 \
            and action.depth <= len(before.discard):
        return words.SAY["takes-deep"].format(card=words.card(before.discard[-action.depth]),
                                              n=action.depth - 1)
    if isinstance(action, Draw) and action.source == "discard" and before.discard:
        return words.SAY["takes"].format(card=words.card(before.discard[-1]))
    if isinstance(action, Swap) and action.target < len(before.table) \
            and (fit := before.table[action.target].fit) is not None:
        return words.SAY["swaps"].format(card=words.card(before.deck[action.card]),
                                         meld=words.meld(fit))
    if isinstance(action, LayOff) and action.target < len(before.table):
        return _laid_off(action, before)
    out = words.OUT_TOLD.get(find_game(before.game).go_out_call)
    if isinstance(action, GoOut) and out is not None:
        if action.discard is None:
            return out
        return f"{out}, discarding {words.card(before.deck[action.discard])}"
    if isinstance(action, GoOut):  # told alike however it was arranged: the summary shows it
        action = GoOut(action.seat, action.discard)
    return words.with_suits(action.describe(before.deck))


def _laid_off(action: LayOff, before: PlayerView) -> str:
    """A lay-off in words, "lays off 4♠ on 5♠ 6♠ 7♠"; a wild on a run says which card it
    stands for, since it may go at either end: "lays off Joker as 8♠ on 5♠ 6♠ 7♠"."""
    card, fit = before.deck[action.card], before.table[action.target].fit
    assert fit is not None  # a face-down meld takes no lay-off
    meld = words.meld(fit)
    grown = extend_meld(fit, card, before.hand_rules, action.below)
    if fit.kind == "run" and grown is not None:
        at = 0 if grown.cards[0] is card else -1
        if grown.wild[at]:
            return words.SAY["lays-off-as"].format(
                card=words.card(card), stand=words.with_suits(stand_text(grown.stands[at])),
                meld=meld)
    return words.SAY["lays-off"].format(card=words.card(card), meld=meld)


def turns_of_hand(match: Match, viewer: int, number: int | None = None) -> list[Told]:
    """Every turn of hand `number` (the hand in play if None, so far) as `viewer` saw it,
    oldest first: the match replayed from its first action (a few milliseconds, done when a
    screen opens)."""
    rec = record_of(match)
    again = replay(rec, 0)
    number = match.hand_number if number is None else number
    out: list[Told] = []
    for action in rec.actions:
        hand = again.hand_number  # the hand this action belongs to (its last starts the next)
        if hand > number:
            break
        _tell(again, action, viewer, out if hand == number else None)
    return out


def _tell(again: Match, action: Action, viewer: int, out: list[Told] | None) -> None:
    """Apply `action` to the replayed match `again`, and add it to the turns `out` (if
    given) as `viewer` saw it."""
    before = again.view(viewer)
    events = again.apply(action)
    if out is not None:
        told = told_after(out[-1] if out else None, action, before, events)
        if not out or out[-1] is not told:
            out.append(told)
        out += [Told(seat, [said], done=True) for seat, said in told.also]


class TurnLog:
    """The turns of the hand in play as one seat saw them, kept up to date by replaying only
    the actions since the last look: a whole match's replay takes tens of milliseconds late in
    a long one (28 ms in the last hand of eight-player Pay Me), too long to repeat after every
    action while the pointer rests on a seat."""

    def __init__(self) -> None:
        self._match: Match | None = None
        self._viewer = -1
        self._again: Match | None = None
        self._done: list[Action] = []  # the actions replayed, the same objects as the match's
        self._hand = 0
        self._turns: list[Told] = []

    def turns(self, match: Match, viewer: int) -> list[Told]:
        history = match.history
        n = len(self._done)
        fresh = (match is not self._match or viewer != self._viewer or n > len(history)
                 or (n > 0 and history[n - 1] is not self._done[-1]))
        if fresh or self._again is None:  # another match, another seat, or an undo
            self._match, self._viewer = match, viewer
            self._again = replay(record_of(match), 0)
            self._done, self._hand, self._turns = [], 0, []
        again = self._again
        for action in history[len(self._done):]:
            if again.hand_number != self._hand:
                self._hand, self._turns = again.hand_number, []
            _tell(again, action, viewer, self._turns)
            self._done.append(action)
        return self._turns if self._hand == match.hand_number else []


def unseen_turns(match: Match, seat: int) -> tuple[list[Told], bool]:
    """The turns of the hand in play since `seat`'s own last one (all of them if it has not
    played this hand), as `seat` saw them, and whether it has played this hand. At a shared
    screen the others look away while a person plays, so the pass screen tells these."""
    told = turns_of_hand(match, seat)
    own = [i for i, t in enumerate(told) if t.seat == seat]
    return (told[own[-1] + 1:] if own else told), bool(own)

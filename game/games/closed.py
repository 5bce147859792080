"""Closed melding with growing hands (Pay Me, Three Thirteen).

Melds stay in the hand. A player who can meld out goes out; every other player then has one
final turn; then the hands are shown (in Pay Me others may lay off onto the caller's melds) and
each scores its least deadwood.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import cast

from game.actions import Action, Discard, Done, Draw, GoOut, LayOff
from game.decisions import Decision, How, Kind
from game.events import Event
from game.match import HandState, Match, TableMeld, laid_out
from game.messages import refuse
from game.phases import Phase, move, phase
from game.results import Goal, HandResult, Shown
from game.rules import GameRules, HandRules
from game.solver import deadwood_without_each


@dataclass(frozen=True)
class ClosedRules(GameRules):
    hands: int = 11
    closed: bool = True
    twos_wild: bool = False  # 2s wild in every hand, besides the hand's rank
    out_without_discard: bool = False  # may go out with no discard when every card melds
    final_stock_only: bool = False  # final turns draw from the stock only
    showdown_layoff: bool = False  # others lay off onto the caller's melds at the showdown
    # The caller's melds go face up at once, not when the final turns are over (house rule;
    # the sources lay the hands face up only when the turn comes back to the caller)
    shown_at_once: bool = False

    def hand_rules(self, hand_number: int) -> HandRules:
        wild = {hand_number + 2} | ({2} if self.twos_wild else set())
        return HandRules(self.meld, frozenset(wild), True, self.rank_values, self.wild_value)


@dataclass(frozen=True, slots=True)
class ClosedState(HandState):
    """Who went out, the seats still to take their final turn and to lay off at the
    showdown, and what each seat laid off there (by seat, only those who did)."""

    caller: int | None = None
    final_turns_left: tuple[int, ...] = ()
    showdown_left: tuple[int, ...] = ()
    laid_off: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    showdown_layoff: bool = False  # a rule, here for judging a final discard


class ClosedHandMatch(Match):
    @property
    def closed_rules(self) -> ClosedRules:
        return cast(ClosedRules, self.rules)

    @property
    def closed(self) -> ClosedState:
        return cast(ClosedState, self.state)

    def _deal_size(self) -> int:
        return self.hand_number + 2

    def _new_hand_state(self) -> None:
        self.state = ClosedState(showdown_layoff=self.closed_rules.showdown_layoff)

    def declare_phases(self) -> dict[str, Phase]:
        """Turns of a draw and a discard until someone goes out; then every other seat has a
        final turn; then, where the game has one, a showdown of lay-offs."""
        return {
            Kind.DRAW: phase(self._draw_choices, "draw-first",
                             move(Draw, self._take, self._check_take)),
            Kind.DISCARD: phase(self._discard_choices, "discard-or-go-out",
                                move(Discard, self._throw, self._check_throw),
                                move(GoOut, self._go_out, self._check_go_out)),
            Kind.FINAL_DRAW: phase(self._draw_choices, "draw-first",
                                   move(Draw, self._take, self._check_take)),
            Kind.FINAL_DISCARD: phase(lambda d: self._discard_options(d.seat, False),
                                      "discard-or-go-out",
                                      move(Discard, self._throw, self._check_throw),
                                      move(GoOut, self._go_out, self._refuse_final)),
            Kind.SHOWDOWN: phase(self._lay_offs_or_done, "showdown",
                                 move(LayOff, self._lay_off_shown, self._check_lay_off),
                                 move(Done, lambda a, d: self._next_showdown())),
        }

    # -- drawing ----------------------------------------------------------------------------
    def _stock_only(self, d: Decision) -> bool:
        return d.kind == Kind.FINAL_DRAW and self.closed_rules.final_stock_only

    def _draw_choices(self, d: Decision) -> list[Action]:
        out: list[Action] = []
        if self._can_draw_stock():
            out.append(Draw(d.seat, "stock"))
        if self.discard and not self._stock_only(d):
            out.append(Draw(d.seat, "discard"))
        return out

    def _check_take(self, action: Draw, d: Decision) -> None:
        self._check_draw(action, self._stock_only(d))

    def _take(self, action: Draw, d: Decision) -> list[Event]:
        events = self._draw(action.seat, action.source)
        final = d.kind == Kind.FINAL_DRAW
        self.decision = Decision(action.seat, Kind.FINAL_DISCARD if final else Kind.DISCARD)
        return events

    # -- discarding and going out -------------------------------------------------------------
    def _discard_choices(self, d: Decision) -> list[Action]:
        return self._discard_options(d.seat, False) + self._go_out_options(d.seat)

    def _go_out_options(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        out: list[Action] = []
        if self.closed_rules.out_without_discard and self._meldable(hand):
            out.append(GoOut(seat, None))
        cards = self.cards_of(hand)
        # Deadwood 0 without the card is needed to go out; asked for every card at once, as a
        # bot about to weigh its discards asks next, so the answers are found once for both.
        left = deadwood_without_each(cards, self._hand_rules, cards)
        # Decided once a face, offered for every copy: the table asks "go out?" only when
        # the very card thrown is among these, and a player may throw either of two 9♥.
        goes: dict[int, bool] = {}
        for card in cards:
            if card.face not in goes:
                goes[card.face] = left[card.id] == 0 and self._meldable(
                    [c for c in hand if c != card.id])
            if goes[card.face]:
                out.append(GoOut(seat, card.id))
        return out

    def _check_throw(self, action: Discard, d: Decision) -> None:
        self._check_discard(action.seat, action.card, False)

    def _throw(self, action: Discard, d: Decision) -> list[Event]:
        events = [self._discard(action.seat, action.card)]
        if d.kind == Kind.FINAL_DISCARD:
            return events + self._next_final()
        return events + self._begin_turn(self.next_seat(action.seat), Kind.DRAW)

    def _refuse_final(self, action: GoOut, d: Decision) -> None:
        raise refuse("final-turn")

    def _check_go_out(self, action: GoOut, d: Decision) -> None:
        seat, hand = action.seat, self.hands[action.seat]
        if action.discard is None:
            if not self.closed_rules.out_without_discard:
                raise refuse("out-needs-discard")
            rest = list(hand)
        else:
            self._require_in_hand(seat, [action.discard])
            rest = [c for c in hand if c != action.discard]
        if action.melds:
            self._check_melds(rest, action.melds, everything=True)
        elif not self._meldable(rest):
            arrangement = self._arrange(rest)
            raise refuse("cannot-go-out",
                         cards=self.text(c.id for c in arrangement.deadwood_cards))

    def _begin_turn(self, seat: int, kind: str) -> list[Event]:
        self.decision = Decision(seat, kind)
        if self._draw_choices(self.decision):
            return []
        # Nothing can be drawn: the hand ends with no score for anyone.
        return self._finish_hand(HandResult(self.hand_number, (0,) * self.n, None, How.VOID))

    def _go_out(self, action: GoOut, d: Decision) -> list[Event]:
        seat = action.seat
        events = []
        if action.discard is not None:
            events.append(self._discard(seat, action.discard))
        hand = self.hands[seat]
        if action.melds:
            fits = self._check_melds(hand, action.melds, everything=True)
        else:
            fits = list(self._arrange(hand).melds)
        # Face down, their cards counted, until the final turns are over (or at once).
        at_once = self.closed_rules.shown_at_once
        self.table = [TableMeld(seat, fit, face_down=not at_once) for fit in fits]
        self.hands[seat] = []
        cards = tuple(c.id for f in fits for c in f.cards)
        melds = {"melds": [[c.id for c in f.cards] for f in fits]}
        events.append(Event("went-out", seat, cards, private=None if at_once else seat,
                            data={**(melds if at_once else {}), "how": str(self.out_word)}))
        final = tuple(self.seats_from(seat)[1:])
        self.state = replace(self.closed, caller=seat, final_turns_left=final)
        return events + self._next_final()

    def _show_caller(self) -> list[Event]:
        """The turn is back with the caller: the caller's melds go face up."""
        hidden = [m for m in self.table if m.face_down]
        if not hidden:
            return []
        for meld in hidden:
            meld.face_down = False
        return [Event("shown", self.closed.caller, tuple(c.id for m in hidden for c in m.cards),
                      data={"melds": [[c.id for c in m.cards] for m in hidden]})]

    out_word = How.OUT

    def _next_final(self) -> list[Event]:
        events: list[Event] = []
        while self.closed.final_turns_left:
            seat, *rest = self.closed.final_turns_left
            self.state = replace(self.closed, final_turns_left=tuple(rest))
            self.decision = Decision(seat, Kind.FINAL_DRAW)
            if self._draw_choices(self.decision):
                return events
            # A final turn draws from the stock only, and the stock can be spent: classic Pay
            # Me deals all but two cards of its one deck to four players in the last hand. The
            # turn passes and the call stands (the hand is not void: someone went out).
            events.append(Event("no-final-draw", seat))
        caller = self.closed.caller
        assert caller is not None, "final turns come only after someone went out"
        events += self._show_caller()
        if self.closed_rules.showdown_layoff:
            left = tuple(self.seats_from(caller)[1:])
            self.state = replace(self.closed, showdown_left=left)
            return events + self._next_showdown()
        return events + self._score()

    # -- the showdown ---------------------------------------------------------------------------
    def _lay_off_shown(self, action: LayOff, d: Decision) -> list[Event]:
        laid = dict(self.closed.laid_off)
        laid[action.seat] = (*laid.get(action.seat, ()), action.card)
        self.state = replace(self.closed, laid_off=laid)
        return [self._lay_off(action)]

    def _next_showdown(self) -> list[Event]:
        left = self.closed.showdown_left
        if left:
            self.state = replace(self.closed, showdown_left=left[1:])
            self.decision = Decision(left[0], Kind.SHOWDOWN)
            return []
        return self._score()

    def _score(self) -> list[Event]:
        points, shown = [], []
        caller = self.closed.caller
        for s in range(self.n):
            if s == caller:
                points.append(0)
                # the melds as they ended, with the cards laid off on them (edged in gold)
                melds, wilds = laid_out(m.fit for m in self.table)
                shown.append(Shown(s, melds, wilds, (), 0))
            else:
                entry = self.shown_hand(s, self.closed.laid_off.get(s, ()))
                points.append(entry.deadwood or 0)
                shown.append(entry)
        return self._finish_hand(HandResult(
            self.hand_number, tuple(points), caller, self.out_word, tuple(shown)))

    def goal(self) -> Goal:
        return Goal(hands=self.closed_rules.hands)

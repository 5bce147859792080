"""Closed melding with growing hands (Pay Me, Three Thirteen).

Melds stay in the hand. A player who can meld out goes out; every other player then has one
final turn; then the hands are shown (in Pay Me others may lay off onto the caller's melds) and
each scores its least deadwood.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from game.actions import Action, Discard, Done, Draw, GoOut, LayOff
from game.events import Event
from game.match import Decision, GameRules, Goal, HandResult, Match, TableMeld, laid_out
from game.messages import refuse
from game.rules import HandRules
from game.solver import deadwood_without_each


@dataclass(frozen=True)
class ClosedRules(GameRules):
    hands: int = 11
    twos_wild: bool = False  # 2s wild in every hand, besides the hand's rank
    out_without_discard: bool = False  # may go out with no discard when every card melds
    final_stock_only: bool = False  # final turns draw from the stock only
    showdown_layoff: bool = False  # others lay off onto the caller's melds at the showdown

    def hand_rules(self, hand_number: int) -> HandRules:
        wild = {hand_number + 2} | ({2} if self.twos_wild else set())
        return HandRules(self.meld, frozenset(wild), True, self.rank_values, self.wild_value)


class ClosedHandMatch(Match):
    @property
    def closed_rules(self) -> ClosedRules:
        return cast(ClosedRules, self.rules)

    def _deal_size(self) -> int:
        return self.hand_number + 2

    def _new_hand_state(self) -> None:
        self.caller: int | None = None
        self.final_left: list[int] = []
        self.showdown_left: list[int] = []
        self.laid_off: dict[int, list[int]] = {s: [] for s in range(self.n)}

    def public_state(self) -> dict[str, Any]:
        return {"caller": self.caller, "final_turns_left": list(self.final_left),
                "showdown_left": list(self.showdown_left),
                "laid_off": {s: list(c) for s, c in self.laid_off.items() if c},
                "showdown_layoff": self.closed_rules.showdown_layoff}  # a rule, for judging

    def _restore_public(self, public: dict[str, Any]) -> None:
        self.caller = public["caller"]
        self.final_left = list(public["final_turns_left"])
        self.showdown_left = list(public["showdown_left"])
        for seat, cards in public["laid_off"].items():
            self.laid_off[seat] = list(cards)

    # -- legal actions ----------------------------------------------------------------------
    def _legal(self, d: Decision) -> list[Action]:
        seat = d.seat
        if d.kind in ("draw", "final-draw"):
            out: list[Action] = []
            if self._can_draw_stock():
                out.append(Draw(seat, "stock"))
            if self.discard and not (d.kind == "final-draw" and self.closed_rules.final_stock_only):
                out.append(Draw(seat, "discard"))
            return out
        if d.kind == "final-discard":
            return self._discard_options(seat, False)
        if d.kind == "discard":
            return self._discard_options(seat, False) + self._go_out_options(seat)
        # showdown
        return [*self._layoff_options(seat, range(len(self.table))), Done(seat)]

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

    # -- checks -----------------------------------------------------------------------------
    def _check(self, action: Action, d: Decision) -> None:
        kind = d.kind
        if isinstance(action, Draw) and kind in ("draw", "final-draw"):
            stock_only = kind == "final-draw" and self.closed_rules.final_stock_only
            return self._check_draw(action, stock_only)
        if kind in ("draw", "final-draw"):
            raise refuse("draw-first")
        if isinstance(action, Discard) and kind in ("discard", "final-discard"):
            return self._check_discard(action.seat, action.card, False)
        if isinstance(action, GoOut) and kind == "discard":
            return self._check_go_out(action)
        if isinstance(action, GoOut):
            raise refuse("final-turn")
        if kind == "showdown" and isinstance(action, LayOff):
            self._require_in_hand(action.seat, [action.card])
            self._layoff_fit(action)
            return None
        if kind == "showdown" and isinstance(action, Done):
            return None
        if kind == "showdown":
            raise refuse("showdown")
        raise refuse("discard-or-go-out")

    def _check_go_out(self, action: GoOut) -> None:
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

    # -- performing -------------------------------------------------------------------------
    def _perform(self, action: Action, d: Decision) -> list[Event]:
        seat = action.seat
        if isinstance(action, Draw):
            events = self._draw(seat, action.source)
            self.decision = Decision(seat, "final-discard" if d.kind == "final-draw" else "discard")
            return events
        if isinstance(action, GoOut):
            return self._go_out(action)
        if isinstance(action, Discard):
            events = [self._discard(seat, action.card)]
            if d.kind == "final-discard":
                return events + self._next_final()
            return events + self._begin_turn(self.next_seat(seat), "draw")
        if isinstance(action, LayOff):
            self.laid_off[seat].append(action.card)
            return [self._lay_off(action)]
        # Done at the showdown
        return self._next_showdown()

    def _begin_turn(self, seat: int, kind: str) -> list[Event]:
        self.decision = Decision(seat, kind)
        if self._legal(self.decision):
            return []
        # Nothing can be drawn: the hand ends with no score for anyone.
        return self._finish_hand(HandResult(self.hand_number, (0,) * self.n, None, "void"))

    def _go_out(self, action: GoOut) -> list[Event]:
        seat = action.seat
        events = []
        if action.discard is not None:
            events.append(self._discard(seat, action.discard))
        hand = self.hands[seat]
        if action.melds:
            fits = self._check_melds(hand, action.melds, everything=True)
        else:
            fits = list(self._arrange(hand).melds)
        self.table = [TableMeld(seat, fit) for fit in fits]
        self.caller = seat
        self.hands[seat] = []
        events.append(Event("went-out", seat, tuple(c.id for f in fits for c in f.cards),
                            data={"melds": [[c.id for c in f.cards] for f in fits],
                                  "how": self.out_word}))
        s = self.next_seat(seat)
        while s != seat:
            self.final_left.append(s)
            s = self.next_seat(s)
        return events + self._next_final()

    out_word = "out"

    def _next_final(self) -> list[Event]:
        events: list[Event] = []
        while self.final_left:
            seat = self.final_left.pop(0)
            self.decision = Decision(seat, "final-draw")
            if self._legal(self.decision):
                return events
            # A final turn draws from the stock only, and the stock can be spent: classic Pay
            # Me deals all but two cards of its one deck to four players in the last hand. The
            # turn passes and the call stands (the hand is not void: someone went out).
            events.append(Event("no-final-draw", seat))
        caller = self.caller
        assert caller is not None, "final turns come only after someone went out"
        if self.closed_rules.showdown_layoff:
            self.showdown_left = [s for s in self._order_from(caller) if s != caller]
            return events + self._next_showdown()
        return events + self._score()

    def _order_from(self, seat: int) -> list[int]:
        return [(seat + i) % self.n for i in range(self.n)]

    def _next_showdown(self) -> list[Event]:
        if self.showdown_left:
            self.decision = Decision(self.showdown_left.pop(0), "showdown")
            return []
        return self._score()

    def _score(self) -> list[Event]:
        points, shown = [], []
        for s in range(self.n):
            if s == self.caller:
                points.append(0)
                # the melds as they ended, with the cards laid off on them (edged in gold)
                shown.append({"seat": s, **laid_out(m.fit for m in self.table),
                              "deadwood_cards": [], "deadwood": 0, "laid_off": []})
            else:
                entry = self.shown_hand(s, self.laid_off[s])
                points.append(entry["deadwood"])
                shown.append(entry)
        return self._finish_hand(HandResult(
            self.hand_number, tuple(points), self.caller, self.out_word, tuple(shown)))

    def goal(self) -> Goal:
        return Goal(hands=self.closed_rules.hands)

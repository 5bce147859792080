"""A game for tests only, never offered to players: the smallest game with a poll and a secret
choice, to prove the shared turn machinery with every driver (simulate, bots, records, the
table).

Each seat holds three cards; an upcard starts the discard pile. A turn draws from the stock;
the other seats are then asked, one after another from the drawer's left, whether they claim
the discard pile's top card (a claim takes it with a penalty card from the stock); then the
drawer discards. When the stock runs low, every seat picks one card in secret; the picks are
revealed together and the highest rank takes a point (a tie, nobody). Two hands; the most
points wins.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, cast

from game.actions import Action, Call, Choose, Discard, Draw, Pass
from game.decisions import Decision, How, Kind
from game.events import Event
from game.games.options import GameDef
from game.match import HandState, Match
from game.messages import refuse
from game.phases import Phase, move, phase
from game.results import Goal, HandResult
from game.rules import GameRules, MeldRules

CLAIM = "claim"


@dataclass(frozen=True, slots=True)
class ToyState(HandState):
    claims: int = 0  # claims made this hand


class ToyMatch(Match):
    game_id = "toy"

    @property
    def toy(self) -> ToyState:
        return cast(ToyState, self.state)

    def _deal_size(self) -> int:
        return 3

    def _new_hand_state(self) -> None:
        self.state = ToyState()

    def declare_phases(self) -> dict[str, Phase]:
        return {
            Kind.DRAW: phase(lambda d: [Draw(d.seat, "stock")], "draw-first",
                             move(Draw, self._take, self._check_stock)),
            Kind.CLAIM: phase(lambda d: [Call(d.seat, CLAIM), Pass(d.seat)], "answer-poll",
                              move(Call, self._claim, self._check_call),
                              move(Pass, self._decline)),
            Kind.DISCARD: phase(lambda d: self._discard_options(d.seat, False), "discard-or-go-out",
                                move(Discard, self._throw, self._check_throw)),
            Kind.PICK: phase(self._picks, "choose-meld",
                             move(Choose, self._never, self._check_pick), reveal=self._reveal),
        }

    def _check_stock(self, action: Draw, d: Decision) -> None:
        if action.source != "stock":
            raise refuse("stock-only")
        self._check_draw(action)

    def _take(self, action: Draw, d: Decision) -> list[Event]:
        events = self._draw(action.seat, action.source)
        self.decision = Decision(action.seat, Kind.DISCARD)
        if self.discard:
            self._open_poll(Kind.CLAIM, self.seats_from(action.seat)[1:], self.discard[-1:])
        return events

    def _check_call(self, action: Call, d: Decision) -> None:
        if action.call != CLAIM:
            raise refuse("answer-poll")

    def _claim(self, action: Call, d: Decision) -> list[Event]:
        self.poll = None
        events = [Event("claimed", action.seat, (self.discard[-1],))]
        events += self._draw(action.seat, "discard")
        if self.stock:
            events += self._draw(action.seat, "stock")  # the penalty card
        self.state = replace(self.toy, claims=self.toy.claims + 1)
        return events

    def _decline(self, action: Pass, d: Decision) -> list[Event]:
        self._poll_declined()
        return [Event("passed", action.seat)]

    def _check_throw(self, action: Discard, d: Decision) -> None:
        self._check_discard(action.seat, action.card, False)

    def _throw(self, action: Discard, d: Decision) -> list[Event]:
        events = [self._discard(action.seat, action.card)]
        if len(self.stock) < 3:
            self.decision = None
            self._ask_secretly(Kind.PICK, range(self.n))
            return events
        self.decision = Decision(self.next_seat(action.seat), Kind.DRAW)
        return events

    def _picks(self, d: Decision) -> list[Action]:
        return [Choose(d.seat, (c,)) for c in self.hands[d.seat]]

    def _check_pick(self, action: Choose, d: Decision) -> None:
        if len(action.cards) != 1:
            raise refuse("choose-meld")
        self._require_in_hand(action.seat, action.cards)

    def _never(self, action: Choose, d: Decision) -> list[Event]:
        raise AssertionError("a secret choice is revealed, never performed alone")

    def _reveal(self, choices: dict[int, Action]) -> list[Event]:
        picks = {seat: cast(Choose, a).cards[0] for seat, a in choices.items()}
        events = [Event("revealed", seat, (card,)) for seat, card in sorted(picks.items())]
        best = max(self.cards[c].rank for c in picks.values())
        top = [s for s, c in picks.items() if self.cards[c].rank == best]
        points = tuple(1 if [s] == top else 0 for s in range(self.n))
        winner = top[0] if len(top) == 1 else None
        return events + self._finish_hand(HandResult(self.hand_number, points, winner,
                                                     How.SCORED))

    def goal(self) -> Goal:
        return Goal(hands=2)

    @property
    def scores_high(self) -> bool:
        return True

    def _final_standings(self) -> tuple[int, ...]:
        best = max(self.totals)
        return tuple(s for s in range(self.n) if self.totals[s] == best)


def build(preset: str, options: dict[str, Any]) -> GameRules:
    return GameRules(players=(2, 4), meld=MeldRules(), decks_by_players=((4, 1),),
                     options=options)


GAME = GameDef(
    id="toy",
    name="Toy",
    blurb="A test game with a poll and a secret pick.",
    players=(2, 4),
    options=(),
    build=build,
    match_class=ToyMatch,
)

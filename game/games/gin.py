"""Gin Rummy: two players, melds kept in the hand, knock at 10 or less, gin, undercut."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, cast

from game.actions import Action, Discard, Done, Draw, Knock, LayOff, Pass
from game.decisions import Decision, How, Kind
from game.events import Event
from game.games.options import GameDef, Option
from game.match import HandState, Match, TableMeld, laid_out
from game.messages import refuse
from game.phases import Phase, move, phase
from game.results import Goal, HandResult, Part, Shown
from game.rules import GameRules, MeldRules, pip_values
from game.solver import deadwood_without_each


@dataclass(frozen=True)
class GinRules(GameRules):
    closed: bool = True
    knock: bool = True
    knock_limit: int = 10
    gin_bonus: int = 20
    undercut_bonus: int = 10
    target: int = 100
    game_bonus: int = 100
    shutout_bonus: int = 100
    line_bonus: int = 20
    void_at: int = 2  # the hand is void when the stock is down to this many cards


OPTIONS = (
    Option("undercut_bonus", "Undercut bonus", (10, 25)),
    Option("gin_bonus", "Gin bonus", (20, 25)),
    Option("target", "Game to", (100, 50, 500), numeric=True),
)


def build(preset: str, options: dict[str, Any]) -> GinRules:
    return GinRules(
        players=(2, 2),
        meld=MeldRules(),
        decks_by_players=((2, 1),),
        rank_values=pip_values(),
        gin_bonus=options["gin_bonus"],
        undercut_bonus=options["undercut_bonus"],
        target=options["target"],
        options=options,
    )


@dataclass(frozen=True, slots=True)
class GinState(HandState):
    """Who knocked and with how much, how many passed the first upcard, and the cards the
    defender laid off on the knocker's melds."""

    knocker: int | None = None
    knock_deadwood: int = 0
    passes: int = 0
    laid_off: tuple[int, ...] = ()


class GinMatch(Match):
    game_id = "gin"

    @property
    def gin_rules(self) -> GinRules:
        return cast(GinRules, self.rules)

    @property
    def gin(self) -> GinState:
        return cast(GinState, self.state)

    def _deal_size(self) -> int:
        return 10

    def _new_hand_state(self) -> None:
        self.state = GinState()

    def _first_decision(self) -> Decision:
        return Decision(self.next_seat(self.dealer), Kind.UPCARD)

    def _other(self, seat: int) -> int:
        return 1 - seat

    def declare_phases(self) -> dict[str, Phase]:
        """The first upcard is offered to each player once; then turns of a draw and a
        discard, until a knock; the defender then lays off on the knocker's melds."""
        return {
            Kind.UPCARD: phase(self._upcard_choices, "upcard",
                               move(Draw, self._take, self._check_upcard),
                               move(Pass, self._pass)),
            Kind.FIRST_DRAW: phase(lambda d: [Draw(d.seat, "stock")], "upcard-passed",
                                   move(Draw, self._take, self._check_first_draw)),
            Kind.DRAW: phase(lambda d: [Draw(d.seat, "stock"), Draw(d.seat, "discard")],
                             "draw-first", move(Draw, self._take, self._check_any_draw)),
            Kind.DISCARD: phase(self._discard_choices, "discard-or-knock",
                                move(Discard, self._throw, self._check_throw),
                                move(Knock, self._knock, self._check_knock)),
            Kind.LAYOFF: phase(self._lay_offs_or_done, "defender",
                               move(LayOff, self._defend, self._check_lay_off),
                               move(Done, lambda a, d: self._score())),
        }

    # -- the first upcard and drawing -----------------------------------------------------------
    def _upcard_choices(self, d: Decision) -> list[Action]:
        return [Draw(d.seat, "discard"), Pass(d.seat)]

    def _check_upcard(self, action: Draw, d: Decision) -> None:
        if action.source != "discard":
            raise refuse("upcard")
        self._check_top_only(action)

    def _check_first_draw(self, action: Draw, d: Decision) -> None:
        if action.source != "stock":
            raise refuse("upcard-passed")
        self._check_top_only(action)

    def _check_any_draw(self, action: Draw, d: Decision) -> None:
        self._check_draw(action)

    def _pass(self, action: Pass, d: Decision) -> list[Event]:
        passes = self.gin.passes + 1
        self.state = replace(self.gin, passes=passes)
        if passes == 1:
            self.decision = Decision(self.dealer, Kind.UPCARD)
        else:
            self.decision = Decision(self.next_seat(self.dealer), Kind.FIRST_DRAW)
        return [Event("passed", action.seat)]

    def _take(self, action: Draw, d: Decision) -> list[Event]:
        events = self._draw(action.seat, action.source)
        self.decision = Decision(action.seat, Kind.DISCARD)
        return events

    # -- discarding and knocking ----------------------------------------------------------------
    def _discard_choices(self, d: Decision) -> list[Action]:
        return self._discard_options(d.seat, True) + self._knock_options(d.seat)

    def _knock_options(self, seat: int) -> list[Action]:
        cards = self.cards_of(self.hands[seat])
        after = deadwood_without_each(cards, self._hand_rules, cards)
        made = self._card_actions(Knock, seat)
        limit, taken = self.gin_rules.knock_limit, self.taken_discard
        return [made[c.id] for c in cards if c.id != taken and after[c.id] <= limit]

    def _check_throw(self, action: Discard, d: Decision) -> None:
        self._check_discard(action.seat, action.card, True)

    def _throw(self, action: Discard, d: Decision) -> list[Event]:
        events = [self._discard(action.seat, action.card)]
        if len(self.stock) <= self.gin_rules.void_at:
            return events + self._finish_hand(
                HandResult(self.hand_number, (0, 0), None, How.VOID))
        self.decision = Decision(self._other(action.seat), Kind.DRAW)
        return events

    def _check_knock(self, action: Knock, d: Decision) -> None:
        self._check_discard(action.seat, action.discard, True)
        rest = [c for c in self.hands[action.seat] if c != action.discard]
        if action.melds:
            fits = self._check_melds(rest, action.melds, everything=False)
            used = {c.id for f in fits for c in f.cards}
            deadwood = sum(self._hand_rules.value(self.cards[c]) for c in rest if c not in used)
        else:
            deadwood = self._deadwood(rest)
        if deadwood > self.gin_rules.knock_limit:
            raise refuse("knock-limit", limit=self.gin_rules.knock_limit, deadwood=deadwood)

    def _knock(self, action: Knock, d: Decision) -> list[Event]:
        seat = action.seat
        self.hands[seat].remove(action.discard)
        self.discard.append(action.discard)  # face down: the next deal reshuffles anyway
        hand = self.hands[seat]
        if action.melds:
            fits = self._check_melds(hand, action.melds, everything=False)
        else:
            fits = list(self._arrange(hand).melds)
        melded = {c.id for f in fits for c in f.cards}
        dead = [c for c in hand if c not in melded]
        self.hands[seat] = dead  # the melds are face up on the table now
        deadwood = sum(self._hand_rules.value(self.cards[c]) for c in dead)
        self.state = replace(self.gin, knocker=seat, knock_deadwood=deadwood)
        self.table = [TableMeld(seat, f) for f in fits]
        how = How.GIN if deadwood == 0 else How.KNOCK
        events = [Event("knocked", seat, tuple(hand), data={
            "how": str(how), "deadwood": deadwood,
            "melds": [[c.id for c in f.cards] for f in fits],
            "discard": action.discard})]
        if how == How.GIN:
            return events + self._score()
        self.decision = Decision(self._other(seat), Kind.LAYOFF)
        return events

    # -- the defender ---------------------------------------------------------------------------
    def _defend(self, action: LayOff, d: Decision) -> list[Event]:
        self.state = replace(self.gin, laid_off=(*self.gin.laid_off, action.card))
        return [self._lay_off(action)]

    def _score(self) -> list[Event]:
        knocker = self.gin.knocker
        assert knocker is not None, "a gin hand is scored only after a knock"
        defender = self._other(knocker)
        shown_def = self.shown_hand(defender, self.gin.laid_off)
        k = self.gin.knock_deadwood
        dd = shown_def.deadwood or 0
        points = [0, 0]
        reckoning: tuple[Part, ...]
        if k == 0:
            bonus = self.gin_rules.gin_bonus
            reckoning = (("deadwood", defender, dd), ("gin-bonus", None, bonus))
            how, winner = How.GIN, knocker
        elif k < dd:
            reckoning = (("deadwood", defender, dd), ("deadwood", knocker, -k))
            how, winner = How.KNOCK, knocker
        else:
            bonus = self.gin_rules.undercut_bonus
            reckoning = (("deadwood", knocker, k), ("deadwood", defender, -dd),
                         ("undercut-bonus", None, bonus))
            how, winner = How.UNDERCUT, defender
        points[winner] = sum(part[2] for part in reckoning)
        # the knocker's melds as they ended, with the cards laid off on them (edged in gold)
        melds, wilds = laid_out(m.fit for m in self.table)
        shown_knocker = Shown(knocker, melds, wilds, tuple(self.hands[knocker]), k)
        shown = (shown_knocker, shown_def) if knocker == 0 else (shown_def, shown_knocker)
        return self._finish_hand(HandResult(self.hand_number, tuple(points), winner, how, shown,
                                            reckoning))

    # -- the match --------------------------------------------------------------------------
    def goal(self) -> Goal:
        return Goal(points=self.gin_rules.target)

    @property
    def scores_high(self) -> bool:
        return True

    def hands_won(self, seat: int) -> int:
        return sum(1 for r in self.results if r.winner == seat)

    def bonuses(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """Line bonuses, and the game and shutout bonuses once the match is over."""
        rules = self.gin_rules
        rows = [("line", tuple(rules.line_bonus * self.hands_won(s) for s in range(2)))]
        if self.over:
            winner = max(range(2), key=lambda s: self.totals[s])
            rows.append(("game", tuple(rules.game_bonus if s == winner else 0 for s in range(2))))
            if self.totals[1 - winner] == 0:
                rows.append(("shutout", tuple(rules.shutout_bonus if s == winner else 0
                                              for s in range(2))))
        return tuple(rows)

    def _final_standings(self) -> tuple[int, ...]:
        scores = self.final_scores()
        best = max(scores)
        return tuple(s for s in range(2) if scores[s] == best)


GAME = GameDef(
    id="gin",
    name="Gin Rummy",
    blurb="Two players, ten cards, melds kept in the hand. Knock with 10 or less, "
    "or go gin with none.",
    players=(2, 2),
    options=OPTIONS,
    build=build,
    match_class=GinMatch,
    held=lambda n: (10, 11),
    family="closed",
    table_think=4.0,  # more steps seem to help here; the clock bounds the wait (docs/bots.md)
)

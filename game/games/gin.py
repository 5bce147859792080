"""Gin Rummy: two players, melds kept in the hand, knock at 10 or less, gin, undercut."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from game.actions import Action, Discard, Done, Draw, Knock, LayOff, Pass
from game.events import Event
from game.games.options import GameDef, Option
from game.match import Decision, GameRules, Goal, HandResult, Match, TableMeld, laid_out
from game.messages import refuse
from game.rules import MeldRules, pip_values
from game.solver import deadwood_without_each


@dataclass(frozen=True)
class GinRules(GameRules):
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


class GinMatch(Match):
    game_id = "gin"
    @property
    def gin_rules(self) -> GinRules:
        return cast(GinRules, self.rules)

    def _deal_size(self) -> int:
        return 10

    def _new_hand_state(self) -> None:
        self.knocker: int | None = None
        self.knock_deadwood = 0
        self.passes = 0
        self.laid_off: list[int] = []

    def _first_decision(self) -> Decision:
        return Decision(self.next_seat(self.dealer), "upcard")

    def _other(self, seat: int) -> int:
        return 1 - seat

    def public_state(self) -> dict[str, Any]:
        return {"knocker": self.knocker, "knock_deadwood": self.knock_deadwood,
                "passes": self.passes, "laid_off": list(self.laid_off)}

    def _restore_public(self, public: dict[str, Any]) -> None:
        self.knocker = public["knocker"]
        self.knock_deadwood = public["knock_deadwood"]
        self.passes = public["passes"]
        self.laid_off = list(public["laid_off"])

    # -- legal actions ----------------------------------------------------------------------
    def _legal(self, d: Decision) -> list[Action]:
        seat = d.seat
        if d.kind == "upcard":
            return [Draw(seat, "discard"), Pass(seat)]
        if d.kind == "first-draw":
            return [Draw(seat, "stock")]
        if d.kind == "draw":
            return [Draw(seat, "stock"), Draw(seat, "discard")]
        if d.kind == "discard":
            return self._discard_options(seat, True) + self._knock_options(seat)
        return [*self._layoff_options(seat, range(len(self.table))), Done(seat)]

    def _knock_options(self, seat: int) -> list[Action]:
        cards = self.cards_of(self.hands[seat])
        after = deadwood_without_each(cards, self._hand_rules, cards)
        made = self._card_actions(Knock, seat)
        return [made[c.id] for c in cards if c.id != self.taken_discard
                and after[c.id] <= self.gin_rules.knock_limit]

    # -- checks -----------------------------------------------------------------------------
    def _check(self, action: Action, d: Decision) -> None:
        kind = d.kind
        if kind == "upcard":
            if isinstance(action, Pass) or action == Draw(action.seat, "discard"):
                return
            raise refuse("upcard")
        if kind == "first-draw":
            if action == Draw(action.seat, "stock"):
                return
            raise refuse("upcard-passed")
        if kind == "draw":
            if isinstance(action, Draw):
                return self._check_draw(action)
            raise refuse("draw-first")
        if kind == "discard":
            if isinstance(action, Discard):
                return self._check_discard(action.seat, action.card, True)
            if isinstance(action, Knock):
                return self._check_knock(action)
            raise refuse("discard-or-knock")
        if isinstance(action, LayOff):
            self._require_in_hand(action.seat, [action.card])
            self._layoff_fit(action)
            return None
        if isinstance(action, Done):
            return None
        raise refuse("defender")

    def _check_knock(self, action: Knock) -> None:
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

    # -- performing -------------------------------------------------------------------------
    def _perform(self, action: Action, d: Decision) -> list[Event]:
        seat = action.seat
        if isinstance(action, Pass):
            self.passes += 1
            events = [Event("passed", seat)]
            if self.passes == 1:
                self.decision = Decision(self.dealer, "upcard")
            else:
                self.decision = Decision(self.next_seat(self.dealer), "first-draw")
            return events
        if isinstance(action, Draw):
            events = self._draw(seat, action.source)
            self.decision = Decision(seat, "discard")
            return events
        if isinstance(action, Discard):
            events = [self._discard(seat, action.card)]
            if len(self.stock) <= self.gin_rules.void_at:
                return events + self._finish_hand(
                    HandResult(self.hand_number, (0, 0), None, "void"))
            self.decision = Decision(self._other(seat), "draw")
            return events
        if isinstance(action, Knock):
            return self._knock(action)
        if isinstance(action, LayOff):
            self.laid_off.append(action.card)
            return [self._lay_off(action)]
        return self._score()

    def _knock(self, action: Knock) -> list[Event]:
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
        self.knock_deadwood = sum(self._hand_rules.value(self.cards[c]) for c in dead)
        self.knocker = seat
        self.table = [TableMeld(seat, f) for f in fits]
        how = "gin" if self.knock_deadwood == 0 else "knock"
        events = [Event("knocked", seat, tuple(hand), data={
            "how": how, "deadwood": self.knock_deadwood,
            "melds": [[c.id for c in f.cards] for f in fits],
            "discard": action.discard})]
        if how == "gin":
            return events + self._score()
        self.decision = Decision(self._other(seat), "layoff")
        return events

    def _score(self) -> list[Event]:
        knocker = self.knocker
        assert knocker is not None, "a gin hand is scored only after a knock"
        defender = self._other(knocker)
        shown_def = self.shown_hand(defender, self.laid_off)
        k, dd = self.knock_deadwood, shown_def["deadwood"]
        points = [0, 0]
        reckoning: tuple[tuple[str, int | None, int], ...]
        if k == 0:
            bonus = self.gin_rules.gin_bonus
            reckoning = (("deadwood", defender, dd), ("gin-bonus", None, bonus))
            how, winner = "gin", knocker
        elif k < dd:
            reckoning = (("deadwood", defender, dd), ("deadwood", knocker, -k))
            how, winner = "knock", knocker
        else:
            bonus = self.gin_rules.undercut_bonus
            reckoning = (("deadwood", knocker, k), ("deadwood", defender, -dd),
                         ("undercut-bonus", None, bonus))
            how, winner = "undercut", defender
        points[winner] = sum(part[2] for part in reckoning)
        # the knocker's melds as they ended, with the cards laid off on them (edged in gold)
        shown_knocker = {"seat": knocker, **laid_out(m.fit for m in self.table),
                         "deadwood_cards": list(self.hands[knocker]), "deadwood": k,
                         "laid_off": []}
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
)

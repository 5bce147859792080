"""The two simplest opponents: random (any legal action) and easy (a beginner's habits)."""

from __future__ import annotations

from typing import ClassVar

from mypy_extensions import mypyc_attr

from game.actions import Action, Call, Discard, Done, Draw, GoOut, Knock, LayOff, Meld, Pass
from game.bots import boxes, contracts, tong_its
from game.bots.base import SeededBot
from game.bots.hand import take_helps
from game.decisions import Kind
from game.solver import best_arrangement
from game.view import PlayerView


@mypyc_attr(allow_interpreted_subclasses=True)  # see SeededBot
class RandomBot(SeededBot):
    """Any legal action, uniformly: the floor of the strength ladder."""

    level: ClassVar[str] = "random"

    def choose(self, view: PlayerView) -> Action:
        return self.rng.choice(view.legal)


@mypyc_attr(allow_interpreted_subclasses=True)  # see SeededBot
class EasyBot(SeededBot):
    """A beginner: takes a discard that makes a meld, throws high loose cards, goes out when it
    sees it can, lays down every meld it finds; one move in four is a careless one."""

    level: ClassVar[str] = "easy"
    careless = 0.25

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if boxes.applies(view):  # a score sheet's pick, or a thief's steal
            return boxes.easy_choice(view, self.rng, self.careless)
        if view.rules.draw_call:  # Tong-Its: a beginner's habits of its own
            return tong_its.easy_choice(view, self.rng)
        if view.rules.contract_for(view.hand_number) is not None:  # a hand with a contract
            return contracts.easy_choice(view, self.rng, self.careless)
        finish = [a for a in legal if isinstance(a, GoOut | Knock)]
        if finish:
            return finish[0]
        if all(isinstance(a, Draw | Pass) for a in legal):
            return self._draw(view)
        decision = view.decision
        if decision is not None and decision.kind == Kind.CLAIM:
            return self._claim(view)
        if not any(isinstance(a, Discard | Done | Meld | LayOff) for a in legal):
            return self.rng.choice(legal)  # a decision of a game whose habits are not here
        plays = [a for a in legal if isinstance(a, Meld | LayOff)]
        if plays:
            return max(plays, key=lambda a: len(a.melds[0]) if isinstance(a, Meld) else 0)
        done = [a for a in legal if isinstance(a, Done)]
        if done:
            return done[0]
        return self._discard(view, [a for a in legal if isinstance(a, Discard)])

    def _draw(self, view: PlayerView) -> Action:
        take = Draw(view.seat, "discard")
        other = next(a for a in view.legal if a != take)
        if take in view.legal and view.discard and self.rng.random() > self.careless:
            helps, _ = take_helps(view.hand, view.discard[-1], view.hand_rules)
            if helps:
                return take
        return other

    def _claim(self, view: PlayerView) -> Action:
        """Claim the card a poll offers when it makes a meld (one time in four, carelessly,
        either way)."""
        claim = next(a for a in view.legal if isinstance(a, Call))
        decline = next(a for a in view.legal if isinstance(a, Pass))
        if self.rng.random() < self.careless or not view.discard:
            return self.rng.choice((claim, decline))
        helps, _ = take_helps(view.hand, view.discard[-1], view.hand_rules)
        return claim if helps else decline

    def _discard(self, view: PlayerView, choices: list[Discard]) -> Action:
        allowed = {a.card for a in choices}
        loose = [c for c in best_arrangement(view.hand, view.hand_rules).deadwood_cards
                 if c.id in allowed and not view.hand_rules.is_wild(c)]
        if not loose or self.rng.random() < self.careless:
            return self.rng.choice(choices)
        highest = max(view.hand_rules.value(c) for c in loose)
        pick = self.rng.choice([c for c in loose if view.hand_rules.value(c) == highest])
        return Discard(view.seat, pick.id)

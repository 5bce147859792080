"""The hard bot: determinised search through the engine.

For each decision it takes the normal bot's few best candidates, guesses the hidden cards many
times (`game.determinise`: consistent with everything it has seen) and, on each guess, plays
every candidate forward to the end of the hand with every seat following the normal strategy
(`game.bots.rollout`: a quicker form of it in hands with wild ranks). As at the table, each
seat there knows what the others took from the discard pile and keeps from feeding it to them;
play-outs that fed the searcher what it took overrated taking (Gin: +0.43 ± 0.20 points a
hand, docs/hard-bot.md).
Every candidate meets the same guesses, so they are compared on paired results; one replaces
the normal choice only when it is ahead by `SURE` standard errors (play-outs are noisy, and
looser thresholds measurably lost points in Gin). Opponents' hands are drawn a few times and
the one with the least deadwood kept, since real opponents keep good cards; uniform guesses
made the search prefer worse moves.

A play-out whose hand ends the match is also worth the match: winning it counts `MATCH_WIN`
points, so in the deciding hand the search plays to win the match, not for points.

In Tong-Its only the plays after the draw are searched (on the whole budget, though its steps
cost twice Gin's: on half of it hard's edge did not clear zero): searching the Draw call gained
nothing measurable, and searching the answer to a call lost, since a guess of the caller's
hand knows nothing of the call (game.bots.tong_its).

In the contract games (Contract Rummy, Carioca) it does not search: a play-out there costs
several times one of the other games (each turn a draw, the others' May I? answers, plays and
a discard), and a search of a third of the usual budget still took 1.2 s at p99 in Carioca,
over the half second a decision may take. Instead it
judges as normal does with a sharper discard (`game.bots.contract_outs`: the unseen cards
that would bring the hand nearer its contract, what a discard feeds the others, high cards
thrown while a seat is near going out) and asks May I? whenever the card helps.

In Gin the candidates come from a sharper discard judgement (`game.bots.gin_discard`: a look
ahead to the next draw, and what a discard feeds the opponent) than normal's, and a final
discard before a showdown with lay-offs counts what will be laid off
(`game.bots.showdown_discard`).

The budget is counted in engine steps, not seconds, so a match replays exactly (fewer steps
for hands over ten cards, and over seven or eight where ranks are wild, since their steps
cost more; play-outs are cut short rather than leave a candidate with too few guesses); the
default keeps a decision under half a second on a slow 2-core machine in every hand of every
game (see benchmarks/bots.py). The table may give it more steps where they help
(`GameDef.table_think`) and a `TimeLimit`: there a person waits, so the search also stops
at the limit once each candidate has its fewest guesses (benchmarks/thinking.py).
"""

from __future__ import annotations

import random
from typing import ClassVar

from mypy_extensions import mypyc_attr

from game.actions import Action, GoOut
from game.bots import boxes, contract_outs, gin_discard, rollout, showdown_discard, tong_its
from game.bots.base import SeededBot, Spot, TimeLimit
from game.bots.normal import ranked, wanted_by_next
from game.determinise import CardMemory, HandScore, determinise
from game.match import Match
from game.solver import min_deadwood
from game.view import PlayerView

STEPS = 2000  # engine steps per decision, over all guesses and candidates
CANDIDATES = 3
SURE = 1.5  # standard errors by which a search result must beat the normal choice
HORIZON = 60  # steps per play-out before the hand is judged on deadwood
# Where ranks are wild, the whole budget up to this many cards, and past them a share falling
# with this power of the size (`step_share`); the steeper pair where over a tenth of the deck
# is wild (Pay Me's twos, jokers and the hand's rank), whose searches grow dearer faster.
WILD_FALL = (8, 2.0)
MANY_WILDS_FALL = (7, 2.5)
# Indian Chief: refills guessed per candidate pick, and candidate picks (game.bots.boxes)
BOX_SAMPLES = 12
BOX_CANDIDATES = 6
MIN_GUESSES = 8  # per candidate: when the budget is small, play-outs stop sooner instead
MIN_HORIZON = 8
MODEL_TRIES = 4  # most guesses drawn per opponent hand to keep the likeliest
# Worth of winning the match, in points, to a play-out whose hand ends it: matches are what
# is won or lost, and in the deciding hand points beyond the win no longer matter.
MATCH_WIN = 1000.0


@mypyc_attr(allow_interpreted_subclasses=True)  # see SeededBot
class HardBot(SeededBot):
    level: ClassVar[str] = "hard"
    searches: ClassVar[bool] = True

    def __init__(self, seed: int = 0, steps: int = STEPS, candidates: int = CANDIDATES,
                 think: float = 1.0, limit: TimeLimit | None = None) -> None:
        """`think` scales the step budget (and so the time a decision takes); `limit` stops
        a search sooner on a slow machine (the table's)."""
        super().__init__(seed)
        self.limit = limit
        self.memory = CardMemory()
        self.steps = max(1, round(steps * think))
        self.candidates = candidates
        # the last search's guesses per candidate and play-out length, for tests and tuning
        self.last_search = (0, 0)

    def choose(self, view: PlayerView) -> Action:
        if boxes.applies(view):  # a score sheet's pick, or a thief's steal: its own look ahead
            return boxes.hard_choice(view, self.rng, max(4, round(BOX_SAMPLES * self.steps
                                                                 / STEPS)), BOX_CANDIDATES)
        started = self.limit.clock() if self.limit is not None else 0.0
        known = self.memory.update(view)
        if view.rules.contract_for(view.hand_number) is not None:
            # The contract games: a sharper judgement, no search (see contract_outs)
            laid = [m.fit for m in view.table if m.fit is not None and m.owner is not None
                    and m.owner != view.seat]
            spot = Spot.of_view(view, wanted_by_next(view, known))
            danger = any(view.hand_counts[m.owner] <= contract_outs.DANGER_CARDS
                         for m in view.table if m.owner is not None and m.owner != view.seat)
            return contract_outs.ranked(spot, known, laid, danger)[0][1]
        spot = Spot.of_view(view, wanted_by_next(view, known))
        scored = ranked(spot)
        if gin_discard.applies(view):
            scored = gin_discard.rerank(view, known, scored)
        elif showdown_discard.applies(view):
            scored = showdown_discard.rerank(view, scored)
        options = _candidates(scored, self.candidates)
        if len(options) == 1 or isinstance(options[0], GoOut) or scored[0][0] <= tong_its.FINISH:
            return options[0]  # going out (tong-its) is not weighed against playing on
        if spot.sight is not None and not tong_its.searched(spot):
            return options[0]
        tries, likely = _opponent_model(view)
        taken = list(known)  # what each seat was seen taking (each play-out gets a copy)
        taken[view.seat] = self.memory.own_takes(view)
        values: list[list[float]] = [[] for _ in options]
        used = 0.0
        rules = view.hand_rules
        wild = sum(1 for c in view.deck if rules.is_wild(c)) / len(view.deck)
        budget = self.steps * step_share(len(view.hand), wild if rules.wild_ranks else 0.0)
        horizon = max(MIN_HORIZON, min(HORIZON, int(budget / (len(options) * MIN_GUESSES))))
        while used < budget and not self._out_of_time(started, len(values[0])):
            guess_seed = self.rng.getrandbits(32)
            for i, action in enumerate(options):
                guess = self.guess(view, random.Random(guess_seed), known, tries, likely)
                value, steps = playout(guess, action, view.seat, horizon,
                                       [set(cards) for cards in taken])
                values[i].append(value)
                used += steps
        self.last_search = (len(values[0]), horizon)
        return options[_confident_best(values)]

    def _out_of_time(self, started: float, guesses: int) -> bool:
        """Whether the table's time limit stops the search (never before each candidate has
        met `MIN_GUESSES` guesses)."""
        limit = self.limit
        return (limit is not None and guesses >= MIN_GUESSES
                and limit.clock() - started >= limit.seconds)

    def guess(self, view: PlayerView, rng: random.Random, known: list[set[int]],
              tries: list[int], likely: HandScore) -> Match:
        """One guess of the hidden cards to play the candidates out on. A method so that an
        experiment may tell the bot what it cannot see, to price that knowledge
        (benchmarks/told.py); the game never does."""
        return determinise(view, rng, known, tries, likely)


def step_share(held: int, wild: float) -> float:
    """The share of the step budget a decision gets, so that it takes about as long whatever
    the hand: a step costs more with more cards, and far more when a rank is wild (the solver
    searches then, and its cost grows faster than the square of the hand's size). `wild` is
    the share of the deck that is wild this hand (0 for none)."""
    if wild:
        cards, power = WILD_FALL if wild <= 0.1 else MANY_WILDS_FALL
        return min(1.0, float((cards / max(held, 1)) ** power))
    return min(1.0, 10 / max(held, 1))


def _candidates(scored: list[tuple[float, Action]], count: int) -> list[Action]:
    """The normal choice first, then the best of each other kind of action, then the next
    best overall: so "knock now" is always weighed against "play on", and so on."""
    out: list[Action] = []
    kinds = set()
    for _, action in scored:
        if type(action) not in kinds:
            kinds.add(type(action))
            out.append(action)
    for _, action in scored:
        if len(out) >= count:
            break
        if action not in out:
            out.append(action)
    return out[:max(count, len(kinds))]


def _opponent_model(view: PlayerView) -> tuple[list[int], HandScore]:
    """Opponents keep good hands: draw several guesses for a seat that has had turns to
    improve its hand, and keep the one with the least deadwood."""
    turns = [0] * len(view.names)
    for event in view.events:
        if event.kind == "discarded" and event.seat is not None:
            turns[event.seat] += 1
    tries = [1 if seat == view.seat else min(1 + t, MODEL_TRIES) for seat, t in enumerate(turns)]
    deck, rules = view.deck, view.hand_rules

    def likely(seat: int, cards: list[int]) -> float:
        return min_deadwood([deck[c] for c in cards], rules)

    return tries, likely


def _confident_best(values: list[list[float]]) -> int:
    """The candidate to play: the normal choice (index 0) unless another beat it clearly.

    Each guess was played out with every candidate, so the comparison is on paired
    differences; a candidate must be ahead by `SURE` standard errors to be preferred, since
    play-outs are noisy and the normal choice is already a good one.
    """
    best, best_mean = 0, 0.0
    base = values[0]
    if len(base) < 3:  # too few guesses to judge the spread: keep the normal choice
        return best
    for i in range(1, len(values)):
        diffs = [v - b for v, b in zip(values[i], base, strict=True)]
        n = len(diffs)
        mean = sum(diffs) / n
        spread = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5 if n > 1 else 0.0
        sure = mean > 0 and (spread == 0 or mean / (spread / n ** 0.5) >= SURE)
        if sure and mean > best_mean:
            best, best_mean = i, mean
    return best


def playout(match: Match, first: Action, me: int, horizon: int = HORIZON,
            taken: list[set[int]] | None = None) -> tuple[float, int]:
    """Play `first`, then everyone by `game.bots.rollout` (normal's strategy, or a quicker one
    where ranks are wild) to the hand's end or `horizon` steps. `taken` (per seat, the cards
    it was seen taking from the discard pile; updated as the play-out goes) lets every seat
    avoid feeding the next what it collects, as normal does in play.

    Returns how good the end is for `me` (points won minus the others' average, and
    `MATCH_WIN` times the share of the match won less a fair share if the hand ended it; or the
    deadwood difference at the horizon) and the engine steps it took.
    """
    hand = match.hand_number
    quick = rollout.quick_applies(match)
    match.deal_next = False  # the hand's end is the end: no need to deal the next one
    match.lay_out = False  # nor to lay the hands out for a summary
    rollout.apply_noting(match, first, taken)
    steps = 1
    while match.pending() and steps < horizon:  # a guess ends with its hand
        rollout.step(match, quick, taken)
        steps += 1
    if match.results and match.results[-1].number == hand:
        points = match.results[-1].points
        others = (sum(points) - points[me]) / (len(points) - 1)
        gained = points[me] - others
        value = gained if match.scores_high else -gained
        if match.over:  # this hand decided the match
            share = 1 / len(match.winners) if me in match.winners else 0.0
            value += MATCH_WIN * (share - 1 / len(points))
        return value, steps
    rules = match.hand_rules
    dead = [min_deadwood(match.cards_of(h), rules) for h in match.hands]
    others = (sum(dead) - dead[me]) / (len(dead) - 1)
    return others - dead[me], steps

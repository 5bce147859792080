"""The protocol every game exposes, and the turn machinery most games share.

A game is a subclass of `Match` that declares its rules object and implements three hooks:
`_legal(decision)` (every legal action for a pending decision), `_check(action, decision)` (raise
IllegalAction with a reason) and `_perform(action, decision)` (change the state, return events).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, TypeVar

from game.actions import Action, Discard, Draw, LayOff, Melds
from game.cards import Card, format_cards, make_deck, shuffle
from game.errors import IllegalAction, UnknownGame
from game.events import Event
from game.games.options import seats_problem
from game.melds import MeldFit, extend_meld, fit_meld
from game.messages import refuse
from game.rules import HandRules, MeldRules
from game.solver import Arrangement, best_arrangement, can_meld_all, min_deadwood
from game.view import MeldView, PlayerView

A = TypeVar("A", bound=Action)


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table: a name, and a bot level or None for a person."""

    name: str
    bot: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot}


@dataclass(frozen=True, slots=True, init=False)
class Decision:
    """A seat that must act now, and what kind of decision it faces."""

    seat: int
    kind: str

    def __init__(self, seat: int, kind: str) -> None:  # written: see game.actions.Action
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "kind", kind)


@dataclass(slots=True)
class TableMeld:
    """A meld face up on the table: whose it is, its cards and how they read."""

    owner: int
    fit: MeldFit

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.fit.cards


@dataclass(frozen=True)
class GameRules:
    """Values shared by every game's rules object (one frozen object per game and options)."""

    players: tuple[int, int]
    meld: MeldRules
    decks_by_players: tuple[tuple[int, int], ...]  # (up to this many players, decks)
    jokers_per_deck: int = 0
    rank_values: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
    wild_value: int | None = None
    options: dict[str, Any] = field(default_factory=dict, compare=False)

    def decks(self, players: int) -> int:
        return next(d for limit, d in self.decks_by_players if players <= limit)

    def hand_rules(self, hand_number: int) -> HandRules:
        """Grammar, wilds and values for one hand (games with changing wilds override)."""
        return HandRules(self.meld, frozenset(), True, self.rank_values, self.wild_value)


@dataclass(frozen=True)
class HandResult:
    """How one hand ended: points per seat this hand, and how each hand finished."""

    number: int
    points: tuple[int, ...]
    winner: int | None  # None: void or no single winner
    how: str  # "pay-me", "out", "gin", "knock", "undercut", "rummy", "void", ...
    shown: tuple[dict[str, Any], ...] = ()  # per seat: melds, deadwood cards, deadwood, laid off
    # How the winner's points add up, where they are made of parts: each part's kind, whose
    # cards it counts (or None), and its points, in order (the summary shows the sum). Where
    # each seat scores its own cards, a single part may say what changed them all instead.
    reckoning: tuple[tuple[str, int | None, int], ...] = ()


@dataclass(frozen=True)
class Goal:
    """When a match ends: after a fixed number of hands, or once a total reaches `points`."""

    hands: int = 0  # 0: not a fixed number of hands
    points: int = 0  # 0: no target

    def reached(self, hands_played: int, totals: list[int]) -> bool:
        if self.hands:
            return hands_played >= self.hands
        return max(totals) >= self.points


class Match:
    """A match of one game: the state, and the protocol to play it."""

    game_id = ""
    preset = "standard"
    # Games read their own rules type through a property (`gin_rules`, ...): a class compiled
    # with mypyc may not narrow an attribute's type in a subclass.
    rules: GameRules

    def __init__(self, rules: GameRules, seats: Sequence[Seat], seed: int, options: dict[str, Any],
                 deal: bool = True):
        """A new match, its first hand dealt (`deal` False: no hand yet, for `from_view`)."""
        if problem := seats_problem("this game", rules.players, len(seats)):
            raise UnknownGame(problem)
        self.rules = rules
        self.options = dict(options)
        self.seats = tuple(seats)
        self.n = len(seats)
        self.seed = seed
        self.rng = random.Random(seed)
        self.cards: tuple[Card, ...] = make_deck(rules.decks(self.n), rules.jokers_per_deck)
        self.hand_number = 0
        self.dealer = self.n - 1  # rotated before each deal: seat 0 deals the first hand
        self.totals = [0] * self.n
        self.results: list[HandResult] = []
        self.history: list[Action] = []
        self.log: list[Event] = []  # every event of the match, in order
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.decision: Decision | None = None
        self.deal_next = True  # False: the match stops when this hand ends (a bot's play-out)
        # False: a hand's end counts each hand's deadwood without laying it out in melds (a
        # bot's play-out reads only the points; laying out costs as much as the play-out)
        self.lay_out = True
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.stock: list[int] = []  # top is the end
        self.discard: list[int] = []  # top is the end
        self.table: list[TableMeld] = []
        self.view_cache: dict[object, Any] = {}  # parts of views reused (game.view)
        self.taken_discard: int | None = None  # card just taken from the discard pile
        # this hand's events as each seat saw them, kept as they happen (views read them)
        self.seen: list[list[Event]] = [[] for _ in range(self.n)]
        self.start_events: list[Event] = []
        if deal:
            self.start_events = self._start_hand()
            self._record(self.start_events)

    # -- the protocol ----------------------------------------------------------------------
    def pending(self) -> tuple[Decision, ...]:
        """Who must decide now (several seats for simultaneous or out-of-turn decisions)."""
        return () if self.over or self.decision is None else (self.decision,)

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action `seat` may take now (empty if it need not decide)."""
        return [a for d in self.pending() if d.seat == seat for a in self._legal(d)]

    def check(self, action: Action) -> None:
        """Raise IllegalAction, with a reason a player can read, unless the action is legal."""
        self._check(action, self._decision_of(action))

    def _decision_of(self, action: Action) -> Decision:
        """The decision the action answers; raises when its seat need not decide now."""
        if self.over:
            raise refuse("match-over")
        pending = self.pending()
        for decision in pending:
            if decision.seat == action.seat:
                return decision
        raise refuse("not-your-turn", who=", ".join(self.seats[d.seat].name for d in pending))

    def is_legal(self, action: Action) -> tuple[bool, str]:
        """(True, "") or (False, the reason)."""
        try:
            self.check(action)
        except IllegalAction as exc:
            return False, str(exc)
        return True, ""

    def apply(self, action: Action) -> list[Event]:
        """Validate and carry out an action; return the events that happened."""
        decision = self._decision_of(action)
        self._check(action, decision)
        self.history.append(action)
        events = self._perform(action, decision)
        self._record(events)
        return events

    def _record(self, events: list[Event]) -> None:
        for event in events:
            if event.kind == "hand-started":
                self.seen = [[] for _ in range(self.n)]
            self.log.append(event)
            if event.private is None:  # the same for every seat
                for seen in self.seen:
                    seen.append(event)
            else:
                for seat, seen in enumerate(self.seen):
                    seen.append(event.seen_by(seat))

    def view(self, seat: int) -> PlayerView:
        """What `seat` may see: its own hand and everything public, nothing hidden."""
        cards = self.cards
        fixed = self.view_cache.get("fixed")
        if fixed is None:  # what never changes in a match, shared read-only by every view
            fixed = self.view_cache["fixed"] = (
                MappingProxyType(dict(self.options)), tuple(s.name for s in self.seats),
                tuple(s.bot for s in self.seats))
        view = object.__new__(PlayerView)
        # A view is made for every decision: filling its __dict__ at once is several times
        # quicker than the frozen dataclass's __init__, which sets each field on its own.
        # (Made here, not in game.view: this module is compiled in the compiled engine, and a
        # view, which the compiled engine leaves a plain class, keeps its __dict__.)
        view.__dict__.update(
            game=self.game_id,
            preset=self.preset,
            options=fixed[0],
            seat=seat,
            names=fixed[1],
            bots=fixed[2],
            hand_number=self.hand_number,
            dealer=self.dealer,
            hand=tuple([cards[c] for c in self.hands[seat]]),
            hand_counts=tuple([len(h) for h in self.hands]),
            stock_count=len(self.stock),
            discard=tuple([cards[c] for c in self.discard]),
            table=tuple([self._meld_view(m.owner, m.fit) for m in self.table]),
            taken_discard=self.taken_discard,
            totals=tuple(self.totals),
            results=tuple(self.results),
            pending=self.pending(),
            legal=tuple(self.legal_actions(seat)),
            hand_rules=self.hand_rules,
            deck=cards,
            events=tuple(self.seen[seat]),
            public=self.public_state(),
            over=self.over,
            winners=self.winners,
        )
        return view

    def _meld_view(self, owner: int, fit: MeldFit) -> MeldView:
        """A table meld's view, made once per meld as it stands (a lay-off makes a new fit)."""
        key = (owner, id(fit))
        found = self.view_cache.get(key)
        if found is None or found.fit is not fit:
            if len(self.view_cache) > 256:  # melds of hands long over
                self.view_cache.clear()
            found = self.view_cache[key] = MeldView(owner, fit.cards, tuple(fit.text()), fit)
        return found

    def public_state(self) -> dict[str, Any]:
        """Game-specific facts every seat may see (who called, who knocked, ...)."""
        return {}

    def _restore_public(self, public: dict[str, Any]) -> None:
        """Set a game's own per-hand state back from `public_state()` (determinisation)."""

    @property
    def scores_high(self) -> bool:
        """Whether points are won (higher totals are better) or paid (lower is better)."""
        return False

    @classmethod
    def from_view(cls, rules: GameRules, view: PlayerView, hands: list[list[int]],
                  stock: list[int], seed: int) -> Match:
        """A full match state: everything public from `view`, hidden places as given.

        Used by searching bots to play a guess of the hidden cards forward; the new match has
        no history, so its own record starts here.
        """
        seats = [Seat(name, bot) for name, bot in zip(view.names, view.bots, strict=True)]
        match = cls(rules, seats, seed, dict(view.options), deal=False)
        match.preset = view.preset
        match.cards = view.deck
        match.hand_number = view.hand_number
        match.dealer = view.dealer
        match.totals = list(view.totals)
        match.results = list(view.results)
        match.over = view.over
        match.winners = view.winners
        match.decision = view.pending[0] if view.pending else None
        match._hand_rules = view.hand_rules
        match.hands = [list(h) for h in hands]
        match.stock = list(stock)
        match.discard = [c.id for c in view.discard]
        match.table = [TableMeld(m.owner, m.fit) for m in view.table]
        match._new_hand_state()
        match.taken_discard = view.taken_discard
        match._restore_public(view.public)
        return match

    # -- hooks a game implements ------------------------------------------------------------
    def _legal(self, decision: Decision) -> list[Action]:
        raise NotImplementedError

    def _check(self, action: Action, decision: Decision) -> None:
        raise NotImplementedError

    def _perform(self, action: Action, decision: Decision) -> list[Event]:
        raise NotImplementedError

    def _deal_size(self) -> int:
        raise NotImplementedError

    def _new_hand_state(self) -> None:
        """Reset a game's own per-hand state before the deal."""

    def _first_decision(self) -> Decision:
        return Decision(self.next_seat(self.dealer), "draw")

    def goal(self) -> Goal:
        """When this match ends, under its options (the table says it; `_match_over` uses it)."""
        raise NotImplementedError

    def _match_over(self) -> bool:
        return self.goal().reached(self.hand_number, self.totals)

    def _final_standings(self) -> tuple[int, ...]:
        """Winners when the match is over (lowest total by default)."""
        best = min(self.totals)
        return tuple(i for i, t in enumerate(self.totals) if t == best)

    # -- shared machinery -------------------------------------------------------------------
    @property
    def hand_rules(self) -> HandRules:
        return self._hand_rules

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.n

    def card(self, card_id: int) -> Card:
        return self.cards[card_id]

    def cards_of(self, ids: Iterable[int]) -> list[Card]:
        return [self.cards[i] for i in ids]

    def text(self, ids: Iterable[int]) -> str:
        return format_cards(self.cards_of(ids))

    def _start_hand(self) -> list[Event]:
        self.hand_number += 1
        self.dealer = self.next_seat(self.dealer)
        self._hand_rules = self.rules.hand_rules(self.hand_number)
        self.table = []
        self.taken_discard = None
        self._new_hand_state()
        order = list(range(len(self.cards)))
        shuffle(self.rng, order)
        size = self._deal_size()
        self.hands = [[] for _ in range(self.n)]
        seat = self.next_seat(self.dealer)
        for _ in range(size * self.n):
            self.hands[seat].append(order.pop())
            seat = self.next_seat(seat)
        self.stock = order
        self.discard = []
        events = [
            Event("hand-started", self.dealer, data={
                "hand": self.hand_number, "wild_ranks": sorted(self._hand_rules.wild_ranks)}),
        ]
        events += [Event("dealt", s, tuple(self.hands[s]), private=s) for s in range(self.n)]
        events += self._after_deal()
        self.decision = self._first_decision()
        return events

    def _after_deal(self) -> list[Event]:
        """Turn the upcard to start the discard pile (games without one override)."""
        top = self.stock.pop()
        self.discard.append(top)
        return [Event("upcard", None, (top,))]

    def _require_in_hand(self, seat: int, card_ids: Iterable[int]) -> None:
        hand = self.hands[seat]
        for cid in card_ids:
            if cid not in hand:
                raise refuse("not-held", card=self._card_text(cid))

    def _can_draw_stock(self) -> bool:
        return bool(self.stock) or len(self.discard) > 1

    def _check_draw(self, action: Draw, stock_only: bool = False) -> None:
        if action.source not in ("stock", "discard"):  # a plug-in bot may send anything
            raise refuse("no-such-pile", source=repr(action.source))
        if action.source == "discard":
            if stock_only:
                raise refuse("stock-only")
            if not self.discard:
                raise refuse("discard-empty")
        elif not self._can_draw_stock():
            raise refuse("stock-empty")

    def _draw(self, seat: int, source: str) -> list[Event]:
        events: list[Event] = []
        if source == "stock":
            if not self.stock:
                events += self._renew_stock()
            cid = self.stock.pop()
            self.hands[seat].append(cid)
            self.taken_discard = None
            events.append(Event("drew", seat, (cid,), private=seat, data={"source": "stock"}))
        else:
            cid = self.discard.pop()
            self.hands[seat].append(cid)
            self.taken_discard = cid
            events.append(Event("drew", seat, (cid,), data={"source": "discard"}))
        return events

    def _renew_stock(self) -> list[Event]:
        """Stock exhausted: the top discard stays, the rest is shuffled into a new stock."""
        top = self.discard.pop()
        self.stock = self.discard
        shuffle(self.rng, self.stock)
        self.discard = [top]
        return [Event("stock-renewed", data={"count": len(self.stock)})]

    def _check_discard(self, seat: int, card: int, forbid_taken: bool) -> None:
        self._require_in_hand(seat, [card])
        if forbid_taken and card == self.taken_discard:
            raise refuse("taken-discard", card=self.cards[card])

    def _discard(self, seat: int, card: int) -> Event:
        self.hands[seat].remove(card)
        self.discard.append(card)
        return Event("discarded", seat, (card,))

    def _arrange(self, ids: Iterable[int]) -> Arrangement:
        return best_arrangement(self.cards_of(ids), self._hand_rules)

    def _deadwood(self, ids: Iterable[int]) -> int:
        return min_deadwood(self.cards_of(ids), self._hand_rules)

    def _meldable(self, ids: Iterable[int]) -> bool:
        return can_meld_all(self.cards_of(ids), self._hand_rules)

    def _check_melds(self, ids_left: list[int], melds: Melds, everything: bool) -> list[MeldFit]:
        """Check a shown arrangement: each group a legal meld, cards from `ids_left` once each.

        With `everything`, the groups must use every card of `ids_left`. A run's wilds stand
        where each group holds them (`fit_meld`'s `held`).
        """
        if any(len(set(m)) != len(m) for m in melds):
            raise refuse("named-twice")
        used = [cid for m in melds for cid in m]
        if len(set(used)) != len(used):
            raise refuse("meld-twice")
        for cid in used:
            if cid not in ids_left:
                raise refuse("not-yours-to-meld", card=self._card_text(cid))
        if everything and len(used) != len(ids_left):
            rest = [cid for cid in ids_left if cid not in used]
            raise refuse("left-out", cards=self.text(rest))
        fits = []
        fewest = min(self._hand_rules.meld.set_min, self._hand_rules.meld.run_min)
        for group in melds:
            if len(group) < fewest:
                raise refuse("meld-too-short", cards=self.text(group), n=fewest)
            fit = fit_meld(self.cards_of(group), self._hand_rules, held=True)
            if fit is None:
                raise refuse("not-a-meld", cards=self.text(group))
            fits.append(fit)
        return fits

    def _card_text(self, cid: int) -> str:
        return str(self.cards[cid]) if 0 <= cid < len(self.cards) else f"card {cid}"

    def _layoff_fit(self, action: LayOff) -> MeldFit:
        """The target meld with the card laid off on it; raises if it does not fit."""
        card, target = action.card, action.target
        if not 0 <= target < len(self.table):
            raise refuse("no-such-meld")
        meld = self.table[target]
        fit = extend_meld(meld.fit, self.cards[card], self._hand_rules, action.below)
        if fit is None and action.below:
            raise refuse("not-below", card=self.cards[card], meld=format_cards(meld.cards))
        if fit is None:
            raise refuse("does-not-fit", card=self.cards[card], meld=format_cards(meld.cards))
        return fit

    def _layoff_options(self, seat: int, targets: Iterable[int]) -> list[Action]:
        out: list[Action] = []
        melds = [(t, self.table[t].fit) for t in targets]
        hand_rules = self._hand_rules
        for cid in self.hands[seat]:
            card = self.cards[cid]
            for t, fit in melds:
                if not _could_join(card, fit, hand_rules):
                    continue
                grown = extend_meld(fit, card, hand_rules)
                if grown is not None:
                    out.append(LayOff(seat, cid, t))
                if hand_rules.is_wild(card) and fit.kind == "run" and grown is not None \
                        and grown.cards[0] is not card \
                        and extend_meld(fit, card, hand_rules, below=True) is not None:
                    out.append(LayOff(seat, cid, t, below=True))  # a wild's other end
        return out

    def _lay_off(self, action: LayOff) -> Event:
        fit = self._layoff_fit(action)
        self.hands[action.seat].remove(action.card)
        self.table[action.target].fit = fit
        return Event("laid-off", action.seat, (action.card,), data={"target": action.target})

    def _discard_options(self, seat: int, forbid_taken: bool) -> list[Action]:
        made = self._card_actions(Discard, seat)
        return [made[c] for c in self.hands[seat]
                if not (forbid_taken and c == self.taken_discard)]

    def _card_actions(self, kind: Callable[[int, int], A], seat: int) -> list[A]:
        """`kind(seat, card)` for every card id, made once: legal-action lists are rebuilt
        every decision, and actions are equal by value, so one object per choice serves."""
        made = self.view_cache.get((kind, seat))
        if made is None:
            made = self.view_cache[(kind, seat)] = [kind(seat, c) for c in range(len(self.cards))]
        return made

    def _finish_hand(self, result: HandResult) -> list[Event]:
        """Score a hand, then deal the next one or end the match."""
        for seat, pts in enumerate(result.points):
            self.totals[seat] += pts
        self.results.append(result)
        events = [Event("hand-ended", result.winner, data={
            "hand": result.number, "how": result.how, "points": list(result.points),
            "totals": list(self.totals), "shown": list(result.shown or self.hands_as_left()),
            "reckoning": [list(part) for part in result.reckoning]})]
        if self._match_over():
            self.over = True
            self.decision = None
            self.winners = self._final_standings()
            events.append(Event("match-ended", data={
                "winners": list(self.winners), "totals": list(self.final_scores())}))
            return events
        if not self.deal_next:
            self.decision = None
            return events
        return events + self._start_hand()

    def bonuses(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """Points scored outside the hands, as (kind, points per seat) rows; games with
        bonuses override."""
        return ()

    def final_scores(self) -> tuple[int, ...]:
        """Match totals as they stand, bonuses included."""
        scores = list(self.totals)
        for _, points in self.bonuses():
            scores = [a + b for a, b in zip(scores, points, strict=True)]
        return tuple(scores)

    def hands_as_left(self) -> tuple[dict[str, Any], ...]:
        """Every hand for the summary of a hand that ends with no score (void, blocked), laid
        out in its best melds; no deadwood count, since nothing is counted."""
        return tuple({k: v for k, v in self.shown_hand(s).items() if k != "deadwood"}
                     for s in range(self.n))

    def shown_hand(self, seat: int, laid_off: Sequence[int] = ()) -> dict[str, Any]:
        """A seat's hand laid out in its best melds, for the hand summary."""
        if not self.lay_out:
            return {"seat": seat, "melds": [], "wilds": [], "deadwood_cards": [],
                    "deadwood": self._deadwood(self.hands[seat]), "laid_off": list(laid_off)}
        arrangement = self._arrange(self.hands[seat])
        return {
            "seat": seat,
            **laid_out(arrangement.melds),
            "deadwood_cards": [c.id for c in arrangement.deadwood_cards],
            "deadwood": arrangement.deadwood,
            "laid_off": list(laid_off),
        }


def _could_join(card: Card, fit: MeldFit, hand: HandRules) -> bool:
    """A quick test before the full one: a natural card joins a set of its own rank or a run
    of its own suit, nothing else."""
    if hand.is_wild(card):
        return True
    stand = next((s for s in fit.stands if s[0] is not None), None)
    if stand is None:  # an all-wild meld
        return True
    return card.rank == stand[0] if fit.kind == "set" else card.suit == stand[1]


def laid_out(fits: Iterable[MeldFit]) -> dict[str, list[Any]]:
    """Melds as a hand's summary shows them: each meld's card ids, and the ids of the cards
    standing in as wilds (a wild-rank card used as itself is not one: the summary stars only
    these, so that a meld's wilds can be counted against its limits)."""
    fits = list(fits)
    return {"melds": [[c.id for c in f.cards] for f in fits],
            "wilds": [c.id for f in fits for c, wild in zip(f.cards, f.wild, strict=True) if wild]}

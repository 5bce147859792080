"""The protocol every game exposes, and the turn machinery every game shares.

A game is a subclass of `Match` that declares its rules object, its per-hand state (a frozen
dataclass: everything public about the hand that is not cards) and its phases
(`game.phases`: for each decision kind, the legal actions and how each is checked and
performed). Pending decisions take three forms (`game.decisions`): the seat in turn; a poll,
asking seats one after another until one claims or all decline; and secret choices, committed
privately by several seats and revealed together.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar, TypeVar

from mypy_extensions import mypyc_attr

from game.actions import Action, Discard, Done, Draw, LayOff, Melds, Swap
from game.cards import Card, format_cards, shuffle
from game.deals import Deal, DealError, DealtIds, place
from game.decisions import Decision, Form, Kind, Poll, Secret
from game.errors import IllegalAction, UnknownGame
from game.events import Event
from game.melds import MeldFit, extend_meld, fit_meld, replace_wild
from game.messages import refuse
from game.phases import Move, Phase
from game.results import Goal, HandResult, Shown
from game.rules import GameRules, HandRules, seats_problem
from game.solver import Arrangement, best_arrangement, can_meld_all, min_deadwood
from game.state import HandState, ScoreSheet, Standing
from game.view import MeldView, PlayerView

__all__ = ["Decision", "GameRules", "Goal", "HandResult", "HandState", "Match", "Seat", "Shown",
           "Standing", "TableMeld", "laid_out"]

A = TypeVar("A", bound=Action)


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table: a name, and a bot level or None for a person."""

    name: str
    bot: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot}


@dataclass(slots=True)
class TableMeld:
    """A meld on the table: whose it is (None: nobody's, free for all), its cards and how they
    read, and whether it lies face down (only its owner's view shows its cards)."""

    owner: int | None
    fit: MeldFit
    face_down: bool = False

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.fit.cards


# A compiled class refuses interpreted subclasses unless marked: marked, a game written in
# Python (the test game in tests/, a game being developed) runs on the compiled engine too.
@mypyc_attr(allow_interpreted_subclasses=True)
class Match:
    """A match of one game: the state, and the protocol to play it."""

    # (a class variable: compiled, a plain attribute's default would hide the one a game
    # written in Python sets, and the test game in tests/ was told apart as no game at all)
    game_id: ClassVar[str] = ""
    preset = "standard"
    # Games read their own rules and state types through properties (`gin_rules`, ...): a
    # class compiled with mypyc may not narrow an attribute's type in a subclass.
    rules: GameRules
    state: HandState

    def __init__(self, rules: GameRules, seats: Sequence[Seat], seed: int, options: dict[str, Any],
                 deal: bool = True, deals: Sequence[Deal] = ()):
        """A new match, its first hand dealt (`deal` False: no hand yet, for `from_view`).

        `deals` gives the hands to deal, in order, instead of shuffling (DealError if one does
        not fit the match); hands past them are shuffled."""
        if problem := seats_problem("this game", rules.players, len(seats)):
            raise UnknownGame(problem)
        self.rules = rules
        self.options = dict(options)
        self.seats = tuple(seats)
        self.n = len(seats)
        self.seed = seed
        self.rng = random.Random(seed)
        self.cards: tuple[Card, ...] = rules.deck(self.n)
        self.out: tuple[bool, ...] = (False,) * self.n  # seats that have left the match
        self._after = self._seat_order()
        self.hand_number = 0
        self.dealt = 0  # hands dealt, a hand dealt again counted too
        self.deals = tuple(deals)
        # The dealer turns before each deal: seat 0 deals the first hand.
        self.dealer = (-rules.direction) % self.n
        self.totals = list(self.starting_totals())
        self.results: list[HandResult] = []
        self.history: list[Action] = []
        self.log: list[Event] = []  # every event of the match, in order
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.decision: Decision | None = None  # the seat in turn
        self.poll: Poll | None = None  # while open, its asked seat decides, not the one in turn
        self.secret: Secret | None = None  # while open, its seats choose in secret
        self.choices: dict[int, Action] = {}  # secret choices committed so far (hidden)
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
        self.phases: dict[str, Phase] = self.declare_phases()
        self.standing = self._new_standing()
        self._new_hand_state()
        if deal:
            self._check_deals()
            self.start_events = self._start_hand()
            self._record(self.start_events)

    # -- the protocol ----------------------------------------------------------------------
    def pending(self) -> tuple[Decision, ...]:
        """Who must decide now: the seat in turn, the seat a poll asks, or every seat still to
        choose in secret."""
        if self.over:
            return ()
        secret = self.secret
        if secret is not None:
            return tuple([Decision(s, secret.kind, Form.SECRET) for s in secret.waiting])
        poll = self.poll
        if poll is not None:
            return (Decision(poll.order[0], poll.kind, Form.POLL),)
        return () if self.decision is None else (self.decision,)

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action `seat` may take now (empty if it need not decide)."""
        return [a for d in self.pending() if d.seat == seat
                for a in self.phases[d.kind].legal(d)]

    def check(self, action: Action) -> None:
        """Raise IllegalAction, with a reason a player can read, unless the action is legal."""
        decision = self._decision_of(action)
        self._move(action, decision).check(action, decision)

    def _decision_of(self, action: Action) -> Decision:
        """The decision the action answers; raises when its seat need not decide now."""
        if self.over:
            raise refuse("match-over")
        pending = self.pending()
        for decision in pending:
            if decision.seat == action.seat:
                return decision
        if self.secret is not None and action.seat in self.secret.chosen:
            raise refuse("already-chosen")
        raise refuse("not-your-turn", who=", ".join(self.seats[d.seat].name for d in pending))

    def _move(self, action: Action, decision: Decision) -> Move:
        phase = self.phases[decision.kind]
        found = phase.moves.get(type(action))
        if found is None:
            raise refuse(phase.refused)
        return found

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
        found = self._move(action, decision)
        found.check(action, decision)
        self.history.append(action)
        if self.secret is not None:  # (the decision is one of its seats')
            events = self._commit(action, decision)
        else:
            events = found.perform(action, decision)
        self._record(events)
        return events

    def _commit(self, action: Action, decision: Decision) -> list[Event]:
        """Keep a secret choice hidden; once every seat has chosen, reveal them together."""
        secret = self.secret
        assert secret is not None, "a secret decision is pending only while one is open"
        self.choices[action.seat] = action
        secret = Secret(secret.kind, secret.seats, (*secret.chosen, action.seat))
        events = [Event("chose", action.seat, data={"kind": secret.kind})]
        if secret.waiting:
            self.secret = secret
            return events
        choices, self.choices, self.secret = self.choices, {}, None
        reveal = self.phases[decision.kind].reveal
        assert reveal is not None, "a secret phase says how its choices are revealed"
        return events + reveal(choices)

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
                tuple(s.bot for s in self.seats), self.goal(), self.scores_high)
        sheet = self.view_cache.get("sheet")
        if sheet is None or sheet[0] is not self.state:  # made again only as the state changes
            sheet = self.view_cache["sheet"] = (self.state, self.score_sheet())
        scored = (len(self.results), self.over)  # bonuses change only as hands end
        bonuses = self.view_cache.get("bonuses")
        if bonuses is None or bonuses[0] != scored:
            bonuses = self.view_cache["bonuses"] = (scored, self.bonuses())
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
            table=tuple([self._meld_view(m, seat) for m in self.table]),
            taken_discard=self.taken_discard,
            totals=tuple(self.totals),
            results=tuple(self.results),
            pending=self.pending(),
            legal=tuple(self.legal_actions(seat)),
            hand_rules=self.hand_rules,
            deck=cards,
            events=tuple(self.seen[seat]),
            public=self.state,
            over=self.over,
            winners=self.winners,
            goal=fixed[3],
            scores_high=fixed[4],
            bonuses=bonuses[1],
            poll=self.poll,
            secret=self.secret,
            chosen=self.choices.get(seat),
            standing=self.standing,
            out=self.out,
            direction=self.rules.direction,
            turn=self.decision,
            rules=self.rules,
            sheet=sheet[1],
        )
        return view

    def _meld_view(self, meld: TableMeld, seat: int) -> MeldView:
        """A table meld's view, made once per meld as it stands (a lay-off makes a new fit);
        a face-down meld shows its cards to its owner only."""
        fit = meld.fit
        if meld.face_down and meld.owner != seat:
            return MeldView(meld.owner, (), (), None, True, len(fit.cards))
        key = (meld.owner, id(fit), meld.face_down)
        found = self.view_cache.get(key)
        if found is None or found.fit is not fit:
            if len(self.view_cache) > 256:  # melds of hands long over
                self.view_cache.clear()
            found = self.view_cache[key] = MeldView(
                meld.owner, fit.cards, tuple(fit.text()), fit, meld.face_down, len(fit.cards))
        return found

    def score_sheet(self) -> ScoreSheet | None:
        """The score sheet of boxes by players, in games that keep one (None: no sheet)."""
        return None

    @property
    def scores_high(self) -> bool:
        """Whether points are won (higher totals are better) or paid (lower is better)."""
        return False

    @classmethod
    def from_view(cls, rules: GameRules, view: PlayerView, hands: list[list[int]],
                  stock: list[int], seed: int, hidden: Sequence[Sequence[int]] = ()) -> Match:
        """A full match state: everything public from `view`, hidden places as given.

        Used by searching bots to play a guess of the hidden cards forward; the new match has
        no history, so its own record starts here. `hidden` gives the cards of each face-down
        meld the view cannot see, in table order. Secret choices other seats made are not
        known: in the guess those seats choose again.
        """
        seats = [Seat(name, bot) for name, bot in zip(view.names, view.bots, strict=True)]
        match = cls(rules, seats, seed, dict(view.options), deal=False)
        match.preset = view.preset
        match.cards = view.deck
        match.out = view.out
        match._after = match._seat_order()
        match.hand_number = view.hand_number
        match.dealer = view.dealer
        match.totals = list(view.totals)
        match.results = list(view.results)
        match.over = view.over
        match.winners = view.winners
        match.decision = view.turn
        match.poll = view.poll
        if view.secret is not None:
            mine = view.chosen
            chosen = (view.seat,) if mine is not None else ()
            match.secret = Secret(view.secret.kind, view.secret.seats, chosen)
            match.choices = {view.seat: mine} if mine is not None else {}
        match._hand_rules = view.hand_rules
        match.hands = [list(h) for h in hands]
        match.stock = list(stock)
        match.discard = [c.id for c in view.discard]
        guessed = iter(hidden)
        match.table = [TableMeld(m.owner, m.fit if m.fit is not None else match._fit_of(
            next(guessed)), m.face_down) for m in view.table]
        match.state = view.public
        match.standing = view.standing
        match.taken_discard = view.taken_discard
        return match

    def _fit_of(self, ids: Sequence[int]) -> MeldFit:
        """A guessed face-down meld as a meld: read as one where it is, else as cards that
        stand for nothing (no card can be laid off on them)."""
        cards = tuple(self.cards_of(ids))
        fit = fit_meld(cards, self._hand_rules)
        return fit if fit is not None else MeldFit("set", cards, ((None, None),) * len(cards),
                                                  (False,) * len(cards))

    # -- what a game declares -----------------------------------------------------------------
    def declare_phases(self) -> dict[str, Phase]:
        """The game's phases by decision kind (see game.phases)."""
        raise NotImplementedError

    def _deal_size(self) -> int:
        raise NotImplementedError

    def _deal_sizes(self) -> list[int]:
        """Cards dealt to each seat this hand (none to a seat out of the match)."""
        size = self._deal_size()
        return [0 if out else size for out in self.out]

    def _new_hand_state(self) -> None:
        """Set the game's own per-hand state (`self.state`) for a new hand."""
        self.state = HandState()

    def _new_standing(self) -> Standing:
        """The match's own state across hands (chips, a pot), where a game keeps any."""
        return Standing()

    def _first_decision(self) -> Decision:
        return Decision(self.next_seat(self.dealer), Kind.DRAW)

    def starting_totals(self) -> tuple[int, ...]:
        """Each seat's total before the first hand: nothing, or the chips everyone starts with
        (the totals then follow the hands' results from there)."""
        return (0,) * self.n

    def _next_dealer(self) -> int:
        """Who deals the next hand: the next seat, or the last hand's winner where it deals."""
        last = self.results[-1] if self.results else None
        if self.rules.winner_deals and last is not None and last.winner is not None:
            return last.winner
        return self.next_seat(self.dealer)

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

    def _seat_order(self) -> list[int]:
        """Each seat's next seat in the direction of play, passing over seats out."""
        step, n, out = self.rules.direction, self.n, self.out
        after = []
        for seat in range(n):
            nxt = (seat + step) % n
            while out[nxt] and nxt != seat:
                nxt = (nxt + step) % n
            after.append(nxt)
        return after

    def next_seat(self, seat: int) -> int:
        """The seat after `seat` in the direction of play ("to its left" in RULES.md)."""
        return self._after[seat]

    def seats_from(self, seat: int) -> list[int]:
        """The seats still in the match, in the order of play from `seat` (itself first)."""
        order = [seat]
        nxt = self.next_seat(seat)
        while nxt != seat:
            order.append(nxt)
            nxt = self.next_seat(nxt)
        return order

    def leave(self, seats: Iterable[int]) -> None:
        """These seats leave the match (they are dealt no more cards and take no turns)."""
        out = list(self.out)
        for seat in seats:
            out[seat] = True
        self.out = tuple(out)
        self._after = self._seat_order()

    def card(self, card_id: int) -> Card:
        return self.cards[card_id]

    def cards_of(self, ids: Iterable[int]) -> list[Card]:
        return [self.cards[i] for i in ids]

    def text(self, ids: Iterable[int]) -> str:
        return format_cards(self.cards_of(ids))

    def _check_deals(self) -> None:
        """Refuse given deals that are not this match's deck (sizes are checked as dealt)."""
        for deal in self.deals:
            if len(deal.hands) != self.n:
                raise DealError(f"the deal names {len(deal.hands)} hands for {self.n} players")
            place(deal, self.cards, [len(h) for h in deal.hands], self.rules.upcard)

    def _start_hand(self, again: bool = False) -> list[Event]:
        """Deal a hand: the next one, or with `again` the same hand number dealt anew."""
        if not again:
            self.hand_number += 1
            self.dealer = self._next_dealer()
        self._hand_rules = self.rules.hand_rules(self.hand_number)
        self.table = []
        self.taken_discard = None
        self.poll = None
        self.secret = None
        self.choices = {}
        self._new_hand_state()
        sizes = self._deal_sizes()
        given = self.deals[self.dealt] if self.dealt < len(self.deals) else None
        self.dealt += 1
        if given is not None:
            self._deal_given(place(given, self.cards, sizes, self.rules.upcard))
        else:
            self._deal_shuffled(sizes)
        events = [
            Event("hand-started", self.dealer, data={
                "hand": self.hand_number, "wild_ranks": sorted(self._hand_rules.wild_ranks)}),
        ]
        events += [Event("dealt", s, tuple(self.hands[s]), private=s) for s in range(self.n)]
        events += self._after_deal()
        self.decision = self._first_decision()
        return events

    def _deal_shuffled(self, sizes: list[int]) -> None:
        order = list(range(len(self.cards)))
        shuffle(self.rng, order)
        self.hands = [[] for _ in range(self.n)]
        left = list(sizes)
        seat = self.next_seat(self.dealer)
        for _ in range(sum(sizes)):  # one card at a time round the table
            while not left[seat]:
                seat = self.next_seat(seat)
            self.hands[seat].append(order.pop())
            left[seat] -= 1
            seat = self.next_seat(seat)
        self.stock = order
        self.discard = []

    def _deal_given(self, dealt: DealtIds) -> None:
        self.hands = [list(h) for h in dealt.hands]
        self.stock = list(dealt.stock)
        if dealt.upcard is not None:
            self.stock.append(dealt.upcard)  # turned next, by `_after_deal`
        self.discard = []

    def _after_deal(self) -> list[Event]:
        """Turn the upcard to start the discard pile, in games that turn one."""
        if not self.rules.upcard:
            return []
        top = self.stock.pop()
        self.discard.append(top)
        return [Event("upcard", None, (top,))]

    # -- polls and secret choices -------------------------------------------------------------
    def _open_poll(self, kind: str, order: Sequence[int], about: Sequence[int] = ()) -> None:
        """Ask `order`'s seats one after another (the seat in turn waits meanwhile)."""
        self.poll = Poll(kind, tuple(order), tuple(about)) if order else None

    def _poll_declined(self) -> bool:
        """The asked seat declined: ask the next. True when nobody is left to ask (the poll
        is then closed)."""
        poll = self.poll
        assert poll is not None, "a seat declines only while a poll is open"
        rest = poll.order[1:]
        if not rest:
            self.poll = None
            return True
        self.poll = Poll(poll.kind, rest, poll.about, (*poll.declined, poll.order[0]))
        return False

    def _ask_secretly(self, kind: str, seats: Sequence[int]) -> None:
        """Every seat of `seats` chooses at once, in secret; the phase reveals the choices."""
        self.secret = Secret(kind, tuple(seats))
        self.choices = {}

    def _require_in_hand(self, seat: int, card_ids: Iterable[int]) -> None:
        hand = self.hands[seat]
        for cid in card_ids:
            if cid not in hand:
                raise refuse("not-held", card=self._card_text(cid))

    def _can_draw_stock(self) -> bool:
        return bool(self.stock) or len(self.discard) > 1

    def _check_draw(self, action: Draw, stock_only: bool = False, deep: bool = False) -> None:
        """A draw from a pile that has a card; with `deep`, the discard pile may be taken
        from below its top (the game checks what that asks of the player)."""
        if action.source not in ("stock", "discard"):  # a plug-in bot may send anything
            raise refuse("no-such-pile", source=repr(action.source))
        if not deep or action.source == "stock":
            self._check_top_only(action)
        elif not 1 <= action.depth <= len(self.discard):
            raise refuse("pile-depth", depth=action.depth, count=len(self.discard))
        if action.source == "discard":
            if stock_only:
                raise refuse("stock-only")
            if not self.discard:
                raise refuse("discard-empty")
        elif not self._can_draw_stock():
            raise refuse("stock-empty")

    def _check_top_only(self, action: Draw) -> None:
        """Refuse a draw of more than one card, where a game takes only the top one."""
        if action.depth != 1:
            raise refuse("top-only")

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

    def _lay_offs_or_done(self, d: Decision) -> list[Action]:
        """A showdown's choices: every lay-off on the table's melds, or done."""
        return [*self._layoff_options(d.seat, range(len(self.table))), Done(d.seat)]

    def _check_lay_off(self, action: LayOff, d: Decision) -> None:
        """A card of the hand laid off where it fits a meld on the table."""
        self._require_in_hand(action.seat, [action.card])
        self._layoff_fit(action)

    def _lay_off(self, action: LayOff) -> Event:
        fit = self._layoff_fit(action)
        self.hands[action.seat].remove(action.card)
        self.table[action.target].fit = fit
        return Event("laid-off", action.seat, (action.card,), data={"target": action.target})

    def _swap_fit(self, action: Swap) -> tuple[MeldFit, Card]:
        """The target meld with the card in place of its wild, and the wild set free; raises
        if no wild there stands for the card."""
        if not 0 <= action.target < len(self.table):
            raise refuse("no-such-meld")
        self._require_in_hand(action.seat, [action.card])
        meld = self.table[action.target]
        found = replace_wild(meld.fit, self.cards[action.card], self._hand_rules)
        if found is None:
            raise refuse("no-wild-for", card=self.cards[action.card],
                         meld=format_cards(meld.cards))
        return found

    def _swap(self, action: Swap) -> tuple[Event, int]:
        """Put the card in place of the wild that stands for it; the event and the wild's id
        (where the wild goes next is the game's rule)."""
        fit, wild = self._swap_fit(action)
        self.hands[action.seat].remove(action.card)
        self.table[action.target].fit = fit
        return Event("swapped", action.seat, (action.card, wild.id),
                     data={"target": action.target}), wild.id

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
        shown = result.shown or self.hands_as_left()
        events = [Event("hand-ended", result.winner, data={
            "hand": result.number, "how": str(result.how), "points": list(result.points),
            "totals": list(self.totals), "shown": [s.to_json() for s in shown],
            "reckoning": [list(part) for part in result.reckoning]})]
        events += self._after_hand(result)
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

    def _after_hand(self, result: HandResult) -> list[Event]:
        """What a game does between scoring a hand and the next deal (chips paid, seats
        leaving the match); the events it makes."""
        return []

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

    def hands_as_left(self) -> tuple[Shown, ...]:
        """Every hand for the summary of a hand that ends with no score (void, blocked), laid
        out in its best melds; no deadwood count, since nothing is counted."""
        return tuple(self.shown_hand(s).uncounted() for s in range(self.n))

    def shown_hand(self, seat: int, laid_off: Sequence[int] = ()) -> Shown:
        """A seat's hand laid out in its best melds, for the hand summary."""
        if not self.lay_out:
            return Shown(seat, deadwood=self._deadwood(self.hands[seat]),
                         laid_off=tuple(laid_off))
        arrangement = self._arrange(self.hands[seat])
        melds, wilds = laid_out(arrangement.melds)
        return Shown(seat, melds, wilds, tuple(c.id for c in arrangement.deadwood_cards),
                     arrangement.deadwood, tuple(laid_off))


def _could_join(card: Card, fit: MeldFit, hand: HandRules) -> bool:
    """A quick test before the full one: a natural card joins a set of its own rank or a run
    of its own suit, nothing else."""
    if hand.is_wild(card):
        return True
    stand = next((s for s in fit.stands if s[0] is not None), None)
    if stand is None:  # an all-wild meld
        return True
    return card.rank == stand[0] if fit.kind == "set" else card.suit == stand[1]


def laid_out(fits: Iterable[MeldFit]) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Melds as a hand's summary shows them: each meld's card ids, and the ids of the cards
    standing in as wilds (a wild-rank card used as itself is not one: the summary stars only
    these, so that a meld's wilds can be counted against its limits)."""
    fits = list(fits)
    return (tuple(tuple(c.id for c in f.cards) for f in fits),
            tuple(c.id for f in fits for c, wild in zip(f.cards, f.wild, strict=True) if wild))

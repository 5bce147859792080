"""Tong-Its: three players, chips and a pot, melds exposed or kept concealed, the Draw call.

A turn starts by drawing the stock's top card, or by taking the discard pile's top card into a
new meld with cards from the hand, laid face up at once (one action: a Meld naming the top card
and the hand's cards), or by calling Draw. Then the player exposes melds, lays four of a kind
face down, lays off on any meld face up, and discards. The dealer starts with 13 cards and no
draw. A hand ends when a player has no cards left (tong-its), when a Draw call is settled, or
when the player who drew the stock's last card has discarded. Losers pay the winner in chips
(game.games.tong_its_chips); two wins in a row take the pot.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any, cast

from game.actions import Action, Call, Choose, Discard, Draw, LayOff, Meld
from game.decisions import Decision, How, Kind, Poll
from game.errors import IllegalAction
from game.events import Event
from game.games.options import GameDef, Option
from game.games.tong_its_chips import Payout, TongItsStanding, settle
from game.match import HandState, Match, Standing, TableMeld, laid_out
from game.melds import MeldFit, fit_meld
from game.messages import refuse
from game.phases import Phase, move, phase
from game.results import Goal, HandResult, Shown
from game.rules import GameRules, MeldRules, pip_values

# The calls of the game, as Call actions name them.
DRAW = "draw"
FOLD = "fold"
CHALLENGE = "challenge"
FACE_DOWN = "face-down"  # the choice that lays a concealed four of a kind face down


@dataclass(frozen=True)
class TongItsRules(GameRules):
    hands: int = 12
    chips: int = 100  # each player's chips at the start [filled]
    ante: int = 2
    # The stock runs out and nobody has opened: "all-compare" (everyone's deadwood is compared
    # [filled]) or "no-winner" (nobody wins the hand; the pot stays).
    nobody_opened: str = "all-compare"


OPTIONS = (
    Option("hands", "Hands in a game", (12, 6, 24)),
    Option("chips", "Chips each player starts with", (100, 50, 200)),
    Option("nobody_opened", "The stock runs out and nobody has opened",
           ("all-compare", "no-winner")),
)


def build(preset: str, options: dict[str, Any]) -> TongItsRules:
    return TongItsRules(
        players=(3, 3),
        meld=MeldRules(set_max=4, ace="low"),
        decks_by_players=((3, 1),),
        rank_values=pip_values(),
        upcard=False,
        winner_deals=True,
        draw_call=True,
        face_down_sets=True,
        hands=options["hands"],
        chips=options["chips"],
        nobody_opened=options["nobody_opened"],
        options=options,
    )


@dataclass(frozen=True, slots=True)
class TongItsState(HandState):
    """Who has opened (has a meld on the table), the two conditions a Draw call asks about,
    who laid off which card, the antes paid, a Draw call and its answers so far, and who drew
    the stock's last card. Everything here is public."""

    opened: tuple[bool, ...] = ()
    laid_own: tuple[bool, ...] = ()  # laid off on their own melds in their latest turn
    laid_on: tuple[tuple[int, ...], ...] = ()  # per seat: who laid off on its melds since its turn
    laid_by: Mapping[int, int] = field(default_factory=dict)  # card id -> who laid it off
    antes: tuple[int, ...] = ()  # chips each seat put in the pot this hand
    caller: int | None = None  # who called Draw
    challengers: tuple[int, ...] = ()
    folded: tuple[int, ...] = ()
    last_drawer: int | None = None  # who drew the stock's last card


class TongItsMatch(Match):
    game_id = "tong-its"

    @property
    def tong_rules(self) -> TongItsRules:
        return cast(TongItsRules, self.rules)

    @property
    def tong(self) -> TongItsState:
        return cast(TongItsState, self.state)

    @property
    def purse(self) -> TongItsStanding:
        return cast(TongItsStanding, self.standing)

    # -- the deal ---------------------------------------------------------------------------
    def starting_totals(self) -> tuple[int, ...]:
        return (self.tong_rules.chips,) * self.n

    def _new_standing(self) -> Standing:
        return TongItsStanding(chips=(self.tong_rules.chips,) * self.n,
                               ante=self.tong_rules.ante)

    def _deal_size(self) -> int:
        return 12

    def _deal_sizes(self) -> list[int]:
        return [13 if seat == self.dealer else 12 for seat in range(self.n)]

    def _new_hand_state(self) -> None:
        no = (False,) * self.n
        self.state = TongItsState(opened=no, laid_own=no, laid_on=((),) * self.n)

    def _after_deal(self) -> list[Event]:
        """Everyone antes to the pot (a player short of the ante puts in what they have)."""
        purse = self.purse
        antes = tuple(min(self.tong_rules.ante, c) for c in purse.chips)
        chips = tuple(c - a for c, a in zip(purse.chips, antes, strict=True))
        pot = purse.pot + sum(antes)
        self.standing = replace(purse, chips=chips, pot=pot)
        self.state = replace(self.tong, antes=antes)
        return [Event("anted", None, data={"chips": list(antes), "pot": pot})]

    def _first_decision(self) -> Decision:
        return Decision(self.dealer, Kind.PLAY)  # the dealer's 13th card replaces the draw

    def declare_phases(self) -> dict[str, Phase]:
        """A turn starts with a draw, a take of the discard into a meld, or a Draw call; then
        melds, lay-offs and face-down fours until a discard. A Draw call asks each opponent
        from the caller's left to fold or challenge."""
        return {
            Kind.DRAW: phase(self._draw_choices, "draw-or-take",
                             move(Draw, self._take_stock, self._check_stock),
                             move(Meld, self._take_discard, self._check_take),
                             move(Call, self._call_draw, self._check_call)),
            Kind.PLAY: phase(self._play_choices, "meld-lay-off-or-discard",
                             move(Meld, self._expose, self._check_expose),
                             move(LayOff, self._lay_off_play, self._check_layoff),
                             move(Choose, self._face_down, self._check_face_down),
                             move(Discard, self._throw, self._check_throw),
                             move(Call, self._never, self._check_late_call)),
            Kind.RESPOND: phase(self._respond_choices, "fold-or-challenge",
                                move(Call, self._respond, self._check_respond)),
        }

    # -- the start of a turn ---------------------------------------------------------------
    def _draw_choices(self, d: Decision) -> list[Action]:
        out: list[Action] = [Draw(d.seat, "stock")]
        out += [Meld(d.seat, (group,)) for group in self._takes(d.seat)]
        if self._draw_refusal(d.seat) is None:
            out.append(Call(d.seat, DRAW))
        return out

    def _takes(self, seat: int) -> list[tuple[int, ...]]:
        """Every new meld the discard pile's top card makes with cards of the hand."""
        if not self.discard:
            return []
        top = self.discard[-1]
        card = self.cards[top]
        hand = self.hands[seat]
        same = [c for c in hand if self.cards[c].rank == card.rank]
        groups = [(top, *combo) for size in (2, 3) for combo in combinations(same, size)]
        by_rank = {self.cards[c].rank: c for c in hand if self.cards[c].suit == card.suit}
        below = _reach(by_rank, card.rank, -1)
        above = _reach(by_rank, card.rank, 1)
        for low in range(len(below) + 1):
            for high in range(len(above) + 1):
                if low + high >= 2:
                    groups.append((*below[:low][::-1], top, *above[:high]))
        return [g for g in groups if fit_meld(self.cards_of(g), self._hand_rules)]

    def _check_stock(self, action: Draw, d: Decision) -> None:
        if action.source == "discard":
            raise refuse("take-into-meld")
        self._check_draw(action)

    def _begin_turn(self, seat: int) -> None:
        st = self.tong
        self.state = replace(st, laid_own=_with(st.laid_own, seat, False),
                             laid_on=_with(st.laid_on, seat, ()))

    def _take_stock(self, action: Draw, d: Decision) -> list[Event]:
        seat = action.seat
        self._begin_turn(seat)
        events = self._draw(seat, "stock")
        if not self.stock:
            self.state = replace(self.tong, last_drawer=seat)
        self.decision = Decision(seat, Kind.PLAY)
        return events

    def _check_take(self, action: Meld, d: Decision) -> None:
        if not self.discard:
            raise refuse("discard-empty")
        top = self.discard[-1]
        if len(action.melds) != 1:
            raise refuse("take-one-meld", card=self.cards[top])
        self._check_melds([*self.hands[action.seat], top], action.melds, everything=False)
        if top not in action.melds[0]:
            raise refuse("take-needs-top", card=self.cards[top])

    def _take_discard(self, action: Meld, d: Decision) -> list[Event]:
        seat = action.seat
        self._begin_turn(seat)
        top = self.discard.pop()
        group = action.melds[0]
        fit = self._fit(group)
        for cid in group:
            if cid != top:
                self.hands[seat].remove(cid)
        self.table.append(TableMeld(seat, fit))
        self.state = replace(self.tong, opened=_with(self.tong.opened, seat, True))
        events = [Event("melded", seat, tuple(c.id for c in fit.cards),
                        data={"target": len(self.table) - 1, "taken": top})]
        self.decision = Decision(seat, Kind.PLAY)
        return events + self._after_play(seat)

    def _draw_refusal(self, seat: int) -> IllegalAction | None:
        """Why `seat` may not call Draw now, or None."""
        st = self.tong
        if not st.opened[seat]:
            return refuse("draw-not-opened")
        if st.laid_own[seat]:
            return refuse("draw-laid-own")
        if st.laid_on[seat]:
            who = " and ".join(self.seats[s].name for s in st.laid_on[seat])
            return refuse("draw-laid-on", who=who)
        return None

    def _check_call(self, action: Call, d: Decision) -> None:
        if action.call != DRAW:
            raise refuse("unknown-call", call=action.call)
        refusal = self._draw_refusal(action.seat)
        if refusal is not None:
            raise refusal

    def _call_draw(self, action: Call, d: Decision) -> list[Event]:
        caller = action.seat
        events = [Event("called", caller, data={"call": DRAW})]
        asked, folded = [], []
        for seat in self.seats_from(caller)[1:]:
            if self.tong.opened[seat]:
                asked.append(seat)
            else:  # only an opened player may challenge: folding is all that is left
                folded.append(seat)
                events.append(Event("folded", seat, data={"forced": True}))
        self.state = replace(self.tong, caller=caller, folded=tuple(folded))
        if not asked:
            return events + self._settle_draw()
        self._open_poll(Kind.RESPOND, asked)
        return events

    # -- answering a Draw call -------------------------------------------------------------
    def _respond_choices(self, d: Decision) -> list[Action]:
        out: list[Action] = [Call(d.seat, FOLD)]
        if self.tong.opened[d.seat]:
            out.append(Call(d.seat, CHALLENGE))
        return out

    def _check_respond(self, action: Call, d: Decision) -> None:
        if action.call not in (FOLD, CHALLENGE):
            raise refuse("fold-or-challenge")
        if action.call == CHALLENGE and not self.tong.opened[action.seat]:
            raise refuse("challenge-not-opened")

    def _respond(self, action: Call, d: Decision) -> list[Event]:
        seat, st = action.seat, self.tong
        poll = self.poll
        assert poll is not None, "a Draw call is answered only while its poll is open"
        if action.call == CHALLENGE:
            self.state = replace(st, challengers=(*st.challengers, seat))
            events = [Event("challenged", seat)]
            declined = poll.declined
        else:
            self.state = replace(st, folded=(*st.folded, seat))
            events = [Event("folded", seat, data={"forced": False})]
            declined = (*poll.declined, seat)
        rest = poll.order[1:]
        self.poll = Poll(poll.kind, rest, poll.about, declined) if rest else None
        if rest:
            return events
        return events + self._settle_draw()

    def _settle_draw(self) -> list[Event]:
        """Everyone has answered: all folded, the caller wins; otherwise the caller and the
        challengers show, and the least deadwood wins (a tie goes to a challenger, the one
        nearest the caller's left first)."""
        st = self.tong
        caller = st.caller
        assert caller is not None, "a Draw is settled only after a call"
        if not st.challengers:
            return self._end(caller, How.DRAW_CALLED, "draw", {})
        counted = {s: self._deadwood(self.hands[s]) for s in (caller, *st.challengers)}
        low = min(counted.values())
        order = self.seats_from(caller)[1:]
        tied = [s for s in order if s in st.challengers and counted[s] == low]
        winner = tied[0] if tied else caller
        return self._end(winner, How.DRAW_CALLED, "challenged-draw", counted)

    # -- the play --------------------------------------------------------------------------
    def _play_choices(self, d: Decision) -> list[Action]:
        seat = d.seat
        out: list[Action] = list(self._discard_options(seat, False))
        out += [Meld(seat, (group,)) for group in self._hand_melds(self.hands[seat])]
        out += self._layoff_options(seat, self._face_up())
        out += [Choose(seat, four, FACE_DOWN) for four in self._fours(self.hands[seat])]
        return out

    def _layoff_options(self, seat: int, targets: Iterable[int]) -> list[Action]:
        """Every lay-off of the hand's cards on these melds: the fourth card of a set, the
        card just below or above a run (one deck, no wilds: asked far less than the shared
        search, which tries every card on every meld)."""
        hand = self.hands[seat]
        faces = {(self.cards[c].rank, self.cards[c].suit): c for c in hand}
        out: list[Action] = []
        for target in targets:
            fit = self.table[target].fit
            first = fit.cards[0]
            if fit.kind == "set":
                if len(fit.cards) < (self._hand_rules.meld.set_max or 4):
                    out += [LayOff(seat, c, target) for c in hand
                            if self.cards[c].rank == first.rank]
                continue
            ranks = [c.rank for c in fit.cards]
            for rank in (min(ranks) - 1, max(ranks) + 1):
                found = faces.get((rank, first.suit))
                if found is not None:
                    out.append(LayOff(seat, found, target))
        return out

    def _face_up(self) -> list[int]:
        return [i for i, m in enumerate(self.table) if not m.face_down]

    def _hand_melds(self, hand: list[int]) -> list[tuple[int, ...]]:
        """Every meld in the hand: 3 or 4 of a rank, 3 or more in a row of one suit."""
        cards = self.cards
        by_rank: dict[int, list[int]] = {}
        by_suit: dict[int, dict[int, int]] = {}
        for c in hand:
            card = cards[c]
            by_rank.setdefault(card.rank, []).append(c)
            by_suit.setdefault(card.suit, {})[card.rank] = c
        groups = [combo for same in by_rank.values() if len(same) >= 3 for size in (3, 4)
                  for combo in combinations(sorted(same), size)]
        for ranks in by_suit.values():
            for low in sorted(ranks):
                if low - 1 in ranks:
                    continue  # not the start of an unbroken stretch
                stretch = []
                rank = low
                while rank in ranks:
                    stretch.append(ranks[rank])
                    rank += 1
                groups += [tuple(stretch[a:b]) for a in range(len(stretch))
                           for b in range(a + 3, len(stretch) + 1)]
        return groups

    def _fours(self, hand: list[int]) -> list[tuple[int, ...]]:
        by_rank: dict[int, list[int]] = {}
        for c in hand:
            by_rank.setdefault(self.cards[c].rank, []).append(c)
        return [tuple(sorted(same)) for same in by_rank.values() if len(same) == 4]

    def _check_expose(self, action: Meld, d: Decision) -> None:
        if not action.melds:
            raise refuse("choose-meld")
        self._check_melds(self.hands[action.seat], action.melds, everything=False)

    def _expose(self, action: Meld, d: Decision) -> list[Event]:
        seat = action.seat
        events = []
        for group in action.melds:
            fit = self._fit(group)
            for cid in group:
                self.hands[seat].remove(cid)
            self.table.append(TableMeld(seat, fit))
            events.append(Event("melded", seat, tuple(c.id for c in fit.cards),
                                data={"target": len(self.table) - 1}))
        self.state = replace(self.tong, opened=_with(self.tong.opened, seat, True))
        return events + self._after_play(seat)

    def _check_layoff(self, action: LayOff, d: Decision) -> None:
        self._require_in_hand(action.seat, [action.card])
        if 0 <= action.target < len(self.table) and self.table[action.target].face_down:
            raise refuse("face-down-meld")
        self._layoff_fit(action)

    def _lay_off_play(self, action: LayOff, d: Decision) -> list[Event]:
        seat = action.seat
        owner = self.table[action.target].owner
        events = [self._lay_off(action)]
        st = self.tong
        st = replace(st, laid_by={**st.laid_by, action.card: seat})
        if owner == seat:
            st = replace(st, laid_own=_with(st.laid_own, seat, True))
        elif owner is not None and seat not in st.laid_on[owner]:
            st = replace(st, laid_on=_with(st.laid_on, owner, (*st.laid_on[owner], seat)))
        self.state = st
        return events + self._after_play(seat)

    def _check_face_down(self, action: Choose, d: Decision) -> None:
        if action.choice != FACE_DOWN:
            raise refuse("unknown-choice", choice=action.choice)
        if len(set(action.cards)) != len(action.cards):
            raise refuse("named-twice")
        self._require_in_hand(action.seat, action.cards)
        if len(action.cards) != 4 or len({self.cards[c].rank for c in action.cards}) != 1:
            raise refuse("face-down-four")

    def _face_down(self, action: Choose, d: Decision) -> list[Event]:
        seat = action.seat
        fit = self._fit(action.cards)
        for cid in action.cards:
            self.hands[seat].remove(cid)
        self.table.append(TableMeld(seat, fit, face_down=True))
        self.state = replace(self.tong, opened=_with(self.tong.opened, seat, True))
        # The cards are the owner's to see: the others see four backs laid down.
        events = [Event("melded", seat, tuple(action.cards), private=seat,
                        data={"target": len(self.table) - 1, "face_down": True, "count": 4})]
        return events + self._after_play(seat)

    def _check_late_call(self, action: Call, d: Decision) -> None:
        if action.call == DRAW:
            raise refuse("draw-before-drawing")
        raise refuse("unknown-call", call=action.call)

    def _never(self, action: Action, d: Decision) -> list[Event]:
        raise AssertionError("refused by its check")

    def _check_throw(self, action: Discard, d: Decision) -> None:
        self._check_discard(action.seat, action.card, False)

    def _throw(self, action: Discard, d: Decision) -> list[Event]:
        seat = action.seat
        events = [self._discard(seat, action.card)]
        if not self.hands[seat]:
            return events + self._tong_its(seat)
        if not self.stock:
            return events + self._stock_out()
        self.decision = Decision(self.next_seat(seat), Kind.DRAW)
        return events

    def _after_play(self, seat: int) -> list[Event]:
        """A play that leaves no card in the hand ends it: tong-its."""
        return [] if self.hands[seat] else self._tong_its(seat)

    def _fit(self, group: tuple[int, ...]) -> MeldFit:
        fit = fit_meld(self.cards_of(group), self._hand_rules, held=True)
        assert fit is not None, "a checked meld fits"
        return fit

    # -- the end of a hand -----------------------------------------------------------------
    def _tong_its(self, seat: int) -> list[Event]:
        return [Event("went-out", seat, data={"how": str(How.TONG_ITS)})] + \
            self._end(seat, How.TONG_ITS, "tong-its", {})

    def _stock_out(self) -> list[Event]:
        """The stock's last card was drawn and its turn is over: the opened players compare
        deadwood (everyone, if nobody opened, under the default rule); a tie goes to the one
        who drew the last card, then to the players after them in turn."""
        last = self.tong.last_drawer
        assert last is not None, "the stock runs out on someone's draw"
        events = [Event("stock-out", last)]
        order = self.seats_from(last)
        opened = [s for s in order if self.tong.opened[s]]
        if not opened and self.tong_rules.nobody_opened == "no-winner":
            return events + self._end(None, How.STOCK_OUT, "stock-out", {})
        contest = opened or order
        counted = {s: self._deadwood(self.hands[s]) for s in contest}
        low = min(counted.values())
        winner = next(s for s in contest if counted[s] == low)
        return events + self._end(winner, How.STOCK_OUT, "stock-out", counted)

    def _end(self, winner: int | None, how: str, worth: str,
             counted: Mapping[int, int]) -> list[Event]:
        """Settle the chips and finish the hand: `worth` names the win's base payment,
        `counted` the deadwood of each seat that was compared."""
        antes = self.tong.antes
        payout = settle(self.purse, winner, worth, self._payout_facts(winner))
        self.standing = payout.standing
        points = tuple(c - t for c, t in zip(payout.standing.chips, self.totals, strict=True))
        reckoning = tuple(("ante", s, -a) for s, a in enumerate(antes)) + payout.parts
        shown = tuple(self._shown(s, counted.get(s)) for s in range(self.n))
        result = HandResult(self.hand_number, points, winner, how, shown, reckoning)
        return list(payout.events) + self._finish_hand(result)

    def _payout_facts(self, winner: int | None) -> Payout:
        """What the payments depend on besides the win: the winner's concealed fours and aces,
        and who never opened."""
        if winner is None:
            return Payout()
        hand = self.hands[winner]
        fours = len(self._fours(hand)) + sum(
            1 for m in self.table if m.owner == winner and m.face_down)
        laid_by = self.tong.laid_by
        mine = [c.id for m in self.table if m.owner == winner for c in m.cards
                if laid_by.get(c.id, winner) == winner]
        aces = sum(1 for c in [*hand, *mine] if self.cards[c].rank == 1)
        return Payout(fours, aces, tuple(not o for o in self.tong.opened))

    def _shown(self, seat: int, deadwood: int | None) -> Shown:
        """A seat's cards for the summary: its melds on the table, then the hand laid out in
        its best melds (concealed melds count) and its deadwood, counted where it was."""
        laid = tuple(c for c, by in self.tong.laid_by.items() if by == seat)
        hand = self.hands[seat]
        if not self.lay_out:
            return Shown(seat, deadwood=deadwood, laid_off=laid)
        arrangement = self._arrange(hand)
        own = [m.fit for m in self.table if m.owner == seat]
        melds, wilds = laid_out([*own, *arrangement.melds])
        return Shown(seat, melds, wilds, tuple(c.id for c in arrangement.deadwood_cards),
                     deadwood, laid)

    # -- the match --------------------------------------------------------------------------
    def goal(self) -> Goal:
        return Goal(hands=self.tong_rules.hands)

    def _match_over(self) -> bool:
        """After the last hand, or as soon as a player has no chips left."""
        return self.hand_number >= self.tong_rules.hands or min(self.totals) <= 0

    @property
    def scores_high(self) -> bool:
        return True

    def _final_standings(self) -> tuple[int, ...]:
        best = max(self.totals)
        return tuple(s for s in range(self.n) if self.totals[s] == best)


def _reach(by_rank: Mapping[int, int], rank: int, step: int) -> list[int]:
    """The hand's cards of one suit in an unbroken line from `rank` (not included), going
    down (`step` -1) or up (+1): nearest first."""
    out = []
    rank += step
    while rank in by_rank:
        out.append(by_rank[rank])
        rank += step
    return out


def _with(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return tuple(value if i == seat else v for i, v in enumerate(values))


GAME = GameDef(
    id="tong-its",
    name="Tong-Its",
    blurb="Three players and chips. Keep melds hidden or lay them down, call Draw when your "
    "count is low, and pay up when you are caught.",
    players=(3, 3),
    options=OPTIONS,
    build=build,
    match_class=TongItsMatch,
    held=lambda n: (1, 13),
    unit="chips",
    family="table",
)

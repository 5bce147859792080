"""Rummy: melds laid on the table, lay-offs on any meld, going out, going rummy."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any, cast

from game.actions import Action, Discard, Draw, LayOff, Meld
from game.cards import Card
from game.decisions import Decision, How, Kind
from game.events import Event
from game.games.options import GameDef, Option
from game.match import HandState, Match, TableMeld, laid_out
from game.melds import fit_meld
from game.messages import refuse
from game.phases import Phase, move, phase
from game.results import Goal, HandResult, Shown
from game.rules import GameRules, MeldRules, pip_values


@dataclass(frozen=True)
class RummyRules(GameRules):
    several_melds: bool = False  # more than one meld per turn
    layoff_after_meld: bool = False  # no lay-offs on others' melds before one's own first meld
    rummy_bonus: str = "double"  # going rummy: "double" or "plus10"
    discard_to_go_out: bool = False  # the last card must be a discard
    scoring: str = "winner"  # "winner" takes the others' deadwood; "penalty": each pays own
    # a hand whose play has stalled (see RummyMatch._next_turn): "none" scores nothing,
    # "lowest": the lowest count wins it, scored as if they had gone out (a tie: nothing)
    stalled: str = "none"
    target: int = 100
    hands: int = 0  # 0: play to the target; otherwise a fixed number of hands

    def deal_size(self, players: int) -> int:
        return {2: 10, 3: 7, 4: 7}.get(players, 6)


OPTIONS = (
    Option("several_melds", "Several melds in one turn", (False, True)),
    Option("layoff_after_meld", "Lay off on others' melds only after your own first meld",
           (False, True)),
    Option("rummy_bonus", "Going rummy (no earlier meld or lay-off) scores",
           ("double", "plus10")),
    Option("discard_to_go_out", "The last card must be discarded", (False, True)),
    Option("scoring", "Scoring", ("winner", "penalty")),
    Option("stalled", "When play stalls", ("none", "lowest")),
    Option("target", "Game to", (100, 50, 500), numeric=True, moot_when="hands"),
    Option("hands", "Fixed number of hands", (0, 0, 50), numeric=True),
)


def build(preset: str, options: dict[str, Any]) -> RummyRules:
    return RummyRules(
        players=(2, 6),
        meld=MeldRules(),
        decks_by_players=((6, 1),),
        rank_values=pip_values(),
        options=options,
        **{k: options[k] for k in ("several_melds", "layoff_after_meld", "rummy_bonus",
                                   "discard_to_go_out", "scoring", "stalled", "target",
                                   "hands")},
    )


@dataclass(frozen=True, slots=True)
class RummyState(HandState):
    """Who has melded and played this hand, what the seat in turn has done this turn, who
    waits to go out, and whether the stock has turned over since the last card was played."""

    has_melded: tuple[bool, ...] = ()  # put a meld on the table this hand
    has_played: tuple[bool, ...] = ()  # put any card on the table before this turn
    waiting: tuple[bool, ...] = ()  # melded out without a discard (discard-to-go-out)
    melds_this_turn: int = 0
    played_this_turn: bool = False
    # True from a turn-over of the discard pile until a card is next melded or laid off: if
    # the stock runs out again meanwhile, nobody can ever go out.
    stale: bool = False
    laid_by: Mapping[int, int] = field(default_factory=dict)  # card id -> who laid it off


def _with(flags: tuple[bool, ...], seat: int, value: bool) -> tuple[bool, ...]:
    return (*flags[:seat], value, *flags[seat + 1:])


class RummyMatch(Match):
    game_id = "rummy"

    @property
    def rummy_rules(self) -> RummyRules:
        return cast(RummyRules, self.rules)

    @property
    def rummy(self) -> RummyState:
        return cast(RummyState, self.state)

    def _deal_size(self) -> int:
        return self.rummy_rules.deal_size(self.n)

    def _new_hand_state(self) -> None:
        no = (False,) * self.n
        self.state = RummyState(has_melded=no, has_played=no, waiting=no)

    def _can_draw_stock(self) -> bool:
        return bool(self.stock or self.discard)  # the whole pile turns over, the top included

    def declare_phases(self) -> dict[str, Phase]:
        """A turn is a draw, then any melds and lay-offs, then a discard (or going out)."""
        return {
            Kind.DRAW: phase(self._draw_choices, "draw-first",
                             move(Draw, self._take, self._check_take)),
            Kind.PLAY: phase(self._play_choices, "play-or-discard",
                             move(Meld, self._meld, self._check_meld),
                             move(LayOff, self._lay_off_play, self._check_layoff),
                             move(Discard, self._throw, self._check_throw)),
        }

    # -- legal actions ----------------------------------------------------------------------
    def _draw_choices(self, d: Decision) -> list[Action]:
        out: list[Action] = []
        if self._can_draw_stock():
            out.append(Draw(d.seat, "stock"))
        if self.discard and not self.rummy.waiting[d.seat]:
            out.append(Draw(d.seat, "discard"))
        return out

    def _play_choices(self, d: Decision) -> list[Action]:
        return [a for a in self._candidates(d.seat) if self.is_legal(a)[0]]

    def _candidates(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        out: list[Action] = [Discard(seat, c) for c in hand]
        out += self._layoff_options(seat, range(len(self.table)))
        out += [Meld(seat, (group,)) for group in self._single_melds(hand)]
        if not self.rummy.has_played[seat]:
            out += self._rummy_candidates(seat)
        return out

    def _single_melds(self, hand: list[int]) -> list[tuple[int, ...]]:
        """Every meld in the hand (one deck, no wilds): sets within a rank, runs within a suit."""
        by_rank: dict[int, list[int]] = {}
        by_suit: dict[int, list[int]] = {}
        for c in sorted(hand, key=lambda c: self.cards[c].rank):
            by_rank.setdefault(self.cards[c].rank, []).append(c)
            by_suit.setdefault(self.cards[c].suit, []).append(c)
        groups = [combo for cards in by_rank.values() for size in range(3, len(cards) + 1)
                  for combo in combinations(cards, size)]
        for cards in by_suit.values():
            groups += [tuple(cards[i:j]) for i in range(len(cards))
                       for j in range(i + 3, len(cards) + 1)]
        return [g for g in groups if fit_meld(self.cards_of(g), self._hand_rules)]

    def _rummy_candidates(self, seat: int) -> list[Action]:
        """Going rummy: the whole hand (all but at most one card) laid down at once."""
        hand = self.hands[seat]
        out: list[Action] = []
        for spare in [None, *hand]:
            rest = [c for c in hand if c != spare]
            arrangement = self._arrange(rest)
            if arrangement.deadwood == 0 and len(arrangement.melds) > 1:
                out.append(Meld(seat, tuple(tuple(c.id for c in m.cards)
                                            for m in arrangement.melds)))
        return out

    # -- checks -----------------------------------------------------------------------------
    def _check_take(self, action: Draw, d: Decision) -> None:
        # one who melded out without a discard waits, and then draws from the stock (source
        # 004): taking the pile's top to throw it straight back would end the wait at once
        self._check_draw(action, stock_only=self.rummy.waiting[action.seat])

    def _check_throw(self, action: Discard, d: Decision) -> None:
        if self.rummy.waiting[action.seat]:
            return self._check_waiting(action)
        return self._check_discard(action.seat, action.card, True)

    def _check_waiting(self, action: Action) -> None:
        """A player who melded out without a discard must play the drawn card if they can."""
        can_play = self._layoff_options(action.seat, range(len(self.table)))
        if isinstance(action, LayOff):
            return self._check_layoff(action)
        if isinstance(action, Discard) and not can_play:
            return self._check_discard(action.seat, action.card, False)
        if can_play:
            raise refuse("play-drawn-card")
        raise refuse("discard-last")

    def _check_meld(self, action: Meld, d: Decision) -> None:
        if self.rummy.waiting[action.seat]:
            return self._check_waiting(action)
        seat, hand = action.seat, self.hands[action.seat]
        if not action.melds:
            raise refuse("choose-meld")
        self._check_melds(hand, action.melds, everything=False)
        used = sum(len(m) for m in action.melds)
        if not self.rummy_rules.several_melds:
            if len(action.melds) > 1 and self.rummy.has_played[seat]:
                raise refuse("one-meld")
            # Several go down together only to go rummy: the rest of the hand, bar a discard,
            # in the turn that plays its first card (cards laid off before these melds are
            # part of it, as the scoring counts them: went_out).
            if len(action.melds) > 1 and len(hand) - used > 1:
                raise refuse("one-meld-or-rummy")
            if self.rummy.melds_this_turn >= 1:
                raise refuse("melded-this-turn")
        table_after = self._table_cards() + [(seat, self.cards_of(m)) for m in action.melds]
        self._check_leaves_discard(
            seat, [c for m in action.melds for c in m], table_after, melded=True)

    def _check_layoff(self, action: LayOff, d: Decision | None = None) -> None:
        seat = action.seat
        self._require_in_hand(seat, [action.card])
        if not 0 <= action.target < len(self.table):
            raise refuse("no-such-meld")
        owner = self.table[action.target].owner
        if not self._may_lay_off_on(seat, owner, self.rummy.has_melded[seat]):
            raise refuse("meld-before-layoff")
        fit = self._layoff_fit(action)
        if not self.rummy.waiting[seat]:
            table_after = self._table_cards()
            table_after[action.target] = (owner, list(fit.cards))
            self._check_leaves_discard(seat, [action.card], table_after,
                                       self.rummy.has_melded[seat])

    def _check_leaves_discard(self, seat: int, played: list[int],
                              table_after: list[tuple[int | None, list[Card]]], melded: bool
                              ) -> None:
        """Refuse a play that would strand the card just taken from the discard pile.

        Such a card may not be discarded, so it must still fit a meld on the table as the
        table would be after the play (`table_after`: owner and cards of each meld).
        """
        left = [c for c in self.hands[seat] if c not in played]
        if len(left) != 1 or left[0] != self.taken_discard:
            return
        card = self.cards[left[0]]
        for owner, cards in table_after:
            if self._may_lay_off_on(seat, owner, melded) and fit_meld(
                    [*cards, card], self._hand_rules):
                return
        raise refuse("strands-taken", card=card)

    def _may_lay_off_on(self, seat: int, owner: int | None, melded: bool) -> bool:
        return owner == seat or melded or not self.rummy_rules.layoff_after_meld

    def _table_cards(self) -> list[tuple[int | None, list[Card]]]:
        return [(m.owner, list(m.cards)) for m in self.table]

    # -- performing -------------------------------------------------------------------------
    def _take(self, action: Draw, d: Decision) -> list[Event]:
        events = []
        if action.source == "stock" and not self.stock:
            events.append(self._turn_over_discards())
        events += self._draw(action.seat, action.source)
        self.decision = Decision(action.seat, Kind.PLAY)
        self.state = replace(self.rummy, melds_this_turn=0, played_this_turn=False)
        return events

    def _meld(self, action: Meld, d: Decision) -> list[Event]:
        seat = action.seat
        events = []
        for group, fit in zip(action.melds, self._check_melds(
                self.hands[seat], action.melds, everything=False), strict=True):
            for c in group:
                self.hands[seat].remove(c)
            self.table.append(TableMeld(seat, fit))
            events.append(Event("melded", seat, tuple(c.id for c in fit.cards),
                                data={"target": len(self.table) - 1}))
        st = self.rummy
        self.state = replace(st, melds_this_turn=st.melds_this_turn + len(action.melds),
                             has_melded=_with(st.has_melded, seat, True), played_this_turn=True)
        return events + self._after_play(seat)

    def _lay_off_play(self, action: LayOff, d: Decision) -> list[Event]:
        events = [self._lay_off(action)]
        st = self.rummy
        self.state = replace(st, laid_by={**st.laid_by, action.card: action.seat},
                             played_this_turn=True)
        return events + self._after_play(action.seat)

    def _throw(self, action: Discard, d: Decision) -> list[Event]:
        seat = action.seat
        events = [self._discard(seat, action.card)]
        if not self.hands[seat]:
            return events + self._went_out(seat)
        return events + self._next_turn(seat)

    def _turn_over_discards(self) -> Event:
        """Stock exhausted: the discard pile is turned over, unshuffled, as the new stock."""
        self.stock = self.discard[::-1]
        self.discard = []
        self.state = replace(self.rummy, stale=True)
        return Event("stock-renewed", data={"count": len(self.stock), "turned": True})

    def _after_play(self, seat: int) -> list[Event]:
        if self.hands[seat]:
            return []
        if self.rummy_rules.discard_to_go_out:
            self.state = replace(self.rummy, waiting=_with(self.rummy.waiting, seat, True))
            return [Event("waiting", seat)] + self._next_turn(seat)
        return self._went_out(seat)

    def _next_turn(self, seat: int) -> list[Event]:
        st = self.rummy
        if st.played_this_turn:
            st = self.state = replace(st, has_played=_with(st.has_played, seat, True),
                                      stale=False)
        if st.stale and not self.stock:
            # The whole stock went by without a card played: nobody can ever go out.
            return self._stalled()
        nxt = self.next_seat(seat)
        self.decision = Decision(nxt, Kind.DRAW)
        if not self._draw_choices(self.decision):  # no stock and no discards: nobody can go on
            return self._finish_hand(HandResult(self.hand_number, (0,) * self.n, None, How.VOID))
        return []

    def _stalled(self) -> list[Event]:
        """Play has stalled: the hand is blocked, unless the house rule lets the single
        lowest count win it."""
        values = self._counts()
        lowest = [s for s in range(self.n) if values[s] == min(values)]
        if self.rummy_rules.stalled == "lowest" and len(lowest) == 1:
            return self._scored(lowest[0], How.STALLED, values, rummy=False)
        if self.rummy_rules.stalled == "none":
            return self._finish_hand(HandResult(self.hand_number, (0,) * self.n, None,
                                                How.BLOCKED))
        return self._finish_hand(HandResult(  # the counts shown: the tie is plain to see
            self.hand_number, (0,) * self.n, None, How.BLOCKED_TIE, self._counted(values)))

    def _counted(self, values: list[int]) -> tuple[Shown, ...]:
        """The summary's hands, each with its count."""
        return tuple(entry.counted(values[entry.seat]) for entry in self.hands_as_left())

    def _counts(self) -> list[int]:
        return [sum(self._hand_rules.value(c) for c in self.cards_of(h)) for h in self.hands]

    def _went_out(self, seat: int) -> list[Event]:
        rummy = not self.rummy.has_played[seat] and not self.rummy.waiting[seat]
        how = How.RUMMY if rummy else How.OUT
        return [Event("went-out", seat, data={"how": str(how)})] + \
            self._scored(seat, how, self._counts(), rummy)

    def _scored(self, seat: int, how: str, values: list[int], rummy: bool) -> list[Event]:
        """The hand won by `seat` (who went out, or held the lowest count when play stalled):
        the others' cards are counted against them."""
        double = self.rummy_rules.rummy_bonus == "double"
        reckoning: tuple[tuple[str, int | None, int], ...] = ()
        if self.rummy_rules.scoring == "penalty":
            points = list(values)
            points[seat] = 0
            if rummy:
                points = [0 if s == seat else p * 2 if double else p + 10
                          for s, p in enumerate(points)]
                # nobody's points are summed here: the summary just says what going rummy did
                reckoning = (("rummy-doubles", None, 0) if double else ("rummy-adds", None, 10),)
        else:
            reckoning = tuple(("cards", s, values[s]) for s in range(self.n)
                              if values[s] and s != seat)
            if rummy:
                reckoning += (("rummy-double", None, sum(values)) if double
                              else ("rummy-bonus", None, 10),)
            points = [0] * self.n
            points[seat] = sum(part[2] for part in reckoning)
        return self._finish_hand(HandResult(self.hand_number, tuple(points), seat, how,
                                            self._counted(values), reckoning))

    def hands_as_left(self) -> tuple[Shown, ...]:
        """For the summary: each seat's melds on the table, what is left in its hand, and
        the cards it laid off (on its own melds or on others')."""
        laid_by = self.rummy.laid_by
        out = []
        for s in range(self.n):
            melds, wilds = laid_out(m.fit for m in self.table if m.owner == s)
            out.append(Shown(s, melds, wilds, tuple(self.hands[s]),
                             laid_off=tuple(c for c, by in laid_by.items() if by == s)))
        return tuple(out)

    # -- the match --------------------------------------------------------------------------
    def goal(self) -> Goal:
        if self.rummy_rules.hands:
            return Goal(hands=self.rummy_rules.hands)
        return Goal(points=self.rummy_rules.target)

    @property
    def scores_high(self) -> bool:
        return self.rummy_rules.scoring == "winner"

    def _final_standings(self) -> tuple[int, ...]:
        best = min(self.totals) if self.rummy_rules.scoring == "penalty" else max(self.totals)
        return tuple(s for s in range(self.n) if self.totals[s] == best)


GAME = GameDef(
    id="rummy",
    name="Rummy",
    blurb="The classic: lay melds on the table, lay off on anyone's, and be first to empty "
    "your hand. Going out all at once scores double.",
    players=(2, 6),
    options=OPTIONS,
    build=build,
    match_class=RummyMatch,
    held=lambda n: (1, 11),
    family="table",
)

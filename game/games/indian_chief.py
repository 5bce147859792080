"""Indian Chief: seven turns of secret picks, each filling one box of a score sheet.

The whole match is one hand of seven turns: the eight cards a player holds carry from turn to
turn, so there is one deal, and `hand_number` stays 1 (the table says "Turn N of 7" from the
state's `turn`). The score sheet (`ChiefState.sheet`) holds, per seat and per box in RULES.md's
order, what the box scored or None while it is unused; the match's `totals` are filled in from
it when the seventh turn ends, and the hand's result carries the whole sheet (`reckoning`: one
part per box and seat).

A turn:
1. Every player picks in secret (Kind.PICK) the cards of a meld for one unused box:
   `Choose(seat, cards, box_id)`, a Doctor naming its suit as `doctor:S` (H, D, C). The card
   count must be the box's; a used box is refused.
2. All picks are revealed together, onto the table (one meld per seat, its `fit.kind` the box
   id), and each box is scored: Beggar Man against every card the others revealed this turn,
   Doctor in the named suit, Indian Chief split the best way into poker and baccarat hands. An
   invalid meld scores 0 and uses its box all the same.
3. Thieves steal (Kind.STEAL), from the lowest thief card to the highest by rank (A low, K high;
   a jack is lower than a queen though both are worth 10): a thief alone at its rank steals in
   turn; thieves tied at a rank choose at once, in secret, and a card that two of them want goes
   to neither (they draw instead). `Choose(seat, (card,), "steal")` takes one card from another
   player's meld this turn; `Pass(seat)` draws instead. A thief with nothing left to steal is
   not asked. On the seventh turn nobody draws again, so thieves do not steal.
4. Every player draws back to eight from the stub, one player at a time from the dealer's left
   (a thief who stole draws one card fewer); the turn's melds, less the stolen cards, then go
   back into the stub, which is shuffled. Should the stub hold too few cards for everyone (many
   big melds at a large table), the melds go back and the stub is shuffled first, then everyone
   draws: the stub never runs out, since every card not in a hand is then in it.

After the seventh turn the highest total wins; equal highest totals share the win.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any, cast

from game.actions import Action, Choose, Pass
from game.cards import SUIT_LETTERS, Card, shuffle
from game.decisions import Decision, How, Kind
from game.events import Event
from game.games.indian_chief_boxes import (
    BEGGAR_MAN,
    BOXES,
    DOCTOR,
    INDIAN_CHIEF,
    THIEF,
    Box,
    ScoreContext,
    best_pick,
    best_split,
    expected_beggar_man,
    score,
)
from game.games.options import GameDef
from game.match import HandState, Match, TableMeld
from game.melds import MeldFit
from game.messages import refuse
from game.phases import Phase, move, phase
from game.results import Goal, HandResult, Part, Shown
from game.rules import GameRules, MeldRules
from game.state import ScoreSheet, WhatIf
from game.view import PlayerView

HAND_SIZE = 8
TURNS = len(BOXES)
STEAL = "steal"  # the choice word of a thief's steal
_BOX_IDS = {box.id: i for i, box in enumerate(BOXES)}


@dataclass(frozen=True, slots=True)
class Played:
    """One seat's meld of this turn as revealed: its box, its cards (as revealed, before any
    steal), what it scored, the suit a Doctor named, and an Indian Chief's split (the two
    baccarat cards and the poker hand's category id)."""

    seat: int
    box: str
    cards: tuple[int, ...]
    points: int
    suit: int | None = None
    baccarat: tuple[int, ...] = ()
    poker: str = ""


@dataclass(frozen=True, slots=True)
class Steal:
    """A thief's steal this turn: the card and the seat whose meld it came from."""

    thief: int
    card: int
    victim: int


@dataclass(frozen=True, slots=True)
class ChiefState(HandState):
    """The score sheet and this turn's public facts.

    `sheet[seat][row]` is what box BOXES[row] scored for the seat, None while unused. `played`
    holds this turn's revealed melds (empty while the picks are secret), `stolen` the steals
    made so far, `thieves` the thieves still to steal, in their order, `blocked` the thieves
    whose steal was voided this turn (two tied thieves wanted the same card).
    """

    turn: int = 1
    sheet: tuple[tuple[int | None, ...], ...] = ()
    played: tuple[Played, ...] = ()
    stolen: tuple[Steal, ...] = ()
    thieves: tuple[int, ...] = ()
    blocked: tuple[int, ...] = ()

    def total(self, seat: int) -> int:
        """The seat's total so far: its filled boxes added up."""
        return sum(p for p in self.sheet[seat] if p is not None)

    def unused(self, seat: int) -> tuple[Box, ...]:
        """The seat's boxes still to fill, in the sheet's order."""
        return tuple(box for box, p in zip(BOXES, self.sheet[seat], strict=True) if p is None)


def build(preset: str, options: dict[str, Any]) -> GameRules:
    return GameRules(players=(2, 8), meld=MeldRules(), decks_by_players=((3, 1), (8, 2)),
                     upcard=False, discards=False, score_sheet=True, options=options)


def parse_choice(choice: str) -> tuple[Box | None, int | None]:
    """A pick's choice word as (box, named suit): "lawyer" or "doctor:H"; (None, None) if it
    names no box, and the suit None unless one is named."""
    name, colon, suit = choice.partition(":")
    row = _BOX_IDS.get(name)
    box = BOXES[row] if row is not None else None
    if not colon:
        return box, None
    if len(suit) != 1 or suit not in SUIT_LETTERS:
        return None, None
    return box, SUIT_LETTERS.index(suit)


def choice_word(box: Box, suit: int | None = None) -> str:
    """The choice word of a pick for this box (a Doctor with its named suit)."""
    return box.id if suit is None else f"{box.id}:{SUIT_LETTERS[suit]}"


class IndianChiefMatch(Match):
    game_id = "indian-chief"

    @property
    def chief(self) -> ChiefState:
        return cast(ChiefState, self.state)

    def _deal_size(self) -> int:
        return HAND_SIZE

    def _new_hand_state(self) -> None:
        self.state = ChiefState(sheet=tuple((None,) * len(BOXES) for _ in range(self.n)))

    def _start_hand(self, again: bool = False) -> list[Event]:
        events = super()._start_hand(again)
        self._ask_picks()
        return events

    def _seated(self) -> list[int]:
        return [s for s in range(self.n) if not self.out[s]]

    def _ask_picks(self) -> None:
        self.decision = None  # nobody is in turn: everyone picks at once
        self._ask_secretly(Kind.PICK, self._seated())

    def declare_phases(self) -> dict[str, Phase]:
        """Everyone picks a box's meld in secret; then thieves steal, lowest card first."""
        return {
            Kind.PICK: phase(self._pick_choices, "pick-box",
                             move(Choose, self._never, self._check_pick),
                             reveal=self._reveal_picks),
            Kind.STEAL: phase(self._steal_choices, "steal-or-draw",
                              move(Choose, self._steal_now, self._check_steal),
                              move(Pass, self._draw_instead),
                              reveal=self._reveal_steals),
        }

    def _never(self, action: Choose, d: Decision) -> list[Event]:
        raise AssertionError("a pick is revealed with everyone's, never performed alone")

    # -- the picks ----------------------------------------------------------------------------
    def _pick_choices(self, d: Decision) -> list[Action]:
        """Every meld of the hand for every unused box (a Doctor in each suit)."""
        hand = self.hands[d.seat]
        out: list[Action] = []
        for box in self.chief.unused(d.seat):
            words = ([choice_word(box, s) for s in range(4)] if box == DOCTOR
                     else [box.id])
            for cards in combinations(hand, box.size):
                out += [Choose(d.seat, cards, word) for word in words]
        return out

    def _check_pick(self, action: Choose, d: Decision) -> None:
        if not action.choice:
            raise refuse("pick-box")
        box, suit = parse_choice(action.choice)
        if box is None:
            raise refuse("no-such-box", choice=repr(action.choice))
        if box == DOCTOR and suit is None:
            raise refuse("name-a-suit")
        if box != DOCTOR and suit is not None:
            raise refuse("suit-only-doctor")
        if self.chief.sheet[action.seat][_BOX_IDS[box.id]] is not None:
            raise refuse("box-used", box=box.name)
        if len(set(action.cards)) != len(action.cards):
            raise refuse("named-twice")
        self._require_in_hand(action.seat, action.cards)
        if len(action.cards) != box.size:
            raise refuse("box-size", box=box.name, n=box.size,
                         cards="card" if box.size == 1 else "cards", count=len(action.cards))

    def _reveal_picks(self, choices: dict[int, Action]) -> list[Event]:
        """Every pick face up at once, onto the table; then each box is scored."""
        picks = {seat: cast(Choose, a) for seat, a in sorted(choices.items())}
        events: list[Event] = []
        self.table = []
        for seat, pick in picks.items():
            box, suit = parse_choice(pick.choice)
            assert box is not None, "a pick was checked"
            for cid in pick.cards:
                self.hands[seat].remove(cid)
            self.table.append(TableMeld(seat, box_fit(box, self.cards_of(pick.cards))))
            data: dict[str, Any] = {"box": box.id}
            if suit is not None:
                data["suit"] = SUIT_LETTERS[suit]
            events.append(Event("revealed", seat, pick.cards, data=data))
        played = [self._scored(seat, pick, picks) for seat, pick in picks.items()]
        sheet = [list(row) for row in self.chief.sheet]
        for p in played:
            sheet[p.seat][_BOX_IDS[p.box]] = p.points
            data = {"box": p.box, "points": p.points}
            if p.poker:
                data |= {"poker": p.poker, "baccarat": list(p.baccarat)}
            events.append(Event("scored", p.seat, data=data))
        last = self.chief.turn == TURNS
        thieves = [] if last else self._thief_order(played)
        self.state = replace(self.chief, sheet=tuple(tuple(row) for row in sheet),
                             played=tuple(played), stolen=(), thieves=tuple(thieves),
                             blocked=())
        if last:
            return events + self._score_match()
        return events + self._next_thieves()

    def _scored(self, seat: int, pick: Choose, picks: dict[int, Choose]) -> Played:
        box, suit = parse_choice(pick.choice)
        assert box is not None, "a pick was checked"
        cards = self.cards_of(pick.cards)
        if box == INDIAN_CHIEF:
            split = best_split(cards)
            return Played(seat, box.id, pick.cards, split.score,
                          baccarat=tuple(c.id for c in split.baccarat), poker=split.hand.id)
        others = tuple(tuple(self.cards_of(p.cards)) for s, p in picks.items() if s != seat)
        points = score(box, cards, ScoreContext(others=others, suit=suit))
        return Played(seat, box.id, pick.cards, points, suit)

    # -- the thieves --------------------------------------------------------------------------
    def _thief_order(self, played: list[Played]) -> list[int]:
        """Thieves from the lowest card to the highest (by rank); ties in seat order."""
        thieves = [p for p in played if p.box == THIEF.id]
        thieves.sort(key=lambda p: (self.cards[p.cards[0]].rank, p.seat))
        return [p.seat for p in thieves]

    def _thief_rank(self, seat: int) -> int:
        played = next(p for p in self.chief.played if p.seat == seat)
        return self.cards[played.cards[0]].rank

    def stealable(self, seat: int) -> list[int]:
        """The cards a thief may steal now: those left in the others' melds this turn."""
        return [c for meld in self.table if meld.owner != seat for c in
                (card.id for card in meld.cards)]

    def _next_thieves(self) -> list[Event]:
        """Ask the next thieves (those tied at the lowest rank left), or end the turn."""
        waiting = [s for s in self.chief.thieves if self.stealable(s)]
        if not waiting:
            self.state = replace(self.chief, thieves=())
            return self._end_turn()
        rank = self._thief_rank(waiting[0])
        group = [s for s in waiting if self._thief_rank(s) == rank]
        self.state = replace(self.chief, thieves=tuple(waiting))
        if len(group) == 1:
            self.decision = Decision(group[0], Kind.STEAL)
        else:
            self.decision = None
            self._ask_secretly(Kind.STEAL, group)
        return []

    def _steal_choices(self, d: Decision) -> list[Action]:
        return [*(Choose(d.seat, (c,), STEAL) for c in self.stealable(d.seat)), Pass(d.seat)]

    def _check_steal(self, action: Choose, d: Decision) -> None:
        if action.choice != STEAL:
            raise refuse("steal-or-draw")
        if len(action.cards) != 1:
            raise refuse("steal-one")
        if action.cards[0] not in self.stealable(action.seat):
            raise refuse("not-stealable", card=self._card_text(action.cards[0]))

    def _take(self, seat: int, card: int) -> Event:
        """Move a card from another's meld on the table to the thief's hand."""
        index = next(i for i, m in enumerate(self.table)
                     if any(c.id == card for c in m.cards))
        meld = self.table[index]
        victim = meld.owner
        assert victim is not None, "every meld this turn is a seat's"
        left = [c for c in meld.cards if c.id != card]
        if left:
            self.table[index] = TableMeld(victim, box_fit_kind(meld.fit.kind, left))
        else:
            del self.table[index]
        self.hands[seat].append(card)
        self.state = replace(self.chief, stolen=(*self.chief.stolen, Steal(seat, card, victim)))
        return Event("stole", seat, (card,), data={"from": victim})

    def _done_stealing(self, seats: list[int]) -> list[Event]:
        self.state = replace(self.chief, thieves=tuple(
            s for s in self.chief.thieves if s not in seats))
        return self._next_thieves()

    def _steal_now(self, action: Choose, d: Decision) -> list[Event]:
        self.decision = None
        event = self._take(action.seat, action.cards[0])
        return [event, *self._done_stealing([action.seat])]

    def _draw_instead(self, action: Pass, d: Decision) -> list[Event]:
        self.decision = None
        return [Event("passed", action.seat, data={"kind": str(Kind.STEAL)}),
                *self._done_stealing([action.seat])]

    def _reveal_steals(self, choices: dict[int, Action]) -> list[Event]:
        """Tied thieves' choices: each takes its card, unless another of them wanted it too."""
        wanted: dict[int, list[int]] = {}
        for seat, action in sorted(choices.items()):
            if isinstance(action, Choose):
                wanted.setdefault(action.cards[0], []).append(seat)
        events: list[Event] = []
        blocked: list[int] = []
        for seat, action in sorted(choices.items()):
            if not isinstance(action, Choose):
                events.append(Event("passed", seat, data={"kind": str(Kind.STEAL)}))
            elif len(wanted[action.cards[0]]) > 1:
                blocked.append(seat)
                events.append(Event("steal-blocked", seat, action.cards, data={
                    "with": [s for s in wanted[action.cards[0]] if s != seat]}))
            else:
                events.append(self._take(seat, action.cards[0]))
        if blocked:
            self.state = replace(self.chief, blocked=(*self.chief.blocked, *blocked))
        return events + self._done_stealing(sorted(choices))

    # -- the end of a turn --------------------------------------------------------------------
    def _end_turn(self) -> list[Event]:
        """Refill every hand to eight from the stub, gather the melds into it and shuffle."""
        seats = self.seats_from(self.next_seat(self.dealer))
        needs = {s: max(0, HAND_SIZE - len(self.hands[s])) for s in seats}
        events: list[Event] = []
        gathered = False
        if sum(needs.values()) > len(self.stock):
            events.append(self._gather())
            gathered = True
        for seat in seats:
            for _ in range(needs[seat]):
                events += self._draw(seat, "stock")
        if not gathered:
            events.append(self._gather())
        self.state = replace(self.chief, turn=self.chief.turn + 1, played=(), stolen=(),
                             thieves=(), blocked=())
        self._ask_picks()
        events.append(Event("turn-started", data={"turn": self.chief.turn}))
        return events

    def _gather(self) -> Event:
        """The turn's melds (less what was stolen) go back into the stub, which is shuffled."""
        returned = tuple(c.id for meld in self.table for c in meld.cards)
        self.table = []
        self.stock.extend(returned)
        shuffle(self.rng, self.stock)
        return Event("stub-shuffled", None, returned, data={"count": len(self.stock)})

    def _score_match(self) -> list[Event]:
        state = self.chief
        seats = self._seated()
        points = tuple(state.total(s) for s in range(self.n))
        best = max(points[s] for s in seats)
        top = [s for s in seats if points[s] == best]
        reckoning: tuple[Part, ...] = tuple(
            (box.id, seat, p) for seat in seats
            for box, p in zip(BOXES, state.sheet[seat], strict=True) if p is not None)
        shown = tuple(Shown(s, deadwood_cards=tuple(self.hands[s])) for s in range(self.n))
        self.decision = None
        return self._finish_hand(HandResult(self.hand_number, points,
                                            top[0] if len(top) == 1 else None, How.SCORED,
                                            shown, reckoning))

    # -- the match ----------------------------------------------------------------------------
    def score_sheet(self) -> ScoreSheet:
        """The sheet of the seven boxes by the players, this turn's scores once revealed."""
        state = self.chief
        return ScoreSheet(
            rows=tuple(box.id for box in BOXES), labels=tuple(box.name for box in BOXES),
            sizes=tuple(box.size for box in BOXES), cells=state.sheet,
            totals=tuple(state.total(seat) for seat in range(self.n)),
            revealed=tuple((p.seat, _BOX_IDS[p.box], p.points) for p in state.played),
            turn=state.turn, turns=TURNS)

    def goal(self) -> Goal:
        return Goal(hands=1)

    @property
    def scores_high(self) -> bool:
        return True

    def _final_standings(self) -> tuple[int, ...]:
        best = max(self.totals)
        return tuple(s for s in range(self.n) if self.totals[s] == best and not self.out[s])


def box_fit(box: Box, cards: list[Card]) -> MeldFit:
    """A revealed meld as the table holds it: its kind is its box's id."""
    return box_fit_kind(box.id, cards)


def box_fit_kind(kind: str, cards: list[Card]) -> MeldFit:
    return MeldFit(kind, tuple(cards), tuple((c.rank, c.suit) for c in cards),
                   (False,) * len(cards))


def what_if(view: PlayerView, cards: Sequence[Card]) -> dict[str, WhatIf]:
    """What `cards` would score now in each of the viewer's open boxes they fit (a Doctor in
    each suit too, by its choice word); with no cards, the best meld of the hand for each
    open box. A Beggar Man scores against melds not yet shown: its number is an estimate, the
    cards of its size the others are expected to reveal drawn from every card unseen."""
    state = cast(ChiefState, view.public)
    out: dict[str, WhatIf] = {}
    for box in state.unused(view.seat):
        if cards and len(cards) != box.size:
            continue
        if box == BEGGAR_MAN:
            out[box.id] = _beggar_guess(view, state, cards)
            continue
        if cards:
            pick, points = tuple(cards), score(box, cards)
        else:
            pick, points = best_pick(view.hand, box)
            if not pick:
                continue
        out[box.id] = WhatIf(points, tuple(c.id for c in pick))
        if box == DOCTOR:
            for suit in range(4):
                named = score(box, pick, ScoreContext(suit=suit))
                out[choice_word(box, suit)] = WhatIf(named, tuple(c.id for c in pick))
    return out


def _beggar_guess(view: PlayerView, state: ChiefState, cards: Sequence[Card]) -> WhatIf:
    """A Beggar Man's expected score: the pair given, or the hand's best pair."""
    seen = {c.id for c in view.hand} | {c.id for m in view.table for c in m.cards}
    unseen = [c for c in view.deck if c.id not in seen]
    shown = 0.0  # each other seat reveals one of its open boxes, any of them alike
    for seat in range(len(view.names)):
        sizes = [box.size for box in state.unused(seat)]
        if seat != view.seat and not view.out[seat] and sizes:
            shown += sum(sizes) / len(sizes)
    pairs = [tuple(cards)] if cards else list(combinations(view.hand, 2))
    best = max(pairs, key=lambda pair: expected_beggar_man(pair, unseen, round(shown)),
               default=())
    worth = expected_beggar_man(best, unseen, round(shown)) if best else 0.0
    return WhatIf(round(worth), tuple(c.id for c in best), estimate=True)


GAME = GameDef(
    id="indian-chief",
    name="Indian Chief",
    blurb="Seven turns, seven boxes: everyone picks a meld in secret, all reveal at once, "
    "and each meld fills a box of the score sheet. Highest total wins.",
    players=(2, 8),
    options=(),
    build=build,
    match_class=IndianChiefMatch,
    held=lambda n: (1, HAND_SIZE),
    family="party",
    what_if=what_if,
)

"""The contract games' play (Contract Rummy, its classic preset, and Carioca): seven hands, each
with a contract its first meld must be.

A turn (Kind.DRAW, then Kind.PLAY):
- Draw from the stock or take the discard pile's top card. In the classic preset a card may be
  taken from deep in the pile, with every card above it, if it is melded at once:
  `Draw(seat, "discard", depth)` (depth 1 is the top card); that card (`must_meld`) must then
  go on the table before anything else, and only one who took a single top card may not
  throw it back.
- May I? (Contract Rummy's standard preset): when the player in turn draws from the stock, the
  others are asked in a poll (Kind.CLAIM) from that player's left whether they want the
  discard pile's top card: `Call(seat, "may-i")` takes it with a penalty card from the stock,
  `Pass(seat)` declines. The card beneath is then offered the same way to everyone but the
  one who just took a card (nobody takes two upcards in a row), and so on while anyone asks
  and the stock has a penalty card; then the player in turn plays on. A per-hand limit of
  claims per player is a house rule (`may_i_limit`, none by default: the source says the
  claiming may go on indefinitely).
- Play (Kind.PLAY). Until a player has met the contract (`laid_down`), the only meld is the
  contract itself, all at once: `Meld(seat, groups)` with exactly the contract's sets and runs
  (read by the contract solver's `read_laydown`, so the laydown's own grammar applies:
  Carioca's one joker a meld, the classic preset's runs of different suits, Contract Rummy's
  runs of one suit never end to end). Nothing more that turn but the discard
  (`contract_turn`). On later turns: further melds (not in Carioca unless the house rule
  allows them), lay-offs on any meld, and a joker claim: `Swap(seat, card, meld)` puts a
  natural card in place of the joker standing for it in a run (never in a set); the freed
  joker (`claimed_joker`) must then go straight into a new meld of the claimer's (Contract
  Rummy), or back onto either end of the same escalera with a `LayOff` (Carioca: `below`
  chooses the low end), before any other play. A claim is offered only where that can be
  done. Contract Rummy's hand 7 has no contract laydown and no lay-offs: the whole hand is
  melded at once, in runs, and goes out without a discard.
- Discard to end the turn. The card just taken from the pile may not be thrown back, unless
  it is the last card in hand (the player could as well have drawn from the stock: nothing is
  gained); a player whose hand empties, by a discard, a meld or a lay-off, goes out.

The hand ends when a player goes out (each other player pays for the cards in hand) or when
the stock runs out and cannot be made again (nothing under the discard pile's top to
shuffle, or already made again `renewals` times; also, a safeguard no real hand meets, after
`round_limit` rounds): then everyone pays for the cards held and nobody wins the hand. After
seven hands the lowest total wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import cast

from game.actions import Action, Call, Discard, Draw, LayOff, Meld, Melds, Pass, Swap
from game.cards import Card, format_cards
from game.contracts import CONTRACT_RUMMY, CONTRACT_RUMMY_HANDS, Contract, ContractRules
from game.decisions import Decision, How, Kind
from game.errors import IllegalAction
from game.events import Event
from game.games.contract_melds import contract_text, laydown_problem, laydown_with, melds_with
from game.match import HandState, Match, TableMeld, laid_out
from game.melds import MeldFit, extend_meld, replace_wild, stand_text
from game.messages import refuse
from game.phases import Phase, move, phase
from game.results import Goal, HandResult, Shown
from game.rules import GameRules
from game.solver.contracts import can_meet, meets, read_laydown

MAY_I = "may-i"


@dataclass(frozen=True)
class ContractGameRules(GameRules):
    """A contract game: its contracts, the laydown's rules, and its turn's own rules."""

    contracts: tuple[Contract, ...] = CONTRACT_RUMMY_HANDS  # hand 1 first
    laydown: ContractRules = CONTRACT_RUMMY
    deal_sizes: tuple[int, ...] = (10, 10, 10, 12, 12, 12, 12)  # per hand
    words: tuple[str, str] = ("set", "run")  # a set and a run as the game calls them
    may_i: bool = False  # others may claim the upcard the player in turn leaves
    may_i_limit: int = 0  # May I? claims per player a hand (0: no limit)
    fixed_jokers: bool = False  # a joker in a set keeps the suit it stands for (classic)
    joker_to_end: bool = False  # a claimed joker goes back on an end of its run (Carioca)
    later_melds: bool = True  # new melds after the contract (Carioca: a house rule)
    renewals: int = 3  # times a hand's stock is made again from the discard pile
    round_limit: int = 100  # rounds after which a hand ends as if the stock had run out

    def contract_for(self, hand_number: int) -> tuple[Contract, ContractRules] | None:
        if not 1 <= hand_number <= len(self.contracts):
            return None
        return self.contracts[hand_number - 1], self.laydown

    def contract_said(self, hand_number: int) -> str:
        found = self.contract_for(hand_number)
        return "" if found is None else contract_text(found[0], self.words)


@dataclass(frozen=True, slots=True)
class ContractState(HandState):
    """This hand's contract, who has met theirs, and where the turn stands; all public."""

    contract: Contract = CONTRACT_RUMMY_HANDS[0]
    laid_down: tuple[bool, ...] = ()  # met the contract this hand (melds on the table)
    contract_turn: bool = False  # the seat in turn laid its contract down this turn
    claimed_joker: int | None = None  # a joker claimed this turn, still to be played
    joker_meld: int | None = None  # Carioca: the escalera the claimed joker goes back to
    must_meld: int | None = None  # a card taken from deep in the pile, still to be melded
    may_i: tuple[int, ...] = ()  # May I? claims per seat this hand
    last_claimer: int | None = None  # took the upcard just claimed: may not take the next
    renewals: int = 0  # times the stock was made again this hand
    turns: int = 0  # turns ended this hand
    laid_by: Mapping[int, int] = field(default_factory=dict)  # card id -> who laid it off


def _with(flags: tuple[bool, ...], seat: int, value: bool) -> tuple[bool, ...]:
    return (*flags[:seat], value, *flags[seat + 1:])


class ContractMatch(Match):
    """A contract game (see the module's description); subclasses name the game."""

    @property
    def crules(self) -> ContractGameRules:
        return cast(ContractGameRules, self.rules)

    @property
    def cstate(self) -> ContractState:
        return cast(ContractState, self.state)

    @property
    def contract(self) -> Contract:
        return self.cstate.contract

    def contract_words(self) -> str:
        """This hand's contract in words ("one set and two runs")."""
        return contract_text(self.contract, self.crules.words)

    def _deal_size(self) -> int:
        return self.crules.deal_sizes[self.hand_number - 1]

    def _new_hand_state(self) -> None:
        rules = self.crules
        number = min(max(self.hand_number, 1), len(rules.contracts))
        self.state = ContractState(contract=rules.contracts[number - 1],
                                   laid_down=(False,) * self.n, may_i=(0,) * self.n)

    def declare_phases(self) -> dict[str, Phase]:
        """A draw (which the others may answer with May I?), then plays and a discard."""
        return {
            Kind.DRAW: phase(self._draw_choices, "draw-first",
                             move(Draw, self._take, self._check_take)),
            Kind.CLAIM: phase(self._claim_choices, "answer-poll",
                              move(Call, self._may_i, self._check_may_i),
                              move(Pass, self._decline)),
            Kind.PLAY: phase(self._play_choices, "play-or-discard",
                             move(Meld, self._meld, self._check_meld),
                             move(LayOff, self._lay_off_play, self._check_layoff),
                             move(Swap, self._claim_joker, self._check_swap),
                             move(Discard, self._throw, self._check_throw)),
        }

    # -- drawing ------------------------------------------------------------------------------
    def _draw_choices(self, d: Decision) -> list[Action]:
        out: list[Action] = []
        if self._can_draw_stock():
            out.append(Draw(d.seat, "stock"))
        if self.discard:
            out.append(Draw(d.seat, "discard"))
        if self.crules.deep_take:
            out += [Draw(d.seat, "discard", depth) for depth in range(2, len(self.discard) + 1)
                    if self._deep_meldable(d.seat, depth)]
        return out

    def _check_take(self, action: Draw, d: Decision) -> None:
        self._check_draw(action, deep=self.crules.deep_take)
        if action.source == "discard" and action.depth > 1 \
                and not self._deep_meldable(action.seat, action.depth):
            raise refuse("deep-unmeldable", card=self.cards[self.discard[-action.depth]])

    def _deep_meldable(self, seat: int, depth: int) -> bool:
        """Whether the card `depth` deep in the pile can go on the table at once, with the
        hand and the cards above it."""
        taken = self.discard[-depth:]
        card = self.cards[taken[0]]
        cards = self.cards_of([*self.hands[seat], *taken])
        others = [c for c in cards if c.id != card.id]
        fits = bool(melds_with(card, others, self._hand_rules, first=True))
        if not self.cstate.laid_down[seat]:
            # (a meld holding it at all comes first: the laydown's search is far dearer)
            contract, rules = self.contract, self.crules.laydown
            return fits and can_meet(cards, contract, rules) and \
                laydown_with(cards, card, contract, rules, 0) is not None
        if self.crules.later_melds and fits:
            return True
        return any(self._extended(t, card.id) is not None for t in range(len(self.table)))

    def _take(self, action: Draw, d: Decision) -> list[Event]:
        seat = action.seat
        if action.source == "discard" and action.depth > 1:
            taken = self.discard[-action.depth:]
            del self.discard[-action.depth:]
            self.hands[seat] += taken
            self.taken_discard = None  # one of several taken may be thrown back
            self.state = replace(self.cstate, must_meld=taken[0])
            events = [Event("drew", seat, tuple(taken),
                            data={"source": "discard", "depth": action.depth})]
        else:
            events = self._draw(seat, action.source)
        self.decision = Decision(seat, Kind.PLAY)
        if action.source == "stock":
            self._offer_upcard(seat, None)
        return events

    def _renew_stock(self) -> list[Event]:
        self.state = replace(self.cstate, renewals=self.cstate.renewals + 1)
        return super()._renew_stock()

    # -- May I? -------------------------------------------------------------------------------
    def _offer_upcard(self, active: int, last: int | None) -> None:
        """Ask the others, from the active player's left, whether they claim the pile's top
        card (not the one who took the card above it, nor one at the house limit); only
        while the stock holds a penalty card."""
        rules, st = self.crules, self.cstate
        self.poll = None
        if not (rules.may_i and self.discard and self.stock):
            return
        order = [s for s in self.seats_from(active)[1:] if s != last
                 and not (rules.may_i_limit and st.may_i[s] >= rules.may_i_limit)]
        self._open_poll(Kind.CLAIM, order, self.discard[-1:])

    def _claim_choices(self, d: Decision) -> list[Action]:
        return [Call(d.seat, MAY_I), Pass(d.seat)]

    def _check_may_i(self, action: Call, d: Decision) -> None:
        if action.call != MAY_I:
            raise refuse("answer-poll")

    def _may_i(self, action: Call, d: Decision) -> list[Event]:
        seat = action.seat
        top = self.discard.pop()
        penalty = self.stock.pop()
        self.hands[seat] += [top, penalty]
        st = self.cstate
        counts = list(st.may_i)
        counts[seat] += 1
        self.state = replace(st, may_i=tuple(counts), last_claimer=seat)
        events = [Event("claimed", seat, (top,), data={"call": MAY_I}),
                  Event("drew", seat, (top,), data={"source": "discard", "claimed": True}),
                  Event("drew", seat, (penalty,), private=seat,
                        data={"source": "stock", "penalty": True})]
        active = self.decision.seat if self.decision is not None else seat
        self._offer_upcard(active, seat)
        return events

    def _decline(self, action: Pass, d: Decision) -> list[Event]:
        self._poll_declined()
        return [Event("passed", action.seat, data={"kind": str(Kind.CLAIM)})]

    # -- the choices of a turn's play ---------------------------------------------------------
    def _play_choices(self, d: Decision) -> list[Action]:
        return [a for a in self._play_candidates(d.seat) if self.is_legal(a)[0]]

    def _play_candidates(self, seat: int) -> list[Action]:
        st, hand = self.cstate, self.hands[seat]
        hr = self._hand_rules
        if st.claimed_joker is not None:
            joker = self.cards[st.claimed_joker]
            if self.crules.joker_to_end and st.joker_meld is not None:
                return self._joker_ends(seat, joker, st.joker_meld)
            others = [c for c in self.cards_of(hand) if c.id != joker.id]
            return [Meld(seat, (_ids(g),)) for g in melds_with(joker, others, hr)]
        if st.must_meld is not None:
            card = self.cards[st.must_meld]
            if not st.laid_down[seat]:
                groups = laydown_with(self.cards_of(hand), card, self.contract,
                                      self.crules.laydown, 0)
                return [] if groups is None else [Meld(seat, groups)]
            others = [c for c in self.cards_of(hand) if c.id != card.id]
            out: list[Action] = [Meld(seat, (_ids(g),)) for g in melds_with(card, others, hr)]
            return out + [LayOff(seat, card.id, t, below) for t in range(len(self.table))
                          for below in (False, True)]
        out = list(self._discard_options(seat, len(hand) > 1))
        if not st.laid_down[seat]:
            out += self._laydowns(seat)
        elif not st.contract_turn:
            out += self._layoff_options(seat, range(len(self.table)))
            out += self._swaps(seat)
            if self.crules.later_melds:
                out += self._new_melds(seat)
        return out

    def _joker_ends(self, seat: int, joker: Card, target: int) -> list[Action]:
        """The claimed joker back on its escalera: above it, and below where that differs."""
        fit, hr = self.table[target].fit, self._hand_rules
        above = extend_meld(fit, joker, hr)
        out: list[Action] = [] if above is None else [LayOff(seat, joker.id, target)]
        if (above is None or above.cards[0] is not joker) and \
                extend_meld(fit, joker, hr, below=True) is not None:
            out.append(LayOff(seat, joker.id, target, below=True))
        return out

    def _laydowns(self, seat: int) -> list[Action]:
        """The contract laid down leaving the least in hand: with no card kept (going out if
        all are melded) and with one kept for the discard."""
        cards = self.cards_of(self.hands[seat])
        out: list[Action] = []
        for keep in (0,) if self.contract.whole_hand else (0, 1):
            laydown = meets(cards, self.contract, self.crules.laydown, keep)
            if laydown is None:
                break
            action = Meld(seat, tuple(_ids(m.cards) for m in laydown.melds))
            if action not in out:
                out.append(action)
        return out

    def _swaps(self, seat: int) -> list[Action]:
        """Natural cards of the hand that stand where a joker does in a run on the table."""
        hr = self._hand_rules
        out: list[Action] = []
        for t, meld in enumerate(self.table):
            if meld.fit.kind != "run" or not any(meld.fit.wild):
                continue
            for cid in self.hands[seat]:
                card = self.cards[cid]
                if not hr.is_wild(card) and replace_wild(meld.fit, card, hr) is not None:
                    out.append(Swap(seat, cid, t))
        return out

    def _new_melds(self, seat: int) -> list[Action]:
        """The melds of the hand's best arrangement, each alone and all together."""
        melds = [_ids(m.cards) for m in self._arrange(self.hands[seat]).melds]
        out: list[Action] = [Meld(seat, (m,)) for m in melds]
        if len(melds) > 1:
            out.append(Meld(seat, tuple(melds)))
        return out

    # -- checks -------------------------------------------------------------------------------
    def _check_pending_card(self, action: Action) -> None:
        """A claimed joker or a card taken from deep in the pile is played before anything
        else (the moves that play it check it themselves)."""
        st = self.cstate
        if st.claimed_joker is not None:
            if self.crules.joker_to_end:
                raise refuse("joker-to-end", run=self.crules.words[1])
            raise refuse("meld-joker")
        if st.must_meld is not None:
            raise refuse("meld-taken", card=self.cards[st.must_meld])

    def _check_later_play(self, seat: int) -> None:
        """Lay-offs, joker claims and further melds wait for a turn after the contract's."""
        if not self.cstate.laid_down[seat]:
            raise refuse("contract-first", contract=self.contract_words())
        if self.cstate.contract_turn:
            raise refuse("contract-turn")

    def _check_meld(self, action: Meld, d: Decision) -> None:
        seat, st = action.seat, self.cstate
        if not action.melds:
            raise refuse("choose-meld")
        self._check_named(seat, action.melds)
        if st.claimed_joker is not None and (self.crules.joker_to_end or not any(
                st.claimed_joker in m for m in action.melds)):
            self._check_pending_card(action)
        if st.must_meld is not None and not any(st.must_meld in m for m in action.melds):
            self._check_pending_card(action)
        if not st.laid_down[seat]:
            self._read_contract(seat, action.melds)
            return
        self._check_later_play(seat)
        if not self.crules.later_melds:
            raise refuse("no-new-melds")
        self._check_melds(self.hands[seat], action.melds, everything=False)

    def _check_named(self, seat: int, melds: Melds) -> None:
        """Cards named once each, all from the hand."""
        if any(len(set(m)) != len(m) for m in melds):
            raise refuse("named-twice")
        used = [cid for m in melds for cid in m]
        if len(set(used)) != len(used):
            raise refuse("meld-twice")
        for cid in used:
            if cid not in self.hands[seat]:
                raise refuse("not-yours-to-meld", card=self._card_text(cid))

    def _read_contract(self, seat: int, melds: Melds) -> tuple[MeldFit, ...]:
        """The groups read as this hand's contract; raises with the reason they are not."""
        hand = self.hands[seat]
        if self.contract.whole_hand:
            rest = [c for c in hand if not any(c in m for m in melds)]
            if rest:
                raise refuse("left-out", cards=self.text(rest))
        groups = [self.cards_of(m) for m in melds]
        rules = self.crules.laydown
        fits = read_laydown(groups, self.contract, rules, held=True)
        if fits is None:
            raise laydown_problem(groups, self.contract, rules, self.crules.words)
        return fits

    def _check_layoff(self, action: LayOff, d: Decision) -> None:
        seat, st = action.seat, self.cstate
        self._require_in_hand(seat, [action.card])
        if st.claimed_joker is not None:
            if not self.crules.joker_to_end:
                raise refuse("meld-joker")  # into a new meld, never onto one on the table
            if action.card != st.claimed_joker or action.target != st.joker_meld:
                raise refuse("joker-to-end", run=self.crules.words[1])
        elif st.must_meld is not None and action.card != st.must_meld:
            raise refuse("meld-taken", card=self.cards[st.must_meld])
        self._check_later_play(seat)
        self._layoff_fit_here(action)

    def _layoff_fit_here(self, action: LayOff) -> MeldFit:
        """The meld with the card laid off; in the classic preset a set's joker keeps the suit
        it stands for, so that card may not join it."""
        if not 0 <= action.target < len(self.table):
            raise refuse("no-such-meld")
        meld, card = self.table[action.target].fit, self.cards[action.card]
        if self.crules.fixed_jokers and meld.kind == "set" and not card.is_joker:
            for stand, wild in zip(meld.stands, meld.wild, strict=True):
                if wild and stand == (card.rank, card.suit):
                    raise refuse("joker-stands", card=card, meld=format_cards(meld.cards),
                                 stand=stand_text(stand))
        return self._layoff_fit(action)

    def _extended(self, target: int, card: int) -> MeldFit | None:
        """The meld with the card laid off on it (either end for a wild), or None."""
        for below in (False, True):
            try:
                return self._layoff_fit_here(LayOff(0, card, target, below))
            except IllegalAction:  # it does not fit there
                continue
        return None

    def _check_swap(self, action: Swap, d: Decision) -> None:
        seat = action.seat
        self._check_pending_card(action)
        self._check_later_play(seat)
        if not 0 <= action.target < len(self.table):
            raise refuse("no-such-meld")
        if self.table[action.target].fit.kind != "run":
            raise refuse("joker-in-set", set=self.crules.words[0])
        fit, joker = self._swap_fit(action)
        hr = self._hand_rules
        if self.crules.joker_to_end:
            if extend_meld(fit, joker, hr) is None and \
                    extend_meld(fit, joker, hr, below=True) is None:
                raise refuse("joker-no-end", meld=format_cards(fit.cards))
            return
        others = [c for c in self.cards_of(self.hands[seat]) if c.id != action.card]
        if not melds_with(joker, others, hr, first=True):
            raise refuse("joker-no-meld")

    def _check_throw(self, action: Discard, d: Decision) -> None:
        self._check_pending_card(action)
        self._check_discard(action.seat, action.card, len(self.hands[action.seat]) > 1)

    # -- performing ---------------------------------------------------------------------------
    def _meld(self, action: Meld, d: Decision) -> list[Event]:
        seat, st = action.seat, self.cstate
        contract = not st.laid_down[seat]
        if contract:
            fits: tuple[MeldFit, ...] = self._read_contract(seat, action.melds)
        else:
            fits = tuple(self._check_melds(self.hands[seat], action.melds, everything=False))
        events = []
        for group, fit in zip(action.melds, fits, strict=True):
            for cid in group:
                self.hands[seat].remove(cid)
            self.table.append(TableMeld(seat, fit))
            events.append(Event("melded", seat, _ids(fit.cards),
                                data={"target": len(self.table) - 1}))
        used = {cid for group in action.melds for cid in group}
        st = replace(st, claimed_joker=None if st.claimed_joker in used else st.claimed_joker,
                     joker_meld=None if st.claimed_joker in used else st.joker_meld,
                     must_meld=None if st.must_meld in used else st.must_meld)
        if contract:
            st = replace(st, laid_down=_with(st.laid_down, seat, True), contract_turn=True)
            events.append(Event("laid-down", seat, data={"contract": self.contract_words()}))
        self.state = st
        return events + self._after_play(seat)

    def _lay_off_play(self, action: LayOff, d: Decision) -> list[Event]:
        fit = self._layoff_fit_here(action)
        self.hands[action.seat].remove(action.card)
        self.table[action.target].fit = fit
        st = self.cstate
        self.state = replace(
            st, laid_by={**st.laid_by, action.card: action.seat},
            claimed_joker=None if action.card == st.claimed_joker else st.claimed_joker,
            joker_meld=None if action.card == st.claimed_joker else st.joker_meld,
            must_meld=None if action.card == st.must_meld else st.must_meld)
        event = Event("laid-off", action.seat, (action.card,),
                      data={"target": action.target, "below": action.below})
        return [event] + self._after_play(action.seat)

    def _claim_joker(self, action: Swap, d: Decision) -> list[Event]:
        event, joker = self._swap(action)
        self.hands[action.seat].append(joker)
        st = self.cstate
        self.state = replace(st, claimed_joker=joker, joker_meld=action.target,
                             laid_by={**st.laid_by, action.card: action.seat})
        return [event]

    def _throw(self, action: Discard, d: Decision) -> list[Event]:
        seat = action.seat
        events = [self._discard(seat, action.card)]
        if not self.hands[seat]:
            return events + self._went_out(seat)
        return events + self._next_turn(seat)

    def _after_play(self, seat: int) -> list[Event]:
        return [] if self.hands[seat] else self._went_out(seat)

    def _next_turn(self, seat: int) -> list[Event]:
        st = self.cstate
        rules = self.crules
        turns = st.turns + 1
        self.state = replace(st, contract_turn=False, claimed_joker=None, joker_meld=None,
                             must_meld=None, last_claimer=None, turns=turns)
        self.taken_discard = None
        spent = not self.stock and (len(self.discard) <= 1 or st.renewals >= rules.renewals)
        if spent or turns >= rules.round_limit * self.n:
            return self._exhausted()
        self.decision = Decision(self.next_seat(seat), Kind.DRAW)
        return []

    # -- the hand's end -----------------------------------------------------------------------
    def _counts(self) -> list[int]:
        return [sum(self._hand_rules.value(c) for c in self.cards_of(h)) for h in self.hands]

    def _went_out(self, seat: int) -> list[Event]:
        values = self._counts()
        events = [Event("went-out", seat, data={"how": str(How.OUT)})]
        return events + self._finish_hand(HandResult(
            self.hand_number, tuple(values), seat, How.OUT, self._counted(values)))

    def _exhausted(self) -> list[Event]:
        """The stock is spent: everyone pays for the cards in hand; nobody won the hand."""
        self.decision = None
        values = self._counts()
        return self._finish_hand(HandResult(self.hand_number, tuple(values), None,
                                            How.EXHAUSTED, self._counted(values)))

    def _counted(self, values: list[int]) -> tuple[Shown, ...]:
        return tuple(entry.counted(values[entry.seat]) for entry in self.hands_as_left())

    def hands_as_left(self) -> tuple[Shown, ...]:
        """For the summary: each seat's melds on the table, the cards left in its hand and
        the cards it laid off (on its own melds or others')."""
        laid_by = self.cstate.laid_by
        out = []
        for s in range(self.n):
            melds, wilds = laid_out(m.fit for m in self.table if m.owner == s)
            out.append(Shown(s, melds, wilds, tuple(self.hands[s]),
                             laid_off=tuple(c for c, by in laid_by.items() if by == s)))
        return tuple(out)

    def goal(self) -> Goal:
        return Goal(hands=len(self.crules.contracts))


def _ids(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple([c.id for c in cards])

"""The card table: draws what the engine says and sends the actions a person makes.

No rules live here: every move is an engine action, refused moves show the engine's reason.
Mouse: click or drag from the piles to draw, click cards to select, drag them onto the pile
(discard), onto a meld (lay off), onto the open table (meld) or within the hand (reorder).
Every mouse action has a key (see words.KEYS_HELP).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.actions import (
    Action,
    Call,
    Choose,
    Discard,
    Draw,
    GoOut,
    Knock,
    LayOff,
    Meld,
    Melds,
    Pass,
    Swap,
)
from game.bots.advice import best_layoff
from game.cards import Card
from game.decisions import Form
from game.errors import IllegalAction
from game.events import Event
from game.games import GAMES, find_game
from game.match import Match
from game.solver import Arrangement, best_arrangement, deadwood_without_each, min_deadwood
from game.solver.ordered import held_arrangement, ordered_arrangement
from game.state import WhatIf
from game.view import PlayerView
from scenes import storage, words
from scenes.base import Scene
from scenes.drawing import ui
from scenes.table import calls, mouse_and_keys, painting, reveal, sheet, turns
from scenes.table.anim import Animator
from scenes.table.drag import Drag
from scenes.table.geometry import Placement
from scenes.table.hint import contract_short, hint_for, sheet_hint
from scenes.table.layout import ScaledLayout, layout_for
from scenes.table.session import SORTS, Session

if TYPE_CHECKING:
    from scenes.base import Host

A = TypeVar("A", bound=Action)
NAMED_CHOICES = 4  # a call asking for its card names the cards that would do, up to this many
TOOL_TEXT_SHARE = 0.45  # of a tool button's height, the least its words may be: below it,
# short labels (at every size the window may take they fit at that or larger)
_SOUND_OF = {"dealt": "deal", "drew": "draw", "discarded": "discard", "melded": "meld",
             "laid-off": "meld", "knocked": "discard", "went-out": "meld", "match-ended": "win"}


@dataclass
class BotJob:
    """A computer's turn under way; dropped (`TableScene.bot = None`) when the match moves on
    or back without it, so a late answer is never played."""

    seat: int
    wait: float
    future: Future[Action] | None = None
    action: Action | None = None


def table_for(app: Host, match: Match | None = None, save: Path | None = None) -> TableScene:
    """The table for a new `match`, saved from the first action, or for the match saved at
    `save`: read now, for the file may have changed since the screens listed it (RecordError
    says why it cannot be opened)."""
    if match is not None:
        path = storage.new_save_path(match.game_id)
        session = Session(match, path, storage.MatchFile(), app.settings.think_times,
                          timed=bool(app.window))
        return TableScene(app, session, dealt=True)
    assert save is not None, "a table is for a new match or a saved one"
    saved = storage.load_save(save)
    return TableScene(app, Session(saved.match, save, storage.MatchFile(),
                                   app.settings.think_times, saved.hands, bool(app.window)),
                      dealt=False)


class TableScene(Scene):
    longest = ui.TABLE_LONGEST  # the maps stretch to a 21:9 monitor, not to any window

    def __init__(self, app: Host, session: Session, dealt: bool = True) -> None:
        super().__init__(app)
        self.session = session
        self.view = session.view()
        self.selected: set[int] = set()
        self.focus = 0
        self.show_focus = False
        self.anim = Animator()
        self.message = ""
        self.error = False
        self.drag: Drag | None = None
        # where the left button went down, and on which button: a click on a button or a meld
        # needs its press there too (see mouse_and_keys.click)
        self.press_at: tuple[tuple[int, int], str | None] | None = None
        self.bot: BotJob | None = None
        # In a window bots think beside the drawing; off screen (tests, pictures) they answer
        # at once, so what happens is the same every run.
        self.executor = ThreadPoolExecutor(1) if app.window else None
        self.handed_over = False  # the pass screen has been shown at least once
        # what the last actions did, for the painter to animate (deal delays, where cards come from)
        self.fresh: list[Event] = [Event("dealt")] if dealt else []
        self.hint_discard: int | None = None
        self.hint_layoff: LayOff | None = None  # a hinted lay-off: Lay off makes that one
        self.hint_pile: str | None = None  # the pile a hint says to draw from
        self.new_card: int | None = None  # just drawn: marked until the turn ends
        # the latest turn, told as one sentence ("B takes Q♥ and discards 3♣") above the
        # prompt or the next player's "thinking…", so a take from the pile is still said once
        # the turn's discard is down, and one bot's turn once the next bot starts
        self.told: turns.Told | None = None
        self.buttons: list[ui.Button] = []
        self.time = 0.0
        # when the person at the screen was asked a call out of turn, and the seconds left
        # then shown (against computers a call waits so long, then passes for them)
        self.asked_at: float | None = None
        self.asked_left = 0
        self.late = False  # the clock passed for the person: said till their next move
        self.focus_card: int | None = None  # the card the keyboard focus is on, as drawn
        self._zones: tuple[tuple[int, int], ScaledLayout] | None = None
        self.snap = False  # the window changed size since the cards were last placed
        self._arranged: tuple[tuple[int, tuple[int, ...]], Arrangement] | None = None
        self._short: tuple[tuple[int, tuple[int, ...], int], int | None] | None = None
        self.geom: Placement | None = None
        self.pointer: tuple[int, int] | None = None  # where the mouse rests, if in the window
        self.last_click: tuple[int, float] | None = None  # a card clicked, and when (self.time)
        self.hovered: tuple[str, float] | None = None  # the button under the pointer, since
        self.turn_log = turns.TurnLog()  # for seat_recap
        self.recap_cache: tuple[tuple[int, int, int, int], list[str]] | None = None
        # a game with a score sheet: the box armed by its number key (Enter picks it), the
        # keyboard's focus among the table's cards that may be taken (a thief's), the sheet
        # as last drawn, and what lies on the table and the "what if", made once a view
        self.armed: int | None = None
        self.table_focus = 0
        self.sheet_grid: sheet.Grid | None = None
        self._shown: tuple[PlayerView, reveal.OnTable] | None = None
        self._what_if: tuple[object, dict[str, WhatIf]] | None = None
        self.refresh()  # a resumed turn's drawn card is still new
        self.say_prompt()

    # -- state -------------------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def caption(self) -> str | None:
        return GAMES[self.match.game_id].name

    @property
    def save_path(self) -> Path | None:
        return self.session.path

    def opened(self) -> None:
        """Opened by name (a new match, a save): a finished match shows how it ended, its
        file left as it was; one in play is saved, and the device passed if it must be."""
        if self.match.over:
            self.show_ending()
        else:
            self.session.save()
            self.check_handover()

    @property
    def on_top(self) -> bool:
        return self.app.top is self

    def canvas(self) -> pygame.Surface:
        return self.app.canvas(self)

    def page(self) -> pygame.Rect:
        return self.app.page(self)

    @property
    def my_turn(self) -> bool:
        return self.view.decision is not None and self.session.actor == self.view.seat \
            and self.view.seat not in self.session.bots

    def arrangement(self) -> Arrangement:
        """The hand's melds as its owner shows them: the best arrangement, grouped as the cards
        are held where that is as good (`held_arrangement`). Its deadwood is written beside the
        hand, its melds marked under it; solved again only when the hand or its order changes."""
        hand = self.hand()
        key = (self.view.hand_number, tuple(c.id for c in hand))
        if self._arranged is None or self._arranged[0] != key:
            self._arranged = (key, held_arrangement(hand, self.view.hand_rules))
        return self._arranged[1]

    def contract_short(self) -> int | None:
        """How many cards the hand lacks for the contract it has still to meet (hint's
        `contract_short`); counted again only when the hand or the table changes."""
        view = self.view
        key = (view.hand_number, tuple(c.id for c in view.hand), len(view.table))
        if self._short is None or self._short[0] != key:
            self._short = (key, contract_short(view))
        return self._short[1]

    def deadwood_rise(self, ids: set[int]) -> tuple[int, int] | None:
        """When laying off is all that is left before the hand is scored (a showdown, or against
        a knock) and laying `ids` off leaves more deadwood than keeping them (they were in your
        melds): the least deadwood now and after; else None."""
        if self.view.decision is None or self.view.decision.kind not in mouse_and_keys.LAYING_OFF:
            return None
        now = self.arrangement().deadwood  # the least, kept until the hand changes
        after = min_deadwood([c for c in self.hand() if c.id not in ids], self.view.hand_rules)
        return (now, after) if after > now else None

    def held_melds(self, discard: int | None) -> Melds:
        """The melds a call shows (a knock, going out): the hand less `discard`, grouped as
        held, so a person chooses among equally good arrangements by ordering their cards;
        the arrangement decides what others may lay off on them."""
        rest = [c for c in self.hand() if c.id != discard]
        arranged = held_arrangement(rest, self.view.hand_rules)
        return tuple(tuple(c.id for c in m.cards) for m in arranged.melds)

    def refresh(self, events: list[Event] | None = None) -> None:
        self.view = self.session.view()
        held = {c.id for c in self.view.hand}
        self.selected &= held
        if self.hint_discard not in held:
            self.hint_discard = None
        if self.hint_pile not in calls.sources(self.view):
            self.hint_pile = None  # drawn since (or undone to before the hint's turn)
        if events:
            self.fresh = list(events)
        self.focus = max(0, min(self.focus, len(self.view.hand) - 1))
        # (a hand refilled by several cards at once marks none of them)
        self.new_card = _just_drawn(self.view) if self.my_turn and self.view.sheet is None \
            else None
        if not self.picking():
            self.armed = None
        self.table_focus = max(0, min(self.table_focus, len(self.table_choices()) - 1))

    @property
    def save_warning(self) -> str | None:
        """Shown under the message line while saving fails (the match goes on regardless)."""
        problem = self.session.save_problem
        return words.SAY["save-failed"].format(why=problem) if problem else None

    @property
    def save_notice(self) -> str | None:
        """Shown under the message line from the move that put the match in a copy of its
        file (another window was playing it too) until the person's next move."""
        path = self.session.path
        if self.session.moved_from is None or path is None:
            return None
        return words.SAY["save-copied"].format(file=path.name)

    @property
    def hand_hidden(self) -> bool:
        """With several people at one screen, a hand shows only on its owner's turn: while
        the bots play, the device may already be in the next person's hands."""
        return len(self.session.humans) > 1 and not self.my_turn

    def say(self, text: str, error: bool = False) -> None:
        self.message, self.error = text, error

    def say_prompt(self) -> None:
        """The message line for where the match stands: the latest turn of another player,
        then what the person at the screen must do, or whom the table waits for."""
        if self.view.over:
            self.say(words.winner_line([self.view.names[i] for i in self.view.winners]))
            return
        d, actor, told = self.view.decision, self.session.actor, self.told
        lines = [words.SAY["answer-late"]] if self.late else []
        # what others did besides, this move (secret choices turned over, a fold forced by
        # a call): after the poll's line where that tells the call, else after the turn
        also = [words.turn_told(self.view.names[seat], [said])
                for seat, said in told.also] if told is not None else []
        call_told = self._poll_tells_call(told)
        if told is not None and told.seat != self.view.seat and not call_told:
            lines.append(words.turn_told(self.view.names[told.seat], told.phrases))
        elif told is not None and told.renewed and not told.done:
            lines.append(words.SAY["stock-renewed"])  # by the person's own draw
        if not call_told:
            lines += also
        if d is not None and self.my_turn:
            lines.append(self._prompt(d.kind))
        elif actor is not None and (told is None or told.seat != actor or told.done
                                    or call_told):
            lines.append(self._waiting_final(actor))
        if call_told:
            lines += also
        self.say(words.sentences([line for line in lines if line]))

    def _poll_tells_call(self, told: turns.Told | None) -> bool:
        """Whether the open poll's line tells the call it answers ("Bruno calls a draw:
        …"), made in the turn `told`: then the turn is not told twice."""
        poll, turn = self.view.poll, self.view.turn
        if poll is None or turn is None or told is None or told.seat != turn.seat:
            return False
        texts = (self._poll_text(words.POLL_PROMPTS, poll.kind),
                 self._poll_text(words.POLL_WAITING, poll.kind))
        return any("{called}" in text for text in texts) and self._called() != ""

    def _went_out(self) -> tuple[str, str] | None:
        """Who ended the hand and how, while the others take their final turns, unless the
        turn told just now said so (a person's own turn is not told back to them)."""
        out = next((e for e in reversed(self.view.events) if e.kind == "went-out"), None)
        if out is None or out.seat is None:
            return None
        if self.told is not None and self.told.seat == out.seat != self.view.seat:
            return None
        return self.view.names[out.seat], str(out.data.get("how", ""))

    def _waiting_final(self, actor: int) -> str:
        """Whom the table waits for, saying so when it is a final turn after someone went out
        (else the hand seems to go on past it)."""
        waiting = self._waiting(actor)
        theirs = next((d for d in self.view.pending if d.seat == actor), None)
        if theirs is None or not _after_going_out(theirs.kind):
            return waiting
        who, how = self._went_out() or (None, "")
        return words.final_waiting(waiting, who, how, showdown=theirs.kind == "showdown")

    def _prompt(self, kind: str) -> str:
        # laying off with nothing that fits: say so, not "lay off"
        none = "-none" if kind in mouse_and_keys.LAYING_OFF and not self.legal_of(LayOff) else ""
        out = self._went_out()
        if _after_going_out(kind) and out is not None:
            return words.final_prompt(kind + none, *out)
        knocker: int | None = getattr(self.view.public, "knocker", None)
        if kind == "layoff" and knocker is not None:
            return words.PROMPTS["layoff-knocked" + none].format(
                name=self.view.names[knocker], n=getattr(self.view.public, "knock_deadwood", 0))
        if kind == "draw" and (ways := self._draw_ways()):
            return ways
        if kind == "draw" and not self.view.stock_count:
            return words.PROMPTS["draw-renew"]
        if self.view.poll is not None and kind in words.POLL_PROMPTS:
            left = f" ({self.asked_left} s)" if self.asked_at is not None else ""
            deadwood = self.arrangement().deadwood if not self.hand_hidden else 0
            text = self._poll_text(words.POLL_PROMPTS, kind)
            return self._poll_words(text, deadwood=deadwood) + left
        if kind == "discard" and (call := self._call_possible()):
            return words.PROMPTS["discard-" + call]
        if kind == "pick" and self.view.sheet is not None:
            return words.PROMPTS["pick-sheet"]
        if kind == "play":  # only what the hand can do now (one meld a turn: not a second)
            meld, lay_off = bool(self.legal_of(Meld)), bool(self.legal_of(LayOff))
            return words.sentences([words.PROMPTS[
                "play" if meld and lay_off else "play-meld" if meld
                else "play-layoff" if lay_off else "play-none"], *self._choices_said()]
            ).replace("\n", " ")
        return words.PROMPTS.get(kind + none, "")

    def _choices_said(self) -> list[str]:
        """What the hand may also choose now, said after the prompt ("Your four of a kind may
        go face down (B)")."""
        found = dict.fromkeys(a.choice for a in self.legal_of(Choose)
                              if a.choice in words.CHOICE_PROMPTS)
        out = []
        for choice in found:
            keys = mouse_and_keys.keys_for(calls.CHOICE + choice)
            out.append(words.CHOICE_PROMPTS[choice].format(key=" or ".join(keys)))
        return out

    def _draw_ways(self) -> str:
        """The start of a turn that offers other ways than drawing from the stock or taking
        the discard (the discard taken only into a meld, a call): each of them, as the hand
        allows ("Your turn: draw from the stock, take 7♥ into a meld or call a draw"); "" for
        a plain draw, which has its own prompt."""
        legal, seat = self.view.legal, self.view.seat
        plain = Draw(seat, "discard") in legal
        calls_ = [a.call for a in legal if isinstance(a, Call) and a.call in words.CALL_WAYS]
        taken = calls.taken_card(self.view)
        deep = any(isinstance(a, Draw) and a.depth > 1 for a in legal)
        if (plain and not calls_ and not deep) or not self.my_turn:
            return ""
        ways = [words.DRAW_WAYS["stock"]] if Draw(seat, "stock") in legal else []
        if plain:
            ways.append(words.DRAW_WAYS["take"])
        elif taken is not None:
            ways.append(words.DRAW_WAYS["take-meld"].format(card=words.card(
                self.view.deck[taken])))
        if deep:
            ways.append(words.DRAW_WAYS["deep"])
        ways += [words.CALL_WAYS[c] for c in dict.fromkeys(calls_)]
        return words.PROMPTS["draw-ways"].format(ways=words.or_list(ways))

    def tell(self, action: Action, before: PlayerView, events: list[Event]) -> None:
        """Add an action just played to the turn being told (`before`: the view before it;
        `events`: what it did)."""
        self.told = turns.told_after(self.told, action, before, events)

    def _waiting(self, seat: int) -> str:
        secret = self.view.secret
        if secret is not None and seat in secret.waiting:
            names = [self.view.names[s] for s in secret.waiting]
            return words.SAY["choosing"].format(names=words.and_list(names))
        if self.view.poll is not None and self.view.poll.kind in words.POLL_WAITING:
            return self._poll_words(self._poll_text(words.POLL_WAITING, self.view.poll.kind),
                                    seat)
        return words.waiting_for(self.view.names[seat], seat not in self.session.bots)

    def _poll_text(self, texts: dict[str, str], kind: str) -> str:
        """A poll's words by its kind, or by its kind and a call the game declares where the
        call has words of its own ("claim:may-i": the penalty card said)."""
        own = (f"{kind}:{call}" for call in GAMES[self.view.game].calls)
        return next((texts[key] for key in own if key in texts), texts.get(kind, ""))

    def _poll_words(self, text: str, asked: int | None = None, deadwood: int = 0) -> str:
        """A poll's line, its blanks filled: who is asked, whose turn it is, the card, the
        call it answers as told ("Bruno calls a draw"), the asked seat's deadwood."""
        poll, names = self.view.poll, self.view.names
        assert poll is not None
        turn = self.view.turn
        card = self.view.deck[poll.about[0]] if poll.about else None
        return text.format(name=names[poll.order[0] if asked is None else asked],
                           turn=names[turn.seat] if turn is not None else "",
                           card=words.card(card) if card is not None else "",
                           called=self._called() or (names[turn.seat] if turn else ""),
                           deadwood=deadwood)

    def _called(self) -> str:
        """The call the seat in turn made this turn, told ("Bruno calls a draw"), or ""."""
        turn = self.view.turn
        if turn is None:
            return ""
        for event in reversed(self.view.events):
            if event.kind == "called" and event.seat == turn.seat:
                call = str(event.data.get("call", ""))
                said = words.CALLED.get(call, words.SAY["calls"].format(call=call))
                return words.turn_told(self.view.names[turn.seat], [said])
            if event.seat == turn.seat and event.kind in ("drew", "discarded", "melded"):
                return ""
        return ""

    def _answer_limit(self) -> float:
        """Seconds the person at the screen has to answer a call out of turn: only against
        computers (people at one screen answer behind the pass screen, in their own time)."""
        d = self.view.decision
        if d is None or d.form != Form.POLL or not self.my_turn \
                or len(self.session.humans) != 1:
            return 0.0
        return self.app.settings.answer_seconds

    def _watch_answer(self) -> None:
        """Count down a call asked of the person against computers; at zero, pass for them."""
        limit = self._answer_limit()
        if not limit or self.anim.busy:
            self.asked_at = None
            return
        if self.asked_at is None:
            self.asked_at = self.time
        left = limit - (self.time - self.asked_at)
        if left <= 0:
            self.asked_at = None
            self.late = self.act(Pass(self.view.seat))
            self.say_prompt()
            return
        if int(left + 0.999) != self.asked_left:
            self.asked_left = int(left + 0.999)
            self.say_prompt()

    def zones(self, surface: pygame.Surface) -> ScaledLayout:
        size = surface.get_size()
        if self._zones is None or self._zones[0] != size:
            # a new window size: every card goes straight to its new place, none glides
            self.snap = self._zones is not None
            scaled = layout_for(len(self.view.names), size,
                                self.view.sheet is not None).scaled(size)
            if self.view.rules.deep_take and "table" in scaled.shared:
                # a pile that may be taken from deep down fans out over the middle of the
                # table (no one's melds lie there in such a game), every card in sight
                shared = scaled.shared
                shared["discard"] = shared["table"].union(shared["discard"])
            self._zones = (size, scaled)
        return self._zones[1]

    # -- acting ------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Send a person's action to the engine; a refusal shows its reason."""
        if not self.my_turn:
            self._say_not_yours()
            return False
        before = self.view
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.say(_sentence(str(exc)), error=True)
            return False
        self.late = False
        self.hint_discard, self.hint_layoff, self.hint_pile = None, None, None
        if isinstance(action, Choose):  # the cards chosen are gone, or lie apart till shown
            self.selected.clear()
            self.armed = None
        self.tell(action, before, events)  # told to the next person at a shared screen
        self.after(events)
        return True

    def _say_not_yours(self) -> None:
        """Whom the table waits for, or that the match is over."""
        actor = self.session.actor
        self.say(self._waiting(actor) if actor is not None else words.SAY["match-over"],
                 error=True)

    def after(self, events: list[Event]) -> None:
        self.bot = None
        for e in events:
            sound = _SOUND_OF.get(e.kind)
            if sound:
                self.app.sounds.play(sound)
        self.refresh(events)
        self.say_prompt()
        ended = [e for e in events if e.kind == "hand-ended"]
        if ended:
            self.told = None  # the summary tells how the hand ended
            self.finish_hand(ended[-1], any(e.kind == "match-ended" for e in events))
        else:
            self.check_handover()

    def finish_hand(self, event: Event, match_over: bool) -> None:
        if match_over:
            self.app.refresh_stats()
            self.app.stats.record(self.match)
            with contextlib.suppress(OSError):
                storage.save_stats(self.app.stats)
        self.app.open("summary", table=self, event=event, match_over=match_over)

    def show_ending(self) -> None:
        """The last hand's summary, which says who won the match (without counting the match
        in the statistics again)."""
        ended = next((e for e in reversed(self.view.events) if e.kind == "hand-ended"), None)
        if ended is not None:
            self.app.open("summary", table=self, event=ended, match_over=True)

    def check_handover(self) -> None:
        """Show the pass-the-device screen before a different person's hand is shown."""
        actor = self.session.actor
        humans = self.session.humans
        if actor is None or actor in self.session.bots or len(humans) < 2:
            return
        if actor != self.session.viewer or not self.handed_over:
            self.handed_over = True
            self.app.open("handover", table=self, seat=actor)

    def hand_to(self, seat: int) -> None:
        """The pass screen was confirmed: show `seat`'s hand now."""
        self.session.viewer = seat
        self.anim = Animator()
        self.selected.clear()
        self.refresh()
        self.say_prompt()

    def resume(self) -> None:
        if self.drag is not None:  # a screen came up over it (F2, a question) and took the
            mouse_and_keys.call_off(self, self.drag)  # button's release: the cards go back
            self.drag = None
        self.refresh()
        self.say_prompt()

    # -- bots --------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.anim.busy or self.session.bot_to_act() is not None

    def update(self, dt: float) -> None:
        self.time += dt
        self.anim.update(dt)
        self._watch_answer()
        seat = self.session.bot_to_act()
        if seat is None:
            return
        job = self.bot
        if job is None:
            view = self.match.view(seat)
            job = BotJob(seat, self.app.settings.pace * 2.2)
            if self.executor is not None:
                job.future = self.executor.submit(self.session.bot_choice, seat, view)
            else:
                job.action = self._choose(seat, view)
            self.bot = job
            self.say_prompt()
        job.wait -= dt
        if job.future is not None and job.future.done():
            job.action = self._result(job.future, seat)
            job.future = None
        if job.action is None or job.wait > 0 or self.anim.busy or self.drag is not None:
            return
        self.play_bot(job.seat, job.action)

    def _choose(self, seat: int, view: PlayerView) -> Action:
        try:
            return self.session.bot_choice(seat, view)
        except Exception:  # a bot bug must not stop the table: play its first legal move
            return view.legal[0]

    def _result(self, future: Future[Action], seat: int) -> Action:
        try:
            return future.result()
        except Exception:
            return self.match.view(seat).legal[0]

    def play_bot(self, seat: int, action: Action) -> None:
        before = self.view
        try:
            events = self.session.apply(action)
        except IllegalAction:
            events = self.session.apply(self.match.legal_actions(seat)[0])
            action = self.match.history[-1]
        self.tell(action, before, events)
        self.after(events)
        if self.session.bot_to_act() is None:  # a person's turn, hand-over or summary next
            self.app.call_attention()

    # -- the hand ----------------------------------------------------------------------------
    def hand(self) -> list[Card]:
        """The hand as its owner holds it, less the cards of a secret pick committed (they lie
        apart until every pick is turned over)."""
        held = self.session.hand_order(self.view)
        aside = {c.id for c in reveal.chosen_cards(self.view)}
        return [c for c in held if c.id not in aside] if aside else held

    def sort(self, how: str) -> None:
        """Sort by "rank" or "suit" (kept so as cards come), or "arrange" the best melds
        first, the rest by rank (once: the melds change as cards come)."""
        cards = self.hand()
        if how in SORTS:
            cards.sort(key=SORTS[how])
        else:
            arr = best_arrangement(cards, self.view.hand_rules)
            melded = [c for m in arr.melds for c in m.cards]
            cards = melded + sorted(arr.deadwood_cards, key=SORTS["rank"])
        self.session.set_order(self.view.seat, [c.id for c in cards], how)

    def hint(self) -> None:
        """Say the best melds and the move to make; group the hand by its best melds unless
        it is held in an arrangement as good (a grouping the player chose is kept)."""
        if self.hand_hidden:  # the hint would name the cards of a hand lying face down
            return
        if self.view.sheet is not None:  # a box to fill, or a card to take: no melds
            hint = sheet_hint(self.view, self.my_turn, find_game(self.view.game).what_if)
        else:
            hand = self.hand()
            if ordered_arrangement(hand, self.view.hand_rules).deadwood \
                    > self.arrangement().deadwood:
                self.sort("arrange")
            hint = hint_for(self.view, self.my_turn, self.arrangement())
        self.hint_discard, self.hint_layoff, self.hint_pile = hint.discard, hint.layoff, hint.pile
        self.selected = set(hint.select)  # the hint's cards replace any selection
        if hint.discard is not None:
            self.focus = [c.id for c in self.hand()].index(hint.discard)  # X or a call throws it
        if hint.row is not None:
            self.armed = hint.row  # Enter picks it
        if hint.take is not None:  # Enter takes it
            cards = [a.cards[0] for a in self.table_choices()]
            self.table_focus = cards.index(hint.take) if hint.take in cards else 0
            self.show_focus = True
        self.say(hint.text)

    # -- a score sheet: the pick, and taking a card from the table -------------------------
    def shown(self) -> reveal.OnTable:
        """What lies on the table (a reveal the engine has moved on from, your secret pick),
        made once a view."""
        if self._shown is None or self._shown[0] is not self.view:
            self._shown = (self.view, reveal.on_table(self.view))
        return self._shown[1]

    def picking(self) -> bool:
        """Whether the person at the screen picks a box of the score sheet now."""
        sheet_ = self.view.sheet
        return sheet_ is not None and self.my_turn and any(
            isinstance(a, Choose) and sheet_.row_of(a.choice) is not None
            for a in self.view.legal)

    def what_if(self) -> dict[str, WhatIf]:
        """What the selected cards (or, with none, the best of the hand) would score now in
        each open box, as the game reckons it; made again only when either changes."""
        game = find_game(self.view.game)
        if game.what_if is None or self.view.sheet is None or self.hand_hidden:
            return {}
        key = (self.view.hand, self.view.public, frozenset(self.selected))
        if self._what_if is None or self._what_if[0] != key:
            cards = [c for c in self.hand() if c.id in self.selected]
            self._what_if = (key, game.what_if(self.view, cards))
        return self._what_if[1]

    def sheet_marks(self) -> sheet.Marks:
        """What the sheet shows besides its numbers, as the table stands."""
        view, sheet_ = self.view, self.view.sheet
        assert sheet_ is not None
        chosen = frozenset(view.secret.chosen) if view.secret is not None else frozenset()
        said: dict[int, tuple[str, bool]] = {}
        picking = self.picking()
        if picking and not self.hand_hidden:
            fits = bool(self.selected)
            for word, found in self.what_if().items():
                row = sheet_.row_of(word)
                if row is None or ":" in word:  # a row's variants are asked when it is picked
                    continue
                text = sheet.points_text(found.points)
                if found.estimate:
                    text = words.SAY["sheet-estimate"].format(n=text)
                said[row] = (text, fits)
            if self.selected:
                for row in sheet_.open_rows(view.seat):
                    said.setdefault(row, (words.SAY["sheet-takes"].format(
                        n=sheet_.sizes[row]), False))
        hover = None
        if picking and self.sheet_grid is not None and self.pointer is not None:
            hover = self.sheet_grid.row_at(self.pointer)
        return sheet.Marks(picker=view.seat, chosen=chosen, lit=self.shown().lit, what_if=said,
                           armed=self.armed if picking else None, hover=hover,
                           winners=frozenset(view.winners) if view.over else frozenset())

    def pick_row(self, row: int, commit: bool = True) -> None:
        """Pick box `row` of the sheet with the selected cards: at once (`commit`), or arm it
        for Enter. With no cards selected, the best the hand holds for it are selected, and
        it is armed; with the wrong number selected, it says how many it takes."""
        sheet_ = self.view.sheet
        if sheet_ is None or not 0 <= row < len(sheet_.rows):
            return
        if not self.my_turn:
            self._say_not_yours()
            return
        box, size = sheet_.labels[row], sheet_.sizes[row]
        if sheet_.cells[self.view.seat][row] is not None:
            self.say(words.SAY["pick-used"].format(box=box), error=True)
            return
        if not self.picking():  # the engine says what it waits for instead
            self._said_refusal(Choose(self.view.seat, (), sheet_.rows[row]))
            return
        self.armed = row
        cards = [c for c in self.hand() if c.id in self.selected]
        if not cards:
            best = self.what_if().get(sheet_.rows[row])
            if best is None or not best.cards:
                self.say(words.SAY["pick-select"].format(box=box, n=size))
                return
            self.selected = set(best.cards)
            shown = [c for c in self.hand() if c.id in self.selected]
            points = sheet.points_text(best.points)
            self.say(words.SAY["pick-best"].format(
                box=box, cards=" ".join(words.card(c) for c in shown),
                points=words.SAY["sheet-estimate"].format(n=points) if best.estimate
                else points))
            return
        if len(cards) != size:
            key = "pick-size-one" if size == 1 else "pick-size"
            self.say(words.SAY[key].format(box=box, n=size), error=True)
            return
        if not commit:
            self.say_prompt()
            return
        ids = tuple(c.id for c in cards)
        order = list(words.CHOICE_VARIANTS)
        variants = sorted({a.choice for a in self.legal_of(Choose)
                           if sheet_.row_of(a.choice) == row and ":" in a.choice},
                          key=lambda w: (w.partition(":")[2] not in order,
                                         order.index(w.partition(":")[2])
                                         if w.partition(":")[2] in order else 0, w))
        if not variants:
            self.act(Choose(self.view.seat, ids, sheet_.rows[row]))
            return
        scores = self.what_if()
        answers = []
        for word in variants:
            suffix = word.partition(":")[2]
            label, hotkey = words.CHOICE_VARIANTS.get(suffix, (suffix, suffix[:1]))
            found = scores.get(word)
            shown_points = "" if found is None else f" · {sheet.points_text(found.points)}"
            answers.append((word, label + shown_points, hotkey))
        seat = self.view.seat
        top = max(variants, key=lambda w: scores[w].points if w in scores else 0)
        self.app.open("ask", question=words.SAY["pick-suit"], answers=answers,
                      on_answer=lambda word: self.act(Choose(seat, ids, word)), best=top)

    def pick_selected(self) -> None:
        """Enter: pick the armed box, or else the open box the selected cards' number fits."""
        sheet_ = self.view.sheet
        if sheet_ is None:
            return
        row = self.armed
        if row is None:
            count = len(self.selected)
            row = next((r for r in sheet_.open_rows(self.view.seat)
                        if sheet_.sizes[r] == count), None)
        if row is None:
            self.say(words.SAY["select-choice"], error=True)
            return
        self.pick_row(row)

    def table_choices(self) -> list[Choose]:
        """The cards on the table the person may take now (a thief's steal), one action each,
        in the order the table shows them."""
        if not self.my_turn:
            return []
        order = {c.id: i for i, c in enumerate(c for m in self.view.table for c in m.cards)}
        found = [a for a in self.legal_of(Choose) if len(a.cards) == 1 and a.cards[0] in order]
        return sorted(found, key=lambda a: order[a.cards[0]])

    def table_focus_card(self) -> int | None:
        choices = self.table_choices()
        return choices[self.table_focus].cards[0] if 0 <= self.table_focus < len(choices) \
            else None

    def take(self, card: int) -> bool:
        """Take `card` from the table, as the choice that takes it says; False if none does."""
        action = next((a for a in self.table_choices() if a.cards[0] == card), None)
        if action is None:
            return False
        self.act(action)
        return True

    # -- calls -------------------------------------------------------------------------------
    def legal_of(self, kind: type[A]) -> list[A]:
        return [a for a in self.view.legal if isinstance(a, kind)] if self.my_turn else []

    def pick(self, options: Sequence[A], make: Callable[[int], A], what: str) -> A | None:
        """The call with the selected card as its discard (the engine says if it may not be),
        or the only possible one, or the one without a discard, or the one discarding the card
        the keyboard's focus or a hint is on; else say what to select."""
        if len(self.selected) == 1:
            action = make(next(iter(self.selected)))
            ok, reason = self.match.is_legal(action)
            if not ok:
                self.say(_sentence(reason), error=True)
                return None
            return action
        if len(options) == 1:
            return options[0]
        bare = [a for a in options if getattr(a, "discard", 0) is None]
        if bare and not self.selected:
            return bare[0]
        pointed = [make(c.id) for c in self._unselected_discard()] if not self.selected else []
        if pointed and pointed[0] in options:  # the card the focus or a hint is on
            return pointed[0]
        if options:  # the cards that would do, once each, as the hand holds them (a few)
            throws = {getattr(a, "discard", None) for a in options}
            faces = dict.fromkeys(words.card(c) for c in self.hand() if c.id in throws)
            key = "select-discard" if len(faces) <= NAMED_CHOICES else "select-discard-any"
            self.say(words.SAY[key].format(cards=words.or_list(list(faces)), what=what),
                     error=True)
        elif (card := self._best_throw()) is not None:
            self._said_refusal(make(card.id))  # the call may not be made now: say why
        return None

    def _best_throw(self) -> Card | None:
        """The dearest loose card (the least deadwood left after it), else the first held."""
        loose = self.arrangement().deadwood_cards
        if loose:
            return max(loose, key=self.view.hand_rules.value)
        return next(iter(self.hand()), None)

    def call(self, key: str) -> None:
        sel = [c for c in self.hand() if c.id in self.selected]
        seat = self.view.seat
        plain = calls.plain_action(key, seat)
        if (key == "layoff-below" or calls.spec(key).plays) and not self.my_turn:
            self._say_not_yours()  # before asking for cards that could not be played
        elif key == "take":
            self.take_discard()
        elif plain is not None:
            self.act(plain)
        elif key.startswith(calls.CHOICE):
            choice = key.removeprefix(calls.CHOICE)
            if sel:
                self.act(Choose(seat, tuple(c.id for c in sel), choice))
            elif (only := self._only_choice(choice)) is not None:
                self.act(only)
        elif key == "meld":
            meld = calls.meld_of(self.view, tuple(c.id for c in sel)) if sel else \
                self._barred_meld()
            if meld is not None:
                self.act(meld)
        elif key == "discard":
            target = sel or self._unselected_discard()
            if len(target) != 1:
                self.say(words.SAY["select-one"], error=True)
            else:
                self.discard(target[0].id)
        elif key in ("layoff", "layoff-below"):
            cards = sel or self._focused_card() or self._unselected_layoff()
            if cards:
                self.lay_off(cards, None, below=key == "layoff-below")
        elif key == "swap":
            self.swap(sel or self._focused_card(), None)
        elif key in ("go-out", "pay-me"):
            out = self.pick(self.legal_of(GoOut), lambda c: GoOut(seat, c), words.BUTTONS[key])
            if out is not None:
                self.act(GoOut(seat, out.discard, self.held_melds(out.discard)))
        elif key in ("knock", "gin"):
            knock = self.pick(self.legal_of(Knock), lambda c: Knock(seat, c), words.BUTTONS[key])
            if knock is not None:
                knock = Knock(seat, knock.discard, self.held_melds(knock.discard))
                card = words.card(self.match.cards[knock.discard])
                self.app.open("confirm", question=words.SAY["knock-confirm"].format(
                    call=words.BUTTONS[key], card=card), on_yes=lambda: self.act(knock))
        elif key == "sort-rank":
            self.sort("rank")
        elif key == "sort-suit":
            self.sort("suit")
        elif key == "arrange":
            self.sort("arrange")
        elif key == "hint":
            self.hint()
        elif key == "undo":
            if self.session.undo():
                self.bot = None
                self.told = None
                self.refresh()
                self.say(words.SAY["undone"])
        elif key == "scores":
            self.app.open("score-sheet", table=self)
        elif key == "moves":
            self.app.open("moves", table=self)
        elif key == "rules":
            match = self.session.match
            self.app.open("rules", game_id=match.game_id, in_play=(match.preset, match.options))
        elif key == "menu":
            self.leave()

    def ask_depth(self, deep: list[Draw]) -> None:
        """Ask how deep into the discard pile to take (the top card, or a card below it with
        every card above it), each answer naming the card and how many cards it brings; a
        digit key answers (1 the top)."""
        seat, pile = self.view.seat, self.view.discard
        depths = [1] if Draw(seat, "discard") in self.view.legal else []
        depths += sorted(a.depth for a in deep if a.depth <= len(pile))
        answers = [(str(d), words.SAY["take-depth" if d > 1 else "take-top"].format(
                        card=words.card(pile[-d]), n=d), str(d) if d < 10 else "")
                   for d in depths]
        self.app.open("ask", question=words.SAY["take-which"], answers=answers,
                      on_answer=lambda d: self.act(Draw(seat, "discard", int(d))),
                      best=answers[0][0])

    def swap(self, cards: list[Card], target: int | None) -> bool:
        """Claim a joker: the one card chosen in place of the joker standing for it (in the
        run `target`, or in the only run where it can go). Whether it was played."""
        seat = self.view.seat
        options = [a for a in self.legal_of(Swap) if target in (None, a.target)]
        if not cards and len(options) == 1:
            return self.act(options[0])
        if len(cards) != 1:
            self.say(words.SAY["select-swap"], error=True)
            return False
        card = cards[0]
        fits = [a for a in options if a.card == card.id]
        if len(fits) > 1:
            self.say(words.SAY["swap-where"].format(card=words.card(card)), error=True)
            return False
        return self.act(fits[0] if fits else Swap(seat, card.id, 0 if target is None else target))

    def take_discard(self) -> bool:
        """Take the discard pile's top card: drawn, where the rules let it be; where they take
        it only into a new meld, with the cards selected (the engine says why, if they do not
        meld with it), or with none selected the one meld it makes with the hand, or else say
        which cards could go with it. Whether it was taken."""
        seat = self.view.seat
        deep = [a for a in self.legal_of(Draw) if a.source == "discard" and a.depth > 1]
        if deep and self.my_turn:  # which card of the pile: each with what it brings
            self.ask_depth(deep)
            return False
        options = calls.takes(self.view) if self.my_turn else []
        top = calls.taken_card(self.view)
        if not options or top is None or Draw(seat, "discard") in self.view.legal:
            return self.act(Draw(seat, "discard"))
        sel = [c.id for c in self.hand() if c.id in self.selected]
        if sel:
            chosen = {top, *sel}
            meld = next((a for a in options if {c for g in a.melds for c in g} == chosen),
                        Meld(seat, ((top, *sel),)))
            return self.act(meld)
        if len(options) == 1:
            return self.act(options[0])
        cards = {c.id: c for c in self.view.hand}
        groups = dict.fromkeys(" ".join(words.card(cards[c]) for g in a.melds for c in g
                                        if c in cards) for a in options)
        shown = list(groups)[:NAMED_CHOICES]
        key = "select-take-of" if len(groups) <= NAMED_CHOICES else "select-take-of-more"
        self.say(words.SAY[key].format(card=words.card(self.view.deck[top]),
                                       cards=words.or_list(shown), what=words.BUTTONS["take"]),
                 error=True)
        return False

    def _only_choice(self, choice: str) -> Choose | None:
        """With no cards selected, the one legal choice of `choice` (the only four of a kind
        that may go face down); else None, having said what to select (naming the cards that
        would do, when there are a few)."""
        options = [a for a in self.legal_of(Choose) if a.choice == choice]
        if len(options) == 1:
            return options[0]
        cards = {c.id: c for c in self.view.hand}
        groups = [" ".join(words.card(cards[c]) for c in a.cards if c in cards)
                  for a in options]
        if 1 < len(groups) <= NAMED_CHOICES:
            self.say(words.SAY["select-choice-of"].format(
                cards=words.or_list(groups), what=calls.spec(calls.CHOICE + choice).label),
                error=True)
        elif options or not choice or not self._said_refusal(Choose(self.view.seat, (), choice)):
            self.say(words.SAY["select-choice"], error=True)  # (else the engine said why not)
        return None

    def discard(self, card: int) -> None:
        """Throw `card`. Where throwing it could also go out, ask which is meant: a player
        dropping the last loose card on the pile most likely means to go out (a plain discard
        there does not), but may choose to play on."""
        seat = self.view.seat
        if not any(a.discard == card for a in self.legal_of(GoOut)):
            self.act(Discard(seat, card))
            return
        out = GoOut(seat, card, self.held_melds(card))
        call = "pay-me" if self.view.game == "pay-me" else "go-out"
        question = words.SAY["out-or-discard"].format(
            call=words.OUT_CALLS[call], card=words.card(self.match.cards[card]))
        self.app.open("confirm", question=question, on_yes=lambda: self.act(out),
                      on_no=lambda: self.act(Discard(seat, card)),
                      answers=(words.BUTTONS[call], words.BUTTONS["just-discard"]))

    def lay_off(self, cards: list[Card], target: int | None, below: bool = False,
                warned: bool = False) -> None:
        """Lay off cards one by one; on no target, as a hint suggested, else onto the first
        meld each fits. With `below`, a wild goes below a run where it may go either end
        (else where it fits). Cards taken from your own melds when the hand is about to be
        scored are laid off only once you say so, unless a drag's tip has `warned` you."""
        if not cards:
            self.say(words.SAY["select-layoff"], error=True)
            return
        ids = {c.id for c in cards}
        # the cards that may be laid off now (on `target`, when one is given); a card that
        # fits nowhere is refused below, with the reason, and nothing is asked
        fits_now = {a.card for a in self.legal_of(LayOff) if target in (None, a.target)}
        rise = None if warned or not fits_now & ids else self.deadwood_rise(ids)
        if rise is not None:
            question = words.SAY["layoff-confirm"].format(
                cards=" ".join(words.card(c) for c in cards), now=rise[0], after=rise[1])
            self.app.open("confirm", question=question,
                          on_yes=lambda: self.lay_off(cards, target, below, warned=True),
                          answers=(words.BUTTONS["layoff"], words.BUTTONS["keep"]))
            return
        for card in cards:
            if target is None:
                fits = [a for a in self.legal_of(LayOff) if a.card == card.id]
                if not fits:
                    anywhere = LayOff(self.view.seat, card.id, 0)
                    if not self._said_refusal(anywhere, unless=("no-such-meld", "does-not-fit")):
                        self.say(words.SAY["fits-nowhere"].format(card=words.card(card)),
                                 error=True)
                    return
                hinted = self.hint_layoff
                if hinted in fits and (hinted.below or not below):
                    fits.insert(0, hinted)
                elif len(fits) > 1 and not below:  # where it goes matters: as advised
                    fits.insert(0, best_layoff(self.view, card.id) or fits[0])
                action: Action = next((a for a in fits if a.below), fits[0]) if below \
                    else fits[0]
            else:
                action = LayOff(self.view.seat, card.id, target, below)
                if below and action not in self.legal_of(LayOff):
                    action = LayOff(self.view.seat, card.id, target)
            if not self.act(action):
                return

    def leave(self) -> None:
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
        self.app.go("title")

    # -- buttons -----------------------------------------------------------------------------
    def _barred_meld(self) -> Meld | None:
        """With nothing selected, Meld lays what the bars under the hand mark when that is one
        move: all of them at once where the rules allow (going rummy), else the only one; with
        a choice, it names them. When no meld may go down now, the engine's refusal says why
        (one meld a turn is down already, or the turn wants a draw or a discard, as where
        melds stay in the hand), unless it only wants the cards chosen."""
        seat = self.view.seat
        laydowns = self.legal_of(Meld)
        if laydowns and calls.contract_to_meet(self.view):  # the contract's best laydown
            return laydowns[0]
        bars = [(tuple(c.id for c in m.cards), m) for m in self.arrangement().melds]
        every = Meld(seat, tuple(ids for ids, _ in bars))
        if len(bars) > 1 and self.match.is_legal(every)[0]:
            return every
        singles = [(Meld(seat, (ids,)), m) for ids, m in bars]
        singles = [(a, m) for a, m in singles if self.match.is_legal(a)[0]]
        if len(singles) == 1:
            return singles[0][0]
        if singles:
            melds = words.or_list([words.meld(m) for _, m in singles])
            self.say(words.SAY["select-meld-of"].format(melds=melds, what=words.BUTTONS["meld"]),
                     error=True)
            return None
        meld = Meld(seat, (bars[0][0],) if bars else ())
        if self.legal_of(Meld) or not self._said_refusal(meld, unless=("choose-meld",)):
            self.say(words.SAY["select-meld"], error=True)
        return None

    def _said_refusal(self, action: Action, unless: tuple[str, ...] = ()) -> bool:
        """Say why the engine refuses `action`, unless it does not or its reason is one of
        `unless` (game/messages.py keys the caller words better); whether it was said."""
        try:
            self.match.check(action)
        except IllegalAction as exc:
            if exc.key not in unless:
                self.say(_sentence(str(exc)), error=True)
                return True
        return False

    def _unselected_layoff(self) -> list[Card]:
        """With nothing selected or focused, Lay off takes the only loose card (in none of the
        melds marked under the hand) that fits a meld on the table; else it says what to
        select, naming the loose cards that fit when there are a few, or, when only cards of
        the hand's own melds fit, those."""
        fits = {a.card for a in self.legal_of(LayOff)}
        marked = {c.id for m in self.arrangement().melds for c in m.cards}
        loose = [c for c in self.hand() if c.id in fits and c.id not in marked]
        faces = dict.fromkeys(words.card(c) for c in loose)
        melded = dict.fromkeys(words.card(c) for c in self.hand() if c.id in fits)
        if len(faces) == 1:  # one card, or twins from several decks: either will do
            return loose[:1]
        if 1 < len(faces) <= NAMED_CHOICES:
            self.say(words.SAY["select-layoff-of"].format(
                cards=words.or_list(list(faces)), what=words.BUTTONS["layoff"]), error=True)
        elif not faces and 0 < len(melded) <= NAMED_CHOICES:
            said = "layoff-from-meld" if len(melded) == 1 else "layoff-from-melds"
            self.say(words.SAY[said].format(cards=words.or_list(list(melded)),
                                            what=words.BUTTONS["layoff"]), error=True)
        else:
            self.say(words.SAY["select-layoff"], error=True)
        return []

    def _unselected_discard(self) -> list[Card]:
        """With nothing selected, Discard throws the card the keyboard's focus is on (a hint
        moves it to the suggested card), or for a mouse player, who sees no focus, the
        hinted card; never a card nobody pointed at."""
        return self._focused_card() or [c for c in self.hand() if c.id == self.hint_discard]

    def _focused_card(self) -> list[Card]:
        """The card the keyboard's focus is on, while it shows (Lay off and Discard take it
        when nothing is selected)."""
        hand = self.hand()
        return [hand[self.focus]] if hand and self.show_focus else []

    def _call_possible(self) -> str | None:
        """The call that would end the hand now, by its button's key, if the turn allows one."""
        legal = {a.kind for a in self.view.legal} if self.my_turn else set()
        if "go-out" in legal:
            return find_game(self.view.game).go_out_call
        if "knock" in legal:
            return "gin" if self._gin_possible() else "knock"
        return None

    def calls_now(self) -> list[str]:
        """The calls the seat in view may make now (none out of its turn)."""
        if not self.my_turn:
            return []
        return calls.calls_now(self.view, bool(self.legal_of(Knock)) and self._gin_possible())

    def layout_buttons(self, zones: ScaledLayout) -> None:
        column: list[ui.Button] = []
        for key in self.calls_now():
            made = calls.spec(key)
            label = made.label
            if key == "pass" and (d := self.view.decision) is not None:
                label = words.PASS_AS.get(d.kind, (label, ""))[0]
            column.append(ui.Button(key, label, accent=made.accent,
                                    enabled=key != "discard" or len(self.selected) <= 1))
        shown = bool(self.view.hand) and not self.hand_hidden  # a hidden hand gets no help
        tools = [ui.Button("sort-rank", words.BUTTONS["sort-rank"], enabled=shown),
                 ui.Button("sort-suit", words.BUTTONS["sort-suit"], enabled=shown),
                 ui.Button("arrange", words.BUTTONS["arrange"], enabled=shown),
                 ui.Button("hint", words.BUTTONS["hint"], enabled=shown),
                 ui.Button("undo", words.BUTTONS["undo"], enabled=self.session.can_undo
                           and len(self.session.humans) == 1),
                 ui.Button("scores", words.BUTTONS["scores-short"]),
                 ui.Button("rules", words.BUTTONS["rules"]),
                 ui.Button("menu", words.BUTTONS["menu-short"])]
        s = zones.scale
        bh, gap = max(22, int(34 * s)), max(3, int(6 * s))
        ui.stack_buttons(column, zones.shared["actions"], bh, gap)
        tool_area = zones.shared["tools"]
        half = (tool_area.w - gap) // 2
        rows = [tools[i:i + 2] for i in range(0, len(tools), 2)]
        y = tool_area.bottom - len(rows) * (bh + gap) + gap
        for row in rows:
            for j, b in enumerate(row):
                b.rect = pygame.Rect(tool_area.x + j * (half + gap), y, half, bh)
            y += bh + gap
        ui.share_text_size(tools)
        if (tools[0].text_size or 0) < TOOL_TEXT_SHARE * bh:  # a screen below the smallest
            for b in tools[:3]:  # window's (800x480, at full screen): labels it can show
                b.label = words.BUTTONS[f"{b.key}-short"]
            ui.share_text_size(tools)
        self.buttons = column + tools
        for b in self.buttons:  # made afresh each frame: the pointer says which is lit
            b.hover = self.pointer is not None and b.rect.collidepoint(self.pointer)

    def _gin_possible(self) -> bool:
        knocks = self.legal_of(Knock)
        if not knocks:
            return False
        cards = list(self.view.hand)
        after = deadwood_without_each(cards, self.view.hand_rules, cards)
        return any(after[a.discard] == 0 for a in knocks)

    # -- input and drawing live in their own modules ------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        mouse_and_keys.handle(self, event)

    def cursor_at(self, pos: tuple[int, int]) -> int:
        return mouse_and_keys.cursor_at(self, pos)

    def draw(self, surface: pygame.Surface) -> None:
        painting.draw(self, surface)


def _just_drawn(view: PlayerView) -> int | None:
    """The card this seat drew this turn, still in its hand (melding and laying off since do
    not count as a new turn), so the table can mark it."""
    for event in reversed(view.events):
        if event.seat != view.seat or event.kind in ("melded", "laid-off"):
            continue
        if event.kind == "drew" and event.cards and any(c.id == event.cards[0]
                                                        for c in view.hand):
            return event.cards[0]
        return None
    return None


def _after_going_out(kind: str) -> bool:
    """A decision taken only once someone has gone out: a final turn, or laying off on the
    caller's melds (a showdown)."""
    return kind.startswith("final-") or kind == "showdown"


def _sentence(reason: str) -> str:
    """An engine's reason as the table says it: a sentence, its cards in suit symbols."""
    reason = words.with_suits(reason)
    return reason[:1].upper() + reason[1:] if reason else reason

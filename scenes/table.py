"""The card table: draws what the engine says and sends the actions a person makes.

No rules live here: every move is an engine action, refused moves show the engine's reason.
Mouse: click or drag from the piles to draw, click cards to select, drag them onto the pile
(discard), onto a meld (lay off), onto the open table (meld) or within the hand (reorder).
Every mouse action has a key (see words.KEYS_HELP).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Hashable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.actions import Action, Discard, Done, Draw, GoOut, Knock, LayOff, Meld, Pass
from game.cards import Card
from game.errors import IllegalAction
from game.events import Event
from game.games import GAMES
from game.match import Match
from game.solver import best_arrangement, deadwood_without_each
from game.view import PlayerView
from scenes import storage, ui, words
from scenes.anim import Animator
from scenes.base import Scene
from scenes.geometry import Placement, Sprite, place, position
from scenes.layout import ScaledLayout, layout_for
from scenes.session import Session

if TYPE_CHECKING:
    from scenes.app import App

A = TypeVar("A", bound=Action)
DRAG_START = 6  # pixels the mouse must travel before a press becomes a drag
_SOUND_OF = {"dealt": "deal", "drew": "draw", "discarded": "discard", "melded": "meld",
             "laid-off": "meld", "knocked": "discard", "went-out": "meld", "match-ended": "win"}


@dataclass
class Drag:
    source: str  # hand, stock, discard
    ids: list[int]
    start: tuple[int, int]
    pos: tuple[int, int]
    grab: tuple[int, int] = (0, 0)  # where in the first card the mouse holds it
    moving: bool = False


@dataclass
class BotJob:
    seat: int
    generation: int
    wait: float
    future: Future[Action] | None = None
    action: Action | None = None


@dataclass
class Fresh:
    """What the last actions did, to animate: where new cards come from, deal delays."""

    events: list[Event] = field(default_factory=list)


def start_match(app: App, match: Match) -> None:
    """Open a new match at the table, saved from the first action."""
    path = storage.new_save_path(match.game_id)
    _open(app, Session(match, path, storage.save_match), dealt=True)


def open_save(app: App, entry: storage.SaveEntry) -> None:
    if entry.match is None:
        return
    _open(app, Session(entry.match, entry.path, storage.save_match), dealt=False)


def _open(app: App, session: Session, dealt: bool) -> None:
    from scenes.title import TitleScene

    bottom = app.stack[0] if app.stack and isinstance(app.stack[0], TitleScene) else None
    app.reset(bottom or TitleScene(app))
    scene = TableScene(app, session, dealt=dealt)
    app.push(scene)
    try:
        if session.path is not None:
            storage.save_match(session.path, session.match)
    except OSError as exc:
        scene.say(f"This match cannot be saved: {exc.strerror}", error=True)
    scene.check_handover()


class TableScene(Scene):
    def __init__(self, app: App, session: Session, dealt: bool = True) -> None:
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
        self.bot: BotJob | None = None
        self.generation = 0
        self.threaded = app.window
        self.executor = ThreadPoolExecutor(1) if self.threaded else None
        self.fresh = Fresh([Event("dealt")] if dealt else [])
        self.hint_discard: int | None = None
        self.buttons: list[ui.Button] = []
        self.time = 0.0
        self._zones: tuple[tuple[int, int], ScaledLayout] | None = None
        self.geom: Placement | None = None
        self.say_prompt()

    # -- state -------------------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def my_turn(self) -> bool:
        return self.view.decision is not None and self.session.actor == self.view.seat \
            and self.view.seat not in self.session.bots

    def refresh(self, events: list[Event] | None = None) -> None:
        self.view = self.session.view()
        held = {c.id for c in self.view.hand}
        self.selected &= held
        if self.hint_discard not in held:
            self.hint_discard = None
        if events:
            self.fresh = Fresh(list(events))
        self.focus = max(0, min(self.focus, len(self.view.hand) - 1))

    def say(self, text: str, error: bool = False) -> None:
        self.message, self.error = text, error

    def say_prompt(self) -> None:
        d = self.view.decision
        if self.view.over:
            self.say(words.winner_line([self.view.names[i] for i in self.view.winners]))
        elif d is not None and self.my_turn:
            self.say(words.PROMPTS.get(d.kind, ""))
        elif self.session.actor is not None:
            self.say(words.waiting_for(self.view.names[self.session.actor]))

    def zones(self, surface: pygame.Surface) -> ScaledLayout:
        size = surface.get_size()
        if self._zones is None or self._zones[0] != size:
            if self._zones is not None:
                self.anim = Animator()  # a new window size: cards jump, they do not glide
            self._zones = (size, layout_for(len(self.view.names)).scaled(size))
        return self._zones[1]

    # -- acting ------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Send a person's action to the engine; a refusal shows its reason."""
        if not self.my_turn:
            actor = self.session.actor
            self.say(words.waiting_for(self.view.names[actor]) if actor is not None
                     else "The match is over", error=True)
            return False
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.say(_sentence(str(exc)), error=True)
            return False
        except OSError as exc:
            self.say(f"Saved failed: {exc.strerror}", error=True)
            return False
        self.hint_discard = None
        self.after(events)
        return True

    def after(self, events: list[Event]) -> None:
        self.generation += 1
        self.bot = None
        for e in events:
            sound = _SOUND_OF.get(e.kind)
            if sound:
                self.app.sounds.play(sound)
        self.refresh(events)
        self.say_prompt()
        ended = [e for e in events if e.kind == "hand-ended"]
        if ended:
            self.finish_hand(ended[-1], any(e.kind == "match-ended" for e in events))
        else:
            self.check_handover()

    def finish_hand(self, event: Event, match_over: bool) -> None:
        from scenes.summary import SummaryScene

        if match_over:
            self.app.stats.record(self.match)
            with contextlib.suppress(OSError):
                storage.save_stats(self.app.stats)
        self.app.push(SummaryScene(self.app, self, event, match_over))

    def check_handover(self) -> None:
        """Show the pass-the-device screen before a different person's hand is shown."""
        from scenes.handover import HandoverScene

        actor = self.session.actor
        humans = self.session.humans
        if actor is None or actor in self.session.bots or len(humans) < 2:
            return
        if actor != self.session.viewer or not getattr(self, "_handed", False):
            self._handed = True
            self.app.push(HandoverScene(self.app, self, actor))

    def hand_to(self, seat: int) -> None:
        """The pass screen was confirmed: show `seat`'s hand now."""
        self.session.viewer = seat
        self.anim = Animator()
        self.selected.clear()
        self.refresh()
        self.say_prompt()

    def resume(self) -> None:
        self.refresh()
        self.say_prompt()

    # -- bots --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.anim.update(dt)
        seat = self.session.bot_to_act()
        if seat is None:
            return
        job = self.bot
        if job is None or job.generation != self.generation:
            view = self.match.view(seat)
            job = BotJob(seat, self.generation, self.app.settings.pace * 2.2)
            if self.executor is not None:
                job.future = self.executor.submit(self.session.bot_choice, seat, view)
            else:
                job.action = self._choose(seat, view)
            self.bot = job
            self.say(words.waiting_for(self.view.names[seat]))
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
        try:
            events = self.session.apply(action)
        except IllegalAction:
            events = self.session.apply(self.match.legal_actions(seat)[0])
            action = self.match.history[-1]
        except OSError as exc:
            self.say(f"Saving failed: {exc.strerror}", error=True)
            return
        name = self.view.names[seat]
        self.after(events)
        if self.app.top is self and not self.view.over:
            said = f"{name} {_public(action, self.view)}"
            d = self.view.decision
            prompt = words.PROMPTS.get(d.kind, "") if d is not None and self.my_turn else ""
            self.say(f"{said}. {prompt}" if prompt else said)

    def run_bots(self, limit: int = 10_000) -> None:
        """Play bot turns at once until a person must act (tests and screenshots)."""
        for _ in range(limit):
            seat = self.session.bot_to_act()
            if seat is None or self.app.top is not self:
                return
            self.play_bot(seat, self._choose(seat, self.match.view(seat)))

    # -- the hand ----------------------------------------------------------------------------
    def hand(self) -> list[Card]:
        return self.session.hand_order(self.view)

    def sort(self, how: str) -> None:
        cards = self.hand()
        if how == "rank":
            cards.sort(key=lambda c: (c.rank or 99, c.suit))
        elif how == "suit":
            cards.sort(key=lambda c: (c.suit if c.suit >= 0 else 9, c.rank))
        else:
            arr = best_arrangement(cards, self.view.hand_rules)
            melded = [c for m in arr.melds for c in m.cards]
            rest = sorted(arr.deadwood_cards, key=lambda c: (c.rank or 99, c.suit))
            cards = melded + rest
        self.session.set_order(self.view.seat, [c.id for c in cards])

    def hint(self) -> None:
        cards = self.hand()
        arr = best_arrangement(cards, self.view.hand_rules)
        self.sort("arrange")
        discards = [a.card for a in self.view.legal if isinstance(a, Discard)]
        melds = ", ".join(" ".join(str(c) for c in m.cards) for m in arr.melds) or "none yet"
        text = f"Best melds: {melds}; deadwood {arr.deadwood}"
        if discards:
            held = [c for c in cards if c.id in set(discards)]
            after = deadwood_without_each(cards, self.view.hand_rules, held)
            rules = self.view.hand_rules
            best = min(held, key=lambda c: (after[c.id], -rules.value(c)))
            self.hint_discard = best.id
            text += f". Suggested discard: {best}"
        self.say(text)

    # -- calls -------------------------------------------------------------------------------
    def legal_of(self, kind: type[A]) -> list[A]:
        return [a for a in self.view.legal if isinstance(a, kind)] if self.my_turn else []

    def pick(self, options: Sequence[A], what: str) -> A | None:
        """The one option matching the selection (or the only one); else say what to select."""
        chosen = [a for a in options if getattr(a, "discard", None) in self.selected]
        if len(self.selected) == 1 and chosen:
            return chosen[0]
        if len(options) == 1:
            return options[0]
        bare = [a for a in options if getattr(a, "discard", 0) is None]
        if bare and not self.selected:
            return bare[0]
        if options:
            self.say(f"Select the card to discard, then {what}", error=True)
        return None

    def call(self, key: str) -> None:
        from scenes.confirm import ConfirmScene

        sel = [c for c in self.hand() if c.id in self.selected]
        seat = self.view.seat
        if key == "draw":
            self.act(Draw(seat, "stock"))
        elif key == "take":
            self.act(Draw(seat, "discard"))
        elif key == "pass":
            self.act(Pass(seat))
        elif key == "done":
            self.act(Done(seat))
        elif key == "meld":
            if not sel:
                self.say("Select the cards of a meld first", error=True)
            else:
                self.act(Meld(seat, (tuple(c.id for c in sel),)))
        elif key == "discard":
            target = sel if sel else [self.hand()[self.focus]] if self.view.hand else []
            if len(target) != 1:
                self.say("Select one card to discard", error=True)
            else:
                self.act(Discard(seat, target[0].id))
        elif key == "layoff":
            self.lay_off(sel, None)
        elif key in ("go-out", "pay-me"):
            out = self.pick(self.legal_of(GoOut), words.BUTTONS[key])
            if out is not None:
                self.act(out)
        elif key in ("knock", "gin"):
            knock = self.pick(self.legal_of(Knock), words.BUTTONS[key])
            if knock is not None:
                card = self.match.cards[knock.discard]
                self.app.push(ConfirmScene(
                    self.app, f"{words.BUTTONS[key]} — discarding {card} face down?",
                    lambda: self.act(knock)))
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
                self.generation += 1
                self.bot = None
                self.refresh()
                self.say("Undone: your last move is taken back")
        elif key == "menu":
            self.leave()

    def lay_off(self, cards: list[Card], target: int | None) -> None:
        """Lay off cards one by one; on no target, onto the first meld each fits."""
        if not cards:
            self.say("Select a card to lay off", error=True)
            return
        for card in cards:
            if target is None:
                fits = [a for a in self.legal_of(LayOff) if a.card == card.id]
                if not fits:
                    self.say(f"{card} does not fit any meld on the table", error=True)
                    return
                action: Action = fits[0]
            else:
                action = LayOff(self.view.seat, card.id, target)
            if not self.act(action):
                return

    def leave(self) -> None:
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
        from scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    # -- buttons -----------------------------------------------------------------------------
    def layout_buttons(self, zones: ScaledLayout) -> None:
        legal = {a.kind for a in self.view.legal} if self.my_turn else set()
        d = self.view.decision
        calls: list[ui.Button] = []
        if "draw" in legal:
            kinds = {a.source for a in self.view.legal if isinstance(a, Draw)}
            if "stock" in kinds:
                calls.append(ui.Button("draw", words.BUTTONS["draw"]))
            if "discard" in kinds:
                calls.append(ui.Button("take", words.BUTTONS["take"]))
        if "pass" in legal:
            calls.append(ui.Button("pass", words.BUTTONS["pass"]))
        if "meld" in legal:
            calls.append(ui.Button("meld", words.BUTTONS["meld"]))
        if "discard" in legal:
            calls.append(ui.Button("discard", words.BUTTONS["discard"],
                                   enabled=len(self.selected) <= 1))
        if "go-out" in legal:
            key = "pay-me" if self.view.game == "pay-me" else "go-out"
            calls.append(ui.Button(key, words.BUTTONS[key], accent=True))
        if "knock" in legal:
            gin = self._gin_possible()
            calls.append(ui.Button("gin" if gin else "knock",
                                   words.BUTTONS["gin" if gin else "knock"], accent=True))
        if "done" in legal and d is not None:
            calls.append(ui.Button("done", words.BUTTONS["done"], accent=True))
        tools = [ui.Button("sort-rank", words.BUTTONS["sort-rank"]),
                 ui.Button("sort-suit", words.BUTTONS["sort-suit"]),
                 ui.Button("arrange", words.BUTTONS["arrange"]),
                 ui.Button("hint", words.BUTTONS["hint"], enabled=bool(self.view.hand)),
                 ui.Button("undo", words.BUTTONS["undo"], enabled=self.session.can_undo
                           and len(self.session.humans) == 1),
                 ui.Button("menu", words.BUTTONS["menu"])]
        s = zones.scale
        bh, gap = max(22, int(34 * s)), max(3, int(6 * s))
        ui.stack_buttons(calls, zones.shared["actions"], bh, gap)
        tool_area = zones.shared["tools"]
        half = (tool_area.w - gap) // 2
        rows = [tools[i:i + 2] for i in range(0, len(tools), 2)]
        y = tool_area.bottom - len(rows) * (bh + gap) + gap
        for row in rows:
            for j, b in enumerate(row):
                b.rect = pygame.Rect(tool_area.x + j * (half + gap), y, half, bh)
            y += bh + gap
        self.buttons = calls + tools

    def _gin_possible(self) -> bool:
        knocks = self.legal_of(Knock)
        if not knocks:
            return False
        cards = list(self.view.hand)
        after = deadwood_without_each(cards, self.view.hand_rules, cards)
        return any(after[a.discard] == 0 for a in knocks)

    # -- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.rect.collidepoint(event.pos)
            if self.drag is not None:
                self.drag.pos = event.pos
                if not self.drag.moving and _dist(event.pos, self.drag.start) >= DRAG_START:
                    self.drag.moving = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            drag, self.drag = self.drag, None
            if drag is not None and drag.moving:
                self.drop(drag, event.pos)
            elif drag is not None:
                self.click_source(drag)
            else:
                self.click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.selected.clear()
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def sprite_at(self, pos: tuple[int, int], zone: str | None = None) -> Sprite | None:
        if self.geom is None:
            return None
        for sprite in reversed(self.geom.sprites):
            if (zone is None or sprite.zone == zone) and sprite.rect.collidepoint(pos):
                return sprite
        return None

    def press(self, pos: tuple[int, int]) -> None:
        if any(b.rect.collidepoint(pos) for b in self.buttons):
            return
        sprite = self.sprite_at(pos)
        if sprite is None:
            return
        if sprite.zone == "hand" and sprite.card is not None:
            ids = [c.id for c in self.hand() if c.id in self.selected] \
                if sprite.card.id in self.selected else [sprite.card.id]
            self.drag = Drag("hand", ids, pos, pos, (pos[0] - sprite.rect.x,
                                                      pos[1] - sprite.rect.y))
        elif sprite.zone == "stock" or (sprite.zone == "discard"
                                        and sprite.card == self.view.discard[-1]):
            self.drag = Drag(sprite.zone, [], pos, pos, (pos[0] - sprite.rect.x,
                                                          pos[1] - sprite.rect.y))

    def click_source(self, drag: Drag) -> None:
        """A press that did not move: select a card, or draw from a pile."""
        if drag.source == "hand":
            cid = drag.ids[0] if len(drag.ids) == 1 else None
            sprite = self.sprite_at(drag.start, "hand")
            cid = sprite.card.id if sprite is not None and sprite.card is not None else cid
            if cid is None:
                return
            self.selected ^= {cid}
            self.focus = next((i for i, c in enumerate(self.hand()) if c.id == cid), self.focus)
        elif drag.source == "stock":
            self.act(Draw(self.view.seat, "stock"))
        else:
            self.act(Draw(self.view.seat, "discard"))

    def click(self, pos: tuple[int, int]) -> None:
        for b in self.buttons:
            if b.hit(pos):
                self.call(b.key)
                return
        if self.geom is None:
            return
        for index, rect in self.geom.meld_rects.items():
            if rect.collidepoint(pos) and self.selected:
                self.lay_off([c for c in self.hand() if c.id in self.selected], index)
                return

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        zones = self._zones[1] if self._zones else None
        if zones is None or self.geom is None:
            return
        hand_zone = zones.seats[0]["hand"]
        if drag.source in ("stock", "discard"):
            # A card drawn from a pile glides from where it was let go.
            if not zones.shared[drag.source].collidepoint(pos):
                self.act(Draw(self.view.seat, drag.source))
            return
        # the dragged cards glide back (refused) or on (accepted) from where they were let go
        h = self.geom.card_h
        w = round(h * self.app.art.ratio)
        for i, cid in enumerate(drag.ids):
            self.anim.jump(cid, pygame.Rect(pos[0] - drag.grab[0] + i * w // 3,
                                            pos[1] - drag.grab[1], w, h))
        cards = [c for c in self.hand() if c.id in set(drag.ids)]
        if zones.shared["discard"].inflate(20, 20).collidepoint(pos):
            if len(cards) != 1:
                self.say("Drop a single card on the discard pile", error=True)
            else:
                self.act(Discard(self.view.seat, cards[0].id))
            return
        for index, rect in self.geom.meld_rects.items():
            if rect.inflate(10, 10).collidepoint(pos):
                self.lay_off(cards, index)
                return
        if hand_zone.inflate(0, 20).collidepoint(pos):
            self.reorder(drag.ids, pos[0] - drag.grab[0] + w // 2)
            return
        self.act(Meld(self.view.seat, (tuple(c.id for c in cards),)))

    def reorder(self, ids: list[int], x: int) -> None:
        """Move the dragged cards to where they were dropped in the hand."""
        assert self.geom is not None
        order = [c.id for c in self.hand()]
        slots = {c: r for c, r in zip(order, self.geom.hand_slots, strict=True)}
        rest = [c for c in order if c not in ids]
        at = sum(1 for c in rest if slots[c].centerx < x)
        self.session.set_order(self.view.seat, rest[:at] + list(ids) + rest[at:])

    def key(self, event: pygame.event.Event) -> None:
        hand = self.hand()
        k = event.key
        self.show_focus = True
        if k in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            step = -1 if k == pygame.K_LEFT else 1
            if event.mod & pygame.KMOD_SHIFT:  # shift+arrow moves the card itself
                i = self.focus
                j = max(0, min(len(hand) - 1, i + step))
                ids = [c.id for c in hand]
                ids[i], ids[j] = ids[j], ids[i]
                self.session.set_order(self.view.seat, ids)
                self.focus = j
            else:
                self.focus = (self.focus + step) % len(hand)
        elif k == pygame.K_SPACE and hand:
            self.selected ^= {hand[self.focus].id}
        elif k == pygame.K_ESCAPE:
            self.call("menu")
        elif k == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.call("undo")
        else:
            key = {pygame.K_d: "draw", pygame.K_t: "take", pygame.K_m: "meld",
                   pygame.K_x: "discard", pygame.K_RETURN: "discard", pygame.K_l: "layoff",
                   pygame.K_o: "go-out", pygame.K_k: "knock", pygame.K_p: "pass",
                   pygame.K_f: "done", pygame.K_h: "hint", pygame.K_u: "undo",
                   pygame.K_r: "sort-rank", pygame.K_s: "sort-suit",
                   pygame.K_a: "arrange"}.get(k)
            if key is not None:
                self.call(key)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ui.felt(surface)
        zones = self.zones(surface)
        self.layout_buttons(zones)
        art = self.app.art
        dragged = set(self.drag.ids) if self.drag is not None and self.drag.moving else set()
        geom = place(self.view, self.hand(), zones, art.ratio, self.selected)
        self.geom = geom
        self.draw_zones(surface, zones)
        self.animate(geom.sprites, zones)
        moving: list[tuple[Sprite, pygame.Rect, bool, float]] = []
        for sprite in geom.sprites:
            if sprite.key in dragged:
                continue
            rect, tween = self.anim.where(sprite.key)
            face = sprite.card is not None and (tween is None or tween.face_shown())
            squeeze = tween.squeeze() if tween is not None else 1.0
            if tween is not None:
                moving.append((sprite, rect, face, squeeze))
                continue
            self.blit_card(surface, sprite, rect, face, squeeze)
        for sprite, rect, face, squeeze in moving:
            self.blit_card(surface, sprite, rect, face, squeeze)
        self.draw_stock_count(surface, zones)
        for b in self.buttons:
            b.draw(surface)
        self.draw_message(surface, zones)
        if dragged and self.drag is not None:
            self.draw_drag(surface, geom)
        elif self.drag is not None and self.drag.moving:
            self.draw_pile_drag(surface, geom)

    def animate(self, sprites: list[Sprite], zones: ScaledLayout) -> None:
        """Tell the animator where every card belongs; new cards come from where they were."""
        pace = self.app.settings.pace
        fresh = self.fresh.events
        self.fresh = Fresh()
        dealing = any(e.kind == "dealt" for e in fresh)
        origin_seat: dict[int, int] = {}
        took_discard: set[int] = set()
        for e in fresh:
            if e.seat is not None and e.cards:
                for c in e.cards:
                    origin_seat[c] = e.seat
            if e.kind == "drew" and e.data.get("source") == "discard" and e.seat is not None:
                took_discard.add(e.seat)
        stock = next((s.rect for s in sprites if s.zone == "stock"), zones.shared["stock"])
        discard = zones.shared["discard"]
        players = len(self.view.names)
        count: dict[int, int] = {}
        for sprite in sprites:
            key: Hashable = sprite.key
            if key in self.anim.last or key == "stock":
                self.anim.place(key, sprite.rect, pace)
                continue
            origin = None
            flip = False
            delay = 0.0
            seat = sprite.seat
            if sprite.zone in ("hand", "seat-hand"):
                src = discard if seat in took_discard else stock
                origin = pygame.Rect(src.x, src.y, sprite.rect.w, sprite.rect.h)
                flip = sprite.zone == "hand" and src is stock
                if dealing:
                    k = count.get(seat, 0)
                    count[seat] = k + 1
                    delay = (k * players + position(seat, self.view.seat, players)) * pace * 0.12
            elif isinstance(key, int) and key in origin_seat:
                pos = position(origin_seat[key], self.view.seat, players)
                z = zones.seats[pos]["hand"]
                origin = pygame.Rect(0, 0, sprite.rect.w, sprite.rect.h)
                origin.center = z.center
            self.anim.place(key, sprite.rect, pace, origin, delay, flip)
        self.anim.forget_except({s.key for s in sprites})

    def blit_card(self, surface: pygame.Surface, sprite: Sprite, rect: pygame.Rect, face: bool,
                  squeeze: float = 1.0) -> None:
        art = self.app.art
        h = sprite.rect.h
        img = art.face(sprite.card, h) if face and sprite.card is not None else art.back(h)
        if rect.size != img.get_size() or squeeze < 1.0:
            img = pygame.transform.scale(img, (max(1, round(rect.w * squeeze)), rect.h))
        at = rect.move((rect.w - img.get_width()) // 2, 0)
        if sprite.zone in ("hand", "discard", "stock") or sprite.raised:
            shadow = pygame.Rect(at.x + 2, at.y + 3, img.get_width(), img.get_height())
            pygame.draw.rect(surface, ui.FELT_DARK, shadow, border_radius=max(2, h // 14))
        surface.blit(img, at)
        if sprite.card is None or sprite.zone != "hand":
            return
        radius = max(3, h // 14)
        if sprite.card.id in self.selected:
            pygame.draw.rect(surface, ui.SELECT, rect.inflate(4, 4), 3, border_radius=radius)
        if sprite.card.id == self.hint_discard:
            pygame.draw.rect(surface, ui.RED, rect.inflate(4, 4), 3, border_radius=radius)
        hand = self.hand()
        if self.show_focus and hand and 0 <= self.focus < len(hand) \
                and hand[self.focus].id == sprite.card.id:
            pygame.draw.rect(surface, ui.FOCUS, rect.inflate(8, 8), 2, border_radius=radius + 2)

    def draw_zones(self, surface: pygame.Surface, zones: ScaledLayout) -> None:
        """Name plates, the score panel and the outlines of the piles."""
        s = zones.scale
        view = self.view
        players = len(view.names)
        actor = self.session.actor
        size = max(13, 18 * s)
        for seat in range(players):
            pos = position(seat, view.seat, players)
            z = zones.seats[pos]["name"]
            level = view.bots[seat]
            label = view.names[seat] + (f" · {level}" if level else "")
            if seat == view.dealer:
                label += " · dealer"
            colour = ui.GOLD if seat == actor else ui.INK
            r = ui.text(surface, label, size, (z.x + 4, z.centery), colour, "midleft",
                        bold=seat == actor, max_width=z.w * (0.7 if pos == 0 else 0.88))
            if pos == 0:
                info = f"{view.hand_counts[seat]} cards · {view.totals[seat]} pts"
                ui.text(surface, info, size * 0.9, (z.right - 4, z.centery), ui.INK_DIM,
                        "midright")
            if seat == actor and level and self.bot is not None:
                dots = "." * (1 + int(self.time * 3) % 3)
                ui.text(surface, dots, size * 1.4, (r.right + 4, z.centery), ui.GOLD,
                        "midleft", bold=True)
        for name in ("stock", "discard"):
            z = zones.shared[name]
            pile = z.copy()
            ch = min(z.h, round(zones.shared["stock"].w / self.app.art.ratio))
            pile.h = ch
            pile.w = round(ch * self.app.art.ratio)
            if name == "stock":
                pile.center = z.center
            else:
                pile.midright = (z.right, z.centery)
            pygame.draw.rect(surface, ui.FELT_DARK, pile, 2, border_radius=max(3, ch // 14))
        # what may be dropped where, while dragging
        if self.drag is not None and self.drag.moving and self.drag.source == "hand" \
                and self.geom is not None and self.my_turn:
            ids = set(self.drag.ids)
            fits = {a.target for a in self.view.legal if isinstance(a, LayOff) and a.card in ids}
            for index, rect in self.geom.meld_rects.items():
                if index in fits:
                    pygame.draw.rect(surface, ui.GOLD, rect.inflate(8, 8), 2, border_radius=6)
        self.draw_score(surface, zones)

    def draw_score(self, surface: pygame.Surface, zones: ScaledLayout) -> None:
        z = zones.shared["score"]
        s = zones.scale
        ui.panel(surface, z, radius=max(4, int(10 * s)))
        game = GAMES[self.view.game]
        total = 11 if game.hands > 1 else None
        size = max(12, 17 * s)
        y = z.y + 6 * s
        ui.text(surface, game.name, size * 1.15, (z.x + 8 * s, y), ui.GOLD, bold=True,
                max_width=z.w - 16 * s)
        y += size * 1.2
        ui.text(surface, words.hand_title(self.view.hand_number, total), size,
                (z.x + 8 * s, y), ui.INK_DIM)
        y += size * 1.05
        wild = _wild_text(self.view)
        if wild:
            ui.text(surface, wild, size * 0.9, (z.x + 8 * s, y), ui.INK_DIM,
                    max_width=z.w - 16 * s)
            y += size * 1.05
        rows = sorted(range(len(self.view.names)), key=lambda i: self.view.totals[i],
                      reverse=self.match.scores_high)
        line = max(10, min(size, (z.bottom - y - 4) / max(1, len(rows))))
        for i in rows:
            ui.text(surface, self.view.names[i], line, (z.x + 8 * s, y), ui.INK,
                    max_width=z.w * 0.6)
            ui.text(surface, str(self.view.totals[i]), line, (z.right - 8 * s, y), ui.INK,
                    "topright")
            y += line

    def draw_stock_count(self, surface: pygame.Surface, zones: ScaledLayout) -> None:
        z = zones.shared["stock"]
        s = zones.scale
        ui.text(surface, f"{self.view.stock_count} in stock", max(12, 16 * s),
                (z.centerx, z.y - 2), ui.INK_DIM, "midbottom")
        # how many cards each other seat holds, on the last card of its fan
        assert self.geom is not None
        last: dict[int, pygame.Rect] = {}
        for sprite in self.geom.sprites:
            if sprite.zone == "seat-hand":
                last[sprite.seat] = self.anim.where(sprite.key)[0]
        for seat, rect in last.items():
            badge = pygame.Rect(0, 0, max(18, int(24 * s)), max(18, int(24 * s)))
            badge.center = (rect.right, rect.y + 4)
            pygame.draw.ellipse(surface, ui.FELT_DARK, badge)
            pygame.draw.ellipse(surface, ui.INK_DIM, badge, 1)
            ui.text(surface, str(self.view.hand_counts[seat]), badge.h * 0.7, badge.center,
                    ui.INK, "center", bold=True)

    def draw_message(self, surface: pygame.Surface, zones: ScaledLayout) -> None:
        if not self.message:
            return
        z = zones.shared["message"]
        size = max(14, z.h * 0.75)
        img_w = ui.font(int(size)).size(self.message)[0]
        box = pygame.Rect(0, 0, min(surface.get_width() - 20, img_w + 24), z.h + 6)
        box.center = z.center
        ui.panel(surface, box, (10, 40, 28, 210) if not self.error else (90, 20, 16, 220),
                 radius=box.h // 2)
        ui.text(surface, self.message, size, box.center, ui.INK, "center",
                max_width=box.w - 16)

    def draw_drag(self, surface: pygame.Surface, geom: Placement) -> None:
        assert self.drag is not None
        h = geom.card_h
        w = round(h * self.app.art.ratio)
        x = self.drag.pos[0] - self.drag.grab[0]
        y = self.drag.pos[1] - self.drag.grab[1]
        cards = [c for c in self.hand() if c.id in set(self.drag.ids)]
        for i, card in enumerate(cards):
            img = self.app.art.face(card, h)
            r = pygame.Rect(x + i * w // 3, y, w, h)
            pygame.draw.rect(surface, ui.FELT_DARK, r.move(4, 6), border_radius=max(3, h // 14))
            surface.blit(img, r)

    def draw_pile_drag(self, surface: pygame.Surface, geom: Placement) -> None:
        assert self.drag is not None
        h = geom.card_h
        x = self.drag.pos[0] - self.drag.grab[0]
        y = self.drag.pos[1] - self.drag.grab[1]
        if self.drag.source == "discard" and self.view.discard:
            img = self.app.art.face(self.view.discard[-1], h)
        else:
            img = self.app.art.back(h)
        surface.blit(img, (x, y))


def _dist(a: tuple[int, int], b: tuple[int, int]) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def _sentence(reason: str) -> str:
    return reason[:1].upper() + reason[1:] if reason else reason


def _public(action: Action, view: PlayerView) -> str:
    """What everyone saw a bot do (a knock's discard is face down, a draw's card hidden)."""
    if isinstance(action, Knock):
        return "knocks!"
    return action.describe(view.deck)


def _wild_text(view: PlayerView) -> str:
    from game.cards import rank_text

    rules = view.hand_rules
    parts = [rank_text(r) + "s" for r in sorted(rules.wild_ranks)]
    if rules.jokers_wild and any(c.is_joker for c in view.deck):
        parts.append("jokers")
    return "Wild: " + ", ".join(parts) if parts else ""


def saves_folder() -> Path:
    return storage.dirs().saves

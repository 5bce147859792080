"""Choosing a game: which one, how many players, who sits where (person or bot), preset and
house rules. Start builds the match through the same API as the command line."""

from __future__ import annotations

import random
import unicodedata
from typing import TYPE_CHECKING, Any

import pygame

from game.api import new_match
from game.errors import RummyError
from game.games import GAMES
from game.match import Seat
from game.record import Record
from scenes import storage, words
from scenes.drawing import caret, glyphs, ui
from scenes.menus import game_list
from scenes.menus.button_scene import VALUE_SHARE, ButtonScene, step_round

if TYPE_CHECKING:
    from scenes.base import Host

KINDS = ("human", "easy", "normal", "hard")
BOT_NAMES = ("Ada", "Bruno", "Cleo", "Dmitri", "Esme", "Farid", "Greta", "Hugo")
MAX_NAME = 16
PASTE_READ = 40 * MAX_NAME  # characters of the clipboard looked at: the longest emoji is ~10
CARET_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END)


class NewGameScene(ButtonScene):
    def __init__(self, app: Host, game_id: str | None = None) -> None:
        """Without `game_id`, start from the last match played (its game, rules and seats)."""
        super().__init__(app)
        self.kinds = ["human", "normal", "normal", "normal", "normal", "normal", "normal", "normal"]
        self.names = [words.YOU, *BOT_NAMES[1:]]
        self.editing: int | None = None  # the seat whose name is being typed
        self.replacing = False  # the name is still whole-selected: typing replaces it
        self.composing = ""  # what an input method (for 王, for ñ) holds, not yet typed
        self.caret_at = 0  # where in the name being typed the next letter goes
        self.time = 0.0  # seconds on this screen, for a double-click
        self.field_clicked: float | None = None  # when the name being typed was clicked
        self.error = ""
        self.pointer: tuple[int, int] | None = None  # for the house rule it rests on
        last = storage.last_setup() if game_id is None else None
        self.choose(game_id or storage.remembered_game(last))
        if last is not None and last.game == self.game_id:
            self._take(last)

    def _take(self, last: Record) -> None:
        """The seats and rules of a saved match, as far as they still make sense here."""
        game = GAMES[self.game_id]
        if last.preset in game.presets:
            self.preset = last.preset
        for key, value in last.options.items():
            try:
                self.values[key] = game.option(key).parse(value)
            except RummyError:
                continue  # an option this version no longer has
        low, high = self.range
        self.players = max(low, min(high, len(last.seats)))
        for i, seat in enumerate(last.seats[:self.players]):
            # a name's start, as of a paste: a file may hold a million letters, and each one
            # looked for in the fonts had kept this screen from opening for minutes
            start = seat.name[:PASTE_READ]
            missing = set(ui.missing_glyphs(start))  # kept by a version that took any letter
            name = "".join(ch for ch in start if ch not in missing).strip()[:MAX_NAME]
            self.names[i] = name or self.names[i]
            self.kinds[i] = seat.bot if seat.bot in KINDS else "human" if seat.bot is None \
                else "normal"
        self._seats_changed()

    # -- state ---------------------------------------------------------------------------------
    def choose(self, game_id: str) -> None:
        self.game_id = game_id
        game = GAMES[game_id]
        self.preset = game.presets[0]
        self.values: dict[str, Any] = {o.key: o.default for o in game.options}
        self.players = max(self.range[0], min(self.range[1], 2 if game_id == "gin" else 4))
        self._seats_changed()

    @property
    def range(self) -> tuple[int, int]:
        game = GAMES[self.game_id]
        return game.build(self.preset, dict(self.values)).players

    def seats(self) -> list[Seat]:
        out = []
        for i in range(self.players):
            # one spelling for a letter typed whole (ë) or in two keys (e, then ¨), so that
            # the two are one person to the table and the statistics
            # (and without a joiner left waiting at the end for an emoji never typed)
            name = unicodedata.normalize("NFC", self.names[i]).rstrip(glyphs.JOINER).strip() \
                or f"Player {i + 1}"
            kind = self.kinds[i]
            out.append(Seat(name, None if kind == "human" else kind))
        return out

    def _seats_changed(self) -> None:
        """After any change to who sits (the game, the count, a seat's kind, a saved match's
        seats): "You" is the first seat's name only while it is the one person at the table
        (with friends on one screen the table would say "Pass the device to You"), and
        "Player 1" only while it is not."""
        people = sum(1 for kind in self.kinds[:self.players] if kind == "human")
        if people > 1 and self.names[0] == words.YOU:
            self.names[0] = "Player 1"
        elif people == 1 and self.names[0] == "Player 1":
            self.names[0] = words.YOU
        self.relayout()

    # -- layout --------------------------------------------------------------------------------
    def layout(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        tall = ui.tall(surface)
        game = GAMES[self.game_id]
        bh, gap = int(40 * s), int(8 * s)
        self.buttons = []
        # A wide window: the games down the left, the players and house rules at the right.
        # A tall one: the games under the title across the page, the rest below them.
        left = pygame.Rect(int(w * 0.05), int(110 * s), int(w * (0.9 if tall else 0.27)), 0)
        step = int(22 * s * 1.15)  # a line of the blurb
        if not tall:  # the games as high as leaves room below for the longest blurb
            longest = max(len(ui.wrap(g.blurb_for(preset), 22 * s, left.w))
                          for g in GAMES.values() for preset in g.presets)
            left.h = h - int(80 * s) - left.y - longest * step - int(56 * s)
        self.games = game_list.lay_out(left, self.game_id, s, shortest=tall)
        self.buttons += self.games.buttons
        top = self.games.rect.bottom + int(20 * s)
        if tall:  # the blurb, then the line giving the number of players, then a gap
            blurb_h = len(ui.wrap(game.blurb_for(self.preset), 22 * s, left.w)) * step
            self.blurb_rect = pygame.Rect(left.x, top, left.w, blurb_h + int(8 * s))
            right, width = left.x, left.w
            # the number of players below the blurb, the seats and rules below that
            y = self.blurb_rect.bottom + int(40 * s)
        else:
            self.blurb_rect = pygame.Rect(left.x, top, left.w, int(200 * s))
            right, width = int(w * 0.38), int(w * 0.58)
            # the number of players on the title's line, so the seats and rules below have
            # room for the longest list of house rules without shrinking a row
            y = int(40 * s)
        small = int(44 * s)
        self.players_label = (right, y + bh // 2)
        low, high = self.range
        minus = ui.Button("players:-", "–", enabled=self.players > low)
        plus = ui.Button("players:+", "+", enabled=self.players < high)
        minus.rect = pygame.Rect(right + int(150 * s), y, small, bh)
        plus.rect = pygame.Rect(right + int(150 * s) + small + int(60 * s), y, small, bh)
        self.buttons += [minus, plus]
        y = y + bh + 2 * gap if tall else int(110 * s)
        rules = ([("preset", words.PRESET)] if len(game.presets) > 1 else []) + [
            (f"opt:{o.key}", o.label) for o in game.options]
        heading = int(34 * s) if rules else 0
        # what the rule under the pointer means goes left of Back, or above it in a tall window
        help_y = h - int((110 if tall else 50) * s)
        self.help_at = (int(w * 0.05), help_y, left.w if tall else
                        w - int(390 * s) - int(w * 0.05) - int(30 * s))
        room = (help_y - int(40 * s) if tall else h - int(90 * s)) - y - heading - gap

        full = int(34 * s)

        def row_height(seat_lines: int) -> int:
            return min(full, room // max(1, seat_lines + len(rules)) - gap)

        # Seats go into two columns rather than let every row (and its words) shrink.
        columns = 2 if self.players > 1 and row_height(self.players) < full else 1
        lines = -(-self.players // columns)
        row_h = row_height(lines)
        column_w = (width - 2 * gap) // 2 if columns == 2 else width
        # in one column, each seat's kind lines up with the house rules' values below it
        name_w = column_w // 2 if columns == 2 else column_w - int(width * VALUE_SHARE) - gap
        for i in range(self.players):
            x = right + (i // lines) * (column_w + 2 * gap)
            top = y + (i % lines) * (row_h + gap)
            # a name is a button too, so the keyboard reaches it: Enter starts typing
            name = ui.Button(f"name:{i}", self.names[i], field=True)
            name.rect = pygame.Rect(x, top, name_w, row_h)
            self.buttons.append(name)
            kind = ui.Button(f"kind:{i}", words.SEAT_KINDS[self.kinds[i]])
            kind.rect = pygame.Rect(x + name_w + gap, top, column_w - name_w - gap, row_h)
            self.buttons.append(kind)
        y += lines * (row_h + gap) + gap
        # House rules: the words on the felt at the left, the value on a button at the right.
        self.heading_at = (right, y + heading // 2)
        y += heading
        self.value_rows([(key, label, self._value_text(key), not self._ignored(key))
                         for key, label in rules],
                        pygame.Rect(right, y, width, 0), row_h, gap)
        start = ui.Button("start", words.BUTTONS["start"], accent=True)
        back = ui.Button("back", words.BUTTONS["back"])
        start.rect = pygame.Rect(w - int(200 * s), h - int(70 * s), int(170 * s), int(48 * s))
        back.rect = pygame.Rect(w - int(390 * s), h - int(70 * s), int(170 * s), int(48 * s))
        self.buttons += [back, start]
        self._place_input_method()

    def _place_input_method(self) -> None:
        """Tell an input method where the name being typed is, so that it shows its choices
        (王, 汪, 望 …) just under the field: in the window's coordinates, not the page's."""
        if self.editing is not None:
            field = self.button(f"name:{self.editing}").rect
            pygame.key.set_text_input_rect(field.move(self.app.page(self).topleft))

    def _value_text(self, key: str) -> str:
        if key == "preset":
            return self.preset
        return words.option_value(key[4:], self.values[key[4:]])

    def _ignored(self, key: str) -> bool:
        """A rule that the current choice of another, or the preset, makes moot (a fixed
        number of hands ends the match whatever the target)."""
        return key.startswith("opt:") and GAMES[self.game_id].option(key[4:]).moot(
            self.values, self.preset)

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.editing is not None and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self._type("", erase=-1 if event.key == pygame.K_BACKSPACE else 1)
            elif event.key in CARET_KEYS:
                self._move_caret(event.key)
            elif event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.replacing = self.names[self.editing] != ""  # all of it, as anywhere
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self.editing = None
            elif event.key == pygame.K_TAB:
                self.editing = None
                super().handle(event)  # and on to the next field, as Tab does anywhere
            elif _pastes(event):
                self._paste()
            return
        if self.editing is not None and event.type == pygame.TEXTINPUT:
            self.composing = ""
            self._type(event.text)
            return
        if self.editing is not None and event.type == pygame.TEXTEDITING:
            self.composing = event.text
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
        if self._in_field(event):  # the name being typed keeps the pointer's clicks
            if event.type == pygame.MOUSEBUTTONDOWN:
                self._field_pressed(event.pos[0])
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            self.editing = None
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
                and (self.focused_key() or "").startswith("players:")):
            # Left and Right count down and up on either button, even one greyed at its end
            self.count_players(-1 if event.key == pygame.K_LEFT else 1)
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        self.time += dt

    def _in_field(self, event: pygame.event.Event) -> bool:
        """Whether `event` presses or lets go the left button in the name being typed."""
        return (self.editing is not None and event.type in (pygame.MOUSEBUTTONDOWN,
                                                            pygame.MOUSEBUTTONUP)
                and event.button == 1
                and self.button(f"name:{self.editing}").rect.collidepoint(event.pos))

    def _type(self, text: str, erase: int = 0) -> None:
        """Typing into the name being edited, at the caret; `erase` -1 takes the letter before
        it (Backspace), 1 the one after (Delete). The first key replaces a name still selected
        whole (Backspace or Delete clears it), so "Player 2" need not be erased letter by
        letter."""
        assert self.editing is not None
        i = self.editing
        name, at = ("", 0) if self.replacing else (self.names[i], self.caret_at)
        text = _marks_kept(name[:at], text)
        if not (text or erase):
            return
        missing = ui.missing_glyphs(text)
        if self.error == words.SAY["name-letters"]:
            self.error = ""  # said until the next key
        if missing:  # the table could show them only as blank boxes
            self.error = words.SAY["name-letters"]
            text = _marks_kept(name[:at], "".join(ch for ch in text if ch not in missing))
            if not text:
                return
        self.replacing = False
        # an emoji is one letter on screen, whatever it is made of (❤️, 👍🏽, 👩‍💻): Backspace
        # and Delete take it whole, and the length limit keeps it whole or leaves it out
        if erase < 0:
            cut = glyphs.letter_start(name[:at])
            name, at = name[:cut] + name[at:], cut
        elif erase > 0:
            name = name[:at] + name[caret.letter_after(name, at):]
        else:
            room = MAX_NAME - len(name)
            if len(text) > room:
                text = text[:glyphs.letter_start(text[:room + 1])]
            name, at = name[:at] + text + name[at:], at + len(text)
        self.names[i], self.caret_at = _tidied(name, at)
        self.button(f"name:{i}").label = self.names[i]

    def _move_caret(self, key: int) -> None:
        """Left and Right a letter along the screen (from a name selected whole, to its left or
        right end), Home and End to its first and last letter."""
        assert self.editing is not None
        name, size = self.names[self.editing], self._field_size()
        if key in (pygame.K_HOME, pygame.K_END):
            self.caret_at = 0 if key == pygame.K_HOME else len(name)
        else:
            direction = -1 if key == pygame.K_LEFT else 1
            self.caret_at = (caret.edge(name, direction, size) if self.replacing
                             else caret.step(name, self.caret_at, direction, size))
        self._caret_moved()

    def _field_pressed(self, x: int) -> None:
        """A click in the name being typed puts the caret there; a double-click (or the click
        after the one that began typing, as two quick clicks on a field do) selects it whole."""
        assert self.editing is not None
        clicked, self.field_clicked = self.field_clicked, self.time
        if clicked is not None and self.time - clicked <= ui.DOUBLE_CLICK:
            self.replacing, self.composing = self.names[self.editing] != "", ""
            self.field_clicked = None  # a third click starts again
        else:
            self._click_caret(x)

    def _click_caret(self, x: int) -> None:
        """The caret to the place between letters nearest a click at `x` in the field."""
        assert self.editing is not None
        field, name = self.button(f"name:{self.editing}").rect, self.names[self.editing]
        size = self._field_size()
        shown = ui.with_caret(name, self.caret_at)
        shrink = min(1.0, (field.w - 20) / ui.measure(shown, size))
        self.caret_at = caret.nearest(name, (x - field.x - 10) / shrink, size)
        self._caret_moved()

    def _caret_moved(self) -> None:
        """The name whole again: no longer replaced by the next key, nor waiting at its end."""
        assert self.editing is not None
        i = self.editing
        self.names[i], self.caret_at = _tidied(self.names[i], self.caret_at)
        self.button(f"name:{i}").label = self.names[i]
        self.replacing, self.composing = False, ""

    def _field_size(self) -> float:
        """The size the name being typed is written at in its field."""
        assert self.editing is not None
        return self.button(f"name:{self.editing}").rect.h * 0.55

    def _paste(self) -> None:
        """The clipboard's text typed at once, its line breaks and tabs as spaces, without the
        letters no font has (said, as when typed) and cut at the longest name."""
        try:
            text = pygame.scrap.get_text()
        except pygame.error:  # no clipboard to be had: nothing to paste
            return
        # a long text is cut well past the longest name first: a whole page pasted by mistake
        # would otherwise be searched letter by letter for glyphs
        text = text[:PASTE_READ]
        missing = set(ui.missing_glyphs(text))  # left out before the spaces are tidied
        text = " ".join("".join(ch for ch in text if ch not in missing).split())
        if text:
            self.composing = ""
            self._type(text)
        if missing:
            self.error = words.SAY["name-letters"]

    def count_players(self, change: int) -> None:
        low, high = self.range
        self.players = max(low, min(high, self.players + change))
        self._seats_changed()

    def step_option(self, key: str, direction: int) -> None:
        opt = next(o for o in GAMES[self.game_id].options if o.key == key)
        value = self.values[key]
        if opt.numeric:
            low, high = opt.choices[1], opt.choices[2]
            step = 1 if high - low <= 50 else 5 if high - low <= 100 else 25
            value += direction * step
            # past either end it wraps round, so one button reaches every value
            self.values[key] = low if value > high else high if value < low else value
        else:
            self.values[key] = step_round(opt.choices, value, direction)
        self.relayout()

    def step(self, key: str, direction: int) -> None:
        """A seat's kind, the preset and the house rules step round."""
        if not key.startswith(("opt:", "kind:", "preset")):
            return
        self.error = ""
        if key.startswith("opt:"):
            self.step_option(key[4:], direction)
        elif key.startswith("kind:"):
            i = int(key[5:])
            was = self.kinds[i]
            self.kinds[i] = step_round(KINDS, was, direction)
            if was == "human" and self.names[i] in (words.YOU, f"Player {i + 1}"):
                self.names[i] = BOT_NAMES[i]
            elif self.kinds[i] == "human" and self.names[i] == BOT_NAMES[i]:
                self.names[i] = f"Player {i + 1}"
            self._seats_changed()
        else:
            self.preset = step_round(GAMES[self.game_id].presets, self.preset, direction)
            low, high = self.range
            self.players = max(low, min(high, self.players))
            self._seats_changed()

    def pressed(self, key: str) -> None:
        self.error = ""
        if key == "back":
            self.app.pop()
        elif key.startswith("name:"):
            self.editing, self.replacing, self.composing = int(key[5:]), True, ""
            self.caret_at, self.field_clicked = len(self.names[self.editing]), self.time
            self._place_input_method()
            self.focus = [b.key for b in self.buttons].index(key)  # Tab goes on from here
        elif key.startswith("game:"):
            self.choose(key[5:])
        elif key.startswith("players:"):
            self.count_players(-1 if key == "players:-" else 1)
        elif key.startswith(("opt:", "kind:", "preset")):
            self.step(key, 1)
        elif key == "start":
            self.start()

    def start(self) -> None:
        seats = self.seats()
        names = [seat.name.casefold() for seat in seats]
        twice = next((seat.name for i, seat in enumerate(seats) if names.index(names[i]) < i),
                     None)
        if twice is not None:  # "Pass the device to Ann" would not say which Ann
            self.error = words.SAY["name-twice"].format(name=twice)
            return
        try:
            match = new_match(self.game_id, dict(self.values), seats,
                              random.SystemRandom().randrange(2**31), self.preset)
        except RummyError as exc:
            self.error = str(exc)
            return
        self.app.open_over_title("table", match=match)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ui.felt(surface)
        self._ensure_layout(surface)
        s = ui.scale_of(surface)
        w = surface.get_width()
        ui.text(surface, words.MENU["new"], 48 * s, (int(w * 0.05), int(36 * s)), bold=True)
        game = GAMES[self.game_id]
        y = ui.paragraph(surface, game.blurb_for(self.preset), 22 * s, self.blurb_rect, ui.INK_DIM)
        low, high = game.build(self.preset, dict(self.values)).players
        seats = words.SAY["players-range" if low < high else "players-exact"]
        ui.text(surface, seats.format(low=low, high=high), 20 * s,
                (self.blurb_rect.x, y + 8 * s),
                ui.INK_DIM)
        lx, ly = self.players_label
        ui.text(surface, words.SAY["players"], 26 * s, (lx, ly), anchor="midleft")
        minus = self.button("players:-").rect
        ui.text(surface, str(self.players), 30 * s,
                ((minus.right + self.button("players:+").rect.x) // 2, ly), anchor="center",
                bold=True)
        self.games.draw_headings(surface)
        self.draw_buttons(surface)
        if self.editing is not None:
            self._draw_field(surface, self.button(f"name:{self.editing}").rect)
        if self.value_labels:
            ui.text(surface, words.HOUSE_RULES, 24 * s, self.heading_at, ui.GOLD, "midleft",
                    bold=True)
        at = self.rule_at()
        if at is not None:  # the row being explained below
            ui.panel(surface, at[1].inflate(int(16 * s), int(6 * s)), (255, 255, 255, 22),
                     radius=int(8 * s))
        self.draw_value_labels(surface)
        x, help_y, room = self.help_at
        if self.error:
            ui.text(surface, self.error, 22 * s, (x, help_y), ui.RED, "midleft", max_width=room)
        elif at is not None and (explained := words.rule_help(self.game_id, at[0])):
            # what the rule under the pointer (or the keyboard's focus) means, in even lines
            lines = ui.wrap_evenly(explained, 18 * s, room)
            step = 24 * s
            for i, line in enumerate(lines):
                ui.text(surface, line, 18 * s, (x, help_y + (i - (len(lines) - 1) / 2) * step),
                        ui.INK, "midleft", max_width=room)
        else:
            ui.text(surface, words.SAY["new-game-help"], 18 * s, (x, help_y), ui.INK_DIM,
                    "midleft", max_width=room)

    def rule_at(self) -> tuple[str, pygame.Rect] | None:
        """The house rule ("preset" or an option's key) whose row the pointer rests on, else
        the one the keyboard's focus is on, and its row."""
        rows = [(b, pygame.Rect(self.heading_at[0], b.rect.y, b.rect.right - self.heading_at[0],
                                b.rect.h))
                for b in self.buttons if b.key == "preset" or b.key.startswith("opt:")]
        focused = self.buttons[self.focus] if 0 <= self.focus < len(self.buttons) else None
        for b, row in rows:
            if self.pointer is not None and row.collidepoint(self.pointer):
                return b.key.removeprefix("opt:"), row
        for b, row in rows:
            if b is focused:
                return b.key.removeprefix("opt:"), row
        return None

    def _draw_field(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """The name being typed: white, outlined, with a caret, or highlighted while the first
        key will replace it."""
        assert self.editing is not None
        pygame.draw.rect(surface, (255, 255, 255), r, border_radius=6)
        pygame.draw.rect(surface, ui.FOCUS, r, 2, border_radius=6)
        name, size = self.names[self.editing], self._field_size()
        at = (r.x + 10, r.centery)  # where ui.Button writes a field's words
        if self.composing:  # underlined at the caret (or in place of a name to be replaced)
            name, where = ("", 0) if self.replacing else (name, self.caret_at)
            name, where = name[:where] + self.composing + name[where:], where + len(self.composing)
            shown = ui.with_caret(name, where)
            line = ui.text(surface, shown, size, at, ui.BUTTON_TEXT, "midleft",
                           max_width=r.w - 20)
            shrink = line.w / ui.measure(shown, size)
            end = line.x + caret.x(name, where, size) * shrink
            start = end - ui.measure(self.composing, size) * shrink
            pygame.draw.line(surface, ui.BUTTON_TEXT, (start, line.bottom - 2),
                             (end, line.bottom - 2), 2)
            return
        if self.replacing and name:
            mark = pygame.Rect(0, 0, min(ui.measure(name, size), r.w - 20) + 6, r.h - 8)
            mark.midleft = (at[0] - 3, r.centery)
            pygame.draw.rect(surface, ui.SELECT, mark, border_radius=3)
        else:
            name = ui.with_caret(name, self.caret_at)
        ui.text(surface, name, size, at, ui.BUTTON_TEXT, "midleft", max_width=r.w - 20)


def _pastes(event: pygame.event.Event) -> bool:
    """Ctrl+V (⌘V on a Mac) or Shift+Insert."""
    if event.key == pygame.K_v:
        return bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
    return event.key == pygame.K_INSERT and bool(event.mod & pygame.KMOD_SHIFT)


def _marks_kept(before: str, text: str) -> str:
    """`text`, typed after `before`, without the marks nothing shows (a zero-width space, a
    direction mark), which go quietly, but for those that make an emoji (`glyphs.kept_mark`:
    the selector in ❤️, the joiner in 👩‍💻)."""
    words, out = before + text, ""
    for i in range(len(before), len(words)):
        if not ui.invisible(words[i]) or glyphs.kept_mark(words, i, (before + out)[-1:], True):
            out += words[i]
    return out


def _tidied(name: str, at: int) -> tuple[str, int]:
    """`name` after an edit without the marks that no longer make an emoji, and the caret
    `at` where it was among the letters kept, between two of them: a joiner typed after 😀
    waits at the end for the emoji it is to join, and goes once something else is typed or
    the caret moves on."""
    kept, moved = "", at
    for i, ch in enumerate(name):
        if not ui.invisible(ch) or glyphs.kept_mark(name, i, kept[-1:], at == len(name)):
            kept += ch
        elif i < at:
            moved -= 1
    # what was typed may have joined the letter after it (a skin tone, a joiner before an
    # emoji): the caret goes after the whole
    return kept, next(stop for stop in caret.stops(kept) if stop >= moved)

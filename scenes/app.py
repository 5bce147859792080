"""The program's window and main loop: a stack of scenes, resizing, fullscreen, settings."""

from __future__ import annotations

import contextlib
import os
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import replace
from importlib import resources
from typing import Any

import pygame

from scenes import screens, storage, words
from scenes.base import Scene, ScreenName
from scenes.drawing import ui
from scenes.drawing.cardart import CardArt
from scenes.sound import Sounds

MIN_SIZE = (1024, 600)
DESKTOP_SHARE = 0.9  # of the desktop's height a new window may take
FIRST_SHARE = 2 / 3  # of the desktop each way for the very first window: 1280x720 on 1080p
MAX_SIZE = (7680, 4320)
TITLE = "Rummy Parlor"
FPS = 60
# With nothing moving and no input for AWAKE seconds the loop naps until an event comes, or
# IDLE_WAIT seconds at most, and draws nothing new: an idle table drew 60 frames a second for
# nothing, using most of a core. It looks for input every IDLE_POLL seconds: pygame's
# event.wait polls inside SDL and cost 3.5 % of a core under Xvfb, these naps 0.4 %.
AWAKE = 1.0
IDLE_WAIT = 0.5
IDLE_POLL = 0.02
# A held key repeats (after REPEAT_DELAY ms, every REPEAT_EVERY ms) only where that moves or
# erases: along a hand or a list, a page at a time, a name's letters. A held D draws once and a
# held X discards once, however long the key stays down (held letters typed into a name repeat
# anyway: the system sends those as text).
REPEAT_DELAY, REPEAT_EVERY = 400, 35
REPEATING = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
                       pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_BACKSPACE))


class App:
    """Owns the window (or an off-screen surface), the settings and the scene stack; opens
    screens by name for the scenes (scenes.base.Host is what they may ask of it)."""

    def __init__(self, size: tuple[int, int] | None = None, window: bool = True) -> None:
        pygame.display.init()
        pygame.font.init()
        # Bots think in a thread; a short switch interval keeps a frame from waiting on it.
        sys.setswitchinterval(0.001)
        self.settings, problem = storage.load_settings()
        self.settings_seen = replace(self.settings)  # as last read or saved: see save_settings
        self.stats, stats_problem = storage.load_stats()
        # shown on the title screen, one line each, as either file may have been set aside
        self.notice = "\n".join(p for p in (problem, stats_problem) if p) or None
        self.settings_problem: str | None = None  # why the last change could not be kept
        # settings the file held that could not be used, told until the file is rewritten
        self.settings_odd = problem if isinstance(problem, storage.OddSettings) else None
        self.window = window
        self.caption = TITLE
        self.size = size or storage.load_window_size() or (
            _first_size() if window else storage.DEFAULT_SIZE)
        if window:
            self.size = _on_screen(self.size)
            # a screen too small for the smallest window (a netbook's 1024x600, a 7-inch
            # 800x480) is filled, rather than left with the table's foot below its edge
            room = _on_screen(MAX_SIZE)  # (0, 0) from a display that cannot tell: unknown
            self.settings.fullscreen |= all(room) and (room[0] < MIN_SIZE[0]
                                                       or room[1] < MIN_SIZE[1])
        self.size = (max(MIN_SIZE[0], self.size[0]), max(MIN_SIZE[1], self.size[1]))
        if window:
            self.screen = self._open_window(self.settings.fullscreen)
        else:
            self.screen = pygame.Surface(self.size)
        self.art = CardArt()
        self.sounds = Sounds()
        self.apply_settings()
        self.stack: list[Scene] = []
        self.running = True
        self.clock = pygame.time.Clock()
        self.last_input = self.stepped = time.perf_counter()
        self.cursor = pygame.SYSTEM_CURSOR_ARROW
        self.keys_down: set[int] = set()  # to tell a held key's repeats from a new press
        pygame.key.set_repeat(REPEAT_DELAY, REPEAT_EVERY)

    # -- window ------------------------------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        pygame.display.set_caption(self.caption)
        with resources.as_file(resources.files("assets") / "icons" / "rummy-parlor-64.png") as p:
            pygame.display.set_icon(pygame.image.load(str(p)))
        desktop = pygame.display.get_desktop_sizes()[0]
        # opened at the screen's size when it is to fill it: smaller than the window's
        # smallest, a window of that would hang off the screen (without a window manager)
        screen = pygame.display.set_mode(desktop if fullscreen else self.size, pygame.RESIZABLE)
        if fullscreen:
            self._fill_screen(True)
            screen = pygame.display.get_surface() or screen
        elif (window := _display_window()) is not None:
            window.minimum_size = MIN_SIZE  # see `resized`
        return screen

    def _fill_screen(self, full: bool) -> None:
        """The same window fills the screen, or is given back where it was, at its size
        (set_mode would make a new window, which flickers and lands elsewhere). Full screen
        takes the screen's size even below the window's smallest, rather than run off it."""
        window = _display_window()
        if window is None:  # a pygame without it: a new window each way
            if full:
                pygame.display.set_mode(pygame.display.get_desktop_sizes()[0], pygame.FULLSCREEN)
            else:
                pygame.display.set_mode(self.size, pygame.RESIZABLE)
        elif full:
            window.minimum_size = (1, 1)
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
            window.minimum_size = MIN_SIZE  # see `resized`
            window.size = self.size  # as it was last given, should the manager forget

    def call_attention(self) -> None:
        """The table waits for a person while the window is in the background (the computer
        played on while they looked elsewhere): its entry in the task bar asks for attention
        until the window is brought forward."""
        if not self.window or pygame.key.get_focused():
            return
        window = _display_window()
        if window is not None:
            with contextlib.suppress(pygame.error):  # a system that cannot flash a window
                window.flash(pygame.FLASH_UNTIL_FOCUSED)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if self.window:
            self._fill_screen(self.settings.fullscreen)
            self.screen = pygame.display.get_surface() or self.screen
        self.save_settings()

    def resized(self, size: tuple[int, int]) -> None:
        """The window was resized: below the smallest size the table is laid out for, it is
        put back to that size (not at full screen, which is the screen's size)."""
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        if self.window and (w, h) != tuple(size) and not self.settings.fullscreen:
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        elif self.window:
            self.screen = pygame.display.get_surface() or self.screen
        else:
            self.screen = pygame.Surface((w, h))
        if not self.settings.fullscreen and self.window:
            self.size = (w, h)  # where leaving full screen (F11) comes back to
            with contextlib.suppress(OSError):
                storage.save_window_size((w, h))

    def apply_settings(self) -> None:
        self.art.four_colour = self.settings.four_colour
        ui.use_four_colour(self.settings.four_colour)
        self.art.back_name = self.settings.back
        self.sounds.volume = self.settings.volume / 100

    def save_settings(self) -> None:
        """Keep the settings for next time; when that fails they still hold for this run,
        and Settings and the title say why (until a later save succeeds). Settings changed
        meanwhile in another window are kept too, and taken up here (but for full screen,
        which is each window's own)."""
        try:
            kept = storage.save_settings(self.settings, self.settings_seen)
        except OSError as exc:
            why = exc.strerror or exc  # the system's words, without "[Errno 28]"
            if exc.filename and exc.strerror:
                why = f"{exc.filename}: {exc.strerror}"
            self.settings_problem = words.SAY["settings-unsaved"].format(why=why)
            self.notice = self.settings_problem
            return
        for told in (self.settings_problem, self.settings_odd):  # no longer true once saved
            if told and self.notice:
                self.notice = "\n".join(n for n in self.notice.split("\n") if n != told) or None
        self.settings_problem = self.settings_odd = None
        self.settings_seen = replace(kept)  # a copy: self.settings may be `kept` itself
        if kept != replace(self.settings, fullscreen=kept.fullscreen):
            self.settings = replace(kept, fullscreen=self.settings.fullscreen)
            self.apply_settings()

    def refresh_stats(self) -> None:
        """Read the statistics again, for another window may have counted a match since this
        one read them (its count would be lost at this one's next save). Should the file
        have been spoilt since, what this window knew stands, and goes in the fresh file that
        takes its place (where one can), and the title says why."""
        stats, problem = storage.load_stats()
        if problem is None:
            self.stats = stats
            return
        with contextlib.suppress(OSError):  # as after a match: the count is not worth a crash
            storage.save_stats(self.stats)
        if problem not in (self.notice or "").split("\n"):
            self.notice = "\n".join(n for n in (self.notice, problem) if n)

    # -- scenes --------------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)

    def pop(self) -> None:
        if self.stack:
            self.stack.pop()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop()
        self.stack.append(scene)

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start again from `scene` (the title, usually)."""
        self.stack = [scene]

    def make(self, name: ScreenName, **details: Any) -> Scene:
        """The screen called `name`, built from `details` (see scenes.screens)."""
        return screens.make(self, name, **details)

    def open(self, name: ScreenName, **details: Any) -> Scene:
        """Open the screen called `name` over the others."""
        return self._opened(self.push, self.make(name, **details))

    def swap(self, name: ScreenName, **details: Any) -> Scene:
        """Open the screen called `name` in the top scene's place."""
        return self._opened(self.replace, self.make(name, **details))

    def go(self, name: ScreenName, **details: Any) -> Scene:
        """Leave every scene for the screen called `name`."""
        return self._opened(self.reset, self.make(name, **details))

    def open_over_title(self, name: ScreenName, **details: Any) -> Scene:
        """Leave every scene but the title and open the screen called `name` over it (a new
        title if the bottom scene is not one). The screen is built first: should that fail
        (a save that cannot be read), the scenes stay as they were."""
        scene = self.make(name, **details)
        bottom = self.stack[0] if self.stack and self.stack[0].home else None
        self.reset(bottom or self.make("title"))
        return self._opened(self.push, scene)

    def _opened(self, put: Callable[[Scene], None], scene: Scene) -> Scene:
        put(scene)
        scene.opened()
        return scene

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            held = event.key in self.keys_down
            self.keys_down.add(event.key)
            if held and event.key not in REPEATING:
                return
        elif event.type == pygame.KEYUP:
            self.keys_down.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:  # the keys' release goes to another window
            self.keys_down.clear()
        if event.type == pygame.QUIT or _quit_key(event):
            self.running = False
        elif event.type == pygame.VIDEORESIZE:
            self.resized(event.size)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif self.top is not None:
            self.top.handle(self.placed(event, self.top))
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP) and self.top is not None:
            self.set_cursor(self.top.cursor_at(self.placed(event, self.top).pos))

    def page(self, scene: Scene, size: tuple[int, int] | None = None) -> pygame.Rect:
        """Where `scene` is drawn in a window of `size` (this one's): see `ui.page_of`."""
        size = size or self.screen.get_size()
        if scene.longest is None:
            return pygame.Rect((0, 0), size)
        return ui.page_of(size, scene.longest)

    def canvas(self, scene: Scene, target: pygame.Surface | None = None) -> pygame.Surface:
        """What `scene` draws on: the window (or `target`), or its page of it."""
        target = target or self.screen
        page = self.page(scene, target.get_size())
        return target if page.size == target.get_size() else target.subsurface(page)

    def placed(self, event: pygame.event.Event, scene: Scene) -> pygame.event.Event:
        """`event` as `scene` takes it: the pointer's position on the scene's page."""
        x, y = self.page(scene).topleft
        if (x, y) == (0, 0) or not hasattr(event, "pos"):
            return event
        return pygame.event.Event(event.type, {**event.dict,
                                               "pos": (event.pos[0] - x, event.pos[1] - y)})

    def set_cursor(self, cursor: int) -> None:
        """Change the mouse cursor when it must (a display without cursors keeps its own)."""
        if cursor != self.cursor:
            self.cursor = cursor
            with contextlib.suppress(pygame.error):
                pygame.mouse.set_cursor(cursor)

    def update(self, dt: float) -> None:
        if self.top is not None:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface | None = None) -> None:
        target = surface or self.screen
        first = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                first = i
                break
        for scene in self.stack[first:]:
            canvas = self.canvas(scene, target)
            if canvas is not target and scene.opaque:
                ui.felt(target)  # beside the page
            scene.draw(canvas)

    def idle(self, now: float) -> bool:
        """Nothing moves on its own and no input came lately: no need for 60 frames a second."""
        top = self.top
        return now - self.last_input >= AWAKE and not (top is not None and top.busy)

    def events(self) -> list[pygame.event.Event]:
        """The input waiting; when idle and there is none, nap until some comes (or a while:
        a scene that starts to move on its own is caught within IDLE_WAIT)."""
        events = pygame.event.get()
        now = time.perf_counter()
        if not events and self.idle(now):
            while not events and time.perf_counter() - now < IDLE_WAIT:
                time.sleep(IDLE_POLL)
                events = pygame.event.get()
        if events:
            self.last_input = time.perf_counter()
        return events

    def title_window(self) -> None:
        """The window's title names the game while a match is open (in the task bar too):
        "Gin Rummy — Rummy Parlor"."""
        named = next((c for scene in reversed(self.stack) if (c := scene.caption)), None)
        caption = f"{named} — {TITLE}" if named else TITLE
        if caption != self.caption:
            self.caption = caption
            if self.window:
                pygame.display.set_caption(caption)

    def step(self) -> bool:
        """One pass of the loop: input, the time since the last pass, and a new picture unless
        an idle wait ended with nothing to show (the window keeps its last one; a window the
        desktop uncovers sends an event, which is drawn for). Returns whether it drew."""
        events = self.events()
        for event in events:
            self.handle(event)
        self.title_window()
        now = time.perf_counter()
        awake = not self.idle(now)  # input came lately, or the scene moves
        self.update(min(0.1, now - self.stepped))
        self.stepped = now
        # drawn if awake before this update (an animation's last frame) or after it
        if not self.stack or (self.idle(now) and not awake):
            return False
        self.draw()
        if self.window:
            pygame.display.flip()
        return True

    def run(self) -> None:
        self.stepped = time.perf_counter()
        while self.running and self.stack:
            self.step()
            self.clock.tick(FPS)


def _quit_key(event: pygame.event.Event) -> bool:
    """Ctrl+Q (⌘Q on a Mac): quit as closing the window does, on any screen (a match in play
    is saved after every move)."""
    return event.type == pygame.KEYDOWN and event.key == pygame.K_q \
        and bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))


def _first_size() -> tuple[int, int]:
    """The first window's size, before it was ever resized: a share of the desktop, so that
    the table looks as large on a 4K screen (2560x1440) as on a 1080p one (1280x720)."""
    desktops = pygame.display.get_desktop_sizes()
    if not desktops:
        return storage.DEFAULT_SIZE
    w, h = desktops[0]
    return round(w * FIRST_SHARE), round(h * FIRST_SHARE)


def _on_screen(size: tuple[int, int]) -> tuple[int, int]:
    """A window size that fits the desktop, leaving room for a title bar and a task bar: a
    size saved on a bigger monitor (or the default on a 1366x768 laptop) would otherwise put
    the bottom of the table out of reach."""
    desktops = pygame.display.get_desktop_sizes()
    if not desktops:
        return size
    w, h = desktops[0]
    return min(size[0], w), min(size[1], int(h * DESKTOP_SHARE))


def _display_window() -> pygame.Window | None:
    """The window set_mode made, for what the display module cannot do: going full screen
    and back without a new window, and asking the window manager to stop a resize at the
    smallest size the table is laid out for (rather than let the window shrink and then put
    it back, a flicker; `resized` still puts it back where the request is not honoured).
    None from a pygame-ce that no longer offers it (it is deprecated): the program then
    does without."""
    with warnings.catch_warnings():  # pygame-ce would have the display drawn through its
        warnings.simplefilter("ignore", DeprecationWarning)  # Window too; only these are used
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None


def _no_screen() -> bool:
    """Finding no display (an SSH session, a console), SDL falls back to drawing off screen,
    and the program had run on unseen until killed. Only a driver asked for by name
    (SDL_VIDEODRIVER=dummy, as the tests and the packaging check do) may draw nowhere."""
    try:
        pygame.display.init()
    except pygame.error:
        return False  # said by App's own attempt
    return pygame.display.get_driver() in ("offscreen", "dummy") \
        and not os.environ.get("SDL_VIDEODRIVER")


def run() -> int:
    """Open the window at the title screen."""
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "rummy-parlor")
    # A click into the window while another has the focus acts, as in other desktop programs;
    # SDL's own default (on X11 and macOS) spends it on taking the focus, so the first click
    # on a pile or a button seemed lost.
    os.environ.setdefault("SDL_MOUSE_FOCUS_CLICKTHROUGH", "1")
    if _no_screen():
        print("rummy-parlor: cannot open a window (no display found; `rummy-parlor --help` "
              "lists the commands that need none)", file=sys.stderr)
        return 1
    try:
        app = App()
    except pygame.error as exc:  # no display, no usable video driver
        print(f"rummy-parlor: cannot open a window ({exc})", file=sys.stderr)
        return 1
    except (OSError, ValueError, KeyError) as exc:  # art or layouts missing or damaged
        print(f"rummy-parlor: the installation is damaged ({exc!r}); reinstall it",
              file=sys.stderr)
        return 1
    # The felt at once: the title looks through the saves first, which takes seconds the
    # first time a new version meets hundreds of them (scenes.save_index), and the window
    # stayed black meanwhile.
    ui.felt(app.screen)
    pygame.display.flip()
    try:
        app.go("title")
        app.run()
    except Exception as exc:  # a bug of ours: said and reported, never a vanished window
        from scenes.menus import crash

        crash.show(app, exc)
        pygame.quit()
        return 1
    pygame.quit()
    return 0

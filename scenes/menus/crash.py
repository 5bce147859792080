"""When the program itself fails: a report in the state folder, and a last screen that says
so, rather than a window that vanishes without a word (an installed program has no terminal
to show a traceback in). Every move is saved as it is made, so a match in play is kept."""

from __future__ import annotations

import contextlib
import platform
import sys
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import __version__
from scenes import storage, words
from scenes.drawing import ui
from scenes.menus.button_scene import ButtonScene

if TYPE_CHECKING:
    from scenes.base import Host

KEPT = 10  # reports kept, newest first: enough to send one, never a folder that only grows


def reports() -> Path:
    return storage.dirs().state / "crash-reports"


def write_report(exc: BaseException, app: Host) -> Path:
    """The error, where the program stood and what it runs on, in a new file; the older
    reports past KEPT go. OSError if it cannot be written."""
    folder = reports()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"crash-{stamp}.txt"
    n = 2
    while path.exists():
        path = folder / f"crash-{stamp}-{n}.txt"
        n += 1
    lines = [f"Rummy Parlor {__version__}, {time.strftime('%Y-%m-%d %H:%M:%S')}",
             f"Python {platform.python_version()}, pygame-ce {pygame.version.ver}, "
             f"{platform.platform()}",
             f"Window {app.screen.get_width()}x{app.screen.get_height()}, "
             f"scenes: {' > '.join(type(s).__name__ for s in app.stack)}"]
    save = match_save(app)
    if save is not None:
        lines.append(f"Match in play: {save.name}")
    lines += ["", *traceback.format_exception(exc)]
    text = "\n".join(line.rstrip("\n") for line in lines) + "\n"
    # half of a surrogate pair (from a save's name, or a file name not in UTF-8) has no UTF-8:
    # written escaped, or the report itself would fail
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    home = str(Path.home())
    if len(home) > 1:  # a report may be sent on: it need not name the person's own folder
        text = text.replace(home, "~")
    storage.write_text(path, text)
    with contextlib.suppress(OSError):  # the report is written: tidying may wait
        for old in sorted(folder.glob("crash-*.txt"), key=lambda p: p.stat().st_mtime_ns,
                          reverse=True)[KEPT:]:
            old.unlink(missing_ok=True)
    return path


def match_save(app: Host) -> Path | None:
    """The save of the match at the table, if one is open."""
    return next((path for s in reversed(app.stack) if (path := s.save_path) is not None), None)


def said(exc: BaseException, report: Path | None, why: str | None) -> str:
    """The line for the terminal, if there is one."""
    where = f"the report is in {report}" if report else f"no report could be written ({why})"
    return f"rummy-parlor: an unexpected error stopped the program ({type(exc).__name__}); {where}"


class CrashScene(ButtonScene):
    """The last screen: what happened, that the match is kept, where the report is; Close
    (or Enter, Esc, the window's own close) ends the program."""

    back_key = "close"

    def __init__(self, app: Host, report: Path | None, why: str | None, saved: bool) -> None:
        super().__init__(app)
        paragraphs = [words.SAY["crash"]]
        if saved:
            paragraphs.append(words.SAY["crash-saved"])
        paragraphs.append(words.SAY["crash-report"] if report
                          else words.SAY["crash-no-report"].format(why=why))
        self.paragraphs = paragraphs
        self.report = report

    def layout(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        close = ui.Button("close", words.BUTTONS["close"], accent=True)
        close.rect = pygame.Rect(0, 0, int(190 * s), int(48 * s))
        close.rect.bottomright = (w - int(40 * s), h - int(30 * s))
        self.buttons = [close]
        self.focus = 0

    def pressed(self, key: str) -> None:
        self.app.running = False

    def draw(self, surface: pygame.Surface) -> None:
        s = self.draw_page(surface, words.SAY["crash-title"])
        size = 24 * s
        width = min(surface.get_width() - 80 * s, 900 * s)  # lines short enough to read
        y = 110 * s
        for paragraph in self.paragraphs:
            for line in ui.wrap(paragraph, size, width):
                ui.text(surface, line, size, (int(40 * s), int(y)))
                y += size * 1.35
            y += size * 0.8
        if self.report is not None:  # on a line of its own, to be found or copied
            ui.text(surface, str(self.report), 20 * s, (int(40 * s), int(y - size * 0.6)),
                    ui.GOLD, max_width=surface.get_width() - 80 * s)
        self.draw_buttons(surface)


def show(app: Host, exc: BaseException) -> None:
    """Report `exc`, say so on the terminal and in the window until the player closes it.
    A failure here (the window itself may be what broke) leaves just the terminal's line."""
    report, why = None, None
    try:
        report = write_report(exc, app)
    except OSError as err:
        why = err.strerror or str(err)
    print(said(exc, report, why), file=sys.stderr)
    with contextlib.suppress(Exception):  # failing again: the report and the line must do
        app.reset(CrashScene(app, report, why, match_save(app) is not None))
        app.running = True
        app.last_input = time.perf_counter()  # awake: an idle loop would not draw it
        app.run()

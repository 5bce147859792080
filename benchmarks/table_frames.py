"""Frame times of the table, and how long the program takes to show its first frame.

    python benchmarks/table_frames.py [--frames 600] [--rounds 3] [--size 1080x1920]

1. An 8-player Pay Me table (3 decks) at 1280x720, the last hand (13 cards each) being dealt and
   then played by bots at normal animation speed, bots thinking in their thread as in the app:
   milliseconds per frame (update + draw), median, p99 and max. Goal: p99 <= 8 ms.
   `--size` measures another window too, in the same run (a portrait one takes its own
   layout, with larger cards).
2. Start to first frame: a fresh `python` process opening the window (dummy video driver) and
   drawing the title screen. Goal: < 1 s.
3. An idle table (the person's turn, nothing moving) run by the app's own loop: the share of
   a core it uses, against the same loop drawing every frame (the reference, as the app did
   before it slept when idle). Goal: under 5 %.

No display is needed (SDL's dummy driver); the numbers are the drawing cost, not the screen's.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("RUMMY_PARLOR_HOME", "/tmp/rummy-parlor-bench")

from game.api import new_match
from game.bots import bot_seed, make_bot
from game.match import Seat

FIRST_FRAME = """
import time, sys
start = float(sys.argv[1])
from scenes.app import App
from scenes.menus.title import TitleScene
import pygame
app = App((1280, 720))
app.push(TitleScene(app))
app.draw()
pygame.display.flip()
print(time.time() - start)
"""


def last_hand(seed: int):  # type: ignore[no-untyped-def]
    """An 8-player Pay Me match played by easy bots up to the deal of its 11th hand."""
    seats = [Seat("You" if i == 0 else f"Bot {i}", None if i == 0 else "normal")
             for i in range(8)]
    match = new_match("pay-me", None, seats, seed)
    bots = [make_bot("easy", bot_seed(seed, i)) for i in range(8)]
    while match.hand_number < 11:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    return match


def frame_times(frames: int, seed: int, size: tuple[int, int] = (1280, 720)) -> list[float]:
    from scenes.app import App
    from scenes.menus.title import TitleScene
    from scenes.table.scene import TableScene
    from scenes.table.session import Session

    app = App(size)  # a real display surface (SDL's dummy driver), as people get
    app.settings.speed = "normal"
    app.sounds.volume = 0
    app.push(TitleScene(app))
    match = last_hand(seed)
    # every seat a bot, so the table keeps dealing, drawing and discarding
    match.seats = tuple(Seat(s.name, "normal") for s in match.seats)
    table = TableScene(app, Session(match), dealt=True)
    table.executor = ThreadPoolExecutor(1)  # as in a window: bots think beside the drawing
    app.push(table)
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        app.update(1 / 60)
        app.draw()
        times.append((time.perf_counter() - t0) * 1000)
        spent = time.perf_counter() - t0
        if spent < 1 / 60:
            time.sleep(1 / 60 - spent)  # a real frame rate, so bots get their thread time
        if app.top is not table:  # the hand ended: keep animating the table
            app.stack = app.stack[:2]
            table.resume()
    table.executor.shutdown(wait=True)
    return times


def idle_cpu(seconds: float, sleeps: bool) -> float:
    """Share of a core the app's loop uses for `seconds` at a 2-player Gin table on the
    person's turn; `sleeps=False` keeps it awake (drawing at full rate) for comparison."""
    import pygame

    from scenes.app import App
    from scenes.table.scene import TableScene
    from scenes.table.session import Session

    app = App((1280, 720))
    app.sounds.volume = 0
    seats = [Seat("You", None), Seat("Bot", "normal")]
    match = new_match("gin", None, seats, 3)
    while match.pending()[0].seat != 0:
        match.apply(make_bot("normal", 0).choose(match.view(match.pending()[0].seat)))
    app.push(TableScene(app, Session(match), dealt=True))
    if not sleeps:
        app.idle = lambda now: False  # type: ignore[method-assign]
    pygame.time.set_timer(pygame.QUIT, 2000, loops=1)
    app.run()  # the first seconds: the cards settle, the loop goes to sleep
    app.running, app.last_input = True, float("-inf")  # the Quit was not a person's input
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    wall, cpu = time.perf_counter(), time.process_time()
    app.run()
    return (time.process_time() - cpu) / (time.perf_counter() - wall)


def first_frame() -> float:
    start = time.time()
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME, str(start)], capture_output=True,
                         text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--idle-seconds", type=float, default=6.0)
    parser.add_argument("--size", help="also measure a window of this size, e.g. 1080x1920")
    args = parser.parse_args()
    sizes = [(1280, 720)]
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
        except ValueError:
            parser.error(f"--size is WIDTHxHEIGHT, not '{args.size}'")
        sizes.append((w, h))
    p99s: dict[tuple[int, int], list[float]] = {size: [] for size in sizes}
    medians: dict[tuple[int, int], list[float]] = {size: [] for size in sizes}
    for r in range(args.rounds):
        for size in sizes:  # the sizes take turns, so a slow spell falls on both alike
            times = sorted(frame_times(args.frames, seed=r + 1, size=size))
            medians[size].append(statistics.median(times))
            p99s[size].append(times[int(len(times) * 0.99) - 1])
            print(f"round {r + 1} at {size[0]}x{size[1]}: median {medians[size][-1]:.2f} ms, "
                  f"p99 {p99s[size][-1]:.2f} ms, max {times[-1]:.2f} ms over {len(times)} "
                  f"frames", flush=True)
    for size in sizes:
        print(f"8-player Pay Me table at {size[0]}x{size[1]}, dealing and playing: median "
              f"{statistics.median(medians[size]):.2f} ms, p99 "
              f"{statistics.median(p99s[size]):.2f} ms (goal <= 8 ms)")
    starts = [first_frame() for _ in range(args.rounds)]
    print(f"start to first frame: median {statistics.median(starts):.2f} s (goal < 1 s)")
    idle = [idle_cpu(args.idle_seconds, True) for _ in range(args.rounds)]
    awake = [idle_cpu(args.idle_seconds, False) for _ in range(args.rounds)]
    print(f"idle table, share of a core: median {statistics.median(idle):.1%} sleeping when "
          f"idle, {statistics.median(awake):.1%} drawing every frame (goal < 5 %)")


if __name__ == "__main__":
    main()

"""The `rummy-parlor` command: the card table's window (what no command, or `play`, opens),
`screenshot`, and the headless commands of game.cli. pygame is imported only by what draws, so
the headless commands start as fast as `python -m game` does."""

from __future__ import annotations

import argparse
import sys

from game import cli
from game.errors import UnknownGame
from game.games import GAMES, find_game
from game.rules import seats_problem


def add_commands(sub: cli.Subcommands) -> None:
    """The commands that draw the table, beside the headless ones."""
    shot = sub.add_parser("screenshot", help="render a scene of the table to a PNG, no window")
    shot.add_argument("--scene", required=True, help="title, new-game, table, summary, scores, "
                      "rules, settings or stats")
    shot.add_argument("--game", default="pay-me", help=f"one of: {', '.join(GAMES)}")
    shot.add_argument("--preset", help="a preset of the game (e.g. classic)")
    shot.add_argument("--players", type=int,
                      help="seats at the table (default 4, or as many as the game seats)")
    shot.add_argument("--seed", type=int, default=1, help="seed of the match")
    shot.add_argument("--actions", type=int, default=0,
                      help="decisions played by bots before the picture")
    shot.add_argument("--size", default="1280x720", help="WIDTHxHEIGHT (default 1280x720)")
    shot.add_argument("--four-colour", action="store_true", help="the four-colour deck")
    shot.add_argument("--out", required=True, help="the PNG file to write")


def cmd_screenshot(args: argparse.Namespace) -> int:
    game = find_game(args.game)
    if args.players is None:
        args.players = min(max(4, game.players[0]), game.players[1])
    try:  # a wrong preset, or seats the preset does not take, before anything is drawn
        seats = game.build(*game.resolve(args.preset, {})).players
    except UnknownGame as exc:
        raise cli.UsageError(str(exc)) from None
    if problem := seats_problem(game.name, seats, args.players):
        raise cli.UsageError(problem)
    try:
        from scenes.screenshot import ScreenshotError, parse_size, render, save_png
    except ImportError as exc:  # pygame-ce missing: the table is not installed
        raise cli.UsageError(f"the table cannot be drawn here ({exc})") from None
    try:
        size = parse_size(args.size)
        surface = render(args.scene, game.id, args.players, args.seed, args.actions, size,
                         args.four_colour, args.preset)
        save_png(surface, args.out)
    except ScreenshotError as exc:
        raise cli.UsageError(str(exc)) from None
    print(args.out)
    return 0


def play() -> int:
    """Open the table (the pygame scenes), when installed."""
    try:
        from scenes.app import run
    except ImportError as exc:
        print(f"rummy-parlor: the card table cannot start ({exc}); "
              "`rummy-parlor --help` lists the headless commands", file=sys.stderr)
        return 1
    return int(run())


def table() -> cli.Table:
    """The card table's part of the command line."""
    # `play` is looked up when called, so that a test may stand in for the window
    return cli.Table(play=lambda: play(), add_commands=add_commands,
                     commands={"screenshot": cmd_screenshot})


def main(argv: list[str] | None = None) -> int:
    """The whole program's command line (`rummy-parlor`)."""
    return cli.main(argv, table())

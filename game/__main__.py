"""`python -m game` runs the headless commands of `rummy-parlor` (solve, simulate, replay);
the table opens with `rummy-parlor` itself, or `python -m scenes`."""

import sys

from game.cli import main

sys.exit(main())

"""`python -m game` runs the same command as `rummy-parlor`."""

import sys

from game.cli import main

sys.exit(main())

"""`python -m scenes` runs the same command as `rummy-parlor`: the table, and every command."""

import sys

from scenes.main import main

sys.exit(main())

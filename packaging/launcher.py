"""The bundle's entry point: the same `rummy-parlor` command as a pip install gives."""

import sys

from scenes.main import main

if __name__ == "__main__":
    sys.exit(main())

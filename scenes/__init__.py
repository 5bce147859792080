"""The pygame-ce table: scenes, sprites and layouts (nothing here is imported by game/)."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on stdout

"""The card table: the scene where a match is played, what it draws and how, its mouse and
keys, and the screens over it (hand-over, a hand's summary, the score sheet, the moves)."""

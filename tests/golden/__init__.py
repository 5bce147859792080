"""Golden playthroughs: seeded bot matches of every game, with a digest of every seat's view
after every action (written by `python -m tests.golden.make`, checked by tests/test_golden.py).
"""

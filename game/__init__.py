"""Rummy Parlor's rules engine: pure, deterministic, no pygame and no I/O."""

__version__ = "0.1.0"

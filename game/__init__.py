"""Rummy Parlor's rules engine: pure, deterministic, no pygame and no I/O."""

__version__ = "0.1.0"


def engine_build() -> str:
    """"compiled" when the engine runs as C extensions built by mypyc (see setup.py), else
    "python". Both play exactly the same matches; the compiled one is faster."""
    from game.match import Match

    return "python" if hasattr(Match.apply, "__code__") else "compiled"

"""The engine's exception types; each carries a message a player can read."""


class RummyError(ValueError):
    """Base of every error the engine raises on purpose."""


class IllegalAction(RummyError):
    """An action that the rules do not allow now; str() is the reason, in words, and `key`
    names the reason (see game/messages.py)."""

    def __init__(self, reason: str, key: str = ""):
        super().__init__(reason)
        self.key = key


class NotationError(RummyError):
    """Card text that cannot be read."""


class UnknownGame(RummyError):
    """A game id, preset or option the registry does not know."""


class RecordError(RummyError):
    """A save file that is corrupt, truncated, foreign or from an unknown version."""

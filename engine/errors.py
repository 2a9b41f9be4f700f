"""Typed errors of the game engine. Every message is written to be shown to a player as is."""

QUOTE_LIMIT = 40
"""How much of a player's own text an error message quotes back."""


def quote_input(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` as quoted in a message: cut with an ellipsis, so no message grows with input.

    Chat platforms cap message length (Discord: 2,000 characters) and a refusal that quotes a
    6,000-character option would itself be refused.
    """
    return text if len(text) <= limit else text[: limit - 1] + "…"


class TttError(Exception):
    """Base class of every error the engine raises on bad input."""


class InvalidBoardError(TttError, ValueError):
    """A position that no legal game can reach, or text that is not a board."""


class IllegalMoveError(TttError, ValueError):
    """A move that the rules do not allow in this position."""


class CellOutOfRangeError(IllegalMoveError):
    """A cell number outside 1–9."""


class CellOccupiedError(IllegalMoveError):
    """A move on a cell that already holds a mark."""


class GameOverError(IllegalMoveError):
    """A move after the game has ended."""


class CellParseError(TttError, ValueError):
    """Text that does not name a cell."""


class UnknownAgentError(TttError, LookupError):
    """An agent name that the registry does not know."""


class WeightsError(TttError, ValueError):
    """A weights file that is missing, corrupt, truncated or of the wrong shape."""

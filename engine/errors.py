"""Typed errors of the game engine. Every message is written to be shown to a player as is.

Each error a player can meet has a stable ``key`` (kebab-case of its class name without
``Error``) by which the fronts look up its translations.
"""

from typing import Any, ClassVar, TypeVar

QUOTE_LIMIT = 40
"""How much of a player's own text an error message quotes back."""


def quote_input(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` as quoted in a message: cut with an ellipsis, so no message grows with input.

    Chat platforms cap message length (Discord: 2,000 characters) and a refusal that quotes a
    6,000-character option would itself be refused.
    """
    return text if len(text) <= limit else text[: limit - 1] + "…"


E = TypeVar("E", bound=BaseException)


def with_params(error: E, **params: Any) -> E:
    """``error`` carrying ``params``: what a translation of its message needs (the cell, the
    game's number, whose turn it is), while ``str(error)`` stays the English sentence."""
    error.params = params  # type: ignore[attr-defined]
    return error


class TttError(Exception):
    """Base class of every error the engine raises on bad input."""


class InvalidBoardError(TttError, ValueError):
    """A position that no legal game can reach, or text that is not a board."""

    key: ClassVar[str] = "invalid-board"


class IllegalMoveError(TttError, ValueError):
    """A move that the rules do not allow in this position."""

    key: ClassVar[str] = "illegal-move"


class CellOutOfRangeError(IllegalMoveError):
    """A cell number outside 1–9."""

    key: ClassVar[str] = "cell-out-of-range"


class CellOccupiedError(IllegalMoveError):
    """A move on a cell that already holds a mark."""

    key: ClassVar[str] = "cell-occupied"


class GameOverError(IllegalMoveError):
    """A move after the game has ended."""

    key: ClassVar[str] = "game-over"


class CellParseError(TttError, ValueError):
    """Text that does not name a cell."""

    key: ClassVar[str] = "cell-parse"


class UnknownAgentError(TttError, LookupError):
    """An agent name that the registry does not know."""

    key: ClassVar[str] = "unknown-agent"


class WeightsError(TttError, ValueError):
    """A weights file that is missing, corrupt, truncated or of the wrong shape."""

    key: ClassVar[str] = "weights"

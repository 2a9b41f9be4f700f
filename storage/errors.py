"""Typed errors of the storage layer.

They are about data, not about players: the game service catches them and raises its own
player-facing errors (a :class:`VersionConflictError` becomes "the board changed").
"""

from __future__ import annotations


class StorageError(Exception):
    """Base class of every error the repositories raise on purpose."""


class VersionConflictError(StorageError):
    """A guarded write found the row at another version: someone else wrote first.

    Nothing of the refused write was stored.
    """

    def __init__(self, game_id: int, expected_version: int) -> None:
        super().__init__(
            f"game {game_id} is no longer at version {expected_version}; "
            "another write changed it first and nothing was written"
        )
        self.game_id = game_id
        self.expected_version = expected_version


class NotFoundError(StorageError, LookupError):
    """A row asked for by id does not exist."""


class GameNotFoundError(NotFoundError):
    pass


class ChallengeNotFoundError(NotFoundError):
    pass


class AgentVersionNotFoundError(NotFoundError):
    pass


class ChallengeStateError(StorageError):
    """A challenge was answered already (or expired) when another answer arrived."""

    def __init__(self, challenge_id: int, status: str) -> None:
        super().__init__(f"challenge {challenge_id} is {status}, not pending")
        self.challenge_id = challenge_id
        self.status = status


class AgentVersionConflictError(StorageError):
    """An agent version was recorded again with different weights."""

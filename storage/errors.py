"""Typed errors of the storage layer.

They are about data, not about players: the game service catches them and raises its own
player-facing errors (a :class:`VersionConflictError` becomes "the board changed").
"""

from __future__ import annotations

from datetime import datetime
from typing import Final


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


class SlotTakenError(StorageError):
    """A person already holds the one active-game slot of a channel (``active_slots``): the
    database refused a second game for them there. Nothing of the refused write was stored."""

    def __init__(self, user_id: str, game_id: int | None) -> None:
        super().__init__(f"player {user_id} is already playing game {game_id} in this channel")
        self.user_id = user_id
        self.game_id = game_id


class ChallengeCooldownError(StorageError):
    """The challenger challenged someone in this server at ``last_at``, within the cooldown."""

    def __init__(self, challenger_id: str, last_at: datetime) -> None:
        super().__init__(f"player {challenger_id} challenged someone at {last_at.isoformat()}")
        self.challenger_id = challenger_id
        self.last_at = last_at


class DuplicateChallengeStoredError(StorageError):
    """A pending challenge (``challenge_id``) between the same two people exists already."""

    def __init__(self, challenge_id: int) -> None:
        super().__init__(f"challenge {challenge_id} between the same two people is pending")
        self.challenge_id = challenge_id


class RematchTakenError(StorageError):
    """Rematch: finished game ``game_id`` has its one rematch already (``rematch_id``).
    Nothing of the refused write was stored."""

    def __init__(self, game_id: int, rematch_id: int | None) -> None:
        super().__init__(f"game {game_id} was rematched already (game {rematch_id})")
        self.game_id = game_id
        self.rematch_id = rematch_id


class AgentVersionConflictError(StorageError):
    """An agent version was recorded again with different weights."""


class DatabaseUnavailableError(StorageError):
    """The database could not be opened or migrated at start-up.

    ``str()`` is one line for a person running the bot: what failed, and why in the driver's
    own words (the chained exception keeps the details for a log).
    """


class DatabaseDamagedError(DatabaseUnavailableError):
    """The SQLite file fails its integrity check (``PRAGMA quick_check``): some of its pages
    are not what SQLite wrote. ``str()`` is one line saying so and what to do about it."""


class WriteUnconfirmedError(StorageError):
    """The connection to the database was lost after a write's COMMIT had been sent, before
    the server confirmed it: the write may have been kept or not, and nobody can tell until
    the database answers again. Raised instead of the driver's error (chained) so that nobody
    is told "nothing was changed" about a write that may be there."""

    def __init__(self, cause: str) -> None:
        super().__init__(f"the database connection was lost while committing: {cause}")


def database_outage(error: BaseException) -> bool:
    """Whether ``error`` says the database could not be used just now (a dropped connection, a
    server down or restarting, SQLite's lock held past the busy timeout) rather than that the
    code asked something wrong: then a person is told to try again in a moment (and, for a
    :class:`WriteUnconfirmedError`, to look whether it was kept first)."""
    from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError

    if isinstance(error, WriteUnconfirmedError | OperationalError | InterfaceError):
        return True
    if isinstance(error, DBAPIError) and error.connection_invalidated:
        return True
    if any(_server_unavailable(cause) for cause in _causes(error)):
        return True
    if isinstance(error, DBAPIError):
        return False
    # A server that is down is found when connecting, and the driver raises the OS's own
    # error (connection refused, no such socket): an outage if it came out of the driver,
    # not if it came from anywhere else (Discord's API is reached over sockets too).
    return isinstance(error, OSError) and _raised_in(error, DATABASE_MODULES)


SQLITE_DAMAGED: Final = frozenset({11, 26})
"""SQLite's primary result codes for a file that is not what it wrote: ``SQLITE_CORRUPT``
("database disk image is malformed") and ``SQLITE_NOTADB`` ("file is not a database")."""

SQLITE_FULL: Final = 13
"""SQLite's primary result code for a write that found no room ("database or disk is full")."""

POSTGRESQL_DISK_FULL: Final = "53100"
"""PostgreSQL's SQLSTATE ``disk_full``."""


def database_damaged(error: BaseException) -> bool:
    """Whether ``error`` (or an error it wraps) is SQLite saying its file is damaged: not an
    outage that passes, nor a bug of the command, but a file to restore from a backup."""
    return any(_sqlite_code(cause) in SQLITE_DAMAGED for cause in _causes(error))


def database_full(error: BaseException) -> bool:
    """Whether ``error`` (or an error it wraps) says the database's disk has no room left:
    SQLite's ``SQLITE_FULL``, PostgreSQL's ``disk_full``. Nothing of that write was kept."""
    return any(
        _sqlite_code(cause) == SQLITE_FULL
        or getattr(cause, "sqlstate", None) == POSTGRESQL_DISK_FULL
        for cause in _causes(error)
    )


POSTGRESQL_UNAVAILABLE: Final = ("08", "57P01", "57P02", "57P03", "53300")
"""SQLSTATEs (or their classes) of a PostgreSQL server that cannot serve just now: a lost
or refused connection (class 08), a server shutting down or starting up (``57P01``-``57P03``:
"the database system is starting up" while it replays its log after a restart), no
connection slot free (``53300``). The driver reports some of them as plain errors, not as a
lost connection."""


def _server_unavailable(error: BaseException) -> bool:
    state = getattr(error, "sqlstate", None)
    return isinstance(state, str) and state.startswith(POSTGRESQL_UNAVAILABLE)


def _sqlite_code(error: BaseException) -> int | None:
    """The primary result code of a ``sqlite3`` error (its low byte: extended codes add the
    detail above it), else ``None``."""
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _causes(error: BaseException) -> list[BaseException]:
    """``error`` and what it wraps: SQLAlchemy's ``orig``, then the causes, a few deep."""
    found: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and len(found) < 8:
        found.append(current)
        current = getattr(current, "orig", None) or current.__cause__
    return found


DATABASE_MODULES: Final = ("sqlalchemy.", "asyncpg.", "aiosqlite.", "sqlite3.", "storage.")
"""Where an exception must have passed for an OS error to be the database's."""


def _raised_in(error: BaseException, modules: tuple[str, ...]) -> bool:
    """Whether a frame of ``error``'s traceback runs code of one of ``modules``."""
    frame = error.__traceback__
    while frame is not None:
        if str(frame.tb_frame.f_globals.get("__name__", "")).startswith(modules):
            return True
        frame = frame.tb_next
    return False


def database_unavailable(url: object, exc: BaseException) -> DatabaseUnavailableError:
    """A :class:`DatabaseUnavailableError` naming ``url`` (password hidden) and the root cause;
    a damaged SQLite file's own error as it is (it already names the file)."""
    from storage.urls import masked_url

    if isinstance(exc, DatabaseDamagedError):
        return exc
    return DatabaseUnavailableError(
        f"cannot open the database {masked_url(url)}: {root_cause(exc)}"
    )


def root_cause(exc: BaseException) -> str:
    """The innermost cause's first line: SQLAlchemy wraps the driver's error with SQL and a
    link to its docs, and Alembic's unknown-revision error needs a hint."""
    while exc.__cause__ is not None or getattr(exc, "orig", None) is not None:
        exc = exc.__cause__ or exc.orig  # type: ignore[attr-defined]
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    if "Can't locate revision" in text or "No such revision" in text:
        return (
            f"{text} (the database was migrated by a newer tttbot: run that version, "
            "or point TTT_DATABASE_URL at another database)"
        )
    return text

"""Attempts that may run once more: a write that lost a race to insert the same row, whole;
a read whose connection the server had dropped, on a new connection; a write whose connection
was found dead before its COMMIT went out, on a new connection."""

from __future__ import annotations

import logging
import sys
from collections.abc import Awaitable, Callable
from typing import TypeVar

from sqlalchemy.exc import DBAPIError, IntegrityError

from storage.errors import WriteUnconfirmedError, root_cause

T = TypeVar("T")
log = logging.getLogger(__name__)


async def retry_once_on_collision(attempt: Callable[[], Awaitable[T]]) -> T:
    """Run ``attempt`` (one whole transaction); if it fails on a unique constraint, run it again.

    On PostgreSQL two transactions may both insert a player's first stats row; the loser of
    that race is rolled back whole and simply runs again, and then sees the winner's row. A
    second collision is a real error and is raised.
    """
    try:
        return await attempt()
    except IntegrityError:
        return await attempt()


async def read_again_if_disconnected(attempt: Callable[[], Awaitable[T]]) -> T:
    """Run ``attempt`` (a read); if its connection turned out to be dead, run it once more.

    After the server restarts (or drops its sessions) every pooled connection is dead, and the
    first statement on one of them fails. SQLAlchemy then discards that connection and every
    other one opened before it, so the second attempt gets a new connection. Only for reads:
    running a read twice is running it once, while a write whose connection died may have
    been committed.
    """
    try:
        return await attempt()
    except DBAPIError as exc:
        if not exc.connection_invalidated:
            raise
        log.warning("a database connection was gone (%s): reading again", type(exc.orig).__name__)
        return await attempt()


class Commit:
    """Whether a write has sent its COMMIT (an autocommit statement is its own COMMIT): a
    connection lost before that point leaves nothing of the write on the server, one lost
    after it leaves the write's fate unknown. The attempt sets :attr:`sent` just before."""

    def __init__(self) -> None:
        self.sent = False


async def write_again_if_disconnected(attempt: Callable[[Commit], Awaitable[T]]) -> T:
    """Run ``attempt`` (one whole transaction); if its connection turned out to be dead before
    the COMMIT went out, run it once more on a new connection.

    After the server restarts every pooled connection is dead. PostgreSQL rolls back the
    transaction of a session that ends, so a write that lost its connection before its COMMIT
    left nothing behind and may simply run again: the person's click is not failed for it. A
    connection lost once the COMMIT was sent may have been lost before or after the server
    committed, so that write is not run again (it would play a move twice), and
    :class:`~storage.errors.WriteUnconfirmedError` says that its fate is unknown; the
    exception is a connection the driver already knew to be closed (nothing was sent on it).
    """
    for last in (False, True):
        commit = Commit()
        try:
            return await attempt(commit)
        except DBAPIError as exc:
            if not exc.connection_invalidated:
                raise
            if commit.sent and not nothing_was_sent(exc):
                raise WriteUnconfirmedError(root_cause(exc)) from exc
            if last:
                raise
            log.warning(
                "a database connection was gone (%s): writing again", type(exc.orig).__name__
            )
    raise AssertionError("unreachable: the last attempt returns or raises")


def nothing_was_sent(error: DBAPIError) -> bool:
    """Whether the driver refused the statement before sending it, because it knew its
    connection to be closed: asyncpg raises its ``InterfaceError`` then ("connection is
    closed"), and ``ConnectionDoesNotExistError`` (not an ``InterfaceError``) for a connection
    lost in the middle of a statement."""
    asyncpg = sys.modules.get("asyncpg")
    if asyncpg is None:  # a statement was never sent through asyncpg without importing it
        return False
    cause: BaseException | None = error.orig
    while cause is not None:
        if isinstance(cause, asyncpg.InterfaceError):
            return True
        cause = cause.__cause__
    return False

"""Attempts that may run once more: a write that lost a race to insert the same row, whole;
a read whose connection the server had dropped, on a new connection."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from sqlalchemy.exc import DBAPIError, IntegrityError

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

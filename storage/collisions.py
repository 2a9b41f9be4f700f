"""A write that lost a race to insert the same row runs once more, whole."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TypeVar

from sqlalchemy.exc import IntegrityError

T = TypeVar("T")


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

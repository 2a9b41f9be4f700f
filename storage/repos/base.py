"""What every aggregate's repository stands on: the database, and three small helpers."""

from __future__ import annotations

from typing import Any, Final, cast

from sqlalchemy import Select
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from storage.writes import Database

NO_SYNC: Final = {"synchronize_session": False}
"""Bulk UPDATE/DELETE here never need to refresh objects in the session (it holds none)."""


class RepositoryCore:
    """The shared core of the repositories: one :class:`~storage.writes.Database`.

    All times are aware UTC ``datetime``; methods that write take an optional ``now`` so tests
    can control the clock.
    """

    def __init__(self, database: Database) -> None:
        self._db = database

    @property
    def engine(self) -> AsyncEngine:
        """The SQLAlchemy engine (for tools and tests that look at the tables directly)."""
        return self._db.engine


def rowcount(result: object) -> int:
    """How many rows an ``UPDATE`` or ``DELETE`` changed."""
    return int(cast(Any, result).rowcount)


async def scalars_list(session: AsyncSession, query: Select[Any]) -> list[Any]:
    """The first column of every row of ``query``."""
    return list(await session.scalars(query))

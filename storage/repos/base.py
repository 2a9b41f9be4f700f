"""What every aggregate's repository stands on: the database, three small helpers, and
:class:`InsertIfNew` (an insert that does nothing, or updates, on conflict, per dialect)."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import Any, Final, cast

from sqlalchemy import Insert, Select, Table
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from storage.writes import Database

NO_SYNC: Final = {"synchronize_session": False}
"""Bulk UPDATE/DELETE here never need to refresh objects in the session (it holds none)."""

UPSERT_DIALECTS: Final = ("sqlite", "postgresql")
"""The databases whose ``INSERT ... ON CONFLICT DO NOTHING`` the repositories use."""


class InsertIfNew(Mapping[str, Insert]):
    """``INSERT ... ON CONFLICT DO NOTHING`` into ``table``, by dialect name
    (``statement[connection.dialect.name]``): each built on first use, then kept.

    With ``refresh`` (column names) and ``key`` (the unique columns that conflict), a row that
    exists already gets those columns from the new one instead (``ON CONFLICT (key) DO UPDATE
    SET column = excluded.column``): an upsert, one statement on both databases.

    Built lazily because SQLAlchemy's ``insert`` with ``on_conflict_*`` lives in each
    dialect's module: importing both at start-up made every SQLite process load the PostgreSQL
    dialect (issue 16).
    """

    def __init__(
        self, table: Table, *, refresh: tuple[str, ...] = (), key: tuple[str, ...] = ()
    ) -> None:
        self._table = table
        self._refresh = refresh
        self._key = key
        self._built: dict[str, Insert] = {}

    def __getitem__(self, dialect: str) -> Insert:
        if dialect not in self._built:
            if dialect not in UPSERT_DIALECTS:
                raise KeyError(dialect)
            module = importlib.import_module(f"sqlalchemy.dialects.{dialect}")
            statement = module.insert(self._table)
            if self._refresh:
                self._built[dialect] = statement.on_conflict_do_update(
                    index_elements=list(self._key),
                    set_={name: statement.excluded[name] for name in self._refresh},
                )
            else:
                self._built[dialect] = statement.on_conflict_do_nothing()
        return self._built[dialect]

    def __iter__(self) -> Iterator[str]:
        return iter(UPSERT_DIALECTS)

    def __len__(self) -> int:
        return len(UPSERT_DIALECTS)


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


PIPELINED: Final = -1
"""The row count a pipelined statement reports (SQLite, :func:`storage.sqlite.pipelined`): not
known yet; a row count it requires is checked when the write ends."""


def rowcount(result: object) -> int:
    """How many rows an ``UPDATE`` or ``DELETE`` changed."""
    return int(cast(Any, result).rowcount)


async def scalars_list(session: AsyncSession, query: Select[Any]) -> list[Any]:
    """The first column of every row of ``query``."""
    return list(await session.scalars(query))

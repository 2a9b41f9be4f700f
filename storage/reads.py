"""The reads of every click (a game and its moves, the ratings a finished board shows), on
either database: straight from the driver where it can be (sqlite3,
:mod:`storage.sqlite.prepared`; asyncpg in autocommit, :mod:`storage.postgres.prepared`),
else through SQLAlchemy, with the same rows either way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import Select

from storage.async_engine import AsyncConnection
from storage.sqlite.prepared import fetch as fetch_sqlite


async def fetch(connection: AsyncConnection, query: Select[Any], params: Mapping[str, Any]) -> Any:
    """The rows of ``query`` with ``params``: named tuples of its columns' keys."""
    if connection.dialect.name == "postgresql":
        # Imported here: a SQLite process never loads it.
        from storage.postgres.prepared import fetch_straight

        rows = await fetch_straight(connection, query, params)
        if rows is not None:
            return rows
        return (await connection.execute(query, params)).all()
    return await fetch_sqlite(connection, query, params)

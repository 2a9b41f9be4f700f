"""Every row of every table, to tell whether a call stored anything (equal snapshots: no)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from storage.models import METADATA

Snapshot = tuple[tuple[tuple[object, ...], ...], ...]


async def db_snapshot(engine: AsyncEngine) -> Snapshot:
    """The whole database as tuples, table by table (small test databases only)."""
    tables = []
    async with engine.connect() as conn:
        for table in METADATA.sorted_tables:
            tables.append(tuple(map(tuple, (await conn.execute(select(table))).all())))
    return tuple(tables)

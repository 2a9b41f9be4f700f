"""Locks held by the database, for work that must run once across every process and machine
of one database (a retraining, the leader of a scheduler).

On PostgreSQL a lock is a session advisory lock (``pg_try_advisory_lock``) held on a
connection of its own, outside any transaction (no long "idle in transaction" session);
PostgreSQL drops it as soon as a killed holder's connection closes (measured: 5 ms). A SQLite
database cannot span machines, so there is nothing to take there: the caller keeps its
host-local lock (``flock``) for the processes of one host.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Final

from sqlalchemy import NullPool, text
from sqlalchemy.engine import URL

from storage.db import create_engine, is_sqlite

RETRAIN_LOCK_KEY: Final = 0x7474_7265_7472_6169  # "ttretrai"
"""Held by a retraining or a rollback, for the whole run."""

SCHEDULER_LOCK_KEY: Final = 0x7474_7363_6865_6475  # "ttschedu"
"""Held by the one process that runs the retraining scheduler (its leader)."""


@asynccontextmanager
async def database_lock(url: str | URL, key: int) -> AsyncIterator[bool]:
    """Try to take the database lock ``key`` without waiting; yield whether this process holds
    it (then until the block ends). Always ``True`` on SQLite (see the module docstring)."""
    if is_sqlite(url):
        yield True
        return
    engine = create_engine(url, poolclass=NullPool)
    try:
        async with engine.connect() as connection:
            autocommit = await connection.execution_options(isolation_level="AUTOCOMMIT")
            signed = {"key": signed_key(key)}
            won = bool(await autocommit.scalar(text("SELECT pg_try_advisory_lock(:key)"), signed))
            try:
                yield won
            finally:
                if won:
                    await autocommit.execute(text("SELECT pg_advisory_unlock(:key)"), signed)
    finally:
        await engine.dispose()


def signed_key(key: int) -> int:
    """``key`` as the signed 64-bit number PostgreSQL's ``bigint`` takes."""
    return key - (1 << 64) if key >= 1 << 63 else key

"""The suite's PostgreSQL databases are reused from test to test (devkit/postgres.py): a test
must never see what an earlier one left behind, whatever it left."""

from __future__ import annotations

import asyncio
from typing import Any
from urllib.parse import urlsplit

import asyncpg
import pytest

from devkit import postgres
from devkit.postgres import RecycledDatabases

# The suite's PostgreSQL machinery: PostgreSQL alone, and not in make test-fast.
pytestmark = pytest.mark.postgresql_only


def run(url: str, *statements: str) -> list[Any]:
    """Run ``statements`` on the database at ``url``; the last one's rows."""

    async def go() -> list[Any]:
        connection = await asyncpg.connect(postgres._asyncpg_dsn(url))
        try:
            rows: list[Any] = []
            for statement in statements:
                rows = await connection.fetch(statement)
            return rows
        finally:
            await connection.close()

    return asyncio.run(go())


PLAYER = (
    "INSERT INTO players (user_id, display_name, first_seen, last_seen) "
    "VALUES ('1', 'ann', now(), now())"
)


def test_a_database_given_back_comes_back_empty_with_its_identities_restarted(
    recycled_databases: RecycledDatabases,
) -> None:
    url = recycled_databases.take()
    run(url, PLAYER, "SELECT nextval('games_id_seq')")
    recycled_databases.give_back(url)

    again = recycled_databases.take()
    try:
        assert again == url  # reused, not copied again
        assert run(again, "SELECT count(*) FROM players")[0][0] == 0
        assert run(again, "SELECT nextval('games_id_seq')")[0][0] == 1
        assert run(again, "SELECT count(*) FROM alembic_version")[0][0] == 1
    finally:
        recycled_databases.give_back(again)


def test_a_session_left_open_in_a_transaction_does_not_survive_into_the_next_test(
    recycled_databases: RecycledDatabases,
) -> None:
    url = recycled_databases.take()

    async def leave_a_transaction_open() -> None:
        leftover = await asyncpg.connect(postgres._asyncpg_dsn(url))
        await leftover.execute("BEGIN")
        await leftover.execute(PLAYER)  # holds row and table locks until it ends
        await asyncio.to_thread(recycled_databases.give_back, url)
        assert leftover.is_closed() or await _ended(leftover)

    asyncio.run(leave_a_transaction_open())
    again = recycled_databases.take()
    try:
        assert again == url  # its locks did not keep it from being emptied
        assert run(again, "SELECT count(*) FROM players")[0][0] == 0
    finally:
        recycled_databases.give_back(again)


async def _ended(connection: asyncpg.Connection) -> bool:
    try:
        await connection.fetchval("SELECT 1")
    except (asyncpg.PostgresError, asyncpg.InterfaceError, ConnectionError):
        return True
    return False


def test_a_database_whose_schema_a_test_changed_is_dropped_not_reused(
    recycled_databases: RecycledDatabases,
) -> None:
    url = recycled_databases.take()
    run(url, "ALTER TABLE players ADD COLUMN nickname text")
    recycled_databases.give_back(url)

    name = urlsplit(url).path.lstrip("/")
    listed = run(postgres.server_url(), f"SELECT datname FROM pg_database WHERE datname = '{name}'")
    assert listed == []
    fresh = recycled_databases.take()
    try:
        assert fresh != url
        columns = run(
            fresh,
            "SELECT count(*) FROM information_schema.columns "
            "WHERE table_name = 'players' AND column_name = 'nickname'",
        )
        assert columns[0][0] == 0
    finally:
        recycled_databases.give_back(fresh)

"""The schema comes from Alembic migrations that live in the package."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect
from sqlalchemy.engine import Connection

from storage import create_engine, current_revision, downgrade, head_revision, upgrade
from storage.models import Base

TABLES = {
    "players",
    "games",
    "moves",
    "transitions",
    "player_ratings",
    "player_records",
    "server_settings",
    "agent_versions",
    "challenges",
}


async def table_names(url: str) -> set[str]:
    engine = create_engine(url)
    try:
        async with engine.connect() as conn:
            return set(await conn.run_sync(lambda c: inspect(c).get_table_names()))
    finally:
        await engine.dispose()


async def test_an_empty_database_is_migrated_to_the_newest_revision(db_url: str) -> None:
    assert await current_revision(db_url) is None
    await upgrade(db_url)
    assert await current_revision(db_url) == head_revision()
    assert await table_names(db_url) >= TABLES


async def test_upgrading_twice_changes_nothing(db_url: str) -> None:
    await upgrade(db_url)
    await upgrade(db_url)
    assert await current_revision(db_url) == head_revision()


async def test_downgrading_to_base_removes_every_table(db_url: str) -> None:
    await upgrade(db_url)
    await downgrade(db_url, "base")
    assert await table_names(db_url) & TABLES == set()
    await upgrade(db_url)
    assert await table_names(db_url) >= TABLES


async def test_the_migrations_create_exactly_the_models_schema(db_url: str) -> None:
    await upgrade(db_url)

    def differences(connection: Connection) -> list[object]:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        return list(compare_metadata(context, Base.metadata))

    engine = create_engine(db_url)
    try:
        async with engine.connect() as conn:
            assert await conn.run_sync(differences) == []
    finally:
        await engine.dispose()

"""The schema comes from Alembic migrations that live in the package."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError

from devkit import postgres
from storage import create_engine, current_revision, downgrade, head_revision, upgrade
from storage.migrate import (
    MIGRATION_FILE,
    alembic_config,
    newest_migration_file_revision,
    stored_revisions,
)
from storage.models import METADATA


@pytest.fixture
def db_url(empty_db_url: str) -> str:
    """A database never migrated: these tests are about migrating it."""
    return empty_db_url


ROOT = Path(__file__).resolve().parents[2]

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
    await upgrade(db_url, head_revision())  # by its id: through every migration

    def differences(connection: Connection) -> list[object]:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        return list(compare_metadata(context, METADATA))

    engine = create_engine(db_url)
    try:
        async with engine.connect() as conn:
            assert await conn.run_sync(differences) == []
    finally:
        await engine.dispose()


async def test_a_new_database_is_created_with_exactly_the_schema_the_migrations_build(
    db_url: str, another_empty_db_url: str
) -> None:
    await upgrade(db_url)  # created at the newest schema from the models, like a first start
    assert await current_revision(db_url) == head_revision()
    await upgrade(another_empty_db_url, head_revision())  # through every migration
    assert await schema_of(db_url) == await schema_of(another_empty_db_url)


async def test_a_database_with_tables_but_no_revision_is_left_to_alembic(db_url: str) -> None:
    await upgrade(db_url)
    engine = create_engine(db_url)
    try:
        async with engine.begin() as conn:
            await conn.execute(text("DROP TABLE alembic_version"))
        # Not created anew over what is there: Alembic runs from the start and fails on the
        # first table that exists, as it always did for such a database.
        with pytest.raises(DBAPIError, match=r"(?i)already exists"):
            await upgrade(engine)
    finally:
        await engine.dispose()


async def schema_of(url: str) -> list[str]:
    """Every table, column (in order), constraint, index and default of the database at
    ``url``, one line each, sorted but for the columns' order."""
    engine = create_engine(url)
    try:
        async with engine.connect() as conn:
            if conn.dialect.name == "postgresql":
                items = await conn.execute(text(postgres.SCHEMA_ITEMS))
                order = await conn.execute(text(COLUMN_ORDER))
                return sorted(str(row[0]) for row in items) + [str(row[0]) for row in order]
            return await conn.run_sync(sqlite_schema)
    finally:
        await engine.dispose()


COLUMN_ORDER = """
SELECT format('%s.%s %s', table_name, column_name, ordinal_position)
FROM information_schema.columns WHERE table_schema = 'public'
ORDER BY table_name, ordinal_position
"""


def sqlite_schema(connection: Connection) -> list[str]:
    """:func:`schema_of` for SQLite: the columns as ``PRAGMA table_xinfo`` gives them, the
    foreign keys and indexes as SQLite reads them, and each table's definition split into its
    clauses (columns, CHECK and other constraints), which may come in another order."""
    lines: list[str] = []
    tables = connection.exec_driver_sql(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name"
    ).all()
    for name, sql in tables:
        lines += [f"{name} column {row}" for row in pragma(connection, "table_xinfo", name)]
        lines += sorted(
            f"{name} fk {row[2:]}" for row in pragma(connection, "foreign_key_list", name)
        )
        lines += sorted(f"{name} clause {clause}" for clause in definition_clauses(sql))
        lines += sorted(
            f"{name} index {tuple(index)[1:]} {pragma(connection, 'index_xinfo', index[1])}"
            for index in pragma(connection, "index_list", name)
        )
    indexes = connection.exec_driver_sql(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"
    ).all()
    return lines + sorted(f"index {name}: {sql}" for name, sql in indexes)


def pragma(connection: Connection, name: str, argument: str) -> list[tuple[Any, ...]]:
    return [tuple(row) for row in connection.exec_driver_sql(f'PRAGMA {name}("{argument}")')]


def definition_clauses(sql: str) -> list[str]:
    """The comma-separated clauses of a ``CREATE TABLE`` statement's parentheses, each with its
    whitespace collapsed."""
    body = sql[sql.index("(") + 1 : sql.rindex(")")]
    clauses, depth, start = [], 0, 0
    for at, char in enumerate(body):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            clauses.append(body[start:at])
            start = at + 1
    clauses.append(body[start:])
    return [" ".join(clause.split()) for clause in clauses]


async def test_a_database_behind_the_newest_revision_is_brought_up_to_it(db_url: str) -> None:
    await upgrade(db_url)
    await downgrade(db_url, "0002")
    await upgrade(db_url)
    assert await current_revision(db_url) == head_revision()


def test_the_newest_migration_file_name_names_alembics_head() -> None:
    assert newest_migration_file_revision() == head_revision()


def test_every_migration_file_is_named_for_the_revision_it_holds() -> None:
    script = ScriptDirectory.from_config(alembic_config())
    files = {Path(rev.path).name: rev.revision for rev in script.walk_revisions()}
    assert files, "no migrations found"
    for name, revision in files.items():
        match = MIGRATION_FILE.match(name)
        assert match is not None, f"{name}: not named <4-digit revision>_<what>.py"
        assert match["revision"] == revision, f"{name} holds revision {revision}"
    assert len(script.get_heads()) == 1, "the migrations must form one line"


async def test_stored_revisions_of_a_new_database_is_none_and_of_a_migrated_one_its_head(
    db_url: str,
) -> None:
    engine = create_engine(db_url)
    try:
        assert await stored_revisions(engine) is None
        await upgrade(engine)
        assert await stored_revisions(engine) == [head_revision()]
    finally:
        await engine.dispose()


UPGRADE_AND_REPORT_ALEMBIC = """
import asyncio, sys
from storage import upgrade
asyncio.run(upgrade(sys.argv[1]))
print("alembic imported" if "alembic" in sys.modules else "alembic not imported")
"""


def upgrade_in_new_process(db_url: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", UPGRADE_AND_REPORT_ALEMBIC, db_url],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.slow
async def test_only_a_database_behind_the_newest_revision_makes_the_process_import_alembic(
    db_url: str,
) -> None:
    # A new database is created at the newest schema without it (a first start).
    assert upgrade_in_new_process(db_url) == "alembic not imported"
    assert await current_revision(db_url) == head_revision()
    assert await table_names(db_url) >= TABLES
    assert upgrade_in_new_process(db_url) == "alembic not imported"  # at head: one query
    await downgrade(db_url, "0010")
    assert upgrade_in_new_process(db_url) == "alembic imported"  # behind: it migrates
    assert await current_revision(db_url) == head_revision()

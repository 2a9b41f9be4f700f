"""Schema migrations (Alembic), as plain async functions.

The bot calls :func:`upgrade` at start; ``tttbot db upgrade`` calls it too. The migration
scripts live in ``storage/migrations/versions`` inside the package, so an installed bot can
migrate its database without the source tree.

Alembic costs about a third of a second and 20 MiB to import, and a restart almost always
finds the schema already at the newest revision. So :func:`upgrade` first reads the database's
revision with one query and compares it with the newest migration file's name; Alembic is
imported only when there is something to do (or something to explain, like a revision from a
newer tttbot).

A database with no tables at all (a first start) is not walked through every migration: it is
created at the newest schema straight from the models (``METADATA.create_all``) and
stamped with the newest revision, in one transaction (as Rails loads ``schema.rb`` rather than
replaying its migrations). That is the same schema (held by ``tests/storage/test_migrations.py``:
the models against the migrations, and a database made each way against the other) in a tenth
of the time: Alembic's import and eleven migrations cost 0.13 s of a first start that has 0.5 s
in all. Any other database (behind, ahead, or with tables but no revision) goes
through Alembic as before.

Several processes may start at once on a new database. The upgrade therefore runs under a lock
held by the database, so exactly one of them migrates and the others then find the schema
done: on PostgreSQL a transaction-scoped advisory lock (:data:`MIGRATE_LOCK_KEY`) taken as the
migration transaction's first statement; on SQLite ``BEGIN IMMEDIATE``, the file's write lock
(the others wait on the busy timeout). Alembic reads the stored revision after the lock.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final

from sqlalchemy import Column, MetaData, PrimaryKeyConstraint, String, Table, inspect, text
from sqlalchemy.engine import URL, Connection
from sqlalchemy.exc import DBAPIError

from storage.async_engine import AsyncConnection, AsyncEngine
from storage.db import create_engine
from storage.locks import signed_key

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS_DIR: Final = Path(__file__).resolve().parent / "migrations"
VERSIONS_DIR: Final = MIGRATIONS_DIR / "versions"

MIGRATE_LOCK_KEY: Final = 0x7474_6D69_6772_6174  # "ttmigrat"
"""The PostgreSQL advisory lock key held while a process migrates (any fixed 64-bit number)."""

MIGRATION_FILE: Final = re.compile(r"^(?P<revision>\d{4})_\w+\.py$")
"""Migration files are named ``<revision>_<what>.py`` with a four-digit revision id
(``0003_challenge_message.py`` holds revision ``0003``); a test holds every file to it."""


def alembic_config() -> Config:
    """An Alembic configuration that needs no ``alembic.ini``."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def head_revision() -> str:
    """The newest migration's revision id, as Alembic reads it from the scripts."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "no migrations found"
    return head


def newest_migration_file_revision() -> str:
    """The newest migration's revision id, from the file names alone (no Alembic import)."""
    revisions = [
        match["revision"]
        for path in VERSIONS_DIR.iterdir()
        if (match := MIGRATION_FILE.match(path.name))
    ]
    if not revisions:
        raise RuntimeError(f"no migration files in {VERSIONS_DIR}")
    return max(revisions)


async def upgrade(target: AsyncEngine | str | URL, revision: str = "head") -> None:
    """Bring the database at ``target`` (an engine or a URL) up to ``revision``.

    ``"head"`` on a database with no tables creates it at the newest schema without Alembic
    (see the module docstring); a revision named by its id always goes through the migrations.
    """
    engine, owned = _engine(target)
    try:
        if revision == "head":
            stored = await stored_revisions(engine)
            if stored == [newest_migration_file_revision()]:
                return  # already at the newest schema: nothing for Alembic to do
            if stored is None and await _create_at_head_if_empty(engine):
                return
        from alembic import command

        await _run(engine, lambda config: command.upgrade(config, revision), exclusive=True)
    finally:
        if owned:
            await engine.dispose()


async def downgrade(target: AsyncEngine | str | URL, revision: str) -> None:
    """Take the database at ``target`` down to ``revision`` (``"base"`` empties it)."""
    from alembic import command

    await _run(target, lambda config: command.downgrade(config, revision))


async def current_revision(target: AsyncEngine | str | URL) -> str | None:
    """The revision the database is at; ``None`` for a database never migrated."""
    from alembic.runtime.migration import MigrationContext

    def read(connection: Connection) -> str | None:
        return MigrationContext.configure(connection).get_current_revision()

    engine, owned = _engine(target)
    try:
        async with engine.connect() as connection:
            return await connection.run_sync(read)
    finally:
        if owned:
            await engine.dispose()


async def stored_revisions(engine: AsyncEngine) -> list[str] | None:
    """The revisions recorded in the database's ``alembic_version`` table, in one query.

    ``None`` when the query fails: no such table yet (a new database) or an unreadable one.
    Either way Alembic then runs and decides, with its own error if there is one. A failure to
    connect at all is not caught: it is the caller's to report.
    """
    async with engine.connect() as connection:
        try:
            result = await connection.execute(text("SELECT version_num FROM alembic_version"))
        except DBAPIError:
            return None
        return [row[0] for row in result]


async def _run(
    target: AsyncEngine | str | URL, action: Callable[[Config], None], *, exclusive: bool = False
) -> None:
    """Run an Alembic ``action`` in one transaction; ``exclusive``: under the migration lock
    (see the module docstring), so two processes never migrate at once."""
    engine, owned = _engine(target)

    def run(connection: Connection) -> None:
        config = alembic_config()
        config.attributes["connection"] = connection
        action(config)

    try:
        async with engine.begin() as connection:
            if exclusive:
                await _take_migration_lock(connection)
            await connection.run_sync(run)
    finally:
        if owned:
            await engine.dispose()


ALEMBIC_VERSION: Final = Table(
    "alembic_version",
    MetaData(),
    Column("version_num", String(32), nullable=False),
    PrimaryKeyConstraint("version_num", name="alembic_version_pkc"),
)
"""Alembic's own revision table, declared as Alembic declares it, for a database created at
the newest schema without Alembic (:func:`_create_at_head_if_empty`)."""


async def _create_at_head_if_empty(engine: AsyncEngine) -> bool:
    """Create the newest schema and its revision in a database that has no tables at all, under
    the migration lock; whether it did. A database with any table is left to Alembic, which
    also covers a process that found the schema just created by another one."""
    async with engine.begin() as connection:
        await _take_migration_lock(connection)
        if await connection.run_sync(lambda sync: bool(inspect(sync).get_table_names())):
            return False
        await connection.run_sync(_create_at_head)
    return True


def _create_at_head(connection: Connection) -> None:
    from storage.models import METADATA

    METADATA.create_all(connection)
    ALEMBIC_VERSION.create(connection)
    connection.execute(ALEMBIC_VERSION.insert(), {"version_num": newest_migration_file_revision()})


async def _take_migration_lock(connection: AsyncConnection) -> None:
    """Wait for the migration lock; it is released when the transaction ends."""
    dialect = connection.dialect.name
    if dialect == "postgresql":
        await connection.execute(
            text("SELECT pg_advisory_xact_lock(:key)"), {"key": signed_key(MIGRATE_LOCK_KEY)}
        )
    elif dialect == "sqlite":
        # The driver opens SQLite transactions lazily (and not for DDL): take the write lock
        # now, so the migration's DDL and its revision write are one locked transaction.
        await connection.exec_driver_sql("BEGIN IMMEDIATE")


def _engine(target: AsyncEngine | str | URL) -> tuple[AsyncEngine, bool]:
    if isinstance(target, AsyncEngine):
        return target, False
    return create_engine(target), True

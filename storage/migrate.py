"""Schema migrations (Alembic), as plain async functions.

The bot calls :func:`upgrade` at start; ``tttbot db upgrade`` calls it too. The migration
scripts live in ``storage/migrations/versions`` inside the package, so an installed bot can
migrate its database without the source tree.

Alembic costs about a third of a second and 20 MiB to import, and a restart almost always
finds the schema already at the newest revision. So :func:`upgrade` first reads the database's
revision with one query and compares it with the newest migration file's name; Alembic is
imported only when there is something to do (or something to explain, like a revision from a
newer tttbot).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final

from sqlalchemy import text
from sqlalchemy.engine import URL, Connection
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine

from storage.db import create_engine

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS_DIR: Final = Path(__file__).resolve().parent / "migrations"
VERSIONS_DIR: Final = MIGRATIONS_DIR / "versions"

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
    """Bring the database at ``target`` (an engine or a URL) up to ``revision``."""
    engine, owned = _engine(target)
    try:
        if revision == "head" and await stored_revisions(engine) == [
            newest_migration_file_revision()
        ]:
            return  # already at the newest schema: nothing for Alembic to do
        from alembic import command

        await _run(engine, lambda config: command.upgrade(config, revision))
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


async def _run(target: AsyncEngine | str | URL, action: Callable[[Config], None]) -> None:
    engine, owned = _engine(target)

    def run(connection: Connection) -> None:
        config = alembic_config()
        config.attributes["connection"] = connection
        action(config)

    try:
        async with engine.begin() as connection:
            await connection.run_sync(run)
    finally:
        if owned:
            await engine.dispose()


def _engine(target: AsyncEngine | str | URL) -> tuple[AsyncEngine, bool]:
    if isinstance(target, AsyncEngine):
        return target, False
    return create_engine(target), True

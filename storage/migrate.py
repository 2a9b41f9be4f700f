"""Schema migrations (Alembic), as plain async functions.

The bot calls :func:`upgrade` at start; ``tttbot db upgrade`` calls it too. The migration
scripts live in ``storage/migrations/versions`` inside the package, so an installed bot can
migrate its database without the source tree.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import URL, Connection
from sqlalchemy.ext.asyncio import AsyncEngine

from storage.db import create_engine

MIGRATIONS_DIR: Final = Path(__file__).resolve().parent / "migrations"


def alembic_config() -> Config:
    """An Alembic configuration that needs no ``alembic.ini``."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def head_revision() -> str:
    """The newest migration's revision id."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "no migrations found"
    return head


async def upgrade(target: AsyncEngine | str | URL, revision: str = "head") -> None:
    """Bring the database at ``target`` (an engine or a URL) up to ``revision``."""
    await _run(target, lambda config: command.upgrade(config, revision))


async def downgrade(target: AsyncEngine | str | URL, revision: str) -> None:
    """Take the database at ``target`` down to ``revision`` (``"base"`` empties it)."""
    await _run(target, lambda config: command.downgrade(config, revision))


async def current_revision(target: AsyncEngine | str | URL) -> str | None:
    """The revision the database is at; ``None`` for a database never migrated."""

    def read(connection: Connection) -> str | None:
        return MigrationContext.configure(connection).get_current_revision()

    engine, owned = _engine(target)
    try:
        async with engine.connect() as connection:
            return await connection.run_sync(read)
    finally:
        if owned:
            await engine.dispose()


async def _run(target: AsyncEngine | str | URL, action: object) -> None:
    engine, owned = _engine(target)

    def run(connection: Connection) -> None:
        config = alembic_config()
        config.attributes["connection"] = connection
        action(config)  # type: ignore[operator]

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

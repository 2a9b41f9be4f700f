"""The async engine: one place that knows which database is behind the URL.

SQLite gets its connection settings here (WAL journal, foreign keys, a busy timeout) through a
``connect`` hook; PostgreSQL sessions get a sized pool and their planner's settings
(:data:`POSTGRESQL_SERVER_SETTINGS`). Repositories never issue SQLite-only SQL, so pointing
``TTT_DATABASE_URL`` at PostgreSQL (``postgresql+asyncpg://...``) is the whole change needed to
move.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Final

from sqlalchemy import event
from sqlalchemy.engine import URL, make_url

from storage.async_engine import AsyncEngine, create_async_engine
from storage.sqlite import fewer_round_trips_creator
from storage.sqlite.driver import FewerRoundTripsConnection
from storage.urls import DEFAULT_DATABASE_URL as DEFAULT_DATABASE_URL  # re-exported

SQLITE_BUSY_TIMEOUT_MS: Final = 5_000
"""How long a SQLite writer waits for another writer's lock before giving up."""

SQLITE_POOL_SIZE: Final = 15
"""Connections kept open to a SQLite file (each is a thread); also the most open at once."""

POSTGRESQL_POOL_SIZE: Final = 16
"""Connections kept open to PostgreSQL, and the most open at once (no overflow): a sized pool
that is never torn down and rebuilt under load (a burst opened 187 sessions in a run without
it). Requests beyond it wait for a connection, which is faster than a new session. A bigger
server: ``TTT_DATABASE_POOL_SIZE`` (``pool_size`` of :meth:`storage.database.Database.open`).
The NOTIFY listener's connection is not one of these
(:func:`storage.shards.listen_for_promotions`). The processes of a fleet share it: each keeps
its share of the shards' part (``bot.discord.runner.database_pool_size``).

16 (measured on a 2-core machine, server and bot on it). With 8, the start wave of
``benchmarks/bench_bot.py --games 1000 --database postgresql`` (1,000 ``/ttt play`` in 2 s, each
taking a connection several times) emptied the pool (waits of 6-12 ms, logged in two runs),
and when the machine slowed the queue fed itself: over 14 alternating pairs, p99 was under
25 ms in 13 runs on 16 connections (the slowest 60 ms) and in 8 runs on 8 (four over 100 ms,
one 824 ms); medians 17.4 and 17.9 ms. A quiet run is a little faster on 8 (p99 11-13 ms
against 14-20), the storage alone measured the same within its spread
(``benchmarks/bench_storage.py``, 50 games at once: 6,766 and 9,648 moves/s on 16, 7,556 and 9,824
on 8), and a start rehearses twice as many connections (a restart after kill -9 took 1.1-1.6 s
instead of 0.8-1.1 s).

Not more: the moves of games that go on share one connection
(:mod:`storage.postgres.move_batch`), and sessions busy at once beyond a few per core of the
server only make it switch between them and spin on its locks (20 connections once cost the
server twice the CPU per move of 8; docs/benchmarks.md has the figures)."""

POSTGRESQL_SERVER_SETTINGS: Final = {"random_page_cost": "1.1"}
"""Settings of the bot's own PostgreSQL sessions (asyncpg's ``server_settings``; settings given
in ``connect_args`` win).

``random_page_cost`` 1.1 instead of 4: the server's default prices a read by key as a seek on a
spinning disk, so for a table of a few thousand rows (a new database, a small server) the
batches' joins of their arrays to ``games``, ``player_ratings`` and ``players``
(:mod:`storage.postgres.move_batch`, :mod:`storage.postgres.end_batch`) were planned as a scan
of the whole table, once per connection and kept: 1,000 games, 50 at once, spent a fifth of
the server's time on those scans (``auto_explain``). The bot reads and writes a
few rows by key and its working set stays in memory, where a random read costs about what a
sequential one does; 1.1 is the usual value for data in memory or on SSDs. With it the same
run planned every such join as index lookups."""

SQLITE_JOURNAL_SIZE_LIMIT_BYTES: Final = 8 * 1024 * 1024
"""When the WAL starts over after a complete checkpoint, SQLite truncates the file to this size.
Without it the file keeps the size of its busiest moment (78 MiB was seen under load, five
times the database) until the last connection closes."""

SQLITE_FALLBACK_CHECKPOINT_PAGES: Final = 20_000
"""With background checkpoints, a commit still checkpoints once the WAL passes this many pages
(about 80 MB): a bound if the background task stopped. SQLite's own default is 1,000."""


def normalise_url(url: str | URL) -> URL:
    """Parse ``url`` and give plain driver names their async driver.

    ``sqlite:///x.db`` becomes ``sqlite+aiosqlite:///x.db`` and ``postgresql://...`` becomes
    ``postgresql+asyncpg://...``, so people can paste the URLs they are used to.
    """
    parsed = make_url(url) if isinstance(url, str) else url
    if parsed.drivername == "sqlite":
        parsed = parsed.set(drivername="sqlite+aiosqlite")
    elif parsed.drivername in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+asyncpg")
    return parsed


def is_sqlite(url: str | URL) -> bool:
    return normalise_url(url).get_backend_name() == "sqlite"


def is_sqlite_file(url: str | URL) -> bool:
    """Whether ``url`` is a SQLite database in a file (not in memory)."""
    parsed = normalise_url(url)
    return parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:")


def create_engine(
    url: str | URL,
    *,
    fast_driver: bool = True,
    background_checkpoints: bool = False,
    **options: Any,
) -> AsyncEngine:
    """An :class:`AsyncEngine` for ``url`` with the connection settings this project relies on.

    For SQLite every new connection gets ``journal_mode=WAL`` (readers never block the writer),
    ``synchronous=NORMAL`` (in WAL mode a committed transaction survives a crash of the process;
    only a power cut can lose the last commits), ``foreign_keys=ON`` and a busy timeout, so
    that two writers queue instead of failing at once. With ``fast_driver`` (the default),
    SQLite files are opened through :mod:`storage.sqlite.driver` (sqlite3 on the event loop's
    thread, and on the connection's own thread only to wait out another connection's lock);
    ``fast_driver=False`` uses SQLAlchemy's stock aiosqlite adapter (every call on a thread).
    With ``background_checkpoints``, commits no longer copy the WAL back into the database
    themselves (up to :data:`SQLITE_FALLBACK_CHECKPOINT_PAGES`): a
    :class:`~storage.sqlite.WalCheckpointer` must do it.
    """
    parsed = normalise_url(url)
    if is_sqlite(parsed) and not is_sqlite_file(parsed):
        # One connection shared by everything (SQLAlchemy's StaticPool): no pool to size.
        options.pop("pool_size", None)
    if (
        fast_driver
        and parsed.get_backend_name() == "sqlite"
        and parsed.get_driver_name() == "aiosqlite"
        and "async_creator" not in options
    ):
        creator = fewer_round_trips_creator(parsed, busy_timeout_ms=SQLITE_BUSY_TIMEOUT_MS)
        if creator is not None:
            options["async_creator"] = creator
            if "poolclass" not in options:
                # Same limit as SQLAlchemy's default (5 + 10 overflow) but all 15 are kept:
                # an overflow connection is closed when returned, and under load reopening
                # one (a thread, the file, the PRAGMAs) happened hundreds of times a minute.
                options.setdefault("pool_size", SQLITE_POOL_SIZE)
                options.setdefault("max_overflow", 0)
    if parsed.get_backend_name() == "postgresql":
        from storage.models import declare_postgresql_options

        declare_postgresql_options()  # the models' PostgreSQL-only index options
        if "poolclass" not in options:
            options.setdefault("pool_size", POSTGRESQL_POOL_SIZE)
            options.setdefault("max_overflow", 0)
        options["connect_args"] = _with_server_settings(options.get("connect_args", {}))
    engine = create_async_engine(parsed, **options)
    if parsed.get_backend_name() == "sqlite":
        pages = SQLITE_FALLBACK_CHECKPOINT_PAGES if background_checkpoints else None
        event.listen(
            engine.sync_engine, "connect", partial(_sqlite_on_connect, checkpoint_pages=pages)
        )
    return engine


def _with_server_settings(connect_args: dict[str, Any]) -> dict[str, Any]:
    """``connect_args`` with :data:`POSTGRESQL_SERVER_SETTINGS` under the ones it gives."""
    given = connect_args.get("server_settings") or {}
    return connect_args | {"server_settings": POSTGRESQL_SERVER_SETTINGS | given}


def _sqlite_on_connect(
    dbapi_connection: Any, _record: Any, *, checkpoint_pages: int | None
) -> None:
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        if not isinstance(dbapi_connection.driver_connection, FewerRoundTripsConnection):
            # That one waits for a lock off the event loop, with this timeout, and not at all
            # on it (storage.sqlite.driver).
            cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute(f"PRAGMA journal_size_limit={SQLITE_JOURNAL_SIZE_LIMIT_BYTES}")
        if checkpoint_pages is not None:
            cursor.execute(f"PRAGMA wal_autocheckpoint={checkpoint_pages}")
    finally:
        cursor.close()

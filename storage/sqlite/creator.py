"""The connection factory of :func:`storage.db.create_engine` for SQLite files: sqlite3 opened
through :class:`~storage.sqlite.driver.FewerRoundTripsConnection` when this aiosqlite has the
internals it relies on (:func:`supported`), else ``None`` (SQLAlchemy's stock adapter).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable
from typing import Any, cast

import aiosqlite
from sqlalchemy.engine import URL

from storage.sqlite.driver import FewerRoundTripsConnection


def supported() -> bool:
    """Whether this aiosqlite has the internals the connection relies on (``_execute`` runs a
    function on the connection thread, ``_connect`` opens the file, ``_conn`` is the sqlite3
    connection, ``_tx`` the thread's queue)."""
    methods = ("_execute", "_connect", "_conn")
    probe = aiosqlite.Connection(lambda: cast(sqlite3.Connection, None), 64)
    attributes = ("_tx", "_connection", "_connector", "_running")
    return all(hasattr(aiosqlite.Connection, name) for name in methods) and all(
        hasattr(probe, name) for name in attributes
    )


def fewer_round_trips_creator(
    url: URL, *, busy_timeout_ms: int
) -> Callable[[], Awaitable[Any]] | None:
    """An ``async_creator`` for ``create_async_engine`` opening the SQLite file of ``url``
    through :class:`FewerRoundTripsConnection`, whose statements wait up to
    ``busy_timeout_ms`` for another connection's lock (off the event loop); ``None`` (use the
    stock adapter) for memory and URI databases, or an aiosqlite whose internals differ."""
    if not supported():
        return None
    from sqlalchemy.dialects.sqlite.aiosqlite import SQLiteDialect_aiosqlite

    args, kwargs = SQLiteDialect_aiosqlite().create_connect_args(url)
    if not args or args[0] in ("", ":memory:") or kwargs.get("uri"):
        return None
    # Opened on the event loop's thread, used there and, while it waits for a lock, on its
    # own thread: never by two threads at once (see FewerRoundTripsConnection._execute).
    kwargs = {**kwargs, "check_same_thread": False}

    connect: Any = sqlite3.connect

    def connector() -> sqlite3.Connection:
        return cast(sqlite3.Connection, connect(*args, **kwargs))

    async def creator() -> FewerRoundTripsConnection:
        connection = FewerRoundTripsConnection(connector, 64)
        connection.busy_timeout_ms = busy_timeout_ms
        return cast(FewerRoundTripsConnection, await connection)

    return creator

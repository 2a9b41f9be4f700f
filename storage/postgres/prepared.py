"""Statements sent straight to asyncpg, with their SQL compiled once: PostgreSQL's side of
:func:`storage.reads.fetch`.

* :func:`fetch_straight` — the reads of every click (a game, the ratings a finished board
  shows), in autocommit;
* :func:`write_straight` / :func:`write` — one write in autocommit (a move of a game that goes
  on, a batch of them, a new game, a board swap, a public post's claim);
* :func:`transaction_straight` — a short transaction of such statements, ``BEGIN`` and
  ``COMMIT`` included (a game's end: :meth:`storage.database.Database.submit_straight`).

A statement through SQLAlchemy costs about 100 µs of Python on the 2-core dev machine (the
compiled-cache lookup, an execution context, the adapter's cursor and its greenlet switches, a
result object) where asyncpg itself needs about 30 µs with its statement prepared: on
PostgreSQL a read of a game cost 207 µs of CPU against 80 µs on SQLite. Here the statement is
compiled once by the connection's own dialect (the same SQL, the same ``$n`` parameters and
casts, the same types' bind and result processors, shared with SQLite's compiler:
:func:`storage.sqlite.prepared.query_statement` and :func:`~storage.sqlite.prepared.query_rows`;
the columns' types asked of the server once)
and run by the asyncpg connection SQLAlchemy checked out, whose own cache keeps it prepared.

Only on a connection in autocommit: a statement sent beside SQLAlchemy inside its transaction
would run before the ``BEGIN`` SQLAlchemy has not sent yet. A read that fails runs again
through SQLAlchemy, which raises what it always raised (a connection found dead is discarded
and the read runs once more, :func:`storage.retries.read_again_if_disconnected`). A write
is never sent twice where it may have been committed: see :func:`write_straight`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, TypeVar

from sqlalchemy import Select
from sqlalchemy.exc import DBAPIError

from storage.async_engine import AsyncConnection, AsyncEngine
from storage.retries import Commit, write_again_if_disconnected
from storage.sqlite.prepared import PreparedQuery, Query, query_rows, query_statement

T = TypeVar("T")

_queries: dict[tuple[int, int], PreparedQuery | None] = {}
"""Per (dialect, query): the query compiled with its columns' types, or ``None`` where it must
go through SQLAlchemy. The queries are the repositories' module-level constants."""


async def fetch_straight(
    connection: AsyncConnection, query: Select[Any], params: Mapping[str, Any]
) -> list[Any] | None:
    """The rows of ``query`` with ``params`` read straight from asyncpg (named tuples of its
    columns' keys), or ``None`` when it must go through SQLAlchemy: not in autocommit, somebody
    listens to the statements, a query SQLAlchemy completes itself, or any error."""
    driver = straight_driver(connection)
    if driver is None:
        return None
    try:
        return await _fetch(connection, driver, query, params)
    except Exception:  # SQLAlchemy runs it again and raises what it raised, wrapped as usual
        return None


async def write_straight(
    connection: AsyncConnection, statement: Query, params: Mapping[str, Any]
) -> list[Any] | None:
    """The rows of ``statement``, ONE write (a data-modifying ``WITH`` selecting what it
    changed), run straight by asyncpg in autocommit; ``None`` when it must go through
    SQLAlchemy, with nothing of it committed: not in autocommit, somebody listens to the
    statements, a statement SQLAlchemy completes itself, or the server refused it (then
    SQLAlchemy runs it again and raises what it raises, as before).

    A connection lost while the statement was out is another matter: it may have been
    committed, so it is never run again here. SQLAlchemy drops the connection (and the pooled
    ones opened before it) and the error is raised as SQLAlchemy raises a disconnect
    (:class:`~sqlalchemy.exc.DBAPIError` with ``connection_invalidated``): the caller's
    :func:`~storage.retries.write_again_if_disconnected` decides. A connection asyncpg knew
    to be closed sent nothing: SQLAlchemy runs the statement, and finds it so."""
    driver = straight_driver(connection)
    if driver is None:
        return None
    import asyncpg

    try:
        return await _fetch(connection, driver, statement, params)
    except Exception as error:
        if driver.is_closed() and isinstance(error, asyncpg.InterfaceError):
            return None  # known closed before it went out: SQLAlchemy finds it so, as ever
        await _raise_lost_connection(connection, driver, error)
        return None  # refused by the server: nothing committed, SQLAlchemy says why


async def _fetch(
    connection: AsyncConnection, driver: Any, statement: Query, params: Mapping[str, Any]
) -> list[Any] | None:
    """The rows of ``statement`` run by ``driver``; ``None`` when SQLAlchemy must run it (a
    statement it completes itself, or parameters it lacks)."""
    prepared = await _prepared(connection, driver, statement)
    if prepared is None or not prepared.takes(params):
        return None
    return prepared.rows(await driver.fetch(prepared.sql, *prepared.values(params)))


async def _raise_lost_connection(
    connection: AsyncConnection, driver: Any, error: Exception
) -> None:
    """After a write's ``error``: return when the server refused it (the connection is alive,
    nothing of the write committed); else raise ``error`` (the connection alive, the failure
    ours), or the lost connection as SQLAlchemy raises a disconnect, once SQLAlchemy's own
    handling dropped it and every pooled connection opened before it (a restarted server left
    them all dead): a statement that finds the connection closed."""
    import asyncpg

    if not driver.is_closed():
        if isinstance(error, asyncpg.PostgresError):
            return
        raise error
    with contextlib.suppress(DBAPIError):
        await connection.exec_driver_sql("SELECT 1")
    raise DBAPIError(None, None, error, connection_invalidated=True) from error


Run = Callable[[Query, Mapping[str, Any]], Awaitable[list[Any]]]
"""Run a statement of a transaction and read its rows."""


def through_sqlalchemy(connection: AsyncConnection) -> Run:
    """A :data:`Run` for ``connection`` that goes through SQLAlchemy (in its transaction)."""

    async def run(statement: Query, params: Mapping[str, Any]) -> list[Any]:
        return list((await connection.execute(statement, params)).all())

    return run


class _ThroughSQLAlchemy(Exception):
    """This transaction cannot go straight: it was rolled back, SQLAlchemy runs it instead."""


async def transaction_straight(
    engine: AsyncEngine, steps: Callable[[Run], Awaitable[T]]
) -> tuple[bool, T | None]:
    """``steps`` in ONE transaction whose statements go straight to asyncpg (``BEGIN`` and
    ``COMMIT`` too), on a connection of ``engine`` (autocommit: SQLAlchemy sends no ``BEGIN``
    of its own); ``(True, what steps returned)``, or ``(False, None)`` when it must go through
    SQLAlchemy, with nothing of it committed (a statement SQLAlchemy completes itself, somebody
    listens to the statements, the server refused a statement: SQLAlchemy then says why).

    An error of ``steps`` (a refusal of the rules) rolls it back and is raised. A connection
    lost is raised as SQLAlchemy raises a disconnect, after SQLAlchemy dropped the pooled
    connections opened before it, with :class:`~storage.retries.Commit` marked sent just
    before the ``COMMIT``: the caller's
    :func:`~storage.retries.write_again_if_disconnected` writes it again or reports it
    unconfirmed."""

    async def attempt(commit: Commit) -> tuple[bool, T | None]:
        async with engine.connect() as connection:
            driver = straight_driver(connection)
            if driver is None:
                return False, None

            async def run(statement: Query, params: Mapping[str, Any]) -> list[Any]:
                rows = await _fetch(connection, driver, statement, params)
                if rows is None:
                    raise _ThroughSQLAlchemy
                return rows

            try:
                await driver.execute("BEGIN")
                try:
                    done = await steps(run)
                except BaseException:
                    if not driver.is_closed() and driver.is_in_transaction():
                        await driver.execute("ROLLBACK")
                    raise
                commit.sent = True
                await driver.execute("COMMIT")
                return True, done
            except _ThroughSQLAlchemy:
                return False, None
            except Exception as error:
                await _raise_lost_connection(connection, driver, error)
                return False, None  # refused and rolled back: SQLAlchemy says why
            finally:
                if not driver.is_closed() and driver.is_in_transaction():
                    # Cancelled during its BEGIN, its COMMIT or the ROLLBACK after a failed
                    # step, the transaction stays open, and SQLAlchemy (which sent no BEGIN)
                    # would hand the next user a connection inside it. Closed now, the pool
                    # drops it at its next use, as a disconnect.
                    driver.terminate()

    return await write_again_if_disconnected(attempt)


async def _prepared(connection: AsyncConnection, driver: Any, query: Query) -> PreparedQuery | None:
    """``query`` compiled, kept. The first time the server is asked for its columns' types:
    asyncpg's result processors depend on them (a float column's, for one)."""
    key = (id(connection.dialect), id(query))
    if key not in _queries:
        statement = query_statement(connection.dialect, query)
        if statement is None:
            _queries[key] = None
        else:
            described = await driver.prepare(statement.sql)
            coltypes = [attribute.type.oid for attribute in described.get_attributes()]
            _queries[key] = query_rows(connection.dialect, query, statement, coltypes)
    return _queries[key]


def straight_driver(connection: AsyncConnection) -> Any | None:
    """``connection``'s asyncpg connection when a statement may go straight to it."""
    sync = connection.sync_connection
    if sync is None or sync.closed or sync.invalidated:
        return None
    if sync.dispatch.before_cursor_execute or sync.dispatch.after_cursor_execute:
        return None  # somebody records the statements: they must go through SQLAlchemy
    if not sync.get_execution_options().get("straight", True):
        return None  # the portable path (storage.database.Database.open's fast_paths)
    pooled = sync.connection
    if not getattr(pooled.dbapi_connection, "autocommit", False):
        return None
    return pooled.driver_connection


async def write(connection: AsyncConnection, statement: Query, params: Mapping[str, Any]) -> Any:
    """The rows of ``statement`` (one write in autocommit): :func:`write_straight`, else
    through SQLAlchemy."""
    rows = await write_straight(connection, statement, params)
    if rows is not None:
        return rows
    return (await connection.execute(statement, params)).all()

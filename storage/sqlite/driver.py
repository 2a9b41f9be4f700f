"""aiosqlite without the thread round trips, for SQLAlchemy's aiosqlite dialect.

aiosqlite runs every sqlite3 call on the connection's own thread. SQLAlchemy's adapter makes
three such round trips per statement (open a cursor, execute, close it), one per commit and
one for the pool's rollback when a connection is returned. Each round trip is two thread
wake-ups, about 60 µs on the 2-core dev machine, while SQLite itself needs 10–60 µs per
statement: the round trips are most of the cost of a short transaction. Worse, under load the
connection thread waits for the interpreter lock while the event loop works through its
backlog (up to the 5 ms switch interval), once per round trip.

:class:`FewerRoundTripsConnection` keeps aiosqlite's thread and queue and changes the plumbing:

* **sqlite3 runs on the event loop's thread** while the file is free: a statement of this
  project takes tens of microseconds, less than one round trip. What may take long goes to the
  connection's thread: a statement that finds the file locked by another process (a retraining
  run, a second bot process) is run again there, where it waits up to the busy timeout
  (:data:`storage.db.SQLITE_BUSY_TIMEOUT_MS`) without holding up the event loop, and so is
  everything after it until its transaction ends; on the loop the busy timeout is 0, so
  "locked" is known at once. :meth:`FewerRoundTripsConnection.off_the_loop` sends known long
  work (a WAL checkpoint) there too. Reads in WAL mode never wait for a lock.
* one call per statement: the cursor is opened, executed, read and closed in one go, and the
  rows are buffered;
* no round trip for a commit or a rollback when no transaction is open;
* inside :func:`pipelined`, statements are run without a result for their caller (queued to
  the connection thread without waiting, when the connection works there). They run in
  order, before anything sent later; if one fails, every later statement and the commit of
  that transaction raise its error, so nothing of the transaction is committed. Only for
  statements whose result is not read (``INSERT`` without ``RETURNING``).

* group commit (:class:`storage.sqlite.group_commit.WriteQueue` batches the writes that queue
  while a commit is in flight into one transaction): :meth:`FewerRoundTripsConnection.begin_segment`
  and :meth:`~FewerRoundTripsConnection.end_segment` wrap each write of the batch in a
  ``SAVEPOINT``, sent like pipelined statements. A segment whose pipelined statement failed
  with :class:`RowCountError` (a version guard that matched no row), or whose write refused
  itself with an error of its own (a limit reached), is rolled back to its savepoint and the
  next segment runs; any other failure stops the
  batch (everything after it is skipped, and :meth:`~FewerRoundTripsConnection.batch_outcome`
  raises it, so the caller rolls the whole transaction back).

What it buys, with group commit and :mod:`storage.sqlite.prepared`, against
SQLAlchemy's stock aiosqlite adapter (the portable path, ``fast_paths=False``): a persisted move
cost about 3.7x the CPU one game at a time and 6.1x with 50 games at once on the stock adapter
(``benchmarks/bench_storage.py``, six runs; docs/benchmarks.md, "What the fast paths buy").

(:func:`pipelined` and :class:`RowCountError` live in :mod:`storage.sqlite.pipelining`.) The SQL
is the same; PostgreSQL and in-memory SQLite databases are not affected (there
:func:`~storage.sqlite.pipelining.pipelined` does nothing). This module is the only one that
uses aiosqlite's private internals (``_execute``, ``_connect``, ``_conn``, ``_connection``,
``_connector``, ``_running``, ``_tx``); :func:`storage.sqlite.creator.supported` checks they
are there before it is used.
"""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from functools import partial
from typing import Any, cast

import aiosqlite

from storage.sqlite.pipelining import PIPELINE, RowCountError, is_busy


class _BufferedCursor:
    """The cursor SQLAlchemy's adapter sees: one round trip per statement, rows buffered."""

    arraysize = 1

    def __init__(self, connection: FewerRoundTripsConnection) -> None:
        self._connection = connection
        self._rows: list[Any] = []
        self.description: Any = None
        self.rowcount = -1
        self.lastrowid: int | None = None

    async def __aenter__(self) -> _BufferedCursor:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None

    def _run(self, method: str, sql: str, parameters: Any) -> tuple[Any, ...]:
        """The whole statement, with its rows."""
        connection = self._connection
        connection._raise_deferred_error()
        conn = connection._conn
        cursor = conn.cursor()
        try:
            getattr(cursor, method)(sql, parameters)
            description = cursor.description
            rows = cursor.fetchall() if description else []
            return rows, description, cursor.rowcount, cursor.lastrowid, conn.in_transaction
        finally:
            cursor.close()

    async def _call(self, method: str, sql: str, parameters: Any) -> _BufferedCursor:
        connection = self._connection
        pipeline = PIPELINE.get()
        if pipeline is not None:
            connection.pipeline(
                sql, parameters, many=method == "executemany", rowcount=pipeline.rowcount
            )
            self._rows, self.description, self.rowcount, self.lastrowid = [], None, -1, None
            return self
        try:
            result = await connection._execute(self._run, method, sql, parameters)
        except BaseException:
            connection._in_transaction = True  # state unknown: make the next rollback real
            raise
        self._rows, self.description, self.rowcount, self.lastrowid, in_tx = result
        connection._in_transaction = in_tx
        return self

    async def execute(self, sql: str, parameters: Any = None) -> _BufferedCursor:
        return await self._call("execute", sql, () if parameters is None else parameters)

    async def executemany(self, sql: str, parameters: Any) -> _BufferedCursor:
        return await self._call("executemany", sql, list(parameters))

    async def fetchone(self) -> Any:
        return self._rows.pop(0) if self._rows else None

    async def fetchmany(self, size: int | None = None) -> list[Any]:
        count = self.arraysize if size is None else size
        rows, self._rows = self._rows[:count], self._rows[count:]
        return rows

    async def fetchall(self) -> list[Any]:
        rows, self._rows = self._rows, []
        return rows

    async def close(self) -> None:
        self._rows = []

    async def setinputsizes(self, *sizes: Any) -> None:
        return None


class FewerRoundTripsConnection(aiosqlite.Connection):
    """aiosqlite's connection working on the event loop's thread until the file is locked,
    with buffered cursors, idle commits and rollbacks skipped, and pipelined statements (see
    the module docstring)."""

    busy_timeout_ms: int = 0
    """How long a statement waits for another connection's lock (on the connection's thread)."""
    _on_loop: bool = True
    """Whether calls run on the event loop's thread (else they queue to the connection's)."""
    _kept_off_the_loop: int = 0
    """How many :meth:`off_the_loop` blocks are open (the calls stay on the thread meanwhile)."""

    _in_transaction: bool = False
    """Whether sqlite3 has a transaction open, as of the last statement (event-loop side)."""
    # The four below are read and written only by the calls that run the statements, one at a
    # time, on whichever thread the connection works on.
    _deferred_error: BaseException | None = None
    """A pipelined statement's failure."""
    _segment: int | None = None
    """The open savepoint segment of a group commit."""
    _segment_errors: dict[int, BaseException | None] | None = None
    """Per closed segment: ``None`` (kept) or its :class:`RowCountError` (rolled back)."""
    _batch_error: BaseException | None = None
    """A failure that stops the whole group commit."""

    def cursor(self) -> _BufferedCursor:  # type: ignore[override]
        return _BufferedCursor(self)

    # -- where the calls run: the event loop's thread, or the connection's when it may wait ----

    async def _connect(self) -> FewerRoundTripsConnection:
        """Open the file on the event loop's thread (aiosqlite opens it on its own)."""
        if self._connection is None:
            try:
                self._connection = self._connector()
                self._set_busy_timeout(0)
            except BaseException:
                self.stop()
                self._connection = None
                raise
        return self

    async def _execute(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run ``fn`` here, on the event loop's thread; on the connection's thread if the
        connection works there, or if the file was locked (``fn`` is then run again there:
        a statement refused with SQLITE_BUSY did nothing)."""
        if not self._running or not self._connection:
            raise ValueError("Connection closed")
        if self._on_loop:
            try:
                return fn(*args, **kwargs)
            except sqlite3.OperationalError as error:
                if not is_busy(error):
                    raise
                self._leave_the_loop()
        try:
            return await super()._execute(fn, *args, **kwargs)
        finally:
            self._back_to_the_loop_when_idle()

    def _send(self, function: Callable[..., Any], *args: Any) -> None:
        """Run ``function`` (which keeps its own failure for later) without waiting for it on
        the connection thread; here when the connection works on the event loop's thread,
        unless it found the file locked."""
        if self._on_loop:
            before = self._deferred_error
            function(*args)
            failure = self._deferred_error
            if failure is before or failure is None or not is_busy(failure):
                return
            self._deferred_error = before  # not a failure: it waits for the lock over there
            self._leave_the_loop()
        self._tx.put_nowait((None, partial(function, *args)))

    async def fetch(self, sql: str, parameters: Any) -> list[tuple[Any, ...]]:
        """The rows of a query, in the open transaction if there is one (after the statements
        pipelined before it: their failure is raised here)."""
        run = _BufferedCursor(self)._run
        rows, _, _, _, self._in_transaction = await self._execute(run, "execute", sql, parameters)
        return cast(list[tuple[Any, ...]], rows)

    def pipeline(
        self, sql: str, parameters: Any, *, many: bool = False, rowcount: int | None = None
    ) -> None:
        """Run ``sql`` in the open transaction (one is opened when needed) without waiting for
        it: a failure, or another number of changed rows than ``rowcount``, fails the
        transaction's next awaited statement and its commit (see :func:`pipelined`)."""
        self._in_transaction = True
        method = "executemany" if many else "execute"
        self._send(self._run_deferred, method, sql, parameters, rowcount)

    def _run_deferred(self, method: str, sql: str, parameters: Any, rowcount: int | None) -> None:
        """The statement, with nobody waiting for it: keep a failure for later."""
        if self._deferred_error is not None:
            return  # the transaction is failing already: run nothing more of it
        try:
            cursor = self._conn.cursor()
            try:
                getattr(cursor, method)(sql, parameters)
                if rowcount is not None and cursor.rowcount != rowcount:
                    raise RowCountError(rowcount, cursor.rowcount)
            finally:
                cursor.close()
        except BaseException as error:
            self._deferred_error = error

    @asynccontextmanager
    async def off_the_loop(self) -> AsyncIterator[None]:
        """Run this block's calls on the connection's thread: for work known to take long
        (a WAL checkpoint copies pages and syncs the file)."""
        self._leave_the_loop()
        self._kept_off_the_loop += 1
        try:
            yield
        finally:
            self._kept_off_the_loop -= 1
            if self._running and self._connection is not None:
                await super()._execute(_nothing)  # what was sent before has run
                self._back_to_the_loop_when_idle()

    def _leave_the_loop(self) -> None:
        if self._on_loop:
            self._on_loop = False
            self._tx.put_nowait((None, partial(self._set_busy_timeout, self.busy_timeout_ms)))

    def _back_to_the_loop_when_idle(self) -> None:
        """Back on the event loop's thread once no transaction is open: everything queued
        before the awaited call has run by then (the thread runs its queue in order), and
        nothing is queued without a transaction."""
        if self._on_loop or self._kept_off_the_loop or self._connection is None:
            return
        try:
            busy = self._conn.in_transaction
        except sqlite3.ProgrammingError:
            # The call just run was close(), made off the loop (a transaction was open): a
            # closed connection has no thread to come back from, and aiosqlite's close()
            # would log this error as a failed close.
            return
        if not busy:
            self._set_busy_timeout(0)
            self._on_loop = True

    def _set_busy_timeout(self, milliseconds: int) -> None:
        self._conn.execute(f"PRAGMA busy_timeout={int(milliseconds)}")

    # -- statements ----------------------------------------------------------------------------

    def _raise_deferred_error(self) -> None:
        if self._deferred_error is not None:
            raise self._deferred_error

    def _commit_checked(self) -> None:
        self._raise_deferred_error()
        self._conn.commit()

    def _rollback_clearing(self) -> None:
        self._deferred_error = None
        self._reset_segments()
        self._conn.rollback()

    # -- group commit: one savepoint per write of a batch (see the module docstring) -----------

    def begin_segment(self, number: int) -> None:
        """Queue ``SAVEPOINT`` for segment ``number`` (no wait); the transaction is opened
        first when needed (releasing an outermost savepoint would otherwise commit)."""
        self._in_transaction = True
        self._send(self._begin_segment, number)

    def end_segment(self, number: int, refusal: BaseException | None = None) -> None:
        """Queue the end of segment ``number``: ``RELEASE`` it, or roll it back to its savepoint
        when one of its statements failed the row count or its write raised ``refusal``
        (no wait). The segment's outcome is then that error."""
        self._send(self._end_segment, number, refusal)

    async def batch_outcome(self) -> dict[int, BaseException | None]:
        """Wait for the queued segments: each one's outcome (``None``: kept, else its
        :class:`RowCountError` or refusal: rolled back). Raises the failure that stopped the
        batch, if any; the transaction must then be rolled back whole."""
        return cast(dict[int, BaseException | None], await self._execute(self._take_outcome))

    def _reset_segments(self) -> None:
        self._segment = None
        self._segment_errors = None
        self._batch_error = None

    def _begin_segment(self, number: int) -> None:
        if self._segment_errors is None:
            self._segment_errors = {}
        if self._batch_error is not None or self._deferred_error is not None:
            self._batch_error = self._batch_error or self._deferred_error
            self._deferred_error = self._batch_error  # run nothing of this segment
            return
        try:
            if not self._conn.in_transaction:
                self._conn.execute("BEGIN")
            self._conn.execute(f"SAVEPOINT ttt_segment_{number}")
        except BaseException as error:
            self._batch_error = self._deferred_error = error
            return
        self._segment = number

    def _end_segment(self, number: int, refusal: BaseException | None = None) -> None:
        error, self._deferred_error = self._deferred_error, None
        if refusal is not None and (error is None or isinstance(error, RowCountError)):
            error = refusal  # what its caller is told; rolled back like a row count error
        assert self._segment_errors is not None
        if self._segment != number:  # skipped: the batch failed before it began
            self._batch_error = self._batch_error or error
            return
        self._segment = None
        name = f"ttt_segment_{number}"
        try:
            if error is None:
                self._conn.execute(f"RELEASE {name}")
            elif error is refusal or isinstance(error, RowCountError):
                self._conn.execute(f"ROLLBACK TO {name}")
                self._conn.execute(f"RELEASE {name}")
            else:
                self._batch_error = error
                return
        except BaseException as failure:
            self._batch_error = failure
            return
        self._segment_errors[number] = error

    def _take_outcome(self) -> dict[int, BaseException | None]:
        errors, failure = self._segment_errors or {}, self._batch_error
        if self._segment is not None and failure is None:
            failure = RuntimeError(f"segment {self._segment} of the batch was never ended")
        failure = failure or self._deferred_error
        self._reset_segments()
        if failure is not None:
            self._deferred_error = None
            raise failure
        return errors

    async def commit(self) -> None:
        if self._in_transaction:
            await self._execute(self._commit_checked)
            self._in_transaction = False

    async def rollback(self) -> None:
        if self._in_transaction:
            await self._execute(self._rollback_clearing)
            self._in_transaction = False


def _nothing() -> None:
    return None

"""The shared core of the repositories: one database, and the ways to use it.

:class:`Database` holds the engine and says *how* work runs; the repositories
(:mod:`storage.repos`) only say *what* to read or write:

* :meth:`Database.read` — a connection from the pool (WAL: readers never wait);
* :meth:`Database.write` — a connection with one transaction, in this process's turn to write;
* :meth:`Database.submit` — a hot-path write: on SQLite it joins the group commit;
* :meth:`Database.submit_move` — on PostgreSQL, a move of a game that goes on, written with the
  moves arriving beside it by one statement (:mod:`storage.postgres.move_batch`).

Each write is one transaction and runs once more if it lost a race to insert the same row, or
if its connection was found dead before its COMMIT went out (:mod:`storage.retries`).
On SQLite, writes take turns through the file's :class:`~storage.sqlite.WriteQueue`, and
:meth:`~Database.submit` joins its group commit; elsewhere (PostgreSQL by URL) writes run
concurrently on pooled connections, and the hot path's statements are combined so that a write
costs fewer round trips (:mod:`storage.postgres`).
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import TYPE_CHECKING, Any, TypeVar, cast

from sqlalchemy.engine import URL, make_url

from storage.async_engine import AsyncConnection, AsyncEngine
from storage.db import DEFAULT_DATABASE_URL, create_engine, is_sqlite_file
from storage.errors import database_unavailable
from storage.retries import (
    Commit,
    read_again_if_disconnected,
    retry_once_on_collision,
    write_again_if_disconnected,
)
from storage.sqlite import RowCountError, WalCheckpointer, WriteQueue

if TYPE_CHECKING:
    from storage.postgres.move_batch import MoveBatch, PendingMove
    from storage.postgres.prepared import Run

T = TypeVar("T")

PORTABLE_ENV = "TTT_STORAGE_PORTABLE"
"""Set to ``1``, a process opens its databases on the portable path (see ``fast_paths`` of
:meth:`Database.open`): how ``benchmarks/bench_bot.py`` measures a bot process on it."""


class Database:
    """An engine and its write path (see the module docstring).

    Build it with :meth:`open` (which migrates the schema) and :meth:`close` it at the end.
    """

    def __init__(
        self,
        engine: AsyncEngine,
        *,
        checkpointer: WalCheckpointer | None = None,
        fast_paths: bool = True,
    ) -> None:
        if not fast_paths:  # seen by every statement's connection (Writes, straight_driver)
            engine = engine.execution_options(straight=False)
        self.engine = engine
        self.fast_paths = fast_paths
        self._readers = reading_engine(engine, straight=fast_paths)
        self._writer = WriteQueue(engine) if engine.dialect.name == "sqlite" else None
        self._checkpointer = checkpointer
        self._moves: MoveBatch | None = None
        if self.one_statement_writes:
            # Imported here: it loads SQLAlchemy's PostgreSQL dialect.
            from storage.postgres.move_batch import MoveBatch

            self._moves = MoveBatch(self._readers)

    @classmethod
    async def open(
        cls,
        url: str | URL = DEFAULT_DATABASE_URL,
        *,
        migrate: bool = True,
        fast_paths: bool | None = None,
        **options: Any,
    ) -> Database:
        """Connect to ``url`` and, unless ``migrate=False``, upgrade the schema to the newest.

        ``fast_paths=False`` (default: on unless :data:`PORTABLE_ENV` is ``1``) is the portable
        path the benchmarks measure the fast paths against: SQLite through SQLAlchemy's stock
        aiosqlite adapter, PostgreSQL through the same statements as SQLite, nothing sent
        straight to a driver. With ``fast_driver=True`` beside it, SQLite keeps its driver and
        group commit but sends nothing straight to sqlite3 (what :mod:`storage.sqlite.prepared`
        adds is measured so).

        A SQLite file gets a :class:`~storage.sqlite.WalCheckpointer` (stopped by
        :meth:`close`), after ``PRAGMA quick_check`` found it whole
        (:mod:`storage.integrity`). A URL that cannot be used raises
        :class:`~storage.errors.DatabaseUnavailableError`; a damaged SQLite file, its
        subclass :class:`~storage.errors.DatabaseDamagedError`.
        """
        try:
            parsed = make_url(url) if isinstance(url, str) else url
        except Exception as exc:  # not a URL at all
            raise database_unavailable(url, exc) from exc
        sqlite_file = is_sqlite_file(parsed)
        if fast_paths is None:
            fast_paths = os.environ.get(PORTABLE_ENV) != "1"
        if not fast_paths:
            options.setdefault("fast_driver", False)
        try:
            engine = create_engine(parsed, background_checkpoints=sqlite_file, **options)
        except Exception as exc:  # an unknown dialect or driver
            raise database_unavailable(parsed, exc) from exc
        try:
            if sqlite_file:
                from storage.integrity import check_sqlite_file

                await check_sqlite_file(parsed)  # a damaged file: refused before any use
            if migrate:
                from storage.migrate import upgrade

                await upgrade(engine)
            else:
                await _check_readable(engine)
            if sqlite_file:
                await _check_writable(engine)
        except Exception as exc:
            await engine.dispose()
            raise database_unavailable(parsed, exc) from exc
        except BaseException:
            await engine.dispose()
            raise
        checkpointer = None
        if sqlite_file:
            checkpointer = WalCheckpointer(engine)
            checkpointer.start()
        return cls(engine, checkpointer=checkpointer, fast_paths=fast_paths)

    async def close(self) -> None:
        """Finish the queued writes, stop the checkpointer, close every connection."""
        if self._writer is not None:
            await self._writer.close()
        if self._moves is not None:
            await self._moves.close()
        if self._checkpointer is not None:
            await self._checkpointer.stop()
        await self.engine.dispose()

    async def read(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        """``work`` on a pooled connection; once more on a new connection if the server had
        dropped the first one (:func:`~storage.retries.read_again_if_disconnected`)."""

        async def attempt() -> T:
            async with self._readers.connect() as connection:
                return await work(connection)

        return await read_again_if_disconnected(attempt)

    async def write(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        """``work`` in one transaction on a pooled connection; on SQLite in this process's turn
        to write, outside the group commit (:meth:`submit` uses it elsewhere)."""

        async def attempt(commit: Commit) -> T:
            async with self._turn(), self.engine.begin() as connection:
                done = await work(connection)
                commit.sent = True
                return done

        return await retry_once_on_collision(lambda: write_again_if_disconnected(attempt))

    async def submit(
        self,
        work: Callable[[AsyncConnection], Awaitable[T]],
        *,
        conflict: Callable[[], Exception] | None = None,
    ) -> T:
        """``work`` in one transaction on a bare connection (the hot path).

        On SQLite the write joins the group commit. A statement ``work`` ran under
        :func:`~storage.sqlite.pipelined` with a ``rowcount`` that changed another number of
        rows makes the whole write fail with nothing committed, and ``conflict()`` is raised
        instead (e.g. a version guard that matched no row).
        """
        with _missed_row_count_as(conflict):
            if self._writer is not None:
                return await self._writer.submit(work)
            return await self.write(work)  # no turn to wait for: writes run side by side

    async def write_one_statement(
        self, work: Callable[[AsyncConnection], Awaitable[T]], *, repeatable: bool = False
    ) -> T:
        """``work``, ONE write statement, on a connection in autocommit: the statement is its
        own transaction, one round trip with no ``BEGIN`` or ``COMMIT``. A connection found
        dead before it went out runs it again on a new one; after, its fate is unknown
        (:func:`~storage.retries.write_again_if_disconnected`), unless ``repeatable``: a
        write that may harmlessly be kept twice (a public post's claim: at worst the member
        may post one board fewer in that minute) runs again then too. Only where
        :attr:`one_statement_writes`."""
        assert self.one_statement_writes, "a statement in autocommit is PostgreSQL's"

        async def attempt(commit: Commit) -> T:
            async with self._readers.connect() as connection:
                # The statement commits itself: once it is out its fate is unknown, unless
                # running it twice does no harm.
                commit.sent = not repeatable
                return await work(connection)

        return await write_again_if_disconnected(attempt)

    async def submit_straight(
        self,
        steps: Callable[[Run], Awaitable[T]],
        work: Callable[[AsyncConnection], Awaitable[T]] | None = None,
        *,
        conflict: Callable[[], Exception] | None = None,
    ) -> T:
        """A hot-path write whose statements may go straight to the driver: on PostgreSQL
        ``steps``, one transaction sent straight to asyncpg
        (:func:`storage.postgres.prepared.transaction_straight`), or the same steps through
        SQLAlchemy when that cannot (nothing of it committed); on SQLite ``work`` as
        :meth:`submit` runs it (by default ``steps`` through SQLAlchemy). A required row count
        missed raises ``conflict()`` on both. A game's last move goes this way
        (:mod:`storage.repos.postgres_end`): the same steps through SQLAlchemy cost about 1.35
        times the client CPU per persisted move with one game at a time
        (``benchmarks/bench_storage.py``, alternating runs)."""

        async def steps_through_sqlalchemy(connection: AsyncConnection) -> T:
            from storage.postgres.prepared import through_sqlalchemy

            return await steps(through_sqlalchemy(connection))

        if self.one_statement_writes:
            from storage.postgres.prepared import transaction_straight

            with _missed_row_count_as(conflict):
                done, result = await transaction_straight(self._readers, steps)
            if done:
                return cast(T, result)
        if self.engine.dialect.name == "postgresql" or work is None:
            work = steps_through_sqlalchemy
        return await self.submit(work, conflict=conflict)

    def new_game_id(self) -> int | None:
        """The id the next game stored in one statement takes (:mod:`storage.repos.new_game`):
        ``None``, the games' sequence's next one. A rehearsal gives its own ids instead, because
        a sequence is not rolled back with the transaction that used it: every start would
        otherwise spend ids, and the game numbers people see would jump."""
        return None

    @property
    def one_statement_writes(self) -> bool:
        """Whether a move's writes are combined into one statement (:mod:`storage.postgres`)
        and a move of a game that goes on is its own transaction (:meth:`submit_move`): on
        PostgreSQL, not on SQLite (its writes join its own group commit)."""
        return self.fast_paths and self._writer is None and self.engine.dialect.name == "postgresql"

    async def submit_move(self, move: PendingMove) -> bool:
        """A move of a game that goes on, written in autocommit with the moves queued beside it
        (:class:`~storage.postgres.move_batch.MoveBatch`): ``True`` when applied, ``False`` when
        its version guard matched no row (nothing written). Only where
        :attr:`one_statement_writes`."""
        assert self._moves is not None, "batched moves are for PostgreSQL"
        return await self._moves.submit(move)

    @asynccontextmanager
    async def _turn(self) -> AsyncIterator[None]:
        """This process's turn to write (SQLite: one at a time; elsewhere: no waiting)."""
        if self._writer is None:
            yield
            return
        async with self._writer.turn():
            yield


@contextmanager
def _missed_row_count_as(conflict: Callable[[], Exception] | None) -> Iterator[None]:
    """A required row count missed (:class:`~storage.sqlite.RowCountError`) raised as
    ``conflict()`` when there is one (e.g. a version guard that matched no row)."""
    try:
        yield
    except RowCountError:
        if conflict is None:
            raise
        raise conflict() from None


def reading_engine(engine: AsyncEngine, *, straight: bool = True) -> AsyncEngine:
    """The engine reads run on: on PostgreSQL the same pool in autocommit, so a read is one
    round trip instead of three (``BEGIN``, the query, the ``ROLLBACK`` when the connection
    goes back to the pool). Under PostgreSQL's READ COMMITTED every statement takes its own
    snapshot anyway, so this changes no result. SQLite keeps its transactions: there a read
    transaction is one snapshot of the WAL, which multi-statement reads rely on.
    ``straight=False`` (the portable path): no read goes straight to asyncpg
    (:func:`storage.postgres.prepared.straight_driver`)."""
    if engine.dialect.name != "postgresql":
        return engine
    return engine.execution_options(isolation_level="AUTOCOMMIT", straight=straight)


async def _check_readable(engine: AsyncEngine) -> None:
    async with engine.connect() as connection:
        await connection.exec_driver_sql("SELECT 1")


async def _check_writable(engine: AsyncEngine) -> None:
    """Write once: a read-only, locked or damaged file is found at start-up, not at the first
    move of the first player."""
    async with engine.begin() as connection:
        # Rewriting the header's user_version with its own value is a real write that changes
        # nothing: refused on a read-only file, waits out the busy timeout on a locked one.
        version = (await connection.exec_driver_sql("PRAGMA user_version")).scalar_one()
        await connection.exec_driver_sql(f"PRAGMA user_version = {int(version)}")

"""The one writer of a SQLite file: a write lock, a kept connection, and group commit.

SQLite runs one writer at a time anyway. Here this process's writes take turns on an
``asyncio.Lock`` instead of sleeping in SQLite's busy handler, and the hot-path writes share
one connection kept for them, so a move does not pay for a pool checkout. Hot-path writes
(:meth:`WriteQueue.submit`) queue for a group commit: the ones waiting when the writer is free
are written in one transaction, each in a savepoint of its own (see :meth:`WriteQueue._flush`).
Other processes on the same file are still kept apart by SQLite's lock and the version guard.

Group commit needs :mod:`storage.sqlite.driver` (its savepoint segments); with SQLAlchemy's
stock adapter each write is a transaction of its own, and the portable path cost about 6.1x
the CPU per move with 50 games at once (docs/benchmarks.md, "What the fast paths buy").
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, Final, TypeVar, cast

from sqlalchemy.exc import DBAPIError

from storage.async_engine import AsyncConnection, AsyncEngine
from storage.retries import retry_once_on_collision
from storage.sqlite.driver import FewerRoundTripsConnection
from storage.sqlite.pipelining import RowCountError

T = TypeVar("T")

GROUP_COMMIT_MAX: Final = 100
"""At most this many writes share one group-commit transaction."""
YIELD_AFTER_S: Final = 0.002
"""A batch lets the event loop run after this much of its own work. Its statements are
pipelined, so its writes await nothing: a batch of game ends held the loop for 100-200 ms and
every interaction meanwhile waited (the p99 of ``benchmarks/bench_bot.py``)."""


@dataclass(slots=True)
class _Job:
    """A write waiting for the group commit, and where its caller waits for its outcome."""

    work: Callable[[AsyncConnection], Awaitable[Any]]
    future: asyncio.Future[Any]


class WriteQueue:
    """This process's writes to one SQLite file, one at a time, hot-path writes grouped.

    :meth:`submit` queues a write for the group commit and returns its result (or raises its
    error); :meth:`turn` is the write lock, for a write that runs on a connection of its own;
    :meth:`close` waits for the queued writes and lets the kept connection go.
    """

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._lock = asyncio.Lock()
        self._writer: AsyncConnection | None = None
        self._queue: list[_Job] = []
        """Writes waiting for the group commit."""
        self._flusher: asyncio.Task[None] | None = None

    @asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        """This process's turn to write: no other write of it runs meanwhile."""
        async with self._lock:
            yield

    async def submit(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        """Run ``work`` in a transaction, with the writes queued beside it (group commit).

        ``work`` runs on the kept connection; a pipelined statement that failed its row count
        (:class:`~storage.sqlite.pipelining.RowCountError`) rolls back this write alone and is
        raised to its caller.
        """
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._queue.append(_Job(work, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush(), name="storage-group-commit")
        return cast(T, await future)

    async def close(self) -> None:
        """Wait for the queued writes, then close the kept connection."""
        if self._flusher is not None:
            await asyncio.gather(self._flusher, return_exceptions=True)
        async with self._lock:
            await self._drop_writer()

    async def _flush(self) -> None:
        """Write the queued writes, batch after batch, until the queue is empty.

        A batch is one transaction holding each write in a savepoint segment
        (:meth:`~storage.sqlite.driver.FewerRoundTripsConnection.begin_segment`), its
        statements pipelined: a write whose version guard matched no row is rolled back to its
        savepoint and gets its :class:`RowCountError` while the others are committed, and so
        is a write that raised an error of its own (a refusal, not a database error); the
        batch costs one wait instead of one per write. Any other failure rolls the batch back
        whole and its writes run again one transaction each, as without group commit (each
        caller then gets its own result or error). A write whose caller was cancelled before
        its batch started is dropped.
        """
        while self._queue:
            jobs = [job for job in self._queue[:GROUP_COMMIT_MAX] if not job.future.done()]
            del self._queue[:GROUP_COMMIT_MAX]
            if not jobs:
                continue
            try:
                async with self._lock:
                    await self._write_batch(jobs)
            except BaseException as error:
                for job in jobs:
                    if not job.future.done():
                        if isinstance(error, Exception):
                            job.future.set_exception(error)
                        else:
                            job.future.cancel()
                if not isinstance(error, Exception):
                    for job in self._queue:
                        job.future.cancel()
                    self._queue.clear()
                    raise

    async def _write_batch(self, jobs: list[_Job]) -> None:
        driver = None
        if len(jobs) > 1:
            connection = await self._writer_connection()
            raw = (await connection.get_raw_connection()).driver_connection
            if isinstance(raw, FewerRoundTripsConnection):
                driver = raw
        if driver is None:
            for job in jobs:
                await self._write_job_alone(job)
            return
        values: list[Any] = []
        try:
            async with connection.begin():
                since = time.perf_counter()
                for number, job in enumerate(jobs):
                    driver.begin_segment(number)
                    refusal: Exception | None = None
                    try:
                        values.append(await job.work(connection))
                    except RowCountError:
                        values.append(None)  # the segment is rolled back at its end
                    except DBAPIError:
                        raise  # the database failed: the whole batch runs again, one by one
                    except Exception as error:
                        # The write refused itself (e.g. a limit reached) after statements
                        # that all ran: its segment alone is rolled back, the others commit.
                        values.append(None)
                        refusal = error
                    driver.end_segment(number, refusal)
                    if time.perf_counter() - since > YIELD_AFTER_S:
                        await asyncio.sleep(0)  # the lock is held: the batch stays whole
                        since = time.perf_counter()
                outcome = await driver.batch_outcome()
        except Exception:
            await self._drop_writer()
            for job in jobs:  # nothing of the batch was committed: one by one, as before
                await self._write_job_alone(job)
            return
        except BaseException:
            await self._drop_writer()
            raise
        for number, job in enumerate(jobs):
            if job.future.done():
                continue
            failure = outcome.get(number)
            if failure is not None:
                job.future.set_exception(failure)
            else:
                job.future.set_result(values[number])

    async def _write_job_alone(self, job: _Job) -> None:
        if job.future.done():  # its caller was cancelled before this write began
            return
        try:
            value = await retry_once_on_collision(lambda: self._write_alone(job.work))
        except Exception as error:
            if not job.future.done():
                job.future.set_exception(error)
        else:
            if not job.future.done():
                job.future.set_result(value)

    async def _write_alone(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        """``work`` in a transaction of its own on the kept connection (lock held)."""
        connection = await self._writer_connection()
        try:
            async with connection.begin():
                return await work(connection)
        except BaseException:
            await self._drop_writer()  # back to the pool, which resets it
            raise

    async def _writer_connection(self) -> AsyncConnection:
        """The connection kept for writes (only used with the lock held)."""
        if self._writer is None or self._writer.closed or self._writer.invalidated:
            self._writer = await self._engine.connect()
        return self._writer

    async def _drop_writer(self) -> None:
        writer, self._writer = self._writer, None
        if writer is not None and not writer.closed:
            await writer.close()

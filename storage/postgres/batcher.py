"""Group commit on PostgreSQL: the writes that arrive while one is in flight, written together.

:class:`Batcher` is the queue both batches share: :class:`~storage.postgres.move_batch.MoveBatch`
(moves of games that go on, one statement in autocommit) and
:class:`~storage.repos.end_batch.EndBatch` (games' last moves with their stats, one
transaction). A caller :meth:`~Batcher.submit`\\ s a job and
waits for its own result; while a batch is in flight the jobs that arrive queue up and go
together in the next one, so 50 games at once cost a few round trips where one each would cost
50.

Two jobs that share a key (:meth:`Job.keys`: a game, a person) never share a batch: the second
waits for the next one, where it sees what the first wrote, as if they had been written one
after the other. A batch that fails on its data (a constraint, a row count: one job may cause
it) is handed to :meth:`Batcher._after_data_fault`; one that fails on the connection fails
every job of it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Hashable, Iterable
from typing import Any, Generic, Protocol, TypeVar

from sqlalchemy.exc import DBAPIError

from storage.sqlite import RowCountError


class Job(Protocol):
    """One write waiting in a batch."""

    future: asyncio.Future[Any]
    """Where its caller waits: set by :meth:`Batcher.submit`."""

    def keys(self) -> Iterable[Hashable]:
        """What no two jobs of one batch may share (a game's id, a person's)."""
        ...


J = TypeVar("J", bound=Job)
R = TypeVar("R")


class Batcher(Generic[J, R]):
    """The jobs of one process to one PostgreSQL database, written in batches of at most
    :attr:`max_jobs` (subclasses say how: :meth:`_write`)."""

    max_jobs: int = 200
    name: str = "storage-batch"

    def __init__(self) -> None:
        self._queue: list[J] = []
        self._flusher: asyncio.Task[None] | None = None

    async def submit(self, job: J) -> R:
        """Write ``job`` with the jobs queued beside it; its result (what :meth:`_write` gave
        it). Other errors are raised."""
        job.future = asyncio.get_running_loop().create_future()
        self._queue.append(job)
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush(), name=self.name)
        return await job.future

    async def close(self) -> None:
        """Wait for the queued jobs."""
        if self._flusher is not None:
            await asyncio.gather(self._flusher, return_exceptions=True)

    async def _write(self, batch: list[J]) -> list[R]:
        """Write ``batch``; each job's result, in order."""
        raise NotImplementedError

    async def _after_data_fault(self, batch: list[J], error: Exception) -> None:
        """``batch`` (two jobs or more) failed whole on its data: settle each job."""
        for job in batch:
            settle(job, error=error)

    async def _flush(self) -> None:
        while self._queue:
            batch = self._take_batch()
            try:
                results = await self._write(batch)
            except Exception as error:
                if len(batch) > 1 and is_data_fault(error):
                    await self._after_data_fault(batch, error)
                else:  # the database, not a job: every job of the batch gets it
                    for job in batch:
                        settle(job, error=error)
                continue
            except BaseException as error:  # cancelled: nobody may wait forever
                for job in (*batch, *self._queue):
                    settle(job, error=error)
                self._queue.clear()
                raise
            for job, result in zip(batch, results, strict=True):
                settle(job, result=result)

    def _take_batch(self) -> list[J]:
        """The queued jobs that share no key, oldest first (the rest stay queued)."""
        batch: list[J] = []
        rest: list[J] = []
        taken: set[Hashable] = set()
        for job in self._queue:
            keys = set(job.keys())
            if keys & taken or len(batch) >= self.max_jobs:
                rest.append(job)
            else:
                taken |= keys
                batch.append(job)
        self._queue = rest
        return batch


def is_data_fault(error: Exception) -> bool:
    """Whether a batch failed on its data (a constraint, a value, a row count), which one job
    may cause, rather than on the connection (then writing the jobs one by one would only fail
    as many times)."""
    if isinstance(error, RowCountError):
        return True
    return isinstance(error, DBAPIError) and not error.connection_invalidated


def settle(job: Job, *, result: object = None, error: BaseException | None = None) -> None:
    """Give ``job``'s caller its result or its error (unless it stopped waiting)."""
    if job.future.done():  # its caller was cancelled
        return
    if isinstance(error, asyncio.CancelledError):
        job.future.cancel()
    elif error is not None:
        job.future.set_exception(error)
    else:
        job.future.set_result(result)

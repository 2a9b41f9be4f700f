"""The WAL checkpointer: copies a SQLite file's write-ahead log back off the commit path."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

from storage.async_engine import AsyncConnection, AsyncEngine
from storage.sqlite.driver import FewerRoundTripsConnection

log = logging.getLogger(__name__)


class WalCheckpointer:
    """Copies the WAL back into the database file every ``interval_s`` seconds, off the
    commit path.

    In WAL mode SQLite makes the commit that pushes the WAL past 1,000 pages run the
    checkpoint, with its two fsyncs: every ~150 moves one move waited milliseconds. Here a
    ``PASSIVE`` checkpoint runs on a connection of its own, on that connection's thread (off the
    event loop: it copies pages and syncs the file), and never blocks the writer or readers;
    the engine must be made with ``background_checkpoints=True`` so that commits leave the job
    to it. Stopping runs a last, truncating checkpoint.

    Under sustained load a passive checkpoint never catches up with the writer, so the WAL
    would never start over and only grow. Once it holds more than ``restart_pages`` pages, a
    ``RESTART`` checkpoint is tried too: when no reader holds old frames it copies everything
    and makes the next commit write the WAL from its start, where ``journal_size_limit`` (set
    on every connection) cuts the file back; when one does, it gives up at once (it never
    makes moves wait) and is tried again at the next tick.
    """

    def __init__(
        self, engine: AsyncEngine, *, interval_s: float = 1.0, restart_pages: int = 2_048
    ) -> None:
        self.engine = engine
        self.interval_s = interval_s
        self.restart_pages = restart_pages
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="sqlite-wal-checkpointer")

    async def checkpoint(self, mode: str = "PASSIVE", *, wait: bool = True) -> tuple[int, int, int]:
        """Run one checkpoint; SQLite's answer: (busy, pages in the WAL, pages copied).

        ``wait=False`` gives up at once instead of waiting out the busy timeout: a ``RESTART``
        that waits for a slow reader holds the write lock meanwhile, and every move waits too.
        """
        async with self.engine.connect() as connection, _off_the_loop(connection):
            busy_timeout = None
            if not wait:
                found = await connection.exec_driver_sql("PRAGMA busy_timeout")
                busy_timeout = int(found.scalar_one())
                await connection.exec_driver_sql("PRAGMA busy_timeout=0")
            try:
                result = await connection.exec_driver_sql(f"PRAGMA wal_checkpoint({mode})")
                row = tuple(result.one())
            finally:
                # Not on a connection the failure invalidated (a cancellation does: stop()):
                # it is discarded anyway, and a statement on it would fail with an error of
                # its own that hides the first one, a cancellation included.
                if busy_timeout is not None and not connection.invalidated:
                    await connection.exec_driver_sql(f"PRAGMA busy_timeout={busy_timeout}")
        return int(row[0]), int(row[1]), int(row[2])

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.interval_s)
            try:
                _, wal_pages, _ = await self.checkpoint()
                if wal_pages > self.restart_pages:
                    await self.checkpoint("RESTART", wait=False)
            except Exception as exc:  # keep going: commits checkpoint anyway past the bound
                log.warning("WAL checkpoint failed: %s", exc)

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is None:
            return
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        try:
            await self.checkpoint("TRUNCATE")
        except Exception as exc:  # busy with another process: it will be done later
            log.info("final WAL checkpoint skipped: %s", exc)


@contextlib.asynccontextmanager
async def _off_the_loop(connection: AsyncConnection) -> AsyncIterator[None]:
    """``connection``'s calls on its own thread for the block (see
    :meth:`~storage.sqlite.driver.FewerRoundTripsConnection.off_the_loop`); the stock adapter
    runs every call on a thread anyway."""
    driver = (await connection.get_raw_connection()).driver_connection
    if not isinstance(driver, FewerRoundTripsConnection):
        yield
        return
    async with driver.off_the_loop():
        yield

"""Where sqlite3 runs: on the event loop's thread while the file is free, on the connection's
own thread to wait out another connection's lock (without holding up the event loop), and
back on the loop once that transaction is over (storage/sqlite/driver.py)."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, make_url, text
from sqlalchemy.ext.asyncio import AsyncEngine

from storage import Repository, create_engine
from storage.db import SQLITE_BUSY_TIMEOUT_MS
from storage.sqlite import WalCheckpointer
from storage.sqlite.creator import fewer_round_trips_creator
from storage.sqlite.driver import FewerRoundTripsConnection
from tests.storage.conftest import ANN, BOB, MINIMAX

pytestmark = pytest.mark.sqlite_only


class Threads:
    """The thread each statement started on, as SQLite itself reports it (a trace callback runs
    on the thread that runs the statement), for every connection of ``engine`` taken from its
    pool from now on."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.seen: list[tuple[int, str]] = []
        event.listen(engine.sync_engine, "checkout", self._watch)

    def _watch(self, dbapi_connection: Any, *_: object) -> None:
        driver = dbapi_connection.driver_connection
        assert isinstance(driver, FewerRoundTripsConnection)
        driver._conn.set_trace_callback(self._trace)

    def _trace(self, statement: str) -> None:
        self.seen.append((threading.get_ident(), statement))

    def of(self, fragment: str) -> set[int]:
        """The threads that ran statements containing ``fragment``."""
        return {thread for thread, statement in self.seen if fragment in statement}


async def driver_of(engine: AsyncEngine) -> FewerRoundTripsConnection:
    async with engine.connect() as connection:
        driver = (await connection.get_raw_connection()).driver_connection
    assert isinstance(driver, FewerRoundTripsConnection)
    return driver


@pytest.fixture
async def watched(db_url: str) -> AsyncIterator[tuple[Repository, Threads]]:
    """A repository on a file, and the threads its statements run on."""
    repository = await Repository.open(db_url)
    threads = Threads(repository.engine)
    try:
        yield repository, threads
    finally:
        await repository.close()


@contextmanager
def locked(path: str) -> Iterator[sqlite3.Connection]:
    """Another connection (another process, for SQLite) holding the file's write lock."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        yield other
    finally:
        other.execute("ROLLBACK")
        other.close()


class Ticker:
    """Counts the event loop's turns every 10 ms: a loop held up by a statement stops it."""

    def __init__(self) -> None:
        self.ticks = 0
        self._task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(0.01)
            self.ticks += 1

    def stop(self) -> None:
        self._task.cancel()


def file_of(db_url: str) -> str:
    return db_url.split("///", 1)[1]


async def test_statements_run_on_the_event_loops_thread(
    watched: tuple[Repository, Threads],
) -> None:
    repo, threads = watched
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    await repo.apply_moves(game, [5, 1])  # a move: the group commit's pipelined writes
    assert (await repo.get_game(game.id)).moves == (5, 1)
    assert threads.of("INSERT INTO moves") == {threading.get_ident()}
    assert threads.of("UPDATE games") == {threading.get_ident()}
    assert threads.of("SELECT") == {threading.get_ident()}


async def test_on_the_loop_a_lock_is_not_waited_for_and_off_it_the_busy_timeout_is_kept(
    db_url: str,
) -> None:
    engine = create_engine(db_url)
    try:
        driver = await driver_of(engine)
        assert driver.busy_timeout_ms == SQLITE_BUSY_TIMEOUT_MS == 5000
        async with engine.connect() as connection:
            on_loop = (await connection.execute(text("PRAGMA busy_timeout"))).scalar()
            async with driver.off_the_loop():
                off_loop = (await connection.execute(text("PRAGMA busy_timeout"))).scalar()
            back = (await connection.execute(text("PRAGMA busy_timeout"))).scalar()
        assert (on_loop, off_loop, back) == (0, 5000, 0)
    finally:
        await engine.dispose()


async def test_a_write_waits_for_another_connections_lock_off_the_loop(
    db_url: str, watched: tuple[Repository, Threads]
) -> None:
    repo, threads = watched
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    ticker = Ticker()
    try:
        with locked(file_of(db_url)):
            move = asyncio.create_task(repo.apply_moves(game, [5, 1]))
            await asyncio.sleep(0.5)
            assert not move.done()  # waiting for the lock...
            assert ticker.ticks >= 20  # ...while the event loop goes on (50 turns at most)
        game = await move
    finally:
        ticker.stop()
    assert game.moves == (5, 1)
    # Tried on the loop, where the lock refused it at once, then run again on its own thread.
    assert threads.of("UPDATE games") - {threading.get_ident()}
    # That transaction over, the next one is back on the loop.
    await repo.apply_moves(game, [9, 3])
    assert threads.seen[-1][0] == threading.get_ident()


async def test_writes_queued_behind_a_lock_are_all_kept_once_it_is_released(
    db_url: str,
) -> None:
    repo = await Repository.open(db_url)
    try:
        first = await repo.create_game(server_id="s", channel_id="c1", x=ANN, o=MINIMAX)
        second = await repo.create_game(server_id="s", channel_id="c2", x=BOB, o=MINIMAX)
        with locked(file_of(db_url)):
            moves = asyncio.gather(
                repo.apply_moves(first, [5, 1]),
                repo.apply_moves(second, [1, 5]),
                repo.create_game(server_id="s", channel_id="c3", x=ANN, o=MINIMAX),
            )
            await asyncio.sleep(0.3)
            assert not moves.done()
        done = await moves
        assert [game.moves for game in done] == [(5, 1), (1, 5), ()]
        assert (await repo.get_game(first.id)).moves == (5, 1)
        assert (await repo.get_game(second.id)).moves == (1, 5)
    finally:
        await repo.close()


async def test_the_wal_checkpoint_runs_off_the_loop(tmp_path: Path) -> None:
    engine = create_engine(f"sqlite+aiosqlite:///{tmp_path / 'wal.db'}")
    threads = Threads(engine)
    try:
        async with engine.begin() as connection:
            await connection.execute(text("CREATE TABLE t (x INTEGER)"))
            await connection.execute(text("INSERT INTO t VALUES (1)"))
        await WalCheckpointer(engine).checkpoint()
        checkpointed = threads.of("wal_checkpoint")
        assert checkpointed and threading.get_ident() not in checkpointed
        async with engine.connect() as connection:
            await connection.execute(text("SELECT x FROM t"))
        assert threads.seen[-1][0] == threading.get_ident()  # and the next statement is back
    finally:
        await engine.dispose()


async def test_a_connection_closed_while_off_the_loop_closes_without_an_error(
    db_url: str,
) -> None:
    path = file_of(db_url)
    with sqlite3.connect(path) as setup:
        setup.execute("CREATE TABLE IF NOT EXISTS t (x INTEGER)")
    creator = fewer_round_trips_creator(make_url(db_url), busy_timeout_ms=5000)
    assert creator is not None
    driver = await creator()
    try:
        cursor = driver.cursor()
        await cursor.execute("BEGIN", ())
        with locked(path):
            write = asyncio.create_task(cursor.execute("INSERT INTO t VALUES (1)", ()))
            await asyncio.sleep(0.2)
            assert not write.done()  # refused on the loop, waiting on its own thread
        await write
        assert not driver._on_loop  # its transaction is still open: it stays on its thread
    finally:
        await driver.close()  # what the pool does to such a connection (it used to raise here)
    assert driver._connection is None

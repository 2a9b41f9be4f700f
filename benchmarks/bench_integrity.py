"""What the start-up integrity check (``PRAGMA quick_check``, :mod:`storage.integrity`) costs
on a database the size of a real server's, against the rest of opening it.

Builds a SQLite database of ``--games`` finished games played through the game service (or
uses ``--db``), then times, each the median of ``--runs`` samples in this run:

* ``quick_check`` alone (its own connection, as the start runs it);
* ``Database.open`` with the check (what a start pays: check, schema check, write check);
* ``integrity_check`` alone, for scale (the fuller check the start does not run).

Each with its CPU time, which moves least with the other jobs of a shared machine.

The file is in the page cache after the first sample (a restart's usual case); the first
sample of each is printed too.

    .venv/bin/python -m benchmarks.bench_integrity --games 10000
    .venv/bin/python -m benchmarks.bench_integrity --db /path/to/tttbot.db
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.games.service import GameService
from domain.players import User
from storage.database import Database
from storage.db import normalise_url
from storage.integrity import quick_check


async def build(path: Path, games: int) -> None:
    """``games`` finished games of 200 members against the random agent."""
    service = await GameService.open(f"sqlite+aiosqlite:///{path}", default_agent="random")
    async with service:
        for number in range(games):
            user = User(f"member{number % 200}", f"Member {number % 200}")
            channel = f"channel{number}"
            game = await service.start_game(user, "server", channel, agent="random", first="me")
            while game.is_active:
                cell = game.board.legal_moves()[0]
                game = (await service.play_move(user, "server", channel, cell)).game


async def sample(work: Callable[[], Awaitable[object]], runs: int) -> tuple[float, float, float]:
    """The first and the median time of ``work``, and its median CPU time (every thread of
    this process: on a shared machine the figure the other jobs move least), in ms."""
    times, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        await work()
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return times[0], statistics.median(times), statistics.median(cpu)


def integrity_check(path: Path) -> None:
    connection = sqlite3.connect(path)
    try:
        connection.execute("PRAGMA integrity_check").fetchall()
    finally:
        connection.close()


async def measure(path: Path, runs: int) -> None:
    url = normalise_url(f"sqlite+aiosqlite:///{path}")

    async def check() -> None:
        assert quick_check(url) == []

    async def open_and_close() -> None:
        database = await Database.open(url)
        await database.close()

    async def full() -> None:
        integrity_check(path)

    with sqlite3.connect(path) as connection:
        games = connection.execute("SELECT count(*) FROM games").fetchone()[0]
        moves = connection.execute("SELECT count(*) FROM moves").fetchone()[0]
    size = path.stat().st_size / 2**20
    print(f"database: {games:,} games, {moves:,} moves, {size:.1f} MiB ({path})")
    quick = await sample(check, runs)
    opened = await sample(open_and_close, runs)
    fuller = await sample(full, runs)
    for label, (first, median, cpu) in (
        ("quick_check alone", quick),
        ("Database.open with it", opened),
        ("integrity_check alone", fuller),
    ):
        print(f"{label:24} median {median:7.1f} ms (CPU {cpu:6.1f} ms)   first {first:7.1f} ms")
    print(f"quick_check is {quick[2] / opened[2]:.0%} of opening the database's CPU time")
    print(f"1-minute load average: {os.getloadavg()[0]:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--db", type=Path, help="measure this database instead of building one")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    if args.db is not None:
        asyncio.run(measure(args.db, args.runs))
        return
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "bench.db"
        started = time.perf_counter()
        asyncio.run(build(path, args.games))
        print(f"built {args.games:,} games in {time.perf_counter() - started:.0f} s")
        asyncio.run(measure(path, args.runs))


if __name__ == "__main__":
    main()

"""Persisted moves per second on a SQLite file, each move its own transaction.

Plays the same seeded human-vs-agent games through three write paths, in the same run:

* ``repository``  — :meth:`storage.Repository.apply_move`, what the bot uses: the guarded
  ``UPDATE``, the move row, the transitions it completes and (last move) the stats, in one
  transaction, through the fewer-round-trips aiosqlite connection;
* ``repository, stock aiosqlite`` — the same code over SQLAlchemy's stock aiosqlite adapter;
* ``naive ORM`` (the baseline) — one ``AsyncSession`` per move: load the game, change it,
  add a ``Move``, commit (no transitions, no stats, no guard: less work, done the obvious way);

and, for scale, a synchronous ``sqlite3`` loop inserting one move row per transaction. Each
round runs every path once on fresh files; prints moves/s (best and median of the rounds),
per-move latency of the best round and the ratio to the baseline. Goal: over 2,000 moves/s for
the repository. Timings depend on the machine and on what else runs on it; compare ratios
within one run.

    python scripts/bench_storage.py [--games 400] [--rounds 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncSession

from domain.game import Side
from engine import Board
from storage import Repository
from storage.models import GameRow, MoveRow

GOAL_MOVES_PER_S = 2_000


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


async def bench_repository(path: Path, games: list[list[int]], *, fast: bool) -> list[float]:
    repo = await Repository.open(f"sqlite+aiosqlite:///{path}", fast_driver=fast)
    try:
        agent = Side.bot("minimax", "builtin", 1600.0)
        records = [
            await repo.create_game(
                server_id="bench",
                channel_id="c",
                x=Side.human(f"p{i % 50}", f"P{i % 50}"),
                o=agent,
            )
            for i in range(len(games))
        ]
        latencies = []
        clock = time.perf_counter
        for record, moves in zip(records, games, strict=True):
            for cell in moves:
                start = clock()
                record = await repo.apply_move(record, cell)
                latencies.append(clock() - start)
        assert await repo.stats_snapshot() == await repo.stats_from_games()
        return latencies
    finally:
        await repo.close()


async def bench_naive_orm(path: Path, games: list[list[int]]) -> list[float]:
    """The obvious way: a new session per move, ORM load, change, add, commit."""
    repo = await Repository.open(f"sqlite+aiosqlite:///{path}", fast_driver=False)
    try:
        agent = Side.bot("minimax", "builtin", 1600.0)
        ids = [
            (
                await repo.create_game(
                    server_id="bench", channel_id="c", x=Side.human("p", "P"), o=agent
                )
            ).id
            for _ in games
        ]
        latencies = []
        clock = time.perf_counter
        for game_id, moves in zip(ids, games, strict=True):
            for cell in moves:
                start = clock()
                async with AsyncSession(repo.engine) as session:
                    game = await session.get(GameRow, game_id)
                    assert game is not None
                    before = Board(game.board)
                    after = before.play(cell)
                    game.board, game.ply = after.cells, after.ply
                    game.to_move, game.version = after.to_move.value, game.version + 1
                    game.updated_at = datetime.now(UTC)
                    session.add(
                        MoveRow(
                            game_id=game_id,
                            ply=before.ply,
                            side=before.to_move.value,
                            cell=cell,
                            board_before=before.cells,
                            played_at=game.updated_at,
                        )
                    )
                    await session.commit()
                latencies.append(clock() - start)
        return latencies
    finally:
        await repo.close()


def bench_sqlite3(path: Path, games: list[list[int]]) -> list[float]:
    """A synchronous insert loop: one move row per transaction, nothing else."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute(
        "CREATE TABLE moves (id INTEGER PRIMARY KEY, game_id INT, ply INT, side TEXT,"
        " cell INT, board_before TEXT, played_at TEXT, UNIQUE (game_id, ply))"
    )
    latencies = []
    clock = time.perf_counter
    for game_id, moves in enumerate(games):
        board = Board()
        for cell in moves:
            start = clock()
            conn.execute(
                "INSERT INTO moves (game_id, ply, side, cell, board_before, played_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, board.ply, board.to_move.value, cell, board.cells,
                 datetime.now(UTC).isoformat()),
            )  # fmt: skip
            conn.commit()
            latencies.append(clock() - start)
            board = board.play(cell)
    conn.close()
    return latencies


PATHS = (
    "repository (bot's path)",
    "repository, stock aiosqlite",
    "naive ORM, session per move",
    "sync sqlite3 insert loop",
)
BASELINE = "naive ORM, session per move"
SHORT = dict(zip(PATHS, ("repository", "stock adapter", "naive ORM", "sqlite3"), strict=True))


async def one_round(folder: Path, games: list[list[int]]) -> dict[str, list[float]]:
    """Per-move latencies of every path, on fresh database files in ``folder``."""
    return {
        PATHS[2]: await bench_naive_orm(folder / "naive.db", games),
        PATHS[1]: await bench_repository(folder / "stock.db", games, fast=False),
        PATHS[0]: await bench_repository(folder / "fast.db", games, fast=True),
        PATHS[3]: await asyncio.to_thread(bench_sqlite3, folder / "plain.db", games),
    }


def rate(latencies: list[float]) -> float:
    return len(latencies) / sum(latencies)


async def main_async(args: argparse.Namespace) -> None:
    games = random_games(args.games, args.seed)
    moves = sum(len(g) for g in games)
    print(f"{args.games} random human-vs-agent games, {moves} moves, one transaction each;")
    print(f"best and median of {args.rounds} rounds (SQLite file, WAL, synchronous=NORMAL)\n")
    rounds = []
    for number in range(args.rounds):
        with tempfile.TemporaryDirectory() as tmp:
            rounds.append(await one_round(Path(tmp), games))
        shown = ", ".join(f"{SHORT[name]} {rate(r):.0f}/s" for name, r in rounds[-1].items())
        print(f"  round {number + 1}: {shown}")
    best_base = max(rate(r[BASELINE]) for r in rounds)
    median_base = statistics.median(rate(r[BASELINE]) for r in rounds)
    print(f"\n  {'path':<34} {'best':>8} {'median':>8}  {'p50':>7} {'p99':>8}  vs baseline")
    for name in PATHS:
        rates = [rate(r[name]) for r in rounds]
        best = max((r[name] for r in rounds), key=rate)
        cuts = statistics.quantiles(best, n=100, method="inclusive")
        label = f"{name} [base]" if name == BASELINE else name
        print(
            f"  {label:<34} {max(rates):8.0f} {statistics.median(rates):8.0f}"
            f"  {cuts[49] * 1e6:5.0f}µs {cuts[98] * 1e6:6.0f}µs"
            f"  {max(rates) / best_base:5.2f}x best, "
            f"{statistics.median(rates) / median_base:5.2f}x median"
        )
    ours = [rate(r[PATHS[0]]) for r in rounds]
    verdict = "meets" if max(ours) > GOAL_MOVES_PER_S else "misses"
    print(
        f"\nrepository: best {max(ours):.0f}, median {statistics.median(ours):.0f} moves/s "
        f"(moves/s, each its own transaction) - best {verdict} the goal of "
        f"{GOAL_MOVES_PER_S:,}/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400, help="games to play (default 400)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of every path (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random games")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()

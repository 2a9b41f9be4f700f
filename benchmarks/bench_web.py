"""The website's speed: each page's p99 against a trivial aiohttp handler's, in the same run.

Builds a SQLite database of ``--games`` finished games (200 members against the agents, in
``--servers`` public servers; kept at ``--db`` when given, and used as is next time), serves
the website on this machine's loopback with one extra route that answers ``ok`` without
reading anything (the baseline), and sends each page ``--requests`` requests,
``--concurrency`` at a time, from an aiohttp client in this process. Prints each page's
median and p99 in ms and its p99 as a multiple of the baseline's.
The target: every page's p99 at most 5× the baseline's.

    nice -n 10 .venv/bin/python -m benchmarks.bench_web --games 10000
    nice -n 10 .venv/bin/python -m benchmarks.bench_web --db /path/to/tttbot.db --server 100
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

import aiohttp
from aiohttp import web

from bot.web.app import create_app
from domain.game import Side
from engine import Board
from storage import Repository

AGENTS = ("minimax", "random", "dqn")
TARGET = 5.0


async def build(url: str, games: int, servers: int) -> None:
    """``games`` finished games of 200 members against agents, 50 being written at a time."""
    repo = await Repository.open(url)
    try:
        for server in range(servers):
            await repo.update_server_settings(str(1000 + server), by="bench", web="public")

        async def one(number: int) -> None:
            person = Side.human(f"member{number % 200}", f"Member {number % 200}")
            agent = Side.bot(AGENTS[number % len(AGENTS)], "builtin", 1500.0)
            x, o = (person, agent) if number % 2 else (agent, person)
            server = str(1000 + number % servers)
            game = await repo.create_game(server_id=server, channel_id=f"c{number}", x=x, o=o)
            board, cells = Board(), list[int]()
            while not board.is_over:  # a varied, legal game: the n-th legal move by turns
                legal = board.legal_moves()
                cell = legal[(number + len(cells)) % len(legal)]
                board = board.play(cell)
                cells.append(cell)
            await repo.apply_moves(game, cells)

        for start in range(0, games, 50):
            await asyncio.gather(*(one(n) for n in range(start, min(start + 50, games))))
    finally:
        await repo.close()


async def measure(
    session: aiohttp.ClientSession, url: str, requests: int, at_once: int
) -> list[float]:
    """The time of each of ``requests`` GETs of ``url``, ``at_once`` in flight, in ms."""
    times: list[float] = []
    gate = asyncio.Semaphore(at_once)

    async def one() -> None:
        async with gate:
            start = time.perf_counter()
            async with session.get(url) as response:
                await response.read()
                assert response.status == 200, (url, response.status)
            times.append((time.perf_counter() - start) * 1000)

    await asyncio.gather(*(one() for _ in range(requests)))
    return times


def p99(times: list[float]) -> float:
    return statistics.quantiles(times, n=100, method="inclusive")[98]


async def trivial(_: web.Request) -> web.Response:
    return web.Response(text="ok")


async def run(args: argparse.Namespace, url: str) -> None:
    repo = await Repository.open(url)
    app = create_app(repo)
    app.router.add_get("/bench/trivial", trivial)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    base = f"http://127.0.0.1:{port}"
    try:
        async with aiohttp.ClientSession() as session:
            recent = await repo.public_games(server_id=args.server, limit=1)
            game_id = recent[0].id
            person = recent[0].x.user_id or recent[0].o.user_id
            pages = {
                "trivial handler (baseline)": "/bench/trivial",
                "/": "/",
                "/?q=member 1": "/?q=member%201",
                "/servers/<id>": f"/servers/{args.server}",
                "/games/<id>": f"/games/{game_id}",
                "/players/<id>": f"/players/{person}",
                "/api/leaderboard": "/api/leaderboard",
                "/api/games/<id>": f"/api/games/{game_id}",
                "/api/players/<id>": f"/api/players/{person}",
            }
            await measure(session, base + "/", 20, args.concurrency)  # warm up
            baseline = 0.0
            print(f"{'page':<28}{'median ms':>10}{'p99 ms':>10}{'p99 / baseline':>16}")
            for name, path in pages.items():
                times = await measure(session, base + path, args.requests, args.concurrency)
                tail = p99(times)
                baseline = baseline or tail
                ratio = tail / baseline
                flag = "" if ratio <= TARGET else f"  over {TARGET:g}x"
                print(
                    f"{name:<28}{statistics.median(times):>10.2f}{tail:>10.2f}{ratio:>15.1f}x{flag}"
                )
    finally:
        await runner.cleanup()
        await repo.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--servers", type=int, default=10)
    parser.add_argument(
        "--db", type=Path, help="a SQLite database: used if it exists, else built there"
    )
    parser.add_argument("--server", default="1000", help="the server whose pages are asked")
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--concurrency", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = args.db or Path(folder) / "bench.db"
        url = f"sqlite+aiosqlite:///{path}"
        if not path.exists():
            start = time.perf_counter()
            asyncio.run(build(url, args.games, args.servers))
            print(f"built {args.games} games in {time.perf_counter() - start:.0f} s")
        asyncio.run(run(args, url))


if __name__ == "__main__":
    main()

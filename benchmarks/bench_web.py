"""The website's speed: each page's p99 against a trivial aiohttp handler's, in the same run.

Builds a SQLite database of ``--games`` finished games (200 members against the agents, in
``--servers`` public servers; kept at ``--db`` when given, and used as is next time), serves
the website on this machine's loopback with one extra route that answers ``ok`` without
reading anything (the baseline), and sends each page ``--requests`` requests,
``--concurrency`` at a time, from an aiohttp client in this process (each game in one of
four channels of its server). Prints each page's
median and p99 in ms, its p99 as a multiple of the baseline's, measured right before it, and
the time full garbage collections took during its requests (a pause of all of them at once).
``--cache-seconds 0`` measures the pages as rendered on every request (no kept pages).
The target: every page's p99 at most 5× the baseline's.

    nice -n 10 .venv/bin/python -m benchmarks.bench_web --games 10000
    nice -n 10 .venv/bin/python -m benchmarks.bench_web --db /path/to/tttbot.db --server 100
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import statistics
import tempfile
import time
from pathlib import Path

import aiohttp
from aiohttp import web

from bot.web.app import served_alone
from bot.web.cache import PAGE_SECONDS
from domain.game import Side
from engine import Board
from storage import Repository

AGENTS = ("minimax", "random", "dqn")
TARGET = 5.0
TRIVIAL = "/bench/trivial"


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
            game = await repo.create_game(server_id=server, channel_id=f"c{number % 4}", x=x, o=o)
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


class FullCollections:
    """The time the garbage collector spent in full collections (generation 2) since
    :attr:`ms` was last set to 0: a pause of every request in flight at once."""

    def __init__(self) -> None:
        self.ms = 0.0
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.ms += (time.perf_counter() - self._start) * 1000


async def report(
    session: aiohttp.ClientSession, base: str, pages: dict[str, str], args: argparse.Namespace
) -> None:
    """Each page's figures against the baseline measured right before it, and the full
    collections during its requests (a page whose p99 is one of them says so)."""
    print(f"pages kept {args.cache_seconds:g} s (bot/web/cache.py; 0: every request renders)")
    print(
        f"{'page':<28}{'median ms':>10}{'p99 ms':>10}{'trivial p99':>12}"
        f"{'p99 / trivial':>15}{'full gc ms':>12}"
    )
    collections = FullCollections()
    gc.callbacks.append(collections)
    try:
        for name, path in pages.items():
            # The baseline right before each page: on a shared machine the load changes
            # from one minute to the next, and a ratio compares like with like.
            baseline = p99(await measure(session, base + TRIVIAL, args.requests, args.concurrency))
            collections.ms = 0.0
            times = await measure(session, base + path, args.requests, args.concurrency)
            tail = p99(times)
            ratio = tail / baseline
            flag = "" if ratio <= TARGET else f"  over {TARGET:g}x"
            print(
                f"{name:<28}{statistics.median(times):>10.2f}{tail:>10.2f}{baseline:>12.2f}"
                f"{ratio:>14.1f}x{collections.ms:>12.1f}{flag}"
            )
    finally:
        gc.callbacks.remove(collections)


async def run(args: argparse.Namespace, url: str) -> None:
    repo = await Repository.open(url)
    app = served_alone(repo, cache_seconds=args.cache_seconds)  # as ``tttbot web`` serves it
    app.router.add_get(TRIVIAL, trivial)
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
                "/": "/",
                "/?q=member 1": "/?q=member%201",
                "/servers/<id>": f"/servers/{args.server}",
                "/servers/<id>?channel=c1": f"/servers/{args.server}?channel=c1",
                "/games/<id>": f"/games/{game_id}",
                "/players/<id>": f"/players/{person}",
                "/api/leaderboard": "/api/leaderboard",
                "/api/servers/<id>": f"/api/servers/{args.server}",
                "/api/games/<id>": f"/api/games/{game_id}",
                "/api/players/<id>": f"/api/players/{person}",
            }
            await measure(session, base + "/", 20, args.concurrency)  # warm up
            await report(session, base, pages, args)
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
    parser.add_argument(
        "--cache-seconds",
        type=float,
        default=PAGE_SECONDS,
        help="how long the site keeps a rendered page (0: measure every page rendered)",
    )
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

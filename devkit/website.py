"""A demonstration website for the browser tests and the screenshots: a database with a
public server (two seasons, two channels, games of people against agents and a duel, a name
that is markup, a retrained agent that learned from its people), a private server, and the
website served on the loopback (with logging in when given what it needs: ``auth``).

    async with demo_site(tmp_path / "demo.db") as site:
        ...  # site.base, site.game_id, site.player_id, site.server_id, site.repository
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Final

from aiohttp import web

from bot.web.app import create_app
from bot.web.auth import WebAuth
from domain.game import Side
from engine import Board
from storage import Repository

PUBLIC: Final = "100"
PRIVATE: Final = "200"
START: Final = datetime(2026, 11, 1, 12, tzinfo=UTC)
PEOPLE: Final = (
    Side.human("ann", "Ann"),
    Side.human("bob", "Bob"),
    Side.human("eve", "<script>alert(1)</script>"),
    Side.human("zoe", "Zoé"),
)
AGENTS: Final = (
    Side.bot("minimax", "builtin", 1600.0),
    Side.bot("easy", "builtin", 1000.0),
    Side.bot("fallible", "builtin", 1300.0),
    Side.bot("random", "builtin", 800.0),
)
LEARNED: Final = {
    "people": {
        "from": "v1",
        "servers": {
            PUBLIC: {
                "games": 240,
                "held_out_games": 60,
                "before": 0.31,
                "after": 0.36,
                "own_table": True,
                "habit_rates": {
                    "win_line": {"rate": 0.83, "chances": 120},
                    "win_diag": {"rate": 0.61, "chances": 44},
                    "block_line": {"rate": 0.72, "chances": 150},
                    "block_diag": {"rate": 0.48, "chances": 52},
                },
            }
        },
    }
}
"""What a retraining run stores with a version that learned from the public server."""


@dataclass(frozen=True)
class DemoSite:
    base: str
    server_id: str
    game_id: int
    """A finished game of the public server, against an agent."""
    player_id: str
    moves: int
    """How many moves that game has."""
    repository: Repository
    """The site's database, for a test to add to."""


def moves_of(number: int) -> list[int]:
    """A varied legal game: the ``number``-th legal move by turns, to the end."""
    board, cells = Board(), list[int]()
    while not board.is_over:
        legal = board.legal_moves()
        cell = legal[(number * 7 + len(cells) * 3) % len(legal)]
        board = board.play(cell)
        cells.append(cell)
    return cells


async def seed(repo: Repository) -> int:
    """The demonstration data; the id of a finished game against an agent in the public
    server."""
    await repo.update_server_settings(PUBLIC, by="admin", web="public")
    await repo.update_server_settings(PRIVATE, by="admin", web="private")
    shown = 0
    for number in range(48):
        person, agent = PEOPLE[number % len(PEOPLE)], AGENTS[number % 3 + (number % 2)]
        x, o = (person, agent) if number % 2 else (agent, person)
        moment = START + timedelta(hours=7 * number)
        channel = "general" if number % 3 else "games"
        game = await repo.create_game(server_id=PUBLIC, channel_id=channel, x=x, o=o, now=moment)
        game = await repo.apply_moves(game, moves_of(number), now=moment + timedelta(minutes=2))
        shown = game.id
        if number == 30:
            await repo.start_season(PUBLIC, "admin", now=moment + timedelta(minutes=5))
    duel = await repo.create_game(
        server_id=PUBLIC, channel_id="general", x=PEOPLE[0], o=PEOPLE[1], now=START
    )
    await repo.apply_moves(duel, moves_of(3), now=START + timedelta(minutes=1))
    hidden = Side.human("mal", "Mallory")
    private = await repo.create_game(
        server_id=PRIVATE, channel_id="c", x=hidden, o=AGENTS[0], now=START
    )
    await repo.apply_moves(private, moves_of(1), now=START + timedelta(minutes=1))
    for number, (version, after) in enumerate((("v2", 0.34), ("v3", 0.36))):
        metrics = {"people": {**LEARNED["people"], "from": f"v{number + 1}"}}
        entry = {**LEARNED["people"]["servers"][PUBLIC], "after": after}  # type: ignore[index]
        metrics["people"]["servers"] = {PUBLIC: entry}
        moment = START + timedelta(days=5 + 5 * number)
        await repo.record_agent_version("dqn", version, metrics=metrics, now=moment)
        await repo.promote_agent_version("dqn", version, now=moment)
    return shown


@asynccontextmanager
async def demo_site(path: Path, auth: WebAuth | None = None) -> AsyncIterator[DemoSite]:
    """The website over a fresh demonstration database at ``path``, on a free loopback port;
    ``auth``: what logging in needs (none: nobody logs in)."""
    repo = await Repository.open(f"sqlite+aiosqlite:///{path}")
    runner = web.AppRunner(create_app(repo, auth=auth), access_log=None)
    try:
        game_id = await seed(repo)
        game = await repo.public_game(game_id)
        assert game is not None
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = runner.addresses[0][1]
        person = game.x.user_id or game.o.user_id or ""
        base = f"http://127.0.0.1:{port}"
        yield DemoSite(base, PUBLIC, game_id, person, len(game.moves), repo)
    finally:
        await runner.cleanup()
        await repo.close()

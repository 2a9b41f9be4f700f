"""Fixtures of the website's tests: a repository with games in a public server, a private
server and a DM, and an aiohttp test client on the website over it; the Discord emulator,
for logging in (:mod:`tests.web.logins`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.web.app import create_app
from devkit.emulator import DiscordEmulator
from domain.game import Game, Side
from domain.places import NO_SERVER
from storage import Repository
from tests.storage.conftest import ANN, MINIMAX, at

PUBLIC = "100"
PRIVATE = "200"
XSS = Side.human("xss", "<script>alert(1)</script>")
MALLORY = Side.human("mal", "Mallory")
X_WINS = (1, 4, 2, 5, 3)
"""X takes the top row while O plays 4 and 5."""


@dataclass(frozen=True)
class Site:
    client: TestClient
    repo: Repository
    public_game: Game
    private_game: Game
    dm_game: Game


async def played(repo: Repository, server: str, x: Side, o: Side, seconds: float) -> Game:
    """A finished game in ``server``: X wins on the top row."""
    game = await repo.create_game(server_id=server, channel_id="c", x=x, o=o, now=at(seconds))
    return await repo.apply_moves(game, X_WINS, now=at(seconds + 1))


@pytest.fixture
async def emulator() -> AsyncIterator[DiscordEmulator]:
    async with DiscordEmulator() as running:
        yield running


@pytest.fixture
async def site(repo: Repository) -> AsyncIterator[Site]:
    await repo.update_server_settings(PUBLIC, by="admin", web="public")
    await repo.update_server_settings(PRIVATE, by="admin", web="private")
    games = [await played(repo, PUBLIC, ANN, MINIMAX, 10 * i) for i in range(5)]
    await played(repo, PUBLIC, MINIMAX, XSS, 100)
    private_game = await played(repo, PRIVATE, MALLORY, MINIMAX, 200)
    dm_game = await played(repo, NO_SERVER, ANN, MINIMAX, 300)
    async with TestClient(TestServer(create_app(repo, cache_seconds=0))) as client:
        yield Site(client, repo, games[-1], private_game, dm_game)

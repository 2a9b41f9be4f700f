"""Fixtures: a fresh, migrated SQLite file database per test (never ./tttbot.db)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

from domain.game import Side
from storage import Repository

T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
ANN = Side.human("ann", "Ann")
BOB = Side.human("bob", "Bob")
MINIMAX = Side.bot("minimax", "builtin", 1600.0)


def at(seconds: float) -> datetime:
    """A fixed moment, ``seconds`` after T0: tests control the clock."""
    return T0 + timedelta(seconds=seconds)


async def server_agent(repo: Repository, server_id: str) -> str | None:
    """The agent a server chose (``None``: the bot's default), read from its settings."""
    settings = await repo.get_server_settings(server_id)
    return None if settings is None else settings.agent


@pytest.fixture
async def repo(db_url: str) -> AsyncIterator[Repository]:
    repository = await Repository.open(db_url)
    try:
        yield repository
    finally:
        await repository.close()

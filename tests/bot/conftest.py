"""Fixtures: services over a fresh SQLite file per test (never ./tttbot.db)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot.games.service import GameService

ServiceFactory = Callable[..., Awaitable[GameService]]


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def open_service(db_url: str) -> AsyncIterator[ServiceFactory]:
    """Open services on this test's database (closed at the end)."""
    opened: list[GameService] = []

    async def factory(**options: Any) -> GameService:
        options.setdefault("seed", 1)
        service = await GameService.open(db_url, **options)
        opened.append(service)
        return service

    yield factory
    for service in opened:
        await service.close()


@pytest.fixture
async def service(open_service: ServiceFactory, clock: Clock) -> GameService:
    return await open_service(clock=clock)

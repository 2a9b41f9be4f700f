"""Fixtures: a fresh, migrated SQLite file database per test (never ./tttbot.db)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

from storage import Repository, SideRecord

T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
ANN = SideRecord.human("ann", "Ann")
BOB = SideRecord.human("bob", "Bob")
MINIMAX = SideRecord.bot("minimax", "builtin", 1600.0)


def at(seconds: float) -> datetime:
    """A fixed moment, ``seconds`` after T0: tests control the clock."""
    return T0 + timedelta(seconds=seconds)


@pytest.fixture
async def repo(db_url: str) -> AsyncIterator[Repository]:
    repository = await Repository.open(db_url)
    try:
        yield repository
    finally:
        await repository.close()

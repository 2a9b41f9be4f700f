"""Fixtures and helpers of the storage tests: a repository on the test's database, people,
a controlled clock, plain SQL on a database, and spies on SQLAlchemy's statements."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import event, text
from sqlalchemy.ext.asyncio import AsyncConnection

from domain.game import Side
from storage import Repository, create_engine

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
    agent = None if settings is None else settings.chosen.get("agent")
    return None if agent is None else str(agent)


async def run_sql(url: str, *statements: str) -> list[tuple[object, ...]]:
    """Run ``statements`` on the database at ``url`` in one transaction (no repository, no
    migration): the rows of the last one that returns rows."""
    engine = create_engine(url)
    try:
        async with engine.begin() as connection:
            rows: list[tuple[object, ...]] = []
            for statement in statements:
                result = await connection.execute(text(statement))
                if result.returns_rows:
                    rows = [tuple(row) for row in result]
            return rows
    finally:
        await engine.dispose()


def count_statements(repo: Repository) -> list[str]:
    """Every statement the repository sends from now on (``BEGIN``/``COMMIT`` are not)."""
    sent: list[str] = []

    def keep(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        sent.append(statement)

    event.listen(repo.engine.sync_engine, "before_cursor_execute", keep)
    return sent


def spy_on_execute(monkeypatch: pytest.MonkeyPatch, keep: Callable[[Any], bool]) -> list[Any]:
    """The statements ``keep`` picks among those that go through SQLAlchemy's ``execute`` from
    now on (they still run): what did not go straight to the driver."""
    seen: list[Any] = []
    execute = AsyncConnection.execute

    async def spy(self: AsyncConnection, statement: Any, *args: Any, **kwargs: Any) -> Any:
        if keep(statement):
            seen.append(statement)
        return await execute(self, statement, *args, **kwargs)

    monkeypatch.setattr(AsyncConnection, "execute", spy)
    return seen

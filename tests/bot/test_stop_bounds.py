"""A stop ends before the supervisor kills the process: each of its steps is bounded, the
database's close included (a database that stopped answering cannot hold the stop), and the
bounds add up to less than systemd's stop timeout for the service."""

from __future__ import annotations

import asyncio
import logging
import re
from pathlib import Path

import pytest

from bot import health_server
from bot.discord import runner
from bot.discord.runner import BesideTheBot, stop_beside_and_close

UNIT = Path(__file__).resolve().parents[2] / "deploy" / "tttbot@.service"


class _DatabaseThatStoppedAnswering:
    """A service whose database takes its queued writes and never acknowledges them."""

    def __init__(self) -> None:
        self.closing = asyncio.Event()

    async def close(self) -> None:
        self.closing.set()
        await asyncio.Event().wait()


async def test_a_database_that_stopped_answering_holds_the_stop_only_its_bound(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(runner, "DATABASE_CLOSE_WITHIN_S", 0.2)
    service = _DatabaseThatStoppedAnswering()

    async def opened() -> _DatabaseThatStoppedAnswering:
        return service

    opening = asyncio.create_task(opened())
    caplog.set_level(logging.WARNING)
    await asyncio.wait_for(stop_beside_and_close(BesideTheBot(), None, opening), 10)  # type: ignore[arg-type]
    assert service.closing.is_set()
    assert "the database's close took over 0.2 s: cut short" in caplog.text
    assert not [t for t in asyncio.all_tasks() if t.get_name() == "the database's close"]


async def test_a_database_that_answers_is_closed_whole() -> None:
    closed = asyncio.Event()

    class Service:
        async def close(self) -> None:
            await asyncio.sleep(0.05)  # the queued writes
            closed.set()

    async def opened() -> Service:
        return Service()

    await stop_beside_and_close(BesideTheBot(), None, asyncio.create_task(opened()))  # type: ignore[arg-type]
    assert closed.is_set()


def test_the_stop_s_bounds_add_up_to_less_than_systemd_s_stop_timeout() -> None:
    timeout = re.search(r"^TimeoutStopSec=(\d+)$", UNIT.read_text(), re.MULTILINE)
    assert timeout is not None
    bounds = (
        runner.CLOSE_WITHIN_S,
        runner.CONNECT_LOOP_GRACE_S,
        runner.BESIDE_WITHIN_S,
        health_server.STOP_WITHIN_S,
        runner.DATABASE_CLOSE_WITHIN_S,
    )
    assert sum(bounds) < int(timeout.group(1))

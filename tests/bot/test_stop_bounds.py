"""A stop ends before the supervisor kills the process: each of its steps is bounded, the
database's close included (a database that stopped answering cannot hold the stop, nor can one
still opening), and the bounds add up to less than systemd's stop timeout for the service."""

from __future__ import annotations

import asyncio
import logging
import re
from pathlib import Path

import pytest

from bot import health_server
from bot.discord import runner
from bot.discord.runner import BesideTheBot, stop_beside_and_close
from bot.settings import Settings

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


async def test_a_stop_that_comes_while_the_database_is_still_opening_cuts_the_opening_short(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(runner, "DATABASE_CLOSE_WITHIN_S", 0.2)
    opening = asyncio.create_task(asyncio.Event().wait())  # a migration that takes its time
    caplog.set_level(logging.WARNING)
    await asyncio.wait_for(stop_beside_and_close(BesideTheBot(), None, opening), 10)  # type: ignore[arg-type]
    assert opening.cancelled()
    assert "the database's opening, then its close took over 0.2 s: cut short" in caplog.text


async def test_a_server_that_never_answers_holds_a_stop_during_the_opening_only_its_bound(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The opening of a real service, against an address that takes the connection and never
    says a word (a server behind a dropped network): the driver alone would wait a minute."""
    held: list[asyncio.StreamWriter] = []

    async def take_and_say_nothing(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        held.append(writer)

    server = await asyncio.start_server(take_and_say_nothing, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    settings = Settings(_env_file=None, TTT_DATABASE_URL=f"postgresql://ttt@127.0.0.1:{port}/ttt")
    monkeypatch.setattr(runner, "DATABASE_CLOSE_WITHIN_S", 0.5)
    try:
        opening = asyncio.create_task(runner.open_service(settings, warm=True))
        await asyncio.sleep(0.2)  # the stop comes while the driver waits for the server
        assert not opening.done() and held
        await asyncio.wait_for(stop_beside_and_close(BesideTheBot(), None, opening), 5)
        assert opening.cancelled()
    finally:
        for writer in held:
            writer.close()
        server.close()
        await server.wait_closed()


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

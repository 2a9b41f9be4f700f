"""Fixtures: a fresh Discord emulator per test, and a runner that points the real discord.py
client at it and starts/stops bots as background tasks (:class:`devkit.discord_clients.BotRunner`,
which the tests import from here too)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import pytest

from devkit.discord_clients import BotRunner
from devkit.emulator import DiscordEmulator, World


@pytest.fixture
async def emulator() -> AsyncIterator[DiscordEmulator]:
    emu = DiscordEmulator()
    await emu.start()
    try:
        yield emu
    finally:
        await emu.stop()
    # Problems are things real Discord would reject or the emulator can't serve; a test that
    # provokes one on purpose clears ``emu.problems`` after asserting on it.
    emu.assert_no_problems()


@pytest.fixture
def world(emulator: DiscordEmulator) -> World:
    """Owner, manager (MANAGE_GUILD), alice/bob/carol, #general and #tic-tac-toe."""
    return emulator.populate_default()


@pytest.fixture
async def bot_runner(emulator: DiscordEmulator) -> AsyncIterator[BotRunner]:
    runner = BotRunner(emulator)
    try:
        yield runner
    finally:
        # Bots must stop before the emulator, or they would keep retrying a dead gateway.
        with contextlib.suppress(asyncio.CancelledError):
            await runner.aclose()

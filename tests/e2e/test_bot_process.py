"""``tttbot run`` as a real process: Discord when DISCORD_TOKEN is set (pointed at the emulator
with DISCORD_API_BASE / DISCORD_GATEWAY_URL), a clean exit on SIGTERM, the token never logged;
and, in this process, what its start-up does while the database opens beside the login."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from collections.abc import Callable
from pathlib import Path

import discord.backoff
import pytest

from bot.discord.runner import run_discord
from bot.retrain.scheduler import RetrainScheduler
from bot.settings import Settings
from devkit.bot_process import discord_env, running_bot
from devkit.emulator import DiscordEmulator, World
from storage.errors import DatabaseUnavailableError

from .bot_harness import TttEnv, board_of
from .conftest import BotRunner


async def test_run_serves_discord_and_stops_cleanly_on_sigterm(
    emulator: DiscordEmulator, world: World, tmp_path: Path
) -> None:
    database = f"sqlite+aiosqlite:///{tmp_path / 'ttt.db'}"
    # DEBUG shows the most; the token must not be in it either.
    env = discord_env(emulator, database, guild_ids=[world.guild.id], TTT_LOG_LEVEL="DEBUG")
    async with running_bot(env, tmp_path) as bot:
        await emulator.wait_commands_synced(world.guild, timeout=30)
        await emulator.wait_ready(timeout=30)
        result = await emulator.slash(
            world.alice, world.guild, world.games, "ttt", "play", options={"first": "me"}
        )
        assert result.message is not None and board_of(result.message).ply == 0
        clicked = await emulator.click(world.alice, result.message, result.custom_ids[4])
        assert board_of(clicked.message).ply == 2  # type: ignore[arg-type]

        code = await bot.terminate()
    text = bot.text()
    assert code == 0, text
    assert "shutting down" in text
    assert "Traceback" not in text, text
    assert emulator.token not in text


def settings_for(emulator: DiscordEmulator, world: World, database: Path) -> Settings:
    """The settings of a bot run in this process against ``emulator``, on SQLite file
    ``database``."""
    return Settings(
        _env_file=None,
        DISCORD_TOKEN=emulator.token,
        DISCORD_API_BASE=emulator.base_url,
        DISCORD_GATEWAY_URL=emulator.gateway_url,
        TTT_DATABASE_URL=f"sqlite+aiosqlite:///{database}",
        TTT_GUILD_IDS=str(world.guild.id),
    )


async def until(condition: Callable[[], bool], timeout: float) -> None:
    """Wait until ``condition()`` holds (checked every 20 ms), at most ``timeout`` seconds."""
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.02)


async def test_sigterm_stops_the_bot_while_it_waits_to_reconnect_to_an_unreachable_discord(
    emulator: DiscordEmulator,
    world: World,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    # During an outage discord.py waits up to 17 minutes between two reconnect attempts; a
    # SIGTERM (systemctl stop, a rolling restart) must not wait for the end of that wait.
    waiting = asyncio.Event()

    def a_long_wait(self: discord.backoff.ExponentialBackoff[bool]) -> float:
        waiting.set()
        return 600.0

    monkeypatch.setattr(discord.backoff.ExponentialBackoff, "delay", a_long_wait)
    settings = settings_for(emulator, world, tmp_path / "ttt.db")
    caplog.set_level(logging.INFO, logger="bot.discord.client")
    running = asyncio.create_task(run_discord(settings))
    try:
        await emulator.wait_ready(timeout=30)
        await until(lambda: "connected as" in caplog.text, timeout=30)  # on_ready came
        await emulator.stop()  # Discord goes away: the gateway and the API
        await asyncio.wait_for(waiting.wait(), timeout=30)
        assert not running.done()
        os.kill(os.getpid(), signal.SIGTERM)  # run_discord's handler takes it
        assert await asyncio.wait_for(running, timeout=15) == 0
    finally:
        if not running.done():
            running.cancel()
            await asyncio.wait({running})


async def test_a_database_that_cannot_open_ends_run_with_its_error_and_no_gateway_session(
    emulator: DiscordEmulator, world: World, bot_runner: BotRunner, tmp_path: Path
) -> None:
    # The login runs while the database opens; the database's failure still ends
    # start-up with its own error (bot.__main__ prints it on one line, status 2), and the
    # client never connects to the gateway.
    broken = tmp_path / "broken.db"
    broken.write_bytes(b"not a database " * 300)
    settings = settings_for(emulator, world, broken)
    with pytest.raises(DatabaseUnavailableError, match="not a database"):
        await run_discord(settings)
    assert not emulator.connected
    assert emulator.gateway.active is None


async def test_the_retraining_schedule_starts_with_the_connection_on_the_services_database(
    emulator: DiscordEmulator, world: World, bot_runner: BotRunner, tmp_path: Path
) -> None:
    env = TttEnv(emulator, world, bot_runner, f"sqlite+aiosqlite:///{tmp_path / 'ttt.db'}")
    env.overrides["TTT_RETRAIN_INTERVAL_S"] = 3600
    bot = await env.start()
    try:
        scheduler = bot.retrain_scheduler
        assert isinstance(scheduler, RetrainScheduler)
        assert scheduler.interval_s == 3600
        assert await scheduler.count_games() == 0  # it reads the database the service opened
        running = asyncio.all_tasks()
        assert any(task.get_name() == "retrain-scheduler" for task in running)
    finally:
        await env.stop()
    assert not any(task.get_name() == "retrain-scheduler" for task in asyncio.all_tasks())

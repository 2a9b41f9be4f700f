"""``tttbot run`` when Discord cannot be reached: it tries again with a growing wait, one line
per attempt and no traceback, and serves as soon as Discord answers; a token Discord refuses
ends it at once with one line and status 2 (no retry can change that answer)."""

from __future__ import annotations

import asyncio
import logging
import os
import re
import signal
import socket
from pathlib import Path

import discord.backoff
import pytest

from bot.discord.reach import retry_delays
from bot.discord.runner import run_discord
from devkit.bot_process import discord_env, running_bot
from devkit.emulator import DiscordEmulator, World

from .bot_harness import board_of
from .test_bot_process import settings_for, until

RETRY_LINE = re.compile(
    r"cannot reach Discord \(ClientConnectorError: Cannot connect to host 127\.0\.0\.1:\d+ .*\): "
    r"attempt (\d+) failed, trying again in (\d+) s$"
)


def free_port() -> int:
    """A port nothing listens on (the OS's pick, released again)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def run_env(token: str, port: int, database: Path, guild_id: int | None = None) -> dict[str, str]:
    return discord_env(
        None,
        f"sqlite+aiosqlite:///{database}",
        guild_ids=[] if guild_id is None else [guild_id],
        DISCORD_TOKEN=token,
        DISCORD_API_BASE=f"http://127.0.0.1:{port}",
        DISCORD_GATEWAY_URL=f"ws://127.0.0.1:{port}/gateway",
    )


def test_the_waits_double_from_one_second_up_to_a_minute() -> None:
    delays = retry_delays()
    assert [delays() for _ in range(9)] == [1, 2, 4, 8, 16, 32, 60, 60, 60]


async def test_run_tries_again_until_discord_is_up_then_serves(tmp_path: Path) -> None:
    port = free_port()
    emulator = DiscordEmulator(port=port)
    world = emulator.populate_default()
    env = run_env(emulator.token, port, tmp_path / "ttt.db", world.guild.id)
    async with running_bot(env, tmp_path) as bot:
        # Nothing listens: the first attempts fail (after 0, 1 and 3 s).
        await until(lambda: len(RETRY_LINE.findall(bot.text())) >= 1, timeout=30)
        await until(lambda: "attempt 2 failed" in bot.text(), timeout=30)
        await emulator.start()  # Discord is back, on the address the bot keeps trying
        try:
            await emulator.wait_ready(timeout=30)
            result = await emulator.slash(
                world.alice, world.guild, world.games, "ttt", "play", options={"first": "me"}
            )
            assert result.message is not None and board_of(result.message).ply == 0
            assert await bot.terminate() == 0, bot.text()
        finally:
            await emulator.stop()
    retries = [line for line in bot.text().splitlines() if "cannot reach Discord" in line]
    assert [RETRY_LINE.search(line).groups() for line in retries[:2]] == [  # type: ignore[union-attr]
        ("1", "1"),
        ("2", "2"),
    ]
    assert "Traceback" not in bot.text()
    assert emulator.token not in bot.text()


async def test_a_refused_token_ends_run_with_one_line_and_status_2(
    emulator: DiscordEmulator, world: World, tmp_path: Path
) -> None:
    port = int(emulator.base_url.rsplit(":", 1)[1])
    wrong = "not.the.token"
    async with running_bot(run_env(wrong, port, tmp_path / "ttt.db"), tmp_path) as bot:
        assert await bot.wait(timeout=60) == 2, bot.text()
    assert "Discord refused the token (DISCORD_TOKEN): login failed" in bot.text()
    assert "cannot reach Discord" not in bot.text()  # not retried
    assert "Traceback" not in bot.text()
    assert wrong not in bot.text()
    assert emulator.gateway.identify_count == 0


async def test_discordpys_own_reconnect_attempts_are_one_line_each(
    emulator: DiscordEmulator,
    world: World,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    # Connected, then Discord goes away: discord.py's connect loop tries again on its own, and
    # logs each attempt with the error's traceback, which the bot folds into one line.
    monkeypatch.setattr(discord.backoff.ExponentialBackoff, "delay", lambda self: 0.2)
    caplog.set_level(logging.INFO)
    running = asyncio.create_task(run_discord(settings_for(emulator, world, tmp_path / "t.db")))
    try:
        await emulator.wait_ready(timeout=30)
        await until(lambda: "connected as" in caplog.text, timeout=30)
        await emulator.stop()

        def attempts() -> list[logging.LogRecord]:
            return [r for r in caplog.records if "Attempting a reconnect" in r.getMessage()]

        await until(lambda: len(attempts()) >= 2, timeout=30)
        for record in attempts():
            assert record.exc_info is None and record.exc_text is None
            assert re.search(r"in 0\.20s \((ClientConnectorError|\w+Error): ", record.getMessage())
        os.kill(os.getpid(), signal.SIGTERM)  # run_discord's handler takes it
        assert await asyncio.wait_for(running, timeout=15) == 0
    finally:
        if not running.done():
            running.cancel()
            await asyncio.wait({running})
    assert "Traceback" not in caplog.text

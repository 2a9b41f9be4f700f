"""A running ``tttbot run`` answers its health checks on ``TTT_HEALTH_PORT`` (``/healthz``),
and ``tttbot health`` reads them: healthy once the gateway is connected, unhealthy once Discord
is gone. Its log, asked for as JSON, is one JSON object per line, with the start line and a
line for each finished game."""

from __future__ import annotations

import asyncio
import json
import socket
from pathlib import Path

import pytest

from devkit.bot_process import discord_env, running_bot, tttbot
from devkit.emulator import DiscordEmulator, World

from .bot_harness import game_id_of

pytestmark = pytest.mark.slow


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_health_is_answered_while_connected_and_fails_once_discord_is_gone(
    emulator: DiscordEmulator, world: World, tmp_path: Path
) -> None:
    port = free_port()
    env = discord_env(
        emulator,
        f"sqlite+aiosqlite:///{tmp_path / 'ttt.db'}",
        guild_ids=[world.guild.id],
        TTT_HEALTH_PORT=str(port),
        TTT_LOG_FORMAT="json",
        TTT_LOG_LEVEL="INFO",
    )
    async with running_bot(env, tmp_path) as process:
        code, said = await tttbot("health", "--wait", "60", env=env, cwd=tmp_path)
        assert code == 0, said + process.text()
        lines = said.splitlines()
        assert lines[0].startswith("gateway: ok: connected"), said
        assert lines[1] == "database: ok: reachable"
        assert lines[2].startswith("migrations: ok: at revision")
        assert lines[3].startswith("agents: ok: ")
        assert lines[-1] == "healthy"

        await emulator.wait_commands_synced(world.guild, timeout=30)
        started = await emulator.slash(
            world.alice, world.guild, world.games, "ttt", "play", options={"first": "me"}
        )
        assert started.message is not None
        await emulator.click(world.alice, started.message, started.custom_ids[4])
        await emulator.slash(world.alice, world.guild, world.games, "ttt", "resign")
        game = game_id_of(started.message)
        await process.wait_for_output(f"game {game} finished")

        await emulator.stop()  # Discord goes away
        for _attempt in range(30):
            code, said = await tttbot("health", "--port", str(port), env=env, cwd=tmp_path)
            if code == 1:
                break
            await asyncio.sleep(1)
        assert code == 1, said
        assert said.splitlines()[0].startswith("gateway: FAILED")
        assert said.splitlines()[-1] == "unhealthy"
        assert await process.terminate() == 0
    entries = [json.loads(line) for line in process.text().splitlines() if line]
    assert all({"time", "level", "logger", "message"} <= set(entry) for entry in entries)
    messages = [entry["message"] for entry in entries]
    start = [m for m in messages if " serving: database sqlite+aiosqlite:///" in m]
    assert len(start) == 1, messages
    assert ", one unsharded connection, agents random, minimax, " in start[0]
    assert start[0].endswith(" (default minimax)")
    finished = next(m for m in messages if m.startswith(f"game {game} finished"))
    assert f"X user {world.alice.id}, O agent minimax" in finished
    assert finished.endswith("O won (X resigned), 2 moves")


async def test_a_health_port_in_use_stops_the_start_with_one_line_before_discord(
    tmp_path: Path,
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = discord_env(
            None,
            f"sqlite+aiosqlite:///{tmp_path / 'ttt.db'}",
            DISCORD_TOKEN="a-token",
            DISCORD_API_BASE="http://127.0.0.1:1",  # never reached
            TTT_HEALTH_PORT=str(port),
        )
        code, said = await tttbot("run", env=env, cwd=tmp_path)
    assert code == 2
    assert said.strip().splitlines()[-1] == (
        f"tttbot: cannot answer health checks on 127.0.0.1:{port} (TTT_HEALTH_PORT): "
        "Address already in use"
    ), said
    assert "Traceback" not in said

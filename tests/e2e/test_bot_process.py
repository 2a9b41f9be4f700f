"""``tttbot run`` as a real process: Discord when DISCORD_TOKEN is set (pointed at the emulator
with DISCORD_API_BASE / DISCORD_GATEWAY_URL), a clean exit on SIGTERM, the token never logged."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from .bot_harness import board_of
from .emulator import DiscordEmulator, World


async def test_run_serves_discord_and_stops_cleanly_on_sigterm(
    emulator: DiscordEmulator, world: World, tmp_path: Path
) -> None:
    env = {
        **os.environ,
        "DISCORD_TOKEN": emulator.token,
        # Without the /api/v10 suffix on purpose: the bot adds it.
        "DISCORD_API_BASE": emulator.base_url,
        "DISCORD_GATEWAY_URL": emulator.gateway_url,
        "TTT_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'ttt.db'}",
        "TTT_GUILD_IDS": str(world.guild.id),
        # DEBUG shows the most; the token must not be in it either.
        "TTT_LOG_LEVEL": "DEBUG",
    }
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "run",
        cwd=tmp_path,  # no stray .env from the repository
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    output = bytearray()

    async def drain() -> None:
        assert proc.stdout is not None
        while chunk := await proc.stdout.read(65536):
            output.extend(chunk)

    reader = asyncio.create_task(drain())
    try:
        await emulator.wait_commands_synced(world.guild, timeout=30)
        await emulator.wait_ready(timeout=30)
        result = await emulator.slash(
            world.alice, world.guild, world.games, "ttt", "play", options={"first": "me"}
        )
        assert result.message is not None and board_of(result.message).ply == 0
        clicked = await emulator.click(world.alice, result.message, result.custom_ids[4])
        assert board_of(clicked.message).ply == 2  # type: ignore[arg-type]

        proc.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(proc.wait(), timeout=15)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
        await reader
    text = output.decode(errors="replace")
    assert code == 0, text
    assert "shutting down" in text
    assert "Traceback" not in text, text
    assert emulator.token not in text

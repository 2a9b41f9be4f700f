"""The website from the bot's own process: ``tttbot run`` with ``TTT_WEB_PORT`` serves it, a
server's pages answer 404 until its admin runs ``/ttt-admin web public`` on Discord (a member
without Manage Server is refused), and then show its games."""

from __future__ import annotations

from pathlib import Path

import aiohttp
import pytest

from devkit.bot_process import discord_env, running_bot, tttbot
from devkit.emulator import DiscordEmulator, World

from .bot_harness import assert_refused, game_id_of
from .test_bot_health import free_port

pytestmark = pytest.mark.slow


async def status_of(url: str) -> int:
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return response.status


async def test_the_bot_serves_a_server_s_pages_once_its_admin_makes_them_public(
    emulator: DiscordEmulator, world: World, tmp_path: Path
) -> None:
    health, web = free_port(), free_port()
    env = discord_env(
        emulator,
        f"sqlite+aiosqlite:///{tmp_path / 'ttt.db'}",
        guild_ids=[world.guild.id],
        TTT_HEALTH_PORT=str(health),
        TTT_WEB_PORT=str(web),
    )
    async with running_bot(env, tmp_path) as process:
        code, said = await tttbot("health", "--wait", "60", env=env, cwd=tmp_path)
        assert code == 0, said + process.text()
        await emulator.wait_commands_synced(world.guild, timeout=30)
        started = await emulator.slash(
            world.alice, world.guild, world.games, "ttt", "play", options={"first": "me"}
        )
        assert started.message is not None
        await emulator.click(world.alice, started.message, started.custom_ids[4])
        await emulator.slash(world.alice, world.guild, world.games, "ttt", "resign")
        game = game_id_of(started.message)
        await process.wait_for_output(f"game {game} finished")
        site = f"http://127.0.0.1:{web}"
        assert await status_of(f"{site}/games/{game}") == 404
        assert await status_of(f"{site}/servers/{world.guild.id}") == 404

        refused = await emulator.slash(
            world.alice,
            world.guild,
            world.games,
            "ttt-admin",
            "web",
            options={"visibility": "public"},
            check_permissions=False,
        )
        assert_refused(refused, "Manage Server")
        assert await status_of(f"{site}/games/{game}") == 404
        done = await emulator.slash(
            world.manager,
            world.guild,
            world.games,
            "ttt-admin",
            "web",
            options={"visibility": "public"},
        )
        assert "Settings updated." in done.text
        assert await status_of(f"{site}/games/{game}") == 200
        assert await status_of(f"{site}/servers/{world.guild.id}") == 200
        assert await status_of(f"{site}/players/{world.alice.id}") == 200
        assert await process.terminate() == 0

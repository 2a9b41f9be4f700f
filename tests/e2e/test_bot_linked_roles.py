"""Linked roles through the bot's own process against the Discord emulator: the bot registers
the app's metadata at start; a member links on the website's ``/linked-roles`` (OAuth2 with
``role_connections.write``) and their role connection shows their numbers at once; after
each rated game the bot sets it again (refreshing the expired token first); a member whose
grant Discord no longer honours is forgotten with one log line, and the game is not
disturbed. Finished boards and reviews link to the game's replay on the website, and the
same site logs the member in to see her private server."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import aiohttp
import discord
import pytest

from bot.discord.linked_roles import register_metadata
from devkit.bot_process import discord_env, running_bot, tttbot
from devkit.emulator import DiscordEmulator, StoredMessage, World

from .bot_harness import game_id_of
from .test_bot_health import free_port

pytestmark = pytest.mark.slow

SECRET = "a-website-secret-of-forty-characters-xx"


def replay_links(emulator: DiscordEmulator, world: World) -> list[str]:
    """The urls of the link buttons of every message in the games channel."""
    found = []
    for message in emulator.messages(world.games, include_ephemeral=True):
        found += [c["url"] for c in message.iter_components() if c.get("style") == 5]
    return found


async def rated_game(emulator: DiscordEmulator, world: World) -> StoredMessage:
    """Alice plays one move against the agent and resigns: a rated loss."""
    started = await emulator.slash(
        world.alice, world.guild, world.games, "ttt", "play", options={"first": "me"}
    )
    assert started.message is not None
    await emulator.click(world.alice, started.message, started.custom_ids[4])
    await emulator.slash(world.alice, world.guild, world.games, "ttt", "resign")
    return started.message


def connection(emulator: DiscordEmulator, world: World) -> dict[str, str]:
    return emulator.oauth.connections.get(world.alice.id, {}).get("metadata", {})


async def test_a_linked_member_s_rating_follows_their_rated_games(
    emulator: DiscordEmulator, world: World, tmp_path: Path
) -> None:
    health, web = free_port(), free_port()
    site = f"http://127.0.0.1:{web}"
    database = tmp_path / "ttt.db"
    env = discord_env(
        emulator,
        f"sqlite+aiosqlite:///{database}",
        guild_ids=[world.guild.id],
        TTT_HEALTH_PORT=str(health),
        TTT_WEB_PORT=str(web),
        TTT_WEB_PUBLIC_URL=site,
        TTT_WEB_SECRET=SECRET,
        TTT_DISCORD_CLIENT_ID=str(emulator.application_id),
        TTT_DISCORD_CLIENT_SECRET=emulator.oauth.client_secret,
    )
    # Tokens that expire within the bot's margin: every update refreshes first.
    emulator.oauth.token_lifetime_s = 30
    async with running_bot(env, tmp_path) as process:
        code, said = await tttbot("health", "--wait", "60", env=env, cwd=tmp_path)
        assert code == 0, said + process.text()
        await emulator.wait_commands_synced(world.guild, timeout=30)
        await emulator.wait_until(lambda: len(emulator.oauth.metadata) == 3, what="metadata")
        assert [m["key"] for m in emulator.oauth.metadata] == ["rating", "rated_games", "wins"]

        emulator.oauth.sign_in(world.alice)
        jar = aiohttp.CookieJar(unsafe=True)  # cookies of 127.0.0.1
        async with (
            aiohttp.ClientSession(cookie_jar=jar) as browser,
            browser.get(f"{site}/linked-roles") as linked,
        ):
            assert linked.status == 200, await linked.text()
            assert "Profile linked" in await linked.text()
        assert connection(emulator, world) == {"rating": "0", "rated_games": "0", "wins": "0"}
        with sqlite3.connect(database) as db:
            (sealed,) = db.execute("SELECT access_token FROM role_links").fetchone()
        assert sealed not in emulator.oauth.tokens  # kept encrypted, not as Discord gave it

        board = await rated_game(emulator, world)
        await emulator.wait_until(
            lambda: connection(emulator, world).get("rated_games") == "1",
            timeout=20,
            what="the role connection after a rated game",
        )
        assert int(connection(emulator, world)["rating"]) > 0
        assert "refresh_token" in emulator.oauth.grants
        game = game_id_of(board)
        assert f"{site}/games/{game}" in replay_links(emulator, world)

        review = await emulator.slash(world.alice, world.guild, world.games, "ttt", "review")
        assert review.message is not None
        urls = [c.get("url") for c in review.message.iter_components()]
        assert f"{site}/games/{game}" in urls

        # The same site logs her in: her server, private, is hers to see, and no one else's.
        server = f"{site}/servers/{world.guild.id}"
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as browser:
            async with browser.get(server) as before:
                assert before.status == 404
            async with browser.get(f"{site}/login?next=/servers/{world.guild.id}") as after:
                assert after.status == 200 and str(after.url) == server
            async with browser.get(f"{site}/games/{game}") as replay:
                assert replay.status == 200
        async with aiohttp.ClientSession() as visitor, visitor.get(server) as other:
            assert other.status == 404

        # Alice removes the app on Discord: the next game ends as usual, the link is dropped.
        emulator.oauth.revoke(world.alice)
        second = await rated_game(emulator, world)
        await process.wait_for_output("could not update the linked role of")
        await process.wait_for_output(f"game {game_id_of(second)} finished")
        with sqlite3.connect(database) as db:
            assert db.execute("SELECT count(*) FROM role_links").fetchone() == (0,)
        emulator.assert_no_problems()
        assert await process.terminate() == 0


async def test_registering_the_metadata_says_one_line_when_discord_cannot_be_reached(
    emulator: DiscordEmulator, bot_runner: object, caplog: pytest.LogCaptureFixture
) -> None:
    client = discord.Client(intents=discord.Intents.none())
    await client.login(emulator.token)
    try:
        assert await register_metadata(client)
        assert [m["key"] for m in emulator.oauth.metadata] == ["rating", "rated_games", "wins"]
        await emulator.stop()
        caplog.clear()
        assert not await register_metadata(client)
        lines = [r.getMessage() for r in caplog.records if r.name == "bot.discord.linked_roles"]
        assert len(lines) == 1 and lines[0].startswith("could not register the linked roles")
        assert not any(r.exc_info for r in caplog.records)
    finally:
        await client.close()

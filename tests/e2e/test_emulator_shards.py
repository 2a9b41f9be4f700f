"""The emulator shards like Discord: IDENTIFY's ``shard`` field, routing by
``(guild_id >> 22) % shard_count``, DMs on shard 0, and several sessions on one shard id (as
during a rolling restart), each receiving the shard's events.

Real discord.py clients, each with ``shard_id``/``shard_count`` as a cluster process would
set them. These tests prove the harness; tttbot's own shard tests build on it.
"""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

from devkit.emulator import DiscordEmulator
from devkit.emulator.gateway import shard_of

from .conftest import BotRunner


def sharded_bot(shard_id: int, shard_count: int, guild_ids: list[int]) -> commands.Bot:
    """A bot that answers ``/where`` with its shard and records every interaction it got."""
    bot = commands.Bot(
        command_prefix=commands.when_mentioned,
        intents=discord.Intents.default(),
        guild_ready_timeout=0.05,
        help_command=None,
        shard_id=shard_id,
        shard_count=shard_count,
    )
    received: list[int] = []
    bot.received = received  # type: ignore[attr-defined]

    @app_commands.command(name="where", description="Which shard answers")
    async def where(interaction: discord.Interaction) -> None:
        received.append(interaction.id)
        await interaction.response.send_message(f"shard {shard_id}")

    for gid in guild_ids:
        bot.tree.add_command(where, guild=discord.Object(gid))

    async def setup_hook() -> None:
        if shard_id == 0:
            for gid in guild_ids:
                await bot.tree.sync(guild=discord.Object(gid))

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


async def test_guild_ids_made_for_a_shard_route_to_it(emulator: DiscordEmulator) -> None:
    for shard in range(3):
        guild = emulator.add_guild(f"g{shard}", shard=(shard, 3))
        assert shard_of(guild.id, 3) == shard


async def test_each_shard_sees_only_its_guilds_and_gets_only_their_interactions(
    emulator: DiscordEmulator, bot_runner: BotRunner
) -> None:
    guilds = [emulator.add_guild(f"shard-{k}", shard=(k, 2)) for k in (0, 1)]
    member = emulator.add_user("ann")
    for guild in guilds:
        emulator.add_member(guild, member)
        emulator.add_channel(guild, "games")
    ids = [g.id for g in guilds]
    bots = [await bot_runner.start(sharded_bot(k, 2, ids)) for k in (0, 1)]
    await emulator.wait_commands_synced(guilds[1])

    assert [p["shard"] for p in emulator.gateway.identify_payloads] == [[0, 2], [1, 2]]
    assert [[g.id for g in bot.guilds] for bot in bots] == [[ids[0]], [ids[1]]]
    for k, guild in enumerate(guilds):
        result = await emulator.slash(member, guild, None, "where")
        assert result.content == f"shard {k}"
    assert [len(bot.received) for bot in bots] == [1, 1]  # type: ignore[attr-defined]


async def test_two_sessions_on_one_shard_both_receive_and_the_first_answer_wins(
    emulator: DiscordEmulator, bot_runner: BotRunner
) -> None:
    guild = emulator.add_guild("handover", shard=(0, 1))
    member = emulator.add_user("bob")
    emulator.add_member(guild, member)
    emulator.add_channel(guild, "games")
    old = await bot_runner.start(sharded_bot(0, 1, [guild.id]))
    await emulator.wait_commands_synced(guild)
    new = await bot_runner.start(sharded_bot(0, 1, [guild.id]))

    result = await emulator.slash(member, guild, None, "where")
    assert result.content == "shard 0"
    # Both processes got the click, as Discord delivers it during a rolling restart.
    await emulator.wait_until(
        lambda: len(old.received) == len(new.received) == 1,  # type: ignore[attr-defined]
        what="both sessions to receive the interaction",
    )
    pending = emulator.pending_interaction(result.interaction_id)
    await emulator.wait_until(
        lambda: pending.extra_callbacks == 1, what="the second session's (refused) callback"
    )
    assert pending.deliveries == 2 and not emulator.problems


async def test_an_invalid_shard_is_closed_with_4010(
    emulator: DiscordEmulator, bot_runner: BotRunner
) -> None:
    bot = sharded_bot(2, 2, [])
    task = asyncio.create_task(bot.start(emulator.token))
    try:
        await asyncio.wait_for(asyncio.shield(task), timeout=5)
    except discord.errors.ConnectionClosed as closed:
        assert closed.code == 4010
    else:
        raise AssertionError("an invalid shard was accepted")
    finally:
        await bot.close()
    assert emulator.gateway.identify_count == 0


async def test_gateway_bot_recommends_the_configured_shards(
    emulator: DiscordEmulator, bot_runner: BotRunner
) -> None:
    # bot_runner points discord.py's HTTP client at the emulator.
    emulator.gateway.shard_count, emulator.gateway.max_concurrency = 4, 2
    client = discord.Client(intents=discord.Intents.none())
    await client.login(emulator.token)
    try:
        count, _url, limits = await client.http.get_bot_gateway()
        assert count == 4 and limits["max_concurrency"] == 2
    finally:
        await client.close()

"""The emulator's places against a small real discord.py bot defined here: interaction
contexts and installs, group DMs and DMs between people, servers that never added the bot,
403 on their channel endpoints, tokens that expire, and the cap on follow-ups.

These prove the harness (as ``test_emulator.py`` does), not tttbot.
"""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from devkit.emulator import DiscordEmulator, World
from devkit.emulator.places import TOKEN_LIFETIME_S, USER_INSTALL_FOLLOWUPS

from .conftest import BotRunner


class PlacesBot(commands.Bot):
    """Global commands usable anywhere; what they met is kept for the tests to read."""

    def __init__(self) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
            help_command=None,
        )
        self.kept: list[discord.Interaction] = []
        self.followup_errors: list[int] = []

    async def setup_hook(self) -> None:
        group = app_commands.Group(
            name="place",
            description="Where am I",
            allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
            allowed_contexts=app_commands.AppCommandContext(
                guild=True, dm_channel=True, private_channel=True
            ),
        )

        @group.command(name="where", description="Context and installs")
        async def where(interaction: discord.Interaction) -> None:
            here = interaction.context
            self.kept.append(interaction)
            await interaction.response.send_message(
                f"guild={here.guild} dm={here.dm_channel} private={here.private_channel} "
                f"user_install={interaction.is_user_integration()} "
                f"guild_install={interaction.is_guild_integration()}"
            )

        @group.command(name="post", description="Post by the channel endpoint")
        async def post(interaction: discord.Interaction) -> None:
            channel = self.get_partial_messageable(interaction.channel_id or 0)
            try:
                await channel.send("by the channel")
                said = "posted"
            except discord.Forbidden as exc:
                said = f"forbidden {exc.code}"
            await interaction.response.send_message(said)

        @group.command(name="spam", description="Follow-ups, as many as asked")
        async def spam(interaction: discord.Interaction, count: int) -> None:
            await interaction.response.send_message("start")
            for n in range(count):
                try:
                    await interaction.followup.send(f"follow-up {n + 1}")
                except discord.HTTPException as exc:
                    self.followup_errors.append(exc.code)

        self.tree.add_command(group)
        await self.tree.sync()


@pytest.fixture
async def bot(emulator: DiscordEmulator, world: World, bot_runner: BotRunner) -> PlacesBot:
    emulator.install_for_user(world.alice)
    return await bot_runner.start(PlacesBot())  # type: ignore[return-value]


def registered(emulator: DiscordEmulator) -> dict[str, Any]:
    return {c["name"]: c for c in emulator.registered_commands()}


async def test_contexts_and_installs_are_registered_and_reported(
    emulator: DiscordEmulator, world: World, bot: PlacesBot
) -> None:
    place = registered(emulator)["place"]
    assert sorted(place["contexts"]) == [0, 1, 2]
    assert sorted(place["integration_types"]) == [0, 1]

    in_server = await emulator.slash(world.alice, world.guild, world.games, "place", "where")
    assert in_server.content == (
        "guild=True dm=False private=False user_install=True guild_install=True"
    )
    in_bot_dm = await emulator.slash(world.bob, None, None, "place", "where")
    assert in_bot_dm.content == (
        "guild=False dm=True private=False user_install=False guild_install=False"
    )
    group = emulator.add_group_dm(world.alice, world.bob, name="pals")
    in_group = await emulator.slash(world.alice, None, group, "place", "where")
    assert in_group.content == (
        "guild=False dm=False private=True user_install=True guild_install=False"
    )
    assert in_group.callback is not None
    # Only a person who installed the app has its commands in a group DM.
    with pytest.raises(AssertionError, match="own install"):
        await emulator.slash(world.bob, None, group, "place", "where")


async def test_a_server_that_never_added_the_bot(
    emulator: DiscordEmulator, world: World, bot: PlacesBot
) -> None:
    elsewhere = emulator.add_guild("Elsewhere", with_bot=False)
    room = emulator.add_channel(elsewhere, "room")
    emulator.add_member(elsewhere, world.alice.user)
    emulator.add_member(elsewhere, world.bob.user)
    assert bot.get_guild(elsewhere.id) is None  # no GUILD_CREATE: the bot is not there

    here = await emulator.slash(world.alice, elsewhere, room, "place", "where")
    assert here.content == "guild=True dm=False private=False user_install=True guild_install=False"
    with pytest.raises(AssertionError, match="not offered"):
        await emulator.slash(world.bob, elsewhere, room, "place", "where")

    refused = await emulator.slash(world.alice, elsewhere, room, "place", "post")
    assert refused.content == "forbidden 50001"
    allowed = await emulator.slash(world.alice, world.guild, world.games, "place", "post")
    assert allowed.content == "posted"


async def test_tokens_expire_after_fifteen_minutes_on_the_emulators_clock(
    emulator: DiscordEmulator, world: World, bot: PlacesBot
) -> None:
    await emulator.slash(world.alice, world.guild, world.games, "place", "where")
    interaction = bot.kept[-1]
    await interaction.followup.send("still in time")
    emulator.advance_clock(TOKEN_LIFETIME_S + 1)
    with pytest.raises(discord.HTTPException) as raised:
        await interaction.followup.send("too late")
    assert (raised.value.status, raised.value.code) == (401, 50027)
    with pytest.raises(discord.HTTPException):
        await interaction.edit_original_response(content="too late")
    assert emulator.pending_interaction(interaction.id).expired_uses == 2


async def test_a_user_install_alone_gets_five_follow_ups(
    emulator: DiscordEmulator, world: World, bot: PlacesBot
) -> None:
    group = emulator.add_group_dm(world.alice, world.bob)
    spammed = await emulator.slash(
        world.alice, None, group, "place", "spam", options={"count": USER_INSTALL_FOLLOWUPS + 2}
    )
    await spammed.wait_followup(USER_INSTALL_FOLLOWUPS)
    await emulator.wait_until(lambda: len(bot.followup_errors) == 2, what="the refusals")
    assert bot.followup_errors == [40094, 40094]
    emulator.problems.clear()  # the refused follow-ups were provoked on purpose

    # A server that added the app is not capped.
    server = await emulator.slash(
        world.alice, world.guild, world.games, "place", "spam", options={"count": 7}
    )
    await server.wait_followup(7)
    assert bot.followup_errors == [40094, 40094]

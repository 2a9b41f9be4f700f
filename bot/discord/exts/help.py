"""Help for newcomers: ``/ttt help``, and a short welcome when the bot joins a
server."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import replies
from bot.discord.cog import TttCog
from bot.discord.context import place_of
from bot.i18n.help import complete_help
from domain.stats import MIN_RANKED_GAMES

if TYPE_CHECKING:
    from bot.discord.context import BotContext

log = logging.getLogger(__name__)


class Help(TttCog):
    """``/ttt help`` (the console's help, in Discord's words) and the welcome message."""

    @app_commands.command(name="help", description="How to play, and every command")
    async def help(self, interaction: discord.Interaction) -> None:
        t = self.bot.texts(interaction)
        server_id, _ = place_of(interaction)
        async with replies.deadline(interaction, ephemeral=True):
            settings = await self.service.server_settings(server_id)
        text = t(
            "help-discord",
            default=settings.agent,  # what /ttt play starts here, the admins' choice included
            ranked=MIN_RANKED_GAMES,
            forms=t("cell-forms"),
        )
        text = complete_help(
            t,
            text,
            line=lambda command, description: f"`{command}` {description}",
            closes=lambda last: "/ttt-admin" in last,
            fair_target=settings.fair_target,
        )
        await replies.send(interaction, ephemeral=True, content=text[:2000])

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        """Say hello where the server's members will see it: its system channel when the bot
        may write there, else the first text channel it may write to; nowhere otherwise."""
        channel = welcome_channel(guild)
        if channel is None:
            log.info("joined server %s: no channel to say hello in", guild.id)
            return
        t = await self.bot.server_texts(guild.id, guild.preferred_locale)
        try:
            await channel.send(t("help-welcome"))
        except discord.HTTPException as exc:
            # Permissions can change between the check and the send: the welcome is a nicety.
            log.info("joined server %s: the welcome failed: %s", guild.id, exc)


def welcome_channel(guild: discord.Guild) -> discord.TextChannel | None:
    """The system channel if the bot may post there, else the first text channel (in the
    server's order) it may post to."""
    me = guild.me
    if me is None:
        return None

    def writable(channel: discord.TextChannel) -> bool:
        allowed = channel.permissions_for(me)
        return allowed.view_channel and allowed.send_messages

    system = guild.system_channel
    if system is not None and writable(system):
        return system
    ordered = sorted(guild.text_channels, key=lambda c: (c.position, c.id))
    return next((c for c in ordered if writable(c)), None)


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Help(bot), override=True)

"""Server settings: the /ttt-admin group.

The commands that change one setting are derived from the settings' declarations
(:mod:`bot.discord.exts.setting_commands`, inherited here); this cog adds what is not one
setting: the settings shown, what the bot learned from the server's people, a new season.
The bot owners' retraining commands are not here: they are ``/ttt-owner``
(:mod:`bot.discord.exts.owner`), registered only in the owners' own servers.

A top-level group of its own because Discord applies ``default_permissions`` only to top-level
commands: under /ttt the admin commands would show to every member. ``default_permissions``
only hides them by default (a server can grant them to anyone in its integration settings), so
every command also checks Manage Server on our side.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import render, replies
from bot.discord.context import place_of, user_of
from bot.discord.errors import FrontRefusal, RefusedCheck
from bot.discord.exts.setting_commands import setting_commands
from bot.discord.replies import deadline
from bot.i18n import language_name
from bot.retrain.report import learning_report, render_learning

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.games.service import GameService
    from domain.settings import ServerSettings

T = TypeVar("T")

CUSTOM_EMOJI_ID = re.compile(r"<a?:[A-Za-z0-9_]{2,32}:(?P<id>\d{15,21})>")
"""A well-formed server emoji (the service refuses malformed ones with the reason)."""

SettingCommands = setting_commands()
"""The commands that change the declared settings (move-timeout, looks, allow-role…)."""


def manager_only() -> Callable[[T], T]:
    """The server-side half of the permission rule: the member needs Manage Server here."""
    return app_commands.checks.has_permissions(manage_guild=True)


# Only a server that added the bot has it (not a person's own install); offered in the bot's DM
# too, where it answers that settings belong to a server (see interaction_check).
@app_commands.allowed_installs(guilds=True, users=False)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.default_permissions(manage_guild=True)
class Admin(
    SettingCommands,  # type: ignore[valid-type, misc]
    commands.GroupCog,
    group_name="ttt-admin",
    group_description="Tic-tac-toe settings for this server",
):
    def __init__(self, bot: BotContext) -> None:
        self.bot = bot

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Settings are a server's: in a DM the member is told so, privately, before any
        permission check (a DM has no Manage Server to lack)."""
        if interaction.guild_id is None:
            raise RefusedCheck("admin-no-server")
        return True

    @property
    def service(self) -> GameService:
        return self.bot.service

    @app_commands.command(name="settings", description="Show this server's settings")
    @manager_only()
    async def settings(self, interaction: discord.Interaction) -> None:
        server_id, _ = place_of(interaction)
        async with deadline(interaction, ephemeral=True):
            current = await self.service.server_settings(server_id)
        await self._show(interaction, current, updated=False)

    @app_commands.command(
        name="learning", description="What the bot learned from this server's people"
    )
    @manager_only()
    async def learning(self, interaction: discord.Interaction) -> None:
        server_id, _ = place_of(interaction)
        report = learning_report(self.service.agents(), server_id)
        text = render_learning(report, interaction.locale)
        await replies.send(interaction, ephemeral=True, content=text)

    # -- seasons: /ttt-admin season new ------------------------------------------------------------

    season = app_commands.Group(name="season", description="Leaderboard seasons of this server")

    @season.command(
        name="new", description="Archive this season's standings and start a new season"
    )
    @manager_only()
    async def season_new(self, interaction: discord.Interaction) -> None:
        """Public: the members see that the leaderboard starts fresh, and how to read the
        season just ended."""
        server_id, _ = place_of(interaction)
        async with deadline(interaction):
            started = await self.service.start_season(server_id, user_of(interaction.user))
        t = await self.bot.public_texts(interaction)
        text = t("season-started", season=started.number, previous=started.number - 1)
        await replies.send(interaction, content=text)

    # -- what the derived setting commands call ---------------------------------------------------

    async def require_server_emoji(self, interaction: discord.Interaction, emoji: object) -> None:
        """A custom emoji must be one of this server's (the bot can show no other); the bot
        keeps no emoji cache (no emojis intent), so it asks Discord, only when an admin sets
        one. Anything else is the service's to check."""
        if not isinstance(emoji, str) or interaction.guild is None:
            return
        custom = CUSTOM_EMOJI_ID.fullmatch(emoji.strip())
        if custom is None:
            return
        try:
            await interaction.guild.fetch_emoji(int(custom["id"]))
        except discord.NotFound:
            raise FrontRefusal("looks-emoji-elsewhere", emoji=emoji.strip()) from None

    async def change_settings(self, interaction: discord.Interaction, **changes: object) -> None:
        """Store the changes (the service checks them: a refusal stores nothing) and show the
        settings now in force."""
        server_id, _ = place_of(interaction)
        async with deadline(interaction, ephemeral=True):
            updated = await self.service.update_server_settings(
                server_id, user_of(interaction.user), **changes
            )
        await self._show(interaction, updated, updated=True, language_changed="language" in changes)

    async def _show(
        self,
        interaction: discord.Interaction,
        current: ServerSettings,
        *,
        updated: bool,
        language_changed: bool = False,
    ) -> None:
        t = self.bot.texts(interaction)
        content = t("admin-updated") if updated else None
        if updated and language_changed:
            followed = current.language or t.catalog.resolve(interaction.guild_locale)
            content = t("admin-language-updated", language=language_name(followed))
        embed = render.settings_embed(current, t, guild_locale=interaction.guild_locale)
        await replies.send(interaction, ephemeral=True, content=content, embed=embed)


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Admin(bot))

"""``/ttt prefs``: a person's own choices, for the places where no server chose (a DM, a group
DM, a server that did not add the bot): their default level. Private, in their language."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord import replies
from bot.discord.cog import TttCog
from bot.discord.context import user_of
from bot.discord.exts.games import DIFFICULTY_CHOICES
from bot.discord.replies import deadline

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.i18n import Texts

DEFAULT = "default"
"""The level choice that goes back to the bot's default agent."""

LEVEL_CHOICES = [*DIFFICULTY_CHOICES, app_commands.Choice(name="the bot's default", value=DEFAULT)]


class Prefs(TttCog):
    """Shows or changes the member's default level."""

    @app_commands.command(
        name="prefs", description="Your own choices where no server chose: your default level"
    )
    @app_commands.describe(level="The level you play by default in DMs and group DMs")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def prefs(
        self, interaction: discord.Interaction, level: app_commands.Choice[str] | None = None
    ) -> None:
        user = user_of(interaction.user)
        async with deadline(interaction, ephemeral=True):
            if level is None:
                current = await self.service.default_level(user)
                key = "prefs-level"
            else:
                chosen = None if level.value == DEFAULT else level.value
                current = await self.service.set_default_level(user, chosen)
                key = "prefs-level-set"
        t = self.bot.texts(interaction)
        await replies.send(
            interaction, ephemeral=True, content=t(key, level=level_name(current, t))
        )


def level_name(level: str | None, t: Texts) -> str:
    """A level as the member reads it (``None``: the bot's default)."""
    return t(f"choice-{level}" if level is not None else "choice-default")


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Prefs(bot), override=True)

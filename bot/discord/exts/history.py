"""/ttt history: a member's recent games of this server, and a menu to review one.

The list is the asker's own (ephemeral, in their language) and holds only the games they may
review (:meth:`GameService.history`). Choosing a game in the menu goes through ``/ttt review``
itself (:mod:`bot.discord.exts.review`), so it shows exactly what ``/ttt review <number>``
shows and refuses what it refuses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord import render, replies
from bot.discord.cog import TttCog
from bot.discord.components import HistorySelect
from bot.discord.context import place_of, user_of
from bot.discord.errors import FrontRefusal
from bot.discord.replies import deadline

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.discord.exts.review import Review


class History(TttCog):
    """/ttt history and its menu."""

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.component_handlers[HistorySelect] = self.on_choice

    async def cog_unload(self) -> None:
        self.bot.component_handlers.pop(HistorySelect, None)
        await super().cog_unload()

    @app_commands.command(name="history", description="Your recent games here, or a member's")
    @app_commands.describe(member="Whose games (default: yours)")
    async def history(
        self, interaction: discord.Interaction, member: discord.User | None = None
    ) -> None:
        server_id, channel_id = place_of(interaction)
        viewer = user_of(interaction.user)
        subject = user_of(member) if member is not None else viewer
        async with deadline(interaction, ephemeral=True):
            games = await self.service.history(viewer, server_id, channel_id, subject)
        t = self.bot.texts(interaction)
        await replies.send(interaction, ephemeral=True, **render.history_message(subject, games, t))

    async def on_choice(self, interaction: discord.Interaction, item: HistorySelect) -> None:
        """A game chosen in the menu: its review, by the same path as /ttt review <number>."""
        if item.game_id is None:
            raise FrontRefusal("button-invalid")
        review: Review | None = self.bot.get_cog("Review")  # type: ignore[assignment]
        if review is None:
            raise FrontRefusal("error-generic")
        await review.show(interaction, item.game_id)


async def setup(bot: BotContext) -> None:
    await bot.add_cog(History(bot), override=True)

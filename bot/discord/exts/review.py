"""/ttt review: which moves of a finished game changed its value."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord import render, replies
from bot.discord.cog import TttCog
from bot.discord.context import place_of, user_of
from bot.discord.replies import deadline

if TYPE_CHECKING:
    from bot.discord.context import BotContext


class Review(TttCog):
    @app_commands.command(
        name="review", description="The moves that changed the outcome of your last game"
    )
    @app_commands.describe(game="Game number (default: your last finished game here)")
    async def review(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        server_id, channel_id = place_of(interaction)
        async with deadline(interaction):
            review = await self.service.review(
                user_of(interaction.user), server_id, channel_id, game_id=game
            )
        await replies.send(
            interaction, embed=render.review_embed(review, await self.bot.public_texts(interaction))
        )


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Review(bot), override=True)

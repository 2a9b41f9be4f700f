"""Numbers: /ttt stats, /ttt leaderboard and /ttt agents."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord import render, replies
from bot.discord.cog import TttCog
from bot.discord.context import place_of
from bot.discord.replies import deadline
from bot.retrain.report import render_people_win_rate
from domain.stats import MIN_RANKED_GAMES

if TYPE_CHECKING:
    from bot.discord.context import BotContext

SCOPES = [
    app_commands.Choice(name="server", value="server"),
    app_commands.Choice(name="global", value="global"),
]


class Stats(TttCog):
    @app_commands.command(
        name="stats", description="A member's rating, wins, draws, losses and streaks"
    )
    @app_commands.describe(member="Whose stats (default: yours)")
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        server_id, _ = place_of(interaction)
        target = member or interaction.user
        async with deadline(interaction):
            here = await self.service.stats(str(target.id), server_id)
            everywhere = await self.service.stats(str(target.id))
        embed = render.stats_embed(
            target.display_name, here, everywhere, await self.bot.public_texts(interaction)
        )
        await replies.send(interaction, embed=embed)

    @app_commands.command(name="leaderboard", description="The best players by Elo rating")
    @app_commands.describe(scope="This server or everywhere")
    @app_commands.choices(scope=SCOPES)
    async def leaderboard(
        self, interaction: discord.Interaction, scope: app_commands.Choice[str] | None = None
    ) -> None:
        server_id, _ = place_of(interaction)
        is_global = scope is not None and scope.value == "global"
        async with deadline(interaction):
            rows = await self.service.leaderboard(None if is_global else server_id)
        server_name = (
            None if is_global else (interaction.guild.name if interaction.guild else server_id)
        )
        embed = render.leaderboard_embed(
            rows,
            server_name=server_name,
            min_games=MIN_RANKED_GAMES,
            t=await self.bot.public_texts(interaction),
        )
        await replies.send(interaction, embed=embed)

    @app_commands.command(
        name="agents", description="The agents you can play and their measured strength"
    )
    async def agents(self, interaction: discord.Interaction) -> None:
        server_id, _ = place_of(interaction)
        async with deadline(interaction):
            settings = await self.service.server_settings(server_id)
        agents = self.service.agents()
        texts = await self.bot.public_texts(interaction)
        embed = render.agents_embed(agents, settings.agent, texts)
        for agent in agents:  # issue 11: how it should fare against the people who play here
            line = render_people_win_rate(agent, server_id, texts.locale)
            if line is not None:
                embed.add_field(name=agent.name, value=line, inline=False)
        await replies.send(interaction, embed=embed)


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Stats(bot), override=True)

"""Numbers: /ttt stats, /ttt leaderboard and /ttt agents."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord import render, replies
from bot.discord.cog import TttCog
from bot.discord.context import place_of
from bot.discord.render import layout
from bot.discord.replies import deadline
from bot.retrain.report import render_people_win_rate
from domain.places import has_server
from domain.stats import MIN_RANKED_GAMES
from storage.rating import RATED_DUEL_MOVES
from storage.stats import is_short_duel

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.games.service import GameService
    from bot.i18n import Texts
    from domain.game import Game

SCOPES = [
    app_commands.Choice(name="server", value="server"),
    app_commands.Choice(name="global", value="global"),
    app_commands.Choice(name="channel", value="channel"),
    app_commands.Choice(name="people you played", value="played"),
]
SEASON_MAX = 12
"""Longest text the season option takes: a season number, or ``all``."""


class Stats(TttCog):
    @app_commands.command(
        name="stats", description="A member's rating, wins, draws, losses and streaks"
    )
    @app_commands.describe(member="Whose stats (default: yours)")
    async def stats(
        self, interaction: discord.Interaction, member: discord.User | None = None
    ) -> None:
        server_id, _ = place_of(interaction)
        target = member or interaction.user
        async with deadline(interaction), self.public_post(interaction):
            # Where there is no server, "here" is every DM and group DM of the person.
            here = await self.service.stats(str(target.id), server_id)
            everywhere = await self.service.stats(str(target.id))
        t = await self.bot.public_texts(interaction)
        in_server = has_server(server_id)
        embed = render.stats_embed(target.display_name, here, everywhere, t, in_server=in_server)
        await replies.send(interaction, view=layout.embed_layout(embed))

    @app_commands.command(name="leaderboard", description="The best players by Elo rating")
    @app_commands.describe(
        scope="This server, this channel or everywhere",
        season="A season number, or all for every season (default: the current season)",
    )
    @app_commands.choices(scope=SCOPES)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        scope: app_commands.Choice[str] | None = None,
        season: app_commands.Range[str, 1, SEASON_MAX] | None = None,
    ) -> None:
        server_id, channel_id = place_of(interaction)
        # Where there is no server: the global board, unless asked for another.
        kind = scope.value if scope is not None else "server"
        async with deadline(interaction), self.public_post(interaction):
            standings = await self.service.standings(
                server_id,
                scope=kind,  # type: ignore[arg-type]
                channel_id=channel_id,
                season=season.strip().lower() if season else None,
                viewer_id=str(interaction.user.id),
            )
        t = await self.bot.public_texts(interaction)
        # A server that did not add the bot sends no name with its interactions; a group DM
        # may have none either.
        guild = getattr(interaction.guild, "name", None) or t("stats-server")
        channel = getattr(interaction.channel, "name", None) or channel_id
        embed = render.standings_embed(
            standings, server_name=guild, channel_name=channel, min_games=MIN_RANKED_GAMES, t=t
        )
        await replies.send(interaction, view=layout.embed_layout(embed))

    @leaderboard.autocomplete("season")
    async def _seasons(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        server_id, _ = place_of(interaction)
        now = (await self.service.current_season(server_id)).number
        values = [str(n) for n in range(now, max(0, now - 24), -1)] + ["all"]
        return [app_commands.Choice(name=v, value=v) for v in values if current.strip() in v]

    @app_commands.command(
        name="agents", description="The agents you can play and their measured strength"
    )
    async def agents(self, interaction: discord.Interaction) -> None:
        server_id, _ = place_of(interaction)
        async with deadline(interaction), self.public_post(interaction):
            settings = await self.service.server_settings(server_id)
            measured = await self.service.agent_standings(server_id)
        agents = self.service.agents()
        texts = await self.bot.public_texts(interaction)
        embed = render.agents_embed(agents, settings.agent, texts, measured=measured)
        for agent in agents:  # how it should fare against the people who play here
            line = render_people_win_rate(agent, server_id, texts.locale)
            if line is not None:
                embed.add_field(name=agent.name, value=line, inline=False)
        await replies.send(interaction, embed=embed)


async def rating_note(service: GameService, game: Game, t: Texts) -> str | None:
    """The rating change of each person of a finished game, for its board."""
    if game.is_active:
        return None
    changes = await service.rating_changes(game)
    names = {s.user_id: s.name for s in (game.x, game.o) if s.user_id is not None}
    too_short = RATED_DUEL_MOVES if is_short_duel(game) else 0
    return render.rating_lines(changes, names, t, too_short=too_short) or None


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Stats(bot), override=True)

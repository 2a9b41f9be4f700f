"""Games against the bot's agents: /ttt play, move, board, resign, and the idle-game sweep (the
board's buttons: :mod:`bot.discord.exts.board_clicks`)."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import tasks

from bot.discord import render, replies
from bot.discord.components import CellButton
from bot.discord.context import place_of, user_of
from bot.discord.errors import FrontRefusal, log_sweep_failure
from bot.discord.exts.board_clicks import BoardClicks
from bot.discord.exts.options import (  # noqa: F401 - re-exported for admin and prefs
    AGENT_NAME_MAX,
    DIFFICULTY_CHOICES,
    FIRST_CHOICES,
    AgentName,
    agent_choices,
    cell_of,
)
from bot.discord.exts.stats import rating_note
from bot.discord.looks import in_looks
from bot.discord.replies import deadline

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.discord.exts.duels import Duels
    from domain.game import Game

log = logging.getLogger(__name__)


class Games(BoardClicks):
    """Starting games, playing them by command or by button, ending them."""

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.component_handlers[CellButton] = self.on_cell
        self.sweep_idle.change_interval(seconds=self.bot.settings.idle_check_s)
        self.sweep_idle.start()

    async def cog_unload(self) -> None:
        self.sweep_idle.cancel()
        self.bot.component_handlers.pop(CellButton, None)
        await self.finish_redraws()
        await super().cog_unload()

    # -- commands -------------------------------------------------------------------------------

    @app_commands.command(
        name="play", description="Play against the server's agent, or challenge a member"
    )
    @app_commands.describe(
        opponent="A member to challenge to a duel (leave out to play against me)",
        agent="The agent to play against (default: this server's agent)",
        first="Who plays X and moves first",
        difficulty="How hard the bot plays (instead of an agent); fair adapts to you",
    )
    @app_commands.choices(first=FIRST_CHOICES, difficulty=DIFFICULTY_CHOICES)
    async def play(
        self,
        interaction: discord.Interaction,
        opponent: discord.User | None = None,
        agent: AgentName | None = None,
        first: app_commands.Choice[str] | None = None,
        difficulty: app_commands.Choice[str] | None = None,
    ) -> None:
        first_mover = first.value if first is not None else "random"
        async with deadline(interaction):
            await self.require_roles(interaction)
        if opponent is not None:
            if agent:
                raise FrontRefusal("duel-agent-with-opponent")
            if difficulty is not None:
                raise FrontRefusal("duel-difficulty-with-opponent")
            duels: Duels | None = self.bot.get_cog("Duels")  # type: ignore[assignment]
            if duels is None:
                raise FrontRefusal("error-generic")
            async with self.public_post(interaction):  # the invitation is public too
                await duels.challenge(interaction, opponent, first_mover)
            return
        server_id, channel_id = place_of(interaction)
        user = user_of(interaction.user)
        level = difficulty.value if difficulty is not None else None
        async with deadline(interaction), self.public_post(interaction):
            if level is None and not agent and not self.bot.is_member_of(server_id):
                # No server's choice here (a DM, a group DM, a server that did not add the
                # bot): the person's own default level, if they chose one (/ttt prefs).
                level = await self.service.default_level(user)
            game = await self.service.start_game(
                user,
                server_id,
                channel_id,
                agent=agent,
                first=first_mover,  # type: ignore[arg-type]
                difficulty=level,
            )
        await self._post_board(interaction, game)

    @play.autocomplete("agent")
    async def _agent_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return agent_choices(self.bot, current)

    @app_commands.command(name="move", description="Play a cell in your game")
    @app_commands.describe(cell="1-9 from the top left (1 2 3 / 4 5 6 / 7 8 9), or b2, center…")
    async def move(
        self, interaction: discord.Interaction, cell: app_commands.Range[str, 1, 20]
    ) -> None:
        server_id, channel_id = place_of(interaction)
        async with deadline(interaction), self.public_post(interaction):
            result = await self.service.play_move(
                user_of(interaction.user), server_id, channel_id, cell_of(cell, interaction.locale)
            )
        await self._post_board(interaction, result.game)

    @move.autocomplete("cell")
    async def _free_cells(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        server_id, channel_id = place_of(interaction)
        cells = await self.service.free_cells(user_of(interaction.user), server_id, channel_id)
        t = self.bot.texts(interaction)
        typed = current.strip().lower()
        choices = []
        for cell in cells:
            name = t("cell-choice", cell=cell, name=t.cell_name(cell))
            if not typed or typed in name.lower():
                choices.append(app_commands.Choice(name=name, value=str(cell)))
        return choices

    @app_commands.command(name="board", description="Show your game in progress")
    async def board(self, interaction: discord.Interaction) -> None:
        server_id, channel_id = place_of(interaction)
        user = user_of(interaction.user)
        async with deadline(interaction):
            game = await self.service.active_game(user, server_id, channel_id)
            await self.service.claim_public_post(user, server_id)
        await self._post_board(interaction, game)

    @app_commands.command(name="resign", description="Give up your game in progress")
    async def resign(self, interaction: discord.Interaction) -> None:
        server_id, channel_id = place_of(interaction)
        async with deadline(interaction), self.public_post(interaction):
            game = await self.service.resign(user_of(interaction.user), server_id, channel_id)
        await self._post_board(interaction, game)

    # -- idle games -----------------------------------------------------------------------------

    @tasks.loop(seconds=30)
    async def sweep_idle(self, now: datetime | None = None) -> None:
        """Close games nobody moved in for the server's move timeout, and show it on their
        boards. ``now`` is for tests; the loop passes nothing (the service's clock)."""
        try:
            games = await self.service.expire_idle_games(now, shards=self.bot.settings.sweep_shards)
        except Exception as exc:
            # A failing sweep must not stop the loop (tasks.loop ends on an exception).
            log_sweep_failure(log, "idle-game sweep", exc)
            return
        for game in games:
            if game.message_id:
                # Where the bot is not a member, only a live interaction token reaches the
                # board; past it, the next click on the board shows how the game ended.
                await self._edit_board(game, game.message_id)

    @sweep_idle.before_loop
    async def _before_sweep(self) -> None:
        await self.bot.wait_until_ready()

    # -- internals ------------------------------------------------------------------------------

    async def _post_board(self, interaction: discord.Interaction, game: Game) -> None:
        """Reply with the board, make it the game's live message, retire the previous one.

        The swap is atomic in the database, so of boards posted at once (30 concurrent
        /ttt board) all but the newest are retired: one live board per game."""
        t = await self.bot.public_texts(interaction)
        ratings = await rating_note(self.service, game, t)  # a finished game's change

        async def post(looks: render.Looks) -> int | None:
            fields = render.board_message(game, t, ratings=ratings, looks=looks, site=self._site)
            return await replies.send(interaction, **fields)

        message_id = await in_looks(self.bot, game.server_id, post, interaction=interaction)
        if message_id is None:
            return
        self.bot.reaches.remember(message_id, interaction)
        retired = await self.service.swap_message(game.id, str(message_id))
        if retired:
            self._retire(game, retired)

    # -- roles, the limit on public posts, looks, replaced boards ---------------------------------

    async def require_roles(self, interaction: discord.Interaction) -> None:
        """Refuse a member without one of the server's playing roles (when it chose some)."""
        server_id, _ = place_of(interaction)
        member = interaction.user
        roles = [str(r.id) for r in getattr(member, "roles", ())]
        await self.service.require_player_roles(server_id, roles)


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Games(bot), override=True)

"""The base of the feature cogs whose commands live under the shared ``/ttt`` group."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.discord.context import place_of, user_of

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.games.service import GameService


class TttCog(commands.Cog):
    """A cog whose slash commands become subcommands of ``/ttt``.

    Several features (games, duels, stats, review) each own some ``/ttt`` subcommands, but
    discord.py's ``GroupCog`` gives every cog a group of its own. So each cog declares plain
    ``@app_commands.command`` methods and moves them into the bot's ``/ttt`` group when it
    loads. ``Cog._inject`` then registers each command's root, the shared group, with the tree:
    the extensions therefore add their cog with ``override=True`` (the same group object is
    registered again, nothing is replaced).
    """

    def __init__(self, bot: BotContext) -> None:
        self.bot = bot

    @property
    def service(self) -> GameService:
        return self.bot.service

    async def cog_load(self) -> None:
        for command in self.get_app_commands():
            self.bot.ttt.add_command(command)  # sets command.parent to the group

    async def cog_unload(self) -> None:
        for command in self.__cog_app_commands__:
            if command.parent is self.bot.ttt:
                self.bot.ttt.remove_command(command.name)

    @asynccontextmanager
    async def public_post(self, interaction: discord.Interaction) -> AsyncIterator[None]:
        """Count the public message the block will post against the member's limit of public
        posts (past it the post is refused, saying when to retry); a block that is refused gives
        the post back."""
        server_id, _ = place_of(interaction)
        post = await self.service.claim_public_post(user_of(interaction.user), server_id)
        try:
            yield
        except BaseException:
            await self.service.release_public_post(post)
            raise

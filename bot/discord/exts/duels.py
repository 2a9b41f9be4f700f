"""Duels between members: the challenge (/ttt play with an opponent) and its answer buttons.

Once accepted, a duel is an ordinary game on the same board buttons as games against agents
(see :mod:`bot.discord.exts.games`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord import render, replies
from bot.discord.client import place_of, user_of
from bot.discord.cog import TttCog
from bot.discord.components import DuelButton
from bot.discord.errors import FrontRefusal
from bot.discord.replies import deadline

if TYPE_CHECKING:
    from bot.discord.client import TttBot


class Duels(TttCog):
    """Challenges and their answers. It owns no command of its own: /ttt play delegates here."""

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.component_handlers[DuelButton] = self.on_answer

    async def cog_unload(self) -> None:
        self.bot.component_handlers.pop(DuelButton, None)
        await super().cog_unload()

    async def challenge(
        self, interaction: discord.Interaction, opponent: discord.Member, first: str
    ) -> None:
        """Post a challenge that ``opponent`` accepts or declines with the buttons."""
        if opponent.bot:
            # Only Discord knows which accounts are bots; the service sees ids and names.
            raise FrontRefusal("duel.bot_opponent")
        server_id, channel_id = place_of(interaction)
        async with deadline(interaction):
            challenge = await self.service.challenge(
                user_of(interaction.user),
                user_of(opponent),
                server_id,
                channel_id,
                first=first,  # type: ignore[arg-type]
                expires_in_s=self.bot.settings.challenge_timeout_s,
            )
        await replies.send(
            interaction, **render.challenge_message(challenge, self.bot.texts(interaction))
        )

    async def on_answer(self, interaction: discord.Interaction, item: DuelButton) -> None:
        """Accept: the invitation turns into the board. Decline: it says so, without buttons."""
        user = user_of(interaction.user)
        t = self.bot.texts(interaction)
        if item.action == "accept":
            async with deadline(interaction):
                game = await self.service.accept_challenge(item.challenge_id, user)
            await replies.update(interaction, content=None, **render.board_message(game, t))
            if interaction.message is not None:
                await self.service.set_message(game.id, str(interaction.message.id))
        else:
            async with deadline(interaction):
                challenge = await self.service.decline_challenge(item.challenge_id, user)
            await replies.update(interaction, **render.challenge_closed(challenge, t))


async def setup(bot: TttBot) -> None:
    await bot.add_cog(Duels(bot), override=True)

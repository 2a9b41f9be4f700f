"""Rematch: the button on every finished board. Against an agent it starts the new
game at once (colours swapped, the same agent); in a duel it posts an invitation to the other
player, who accepts or declines it with the duel buttons (:mod:`bot.discord.exts.duels`).

The rules are the service's (:meth:`GameService.rematch`): the refusals are those of
``/ttt play``, and a button clicked twice starts one game (held by the database).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.discord import render, replies
from bot.discord.cog import TttCog
from bot.discord.components import RematchButton
from bot.discord.context import place_of, user_of
from bot.discord.errors import FrontRefusal
from bot.discord.looks import in_looks
from bot.discord.posted import edit_posted
from bot.discord.replies import deadline
from bot.games.errors import GameNotFoundError
from domain.game import Game

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.i18n import Texts
    from domain.challenge import Challenge

log = logging.getLogger(__name__)


class Rematch(TttCog):
    """Answers the rematch buttons; it owns no command."""

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.component_handlers[RematchButton] = self.on_rematch

    async def cog_unload(self) -> None:
        self.bot.component_handlers.pop(RematchButton, None)
        await super().cog_unload()

    async def on_rematch(self, interaction: discord.Interaction, item: RematchButton) -> None:
        """Post the new board, or the invitation, as a new message under the finished one."""
        server_id, channel_id = place_of(interaction)
        user = user_of(interaction.user)
        async with deadline(interaction):
            # The rules of /ttt play: the server's playing roles, and the member's limit on
            # public posts (a refused rematch gives its post back).
            roles = [str(r.id) for r in getattr(interaction.user, "roles", ())]
            await self.service.require_player_roles(server_id, roles)
            claimed = await self.service.claim_public_post(user, server_id)
            try:
                made = await self.service.rematch(
                    user,
                    server_id,
                    channel_id,
                    item.game_id,
                    expires_in_s=self.bot.settings.challenge_timeout_s,
                )
            except BaseException as refused:
                await self.service.release_public_post(claimed)
                if isinstance(refused, GameNotFoundError):
                    # No such game, or one of another server or channel: alike, on purpose.
                    raise FrontRefusal("button-invalid") from None
                raise
        # The new board or invitation is public: the server's language, whoever clicked.
        t = await self.bot.public_texts(interaction)
        if isinstance(made, Game):
            game = made

            async def show(looks: render.Looks) -> int | None:
                return await post(interaction, **render.board_message(game, t, looks=looks))

            message_id = await in_looks(self.bot, server_id, show, interaction=interaction)
            if message_id is not None:
                await self.service.set_message(made.id, str(message_id))
        else:
            message_id = await post(interaction, **rematch_invitation(made, t))
            if message_id is not None:
                # Remembered so that the sweep can close the invitation if nobody answers it.
                await self.service.set_challenge_message(made.id, str(message_id))
        await spend_button(self.bot, interaction, item, server_id, channel_id)


def rematch_invitation(challenge: Challenge, t: Texts) -> dict[str, Any]:
    """The duel invitation, saying which game it replays."""
    note = t("rematch-invite-note", game_id=challenge.rematch_of)
    return render.challenge_message(challenge, t, note=note)


async def spend_button(
    bot: BotContext,
    interaction: discord.Interaction,
    item: RematchButton,
    server_id: str,
    channel_id: str,
) -> None:
    """Grey out the rematch button of the finished board: a game has one rematch (a second
    click would only be refused). The board's text stays as it was. Where the bot is not a
    member, only the interaction that last showed the board can (:mod:`bot.discord.posted`);
    a button left on is only refused later: the new game or invitation is what matters."""
    message = interaction.message
    if message is None:
        return
    view: discord.ui.View | discord.ui.LayoutView
    if message.flags.components_v2:
        view = discord.ui.LayoutView.from_message(message, timeout=None)
    else:  # a board posted before boards were layouts
        view = discord.ui.View.from_message(message, timeout=None)
    for child in view.walk_children():
        if isinstance(child, discord.ui.Button) and child.custom_id == item.item.custom_id:
            child.disabled = True
    await edit_posted(bot, server_id, channel_id, str(message.id), view=view)


async def post(interaction: discord.Interaction, **fields: Any) -> int | None:
    """A new message in the clicked message's channel; the finished board stays as it was.

    A click that had to be deferred (a slow start) was acknowledged as an update of the
    clicked message: the new message is then a follow-up, not an edit of the old board.
    Either way the interaction is remembered as the way to the new message
    (:mod:`bot.discord.posted`).
    """
    bot: BotContext = interaction.client  # type: ignore[assignment]
    present = {key: value for key, value in fields.items() if value is not None}
    await replies.settle(interaction)
    if not interaction.response.is_done():
        response = await interaction.response.send_message(**present)
        if response.message_id is not None:
            bot.reaches.remember(response.message_id, interaction)
        return response.message_id
    message = await interaction.followup.send(wait=True, **present)
    bot.reaches.remember(message.id, interaction, original=False)
    return message.id


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Rematch(bot), override=True)

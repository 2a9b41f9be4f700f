"""Duels between members: the challenge (/ttt play with an opponent), its answer buttons, and
the sweep that closes invitations nobody answered in time.

Once accepted, a duel is an ordinary game on the same board buttons as games against agents
(see :mod:`bot.discord.exts.games`).
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import tasks

from bot.discord import render, replies
from bot.discord.cog import TttCog
from bot.discord.components import DuelButton
from bot.discord.context import place_of, user_of
from bot.discord.errors import FrontRefusal, log_sweep_failure
from bot.discord.looks import in_looks
from bot.discord.posted import edit_posted
from bot.discord.replies import deadline
from bot.games.errors import UnknownChallengeError

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.i18n import Texts
    from domain.challenge import Challenge

log = logging.getLogger(__name__)


class Duels(TttCog):
    """Challenges and their answers. It owns no command of its own: /ttt play delegates here."""

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.component_handlers[DuelButton] = self.on_answer
        # Same period as the idle-game sweep (bot.discord.exts.games): both close what timed out.
        self.sweep_expired.change_interval(seconds=self.bot.settings.idle_check_s)
        self.sweep_expired.start()

    async def cog_unload(self) -> None:
        self.sweep_expired.cancel()
        self.bot.component_handlers.pop(DuelButton, None)
        await super().cog_unload()

    async def challenge(
        self, interaction: discord.Interaction, opponent: discord.abc.User, first: str
    ) -> None:
        """Post a challenge that ``opponent`` accepts or declines with the buttons."""
        if opponent.bot:
            # Only Discord knows which accounts are bots; the service sees ids and names.
            raise FrontRefusal("duel-bot-opponent")
        if interaction.context.dm_channel:
            # The bot's own DM: nobody else could ever see the invitation.
            raise FrontRefusal("duel-in-bot-dm")
        absent = opponent_absence(interaction, opponent)
        if absent is not None:
            raise FrontRefusal(absent, opponent=opponent.display_name)
        server_id, channel_id = place_of(interaction)
        async with deadline(interaction):
            challenge = await self.service.challenge(
                user_of(interaction.user),
                user_of(opponent),
                server_id,
                channel_id,
                first=first,
                expires_in_s=self.bot.settings.challenge_timeout_s,
            )
        t = await self.bot.public_texts(interaction)
        message_id = await replies.send(interaction, **render.challenge_message(challenge, t))
        if message_id is not None:
            self.bot.reaches.remember(message_id, interaction)
            # Remembered so that the sweep can close the invitation if nobody answers it.
            await self.service.set_challenge_message(challenge.id, str(message_id))

    async def on_answer(self, interaction: discord.Interaction, item: DuelButton) -> None:
        """Accept: the invitation turns into the board. Decline: it says so, without buttons."""
        user = user_of(interaction.user)
        # The invitation and the board it turns into are public: the server's language.
        async with deadline(interaction):
            t = await self.bot.public_texts(interaction)
        if item.action == "accept":
            async with deadline(interaction):
                await self._require_here(interaction, item.challenge_id)
                game = await self.service.accept_challenge(item.challenge_id, user)

            async def show(looks: render.Looks) -> None:
                await replies.update(interaction, **render.board_message(game, t, looks=looks))

            await in_looks(self.bot, game.server_id, show, interaction=interaction)
            if interaction.message is not None:
                self.bot.reaches.remember(interaction.message.id, interaction)
                await self.service.set_message(game.id, str(interaction.message.id))
        else:
            async with deadline(interaction):
                await self._require_here(interaction, item.challenge_id)
                challenge = await self.service.decline_challenge(item.challenge_id, user)
            await replies.update(interaction, **render.challenge_closed(challenge, t))

    async def _require_here(self, interaction: discord.Interaction, challenge_id: int) -> None:
        """A challenge is answered only from its own server and channel, where its invitation
        is; anything else (only a forged click) is "this button is no longer valid", like an
        unknown challenge, so the answer does not tell whether it exists."""
        server_id, channel_id = place_of(interaction)
        try:
            challenge = await self.service.get_challenge(challenge_id)
        except UnknownChallengeError:
            raise FrontRefusal("button-invalid") from None
        if (challenge.server_id, challenge.channel_id) != (server_id, channel_id):
            raise FrontRefusal("button-invalid")

    # -- expired invitations --------------------------------------------------------------------

    @tasks.loop(seconds=30)
    async def sweep_expired(self, now: datetime | None = None) -> None:
        """Expire challenges nobody answered in time and close their invitations (text says
        so, buttons disabled). ``now`` is for tests; the loop passes nothing."""
        try:
            expired = await self.service.expire_challenges(
                now, shards=self.bot.settings.sweep_shards
            )
        except Exception as exc:
            # A failing sweep must not stop the loop (tasks.loop ends on an exception).
            log_sweep_failure(log, "expired-challenge sweep", exc)
            return
        for challenge in expired:
            if challenge.message_id:
                await self._close_invitation(challenge, challenge.message_id)

    @sweep_expired.before_loop
    async def _before_sweep(self) -> None:
        await self.bot.wait_until_ready()

    async def _close_invitation(self, challenge: Challenge, message_id: str) -> None:
        """Say on the invitation that it expired. A failure (deleted message, lost access, no
        live token where the bot is not a member) closes the challenge all the same: a click
        on its buttons is then refused as expired."""
        reach = self.bot.reaches.get(message_id)
        t = await self.bot.server_texts(challenge.server_id, reach.locale if reach else None)
        fields = expired_invitation(challenge, t)
        await edit_posted(self.bot, challenge.server_id, challenge.channel_id, message_id, **fields)


def opponent_absence(interaction: discord.Interaction, opponent: discord.abc.User) -> str | None:
    """The catalog key saying why ``opponent`` could never see an invitation posted here, or
    ``None`` when they can (or Discord did not say who is here).

    In a server, Discord resolves a user option to a member only when that person is in the
    server (a server that only the challenger installed the app in included). In a group DM or
    a DM between people, the interaction's channel lists its recipients.
    """
    if opponent.id == interaction.user.id:
        return None  # a challenge to oneself: the service refuses it with its own message
    if interaction.guild_id is not None:
        return None if isinstance(opponent, discord.Member) else "duel-opponent-not-in-server"
    recipients = getattr(interaction.channel, "recipients", None) or []
    if recipients and all(person.id != opponent.id for person in recipients):
        return "duel-opponent-not-in-group"
    return None


def expired_invitation(challenge: Challenge, t: Texts) -> dict[str, Any]:
    """An invitation nobody answered in time: says it expired, its buttons stay, disabled."""
    return render.challenge_closed(challenge, t, expired=True)


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Duels(bot), override=True)

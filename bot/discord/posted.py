"""Editing a message the bot posted, wherever it is: through the channel where the bot is a
member, else through the last interaction that showed it.

Where the bot is not a member (a group DM, a DM between people, a server that did not add the
bot) the channel endpoints answer 403 (Missing Access): Discord lets an app reach such a
conversation only through an interaction, by its response and then by its token's webhook,
for 15 minutes. So every interaction that posts or redraws a board or an invitation is
remembered here as the way to that message (:meth:`Reaches.remember`), and what edits a
message later without an interaction of its own (the idle sweep, the expired-invitation sweep,
disabling an older board, spending a rematch button) goes through it while its token lives.
After that, or after a restart, such a message cannot be edited: the next click on it is a
new interaction, which redraws it with the game as it is (:mod:`bot.discord.exts.games`).

Only this process's interactions are known here; the sweeps of a cluster run on the process
of the shard that receives the conversation's interactions (DMs: shard 0), so it is the one
that answered them.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

import discord

if TYPE_CHECKING:
    from bot.discord.context import BotContext

log = logging.getLogger(__name__)

TOKEN_LIFETIME_S: Final = 15 * 60
"""How long Discord accepts an interaction token."""
TOKEN_MARGIN_S: Final = 30
"""Tokens this close to expiring are not used: an edit could arrive after it."""


@dataclass(frozen=True, slots=True)
class Reach:
    """The interaction that last showed a message, and whether the message is its original
    response (else one of its follow-ups)."""

    interaction: discord.Interaction
    original: bool
    expires: float
    """On :func:`time.monotonic`'s clock."""

    @property
    def locale(self) -> discord.Locale:
        """The language the conversation was shown in: the server's locale, else the
        person's (a DM has no server)."""
        return self.interaction.guild_locale or self.interaction.locale

    async def edit(self, message_id: int, **fields: Any) -> None:
        if self.original:
            await self.interaction.edit_original_response(**fields)
        else:
            await self.interaction.followup.edit_message(message_id, **fields)


class Reaches:
    """The newest interaction that showed each message of the bot, while its token lives.

    ``by_channel(interaction)`` tells the interactions of places where the bot is a member:
    their messages are edited through the channel, so they are not kept (nor the work and
    memory keeping them costs, on every click of a server's boards)."""

    def __init__(
        self,
        by_channel: Callable[[discord.Interaction], bool] = lambda interaction: False,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._by_channel = by_channel
        self._clock = clock
        self._by_message: dict[int, Reach] = {}
        self._next_prune = 0.0

    def remember(
        self, message_id: int | str, interaction: discord.Interaction, *, original: bool = True
    ) -> None:
        """``interaction`` showed message ``message_id`` (its response, or a follow-up when
        ``original`` is false): the way to edit it for the next 15 minutes."""
        if self._by_channel(interaction):
            return
        now = self._clock()
        self._prune(now)
        self._by_message[int(message_id)] = Reach(
            interaction, original, now + TOKEN_LIFETIME_S - TOKEN_MARGIN_S
        )

    def get(self, message_id: int | str) -> Reach | None:
        """The way to message ``message_id``; ``None`` when no live token shows it."""
        reach = self._by_message.get(int(message_id))
        if reach is None or reach.expires <= self._clock():
            return None
        return reach

    def __len__(self) -> int:
        return len(self._by_message)

    def _prune(self, now: float) -> None:
        """Forget expired tokens, at most once a minute (a pass over what is kept)."""
        if now < self._next_prune:
            return
        self._next_prune = now + 60
        for message_id in [m for m, r in self._by_message.items() if r.expires <= now]:
            del self._by_message[message_id]


async def edit_posted(
    bot: BotContext,
    server_id: str,
    channel_id: str,
    message_id: str,
    *,
    raising: Callable[[discord.HTTPException], bool] = lambda error: False,
    **fields: Any,
) -> bool:
    """Edit a message the bot posted, by the channel where the bot is a member, else by the
    last interaction that showed it (:class:`Reaches`). Returns whether it was edited; a
    failure (a deleted message, lost access, an expired token) is logged, not raised: what
    the message shows is only a picture of what is stored. A refusal ``raising`` picks is
    raised instead, for the caller to send something else (a board in other looks:
    :func:`bot.discord.looks.in_looks`)."""
    try:
        if bot.is_member_of(server_id):
            channel = bot.get_partial_messageable(int(channel_id), guild_id=int(server_id))
            await channel.get_partial_message(int(message_id)).edit(**fields)
            return True
        reach = bot.reaches.get(message_id)
        if reach is None:
            log.info("message %s: no interaction can reach it any more", message_id)
            return False
        await reach.edit(int(message_id), **fields)
        return True
    except discord.HTTPException as exc:
        if raising(exc):
            raise
        log.info("could not update message %s: %s", message_id, exc)
        return False

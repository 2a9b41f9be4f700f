"""A board in its server's looks, or in the bot's own when Discord refuses those.

``/ttt-admin looks`` takes one emoji per mark, checked when it is set; still, Discord may refuse
a button's emoji later (a server emoji deleted since, an emoji newer than Discord's list, a
value stored before the check existed). Then every board of that server would fail. So a board
refused for its emoji (400, code 50035, an error about an ``emoji``) is sent again with the
letters X and O, the server's emoji settings go back to the letters (stored, so the next boards
do not fail first), and the channel is told, the admin who chose them named: they can pick
others with ``/ttt-admin looks``. The colour is kept.

Where there is no server whose emojis a board could show (a DM, a group DM, a server that never
added the bot) boards show the app's own X and O (:mod:`bot.discord.app_emojis`); should Discord
refuse those, the board goes out with the letters and the bot stops using them (no admin to
tell: they are the bot's).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

import discord

from bot.discord import render
from domain.players import User

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from domain.settings import ServerSettings

log = logging.getLogger(__name__)

T = TypeVar("T")

INVALID_FORM_BODY = 50035
"""Discord's code for a request whose fields it refuses (its ``errors`` name them)."""


async def in_looks(
    bot: BotContext,
    server_id: str,
    send: Callable[[render.Looks], Awaitable[T]],
    *,
    interaction: discord.Interaction | None = None,
    channel_id: str | None = None,
) -> T:
    """``send(looks)`` with the server's looks (:func:`looks_of`); when Discord refuses them
    for their emoji, ``send`` again with the letters, the server's emojis reset and the admins
    told (by a follow-up of ``interaction``, else in channel ``channel_id`` where the bot is a
    member); the app's own emojis refused are only dropped."""
    settings = await bot.service.server_settings(server_id)
    looks = looks_of(bot, server_id, settings)
    try:
        return await send(looks)
    except discord.HTTPException as exc:
        if (looks.x is None and looks.o is None) or not refused_for_emoji(exc):
            raise
        log.warning("server %s: Discord refused the board's emojis (%s)", server_id, exc)
    sent = await send(replace(looks, x=None, o=None))
    if settings.x_emoji is None and settings.o_emoji is None:
        bot.marks = None  # the app's own were refused: letters from now on
        return sent
    await _reset(bot, server_id)
    who = f"<@{settings.updated_by}>" if settings.updated_by else ""
    text = (await bot.server_texts(server_id))("looks-refused", admin=who)
    await _tell(bot, server_id, text, interaction=interaction, channel_id=channel_id)
    return sent


def looks_of(bot: BotContext, server_id: str, settings: ServerSettings) -> render.Looks:
    """The server's looks; where the bot is no member (no server's emojis there) and the
    server chose none, the app's own X and O."""
    looks = render.Looks.of(settings)
    marks = bot.marks
    if marks is None or looks.x is not None or looks.o is not None:
        return looks
    if bot.is_member_of(server_id):
        return looks
    return replace(looks, x=marks.x, o=marks.o)


def refused_for_emoji(error: discord.HTTPException) -> bool:
    """Whether Discord refused a message for an ``emoji`` field (a button's)."""
    return error.code == INVALID_FORM_BODY and "emoji" in error.text


async def _reset(bot: BotContext, server_id: str) -> None:
    """The server's marks back to the letters (its colour kept), by the bot itself."""
    me = bot.user
    by = User(str(me.id), me.name) if me is not None else User("bot", "bot")
    await bot.service.update_server_settings(server_id, by, x_emoji=None, o_emoji=None)


async def _tell(
    bot: BotContext,
    server_id: str,
    text: str,
    *,
    interaction: discord.Interaction | None,
    channel_id: str | None,
) -> None:
    """Post ``text`` where the board is; a failure is logged (the board went out)."""
    mentions = discord.AllowedMentions(users=True, roles=False, everyone=False)
    try:
        if interaction is not None:
            await interaction.followup.send(text, allowed_mentions=mentions)
        elif channel_id is not None and bot.is_member_of(server_id):
            channel = bot.get_partial_messageable(int(channel_id), guild_id=int(server_id))
            await channel.send(text, allowed_mentions=mentions)
    except discord.HTTPException as exc:
        log.warning("server %s: could not say its board emojis were refused: %s", server_id, exc)

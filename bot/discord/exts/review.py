"""/ttt review: which moves of a finished game changed its value, with a picture of the
position where it turned (see :mod:`bot.discord.render.picture`)."""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord import render, replies
from bot.discord.cog import TttCog
from bot.discord.context import place_of, user_of
from bot.discord.render import layout
from bot.discord.render import picture as pictures
from bot.discord.render.board import replay_button
from bot.discord.replies import deadline
from domain.game import GAME_NUMBERS

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.i18n import Texts
    from domain.answers import Review as ReviewView

log = logging.getLogger(__name__)

GameNumber = app_commands.Range[int, GAME_NUMBERS[0], GAME_NUMBERS[1]]
"""Discord refuses any other number before the bot sees it; the service checks again."""


class Review(TttCog):
    @app_commands.command(
        name="review", description="The moves that changed the outcome of your last game"
    )
    @app_commands.describe(game="Game number (default: your last finished game here)")
    async def review(
        self, interaction: discord.Interaction, game: GameNumber | None = None
    ) -> None:
        await self.show(interaction, game)

    async def show(self, interaction: discord.Interaction, game: int | None) -> None:
        """Answer ``interaction`` with the review of ``game`` (default: the member's last
        finished game in this channel): /ttt review, and a game picked in /ttt history."""
        server_id, channel_id = place_of(interaction)
        async with deadline(interaction), self.public_post(interaction):
            review = await self.service.review(
                user_of(interaction.user), server_id, channel_id, game_id=game
            )
        t = await self.bot.public_texts(interaction)
        await send_review(interaction, review, t, site=self.bot.settings.web_public_url)


async def send_review(
    interaction: discord.Interaction, review: ReviewView, t: Texts, *, site: str | None = None
) -> None:
    """Answer ``interaction`` with ``review`` as a V2 layout and, when it can be drawn, its
    picture in a media gallery (any command or component that shows a review answers
    through here); with ``site`` (the website's public address), a button to the game's
    replay there."""
    embed = render.review_embed(review, t)
    rows = [layout.row(replay_button(review.game.id, site, t))] if site else []
    picture = await picture_file(review, t)
    if picture is None:
        await replies.send(interaction, view=layout.embed_layout(embed, *rows))
        return
    pictured = embed.copy()
    assert review.critical is not None  # picture_file draws nothing without it
    pictured.set_footer(text=pictures.picture_caption(review.critical, t))
    gallery = layout.gallery(f"attachment://{picture.filename}", picture.description)
    view = layout.embed_layout(pictured, *rows, picture=gallery)
    try:
        await replies.settle(interaction)
        if interaction.response.is_done():  # deferred: the reply replaces the placeholder
            await interaction.edit_original_response(view=view, attachments=[picture])
        else:
            await interaction.response.send_message(view=view, file=picture)
    except discord.HTTPException as exc:
        # Discord refused the upload (too large, a channel that takes no files): a refused
        # callback leaves the interaction unanswered, so the review can still go alone.
        log.warning("review of game %s sent without its picture: %s", review.game.id, exc)
        await replies.send(interaction, view=layout.embed_layout(embed, *rows))


async def picture_file(review: ReviewView, t: Texts) -> discord.File | None:
    """The review's picture as an attachment, or None when it cannot be drawn: the review
    is worth sending without it, so a failure is logged and the embed goes alone."""
    position = review.critical
    if position is None:
        return None
    try:
        # A few milliseconds of drawing and compressing, off the event loop all the same.
        data = await asyncio.to_thread(pictures.review_picture, position)
    except Exception:
        log.exception("could not draw the picture of game %s's review", review.game.id)
        return None
    return discord.File(
        io.BytesIO(data),
        filename=pictures.picture_filename(review.game.id),
        description=pictures.picture_alt_text(review.game.id, position, t),
    )


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Review(bot), override=True)

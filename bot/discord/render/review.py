"""A finished game's review as members see it: the moves that changed the outcome."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord.render.board import status_line
from bot.discord.render.common import COLOR_INFO, DESCRIPTION_MAX, clip
from bot.i18n import Texts
from bot.i18n.review import left_early_line, review_line

if TYPE_CHECKING:
    from domain.answers import Review


def review_embed(review: Review, t: Texts) -> discord.Embed:
    """The moves that changed the game's value, and what would have kept it."""
    game = review.game
    embed = discord.Embed(
        title=t("review-title", game_id=game.id),
        colour=COLOR_INFO,
    )
    head = [t("board-vs", x=game.x.name, o=game.o.name), f"**{status_line(game, t)}**", ""]
    lines = [review_line(line, t) for line in review.lines] or [t("review-clean")]
    left = left_early_line(review, t)
    if left is not None:
        lines.append(left)
    embed.description = clip("\n".join(head + [f"• {line}" for line in lines]), DESCRIPTION_MAX)
    return embed

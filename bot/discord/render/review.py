"""A finished game's review as members see it: the moves that changed the outcome."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.render.board import status_line
from bot.discord.render.common import COLOR_INFO, DESCRIPTION_MAX, clip
from bot.i18n import Texts

if TYPE_CHECKING:
    from domain.views import Review


REVIEW_VALUES = {1: "win", 0: "draw", -1: "loss"}
"""The catalogs' names of a position's value (for the side that moved)."""


def review_embed(review: Review, t: Texts) -> discord.Embed:
    """The moves that changed the game's value, and what would have kept it."""
    game = review.game
    embed = discord.Embed(
        title=t("review-title", game_id=game.id),
        colour=COLOR_INFO,
    )
    head = [t("board-vs", x=game.x.name, o=game.o.name), f"**{status_line(game, t)}**", ""]
    lines = [review_line(line, t) for line in review.lines] or [t("review-clean")]
    embed.description = clip("\n".join(head + [f"• {line}" for line in lines]), DESCRIPTION_MAX)
    return embed


def review_line(line: Any, t: Texts) -> str:
    """One review line in ``t``'s language, e.g. (English) "move 3, X on cell 7, turned a draw
    into a loss; 1 or 9 kept the draw"."""
    params = {
        "ply": line.ply,
        "mark": getattr(line.mark, "value", line.mark),
        "cell": line.cell,
        "before": t("review-value", value=REVIEW_VALUES[line.before]),
        "after": t("review-value", value=REVIEW_VALUES[line.after]),
        "kept": t("review-kept", value=REVIEW_VALUES[line.before]),
    }
    if not line.best:
        return t("review-line-no-best", **params)
    return t("review-line", best=join_or([str(c) for c in line.best], t), **params)


def join_or(items: Sequence[str], t: Texts) -> str:
    if len(items) == 1:
        return items[0]
    return t("review-or", head=", ".join(items[:-1]), last=items[-1])

"""What every renderer shares: Discord's size limits, the colours, and small text helpers
(a mention, a rating, a percentage, a clipped text)."""

from __future__ import annotations

from datetime import UTC, datetime

import discord

from engine import Mark

# Discord's limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits)
FIELD_VALUE_MAX = 1024
DESCRIPTION_MAX = 4096
FIELDS_MAX = 25
EMBED_MAX = 6000

COLOR_ACTIVE = discord.Colour.blurple()
COLOR_WON = discord.Colour.green()
COLOR_DRAWN = discord.Colour.light_grey()
COLOR_ENDED = discord.Colour.orange()
COLOR_INFO = discord.Colour.dark_teal()

MARK_STYLE = {Mark.X: discord.ButtonStyle.primary, Mark.O: discord.ButtonStyle.danger}
EMPTY_LABEL = "\u200b"  # a button needs a label; a zero-width space keeps empty cells blank


def mention(user_id: str) -> str:
    return f"<@{user_id}>"


def aware(moment: datetime) -> datetime:
    # The service may hand out naive UTC datetimes (SQLite drops the zone); format_dt needs UTC.
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def rating_text(rating: float) -> str:
    """An Elo rating as text: a score, written without digit grouping in every locale."""
    return str(round(rating))


def pct(fraction: float) -> str:
    return f"{fraction * 100:.1f} %"


def short(value: int | float | str) -> str:
    return f"{value:.4g}" if isinstance(value, float) else str(value)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"

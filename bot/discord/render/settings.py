"""A server's settings as its admins see them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import discord

from bot.discord.render.common import COLOR_INFO, FIELD_VALUE_MAX, aware, clip, mention
from bot.i18n import Texts, language_name
from bot.i18n.setting_texts import label_id, value_text
from domain.settings import declared

if TYPE_CHECKING:
    from domain.settings import ServerSettings


FIRST_FIELDS: Final = (
    "agent",
    "allowed_channels",
    "multiple_games",
    "move_timeout_s",
    "challenge_cooldown_s",
)
"""The settings shown first, in the order admins know (the server language follows)."""


def settings_embed(
    settings: ServerSettings, t: Texts, *, guild_locale: object = None
) -> discord.Embed:
    """The server's settings; ``guild_locale`` is Discord's server locale, which the server
    language follows unless an admin chose one."""
    embed = discord.Embed(title=t("admin-title"), colour=COLOR_INFO)
    for name in FIRST_FIELDS:
        add_setting_field(embed, settings, t, name)
    embed.add_field(name=t("admin-language"), value=server_language_text(settings, t, guild_locale))
    add_setting_field(embed, settings, t, "fair_target")  # the fair level's target
    add_setting_field(embed, settings, t, "web")
    add_front_fields(embed, settings, t)
    if settings.updated_by:
        # A field, not the footer: mentions and timestamps render only in fields/descriptions.
        when = (
            f" {discord.utils.format_dt(aware(settings.updated_at), 'R')}"
            if settings.updated_at
            else ""
        )
        embed.add_field(
            name=t("admin-updated-by"), value=f"{mention(settings.updated_by)}{when}", inline=False
        )
    return embed


def server_language_text(settings: ServerSettings, t: Texts, guild_locale: object) -> str:
    """The server language as the admin reads it: its own name, or that of Discord's server
    locale with a note that it follows Discord."""
    if settings.language:
        return language_name(settings.language)
    followed = t.catalog.resolve(guild_locale)
    return t("admin-language-default", language=language_name(followed))


def add_setting_field(embed: discord.Embed, settings: ServerSettings, t: Texts, name: str) -> None:
    """The field of one setting: its label and its value, as its declaration reads."""
    setting = declared(name)
    value = value_text(t, setting, getattr(settings, name))
    embed.add_field(name=t(label_id(setting)), value=clip(value, FIELD_VALUE_MAX))


def add_front_fields(embed: discord.Embed, settings: ServerSettings, t: Texts) -> None:
    """Who may play (roles), the limit on public posts, and the boards' looks."""
    add_setting_field(embed, settings, t, "allowed_roles")
    add_setting_field(embed, settings, t, "public_posts_per_minute")
    default = t("admin-looks-default")
    colour = f"#{settings.embed_colour:06X}" if settings.embed_colour is not None else default
    looks = t(
        "admin-looks-value",
        x=settings.x_emoji or "X",
        o=settings.o_emoji or "O",
        colour=colour,
    )
    embed.add_field(name=t("admin-looks"), value=looks)

"""A server's settings as its admins see them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord.render.common import COLOR_INFO, FIELD_VALUE_MAX, aware, clip, mention
from bot.i18n import Texts, language_name

if TYPE_CHECKING:
    from domain.settings import ServerSettings


def settings_embed(
    settings: ServerSettings, t: Texts, *, guild_locale: object = None
) -> discord.Embed:
    """The server's settings; ``guild_locale`` is Discord's server locale, which the server
    language follows unless an admin chose one."""
    embed = discord.Embed(title=t("admin-title"), colour=COLOR_INFO)
    channels = (
        " ".join(f"<#{c}>" for c in settings.allowed_channels)
        if settings.allowed_channels
        else t("admin-channels-all")
    )
    embed.add_field(name=t("admin-agent"), value=settings.agent)
    embed.add_field(name=t("admin-channels"), value=clip(channels, FIELD_VALUE_MAX))
    embed.add_field(
        name=t("admin-multiple"), value=t("admin-yes") if settings.multiple_games else t("admin-no")
    )
    embed.add_field(name=t("admin-move-timeout"), value=t.duration(settings.move_timeout_s))
    embed.add_field(name=t("admin-cooldown"), value=t.duration(settings.challenge_cooldown_s))
    embed.add_field(name=t("admin-language"), value=server_language_text(settings, t, guild_locale))
    embed.add_field(  # the fair level's target
        name=t("admin-fair-target"), value=t("admin-fair-target-value", pct=settings.fair_target)
    )
    embed.add_field(name=t("admin-web"), value=t(f"admin-web-{settings.web}"))
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


def add_front_fields(embed: discord.Embed, settings: ServerSettings, t: Texts) -> None:
    """Who may play (roles), the limit on public posts, and the boards' looks."""
    roles = (
        " ".join(f"<@&{r}>" for r in settings.allowed_roles)
        if settings.allowed_roles
        else t("admin-roles-all")
    )
    embed.add_field(name=t("admin-roles"), value=clip(roles, FIELD_VALUE_MAX))
    posts = settings.public_posts_per_minute
    embed.add_field(
        name=t("admin-public-posts"),
        value=t("admin-public-posts-value", count=posts) if posts else t("admin-no-limit"),
    )
    default = t("admin-looks-default")
    colour = f"#{settings.embed_colour:06X}" if settings.embed_colour is not None else default
    looks = t(
        "admin-looks-value",
        x=settings.x_emoji or "X",
        o=settings.o_emoji or "O",
        colour=colour,
    )
    embed.add_field(name=t("admin-looks"), value=looks)

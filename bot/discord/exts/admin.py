"""Server settings: the /ttt-admin group.

The bot owners' retraining commands are not here: they are ``/ttt-owner``
(:mod:`bot.discord.exts.owner`), registered only in the owners' own servers.

A top-level group of its own because Discord applies ``default_permissions`` only to top-level
commands: under /ttt the admin commands would show to every member. ``default_permissions``
only hides them by default (a server can grant them to anyone in its integration settings), so
every command also checks Manage Server on our side.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import render, replies
from bot.discord.context import place_of, user_of
from bot.discord.errors import FrontRefusal, RefusedCheck
from bot.discord.exts.games import AgentName, agent_choices
from bot.discord.replies import deadline
from bot.i18n import available_locales, language_name
from bot.retrain.report import learning_report, render_learning
from bot.settings import CHALLENGE_COOLDOWN_RANGE_S, MOVE_TIMEOUT_RANGE_S
from domain.settings import PUBLIC_POSTS_RANGE
from engine.levels import FAIR_TARGET_RANGE_PCT

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.games.service import GameService
    from bot.i18n import Texts
    from domain.settings import ServerSettings

T = TypeVar("T")

# Discord enforces the same bounds the service checks (declared once, in bot.settings).
MoveTimeout = app_commands.Range[int, MOVE_TIMEOUT_RANGE_S[0], MOVE_TIMEOUT_RANGE_S[1]]
Cooldown = app_commands.Range[int, CHALLENGE_COOLDOWN_RANGE_S[0], CHALLENGE_COOLDOWN_RANGE_S[1]]
FairTarget = app_commands.Range[int, FAIR_TARGET_RANGE_PCT[0], FAIR_TARGET_RANGE_PCT[1]]

PostsPerMinute = app_commands.Range[int, PUBLIC_POSTS_RANGE[0], PUBLIC_POSTS_RANGE[1]]
LOOKS_MAX = 100
"""Longest emoji or colour text the looks options accept (``<a:name:id>`` fits)."""

CUSTOM_EMOJI_ID = re.compile(r"<a?:[A-Za-z0-9_]{2,32}:(?P<id>\d{15,21})>")
"""A well-formed server emoji (the service refuses malformed ones with the reason)."""

LANGUAGE_MAX = 32
"""Longest text the language option accepts (a code or ``default``; names come from the list)."""


def manager_only() -> Callable[[T], T]:
    """The server-side half of the permission rule: the member needs Manage Server here."""
    return app_commands.checks.has_permissions(manage_guild=True)


WEB_CHOICES: Final = [
    app_commands.Choice(name="public", value="public"),
    app_commands.Choice(name="private", value="private"),
]
"""``/ttt-admin web``: the server's pages on the website shown to everyone, or to nobody."""


# Only a server that added the bot has it (not a person's own install); offered in the bot's DM
# too, where it answers that settings belong to a server (see interaction_check).
@app_commands.allowed_installs(guilds=True, users=False)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.default_permissions(manage_guild=True)
class Admin(
    commands.GroupCog,
    group_name="ttt-admin",
    group_description="Tic-tac-toe settings for this server",
):
    def __init__(self, bot: BotContext) -> None:
        self.bot = bot

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Settings are a server's: in a DM the member is told so, privately, before any
        permission check (a DM has no Manage Server to lack)."""
        if interaction.guild_id is None:
            raise RefusedCheck("admin-no-server")
        return True

    @property
    def service(self) -> GameService:
        return self.bot.service

    @app_commands.command(name="settings", description="Show this server's settings")
    @manager_only()
    async def settings(self, interaction: discord.Interaction) -> None:
        server_id, _ = place_of(interaction)
        async with deadline(interaction, ephemeral=True):
            current = await self.service.server_settings(server_id)
        await self._show(interaction, current, updated=False)

    @app_commands.command(name="agent", description="Choose the agent members play by default here")
    @app_commands.describe(name="Agent name (see /ttt agents)")
    @manager_only()
    async def agent(self, interaction: discord.Interaction, name: AgentName) -> None:
        await self._update(interaction, agent=name.strip().lower())

    @agent.autocomplete("name")
    async def _agent_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return agent_choices(self.bot, current)

    @app_commands.command(
        name="allow-channel",
        description="Allow games in a channel (once any is allowed, only those)",
    )
    @app_commands.describe(channel="The channel")
    @manager_only()
    async def allow_channel(
        self, interaction: discord.Interaction, channel: discord.TextChannel
    ) -> None:
        server_id, _ = place_of(interaction)
        async with deadline(interaction, ephemeral=True):
            current = await self.service.server_settings(server_id)
        allowed = tuple(sorted({*current.allowed_channels, str(channel.id)}, key=int))
        await self._update(interaction, allowed_channels=allowed)

    @app_commands.command(
        name="disallow-channel", description="Remove a channel from the allowed channels"
    )
    @app_commands.describe(channel="The channel")
    @manager_only()
    async def disallow_channel(
        self, interaction: discord.Interaction, channel: discord.TextChannel
    ) -> None:
        server_id, _ = place_of(interaction)
        current = await self.service.server_settings(server_id)
        allowed = tuple(c for c in current.allowed_channels if c != str(channel.id))
        await self._update(interaction, allowed_channels=allowed)

    @app_commands.command(name="all-channels", description="Allow games in every channel")
    @manager_only()
    async def all_channels(self, interaction: discord.Interaction) -> None:
        await self._update(interaction, allowed_channels=())

    @app_commands.command(
        name="multiple-games", description="Whether a member may run several games at once"
    )
    @app_commands.describe(enabled="Yes or no")
    @manager_only()
    async def multiple_games(self, interaction: discord.Interaction, enabled: bool) -> None:
        await self._update(interaction, multiple_games=enabled)

    @app_commands.command(name="move-timeout", description="How long a player may take for a move")
    @app_commands.describe(seconds="In seconds")
    @manager_only()
    async def move_timeout(self, interaction: discord.Interaction, seconds: MoveTimeout) -> None:
        await self._update(interaction, move_timeout_s=seconds)

    @app_commands.command(
        name="cooldown", description="How long a member waits between two challenges"
    )
    @app_commands.describe(seconds="In seconds")
    @manager_only()
    async def cooldown(self, interaction: discord.Interaction, seconds: Cooldown) -> None:
        await self._update(interaction, challenge_cooldown_s=seconds)

    @app_commands.command(
        name="fair-target", description="The share of games members should win at the fair level"
    )
    @app_commands.describe(percent="In percent (leave out for the default, 40)")
    @manager_only()
    async def fair_target(
        self, interaction: discord.Interaction, percent: FairTarget | None = None
    ) -> None:
        """The fair level's target; nothing restores the bot's default."""
        await self._update(interaction, fair_target=percent)

    @app_commands.command(
        name="web", description="Whether the website shows this server's leaderboard and games"
    )
    @app_commands.describe(visibility="public: everyone sees them; private: nobody (the default)")
    @app_commands.choices(visibility=WEB_CHOICES)
    @manager_only()
    async def web(self, interaction: discord.Interaction, visibility: str) -> None:
        """Show this server on the website, or hide it again."""
        await self._update(interaction, web=visibility)

    @app_commands.command(
        name="learning", description="What the bot learned from this server's people"
    )
    @manager_only()
    async def learning(self, interaction: discord.Interaction) -> None:
        server_id, _ = place_of(interaction)
        report = learning_report(self.service.agents(), server_id)
        text = render_learning(report, interaction.locale)
        await replies.send(interaction, ephemeral=True, content=text)

    @app_commands.command(
        name="language",
        description="The language of this server's public messages (boards, invitations, results)",
    )
    @app_commands.describe(language="A language (leave out to follow Discord's server locale)")
    @manager_only()
    async def language(
        self,
        interaction: discord.Interaction,
        language: app_commands.Range[str, 1, LANGUAGE_MAX] | None = None,
    ) -> None:
        """Set the server language; ``default`` (or nothing) follows Discord's server locale."""
        chosen = None if language is None or language.strip().lower() == "default" else language
        await self._update(interaction, language=chosen)

    @language.autocomplete("language")
    async def _languages(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return language_choices(self.bot.texts(interaction), interaction.guild_locale, current)

    # -- seasons: /ttt-admin season new ------------------------------------------------------------

    season = app_commands.Group(name="season", description="Leaderboard seasons of this server")

    @season.command(
        name="new", description="Archive this season's standings and start a new season"
    )
    @manager_only()
    async def season_new(self, interaction: discord.Interaction) -> None:
        """Public: the members see that the leaderboard starts fresh, and how to read the
        season just ended."""
        server_id, _ = place_of(interaction)
        async with deadline(interaction):
            started = await self.service.start_season(server_id, user_of(interaction.user))
        t = await self.bot.public_texts(interaction)
        text = t("season-started", season=started.number, previous=started.number - 1)
        await replies.send(interaction, content=text)

    # -- roles, the limit on public posts, looks --------------------------------------------------

    @app_commands.command(
        name="allow-role",
        description="Let members with a role play (once any is allowed, only those)",
    )
    @app_commands.describe(role="The role")
    @manager_only()
    async def allow_role(self, interaction: discord.Interaction, role: discord.Role) -> None:
        server_id, _ = place_of(interaction)
        async with deadline(interaction, ephemeral=True):
            current = await self.service.server_settings(server_id)
        allowed = tuple(sorted({*current.allowed_roles, str(role.id)}, key=int))
        await self._update(interaction, allowed_roles=allowed)

    @app_commands.command(name="disallow-role", description="Remove a role from the playing roles")
    @app_commands.describe(role="The role")
    @manager_only()
    async def disallow_role(self, interaction: discord.Interaction, role: discord.Role) -> None:
        server_id, _ = place_of(interaction)
        async with deadline(interaction, ephemeral=True):
            current = await self.service.server_settings(server_id)
        allowed = tuple(r for r in current.allowed_roles if r != str(role.id))
        await self._update(interaction, allowed_roles=allowed)

    @app_commands.command(name="all-roles", description="Let every member play")
    @manager_only()
    async def all_roles(self, interaction: discord.Interaction) -> None:
        await self._update(interaction, allowed_roles=())

    @app_commands.command(
        name="public-posts", description="How many boards a member may make me post per minute"
    )
    @app_commands.describe(per_minute="Boards per minute and member (0: no limit)")
    @manager_only()
    async def public_posts(
        self, interaction: discord.Interaction, per_minute: PostsPerMinute
    ) -> None:
        await self._update(interaction, public_posts_per_minute=per_minute)

    @app_commands.command(
        name="looks", description="The marks' emojis and the colour of this server's boards"
    )
    @app_commands.describe(
        x="An emoji for X (a server emoji too); default: the letter",
        o="An emoji for O (a server emoji too); default: the letter",
        colour="The colour of boards in play, as hex (#5865F2); default: the bot's",
    )
    @manager_only()
    async def looks(
        self,
        interaction: discord.Interaction,
        x: app_commands.Range[str, 1, LOOKS_MAX] | None = None,
        o: app_commands.Range[str, 1, LOOKS_MAX] | None = None,
        colour: app_commands.Range[str, 1, LOOKS_MAX] | None = None,
    ) -> None:
        """Each given option changes; ``default`` restores the bot's own look for it."""
        chosen = {"x_emoji": x, "o_emoji": o, "embed_colour": colour}
        changes = {
            name: None if value.strip().lower() == "default" else value
            for name, value in chosen.items()
            if value is not None
        }
        for emoji in (changes.get("x_emoji"), changes.get("o_emoji")):
            await self._require_server_emoji(interaction, emoji)
        await self._update(interaction, **changes)

    async def _require_server_emoji(self, interaction: discord.Interaction, emoji: object) -> None:
        """A custom emoji must be one of this server's (the bot can show no other); the bot
        keeps no emoji cache (no emojis intent), so it asks Discord, only when an admin sets
        one. Anything else is the service's to check."""
        if not isinstance(emoji, str) or interaction.guild is None:
            return
        custom = CUSTOM_EMOJI_ID.fullmatch(emoji.strip())
        if custom is None:
            return
        try:
            await interaction.guild.fetch_emoji(int(custom["id"]))
        except discord.NotFound:
            raise FrontRefusal("looks-emoji-elsewhere", emoji=emoji.strip()) from None

    async def _update(self, interaction: discord.Interaction, **changes: object) -> None:
        server_id, _ = place_of(interaction)
        async with deadline(interaction, ephemeral=True):
            updated = await self.service.update_server_settings(
                server_id, user_of(interaction.user), **changes
            )
        await self._show(interaction, updated, updated=True, language_changed="language" in changes)

    async def _show(
        self,
        interaction: discord.Interaction,
        current: ServerSettings,
        *,
        updated: bool,
        language_changed: bool = False,
    ) -> None:
        t = self.bot.texts(interaction)
        content = t("admin-updated") if updated else None
        if updated and language_changed:
            followed = current.language or t.catalog.resolve(interaction.guild_locale)
            content = t("admin-language-updated", language=language_name(followed))
        embed = render.settings_embed(current, t, guild_locale=interaction.guild_locale)
        await replies.send(interaction, ephemeral=True, content=content, embed=embed)


def language_choices(
    t: Texts, guild_locale: object, current: str
) -> list[app_commands.Choice[str]]:
    """``default`` (Discord's server locale) then every shipped language whose name or code
    contains what the admin typed, at most Discord's 25."""
    typed = current.strip().casefold()
    followed = language_name(t.catalog.resolve(guild_locale))
    options = [("default", t("admin-language-default", language=followed))]
    options += [(code, f"{language_name(code)} ({code})") for code in available_locales()]
    return [
        app_commands.Choice(name=label, value=value)
        for value, label in options
        if not typed or typed in label.casefold() or typed in value.casefold()
    ][:25]


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Admin(bot))

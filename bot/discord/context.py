"""What the leaves of the Discord front need from the bot, and nothing more.

The cogs, the buttons, the error handler and the renderers type against :class:`BotContext`
instead of the concrete client (:class:`bot.discord.client.TttBot`), so none of them imports
the client: the client imports them, never the other way round, and importing a small module of
``bot.discord`` does not drag in the service, the database layer or SQLAlchemy. The client
satisfies the protocol structurally (checked by mypy in ``bot.discord.client``).

:func:`user_of` and :func:`place_of` turn Discord objects into the service's identifiers.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import discord
from discord import app_commands
from discord.ext import commands

from domain.places import NO_SERVER

if TYPE_CHECKING:
    from bot.discord.answering import Answering
    from bot.discord.app_emojis import Marks
    from bot.discord.posted import Reaches
    from bot.games.service import GameService
    from bot.i18n import Texts
    from bot.retrain.control import RetrainControl
    from bot.settings import Settings
    from domain.players import User

ComponentHandler = Callable[[discord.Interaction, Any], Awaitable[None]]
"""What a cog registers to answer clicks on one kind of persistent button."""


class BotContext(Protocol):
    """The bot as its cogs, buttons and error handler see it."""

    service: GameService
    settings: Settings
    retraining: RetrainControl
    # Handlers of clicks, by button class (see bot.discord.components).
    component_handlers: dict[type, ComponentHandler]
    # The /ttt group that the feature cogs share (see bot.discord.cog.TttCog).
    ttt: app_commands.Group
    # The interactions that can still edit the messages they showed (bot.discord.posted).
    reaches: Reaches
    # The answers under way, and whether new interactions are taken (bot.discord.answering).
    answering: Answering
    # The app's own X and O emojis (bot.discord.app_emojis); None: letters.
    marks: Marks | None

    def texts(self, interaction: discord.Interaction) -> Texts:
        """Texts in the language of the member who acted (ephemeral replies)."""
        ...

    async def server_texts(self, server_id: int | str, guild_locale: object = None) -> Texts:
        """Texts in a server's language, for public messages: the language its admins chose,
        else Discord's server locale (``guild_locale`` when the server is not cached)."""
        ...

    async def public_texts(self, interaction: discord.Interaction) -> Texts:
        """The server language of the interaction's server: never the clicker's own."""
        ...

    async def report_error(self, interaction: discord.Interaction, error: BaseException) -> None:
        """Turn any error of a command or click into the reply the user sees."""
        ...

    def is_member_of(self, server_id: str) -> bool:
        """Whether the bot is in the server, so that it may use the channel endpoints there
        (never in a DM or group DM: only interactions reach those)."""
        ...

    def owns_server(self, server_id: int | str) -> bool:
        """Whether this process's shards receive the server's events (sweeps keep to them)."""
        ...

    # -- the parts of discord.py's ``commands.Bot`` that the cogs use ---------------------------

    async def add_cog(
        self,
        cog: commands.Cog,
        /,
        *,
        override: bool = ...,
        guilds: Sequence[discord.abc.Snowflake] = ...,
    ) -> None: ...

    def get_cog(self, name: str, /) -> commands.Cog | None: ...

    async def wait_until_ready(self) -> None: ...

    @property
    def user(self) -> discord.ClientUser | None: ...

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = ..., type: discord.ChannelType | None = ...
    ) -> discord.PartialMessageable: ...


def user_of(member: discord.abc.User) -> User:
    """The service's view of a Discord account: its snowflake and the name people see here."""
    # Imported here, not at the top: the service module loads the database layer, which the
    # modules importing this one (buttons, cogs) must not pull in just by being imported.
    from domain.players import User

    return User(str(member.id), member.display_name, bot=member.bot)


def place_of(interaction: discord.Interaction) -> tuple[str, str]:
    """(server id, channel id) as the service identifies them: a DM or a group DM has no
    server (:data:`domain.places.NO_SERVER`), its games are keyed by its channel."""
    if interaction.channel_id is None:
        raise app_commands.NoPrivateMessage()
    server = NO_SERVER if interaction.guild_id is None else str(interaction.guild_id)
    return server, str(interaction.channel_id)

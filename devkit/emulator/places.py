"""Where an interaction happens, as Discord tells an app: the interaction ``context``, the
``authorizing_integration_owners``, which channels the bot may use the channel endpoints of,
and how long an interaction token lives.

Discord's rules (developer docs, "Receiving and Responding" and "Application Commands"):

* ``context`` 0 is a server, 1 the app's own DM with the user (its bot DM), 2 any other
  private channel: group DMs and DMs between people.
* ``authorizing_integration_owners`` maps an installation type to who installed the app:
  ``"0"`` (a server install) to the server's id, or ``"0"`` in the bot DM; ``"1"`` (a user
  install) to the user's id. A component interaction carries the owners of the interaction
  that made its message.
* A command is offered where its ``contexts`` include the place's context and one of its
  ``integration_types`` is installed there: a server install in a server that added the bot
  (and in the bot DM), a user install wherever that user is.
* Where the bot is not a member (a group DM, a DM between people, a server that did not add
  it), channel endpoints answer 403 with code 50001 (Missing Access): only the interaction's
  response and its token's webhook reach the conversation.
* A token is valid for 15 minutes; afterwards its webhook answers 401 (50027, Invalid Webhook
  Token). An interaction authorized only by a user install may create at most 5 follow-ups.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import ApiError
from .models import JSON, Channel, ChannelType, Guild, User

if TYPE_CHECKING:
    from .server import DiscordEmulator

GUILD_CONTEXT = 0
BOT_DM_CONTEXT = 1
PRIVATE_CHANNEL_CONTEXT = 2

GUILD_INSTALL = "0"
USER_INSTALL = "1"

TOKEN_LIFETIME_S = 15 * 60
"""How long an interaction token (and its webhook) is valid."""
USER_INSTALL_FOLLOWUPS = 5
"""Most follow-ups an interaction authorized only by a user install may create."""

MISSING_ACCESS = 50001
INVALID_WEBHOOK_TOKEN = 50027
MAX_FOLLOWUPS = 40094


def context_of(emu: DiscordEmulator, guild: Guild | None, channel: Channel) -> int:
    """The interaction context of a place."""
    if guild is not None:
        return GUILD_CONTEXT
    if channel.type == ChannelType.DM and channel.recipient is not None:
        return BOT_DM_CONTEXT
    return PRIVATE_CHANNEL_CONTEXT


def bot_is_member(emu: DiscordEmulator, guild: Guild | None) -> bool:
    """Whether the bot is in ``guild`` (the server added it)."""
    return guild is not None and emu.bot_user.id in guild.members


def owners_for(emu: DiscordEmulator, user: User, guild: Guild | None, channel: Channel) -> JSON:
    """``authorizing_integration_owners`` of a command ``user`` runs in this place."""
    context = context_of(emu, guild, channel)
    owners: JSON = {}
    if context == GUILD_CONTEXT and bot_is_member(emu, guild):
        assert guild is not None
        owners[GUILD_INSTALL] = str(guild.id)
    elif context == BOT_DM_CONTEXT:
        owners[GUILD_INSTALL] = "0"
    if user.id in emu.user_installs:
        owners[USER_INSTALL] = str(user.id)
    return owners


def check_command_here(
    emu: DiscordEmulator, cmd: JSON, user: User, guild: Guild | None, channel: Channel, label: str
) -> None:
    """Refuse (as an assertion: a real client would not offer it) a command this place does
    not offer ``user``."""
    context = context_of(emu, guild, channel)
    contexts = cmd.get("contexts")
    installs = cmd.get("integration_types") or [0]
    owners = owners_for(emu, user, guild, channel)
    scoped = cmd.get("guild_id") is not None
    if context == GUILD_CONTEXT:
        if scoped or contexts is None or 0 in contexts:
            reachable = (0 in installs and GUILD_INSTALL in owners) or (
                1 in installs and USER_INSTALL in owners and not scoped
            )
            if reachable:
                return
        raise AssertionError(f"{label}: not offered to {user.username} in this server")
    if scoped or cmd.get("dm_permission") is False:
        raise AssertionError(f"{label}: not available outside its server")
    if contexts is not None and context not in contexts:
        raise AssertionError(f"{label}: not available in context {context}")
    if context == PRIVATE_CHANNEL_CONTEXT and not (1 in installs and USER_INSTALL in owners):
        raise AssertionError(f"{label}: needs {user.username}'s own install of the app here")


def can_use_channel(emu: DiscordEmulator, channel: Channel) -> bool:
    """Whether the bot may use the channel endpoints of ``channel``."""
    if channel.guild_id is not None:
        return bot_is_member(emu, emu.guilds.get(channel.guild_id))
    if channel.type == ChannelType.DM and channel.recipient is not None:
        return True  # its own DM with that user
    return any(u.id == emu.bot_user.id for u in channel.recipients)


def missing_access() -> ApiError:
    return ApiError(403, MISSING_ACCESS, "Missing Access")


def invalid_token() -> ApiError:
    return ApiError(401, INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")


def too_many_followups() -> ApiError:
    return ApiError(
        400, MAX_FOLLOWUPS, "This interaction has hit the maximum number of follow up messages"
    )


def user_install_only(owners: JSON) -> bool:
    """An interaction authorized by a user install and not by the server's."""
    return USER_INSTALL in owners and GUILD_INSTALL not in owners

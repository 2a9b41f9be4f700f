"""Emulator state (users, guilds, channels, messages) and the JSON payloads built from it.

discord.py hard-indexes many keys in gateway payloads and a missing one kills the whole
client (see docs/discord-protocol.md §2.5), so every builder here emits the complete object
real Discord sends, not just the fields a test happens to look at.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .json_values import JSON as JSON  # the emulator's modules import it from here too
from .snowflakes import iso_now


class Perm:
    """Permission bits the emulator reasons about (values from the Discord API docs)."""

    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CHANGE_NICKNAME = 1 << 26
    USE_APPLICATION_COMMANDS = 1 << 31
    SEND_MESSAGES_IN_THREADS = 1 << 38
    # discord.Permissions.all().value in discord.py 2.7.1; interactions carry it for admins.
    ALL = 8866461766385663

    EVERYONE_DEFAULT = (
        CREATE_INSTANT_INVITE
        | ADD_REACTIONS
        | VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_EXTERNAL_EMOJIS
        | CHANGE_NICKNAME
        | USE_APPLICATION_COMMANDS
        | SEND_MESSAGES_IN_THREADS
    )


class MessageFlag:
    SUPPRESS_EMBEDS = 1 << 2
    EPHEMERAL = 1 << 6
    LOADING = 1 << 7
    SUPPRESS_NOTIFICATIONS = 1 << 12
    IS_COMPONENTS_V2 = 1 << 15


class ChannelType:
    GUILD_TEXT = 0
    DM = 1
    GROUP_DM = 3


@dataclass
class User:
    id: int
    username: str
    global_name: str | None = None
    bot: bool = False

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name if self.global_name is not None else self.username,
            "avatar": None,
            "bot": self.bot,
            "system": False,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
            "primary_guild": None,
            "collectibles": None,
        }


@dataclass
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }


@dataclass
class Channel:
    id: int
    name: str
    guild_id: int | None
    type: int = ChannelType.GUILD_TEXT
    position: int = 0
    # The bot's own DM channels only: the user on the other side.
    recipient: User | None = None
    last_message_id: int | None = None
    # Private channels the bot is not in (a DM between people, a group DM): who is in it.
    recipients: list[User] = field(default_factory=list)
    owner_id: int | None = None
    """A group DM's owner."""

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def payload(self, permissions: int | None = None) -> JSON:
        if self.recipients:  # a DM between people or a group DM: the bot is not in it
            data: JSON = {
                "id": str(self.id),
                "type": self.type,
                "name": self.name or None,
                "last_message_id": _sid(self.last_message_id),
                "recipients": [u.payload() for u in self.recipients],
                "icon": None,
                "owner_id": _sid(self.owner_id),
                "flags": 0,
            }
        elif self.type == ChannelType.DM:
            data = {
                "id": str(self.id),
                "type": ChannelType.DM,
                "name": None,
                "last_message_id": _sid(self.last_message_id),
                "recipients": [self.recipient.payload()] if self.recipient else [],
                "flags": 0,
            }
        else:
            data = {
                "id": str(self.id),
                "type": self.type,
                "guild_id": str(self.guild_id),
                "name": self.name,
                "position": self.position,
                "parent_id": None,
                "topic": None,
                "nsfw": False,
                "permission_overwrites": [],
                "rate_limit_per_user": 0,
                "last_message_id": _sid(self.last_message_id),
                "last_pin_timestamp": None,
                "flags": 0,
            }
        if permissions is not None:
            # Interaction and resolved channel objects carry the invoker's computed permissions.
            data["permissions"] = str(permissions)
        return data


@dataclass
class Member:
    user: User
    guild_id: int
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = field(default_factory=iso_now)

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def mention(self) -> str:
        return self.user.mention

    def payload(self, *, with_user: bool = True, permissions: int | None = None) -> JSON:
        data: JSON = {
            "roles": [str(r) for r in self.roles],
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
            "avatar_decoration_data": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass
class Guild:
    id: int
    name: str
    owner_id: int
    locale: str = "en-US"
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    system_channel_id: int | None = None
    """Where Discord posts join messages (and bots say hello); ``None``: no system channel."""
    emojis: dict[int, str] = field(default_factory=dict)
    """The server's custom emojis: id → name."""

    def emoji_payload(self, emoji_id: int) -> JSON:
        """An emoji object as GET /guilds/{id}/emojis/{emoji_id} returns it."""
        return {
            "id": str(emoji_id),
            "name": self.emojis[emoji_id],
            "roles": [],
            "require_colons": True,
            "managed": False,
            "animated": False,
            "available": True,
        }

    @property
    def everyone(self) -> Role:
        # Discord gives @everyone the guild's own id.
        return self.roles[self.id]

    def member(self, user: User | Member | int) -> Member:
        uid = user if isinstance(user, int) else user.id
        try:
            return self.members[uid]
        except KeyError:
            raise AssertionError(f"user {uid} is not a member of guild {self.name!r}") from None

    def channel(self, name_or_id: str | int) -> Channel:
        for ch in self.channels.values():
            if ch.id == name_or_id or ch.name == name_or_id:
                return ch
        raise AssertionError(f"guild {self.name!r} has no channel {name_or_id!r}")

    def role(self, name_or_id: str | int) -> Role:
        for role in self.roles.values():
            if role.id == name_or_id or role.name == name_or_id:
                return role
        raise AssertionError(f"guild {self.name!r} has no role {name_or_id!r}")

    def permissions_for(self, member: Member) -> int:
        # Guild-level computation only: the emulator has no channel overwrites.
        if member.id == self.owner_id:
            return Perm.ALL
        perms = self.everyone.permissions
        for rid in member.roles:
            role = self.roles.get(rid)
            if role is not None:
                perms |= role.permissions
        if perms & Perm.ADMINISTRATOR:
            return Perm.ALL
        return perms

    def payload(self) -> JSON:
        """The guild object as REST GET /guilds/{id} returns it (no members/channels)."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner_id),
            "region": None,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": (
                str(self.system_channel_id) if self.system_channel_id is not None else None
            ),
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": self.locale,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "max_members": 500000,
            "max_video_channel_users": 25,
            "incidents_data": None,
            "roles": [r.payload() for r in self.roles.values()],
            "emojis": [self.emoji_payload(e) for e in self.emojis],
            "stickers": [],
        }

    def create_payload(self, *, members: list[Member]) -> JSON:
        """The GUILD_CREATE dispatch.

        ``member_count`` is always the real total; the caller decides which members to list
        (all of them only with the GUILD_MEMBERS intent, as Discord does), so discord.py's
        ``Guild.chunked`` is true exactly when it would be against real Discord.
        """
        data = self.payload()
        data.update(
            {
                "joined_at": iso_now(),
                "large": False,
                "unavailable": False,
                "member_count": len(self.members),
                "members": [m.payload() for m in members],
                "channels": [c.payload() for c in self.channels.values()],
                "threads": [],
                "presences": [],
                "voice_states": [],
                "stage_instances": [],
                "guild_scheduled_events": [],
                "soundboard_sounds": [],
            }
        )
        return data


def iter_components(components: list[JSON]) -> list[JSON]:
    """Every component, depth first: each one, then its ``components``, its ``accessory`` and
    its ``component``. The same dicts, not copies. A list built with a stack rather than nested
    generators: the emulator walks every message it checks or shows several times, and the
    generators were its costliest function under ``benchmarks/bench_bot.py``'s load."""
    found: list[JSON] = []
    stack = components[::-1]
    while stack:
        comp = stack.pop()
        found.append(comp)
        for key in ("component", "accessory"):
            child = comp.get(key)
            if isinstance(child, dict):
                stack.append(child)
        children = comp.get("components")
        if isinstance(children, list):
            stack.extend(children[::-1])
    return found


def _sid(value: int | None) -> str | None:
    return None if value is None else str(value)

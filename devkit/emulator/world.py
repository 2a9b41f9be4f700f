"""The emulated Discord's contents: users, servers, roles, members, channels, DMs and emojis a test
adds before or while the bot runs, the default test world, and the lookups and waits on what is
stored (messages, commands, interactions, problems)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from . import places
from .gateway import GatewaySession, Intent, shard_of
from .interactions import PendingInteraction
from .json_values import json_copy
from .models import JSON, Channel, ChannelType, Guild, Member, Perm, Role, User
from .shared import (
    ChannelLike,
    GuildLike,
    MessageLike,
    UserLike,
    World,
    log,
)
from .stored_message import StoredMessage

if TYPE_CHECKING:
    from .server import DiscordEmulator


class WorldMixin:
    """Building the world and reading it back (a part of :class:`~.server.DiscordEmulator`)."""

    def add_user(
        self: DiscordEmulator, username: str, *, global_name: str | None = None, bot: bool = False
    ) -> User:
        user = User(id=self.ids.next(), username=username, global_name=global_name, bot=bot)
        self.users[user.id] = user
        return user

    def add_guild(
        self: DiscordEmulator,
        name: str = "Test Guild",
        *,
        owner: User | str | None = None,
        locale: str = "en-US",
        shard: tuple[int, int] | None = None,
        with_bot: bool = True,
    ) -> Guild:
        """A new guild; with ``shard=(k, n)`` its id routes to shard ``k`` of ``n``;
        ``with_bot=False``: a server that never added the bot (its members may still use the
        app they installed for themselves)."""
        owner_user = self._ensure_user(
            owner if owner is not None else f"{name.lower().replace(' ', '-')}-owner"
        )
        gid = self.ids.next()
        if shard is not None:
            gid = self._id_on_shard(*shard)
        guild = Guild(id=gid, name=name, owner_id=owner_user.id, locale=locale)
        guild.roles[gid] = Role(
            id=gid, name="@everyone", permissions=Perm.EVERYONE_DEFAULT, position=0
        )
        self.guilds[gid] = guild
        self.add_member(guild, owner_user)
        if with_bot:
            self.add_member(guild, self.bot_user)
        return guild

    def add_emoji(self: DiscordEmulator, guild: GuildLike, name: str) -> str:
        """A custom emoji of ``guild``; returns it as a message writes it (``<:name:id>``)."""
        g = self._guild(guild)
        emoji_id = self.ids.next()
        g.emojis[emoji_id] = name
        return f"<:{name}:{emoji_id}>"

    async def join_guild(self: DiscordEmulator, guild: GuildLike) -> None:
        """The bot is added to ``guild`` while connected: its shard's sessions get a
        GUILD_CREATE without ``unavailable`` (Discord's form for a join, which discord.py turns
        into ``on_guild_join``; ``unavailable: false`` would be a server coming back)."""
        g = self._guild(guild)
        if self.bot_user.id not in g.members:
            self.add_member(g, self.bot_user)
        for session in self.gateway.sessions_for(g.id):
            payload = self.guild_create_payload(g, session)
            payload.pop("unavailable", None)
            await session.dispatch("GUILD_CREATE", payload)

    def _id_on_shard(self: DiscordEmulator, shard_id: int, shard_count: int) -> int:
        """A fresh snowflake whose timestamp part routes to ``shard_id`` of ``shard_count``
        (Discord: ``(guild_id >> 22) % shard_count``)."""
        gid = self.ids.next()
        while shard_of(gid, shard_count) != shard_id:
            gid = ((gid >> 22) + 1) << 22 | (gid & ((1 << 22) - 1))
        self.ids.advance_past(gid)
        return gid

    def add_role(self: DiscordEmulator, guild: GuildLike, name: str, permissions: int = 0) -> Role:
        g = self._guild(guild)
        role = Role(id=self.ids.next(), name=name, permissions=permissions, position=len(g.roles))
        g.roles[role.id] = role
        return role

    def add_member(
        self: DiscordEmulator,
        guild: GuildLike,
        user: User | str,
        *,
        roles: Iterable[Role | int] = (),
        nick: str | None = None,
    ) -> Member:
        g = self._guild(guild)
        u = self._ensure_user(user)
        member = Member(
            user=u,
            guild_id=g.id,
            nick=nick,
            roles=[r.id if isinstance(r, Role) else int(r) for r in roles],
        )
        g.members[u.id] = member
        return member

    def add_channel(self: DiscordEmulator, guild: GuildLike, name: str) -> Channel:
        g = self._guild(guild)
        channel = Channel(id=self.ids.next(), name=name, guild_id=g.id, position=len(g.channels))
        g.channels[channel.id] = channel
        self.channels[channel.id] = channel
        return channel

    def dm_channel(self: DiscordEmulator, user: UserLike) -> Channel:
        u = self._user(user)
        for ch in self.channels.values():
            if ch.type == ChannelType.DM and ch.recipient is not None and ch.recipient.id == u.id:
                return ch
        channel = Channel(
            id=self.ids.next(), name="", guild_id=None, type=ChannelType.DM, recipient=u
        )
        self.channels[channel.id] = channel
        return channel

    def add_group_dm(self: DiscordEmulator, *users: UserLike, name: str = "") -> Channel:
        """A group DM of ``users`` (the first owns it); the bot is never in one."""
        people = [self._user(u) for u in users]
        channel = Channel(
            id=self.ids.next(),
            name=name,
            guild_id=None,
            type=ChannelType.GROUP_DM,
            recipients=people,
            owner_id=people[0].id,
        )
        self.channels[channel.id] = channel
        return channel

    def add_private_dm(self: DiscordEmulator, one: UserLike, other: UserLike) -> Channel:
        """A DM between two people (not the bot's own DM with either)."""
        people = [self._user(one), self._user(other)]
        channel = Channel(
            id=self.ids.next(), name="", guild_id=None, type=ChannelType.DM, recipients=people
        )
        self.channels[channel.id] = channel
        return channel

    def install_for_user(self: DiscordEmulator, user: UserLike) -> None:
        """``user`` installs the app for themselves (its commands follow them everywhere)."""
        self.user_installs.add(self._user(user).id)

    def populate_default(self: DiscordEmulator) -> World:
        """One guild with an owner, a manager (MANAGE_GUILD role), three players, two channels."""
        owner = self.add_user("owner", global_name="Guild Owner")
        guild = self.add_guild("Test Guild", owner=owner)
        manager_role = self.add_role(guild, "Game Managers", Perm.MANAGE_GUILD)
        world = World(
            guild=guild,
            general=self.add_channel(guild, "general"),
            games=self.add_channel(guild, "tic-tac-toe"),
            manager_role=manager_role,
            owner=guild.members[owner.id],
            manager=self.add_member(guild, "manager", roles=[manager_role]),
            alice=self.add_member(guild, "alice"),
            bob=self.add_member(guild, "bob"),
            carol=self.add_member(guild, "carol"),
            bot=guild.members[self.bot_user.id],
        )
        self.world = world
        return world

    def _ensure_user(self: DiscordEmulator, user: User | str) -> User:
        if isinstance(user, User):
            self.users.setdefault(user.id, user)
            return user
        for existing in self.users.values():
            if existing.username == user:
                return existing
        return self.add_user(user)

    def _user(self: DiscordEmulator, user: UserLike) -> User:
        if isinstance(user, Member):
            return user.user
        if isinstance(user, User):
            return user
        try:
            return self.users[int(user)]
        except KeyError:
            raise AssertionError(f"unknown user {user}") from None

    def _guild(self: DiscordEmulator, guild: GuildLike) -> Guild:
        gid = guild.id if isinstance(guild, Guild) else int(guild)
        try:
            return self.guilds[gid]
        except KeyError:
            raise AssertionError(f"unknown guild {gid}") from None

    def _channel(self: DiscordEmulator, channel: ChannelLike) -> Channel:
        cid = channel.id if isinstance(channel, Channel) else int(channel)
        try:
            return self.channels[cid]
        except KeyError:
            raise AssertionError(f"unknown channel {cid}") from None

    def message(self: DiscordEmulator, message: MessageLike) -> StoredMessage:
        """The live stored message (mutated by later edits; use ``.snapshot()`` to freeze)."""
        mid = message.id if isinstance(message, StoredMessage) else int(message)
        try:
            return self.messages_by_id[mid]
        except KeyError:
            raise AssertionError(f"unknown message {mid}") from None

    def attachment_data(self: DiscordEmulator, attachment: JSON | str) -> bytes:
        """The uploaded bytes of ``attachment`` (an attachment object of a message, or its
        id), as its ``url`` serves them."""
        aid = str(attachment["id"]) if isinstance(attachment, dict) else str(attachment)
        try:
            return self.attachment_blobs[aid]
        except KeyError:
            raise AssertionError(f"unknown attachment {aid}") from None

    def messages(
        self: DiscordEmulator,
        channel: ChannelLike,
        *,
        include_ephemeral: bool = False,
        include_deleted: bool = False,
    ) -> list[StoredMessage]:
        """Messages in a channel, oldest first, as everyone (by default) sees them."""
        cid = self._channel(channel).id
        return [
            m
            for m in self.messages_by_id.values()
            if m.channel_id == cid
            and (include_ephemeral or not m.ephemeral)
            and (include_deleted or not m.deleted)
        ]

    def last_message(
        self: DiscordEmulator, channel: ChannelLike, *, include_ephemeral: bool = False
    ) -> StoredMessage:
        msgs = self.messages(channel, include_ephemeral=include_ephemeral)
        if not msgs:
            raise AssertionError(f"channel {self._channel(channel).name!r} has no messages")
        return msgs[-1]

    async def wait_for_message(
        self: DiscordEmulator,
        channel: ChannelLike,
        predicate: Callable[[StoredMessage], bool] | None = None,
        *,
        include_ephemeral: bool = False,
        timeout: float | None = None,
    ) -> StoredMessage:
        """Wait for a (non-deleted) message in ``channel`` matching ``predicate``; snapshot it."""
        found: list[StoredMessage] = []

        def check() -> bool:
            found[:] = [
                m
                for m in self.messages(channel, include_ephemeral=include_ephemeral)
                if predicate is None or predicate(m)
            ]
            return bool(found)

        await self.wait_until(
            check,
            timeout=timeout,
            what=f"a matching message in channel {self._channel(channel).id}",
        )
        return found[0].snapshot()

    def registered_commands(self: DiscordEmulator, guild_id: GuildLike | None = None) -> list[JSON]:
        """The command payloads as last synced (with ids), global if ``guild_id`` is None."""
        gid = None if guild_id is None else self._guild(guild_id).id
        return json_copy(self.commands.scope(gid))

    def pending_interaction(self: DiscordEmulator, interaction_id: int) -> PendingInteraction:
        return self.interactions[interaction_id]

    def assert_no_problems(self: DiscordEmulator) -> None:
        if self.problems:
            listing = "\n  - ".join(self.problems)
            raise AssertionError(f"Discord emulator recorded problems:\n  - {listing}")

    def problem(
        self: DiscordEmulator, text: str, pending: PendingInteraction | None = None
    ) -> None:
        log.warning("emulator problem: %s", text)
        self.problems.append(text)
        if pending is not None:
            pending.problems.append(text)

    def guild_create_payload(self: DiscordEmulator, guild: Guild, session: GatewaySession) -> JSON:
        # Without GUILD_MEMBERS Discord only lists the bot itself; member_count stays real.
        if session.wants(Intent.GUILD_MEMBERS):
            members = list(guild.members.values())
        else:
            members = [m for m in guild.members.values() if m.id == self.bot_user.id]
        return guild.create_payload(members=members)

    def app_permissions(self: DiscordEmulator, guild: Guild | None) -> int:
        if guild is None or not places.bot_is_member(self, guild):
            # Private channels and servers that did not add the bot: what a message may hold.
            return Perm.EVERYONE_DEFAULT
        return guild.permissions_for(guild.members[self.bot_user.id])

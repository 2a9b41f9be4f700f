"""``DiscordEmulator``: state, message/interaction semantics and the test-driver API.

The HTTP surface lives in ``rest.py`` and the websocket in ``gateway.py``; both call into
this class, which owns all state so a bot can be stopped and a new client started against
the same guilds, messages and synced commands.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import mimetypes
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from . import app_emojis, places
from . import errors as E
from .commands import CommandStore, OptionBuilder, normalize_command
from .errors import ApiError
from .gateway import Gateway, GatewaySession, Intent, shard_of
from .interactions import CallbackType, InteractionResult, InteractionType, PendingInteraction
from .models import (
    JSON,
    Channel,
    ChannelType,
    Guild,
    Member,
    MessageFlag,
    Perm,
    Role,
    StoredMessage,
    User,
    iter_components,
    json_copy,
)
from .snowflakes import SnowflakeFactory, interaction_token, iso_now
from .validation import is_empty_message, validate_commands, validate_message
from .validation_v2 import flag_removed

log = logging.getLogger("tttbot.e2e.emulator")

UserLike = User | Member | int
GuildLike = Guild | int
ChannelLike = Channel | int
MessageLike = StoredMessage | int

_POLL_INTERVAL = 0.02
_USER_MENTION = re.compile(r"<@!?(\d+)>")
_ROLE_MENTION = re.compile(r"<@&(\d+)>")
# Flags a bot may set when creating / toggle when editing (others are Discord-managed).
_CREATE_FLAGS = (
    MessageFlag.SUPPRESS_EMBEDS
    | MessageFlag.EPHEMERAL
    | MessageFlag.IS_COMPONENTS_V2
    | MessageFlag.SUPPRESS_NOTIFICATIONS
)
_EDIT_FLAGS = MessageFlag.SUPPRESS_EMBEDS | MessageFlag.IS_COMPONENTS_V2
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
"""Largest upload per file (what INTERACTION_CREATE announces as ``attachment_size_limit``)."""


@dataclass
class World:
    """The default test world from ``populate_default()``."""

    guild: Guild
    general: Channel
    games: Channel
    manager_role: Role
    owner: Member  # owns the guild (all permissions)
    manager: Member  # has a role with MANAGE_GUILD
    alice: Member
    bob: Member
    carol: Member
    bot: Member


@dataclass
class RequestRecord:
    method: str
    path: str
    status: int
    body: Any
    response: Any = None


class DiscordEmulator:
    """A loopback Discord (REST + gateway) for the real discord.py client.

    Typical use: build the world, ``await start()``, point discord.py at ``api_base`` and
    ``gateway_url``, start the bot, ``await wait_ready()``, then drive it with ``slash()``,
    ``click()``, ``autocomplete()`` and inspect ``messages()``.
    """

    def __init__(
        self,
        *,
        token: str = "emulator-bot-token",
        bot_name: str = "TTTBot",
        response_timeout: float = 5.0,
        response_deadline: float = 3.0,
        enforce_deadline: bool = True,
        defer_grace: float = 1.0,
        heartbeat_interval_ms: int = 41250,
        validate: bool = True,
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.token = token
        # How long driver calls wait for the bot before failing the test.
        self.response_timeout = response_timeout
        # Discord's 3 s window for the initial response; later callbacks are recorded as
        # problems and, with enforce_deadline, rejected with 10062 like Discord does.
        self.response_deadline = response_deadline
        self.enforce_deadline = enforce_deadline
        # After a DEFERRED_UPDATE (6) the bot may or may not edit; wait this long for it.
        self.defer_grace = defer_grace
        self.validate = validate
        self.host = host
        # 0: the OS picks a free port. A fixed one lets a test start Discord late on the
        # address a bot is already trying.
        self.port = port

        self.ids = SnowflakeFactory()
        self.application_id = self.ids.next()
        # New applications share one id between the application and its bot user.
        self.bot_user = User(id=self.application_id, username=bot_name, bot=True)
        self.app_owner = User(id=self.ids.next(), username="app-owner")
        self.users: dict[int, User] = {
            self.bot_user.id: self.bot_user,
            self.app_owner.id: self.app_owner,
        }
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages_by_id: dict[int, StoredMessage] = {}
        self.commands = CommandStore()
        self.interactions: dict[int, PendingInteraction] = {}
        self._interactions_by_token: dict[str, PendingInteraction] = {}
        # Uploaded files' bytes by attachment id, served at each attachment's url (the CDN).
        self.attachment_blobs: dict[str, bytes] = {}
        # The people who installed the app for themselves (a user install).
        self.user_installs: set[int] = set()
        # Seconds the tests moved Discord's clock on (interaction tokens expire on it).
        self.clock_offset = 0.0

        # Diagnostics: anything here means the bot did something real Discord would reject
        # or the emulator does not cover. Tests should end with assert_no_problems().
        self.problems: list[str] = []
        self.unknown_routes: list[str] = []
        self.requests: list[RequestRecord] = []

        # Optional probe ``(modal custom_id) -> bool``: whether the bot is ready to receive
        # that modal's submission. BotRunner installs one for discord.py clients, which
        # register a modal only after reading the callback reply; a user cannot submit a modal
        # the bot is not listening for yet, so submit_modal() waits for it (see there).
        self.modal_listener: Callable[[str], bool] | None = None

        self.gateway = Gateway(self, heartbeat_interval_ms)
        self._changed = asyncio.Event()
        """Set (and replaced by a fresh one) at every state change: waiters hold no lock, so a
        waiter cancelled at any moment can never leave the emulator stuck (see wait_until)."""
        self._runner: web.AppRunner | None = None
        self._port: int | None = None
        self.world: World | None = None

    # ======================================================================================
    # lifecycle
    # ======================================================================================

    async def start(self) -> None:
        from .rest import build_app  # local: rest.py imports RequestRecord from here

        app = build_app(self)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        # Port 0 lets the OS pick a free port; read back what it chose.
        self._port = int(self._runner.addresses[0][1])
        log.info("Discord emulator listening on %s", self.base_url)

    async def stop(self) -> None:
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> DiscordEmulator:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        if self._port is None:
            raise RuntimeError("emulator not started")
        return f"http://{self.host}:{self._port}"

    @property
    def api_base(self) -> str:
        """Value for ``discord.http.Route.BASE``."""
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """Value for ``DiscordWebSocket.DEFAULT_GATEWAY`` (wrap in ``yarl.URL``)."""
        return f"ws://{self.host}:{self._port}/gateway"

    # ======================================================================================
    # waiting
    # ======================================================================================

    async def notify(self) -> None:
        changed, self._changed = self._changed, asyncio.Event()
        changed.set()

    async def wait_until(
        self,
        predicate: Callable[[], bool],
        *,
        timeout: float | None = None,
        what: str = "condition",
    ) -> None:
        """Wait for ``predicate``; AssertionError naming ``what`` on timeout.

        Re-checked on every emulator state change and also polled, so predicates over the
        bot's own state (which never notifies us) work too.

        No lock is taken: on Python 3.11, ``wait_for(condition.wait(), t)`` cancelled just as
        ``t`` ran out released a lock it did not hold and left the condition locked for ever,
        hanging every later request (tests/e2e/test_emulator_waits.py). An event per change,
        waited on under ``asyncio.timeout``, has nothing to leave behind.
        """
        timeout = self.response_timeout if timeout is None else timeout
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not predicate():
            remaining = end - loop.time()
            if remaining <= 0:
                raise AssertionError(f"timed out after {timeout:.1f}s waiting for {what}")
            changed = self._changed
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(min(_POLL_INTERVAL, remaining)):
                    await changed.wait()

    async def wait_ready(self, timeout: float | None = None) -> GatewaySession:
        """Wait until the bot has IDENTIFYed and received READY plus every GUILD_CREATE."""
        await self.wait_until(
            lambda: self.gateway.active is not None and self.gateway.active.connected,
            timeout=timeout,
            what="the bot to connect to the gateway and identify",
        )
        assert self.gateway.active is not None
        return self.gateway.active

    async def wait_shard_ready(
        self, shard_id: int, shard_count: int, timeout: float | None = None
    ) -> GatewaySession:
        """Wait until a session identified as shard ``shard_id`` of ``shard_count`` is
        connected (the latest such session is returned)."""

        def ready() -> GatewaySession | None:
            session = self.gateway.latest.get((shard_id, shard_count))
            return session if session is not None and session.connected else None

        await self.wait_until(
            lambda: ready() is not None,
            timeout=timeout,
            what=f"shard {shard_id} of {shard_count} to identify",
        )
        session = ready()
        assert session is not None
        return session

    async def wait_commands_synced(
        self, guild: GuildLike | None = None, *, count: int = 1, timeout: float | None = None
    ) -> list[JSON]:
        gid = None if guild is None else self._guild(guild).id
        await self.wait_until(
            lambda: self.commands.sync_count.get(gid, 0) >= count,
            timeout=timeout,
            what=f"command sync #{count} ({'global' if gid is None else f'guild {gid}'})",
        )
        return self.registered_commands(gid)

    @property
    def connected(self) -> bool:
        return self.gateway.active is not None and self.gateway.active.connected

    async def request_reconnect(self, timeout: float | None = None) -> None:
        """Ask the bot to reconnect (op 7) and wait until it has RESUMEd."""
        before = self.gateway.resume_count
        await self.gateway.request_reconnect()
        await self.wait_until(
            lambda: self.gateway.resume_count > before and self.connected,
            timeout=timeout,
            what="the bot to RESUME after op 7 RECONNECT",
        )

    # ======================================================================================
    # world building (call before the bot starts; GUILD_CREATE is sent at IDENTIFY)
    # ======================================================================================

    def add_user(self, username: str, *, global_name: str | None = None, bot: bool = False) -> User:
        user = User(id=self.ids.next(), username=username, global_name=global_name, bot=bot)
        self.users[user.id] = user
        return user

    def add_guild(
        self,
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

    def add_emoji(self, guild: GuildLike, name: str) -> str:
        """A custom emoji of ``guild``; returns it as a message writes it (``<:name:id>``)."""
        g = self._guild(guild)
        emoji_id = self.ids.next()
        g.emojis[emoji_id] = name
        return f"<:{name}:{emoji_id}>"

    async def join_guild(self, guild: GuildLike) -> None:
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

    def _id_on_shard(self, shard_id: int, shard_count: int) -> int:
        """A fresh snowflake whose timestamp part routes to ``shard_id`` of ``shard_count``
        (Discord: ``(guild_id >> 22) % shard_count``)."""
        gid = self.ids.next()
        while shard_of(gid, shard_count) != shard_id:
            gid = ((gid >> 22) + 1) << 22 | (gid & ((1 << 22) - 1))
        self.ids.advance_past(gid)
        return gid

    def add_role(self, guild: GuildLike, name: str, permissions: int = 0) -> Role:
        g = self._guild(guild)
        role = Role(id=self.ids.next(), name=name, permissions=permissions, position=len(g.roles))
        g.roles[role.id] = role
        return role

    def add_member(
        self,
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

    def add_channel(self, guild: GuildLike, name: str) -> Channel:
        g = self._guild(guild)
        channel = Channel(id=self.ids.next(), name=name, guild_id=g.id, position=len(g.channels))
        g.channels[channel.id] = channel
        self.channels[channel.id] = channel
        return channel

    def dm_channel(self, user: UserLike) -> Channel:
        u = self._user(user)
        for ch in self.channels.values():
            if ch.type == ChannelType.DM and ch.recipient is not None and ch.recipient.id == u.id:
                return ch
        channel = Channel(
            id=self.ids.next(), name="", guild_id=None, type=ChannelType.DM, recipient=u
        )
        self.channels[channel.id] = channel
        return channel

    def add_group_dm(self, *users: UserLike, name: str = "") -> Channel:
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

    def add_private_dm(self, one: UserLike, other: UserLike) -> Channel:
        """A DM between two people (not the bot's own DM with either)."""
        people = [self._user(one), self._user(other)]
        channel = Channel(
            id=self.ids.next(), name="", guild_id=None, type=ChannelType.DM, recipients=people
        )
        self.channels[channel.id] = channel
        return channel

    def install_for_user(self, user: UserLike) -> None:
        """``user`` installs the app for themselves (its commands follow them everywhere)."""
        self.user_installs.add(self._user(user).id)

    def now(self) -> float:
        """Discord's clock (the event loop's, moved on by :meth:`advance_clock`)."""
        return asyncio.get_running_loop().time() + self.clock_offset

    def advance_clock(self, seconds: float) -> None:
        """Move Discord's clock on: interaction tokens older than 15 minutes expire."""
        self.clock_offset += seconds

    def populate_default(self) -> World:
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

    # -- lookups --------------------------------------------------------------------------------

    def _ensure_user(self, user: User | str) -> User:
        if isinstance(user, User):
            self.users.setdefault(user.id, user)
            return user
        for existing in self.users.values():
            if existing.username == user:
                return existing
        return self.add_user(user)

    def _user(self, user: UserLike) -> User:
        if isinstance(user, Member):
            return user.user
        if isinstance(user, User):
            return user
        try:
            return self.users[int(user)]
        except KeyError:
            raise AssertionError(f"unknown user {user}") from None

    def _guild(self, guild: GuildLike) -> Guild:
        gid = guild.id if isinstance(guild, Guild) else int(guild)
        try:
            return self.guilds[gid]
        except KeyError:
            raise AssertionError(f"unknown guild {gid}") from None

    def _channel(self, channel: ChannelLike) -> Channel:
        cid = channel.id if isinstance(channel, Channel) else int(channel)
        try:
            return self.channels[cid]
        except KeyError:
            raise AssertionError(f"unknown channel {cid}") from None

    def message(self, message: MessageLike) -> StoredMessage:
        """The live stored message (mutated by later edits; use ``.snapshot()`` to freeze)."""
        mid = message.id if isinstance(message, StoredMessage) else int(message)
        try:
            return self.messages_by_id[mid]
        except KeyError:
            raise AssertionError(f"unknown message {mid}") from None

    def attachment_data(self, attachment: JSON | str) -> bytes:
        """The uploaded bytes of ``attachment`` (an attachment object of a message, or its
        id), as its ``url`` serves them."""
        aid = str(attachment["id"]) if isinstance(attachment, dict) else str(attachment)
        try:
            return self.attachment_blobs[aid]
        except KeyError:
            raise AssertionError(f"unknown attachment {aid}") from None

    def messages(
        self,
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
        self, channel: ChannelLike, *, include_ephemeral: bool = False
    ) -> StoredMessage:
        msgs = self.messages(channel, include_ephemeral=include_ephemeral)
        if not msgs:
            raise AssertionError(f"channel {self._channel(channel).name!r} has no messages")
        return msgs[-1]

    async def wait_for_message(
        self,
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

    def registered_commands(self, guild_id: GuildLike | None = None) -> list[JSON]:
        """The command payloads as last synced (with ids), global if ``guild_id`` is None."""
        gid = None if guild_id is None else self._guild(guild_id).id
        return json_copy(self.commands.scope(gid))

    def pending_interaction(self, interaction_id: int) -> PendingInteraction:
        return self.interactions[interaction_id]

    def assert_no_problems(self) -> None:
        if self.problems:
            listing = "\n  - ".join(self.problems)
            raise AssertionError(f"Discord emulator recorded problems:\n  - {listing}")

    def problem(self, text: str, pending: PendingInteraction | None = None) -> None:
        log.warning("emulator problem: %s", text)
        self.problems.append(text)
        if pending is not None:
            pending.problems.append(text)

    # ======================================================================================
    # payload builders shared by REST and gateway
    # ======================================================================================

    def guild_create_payload(self, guild: Guild, session: GatewaySession) -> JSON:
        # Without GUILD_MEMBERS Discord only lists the bot itself; member_count stays real.
        if session.wants(Intent.GUILD_MEMBERS):
            members = list(guild.members.values())
        else:
            members = [m for m in guild.members.values() if m.id == self.bot_user.id]
        return guild.create_payload(members=members)

    def app_permissions(self, guild: Guild | None) -> int:
        if guild is None or not places.bot_is_member(self, guild):
            # Private channels and servers that did not add the bot: what a message may hold.
            return Perm.EVERYONE_DEFAULT
        return guild.permissions_for(guild.members[self.bot_user.id])

    # ======================================================================================
    # messages
    # ======================================================================================

    def create_message(
        self,
        channel: Channel,
        *,
        author: User,
        body: JSON,
        files: list[JSON],
        type: int = 0,
        webhook: bool = False,
        interaction_metadata: JSON | None = None,
        extra_flags: int = 0,
        visible_to: int | None = None,
        allow_empty: bool = False,
    ) -> StoredMessage:
        """Validate and store a new message (raises ``ApiError`` like Discord would)."""
        msg = StoredMessage(
            id=self.ids.next(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=author,
            type=type,
            webhook_id=self.application_id if webhook else None,
            application_id=self.application_id if webhook else None,
            interaction_metadata=interaction_metadata,
            visible_to=visible_to,
            tts=bool(body.get("tts", False)),
        )
        self._apply_body(msg, body, files, creating=True)
        msg.flags |= extra_flags
        if msg.ephemeral and visible_to is None:
            raise ApiError(
                400,
                E.INVALID_FORM_BODY,
                "Invalid Form Body",
                {
                    "flags": {
                        "_errors": [
                            {
                                "code": "MESSAGE_FLAGS_INVALID",
                                "message": "Ephemeral flag is only valid for interaction responses",
                            }
                        ]
                    }
                },
            )
        reference = body.get("message_reference")
        if reference and not webhook:
            ref_id = int(reference["message_id"])
            if ref_id not in self.messages_by_id and reference.get("fail_if_not_exists", True):
                raise ApiError(
                    400,
                    E.INVALID_FORM_BODY,
                    "Invalid Form Body",
                    {
                        "message_reference": {
                            "_errors": [
                                {
                                    "code": "MESSAGE_REFERENCE_UNKNOWN_MESSAGE",
                                    "message": "Unknown message",
                                }
                            ]
                        }
                    },
                )
            msg.type = 19
            msg.message_reference = {
                "type": 0,
                "message_id": str(ref_id),
                "channel_id": str(channel.id),
                "guild_id": None if channel.guild_id is None else str(channel.guild_id),
                "fail_if_not_exists": False,
            }
        self._check_message(msg, allow_empty=allow_empty)
        self.messages_by_id[msg.id] = msg
        channel.last_message_id = msg.id
        return msg

    def edit_message(self, msg: StoredMessage, body: JSON, files: list[JSON]) -> StoredMessage:
        before = msg.payload()
        trial = msg.snapshot()
        self._apply_body(trial, body, files, creating=False)
        trial.flags &= ~MessageFlag.LOADING
        if self.validate and flag_removed(msg.flags, trial.flags):
            raise ApiError(
                400,
                E.INVALID_FORM_BODY,
                "Invalid Form Body (flags: the IS_COMPONENTS_V2 flag cannot be removed)",
                {
                    "flags": {
                        "_errors": [
                            {
                                "code": "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG",
                                "message": "IS_COMPONENTS_V2 cannot be removed",
                            }
                        ]
                    }
                },
            )
        self._check_message(trial, allow_empty=False)
        msg.history.append(before)
        for attr in (
            "content",
            "embeds",
            "components",
            "attachments",
            "flags",
            "mentions",
            "mention_roles",
        ):
            setattr(msg, attr, getattr(trial, attr))
        msg.edited_timestamp = iso_now()
        return msg

    def _check_message(self, msg: StoredMessage, *, allow_empty: bool) -> None:
        if not self.validate:
            return
        if not allow_empty and is_empty_message(msg):
            raise ApiError(400, E.CANNOT_SEND_EMPTY_MESSAGE, "Cannot send an empty message")
        errs = validate_message(msg, app_emojis.usable_emojis(self))
        if errs:
            raise ApiError(
                400, E.INVALID_FORM_BODY, f"Invalid Form Body ({errs.summary()})", errs.render()
            )

    def _apply_body(
        self, msg: StoredMessage, body: JSON, files: list[JSON], *, creating: bool
    ) -> None:
        if "content" in body:
            msg.content = body["content"] or ""
        if "embeds" in body:
            msg.embeds = [{"type": "rich", **e} for e in body["embeds"] or []]
        if "components" in body:
            msg.components = _with_component_ids(body["components"] or [])
        flags = body.get("flags")
        if flags is not None:
            if creating:
                msg.flags |= int(flags) & _CREATE_FLAGS
            else:
                msg.flags = (msg.flags & ~_EDIT_FLAGS) | (int(flags) & _EDIT_FLAGS)
        for file in files:
            if file["size"] > ATTACHMENT_SIZE_LIMIT:
                raise ApiError(413, E.REQUEST_ENTITY_TOO_LARGE, "Request entity too large")
        new_attachments = [self._attachment(f, body) for f in files]
        if creating:
            msg.attachments = new_attachments
        elif "attachments" in body:
            keep = {str(a.get("id")) for a in body["attachments"] or []}
            msg.attachments = [a for a in msg.attachments if a["id"] in keep] + new_attachments
        else:
            msg.attachments = msg.attachments + new_attachments
        if files or "embeds" in body or "components" in body:
            _resolve_attachment_links(msg)
        if creating or "content" in body or "components" in body:
            self._compute_mentions(msg, body.get("allowed_mentions"))

    def _attachment(self, file: JSON, body: JSON) -> JSON:
        # discord.py describes new files in payload_json["attachments"] by upload index.
        described: list[JSON] = body.get("attachments") or []
        meta: JSON = next((a for a in described if str(a.get("id")) == str(file["index"])), {})
        aid = self.ids.next()
        name = meta.get("filename") or file["filename"]
        self.attachment_blobs[str(aid)] = bytes(file["data"])
        return {
            "id": str(aid),
            "filename": name,
            "size": file["size"],
            "url": f"{self.base_url}/attachments/{aid}/{name}",
            "proxy_url": f"{self.base_url}/attachments/{aid}/{name}",
            # Discord types a file by its name; discord.py uploads every part as octet-stream.
            "content_type": mimetypes.guess_type(name)[0] or file.get("content_type"),
            "description": meta.get("description"),
            "ephemeral": False,
            "flags": 0,
        }

    def _compute_mentions(self, msg: StoredMessage, allowed: JSON | None) -> None:
        parse = None if allowed is None else set(allowed.get("parse") or [])
        allowed_users = set() if allowed is None else {str(u) for u in allowed.get("users") or []}
        allowed_roles = set() if allowed is None else {str(r) for r in allowed.get("roles") or []}
        mentions: list[JSON] = []
        # A V2 message's text lives in its text displays, whose mentions notify too.
        written = "\n".join(
            [msg.content]
            + [str(c.get("content", "")) for c in msg.iter_components() if c.get("type") == 10]
        )
        for uid in dict.fromkeys(_USER_MENTION.findall(written)):
            user = self.users.get(int(uid))
            if user is None:
                continue
            if parse is None or "users" in parse or uid in allowed_users:
                mentions.append(user.payload())
        roles: list[str] = []
        guild = self.guilds.get(msg.guild_id) if msg.guild_id is not None else None
        for rid in dict.fromkeys(_ROLE_MENTION.findall(written)):
            if (
                guild is not None
                and int(rid) in guild.roles
                and (parse is None or "roles" in parse or rid in allowed_roles)
            ):
                roles.append(rid)
        msg.mentions = mentions
        msg.mention_roles = roles

    # -- gateway fan-out ------------------------------------------------------------------------

    def _message_event_payload(self, msg: StoredMessage, session: GatewaySession) -> JSON:
        data = msg.payload()
        guild = self.guilds.get(msg.guild_id) if msg.guild_id is not None else None
        if guild is not None and msg.webhook_id is None and msg.author.id in guild.members:
            data["member"] = guild.members[msg.author.id].payload(with_user=False)
        # Without MESSAGE_CONTENT Discord blanks content unless the bot wrote or is mentioned in it.
        if (
            not session.wants(Intent.MESSAGE_CONTENT)
            and msg.author.id != self.bot_user.id
            and not any(m["id"] == str(self.bot_user.id) for m in msg.mentions)
            and msg.guild_id is not None
        ):
            data.update(content="", embeds=[], attachments=[], components=[])
        return data

    async def publish(self, event: str, msg: StoredMessage) -> None:
        # Ephemeral messages exist only for their user; the bot gets no gateway events.
        if msg.ephemeral:
            return
        intent = Intent.GUILD_MESSAGES if msg.guild_id is not None else Intent.DIRECT_MESSAGES
        for session in self.gateway.sessions_for(msg.guild_id):
            if not session.wants(intent):
                continue
            if event == "MESSAGE_DELETE":
                data: JSON = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
                if msg.guild_id is not None:
                    data["guild_id"] = str(msg.guild_id)
            else:
                data = self._message_event_payload(msg, session)
            await session.dispatch(event, data)

    async def send_user_message(
        self, user: UserLike, channel: ChannelLike, content: str
    ) -> StoredMessage:
        """A human posts in a channel (dispatches MESSAGE_CREATE to the bot)."""
        u = self._user(user)
        ch = self._channel(channel)
        msg = self.create_message(ch, author=u, body={"content": content}, files=[])
        await self.publish("MESSAGE_CREATE", msg)
        await self.notify()
        return msg

    # ======================================================================================
    # interactions: building and dispatching
    # ======================================================================================

    async def slash(
        self,
        user: UserLike,
        guild: GuildLike | None,
        channel: ChannelLike | None,
        command: str,
        *subcommands: str,
        options: dict[str, Any] | None = None,
        locale: str = "en-US",
        timeout: float | None = None,
        check_permissions: bool = True,
        forged: bool = False,
    ) -> InteractionResult:
        """Invoke ``/command [group] [subcommand]`` with ``options`` and wait for the reply.

        Option values are typed by the synced definition: pass ``Member``/``User`` for user
        options, ``Channel``/``Role`` objects, and choice *values* for options with choices.
        ``forged=True`` skips Discord's checks of lengths, ranges and choices: a value no real
        client could send, for testing that the bot still answers sanely.
        """
        u = self._user(user)
        g = None if guild is None else self._guild(guild)
        where = self._interaction_channel(g, channel, u)
        _, data, label = self._command_data(
            u,
            g,
            command,
            subcommands,
            options or {},
            check_permissions=check_permissions,
            forged=forged,
            channel=where,
        )
        pending = await self._dispatch(
            InteractionType.APPLICATION_COMMAND,
            data,
            user=u,
            guild=g,
            channel=where,
            locale=locale,
            label=label,
        )
        return await self._settle(pending, timeout)

    async def autocomplete(
        self,
        user: UserLike,
        guild: GuildLike | None,
        channel: ChannelLike | None,
        command: str,
        *subcommands: str,
        focused: str,
        value: Any = "",
        options: dict[str, Any] | None = None,
        locale: str = "en-US",
        timeout: float | None = None,
    ) -> list[JSON]:
        """Type ``value`` into option ``focused`` and return the bot's choices."""
        u = self._user(user)
        g = None if guild is None else self._guild(guild)
        values = {**(options or {}), focused: value}
        where = self._interaction_channel(g, channel, u)
        _, data, label = self._command_data(
            u, g, command, subcommands, values, focused=focused, channel=where
        )
        pending = await self._dispatch(
            InteractionType.AUTOCOMPLETE,
            data,
            user=u,
            guild=g,
            channel=where,
            locale=locale,
            label=f"autocomplete {focused!r} of {label}",
        )
        result = await self._settle(pending, timeout)
        if result.response_type != CallbackType.AUTOCOMPLETE_RESULT:
            raise AssertionError(
                f"{pending.label}: expected an autocomplete result (8), got {result.response_name}"
            )
        return json_copy(result.choices or [])

    async def click(
        self,
        user: UserLike,
        message: MessageLike,
        custom_id: str,
        *,
        as_seen: bool = False,
        locale: str = "en-US",
        timeout: float | None = None,
    ) -> InteractionResult:
        """Press the button ``custom_id`` on a stored message and wait for the bot's reaction.

        By default the click is on the message as it is now. With ``as_seen=True`` and a
        ``StoredMessage`` snapshot, the interaction carries that (possibly stale) snapshot:
        what a client that has not yet received the latest edit sends, e.g. two players
        clicking at the same moment.
        """
        u = self._user(user)
        msg = self._clickable(u, message)
        if as_seen:
            if not isinstance(message, StoredMessage):
                raise TypeError("as_seen=True needs the StoredMessage snapshot the user saw")
            msg = message
        comp = msg.component(custom_id)
        if comp.get("type") != 2:
            raise AssertionError(
                f"component {custom_id!r} is type {comp.get('type')}, not a button; use select()"
            )
        if comp.get("disabled"):
            raise AssertionError(
                f"button {custom_id!r} on message {msg.id} is disabled; Discord won't send a click"
            )
        if comp.get("style") in (5, 6):
            raise AssertionError(
                f"button {custom_id!r} is a link/premium button; it sends no interaction"
            )
        data: JSON = {"custom_id": custom_id, "component_type": 2}
        if "id" in comp:
            data["id"] = comp["id"]
        return await self._component(
            u, msg, data, locale, timeout, label=f"click {custom_id!r} on message {msg.id}"
        )

    async def forge_click(
        self,
        user: UserLike,
        message: MessageLike,
        custom_id: str,
        *,
        channel: ChannelLike | None = None,
        component_type: int = 2,
        values: list[str] | None = None,
        locale: str = "en-US",
        timeout: float | None = None,
    ) -> InteractionResult:
        """A component interaction Discord itself would never send: any ``custom_id`` (on the
        message or not, well-formed or not), carrying ``message`` as it is now, delivered from
        ``channel`` (default: the message's own; another server's channel is allowed), with
        ``values`` (a select menu's choice) when given, whatever the menu offers."""
        u = self._user(user)
        msg = self.message(message)
        ch = self.channels[msg.channel_id] if channel is None else self._channel(channel)
        guild = None if ch.guild_id is None else self.guilds[ch.guild_id]
        data: JSON = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            data["values"] = list(values)
        pending = await self._dispatch(
            InteractionType.MESSAGE_COMPONENT,
            data,
            user=u,
            guild=guild,
            channel=ch,
            locale=locale,
            label=f"forged click {custom_id[:60]!r} on message {msg.id}",
            message=msg,
        )
        return await self._settle(pending, timeout)

    async def select(
        self,
        user: UserLike,
        message: MessageLike,
        custom_id: str,
        values: list[str],
        *,
        locale: str = "en-US",
        timeout: float | None = None,
    ) -> InteractionResult:
        """Choose ``values`` in the string select ``custom_id``."""
        u = self._user(user)
        msg = self._clickable(u, message)
        comp = msg.component(custom_id)
        if comp.get("type") != 3:
            raise AssertionError(
                f"component {custom_id!r} is type {comp.get('type')}; "
                "only string selects (3) are supported"
            )
        if comp.get("disabled"):
            raise AssertionError(f"select {custom_id!r} is disabled")
        valid = [o["value"] for o in comp.get("options") or []]
        bad = [v for v in values if v not in valid]
        lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
        if bad or not lo <= len(values) <= hi:
            raise AssertionError(
                f"select {custom_id!r}: {values} not valid (options {valid}, {lo}..{hi} values)"
            )
        data: JSON = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
        if "id" in comp:
            data["id"] = comp["id"]
        return await self._component(
            u,
            msg,
            data,
            locale,
            timeout,
            label=f"select {values} in {custom_id!r} on message {msg.id}",
        )

    async def submit_modal(
        self,
        user: UserLike,
        modal_result: InteractionResult,
        values: dict[str, str],
        *,
        locale: str = "en-US",
        timeout: float | None = None,
    ) -> InteractionResult:
        """Fill in and submit the modal the bot opened in ``modal_result``."""
        modal = modal_result.modal
        if modal is None:
            raise AssertionError(f"{modal_result.label} did not open a modal")
        source = self.interactions[modal_result.interaction_id]
        u = self._user(user)
        components = _modal_submission(modal.get("components") or [], values)
        missing = set(values) - {c.get("custom_id") for c in _leaves(components)}
        if missing:
            raise AssertionError(
                f"modal {modal.get('custom_id')!r} has no inputs {sorted(missing)}"
            )
        custom_id = str(modal.get("custom_id"))
        listener = self.modal_listener
        if listener is not None:
            # On Discord a human reads and fills in the modal long after the bot has read the
            # callback reply and registered its listener; a test types instantly, so wait for
            # that registration instead of racing it. If it never comes, submit anyway: the
            # unanswered submission then fails below with the usual clear message.
            with contextlib.suppress(AssertionError):
                await self.wait_until(
                    lambda: listener(custom_id),
                    timeout=timeout,
                    what=f"the bot to register modal {custom_id!r}",
                )
        g = None if source.guild_id is None else self.guilds[source.guild_id]
        message = (
            None
            if source.source_message_id is None
            else self.messages_by_id[source.source_message_id]
        )
        pending = await self._dispatch(
            InteractionType.MODAL_SUBMIT,
            {"custom_id": modal["custom_id"], "components": components},
            user=u,
            guild=g,
            channel=self.channels[source.channel_id],
            locale=locale,
            label=f"submit modal {modal.get('custom_id')!r}",
            message=message,
        )
        return await self._settle(pending, timeout)

    # -- helpers --------------------------------------------------------------------------------

    def _command_data(
        self,
        user: User,
        guild: Guild | None,
        command: str,
        subcommands: tuple[str, ...],
        values: dict[str, Any],
        *,
        focused: str | None = None,
        check_permissions: bool = True,
        forged: bool = False,
        channel: Channel | None = None,
    ) -> tuple[JSON, JSON, str]:
        label = "/" + " ".join((command, *subcommands))
        gid = None if guild is None else guild.id
        cmd = self.commands.find(command, gid)
        if cmd is None:
            raise AssertionError(
                f"{label}: command not registered for "
                f"{'DMs' if gid is None else f'guild {gid}'}; "
                f"visible commands: {self.commands.visible_names(gid)}"
            )
        perms = Perm.EVERYONE_DEFAULT
        where = channel if channel is not None else self._interaction_channel(guild, None, user)
        places.check_command_here(self, cmd, user, guild, where, label)
        if guild is not None:
            member = guild.member(user)
            perms = guild.permissions_for(member)
            required = cmd.get("default_member_permissions")
            if check_permissions and required is not None and perms != Perm.ALL:
                need = int(required)
                # "0" hides the command from everyone but administrators.
                if need == 0 or perms & need != need:
                    raise AssertionError(
                        f"{label}: hidden from {user.username} by default_member_permissions="
                        f"{required} (has {perms}); pass check_permissions=False to bypass"
                    )
        builder = OptionBuilder(
            guild=guild, users=self.users, invoker_permissions=perms, forged=forged
        )
        options = builder.build(cmd, subcommands, values, focused=focused)
        data: JSON = {
            "id": cmd["id"],
            "name": cmd["name"],
            "type": int(cmd.get("type", 1)),
            "options": options,
        }
        if builder.resolved:
            data["resolved"] = builder.resolved
        if cmd.get("guild_id") is not None:
            # Without this discord.py only searches global commands (protocol doc §3.2).
            data["guild_id"] = cmd["guild_id"]
        return cmd, data, label

    def _interaction_channel(
        self, guild: Guild | None, channel: ChannelLike | None, user: User
    ) -> Channel:
        if guild is None:
            return self._channel(channel) if channel is not None else self.dm_channel(user)
        if channel is None:
            return next(iter(guild.channels.values()))
        ch = self._channel(channel)
        if ch.guild_id != guild.id:
            raise AssertionError(f"channel {ch.name!r} is not in guild {guild.name!r}")
        return ch

    def _clickable(self, user: User, message: MessageLike) -> StoredMessage:
        msg = self.message(message)
        if msg.deleted:
            raise AssertionError(f"message {msg.id} was deleted")
        if msg.visible_to is not None and msg.visible_to != user.id:
            raise AssertionError(
                f"message {msg.id} is ephemeral for another user; {user.username} can't see it"
            )
        return msg

    async def _component(
        self,
        user: User,
        msg: StoredMessage,
        data: JSON,
        locale: str,
        timeout: float | None,
        label: str,
    ) -> InteractionResult:
        channel = self.channels[msg.channel_id]
        guild = None if channel.guild_id is None else self.guilds[channel.guild_id]
        pending = await self._dispatch(
            InteractionType.MESSAGE_COMPONENT,
            data,
            user=user,
            guild=guild,
            channel=channel,
            locale=locale,
            label=label,
            message=msg,
        )
        return await self._settle(pending, timeout)

    def _interaction_payload(
        self,
        itype: int,
        iid: int,
        token: str,
        data: JSON,
        *,
        user: User,
        guild: Guild | None,
        channel: Channel,
        locale: str,
        message: StoredMessage | None,
    ) -> JSON:
        payload: JSON = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "data": data,
            "channel_id": str(channel.id),
            "token": token,
            "version": 1,
            "app_permissions": str(self.app_permissions(guild)),
            "locale": locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            # Required since discord.py 2.6; without it the client dies (protocol doc §3.3).
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            "context": places.context_of(self, guild, channel),
            # A click carries the owners of the interaction that made its message.
            "authorizing_integration_owners": (
                (message.interaction_metadata or {}).get("authorizing_integration_owners")
                if message is not None and message.interaction_metadata
                else None
            )
            or places.owners_for(self, user, guild, channel),
        }
        if guild is not None:
            member = guild.member(user)
            perms = guild.permissions_for(member)
            payload.update(
                {
                    "guild_id": str(guild.id),
                    "guild": {"id": str(guild.id), "locale": guild.locale, "features": []},
                    "guild_locale": guild.locale,
                    "channel": channel.payload(permissions=perms),
                    "member": member.payload(permissions=perms),
                }
            )
        else:
            payload.update(
                {
                    "channel": channel.payload(permissions=Perm.EVERYONE_DEFAULT),
                    "user": user.payload(),
                }
            )
        if message is not None:
            # A snapshot: the user clicked what they saw at that moment.
            payload["message"] = message.payload()
        return payload

    async def _dispatch(
        self,
        itype: int,
        data: JSON,
        *,
        user: User,
        guild: Guild | None,
        channel: Channel,
        locale: str,
        label: str,
        message: StoredMessage | None = None,
    ) -> PendingInteraction:
        # Every connected session of the guild's shard gets the interaction (two during a
        # rolling restart); the first callback wins, later ones get 40060 as on Discord.
        sessions = [
            s for s in self.gateway.sessions_for(None if guild is None else guild.id) if s.connected
        ]
        if not sessions:
            raise AssertionError(f"bot is not connected to the gateway; cannot deliver {label}")
        iid = self.ids.next()
        token = interaction_token(iid)
        payload = self._interaction_payload(
            itype,
            iid,
            token,
            data,
            user=user,
            guild=guild,
            channel=channel,
            locale=locale,
            message=message,
        )
        pending = PendingInteraction(
            id=iid,
            token=token,
            type=itype,
            label=label,
            user=user,
            guild_id=None if guild is None else guild.id,
            channel_id=channel.id,
            payload=payload,
            dispatched_at=asyncio.get_running_loop().time(),
            source_message_id=None if message is None else message.id,
            issued_at=self.now(),
        )
        self.interactions[iid] = pending
        self._interactions_by_token[token] = pending
        pending.deliveries = len(sessions)
        for session in sessions:
            await session.dispatch("INTERACTION_CREATE", payload)
        return pending

    async def _settle(
        self, pending: PendingInteraction, timeout: float | None
    ) -> InteractionResult:
        timeout = self.response_timeout if timeout is None else timeout
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        try:
            # Settled once the bot has been sent the reply to its callback, not merely once the
            # callback arrived: the user must not act on a response the bot has not got yet.
            await self.wait_until(
                lambda: pending.acknowledged and pending.callback_replied,
                timeout=timeout,
                what=pending.label,
            )
        except AssertionError:
            extra = f"; problems: {pending.problems}" if pending.problems else ""
            raise AssertionError(
                f"bot never responded to {pending.label} (interaction {pending.id}) within "
                f"{timeout:.1f}s - Discord would show 'This interaction failed'{extra}"
            ) from None
        if pending.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE:
            try:
                await self.wait_until(
                    lambda: self._deferred_done(pending),
                    timeout=max(0.0, end - loop.time()),
                    what=pending.label,
                )
            except AssertionError:
                raise AssertionError(
                    f"{pending.label}: bot deferred (type 5) but sent no edit or follow-up "
                    f"within {timeout:.1f}s - the user sees '... is thinking' forever"
                ) from None
        elif pending.response_type == CallbackType.DEFERRED_UPDATE_MESSAGE and self.defer_grace:
            # Acknowledging a click without changing anything is legitimate, so this is no error.
            with contextlib.suppress(AssertionError):
                await self.wait_until(
                    lambda: pending.original_edits > 0 or bool(pending.followup_ids),
                    timeout=min(self.defer_grace, max(0.0, end - loop.time())),
                    what=pending.label,
                )
        return self.result_for(pending.id)

    def _deferred_done(self, pending: PendingInteraction) -> bool:
        original = self.messages_by_id.get(pending.original_message_id or 0)
        return original is None or original.deleted or not original.loading

    def result_for(self, interaction_id: int) -> InteractionResult:
        pending = self.interactions[interaction_id]
        original = self.messages_by_id.get(pending.original_message_id or 0)
        return InteractionResult(
            interaction_id=pending.id,
            token=pending.token,
            label=pending.label,
            user=pending.user,
            response_type=pending.response_type,
            callback=json_copy(pending.callback_body),
            message=None if original is None else original.snapshot(),
            followups=[self.messages_by_id[i].snapshot() for i in pending.followup_ids],
            choices=json_copy(pending.choices),
            modal=json_copy(pending.modal),
            latency=pending.latency,
            edited=pending.original_edits > 0
            or pending.response_type == CallbackType.UPDATE_MESSAGE,
            late=pending.latency is not None and pending.latency > self.response_deadline,
            responded_twice=pending.extra_callbacks > 0,
            problems=list(pending.problems),
            _emulator=self,
        )

    # ======================================================================================
    # application commands (called from REST handlers)
    # ======================================================================================

    def sync_commands(self, guild_id: int | None, body: list[JSON]) -> list[JSON]:
        """Bulk overwrite, as ``tree.sync()`` does. Ids survive for unchanged name+type."""
        if guild_id is not None and guild_id not in self.guilds:
            raise E.unknown("Guild", E.UNKNOWN_GUILD)
        errs = validate_commands(body)
        if errs:
            self.problem(f"command sync rejected: {errs.summary()}")
            raise ApiError(400, E.INVALID_FORM_BODY, "Invalid Form Body", errs.render())
        existing = {(c["name"], int(c.get("type", 1))): c for c in self.commands.scope(guild_id)}
        stored = []
        for raw in body:
            prev = existing.get((raw["name"], int(raw.get("type", 1))))
            cmd_id = int(prev["id"]) if prev else self.ids.next()
            cmd = normalize_command(
                raw,
                app_id=self.application_id,
                guild_id=guild_id,
                cmd_id=cmd_id,
                version=self.ids.next(),
            )
            # Discord bumps ``version`` only when the definition actually changed.
            if prev is not None and {**cmd, "version": prev["version"]} == prev:
                cmd["version"] = prev["version"]
            stored.append(cmd)
        self.commands.replace(guild_id, stored)
        return json_copy(stored)

    def upsert_command(self, guild_id: int | None, raw: JSON) -> JSON:
        current = [
            c
            for c in self.commands.scope(guild_id)
            if (c["name"], int(c.get("type", 1))) != (raw["name"], int(raw.get("type", 1)))
        ]
        # Reuse sync for validation and id stability, keeping the other commands.
        merged = [*current, raw]
        result = self.sync_commands(guild_id, merged)
        return result[-1]

    def command_by_id(self, guild_id: int | None, cmd_id: int) -> JSON:
        for cmd in self.commands.scope(guild_id):
            if int(cmd["id"]) == cmd_id:
                return cmd
        raise E.unknown("application command", E.UNKNOWN_APPLICATION_COMMAND)

    def edit_command(self, guild_id: int | None, cmd_id: int, patch: JSON) -> JSON:
        current = self.command_by_id(guild_id, cmd_id)
        merged = [({**c, **patch} if c is current else c) for c in self.commands.scope(guild_id)]
        return next(c for c in self.sync_commands(guild_id, merged) if int(c["id"]) == cmd_id)

    def delete_command(self, guild_id: int | None, cmd_id: int) -> None:
        current = self.command_by_id(guild_id, cmd_id)
        self.commands.replace(
            guild_id, [c for c in self.commands.scope(guild_id) if c is not current]
        )

    # ======================================================================================
    # interactions: the bot's side (called from REST handlers)
    # ======================================================================================

    def callback_replied(self, interaction_id: int) -> None:
        """Called by the REST layer once the reply to an accepted callback has been sent."""
        pending = self.interactions.get(interaction_id)
        if pending is not None and pending.acknowledged:
            pending.callback_replied = True

    def interaction_by_token(self, token: str) -> PendingInteraction:
        pending = self._interactions_by_token.get(token)
        if pending is None:
            raise E.unknown("Webhook", E.UNKNOWN_WEBHOOK)
        if self.now() - pending.issued_at > places.TOKEN_LIFETIME_S:
            pending.expired_uses += 1
            raise places.invalid_token()
        return pending

    def _metadata(self, pending: PendingInteraction, **extra: Any) -> JSON:
        meta: JSON = {
            "id": str(pending.id),
            "type": pending.type,
            "user": pending.user.payload(),
            "authorizing_integration_owners": pending.payload["authorizing_integration_owners"],
        }
        if (
            pending.source_message_id is not None
            and pending.type == InteractionType.MESSAGE_COMPONENT
        ):
            meta["interacted_message_id"] = str(pending.source_message_id)
        meta.update(extra)
        return meta

    async def interaction_callback(
        self, interaction_id: int, token: str, body: JSON, files: list[JSON]
    ) -> JSON:
        pending = self.interactions.get(interaction_id)
        if pending is None or pending.token != token:
            raise ApiError(404, E.UNKNOWN_INTERACTION, "Unknown interaction")
        loop_time = asyncio.get_running_loop().time()
        ctype = int(body.get("type", 0))
        if pending.acknowledged:
            pending.extra_callbacks += 1
            # Delivered to two sessions (a rolling restart), a second answer is expected and
            # refused; from one session it is the bot's bug.
            if pending.extra_callbacks >= pending.deliveries:
                self.problem(
                    f"{pending.label}: bot responded twice (second callback type {ctype})",
                    pending,
                )
            raise ApiError(
                400,
                E.INTERACTION_ALREADY_ACKNOWLEDGED,
                "Interaction has already been acknowledged.",
            )
        elapsed = loop_time - pending.dispatched_at
        if elapsed > self.response_deadline:
            self.problem(
                f"{pending.label}: initial response after {elapsed:.2f}s "
                f"(Discord allows {self.response_deadline:.0f}s)",
                pending,
            )
            if self.enforce_deadline:
                raise ApiError(404, E.UNKNOWN_INTERACTION, "Unknown interaction")
        data: JSON = body.get("data") or {}
        try:
            resource = self._apply_callback(pending, ctype, data, files)
        except ApiError as exc:
            self.problem(f"{pending.label}: callback type {ctype} rejected: {exc.message}", pending)
            raise
        pending.response_type = ctype
        pending.responded_at = loop_time
        pending.callback_body = json_copy(body)
        original = self.messages_by_id.get(pending.original_message_id or 0)
        if original is not None and ctype in (4, 5, 7):
            event = "MESSAGE_UPDATE" if ctype == CallbackType.UPDATE_MESSAGE else "MESSAGE_CREATE"
            await self.publish(event, original)
        # with_response=1 is hard-coded in discord.py >= 2.5 and it indexes this body.
        return {
            "interaction": {
                "id": str(pending.id),
                "type": pending.type,
                "activity_instance_id": None,
                "response_message_id": None if original is None else str(original.id),
                "response_message_loading": ctype
                == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
                "response_message_ephemeral": bool(original is not None and original.ephemeral),
            },
            "resource": resource,
        }

    def _apply_callback(
        self, pending: PendingInteraction, ctype: int, data: JSON, files: list[JSON]
    ) -> JSON:
        is_component = pending.type == InteractionType.MESSAGE_COMPONENT
        from_message = pending.source_message_id is not None
        channel = self.channels[pending.channel_id]

        def invalid(why: str) -> ApiError:
            return ApiError(
                400,
                E.INVALID_FORM_BODY,
                f"Invalid Form Body ({why})",
                {
                    "type": {
                        "_errors": [{"code": "INTERACTION_RESPONSE_TYPE_INVALID", "message": why}]
                    }
                },
            )

        if (
            pending.type == InteractionType.AUTOCOMPLETE
            and ctype != CallbackType.AUTOCOMPLETE_RESULT
        ):
            raise invalid("autocomplete interactions only accept type 8")
        if ctype == CallbackType.CHANNEL_MESSAGE_WITH_SOURCE:
            msg = self.create_message(
                channel,
                author=self.bot_user,
                body=data,
                files=files,
                webhook=True,
                type=20 if pending.type == InteractionType.APPLICATION_COMMAND else 0,
                interaction_metadata=self._metadata(pending),
                visible_to=self._visible_to(pending, data),
            )
            pending.original_message_id = msg.id
            return {"type": ctype, "message": msg.payload()}
        if ctype == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE:
            msg = self.create_message(
                channel,
                author=self.bot_user,
                body={"flags": data.get("flags", 0)},
                files=[],
                webhook=True,
                type=20 if pending.type == InteractionType.APPLICATION_COMMAND else 0,
                interaction_metadata=self._metadata(pending),
                extra_flags=MessageFlag.LOADING,
                visible_to=self._visible_to(pending, data),
                allow_empty=True,
            )
            pending.original_message_id = msg.id
            return {"type": ctype}
        if ctype in (CallbackType.DEFERRED_UPDATE_MESSAGE, CallbackType.UPDATE_MESSAGE):
            if not (
                is_component or (pending.type == InteractionType.MODAL_SUBMIT and from_message)
            ):
                raise invalid(f"type {ctype} is only valid for component interactions")
            assert pending.source_message_id is not None
            msg = self.messages_by_id[pending.source_message_id]
            pending.original_message_id = msg.id
            if ctype == CallbackType.UPDATE_MESSAGE:
                self.edit_message(msg, data, files)
                return {"type": ctype, "message": msg.payload()}
            return {"type": ctype}
        if ctype == CallbackType.AUTOCOMPLETE_RESULT:
            if pending.type != InteractionType.AUTOCOMPLETE:
                raise invalid("type 8 is only valid for autocomplete interactions")
            choices = data.get("choices") or []
            if len(choices) > 25:
                raise invalid("at most 25 autocomplete choices")
            pending.choices = choices
            return {"type": ctype}
        if ctype == CallbackType.MODAL:
            if pending.type == InteractionType.MODAL_SUBMIT:
                raise invalid("a modal cannot open another modal")
            if not data.get("custom_id") or not data.get("title") or not data.get("components"):
                raise invalid("modal needs custom_id, title and components")
            pending.modal = data
            return {"type": ctype}
        raise invalid(f"unsupported interaction callback type {ctype}")

    @staticmethod
    def _visible_to(pending: PendingInteraction, data: JSON) -> int | None:
        return pending.user.id if int(data.get("flags") or 0) & MessageFlag.EPHEMERAL else None

    async def followup(
        self, pending: PendingInteraction, body: JSON, files: list[JSON]
    ) -> StoredMessage:
        if not pending.acknowledged:
            self.problem(f"{pending.label}: follow-up sent before the initial response", pending)
            raise E.unknown("Webhook", E.UNKNOWN_WEBHOOK)
        original = self.messages_by_id.get(pending.original_message_id or 0)
        if (
            pending.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
            and original is not None
            and original.loading
            and not original.deleted
        ):
            # The first follow-up after a "thinking" defer replaces the placeholder and keeps the
            # defer's ephemerality, as on real Discord.
            if body.get("flags") is not None:
                body = {**body, "flags": int(body["flags"]) & ~MessageFlag.EPHEMERAL}
            self.edit_message(original, body, files)
            pending.original_edits += 1
            await self.publish("MESSAGE_UPDATE", original)
            return original
        if (
            places.user_install_only(pending.payload["authorizing_integration_owners"])
            and len(pending.followup_ids) >= places.USER_INSTALL_FOLLOWUPS
        ):
            raise places.too_many_followups()
        channel = self.channels[pending.channel_id]
        msg = self.create_message(
            channel,
            author=self.bot_user,
            body=body,
            files=files,
            webhook=True,
            interaction_metadata=self._metadata(
                pending, **({"original_response_message_id": str(original.id)} if original else {})
            ),
            visible_to=self._visible_to(pending, body),
        )
        pending.followup_ids.append(msg.id)
        await self.publish("MESSAGE_CREATE", msg)
        return msg

    def interaction_message(self, pending: PendingInteraction, message_id: str) -> StoredMessage:
        if message_id == "@original":
            mid = pending.original_message_id
        else:
            mid = int(message_id)
            if mid not in pending.followup_ids and mid != pending.original_message_id:
                mid = None
        msg = self.messages_by_id.get(mid or 0)
        if msg is None or msg.deleted:
            raise E.unknown("Message", E.UNKNOWN_MESSAGE)
        return msg

    async def edit_interaction_message(
        self, pending: PendingInteraction, message_id: str, body: JSON, files: list[JSON]
    ) -> StoredMessage:
        msg = self.interaction_message(pending, message_id)
        try:
            self.edit_message(msg, body, files)
        except ApiError as exc:
            self.problem(
                f"{pending.label}: edit of message {msg.id} rejected: {exc.message}", pending
            )
            raise
        if msg.id == pending.original_message_id:
            pending.original_edits += 1
        await self.publish("MESSAGE_UPDATE", msg)
        return msg

    async def delete_message(self, msg: StoredMessage) -> None:
        msg.deleted = True
        await self.publish("MESSAGE_DELETE", msg)


# -- component helpers ----------------------------------------------------------------------


def _with_component_ids(components: list[JSON]) -> list[JSON]:
    """Number components depth-first like Discord does when the bot left ``id`` out."""
    comps = json_copy(components)
    used = {c["id"] for c in iter_components(comps) if isinstance(c.get("id"), int)}
    counter = 0
    # iter_components yields the same dicts depth-first, so assigning in place works.
    for comp in iter_components(comps):
        if "id" not in comp:
            counter += 1
            while counter in used:
                counter += 1
            comp["id"] = counter
    return comps


def _leaves(components: list[JSON]) -> list[JSON]:
    return [c for c in iter_components(components) if "custom_id" in c]


def _modal_submission(components: list[JSON], values: dict[str, Any]) -> list[JSON]:
    """Mirror the modal's layout with the user's input, the shape discord.py's Modal expects."""
    out: list[JSON] = []
    for comp in components:
        ctype = comp.get("type")
        if ctype == 1:
            out.append(
                {
                    "type": 1,
                    "id": comp.get("id", 0),
                    "components": _modal_submission(comp.get("components") or [], values),
                }
            )
        elif ctype == 18:
            inner = _modal_submission([comp["component"]], values)
            out.append({"type": 18, "id": comp.get("id", 0), "component": inner[0]})
        elif ctype == 4:
            cid = comp["custom_id"]
            value = values.get(cid, comp.get("value") or "")
            if comp.get("required", True) and not value:
                raise AssertionError(f"modal text input {cid!r} is required")
            out.append({"type": 4, "id": comp.get("id", 0), "custom_id": cid, "value": value})
        elif ctype == 3:
            cid = comp["custom_id"]
            chosen = values.get(cid, [])
            out.append(
                {
                    "type": 3,
                    "id": comp.get("id", 0),
                    "custom_id": cid,
                    "values": [chosen] if isinstance(chosen, str) else list(chosen),
                }
            )
        elif "custom_id" in comp:
            out.append(
                {
                    "type": ctype,
                    "id": comp.get("id", 0),
                    "custom_id": comp["custom_id"],
                    "values": list(values.get(comp["custom_id"], [])),
                }
            )
    return out


def _resolve_attachment_links(msg: StoredMessage) -> None:
    """Point embed images and thumbnails at ``attachment://<filename>`` to that attachment's
    url, as Discord does; a link to a file the message lacks stays as it was (Discord shows
    no image then)."""
    urls = {a["filename"]: a["url"] for a in msg.attachments}
    found = [embed.get(key) for embed in msg.embeds for key in ("image", "thumbnail")]
    # A V2 message's media: gallery items, thumbnails and files (their ``media``/``file``).
    for comp in msg.iter_components():
        found += [item.get("media") for item in comp.get("items") or []]
        found += [comp.get(key) for key in ("media", "file") if comp.get("type") in (11, 13)]
    for media in found:
        if not isinstance(media, dict):
            continue
        link = str(media.get("url", ""))
        name = link.removeprefix("attachment://")
        if link.startswith("attachment://") and name in urls:
            media.update(url=urls[name], proxy_url=urls[name])

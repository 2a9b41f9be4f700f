"""How an interaction reaches the bot and is settled: its command data typed from the synced
definitions, the channel and components it may come from, its INTERACTION_CREATE payload, and
the wait for the bot's answer within Discord's windows."""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING, Any

from . import places
from .commands import OptionBuilder
from .interactions import CallbackType, InteractionResult, InteractionType, PendingInteraction
from .json_values import json_copy
from .models import JSON, Channel, Guild, Perm, User
from .shared import (
    ATTACHMENT_SIZE_LIMIT,
    ChannelLike,
    MessageLike,
)
from .snowflakes import interaction_token
from .stored_message import StoredMessage

if TYPE_CHECKING:
    from .server import DiscordEmulator


class DispatchMixin:
    """Dispatching interactions and waiting for their answer (a part of
    :class:`~.server.DiscordEmulator`)."""

    def _command_data(
        self: DiscordEmulator,
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
        self: DiscordEmulator, guild: Guild | None, channel: ChannelLike | None, user: User
    ) -> Channel:
        if guild is None:
            return self._channel(channel) if channel is not None else self.dm_channel(user)
        if channel is None:
            return next(iter(guild.channels.values()))
        ch = self._channel(channel)
        if ch.guild_id != guild.id:
            raise AssertionError(f"channel {ch.name!r} is not in guild {guild.name!r}")
        return ch

    def _clickable(self: DiscordEmulator, user: User, message: MessageLike) -> StoredMessage:
        msg = self.message(message)
        if msg.deleted:
            raise AssertionError(f"message {msg.id} was deleted")
        if msg.visible_to is not None and msg.visible_to != user.id:
            raise AssertionError(
                f"message {msg.id} is ephemeral for another user; {user.username} can't see it"
            )
        return msg

    async def _component(
        self: DiscordEmulator,
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
        self: DiscordEmulator,
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
        self: DiscordEmulator,
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
        self: DiscordEmulator, pending: PendingInteraction, timeout: float | None
    ) -> InteractionResult:
        timeout = self.response_timeout if timeout is None else timeout
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        try:
            # Settled once the bot has been sent the reply to its callback, not merely once the
            # callback arrived: the user must not act on a response the bot has not got yet.
            async with asyncio.timeout(timeout):
                await pending.replied.wait()
        except TimeoutError:
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
                    poll=False,
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
                    poll=False,
                )
        return self.result_for(pending.id)

    def _deferred_done(self: DiscordEmulator, pending: PendingInteraction) -> bool:
        original = self.messages_by_id.get(pending.original_message_id or 0)
        return original is None or original.deleted or not original.loading

    def result_for(self: DiscordEmulator, interaction_id: int) -> InteractionResult:
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

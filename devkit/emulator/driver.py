"""The test driver's interactions, as a Discord client would send them: slash commands,
autocompletes, button clicks (and forged ones), select menus and modal submissions; each returns
once the bot answered, or fails naming the interaction."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from .interactions import CallbackType, InteractionResult, InteractionType
from .json_values import JSON, json_copy
from .shared import (
    ChannelLike,
    GuildLike,
    MessageLike,
    UserLike,
    leaves,
    modal_submission,
)
from .stored_message import StoredMessage

if TYPE_CHECKING:
    from .server import DiscordEmulator


class DriverMixin:
    """Sending interactions to the bot (a part of :class:`~.server.DiscordEmulator`)."""

    async def slash(
        self: DiscordEmulator,
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
        self: DiscordEmulator,
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
        self: DiscordEmulator,
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
        self: DiscordEmulator,
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
        self: DiscordEmulator,
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
        self: DiscordEmulator,
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
        components = modal_submission(modal.get("components") or [], values)
        missing = set(values) - {c.get("custom_id") for c in leaves(components)}
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

"""What the bot sends back: application commands synced, interaction callbacks (replies, deferrals,
updates, modals, autocomplete choices), follow-ups and edits of an interaction's messages, with
Discord's rules on each."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from . import errors as E
from . import places
from .command_rules import validate_commands
from .commands import normalize_command
from .errors import ApiError
from .interactions import CallbackType, InteractionType, PendingInteraction
from .json_values import json_copy
from .models import JSON, MessageFlag
from .stored_message import StoredMessage

if TYPE_CHECKING:
    from .server import DiscordEmulator


class CallbacksMixin:
    """The bot's side of commands and interactions (a part of :class:`~.server.DiscordEmulator`)."""

    def sync_commands(self: DiscordEmulator, guild_id: int | None, body: list[JSON]) -> list[JSON]:
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

    def upsert_command(self: DiscordEmulator, guild_id: int | None, raw: JSON) -> JSON:
        current = [
            c
            for c in self.commands.scope(guild_id)
            if (c["name"], int(c.get("type", 1))) != (raw["name"], int(raw.get("type", 1)))
        ]
        # Reuse sync for validation and id stability, keeping the other commands.
        merged = [*current, raw]
        result = self.sync_commands(guild_id, merged)
        return result[-1]

    def command_by_id(self: DiscordEmulator, guild_id: int | None, cmd_id: int) -> JSON:
        for cmd in self.commands.scope(guild_id):
            if int(cmd["id"]) == cmd_id:
                return cmd
        raise E.unknown("application command", E.UNKNOWN_APPLICATION_COMMAND)

    def edit_command(self: DiscordEmulator, guild_id: int | None, cmd_id: int, patch: JSON) -> JSON:
        current = self.command_by_id(guild_id, cmd_id)
        merged = [({**c, **patch} if c is current else c) for c in self.commands.scope(guild_id)]
        return next(c for c in self.sync_commands(guild_id, merged) if int(c["id"]) == cmd_id)

    def delete_command(self: DiscordEmulator, guild_id: int | None, cmd_id: int) -> None:
        current = self.command_by_id(guild_id, cmd_id)
        self.commands.replace(
            guild_id, [c for c in self.commands.scope(guild_id) if c is not current]
        )

    def callback_replied(self: DiscordEmulator, interaction_id: int) -> None:
        """Called by the REST layer once the reply to an accepted callback has been sent."""
        pending = self.interactions.get(interaction_id)
        if pending is not None and pending.acknowledged:
            pending.replied.set()

    def interaction_by_token(self: DiscordEmulator, token: str) -> PendingInteraction:
        pending = self._interactions_by_token.get(token)
        if pending is None:
            raise E.unknown("Webhook", E.UNKNOWN_WEBHOOK)
        if self.now() - pending.issued_at > places.TOKEN_LIFETIME_S:
            pending.expired_uses += 1
            raise places.invalid_token()
        return pending

    def _metadata(self: DiscordEmulator, pending: PendingInteraction, **extra: Any) -> JSON:
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
        self: DiscordEmulator, interaction_id: int, token: str, body: JSON, files: list[JSON]
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
        self: DiscordEmulator,
        pending: PendingInteraction,
        ctype: int,
        data: JSON,
        files: list[JSON],
    ) -> JSON:
        if (
            pending.type == InteractionType.AUTOCOMPLETE
            and ctype != CallbackType.AUTOCOMPLETE_RESULT
        ):
            raise invalid_response("autocomplete interactions only accept type 8")
        if ctype in (
            CallbackType.CHANNEL_MESSAGE_WITH_SOURCE,
            CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
        ):
            return self._reply(pending, ctype, data, files)
        if ctype in (CallbackType.DEFERRED_UPDATE_MESSAGE, CallbackType.UPDATE_MESSAGE):
            return self._update(pending, ctype, data, files)
        if ctype == CallbackType.AUTOCOMPLETE_RESULT:
            if pending.type != InteractionType.AUTOCOMPLETE:
                raise invalid_response("type 8 is only valid for autocomplete interactions")
            choices = data.get("choices") or []
            if len(choices) > 25:
                raise invalid_response("at most 25 autocomplete choices")
            pending.choices = choices
            return {"type": ctype}
        if ctype == CallbackType.MODAL:
            if pending.type == InteractionType.MODAL_SUBMIT:
                raise invalid_response("a modal cannot open another modal")
            if not data.get("custom_id") or not data.get("title") or not data.get("components"):
                raise invalid_response("modal needs custom_id, title and components")
            pending.modal = data
            return {"type": ctype}
        raise invalid_response(f"unsupported interaction callback type {ctype}")

    def _reply(
        self: DiscordEmulator,
        pending: PendingInteraction,
        ctype: int,
        data: JSON,
        files: list[JSON],
    ) -> JSON:
        """A reply (type 4) or a deferred one (type 5: a loading message, edited later)."""
        deferred = ctype == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
        msg = self.create_message(
            self.channels[pending.channel_id],
            author=self.bot_user,
            body={"flags": data.get("flags", 0)} if deferred else data,
            files=[] if deferred else files,
            webhook=True,
            type=20 if pending.type == InteractionType.APPLICATION_COMMAND else 0,
            interaction_metadata=self._metadata(pending),
            extra_flags=MessageFlag.LOADING if deferred else 0,
            visible_to=self._visible_to(pending, data),
            allow_empty=deferred,
        )
        pending.original_message_id = msg.id
        return {"type": ctype} if deferred else {"type": ctype, "message": msg.payload()}

    def _update(
        self: DiscordEmulator,
        pending: PendingInteraction,
        ctype: int,
        data: JSON,
        files: list[JSON],
    ) -> JSON:
        """An update of the message a component (or a modal opened from it) was on: now
        (type 7) or later (type 6)."""
        is_component = pending.type == InteractionType.MESSAGE_COMPONENT
        from_message = pending.source_message_id is not None
        if not (is_component or (pending.type == InteractionType.MODAL_SUBMIT and from_message)):
            raise invalid_response(f"type {ctype} is only valid for component interactions")
        assert pending.source_message_id is not None
        msg = self.messages_by_id[pending.source_message_id]
        pending.original_message_id = msg.id
        if ctype == CallbackType.UPDATE_MESSAGE:
            self.edit_message(msg, data, files)
            return {"type": ctype, "message": msg.payload()}
        return {"type": ctype}

    @staticmethod
    def _visible_to(pending: PendingInteraction, data: JSON) -> int | None:
        return pending.user.id if int(data.get("flags") or 0) & MessageFlag.EPHEMERAL else None

    async def followup(
        self: DiscordEmulator, pending: PendingInteraction, body: JSON, files: list[JSON]
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

    def interaction_message(
        self: DiscordEmulator, pending: PendingInteraction, message_id: str
    ) -> StoredMessage:
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
        self: DiscordEmulator,
        pending: PendingInteraction,
        message_id: str,
        body: JSON,
        files: list[JSON],
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

    async def delete_message(self: DiscordEmulator, msg: StoredMessage) -> None:
        msg.deleted = True
        await self.publish("MESSAGE_DELETE", msg)


def invalid_response(why: str) -> ApiError:
    """Discord's refusal of an interaction response it does not take."""
    return ApiError(
        400,
        E.INVALID_FORM_BODY,
        f"Invalid Form Body ({why})",
        {"type": {"_errors": [{"code": "INTERACTION_RESPONSE_TYPE_INVALID", "message": why}]}},
    )

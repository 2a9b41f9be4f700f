"""Messages as Discord keeps them: created and edited by the bot (flags, components, attachments,
mentions, Discord's checks), sent by users, and published to the gateway sessions that should
see them."""

from __future__ import annotations

import mimetypes
from typing import TYPE_CHECKING

from . import app_emojis
from . import errors as E
from .errors import ApiError
from .gateway import GatewaySession, Intent
from .models import JSON, Channel, MessageFlag, User
from .shared import (
    ATTACHMENT_SIZE_LIMIT,
    CREATE_FLAGS,
    EDIT_FLAGS,
    ROLE_MENTION,
    USER_MENTION,
    ChannelLike,
    UserLike,
    resolve_attachment_links,
    with_component_ids,
)
from .snowflakes import iso_now
from .stored_message import StoredMessage
from .validation import is_empty_message, validate_message
from .validation_v2 import flag_removed

if TYPE_CHECKING:
    from .server import DiscordEmulator


class MessagesMixin:
    """Storing and publishing messages (a part of :class:`~.server.DiscordEmulator`)."""

    def create_message(
        self: DiscordEmulator,
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
            self._reply_to(msg, channel, reference)
        self._check_message(msg, allow_empty=allow_empty)
        self.messages_by_id[msg.id] = msg
        channel.last_message_id = msg.id
        return msg

    def _reply_to(
        self: DiscordEmulator, msg: StoredMessage, channel: Channel, reference: JSON
    ) -> None:
        """Make ``msg`` a reply (type 19) to the message ``reference`` names; Discord refuses an
        unknown one unless ``fail_if_not_exists`` is false."""
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

    def edit_message(
        self: DiscordEmulator, msg: StoredMessage, body: JSON, files: list[JSON]
    ) -> StoredMessage:
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

    def _check_message(self: DiscordEmulator, msg: StoredMessage, *, allow_empty: bool) -> None:
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
        self: DiscordEmulator, msg: StoredMessage, body: JSON, files: list[JSON], *, creating: bool
    ) -> None:
        if "content" in body:
            msg.content = body["content"] or ""
        if "embeds" in body:
            msg.embeds = [{"type": "rich", **e} for e in body["embeds"] or []]
        if "components" in body:
            msg.components = with_component_ids(body["components"] or [])
        flags = body.get("flags")
        if flags is not None:
            if creating:
                msg.flags |= int(flags) & CREATE_FLAGS
            else:
                msg.flags = (msg.flags & ~EDIT_FLAGS) | (int(flags) & EDIT_FLAGS)
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
            resolve_attachment_links(msg)
        if creating or "content" in body or "components" in body:
            self._compute_mentions(msg, body.get("allowed_mentions"))

    def _attachment(self: DiscordEmulator, file: JSON, body: JSON) -> JSON:
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

    def _compute_mentions(self: DiscordEmulator, msg: StoredMessage, allowed: JSON | None) -> None:
        parse = None if allowed is None else set(allowed.get("parse") or [])
        allowed_users = set() if allowed is None else {str(u) for u in allowed.get("users") or []}
        allowed_roles = set() if allowed is None else {str(r) for r in allowed.get("roles") or []}
        mentions: list[JSON] = []
        # A V2 message's text lives in its text displays, whose mentions notify too.
        written = "\n".join(
            [msg.content]
            + [str(c.get("content", "")) for c in msg.iter_components() if c.get("type") == 10]
        )
        for uid in dict.fromkeys(USER_MENTION.findall(written)):
            user = self.users.get(int(uid))
            if user is None:
                continue
            if parse is None or "users" in parse or uid in allowed_users:
                mentions.append(user.payload())
        roles: list[str] = []
        guild = self.guilds.get(msg.guild_id) if msg.guild_id is not None else None
        for rid in dict.fromkeys(ROLE_MENTION.findall(written)):
            if (
                guild is not None
                and int(rid) in guild.roles
                and (parse is None or "roles" in parse or rid in allowed_roles)
            ):
                roles.append(rid)
        msg.mentions = mentions
        msg.mention_roles = roles

    def _message_event_payload(
        self: DiscordEmulator, msg: StoredMessage, session: GatewaySession
    ) -> JSON:
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

    async def publish(self: DiscordEmulator, event: str, msg: StoredMessage) -> None:
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
        self: DiscordEmulator, user: UserLike, channel: ChannelLike, content: str
    ) -> StoredMessage:
        """A human posts in a channel (dispatches MESSAGE_CREATE to the bot)."""
        u = self._user(user)
        ch = self._channel(channel)
        msg = self.create_message(ch, author=u, body={"content": content}, files=[])
        await self.publish("MESSAGE_CREATE", msg)
        await self.notify()
        return msg

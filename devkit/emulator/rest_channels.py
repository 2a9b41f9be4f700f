"""The REST routes of channels, messages and servers (the part of :class:`~.rest.RestApi` a bot
reads and posts to outside interactions), and the body parsing and JSON replies every route
shares."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, web

from . import errors as E
from . import places
from .errors import ApiError
from .json_values import json_bytes
from .models import JSON, Perm

if TYPE_CHECKING:
    from .server import DiscordEmulator


def json_response(data: Any, status: int = 200) -> web.Response:
    # discord.py compares Content-Type with == "application/json"; aiohttp's json_response
    # appends "; charset=utf-8" and discord.py would then treat every body as text.
    return web.Response(
        body=json_bytes(data), status=status, headers={"Content-Type": "application/json"}
    )


def no_content() -> web.Response:
    return web.Response(status=204)


# Parsed bodies by id(request), for the request log. Request storage would do, but aiohttp
# >= 3.14 warns about str keys and older versions lack RequestKey.
_payloads: dict[int, Any] = {}


async def read_body(request: web.Request) -> tuple[Any, list[JSON]]:
    """JSON body, or ``payload_json`` plus ``files[n]`` parts for multipart uploads."""
    if request.content_type == "multipart/form-data":
        payload: Any = {}
        files: list[JSON] = []
        reader = await request.multipart()
        while True:
            part = await reader.next()
            if part is None:
                break
            if not isinstance(part, BodyPartReader):
                continue
            name = part.name or ""
            if name == "payload_json":
                payload = json.loads(await part.text())
            elif name.startswith("files[") or name == "file":
                data = await part.read()
                index = int(name[6:-1]) if name.startswith("files[") else len(files)
                files.append(
                    {
                        "index": index,
                        "filename": part.filename or f"file{index}",
                        "size": len(data),
                        "content_type": part.headers.get("Content-Type"),
                        "data": bytes(data),
                    }
                )
        _payloads[id(request)] = payload
        return payload, files
    text = await request.text()
    payload = json.loads(text) if text else {}
    _payloads[id(request)] = payload
    return payload, []


def take_body(request: web.Request) -> Any:
    """The body :func:`read_body` read for ``request`` (once: it is forgotten), for the log of
    requests."""
    return _payloads.pop(id(request), None)


class ChannelRoutes:
    """Channels, their messages, typing and reactions; servers, their channels, roles, emojis
    and members."""

    emu: DiscordEmulator

    # -- channels and messages --------------------------------------------------------------------

    def _channel(self, request: web.Request) -> Any:
        channel = self.emu.channels.get(int(request.match_info["channel_id"]))
        if channel is None:
            raise E.unknown("Channel", E.UNKNOWN_CHANNEL)
        if not places.can_use_channel(self.emu, channel):
            # A group DM, a DM between people, a server that did not add the bot.
            raise places.missing_access()
        return channel

    def _bot_perms(self, channel: Any) -> int:
        if channel.guild_id is None:
            return Perm.ALL
        return self.emu.app_permissions(self.emu.guilds[channel.guild_id])

    def _channel_message(self, request: web.Request) -> Any:
        channel = self._channel(request)
        msg = self.emu.messages_by_id.get(int(request.match_info["message_id"]))
        # Ephemeral messages are invisible to channel endpoints, as on Discord.
        if msg is None or msg.channel_id != channel.id or msg.deleted or msg.ephemeral:
            raise E.unknown("Message", E.UNKNOWN_MESSAGE)
        return msg

    async def get_channel(self, request: web.Request) -> web.StreamResponse:
        return json_response(self._channel(request).payload())

    async def list_messages(self, request: web.Request) -> web.StreamResponse:
        channel = self._channel(request)
        q = request.query
        limit = max(1, min(100, int(q.get("limit", 50))))
        msgs = sorted(self.emu.messages(channel), key=lambda m: m.id, reverse=True)
        if "before" in q:
            msgs = [m for m in msgs if m.id < int(q["before"])]
        if "after" in q:
            msgs = [m for m in msgs if m.id > int(q["after"])]
        if "around" in q:
            pivot = int(q["around"])
            older = [m for m in msgs if m.id <= pivot][: (limit + 1) // 2]
            newer = [m for m in msgs if m.id > pivot][-(limit // 2) :] if limit > 1 else []
            msgs = newer + older
        return json_response([m.payload() for m in msgs[:limit]])

    async def get_message(self, request: web.Request) -> web.StreamResponse:
        return json_response(self._channel_message(request).payload())

    async def post_message(self, request: web.Request) -> web.StreamResponse:
        channel = self._channel(request)
        if not self._bot_perms(channel) & Perm.SEND_MESSAGES:
            raise ApiError(403, 50013, "Missing Permissions")
        body, files = await read_body(request)
        try:
            msg = self.emu.create_message(channel, author=self.emu.bot_user, body=body, files=files)
        except ApiError as exc:
            self.emu.problem(f"channel message rejected: {exc.message}")
            raise
        await self.emu.publish("MESSAGE_CREATE", msg)
        return json_response(msg.payload())

    async def patch_message(self, request: web.Request) -> web.StreamResponse:
        msg = self._channel_message(request)
        body, files = await read_body(request)
        if msg.author.id != self.emu.bot_user.id and set(body) - {"flags"}:
            raise ApiError(
                403,
                E.CANNOT_EDIT_OTHER_USERS_MESSAGE,
                "Cannot edit a message authored by another user",
            )
        try:
            self.emu.edit_message(msg, body, files)
        except ApiError as exc:
            self.emu.problem(f"message edit rejected: {exc.message}")
            raise
        await self.emu.publish("MESSAGE_UPDATE", msg)
        return json_response(msg.payload())

    async def delete_message(self, request: web.Request) -> web.StreamResponse:
        channel = self._channel(request)
        msg = self._channel_message(request)
        if (
            msg.author.id != self.emu.bot_user.id
            and not self._bot_perms(channel) & Perm.MANAGE_MESSAGES
        ):
            raise ApiError(403, 50013, "Missing Permissions")
        await self.emu.delete_message(msg)
        return no_content()

    async def typing(self, request: web.Request) -> web.StreamResponse:
        self._channel(request)
        return no_content()

    async def react(self, request: web.Request) -> web.StreamResponse:
        self._channel_message(request)
        return no_content()

    # -- guilds -----------------------------------------------------------------------------

    def _guild(self, request: web.Request) -> Any:
        guild = self.emu.guilds.get(int(request.match_info["guild_id"]))
        if guild is None:
            raise E.unknown("Guild", E.UNKNOWN_GUILD)
        return guild

    async def get_guild(self, request: web.Request) -> web.StreamResponse:
        guild = self._guild(request)
        data = guild.payload()
        if request.query.get("with_counts", "").lower() in ("1", "true"):
            data.update(approximate_member_count=len(guild.members), approximate_presence_count=0)
        return json_response(data)

    async def get_guild_channels(self, request: web.Request) -> web.StreamResponse:
        return json_response([c.payload() for c in self._guild(request).channels.values()])

    async def get_guild_roles(self, request: web.Request) -> web.StreamResponse:
        return json_response([r.payload() for r in self._guild(request).roles.values()])

    async def get_guild_emoji(self, request: web.Request) -> web.StreamResponse:
        guild = self._guild(request)
        emoji_id = int(request.match_info["emoji_id"])
        if emoji_id not in guild.emojis:
            raise E.unknown("Emoji", E.UNKNOWN_EMOJI)
        return json_response(guild.emoji_payload(emoji_id))

    async def list_members(self, request: web.Request) -> web.StreamResponse:
        guild = self._guild(request)
        limit = max(1, min(1000, int(request.query.get("limit", 1))))
        after = int(request.query.get("after", 0))
        members = sorted((m for m in guild.members.values() if m.id > after), key=lambda m: m.id)
        return json_response([m.payload() for m in members[:limit]])

    async def get_member(self, request: web.Request) -> web.StreamResponse:
        guild = self._guild(request)
        member = guild.members.get(int(request.match_info["user_id"]))
        if member is None:
            raise E.unknown("Member", E.UNKNOWN_MEMBER)
        return json_response(member.payload())

"""The REST half of the emulator: routing, auth, body parsing and Discord's HTTP quirks.

Domain behaviour (what a callback or follow-up does) lives in ``server.DiscordEmulator``;
this module only translates HTTP to those calls and back.
"""

from __future__ import annotations

import hashlib
import json
import logging
import mimetypes
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, web

from . import app_emojis, places
from . import errors as E
from .errors import ApiError
from .models import JSON, Perm

if TYPE_CHECKING:
    from .server import DiscordEmulator

log = logging.getLogger("tttbot.e2e.emulator.rest")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
API = r"/api/v{version:\d+}"
ID = r"\d+"


def json_response(data: Any, status: int = 200) -> web.Response:
    # discord.py compares Content-Type with == "application/json"; aiohttp's json_response
    # appends "; charset=utf-8" and discord.py would then treat every body as text.
    return web.Response(
        body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"}
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


class RestApi:
    def __init__(self, emulator: DiscordEmulator) -> None:
        self.emu = emulator

    # -- plumbing -------------------------------------------------------------------------------

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path == "/gateway":
            return await handler(request)
        try:
            response = await handler(request)
        except ApiError as exc:
            response = json_response(exc.body(), exc.status)
        except Exception as exc:
            # Never let a bug become a 500: discord.py would retry it for ~25 s.
            log.exception("emulator error on %s %s", request.method, request.path)
            self.emu.problem(f"emulator bug on {request.method} {request.path}: {exc!r}")
            response = json_response(
                {"code": 0, "message": f"emulator error: {exc!r}", "errors": {}}, 400
            )
        if not response.prepared:  # the callback handler sends its reply itself
            self._ratelimit_headers(request, response)
        self.emu.requests.append(_record(request, response))
        await self.emu.notify()
        return response

    @staticmethod
    def _ratelimit_headers(request: web.Request, response: web.StreamResponse) -> None:
        # Present but never exhausted: discord.py's bucket logic runs as in production
        # without ever pre-emptively sleeping.
        route = request.match_info.route
        template = (
            getattr(route.resource, "canonical", request.path) if route.resource else request.path
        )
        bucket = hashlib.md5(f"{request.method} {template}".encode()).hexdigest()[:16]
        response.headers.update(
            {
                "X-RateLimit-Limit": "50",
                "X-RateLimit-Remaining": "49",
                "X-RateLimit-Reset": f"{time.time() + 1:.3f}",
                "X-RateLimit-Reset-After": "1.000",
                "X-RateLimit-Bucket": bucket,
            }
        )

    def _auth(self, handler: Handler) -> Handler:
        async def wrapped(request: web.Request) -> web.StreamResponse:
            if request.headers.get("Authorization") != f"Bot {self.emu.token}":
                raise ApiError(401, 0, "401: Unauthorized")
            return await handler(request)

        return wrapped

    def routes(self) -> list[tuple[str, str, Handler, bool]]:
        a = f"/applications/{{app_id:{ID}}}"
        g = f"/guilds/{{guild_id:{ID}}}"
        c = f"/channels/{{channel_id:{ID}}}"
        wh = f"/webhooks/{{app_id:{ID}}}/{{token}}"
        # (method, path, handler, needs bot auth). Literal paths precede their {id} twins.
        return [
            ("GET", "/users/@me", self.get_me, True),
            ("POST", "/users/@me/channels", self.create_dm, True),
            ("GET", f"/users/{{user_id:{ID}}}", self.get_user, True),
            ("GET", "/gateway", self.get_gateway, False),
            ("GET", "/gateway/bot", self.get_gateway_bot, True),
            ("GET", "/oauth2/applications/@me", self.get_application, True),
            ("GET", "/applications/@me", self.get_application, True),
            ("GET", f"{a}/commands", self.list_commands, True),
            ("PUT", f"{a}/commands", self.put_commands, True),
            ("POST", f"{a}/commands", self.post_command, True),
            ("GET", f"{a}/commands/{{cmd_id:{ID}}}", self.get_command, True),
            ("PATCH", f"{a}/commands/{{cmd_id:{ID}}}", self.patch_command, True),
            ("DELETE", f"{a}/commands/{{cmd_id:{ID}}}", self.delete_command, True),
            ("GET", f"{a}{g}/commands/permissions", self.command_permissions, True),
            ("GET", f"{a}{g}/commands", self.list_commands, True),
            ("PUT", f"{a}{g}/commands", self.put_commands, True),
            ("POST", f"{a}{g}/commands", self.post_command, True),
            ("GET", f"{a}{g}/commands/{{cmd_id:{ID}}}", self.get_command, True),
            ("PATCH", f"{a}{g}/commands/{{cmd_id:{ID}}}", self.patch_command, True),
            ("DELETE", f"{a}{g}/commands/{{cmd_id:{ID}}}", self.delete_command, True),
            # Interaction endpoints authenticate by the token in the URL, no header.
            (
                "POST",
                f"/interactions/{{interaction_id:{ID}}}/{{token}}/callback",
                self.callback,
                False,
            ),
            ("POST", wh, self.post_followup, False),
            ("GET", f"{wh}/messages/{{message_id}}", self.get_webhook_message, False),
            ("PATCH", f"{wh}/messages/{{message_id}}", self.patch_webhook_message, False),
            ("DELETE", f"{wh}/messages/{{message_id}}", self.delete_webhook_message, False),
            ("GET", c, self.get_channel, True),
            ("GET", f"{c}/messages", self.list_messages, True),
            ("POST", f"{c}/messages", self.post_message, True),
            ("GET", f"{c}/messages/{{message_id:{ID}}}", self.get_message, True),
            ("PATCH", f"{c}/messages/{{message_id:{ID}}}", self.patch_message, True),
            ("DELETE", f"{c}/messages/{{message_id:{ID}}}", self.delete_message, True),
            ("POST", f"{c}/typing", self.typing, True),
            ("PUT", f"{c}/messages/{{message_id:{ID}}}/reactions/{{emoji}}/@me", self.react, True),
            (
                "DELETE",
                f"{c}/messages/{{message_id:{ID}}}/reactions/{{emoji}}/@me",
                self.react,
                True,
            ),
            ("GET", g, self.get_guild, True),
            ("GET", f"{g}/channels", self.get_guild_channels, True),
            ("GET", f"{g}/roles", self.get_guild_roles, True),
            ("GET", f"{g}/emojis/{{emoji_id:{ID}}}", self.get_guild_emoji, True),
            ("GET", f"{g}/members", self.list_members, True),
            ("GET", f"{g}/members/{{user_id:{ID}}}", self.get_member, True),
        ]

    async def unknown_route(self, request: web.Request) -> web.StreamResponse:
        route = f"{request.method} {request.path}"
        self.emu.unknown_routes.append(route)
        self.emu.problem(f"bot called a route the emulator does not implement: {route}")
        return json_response(
            {"code": 0, "message": f"404: Not Found (emulator has no route {route})", "errors": {}},
            404,
        )

    # -- users, gateway, application ------------------------------------------------------------

    async def get_me(self, request: web.Request) -> web.StreamResponse:
        return json_response(
            {
                **self.emu.bot_user.payload(),
                "verified": True,
                "mfa_enabled": False,
                "locale": "en-US",
                "email": None,
            }
        )

    async def get_user(self, request: web.Request) -> web.StreamResponse:
        user = self.emu.users.get(int(request.match_info["user_id"]))
        if user is None:
            raise E.unknown("User", E.UNKNOWN_USER)
        return json_response(user.payload())

    async def create_dm(self, request: web.Request) -> web.StreamResponse:
        body, _ = await read_body(request)
        user = self.emu.users.get(int(body.get("recipient_id", 0)))
        if user is None:
            raise E.unknown("User", E.UNKNOWN_USER)
        return json_response(self.emu.dm_channel(user).payload())

    async def get_gateway(self, request: web.Request) -> web.StreamResponse:
        return json_response({"url": self.emu.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.StreamResponse:
        return json_response(
            {
                "url": self.emu.gateway_url,
                "shards": self.emu.gateway.shard_count,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000 - self.emu.gateway.identify_count,
                    "reset_after": 14_400_000,
                    "max_concurrency": self.emu.gateway.max_concurrency,
                },
            }
        )

    async def get_application(self, request: web.Request) -> web.StreamResponse:
        emu = self.emu
        return json_response(
            {
                "id": str(emu.application_id),
                "name": emu.bot_user.username,
                "icon": None,
                "description": "",
                "summary": "",
                "rpc_origins": [],
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": emu.app_owner.payload(),
                "team": None,
                "verify_key": "0" * 64,
                "flags": 0,
                "tags": [],
                "redirect_uris": [],
                # Non-null would make discord.py warn that interactions go to a webhook instead.
                "interactions_endpoint_url": None,
                "bot": emu.bot_user.payload(),
                "approximate_guild_count": len(emu.guilds),
                "integration_types_config": {"0": {}},
            }
        )

    # -- application commands ---------------------------------------------------------------------

    def _scope(self, request: web.Request) -> int | None:
        if int(request.match_info["app_id"]) != self.emu.application_id:
            raise ApiError(403, 50001, "Missing Access")
        gid = request.match_info.get("guild_id")
        if gid is None:
            return None
        if int(gid) not in self.emu.guilds:
            raise E.unknown("Guild", E.UNKNOWN_GUILD)
        return int(gid)

    async def list_commands(self, request: web.Request) -> web.StreamResponse:
        return json_response(self.emu.registered_commands(self._scope(request)))

    async def put_commands(self, request: web.Request) -> web.StreamResponse:
        scope = self._scope(request)
        body, _ = await read_body(request)
        if not isinstance(body, list):
            raise ApiError(400, E.INVALID_FORM_BODY, "Invalid Form Body (expected an array)")
        return json_response(self.emu.sync_commands(scope, body))

    async def post_command(self, request: web.Request) -> web.StreamResponse:
        scope = self._scope(request)
        body, _ = await read_body(request)
        return json_response(self.emu.upsert_command(scope, body), 201)

    async def get_command(self, request: web.Request) -> web.StreamResponse:
        scope = self._scope(request)
        return json_response(self.emu.command_by_id(scope, int(request.match_info["cmd_id"])))

    async def patch_command(self, request: web.Request) -> web.StreamResponse:
        scope = self._scope(request)
        body, _ = await read_body(request)
        return json_response(self.emu.edit_command(scope, int(request.match_info["cmd_id"]), body))

    async def delete_command(self, request: web.Request) -> web.StreamResponse:
        scope = self._scope(request)
        self.emu.delete_command(scope, int(request.match_info["cmd_id"]))
        return no_content()

    async def command_permissions(self, request: web.Request) -> web.StreamResponse:
        self._scope(request)
        return json_response([])

    # -- interactions -----------------------------------------------------------------------------

    async def callback(self, request: web.Request) -> web.StreamResponse:
        body, files = await read_body(request)
        data = await self.emu.interaction_callback(
            int(request.match_info["interaction_id"]), request.match_info["token"], body, files
        )
        # discord.py >= 2.5 always sends with_response=1 and needs the body; the API docs
        # call it a boolean, so accept both spellings.
        if request.query.get("with_response", "").lower() in ("1", "true"):
            response = json_response(data)
        else:
            response = no_content()
        # Send the reply now, so the simulated user (who waits for ``callback_replied``) can
        # never act on the response before the bot has it on its socket.
        self._ratelimit_headers(request, response)
        await response.prepare(request)
        await response.write_eof()
        self.emu.callback_replied(int(request.match_info["interaction_id"]))
        return response

    def _webhook_interaction(self, request: web.Request) -> Any:
        if int(request.match_info["app_id"]) != self.emu.application_id:
            raise E.unknown("Webhook", E.UNKNOWN_WEBHOOK)
        return self.emu.interaction_by_token(request.match_info["token"])

    async def post_followup(self, request: web.Request) -> web.StreamResponse:
        pending = self._webhook_interaction(request)
        body, files = await read_body(request)
        try:
            msg = await self.emu.followup(pending, body, files)
        except ApiError as exc:
            if exc.status == 400:
                self.emu.problem(f"{pending.label}: follow-up rejected: {exc.message}", pending)
            raise
        if request.query.get("wait", "").lower() in ("1", "true"):
            return json_response(msg.payload())
        return no_content()

    async def get_webhook_message(self, request: web.Request) -> web.StreamResponse:
        pending = self._webhook_interaction(request)
        return json_response(
            self.emu.interaction_message(pending, request.match_info["message_id"]).payload()
        )

    async def patch_webhook_message(self, request: web.Request) -> web.StreamResponse:
        pending = self._webhook_interaction(request)
        body, files = await read_body(request)
        msg = await self.emu.edit_interaction_message(
            pending, request.match_info["message_id"], body, files
        )
        return json_response(msg.payload())

    async def delete_webhook_message(self, request: web.Request) -> web.StreamResponse:
        pending = self._webhook_interaction(request)
        msg = self.emu.interaction_message(pending, request.match_info["message_id"])
        await self.emu.delete_message(msg)
        return no_content()

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


def _record(request: web.Request, response: web.StreamResponse) -> Any:
    from .server import RequestRecord

    reply: Any = None
    if isinstance(response, web.Response) and response.content_type == "application/json":
        assert isinstance(response.body, bytes)
        reply = json.loads(response.body)
    return RequestRecord(
        method=request.method,
        path=request.path,
        status=response.status,
        body=_payloads.pop(id(request), None),
        response=reply,
    )


def build_app(emulator: DiscordEmulator) -> web.Application:
    api = RestApi(emulator)
    app = web.Application(middlewares=[api.middleware], client_max_size=64 * 1024 * 1024)
    app.router.add_get("/gateway", emulator.gateway.handle)
    for method, path, handler, auth in api.routes():
        app.router.add_route(method, API + path, api._auth(handler) if auth else handler)
    for method, path, handler in app_emojis.routes(emulator):
        app.router.add_route(method, API + path, api._auth(handler))
    # The CDN: uploaded files at the url their attachment object gives (no token needed).
    app.router.add_get("/attachments/{attachment_id}/{filename}", serve_attachment(emulator))
    # Last: anything unmatched is reported instead of silently 404ing.
    app.router.add_route("*", "/{tail:.*}", api.unknown_route)
    return app


def serve_attachment(emulator: DiscordEmulator) -> Handler:
    """The handler serving an uploaded file's bytes, as Discord's CDN does."""

    async def handler(request: web.Request) -> web.StreamResponse:
        data = emulator.attachment_blobs.get(request.match_info["attachment_id"])
        if data is None:
            raise E.unknown("Attachment", 0)
        kind = mimetypes.guess_type(request.match_info["filename"])[0]
        return web.Response(body=data, content_type=kind or "application/octet-stream")

    return handler

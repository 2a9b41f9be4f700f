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

from aiohttp import web

from . import app_emojis, oauth
from . import errors as E
from .errors import ApiError
from .rest_channels import ChannelRoutes, json_response, no_content, read_body, take_body
from .shared import RequestRecord

if TYPE_CHECKING:
    from .server import DiscordEmulator

log = logging.getLogger("tttbot.e2e.emulator.rest")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
API = r"/api/v{version:\d+}"
ID = r"\d+"


class RestApi(ChannelRoutes):
    def __init__(self, emulator: DiscordEmulator) -> None:
        self.emu = emulator

    # -- plumbing -------------------------------------------------------------------------------

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path == "/gateway":
            return await handler(request)
        if not await self.emu.holds.wait(request):  # held, and its client gave up meanwhile
            return web.Response(status=408)
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
        # Send the reply now, so the simulated user (who waits for ``replied``) can
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


def _record(request: web.Request, response: web.StreamResponse) -> Any:
    reply: Any = None
    if isinstance(response, web.Response) and response.content_type == "application/json":
        assert isinstance(response.body, bytes)
        reply = json.loads(response.body)
    return RequestRecord(
        method=request.method,
        path=request.path,
        status=response.status,
        body=take_body(request),
        response=reply,
    )


def build_app(emulator: DiscordEmulator) -> web.Application:
    api = RestApi(emulator)
    app = web.Application(
        middlewares=[api.middleware, oauth.bearer_me(emulator)], client_max_size=64 * 1024 * 1024
    )
    app.router.add_get("/gateway", emulator.gateway.handle)
    oauth.add_routes(app, emulator)  # OAuth2, Bearer calls, linked roles (oauth.py)
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

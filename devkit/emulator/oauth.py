"""The emulator's OAuth2 and linked roles, as Discord documents them.

* ``GET /oauth2/authorize`` is Discord's approval page: the emulator approves at once as the
  user a test chose (:meth:`OAuthServer.sign_in`, "this browser is logged in to Discord as
  them") and sends the browser to ``redirect_uri`` with a one-use ``code`` and the ``state``
  it was given; with :attr:`OAuthServer.deny` it answers ``error=access_denied`` instead.
* ``POST /api/v10/oauth2/token`` (form body; the client's id and secret by HTTP Basic or in the
  form): ``authorization_code`` (the code once, with the same ``redirect_uri``) and
  ``refresh_token`` grants; ``{"error": "invalid_grant"}`` (400) or ``invalid_client`` (401)
  otherwise. Access tokens expire on the emulator's clock (:meth:`DiscordEmulator.now`).
* With ``Authorization: Bearer <token>``: ``GET /users/@me`` (scope ``identify``), ``GET
  /users/@me/guilds`` (``guilds``), ``GET``/``PUT /users/@me/applications/{id}/role-connection``
  (``role_connections.write``).
* With the bot's token: ``GET``/``PUT /applications/{id}/role-connections/metadata`` (at
  most five records, each checked as Discord does).

What the bot did is kept for the tests: :attr:`OAuthServer.metadata` and
:attr:`OAuthServer.connections` (user id → the role connection last put).
"""

from __future__ import annotations

import base64
import re
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final
from urllib.parse import unquote, urlencode

from aiohttp import web

from .errors import ApiError
from .models import JSON, User

if TYPE_CHECKING:
    from .server import DiscordEmulator

API: Final = r"/api/v{version:\d+}"
TOKEN_LIFETIME_S: Final = 604800
"""Discord's access tokens last a week."""
KEY: Final = re.compile(r"[a-z0-9_]{1,50}")
METADATA_TYPES: Final = range(1, 9)


@dataclass
class Grant:
    """A code or a token: whose, for which scopes, until when."""

    user_id: int
    scopes: frozenset[str]
    redirect_uri: str = ""
    expires_at: float = 0.0


@dataclass
class OAuthServer:
    """OAuth2 state of the emulated application (its client id is the application's id)."""

    emu: DiscordEmulator
    client_secret: str = "emulator-client-secret"
    signed_in: User | None = None
    """The user whose browser approves at ``/oauth2/authorize``; ``None``: nobody (400)."""
    deny: bool = False
    """The user says no on the approval page."""
    token_lifetime_s: float = TOKEN_LIFETIME_S
    codes: dict[str, Grant] = field(default_factory=dict)
    tokens: dict[str, Grant] = field(default_factory=dict)
    refresh_tokens: dict[str, Grant] = field(default_factory=dict)
    metadata: list[JSON] = field(default_factory=list)
    connections: dict[int, JSON] = field(default_factory=dict)
    grants: list[str] = field(default_factory=list)
    """The ``grant_type`` of every token granted, in order (``refresh_token``: a refresh)."""

    def sign_in(self, user: User | Any) -> None:
        """The browser is logged in to Discord as ``user`` (a User or a Member)."""
        self.signed_in = getattr(user, "user", user)

    def revoke(self, user: User | Any) -> None:
        """``user`` removes the app from their authorized apps: their tokens stop working."""
        user_id = getattr(user, "id", user)
        for grants in (self.tokens, self.refresh_tokens):
            for token in [t for t, g in grants.items() if g.user_id == user_id]:
                del grants[token]

    # -- the browser's side ----------------------------------------------------------------

    async def authorize(self, request: web.Request) -> web.StreamResponse:
        query = request.query
        redirect_uri, state = query.get("redirect_uri", ""), query.get("state")
        if query.get("client_id") != str(self.emu.application_id) or not redirect_uri:
            return web.Response(status=400, text="Invalid OAuth2 application or redirect_uri")
        if query.get("response_type") != "code":
            return web.Response(status=400, text="Unsupported response_type")
        back: dict[str, str] = {"state": state} if state is not None else {}
        if self.deny:
            back = {"error": "access_denied", "error_description": "denied", **back}
            return _redirect(f"{redirect_uri}?{urlencode(back)}")
        if self.signed_in is None:
            return web.Response(status=400, text="nobody is signed in to the emulated Discord")
        scopes = frozenset(query.get("scope", "").split())
        code = secrets.token_urlsafe(16)
        self.codes[code] = Grant(self.signed_in.id, scopes, redirect_uri, self.emu.now() + 600)
        return _redirect(f"{redirect_uri}?{urlencode({'code': code, **back})}")

    # -- the token endpoint ----------------------------------------------------------------

    async def token(self, request: web.Request) -> web.StreamResponse:
        form = await request.post()
        client_id, secret = _client(request, form)
        if client_id != str(self.emu.application_id) or secret != self.client_secret:
            return web.json_response({"error": "invalid_client"}, status=401)
        kind = form.get("grant_type")
        if kind == "authorization_code":
            grant = self.codes.pop(str(form.get("code", "")), None)
            if grant is None or grant.expires_at < self.emu.now():
                return _invalid_grant('Invalid "code" in request.')
            if grant.redirect_uri != form.get("redirect_uri"):
                return _invalid_grant('Invalid "redirect_uri" in request.')
        elif kind == "refresh_token":
            grant = self.refresh_tokens.pop(str(form.get("refresh_token", "")), None)
            if grant is None:
                return _invalid_grant("Invalid refresh token")
        else:
            return web.json_response({"error": "unsupported_grant_type"}, status=400)
        self.grants.append(str(kind))
        return web.json_response(self._grant_tokens(grant))

    def _grant_tokens(self, grant: Grant) -> JSON:
        access, refresh = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
        expires = self.emu.now() + self.token_lifetime_s
        self.tokens[access] = Grant(grant.user_id, grant.scopes, expires_at=expires)
        self.refresh_tokens[refresh] = Grant(grant.user_id, grant.scopes)
        return {
            "access_token": access,
            "token_type": "Bearer",
            "expires_in": int(self.token_lifetime_s),
            "refresh_token": refresh,
            "scope": " ".join(sorted(grant.scopes)),
        }

    # -- Bearer calls ----------------------------------------------------------------------

    def bearer(self, request: web.Request, scope: str) -> User:
        """The user of the request's Bearer token, which must grant ``scope``."""
        header = request.headers.get("Authorization", "")
        grant = (
            self.tokens.get(header.removeprefix("Bearer "))
            if header.startswith("Bearer ")
            else None
        )
        if grant is None or grant.expires_at < self.emu.now():
            raise ApiError(401, 0, "401: Unauthorized")
        if scope not in grant.scopes:
            raise ApiError(403, 50001, "Missing Access")
        return self.emu.users[grant.user_id]

    async def me(self, request: web.Request) -> web.StreamResponse:
        user = self.bearer(request, "identify")
        return _json({**user.payload(), "mfa_enabled": False, "locale": "en-US"})

    async def guilds(self, request: web.Request) -> web.StreamResponse:
        user = self.bearer(request, "guilds")
        mine = [g for g in self.emu.guilds.values() if user.id in g.members]
        return _json([_partial_guild(g, user.id) for g in sorted(mine, key=lambda g: g.id)])

    async def get_connection(self, request: web.Request) -> web.StreamResponse:
        user = self.bearer(request, "role_connections.write")
        self._same_app(request)
        empty: JSON = {"platform_name": None, "platform_username": None, "metadata": {}}
        return _json(self.connections.get(user.id, empty))

    async def put_connection(self, request: web.Request) -> web.StreamResponse:
        user = self.bearer(request, "role_connections.write")
        self._same_app(request)
        body = await request.json()
        errors = self._connection_errors(body)
        if errors:
            raise ApiError(400, 50035, "Invalid Form Body", errors)
        self.connections[user.id] = {
            "platform_name": body.get("platform_name"),
            "platform_username": body.get("platform_username"),
            "metadata": dict(body.get("metadata") or {}),
        }
        await self.emu.notify()
        return _json(self.connections[user.id])

    def _connection_errors(self, body: Any) -> JSON:
        if not isinstance(body, dict):
            return {"_errors": [{"code": "DICT_TYPE_CONVERT", "message": "Must be an object"}]}
        errors: JSON = {}
        for name, most in (("platform_name", 50), ("platform_username", 100)):
            value = body.get(name)
            if value is not None and (not isinstance(value, str) or len(value) > most):
                errors[name] = {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": name}]}
        known = {record["key"]: record["type"] for record in self.metadata}
        for key, value in (body.get("metadata") or {}).items():
            if key not in known:
                errors[f"metadata.{key}"] = {"_errors": [{"code": "UNKNOWN_KEY", "message": key}]}
            elif known[key] <= 4 and not re.fullmatch(r"-?\d{1,19}", str(value)):
                errors[f"metadata.{key}"] = {"_errors": [{"code": "NUMBER_TYPE", "message": key}]}
        return errors

    def _same_app(self, request: web.Request) -> None:
        if request.match_info["app_id"] != str(self.emu.application_id):
            raise ApiError(404, 10002, "Unknown Application")

    # -- the bot's side: metadata ----------------------------------------------------------

    async def get_metadata(self, request: web.Request) -> web.StreamResponse:
        self._bot(request)
        return _json(self.metadata)

    async def put_metadata(self, request: web.Request) -> web.StreamResponse:
        self._bot(request)
        body = await request.json()
        problems = metadata_problems(body)
        if problems:
            raise ApiError(400, 50035, "Invalid Form Body", {"_errors": problems})
        self.metadata = [dict(record) for record in body]
        await self.emu.notify()
        return _json(self.metadata)

    def _bot(self, request: web.Request) -> None:
        self._same_app(request)
        if request.headers.get("Authorization") != f"Bot {self.emu.token}":
            raise ApiError(401, 0, "401: Unauthorized")


def metadata_problems(body: Any) -> list[JSON]:
    """What Discord refuses in a metadata PUT: not a list, more than five records, a key,
    name or description out of its bounds, an unknown type, a key given twice."""
    if not isinstance(body, list) or len(body) > 5:
        return [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be a list of 5 or fewer"}]
    problems = []
    for record in body:
        ok = (
            isinstance(record, dict)
            and isinstance(record.get("key"), str)
            and KEY.fullmatch(record["key"]) is not None
            and isinstance(record.get("name"), str)
            and 1 <= len(record["name"]) <= 100
            and isinstance(record.get("description"), str)
            and 1 <= len(record["description"]) <= 200
            and record.get("type") in METADATA_TYPES
        )
        if not ok:
            problems.append({"code": "INVALID_RECORD", "message": repr(record)[:200]})
    if len({r.get("key") for r in body if isinstance(r, dict)}) != len(body):
        problems.append({"code": "DUPLICATE_KEY", "message": "keys must differ"})
    return problems


def _client(request: web.Request, form: Any) -> tuple[str | None, str | None]:
    header = request.headers.get("Authorization", "")
    if header.startswith("Basic "):
        login, _, password = base64.b64decode(header.removeprefix("Basic ")).decode().partition(":")
        return unquote(login), unquote(password)
    return form.get("client_id"), form.get("client_secret")


def _redirect(url: str) -> web.Response:
    """The browser goes on to ``url`` (a response, not aiohttp's exception: the emulator's
    middleware reports every exception as a bug)."""
    return web.Response(status=302, headers={"Location": url})


def _invalid_grant(why: str) -> web.Response:
    return web.json_response({"error": "invalid_grant", "error_description": why}, status=400)


def _partial_guild(guild: Any, user_id: int) -> JSON:
    """A guild as ``/users/@me/guilds`` lists it (a partial guild)."""
    return {
        "id": str(guild.id),
        "name": guild.name,
        "icon": None,
        "banner": None,
        "owner": guild.owner_id == user_id,
        "permissions": "0",
        "features": [],
    }


def _json(data: Any) -> web.Response:
    return web.json_response(data)


def add_routes(app: web.Application, emulator: DiscordEmulator) -> OAuthServer:
    """The OAuth2 and role-connection routes on the emulator's ``app`` (before its catch-all);
    ``GET /users/@me`` with a Bearer token is :func:`bearer_middleware`'s."""
    oauth = emulator.oauth
    user_app = API + r"/users/@me/applications/{app_id:\d+}/role-connection"
    metadata = API + r"/applications/{app_id:\d+}/role-connections/metadata"
    app.router.add_get("/oauth2/authorize", oauth.authorize)
    app.router.add_post(API + "/oauth2/token", oauth.token)
    app.router.add_get(API + "/users/@me/guilds", oauth.guilds)
    app.router.add_get(user_app, oauth.get_connection)
    app.router.add_put(user_app, oauth.put_connection)
    app.router.add_get(metadata, oauth.get_metadata)
    app.router.add_put(metadata, oauth.put_metadata)
    return oauth


def bearer_me(emulator: DiscordEmulator) -> Any:
    """A middleware answering ``GET /users/@me`` with a Bearer token (a member's, not the
    bot's: the bot's own ``/users/@me`` route stays as it is)."""

    @web.middleware
    async def middleware(request: web.Request, handler: Any) -> web.StreamResponse:
        if (
            request.method == "GET"
            and re.fullmatch(r"/api/v\d+/users/@me", request.path)
            and request.headers.get("Authorization", "").startswith("Bearer ")
        ):
            return await emulator.oauth.me(request)
        return await handler(request)

    return middleware

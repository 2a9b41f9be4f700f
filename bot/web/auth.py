"""Logging in with Discord, and linking one's profile for linked roles.

Both are OAuth2's authorization-code grant: ``/login`` (scopes ``identify guilds``) and
``/linked-roles`` (``role_connections.write identify``, the app's linked-roles verification
URL) send the browser to Discord with a random ``state`` kept in the session; Discord sends
it back to ``/login/callback`` or ``/linked-roles/callback`` with a code, which is taken only
with the same ``state`` (another site cannot log a visitor in, or link their profile, by
sending them to the callback). A login keeps, in a fresh session, the member and those of
their servers the bot knows; a link keeps their tokens (sealed) and sets their role
connection at once (:mod:`bot.role_connection`).

Both need ``TTT_WEB_SECRET``, ``TTT_DISCORD_CLIENT_ID`` and ``TTT_DISCORD_CLIENT_SECRET``;
without them these pages say that logging in is off, and the site logs it once at start.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

import aiohttp_jinja2
from aiohttp import web

from bot.oauth2 import LINK_SCOPES, LOGIN_SCOPES, OAuthClient, OAuthError
from bot.role_connection import RoleConnections
from bot.sealing import TokenBox
from bot.web import session
from bot.web.keys import REPOSITORY

if TYPE_CHECKING:
    from bot.settings import Settings

log = logging.getLogger(__name__)

LOGIN_CALLBACK: Final = "/login/callback"
LINK_CALLBACK: Final = "/linked-roles/callback"
REQUIRED: Final = "TTT_WEB_SECRET, TTT_DISCORD_CLIENT_ID and TTT_DISCORD_CLIENT_SECRET"


@dataclass(frozen=True, slots=True)
class WebAuth:
    """What logging in needs: the session secret, the OAuth2 client, the public address."""

    secret: str | None = None
    client: OAuthClient | None = None
    public_url: str | None = None

    @classmethod
    def from_settings(cls, settings: Settings) -> WebAuth:
        secret = settings.web_secret.get_secret_value() if settings.web_secret else None
        client = None
        if settings.discord_client_id and settings.discord_client_secret:
            client = OAuthClient.at(
                settings.discord_client_id,
                settings.discord_client_secret.get_secret_value(),
                settings.discord_api_base,
            )
        return cls(secret, client, settings.web_public_url)

    @property
    def enabled(self) -> bool:
        return self.secret is not None and self.client is not None


AUTH: Final = web.AppKey("auth", WebAuth)


def setup_auth(app: web.Application, auth: WebAuth) -> None:
    """Sessions and the login and linking pages on ``app``."""
    app[AUTH] = auth
    secure = (auth.public_url or "").startswith("https://")
    session.setup_sessions(app, auth.secret, secure=secure)
    if not auth.enabled:
        log.info("logging in with Discord is off: it needs %s", REQUIRED)
    app.router.add_get("/login", login, name="login")
    app.router.add_get(LOGIN_CALLBACK, login_callback)
    app.router.add_post("/logout", logout, name="logout")
    app.router.add_get("/me", me, name="me")
    app.router.add_get("/linked-roles", link, name="linked_roles")
    app.router.add_get(LINK_CALLBACK, link_callback)


def site_url(request: web.Request) -> str:
    """The site's own address: ``TTT_WEB_PUBLIC_URL``, else the one the visitor used."""
    public = request.app[AUTH].public_url
    return public.rstrip("/") if public else f"{request.scheme}://{request.host}"


async def login(request: web.Request) -> web.StreamResponse:
    """``/login[?next=/path]``: off to Discord to approve."""
    return await _start(request, "login", LOGIN_CALLBACK, LOGIN_SCOPES)


async def link(request: web.Request) -> web.StreamResponse:
    """``/linked-roles``: the verification URL of the app's linked roles."""
    return await _start(request, "link", LINK_CALLBACK, LINK_SCOPES)


async def _start(
    request: web.Request, key: str, callback: str, scopes: tuple[str, ...]
) -> web.StreamResponse:
    client = request.app[AUTH].client
    if client is None or not request.app[AUTH].enabled:
        return _message(request, "web-login-off", status=503)
    state = secrets.token_urlsafe(24)
    await session.remember_state(request, key, state, local_path(request.query.get("next")))
    url = client.authorize_url(site_url(request) + callback, scopes, state)
    raise web.HTTPFound(url)


def local_path(wanted: str | None) -> str:
    """``wanted`` if it is a path of this site, else ``/me``: never an open redirect to another
    site (``//host``, and ``/\\host`` which browsers read the same way)."""
    if not wanted or not wanted.startswith("/") or wanted.startswith("//") or "\\" in wanted:
        return "/me"
    if any(ord(char) < 32 for char in wanted):
        return "/me"
    return wanted


async def _code(request: web.Request, key: str) -> tuple[str, str] | web.Response:
    """The code Discord sent back and the page to go back to, or the page that says why
    there is no code: a ``state`` not this browser's (400), the member said no."""
    back = await session.recall_state(request, key, request.query.get("state"))
    if back is None:
        return _message(request, "web-login-stale", status=400)
    code = request.query.get("code")
    if not code:  # the member said no on Discord's page
        return _message(request, "web-login-denied", status=400)
    return code, back


async def login_callback(request: web.Request) -> web.StreamResponse:
    """Discord sends the browser back: the member and their servers, in a fresh session."""
    auth = request.app[AUTH]
    if auth.client is None or not auth.enabled:
        return _message(request, "web-login-off", status=503)
    answer = await _code(request, "login")
    if isinstance(answer, web.Response):
        return answer
    code, back = answer
    try:
        tokens = await auth.client.exchange(code, site_url(request) + LOGIN_CALLBACK)
        user = await auth.client.me(tokens.access_token)
        guilds = await auth.client.guild_ids(tokens.access_token)
    except OAuthError as exc:
        log.warning("a login failed: %s", exc)
        return _message(request, "web-login-failed", status=502)
    servers = await request.app[REPOSITORY].known_servers(guilds)
    name = str(user.get("global_name") or user.get("username") or user["id"])
    await session.log_in(request, str(user["id"]), name, servers)
    raise web.HTTPFound(back)


async def link_callback(request: web.Request) -> web.StreamResponse:
    """Discord sends the browser back from linking: keep the tokens, set the connection."""
    auth = request.app[AUTH]
    if auth.client is None or auth.secret is None:
        return _message(request, "web-login-off", status=503)
    answer = await _code(request, "link")
    if isinstance(answer, web.Response):
        return answer
    code, _ = answer
    connections = RoleConnections(request.app[REPOSITORY], auth.client, TokenBox(auth.secret))
    try:
        tokens = await auth.client.exchange(code, site_url(request) + LINK_CALLBACK)
        user = await auth.client.me(tokens.access_token)
        name = str(user.get("global_name") or user.get("username") or user["id"])
        stats = await connections.link(str(user["id"]), name, tokens)
    except OAuthError as exc:
        log.warning("linking a profile failed: %s", exc)
        return _message(request, "web-login-failed", status=502)
    rating = round(stats.rating) if stats is not None else 0
    context = {"name": name, "rating": rating, "games": stats.games if stats else 0}
    return aiohttp_jinja2.render_template("linked.html", request, context)


async def logout(request: web.Request) -> web.StreamResponse:
    """``POST /logout``: the session ends (a form's POST: a link elsewhere cannot do it)."""
    await session.log_out(request)
    raise web.HTTPSeeOther("/")


async def me(request: web.Request) -> web.StreamResponse:
    """``/me``: the logged-in member's page and servers; a visitor is sent to log in."""
    viewer = await session.viewer_of(request)
    if viewer is None:
        raise web.HTTPFound("/login?next=/me")
    context = {"viewer": viewer, "servers": sorted(viewer.server_ids)}
    return aiohttp_jinja2.render_template("me.html", request, context)


def _message(request: web.Request, key: str, *, status: int) -> web.Response:
    """A page of one message (a login that cannot go on, and why)."""
    context = {"message": key}
    return aiohttp_jinja2.render_template("message.html", request, context, status=status)

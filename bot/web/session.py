"""The website's sessions: who is logged in, in an encrypted cookie.

aiohttp-session's ``EncryptedCookieStorage`` keeps the session in the visitor's cookie,
sealed with a Fernet key made from ``TTT_WEB_SECRET`` (:mod:`bot.sealing`): the visitor can
neither read nor forge it, and it expires after :data:`MAX_AGE`. It holds the member's id and
name, the servers they belong to that the bot knows (read from Discord at login, at most
:data:`MAX_SERVERS` so the cookie stays under browsers' 4 KB), and the ``state`` of a login
under way. Without a secret the site has no sessions: everyone is a visitor.
"""

from __future__ import annotations

from secrets import compare_digest
from typing import Final

import aiohttp_session
from aiohttp import web
from aiohttp_session.cookie_storage import EncryptedCookieStorage
from cryptography.fernet import Fernet

from bot.sealing import SESSION, fernet_key
from storage.repos.web import Viewer

COOKIE: Final = "ttt_session"
MAX_AGE: Final = 24 * 3600
"""Seconds a login lasts: the servers a member belongs to are read again at the next one."""
MAX_SERVERS: Final = 100
"""Servers kept in a session (about 2 KB of ids)."""
SESSIONS: Final = web.AppKey("sessions", bool)
"""Whether the site has sessions (``TTT_WEB_SECRET`` is set)."""
VIEWER: Final = web.RequestKey("viewer", object)
"""This request's :class:`Viewer`, once read (``None``: not logged in)."""


def setup_sessions(app: web.Application, secret: str | None, *, secure: bool) -> None:
    """Sessions for ``app`` sealed with ``secret``; none without one. ``secure``: the cookie
    goes over HTTPS only (the site's public address is ``https://``)."""
    app[SESSIONS] = secret is not None
    if secret is None:
        return
    storage = EncryptedCookieStorage(
        Fernet(fernet_key(secret, SESSION)),
        cookie_name=COOKIE,
        max_age=MAX_AGE,
        httponly=True,
        secure=secure,
        # Lax: sent when Discord sends the browser back to /login/callback (a top-level GET
        # from another site), never with another site's POST.
        samesite="Lax",
    )
    # Outermost: the templates' context (who is logged in) is read in an inner middleware.
    app.middlewares.insert(0, aiohttp_session.session_middleware(storage))


async def viewer_of(request: web.Request) -> Viewer | None:
    """The logged-in member of ``request``; ``None`` for a visitor."""
    if VIEWER in request:
        return request[VIEWER]  # type: ignore[return-value]
    viewer = None
    if request.app[SESSIONS]:
        session = await aiohttp_session.get_session(request)
        user_id = session.get("user_id")
        if isinstance(user_id, str):
            servers = session.get("servers") or []
            viewer = Viewer(user_id, frozenset(str(s) for s in servers))
    request[VIEWER] = viewer
    return viewer


async def viewer_name(request: web.Request) -> str | None:
    """The logged-in member's name, for the page's header."""
    if not request.app[SESSIONS] or await viewer_of(request) is None:
        return None
    name = (await aiohttp_session.get_session(request)).get("name")
    return name if isinstance(name, str) else None


async def log_in(request: web.Request, user_id: str, name: str, servers: list[str]) -> None:
    """A fresh session for the member (a new cookie: nothing of the one before is kept)."""
    session = await aiohttp_session.new_session(request)
    session["user_id"] = user_id
    session["name"] = name[:100]
    session["servers"] = servers[:MAX_SERVERS]
    request.pop(VIEWER, None)


async def log_out(request: web.Request) -> None:
    if request.app[SESSIONS]:
        (await aiohttp_session.get_session(request)).invalidate()
    request.pop(VIEWER, None)


async def remember_state(request: web.Request, key: str, state: str, back: str) -> None:
    """The ``state`` of a login under way (checked when Discord sends the browser back), and
    the page to go back to then."""
    session = await aiohttp_session.get_session(request)
    session[key] = {"state": state, "back": back}


async def recall_state(request: web.Request, key: str, state: str | None) -> str | None:
    """The page to go back to if ``state`` is the one this browser's login started with;
    ``None`` otherwise (forged, replayed, or from another browser). It is used up either way."""
    session = await aiohttp_session.get_session(request)
    started = session.pop(key, None)
    expected = started.get("state") if isinstance(started, dict) else None
    if not isinstance(expected, str) or not state or not compare_digest(expected, state):
        return None
    assert isinstance(started, dict)
    back = started.get("back")
    return back if isinstance(back, str) else "/"

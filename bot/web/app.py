"""The website's aiohttp application: its routes, templates, language, 404s and headers.

:func:`create_app` builds it over an open :class:`storage.Repository` (tests hand it theirs);
:func:`run_web` is ``tttbot web``: it opens the database of ``TTT_DATABASE_URL`` and serves
until stopped. Pages are Jinja2 templates (``bot/web/templates``, autoescaped: every name comes
from Discord) rendered on the server; ``bot/web/static`` holds the style sheet.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import secrets
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, Final

import aiohttp_jinja2
import jinja2
from aiohttp import web

from bot.i18n.catalog import Catalog, default_catalog
from bot.web import api, pages
from bot.web.auth import AUTH, WebAuth, setup_auth, site_url
from bot.web.cache import PAGE_SECONDS, PageCache, served
from bot.web.keys import CATALOG, NONCE, PAGES, REPOSITORY
from bot.web.language import visitor_locale
from bot.web.opengraph import og_tags, setup_opengraph
from bot.web.session import VIEWER, viewer_name
from domain.game import Game
from engine import solver
from storage import Repository

log = logging.getLogger(__name__)

HERE: Final = Path(__file__).parent
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def create_app(
    repository: Repository,
    catalog: Catalog | None = None,
    *,
    cache_seconds: float = PAGE_SECONDS,
    auth: WebAuth | None = None,
) -> web.Application:
    """The website over ``repository`` (which the caller opens and closes); its pages kept
    ``cache_seconds`` (:mod:`bot.web.cache`; 0: never); ``auth``: what logging in with
    Discord needs (none: nobody logs in)."""
    app = web.Application(middlewares=[headers, not_found_page, kept_pages])
    app[PAGES] = PageCache(cache_seconds)
    app[REPOSITORY] = repository
    app[CATALOG] = catalog or default_catalog()
    aiohttp_jinja2.setup(
        app,
        loader=jinja2.FileSystemLoader(HERE / "templates"),
        autoescape=True,
        context_processors=[page_context],
        undefined=jinja2.StrictUndefined,
        # Templates are compiled once and kept: no stat of their files on every page.
        auto_reload=False,
    )
    app.router.add_get("/", pages.leaderboard, name="leaderboard")
    app.router.add_get("/servers/{server_id}", pages.server, name="server")
    app.router.add_get("/games/{game_id}", pages.game, name="game")
    app.router.add_get("/players/{user_id}", pages.player, name="player")
    app.router.add_get("/api/leaderboard", api.leaderboard)
    app.router.add_get("/api/servers/{server_id}", api.server)
    app.router.add_get("/api/games/{game_id}", api.game)
    app.router.add_get("/api/players/{user_id}", api.player)
    app.router.add_static("/static", HERE / "static", name="static")
    setup_auth(app, auth or WebAuth())
    setup_opengraph(app)
    app.on_startup.append(warm_up)
    return app


async def warm_up(app: web.Application) -> None:
    """Compile every template and solve the game tree before the first visitor: otherwise the
    first asker of each page waits for its template's compilation (and of a replay, for the
    solver's table), the slowest answers of the website's benchmark. The tree is solved a
    tenth at a time, letting the loop run between (about 40 ms in all)."""
    environment = aiohttp_jinja2.get_env(app)
    for name in environment.list_templates(extensions=["html"]):
        environment.get_template(name)
    while solver.warm_up():
        await asyncio.sleep(0)


def served_alone(
    repository: Repository, *, auth: WebAuth | None = None, cache_seconds: float = PAGE_SECONDS
) -> web.Application:
    """The website as ``tttbot web`` serves it, alone in its process (its benchmark measures
    this one): :func:`create_app`, and its start-up heap frozen once warmed up."""
    app = create_app(repository, cache_seconds=cache_seconds, auth=auth)
    app.on_startup.append(freeze_start_up)  # after warm_up: what it built lives on
    return app


async def freeze_start_up(_: web.Application) -> None:
    """Move what is alive once the site has started (its modules, compiled templates, the
    solved game tree: ~100,000 objects that live until exit) out of the garbage collector's
    sight, as ``tttbot run`` does (``bot.discord.runner.freeze_startup_heap``).

    A full collection walks every tracked object, and on a loaded 2-core machine walking
    these took 0.1-0.6 s, during which no request was answered: the slowest answer of
    whichever page was asked then. Frozen, they are never scanned again; what the pages
    create later is collected as usual. Only for a process that serves the site alone (a
    test's app is made and thrown away many times in one process: frozen, its cycles would
    never be freed)."""
    gc.freeze()


async def page_context(request: web.Request) -> dict[str, Any]:
    """What every template gets: ``t`` (the visitor's catalog), ``lang``, the script nonce,
    who is logged in (``viewer_name``; ``login_on``: whether one can), and ``og(game)``, a
    game page's Open Graph tags."""
    catalog = request.app[CATALOG]
    locale = visitor_locale(catalog, request.headers.get("Accept-Language"))
    t = catalog.texts(locale)

    def og(game: Game) -> dict[str, Any]:
        return og_tags(t, game, site_url(request), pages.result_words(t, game))

    return {
        "t": t,
        "og": og,
        "lang": locale,
        "nonce": request[NONCE],
        "viewer_name": await viewer_name(request),
        "login_on": request.app[AUTH].enabled,
        "path": request.path,
        "result": pages.result_words,
    }


@web.middleware
async def headers(request: web.Request, handler: Handler) -> web.StreamResponse:
    """A content security policy that runs only the site's own scripts (``/static``, or inline
    by this response's nonce) and loads nothing from elsewhere; responses vary by language."""
    request[NONCE] = secrets.token_urlsafe(16)
    response = await handler(request)
    response.headers.setdefault(
        "Content-Security-Policy",
        f"default-src 'self'; script-src 'self' 'nonce-{request[NONCE]}'; img-src 'self' data:; "
        "base-uri 'none'; frame-ancestors 'none'",
    )
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    # Pages differ by language, and by who is logged in (the session cookie).
    response.headers.setdefault("Vary", "Accept-Language, Cookie")
    if request.get(VIEWER) is not None:  # what a member sees is theirs: no shared cache
        response.headers["Cache-Control"] = "private, no-cache"
    return response


@web.middleware
async def kept_pages(request: web.Request, handler: Handler) -> web.StreamResponse:
    """A page asked again within a few seconds, in the same language, without a cookie: the
    bytes sent the first time (:mod:`bot.web.cache`)."""
    language = visitor_locale(request.app[CATALOG], request.headers.get("Accept-Language"))
    return await served(request.app[PAGES], request, language, handler)


@web.middleware
async def not_found_page(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Every 404 (an unknown path, a private server's page) as the same page, or as JSON under
    ``/api``: a private page and a missing one cannot be told apart."""
    try:
        return await handler(request)
    except web.HTTPNotFound:
        if request.path.startswith("/api/"):
            return web.json_response({"error": "not found"}, status=404)
        return aiohttp_jinja2.render_template("not_found.html", request, {}, status=404)


class WebServer:
    """The website inside another process (``tttbot run`` with ``TTT_WEB_PORT``), over that
    process's own repository."""

    def __init__(self, repository: Repository, auth: WebAuth | None = None) -> None:
        self._app = create_app(repository, auth=auth)
        self._runner: web.AppRunner | None = None

    async def start(self, host: str, port: int) -> None:
        """Listen on ``host``:``port``; :class:`OSError` when that address cannot be had."""
        self._runner = web.AppRunner(self._app, access_log=None)
        await self._runner.setup()
        try:
            await web.TCPSite(self._runner, host, port).start()
        except OSError:
            await self.stop()
            raise
        log.info("website at http://%s:%d/", host, port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None


def run_web(database_url: str, host: str, port: int, auth: WebAuth | None = None) -> int:
    """``tttbot web``: serve the website of ``database_url`` on ``host``:``port`` until
    Ctrl-C or SIGTERM."""

    async def opened() -> web.Application:
        repository = await Repository.open(database_url)
        app = served_alone(repository, auth=auth)

        async def close(_: web.Application) -> None:
            await repository.close()

        app.on_cleanup.append(close)
        return app

    web.run_app(opened(), host=host, port=port, print=print, access_log=None)
    return 0

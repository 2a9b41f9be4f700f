"""What an address asks for, read once for both of its answers (the page and its ``/api/``
twin): the view the visitor may see, or a 404 like a missing page's."""

from __future__ import annotations

from aiohttp import web

from bot.web import data
from bot.web.keys import REPOSITORY
from bot.web.session import viewer_of
from storage.repos.web_pages import ServerPage
from storage.repos.web_players import PlayerPage


async def server(request: web.Request) -> ServerPage:
    """``…/servers/<id>[?season=N][&channel=id]``."""
    view = await data.server_view(
        request.app[REPOSITORY],
        request.match_info["server_id"],
        data.number(request.query.get("season")),
        request.query.get("channel"),
        viewer=await viewer_of(request),
    )
    if view is None:
        raise web.HTTPNotFound
    return view


async def game(request: web.Request) -> data.GameView:
    """``…/games/<id>``."""
    found = await data.game_view(
        request.app[REPOSITORY], request.match_info["game_id"], await viewer_of(request)
    )
    if found is None:
        raise web.HTTPNotFound
    return found


async def player(request: web.Request) -> PlayerPage:
    """``…/players/<id>``."""
    view = await data.player_view(
        request.app[REPOSITORY], request.match_info["user_id"], await viewer_of(request)
    )
    if view is None:
        raise web.HTTPNotFound
    return view

"""Links that unfold: a game page's Open Graph tags, and the review picture they point to.

A link to ``/games/<id>`` posted in Discord (or anywhere that reads Open Graph) shows the
game's title, its result and the picture of its review: ``/games/<id>/review.png``, the same
PNG ``/ttt review`` attaches (:func:`bot.discord.render.picture.review_picture`), drawn from
the game's critical position. The picture answers only where the page does (a private game's
is 404 too).
"""

from __future__ import annotations

import asyncio
from typing import Any

from aiohttp import web

from bot.discord.render.picture import SIZE, review_picture
from bot.games.critical import critical_position
from bot.i18n.catalog import Texts
from bot.web import requested
from domain.game import Game
from engine.review import review_moves


def setup_opengraph(app: web.Application) -> None:
    app.router.add_get("/games/{game_id}/review.png", picture, name="game_picture")


async def picture(request: web.Request) -> web.Response:
    """``/games/<id>/review.png``: the review's picture of a game the visitor may see."""
    found = await requested.game(request)
    png = await asyncio.to_thread(game_picture, found.game)
    # A finished game's picture never changes; one still played changes with each move.
    cache = "public, max-age=86400" if not found.game.is_active else "no-cache"
    return web.Response(body=png, content_type="image/png", headers={"Cache-Control": cache})


def game_picture(game: Game) -> bytes:
    """The PNG of ``game``'s critical position (its final one when no move changed its
    value)."""
    moves = list(game.moves)
    return review_picture(critical_position(moves, review_moves(moves)))


def og_tags(t: Texts, game: Game, site: str, result: str) -> dict[str, Any]:
    """The Open Graph properties of ``game``'s page on ``site`` (its absolute address)."""
    return {
        "og:type": "website",
        "og:site_name": t("web-site-name"),
        "og:title": t("web-og-title", game_id=game.id, x=game.x.name, o=game.o.name),
        "og:description": result,
        "og:url": f"{site}/games/{game.id}",
        "og:image": f"{site}/games/{game.id}/review.png",
        "og:image:type": "image/png",
        "og:image:width": str(SIZE),
        "og:image:height": str(SIZE),
        "og:image:alt": t("web-og-image-alt", game_id=game.id),
    }

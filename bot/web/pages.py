"""The website's HTML pages: the global leaderboard, a server, a game's replay, a player.

Each handler reads through :mod:`bot.web.data` and renders its template; anything not public
raises 404, which :func:`bot.web.app.not_found_page` answers with the same page as a missing
one.
"""

from __future__ import annotations

from typing import Any

import aiohttp_jinja2
from aiohttp import web

from bot.i18n.catalog import Texts
from bot.web import data, requested
from bot.web.charts import line_chart
from bot.web.keys import REPOSITORY
from bot.web.learning import learning
from bot.web.replay import replay_steps
from domain.game import Game, GameStatus
from engine.levels import DIFFICULTY_AGENTS

LEVEL_OF_AGENT = {agent: level for level, agent in DIFFICULTY_AGENTS.items()}
"""The level (``/ttt play difficulty``) each agent plays, for the record per agent."""


async def leaderboard(request: web.Request) -> web.Response:
    """``/``: the global leaderboard, searchable by name (``?q=``)."""
    query = data.search_text(request.query.get("q"))
    rows = await data.global_board(request.app[REPOSITORY], query)
    return _render("leaderboard.html", request, {"rows": rows, "query": query or ""})


async def server(request: web.Request) -> web.Response:
    """``/servers/<id>[?season=N][&channel=id]``: a public server's leaderboard (its current
    season, another, or one channel's), its recent games, what the bot learned there."""
    view = await requested.server(request)
    learned = learning(view.learned)
    rows = [
        (f"{p.label} · {p.at.date().isoformat()}" if p.at else "", f"{100 * p.rate:.1f} %")
        for p in (learned.points if learned else ())
    ]
    context = {"view": view, "learned": learned, "learned_rows": rows}
    return _render("server.html", request, context)


async def game(request: web.Request) -> web.Response:
    """``/games/<id>``: the replay, at step ``?ply=N`` (the final position by default)."""
    found = await requested.game(request)
    steps = replay_steps(found.game.moves)
    shown = chosen_ply(request.query.get("ply"), len(steps) - 1)
    context = {"game": found.game, "changes": found.changes, "steps": steps, "shown": shown}
    return _render("game.html", request, context)


async def player(request: web.Request) -> web.Response:
    """``/players/<id>``: a person's rating and its history, record against each agent and
    level, streaks and recent games."""
    view = await requested.player(request)
    chart = line_chart([p.rating for p in view.history])
    agents = sorted(
        (key.removeprefix("agent:"), tally) for key, tally in view.vs.items() if key != "people"
    )
    rows = [
        (f"{number} · {p.at.date().isoformat()}", f"{p.rating:.0f}")
        for number, p in enumerate(view.history, start=1)
    ]
    context: dict[str, Any] = {"view": view, "chart": chart, "history_rows": rows}
    context |= {"agents": agents, "levels": LEVEL_OF_AGENT}
    return _render("player.html", request, context)


def chosen_ply(raw: str | None, last: int) -> int:
    """The step asked for, within ``0..last``; the last one when absent or not a number."""
    if raw is None or not raw.isdigit():
        return last
    return min(int(raw), last)


def result_words(t: Texts, game: Game) -> str:
    """How the game ended, in the visitor's language."""
    if game.status is GameStatus.ACTIVE:
        return t("web-result-active")
    if game.winner is None:
        return t("web-result-drawn")
    winner, loser = game.side(game.winner).name, game.side(game.winner.other).name
    key = {
        GameStatus.RESIGNED: "web-result-resigned",
        GameStatus.ABANDONED: "web-result-abandoned",
    }.get(game.status, "web-result-won")
    return t(key, winner=winner, loser=loser)


def _render(template: str, request: web.Request, context: dict[str, Any]) -> web.Response:
    return aiohttp_jinja2.render_template(template, request, context)

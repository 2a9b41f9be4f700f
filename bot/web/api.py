"""The website's data as JSON (``/api/...``, docs/web.md), each answer with an ``ETag``: a
client that sends it back in ``If-None-Match`` gets ``304 Not Modified`` while nothing changed.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from aiohttp import web

from bot.web import data, requested
from bot.web.keys import REPOSITORY
from bot.web.learning import Learning, learning
from bot.web.replay import replay_steps
from domain.game import Game, Side
from domain.stats import LeaderboardRow
from engine.tally import Tally


async def leaderboard(request: web.Request) -> web.Response:
    """``/api/leaderboard[?q=name]``: the global leaderboard."""
    rows = await data.global_board(
        request.app[REPOSITORY], data.search_text(request.query.get("q"))
    )
    return answer(request, {"scope": "global", "rows": [board_row(r) for r in rows]})


async def server(request: web.Request) -> web.Response:
    """``/api/servers/<id>[?season=N][&channel=id]``: a public server's board, seasons,
    channels, recent games and what the bot learned from its people."""
    view = await requested.server(request)
    body: dict[str, Any] = {
        "server_id": view.server_id,
        "seasons": list(view.seasons),
        "season": view.season,
        "channels": list(view.channels),
        "channel": view.channel,
        "rows": [board_row(r) for r in view.rows],
        "recent_games": [game_json(g) for g in view.games],
        "learned": learned_json(learning(view.learned)),
    }
    return answer(request, body)


def learned_json(learned: Learning | None) -> dict[str, Any] | None:
    if learned is None:
        return None
    return {
        "games": learned.games,
        "win_rate": [
            {"version": p.label, "at": None if p.at is None else p.at.isoformat(), "rate": p.rate}
            for p in learned.points
        ],
        "habits": {
            h.message.removeprefix("learning-habit-"): {"rate": h.rate, "chances": h.chances}
            for h in learned.habits
        },
    }


async def game(request: web.Request) -> web.Response:
    """``/api/games/<id>``: a public game, its moves, every step's cell values and what it did
    to its person's global rating."""
    found = await requested.game(request)
    body = game_json(found.game, with_steps=True)
    body["rating_changes"] = {
        user: {"rating": round(p.rating, 1), "change": round(p.change, 1)}
        for user, p in found.changes.items()
    }
    return answer(request, body)


async def player(request: web.Request) -> web.Response:
    """``/api/players/<id>``: a person's global rating, and the games, record, streaks,
    rating history and recent games of those this visitor may see."""
    view = await requested.player(request)
    row = view.stats
    body: dict[str, Any] = {"user_id": view.user_id, "name": view.name, "stats": None}
    if row is not None:
        body["stats"] = {
            "rating": round(row.rating, 1),
            "games": row.games,
            "record": {"wins": row.wins, "draws": row.draws, "losses": row.losses},
            "streak": row.streak,
            "best_streak": row.best_streak,
            "vs_agents": {
                key.removeprefix("agent:"): tally(t)
                for key, t in sorted(view.vs.items())
                if key != "people"
            },
            "vs_people": tally(view.vs.get("people", Tally())),
        }
    body["rating_history"] = [
        {"game_id": p.game_id, "at": p.at.isoformat(), "rating": round(p.rating, 1)}
        for p in view.history
    ]
    body["recent_games"] = [game_json(g) for g in view.games]
    return answer(request, body)


def answer(request: web.Request, body: dict[str, Any]) -> web.Response:
    """``body`` as JSON with its ``ETag`` (a hash of the bytes sent), or 304 when the client's
    ``If-None-Match`` names it."""
    text = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    raw = text.encode()
    tag = hashlib.sha256(raw).hexdigest()[:32]
    known = request.if_none_match or ()
    if any(etag.value in (tag, "*") for etag in known):
        response = web.Response(status=304)
    else:
        response = web.Response(body=raw, content_type="application/json")
    response.etag = tag
    response.headers["Cache-Control"] = "no-cache"
    return response


def board_row(row: LeaderboardRow) -> dict[str, Any]:
    return {
        "rank": None if row.provisional else row.rank,
        "user_id": row.user_id,
        "name": row.name,
        "rating": round(row.rating, 1),
        "games": row.games,
        "record": tally(row.overall),
        "streak": row.streak,
        "best_streak": row.best_streak,
        "provisional": row.provisional,
    }


def game_json(game: Game, *, with_steps: bool = False) -> dict[str, Any]:
    body: dict[str, Any] = {
        "id": game.id,
        "server_id": game.server_id,
        "x": side(game.x),
        "o": side(game.o),
        "status": game.status.value,
        "winner": None if game.winner is None else str(game.winner),
        "moves": list(game.moves),
        "created_at": game.created_at.isoformat(),
        "finished_at": None if game.finished_at is None else game.finished_at.isoformat(),
    }
    if with_steps:
        body["steps"] = [step.as_json() for step in replay_steps(game.moves)]
    return body


def side(player: Side) -> dict[str, Any]:
    return {"name": player.name, "user_id": player.user_id, "agent": player.agent}


def tally(record: Tally) -> dict[str, int]:
    return {"wins": int(record.wins), "draws": int(record.draws), "losses": int(record.losses)}

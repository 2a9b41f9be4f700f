"""What each page shows, read from the repository once and shared by the HTML pages and the
JSON API; ``None`` for anything the visitor may not see (the caller answers 404): what is not
public, unless the logged-in ``viewer`` may see it (:class:`storage.repos.web.Viewer`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from domain.game import Game
from domain.stats import GLOBAL_SCOPE, LeaderboardRow, PlayerStats, season_scope
from storage import Repository
from storage.repos.web import Viewer

BOARD_ROWS: Final = 50
"""Rows of a leaderboard page."""
RECENT_GAMES: Final = 20
"""Games in a page's list of recent games."""
MAX_ID: Final = 64
"""Longest server or user id looked up (the database's id column)."""
MAX_SEARCH: Final = 100
"""Longest name searched for (a display name's length)."""


@dataclass(frozen=True, slots=True)
class ServerView:
    server_id: str
    season: int
    rows: list[LeaderboardRow]
    games: list[Game]


@dataclass(frozen=True, slots=True)
class PlayerView:
    user_id: str
    name: str
    stats: PlayerStats | None
    games: list[Game]


def search_text(raw: str | None) -> str | None:
    """The name searched for (``?q=``), trimmed; ``None`` for no search."""
    text = (raw or "").strip()[:MAX_SEARCH]
    return text or None


async def global_board(repository: Repository, name: str | None) -> list[LeaderboardRow]:
    return await repository.public_leaderboard(GLOBAL_SCOPE, limit=BOARD_ROWS, name=name)


async def server_view(
    repository: Repository, server_id: str, viewer: Viewer | None = None
) -> ServerView | None:
    if len(server_id) > MAX_ID or not await repository.is_visible_server(server_id, viewer):
        return None
    season = (await repository.current_season(server_id)).number
    rows = await repository.public_leaderboard(season_scope(server_id, season), limit=BOARD_ROWS)
    games = await repository.public_games(server_id=server_id, limit=RECENT_GAMES, viewer=viewer)
    return ServerView(server_id, season, rows, games)


async def game_view(
    repository: Repository, game_id: str, viewer: Viewer | None = None
) -> Game | None:
    if not game_id.isdigit() or len(game_id) > 18:
        return None
    return await repository.public_game(int(game_id), viewer)


async def player_view(
    repository: Repository, user_id: str, viewer: Viewer | None = None
) -> PlayerView | None:
    if len(user_id) > MAX_ID or not await repository.is_visible_person(user_id, viewer):
        return None
    stats = await repository.player_stats(user_id, GLOBAL_SCOPE)
    name = stats.name if stats is not None else await repository.player_name(user_id)
    games = await repository.public_games(user_id=user_id, limit=RECENT_GAMES, viewer=viewer)
    return PlayerView(user_id, name or user_id, stats, games)

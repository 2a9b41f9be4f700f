"""What each page shows, read from the repository once and shared by the HTML pages and the
JSON API; ``None`` for anything the visitor may not see (the caller answers 404): what is not
public, unless the logged-in ``viewer`` may see it (:class:`storage.repos.web.Viewer`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from domain.game import Game
from domain.stats import GLOBAL_SCOPE, LeaderboardRow
from storage import Repository
from storage.repos.web import Viewer
from storage.repos.web_pages import ServerPage
from storage.repos.web_players import PlayerPage, RatingPoint

BOARD_ROWS: Final = 50
"""Rows of a leaderboard page."""
MAX_ID: Final = 64
"""Longest server or user id looked up (the database's id column)."""
MAX_SEARCH: Final = 100
"""Longest name searched for (a display name's length)."""


@dataclass(frozen=True, slots=True)
class GameView:
    """A game and what it did to its person's global rating (by user id; only a game against
    an agent that counted)."""

    game: Game
    changes: dict[str, RatingPoint]


def search_text(raw: str | None) -> str | None:
    """The name searched for (``?q=``), trimmed; ``None`` for no search."""
    text = (raw or "").strip()[:MAX_SEARCH]
    return text or None


async def global_board(repository: Repository, name: str | None) -> list[LeaderboardRow]:
    return await repository.public_leaderboard(GLOBAL_SCOPE, limit=BOARD_ROWS, name=name)


def number(raw: str | None) -> int | None:
    """A whole number from a query string (``?season=2``), ``None`` when it is not one."""
    return int(raw) if raw is not None and raw.isdigit() and len(raw) < 10 else None


async def server_view(
    repository: Repository,
    server_id: str,
    season: int | None = None,
    channel: str | None = None,
    *,
    viewer: Viewer | None = None,
) -> ServerPage | None:
    """A server's page, if public or one of ``viewer``'s: ``season`` (the current one by
    default), ``channel`` (the whole server by default; one with no board in that season is
    ignored)."""
    if len(server_id) > MAX_ID or not await repository.is_visible_server(server_id, viewer):
        return None
    wanted = channel if channel and len(channel) <= MAX_ID else None
    return await repository.server_page(server_id, season, wanted)


async def game_view(
    repository: Repository, game_id: str, viewer: Viewer | None = None
) -> GameView | None:
    if not game_id.isdigit() or len(game_id) > 18:
        return None
    game = await repository.public_game(int(game_id), viewer)
    if game is None:
        return None
    return GameView(game, await repository.global_rating_change(game))


async def player_view(
    repository: Repository, user_id: str, viewer: Viewer | None = None
) -> PlayerPage | None:
    """A person's page: for a visitor, once they played in a public server; for a logged-in
    ``viewer``, once they finished a game the viewer may see. Either way counted from the
    games this visitor may see (:mod:`storage.repos.web_players`)."""
    if len(user_id) > MAX_ID:
        return None
    if viewer is not None and not await repository.is_visible_person(user_id, viewer):
        return None
    return await repository.player_page(user_id, viewer)

"""The website's server page, read in ONE go: one pooled connection, a few statements
compiled once and sent straight to the driver (:func:`storage.sqlite.fetch`); a person's page
is :mod:`storage.repos.web_players`.

Through SQLAlchemy's execution each statement cost more than the page's own rendering, and a
page used to open a connection per read; the website's benchmark (``benchmarks/bench_web.py``,
docs/benchmarks.md) is what these reads are held to.

* :meth:`WebPagesRepository.server_page`: a public server's board (current season, another
  season, or a channel in a season), its seasons and channels, its newest finished games, and
  what the learning agent learned from its people (the ``people`` metrics a retraining run
  stores with each version: ``agent_versions.metrics``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final

from sqlalchemy import bindparam, select

from domain.game import Game
from domain.stats import FIRST_SEASON, MIN_RANKED_GAMES, LeaderboardRow
from storage.async_engine import AsyncConnection
from storage.models import AGENT_VERSIONS, GAMES, RATINGS, SEASONS
from storage.repos.base import RepositoryCore
from storage.repos.game_rows import game_record
from storage.repos.game_statements import GAME_WITH_NAMES
from storage.repos.stats import board_row
from storage.repos.web import BOARD, FINISHED
from storage.repos.web_players import RECENT_GAMES
from storage.sqlite import fetch

BOARD_ROWS: Final = 50
"""Rows of a leaderboard on a page."""
LEARNING_AGENT: Final = "dqn"
"""The agent retraining teaches (the one whose versions carry what it learned of people)."""

_scope: Any = bindparam("p_scope")
_server: Any = bindparam("p_server")

RANKED: Final = BOARD.where(RATINGS.c.scope == _scope, RATINGS.c.games >= MIN_RANKED_GAMES).limit(
    BOARD_ROWS
)
PROVISIONAL: Final = BOARD.where(
    RATINGS.c.scope == _scope, RATINGS.c.games < MIN_RANKED_GAMES
).limit(BOARD_ROWS)
SEASON_NUMBERS: Final = (
    select(SEASONS.c.number).where(SEASONS.c.server_id == _server).order_by(SEASONS.c.number)
)
CHANNEL_SCOPES: Final = (
    select(RATINGS.c.scope)
    .where(RATINGS.c.scope > bindparam("p_low"), RATINGS.c.scope < bindparam("p_high"))
    .distinct()
)
"""The channel scopes of one season (``<server>@<n>#<channel>``), by a range of the
``(scope, rating)`` index."""
SERVER_GAMES: Final = (
    GAME_WITH_NAMES.where(GAMES.c.server_id == _server, FINISHED)
    .order_by(GAMES.c.id.desc())
    .limit(RECENT_GAMES)
)
CHANNEL_GAMES: Final = (
    GAME_WITH_NAMES.where(
        GAMES.c.server_id == _server, GAMES.c.channel_id == bindparam("p_channel"), FINISHED
    )
    .order_by(GAMES.c.id.desc())
    .limit(RECENT_GAMES)
)
LEARNED: Final = (
    select(
        AGENT_VERSIONS.c.version,
        AGENT_VERSIONS.c.metrics,
        AGENT_VERSIONS.c.created_at,
        AGENT_VERSIONS.c.promoted,
        AGENT_VERSIONS.c.promoted_at,
        AGENT_VERSIONS.c.rolled_back_at,
    )
    .where(AGENT_VERSIONS.c.name == LEARNING_AGENT, AGENT_VERSIONS.c.metrics.is_not(None))
    .order_by(AGENT_VERSIONS.c.id)
)


@dataclass(frozen=True, slots=True)
class LearnedVersion:
    """One version of the learning agent that learned from a server's people: when, and the
    server's entry of its ``people`` metrics (``before``, ``after``, ``habit_rates``...)."""

    version: str
    at: datetime
    serving: bool
    metrics: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class ServerPage:
    server_id: str
    seasons: tuple[int, ...]
    """Every season of the server, oldest first (the last is the current one)."""
    season: int
    channel: str | None
    channels: tuple[str, ...]
    """The channels with a board in ``season``."""
    rows: list[LeaderboardRow]
    games: list[Game]
    learned: list[LearnedVersion]


def _games(rows: Sequence[Any]) -> list[Game]:
    return [game_record(row, ()) for row in rows]


class WebPagesRepository(RepositoryCore):
    """The server page's read (see the module docstring)."""

    async def server_page(
        self, server_id: str, season: int | None = None, channel: str | None = None
    ) -> ServerPage:
        """A server's page (its visibility is the caller's to check): ``season`` (``None``:
        the current one; clamped to the seasons there are), ``channel`` (``None``: the whole
        server)."""

        async def work(connection: AsyncConnection) -> ServerPage:
            found = [
                r.number for r in await fetch(connection, SEASON_NUMBERS, {"p_server": server_id})
            ]
            seasons = tuple(sorted({FIRST_SEASON, *found}))
            chosen = season if season is not None and season in seasons else seasons[-1]
            prefix = f"{server_id}@{chosen}"
            bounds = {"p_low": f"{prefix}#", "p_high": f"{prefix}$"}
            channels = tuple(
                r.scope[len(prefix) + 1 :] for r in await fetch(connection, CHANNEL_SCOPES, bounds)
            )
            picked = channel if channel in channels else None
            scope = prefix if picked is None else f"{prefix}#{picked}"
            rows = await _board(connection, scope)
            if picked is None:
                games = await fetch(connection, SERVER_GAMES, {"p_server": server_id})
            else:
                where = {"p_server": server_id, "p_channel": picked}
                games = await fetch(connection, CHANNEL_GAMES, where)
            learned = _learned(await fetch(connection, LEARNED, {}), server_id)
            return ServerPage(
                server_id, seasons, chosen, picked, channels, rows, _games(games), learned
            )

        return await self._db.read(work)


async def _board(connection: AsyncConnection, scope: str) -> list[LeaderboardRow]:
    """A scope's board: its ranked rows, then provisional ones up to :data:`BOARD_ROWS`."""
    ranked = await fetch(connection, RANKED, {"p_scope": scope})
    rows = [board_row(place, r) for place, r in enumerate(ranked, start=1)]
    if len(rows) < BOARD_ROWS:
        rest = await fetch(connection, PROVISIONAL, {"p_scope": scope})
        rows += [board_row(0, r, provisional=True) for r in rest[: BOARD_ROWS - len(rows)]]
    return rows


def _learned(rows: Sequence[Any], server_id: str) -> list[LearnedVersion]:
    """The versions whose metrics describe ``server_id``'s people; the newest promoted one not
    rolled back is the serving one."""
    serving = None
    for row in rows:
        if row.promoted and row.rolled_back_at is None:
            serving = row.version
    found = []
    for row in rows:
        people = row.metrics.get("people") if isinstance(row.metrics, Mapping) else None
        servers = people.get("servers") if isinstance(people, Mapping) else None
        entry = servers.get(server_id) if isinstance(servers, Mapping) else None
        if isinstance(entry, Mapping):
            at = row.promoted_at or row.created_at
            found.append(LearnedVersion(row.version, at, row.version == serving, entry))
    return found

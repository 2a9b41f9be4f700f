"""The async repository: every read and write the game service makes, one method each.

:class:`Repository` is the per-aggregate repositories of :mod:`storage.repos` (games, stats,
server settings, challenges, agents) over one :class:`~storage.database.Database`, which says
how work runs: each write method is one transaction; on SQLite the hot-path writes (games,
moves, players) are group-committed by :mod:`storage.sqlite`, each write all or nothing; on
other databases (PostgreSQL by URL) writes run concurrently on pooled connections. The SQL is
portable: the same code runs on both.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.engine import URL

from storage.database import Database
from storage.db import DEFAULT_DATABASE_URL
from storage.repos.agents import AgentsRepository
from storage.repos.challenges import ChallengesRepository
from storage.repos.count_reads import count_reads_statement
from storage.repos.game_statements import SELECT_ACTIVE_GAME, SELECT_GAME
from storage.repos.games import GamesRepository
from storage.repos.levels import LevelsRepository
from storage.repos.role_links import RoleLinksRepository
from storage.repos.settings import SettingsRepository
from storage.repos.stats import PEOPLES_RATINGS, StatsRepository
from storage.repos.web import WebRepository
from storage.repos.web_pages import WebPagesRepository
from storage.repos.web_players import WebPlayersRepository
from storage.sqlite.prepared import prepare_query


class Repository(
    GamesRepository,
    StatsRepository,
    SettingsRepository,
    ChallengesRepository,
    AgentsRepository,
    LevelsRepository,
    WebRepository,
    WebPagesRepository,
    WebPlayersRepository,
    RoleLinksRepository,
):
    """Games, moves, players, stats, transitions, server settings, agent versions, challenges.

    Build it with :meth:`open` (which migrates the schema) and :meth:`close` it at the end; it
    is also an async context manager. All times are aware UTC ``datetime``; methods that write
    take an optional ``now`` so tests can control the clock.
    """

    @classmethod
    async def open(
        cls, url: str | URL = DEFAULT_DATABASE_URL, *, migrate: bool = True, **options: Any
    ) -> Repository:
        """Connect to ``url`` and, unless ``migrate=False``, upgrade the schema to the newest.

        ``options`` go to :meth:`Database.open <storage.database.Database.open>` (e.g.
        ``fast_paths=False``, the portable path) and :func:`storage.db.create_engine`.
        """
        return cls(await Database.open(url, migrate=migrate, **options))

    async def close(self) -> None:
        """Finish the queued writes and close the database."""
        await self._close_ends()
        await self._db.close()

    def warm_up(self) -> None:
        """Compile the reads of every click and of a game's end now, on SQLite (where they go
        straight to sqlite3, :func:`storage.sqlite.fetch`): the bot calls it in the background
        once connected, so that its first clicks and first finished games do not (about 1 ms
        of SQLAlchemy's compiler each)."""
        if self.engine.dialect.name != "sqlite":
            return
        for query in (
            SELECT_GAME["sqlite"],
            SELECT_ACTIVE_GAME["sqlite"],
            count_reads_statement(),
            PEOPLES_RATINGS,
        ):
            prepare_query(self.engine.dialect, query)

    async def rehearse_hot_path(self) -> int:
        """On PostgreSQL, before the bot takes interactions (``bot.discord.runner`` calls it
        while logging in): the hot path rehearsed on every pooled connection and rolled back
        (:mod:`storage.rehearsal`), so that no click waits on a statement's first
        preparation on a cold connection; how many connections it warmed. Elsewhere nothing
        (0): SQLite's connection warms with :meth:`warm_up`, in the background."""
        if self.engine.dialect.name != "postgresql" or not self._db.fast_paths:
            return 0
        from storage.rehearsal import rehearse

        return await rehearse(self)

    async def __aenter__(self) -> Repository:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

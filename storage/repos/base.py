"""What every aggregate's repository stands on: the database, a small helper, and
:class:`Writes` (writes whose results are not read, sent the fastest way each database allows).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any, Final, cast

from sqlalchemy import Select
from sqlalchemy.sql.dml import UpdateBase

from domain.game import Game
from domain.stats import RatingChange
from storage.async_engine import AsyncConnection, AsyncEngine
from storage.database import Database
from storage.postgres.combined import combined_parameters
from storage.sqlite import RowCountError, pipeline

JUST_COUNTED_KEPT: Final = 1024
"""Games whose rating changes a process keeps until their finished board is drawn."""

GAMES_KEPT: Final = 4096
"""Active games a process keeps a copy of, as it last read or wrote them (the most recently
used ones): a click on one of them needs no read (:meth:`GamesRepository.kept_game`). About
0.8 KB each (measured with tracemalloc over 1,000 games): 3 MB at most."""


class RepositoryCore:
    """The shared core of the repositories: one :class:`~storage.database.Database`.

    All times are aware UTC ``datetime``; methods that write take an optional ``now`` so tests
    can control the clock.
    """

    def __init__(self, database: Database) -> None:
        self._db = database
        self._just_counted: OrderedDict[int, tuple[datetime, tuple[RatingChange, ...]]] = (
            OrderedDict()
        )
        self._kept_games: OrderedDict[int, Game] = OrderedDict()

    @property
    def engine(self) -> AsyncEngine:
        """The SQLAlchemy engine (for tools and tests that look at the tables directly)."""
        return self._db.engine

    def _remember_counted(self, game: Game, counted: tuple[RatingChange, ...] | None) -> None:
        """Keep what a game this process just ended did to its people's season ratings (once
        committed), for its finished board: the board then needs no read of the ratings it has
        just written (:meth:`_recall_counted`). At most :data:`JUST_COUNTED_KEPT` games."""
        if counted is None or game.finished_at is None:
            return
        self._just_counted[game.id] = (game.finished_at, counted)
        while len(self._just_counted) > JUST_COUNTED_KEPT:
            self._just_counted.popitem(last=False)

    def _recall_counted(self, game: Game) -> tuple[RatingChange, ...] | None:
        """What :meth:`_remember_counted` kept for ``game`` (the same end), given once: a
        later look at the board reads the ratings as they are then, as any process would."""
        kept = self._just_counted.pop(game.id, None)
        if kept is None or kept[0] != game.finished_at:
            return None
        return kept[1]


class Writes:
    """Writes whose results are not read, in the transaction of ``connection``: :meth:`add`
    each, then :meth:`send` (nothing of them is known to have run before it).

    On SQLite :meth:`send` pipelines them (:func:`~storage.sqlite.pipeline`: sent without
    waiting, inside its group commit, straight to sqlite3), the writes of one statement as
    one ``executemany`` (a game's end rates two to four rows: one call instead of one per row,
    in the writer that every move waits for). On PostgreSQL it sends them as ONE statement
    (:mod:`storage.postgres.combined`): one round trip for all. On both, a write added with
    ``rowcount`` that changed another number of rows fails the transaction with
    :class:`~storage.sqlite.RowCountError` (SQLite at its next statement or commit, PostgreSQL
    from :meth:`send`). The writes must not depend on one another (on PostgreSQL they share one
    snapshot, and on SQLite the writes of one statement go together, out of their order) nor
    change the same row twice.
    """

    def __init__(
        self,
        connection: AsyncConnection | None,
        *,
        send_combined: Callable[[Select[Any], dict[str, Any]], Awaitable[Any]] | None = None,
    ) -> None:
        """``connection``'s writes; or, with ``send_combined`` (no connection), PostgreSQL's
        combined statement sent by it (it returns the statement's one row: a game's end sent
        straight to asyncpg, :mod:`storage.repos.postgres_end`)."""
        self._connection = connection
        self._send_combined = send_combined
        sync = connection.sync_connection if connection is not None else None
        self._combine = send_combined is not None or (
            connection is not None
            and connection.dialect.name == "postgresql"
            and (sync is None or sync.get_execution_options().get("straight", True))
        )
        self._pending: list[tuple[UpdateBase, dict[str, Any], int | None]] = []

    async def add(
        self, statement: UpdateBase, params: dict[str, Any], *, rowcount: int | None = None
    ) -> None:
        """Write ``statement`` with ``params`` (requiring ``rowcount`` changed rows, if given)."""
        self._pending.append((statement, params, rowcount))

    async def send(self) -> None:
        """Send what :meth:`add` kept, and check the row counts it requires."""
        pending, self._pending = self._pending, []
        if not pending:
            return
        if not self._combine:
            assert self._connection is not None
            for statement, many, required in _by_statement(pending):
                await pipeline(self._connection, statement, many, rowcount=required)
            return
        combined, params = combined_parameters([(s, p) for s, p, _count in pending])
        if self._send_combined is not None:
            counts = await self._send_combined(combined, params)
        else:
            assert self._connection is not None
            counts = (await self._connection.execute(combined, params)).one()
        for (_statement, _params, required), changed in zip(pending, counts, strict=True):
            if required is not None and changed != required:
                raise RowCountError(required, changed)


def _by_statement(
    pending: list[tuple[UpdateBase, dict[str, Any], int | None]],
) -> list[tuple[UpdateBase, list[dict[str, Any]], int | None]]:
    """The writes of each statement together, in the order each statement first came, with
    the rows they must change between them (None where none is required)."""
    groups: dict[tuple[int, bool], tuple[UpdateBase, list[dict[str, Any]], list[int]]] = {}
    for statement, params, required in pending:
        key = (id(statement), required is None)
        _statement, many, counts = groups.setdefault(key, (statement, [], []))
        many.append(params)
        if required is not None:
            counts.append(required)
    return [
        (statement, many, sum(counts) if counts else None)
        for statement, many, counts in groups.values()
    ]


def rowcount(result: object) -> int:
    """How many rows an ``UPDATE`` or ``DELETE`` changed."""
    return int(cast(Any, result).rowcount)

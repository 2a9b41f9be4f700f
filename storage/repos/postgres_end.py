"""A game's last move on PostgreSQL, sent straight to asyncpg: with the games ending beside it
in one transaction (:mod:`storage.repos.end_batch`), or alone in a transaction of four round
trips (:mod:`storage.repos.postgres_move`, then the stats' writes as one statement).

Called by :meth:`storage.repos.games.GamesRepository.apply_moves` where the database combines
statements (:attr:`storage.database.Database.one_statement_writes`); SQLite keeps its own path
there (pipelined statements in its group commit), and so does PostgreSQL's portable path.

Why a path of its own: the same end as SQLite's transaction through SQLAlchemy
(:func:`storage.repos.results.record_result`) cost PostgreSQL 1.6 times the client CPU per
persisted move with one game at a time and 2.5 times with 50 at once
(``benchmarks/bench_storage.py``), past the 1.3 times allowed.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from domain.game import Game
from storage.database import Database
from storage.errors import VersionConflictError
from storage.postgres.move_batch import PendingMove
from storage.postgres.prepared import Run
from storage.rating import RatingRules
from storage.repos.base import Writes
from storage.repos.count_reads import count_inputs, count_parameters
from storage.repos.end_batch import PendingEnd
from storage.repos.game_writes import guard_parameters
from storage.repos.postgres_move import move_parameters
from storage.repos.results import Counted, add_result_writes
from storage.stats import is_rated

SubmitEnd = Callable[[PendingEnd], Awaitable["bool | None"]]
"""Hand a game's end to the batch of ends (:meth:`storage.repos.end_batch.EndBatch.submit`)."""


async def end_game(
    database: Database,
    submit_end: SubmitEnd,
    old: Game,
    new: Game,
    moves: tuple[list[dict[str, Any]], list[dict[str, Any]]],
    rules: RatingRules,
) -> tuple[Game, Counted]:
    """Write the last moves taking ``old`` to ``new`` (``moves``: its move rows and the
    transitions they complete) with its stats; ``new`` with what its count did to its people's
    season ratings (:data:`~storage.repos.results.Counted`), or :class:`VersionConflictError`
    with nothing written when the guard (``old.version``) matched no row.

    With the games ending beside it: one transaction of five round trips for the batch
    (:mod:`storage.repos.end_batch`). Alone (or after its batch failed): one statement for the
    move, its freed slots, its pair's daily cap and what the stats read
    (:mod:`storage.repos.postgres_move`), then one for the stats writes
    (:func:`storage.repos.results.add_result_writes`), in one transaction sent straight to
    asyncpg (:meth:`storage.database.Database.submit_straight`; else the same statements through
    SQLAlchemy): four round trips with ``BEGIN`` and ``COMMIT``. A stats row that changed
    another number of rows than it required is refused like a stale move (as on SQLite).
    """
    move = PendingMove(guard_parameters(old, new), *moves)
    pair = count_parameters(new, new.updated_at, rules) if is_rated(new) else None
    end = PendingEnd(old, new, move, pair)
    written = await submit_end(end)
    if written is None:
        return await _end_alone(database, old, new, move, pair)
    if not written:
        raise VersionConflictError(old.id, old.version)
    return new, end.counted


async def _end_alone(
    database: Database, old: Game, new: Game, move: PendingMove, pair: dict[str, Any] | None
) -> tuple[Game, Counted]:
    """A game's last write in a transaction of its own: four round trips (see
    :func:`end_game`)."""
    rated = pair is not None
    statement, params = move_parameters(
        move.guard, move.moves, move.transitions, ends=True, pair=pair
    )

    def conflict() -> VersionConflictError:
        return VersionConflictError(old.id, old.version)

    async def steps(run: Run) -> tuple[Game, Counted]:
        """The move with what the count reads, then the stats' writes as one statement."""
        rows = await run(statement, params)
        if rows[0].matched == 0:
            raise conflict()
        inputs = count_inputs(rows) if rated and rows[0].counted == 1 else None

        async def send(combined: Any, values: dict[str, Any]) -> Any:
            return (await run(combined, values))[0]

        writes = Writes(None, send_combined=send)
        counted = await add_result_writes(writes, "postgresql", new, new.updated_at, inputs)
        await writes.send()
        return new, counted

    return await database.submit_straight(steps, conflict=conflict)

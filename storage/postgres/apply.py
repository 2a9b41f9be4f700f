"""Moves written on PostgreSQL: the statements of :mod:`storage.postgres.moves` and
:mod:`storage.postgres.move_batch`, and the transaction of a game's last move.

Called by :meth:`storage.repos.games.GamesRepository.apply_moves` where the database combines
statements (:attr:`storage.database.Database.one_statement_writes`); SQLite keeps its own path
there (pipelined statements in its group commit).
"""

from __future__ import annotations

from typing import Any

from domain.game import Game
from storage.database import Database
from storage.errors import VersionConflictError
from storage.postgres.end_batch import PendingEnd
from storage.postgres.move_batch import PendingMove
from storage.postgres.moves import move_parameters
from storage.postgres.prepared import Run
from storage.rating import RatingRules
from storage.repos.base import Writes
from storage.repos.game_writes import guard_parameters
from storage.repos.results import Counted, add_result_writes, count_inputs, count_parameters
from storage.stats import is_rated


async def apply_moves(
    database: Database,
    old: Game,
    new: Game,
    move_rows: list[dict[str, Any]],
    transitions: list[dict[str, Any]],
    rules: RatingRules,
) -> tuple[Game, Counted]:
    """Write the moves taking ``old`` to ``new`` (its move rows and the transitions they
    complete); ``new`` with what its count did to its people's season ratings when it ended
    (:data:`~storage.repos.results.Counted`), or :class:`VersionConflictError` with nothing
    written when the guard (``old.version``) matched no row.

    A game that goes on: the guarded update, the move rows and the transitions as ONE statement
    in autocommit, with the moves arriving beside it (:mod:`storage.postgres.move_batch`): one
    round trip, shared by the batch. A game's last write, with the games ending beside it: one
    transaction of five round trips for the batch (:mod:`storage.postgres.end_batch`). Alone
    (or after its batch failed): one statement for the move, its freed slots, its pair's daily
    cap and what the stats read (:mod:`storage.postgres.moves`), then one for the stats writes
    (:func:`storage.repos.results.add_result_writes`), in one transaction sent straight to
    asyncpg (:meth:`storage.database.Database.submit_straight`; else the same statements through
    SQLAlchemy): four round trips with ``BEGIN`` and ``COMMIT``. A stats row that changed
    another number of rows than it required is refused like a stale move (as on SQLite).
    """
    guard = guard_parameters(old, new)
    move = PendingMove(guard, move_rows, transitions)
    if new.is_active:
        if not await database.submit_move(move):
            raise VersionConflictError(old.id, old.version)
        return new, None
    rated = is_rated(new)
    pair = count_parameters(new, new.updated_at, rules) if rated else None
    end = PendingEnd(old, new, move, pair)
    written = await database.submit_end(end)
    if written is None:
        return await _end_alone(database, old, new, move, pair)
    if not written:
        raise VersionConflictError(old.id, old.version)
    return new, end.counted


async def _end_alone(
    database: Database, old: Game, new: Game, move: PendingMove, pair: dict[str, Any] | None
) -> tuple[Game, Counted]:
    """A game's last write in a transaction of its own: four round trips (see
    :func:`apply_moves`)."""
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

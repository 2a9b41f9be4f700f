"""Group commit of moves on PostgreSQL: the moves that arrive together written by one statement.

A move in a game that goes on is its game row's guarded ``UPDATE``, its move rows and the
transitions it completes. Here the moves waiting while a batch is in flight are written together
by ONE statement over arrays (``unnest``), in autocommit: one round trip, one transaction and one
statement for the server to run however many moves it carries, where 50 games at once otherwise
cost 50 of each (a move alone is a batch of one).

Each move keeps its own outcome. The guard is per row (``WHERE games.id = input.id AND
games.version = input.expected``) and the inserts take only the rows of the games whose guard
matched, so a stale move changes nothing and is refused alone (``False`` from
:meth:`MoveBatch.submit`) while the others are applied. Two moves of one game never share a
batch (the second waits for the next one, where its guard sees the first), so "exactly one of
two racing moves is applied" holds as it does move by move. If the batch statement fails on its
data (a constraint), each of its moves is written again alone, so the error reaches only the
move that causes it; a failure of the connection reaches every move of the batch.

Only PostgreSQL: SQLite has its own group commit (:mod:`storage.sqlite.group_commit`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Final, cast

from sqlalchemy import Column, Table, TextClause, bindparam, text
from sqlalchemy.dialects import postgresql

from storage.async_engine import AsyncEngine
from storage.models import GAMES, GUARD_COLUMNS, MOVES, TRANSITIONS
from storage.postgres.batcher import Batcher, settle
from storage.postgres.prepared import write
from storage.retries import Commit, write_again_if_disconnected

MOVE_BATCH_MAX: Final = 200
"""At most this many moves share one statement."""

MOVE_COLUMNS: Final = ("game_id", "ply", "side", "cell", "board_before", "played_at")
TRANSITION_COLUMNS: Final = (
    "game_id",
    "ply",
    "side",
    "state",
    "action",
    "after_state",
    "next_state",
    "reward",
    "done",
    "decider_kind",
    "decider",
    "decider_version",
    "created_at",
    "probability",
)


@dataclass(slots=True)
class PendingMove:
    """One move's writes: the guard's parameters (``guard_parameters``), its move rows and
    transition rows (column → value, as for ``INSERT``), and where its caller waits."""

    guard: dict[str, Any]
    moves: list[dict[str, Any]]
    transitions: list[dict[str, Any]]
    future: asyncio.Future[bool] = field(init=False)

    @property
    def game_id(self) -> int:
        return int(self.guard["p_id"])

    def keys(self) -> tuple[int]:
        """Two moves of one game never share a batch."""
        return (self.game_id,)


Field = tuple[str, Column[Any]]
"""A column of an array input: its name there, and the table column whose type it has."""


def typed_array(column: Column[Any], name: str) -> str:
    """``CAST(:name AS <column's type>[])``: a bound array typed like ``column``."""
    sql_type = column.type.compile(dialect=postgresql.dialect())
    return f"CAST(:{name} AS {sql_type}[])"


def bind_arrays(statement: TextClause, inputs: Mapping[str, Sequence[Field]]) -> TextClause:
    """Every array of ``inputs`` (prefix → fields, bound as ``<prefix>_<name>``) typed like its
    column, so that values are converted as a single row's would be (aware times to naive UTC,
    :class:`storage.models.UTCDateTime`)."""
    return statement.bindparams(
        *(
            bindparam(f"{prefix}_{name}", type_=postgresql.ARRAY(column.type))
            for prefix, fields in inputs.items()
            for name, column in fields
        )
    )


def fields_of(table: Table, names: Sequence[str]) -> list[Field]:
    """``names``, each with its column of ``table``."""
    return [(name, table.c[name]) for name in names]


def unnest_arrays(prefix: str, fields: Sequence[Field], *, ordinality: bool = False) -> str:
    """``unnest(<arrays>) AS <prefix>(<names>)``: arrays bound as ``<prefix>_<name>``, each
    cast to its column's type; with ``ordinality``, numbered in a last column ``n``."""
    arrays = ", ".join(typed_array(column, f"{prefix}_{name}") for name, column in fields)
    names = ", ".join([*(name for name, _column in fields), *(["n"] if ordinality else [])])
    return f"unnest({arrays}){' WITH ORDINALITY' if ordinality else ''} AS {prefix}({names})"


def _insert_guarded(table: Table, columns: tuple[str, ...], prefix: str) -> str:
    """The rows of ``table`` for the games whose guard matched, in the order given (so their
    ids are in that order, as when inserted one by one)."""
    names = ", ".join(columns)
    picked = ", ".join(f"{prefix}.{name}" for name in columns)
    return (
        f"INSERT INTO {table.name} ({names}) SELECT {picked}"
        f" FROM {unnest_arrays(prefix, fields_of(table, columns), ordinality=True)}"
        f" WHERE {prefix}.game_id IN (SELECT id FROM guarded) ORDER BY {prefix}.n"
    )


def bound_arrays(statement: TextClause) -> TextClause:
    """:func:`bind_arrays` for the arrays of :func:`batch_sql` (``g_*``, ``m_*``, ``t_*``)."""
    guard = fields_of(GAMES, list(dict.fromkeys(("id", "version", *GUARD_COLUMNS))))
    return bind_arrays(
        statement,
        {
            "g": [*guard, ("expected", GAMES.c.version)],
            "m": fields_of(MOVES, MOVE_COLUMNS),
            "t": fields_of(TRANSITIONS, TRANSITION_COLUMNS),
        },
    )


def batch_sql(returning: str = "games.id", *, final: bool = True) -> str:
    """The SQL of :data:`MOVES_IN_ONE_STATEMENT`: the guarded updates (``guarded``, returning
    ``returning``), the move rows and the transitions; with ``final``, selecting the ids of the
    games whose guard matched, else open for more ``WITH`` parts
    (:mod:`storage.repos.end_statements`)."""
    guard = ("id", "expected", *GUARD_COLUMNS)
    arrays = ", ".join(
        typed_array(GAMES.c["version" if name == "expected" else name], f"g_{name}")
        for name in guard
    )
    sets = ", ".join(f"{name} = g.{name}" for name in GUARD_COLUMNS)
    sql = (
        f"WITH g AS (SELECT * FROM unnest({arrays}) AS g({', '.join(guard)})), "
        f"guarded AS (UPDATE games SET {sets} FROM g"
        f" WHERE games.id = g.id AND games.version = g.expected RETURNING {returning}), "
        f"moved AS ({_insert_guarded(MOVES, MOVE_COLUMNS, 'm')}), "
        f"learned AS ({_insert_guarded(TRANSITIONS, TRANSITION_COLUMNS, 't')})"
    )
    return sql + " SELECT id FROM guarded" if final else sql


MOVES_IN_ONE_STATEMENT: Final = bound_arrays(text(batch_sql())).columns(id=GAMES.c.id.type)
"""Several moves of games that go on (at most one per game) as one statement; returns the ids
of the games whose guard matched (their moves were applied)."""


def batch_parameters(batch: list[PendingMove]) -> dict[str, Any]:
    """The arrays of :data:`MOVES_IN_ONE_STATEMENT` for ``batch``, column by column."""
    params: dict[str, Any] = {
        "g_id": [job.guard["p_id"] for job in batch],
        "g_expected": [job.guard["p_expected"] for job in batch],
    }
    for name in GUARD_COLUMNS:
        params[f"g_{name}"] = [job.guard[f"p_{name}"] for job in batch]
    for prefix, columns, rows in (
        ("m", MOVE_COLUMNS, [row for job in batch for row in job.moves]),
        ("t", TRANSITION_COLUMNS, [row for job in batch for row in job.transitions]),
    ):
        for name in columns:
            params[f"{prefix}_{name}"] = [row.get(name) for row in rows]
    return params


class MoveBatch(Batcher[PendingMove, bool]):
    """The moves of one process to one PostgreSQL database, written in batches
    (:class:`~storage.postgres.batcher.Batcher`): :meth:`submit` queues a move and returns
    whether it was applied (``False``: its guard matched no row, nothing of it written).
    ``engine`` must run statements in autocommit (each batch is its own transaction).
    """

    max_jobs = MOVE_BATCH_MAX
    name = "storage-move-batch"

    def __init__(self, engine: AsyncEngine) -> None:
        super().__init__()
        self._engine = engine

    async def _write(self, batch: list[PendingMove]) -> list[bool]:
        applied = await write_again_if_disconnected(partial(self._write_moves, batch))
        return [job.game_id in applied for job in batch]

    async def _write_moves(
        self, batch: list[PendingMove], commit: Commit | None = None
    ) -> set[int]:
        """Write ``batch``; the ids of the games whose guard matched. The statement commits
        itself: ``commit`` is marked sent before it goes."""
        async with self._engine.connect() as connection:
            if commit is not None:
                commit.sent = True
            found = await write(connection, MOVES_IN_ONE_STATEMENT, batch_parameters(batch))
            return {cast(int, row.id) for row in found}

    async def _after_data_fault(self, batch: list[PendingMove], error: Exception) -> None:
        """Each move written again alone, so the error reaches only the move that causes it."""
        for job in batch:
            try:
                settle(job, result=job.game_id in await self._write_moves([job]))
            except Exception as one_error:
                settle(job, error=one_error)

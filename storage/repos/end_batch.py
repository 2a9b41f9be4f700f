"""Group commit of games' last moves on PostgreSQL: the games that end together, counted in
their players' stats by one transaction.

A game's last move writes far more than a move of a game that goes on: the guarded update,
its move rows and transitions, its freed slots, its pair's daily cap, then (after reading
the players' rating rows, locked) their ratings, per-opponent records, the agent's strength,
the rating the game was rated against and the players' last-seen times. Alone it is one
transaction of four round trips (:mod:`storage.repos.postgres_end`); with 50 games at once those
ends took most of the server's and the process's time per move: each written alone, the
client's CPU per persisted move was 1.8 times the batch's (``benchmarks/bench_storage.py``,
50 games at once). Here the ends that arrive while a batch is in flight share
ONE transaction of five round trips, however many games it carries (the statements:
:mod:`storage.repos.end_statements`):

1. ``BEGIN``;
2. :data:`ENDS_IN_ONE_STATEMENT` — every game's guarded update, move rows, transitions and
   freed slots, and the daily cap of each rated game's pair, over arrays; it returns each game
   whose guard matched, whether its cap counted it, its server's season and its agent's
   strength;
3. :data:`LOCK_RATINGS` — the rating rows of the counted games' players, locked
   (``FOR UPDATE``, in key order), with the records they have;
4. :data:`RESULTS_IN_ONE_STATEMENT` — the stats each game writes, computed by the very code
   a game alone uses (:func:`storage.repos.results.add_result_writes`), sent as one statement
   over arrays, each part's row count checked;
5. ``COMMIT``.

The batch takes at most one game per person (:meth:`PendingEnd.keys`): the games of a batch
change disjoint rating, record, pair and player rows, so each game's count reads exactly what
it would read alone, and only the agent's strength rows are shared (their increments are added
up per row). A stale game (its guard matched no row) is refused alone (``False``) while the
others are written. Anything else that fails the batch on its data (a row count, a constraint,
a deadlock with another process) rolls it back whole, and each of its games is written alone by
its caller (``None``: the path of a game alone, which raises what it raises); a lost connection
reaches every game of the batch, as it would reach a game alone. A batch of one game is written
alone at once. The statements go straight to asyncpg, or through SQLAlchemy when someone listens
to them (:meth:`storage.database.Database.submit_straight`).
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Awaitable, Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Final

from sqlalchemy.sql.dml import UpdateBase

from domain.game import Game
from engine import Mark
from storage.postgres.batcher import Batcher, settle
from storage.postgres.move_batch import PendingMove, batch_parameters
from storage.postgres.prepared import Run
from storage.repos.base import Writes
from storage.repos.count_reads import STRENGTH_COLUMNS, CountInputs, rating_rows, strength_of
from storage.repos.end_statements import (
    ENDS_IN_ONE_STATEMENT,
    LOCK_RATINGS,
    PAIR_INPUT,
    PARTS,
    RESULTS_IN_ONE_STATEMENT,
    STRENGTH_KEY,
)
from storage.repos.results import ADD_STRENGTH, Counted, add_result_writes
from storage.sqlite import RowCountError
from storage.stats import opponent_key, scopes_of

END_BATCH_MAX: Final = 100
"""At most this many games end in one batch."""


@dataclass(slots=True)
class PendingEnd:
    """One game's last write: the game before and after, its move and transition rows (as a
    move's, :class:`~storage.postgres.move_batch.PendingMove`), the parameters of its pair's
    daily cap (``p_pair``, ``p_day``, ``p_cap``; ``None`` when the game is not rated), and where
    its caller waits. ``counted``: what its count did to its people's season ratings, set by
    the batch's transaction (read it only once the game is written: ``True``)."""

    old: Game
    new: Game
    move: PendingMove
    pair: dict[str, Any] | None
    future: asyncio.Future[bool | None] = field(init=False)
    counted: Counted = field(init=False, default=None)

    @property
    def game_id(self) -> int:
        return self.old.id

    @property
    def people(self) -> tuple[str, ...]:
        return tuple(u for u in (self.new.x.user_id, self.new.o.user_id) if u is not None)

    def keys(self) -> Iterable[Hashable]:
        """A game, and each of its people: one game per person per batch (their stats rows)."""
        return (("game", self.game_id), *(("person", person) for person in self.people))


def end_parameters(batch: Sequence[PendingEnd]) -> dict[str, Any]:
    """The arrays of :data:`ENDS_IN_ONE_STATEMENT` for ``batch``."""
    params = batch_parameters([end.move for end in batch])
    rated = [end for end in batch if end.pair is not None]
    values: dict[str, list[Any]] = {name: [] for name, _column in PAIR_INPUT}
    caps = {1}  # any cap: with no rated game nothing is counted
    for end in rated:
        assert end.pair is not None
        values["game_id"].append(end.game_id)
        values["pair"].append(end.pair["p_pair"])
        values["day"].append(end.pair["p_day"])
        values["agent"].append(end.pair["p_agent"])
        caps = {end.pair["p_cap"]}
    return params | {f"c_{name}": column for name, column in values.items()} | {"p_cap": caps.pop()}


def wanted_ratings(ends: Sequence[tuple[PendingEnd, int]]) -> dict[str, list[Any]]:
    """The arrays of :data:`LOCK_RATINGS` for ``ends`` (each counted game with its season):
    each person's rows in the scopes the game counts in."""
    wanted: dict[str, list[Any]] = {"w_user_id": [], "w_scope": [], "w_opponent": []}
    for end, season in ends:
        game = end.new
        for mark in (Mark.X, Mark.O):
            person = game.side(mark).user_id
            if person is None:
                continue
            for scope in scopes_of(game, season):
                wanted["w_user_id"].append(person)
                wanted["w_scope"].append(scope)
                wanted["w_opponent"].append(opponent_key(game, mark))
    return wanted


class Gathered(Writes):
    """The writes a game's count adds, kept (not sent): statement, parameters, row count."""

    def __init__(self) -> None:
        super().__init__(None, send_combined=_never_sent)
        self.kept: list[tuple[UpdateBase, dict[str, Any], int | None]] = []

    async def add(
        self, statement: UpdateBase, params: dict[str, Any], *, rowcount: int | None = None
    ) -> None:
        self.kept.append((statement, params, rowcount))


async def _never_sent(_statement: Any, _params: dict[str, Any]) -> Any:
    raise AssertionError("a batch sends its gathered writes itself")


def results_parameters(
    gathered: Sequence[tuple[UpdateBase, dict[str, Any], int | None]],
) -> tuple[dict[str, Any], dict[str, int | None]]:
    """The arrays of :data:`RESULTS_IN_ONE_STATEMENT` for ``gathered`` (the writes of the
    batch's games), and how many rows each part must change (``None``: any number). The
    agent's strength increments are added up per row first (a row may change once per
    statement)."""
    rows: dict[str, list[dict[str, Any]]] = {part.prefix: [] for part in PARTS.values()}
    required: dict[str, int | None] = {part.prefix: 0 for part in PARTS.values()}
    strengths: dict[tuple[Any, ...], dict[str, Any]] = {}
    strength = PARTS[id(ADD_STRENGTH["postgresql"])]
    for statement, values, rowcount in gathered:
        part = PARTS[id(statement)]  # KeyError: a statement with no array form (a test says)
        row = part.row(values)
        if part is strength:  # each requires its one row: the merged rows, one each
            key = tuple(row[name] for name in STRENGTH_KEY)
            if key in strengths:
                for name in STRENGTH_COLUMNS:
                    strengths[key][name] += row[name]
            else:
                strengths[key] = row
            continue
        rows[part.prefix].append(row)
        count = required[part.prefix]
        required[part.prefix] = None if rowcount is None or count is None else count + rowcount
    rows[strength.prefix] = list(strengths.values())
    required[strength.prefix] = len(strengths)
    params: dict[str, Any] = {}
    for part in PARTS.values():
        for name, _column in part.fields:
            params[f"{part.prefix}_{name}"] = [row[name] for row in rows[part.prefix]]
    return params, required


async def write_ends(run: Run, batch: Sequence[PendingEnd]) -> set[int]:
    """Steps 2 to 4 of a batch (the module's docstring) on ``run``, in its transaction; the
    ids of the games whose guard matched. A part that changed another number of rows than it
    required raises :class:`~storage.sqlite.RowCountError` (the caller rolls back)."""
    ends = {end.game_id: end for end in batch}
    matched = await run(ENDS_IN_ONE_STATEMENT, end_parameters(batch))
    counted = [(ends[row.id], int(row.season)) for row in matched if row.counted]
    locked = await run(LOCK_RATINGS, wanted_ratings(counted)) if counted else []
    by_person: dict[str, list[Any]] = defaultdict(list)
    for row in locked:
        by_person[row.user_id].append(row)
    gathered = Gathered()
    for row in matched:
        end = ends[row.id]
        inputs = None
        if row.counted:
            before, records = rating_rows(r for p in end.people for r in by_person[p])
            inputs = CountInputs(int(row.season), strength_of(row, "strength_"), before, records)
        end.counted = await add_result_writes(
            gathered, "postgresql", end.new, end.new.updated_at, inputs
        )
    params, required = results_parameters(gathered.kept)
    changed = (await run(RESULTS_IN_ONE_STATEMENT, params))[0]
    for prefix, count in required.items():
        if count is not None and getattr(changed, prefix) != count:
            raise RowCountError(count, getattr(changed, prefix))
    return {int(row.id) for row in matched}


async def rehearse_ends(run: Run) -> None:
    """Each statement of a batch, sent once with no game (the arrays empty): prepared on the
    connection, as :mod:`storage.rehearsal` wants, writing nothing."""
    await run(ENDS_IN_ONE_STATEMENT, end_parameters([]))
    await run(LOCK_RATINGS, wanted_ratings([]))
    await run(RESULTS_IN_ONE_STATEMENT, results_parameters([])[0])


Transaction = Callable[[Callable[[Run], Awaitable[set[int]]]], Awaitable[set[int]]]
"""Run steps in one transaction (:meth:`storage.database.Database.submit_straight`)."""


class EndBatch(Batcher[PendingEnd, "bool | None"]):
    """Games' last moves of one process to one PostgreSQL database, written in batches
    (:class:`~storage.postgres.batcher.Batcher`): :meth:`submit` returns ``True`` when the game
    was written with its stats, ``False`` when its guard matched no row (nothing written), and
    ``None`` when the caller must write it alone (a batch of one, or a batch that failed).
    ``transaction`` runs a batch's steps in one transaction: straight to asyncpg, or through
    SQLAlchemy when that cannot be (:meth:`storage.database.Database.submit_straight`)."""

    max_jobs = END_BATCH_MAX
    name = "storage-end-batch"

    def __init__(self, transaction: Transaction) -> None:
        super().__init__()
        self._transaction = transaction

    async def _write(self, batch: list[PendingEnd]) -> list[bool | None]:
        caps = {end.pair["p_cap"] for end in batch if end.pair is not None}
        if len(batch) == 1 or len(caps) > 1:  # one cap per statement
            return [None] * len(batch)
        applied = await self._transaction(partial(write_ends, batch=batch))
        return [end.game_id in applied for end in batch]

    async def _after_data_fault(self, batch: list[PendingEnd], error: Exception) -> None:
        """Rolled back whole: each game written alone by its caller."""
        for end in batch:
            settle(end, result=None)

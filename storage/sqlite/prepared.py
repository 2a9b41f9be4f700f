"""Writes whose results are not read, and the reads of every click, sent straight to sqlite3
with their SQL compiled once.

A statement through SQLAlchemy costs about 70 µs of Python on the 2-core dev machine (the
compiled-cache lookup, an execution context, the parameters' processing, a result object, two
greenlet switches) where sqlite3 itself needs about 10 µs: four fifths of a move's write. A
write whose result nobody reads (a move's rows, a game's counters) needs none of it, so
:func:`pipeline` sends it straight to :meth:`FewerRoundTripsConnection.pipeline
<storage.sqlite.driver.FewerRoundTripsConnection.pipeline>`, with the SQL SQLAlchemy compiled
for the statement the first time (the same text, the same parameters, processed by the same
types' bind processors).

:func:`fetch` does the same for a query whose rows are read on every click (a game and its
moves): the rows come back as named tuples whose values went through the same types' result
processors (a stored time becomes the same aware ``datetime``).

What it buys, measured by ``benchmarks/bench_storage.py`` (its ``driver, not prepared`` row:
the same driver and group commit with every statement through SQLAlchemy) and by
``benchmarks/bench_bot.py`` (a bot process without it, alternating rounds): without it a
persisted move costs about 1.7 times the client CPU one game at a time and 2.4 times with 50
games at once, and an interaction of a bot with 200 games going on about 1.37 times the CPU:
past 1.3 times, the most the simpler path may cost before a fast path earns its place
(docs/benchmarks.md).

It goes through SQLAlchemy as before (:func:`~storage.sqlite.pipelining.pipelined` and
``execute``) whenever the shortcut would change anything: on PostgreSQL or a stock driver,
outside a transaction (for a write), when someone listens to the engine's cursor events (tests
and tools that record the statements), and for a statement whose execution SQLAlchemy completes
itself (a column default computed in Python, an expanding ``IN``, a parameter missing from a
row, a column without a plain name).
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, cast

from sqlalchemy import Select, TextualSelect
from sqlalchemy.engine import Dialect
from sqlalchemy.sql import Executable
from sqlalchemy.sql.dml import UpdateBase as ReturningWrite

from storage.async_engine import AsyncConnection
from storage.sqlite.driver import FewerRoundTripsConnection
from storage.sqlite.pipelining import pipelined

PIPELINED: Final = -1
"""The row count of a pipelined statement: not known yet; a row count it requires is checked
when the write ends (:class:`~storage.sqlite.pipelining.RowCountError`)."""

Params = Mapping[str, Any] | Sequence[Mapping[str, Any]]
Query = Select[Any] | TextualSelect | ReturningWrite
"""A statement that returns rows of named columns (a textual one too: ``text().columns()``,
and a write with ``RETURNING``)."""


@dataclass(frozen=True, slots=True)
class Prepared:
    """A statement compiled for SQLite: its SQL, the parameter each ``?`` takes (``names``;
    a value the statement itself holds, such as a literal, is in ``constants`` instead, by
    place) and the bind processors of those whose type has one (their place, the processor)."""

    sql: str
    names: tuple[str, ...]
    processors: tuple[tuple[int, Callable[[Any], Any]], ...]
    constants: tuple[tuple[int, Any], ...]

    def takes(self, row: Mapping[str, Any]) -> bool:
        """Whether ``row`` has every parameter (a row of a batch may lack one)."""
        return all(name in row for name in self.names if name)

    def values(self, row: Mapping[str, Any]) -> list[Any]:
        values = [row[name] if name else None for name in self.names]
        for at, value in self.constants:
            values[at] = value
        for at, process in self.processors:
            values[at] = process(values[at])
        return values


@dataclass(frozen=True, slots=True)
class PreparedQuery(Prepared):
    """A query compiled for SQLite, with the type of row it gives (a named tuple of its
    columns' keys) and the result processors of the columns whose type has one."""

    row: Callable[..., Any]
    results: tuple[tuple[int, Callable[[Any], Any]], ...]

    def rows(self, found: list[tuple[Any, ...]]) -> list[Any]:
        make, results = self.row, self.results
        if not results:
            return [make(*row) for row in found]
        rows = []
        for row in found:
            values = list(row)
            for at, process in results:
                values[at] = process(values[at])
            rows.append(make(*values))
        return rows


_prepared: dict[tuple[int, int, frozenset[str]], Prepared | None] = {}
"""Per (dialect, statement, parameter names): the statement compiled, or ``None`` where it
must go through SQLAlchemy. The statements are the repositories' module-level constants."""


def prepare(dialect: Dialect, statement: Executable, names: frozenset[str]) -> Prepared | None:
    """``statement`` compiled for ``dialect`` with parameters ``names``, kept; ``None`` when
    its execution needs SQLAlchemy (see the module docstring)."""
    key = (id(dialect), id(statement), names)
    if key not in _prepared:
        _prepared[key] = _compile(dialect, statement, names)
    return _prepared[key]


def _compile(
    dialect: Dialect, statement: Executable, names: frozenset[str] | None
) -> Prepared | None:
    """``statement`` compiled, taking the parameters ``names`` (``None``: every one it
    requires, for a query)."""
    keys = None if names is None else sorted(names)
    compiled: Any = cast(Any, statement).compile(dialect=dialect, column_keys=keys)
    order = compiled.positiontup
    if order is None or compiled.insert_prefetch or compiled.update_prefetch:
        return None  # not positional, or SQLAlchemy computes a column's default in Python
    binds = [compiled.binds[name] for name in order]
    if names is None:
        names = frozenset(name for name, bind in zip(order, binds, strict=True) if bind.required)
    if any(b.expanding or b.literal_execute for b in binds):
        return None
    constants = []
    for at, (name, bind) in enumerate(zip(order, binds, strict=True)):
        if name in names:
            continue
        if bind.required or bind.callable is not None:
            return None  # a parameter the row lacks
        constants.append((at, bind.value))  # a literal of the statement itself
    taken = tuple("" if name not in names else name for name in order)
    processors = _present(b.type.dialect_impl(dialect).bind_processor(dialect) for b in binds)
    return Prepared(str(compiled), taken, processors, tuple(constants))


def _present(
    processors: Iterable[Callable[[Any], Any] | None],
) -> tuple[tuple[int, Callable[[Any], Any]], ...]:
    return tuple((at, process) for at, process in enumerate(processors) if process is not None)


_queries: dict[tuple[int, int], PreparedQuery | None] = {}


def prepare_query(dialect: Dialect, query: Select[Any]) -> PreparedQuery | None:
    """``query`` compiled for ``dialect``, kept; ``None`` when SQLAlchemy must run it."""
    key = (id(dialect), id(query))
    if key not in _queries:
        _queries[key] = compile_query(dialect, query)
    return _queries[key]


def query_statement(dialect: Dialect, query: Query) -> Prepared | None:
    """``query`` compiled for ``dialect`` (its SQL and parameters, before its rows are known);
    ``None`` when SQLAlchemy must run it."""
    return _compile(dialect, query, None)


def compile_query(
    dialect: Dialect, query: Query, coltypes: Sequence[int] | None = None
) -> PreparedQuery | None:
    """``query`` compiled; ``coltypes``: its columns' types as the driver reports them (what
    a result processor may depend on: asyncpg's for a float, PostgreSQL's type OIDs)."""
    statement = query_statement(dialect, query)
    return None if statement is None else query_rows(dialect, query, statement, coltypes)


def query_rows(
    dialect: Dialect, query: Query, statement: Prepared, coltypes: Sequence[int] | None = None
) -> PreparedQuery | None:
    """``query`` compiled as ``statement`` (:func:`query_statement`), with how its rows read
    (named tuples, its columns' result processors for ``coltypes``, see :func:`compile_query`);
    ``None`` when its columns have no plain, distinct names."""
    columns = list(query.exported_columns)  # a select's columns, or what a write returns
    keys = [column.key or "" for column in columns]
    plain = all(key.isidentifier() and not key.startswith("_") for key in keys)
    if not plain or len(set(keys)) != len(keys):
        return None
    found = coltypes if coltypes is not None else [None] * len(columns)
    results = _present(
        column.type.dialect_impl(dialect).result_processor(dialect, coltype)
        for column, coltype in zip(columns, found, strict=True)
    )
    row = namedtuple("Row", keys)  # type: ignore[misc]  # a row type per query, made here
    return PreparedQuery(
        statement.sql, statement.names, statement.processors, statement.constants, row, results
    )


async def fetch(connection: AsyncConnection, query: Select[Any], params: Mapping[str, Any]) -> Any:
    """The rows of ``query`` with ``params`` on SQLite: named tuples of its columns' keys,
    straight from sqlite3 when it can (see the module docstring), else SQLAlchemy's rows
    (:func:`storage.reads.fetch` is the form for either database)."""
    driver = _driver(connection, writing=False)
    if driver is not None:
        prepared = prepare_query(connection.dialect, query)
        if prepared is not None and prepared.takes(params):
            return prepared.rows(await driver.fetch(prepared.sql, prepared.values(params)))
    return (await connection.execute(query, params)).all()


async def pipeline(
    connection: AsyncConnection,
    statement: Executable,
    params: Params,
    *,
    rowcount: int | None = None,
) -> int:
    """Write ``statement`` with ``params`` (one row, or several as one ``executemany``) in
    ``connection``'s transaction without waiting for its result, requiring ``rowcount``
    changed rows if given; how many rows it changed, or :data:`PIPELINED` when that is known
    only at the end of the write (SQLite). On PostgreSQL it simply runs."""
    rows = [params] if isinstance(params, Mapping) else list(params)
    driver = _driver(connection, writing=True)
    if driver is not None and rows:
        prepared = prepare(connection.dialect, statement, frozenset(rows[0]))
        if prepared is not None and all(prepared.takes(row) for row in rows):
            if len(rows) == 1:
                driver.pipeline(prepared.sql, prepared.values(rows[0]), rowcount=rowcount)
            else:
                values = [prepared.values(row) for row in rows]
                driver.pipeline(prepared.sql, values, many=True, rowcount=rowcount)
            return PIPELINED
    with pipelined(rowcount=rowcount):
        result = await connection.execute(statement, params)
    return int(cast(Any, result).rowcount)


def _driver(connection: AsyncConnection, *, writing: bool) -> FewerRoundTripsConnection | None:
    """``connection``'s SQLite driver connection when a statement may go straight to it (a
    write only inside a transaction, which SQLAlchemy then commits)."""
    sync = connection.sync_connection
    if sync is None or sync.closed or sync.invalidated or (writing and not sync.in_transaction()):
        return None
    if sync.dispatch.before_cursor_execute or sync.dispatch.after_cursor_execute:
        return None  # somebody records the statements: they must go through SQLAlchemy
    if not sync.get_execution_options().get("straight", True):
        return None  # the portable path (storage.database.Database.open's fast_paths)
    driver = sync.connection.driver_connection
    return driver if isinstance(driver, FewerRoundTripsConnection) else None

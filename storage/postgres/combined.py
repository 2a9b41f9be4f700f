"""Several write statements sent as ONE PostgreSQL statement: one round trip instead of one each.

PostgreSQL runs data-modifying statements inside ``WITH`` (``WITH s0 AS (UPDATE ... RETURNING
1), s1 AS (INSERT ... RETURNING 1) SELECT (SELECT count(*) FROM s0), ...``): every part runs
exactly once, on the same snapshot, and the statement returns how many rows each part changed.
That is what the SQLite driver's ``pipelined()`` gives SQLite (statements sent without waiting
for their results, row counts checked at the end), in PostgreSQL's terms.

Only for parts that do not read one another's effects (they see the same snapshot) and never
change the same row twice; each part keeps its own SQL, with its bound parameters renamed
``s<n>_<name>`` so that parts may repeat. A part that is a bare ``INSERT`` gets its ``VALUES``
from the names of the parameters it is given, like ``connection.execute(insert(t), row)``.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Insert, Select, bindparam, func, literal_column, select
from sqlalchemy.sql.dml import UpdateBase
from sqlalchemy.sql.elements import BindParameter
from sqlalchemy.sql.visitors import replacement_traverse

Part = tuple[UpdateBase, tuple[str, ...]]
"""A write statement and the names of the parameters it is given (the shape of one call)."""


def combined_parameters(
    writes: Sequence[tuple[UpdateBase, dict[str, Any]]],
) -> tuple[Select[Any], dict[str, Any]]:
    """The statement of :func:`combined_statement` for ``writes`` (statement, parameters), and
    its parameters."""
    shape = tuple((statement, tuple(params)) for statement, params in writes)
    values = {
        f"s{n}_{name}": value
        for n, (_statement, params) in enumerate(writes)
        for name, value in params.items()
    }
    return combined_statement(shape), values


@functools.lru_cache(maxsize=128)
def combined_statement(shape: tuple[Part, ...]) -> Select[Any]:
    """The parts of ``shape`` as one statement returning one row: the number of rows each part
    changed, in order. Built once per shape (which statements, which parameters) and cached."""
    counts = []
    for n, (statement, names) in enumerate(shape):
        part = _renamed(_with_values(statement, names), f"s{n}_")
        changed = part.returning(literal_column("1")).cte(f"s{n}")
        counts.append(select(func.count()).select_from(changed).scalar_subquery().label(f"n{n}"))
    return select(*counts)


def _with_values(statement: UpdateBase, names: tuple[str, ...]) -> UpdateBase:
    """A bare ``INSERT`` with ``VALUES`` bound to ``names`` (its columns); others unchanged."""
    # ``_values``: the values an insert was given; SQLAlchemy has no public way to ask.
    if not isinstance(statement, Insert) or statement._values:
        return statement
    table = statement.table
    return statement.values({name: bindparam(name, type_=table.c[name].type) for name in names})


def _renamed(statement: UpdateBase, prefix: str) -> UpdateBase:
    """``statement`` with every bound parameter's name prefixed (same types)."""

    def rename(element: Any) -> Any:
        if isinstance(element, BindParameter):
            return bindparam(prefix + element.key, type_=element.type)
        return None

    renamed: UpdateBase = replacement_traverse(statement, {}, rename)  # type: ignore[call-overload]
    return renamed

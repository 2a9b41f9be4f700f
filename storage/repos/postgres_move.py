"""A game's last move as ONE PostgreSQL statement (data-modifying ``WITH``), when it ends alone
(:mod:`storage.repos.postgres_end` sends it straight to asyncpg).

The guarded ``UPDATE`` of the game row, its move rows and the transitions they complete are
sent as one statement; the inserts select from the update's ``RETURNING``, so a guard that
matched no row (a stale snapshot) inserts nothing and the statement says so (0 rows matched).
The write that ends a game also frees its people's slots and, when the game is rated, counts it
against its pair's daily cap in the same statement; its stats follow in the same transaction.

SQLite keeps its own path (:func:`storage.repos.game_writes.guarded_update` and pipelined
inserts in its group commit), which is already fast there.
"""

from __future__ import annotations

import functools
from typing import Any

from sqlalchemy import (
    Select,
    Table,
    bindparam,
    delete,
    func,
    literal,
    select,
)
from sqlalchemy.dialects import postgresql

from storage.models import ACTIVE_SLOTS
from storage.repos.count_reads import PAIRS, with_count_inputs
from storage.repos.game_statements import (
    GAMES,
    GUARDED_UPDATE,
    MOVES,
    TRANSITIONS,
    insert_in_order,
)

SLOTS: Table = ACTIVE_SLOTS


@functools.lru_cache(maxsize=128)
def move_in_one_statement(
    move_columns: tuple[str, ...],
    moves: int,
    transition_columns: tuple[str, ...],
    transitions: int,
    *,
    ends: bool = False,
    counts_pair: bool = False,
) -> Select[Any]:
    """The guarded ``UPDATE`` of a game, its ``moves`` move rows and its ``transitions``
    transition rows as ONE statement: in autocommit it is its own transaction, one round trip
    instead of five (``BEGIN``, the update, two inserts, ``COMMIT``).

    It returns one row: how many rows the guard matched (0 or 1) and, with ``counts_pair``, how
    many pair-cap rows it counted (1: the game is within its pair's daily cap, 0: the cap is
    full). With ``ends`` it also frees the game's slots. Every other part selects from the
    guard's ``RETURNING``: a guard that matched nothing changes nothing. Rows get their ids in
    ply order, as when inserted one after the other. Row values bind as
    ``m<n>_<column>`` and ``t<n>_<column>``, typed by their column; the pair's as ``p_pair``,
    ``p_day`` and ``p_cap``.

    Built once per shape (how many rows of each, which columns, which extras) and cached.
    """
    guarded = GUARDED_UPDATE.returning(GAMES.c.id).cte("guarded")
    counts = [select(func.count()).select_from(guarded).scalar_subquery().label("matched")]
    parts = []
    for table, prefix, columns, count in (
        (MOVES, "m", move_columns, moves),
        (TRANSITIONS, "t", transition_columns, transitions),
    ):
        if count:
            parts.append(insert_in_order(table, guarded, prefix, columns, count))
    if ends:
        freed = delete(SLOTS).where(SLOTS.c.game_id.in_(select(guarded.c.id)))
        parts.append(freed.cte("freed"))
    if counts_pair:
        counted = _count_pair(guarded).cte("counted")
        counts.append(select(func.count()).select_from(counted).scalar_subquery().label("counted"))
    statement = select(*counts)
    if counts_pair:
        statement = with_count_inputs(statement)
    for part in parts:
        statement = statement.add_cte(part)
    return statement


def _count_pair(guarded: Any) -> Any:
    """``storage.repos.results.COUNT_PAIR`` for the game the guard matched (none: nothing)."""
    row = select(
        bindparam("p_pair", type_=PAIRS.c.pair.type),
        bindparam("p_day", type_=PAIRS.c.day.type),
        literal(1),
    ).select_from(guarded)
    statement = postgresql.insert(PAIRS).from_select(["pair", "day", "games"], row)
    return statement.on_conflict_do_update(
        index_elements=[PAIRS.c.pair, PAIRS.c.day],
        set_={"games": PAIRS.c.games + 1},
        where=PAIRS.c.games < bindparam("p_cap", type_=PAIRS.c.games.type),
    ).returning(PAIRS.c.games)


def move_parameters(
    update: dict[str, Any],
    moves: list[dict[str, Any]],
    transitions: list[dict[str, Any]],
    *,
    ends: bool = False,
    pair: dict[str, Any] | None = None,
) -> tuple[Select[Any], dict[str, Any]]:
    """:func:`move_in_one_statement` for these rows (and ``pair``'s cap count with the count's
    reads, when given: ``pair`` then holds their parameters too), and its parameters."""
    move_columns = tuple(name for name in (moves[0] if moves else {}) if name != "game_id")
    transition_columns = tuple(
        name for name in (transitions[0] if transitions else {}) if name != "game_id"
    )
    params = dict(update) | (pair or {})
    for prefix, columns, rows in (
        ("m", move_columns, moves),
        ("t", transition_columns, transitions),
    ):
        for n, row in enumerate(rows):
            params.update({f"{prefix}{n}_{name}": row[name] for name in columns})
    statement = move_in_one_statement(
        move_columns,
        len(moves),
        transition_columns,
        len(transitions),
        ends=ends,
        counts_pair=pair is not None,
    )
    return statement, params

"""A move's writes as ONE PostgreSQL statement (data-modifying ``WITH``).

The guarded ``UPDATE`` of the game row, its move rows and the transitions they complete are
sent as one statement; the inserts select from the update's ``RETURNING``, so a guard that
matched no row (a stale snapshot) inserts nothing and the statement says so (0 rows matched).
The write that ends a game also frees its people's slots and, when the game is rated, counts it
against its pair's daily cap in the same statement; its stats follow in the same transaction
(:func:`storage.repos.results.record_result`).

SQLite keeps its own path (:func:`storage.repos.game_writes.guarded_update` and pipelined
inserts in its group commit), which is already fast there.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import (
    Select,
    String,
    Table,
    bindparam,
    delete,
    func,
    insert,
    literal,
    select,
    true,
    union_all,
)
from sqlalchemy import (
    cast as sql_cast,
)
from sqlalchemy.dialects import postgresql

from domain.game import Game
from domain.stats import FIRST_SEASON
from storage.models import ActiveSlotRow
from storage.rating import RatingRules
from storage.repos.game_statements import GAMES, GUARDED_UPDATE, MOVES, TRANSITIONS
from storage.repos.results import (
    CURRENT_SEASON,
    PAIRS,
    SEASONS,
    STRENGTH_COLUMNS,
    STRENGTHS,
    CountInputs,
    pair_parameters,
    rating_rows,
    stats_parameters,
    stats_query,
    strength_of,
)
from storage.stats import agent_mark, scopes_of

SLOTS: Table = ActiveSlotRow.__table__  # type: ignore[assignment]


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
    counts = [select(func.count()).select_from(guarded).scalar_subquery()]
    parts = []
    for table, prefix, columns, count in (
        (MOVES, "m", move_columns, moves),
        (TRANSITIONS, "t", transition_columns, transitions),
    ):
        if count:
            parts.append(_insert_in_order(table, guarded, prefix, columns, count))
    if ends:
        freed = delete(SLOTS).where(SLOTS.c.game_id.in_(select(guarded.c.id)))
        parts.append(freed.cte("freed"))
    if counts_pair:
        counted = _count_pair(guarded).cte("counted")
        counts.append(select(func.count()).select_from(counted).scalar_subquery())
    statement = select(*counts)
    if counts_pair:
        statement = _with_count_inputs(statement)
    for part in parts:
        statement = statement.add_cte(part)
    return statement


def _with_count_inputs(counts: Select[Any]) -> Select[Any]:
    """``counts`` (one row) beside what counting the game in the stats reads first
    (:class:`storage.repos.results.CountInputs`): the server's season, the agent's strength
    (``p_agent``, as ``strength_<column>``; null for a duel) and the players' rating rows,
    locked (``FOR UPDATE``), in the scopes of :func:`storage.stats.scopes_of`: one row per
    rating row, or one with null ratings when there is none. Read whether or not the cap
    counted the game: a full cap makes the write use none of it (the locks go at the commit,
    a moment later)."""
    season = func.coalesce(CURRENT_SEASON.scalar_subquery(), FIRST_SEASON)
    server = bindparam("p_server_id", type_=SEASONS.c.server_id.type)
    # storage.stats.scopes_of in SQL (season_scope, channel_scope): "<server>@<n>" and
    # "<server>@<n>#<channel>"; the server's and the global scope are bound (p_scope_1, 2).
    in_season = server + "@" + sql_cast(season, String)
    in_channel = in_season + "#" + bindparam("p_channel_id", type_=SEASONS.c.server_id.type)
    scopes = [bindparam("p_scope_1"), bindparam("p_scope_2"), in_season, in_channel]
    locked = stats_query(scopes).cte("locked")
    one = counts.add_columns(season.label("season")).subquery("head")
    head = one.outerjoin(STRENGTHS, STRENGTHS.c.agent == bindparam("p_agent"))
    strength = [STRENGTHS.c[name].label(f"strength_{name}") for name in STRENGTH_COLUMNS]
    return select(one, *strength, locked).select_from(head.outerjoin(locked, true()))


def _insert_in_order(
    table: Table, guarded: Any, prefix: str, columns: tuple[str, ...], count: int
) -> Any:
    """One ``INSERT ... SELECT`` of ``count`` rows into ``table`` for the game the guard matched
    (none: nothing), in ply order: ids are given in the order of the rows (PostgreSQL runs the
    parts of a ``WITH`` in no order of ours, so one part per row gave the rows reversed ids)."""
    rows = [
        select(
            guarded.c.id.label("game_id"),
            *(
                bindparam(f"{prefix}{n}_{name}", type_=table.c[name].type).label(name)
                for name in columns
            ),
        )
        for n in range(count)
    ]
    every = (union_all(*rows) if count > 1 else rows[0]).subquery(f"{prefix}_rows")
    ordered = select(every).order_by(every.c.ply)
    return insert(table).from_select(["game_id", *columns], ordered).cte(f"{prefix}_inserted")


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


def count_parameters(game: Game, now: datetime, rules: RatingRules) -> dict[str, Any]:
    """The parameters of the pair's cap count and of the count's reads, for ``game`` finished
    at ``now`` (the ``pair`` of :func:`move_parameters`)."""
    mark = agent_mark(game)
    agent = game.side(mark).agent if mark is not None else None
    where = {"p_server_id": game.server_id, "p_channel_id": game.channel_id, "p_agent": agent}
    scopes = scopes_of(game)[:2]  # the server's and the global one; the season's are read
    return pair_parameters(game, now, rules) | where | stats_parameters(game, scopes)


def count_inputs(rows: Sequence[Any]) -> CountInputs:
    """What the statement of a rated game's last move read for its count (its rows)."""
    head = rows[0]
    before, records = rating_rows(rows)
    return CountInputs(int(head.season), strength_of(head, "strength_"), before, records)

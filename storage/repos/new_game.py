"""A new game's writes as ONE PostgreSQL statement (data-modifying ``WITH``), in autocommit.

Its people's player rows (refreshed or created), the game row, its people's slots in the
channel (when the server allows one game at a time), its opening move rows and the transitions
they complete: what :func:`storage.repos.game_writes.insert_game` sends as ``BEGIN``, four or
five statements and ``COMMIT``, here one round trip and one transaction. The parts select the
game's id from the insert's ``RETURNING``; the players' rows the game refers to are checked at
the end of the statement, so a first player row inserted beside it is found.

A slot another game holds fails the statement on the slots' key (``pk_active_slots``), so
nothing of it is stored, and the refusal names who holds it
(:func:`storage.repos.game_writes.slot_taken_by_one_of`); a slot another new game is taking
at that moment is waited for, then counts as held or free.

A game over at creation (an opening that ends it: its stats are counted in its transaction)
and a rematch (its claim may be refused) keep the path of
:func:`~storage.repos.game_writes.insert_game`. SQLite keeps it too (its writes join its group
commit, already fast there).
"""

from __future__ import annotations

import functools
from datetime import datetime
from typing import Any, Final

from sqlalchemy import (
    Integer,
    Select,
    Table,
    bindparam,
    func,
    insert,
    literal_column,
    select,
    union_all,
)
from sqlalchemy.dialects import postgresql
from sqlalchemy.exc import IntegrityError

from domain.game import Game, Side
from storage.async_engine import AsyncConnection
from storage.database import Database
from storage.models import ACTIVE_SLOTS, PLAYERS
from storage.postgres.prepared import write
from storage.repos.game_statements import GAMES, MOVES, TRANSITIONS, insert_in_order
from storage.repos.game_writes import (
    MovePlan,
    game_row,
    new_game,
    people_of,
    slot_taken_by_one_of,
    transition_rows,
)

GAME_COLUMNS: tuple[str, ...] = tuple(c.name for c in GAMES.c if c.name != "id")
PLAYER_COLUMNS: tuple[str, ...] = ("user_id", "display_name", "first_seen", "last_seen")


GIVEN_ID_OR_NEXT: Final = func.coalesce(
    bindparam("g_id", type_=Integer), literal_column("nextval('games_id_seq')")
)
"""A new game's id: the one given (a rehearsal's), else the sequence's next. ``coalesce``
evaluates its second argument only when the first is null, so a given id takes nothing from the
sequence, and the rehearsal and a real game send the same statement (one prepared statement)."""


@functools.lru_cache(maxsize=64)
def new_game_in_one_statement(
    players: int,
    slots: int,
    move_columns: tuple[str, ...],
    moves: int,
    transition_columns: tuple[str, ...],
    transitions: int,
) -> Select[Any]:
    """The writes of a new game as one statement returning its id. Values bind as
    ``g_<column>`` (the game), ``u<n>_<column>`` (its ``players`` people), ``s<n>_user_id``
    (the ``slots`` people whose slot it takes, with ``p_server_id`` / ``p_channel_id``),
    ``m<n>_<column>`` and ``t<n>_<column>`` (its rows). Built once per shape and cached."""
    game = insert(GAMES).values({"id": GIVEN_ID_OR_NEXT, **_bound(GAMES, "g_", GAME_COLUMNS)})
    created = game.returning(GAMES.c.id).cte("created")
    parts: list[Any] = []
    if players:
        # Rows selected from parameters, not a multi-row VALUES: SQLAlchemy does not cache
        # the compiled form of a statement with one (compiling it cost 0.6 ms a game).
        people = [
            select(*_bound(PLAYERS, f"u{n}_", PLAYER_COLUMNS).values()) for n in range(players)
        ]
        seen = postgresql.insert(PLAYERS).from_select(
            PLAYER_COLUMNS, union_all(*people) if players > 1 else people[0]
        )
        refreshed = {name: seen.excluded[name] for name in ("display_name", "last_seen")}
        seen = seen.on_conflict_do_update(index_elements=[PLAYERS.c.user_id], set_=refreshed)
        parts.append(seen.cte("seen"))
    if slots:
        where = _bound(ACTIVE_SLOTS, "p_", ("server_id", "channel_id"))
        rows = [
            select(
                where["server_id"],
                where["channel_id"],
                bindparam(f"s{n}_user_id", type_=ACTIVE_SLOTS.c.user_id.type),
                created.c.id,
            )
            for n in range(slots)
        ]
        taken = insert(ACTIVE_SLOTS).from_select(
            ["server_id", "channel_id", "user_id", "game_id"],
            union_all(*rows) if slots > 1 else rows[0],
        )
        parts.append(taken.cte("taken"))
    for table, prefix, columns, count in (
        (MOVES, "m", move_columns, moves),
        (TRANSITIONS, "t", transition_columns, transitions),
    ):
        if count:
            parts.append(insert_in_order(table, created, prefix, columns, count))
    statement = select(created.c.id)
    for part in parts:
        statement = statement.add_cte(part)
    return statement


def _bound(table: Table, prefix: str, columns: tuple[str, ...]) -> dict[str, Any]:
    """A parameter per column, named ``prefix`` + column and typed by it."""
    return {name: bindparam(prefix + name, type_=table.c[name].type) for name in columns}


async def create_game(
    database: Database,
    server_id: str,
    channel_id: str,
    x: Side,
    o: Side,
    plan: MovePlan,
    now: datetime,
    one_per_channel: bool,
) -> Game:
    """Store a new game that goes on (not a rematch) in one statement; raises
    :class:`~storage.errors.SlotTakenError` (nothing stored) when a person's slot is held."""
    humans = people_of(x, o)
    row = game_row(server_id, channel_id, x, o, plan, now)
    slots = [user_id for user_id, _name in humans] if one_per_channel else []
    params: dict[str, Any] = {f"g_{name}": row[name] for name in GAME_COLUMNS}
    params["g_id"] = database.new_game_id()
    for n, (user_id, name) in enumerate(humans):
        params |= {f"u{n}_user_id": user_id, f"u{n}_display_name": name}
        params |= {f"u{n}_first_seen": now, f"u{n}_last_seen": now}
    if slots:
        params |= {"p_server_id": server_id, "p_channel_id": channel_id}
        params |= {f"s{n}_user_id": user_id for n, user_id in enumerate(slots)}
    moves = [r | {"played_at": now} for r in plan.rows]
    # The transitions' rows depend on the game only through its moves and people, not its id.
    transitions = transition_rows(new_game(0, row, x, o, plan), first_new_ply=0, now=now)
    for prefix, rows in (("m", moves), ("t", transitions)):
        for n, values in enumerate(rows):
            given = {name: value for name, value in values.items() if name != "game_id"}
            params |= {f"{prefix}{n}_{name}": value for name, value in given.items()}
    statement = new_game_in_one_statement(
        len(humans),
        len(slots),
        _columns(moves),
        len(moves),
        _columns(transitions),
        len(transitions),
    )

    async def work(connection: AsyncConnection) -> int:
        return int((await write(connection, statement, params))[0].id)

    try:
        game_id = await database.write_one_statement(work)
    except IntegrityError as error:
        if _violated(error) != SLOTS_KEY:
            raise
        raise await slot_taken_by_one_of(database, server_id, channel_id, x, o) from None
    return new_game(game_id, row, x, o, plan)


SLOTS_KEY = "pk_active_slots"
"""The key a slot another game holds violates."""


def _violated(error: BaseException) -> str | None:
    """The constraint asyncpg named for ``error`` (under SQLAlchemy's and its adapter's)."""
    cause: BaseException | None = error
    while cause is not None:
        name = getattr(cause, "constraint_name", None)
        if name:
            return str(name)
        cause = cause.__cause__ or getattr(cause, "orig", None)
    return None


def _columns(rows: list[dict[str, Any]]) -> tuple[str, ...]:
    return tuple(name for name in (rows[0] if rows else {}) if name != "game_id")

"""The prebuilt statements of games, moves and players: the hot path of every click.

Built once, their compiled form and cache key are reused, which is most of the cost of a short
transaction in SQLAlchemy. Bound parameter names start with ``p_`` (column names are reserved
in SET clauses). The SQL is portable, but for the reads of one game, which come in a form for
each database (``SELECT_GAME``, ``SELECT_ACTIVE_GAME``). PostgreSQL sends a move's
statements as one (:mod:`storage.postgres.moves`, built from these).
"""

from __future__ import annotations

from typing import Any, Final

from sqlalchemy import (
    Table,
    TextClause,
    bindparam,
    insert,
    literal_column,
    or_,
    select,
    text,
    union_all,
    update,
)

from domain.game import GameStatus
from storage.models import GAMES, GUARD_COLUMNS, MOVES, PLAYERS, TRANSITIONS
from storage.upserts import InsertIfNew

XP = PLAYERS.alias("xp")
"""The player on X (when a person), for their display name."""
OP = PLAYERS.alias("op")
"""The player on O (when a person), for their display name."""

GUARDED_UPDATE: Final = (
    update(GAMES)
    .where(GAMES.c.id == bindparam("p_id"), GAMES.c.version == bindparam("p_expected"))
    .values({name: bindparam(f"p_{name}", type_=GAMES.c[name].type) for name in GUARD_COLUMNS})
)
INSERT_MOVE: Final = insert(MOVES)
INSERT_TRANSITION: Final = insert(TRANSITIONS)
INSERT_GAME: Final = insert(GAMES)
SEE_PLAYER: Final = InsertIfNew(
    PLAYERS, refresh=("display_name", "last_seen"), key=(PLAYERS.c.user_id.name,)
)
"""A player's first row, or their new name and last-seen time, by dialect: one statement,
nothing to read back (two transactions racing for a new player both go on)."""
SEEN_PLAYER: Final = (
    update(PLAYERS)
    .where(PLAYERS.c.user_id == bindparam("p_user_id"))
    .values(last_seen=bindparam("p_now", type_=PLAYERS.c.last_seen.type))
)
SET_MESSAGE: Final = (
    update(GAMES)
    .where(GAMES.c.id == bindparam("p_id"))
    .values(message_id=bindparam("p_message_id"), version=GAMES.c.version + 1)
)
"""A new board message: a new ``version``, so a copy of the game that names the old board
fails a move's guard (:meth:`storage.repos.games.GamesRepository.kept_game`)."""
LOCK_MESSAGE: Final = (
    update(GAMES)
    .where(GAMES.c.id == bindparam("p_id"))
    .values(message_id=GAMES.c.message_id)
    .returning(GAMES.c.message_id, GAMES.c.version)
)
"""Lock a game's row (an update to itself: the row lock on PostgreSQL, the write lock on SQLite)
and read its board message and version: one round trip."""
GAME_WITH_NAMES: Final = (
    select(GAMES, XP.c.display_name.label("x_name"), OP.c.display_name.label("o_name"))
    .outerjoin(XP, XP.c.user_id == GAMES.c.x_user_id)
    .outerjoin(OP, OP.c.user_id == GAMES.c.o_user_id)
)
"""Game rows with their players' names; the base of the reads that filter by a clause."""

# The reads of every click and start, in one statement each. SQLite's: the game row
# (repeated) with one move per row, in order (a single row with no cell before the first move).
# PostgreSQL's: one row, the moves' cells as one array (``move_cells``), so a game of nine moves
# is one row to send and convert instead of nine (a read of a game of six moves: 135-147 µs of
# the client's CPU instead of 160-167).
GAME_WITH_CELLS: Final = (
    select(
        GAMES,
        XP.c.display_name.label("x_name"),
        OP.c.display_name.label("o_name"),
        MOVES.c.cell.label("move_cell"),
    )
    .outerjoin(XP, XP.c.user_id == GAMES.c.x_user_id)
    .outerjoin(OP, OP.c.user_id == GAMES.c.o_user_id)
    .outerjoin(MOVES, MOVES.c.game_id == GAMES.c.id)
)
MOVE_CELLS: Final = (
    # In SQL text: SQLAlchemy's ``aggregate_order_by`` would load its PostgreSQL dialect in
    # every SQLite process too, slowing its start.
    select(literal_column("array_agg(moves.cell ORDER BY moves.ply)"))
    .select_from(MOVES)
    .where(MOVES.c.game_id == GAMES.c.id)
    .scalar_subquery()
    .label("move_cells")
)
"""PostgreSQL: a game's cells in ply order, as an array (null before the first move)."""
GAME_WITH_CELL_ARRAY: Final = GAME_WITH_NAMES.add_columns(MOVE_CELLS)
ACTIVE_GAME_ID: Final = (
    select(GAMES.c.id)
    .where(
        GAMES.c.status == GameStatus.ACTIVE.value,
        GAMES.c.server_id == bindparam("p_server_id"),
        GAMES.c.channel_id == bindparam("p_channel_id"),
        or_(
            GAMES.c.x_user_id == bindparam("p_user_id"),
            GAMES.c.o_user_id == bindparam("p_user_id"),
        ),
    )
    .order_by(GAMES.c.id.desc())
    .limit(1)
    .scalar_subquery()
)
SELECT_GAME: Final = {
    "sqlite": GAME_WITH_CELLS.where(GAMES.c.id == bindparam("p_id")).order_by(MOVES.c.ply),
    "postgresql": GAME_WITH_CELL_ARRAY.where(GAMES.c.id == bindparam("p_id")),
}
"""Game ``p_id`` with its moves, by database (:func:`storage.repos.game_rows.load_one_game`)."""
SELECT_ACTIVE_GAME: Final = {
    "sqlite": GAME_WITH_CELLS.where(GAMES.c.id == ACTIVE_GAME_ID).order_by(MOVES.c.ply),
    "postgresql": GAME_WITH_CELL_ARRAY.where(GAMES.c.id == ACTIVE_GAME_ID),
}
"""The active game of ``p_user_id`` in ``p_channel_id`` of ``p_server_id``, by database."""

# The one-active-game-per-person-per-channel slots (``active_slots``). ``ON CONFLICT DO NOTHING``
# (SQLite and PostgreSQL alike) turns a taken slot into a row count, not an error, so the write
# can say whose slot it was instead of failing the whole transaction on a constraint.
TAKE_SLOTS: Final[dict[int, TextClause]] = {
    count: text(
        "INSERT INTO active_slots (server_id, channel_id, user_id, game_id) VALUES "
        + ", ".join(f"(:p_server_id, :p_channel_id, :p_user_{i}, :p_game_id)" for i in range(count))
        + " ON CONFLICT DO NOTHING"
    )
    for count in (1, 2)
}
"""Take the slots of one or two people for a new game, by how many people play it."""
SLOT_HOLDER: Final = text(
    "SELECT user_id, game_id FROM active_slots WHERE server_id = :p_server_id "
    "AND channel_id = :p_channel_id AND user_id IN (:p_user_0, :p_user_1) "
    "AND game_id <> :p_game_id ORDER BY user_id"
)
"""Whose slot another game holds (the people of a refused new game)."""
FREE_SLOTS: Final = text("DELETE FROM active_slots WHERE game_id = :p_id")
"""Free the slots of a game that ended."""


def insert_in_order(
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

"""Game rows to :class:`domain.game.Game` snapshots, and the reads that load them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import Select, select

from domain.game import Game, GameStatus, Side
from engine import Board, Mark
from storage.async_engine import AsyncConnection
from storage.models import GAMES, MOVES
from storage.reads import fetch
from storage.repos.game_statements import GAME_WITH_NAMES


async def load_one_game(
    connection: AsyncConnection, query: Mapping[str, Select[Any]], parameters: dict[str, Any]
) -> Game | None:
    """The game of a prebuilt ``query`` by database (``SELECT_GAME``...), read straight from
    the driver (every click reads its game): on SQLite one row per move, on PostgreSQL one row
    with the cells as an array."""
    dialect = connection.dialect.name
    rows = await fetch(connection, query[dialect], parameters)
    if not rows:
        return None
    if dialect == "postgresql":
        return game_record(rows[0], tuple(rows[0].move_cells or ()))
    cells = tuple(row.move_cell for row in rows if row.move_cell is not None)
    return game_record(rows[0], cells)


async def load_games(
    connection: AsyncConnection,
    where: Any,
    *,
    newest_first: bool = False,
    order: Sequence[Any] | None = None,
    limit: int | None = None,
) -> list[Game]:
    """The games matching ``where`` (oldest first unless told), each with its moves."""
    if order is None:
        order = (GAMES.c.id.desc(),) if newest_first else (GAMES.c.id,)
    query = GAME_WITH_NAMES.where(where).order_by(*order)
    if limit is not None:
        query = query.limit(limit)
    rows = (await connection.execute(query)).all()
    if not rows:
        return []
    ids = [row.id for row in rows]
    moves: dict[int, list[int]] = {i: [] for i in ids}
    for game_id, cell in await connection.execute(
        select(MOVES.c.game_id, MOVES.c.cell)
        .where(MOVES.c.game_id.in_(ids))
        .order_by(MOVES.c.game_id, MOVES.c.ply)
    ):
        moves[game_id].append(cell)
    return [game_record(g, tuple(moves[g.id])) for g in rows]


async def load_finished_games(connection: AsyncConnection) -> list[Game]:
    """Every finished game, in the order they finished."""
    return await load_games(
        connection,
        GAMES.c.status != GameStatus.ACTIVE.value,
        order=(GAMES.c.finished_at, GAMES.c.id),
    )


def side_record(
    user_id: str | None,
    name: str | None,
    agent: str | None,
    version: str | None,
    rating: float | None,
) -> Side:
    """One side of a game row: the person on it, else the agent."""
    if user_id is not None:
        return Side.human(user_id, name or user_id)
    assert agent is not None
    return Side.bot(agent, version, rating)


def game_record(g: Any, moves: tuple[int, ...]) -> Game:
    """A :class:`~domain.game.Game` from a game row with its players' names (``x_name``,
    ``o_name``)."""
    return Game(
        id=g.id,
        server_id=g.server_id,
        channel_id=g.channel_id,
        x=side_record(g.x_user_id, g.x_name, g.x_agent, g.x_agent_version, g.x_agent_rating),
        o=side_record(g.o_user_id, g.o_name, g.o_agent, g.o_agent_version, g.o_agent_rating),
        board=Board(g.board),
        moves=moves,
        status=GameStatus(g.status),
        winner=Mark(g.winner) if g.winner else None,
        version=g.version,
        message_id=g.message_id,
        created_at=g.created_at,
        updated_at=g.updated_at,
        finished_at=g.finished_at,
    )

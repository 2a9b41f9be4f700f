"""The steps of writing a game: moves checked against the rules, the game row and its moves
inserted or guarded-updated, players refreshed and the transitions a write completes.

Shared by the games repository and the challenges repository (accepting a duel starts a game).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any, cast

from sqlalchemy.ext.asyncio import AsyncConnection

from domain.game import Game, GameStatus, Side
from engine import Board, GameOverError, Mark
from storage.errors import VersionConflictError
from storage.repos.base import rowcount
from storage.repos.game_statements import (
    GUARDED_UPDATE,
    INSERT_GAME,
    INSERT_MOVE,
    INSERT_PLAYER,
    INSERT_TRANSITION,
    TOUCH_PLAYER,
)
from storage.repos.results import record_result
from storage.sqlite import pipelined
from storage.transitions import Decider, Result, completed_transitions


class MovePlan:
    """Moves checked against the rules before any write: rows to insert and where they lead."""

    __slots__ = ("board", "rows", "status")

    def __init__(self, board: Board, rows: list[dict[str, Any]], status: GameStatus) -> None:
        self.board = board
        self.rows = rows
        self.status = status


def plan_moves(start: Board, cells: Iterable[int]) -> MovePlan:
    """Play ``cells`` from ``start``; an illegal one raises the engine's error, nothing written."""
    board = start
    rows = []
    for cell in cells:
        if board.is_over:
            raise GameOverError(f"the game is over; cell {cell} cannot be played")
        after = board.play(cell)
        rows.append(
            {
                "ply": board.ply,
                "side": board.to_move.value,
                "cell": cell,
                "board_before": board.cells,
            }
        )
        board = after
    if board.winner is not None:
        status = GameStatus.WON
    elif board.is_draw:
        status = GameStatus.DRAWN
    else:
        status = GameStatus.ACTIVE
    return MovePlan(board, rows, status)


def check_sides(x: Side, o: Side) -> None:
    """Refuse a game where one person plays both sides."""
    if x.user_id is not None and x.user_id == o.user_id:
        raise ValueError("a player cannot play both sides of a game")


async def touch_players(
    connection: AsyncConnection, players: Iterable[tuple[str, str]], now: datetime
) -> None:
    """Refresh each (user id, name) player, creating the ones never seen. Update first, so the
    transaction holds the write lock before it decides to insert."""
    for user_id, name in players:
        result = await connection.execute(
            TOUCH_PLAYER, {"p_user_id": user_id, "p_name": name, "p_now": now}
        )
        if rowcount(result) == 0:
            await connection.execute(
                INSERT_PLAYER,
                {"user_id": user_id, "display_name": name, "first_seen": now, "last_seen": now},
            )


async def insert_game(
    connection: AsyncConnection,
    server_id: str,
    channel_id: str,
    x: Side,
    o: Side,
    plan: MovePlan,
    now: datetime,
) -> Game:
    """Insert a new game with its planned opening moves (and, if they end it, its result)."""
    humans = [(s.user_id, s.name) for s in (x, o) if s.user_id is not None]
    await touch_players(connection, humans, now)
    finished = plan.status is not GameStatus.ACTIVE
    result = await connection.execute(
        INSERT_GAME,
        {
            "server_id": server_id,
            "channel_id": channel_id,
            "x_user_id": x.user_id,
            "x_agent": x.agent,
            "x_agent_version": x.agent_version,
            "x_agent_rating": x.agent_rating,
            "o_user_id": o.user_id,
            "o_agent": o.agent,
            "o_agent_version": o.agent_version,
            "o_agent_rating": o.agent_rating,
            "status": plan.status.value,
            "winner": plan.board.winner.value if plan.board.winner else None,
            "board": plan.board.cells,
            "to_move": plan.board.to_move.value,
            "ply": plan.board.ply,
            "version": 1,
            "created_at": now,
            "updated_at": now,
            "finished_at": now if finished else None,
            "message_id": None,
        },
    )
    game_id = int(cast(Any, result.inserted_primary_key)[0])
    if plan.rows:
        await connection.execute(
            INSERT_MOVE, [r | {"game_id": game_id, "played_at": now} for r in plan.rows]
        )
    game = Game(
        id=game_id,
        server_id=server_id,
        channel_id=channel_id,
        x=x,
        o=o,
        board=plan.board,
        moves=tuple(r["cell"] for r in plan.rows),
        status=plan.status,
        winner=plan.board.winner,
        version=1,
        message_id=None,
        created_at=now,
        updated_at=now,
        finished_at=now if finished else None,
    )
    if plan.rows:
        await insert_transitions(connection, game, first_new_ply=0, now=now)
    if finished:
        await record_result(connection, game, now)
    return game


async def guarded_update(connection: AsyncConnection, old: Game, new: Game) -> None:
    """``UPDATE games ... WHERE id = :id AND version = :expected``; refuse when no row matched.

    Pipelined on SQLite: the row count is then checked on the connection thread, and a miss
    raises :class:`~storage.sqlite.RowCountError` from the next awaited statement or the
    commit (the write path turns it into :class:`VersionConflictError`).
    """
    with pipelined(rowcount=1):
        result = await connection.execute(
            GUARDED_UPDATE,
            {
                "p_id": old.id,
                "p_expected": old.version,
                "p_board": new.board.cells,
                "p_to_move": new.board.to_move.value,
                "p_ply": new.board.ply,
                "p_status": new.status.value,
                "p_winner": new.winner.value if new.winner else None,
                "p_version": new.version,
                "p_updated_at": new.updated_at,
                "p_finished_at": new.finished_at,
            },
        )
    if rowcount(result) == 0:  # known at once off the pipeline (e.g. PostgreSQL)
        raise VersionConflictError(old.id, old.version)


def deciders(game: Game) -> dict[Mark, Decider]:
    """Who decides each side's moves: the agent (and its version), or the person."""
    found = {}
    for mark in (Mark.X, Mark.O):
        side = game.side(mark)
        if side.agent is not None:
            found[mark] = Decider("agent", side.agent, side.agent_version)
        else:
            assert side.user_id is not None
            found[mark] = Decider("human", side.user_id)
    return found


async def insert_transitions(
    connection: AsyncConnection,
    game: Game,
    *,
    first_new_ply: int,
    now: datetime,
    probabilities: Mapping[int, float] | None = None,
) -> None:
    """Insert the transitions this write completes (human-vs-agent games only), each agent
    decision with the probability ``probabilities`` gives its ply (issue 11)."""
    if not game.is_human_vs_agent:
        return
    result: Result = None
    if not game.is_active:
        result = game.winner if game.winner is not None else "draw"
    rows = completed_transitions(
        game.moves,
        first_new_ply,
        deciders(game),
        result,
        game_id=game.id,
        now=now,
        probabilities=probabilities,
    )
    if rows:
        await connection.execute(INSERT_TRANSITION, rows)

"""The steps of writing a game: moves checked against the rules, the game row and its moves
inserted or guarded-updated, players refreshed and the transitions a write completes.

Shared by the games repository and the challenges repository (accepting a duel starts a game).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any, cast

from domain.game import Game, GameStatus, Side
from engine import Board, GameOverError, Mark
from storage.async_engine import AsyncConnection
from storage.database import Database
from storage.errors import SlotTakenError, VersionConflictError
from storage.models import GUARD_COLUMNS
from storage.repos.game_statements import (
    FREE_SLOTS,
    GUARDED_UPDATE,
    INSERT_GAME,
    INSERT_MOVE,
    INSERT_TRANSITION,
    SEE_PLAYER,
    SLOT_HOLDER,
    TAKE_SLOTS,
)
from storage.repos.results import record_result
from storage.sqlite import PIPELINED, pipeline
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
    """Refresh each (user id, name) player, creating the ones never seen; each player's row is
    then locked until the transaction ends. One upsert per player whose result is not read,
    so on SQLite it is pipelined (no wait); a first row another transaction is inserting at
    the same time is waited for and then updated, never a unique-key error."""
    rows = [
        {"user_id": user_id, "display_name": name, "first_seen": now, "last_seen": now}
        for user_id, name in players
    ]
    if rows:
        await pipeline(connection, SEE_PLAYER[connection.dialect.name], rows)


async def insert_game(
    connection: AsyncConnection,
    server_id: str,
    channel_id: str,
    x: Side,
    o: Side,
    plan: MovePlan,
    now: datetime,
    *,
    one_per_channel: bool = False,
) -> Game:
    """Insert a new game with its planned opening moves (and, if they end it, its result).

    With ``one_per_channel`` (the server does not allow several games at once) the game takes
    its people's slots in ``active_slots`` in the same transaction; a person who holds one
    already makes the whole write fail with :class:`~storage.errors.SlotTakenError`.
    """
    humans = people_of(x, o)
    await touch_players(connection, humans, now)
    row = game_row(server_id, channel_id, x, o, plan, now)
    result = await connection.execute(INSERT_GAME, row)
    game_id = int(cast(Any, result.inserted_primary_key)[0])
    if one_per_channel and humans and row["finished_at"] is None:
        await take_slots(connection, server_id, channel_id, [h[0] for h in humans], game_id)
    if plan.rows:
        await connection.execute(
            INSERT_MOVE, [r | {"game_id": game_id, "played_at": now} for r in plan.rows]
        )
    game = new_game(game_id, row, x, o, plan)
    if plan.rows:
        await insert_transitions(connection, game, first_new_ply=0, now=now)
    if game.finished_at is not None:
        await record_result(connection, game, now)
    return game


def game_row(
    server_id: str, channel_id: str, x: Side, o: Side, plan: MovePlan, now: datetime
) -> dict[str, Any]:
    """The columns of a new game's row (``INSERT_GAME``'s parameters), its opening played."""
    finished = plan.status is not GameStatus.ACTIVE
    return {
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
    }


def new_game(game_id: int, row: Mapping[str, Any], x: Side, o: Side, plan: MovePlan) -> Game:
    """The game a new row (:func:`game_row`) stored under ``game_id`` is."""
    return Game(
        id=game_id,
        server_id=row["server_id"],
        channel_id=row["channel_id"],
        x=x,
        o=o,
        board=plan.board,
        moves=tuple(r["cell"] for r in plan.rows),
        status=plan.status,
        winner=plan.board.winner,
        version=1,
        message_id=None,
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        finished_at=row["finished_at"],
    )


def people_of(x: Side, o: Side) -> list[tuple[str, str]]:
    """The people (user id, name) of a game, in the order their rows are locked."""
    return sorted((s.user_id, s.name) for s in (x, o) if s.user_id is not None)


async def slot_taken_by_one_of(
    database: Database, server_id: str, channel_id: str, x: Side, o: Side
) -> SlotTakenError:
    """After a new game's write failed its slots' row count (SQLite, see :func:`take_slots`)
    and was rolled back: the refusal, read on a connection of its own."""
    ids = [user_id for user_id, _name in people_of(x, o)]
    return await database.read(lambda c: slot_taken(c, server_id, channel_id, ids))


async def take_slots(
    connection: AsyncConnection,
    server_id: str,
    channel_id: str,
    user_ids: list[str],
    game_id: int,
) -> None:
    """Take the channel's active-game slot of each of ``user_ids`` for ``game_id``; a person
    whose slot another game holds refuses the whole write.

    On PostgreSQL an insert that meets a slot another transaction is taking waits for it to
    commit or roll back, then counts it, and a short count raises
    :class:`~storage.errors.SlotTakenError` (see :func:`slot_taken`) at once. On SQLite (the
    writer holds the file's write lock) the insert is pipelined, so a new game waits for no
    result: a short count fails the write at its end with
    :class:`~storage.sqlite.RowCountError`, which the repository turns into
    :func:`slot_taken` once the write is rolled back.
    """
    where = {"p_server_id": server_id, "p_channel_id": channel_id, "p_game_id": game_id}
    users = {f"p_user_{i}": user_id for i, user_id in enumerate(user_ids)}
    taken = await pipeline(
        connection, TAKE_SLOTS[len(user_ids)], where | users, rowcount=len(user_ids)
    )
    if taken in (PIPELINED, len(user_ids)):
        return
    raise await slot_taken(connection, server_id, channel_id, user_ids, game_id)


async def slot_taken(
    connection: AsyncConnection,
    server_id: str,
    channel_id: str,
    user_ids: list[str],
    game_id: int = 0,
) -> SlotTakenError:
    """The refusal of a new game (``game_id``, 0 when rolled back already) for
    ``user_ids``: naming a person whose slot in the channel another game holds."""
    where = {"p_server_id": server_id, "p_channel_id": channel_id, "p_game_id": game_id}
    holders = await connection.execute(
        SLOT_HOLDER, where | {"p_user_0": user_ids[0], "p_user_1": user_ids[-1]}
    )
    holder = holders.first()
    if holder is None:  # freed meanwhile, between the two statements: still refused
        return SlotTakenError(user_ids[0], None)
    return SlotTakenError(str(holder[0]), int(holder[1]))


def guard_parameters(old: Game, new: Game) -> dict[str, Any]:
    """The parameters of ``GUARDED_UPDATE`` taking the game row from ``old`` to ``new``: its
    guard, and each of :data:`~storage.models.GUARD_COLUMNS` as ``p_<column>``."""
    values = {
        "board": new.board.cells,
        "to_move": new.board.to_move.value,
        "ply": new.board.ply,
        "status": new.status.value,
        "winner": new.winner.value if new.winner else None,
        "version": new.version,
        "updated_at": new.updated_at,
        "finished_at": new.finished_at,
    }
    return {"p_id": old.id, "p_expected": old.version} | {
        f"p_{name}": values[name] for name in GUARD_COLUMNS
    }


async def guarded_update(connection: AsyncConnection, old: Game, new: Game) -> None:
    """``UPDATE games ... WHERE id = :id AND version = :expected``; refuse when no row matched.

    Pipelined on SQLite: the row count is then checked on the connection thread, and a miss
    raises :class:`~storage.sqlite.RowCountError` from the next awaited statement or the
    commit (the write path turns it into :class:`VersionConflictError`).
    """
    if await pipeline(connection, GUARDED_UPDATE, guard_parameters(old, new), rowcount=1) == 0:
        raise VersionConflictError(old.id, old.version)  # known at once off SQLite
    if not new.is_active:  # the write that ends a game frees its people's slots
        await pipeline(connection, FREE_SLOTS, {"p_id": old.id})


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
    decision with the probability ``probabilities`` gives its ply."""
    rows = transition_rows(game, first_new_ply=first_new_ply, now=now, probabilities=probabilities)
    if rows:
        await pipeline(connection, INSERT_TRANSITION, rows)


def transition_rows(
    game: Game,
    *,
    first_new_ply: int,
    now: datetime,
    probabilities: Mapping[int, float] | None = None,
) -> list[dict[str, Any]]:
    """The rows of the transitions a write taking ``game`` to its state completes (none
    unless a person plays an agent)."""
    if not game.is_human_vs_agent:
        return []
    result: Result = None
    if not game.is_active:
        result = game.winner if game.winner is not None else "draw"
    return completed_transitions(
        game.moves,
        first_new_ply,
        deciders(game),
        result,
        game_id=game.id,
        now=now,
        probabilities=probabilities,
    )

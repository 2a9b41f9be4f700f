"""What the database holds, read straight from its tables, for tests that check stored state.

The bot never needs these reads (it reads a game with its moves, and transitions only to
retrain), so they live here rather than as repository methods only tests would call; reading
the tables directly also checks what was written independently of the repository's own reads.
"""

from __future__ import annotations

from sqlalchemy import or_, select

from domain.game import GameStatus, Move
from domain.transitions import Transition
from engine import Mark
from storage import Repository
from storage.models import GAMES, MOVES, TRANSITIONS
from storage.repos.agents import transition_record


async def active_game_ids(
    repo: Repository,
    *,
    user_id: str | None = None,
    server_id: str | None = None,
) -> list[int]:
    """The ids of the active games, newest first, of ``user_id`` and in ``server_id`` when
    given."""
    query = select(GAMES.c.id).where(GAMES.c.status == GameStatus.ACTIVE.value)
    if user_id is not None:
        query = query.where(or_(GAMES.c.x_user_id == user_id, GAMES.c.o_user_id == user_id))
    if server_id is not None:
        query = query.where(GAMES.c.server_id == server_id)
    async with repo.engine.connect() as connection:
        return list((await connection.scalars(query.order_by(GAMES.c.id.desc()))).all())


async def stored_moves(repo: Repository, game_id: int) -> list[Move]:
    """The move rows of a game, in order."""
    query = select(MOVES).where(MOVES.c.game_id == game_id).order_by(MOVES.c.ply)
    async with repo.engine.connect() as connection:
        rows = await connection.execute(query)
        return [
            Move(r.game_id, r.ply, Mark(r.side), r.cell, r.board_before, r.played_at) for r in rows
        ]


async def stored_transitions(repo: Repository, game_id: int) -> list[Transition]:
    """The transitions logged for one game, by ply."""
    query = select(TRANSITIONS).where(TRANSITIONS.c.game_id == game_id)
    async with repo.engine.connect() as connection:
        rows = await connection.execute(query.order_by(TRANSITIONS.c.ply))
        return [transition_record(r) for r in rows]

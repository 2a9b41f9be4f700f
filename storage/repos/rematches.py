"""Rematch: the one rematch of a finished game, claimed in the transaction that
starts it, and the look-up of a game's rematch.

The claim is a row of ``rematches`` keyed by the finished game. ``ON CONFLICT DO NOTHING``
(SQLite and PostgreSQL alike) turns a second claim into a row count of 0, not a failed
statement, so the write can say which game got there first; raising then rolls back the whole
transaction, the new game included. On PostgreSQL a claim that meets one another transaction
is making waits for it to commit or roll back; on SQLite the writer holds the file's lock.
"""

from __future__ import annotations

from datetime import datetime
from typing import Final

from sqlalchemy import bindparam, select, text

from storage.async_engine import AsyncConnection
from storage.errors import RematchTakenError
from storage.models import REMATCHES
from storage.repos.base import rowcount

CLAIM_REMATCH: Final = text(
    "INSERT INTO rematches (game_id, rematch_id, created_at) "
    "VALUES (:p_game_id, :p_rematch_id, :p_now) ON CONFLICT DO NOTHING"
).bindparams(bindparam("p_now", type_=REMATCHES.c.created_at.type))
REMATCH_OF: Final = select(REMATCHES.c.rematch_id).where(
    REMATCHES.c.game_id == bindparam("p_game_id")
)


async def claim_rematch(
    connection: AsyncConnection, game_id: int, rematch_id: int, now: datetime
) -> None:
    """Record ``rematch_id`` as the rematch of ``game_id``, or raise
    :class:`~storage.errors.RematchTakenError` naming the rematch that has it already."""
    values = {"p_game_id": game_id, "p_rematch_id": rematch_id, "p_now": now}
    if rowcount(await connection.execute(CLAIM_REMATCH, values)) == 1:
        return
    raise RematchTakenError(game_id, await rematch_of(connection, game_id))


async def rematch_of(connection: AsyncConnection, game_id: int) -> int | None:
    """The game that rematched ``game_id``, if any."""
    found = await connection.scalar(REMATCH_OF, {"p_game_id": game_id})
    return None if found is None else int(found)

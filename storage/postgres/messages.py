"""A game's board message swapped by ONE PostgreSQL statement, in autocommit.

:meth:`storage.repos.games.GamesRepository.swap_message` locks the game's row, reads its live
board, decides and writes: ``BEGIN``, two statements and ``COMMIT``. Here the row is locked and
read by a sub-select (``FOR UPDATE``: a swap committing meanwhile is waited for, and then its
board is the one read) and rewritten by the same statement, which returns the board it read:
one round trip. The rule is :func:`storage.repos.games.keeps_live_board`, in SQL.
"""

from __future__ import annotations

from typing import Any, Final

from sqlalchemy import TextualSelect, bindparam, text

from storage.models import GAMES

SWAP_MESSAGE: Final[TextualSelect] = (
    text(
        "UPDATE games SET message_id = CASE WHEN old.keeps THEN old.live ELSE :p_new END,"
        " version = games.version + CASE WHEN old.keeps THEN 0 ELSE 1 END"
        " FROM (SELECT id, message_id AS live, message_id IS NOT NULL AND (message_id = :p_new"
        " OR (message_id ~ '^[0-9]+$' AND :p_new ~ '^[0-9]+$'"
        " AND CAST(message_id AS numeric) > CAST(:p_new AS numeric))) AS keeps"
        " FROM games WHERE id = :p_id FOR UPDATE) AS old"
        " WHERE games.id = old.id RETURNING old.live, games.version"
    )
    .bindparams(
        bindparam("p_id", type_=GAMES.c.id.type),
        bindparam("p_new", type_=GAMES.c.message_id.type),
    )
    .columns(live=GAMES.c.message_id.type, version=GAMES.c.version.type)
)
"""Keep the live board (``old.live``) when it is the new one or newer (``old.keeps``), else
make the new one live and bump ``version`` (as :data:`~storage.repos.game_statements.SET_MESSAGE`
does); returns the board that was live and the game's version after it (no row: no such
game)."""


def swap_parameters(game_id: int, message_id: str) -> dict[str, Any]:
    return {"p_id": game_id, "p_new": message_id}

"""The levels repository: what the fair level reads to set a member's level.

The fair level keeps no state of its own: each of its games records the level it was played at
(its agent version) and its result, so a member's next level follows from their last finished
game against it — read here, the same in every process and after any restart.
"""

from __future__ import annotations

from sqlalchemy import and_, or_

from domain.game import Game, GameStatus
from storage.models import GAMES
from storage.repos.base import RepositoryCore
from storage.repos.game_rows import load_games


class LevelsRepository(RepositoryCore):
    """Reads of a member's games against one agent."""

    async def last_finished_game_against(
        self, user_id: str, server_id: str, agent: str
    ) -> Game | None:
        """The member's most recently finished game against ``agent`` in this server."""
        clauses = [
            GAMES.c.status != GameStatus.ACTIVE.value,
            GAMES.c.server_id == server_id,
            or_(
                and_(GAMES.c.x_user_id == user_id, GAMES.c.o_agent == agent),
                and_(GAMES.c.o_user_id == user_id, GAMES.c.x_agent == agent),
            ),
        ]
        games = await self._db.read(
            lambda c: load_games(
                c, and_(*clauses), order=(GAMES.c.finished_at.desc(), GAMES.c.id.desc()), limit=1
            )
        )
        return games[0] if games else None

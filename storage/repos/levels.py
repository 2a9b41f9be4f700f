"""The levels repository: what the fair level reads to set a member's level.

The fair level keeps no state of its own: each of its games records the level it was played at
(its agent version) and its result, so a member's next level follows from their finished
games against it — read here, the same in every process and after any restart. For a member
it knows little about it also reads people's games against the agents (the member's, their
server's, everyone's), which the people models it predicts the member's level from are fitted
on.
"""

from __future__ import annotations

from sqlalchemy import and_, or_

from domain.game import Game, GameStatus
from storage.models import GAMES
from storage.repos.base import RepositoryCore
from storage.repos.game_rows import load_games

_NEWEST_FINISHED = (GAMES.c.finished_at.desc(), GAMES.c.id.desc())


class LevelsRepository(RepositoryCore):
    """Reads of a member's games against one agent, and of people's games against agents."""

    async def finished_games_against(
        self, user_id: str, server_id: str, agent: str, *, limit: int
    ) -> list[Game]:
        """The member's ``limit`` most recently finished games against ``agent`` in this
        server, newest first."""
        clauses = [
            GAMES.c.status != GameStatus.ACTIVE.value,
            GAMES.c.server_id == server_id,
            or_(
                and_(GAMES.c.x_user_id == user_id, GAMES.c.o_agent == agent),
                and_(GAMES.c.o_user_id == user_id, GAMES.c.x_agent == agent),
            ),
        ]
        return await self._db.read(
            lambda c: load_games(c, and_(*clauses), order=_NEWEST_FINISHED, limit=limit)
        )

    async def people_games(
        self, *, limit: int, server_id: str | None = None, user_id: str | None = None
    ) -> list[Game]:
        """The ``limit`` newest finished games of a person against an agent (any agent),
        newest first: in ``server_id`` (every place when ``None``), of ``user_id`` (every
        person when ``None``)."""
        person_x = and_(GAMES.c.x_user_id.is_not(None), GAMES.c.o_agent.is_not(None))
        person_o = and_(GAMES.c.o_user_id.is_not(None), GAMES.c.x_agent.is_not(None))
        if user_id is not None:
            person_x = and_(person_x, GAMES.c.x_user_id == user_id)
            person_o = and_(person_o, GAMES.c.o_user_id == user_id)
        clauses = [GAMES.c.status != GameStatus.ACTIVE.value, or_(person_x, person_o)]
        if server_id is not None:
            clauses.append(GAMES.c.server_id == server_id)
        return await self._db.read(
            lambda c: load_games(c, and_(*clauses), newest_first=True, limit=limit)
        )

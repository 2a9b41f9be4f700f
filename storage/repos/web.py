"""The website's reads: only what servers made public (``server_settings.web = 'public'``).

A server is on the website once its admins choose ``/ttt-admin web public``; until then its
leaderboard, its games and the people seen only there answer as if they did not exist. A
person is shown on the global pages once they have finished a game in a public server. DMs and
group DMs (:data:`domain.places.NO_SERVER`) are never public.
"""

from __future__ import annotations

from typing import Any, Final

from sqlalchemy import and_, exists, func, or_, select, union

from domain.game import Game, GameStatus
from domain.places import NO_SERVER
from domain.stats import GLOBAL_SCOPE, MIN_RANKED_GAMES, LeaderboardRow
from storage.async_engine import AsyncConnection
from storage.models import GAMES, PLAYERS, RATINGS, SERVER_SETTINGS
from storage.repos.base import RepositoryCore
from storage.repos.game_rows import load_games
from storage.repos.stats import board_row

PUBLIC: Final = "public"
"""The value of ``server_settings.web`` that puts a server on the website."""

PUBLIC_SERVERS: Final = select(SERVER_SETTINGS.c.server_id).where(
    SERVER_SETTINGS.c.web == PUBLIC, SERVER_SETTINGS.c.server_id != NO_SERVER
)
"""The ids of the servers on the website."""

FINISHED: Final = GAMES.c.status != GameStatus.ACTIVE.value

PUBLIC_PEOPLE: Final = union(
    select(GAMES.c.x_user_id.label("user_id")).where(
        GAMES.c.server_id.in_(PUBLIC_SERVERS), GAMES.c.x_user_id.is_not(None), FINISHED
    ),
    select(GAMES.c.o_user_id.label("user_id")).where(
        GAMES.c.server_id.in_(PUBLIC_SERVERS), GAMES.c.o_user_id.is_not(None), FINISHED
    ),
)
"""The people who finished a game in a public server: the only ones a global page names."""


class WebRepository(RepositoryCore):
    """Reads for the website; each returns nothing for what is not public."""

    async def is_public_server(self, server_id: str) -> bool:
        """Whether ``server_id``'s admins put it on the website."""

        if server_id == NO_SERVER:
            return False
        public = and_(SERVER_SETTINGS.c.server_id == server_id, SERVER_SETTINGS.c.web == PUBLIC)

        async def work(connection: AsyncConnection) -> bool:
            return bool(await connection.scalar(select(exists().where(public))))

        return await self._db.read(work)

    async def is_public_person(self, user_id: str) -> bool:
        """Whether ``user_id`` finished a game in a public server."""
        shown = or_(GAMES.c.x_user_id == user_id, GAMES.c.o_user_id == user_id)

        async def work(connection: AsyncConnection) -> bool:
            query = select(exists().where(shown, FINISHED, GAMES.c.server_id.in_(PUBLIC_SERVERS)))
            return bool(await connection.scalar(query))

        return await self._db.read(work)

    async def public_leaderboard(
        self,
        scope: str = GLOBAL_SCOPE,
        *,
        limit: int = 50,
        name: str | None = None,
        min_games: int = MIN_RANKED_GAMES,
    ) -> list[LeaderboardRow]:
        """The best-rated people of ``scope`` whom the website may show (in the global scope,
        those of :data:`PUBLIC_PEOPLE`; a server's scope is asked only once the server is
        public), ranked among themselves; with ``name``, only those whose name contains it
        (their rank stays their place on the whole board). Ranked rows first, then the
        provisional ones (fewer than ``min_games``), unranked."""
        visible = [RATINGS.c.scope == scope]
        if scope == GLOBAL_SCOPE:
            visible.append(RATINGS.c.user_id.in_(select(PUBLIC_PEOPLE.subquery().c.user_id)))
        order = (RATINGS.c.rating.desc(), RATINGS.c.games.desc(), RATINGS.c.user_id)
        ranked = (
            select(
                RATINGS,
                PLAYERS.c.display_name,
                func.row_number().over(order_by=order).label("place"),
            )
            .join(PLAYERS, PLAYERS.c.user_id == RATINGS.c.user_id)
            .where(*visible, RATINGS.c.games >= min_games)
            .subquery()
        )
        provisional = (
            select(RATINGS, PLAYERS.c.display_name)
            .join(PLAYERS, PLAYERS.c.user_id == RATINGS.c.user_id)
            .where(*visible, RATINGS.c.games < min_games)
        )
        if name:
            provisional = provisional.where(_contains(PLAYERS.c.display_name, name))

        async def work(connection: AsyncConnection) -> list[LeaderboardRow]:
            query = select(ranked).order_by(ranked.c.place).limit(limit)
            if name:
                query = query.where(_contains(ranked.c.display_name, name))
            rows = [board_row(r.place, r) for r in await connection.execute(query)]
            if len(rows) < limit:
                rest = provisional.order_by(*order).limit(limit - len(rows))
                rows += [board_row(0, r, provisional=True) for r in await connection.execute(rest)]
            return rows

        return await self._db.read(work)

    async def public_games(
        self, *, server_id: str | None = None, user_id: str | None = None, limit: int = 20
    ) -> list[Game]:
        """The newest finished games of public servers, of one server and/or one person."""
        where: list[Any] = [FINISHED, GAMES.c.server_id.in_(PUBLIC_SERVERS)]
        if server_id is not None:
            where.append(GAMES.c.server_id == server_id)
        if user_id is not None:
            where.append(or_(GAMES.c.x_user_id == user_id, GAMES.c.o_user_id == user_id))
        return await self._db.read(
            lambda c: load_games(c, and_(*where), newest_first=True, limit=limit)
        )

    async def public_game(self, game_id: int) -> Game | None:
        """Game ``game_id`` if its server is public (finished or still being played)."""
        where = and_(GAMES.c.id == game_id, GAMES.c.server_id.in_(PUBLIC_SERVERS))
        games = await self._db.read(lambda c: load_games(c, where))
        return games[0] if games else None


def _contains(column: Any, text: str) -> Any:
    """``column`` contains ``text``, whatever the case, ``%`` and ``_`` taken literally."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return func.lower(column).like(f"%{escaped.lower()}%", escape="\\")

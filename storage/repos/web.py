"""The website's reads: only what servers made public (``server_settings.web = 'public'``).

A server is on the website once its admins choose ``/ttt-admin web public``; until then its
leaderboard, its games and the people seen only there answer as if they did not exist. A
person is shown on the global pages once they have played a game in a public server. DMs and
group DMs (:data:`domain.places.NO_SERVER`) are never public.

A logged-in :class:`Viewer` sees more: the private servers they belong to (their pages, games
and people), and their own games in DMs and group DMs; the global leaderboard stays public.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from sqlalchemy import and_, bindparam, exists, func, or_, select, union, union_all

from domain.game import Game, GameStatus
from domain.places import NO_SERVER
from domain.stats import GLOBAL_SCOPE, MIN_RANKED_GAMES, LeaderboardRow
from storage.async_engine import AsyncConnection
from storage.models import GAMES, PLAYERS, RATINGS, SERVER_SETTINGS
from storage.repos.base import RepositoryCore
from storage.repos.game_rows import load_games
from storage.repos.stats import board_row
from storage.sqlite import fetch

PUBLIC: Final = "public"
"""The value of ``server_settings.web`` that puts a server on the website."""

PUBLIC_SERVERS: Final = select(SERVER_SETTINGS.c.server_id).where(
    SERVER_SETTINGS.c.web == PUBLIC, SERVER_SETTINGS.c.server_id != NO_SERVER
)
"""The ids of the servers on the website."""

FINISHED: Final = GAMES.c.status != GameStatus.ACTIVE.value


def _played_in_public(user_id: Any) -> Any:
    """``user_id`` played a game in a public server (whose page is public from its first
    move): a probe of each per-side index of ``games`` (``x_user_id, server_id, id`` and
    ``o_user_id, ...``) that reads no table row."""
    return or_(
        *(
            exists().where(side == user_id, GAMES.c.server_id.in_(PUBLIC_SERVERS))
            for side in (GAMES.c.x_user_id, GAMES.c.o_user_id)
        )
    )


@dataclass(frozen=True, slots=True)
class Viewer:
    """A logged-in visitor: their Discord id and the servers they belong to that the bot
    knows (read from Discord at login)."""

    user_id: str
    server_ids: frozenset[str] = frozenset()


def visible_games(viewer: Viewer | None) -> Any:
    """The games ``viewer`` may see: those of public servers, of their own servers, and their
    own games in DMs and group DMs (no server)."""
    public = GAMES.c.server_id.in_(PUBLIC_SERVERS)
    if viewer is None:
        return public
    servers = sorted(viewer.server_ids - {NO_SERVER})
    own = or_(GAMES.c.x_user_id == viewer.user_id, GAMES.c.o_user_id == viewer.user_id)
    theirs = [GAMES.c.server_id.in_(servers)] if servers else []
    return or_(public, *theirs, and_(GAMES.c.server_id == NO_SERVER, own))


SEEN_IN_PUBLIC: Final = _played_in_public(RATINGS.c.user_id)
"""A rating row's person played in a public server: the only people a global page names."""
ORDER: Final = (RATINGS.c.rating.desc(), RATINGS.c.games.desc(), RATINGS.c.user_id)
BOARD: Final = (
    select(RATINGS, PLAYERS.c.display_name)
    .join(PLAYERS, PLAYERS.c.user_id == RATINGS.c.user_id)
    .order_by(*ORDER)
)
"""Leaderboard rows with their names, best first (the ``(scope, rating)`` index's order)."""


def _board_queries(visible: list[Any]) -> dict[tuple[bool, bool], Any]:
    """The reads of a board whose rows ``visible`` selects, compiled once each (they go
    straight to the driver, :func:`storage.sqlite.fetch`), by (ranked, searched): the ranked
    rows from the top of the ``(scope, rating)`` index; with a search, each ranked row placed
    by a window over the whole board; the provisional rows."""
    least: Any = bindparam("p_min")
    limit: Any = bindparam("p_limit")
    found = _contains(PLAYERS.c.display_name)
    placed = (
        select(
            RATINGS, PLAYERS.c.display_name, func.row_number().over(order_by=ORDER).label("place")
        )
        .join(PLAYERS, PLAYERS.c.user_id == RATINGS.c.user_id)
        .where(*visible, RATINGS.c.games >= least)
        .subquery()
    )
    provisional = BOARD.where(*visible, RATINGS.c.games < least)
    return {
        (True, False): BOARD.where(*visible, RATINGS.c.games >= least).limit(limit),
        (True, True): select(placed)
        .where(_contains(placed.c.display_name))
        .order_by(placed.c.place)
        .limit(limit),
        (False, False): provisional.limit(limit),
        (False, True): provisional.where(found).limit(limit),
    }


def _contains(column: Any) -> Any:
    """``column`` contains the text of the ``p_pattern`` parameter (:func:`_pattern`),
    whatever the case."""
    return func.lower(column).like(bindparam("p_pattern"), escape="\\")


def _pattern(text: str) -> str:
    """The ``LIKE`` pattern of "contains ``text``", ``%`` and ``_`` taken literally."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped.lower()}%"


GLOBAL_BOARD: Final = _board_queries([RATINGS.c.scope == GLOBAL_SCOPE, SEEN_IN_PUBLIC])
"""The global board's reads: only the people seen in a public server."""
SCOPE_BOARD: Final = _board_queries([RATINGS.c.scope == bindparam("p_scope")])
"""A server scope's reads (asked only once the server is public)."""


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

    async def is_visible_server(self, server_id: str, viewer: Viewer | None) -> bool:
        """Whether ``viewer`` (``None``: anyone) may see ``server_id``'s pages: it is public,
        or one of the viewer's servers."""
        if viewer is not None and server_id != NO_SERVER and server_id in viewer.server_ids:
            return True
        return await self.is_public_server(server_id)

    async def is_visible_person(self, user_id: str, viewer: Viewer | None) -> bool:
        """Whether ``viewer`` may see ``user_id``'s page: they finished a game the viewer may
        see (or are the viewer)."""
        if viewer is None:
            return await self.is_public_person(user_id)
        if user_id == viewer.user_id:
            return True
        shown = or_(GAMES.c.x_user_id == user_id, GAMES.c.o_user_id == user_id)

        async def work(connection: AsyncConnection) -> bool:
            query = select(exists().where(shown, FINISHED, visible_games(viewer)))
            return bool(await connection.scalar(query))

        return await self._db.read(work)

    async def known_servers(self, server_ids: list[str]) -> list[str]:
        """Those of ``server_ids`` the bot has played or been set up in."""
        wanted = sorted(set(server_ids) - {NO_SERVER})
        if not wanted:
            return []
        query = union(
            select(GAMES.c.server_id).where(GAMES.c.server_id.in_(wanted)).distinct(),
            select(SERVER_SETTINGS.c.server_id).where(SERVER_SETTINGS.c.server_id.in_(wanted)),
        )

        async def work(connection: AsyncConnection) -> list[str]:
            return sorted(str(row[0]) for row in await connection.execute(query))

        return await self._db.read(work)

    async def is_public_person(self, user_id: str) -> bool:
        """Whether ``user_id`` played a game in a public server."""

        async def work(connection: AsyncConnection) -> bool:
            return bool(await connection.scalar(select(_played_in_public(user_id))))

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
        those seen in a public server; a server's scope is asked only once the server is
        public), ranked among themselves: the ranked rows (``min_games`` or more) first, then
        the provisional ones, unranked.

        Without ``name``: one read of the ``(scope, rating)`` index from the top, each row
        checked against the per-side game indexes, stopping at ``limit`` rows. With ``name``:
        only those whose name contains it, each ranked by their place on the whole board
        (which a window over the scope's visible rows gives).
        """
        queries = GLOBAL_BOARD if scope == GLOBAL_SCOPE else SCOPE_BOARD
        params: dict[str, Any] = {"p_scope": scope, "p_min": min_games, "p_limit": limit}
        if name:
            params["p_pattern"] = _pattern(name)

        async def work(connection: AsyncConnection) -> list[LeaderboardRow]:
            rows = await fetch(connection, queries[True, bool(name)], _used(params, bool(name)))
            ranked = [
                board_row(r.place if name else place, r) for place, r in enumerate(rows, start=1)
            ]
            if len(ranked) < limit:
                params["p_limit"] = limit - len(ranked)
                rest = await fetch(connection, queries[False, bool(name)], params)
                ranked += [board_row(0, r, provisional=True) for r in rest]
            return ranked

        return await self._db.read(work)

    async def public_games(
        self,
        *,
        server_id: str | None = None,
        user_id: str | None = None,
        limit: int = 20,
        viewer: Viewer | None = None,
    ) -> list[Game]:
        """The newest finished games of public servers (and those ``viewer`` may see), of one
        server and/or one person."""
        where: list[Any] = [FINISHED, visible_games(viewer)]
        if server_id is not None:
            where.append(GAMES.c.server_id == server_id)
        if user_id is not None:
            # The newest as X and as O, each from its own index, then merged (an OR of the
            # two sides would read every game).
            def newest_as(side: Any) -> Any:
                chosen = select(GAMES.c.id).where(side == user_id, *where)
                return chosen.order_by(GAMES.c.id.desc()).limit(limit).subquery()

            as_x, as_o = newest_as(GAMES.c.x_user_id), newest_as(GAMES.c.o_user_id)
            where = [GAMES.c.id.in_(union_all(select(as_x.c.id), select(as_o.c.id)))]
        return await self._db.read(
            lambda c: load_games(c, and_(*where), newest_first=True, limit=limit)
        )

    async def public_game(self, game_id: int, viewer: Viewer | None = None) -> Game | None:
        """Game ``game_id`` if its server is public or ``viewer`` may see it (finished or
        still being played)."""
        where = and_(GAMES.c.id == game_id, visible_games(viewer))
        games = await self._db.read(lambda c: load_games(c, where))
        return games[0] if games else None


def _used(params: dict[str, Any], searched: bool) -> dict[str, Any]:
    return params if searched else {k: v for k, v in params.items() if k != "p_pattern"}

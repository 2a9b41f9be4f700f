"""The reads of games (one game, a player's active game, their history, the idle ones), and
the copy of each active game this process last read or wrote
(:meth:`GameReadsRepository.kept_game`): a click is played on it without a read, guarded by
its ``version`` (:mod:`storage.repos.games`)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import and_, or_, select, union_all

from domain.game import Game, GameStatus
from storage.async_engine import AsyncConnection
from storage.errors import GameNotFoundError
from storage.models import GAMES, PLAYERS
from storage.repos.base import GAMES_KEPT, RepositoryCore
from storage.repos.game_rows import load_finished_games, load_games, load_one_game
from storage.repos.game_statements import SELECT_ACTIVE_GAME, SELECT_GAME
from storage.repos.rematches import rematch_of
from storage.repos.shards import Shards, in_shards


class GameReadsRepository(RepositoryCore):
    """Reads of games and players, and the games kept for a click."""

    # -- players ------------------------------------------------------------------------------

    async def player_name(self, user_id: str) -> str | None:
        """The player's display name, or ``None`` for someone never seen."""

        async def work(connection: AsyncConnection) -> str | None:
            return await connection.scalar(
                select(PLAYERS.c.display_name).where(PLAYERS.c.user_id == user_id)
            )

        return await self._db.read(work)

    # -- games: reads -------------------------------------------------------------------------

    async def get_game(self, game_id: int) -> Game:
        """The game with this id; :class:`GameNotFoundError` when there is none."""
        game = await self._db.read(lambda c: load_one_game(c, SELECT_GAME, {"p_id": game_id}))
        if game is None:
            raise GameNotFoundError(f"there is no game #{game_id}")
        return self._keep(game)

    def kept_game(self, game_id: int) -> Game | None:
        """Game ``game_id`` as this process last read or wrote it, when it was active then;
        ``None`` otherwise. It may be out of date (another process may have changed it since):
        good for a write guarded by its ``version``, which then refuses it, not for a
        judgement. At most :data:`~storage.repos.base.GAMES_KEPT` games."""
        game = self._kept_games.get(game_id)
        if game is not None:
            self._kept_games.move_to_end(game_id)
        return game

    def _keep(self, game: Game) -> Game:
        """Keep ``game`` (as just read or written) for :meth:`kept_game`; returns it."""
        if not game.is_active:
            self._kept_games.pop(game.id, None)
            return game
        kept = self._kept_games.get(game.id)
        if kept is not None and kept.version > game.version:
            return game  # a read that began before this process's own newer write
        self._kept_games[game.id] = game
        self._kept_games.move_to_end(game.id)
        while len(self._kept_games) > GAMES_KEPT:
            self._kept_games.popitem(last=False)
        return game

    async def active_game(self, user_id: str, server_id: str, channel_id: str) -> Game | None:
        """The player's most recent active game in this channel, if any."""
        where = {"p_user_id": user_id, "p_server_id": server_id, "p_channel_id": channel_id}
        return await self._db.read(lambda c: load_one_game(c, SELECT_ACTIVE_GAME, where))

    async def last_finished_game(
        self, user_id: str, server_id: str, channel_id: str | None = None
    ) -> Game | None:
        """The player's most recently finished game in this server (and channel, when given)."""
        clauses = [
            GAMES.c.status != GameStatus.ACTIVE.value,
            GAMES.c.server_id == server_id,
            or_(GAMES.c.x_user_id == user_id, GAMES.c.o_user_id == user_id),
        ]
        if channel_id is not None:
            clauses.append(GAMES.c.channel_id == channel_id)
        games = await self._db.read(
            lambda c: load_games(
                c, and_(*clauses), order=(GAMES.c.finished_at.desc(), GAMES.c.id.desc()), limit=1
            )
        )
        return games[0] if games else None

    async def rematch_of(self, game_id: int) -> int | None:
        """The game that rematched ``game_id``, if any."""
        return await self._db.read(lambda c: rematch_of(c, game_id))

    async def recent_games(
        self,
        user_id: str,
        server_id: str | None,
        *,
        limit: int,
        viewer_id: str | None = None,
        channel_id: str | None = None,
    ) -> list[Game]:
        """History: the player's last ``limit`` finished games in this server (``None``:
        everywhere), newest first. With ``viewer_id`` (someone else looking), only the games
        that viewer may review: those they played, and those of ``channel_id``.

        The newest ``limit`` as X and as O are each read from their own index (``x_user_id,
        server_id, id`` and ``o_user_id, ...``), then merged: the cost grows with ``limit``,
        not with how many games the player has.
        """
        visible = []
        if viewer_id is not None and viewer_id != user_id:
            shown = [GAMES.c.x_user_id == viewer_id, GAMES.c.o_user_id == viewer_id]
            if channel_id is not None:
                shown.append(GAMES.c.channel_id == channel_id)
            visible.append(or_(*shown))

        if server_id is not None:
            visible.append(GAMES.c.server_id == server_id)

        def newest_as(player: Any) -> Any:
            return (
                select(GAMES.c.id)
                .where(player == user_id, GAMES.c.status != GameStatus.ACTIVE.value, *visible)
                .order_by(GAMES.c.id.desc())
                .limit(limit)
                .subquery()
            )

        as_x, as_o = newest_as(GAMES.c.x_user_id), newest_as(GAMES.c.o_user_id)
        ids = union_all(select(as_x.c.id), select(as_o.c.id))
        return await self._db.read(
            lambda c: load_games(c, GAMES.c.id.in_(ids), newest_first=True, limit=limit)
        )

    async def idle_games(self, before: datetime, *, shards: Shards | None = None) -> list[Game]:
        """Active games whose last write is older than ``before``, oldest first; with
        ``shards`` (count, owned ids) only those of the owned shards' servers."""
        clauses = [GAMES.c.status == GameStatus.ACTIVE.value, GAMES.c.updated_at < before]
        if shards is not None:
            clauses.append(in_shards(GAMES.c.server_id, shards, self.engine.dialect.name))
        return await self._db.read(
            lambda c: load_games(c, and_(*clauses), order=(GAMES.c.updated_at, GAMES.c.id))
        )

    async def finished_games(self) -> list[Game]:
        """Every finished game, in the order they finished."""
        return await self._db.read(load_finished_games)

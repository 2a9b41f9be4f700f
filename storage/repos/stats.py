"""The stats repository: a player's ratings and records, the leaderboard, and repairs.

The stats are written by the games repository, in the transaction that finishes a game
(:func:`storage.repos.results.record_result`); here they are read, compared with what the
games table implies, and rebuilt from it.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import delete, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from domain.stats import GLOBAL_SCOPE, MIN_RANKED_GAMES, LeaderboardRow, PlayerStats
from domain.time import utcnow
from engine.tally import Tally
from storage.models import PlayerRow, RatingRow, TallyRow
from storage.rating import RatingState
from storage.repos.base import NO_SYNC, RepositoryCore
from storage.repos.game_rows import load_finished_games
from storage.stats import StatsSnapshot


class StatsRepository(RepositoryCore):
    """Reads of the ratings and per-opponent records, and their rebuild from the games."""

    async def player_stats(self, user_id: str, scope: str = GLOBAL_SCOPE) -> PlayerStats | None:
        """A player's stats in ``scope`` (a server id, or ``*``); ``None`` before any game."""

        async def work(session: AsyncSession) -> PlayerStats | None:
            row = (
                await session.execute(
                    select(RatingRow, PlayerRow.display_name)
                    .join(PlayerRow, PlayerRow.user_id == RatingRow.user_id)
                    .where(RatingRow.user_id == user_id, RatingRow.scope == scope)
                )
            ).first()
            if row is None:
                return None
            rating, name = row
            records = await session.scalars(
                select(TallyRow)
                .where(TallyRow.user_id == user_id, TallyRow.scope == scope)
                .order_by(TallyRow.opponent)
            )
            return PlayerStats(
                user_id=user_id,
                name=name,
                scope=scope,
                rating=rating.rating,
                games=rating.games,
                overall=Tally(rating.wins, rating.draws, rating.losses),
                streak=rating.streak,
                best_streak=rating.best_streak,
                vs={r.opponent: Tally(r.wins, r.draws, r.losses) for r in records},
            )

        return await self._db.read(work)

    async def leaderboard(
        self, scope: str = GLOBAL_SCOPE, *, limit: int = 10, min_games: int = MIN_RANKED_GAMES
    ) -> list[LeaderboardRow]:
        """The top ``limit`` players of ``scope`` by rating, among those with ``min_games``."""

        async def work(session: AsyncSession) -> list[LeaderboardRow]:
            rows = await session.execute(
                select(RatingRow, PlayerRow.display_name)
                .join(PlayerRow, PlayerRow.user_id == RatingRow.user_id)
                .where(RatingRow.scope == scope, RatingRow.games >= min_games)
                .order_by(RatingRow.rating.desc(), RatingRow.games.desc(), RatingRow.user_id)
                .limit(limit)
            )
            return [
                LeaderboardRow(
                    rank=i,
                    user_id=r.user_id,
                    name=name,
                    rating=r.rating,
                    games=r.games,
                    overall=Tally(r.wins, r.draws, r.losses),
                    streak=r.streak,
                    best_streak=r.best_streak,
                )
                for i, (r, name) in enumerate(rows, start=1)
            ]

        return await self._db.read(work)

    async def stats_snapshot(self) -> StatsSnapshot:
        """Everything the stats tables hold, for comparison with :meth:`stats_from_games`."""

        async def work(session: AsyncSession) -> StatsSnapshot:
            snapshot = StatsSnapshot()
            for r in await session.scalars(select(RatingRow)):
                snapshot.ratings[r.user_id, r.scope] = RatingState(
                    r.rating, r.games, r.wins, r.draws, r.losses, r.streak, r.best_streak
                )
            for rec in await session.scalars(select(TallyRow)):
                snapshot.records[rec.user_id, rec.scope, rec.opponent] = Tally(
                    rec.wins, rec.draws, rec.losses
                )
            return snapshot

        return await self._db.read(work)

    async def stats_from_games(self) -> StatsSnapshot:
        """The stats recomputed from the games table alone, in the order games finished."""
        return StatsSnapshot.from_games(await self._db.read_core(load_finished_games))

    async def rebuild_stats(self, *, now: datetime | None = None) -> StatsSnapshot:
        """Replace the stats tables by :meth:`stats_from_games` (a repair tool)."""
        moment = now or utcnow()
        snapshot = await self.stats_from_games()

        async def work(session: AsyncSession) -> StatsSnapshot:
            await session.execute(delete(TallyRow), execution_options=NO_SYNC)
            await session.execute(delete(RatingRow), execution_options=NO_SYNC)
            if snapshot.ratings:
                await session.execute(
                    insert(RatingRow),
                    [
                        {
                            "user_id": uid,
                            "scope": scope,
                            "rating": s.rating,
                            "games": s.games,
                            "wins": s.wins,
                            "draws": s.draws,
                            "losses": s.losses,
                            "streak": s.streak,
                            "best_streak": s.best_streak,
                            "updated_at": moment,
                        }
                        for (uid, scope), s in snapshot.ratings.items()
                    ],
                )
            if snapshot.records:
                await session.execute(
                    insert(TallyRow),
                    [
                        {
                            "user_id": uid,
                            "scope": scope,
                            "opponent": opp,
                            "wins": w.wins,
                            "draws": w.draws,
                            "losses": w.losses,
                        }
                        for (uid, scope, opp), w in snapshot.records.items()
                    ],
                )
            return snapshot

        return await self._db.write(work)

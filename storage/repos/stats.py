"""The stats repository: a player's ratings and records, the leaderboard, seasons, the agents'
measured strength, and repairs.

The stats are written by the games repository, in the transaction that finishes a game
(:func:`storage.repos.results.record_result`); here they are read, compared with what the
games table implies, and rebuilt from it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from sqlalchemy import and_, bindparam, delete, func, insert, or_, select, union
from sqlalchemy.exc import IntegrityError

from domain.game import Game
from domain.stats import (
    FIRST_SEASON,
    GLOBAL_SCOPE,
    INITIAL_RATING,
    MIN_RANKED_GAMES,
    LeaderboardRow,
    PlayerStats,
    RatingChange,
    Season,
)
from domain.time import utcnow
from engine.tally import Tally
from storage.async_engine import AsyncConnection
from storage.models import (
    AGENT_STRENGTH,
    GAMES,
    PLAYERS,
    RATED_PAIRS,
    RATINGS,
    SEASONS,
    TALLIES,
)
from storage.rating import AgentStrength, RatingRules, RatingState
from storage.reads import fetch
from storage.repos.base import RepositoryCore
from storage.repos.count_reads import STRENGTH_TOTALS, current_season_scope
from storage.repos.game_rows import load_finished_games
from storage.repos.results import DEFAULT_RULES
from storage.stats import StatsSnapshot


class SeasonRaceError(Exception):
    """Another ``season new`` of the same server got there first (nothing was written)."""


class StatsRepository(RepositoryCore):
    """Reads of the ratings and per-opponent records, and their rebuild from the games."""

    rating_rules: RatingRules = DEFAULT_RULES
    """The deployment's rating rules (the daily cap per pair); the bot sets its own."""

    async def player_stats(self, user_id: str, scope: str = GLOBAL_SCOPE) -> PlayerStats | None:
        """A player's stats in ``scope`` (a server id, or ``*``); ``None`` before any game."""

        async def work(connection: AsyncConnection) -> PlayerStats | None:
            rating = (
                await connection.execute(
                    select(RATINGS, PLAYERS.c.display_name)
                    .join(PLAYERS, PLAYERS.c.user_id == RATINGS.c.user_id)
                    .where(RATINGS.c.user_id == user_id, RATINGS.c.scope == scope)
                )
            ).first()
            if rating is None:
                return None
            records = await connection.execute(
                select(TALLIES)
                .where(TALLIES.c.user_id == user_id, TALLIES.c.scope == scope)
                .order_by(TALLIES.c.opponent)
            )
            return PlayerStats(
                user_id=user_id,
                name=rating.display_name,
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
        self,
        scope: str = GLOBAL_SCOPE,
        *,
        limit: int = 10,
        min_games: int = MIN_RANKED_GAMES,
        among_opponents_of: str | None = None,
    ) -> list[LeaderboardRow]:
        """The top ``limit`` players of ``scope``: the ranked ones (``min_games`` or more) by
        rating, then, in the room left, the provisional ones by rating (unranked, marked).
        ``among_opponents_of``: only that person and the people they have played a game with.

        Two reads on the ``(scope, rating)`` index, each stopping at ``limit`` rows.
        """
        among = [] if among_opponents_of is None else [_among_opponents(among_opponents_of)]

        async def work(connection: AsyncConnection) -> list[LeaderboardRow]:
            ranked = await _board_rows(
                connection, scope, and_(RATINGS.c.games >= min_games, *among), limit
            )
            found = [board_row(i, r) for i, r in enumerate(ranked, start=1)]
            if len(found) < limit:
                rest = await _board_rows(
                    connection, scope, and_(RATINGS.c.games < min_games, *among), limit - len(found)
                )
                found += [board_row(0, r, provisional=True) for r in rest]
            return found

        return await self._db.read(work)

    # -- seasons -------------------------------------------------------------------------------

    async def current_season(self, server_id: str) -> Season:
        """The season a server plays now (season 1 until its first ``season new``)."""

        async def work(connection: AsyncConnection) -> Season:
            row = (
                await connection.execute(
                    select(SEASONS)
                    .where(SEASONS.c.server_id == server_id)
                    .order_by(SEASONS.c.number.desc())
                    .limit(1)
                )
            ).first()
            if row is None:
                return Season(server_id, FIRST_SEASON)
            return Season(server_id, row.number, row.started_at)

        return await self._db.read(work)

    async def seasons(self, server_id: str | None = None) -> list[Season]:
        """The seasons started by ``season new`` (of one server, or all), oldest first."""

        async def work(connection: AsyncConnection) -> list[Season]:
            query = select(SEASONS).order_by(SEASONS.c.server_id, SEASONS.c.number)
            if server_id is not None:
                query = query.where(SEASONS.c.server_id == server_id)
            rows = await connection.execute(query)
            return [Season(r.server_id, r.number, r.started_at) for r in rows]

        return await self._db.read(work)

    async def start_season(
        self, server_id: str, started_by: str | None, *, now: datetime | None = None
    ) -> Season:
        """Start the next season of ``server_id``: the current season's standings stay as they
        are (its archive), the new one starts empty. Two admins at once: one wins, the other
        gets :class:`SeasonRaceError` and nothing is written."""
        moment = now or utcnow()

        async def work(connection: AsyncConnection) -> Season:
            latest = await connection.scalar(
                select(func.max(SEASONS.c.number)).where(SEASONS.c.server_id == server_id)
            )
            number = (latest or FIRST_SEASON) + 1
            try:
                await connection.execute(
                    insert(SEASONS).values(
                        server_id=server_id, number=number, started_at=moment, started_by=started_by
                    )
                )
            except IntegrityError as exc:
                raise SeasonRaceError(server_id) from exc
            return Season(server_id, number, moment)

        return await self._db.write(work)

    # -- agents' measured strength -----------------------------------------------------------

    async def agent_strengths(self) -> dict[str, AgentStrength]:
        """Every agent's results against people (the agent's view) and their ratings' sum."""

        async def work(connection: AsyncConnection) -> dict[str, AgentStrength]:
            rows = await connection.execute(select(STRENGTH_TOTALS))
            return {r.agent: _strength(r) for r in rows}

        return await self._db.read(work)

    async def people_against_agents(self, scope: str) -> dict[str, Tally]:
        """People's W/D/L against each agent in ``scope`` (a server, or ``*``), by agent."""

        async def work(connection: AsyncConnection) -> dict[str, Tally]:
            rows = await connection.execute(
                select(
                    TALLIES.c.opponent,
                    func.sum(TALLIES.c.wins),
                    func.sum(TALLIES.c.draws),
                    func.sum(TALLIES.c.losses),
                )
                .where(TALLIES.c.scope == scope, TALLIES.c.opponent.like("agent:%"))
                .group_by(TALLIES.c.opponent)
            )
            return {
                opponent.removeprefix("agent:"): Tally(int(w), int(d), int(lost))
                for opponent, w, d, lost in rows
            }

        return await self._db.read(work)

    async def rating_changes(self, game: Game) -> tuple[RatingChange, ...]:
        """What ``game`` did to each of its people's rating in the season it counted in, X's
        first; ``rated=False`` for a person it counted nowhere for; nothing for a game still
        going. Every finished board shows it. For a game this process has just ended by a move,
        what its write computed (once: :meth:`_recall_counted`); otherwise one read, the
        ratings in the server's current season, one prebuilt statement."""
        people = [side.user_id for side in (game.x, game.o) if side.user_id is not None]
        if game.finished_at is None or not people:
            return ()
        counted = self._recall_counted(game)
        if counted is not None:
            return counted

        # One person (against an agent) is asked for twice: the statement takes two.
        params = {"p_user_x": people[0], "p_user_o": people[-1], "p_server_id": game.server_id}

        async def work(connection: AsyncConnection) -> tuple[RatingChange, ...]:
            rows = {row.user_id: row for row in await fetch(connection, PEOPLES_RATINGS, params)}
            return tuple(_change_of(user_id, rows.get(user_id), game) for user_id in people)

        return await self._db.read(work)

    async def stats_snapshot(self) -> StatsSnapshot:
        """Everything the stats tables hold, for comparison with :meth:`stats_from_games`."""

        async def work(connection: AsyncConnection) -> StatsSnapshot:
            snapshot = StatsSnapshot()
            for r in await connection.execute(select(RATINGS)):
                snapshot.ratings[r.user_id, r.scope] = RatingState(
                    r.rating, r.games, r.wins, r.draws, r.losses, r.streak, r.best_streak
                )
            for rec in await connection.execute(select(TALLIES)):
                snapshot.records[rec.user_id, rec.scope, rec.opponent] = Tally(
                    rec.wins, rec.draws, rec.losses
                )
            for strength in await connection.execute(select(STRENGTH_TOTALS)):
                snapshot.agents[strength.agent] = _strength(strength)
            for pair in await connection.execute(select(RATED_PAIRS)):
                snapshot.pairs[pair.pair, pair.day] = pair.games
            return snapshot

        return await self._db.read(work)

    async def stats_from_games(self) -> StatsSnapshot:
        """The stats recomputed from the games table (and the seasons) alone, in the order
        games finished, under :attr:`rating_rules`."""
        games = await self._db.read(load_finished_games)
        return StatsSnapshot.from_games(games, await self.seasons(), self.rating_rules)

    async def rebuild_stats(self, *, now: datetime | None = None) -> StatsSnapshot:
        """Replace the stats tables by :meth:`stats_from_games`: ``tttbot db rebuild-stats``,
        for a database whose ratings were counted under older rules (run with the bot stopped:
        a game finishing meanwhile would be counted in tables this replaces)."""
        moment = now or utcnow()
        snapshot = await self.stats_from_games()

        async def work(connection: AsyncConnection) -> StatsSnapshot:
            for table in (TALLIES, RATINGS, AGENT_STRENGTH, RATED_PAIRS):
                await connection.execute(delete(table))
            for table, rows in snapshot_rows(snapshot, moment).items():
                await _insert_all(connection, table, rows)
            return snapshot

        return await self._db.write(work)


def snapshot_rows(snapshot: StatsSnapshot, now: datetime) -> dict[Any, list[dict[str, Any]]]:
    """The rows of each stats table that hold ``snapshot`` (ratings updated at ``now``)."""
    return {
        RATINGS: [
            {"user_id": uid, "scope": scope, "rating": s.rating, "games": s.games}
            | {"wins": s.wins, "draws": s.draws, "losses": s.losses}
            | {"streak": s.streak, "best_streak": s.best_streak}
            | {"updated_at": now, "last_change": 0.0}
            for (uid, scope), s in snapshot.ratings.items()
        ],
        TALLIES: [
            {"user_id": uid, "scope": scope, "opponent": opp}
            | {"wins": w.wins, "draws": w.draws, "losses": w.losses}
            for (uid, scope, opp), w in snapshot.records.items()
        ],
        AGENT_STRENGTH: [
            {"agent": name, "bucket": 0, "games": a.games, "wins": a.wins}
            | {"draws": a.draws, "losses": a.losses}
            | {"people_rating_sum": a.people_rating_sum}
            for name, a in snapshot.agents.items()
        ],
        RATED_PAIRS: [{"pair": p, "day": d, "games": n} for (p, d), n in snapshot.pairs.items()],
    }


async def _insert_all(connection: AsyncConnection, table: Any, rows: list[dict[str, Any]]) -> None:
    if rows:
        await connection.execute(insert(table), rows)


async def _board_rows(connection: AsyncConnection, scope: str, games: Any, limit: int) -> list[Any]:
    rows = await connection.execute(
        select(RATINGS, PLAYERS.c.display_name)
        .join(PLAYERS, PLAYERS.c.user_id == RATINGS.c.user_id)
        .where(RATINGS.c.scope == scope, games)
        .order_by(RATINGS.c.rating.desc(), RATINGS.c.games.desc(), RATINGS.c.user_id)
        .limit(limit)
    )
    return list(rows)


def _among_opponents(user_id: str) -> Any:
    """The person ``user_id`` and everyone who played a game against them (a duel)."""
    as_x = select(GAMES.c.o_user_id).where(
        GAMES.c.x_user_id == user_id, GAMES.c.o_user_id.is_not(None)
    )
    as_o = select(GAMES.c.x_user_id).where(
        GAMES.c.o_user_id == user_id, GAMES.c.x_user_id.is_not(None)
    )
    return or_(RATINGS.c.user_id == user_id, RATINGS.c.user_id.in_(union(as_x, as_o)))


def board_row(rank: int, r: Any, *, provisional: bool = False) -> LeaderboardRow:
    return LeaderboardRow(
        rank=rank,
        user_id=r.user_id,
        name=r.display_name,
        rating=r.rating,
        games=r.games,
        overall=Tally(r.wins, r.draws, r.losses),
        streak=r.streak,
        best_streak=r.best_streak,
        provisional=provisional,
    )


def _strength(row: Any) -> AgentStrength:
    return AgentStrength(row.games, row.wins, row.draws, row.losses, row.people_rating_sum)


PEOPLES_RATINGS: Final = select(
    RATINGS.c.user_id, RATINGS.c.rating, RATINGS.c.last_change, RATINGS.c.updated_at
).where(
    # Two plain parameters, not an expanding IN: read straight from sqlite3 on SQLite
    # (storage.reads.fetch), as every finished board asks for it.
    RATINGS.c.user_id.in_([bindparam("p_user_x"), bindparam("p_user_o")]),
    RATINGS.c.scope == current_season_scope(),
)


def _change_of(user_id: str, row: Any, game: Game) -> RatingChange:
    """``user_id``'s change from ``game``: the last one of their row if ``game`` made it
    (the row was updated at the moment the game finished), else none (not rated)."""
    if row is None or row.updated_at != game.finished_at:
        rating = row.rating if row is not None else INITIAL_RATING
        return RatingChange(user_id, rating, 0.0, rated=False)
    return RatingChange(user_id, row.rating, row.last_change)

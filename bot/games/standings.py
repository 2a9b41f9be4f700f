"""Standings and review: a player's stats, the leaderboard, and the moves of a finished game
that changed its value.
"""

from __future__ import annotations

from bot.games.core import game_from
from bot.games.errors import GameNotFoundError, ServiceError, game_not_found
from bot.games.games import GamesMixin
from bot.games.values import LeaderboardRow, PlayerStats, Record, Review, User
from engine.review import review_moves
from storage import GLOBAL_SCOPE, GameRecord


class StandingsMixin(GamesMixin):
    """Stats, leaderboards and reviews (a review looks a game up as a move does)."""

    async def stats(self, user_id: str, server_id: str | None = None) -> PlayerStats:
        """A player's stats in one server, or everywhere when ``server_id`` is None."""
        found = await self.repository.player_stats(user_id, server_id or GLOBAL_SCOPE)
        if found is None:
            name = await self.repository.player_name(user_id) or user_id
            return PlayerStats(user_id, name, server_id, Record(), {}, Record(), 1200.0, 0, 0, 0)
        vs_agents = {
            key.removeprefix("agent:"): Record(r.wins, r.draws, r.losses)
            for key, r in found.vs.items()
            if key.startswith("agent:")
        }
        people = found.vs.get("people")
        return PlayerStats(
            user_id=user_id,
            name=found.name,
            server_id=server_id,
            overall=Record(found.overall.wins, found.overall.draws, found.overall.losses),
            vs_agents=vs_agents,
            vs_people=Record(people.wins, people.draws, people.losses) if people else Record(),
            rating=found.rating,
            games=found.games,
            streak=found.streak,
            best_streak=found.best_streak,
        )

    async def leaderboard(
        self, server_id: str | None = None, limit: int = 10
    ) -> list[LeaderboardRow]:
        """The best-rated players (with at least ``MIN_RANKED_GAMES`` games), best first."""
        if not 1 <= limit <= 100:
            raise ServiceError(f"A leaderboard shows 1 to 100 players, not {limit}.")
        entries = await self.repository.leaderboard(server_id or GLOBAL_SCOPE, limit=limit)
        return [
            LeaderboardRow(
                rank=e.rank,
                user_id=e.user_id,
                name=e.name,
                rating=e.rating,
                record=Record(e.overall.wins, e.overall.draws, e.overall.losses),
                games=e.games,
                streak=e.streak,
                best_streak=e.best_streak,
            )
            for e in entries
        ]

    async def review(
        self, user: User, server_id: str, channel_id: str, game_id: int | None = None
    ) -> Review:
        """The moves that changed the value of a finished game: ``game_id``, or by default
        the user's last finished game in this channel."""
        if game_id is not None:
            record = await self._game_of(user, server_id, channel_id, game_id)
            if not _reviewable_by(record, user, server_id, channel_id):
                # The same words as for a missing game: ids are sequential, and a refusal
                # that told them apart would let a member map every game on the bot.
                raise game_not_found(game_id)
            if record.is_active:
                raise ServiceError(
                    f"Game #{record.id} is still in progress; a review would give away the "
                    "best moves. Ask again when it is over."
                )
        else:
            found = await self.repository.last_finished_game(user.id, server_id, channel_id)
            if found is None:
                raise GameNotFoundError("You have no finished game here to review yet.")
            record = found
        return Review(game_from(record), review_moves(record.moves))


def _reviewable_by(record: GameRecord, user: User, server_id: str, channel_id: str) -> bool:
    """A game can be reviewed from its own channel, or anywhere on its server by its players:
    never from another server, and never by a member who may not see its (private) channel."""
    if record.server_id != server_id:
        return False
    played = user.id in (record.x.user_id, record.o.user_id)
    return played or record.channel_id == channel_id

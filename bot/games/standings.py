"""Standings and review: a player's stats, the leaderboard, and the moves of a finished game
that changed its value.
"""

from __future__ import annotations

from bot.games.critical import critical_position
from bot.games.errors import GameNotFoundError, ServiceError, game_not_found
from bot.games.games import GamesMixin
from domain.game import Game
from domain.players import User
from domain.stats import GLOBAL_SCOPE, LeaderboardRow, PlayerStats
from domain.views import Review
from engine.errors import with_params
from engine.review import review_moves


class StandingsMixin(GamesMixin):
    """Stats, leaderboards and reviews (a review looks a game up as a move does)."""

    async def stats(self, user_id: str, server_id: str | None = None) -> PlayerStats:
        """A player's stats in one server, or everywhere when ``server_id`` is None."""
        scope = server_id or GLOBAL_SCOPE
        found = await self.repository.player_stats(user_id, scope)
        if found is None:
            name = await self.repository.player_name(user_id) or user_id
            return PlayerStats(user_id, name, scope)
        return found

    async def leaderboard(
        self, server_id: str | None = None, limit: int = 10
    ) -> list[LeaderboardRow]:
        """The best-rated players (with at least ``MIN_RANKED_GAMES`` games), best first."""
        if not 1 <= limit <= 100:
            raise ServiceError(f"A leaderboard shows 1 to 100 players, not {limit}.")
        return await self.repository.leaderboard(server_id or GLOBAL_SCOPE, limit=limit)

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
                raise with_params(
                    GameNotFoundError("You have no finished game here to review yet."),
                    reason="none-to-review",
                )
            record = found
        lines = review_moves(record.moves)
        return Review(record, lines, critical_position(record.moves, lines))


def _reviewable_by(record: Game, user: User, server_id: str, channel_id: str) -> bool:
    """A game can be reviewed from its own channel, or anywhere on its server by its players:
    never from another server, and never by a member who may not see its (private) channel."""
    if record.server_id != server_id:
        return False
    played = user.id in (record.x.user_id, record.o.user_id)
    return played or record.channel_id == channel_id

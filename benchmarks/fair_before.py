"""The fair level as it was before it read the people models: the baseline ``bench_fair``
measures the level against in the same run.

Every member started at the default level and moved by the controller alone
(:func:`engine.levels.next_level`) from their last finished game against the fair level in
the server; the service below plays exactly that, everything else being today's service.
"""

from __future__ import annotations

from bot.games.levels import FAIR_AGENT, level_after_game
from bot.games.service import GameService
from domain.players import User
from domain.settings import ServerSettings


class ControllerOnlyService(GameService):
    """A service whose fair level starts every member at the default level."""

    async def _fair_level(self, user: User, server_id: str, settings: ServerSettings) -> float:
        games = await self.repository.finished_games_against(
            user.id, server_id, FAIR_AGENT, limit=1
        )
        return level_after_game(games[0] if games else None, user, settings.fair_target / 100)

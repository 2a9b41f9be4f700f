"""The fair level as it was before it read the people models: the baseline ``bench_fair``
measures the level against in the same run.

Every member started at the default level and moved by the controller alone
(:func:`engine.levels.next_level`) from their last finished game against the fair level in
the server; the service below plays exactly that, everything else being today's service.
"""

from __future__ import annotations

from bot.games.levels import FAIR_AGENT
from bot.games.service import GameService
from domain.players import User
from domain.settings import ServerSettings
from engine.agents.fair import DEFAULT_LEVEL, level_of_version
from engine.levels import next_level


class ControllerOnlyService(GameService):
    """A service whose fair level starts every member at the default level."""

    async def _fair_level(self, user: User, server_id: str, settings: ServerSettings) -> float:
        last = await self.repository.last_finished_game_against(user.id, server_id, FAIR_AGENT)
        if last is None:
            return DEFAULT_LEVEL
        side = last.x if last.x.agent == FAIR_AGENT else last.o
        level = level_of_version(side.agent_version)
        if level is None:
            return DEFAULT_LEVEL
        won = last.winner is not None and last.side(last.winner).user_id == user.id
        return next_level(level, won, settings.fair_target / 100)

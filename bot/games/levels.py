"""Levels: the difficulty a person picks turned into an agent, and the fair agent's level.

``difficulty`` names a level (:data:`engine.levels.DIFFICULTY_AGENTS`); ``agent`` names an
agent. Giving both is refused: which one should win is a guess the player should not have to
make. The fair agent's level for a member's next game follows from their last finished game
against it in this server (its recorded level and result, see
:mod:`storage.repos.levels`), moved toward the server's target by
:func:`engine.levels.next_level`; a member's first game starts at the default level.
"""

from __future__ import annotations

from bot.games.core import ServiceCore
from bot.games.errors import DifficultyError
from domain.game import Game
from domain.players import User
from domain.settings import ServerSettings
from engine.agents.fair import DEFAULT_LEVEL, FairAgent, fair_version, level_of_version
from engine.errors import quote_input, with_params
from engine.levels import DIFFICULTIES, difficulty_agent, next_level

FAIR_AGENT = "fair"


class LevelsMixin(ServiceCore):
    """Choosing the agent of a new game from a difficulty, and the fair agent's level."""

    def _level_agent(self, agent: str | None, difficulty: str | None) -> str | None:
        """The agent a game should be played against (``None``: the server's agent)."""
        if difficulty is None:
            return agent
        if agent is not None:
            raise with_params(
                DifficultyError(
                    "Choose a difficulty or an agent, not both: a difficulty picks its own agent."
                ),
                reason="with-agent",
            )
        name = difficulty_agent(difficulty) if isinstance(difficulty, str) else None
        if name is None:
            shown = quote_input(str(difficulty))
            choices = ", ".join(DIFFICULTIES)
            raise with_params(
                DifficultyError(f"The difficulty must be one of {choices}; not '{shown}'."),
                reason="unknown",
                value=shown,
                choices=choices,
            )
        return name

    async def _fair_level(self, user: User, server_id: str, settings: ServerSettings) -> float:
        """The level of ``user``'s next game against the fair level here."""
        last = await self.repository.last_finished_game_against(user.id, server_id, FAIR_AGENT)
        if last is None:
            return DEFAULT_LEVEL
        side = last.x if last.x.agent == FAIR_AGENT else last.o
        level = level_of_version(side.agent_version)
        if level is None:  # a version written by hand: start over rather than guess
            return DEFAULT_LEVEL
        return next_level(level, _member_won(last, user), settings.fair_target / 100)


def fair_game_version(agent: object, level: float) -> str | None:
    """The version a new game records for ``agent``: a fair agent's level for this game."""
    return fair_version(level) if isinstance(agent, FairAgent) else getattr(agent, "version", None)


def _member_won(game: Game, user: User) -> bool:
    if game.winner is None:
        return False
    return game.side(game.winner).user_id == user.id

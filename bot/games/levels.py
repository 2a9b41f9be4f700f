"""Levels: the difficulty a person picks turned into an agent, and the fair agent's level.

``difficulty`` names a level (:data:`engine.levels.DIFFICULTY_AGENTS`); ``agent`` names an
agent. Giving both is refused: which one should win is a guess the player should not have to
make. The fair agent's level for a member's next game follows from their finished games
against it in this server (each recorded level and result, see :mod:`storage.repos.levels`):
for their first :data:`~engine.levels.MODEL_GAMES` games, the level the people models predict
for them (:mod:`bot.games.fair_people`) plus the controller's correction for their results so
far (:func:`engine.levels.corrected_level`); after that, their last game's level moved toward
the server's target by :func:`engine.levels.next_level`.
"""

from __future__ import annotations

from bot.games.core import ServiceCore
from bot.games.errors import DifficultyError
from domain.game import Game
from domain.players import User
from domain.settings import ServerSettings
from engine.agents.fair import DEFAULT_LEVEL, FairAgent, fair_version, level_of_version
from engine.errors import quote_input, with_params
from engine.levels import (
    DIFFICULTIES,
    MODEL_GAMES,
    corrected_level,
    difficulty_agent,
    next_level,
)

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
        target = settings.fair_target / 100
        games = await self.repository.finished_games_against(
            user.id, server_id, FAIR_AGENT, limit=MODEL_GAMES
        )
        if len(games) < MODEL_GAMES:
            predicted = await self.fair_people.predicted_level(user.id, server_id, target)
            return corrected_level(predicted, (_member_won(g, user) for g in games), target)
        return level_after_game(games[0], user, target)


def level_after_game(last: Game | None, user: User, target: float) -> float:
    """The controller's level for ``user``'s next fair game after ``last``, their newest
    finished game against it (``None``: none yet, the default level): its recorded level
    moved toward ``target`` by its result."""
    if last is None:
        return DEFAULT_LEVEL
    side = last.x if last.x.agent == FAIR_AGENT else last.o
    level = level_of_version(side.agent_version)
    if level is None:  # a version written by hand: start over rather than guess
        return DEFAULT_LEVEL
    return next_level(level, _member_won(last, user), target)


def fair_game_version(agent: object, level: float) -> str | None:
    """The version a new game records for ``agent``: a fair agent's level for this game."""
    return fair_version(level) if isinstance(agent, FairAgent) else getattr(agent, "version", None)


def _member_won(game: Game, user: User) -> bool:
    if game.winner is None:
        return False
    return game.side(game.winner).user_id == user.id

"""A person's own choices, which stand in for a server's where there is none (a DM, a group
DM) or where no admin can make them (a server that did not add the bot): their default level.

They are stored with the servers' settings under the person's key
(:func:`domain.places.person_key`), as the agent the level picks, so they need no table of
their own and are read and cached like a server's.
"""

from __future__ import annotations

from bot.games.games import GamesMixin
from domain.places import person_key
from domain.players import User
from engine.levels import DIFFICULTY_AGENTS

LEVEL_OF_AGENT = {agent: level for level, agent in DIFFICULTY_AGENTS.items()}
"""The level whose agent a stored choice names."""


class PrefsMixin(GamesMixin):
    """Reading and changing a person's default level."""

    async def default_level(self, user: User) -> str | None:
        """The level ``user`` plays by default where there is no server's choice; ``None``:
        the bot's default agent."""
        stored = await self._stored_settings(person_key(user.id))
        agent = None if stored is None else stored.chosen.get("agent")
        return LEVEL_OF_AGENT.get(str(agent)) if agent is not None else None

    async def set_default_level(self, user: User, level: str | None) -> str | None:
        """Make ``level`` (a difficulty name; ``None``: the bot's default) ``user``'s default.
        An unknown level is refused (:class:`~bot.games.errors.DifficultyError`), nothing
        stored."""
        agent = None if level is None else self._level_agent(None, level)
        await self.update_server_settings(person_key(user.id), user, agent=agent)
        return level

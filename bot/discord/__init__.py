"""The Discord front: slash commands under /ttt and /ttt-admin, and button boards.

It holds no game logic: every command and click becomes a :class:`bot.service.GameService`
call, and what comes back is rendered by :mod:`bot.discord.render`.
"""

from bot.discord.client import TttBot
from bot.discord.runner import run_discord

__all__ = ["TttBot", "run_discord"]

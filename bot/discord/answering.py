"""The interactions this process is answering, so that a stop lets them finish first.

A stop (SIGTERM, a rolling restart's old process) used to unload the features while the
gateway still delivered interactions, and to close the HTTP session and the database while
handlers were still answering: a click that came in then found no handler, a reply found the
session closed, a game's end was written as the database closed, and each left a traceback in
the log. So once the stop begins (:meth:`Answering.stop_taking`), an interaction that arrives
later is left unanswered (in a rolling restart the new process, which receives it too,
answers it; after a plain stop nobody would), and :meth:`Answering.drain` waits, for a
bounded time, for the handlers already under way before anything closes.

Each entry point of an interaction (the command tree's check, the cell clicks, the other
persistent buttons) calls :meth:`Answering.admit` first: it says whether to answer, and keeps
the task that answers until it ends.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Final

import discord

from bot.discord.replies import ARRIVED

log = logging.getLogger(__name__)

DRAIN_S: Final = 10.0
"""How long a stop waits for the answers under way (a database outage can hold one up;
systemd's stop timeout for the bot is 30 s)."""


class Answering:
    """The tasks answering interactions, and whether new ones are still taken."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[object]] = set()
        self._stopped_at: float | None = None

    @property
    def taking(self) -> bool:
        """Whether interactions that arrive now are answered (no stop has begun)."""
        return self._stopped_at is None

    def admit(self, interaction: discord.Interaction) -> bool:
        """Whether to answer ``interaction``: yes unless it arrived after the stop began. An
        admitted interaction's task (the caller's) is waited for by :meth:`drain`."""
        if self._stopped_at is not None:
            arrived = interaction.extras.get(ARRIVED, asyncio.get_running_loop().time())
            if arrived >= self._stopped_at:
                log.debug("interaction %s came after the stop began: left", interaction.id)
                return False
        task = asyncio.current_task()
        if task is not None and task not in self._tasks:
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return True

    def stop_taking(self) -> None:
        """From now on, interactions that arrive are not answered."""
        if self._stopped_at is None:
            self._stopped_at = asyncio.get_running_loop().time()

    async def drain(self, timeout: float = DRAIN_S) -> None:
        """Wait until every admitted answer has ended, at most ``timeout`` seconds; those
        still under way then are logged and left (the stop goes on)."""
        # Handlers whose interaction arrived before the stop may not have started yet: one
        # turn of the loop lets each reach its entry point and be admitted.
        await asyncio.sleep(0)
        pending = {task for task in self._tasks if task is not asyncio.current_task()}
        if not pending:
            return
        _, late = await asyncio.wait(pending, timeout=timeout)
        if late:
            log.warning("stopping with %d interactions still being answered", len(late))

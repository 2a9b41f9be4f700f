"""The retraining schedule: every ``TTT_RETRAIN_INTERVAL_S`` seconds (0: never), a run in a
child process when at least ``TTT_RETRAIN_MIN_GAMES`` finished games are not yet used by a
promoted version.

Every bot process of a fleet runs a schedule, but at each look only one of them acts: the
one that takes the database's scheduler lock (:data:`~storage.locks.SCHEDULER_LOCK_KEY`).
The others skip that look without counting games or starting a child, so a fleet of N
processes starts one run, not N that would queue on the retraining lock. Leadership is taken
afresh at every look, so when the process that led dies another one leads at the next look.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

from bot.retrain.control import RetrainControl
from bot.retrain.outcome import Outcome
from bot.retrain.runner import RetrainRunner
from storage.locks import SCHEDULER_LOCK_KEY, database_lock
from storage.retraining import Engine, count_new_games

log = logging.getLogger(__name__)

OnOutcome = Callable[[Outcome], Awaitable[None] | None]
Leadership = Callable[[], AbstractAsyncContextManager[bool]]
"""Opens a block in which this process leads the schedule (``True``) or not (``False``)."""


@contextlib.asynccontextmanager
async def _always_lead() -> AsyncIterator[bool]:
    yield True


class RetrainScheduler:
    """Every ``interval_s`` seconds, a run if ``min_games`` new finished games are waiting.

    ``count_games`` says how many there are (by default :func:`count_new_games` on
    ``engine``); the count is one cheap query, and the run itself is a child process.
    ``leadership`` says whether this process acts at a look (by default always; on a
    database, :meth:`for_engine` takes the database's scheduler lock for the look and the run).
    """

    def __init__(
        self,
        runner: RetrainRunner,
        *,
        interval_s: float,
        min_games: int,
        count_games: Callable[[], Awaitable[int]],
        on_outcome: OnOutcome | None = None,
        leadership: Leadership = _always_lead,
    ) -> None:
        if interval_s <= 0:
            raise ValueError("a retraining schedule needs an interval above 0 seconds")
        self.runner = runner
        self.interval_s = interval_s
        self.min_games = max(1, min_games)
        self.count_games = count_games
        self.on_outcome = on_outcome
        self.leadership = leadership
        self._task: asyncio.Task[None] | None = None

    @classmethod
    def for_engine(cls, runner: RetrainRunner, engine: Engine, **options: Any) -> RetrainScheduler:
        """A scheduler counting new games in the database behind ``engine``, led by whichever
        process of the database takes its scheduler lock first at each look."""
        return cls(
            runner,
            count_games=lambda: count_new_games(engine),
            leadership=lambda: database_lock(engine.url, SCHEDULER_LOCK_KEY),
            **options,
        )

    async def tick(self) -> Outcome | None:
        """One look: a run when this process leads, enough games are waiting and no run of
        its own is going on. The lead is held through the run."""
        if self.runner.running:
            return None
        async with self.leadership() as leading:
            if not leading:
                log.debug("retraining: another process leads the schedule")
                return None
            return await self._look()

    async def _look(self) -> Outcome | None:
        waiting = await self.count_games()
        if waiting < self.min_games:
            log.debug("retraining: %d new game(s), waiting for %d", waiting, self.min_games)
            return None
        outcome = await self.runner.retrain(min_games=self.min_games)
        if self.on_outcome is not None:
            result = self.on_outcome(outcome)
            if asyncio.iscoroutine(result):
                await result
        return outcome

    def start(self) -> None:
        """Start looking, every ``interval_s`` seconds."""
        if self._task is None:
            self._task = asyncio.create_task(self._loop(), name="retrain-scheduler")

    async def stop(self) -> None:
        """Stop looking, and end a run still going on."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await self.runner.stop()

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(self.interval_s)
            try:
                await self.tick()
            except Exception:  # a bad database moment: try again next time
                log.exception("retraining: scheduled check failed")


def scheduler_from_settings(
    settings: Any,
    control: RetrainControl,
    engine: Engine,
    *,
    on_outcome: OnOutcome | None = None,
) -> RetrainScheduler | None:
    """The schedule of ``TTT_RETRAIN_INTERVAL_S`` / ``TTT_RETRAIN_MIN_GAMES`` (``None`` when
    the interval is 0), counting new games in the database behind ``engine``."""
    interval = float(getattr(settings, "retrain_interval_s", 0) or 0)
    if interval <= 0:
        return None
    return RetrainScheduler.for_engine(
        control.runner,
        engine,
        interval_s=interval,
        min_games=int(getattr(settings, "retrain_min_games", 1)),
        on_outcome=on_outcome,
    )

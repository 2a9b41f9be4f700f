"""The bot's side of a run: ``python -m bot retrain`` in a child process, one at a time.

Nothing here imports torch or trains, so serving never waits on a run; the run's outcome comes
back as the last line of its output, in JSON (:class:`~bot.retrain.outcome.Outcome`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from bot.retrain.outcome import Outcome

log = logging.getLogger(__name__)


class RetrainRunner:
    """Runs ``python -m bot retrain`` (or ``--rollback``) in a child process, one at a time.

    The child gets a lower priority (``nice``) and one torch thread, so that games keep their
    latency while it trains. :meth:`stop` ends a child that is still running; the run's own
    crash safety leaves the serving version and the database as they were.
    """

    def __init__(
        self,
        *,
        database_url: str,
        weights_dir: str | os.PathLike[str],
        agent: str = "dqn",
        python: str = sys.executable,
        nice: int = 10,
        extra_args: Sequence[str] = (),
        env: Mapping[str, str] | None = None,
    ) -> None:
        self.database_url = database_url
        self.weights_dir = Path(weights_dir)
        self.agent = agent
        self.python = python
        self.nice = nice
        self.extra_args = tuple(extra_args)
        self.env = dict(env) if env is not None else None
        self._lock = asyncio.Lock()
        self._process: asyncio.subprocess.Process | None = None
        self.last: Outcome | None = None
        """The outcome of the last run or rollback."""

    @property
    def running(self) -> bool:
        """A run or a rollback is going on."""
        return self._lock.locked()

    def command(self, *, rollback: bool = False, min_games: int | None = None) -> list[str]:
        """The child's command line."""
        cmd = [
            self.python,
            "-m",
            "bot",
            "retrain",
            "--json",
            "--agent",
            self.agent,
            "--database-url",
            self.database_url,
            "--weights-dir",
            str(self.weights_dir),
        ]
        if rollback:
            return [*cmd, "--rollback"]
        if min_games is not None:
            cmd += ["--min-games", str(min_games)]
        if self.nice:
            cmd += ["--nice", str(self.nice)]
        return [*cmd, *self.extra_args]

    async def retrain(self, *, min_games: int | None = None) -> Outcome:
        """One run; ``busy`` when a run or a rollback is going on already."""
        return await self._run(self.command(min_games=min_games))

    async def rollback(self) -> Outcome:
        """Make the previous promoted version serve again."""
        return await self._run(self.command(rollback=True))

    async def _run(self, command: list[str]) -> Outcome:
        if self._lock.locked():
            return Outcome("busy", self.agent, None, "a retraining or rollback is running already")
        async with self._lock:
            env = {**os.environ, **(self.env or {})}
            env.setdefault("OMP_NUM_THREADS", "1")
            log.info("retraining: %s", " ".join(command[2:]))
            self._process = await asyncio.create_subprocess_exec(
                *command,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                env=env,
            )
            try:
                out, err = await self._process.communicate()
            finally:
                code, self._process = self._process.returncode, None
            outcome = parse_outcome(out.decode(errors="replace"))
            if outcome is None:
                tail = err.decode(errors="replace").strip().splitlines()[-3:]
                outcome = Outcome(
                    "failed",
                    self.agent,
                    None,
                    f"the retraining process ended with code {code} and no outcome"
                    + (f": {' | '.join(tail)}" if tail else ""),
                )
            self.last = outcome
            log.info("retraining: %s — %s", outcome.status, outcome.message)
            return outcome

    async def stop(self) -> None:
        """End a child process that is still running (the run leaves nothing half-done)."""
        process = self._process
        if process is not None and process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                process.terminate()
            try:
                await asyncio.wait_for(process.wait(), timeout=5)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    process.kill()


def parse_outcome(stdout: str) -> Outcome | None:
    """The outcome a child printed last (``None``: it printed none that parses)."""
    for line in reversed(stdout.strip().splitlines()):
        line = line.strip()
        if line.startswith("{"):
            try:
                return Outcome.from_json(line)
            except (ValueError, TypeError):
                return None
    return None

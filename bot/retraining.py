"""Retraining seen from the running bot: hot reload, a scheduler, and the admin commands.

Nothing here imports torch or trains: a run is ``python -m bot retrain`` in a child process
(:class:`RetrainRunner`), so serving never waits on it, and its outcome comes back as one line
of JSON (:class:`bot.retrain_job.Outcome`). The bot notices a promotion or a rollback by itself:
:class:`ServingVersions` re-reads the manifest whenever the file is replaced (one ``stat`` per
look), and the game service resolves an agent's serving version when a game starts.

* :class:`RetrainScheduler` — every ``TTT_RETRAIN_INTERVAL_S`` seconds (0: never), a run when at
  least ``TTT_RETRAIN_MIN_GAMES`` finished games are not yet used by a promoted version;
* :class:`RetrainControl` — what ``/ttt-admin retrain`` and ``/ttt-admin rollback`` call, with
  the admin check done here, on the bot's side.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import sys
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.retrain_job import Outcome, count_new_games
from engine.agents.learned.weights import WeightsError, weights_file
from engine.errors import TttError

log = logging.getLogger(__name__)

__all__ = [
    "NotAdminError",
    "RetrainControl",
    "RetrainRunner",
    "RetrainScheduler",
    "ServingVersions",
    "control_from_settings",
    "scheduler_from_settings",
]


# -- hot reload -----------------------------------------------------------------------------------


class ServingVersions:
    """The manifest's agents, re-read only when the file changed.

    A promotion or a rollback replaces ``manifest.json`` by a rename, which gives it a new
    inode; the key also holds the modification time and size, so an in-place edit is seen too.
    An unreadable manifest keeps the last good reading (a half-written file never serves).
    """

    def __init__(self, manifest_path: str | os.PathLike[str]) -> None:
        self.path = Path(manifest_path)
        self._key: tuple[int, int, int] | None = None
        self._agents: dict[str, Any] = {}

    @property
    def directory(self) -> Path:
        return self.path.parent

    def agents(self) -> Mapping[str, Any]:
        """The manifest's ``agents`` table as of now."""
        try:
            stat = self.path.stat()
        except OSError:
            self._key, self._agents = None, {}
            return self._agents
        key = (stat.st_ino, stat.st_mtime_ns, stat.st_size)
        if key != self._key:
            try:
                manifest = json.loads(self.path.read_text(encoding="utf-8"))
                agents = manifest.get("agents", {}) if isinstance(manifest, dict) else {}
            except (OSError, ValueError) as exc:
                log.warning("keeping the last reading of %s: %s", self.path, exc)
                return self._agents
            self._key, self._agents = key, agents if isinstance(agents, dict) else {}
        return self._agents

    def serving(self, agent: str) -> str | None:
        """The version of ``agent`` that serves now (``None``: not in the manifest)."""
        info = self.agents().get(agent)
        serving = info.get("serving") if isinstance(info, Mapping) else None
        return serving if isinstance(serving, str) else None

    def entry(self, agent: str, version: str | None = None) -> tuple[str, Mapping[str, Any]] | None:
        """``(version, entry)`` of ``agent`` (the serving version by default), if listed."""
        info = self.agents().get(agent)
        if not isinstance(info, Mapping):
            return None
        version = version or info.get("serving")
        entry = info.get("versions", {}).get(version) if isinstance(version, str) else None
        return (version, entry) if isinstance(version, str) and isinstance(entry, Mapping) else None

    def weights_path(self, agent: str, version: str | None = None) -> tuple[str, Path, str | None]:
        """``(version, file, sha256)`` to load ``agent`` from; raises ``WeightsError``."""
        found = self.entry(agent, version)
        if found is None:
            raise WeightsError(f"{agent} {version or '(serving)'} is not in {self.path}")
        version, entry = found
        sha256 = entry.get("sha256")
        if not sha256:
            raise WeightsError(
                f"{agent} {version} has no sha256 in the manifest: unverified weights are never "
                "loaded"
            )
        return version, weights_file(self.directory, entry.get("file")), sha256


# -- running a retraining -------------------------------------------------------------------------


class NotAdminError(TttError):
    """Only the bot's admins may retrain or roll back (it changes the agent for every server)."""


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
            outcome = _parse_outcome(out.decode(errors="replace"), self.agent)
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


def _parse_outcome(stdout: str, agent: str) -> Outcome | None:
    for line in reversed(stdout.strip().splitlines()):
        line = line.strip()
        if line.startswith("{"):
            try:
                return Outcome.from_json(line)
            except (ValueError, TypeError):
                return None
    return None


# -- schedule -------------------------------------------------------------------------------------


class RetrainScheduler:
    """Every ``interval_s`` seconds, a run if ``min_games`` new finished games are waiting.

    ``count_games`` says how many there are (by default :func:`count_new_games` on
    ``engine``); the count is one cheap query, and the run itself is a child process.
    """

    def __init__(
        self,
        runner: RetrainRunner,
        *,
        interval_s: float,
        min_games: int,
        count_games: Callable[[], Awaitable[int]],
        on_outcome: Callable[[Outcome], Awaitable[None] | None] | None = None,
    ) -> None:
        if interval_s <= 0:
            raise ValueError("a retraining schedule needs an interval above 0 seconds")
        self.runner = runner
        self.interval_s = interval_s
        self.min_games = max(1, min_games)
        self.count_games = count_games
        self.on_outcome = on_outcome
        self._task: asyncio.Task[None] | None = None

    @classmethod
    def for_engine(cls, runner: RetrainRunner, engine: Any, **options: Any) -> RetrainScheduler:
        """A scheduler counting new games in the database behind ``engine``."""
        return cls(runner, count_games=lambda: count_new_games(engine), **options)

    async def tick(self) -> Outcome | None:
        """One look: a run when enough games are waiting (and none is running)."""
        if self.runner.running:
            return None
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
        if self._task is None:
            self._task = asyncio.create_task(self._loop(), name="retrain-scheduler")

    async def stop(self) -> None:
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


# -- admin commands -------------------------------------------------------------------------------


class RetrainControl:
    """``/ttt-admin retrain`` and ``/ttt-admin rollback``: admin check, then the runner.

    ``admins`` are the user ids allowed (``TTT_BOT_ADMINS``); ``is_owner`` (optional) adds the
    application's owners. A retraining changes the agent of every server, so a server's
    Manage Server permission alone is not enough.
    """

    def __init__(
        self,
        runner: RetrainRunner,
        *,
        admins: Iterable[str | int] = (),
        is_owner: Callable[[str], Awaitable[bool]] | None = None,
    ) -> None:
        self.runner = runner
        self.admins = frozenset(str(a) for a in admins)
        self.is_owner = is_owner

    async def allowed(self, user_id: str) -> bool:
        if str(user_id) in self.admins:
            return True
        if self.is_owner is not None:
            with contextlib.suppress(Exception):
                return await self.is_owner(str(user_id))
        return False

    async def _require(self, user_id: str) -> None:
        if not await self.allowed(user_id):
            raise NotAdminError(
                "Only the bot's admins can retrain or roll back the agent: it changes the agent "
                "for every server."
            )

    async def retrain(self, user_id: str) -> Outcome:
        """A run now (at least one new game), for an admin."""
        await self._require(user_id)
        return await self.runner.retrain(min_games=1)

    async def rollback(self, user_id: str) -> Outcome:
        """Back to the previous promoted version, for an admin."""
        await self._require(user_id)
        return await self.runner.rollback()


def control_from_settings(
    settings: Any, *, is_owner: Callable[[str], Awaitable[bool]] | None = None
) -> RetrainControl:
    """The runner and admin check the settings describe (``TTT_DATABASE_URL``, the weights
    directory of ``TTT_MANIFEST_PATH``, ``TTT_BOT_ADMINS``)."""
    runner = RetrainRunner(
        database_url=settings.database_url,
        weights_dir=Path(settings.manifest_path).parent,
    )
    return RetrainControl(runner, admins=getattr(settings, "bot_admins", ()), is_owner=is_owner)


def scheduler_from_settings(
    settings: Any,
    control: RetrainControl,
    engine: Any,
    *,
    on_outcome: Callable[[Outcome], Awaitable[None] | None] | None = None,
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

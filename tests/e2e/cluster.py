"""Real bot processes (``python -m bot run``) as a fleet against the Discord emulator.

A :class:`Cluster` starts K processes with ``TTT_SHARD_COUNT`` / ``TTT_SHARD_IDS`` on one
database, as ``docs/deploy.md`` runs them: the schema is migrated once first (the deploy
step), every process reaches the emulator over loopback, and each is stopped by its PID
(SIGTERM, or SIGKILL for crash tests). Every wait is bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from devkit.emulator import DiscordEmulator

REPO = Path(__file__).resolve().parents[2]
START_TIMEOUT_S = 60.0
"""A process's import, migration check and IDENTIFY on a busy 2-core machine."""


@dataclass
class BotProcess:
    """One ``python -m bot run`` child and everything it printed."""

    name: str
    shard_ids: tuple[int, ...]
    env: dict[str, str]
    proc: asyncio.subprocess.Process | None = None
    output: bytearray = field(default_factory=bytearray)
    _reader: asyncio.Task[None] | None = None
    started_at: float = 0.0

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.returncode is None

    def text(self) -> str:
        return self.output.decode(errors="replace")

    async def spawn(self, cwd: Path) -> None:
        self.output.clear()
        self.started_at = time.monotonic()
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            "run",
            cwd=cwd,  # no stray .env from the repository
            env=self.env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        self._reader = asyncio.create_task(self._drain())

    async def _drain(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        while chunk := await self.proc.stdout.read(65536):
            self.output.extend(chunk)

    async def wait_for_output(self, needle: str, timeout: float = 20.0) -> None:
        """Wait until the process printed ``needle`` (bounded)."""
        deadline = time.monotonic() + timeout
        while needle not in self.text():
            if not self.alive:
                raise AssertionError(
                    f"{self.name} exited before printing {needle!r}:\n{self.text()}"
                )
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.name} did not print {needle!r} in {timeout}s")
            await asyncio.sleep(0.05)

    async def kill9(self) -> None:
        """SIGKILL by PID: no clean-up of any kind, as a crash or an OOM kill."""
        if self.alive:
            os.kill(self.pid, signal.SIGKILL)
        await self._reap(5.0)

    async def terminate(self, timeout: float = 15.0) -> int:
        """SIGTERM by PID and wait for the exit code (SIGKILL if it does not stop in time)."""
        if self.alive:
            os.kill(self.pid, signal.SIGTERM)
        return await self._reap(timeout)

    async def _reap(self, timeout: float) -> int:
        assert self.proc is not None
        try:
            code = await asyncio.wait_for(self.proc.wait(), timeout)
        except TimeoutError:
            os.kill(self.pid, signal.SIGKILL)
            code = await self.proc.wait()
        if self._reader is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._reader, 5.0)
        return code


class Cluster:
    """K bot processes on one database and one emulator, sharded ``shard_count`` ways."""

    def __init__(
        self,
        emulator: DiscordEmulator,
        db_url: str,
        workdir: Path,
        *,
        shard_count: int,
        guild_ids: list[int],
        env: Mapping[str, str] | None = None,
    ) -> None:
        self.emu = emulator
        self.db_url = db_url
        self.workdir = workdir
        self.shard_count = shard_count
        self.guild_ids = guild_ids
        self.extra_env = dict(env or {})
        self.processes: list[BotProcess] = []

    def environment(self, shard_ids: tuple[int, ...], **overrides: str) -> dict[str, str]:
        env = {
            **os.environ,
            "PYTHONPATH": str(REPO),
            "DISCORD_TOKEN": self.emu.token,
            "DISCORD_API_BASE": self.emu.base_url,
            "DISCORD_GATEWAY_URL": self.emu.gateway_url,
            "TTT_DATABASE_URL": self.db_url,
            "TTT_GUILD_IDS": ",".join(str(g) for g in self.guild_ids),
            "TTT_SHARD_COUNT": str(self.shard_count),
            "TTT_SHARD_IDS": ",".join(str(s) for s in shard_ids),
            "TTT_DEFAULT_AGENT": "minimax",
            "TTT_IDLE_CHECK_S": "3600",
            "TTT_SERVING_POLL_S": "1",
            "TTT_LOG_LEVEL": "INFO",
            **self.extra_env,
        }
        env.update(overrides)
        return env

    async def migrate(self) -> None:
        """The deploy step: ``tttbot db upgrade`` once, before any process starts."""
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            "db",
            "upgrade",
            "--url",
            self.db_url,
            cwd=self.workdir,
            env=self.environment(()),
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        out, _ = await asyncio.wait_for(proc.communicate(), 60)
        assert proc.returncode == 0, out.decode(errors="replace")

    def own_weights(self, name: str) -> Path:
        """A private copy of the shipped weights: the local cache of one "machine"."""
        directory = self.workdir / f"weights-{name}"
        if not directory.exists():
            shutil.copytree(REPO / "weights", directory)
        return directory

    async def start(self, name: str, shard_ids: tuple[int, ...], **env: str) -> BotProcess:
        """Start a process running ``shard_ids`` and wait until each of them IDENTIFYed."""
        identified = self.emu.gateway.identify_count
        process = BotProcess(name, shard_ids, self.environment(shard_ids, **env))
        self.processes.append(process)
        await process.spawn(self.workdir)
        await self.wait_identified(process, identified + len(shard_ids))
        return process

    async def restart(self, process: BotProcess) -> float:
        """Start ``process`` again (same shards, same settings); seconds until it is back."""
        identified = self.emu.gateway.identify_count
        await process.spawn(self.workdir)
        await self.wait_identified(process, identified + len(process.shard_ids))
        return time.monotonic() - process.started_at

    async def wait_identified(self, process: BotProcess, count: int) -> None:
        deadline = time.monotonic() + START_TIMEOUT_S
        while self.emu.gateway.identify_count < count or not all(
            self._connected(shard) for shard in process.shard_ids
        ):
            if not process.alive:
                raise AssertionError(f"{process.name} exited:\n{process.text()}")
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"{process.name} not identified in {START_TIMEOUT_S}s:\n{process.text()}"
                )
            await asyncio.sleep(0.05)
        # GUILD_CREATEs are sent right after READY; give discord.py a moment to read them.
        await asyncio.sleep(0.3)

    def _connected(self, shard: int) -> bool:
        session = self.emu.gateway.latest.get((shard, self.shard_count))
        return session is not None and session.connected

    async def aclose(self) -> None:
        """Stop every process still running, by PID."""
        for process in self.processes:
            if process.alive:
                await process.terminate()

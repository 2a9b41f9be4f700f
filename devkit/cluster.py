"""Real bot processes (``python -m bot run``) as a fleet against the Discord emulator.

A :class:`Cluster` starts K processes with ``TTT_SHARD_COUNT`` / ``TTT_SHARD_IDS`` on one
database, as ``docs/deploy.md`` runs them: the schema is migrated once first (the deploy
step), every process reaches the emulator over loopback, and each is stopped by its PID
(SIGTERM, or SIGKILL for crash tests). Every wait is bounded.
"""

from __future__ import annotations

import asyncio
import shutil
import time
from collections.abc import Mapping
from pathlib import Path

from devkit.bot_process import REPO, BotProcess, discord_env, tttbot, wait_connected
from devkit.emulator import DiscordEmulator


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
        settings = {
            "TTT_SHARD_COUNT": str(self.shard_count),
            "TTT_SHARD_IDS": ",".join(str(s) for s in shard_ids),
            "TTT_DEFAULT_AGENT": "minimax",
            "TTT_IDLE_CHECK_S": "3600",
            "TTT_SERVING_POLL_S": "1",
            "TTT_LOG_LEVEL": "INFO",
            **self.extra_env,
            **overrides,
        }
        return discord_env(self.emu, self.db_url, guild_ids=self.guild_ids, **settings)

    async def migrate(self) -> None:
        """The deploy step: ``tttbot db upgrade`` once, before any process starts."""
        env = self.environment(())
        code, said = await tttbot("db", "upgrade", "--url", self.db_url, env=env, cwd=self.workdir)
        assert code == 0, said

    def own_weights(self, name: str) -> Path:
        """A private copy of the shipped weights: the local cache of one "machine"."""
        directory = self.workdir / f"weights-{name}"
        if not directory.exists():
            shutil.copytree(REPO / "weights", directory)
        return directory

    async def start(self, name: str, shard_ids: tuple[int, ...], **env: str) -> BotProcess:
        """Start a process running ``shard_ids`` and wait until each of them IDENTIFYed."""
        identified = self.emu.gateway.identify_count
        process = BotProcess(self.environment(shard_ids, **env), self.workdir, name, shard_ids)
        self.processes.append(process)
        await process.spawn()
        await self.wait_identified(process, identified + len(shard_ids))
        return process

    async def restart(self, process: BotProcess) -> float:
        """Start ``process`` again (same shards, same settings); seconds until it is back."""
        identified = self.emu.gateway.identify_count
        await process.spawn()
        await self.wait_identified(process, identified + len(process.shard_ids))
        return time.monotonic() - process.started_at

    async def wait_identified(self, process: BotProcess, count: int) -> None:
        await wait_connected(self.emu, process, identified=count, shard_count=self.shard_count)
        # GUILD_CREATEs are sent right after READY; give discord.py a moment to read them.
        await asyncio.sleep(0.3)

    async def aclose(self) -> None:
        """Stop every process still running, by PID."""
        for process in self.processes:
            if process.alive:
                await process.terminate()

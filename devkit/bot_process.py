"""The bot as its own process (``python -m bot run``) against the Discord emulator: the one way
the tests and the benchmarks start, watch and stop it.

:func:`running_bot` is the async context manager they share: it starts the process, hands over
a :class:`BotProcess` (its output as it comes, its PID, waits on what it printed) and, however
the block ends, stops it by its PID (SIGTERM, then SIGKILL if it does not exit in time).
:func:`discord_env` gives the environment that points a process at an emulator and a database;
:func:`wait_connected` waits until its gateway sessions are up; :func:`tttbot` runs a one-off
command (``db upgrade``, ``health``, ``sync-commands``) to its end. A benchmark that starts
processes calls :func:`stop_on_sigterm` first, so that ``kill`` stops it as Ctrl-C does.

A child process imports this checkout's packages (``PYTHONPATH`` is the repository), and runs in
a directory of the caller's, so that no stray ``.env`` of the repository is read.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import time
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from devkit.emulator import DiscordEmulator

REPO = Path(__file__).resolve().parents[1]
START_TIMEOUT_S = 60.0
"""A process's import, migration check and IDENTIFY on a busy 2-core machine."""
BOT_RUN: tuple[str, ...] = (sys.executable, "-m", "bot", "run")


def stop_on_sigterm() -> None:
    """From now on SIGTERM stops this program as Ctrl-C does (``KeyboardInterrupt``): asyncio
    then cancels the run and its ``finally`` blocks stop the bot processes and servers it
    started. SIGTERM's default ends the program at once, leaving them running with no parent."""
    signal.signal(signal.SIGTERM, signal.default_int_handler)


def discord_env(
    emulator: DiscordEmulator | None,
    database_url: str,
    *,
    guild_ids: Iterable[int] = (),
    **settings: str,
) -> dict[str, str]:
    """This environment plus what points ``tttbot run`` at ``emulator`` (its token, API and
    gateway; ``None``: the caller names them) and ``database_url``; ``settings`` last, so they
    override any of it (``TTT_LOG_LEVEL="DEBUG"``, another tree's ``PYTHONPATH``)."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "TTT_DATABASE_URL": database_url}
    if emulator is not None:
        env.update(
            DISCORD_TOKEN=emulator.token,
            # Without the /api/v10 suffix: the bot adds it, as it does to a real base URL.
            DISCORD_API_BASE=emulator.base_url,
            DISCORD_GATEWAY_URL=emulator.gateway_url,
        )
    guilds = ",".join(str(guild) for guild in guild_ids)
    if guilds:
        env["TTT_GUILD_IDS"] = guilds
    env.update(settings)
    return env


@dataclass
class BotProcess:
    """One bot child process and everything it printed.

    ``command`` defaults to ``python -m bot run``. Its output (stdout and stderr) is collected
    in :attr:`output`, unless ``log`` names a file for it (a benchmark's thousands of lines);
    ``errors``, with ``log``, gives stderr a file of its own.
    """

    env: Mapping[str, str]
    cwd: Path
    name: str = "bot"
    shard_ids: tuple[int, ...] = ()
    command: Sequence[str] = BOT_RUN
    log: IO[bytes] | None = None
    errors: IO[bytes] | None = None
    proc: asyncio.subprocess.Process | None = None
    output: bytearray = field(default_factory=bytearray)
    started_at: float = 0.0
    _reader: asyncio.Task[None] | None = None

    @property
    def pid(self) -> int:
        assert self.proc is not None, f"{self.name} was never started"
        return self.proc.pid

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.returncode is None

    def text(self) -> str:
        return self.output.decode(errors="replace")

    async def spawn(self) -> None:
        """Start the process (again, after it ended: same command and settings)."""
        self.output.clear()
        self.started_at = time.monotonic()
        out = self.log if self.log is not None else asyncio.subprocess.PIPE
        err = self.errors if self.errors is not None else asyncio.subprocess.STDOUT
        self.proc = await asyncio.create_subprocess_exec(
            *self.command, cwd=self.cwd, env=dict(self.env), stdout=out, stderr=err
        )
        if self.log is None:
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
                said = self.text()
                raise AssertionError(f"{self.name} exited before printing {needle!r}:\n{said}")
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.name} did not print {needle!r} in {timeout}s")
            await asyncio.sleep(0.05)

    async def wait(self, timeout: float) -> int:
        """Its exit code, once it exits by itself within ``timeout`` seconds."""
        assert self.proc is not None
        code = await asyncio.wait_for(self.proc.wait(), timeout)
        await self._drained()
        return code

    async def kill9(self) -> None:
        """SIGKILL by PID: no clean-up of any kind, as a crash or an OOM kill."""
        if self.alive:
            os.kill(self.pid, signal.SIGKILL)
        await self._reap(5.0)

    async def terminate(self, timeout: float = 15.0) -> int | None:
        """SIGTERM by PID and its exit code (SIGKILL if it does not stop in time); ``None`` if
        it was never started."""
        if self.proc is None:
            return None
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
        await self._drained()
        return code

    async def _drained(self) -> None:
        if self._reader is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._reader, 5.0)


@contextlib.asynccontextmanager
async def running_bot(
    env: Mapping[str, str],
    cwd: Path,
    *,
    name: str = "bot",
    shard_ids: tuple[int, ...] = (),
    command: Sequence[str] = BOT_RUN,
    log: IO[bytes] | None = None,
    errors: IO[bytes] | None = None,
    stop_timeout: float = 15.0,
) -> AsyncIterator[BotProcess]:
    """A started :class:`BotProcess`, stopped by its PID when the block ends (a block that
    stopped it itself, to look at its exit code, finds it already stopped)."""
    process = BotProcess(env, cwd, name, shard_ids, command, log, errors)
    await process.spawn()
    try:
        yield process
    finally:
        await process.terminate(stop_timeout)


def connected(emulator: DiscordEmulator, shard: tuple[int, int] | None) -> bool:
    """Whether the shard (``None``: the unsharded session) has a connected gateway session."""
    session = emulator.gateway.active if shard is None else emulator.gateway.latest.get(shard)
    return session is not None and session.connected


async def wait_connected(
    emulator: DiscordEmulator,
    process: BotProcess,
    *,
    identified: int,
    shard_count: int | None = None,
    timeout: float = START_TIMEOUT_S,
) -> None:
    """Until the emulator counted ``identified`` IDENTIFYs in all and each of ``process``'s
    shards of ``shard_count`` (``None``: its unsharded session) is connected; fails at once,
    with what it printed, if the process exits."""
    shards = [(k, shard_count) for k in process.shard_ids] if shard_count else [None]
    deadline = time.monotonic() + timeout
    while emulator.gateway.identify_count < identified or not all(
        connected(emulator, shard) for shard in shards
    ):
        if not process.alive and process.proc is not None:
            raise AssertionError(f"{process.name} exited:\n{process.text()}")
        if time.monotonic() > deadline:
            raise AssertionError(f"{process.name} not connected in {timeout}s:\n{process.text()}")
        await asyncio.sleep(0.05)


async def tttbot(
    *args: str,
    env: Mapping[str, str],
    cwd: Path,
    timeout: float = 60.0,
    python: str = sys.executable,
) -> tuple[int, str]:
    """Run ``python -m bot <args>`` to its end (``python``: another tree's interpreter); its
    exit code and everything it printed."""
    proc = await asyncio.create_subprocess_exec(
        python,
        "-m",
        "bot",
        *args,
        cwd=cwd,
        env=dict(env),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await asyncio.wait_for(proc.communicate(), timeout)
    assert proc.returncode is not None
    return proc.returncode, out.decode(errors="replace")

"""One start of the bot or the console and what it cost, for benchmarks/bench_start.py: a ``tttbot
run`` (or the baseline bot) started against a fresh Discord emulator and timed to READY and to
its first answered ``/ttt play``, a console on a pseudo-terminal timed to its prompt and first
answer, and the database each start finds (migrated, started once before)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import pty
import select
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import psutil

from devkit.bot_process import discord_env, running_bot
from devkit.emulator import CallbackType, DiscordEmulator

MIB = 1024 * 1024


PREVIOUS_START = textwrap.dedent(
    """
    import asyncio
    import sys

    from bot.games.service import GameService
    from bot.settings import load_settings


    async def start_once(url):
        settings = load_settings()
        service = await GameService.open(url, manifest_path=settings.manifest_path)
        await service.close()


    asyncio.run(start_once(sys.argv[1]))
    """
)
"""What a start does to the database before it serves (records the manifest's versions)."""


@dataclass
class Phases:
    """Where a process's ``-X importtime`` output stood at each moment of interest."""

    stderr: Path
    marks: dict[str, int] = field(default_factory=dict)  # phase name -> byte offset

    def mark(self, name: str) -> None:
        self.marks[name] = self.stderr.stat().st_size


async def discord_sample(
    command: list[str],
    workdir: Path,
    extra_env: dict[str, str],
    *,
    expect_board: bool,
    phases: Phases | None = None,
) -> tuple[float, float, float, float, float]:
    """(spawn → READY s, spawn → first /ttt play answered s, RSS at READY, RSS after, CPU s
    when answered) of one process started by ``command`` against a fresh emulator."""
    emu = DiscordEmulator(response_timeout=30.0)
    guild = emu.add_guild("Bench")
    channel = emu.add_channel(guild, "games")
    player = emu.add_member(guild, "player")
    await emu.start()
    # The baseline bot reads the API's full base (with /api/v10) from DISCORD_API_BASE.
    settings = {"TTT_LOG_LEVEL": "WARNING", **extra_env, "DISCORD_API_BASE": emu.api_base}
    env = discord_env(emu, "", guild_ids=[guild.id], **settings)
    stderr_path = phases.stderr if phases else workdir / "stderr.log"
    loop = asyncio.get_running_loop()
    with open(workdir / "stdout.log", "wb") as out, open(stderr_path, "wb") as err:
        started = loop.time()
        try:
            async with running_bot(env, workdir, command=command, log=out, errors=err) as proc:
                await emu.wait_ready(timeout=60)
                ready = loop.time() - started
                if phases:
                    phases.mark("start-up (spawn -> READY)")
                rss_ready = psutil.Process(proc.pid).memory_info().rss / MIB
                await emu.wait_commands_synced(guild, timeout=60)
                play = {"first": "me"}
                result = await emu.slash(player, guild, channel, "ttt", "play", options=play)
                answered = emu.interactions[result.interaction_id].responded_at
                assert answered is not None
                cpu = psutil.Process(proc.pid).cpu_times()
                if phases:
                    phases.mark("first /ttt play")
                if result.response_type != CallbackType.CHANNEL_MESSAGE_WITH_SOURCE or (
                    expect_board and (result.ephemeral or not result.custom_ids)
                ):
                    raise RuntimeError(f"/ttt play answered {result.response_name}: {result.text}")
                rss_after = psutil.Process(proc.pid).memory_info().rss / MIB
        finally:
            await emu.stop()
    return ready, answered - started, rss_ready, rss_after, cpu.user + cpu.system


def _read_until(fd: int, needle: bytes, buffer: bytearray, deadline: float) -> float:
    """Read ``fd`` into ``buffer`` until ``needle`` appears; the perf_counter time it did."""
    while needle not in buffer:
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            raise RuntimeError(f"no {needle!r} from the console; got {bytes(buffer)[-300:]!r}")
        ready, _, _ = select.select([fd], [], [], remaining)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # EIO: the child closed the terminal
                chunk = b""
            if not chunk:
                raise RuntimeError(f"console ended; output {bytes(buffer)[-300:]!r}")
            buffer.extend(chunk)
    return time.perf_counter()


def console_sample(
    workdir: Path,
    db_url: str,
    *,
    phases: Phases | None = None,
    command: list[str] | None = None,
    env: dict[str, str] | None = None,
) -> tuple[float, float, float]:
    """(spawn → prompt s, spawn → first answer s, RSS at the prompt) of ``tttbot console``
    (or of ``command``, which must print ``> `` and answer a line with ``to move``)."""
    env = {
        **{k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"},
        **(env or {}),
        "TTT_DATABASE_URL": db_url,
        "TTT_LOG_LEVEL": "WARNING",
    }
    master, slave = pty.openpty()
    stderr_path = phases.stderr if phases else workdir / "console-stderr.log"
    buffer = bytearray()
    with open(stderr_path, "wb") as err:
        started = time.perf_counter()
        proc = subprocess.Popen(
            command or [sys.executable, "-m", "bot", "console"],
            stdin=slave,
            stdout=slave,
            stderr=err,
            cwd=workdir,
            env=env,
            close_fds=True,
        )
        os.close(slave)
        try:
            deadline = started + 60
            prompt = _read_until(master, b"> ", buffer, deadline) - started
            if phases:
                phases.mark("start-up (spawn -> prompt)")
            rss = psutil.Process(proc.pid).memory_info().rss / MIB
            os.write(master, b"/ttt play first:me\n")
            answered = _read_until(master, b"to move", buffer, deadline) - started
            if phases:
                phases.mark("first /ttt play")
            os.write(master, b"quit\n")
            proc.wait(15)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            os.close(master)
    return prompt, answered, rss


def prepare_restart(workdir: Path, db_url: str, tree: str | None = None) -> None:
    """Bring a fresh database to the newest schema the way an operator would, then open the
    game service on it once with ``tree``'s code, as the start before a restart did (not
    timed): that start recorded the manifest's agent versions, which a restart finds there
    and does not write again. Without it, every "restart" sample was the first start after
    ``tttbot db upgrade`` and paid those writes."""
    env = {**os.environ, **({"PYTHONPATH": tree} if tree else {})}
    for step in (
        [sys.executable, "-m", "bot", "db", "upgrade", "--url", db_url],
        [sys.executable, "-c", PREVIOUS_START, db_url],
    ):
        done = subprocess.run(step, cwd=workdir, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(step[1:3])} failed: {done.stderr}")


@contextlib.contextmanager
def fresh_dir(parent: str | None) -> Iterator[Path]:
    """A temporary directory (database, logs) removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="tttstart-", dir=parent) as name:
        yield Path(name)


def db_url_in(workdir: Path) -> str:
    return f"sqlite+aiosqlite:///{workdir / 'bench.db'}"

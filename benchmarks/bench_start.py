"""Start-up benchmark: how fast tttbot is ready to answer, and how much memory it holds then.

Measured in the same run, on the same machine load, each the median of ``--runs`` samples:

* **Discord**: ``python -m bot run`` (what the ``tttbot`` script runs) pointed at the loopback
  Discord emulator of tests/e2e with DISCORD_API_BASE / DISCORD_GATEWAY_URL: process spawn →
  gateway READY → first ``/ttt play first:me`` answered (the emulator sends INTERACTION_CREATE
  and times the bot's callback), the bot's RSS at READY and after that first answer, and the
  CPU time (user + system) the bot had used when it answered: on a shared machine the figure
  that moves least with the other jobs' load.
* **Baseline**: a minimal discord.py bot with one slash command (``/ttt play``), written inline
  below, run the same way against the same emulator. tttbot's figures are also given as ratios
  to it: the machine is shared, so only ratios measured in the same run compare across runs.
* **Console**: ``python -m bot console`` on a pseudo-terminal: spawn → the ``>`` prompt, then
  ``/ttt play first:me`` written to it → the board printed, and RSS at the prompt; beside it,
  for scale, a bare interpreter that prompts and answers one line.

tttbot is measured on a database already at the newest schema that a previous start has used
(a restart, the usual case: the manifest's agent versions are recorded) and on an empty one
(the first start, which migrates); every sample gets a fresh temporary database.
The 1-minute load average (``os.getloadavg``) is printed beside every figure.

Then an import-time breakdown (``python -X importtime``): ``import bot.__main__`` on its own,
and the imports of a real ``run`` / ``console`` process split into the phases they happened in
(before READY / the prompt, and while answering the first command), with the top cumulative
costs; then, measured inside one interpreter importing what each front imports, the time and
RSS every import edge from a first-party module costs (what to make lazy where).

    .venv/bin/python -m benchmarks.bench_start              # 5 runs, imports breakdown
    .venv/bin/python -m benchmarks.bench_start --runs 3 --no-imports
    .venv/bin/python -m benchmarks.bench_start --cold   # without first-party .pyc files
    git archive <commit> | tar -x -C /tmp/old     # then, before/after in the same runs:
    .venv/bin/python -m benchmarks.bench_start --compare /tmp/old
"""

from __future__ import annotations

import argparse
import asyncio
import compileall
import contextlib
import json
import os
import pty
import re
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from devkit.emulator import CallbackType, DiscordEmulator  # noqa: E402

MIB = 1024 * 1024
FIRST_PARTY = ("bot", "storage", "engine")
FIRST_PARTY_PACKAGES = ("bot", "storage", "engine", "domain")
TARGET_FIRST_ANSWER_S = 0.5
TARGET_RSS_MIB = 80.0
TARGET_CONSOLE_PROMPT_S = 0.5

BASELINE_BOT = textwrap.dedent(
    '''
    """A minimal discord.py bot: one slash command, /ttt play, answered with one line."""
    import os

    import discord
    import yarl
    from discord import app_commands
    from discord.gateway import DiscordWebSocket

    discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])
    GUILD = discord.Object(id=int(os.environ["TTT_GUILD_IDS"]))


    class Minimal(discord.Client):
        def __init__(self) -> None:
            intents = discord.Intents.none()
            intents.guilds = True
            super().__init__(intents=intents)
            self.tree = app_commands.CommandTree(self)

        async def setup_hook(self) -> None:
            self.tree.copy_global_to(guild=GUILD)
            await self.tree.sync(guild=GUILD)


    client = Minimal()
    ttt = app_commands.Group(name="ttt", description="Tic-tac-toe", guild_only=True)


    @ttt.command(name="play", description="Start a game")
    @app_commands.choices(
        first=[app_commands.Choice(name=v, value=v) for v in ("me", "bot", "random")]
    )
    async def play(
        interaction: discord.Interaction, first: app_commands.Choice[str] | None = None
    ) -> None:
        who = first.value if first else "random"
        await interaction.response.send_message(f"Game started, first: {who}")


    client.tree.add_command(ttt)
    client.run(os.environ["DISCORD_TOKEN"], log_handler=None)
    '''
)

CONSOLE_FLOOR = textwrap.dedent(
    """
    import sys
    print("> ", end="", flush=True)
    sys.stdin.readline()
    print("X to move", flush=True)
    sys.stdin.readline()
    """
)
"""The least a console can do: an interpreter that prompts and answers one line."""

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


# -- samples ------------------------------------------------------------------------------------


@dataclass
class Sample:
    """One figure of one run, with the machine's load when it was taken."""

    value: float
    load: float


@dataclass
class Row:
    """One line of the table: a figure over the runs."""

    label: str
    unit: str  # "s" or "MiB"
    samples: list[Sample] = field(default_factory=list)

    def add(self, value: float) -> None:
        self.samples.append(Sample(value, os.getloadavg()[0]))

    @property
    def median(self) -> float:
        return statistics.median(s.value for s in self.samples) if self.samples else float("nan")

    def spread(self) -> str:
        values = [s.value for s in self.samples]
        loads = [s.load for s in self.samples]
        if not values:
            return "no samples"
        return (
            f"{_fmt(min(values), self.unit)}-{_fmt(max(values), self.unit)}  "
            f"load {min(loads):.2f}-{max(loads):.2f}"
        )


def _fmt(value: float, unit: str) -> str:
    return f"{value:.3f}" if unit == "s" else f"{value:.1f}"


@dataclass
class Phases:
    """Where a process's ``-X importtime`` output stood at each moment of interest."""

    stderr: Path
    marks: dict[str, int] = field(default_factory=dict)  # phase name -> byte offset

    def mark(self, name: str) -> None:
        self.marks[name] = self.stderr.stat().st_size


# -- Discord: tttbot and the baseline, through the emulator ---------------------------------------


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
    env = {
        **os.environ,
        **extra_env,
        "DISCORD_TOKEN": emu.token,
        "DISCORD_API_BASE": emu.api_base,
        "DISCORD_GATEWAY_URL": emu.gateway_url,
        "TTT_GUILD_IDS": str(guild.id),
        "TTT_LOG_LEVEL": "WARNING",
    }
    stderr_path = phases.stderr if phases else workdir / "stderr.log"
    loop = asyncio.get_running_loop()
    with open(workdir / "stdout.log", "wb") as out, open(stderr_path, "wb") as err:
        started = loop.time()
        proc = await asyncio.create_subprocess_exec(
            *command, cwd=workdir, env=env, stdout=out, stderr=err
        )
        try:
            await emu.wait_ready(timeout=60)
            ready = loop.time() - started
            if phases:
                phases.mark("start-up (spawn -> READY)")
            rss_ready = psutil.Process(proc.pid).memory_info().rss / MIB
            await emu.wait_commands_synced(guild, timeout=60)
            result = await emu.slash(player, guild, channel, "ttt", "play", options={"first": "me"})
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
            if proc.returncode is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    await asyncio.wait_for(proc.wait(), 15)
                except TimeoutError:
                    proc.kill()
                    await proc.wait()
            await emu.stop()
    return ready, answered - started, rss_ready, rss_after, cpu.user + cpu.system


# -- console, on a pseudo-terminal ----------------------------------------------------------------


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


# -- one run of everything ------------------------------------------------------------------------


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


@dataclass
class Table:
    """Every row of the benchmark, by (group, figure)."""

    rows: dict[tuple[str, str], Row] = field(default_factory=dict)

    def row(self, group: str, label: str, unit: str) -> Row:
        return self.rows.setdefault((group, label), Row(label, unit))


BASELINE = "discord.py minimal bot (baseline)"
CONSOLE_BASELINE = "python prompting and answering (console baseline)"
RUN_HEAD = "tttbot run, database at head (restart)"
RUN_EMPTY = "tttbot run, empty database (first start, migrates)"
CONSOLE_HEAD = "tttbot console, database at head"
CONSOLE_EMPTY = "tttbot console, empty database"
READY, ANSWERED = "spawn -> gateway READY", "spawn -> first /ttt play answered"
RSS_READY, RSS_AFTER = "RSS at READY", "RSS after the first answer"
CPU_ANSWERED = "CPU time to the first answer"
PROMPT, CONSOLE_ANSWER, RSS_PROMPT = "spawn -> prompt", "spawn -> first answer", "RSS at prompt"


def record_discord(
    table: Table, group: str, figures: tuple[float, float, float, float, float]
) -> None:
    for (label, unit), value in zip(
        (
            (READY, "s"),
            (ANSWERED, "s"),
            (RSS_READY, "MiB"),
            (RSS_AFTER, "MiB"),
            (CPU_ANSWERED, "s"),
        ),
        figures,
        strict=True,
    ):
        table.row(group, label, unit).add(value)


def record_console(table: Table, group: str, figures: tuple[float, float, float]) -> None:
    for (label, unit), value in zip(
        ((PROMPT, "s"), (CONSOLE_ANSWER, "s"), (RSS_PROMPT, "MiB")), figures, strict=True
    ):
        table.row(group, label, unit).add(value)


def one_run(
    table: Table,
    parent: str | None,
    compare: str | None,
    *,
    run_only: bool = False,
    reverse: bool = False,
) -> None:
    """Every measurement once, back to back, so that their load is alike (with ``run_only``,
    only the baseline bot and ``tttbot run`` on a database at head). ``reverse``: the
    ``tttbot run`` samples in the opposite order (every other run does, so that neither the
    code at head nor the ``--compare`` tree always goes first)."""
    bot_run = [sys.executable, "-m", "bot", "run"]
    with fresh_dir(parent) as workdir:
        script = workdir / "minimal_bot.py"
        script.write_text(BASELINE_BOT)
        figures = asyncio.run(
            discord_sample([sys.executable, str(script)], workdir, {}, expect_board=False)
        )
        record_discord(table, BASELINE, figures)
    # (group, database at head, code tree put first on PYTHONPATH)
    runs: list[tuple[str, bool, str | None]] = [
        (RUN_HEAD, True, None),
        *([] if run_only else [(RUN_EMPTY, False, None)]),
    ]
    consoles: list[tuple[str, bool, str | None]] = [
        (CONSOLE_HEAD, True, None),
        (CONSOLE_EMPTY, False, None),
    ]
    if compare:
        runs.append((f"{RUN_HEAD}, code in {compare}", True, compare))
        consoles.append((f"{CONSOLE_HEAD}, code in {compare}", True, compare))
    for group, at_head, tree in reversed(runs) if reverse else runs:
        with fresh_dir(parent) as workdir:
            url = db_url_in(workdir)
            if at_head:
                prepare_restart(workdir, url, tree)
            env = {"TTT_DATABASE_URL": url, **({"PYTHONPATH": tree} if tree else {})}
            figures = asyncio.run(discord_sample(bot_run, workdir, env, expect_board=True))
            record_discord(table, group, figures)
    if run_only:
        return
    with fresh_dir(parent) as workdir:
        floor = [sys.executable, "-c", CONSOLE_FLOOR]
        record_console(table, CONSOLE_BASELINE, console_sample(workdir, "", command=floor))
    for group, at_head, tree in consoles:
        with fresh_dir(parent) as workdir:
            url = db_url_in(workdir)
            if at_head:
                prepare_restart(workdir, url, tree)
            env = {"PYTHONPATH": tree} if tree else {}
            record_console(table, group, console_sample(workdir, url, env=env))


def print_table(table: Table, runs: int) -> None:
    print(f"\ntttbot start-up: median of {runs} runs (min-max, 1-minute load average while")
    print("measuring); ratio = median over runs of tttbot / baseline measured in the same run\n")
    print(f"  {'':<36}{'median':>10}  {'min-max':<16}{'load':<14}{'x baseline':>10}")
    groups: dict[str, list[Row]] = {}
    for (group, _), row in table.rows.items():
        groups.setdefault(group, []).append(row)
    for group, rows in groups.items():
        print(f"{group}")
        for row in rows:
            baseline = CONSOLE_BASELINE if group.startswith("tttbot console") else BASELINE
            base = table.rows.get((baseline, row.label))
            ratio = ""
            if group not in (BASELINE, CONSOLE_BASELINE) and base is not None and base.samples:
                per_run = [
                    mine.value / theirs.value
                    for mine, theirs in zip(row.samples, base.samples, strict=False)
                ]
                ratio = f"{statistics.median(per_run):.2f}x"
            spread, load = row.spread().split("  ")
            print(
                f"  {row.label:<36}{_fmt(row.median, row.unit):>8} {row.unit:<3} "
                f"{spread:<16}{load:<14}{ratio:>8}"
            )
    print("\ntargets")
    for group, label, target, unit in (
        (RUN_HEAD, ANSWERED, TARGET_FIRST_ANSWER_S, "s"),
        (RUN_EMPTY, ANSWERED, TARGET_FIRST_ANSWER_S, "s"),
        # The target's "memory when ready"; after the first answer, for the stricter reading.
        (RUN_HEAD, RSS_READY, TARGET_RSS_MIB, "MiB"),
        (RUN_HEAD, RSS_AFTER, TARGET_RSS_MIB, "MiB"),
        (CONSOLE_HEAD, PROMPT, TARGET_CONSOLE_PROMPT_S, "s"),
    ):
        measured = table.rows.get((group, label))
        if measured is None:
            continue
        verdict = "met" if measured.median < target else "NOT met"
        print(
            f"  {group.split(',')[0]} {label} < {target} {unit}: {_fmt(measured.median, unit)} "
            f"{unit} -> {verdict}"
        )


# -- import times ---------------------------------------------------------------------------------

_IMPORT_LINE = re.compile(r"^import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)")


@dataclass
class Imported:
    """One line of ``-X importtime``: a module, its own and cumulative microseconds."""

    name: str
    self_us: int
    cum_us: int
    offset: int  # where its line starts in the output: which phase it finished in
    children: list[Imported] = field(default_factory=list)
    parent: Imported | None = None


def parse_importtime(text: str) -> list[Imported]:
    """Every module of an ``-X importtime`` output with its children, in output order.

    Lines are written when an import finishes, children first, indented by nesting depth, so a
    line's children are the deeper lines collected since the last line at its depth.
    """
    pending: dict[int, list[Imported]] = {}
    nodes: list[Imported] = []
    offset = 0
    for line in text.splitlines(keepends=True):
        match = _IMPORT_LINE.match(line)
        if match:
            depth = len(match.group(3)) // 2
            node = Imported(match.group(4), int(match.group(1)), int(match.group(2)), offset)
            node.children = pending.pop(depth + 1, [])
            for child in node.children:
                child.parent = node
            pending.setdefault(depth, []).append(node)
            nodes.append(node)
        offset += len(line.encode())
    return nodes


def is_first_party(name: str) -> bool:
    return name.split(".")[0] in FIRST_PARTY


def top_cumulative(nodes: list[Imported], count: int, title: str) -> None:
    roots_ms = sum(n.cum_us for n in nodes if n.parent is None) / 1000
    print(f"\n{title}: {roots_ms:.0f} ms of imports; top cumulative")
    print(f"  {'cumulative':>10} {'self':>8}  module  (imported by)")
    for node in sorted(nodes, key=lambda n: n.cum_us, reverse=True)[:count]:
        by = node.parent.name if node.parent else "-"
        print(f"  {node.cum_us / 1000:>8.1f}ms {node.self_us / 1000:>6.1f}ms  {node.name}  ({by})")


def importtime_of(code: str) -> list[Imported]:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return parse_importtime(done.stderr)


def split_phases(phases: Phases) -> dict[str, list[Imported]]:
    """The imports of a process, by the phase they finished in."""
    nodes = parse_importtime(phases.stderr.read_text(errors="replace"))
    result: dict[str, list[Imported]] = {}
    start = 0
    for name, end in [*phases.marks.items(), ("after", 1 << 62)]:
        result[name] = [n for n in nodes if start <= n.offset < end]
        start = end
    return result


_IMPORT_PROFILER = textwrap.dedent(
    """
    import importlib, importlib.abc, json, sys, time
    import psutil

    process = psutil.Process()
    running = []  # modules whose code is executing, innermost last
    charged = {}  # module -> [importer, RSS bytes, seconds], its own imports included


    class Measuring(importlib.abc.MetaPathFinder):
        \"\"\"Finds nothing itself: wraps the loader the next finder returns to time it.\"\"\"

        def find_spec(self, name, path, target=None):
            for finder in sys.meta_path:
                if finder is self or not hasattr(finder, "find_spec"):
                    continue
                spec = finder.find_spec(name, path, target)
                if spec is not None:
                    break
            else:
                return None
            loader = spec.loader
            if loader is not None and not isinstance(loader, type):
                loader.exec_module = measured(name, loader.exec_module)
            return spec


    def measured(name, execute):
        def exec_module(module):
            importer = running[-1] if running else None
            running.append(name)
            rss, started = process.memory_info().rss, time.perf_counter()
            try:
                execute(module)
            finally:
                running.pop()
                spent = time.perf_counter() - started
                charged[name] = [importer, process.memory_info().rss - rss, spent]
        return exec_module


    sys.meta_path.insert(0, Measuring())
    before = process.memory_info().rss
    for name in sys.argv[1:]:
        importlib.import_module(name)
        if name == "bot.discord.client":  # the extensions setup_hook loads
            for extension in sys.modules[name].EXTENSIONS:
                importlib.import_module(extension)
    print(json.dumps({"before": before, "after": process.memory_info().rss, "charged": charged}))
    """
)


@dataclass
class ImportCost:
    """What importing one module cost the process, its own imports included."""

    name: str
    importer: str | None
    rss_mib: float
    ms: float


def profile_imports(modules: list[str]) -> tuple[float, float, list[ImportCost]]:
    """(RSS before, RSS after in MiB, cost of every module) of a fresh interpreter importing
    ``modules``: time and RSS measured around each module's execution, in the process."""
    done = subprocess.run(
        [sys.executable, "-c", _IMPORT_PROFILER, *modules],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(done.stdout)
    costs = [
        ImportCost(name, importer, rss / MIB, seconds * 1000)
        for name, (importer, rss, seconds) in data["charged"].items()
    ]
    return data["before"] / MIB, data["after"] / MIB, costs


SERVING_IMPORTS: dict[str, list[str]] = {
    "tttbot run": ["bot.__main__", "discord.utils", "bot.discord.runner", "bot.discord.client"],
    "tttbot console": ["bot.__main__", "bot.console", "bot.games.service"],
}
"""What each front imports before it answers (the run path's extensions included)."""


def print_import_costs(title: str, modules: list[str], min_ms: float, min_mib: float) -> None:
    """The import edges of ``modules`` from first-party modules (and the process's own imports)
    that cost at least ``min_ms`` or ``min_mib``."""
    before, after, costs = profile_imports(modules)
    print(
        f"\n{title}: what first-party modules pull in, measured in one process "
        f"(RSS {before:.1f} -> {after:.1f} MiB over its imports)"
    )
    print(f"  {'ms':>7} {'MiB':>6}  importer -> imported")
    edges = [
        cost
        for cost in costs
        if (cost.importer is None or is_first_party(cost.importer))
        and not (cost.importer and cost.name.startswith(f"{cost.importer}."))
        and (cost.ms >= min_ms or cost.rss_mib >= min_mib)
    ]
    for cost in sorted(edges, key=lambda c: c.ms, reverse=True):
        print(
            f"  {cost.ms:>7.1f} {cost.rss_mib:>6.1f}  {cost.importer or '(process)'} -> {cost.name}"
        )
    print(
        "  (each figure includes what the imported module imported in turn, if nothing had "
        "imported it before: removing that edge saves it only if nothing else needs it)"
    )


def import_breakdown(parent: str | None, top: int) -> None:
    """Where the import time goes: alone, then in real ``run`` and ``console`` processes."""
    top_cumulative(importtime_of("import bot.__main__"), top, "import bot.__main__")
    traced = [sys.executable, "-X", "importtime"]
    with fresh_dir(parent) as workdir:
        url = db_url_in(workdir)
        prepare_restart(workdir, url)
        phases = Phases(workdir / "importtime-run.log")
        asyncio.run(
            discord_sample(
                [*traced, "-m", "bot", "run"],
                workdir,
                {"TTT_DATABASE_URL": url},
                expect_board=True,
                phases=phases,
            )
        )
        for name, nodes in split_phases(phases).items():
            if name != "after" or nodes:
                top_cumulative(nodes, top, f"tttbot run (database at head), {name}")
    with fresh_dir(parent) as workdir:
        url = db_url_in(workdir)
        prepare_restart(workdir, url)
        phases = Phases(workdir / "importtime-console.log")
        console_sample(workdir, url, phases=phases, command=[*traced, "-m", "bot", "console"])
        for name, nodes in split_phases(phases).items():
            if name != "after" or nodes:
                top_cumulative(nodes, top, f"tttbot console (database at head), {name}")
    for title, modules in SERVING_IMPORTS.items():
        print_import_costs(title, modules, min_ms=5.0, min_mib=0.5)


def compile_bytecode(trees: list[Path]) -> None:
    """Write the ``.pyc`` of every first-party module, as an installed (or once-run) tttbot has
    them. Without this, a process run with ``PYTHONDONTWRITEBYTECODE`` (this machine's default)
    compiles all of tttbot's source at every start (~0.1 s) while the baseline's discord.py
    comes precompiled: not the start-up a deployment sees. ``--cold`` measures that case."""
    for tree in trees:
        for package in FIRST_PARTY_PACKAGES:
            if (tree / package).is_dir():
                compileall.compile_dir(tree / package, quiet=1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="samples per figure (default 5)")
    parser.add_argument("--no-imports", action="store_true", help="skip the import breakdown")
    parser.add_argument("--top", type=int, default=15, help="rows per import listing")
    parser.add_argument("--dir", help="where temporary databases go (default: system temp)")
    parser.add_argument(
        "--compare",
        metavar="TREE",
        help="also measure the bot and console from another checkout (e.g. a `git archive` of "
        "an older commit), put first on PYTHONPATH, in the same runs",
    )
    parser.add_argument(
        "--cold",
        action="store_true",
        help="do not write the first-party .pyc files first (with PYTHONDONTWRITEBYTECODE set, "
        "every start then compiles tttbot's source)",
    )
    parser.add_argument(
        "--run-only",
        action="store_true",
        help="measure only the baseline bot and tttbot run on a database at head (and the "
        "--compare tree's), for quick comparisons",
    )
    args = parser.parse_args()
    table = Table()
    started = time.perf_counter()
    if not args.cold:
        compile_bytecode([ROOT, *([Path(args.compare)] if args.compare else [])])
    for run in range(args.runs):
        one_run(table, args.dir, args.compare, run_only=args.run_only, reverse=run % 2 == 1)
        print(f"run {run + 1}/{args.runs} done, load {os.getloadavg()[0]:.2f}", file=sys.stderr)
    print_table(table, args.runs)
    if not args.no_imports:
        import_breakdown(args.dir, args.top)
    print(f"\n(benchmark took {time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Start-up benchmark: how fast tttbot is ready to answer, and how much memory it holds then.

Measured in the same run, on the same machine load, each the median of ``--runs`` samples:

* **Discord**: ``python -m bot run`` (what the ``tttbot`` script runs) pointed at the loopback
  Discord emulator (devkit.emulator) with DISCORD_API_BASE / DISCORD_GATEWAY_URL: process spawn →
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
import os
import statistics
import sys
import textwrap
import time
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.start_imports import (
    import_breakdown,
)
from benchmarks.start_samples import (
    console_sample,
    db_url_in,
    discord_sample,
    fresh_dir,
    prepare_restart,
)
from devkit.bot_process import REPO as ROOT

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


# -- Discord: tttbot and the baseline, through the emulator ---------------------------------------


# -- console, on a pseudo-terminal ----------------------------------------------------------------


# -- one run of everything ------------------------------------------------------------------------


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

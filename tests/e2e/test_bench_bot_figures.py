"""scripts/bench_bot.py's shard comparison: shard processes against one process over the same
games, and with ``--same-load`` against one process under one shard's load (medians of the
rounds)."""

from __future__ import annotations

import argparse
from types import ModuleType
from typing import Any

from tests.scripts import load_script


def bench_bot() -> ModuleType:
    return load_script("bench_bot")


def outcome(module: Any, processes: int, games: int, cpu_ms: float, *, alone: int = 0) -> Any:
    """A run of ``games`` games over ``processes`` processes that used ``cpu_ms`` of CPU per
    interaction (``alone``: a one-process setup given its own number of games)."""
    setup = module.Setup(processes, "sqlite", games=alone or None)
    return module.Outcome(
        setup, games, games, 1000, 10.0, 0.002, 0.01, 0.002, 0.01, cpu_ms, 0, 0, 0.4, [0]
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
        "games (1000 games; goal: within 10 %)",
        "sqlite: CPU per interaction with 2 processes +5% against 1 process with one shard's "
        "load (500 games; goal: within 10 %)",
    ]


def test_same_load_adds_one_process_with_one_shards_games_per_database() -> None:
    module = bench_bot()
    args = argparse.Namespace(
        database="postgresql", shards=2, same_load=True, compare=None, games=1000
    )
    names = [setup.name for setup in module.setups(args)]
    assert names == [
        "1 process, sqlite",
        "1 process, sqlite, 500 games",
        "2 shard processes, sqlite",
        "1 process, postgresql",
        "1 process, postgresql, 500 games",
        "2 shard processes, postgresql",
    ]

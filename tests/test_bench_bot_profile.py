"""benchmarks/bench_bot.py's ``--profile``: every bot process writes a profile of its own, and
no process is killed with -9 (a killed process writes none); and the harness's garbage
collector, kept out of what is measured."""

from __future__ import annotations

import argparse
import gc
import math
import weakref
from pathlib import Path

from tests.scripts import load_benchmark


def test_each_shard_process_profiles_into_a_file_of_its_own(tmp_path: Path) -> None:
    run = load_benchmark("bot_run")
    args = argparse.Namespace(count_calls=False, profile=str(tmp_path / "bot.prof"))
    two = run.Setup(2, "sqlite")
    files = [run.bot_command(args, two, tmp_path / "calls", k)[4] for k in (0, 1)]
    assert files == [str(tmp_path / "bot.prof.0"), str(tmp_path / "bot.prof.1")]
    one = run.bot_command(args, run.Setup(1, "sqlite"), tmp_path / "calls", 0)
    assert one[1:5] == ["-m", "cProfile", "-o", str(tmp_path / "bot.prof")]


def test_a_restart_not_measured_is_shown_as_a_dash_not_as_nan() -> None:
    gauges = load_benchmark("bot_gauges")
    assert gauges.restart(math.nan) == "—"
    assert gauges.restart(0.84) == "0.8s"


def test_the_harness_collector_waits_for_the_games_and_freezes_nothing_past_them() -> None:
    gauges = load_benchmark("bot_gauges")

    class Cycle:
        pass

    with gauges.collector_paused():
        assert not gc.isenabled()  # no pause of the harness's own inside the measured window
        left = Cycle()
        left.me = left  # type: ignore[attr-defined]
        gone = weakref.ref(left)
        del left
        assert gone() is not None
    assert gc.isenabled()
    assert gc.get_freeze_count() == 0  # a setup's objects do not outlive it into the next
    assert gone() is None  # what the games left is collected once they are over

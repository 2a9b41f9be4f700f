"""What the bot processes of benchmarks/bench_bot.py used, read from the system: CPU seconds,
sleeps (voluntary context switches over all threads), page faults, the calls counted by
benchmarks/call_counter.py, and the percentiles the report prints; and the harness's own
garbage collector kept out of what is measured."""

from __future__ import annotations

import contextlib
import gc
import math
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import psutil


class CpuTimes(Protocol):
    """What psutil's ``cpu_times()`` gives (its type is not public)."""

    user: float
    system: float


def cpu_seconds(times: CpuTimes) -> float:
    return float(times.user + times.system)


def sleeps_of(pid: int) -> int:
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


def faults_of(pid: int) -> int:
    """The page faults of the process so far, all its threads (minor and major: fields 10 and
    12 of ``/proc/<pid>/stat``). A fault is the kernel mapping a page the process touched for
    the first time since it was mapped, often zeroing it: memory given back and taken again."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[7]) + int(fields[9])


@dataclass(frozen=True)
class Gauges:
    """What some bot processes used so far, summed over them: CPU seconds, sleeps
    (:func:`sleeps_of`) and page faults (:func:`faults_of`). Read before and after the games, the
    difference is what the games cost."""

    cpu_s: float
    sleeps: int
    faults: int

    @classmethod
    def read(cls, pids: list[int]) -> Gauges:
        return cls(
            sum(cpu_seconds(psutil.Process(pid).cpu_times()) for pid in pids),
            sum(sleeps_of(pid) for pid in pids),
            sum(faults_of(pid) for pid in pids),
        )

    def __sub__(self, earlier: Gauges) -> Gauges:
        return Gauges(
            self.cpu_s - earlier.cpu_s, self.sleeps - earlier.sleeps, self.faults - earlier.faults
        )


def calls_of(path: Path) -> int:
    """The calls a process run by benchmarks/call_counter.py made so far (it rewrites ``path``
    every 20 ms)."""
    return int(path.read_text())


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def ms(x: float) -> str:
    return f"{x * 1000:.2f} ms"


def restart(seconds: float) -> str:
    """A restart's seconds, or a dash where none was measured (``--profile``, ``--no-restart``)."""
    return "—" if math.isnan(seconds) else f"{seconds:.1f}s"


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """The harness's garbage collector off while the games run (its pauses would be counted
    as the bots' latency); what they left is collected as soon as they are over, not in the
    restart timed next. Nothing is frozen: a setup's objects must not outlive it into the
    setups after (the harness's CPU per interaction rose from each setup to the next)."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect()

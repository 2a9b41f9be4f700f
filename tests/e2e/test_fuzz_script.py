"""benchmarks/fuzz.py keeps working: a short run over both fronts finds nothing (exit 0).

Short: this checks that the script runs and counts, with every kind of input drawn a few
times; the fuzzing itself is the benchmark's long run (docs/benchmarks.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_short_fuzz_run_of_both_fronts_reports_zero_problems() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "benchmarks.fuzz", "--console", "60", "--discord", "30"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    total = next(line for line in run.stdout.splitlines() if line.startswith("total"))
    assert "inputs     90" in total and "crashes 0  unanswered 0  db changes 0" in total, total

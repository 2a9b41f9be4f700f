"""benchmarks/fuzz.py keeps working: a short run over both fronts finds nothing (exit 0)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_short_fuzz_run_of_both_fronts_reports_zero_problems() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "benchmarks.fuzz", "--console", "150", "--discord", "80"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    total = next(line for line in run.stdout.splitlines() if line.startswith("total"))
    assert "inputs    230" in total and "crashes 0  unanswered 0  db changes 0" in total, total

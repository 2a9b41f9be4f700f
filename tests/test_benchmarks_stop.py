"""A benchmark killed with SIGTERM stops what it started: ``devkit.bot_process.stop_on_sigterm``
turns the signal into Ctrl-C, so asyncio cancels the run and its ``finally`` blocks run (each
benchmark stops its bot processes and servers there) instead of the program ending at once and
leaving them running with no parent."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

from devkit.bot_process import REPO

PROGRAM = """
import asyncio, sys
from pathlib import Path
from devkit.bot_process import stop_on_sigterm

async def run(mark: Path) -> None:
    try:
        print("running", flush=True)
        await asyncio.sleep(60)
    finally:
        mark.write_text("stopped what it started")

if sys.argv[2] == "handled":
    stop_on_sigterm()
asyncio.run(run(Path(sys.argv[1])))
"""


def killed_while_running(tmp_path: Path, how: str) -> Path:
    """Start the program, SIGTERM it once it runs; the file its ``finally`` block writes."""
    mark = tmp_path / "mark"
    proc = subprocess.Popen(
        [sys.executable, "-c", PROGRAM, str(mark), how],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "running"
    time.sleep(0.2)  # inside the sleep, where a real run waits on its games
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=30)
    return mark


def test_a_sigterm_runs_the_clean_up_of_a_benchmark_that_asks_for_it(tmp_path: Path) -> None:
    assert killed_while_running(tmp_path, "handled").read_text() == "stopped what it started"


def test_without_it_a_sigterm_skips_the_clean_up(tmp_path: Path) -> None:
    assert not killed_while_running(tmp_path, "default").exists()

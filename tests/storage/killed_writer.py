"""Run a database writer in a child process and SIGKILL it mid-stream (the crash tests)."""

import os
import signal
import subprocess
import sys
from pathlib import Path


def kill_writer_after(script: str, url: str, games: int) -> dict[int, int]:
    """Run ``script`` (which prints ``game_id plies`` after each commit) on ``url`` until it has
    reported ``games`` games, SIGKILL it, and return the most plies reported per game."""
    child = subprocess.Popen(
        [sys.executable, "-c", script, url],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.stdout is not None
    committed: dict[int, int] = {}
    try:
        for line in child.stdout:
            game_id, plies = map(int, line.split())
            committed[game_id] = max(plies, committed.get(game_id, 0))
            if len(committed) >= games:
                break
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
    assert child.returncode == -signal.SIGKILL
    return committed

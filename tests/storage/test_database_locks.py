"""Locks held by the database (one retraining at a time across machines, one
scheduler leader): on PostgreSQL a second holder anywhere is refused, and a killed holder's
lock is free again at once; SQLite (one host) leaves it to the host's ``flock``."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from bot.retrain.files import job_lock
from bot.retrain.outcome import BusyError
from storage.locks import RETRAIN_LOCK_KEY, SCHEDULER_LOCK_KEY, database_lock

ROOT = Path(__file__).resolve().parents[2]


async def test_a_second_holder_of_a_database_lock_is_refused_on_postgresql(
    db_url: str, backend: str
) -> None:
    async with database_lock(db_url, SCHEDULER_LOCK_KEY) as first:
        assert first
        async with database_lock(db_url, SCHEDULER_LOCK_KEY) as second:
            assert second is (backend == "sqlite")  # SQLite: nothing to take
        async with database_lock(db_url, RETRAIN_LOCK_KEY) as other_key:
            assert other_key
    async with database_lock(db_url, SCHEDULER_LOCK_KEY) as after_release:
        assert after_release


async def test_two_machines_cannot_retrain_at_once_on_postgresql(
    db_url: str, backend: str, tmp_path: Path
) -> None:
    one, other = tmp_path / "machine-1", tmp_path / "machine-2"  # separate weights directories
    one.mkdir()
    other.mkdir()
    async with job_lock(one, db_url):
        if backend == "postgresql":
            with pytest.raises(BusyError, match="another machine"):
                async with job_lock(other, db_url):
                    pass
        with pytest.raises(BusyError):  # the same directory is locked on every backend
            async with job_lock(one, db_url):
                pass
    async with job_lock(other, db_url):
        pass


HOLDER = textwrap.dedent(
    """
    import asyncio, sys
    from storage.locks import RETRAIN_LOCK_KEY, database_lock

    async def main(url):
        async with database_lock(url, RETRAIN_LOCK_KEY) as won:
            print(won, flush=True)
            await asyncio.sleep(60)

    asyncio.run(main(sys.argv[1]))
    """
)


async def test_a_killed_holders_lock_is_free_within_a_second(db_url: str, backend: str) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, db_url], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "True"
        async with database_lock(db_url, RETRAIN_LOCK_KEY) as taken:
            assert taken is (backend == "sqlite")
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait(timeout=10)
        started = time.monotonic()
        while True:
            async with database_lock(db_url, RETRAIN_LOCK_KEY) as taken:
                if taken:
                    break
            assert time.monotonic() - started < 1.0
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()

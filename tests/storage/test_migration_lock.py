"""Migrations under a lock: processes starting at once on an empty database
all start; exactly one of them creates the schema, the others find it done."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from storage import Repository, head_revision
from storage.migrate import current_revision
from tests.stored import active_game_ids

pytestmark = pytest.mark.slow  # three processes start on one database


@pytest.fixture
def db_url(empty_db_url: str) -> str:
    """A database never migrated: these tests are about migrating it."""
    return empty_db_url


ROOT = Path(__file__).resolve().parents[2]

OPEN = textwrap.dedent(
    """
    import asyncio, sys
    from storage import Repository

    async def main(url):
        sys.stdin.readline()  # the start signal, given to every process at once
        async with await Repository.open(url):
            pass

    asyncio.run(main(sys.argv[1]))
    """
)


async def test_three_processes_starting_on_an_empty_database_all_start(db_url: str) -> None:
    children = [
        subprocess.Popen(
            [sys.executable, "-c", OPEN, db_url],
            stdin=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for _ in range(3)
    ]
    try:
        for child in children:
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        errors = [child.communicate(timeout=120)[1] for child in children]
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()
    assert [child.returncode for child in children] == [0, 0, 0], errors
    assert await current_revision(db_url) == head_revision()
    async with await Repository.open(db_url) as repo:  # and the schema is whole
        assert await active_game_ids(repo) == []

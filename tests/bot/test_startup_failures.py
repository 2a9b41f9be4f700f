"""Start-up failures: one clear line on standard error and exit status 2, never a traceback.

Each case breaks the database or a setting the way an operator could, then starts
``tttbot console`` as a new user would.
"""

from __future__ import annotations

import functools
import os
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # each case starts a console process

Breaker = Callable[[Path], dict[str, str]]


def start_console(cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", "console"],
        input="/ttt play minimax first:me\n5\n",
        capture_output=True,
        text=True,
        timeout=60,
        cwd=cwd,
        env={**os.environ, **env},
    )


@functools.cache
def _played_database() -> bytes:
    """A database the console made and played one game in (made once: a console start-up is
    the expensive part of every case)."""
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "good.db"
        result = start_console(Path(directory), {"TTT_DATABASE_URL": f"sqlite+aiosqlite:///{path}"})
        assert result.returncode == 0, result.stderr
        return path.read_bytes()


def good_database(directory: Path) -> Path:
    """A copy of a database the console made, in ``directory``."""
    path = directory / "good.db"
    path.write_bytes(_played_database())
    return path


def url(path: Path, query: str = "") -> dict[str, str]:
    return {"TTT_DATABASE_URL": f"sqlite+aiosqlite:///{path}{query}"}


def read_only(tmp: Path) -> dict[str, str]:
    # chmod cannot stop root; SQLite's own read-only mode can.
    path = good_database(tmp)
    return {"TTT_DATABASE_URL": f"sqlite+aiosqlite:///file:{path}?mode=ro&uri=true"}


def corrupted_pages(tmp: Path) -> dict[str, str]:
    # The pages of a table every start reads (the schema revision): which tables sit on which
    # pages depends on the order they were created in.
    path = good_database(tmp)
    with sqlite3.connect(path) as connection:
        page_size = connection.execute("PRAGMA page_size").fetchone()[0]
        (root,) = connection.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'alembic_version'"
        ).fetchone()
    with path.open("r+b") as file:
        file.seek((root - 1) * page_size)
        file.write(b"\xff" * 2 * page_size)
    return url(path)


def damaged_game_pages(tmp: Path) -> dict[str, str]:
    # Pages no start reads (the games' moves): the start used to succeed, and every command
    # reading them then failed with "Something went wrong".
    path = good_database(tmp)
    with sqlite3.connect(path) as connection:
        page_size = connection.execute("PRAGMA page_size").fetchone()[0]
        (root,) = connection.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'moves'"
        ).fetchone()
    with path.open("r+b") as file:
        file.seek((root - 1) * page_size)
        file.write(b"\xa5" * page_size)
    return url(path)


def not_a_database(tmp: Path) -> dict[str, str]:
    path = tmp / "notes.db"
    path.write_text("shopping list: eggs, milk, a bigger database\n" * 20)
    return url(path)


def truncated(tmp: Path) -> dict[str, str]:
    path = good_database(tmp)
    path.write_bytes(path.read_bytes()[:3000])
    return url(path)


def newer_revision(tmp: Path) -> dict[str, str]:
    path = good_database(tmp)
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE alembic_version SET version_num = 'ffff9999'")
    return url(path)


def unknown_driver(tmp: Path) -> dict[str, str]:
    return {"TTT_DATABASE_URL": "nonsense://somewhere/db"}


def invalid_setting(tmp: Path) -> dict[str, str]:
    return {**url(tmp / "fine.db"), "TTT_IDLE_TIMEOUT_S": "3"}


def invalid_level(tmp: Path) -> dict[str, str]:
    return {**url(tmp / "fine.db"), "TTT_LOG_LEVEL": "verbose"}


CASES: dict[str, tuple[Breaker, str]] = {
    "read-only": (read_only, "attempt to write a readonly database"),
    "corrupted pages": (corrupted_pages, "database disk image is malformed"),
    "damaged game pages": (damaged_game_pages, "is damaged (PRAGMA quick_check: "),
    "not a database": (not_a_database, "file is not a database"),
    "truncated": (truncated, "malformed"),
    "newer revision": (newer_revision, "migrated by a newer tttbot"),
    "unknown driver": (unknown_driver, "Can't load plugin"),
    "invalid setting": (invalid_setting, "invalid setting TTT_IDLE_TIMEOUT_S"),
    "invalid log level": (invalid_level, "invalid setting TTT_LOG_LEVEL"),
}


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_a_bad_database_or_setting_ends_start_up_with_one_line(tmp_path: Path, case: str) -> None:
    breaker, reason = CASES[case]
    result = start_console(tmp_path, breaker(tmp_path))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert result.stderr.startswith("tttbot: ")
    assert reason in result.stderr


@pytest.fixture
def locked_database(tmp_path: Path) -> Iterator[Path]:
    """A database another process holds an exclusive lock on, past the busy timeout."""
    path = good_database(tmp_path)
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        yield path
    finally:
        holder.execute("ROLLBACK")
        holder.close()


@pytest.mark.slow
def test_a_database_locked_beyond_the_busy_timeout_ends_start_up_with_one_line(
    tmp_path: Path, locked_database: Path
) -> None:
    result = start_console(tmp_path, url(locked_database))
    assert result.returncode == 2
    assert result.stderr.strip() == (
        f"tttbot: cannot open the database sqlite+aiosqlite:///{locked_database}: "
        "database is locked"
    )


def test_a_misspelt_setting_is_named_on_standard_error_and_the_console_still_starts(
    tmp_path: Path,
) -> None:
    result = start_console(tmp_path, {**url(tmp_path / "fine.db"), "TTT_SHARDS_COUNT": "2"})
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == [
        "unknown setting TTT_SHARDS_COUNT in the environment, ignored: "
        "did you mean TTT_SHARD_COUNT?"
    ]
    assert "Game #1" in result.stdout

"""Which database errors are what: a damaged file, a full disk, a server that cannot serve just
now; the start's integrity check of a SQLite file; and the operator told of damage once, from
however many threads at once."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import asyncpg
import pytest
from sqlalchemy.dialects.postgresql.asyncpg import AsyncAdapt_asyncpg_dbapi
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DatabaseError, DBAPIError, OperationalError

from storage.errors import (
    DatabaseDamagedError,
    database_damaged,
    database_full,
    database_outage,
)
from storage.integrity import DamageReport, check_sqlite_file, quick_check
from storage.urls import masked_url


def sqlite_error(path: Path, statement: str) -> sqlite3.Error:
    """The error sqlite3 itself raises for ``statement`` on the file at ``path``."""
    with pytest.raises(sqlite3.Error) as raised:
        connection = sqlite3.connect(path)
        try:
            connection.execute(statement).fetchall()
        finally:
            connection.close()
    return raised.value


def damaged_file(tmp_path: Path) -> Path:
    path = tmp_path / "damaged.db"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE moves (id INTEGER PRIMARY KEY, cell TEXT)")
        connection.executemany("INSERT INTO moves (cell) VALUES (?)", [("x" * 200,)] * 500)
        (root,) = connection.execute("SELECT rootpage FROM sqlite_master").fetchone()
        page_size = connection.execute("PRAGMA page_size").fetchone()[0]
    with path.open("r+b") as file:
        file.seek((root - 1) * page_size)
        file.write(b"\xa5" * page_size)
    return path


def test_a_damaged_file_is_damage_not_an_outage(tmp_path: Path) -> None:
    cause = sqlite_error(damaged_file(tmp_path), "SELECT count(*) FROM moves")
    wrapped = DatabaseError("SELECT …", {}, cause)  # as SQLAlchemy raises it
    assert database_damaged(wrapped) and not database_outage(wrapped)
    assert not database_full(wrapped)


def test_a_file_that_is_no_database_is_damage(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_text("shopping list\n" * 400)
    assert database_damaged(sqlite_error(path, "SELECT * FROM sqlite_master"))


def test_a_full_disk_is_an_outage_told_as_full() -> None:
    full = sqlite3.OperationalError("database or disk is full")
    full.sqlite_errorcode = sqlite3.SQLITE_FULL
    wrapped = OperationalError("INSERT …", {}, full)
    assert database_full(wrapped) and database_outage(wrapped)
    assert not database_damaged(wrapped)
    locked = OperationalError("INSERT …", {}, sqlite3.OperationalError("database is locked"))
    assert database_outage(locked) and not database_full(locked)


@pytest.mark.parametrize(
    "driver_error",
    [
        asyncpg.CannotConnectNowError("the database system is starting up"),
        asyncpg.AdminShutdownError("terminating connection due to administrator command"),
        asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation"),
        asyncpg.TooManyConnectionsError("sorry, too many clients already"),
    ],
)
def test_a_postgresql_server_that_cannot_serve_just_now_is_an_outage(
    driver_error: Exception,
) -> None:
    adapted = AsyncAdapt_asyncpg_dbapi.Error(str(driver_error), driver_error)
    wrapped = DBAPIError("SELECT 1", {}, adapted)  # not flagged as a lost connection
    assert not wrapped.connection_invalidated
    assert database_outage(wrapped)


def test_a_postgresql_error_of_the_query_is_no_outage() -> None:
    driver_error = asyncpg.UndefinedColumnError('column "nope" does not exist')
    adapted = AsyncAdapt_asyncpg_dbapi.Error(str(driver_error), driver_error)
    assert not database_outage(DBAPIError("SELECT nope", {}, adapted))


def test_the_quick_check_finds_the_damage_and_passes_a_whole_or_missing_file(
    tmp_path: Path,
) -> None:
    damaged = damaged_file(tmp_path)
    assert quick_check(make_url(f"sqlite:///{damaged}")) != []
    with pytest.raises(DatabaseDamagedError, match=r"damaged.db is damaged \(PRAGMA quick_check"):
        asyncio.run(check_sqlite_file(make_url(f"sqlite+aiosqlite:///{damaged}")))
    whole = tmp_path / "whole.db"
    with sqlite3.connect(whole) as connection:
        connection.execute("CREATE TABLE t (x)")
    assert quick_check(make_url(f"sqlite:///{whole}")) == []
    missing = tmp_path / "new.db"
    assert quick_check(make_url(f"sqlite:///{missing}")) == []
    assert not missing.exists()  # the check creates nothing


def test_an_unreadable_file_is_not_called_damaged(tmp_path: Path) -> None:
    directory = tmp_path / "a directory"
    directory.mkdir()
    with pytest.raises(sqlite3.OperationalError):
        quick_check(make_url(f"sqlite:///{directory}"))


def test_damage_is_reported_once_however_many_threads_find_it(
    caplog: pytest.LogCaptureFixture,
) -> None:
    report = DamageReport()
    log = logging.getLogger("tests.damage")
    error = DatabaseError("SELECT …", {}, sqlite3.DatabaseError("database disk image is malformed"))
    with caplog.at_level(logging.DEBUG, logger="tests.damage"), ThreadPoolExecutor(8) as pool:
        list(pool.map(lambda k: report(log, error, f"command {k}"), range(200)))
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert len(errors) == 1 and "database disk image is malformed" in errors[0].getMessage()
    assert len([r for r in caplog.records if r.levelno == logging.DEBUG]) == 199


def test_a_url_is_shown_without_its_password() -> None:
    assert masked_url("postgresql://tttbot:s3cret@db/tttbot") == "postgresql://tttbot:***@db/tttbot"
    assert "s3cret" not in masked_url(make_url("postgresql+asyncpg://u:s3cret@h/d"))
    assert "s3cret" not in masked_url("not a url://u:s3cret@h")

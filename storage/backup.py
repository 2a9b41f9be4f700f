"""Backups of the bot's database (``tttbot db backup PATH``), and a backup restored into an
empty database (``tttbot db restore PATH``).

SQLite: SQLite's online backup API (``sqlite3.Connection.backup``), safe while the bot runs.
The copy is made in one step, which reads the whole file in one read transaction: a snapshot
of one moment, every game and rating as they were at that commit. In WAL mode a reader never
blocks the writers, so the bot goes on playing meanwhile (a copy made page by page in several
steps would start over at every write of another process, and never finish under load). The
copy is written beside the target and renamed into place once whole and checked
(``PRAGMA quick_check``), so a backup cut short never looks like one; it is one self-contained
file (rollback journal, no WAL beside it). A restore copies a backup, checked first, into a
database file that does not exist yet or has no tables, by the same API.

PostgreSQL: ``pg_dump --format=custom`` and ``pg_restore``, the server's own tools, run as they
are found on ``PATH``; without them the command refuses, naming the program to install (same
major version as the server, or newer). ``pg_dump`` takes its snapshot in one transaction too,
and blocks no writer. The password goes to them in their environment (``PGPASSWORD``), never on
a command line another user's ``ps`` could read, and never in anything printed.

A restore refuses a target that holds any table: it adds to nothing and overwrites nothing.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sqlite3
import subprocess
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from storage.db import is_sqlite_file, normalise_url
from storage.errors import StorageError
from storage.integrity import connect_sqlite, quick_check, sqlite_file_missing
from storage.urls import masked_url

if TYPE_CHECKING:
    from sqlalchemy.engine import URL


class BackupRefusedError(StorageError):
    """A backup or restore that was not started, and why, in one line: a target that exists
    or is not empty, a missing tool, a file that is not a whole backup."""


class BackupFailedError(StorageError):
    """A backup or restore that started and failed; nothing of it was kept in its place."""


@dataclass(frozen=True, slots=True)
class Copied:
    """What a backup or restore copied: the games in it, finished and all."""

    games: int
    finished: int

    def __str__(self) -> str:
        return f"{self.games} games, {self.finished} finished"


async def backup(url: str | URL, target: Path) -> Copied | None:
    """Copy the database at ``url`` into the new file ``target`` (see the module docstring);
    what the copy holds, when it can be read (a SQLite copy; a PostgreSQL dump cannot)."""
    parsed = normalise_url(url)
    if target.exists():
        raise BackupRefusedError(f"{target} exists already: a backup never overwrites a file")
    if is_sqlite_file(parsed):
        return await asyncio.to_thread(_sqlite_backup, parsed, target)
    if parsed.get_backend_name() == "postgresql":
        await _postgresql_backup(parsed, target)
        return None
    raise BackupRefusedError(f"cannot back up {masked_url(parsed)}: not a SQLite file")


async def restore(url: str | URL, source: Path) -> Copied:
    """Copy the backup ``source`` into the empty database at ``url``."""
    parsed = normalise_url(url)
    if not source.is_file():
        raise BackupRefusedError(f"there is no backup file {source}")
    if is_sqlite_file(parsed):
        return await asyncio.to_thread(_sqlite_restore, parsed, source)
    if parsed.get_backend_name() == "postgresql":
        return await _postgresql_restore(parsed, source)
    raise BackupRefusedError(f"cannot restore into {masked_url(parsed)}: not a SQLite file")


def without_password(text: str, url: str | URL) -> str:
    """``text`` (an error's message, say) with the password of ``url`` masked wherever it
    shows."""
    from sqlalchemy.engine import make_url

    try:
        password = make_url(url).password
    except Exception:
        return text
    return text.replace(str(password), "***") if password else text


# -- SQLite --------------------------------------------------------------------------------------


def _sqlite_backup(url: URL, target: Path) -> Copied:
    if sqlite_file_missing(url):
        raise BackupRefusedError(f"there is no database file {url.database}")
    partial = target.with_name(f".{target.name}.partial")
    partial.unlink(missing_ok=True)  # what a backup cut short left
    try:
        with (
            closing(connect_sqlite(url)) as live,
            closing(sqlite3.connect(partial)) as copy,
        ):
            live.backup(copy)  # one step: one snapshot (see the module docstring)
            copy.execute("PRAGMA journal_mode=DELETE")  # one file, no WAL beside it
        copied = _check_backup(partial)
        os.replace(partial, target)
    except sqlite3.Error as exc:
        raise BackupFailedError(f"the backup into {target} failed: {exc}") from exc
    finally:
        partial.unlink(missing_ok=True)
    return copied


def _sqlite_restore(url: URL, source: Path) -> Copied:
    copied = _check_backup(source)
    with closing(connect_sqlite(url)) as target:
        tables = target.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if tables:
            raise BackupRefusedError(
                f"the database {masked_url(url)} is not empty ({tables} tables and indexes): "
                "restore into a new file, or move this one away first"
            )
        with closing(sqlite3.connect(source)) as backup_file:
            backup_file.backup(target)
    return copied


def _check_backup(path: Path) -> Copied:
    """What the SQLite backup at ``path`` holds, once it passed ``PRAGMA quick_check`` and
    proved to be a tttbot database (it has its schema revision and games)."""
    from sqlalchemy.engine import make_url

    problems = quick_check(make_url(f"sqlite:///{path}"))
    if problems:
        raise BackupRefusedError(f"{path} is not a whole SQLite backup: {problems[0]}")
    with closing(sqlite3.connect(path)) as connection:
        try:
            connection.execute("SELECT version_num FROM alembic_version").fetchall()
            return Copied(*connection.execute(COUNT_GAMES).fetchone())
        except sqlite3.DatabaseError as exc:
            raise BackupRefusedError(f"{path} is not a tttbot database: {exc}") from exc


COUNT_GAMES = "SELECT count(*), count(*) FILTER (WHERE status <> 'active') FROM games"
"""The games a backup holds, and how many of them are over."""


# -- PostgreSQL ----------------------------------------------------------------------------------


async def _postgresql_backup(url: URL, target: Path) -> None:
    program = _program("pg_dump")
    partial = target.with_name(f".{target.name}.partial")
    try:
        await asyncio.to_thread(
            _run, url, [program, "--format=custom", "--file", str(partial)], "backup"
        )
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)


async def _postgresql_restore(url: URL, source: Path) -> Copied:
    program = _program("pg_restore")
    tables = await _count_tables(url)
    if tables:
        raise BackupRefusedError(
            f"the database {masked_url(url)} is not empty ({tables} tables): restore into a "
            "new database (createdb), or drop this one's tables first"
        )
    command = [program, "--no-owner", "--exit-on-error", "--single-transaction", str(source)]
    await asyncio.to_thread(_run, url, command, "restore")
    return await _count_games(url)


def _program(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise BackupRefusedError(
            f"{name} was not found on PATH: install PostgreSQL's client programs "
            f"(package postgresql-client, the server's major version or newer)"
        )
    return found


def _run(url: URL, command: list[str], what: str) -> None:
    """Run a PostgreSQL client program on the database at ``url``: where to connect in its
    ``--dbname`` (a libpq URL without the password), the password in its environment."""
    dbname = url.set(drivername="postgresql", password=None)
    environment = dict(os.environ)
    if url.password is not None:
        environment["PGPASSWORD"] = str(url.password)
    done = subprocess.run(
        [*command, "--dbname", dbname.render_as_string(hide_password=False)],
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        said = (done.stderr.strip() or f"exit status {done.returncode}").splitlines()[0]
        said = without_password(said, url)
        raise BackupFailedError(f"the {what} of {masked_url(url)} failed: {said}")


async def _count_games(url: URL) -> Copied:
    from sqlalchemy import text

    from storage.db import create_engine

    engine = create_engine(url, pool_size=1)
    try:
        async with engine.connect() as connection:
            row = (await connection.execute(text(COUNT_GAMES))).one()
    finally:
        await engine.dispose()
    return Copied(int(row[0]), int(row[1]))


async def _count_tables(url: URL) -> int:
    from sqlalchemy import text

    from storage.db import create_engine

    engine = create_engine(url, pool_size=1)
    try:
        async with engine.connect() as connection:
            found = await connection.scalar(
                text(
                    "SELECT count(*) FROM pg_tables "
                    "WHERE schemaname NOT IN ('pg_catalog', 'information_schema')"
                )
            )
    finally:
        await engine.dispose()
    return int(found or 0)

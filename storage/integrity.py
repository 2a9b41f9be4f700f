"""Is the SQLite file whole? Checked once at start, and told once when a command finds out.

A file with damaged pages (a disk that lied about a write, a copy taken without SQLite's
backup API, a file edited by hand) opens and migrates without complaint: SQLite reads only the
pages a statement needs, so the damage shows at the first command that reads one of them, and
then at every such command, as "database disk image is malformed". So the bot runs
``PRAGMA quick_check`` before it opens a SQLite file (:func:`check_sqlite_file`) and refuses to
start on a damaged one, with one line naming the file and what to do. ``quick_check`` reads
every page of the file and checks each b-tree's structure (not that indexes match their
tables, which ``integrity_check`` adds at several times the cost); it runs on its own
``sqlite3`` connection in a worker thread, so the event loop goes on (the bot logs in to
Discord meanwhile).

Damage that happens while the bot runs is reported by the fronts: the member is told plainly,
and the operator gets one ERROR line for the process (:func:`report_damage`), not a traceback
per command.

PostgreSQL checksums its own pages and reports damage in its log; there is no start-up check.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Final

from storage.errors import DatabaseDamagedError, database_damaged, root_cause

if TYPE_CHECKING:
    from sqlalchemy.engine import URL

PROBLEMS_SHOWN: Final = 3
"""How many of ``quick_check``'s problem lines the refusal quotes (it can list thousands)."""

RESTORE_HINT: Final = (
    "stop every tttbot process on it and restore a backup (tttbot db restore), "
    "or point TTT_DATABASE_URL at another database"
)
"""What an operator does about a damaged file, said at start and in the log."""


def connect_sqlite(url: URL) -> sqlite3.Connection:
    """A plain ``sqlite3`` connection to the database of the SQLite ``url`` (its path, or a
    ``file:`` URI), opened as SQLAlchemy's own SQLite dialect reads the URL."""
    from sqlalchemy.dialects.sqlite.pysqlite import SQLiteDialect_pysqlite

    (database,), options = SQLiteDialect_pysqlite().create_connect_args(url)
    return sqlite3.connect(database, **options)


def sqlite_file_missing(url: URL) -> bool:
    """Whether the SQLite ``url`` names a file that does not exist (a ``file:`` URI: never
    said, SQLite alone reads it)."""
    from sqlalchemy.dialects.sqlite.pysqlite import SQLiteDialect_pysqlite

    args, kwargs = SQLiteDialect_pysqlite().create_connect_args(url)
    return not kwargs.get("uri") and not Path(str(args[0])).exists()


def quick_check(url: URL) -> list[str]:
    """The problems ``PRAGMA quick_check`` finds in the SQLite database at ``url`` (none: an
    empty list). Damage that keeps SQLite from reading the file at all is one problem too; a
    file that does not exist has none."""
    if sqlite_file_missing(url):
        return []  # a new database: nothing to check, and nothing created here
    try:
        connection = connect_sqlite(url)
        try:
            rows = [str(row[0]) for row in connection.execute("PRAGMA quick_check")]
        finally:
            connection.close()
    except sqlite3.DatabaseError as exc:
        # Damage in the schema or a b-tree's root page stops the check itself; any other
        # error (a locked or unreadable file) is the caller's to report as it is.
        if database_damaged(exc):
            return [str(exc)]
        raise
    return [] if rows == ["ok"] else rows


async def check_sqlite_file(url: URL) -> None:
    """Raise :class:`~storage.errors.DatabaseDamagedError` when the SQLite file of ``url``
    fails ``PRAGMA quick_check`` (run in a worker thread)."""
    problems = await asyncio.to_thread(quick_check, url)
    if problems:
        raise damaged(url, problems)


def damaged(url: URL, problems: list[str]) -> DatabaseDamagedError:
    """The one-line refusal for the damaged file of ``url``."""
    shown = "; ".join(problems[:PROBLEMS_SHOWN])
    more = len(problems) - PROBLEMS_SHOWN
    if more > 0:
        shown += f"; and {more} more"
    return DatabaseDamagedError(
        f"the database file {url.database} is damaged (PRAGMA quick_check: {shown}): "
        + RESTORE_HINT
    )


class DamageReport:
    """Damage found while the bot runs: the first time, an ERROR line for the operator; after
    that, DEBUG lines only (every command reading a damaged page fails the same way, and a
    traceback per command would bury the one line that matters). Called from the event loop
    and from worker threads alike, hence the lock."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._reported = False

    def __call__(self, log: logging.Logger, error: BaseException, where: str) -> None:
        with self._lock:
            first, self._reported = not self._reported, True
        if first:
            log.error(
                "the database file is damaged (%s, found by %s): commands that read the "
                "damaged pages fail until it is repaired; %s",
                root_cause(error),
                where,
                RESTORE_HINT,
            )
        else:
            log.debug("the database file is damaged (%s, found by %s)", root_cause(error), where)


report_damage: Final = DamageReport()
"""This process's report of a damaged database file (see :class:`DamageReport`)."""

"""``tttbot db backup PATH`` and ``tttbot db restore PATH``: their options, and their outcome
as one line (the work is :mod:`storage.backup`'s).

A refusal (a target that exists or is not empty, a missing ``pg_dump``, a file that is not a
whole backup) is one line on standard error and exit status 2, like the bot's other refusals
at start; a backup or restore that failed on the way, exit status 1. The database's password
never appears in either."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Final

COMMANDS: Final = ("backup", "restore")


def add_backup_commands(db_commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``backup`` and ``restore`` to the ``tttbot db`` commands."""
    backup = db_commands.add_parser(
        "backup",
        help="copy the database into a new file PATH, safely while the bot runs "
        "(SQLite's backup API; pg_dump on PostgreSQL)",
    )
    backup.add_argument("path", type=Path, help="the new backup file (never overwritten)")
    restore = db_commands.add_parser(
        "restore",
        help="copy the backup PATH into the database, which must be empty "
        "(pg_restore on PostgreSQL)",
    )
    restore.add_argument("path", type=Path, help="a file tttbot db backup made")
    for command in (backup, restore):
        command.add_argument("--url", help="database URL (default: TTT_DATABASE_URL)")


def run_backup_command(command: str, path: Path, url: str) -> int:
    """Run ``tttbot db backup`` or ``restore``; its exit status."""
    from storage.backup import BackupRefusedError, backup, restore, without_password
    from storage.errors import root_cause
    from storage.urls import masked_url

    try:
        if command == "backup":
            copied = asyncio.run(backup(url, path))
            held = f" ({copied})" if copied is not None else ""
            print(f"backed up {masked_url(url)} into {path}{held}")
        else:
            copied = asyncio.run(restore(url, path))
            print(
                f"restored {path} into {masked_url(url)} ({copied}); "
                "the bot brings its schema up to date when it starts (or: tttbot db upgrade)"
            )
    except BackupRefusedError as exc:
        print(f"tttbot db {command}: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # one line, no traceback, no password
        text = str(exc) if type(exc).__module__.startswith("storage") else root_cause(exc)
        print(f"tttbot db {command}: {without_password(text, url)}", file=sys.stderr)
        return 1
    return 0

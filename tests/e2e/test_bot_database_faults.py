"""What members and the operator see when the SQLite file breaks under a running bot: damaged
pages are told plainly to every member and logged once; a full disk refuses the write with
nothing half-written, and the games go on once there is room again.

The full disk is a real one: the database lives on a small tmpfs filled to its last byte, so
SQLite's writes fail with the kernel's ENOSPC exactly as on a full disk (SQLITE_FULL, at
whatever point the write needed room: a new page, the WAL's growth, a checkpoint). Mounting
needs root, which this suite's machines have.
"""

from __future__ import annotations

import asyncio
import logging
import os
import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.discord import errors as discord_errors
from storage.integrity import DamageReport

from .bot_harness import (
    TttEnv,
    assert_refused,
    board_of,
    choose,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)
from .conftest import BotRunner
from .emulator import DiscordEmulator, InteractionResult, World
from .emulator.models import Member

pytestmark = pytest.mark.sqlite_only


def sqlite_path(url: str) -> Path:
    return Path(url.split(":///", 1)[1])


def damage_table(path: Path, table: str) -> None:
    """Overwrite the root page of ``table`` and of its indexes in the file, as a failing disk
    would, and make every connection of the running bot read the file again."""
    with sqlite3.connect(path) as connection:
        # Everything into the file first: pages the WAL still held would hide the damage.
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page_size = connection.execute("PRAGMA page_size").fetchone()[0]
        roots = [
            row[0]
            for row in connection.execute(
                "SELECT rootpage FROM sqlite_master WHERE tbl_name = ? AND rootpage > 0", (table,)
            )
        ]
    with path.open("r+b") as file:
        for root in roots:
            file.seek((root - 1) * page_size)
            file.write(b"\xa5" * page_size)
    with sqlite3.connect(path) as connection:
        # A write elsewhere in the file: each connection sees the file changed and drops the
        # pages it kept in memory (the damaged ones among them).
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        connection.execute(f"PRAGMA user_version = {version + 1}")


async def test_a_file_damaged_while_the_bot_runs_is_told_to_members_and_logged_once(
    ttt: TttEnv, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The report is once per process: this test's process starts with none made.
    monkeypatch.setattr(discord_errors, "report_damage", DamageReport())
    world = ttt.world
    start = await ttt.ttt(world.alice, "play", {"first": "me"})
    await ttt.play_out(world.alice, start, "best")
    board = await ttt.ttt(world.bob, "play", {"first": "me"})
    assert board.message is not None

    damage_table(sqlite_path(ttt.db_url), "moves")
    caplog.clear()
    with caplog.at_level(logging.DEBUG, logger="bot"):
        answers = [
            await ttt.ttt(world.alice, "review"),
            await ttt.click_cell(world.bob, board.message, 5),
            await ttt.ttt(world.alice, "review", locale="fr"),
        ]
    for answer in answers[:2]:
        assert_refused(answer, "The game database file is damaged", "operator has been told")
    assert_refused(answers[2], "damaged")  # no French text yet: English, not an apology
    assert "something went wrong" not in " ".join(a.text for a in answers).lower()
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1, caplog.text  # the operator is told once, not once per command
    assert "the database file is damaged" in errors[0].getMessage()
    assert "tttbot db restore" in errors[0].getMessage()
    assert errors[0].exc_info is None  # one line, no traceback

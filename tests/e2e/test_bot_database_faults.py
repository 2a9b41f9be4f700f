"""What members and the operator see when the SQLite file breaks under a running bot: damaged
pages are told plainly to every member and logged once; a full disk refuses the write with
nothing half-written, and the games go on once there is room again.

The full disk is a real one: the database lives on a small tmpfs filled to its last byte, so
SQLite's writes fail with the kernel's ENOSPC exactly as on a full disk (SQLITE_FULL, at
whatever point the write needed room: a new page, the WAL's growth, a checkpoint). Mounting
needs root, which this suite's machines have.
"""

from __future__ import annotations

import logging
import os
import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.discord import errors as discord_errors
from devkit.db_snapshot import db_snapshot
from devkit.emulator import DiscordEmulator, InteractionResult, StoredMessage, World
from storage.integrity import DamageReport

from .bot_harness import (
    TttEnv,
    assert_refused,
    board_of,
    choose,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)
from .conftest import BotRunner

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


class SmallDisk:
    """A 4 MiB tmpfs of its own, mounted for one test: :meth:`fill` takes its last byte,
    :meth:`free` gives the room back."""

    SIZE = "4m"

    def __init__(self, where: Path) -> None:
        self.path = where
        self.filler = where / "filler"

    def mount(self) -> None:
        self.path.mkdir()
        subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={self.SIZE}", "tmpfs", str(self.path)],
            check=True,
            capture_output=True,
        )

    def unmount(self) -> None:
        subprocess.run(["umount", "-l", str(self.path)], check=False, capture_output=True)

    def fill(self) -> None:
        with self.filler.open("ab", buffering=0) as file:
            for chunk in (1 << 16, 1 << 12, 1):
                try:
                    while True:
                        file.write(b"\0" * chunk)
                except OSError:
                    continue  # no room for this much: on to a smaller piece
        assert shutil.disk_usage(self.path).free == 0

    def free(self) -> None:
        self.filler.unlink()


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[SmallDisk]:
    if os.geteuid() != 0:
        pytest.skip("mounting a small filesystem needs root")
    disk = SmallDisk(tmp_path / "disk")
    disk.mount()
    try:
        yield disk
    finally:
        disk.unmount()


def played(result: InteractionResult, before: StoredMessage) -> bool:
    """Whether the click was played: its board was edited to a later move."""
    return (
        result.updated_the_message
        and result.message is not None
        and board_of(result.message).ply > board_of(before).ply
    )


async def test_a_full_disk_refuses_moves_with_nothing_half_written_and_games_go_on_after(
    emulator: DiscordEmulator,
    world: World,
    bot_runner: BotRunner,
    db_url: str,
    small_disk: SmallDisk,
) -> None:
    path = small_disk.path / "tttbot.db"
    shutil.copyfile(sqlite_path(db_url), path)
    env = TttEnv(emulator, world, bot_runner, f"sqlite+aiosqlite:///{path}")
    members = [world.alice, world.bob, world.carol] + [
        emulator.add_member(world.guild, emulator.add_user(f"m{k}")) for k in range(5)
    ]
    await env.start()
    try:
        boards: dict[int, StoredMessage] = {}
        for member in members:
            start = await env.ttt(member, "play", {"first": "me"})
            assert start.message is not None
            boards[member.id] = start.message
        acknowledged = {member.id: 0 for member in members}

        async def click_each() -> list[InteractionResult]:
            answers = []
            for member in members:
                board = boards[member.id]
                if board_of(board).is_over:
                    continue
                answer = await env.click_cell(member, board, choose(board_of(board), "best"))
                if played(answer, board):
                    assert answer.message is not None
                    boards[member.id] = answer.message
                    acknowledged[member.id] += 1
                answers.append(answer)
            return answers

        await click_each()
        with sqlite3.connect(path) as connection:  # the WAL emptied: its room is given back
            connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        small_disk.fill()
        stored = await db_snapshot(env.service.repository.engine)  # type: ignore[union-attr]
        refused = await click_each()
        assert len(refused) == len(members)  # every game was still on
        for answer in refused:
            assert_refused(answer, "disk is full", "nothing was changed")
        # Nothing of a refused move was kept, not even in part.
        assert await db_snapshot(env.service.repository.engine) == stored  # type: ignore[union-attr]

        small_disk.free()
        for _ in range(5):
            for answer in await click_each():
                assert answer.updated_the_message, answer.text
        assert all(board_of(board).is_over for board in boards.values())
    finally:
        await env.stop()
    with sqlite3.connect(path) as connection:
        for member_id, board in boards.items():
            moves = connection.execute(
                "SELECT count(*) FROM moves JOIN games ON games.id = moves.game_id "
                "WHERE games.x_user_id = ?",
                (str(member_id),),
            ).fetchone()[0]
            # Every move shown is stored, once; the agent answered each but the last.
            assert moves == board_of(board).ply
            assert acknowledged[member_id] == (board_of(board).ply + 1) // 2

"""PostgreSQL restarted under a running bot (a real ``python -m bot run`` process) while its
members play games at once: the bot reconnects by itself, every interaction is answered within
Discord's 3 s, each click either played or refused with "try again", and the database keeps
exactly the moves the members were shown (none lost, none applied twice).

The server is one of this test's own (devkit/postgres.py ``OwnServer``), stopped with a fast
shutdown (every session ended, as a service manager's restart does), kept down for a second,
and started again. The same run with 500 games: ``benchmarks/postgres_restart_run.py``.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from devkit.cluster import Cluster
from devkit.emulator import DiscordEmulator
from devkit.postgres import OwnServer
from devkit.restart_load import Table, lost_or_doubled, play_through_restart, stored_moves

pytestmark = pytest.mark.slow

MEMBERS = 24
GAMES_EACH = 2


@pytest.fixture
def own_server() -> Iterator[OwnServer]:
    server = OwnServer()
    try:
        yield server
    finally:
        server.close()


@pytest.fixture
async def cluster(
    emulator: DiscordEmulator, own_server: OwnServer, tmp_path: Path
) -> AsyncIterator[tuple[Cluster, Table]]:
    guild = emulator.add_guild("restarts", shard=(0, 1))
    table = Table(emulator, guild, [emulator.add_channel(guild, f"games-{k}") for k in range(10)])
    url = await own_server.create_database("ttt")
    bots = Cluster(emulator, url, tmp_path, shard_count=1, guild_ids=[guild.id])
    try:
        await bots.migrate()
        await bots.start("bot", (0,))
        await emulator.wait_commands_synced(guild, timeout=30)
        yield bots, table
    finally:
        await bots.aclose()
        for process in bots.processes:
            (tmp_path / f"{process.name}.log").write_text(process.text())


async def test_a_postgresql_restart_mid_run_loses_no_move_and_plays_none_twice(
    emulator: DiscordEmulator, own_server: OwnServer, cluster: tuple[Cluster, Table]
) -> None:
    bots, table = cluster
    members = [
        emulator.add_member(table.guild, emulator.add_user(f"player{k}")) for k in range(MEMBERS)
    ]
    ledger = await play_through_restart(
        table,
        members,
        games_each=GAMES_EACH,
        restart_after_moves=MEMBERS * 2,
        stop=lambda: asyncio.to_thread(own_server.stop),
        start=lambda: asyncio.to_thread(own_server.start),
        gap_s=1.0,
        deadline_s=240,
    )
    print(ledger.summary())
    (process,) = bots.processes
    assert process.alive, process.text()  # reconnected by itself: never restarted
    assert len(ledger.boards) == MEMBERS * GAMES_EACH
    assert ledger.in_gap > 0 and ledger.try_again > 0, ledger.summary()  # the gap was hit
    # Every interaction answered, and within Discord's window.
    assert ledger.late == 0 and ledger.unanswered == 0, ledger.summary()
    assert ledger.unexpected == [], ledger.unexpected
    assert ledger.stale == 0, ledger.summary()  # no refused click had been kept after all
    stored = await stored_moves(bots.db_url, list(ledger.boards))
    assert lost_or_doubled(ledger, stored) == []
    assert "Traceback" not in process.text(), process.text()[-4000:]

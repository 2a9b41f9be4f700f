"""tttbot as a fleet: real ``python -m bot run`` processes, sharded, on one PostgreSQL database.

Two shard processes each serve the servers of their shard (and only those). A process killed
with kill -9 mid-game comes back and the old board takes the next move. In a rolling restart,
two processes on one shard receive the same clicks, each click is applied exactly once, and the
second process waited for the IDENTIFY slot the first one took (5 s per bucket, across
processes). A promotion made elsewhere reaches both processes; a game in progress keeps its
version. Each test is bounded (process starts 60 s, waits 20 s) and stops its processes by
PID.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import shutil
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from bot.retrain.promote import promote
from devkit import postgres
from devkit.bot_process import tttbot
from devkit.cluster import Cluster
from devkit.emulator import DiscordEmulator, StoredMessage
from devkit.emulator.interactions import InteractionType
from devkit.emulator.models import Channel, Guild, Member
from engine.agents.learned.manifest import read_manifest
from storage.db import create_engine

from .bot_harness import board_of, cell_id

pytestmark = pytest.mark.slow


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A fresh PostgreSQL database (devkit/postgres.py), shared by every process of a test."""
    name = postgres.new_database_name()
    url = postgres.create_database_sync(name)
    try:
        yield url
    finally:
        postgres.drop_database_sync(name)


class Server:
    """A guild with one channel and two players, made to route to one shard."""

    def __init__(self, emu: DiscordEmulator, name: str, shard: tuple[int, int]) -> None:
        self.guild: Guild = emu.add_guild(name, shard=shard)
        self.channel: Channel = emu.add_channel(self.guild, "games")
        self.players: list[Member] = [
            emu.add_member(self.guild, emu.add_user(f"{name}-p{i}")) for i in range(2)
        ]


async def play(emu: DiscordEmulator, server: Server, player: int = 0) -> StoredMessage:
    """``/ttt play first:me`` against minimax; the board message."""
    result = await emu.slash(
        server.players[player],
        server.guild,
        server.channel,
        "ttt",
        "play",
        options={"first": "me"},
        timeout=20,
    )
    assert result.message is not None, result.text
    return result.message


async def click(
    emu: DiscordEmulator, server: Server, board: StoredMessage, cell: int, *, player: int = 0
) -> StoredMessage:
    fresh = emu.message(board.id)
    result = await emu.click(server.players[player], fresh, cell_id(fresh, cell), timeout=20)
    assert result.message is not None, result.text
    return result.message


def first_free(board: StoredMessage) -> int:
    return board_of(board).legal_moves()[0]


async def scalar(url: str, sql: str, **params: object) -> object:
    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            return await connection.scalar(text(sql), params)
    finally:
        await engine.dispose()


@pytest.fixture
async def cluster_of(
    emulator: DiscordEmulator, pg_url: str, tmp_path: Path
) -> AsyncIterator[list[Cluster]]:
    clusters: list[Cluster] = []
    try:
        yield clusters
    finally:
        for cluster in clusters:
            await cluster.aclose()


async def new_cluster(
    clusters: list[Cluster],
    emu: DiscordEmulator,
    url: str,
    workdir: Path,
    shard_count: int,
    servers: list[Server],
) -> Cluster:
    cluster = Cluster(
        emu, url, workdir, shard_count=shard_count, guild_ids=[s.guild.id for s in servers]
    )
    clusters.append(cluster)
    await cluster.migrate()
    return cluster


async def test_two_shard_processes_each_serve_their_own_servers(
    emulator: DiscordEmulator, pg_url: str, tmp_path: Path, cluster_of: list[Cluster]
) -> None:
    emulator.gateway.max_concurrency = 2  # shards 0 and 1 in their own buckets: no 5 s wait
    servers = [Server(emulator, f"s{k}", (k, 2)) for k in (0, 1)]
    cluster = await new_cluster(cluster_of, emulator, pg_url, tmp_path, 2, servers)
    processes = [await cluster.start("shard0", (0,)), await cluster.start("shard1", (1,))]
    await emulator.wait_commands_synced(servers[1].guild, timeout=20)
    for process in processes:
        # Each warmed its whole pool before connecting (storage/rehearsal.py) ...
        assert re.search(r"hot path rehearsed on (\d+) of \1 connections", process.text())
    # ... and stored nothing of it.
    assert await scalar(pg_url, "SELECT count(*) FROM players WHERE user_id LIKE 'rehearsal%'") == 0

    for server in servers:
        board = await play(emulator, server)
        after = await click(emulator, server, board, 5)
        assert board_of(after).ply == 2  # the move and minimax's answer

    assert sorted(p["shard"] for p in emulator.gateway.identify_payloads) == [[0, 2], [1, 2]]
    for shard, session in emulator.gateway.latest.items():
        assert shard is not None  # every session identified with a shard
        seen = {
            int(p["d"]["guild_id"] if p["t"] == "INTERACTION_CREATE" else p["d"]["id"])
            for p in session.buffer
            if p.get("t") in ("GUILD_CREATE", "INTERACTION_CREATE")
        }
        assert seen == {servers[shard[0]].guild.id}
    games = await scalar(pg_url, "SELECT count(DISTINCT server_id) FROM games WHERE ply = 2")
    assert games == 2


async def test_a_shard_killed_mid_game_comes_back_and_its_old_board_takes_the_next_move(
    emulator: DiscordEmulator, pg_url: str, tmp_path: Path, cluster_of: list[Cluster]
) -> None:
    emulator.gateway.max_concurrency = 2
    servers = [Server(emulator, f"s{k}", (k, 2)) for k in (0, 1)]
    cluster = await new_cluster(cluster_of, emulator, pg_url, tmp_path, 2, servers)
    await cluster.start("shard0", (0,))
    victim = await cluster.start("shard1", (1,))
    await emulator.wait_commands_synced(servers[1].guild, timeout=20)
    boards = [await play(emulator, server) for server in servers]
    boards = [await click(emulator, s, b, 1) for s, b in zip(servers, boards, strict=True)]

    await victim.kill9()
    # The other shard does not notice: its game goes on.
    other = await click(emulator, servers[0], boards[0], first_free(boards[0]))
    assert board_of(other).ply == 4

    back_in = await cluster.restart(victim)
    after = await click(emulator, servers[1], boards[1], first_free(boards[1]))
    assert board_of(after).ply == 4
    assert back_in < 30, f"restart took {back_in:.1f}s"
    moves = await scalar(pg_url, "SELECT count(*) FROM moves")
    assert moves == 8  # two games, four plies each: nothing lost, nothing doubled


async def test_during_a_rolling_restart_each_click_is_applied_once(
    emulator: DiscordEmulator, pg_url: str, tmp_path: Path, cluster_of: list[Cluster]
) -> None:
    server = Server(emulator, "handover", (0, 1))
    extra = [emulator.add_member(server.guild, emulator.add_user(f"h{i}")) for i in range(4)]
    server.players.extend(extra)
    cluster = await new_cluster(cluster_of, emulator, pg_url, tmp_path, 1, [server])
    await cluster.start("old", (0,))
    await emulator.wait_commands_synced(server.guild, timeout=20)
    boards = [await play(emulator, server, p) for p in range(len(server.players))]

    await cluster.start("new", (0,))  # same shard: both sessions get every event now
    times = [at for at, _bucket in emulator.gateway.identify_times]
    assert times[1] - times[0] >= 4.9  # the new process waited for the bucket's slot

    clicks = [
        click(emulator, server, board, 5 if first_free(board) == 5 else first_free(board), player=p)
        for p, board in enumerate(boards)
    ]
    after = await asyncio.gather(*clicks)
    assert [board_of(b).ply for b in after] == [2] * len(boards)
    for pending in emulator.interactions.values():
        if pending.type == InteractionType.MESSAGE_COMPONENT:
            assert pending.deliveries == 2 and pending.response_type is not None
    moves = await scalar(pg_url, "SELECT count(*) FROM moves")
    assert moves == 2 * len(boards)


async def test_during_a_rolling_restart_a_play_both_processes_receive_starts_one_game(
    emulator: DiscordEmulator, pg_url: str, tmp_path: Path, cluster_of: list[Cluster]
) -> None:
    server = Server(emulator, "handover", (0, 1))
    cluster = await new_cluster(cluster_of, emulator, pg_url, tmp_path, 1, [server])
    await cluster.start("old", (0,))
    await emulator.wait_commands_synced(server.guild, timeout=20)
    await cluster.start("new", (0,))

    await asyncio.gather(*(play(emulator, server, p) for p in range(2)))
    await asyncio.sleep(1.0)  # the losing process's write, if any, lands after the answer
    for pending in emulator.interactions.values():
        assert pending.deliveries == 2
    active = await scalar(pg_url, "SELECT count(*) FROM games WHERE status = 'active'")
    assert active == 2  # one per player, though each /ttt play reached both processes


async def test_a_promotion_reaches_every_process_and_a_game_keeps_its_version(
    emulator: DiscordEmulator, pg_url: str, tmp_path: Path, cluster_of: list[Cluster]
) -> None:
    emulator.gateway.max_concurrency = 2
    servers = [Server(emulator, f"s{k}", (k, 2)) for k in (0, 1)]
    cluster = await new_cluster(cluster_of, emulator, pg_url, tmp_path, 2, servers)
    machines = {k: cluster.own_weights(f"m{k}") for k in (0, 1)}
    processes = [
        await cluster.start(
            f"shard{k}", (k,), TTT_WEIGHTS_DIR=str(machines[k]), TTT_DEFAULT_AGENT="dqn"
        )
        for k in (0, 1)
    ]
    await emulator.wait_commands_synced(servers[1].guild, timeout=20)
    boards = [await play(emulator, server) for server in servers]

    # A third machine trains and promotes "v2" (here: the same network under a new version).
    trainer = cluster.own_weights("trainer")
    staged = trainer / ".staged-dqn-v2.safetensors"
    shutil.copy(trainer / "dqn-v1.safetensors", staged)
    data = staged.read_bytes()
    entry = {
        **read_manifest(trainer)["agents"]["dqn"]["versions"]["v1"],
        "file": "dqn-v2.safetensors",
        "sha256": hashlib.sha256(data).hexdigest(),
        "retrained_from": "v1",
    }
    engine = create_engine(pg_url)
    try:
        await promote(engine, trainer, "dqn", "v2", entry, 0, staged, None)
    finally:
        await engine.dispose()
    promoted_at = time.monotonic()

    for process in processes:
        await process.wait_for_output("serving generation 1", timeout=10)
    reached = time.monotonic() - promoted_at
    print(f"promotion reached both processes in {reached * 1000:.0f} ms")
    for k in (0, 1):
        assert read_manifest(machines[k])["agents"]["dqn"]["serving"] == "v2"
        assert (machines[k] / "dqn-v2.safetensors").read_bytes() == data

    # The games started before the promotion finish on v1; new games start on v2.
    for server, board in zip(servers, boards, strict=True):
        await click(emulator, server, board, first_free(board))
    kept = await scalar(pg_url, "SELECT count(*) FROM games WHERE o_agent_version = 'v1'")
    assert kept == 2
    for server in servers:
        await play(emulator, server, 1)
    new = await scalar(pg_url, "SELECT count(*) FROM games WHERE o_agent_version = 'v2'")
    assert new == 2
    assert reached < 3, f"promotion reached both processes after {reached:.2f}s"


async def test_sync_commands_registers_the_tree_once_without_connecting_to_the_gateway(
    emulator: DiscordEmulator, tmp_path: Path
) -> None:
    server = Server(emulator, "deploy", (0, 1))
    cluster = Cluster(
        emulator,
        f"sqlite+aiosqlite:///{tmp_path / 'ttt.db'}",
        tmp_path,
        shard_count=1,
        guild_ids=[server.guild.id],
    )
    env = cluster.environment(())
    del env["TTT_SHARD_COUNT"], env["TTT_SHARD_IDS"]
    code, said = await tttbot("sync-commands", env=env, cwd=tmp_path)
    assert code == 0, said
    synced = await emulator.wait_commands_synced(server.guild, timeout=1)
    assert {c["name"] for c in synced} >= {"ttt", "ttt-admin"}
    assert emulator.gateway.identify_count == 0

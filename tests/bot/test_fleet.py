"""A fleet of bot processes on one database: shard settings, which servers a process
owns, IDENTIFY slots shared through the database, and promotions followed by every process.

Each test that uses ``db_url`` runs on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import shutil
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from bot.discord.client import owns_server, shard_of
from bot.discord.runner import database_pool_size, open_service
from bot.games.service import GameService
from bot.serving import ServingFollower
from bot.settings import Settings
from domain.players import User
from domain.time import utcnow
from engine.agents.learned.manifest import read_manifest
from storage import Repository
from storage.db import POSTGRESQL_POOL_SIZE, SQLITE_POOL_SIZE
from storage.shards import (
    claim_identify_slot,
    listen_for_promotions,
    publish_serving,
    read_generation,
)
from tests.bot.conftest import Clock

REPO = Path(__file__).resolve().parents[2]


def settings(**values: Any) -> Settings:
    return Settings(_env_file=None, **values)


def server_on(shard: int, count: int) -> str:
    """A snowflake whose timestamp part routes it to ``shard`` of ``count``."""
    return str(((1000 * count + shard) << 22) | 12345)


# -- settings and ownership ------------------------------------------------------------------


def test_without_shard_settings_the_process_owns_every_server() -> None:
    plain = settings()
    assert plain.owned_shards is None
    assert owns_server(plain, server_on(1, 2)) and owns_server(plain, "console")


def test_a_cluster_owns_the_servers_of_its_shards_only() -> None:
    cluster = settings(TTT_SHARD_COUNT=4, TTT_SHARD_IDS="1, 3")
    assert cluster.owned_shards == (1, 3)
    assert [owns_server(cluster, server_on(k, 4)) for k in range(4)] == [False, True, False, True]
    assert shard_of(server_on(2, 4), 4) == 2


def test_a_shard_count_alone_means_every_shard() -> None:
    assert settings(TTT_SHARD_COUNT=3).owned_shards == (0, 1, 2)


@pytest.mark.parametrize(
    ("values", "complaint"),
    [
        ({"TTT_SHARD_IDS": "1"}, "needs TTT_SHARD_COUNT"),
        ({"TTT_SHARD_COUNT": 2, "TTT_SHARD_IDS": "2"}, "outside 0..1"),
        ({"TTT_SHARD_COUNT": 2, "TTT_SHARD_IDS": "1,1"}, "twice"),
        ({"TTT_SHARD_COUNT": 0}, "greater than or equal to 1"),
    ],
)
def test_impossible_shard_settings_are_refused(values: dict[str, object], complaint: str) -> None:
    with pytest.raises(ValueError, match=complaint):
        settings(**values)


async def test_the_idle_sweep_keeps_to_the_servers_it_is_given(db_url: str, clock: Clock) -> None:
    service = await GameService.open(db_url, clock=clock, seed=1)
    try:
        ann = User("ann", "Ann")
        mine, theirs = server_on(0, 2), server_on(1, 2)
        kept = await service.start_game(ann, theirs, "c", agent="minimax", first="me")
        closed = await service.start_game(ann, mine, "c", agent="minimax", first="me")
        clock.advance(service.idle_timeout_s + 1)
        cluster = settings(TTT_SHARD_COUNT=2, TTT_SHARD_IDS="0")
        swept = await service.expire_idle_games(shards=cluster.sweep_shards)
        assert [g.id for g in swept] == [closed.id]
        assert (await service.get_game(kept.id)).is_active
    finally:
        await service.close()


# -- IDENTIFY slots ----------------------------------------------------------------------------


async def test_one_identify_per_bucket_per_five_seconds_whoever_asks(db_url: str) -> None:
    repository = await Repository.open(db_url)
    try:
        engine = repository.engine
        now = utcnow()
        assert await claim_identify_slot(engine, 0, "a", now) == 0
        wait = await claim_identify_slot(engine, 0, "b", now + timedelta(seconds=2))
        assert wait == pytest.approx(3.0, abs=0.01)
        assert await claim_identify_slot(engine, 1, "b", now + timedelta(seconds=2)) == 0
        assert await claim_identify_slot(engine, 0, "b", now + timedelta(seconds=5)) == 0
    finally:
        await repository.close()


# -- promotions across processes -------------------------------------------------------------


def copy_weights(tmp_path: Path, name: str) -> Path:
    directory = tmp_path / name
    shutil.copytree(REPO / "weights", directory, ignore=shutil.ignore_patterns("*.png"))
    return directory


def with_v2(directory: Path) -> tuple[dict[str, object], bytes]:
    """The manifest of ``directory`` with a dqn "v2" serving (its file written there)."""
    data = (directory / "dqn-v1.safetensors").read_bytes() + b" "  # a different file
    (directory / "dqn-v2.safetensors").write_bytes(data)
    manifest = read_manifest(directory)
    info = manifest["agents"]["dqn"]
    info["versions"]["v2"] = {
        **info["versions"]["v1"],
        "file": "dqn-v2.safetensors",
        "sha256": hashlib.sha256(data).hexdigest(),
    }
    info["serving"] = "v2"
    return json.loads(json.dumps(manifest)), data


async def test_a_promotion_reaches_a_process_with_its_own_weights_directory(
    db_url: str, tmp_path: Path
) -> None:
    repository = await Repository.open(db_url)
    try:
        trainer, machine = copy_weights(tmp_path, "trainer"), copy_weights(tmp_path, "machine")
        follower = ServingFollower(repository.engine, machine / "manifest.json")
        assert await follower.sync() is False  # nothing promoted yet: the local files serve

        manifest, data = with_v2(trainer)
        async with repository.engine.begin() as connection:
            generation = await publish_serving(connection, manifest, trainer, utcnow())
        assert generation == 1 == await read_generation(repository.engine)

        assert await follower.sync() is True
        assert read_manifest(machine)["agents"]["dqn"]["serving"] == "v2"
        assert (machine / "dqn-v2.safetensors").read_bytes() == data
        assert await follower.sync() is False  # caught up: no rewrite
    finally:
        await repository.close()


@pytest.mark.postgresql_only
async def test_a_promotion_wakes_a_listening_process_whose_pool_keeps_every_connection(
    db_url: str, tmp_path: Path
) -> None:
    """The NOTIFY listener holds a connection for the life of the process: one of its own,
    beside the pool, so that even a pool of one still serves the games."""
    service = await GameService.open(db_url, pool_size=1)
    woken = asyncio.Event()
    close = await listen_for_promotions(service.repository.engine, woken.set)
    assert close is not None
    try:
        game = await asyncio.wait_for(
            service.start_game(User("1", "ann"), "s", "c", agent="minimax", first="me"), 10
        )
        assert game.moves == ()
        manifest, _ = with_v2(copy_weights(tmp_path, "trainer"))
        async with service.repository.engine.begin() as connection:
            await publish_serving(connection, manifest, tmp_path / "trainer", utcnow())
        await asyncio.wait_for(woken.wait(), 10)
    finally:
        await close()
        await service.close()


@pytest.mark.postgresql_only
async def test_after_postgresql_drops_the_listening_session_a_promotion_still_wakes_the_process(
    db_url: str, tmp_path: Path
) -> None:
    """As after a restart of PostgreSQL: the follower listens again on a new connection, so a
    promotion reaches it at once, not only at the next poll (an hour away here)."""
    repository = await Repository.open(db_url)
    machine = copy_weights(tmp_path, "machine")
    follower = ServingFollower(repository.engine, machine / "manifest.json", poll_s=3600)
    await follower.start()

    async def listening(end: bool = False) -> int:
        """Sessions listening on this database (ended first, with ``end``)."""
        async with repository.engine.connect() as connection:
            admin = await connection.execution_options(isolation_level="AUTOCOMMIT")
            gone = "pg_terminate_backend(pid)" if end else "true"
            query = (
                f"SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                f"AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid() AND {gone}"
            )
            return int(await admin.scalar(text(query)))

    try:
        assert await listening(end=True) == 1
        async with asyncio.timeout(10):  # the follower notices, and listens on a new session
            while await listening() != 1:
                await asyncio.sleep(0.05)
        manifest, _ = with_v2(copy_weights(tmp_path, "trainer"))
        async with repository.engine.begin() as connection:
            await publish_serving(connection, manifest, tmp_path / "trainer", utcnow())
        async with asyncio.timeout(10):
            while read_manifest(machine)["agents"]["dqn"]["serving"] != "v2":
                await asyncio.sleep(0.05)
    finally:
        await follower.stop()
        await repository.close()


@pytest.mark.parametrize("size", [None, 1, 7])
async def test_a_process_keeps_the_database_connections_its_settings_ask_for(
    db_url: str, backend: str, size: int | None
) -> None:
    default = SQLITE_POOL_SIZE if backend == "sqlite" else POSTGRESQL_POOL_SIZE
    service = await GameService.open(db_url, pool_size=size)
    try:
        assert service.repository.engine.pool.size() == (size or default)  # type: ignore[attr-defined]
    finally:
        await service.close()


@pytest.mark.parametrize(("ids", "share"), [("1", 8), ("0, 1", POSTGRESQL_POOL_SIZE)])
async def test_the_processes_of_a_fleet_share_one_process_s_postgresql_connections(
    db_url: str, backend: str, ids: str, share: int
) -> None:
    # Two shard processes on one server keep as many sessions in all as one process would.
    cluster = settings(TTT_DATABASE_URL=db_url, TTT_SHARD_COUNT=2, TTT_SHARD_IDS=ids)
    service = await open_service(cluster)
    try:
        expected = SQLITE_POOL_SIZE if backend == "sqlite" else share
        assert service.repository.engine.pool.size() == expected  # type: ignore[attr-defined]
    finally:
        await service.close()


def test_a_fleet_s_pool_has_a_floor_and_a_pool_size_set_wins() -> None:
    url = "postgresql+asyncpg://ttt@db/ttt"
    assert database_pool_size(settings(TTT_DATABASE_URL=url)) is None  # one process: 16
    many = {"TTT_DATABASE_URL": url, "TTT_SHARD_COUNT": 16, "TTT_SHARD_IDS": "3"}
    assert database_pool_size(settings(**many)) == 4
    assert database_pool_size(settings(**many, TTT_DATABASE_POOL_SIZE=7)) == 7


async def test_a_rolled_back_promotion_changes_nothing_anywhere(
    db_url: str, tmp_path: Path
) -> None:
    repository = await Repository.open(db_url)
    try:
        trainer, machine = copy_weights(tmp_path, "trainer"), copy_weights(tmp_path, "machine")
        manifest, _ = with_v2(trainer)
        with pytest.raises(RuntimeError):
            async with repository.engine.begin() as connection:
                await publish_serving(connection, manifest, trainer, utcnow())
                raise RuntimeError("the promotion failed after publishing")
        assert await read_generation(repository.engine) == 0
        follower = ServingFollower(repository.engine, machine / "manifest.json")
        assert await follower.sync() is False
        assert not (machine / "dqn-v2.safetensors").exists()
    finally:
        await repository.close()


async def test_weights_that_do_not_match_their_checksum_are_never_published(
    db_url: str, tmp_path: Path
) -> None:
    repository = await Repository.open(db_url)
    try:
        trainer = copy_weights(tmp_path, "trainer")
        manifest, _ = with_v2(trainer)
        (trainer / "dqn-v2.safetensors").write_bytes(b"not the weights")
        with pytest.raises(ValueError, match="does not match its sha256"):
            async with repository.engine.begin() as connection:
                await publish_serving(connection, manifest, trainer, utcnow())
        assert await read_generation(repository.engine) == 0
    finally:
        await repository.close()

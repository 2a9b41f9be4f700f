"""What the bot's processes share through the database when it runs as a fleet.

* ``identify_slots``: the time of the last gateway IDENTIFY per rate-limit bucket
  (``shard_id % max_concurrency``). Discord allows one IDENTIFY per bucket per 5 s for the
  whole bot token, so processes on several machines take turns through this row: a guarded
  ``UPDATE … WHERE last_at <= now - 5 s`` claims the slot (one code path on SQLite and
  PostgreSQL: a row lock / the file lock makes a second claimer see the new time).
* ``weights_blobs``: every promoted weights file, by sha256, so a machine that did not train
  can serve it.
* ``serving_state``: one row, the serving *generation* and the manifest that serves, bumped in
  the promotion's own transaction. Processes poll it (and, on PostgreSQL, are woken at once by
  ``NOTIFY ttt_serving``, sent in the same transaction and so delivered at its commit).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    insert,
    select,
    text,
    update,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.pool import NullPool

from storage.async_engine import AsyncConnection, AsyncEngine, create_async_engine
from storage.fleet_tables import IDENTIFY_SLOTS, SERVING_STATE, WEIGHTS_BLOBS

if TYPE_CHECKING:
    from storage.retraining import RetrainingTransaction

NOTIFY_CHANNEL = "ttt_serving"
"""The PostgreSQL notification channel of promotions (payload: the new generation)."""

IDENTIFY_SPACING_S = 5.0
"""Discord's IDENTIFY rate: one per bucket per 5 seconds."""

SERVING_ROW_ID = 1


# -- IDENTIFY slots -------------------------------------------------------------------------------


async def claim_identify_slot(
    engine: AsyncEngine,
    bucket: int,
    holder: str,
    now: datetime,
    spacing_s: float = IDENTIFY_SPACING_S,
) -> float:
    """Claim the right to IDENTIFY now in ``bucket``: 0 when claimed, else the seconds to wait
    before trying again (the last IDENTIFY of the bucket, by any process, was too recent)."""
    async with engine.begin() as connection:
        claimed = await connection.execute(
            update(IDENTIFY_SLOTS)
            .where(
                IDENTIFY_SLOTS.c.bucket == bucket,
                IDENTIFY_SLOTS.c.last_at <= now - timedelta(seconds=spacing_s),
            )
            .values(last_at=now, holder=holder)
        )
        if claimed.rowcount == 1:
            return 0.0
        last = await connection.scalar(
            select(IDENTIFY_SLOTS.c.last_at).where(IDENTIFY_SLOTS.c.bucket == bucket)
        )
    if last is None:
        return await _first_claim(engine, bucket, holder, now)
    return max(0.05, (last + timedelta(seconds=spacing_s) - now).total_seconds())


async def _first_claim(engine: AsyncEngine, bucket: int, holder: str, now: datetime) -> float:
    """The bucket's first IDENTIFY ever: insert its row (a racing insert loses and waits)."""
    try:
        async with engine.begin() as connection:
            await connection.execute(
                insert(IDENTIFY_SLOTS).values(bucket=bucket, last_at=now, holder=holder)
            )
    except IntegrityError:
        return 0.05  # another process inserted it first: read its time on the next try
    return 0.0


# -- weights and the serving generation ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Serving:
    """The serving row as read."""

    generation: int
    manifest: dict[str, Any]


def manifest_files(manifest: Mapping[str, Any]) -> dict[str, str]:
    """``{file name: sha256}`` of every weights file the manifest lists."""
    files: dict[str, str] = {}
    for info in manifest.get("agents", {}).values():
        for entry in info.get("versions", {}).values():
            name, sha256 = entry.get("file"), entry.get("sha256")
            if isinstance(name, str) and isinstance(sha256, str):
                files[name] = sha256
    return files


async def publish_serving(
    connection: AsyncConnection, manifest: Mapping[str, Any], weights_dir: Path, now: datetime
) -> int:
    """Inside the caller's transaction: store every weights file ``manifest`` lists that the
    database lacks (read from ``weights_dir``, checked against its sha256), make ``manifest``
    the serving one and bump the generation; returns the new generation. On PostgreSQL the
    processes listening on :data:`NOTIFY_CHANNEL` hear of it when the transaction commits."""
    files = manifest_files(manifest)
    stored = set(
        await connection.scalars(
            select(WEIGHTS_BLOBS.c.sha256).where(WEIGHTS_BLOBS.c.sha256.in_(set(files.values())))
        )
    )
    for name, sha256 in files.items():
        if sha256 in stored:
            continue
        path = weights_dir / name
        if not path.exists():
            continue  # an old version whose file was pruned: nothing to share
        data = path.read_bytes()
        if hashlib.sha256(data).hexdigest() != sha256:
            raise ValueError(f"{path} does not match its sha256 in the manifest")
        await connection.execute(
            insert(WEIGHTS_BLOBS).values(sha256=sha256, data=data, created_at=now)
        )
        stored.add(sha256)
    generation = await _bump_generation(connection, dict(manifest), now)
    if connection.dialect.name == "postgresql":
        await connection.execute(
            text("SELECT pg_notify(:channel, :payload)"),
            {"channel": NOTIFY_CHANNEL, "payload": str(generation)},
        )
    return generation


async def _bump_generation(
    connection: AsyncConnection, manifest: dict[str, Any], now: datetime
) -> int:
    # A JSON round trip: the column stores plain JSON, never a shared mutable dict.
    stored = json.loads(json.dumps(manifest))
    bumped = await connection.execute(
        update(SERVING_STATE)
        .where(SERVING_STATE.c.id == SERVING_ROW_ID)
        .values(generation=SERVING_STATE.c.generation + 1, manifest=stored, updated_at=now)
        .returning(SERVING_STATE.c.generation)
    )
    generation = bumped.scalar_one_or_none()
    if generation is not None:
        return int(generation)
    await connection.execute(
        insert(SERVING_STATE).values(
            id=SERVING_ROW_ID, generation=1, manifest=stored, updated_at=now
        )
    )
    return 1


async def read_serving(engine: AsyncEngine) -> Serving | None:
    """The serving row, or ``None`` before the first promotion published one."""
    async with engine.connect() as connection:
        row = (
            await connection.execute(
                select(SERVING_STATE.c.generation, SERVING_STATE.c.manifest).where(
                    SERVING_STATE.c.id == SERVING_ROW_ID
                )
            )
        ).one_or_none()
    return None if row is None else Serving(generation=int(row[0]), manifest=dict(row[1]))


async def read_generation(engine: AsyncEngine) -> int:
    """The serving generation (0 before the first promotion): the cheap poll."""
    async with engine.connect() as connection:
        value = await connection.scalar(
            select(SERVING_STATE.c.generation).where(SERVING_STATE.c.id == SERVING_ROW_ID)
        )
    return int(value or 0)


async def read_blobs(engine: AsyncEngine, sha256s: Iterable[str]) -> dict[str, bytes]:
    """The stored weights files among ``sha256s``."""
    wanted = set(sha256s)
    if not wanted:
        return {}
    async with engine.connect() as connection:
        rows = await connection.execute(
            select(WEIGHTS_BLOBS.c.sha256, WEIGHTS_BLOBS.c.data).where(
                WEIGHTS_BLOBS.c.sha256.in_(wanted)
            )
        )
        return {str(sha): bytes(data) for sha, data in rows}


async def publish_in(
    tx: RetrainingTransaction, manifest: Mapping[str, Any], weights_dir: Path, now: datetime
) -> int:
    """:func:`publish_serving` inside a retraining commit's transaction (promotion, rollback)."""
    return await publish_serving(tx._connection, manifest, weights_dir, now)


async def listen_for_promotions(
    engine: AsyncEngine,
    on_promotion: Callable[[], None],
    on_lost: Callable[[], None] | None = None,
) -> Callable[[], Awaitable[None]] | None:
    """On PostgreSQL, ``LISTEN`` :data:`NOTIFY_CHANNEL` on a connection of its own and call
    ``on_promotion`` at every promotion's commit; returns the function that closes it.
    ``None`` elsewhere (SQLite has no notifications: poll :func:`read_generation`).
    ``on_lost`` is called if the connection ends otherwise (the server restarted): nothing
    is heard on it any more, and the caller may listen again.

    The connection is opened beside ``engine``'s pool, not taken from it: a listener holds its
    connection for the life of the process, and taken from a pool of N it would leave N - 1 for
    the games (with ``TTT_DATABASE_POOL_SIZE=1``, none)."""
    if engine.dialect.name != "postgresql":
        return None
    apart = create_async_engine(engine.url, poolclass=NullPool)
    try:
        connection = await apart.connect()
        try:
            raw = await connection.get_raw_connection()
            driver = raw.driver_connection
            assert driver is not None
            await driver.add_listener(NOTIFY_CHANNEL, lambda *_: on_promotion())
            if on_lost is not None:
                driver.add_termination_listener(lambda *_: on_lost())
        except BaseException:
            await connection.close()
            raise
    except BaseException:
        await apart.dispose()
        raise

    async def close() -> None:
        try:
            await connection.close()
        finally:
            await apart.dispose()

    return close

"""Promote: the crash-safe commit that makes a new version serve, and its repair.

The commit is one database transaction (new ``agent_versions`` row, promotion flags, marked
transitions) that stays open while the staged weights file is renamed into place and the
manifest is switched (temp file, fsync, rename); the transaction commits last. Any exception on
the way rolls the transaction back, renames the manifest back and removes the new file: nothing
changed. A SIGKILL before the manifest switch leaves at most a hidden temp file and an
uncommitted transaction; killed between the manifest switch and the commit, the new version
serves but the database lags: :func:`reconcile`, run first by every run and every rollback (and
by the bot at start-up), records it from what the manifest says.
"""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path
from typing import Any

from bot.retrain.files import fsync_dir, write_durably
from bot.retrain.outcome import Hook, stage
from domain.time import utcnow
from engine.agents.learned.manifest import MANIFEST_NAME, manifest_bytes, read_manifest
from storage.retraining import Engine, NewVersion, RetrainingTransaction, transaction
from storage.shards import publish_in

ChangeDb = Callable[[RetrainingTransaction], Awaitable[None]]
ChangeManifest = Callable[[dict[str, Any]], None]


def new_version(agent: str, version: str, entry: Mapping[str, Any]) -> NewVersion:
    """The ``agent_versions`` row of a manifest entry."""
    return NewVersion(
        agent=agent,
        version=version,
        weights_sha256=entry.get("sha256"),
        metrics=entry.get("metrics"),
        parent_version=entry.get("retrained_from"),
    )


async def switch(
    engine: Engine,
    weights_dir: Path,
    change_db: ChangeDb,
    change_manifest: ChangeManifest,
    hook: Hook | None,
    *,
    staged: Path | None = None,
    final: Path | None = None,
) -> None:
    """The commit: ``change_db`` in one transaction, then (still inside it) the staged weights
    file renamed to ``final`` and the manifest switched; the transaction commits last. On any
    exception the manifest is put back, the new file removed and the transaction rolled back."""
    manifest_path = weights_dir / MANIFEST_NAME
    old = manifest_path.read_bytes() if manifest_path.exists() else None
    renamed = switched = False
    try:
        async with transaction(engine) as tx:
            await change_db(tx)
            stage("db", hook)
            if staged is not None and final is not None:
                os.replace(staged, final)
                fsync_dir(weights_dir)
                renamed = True
            stage("rename", hook)
            manifest = read_manifest(weights_dir)
            change_manifest(manifest)
            write_durably(manifest_path, manifest_bytes(manifest))
            switched = True
            # Every other process (other machines too) follows this commit's generation.
            await publish_in(tx, manifest, weights_dir, utcnow())
            stage("manifest", hook)
    except BaseException:
        if switched:
            if old is None:
                manifest_path.unlink(missing_ok=True)
            else:
                write_durably(manifest_path, old)
        if renamed and final is not None:
            final.unlink(missing_ok=True)
        raise


async def promote(
    engine: Engine,
    directory: Path,
    agent: str,
    version: str,
    entry: dict[str, Any],
    up_to_id: int,
    staged: Path,
    hook: Hook | None,
) -> None:
    """Make the staged candidate ``version`` serve (manifest ``entry``), marking the
    transitions up to ``up_to_id`` as trained by it: one :func:`switch`."""
    now = utcnow()
    entry["promoted_at"] = now.isoformat(timespec="seconds")

    async def change_db(tx: RetrainingTransaction) -> None:
        await tx.record_version(new_version(agent, version, entry), promoted=True, now=now)
        await tx.promote(agent, version, now)
        await tx.mark_used(agent, version, up_to_id)

    def change_manifest(manifest: dict[str, Any]) -> None:
        info = manifest["agents"].setdefault(agent, {"serving": None, "versions": {}})
        previous = info.get("serving")
        history = promotions(info)
        info["versions"][version] = entry
        info["serving"] = version
        info["promotions"] = [*history, version] if previous else [version]

    await switch(
        engine,
        directory,
        change_db,
        change_manifest,
        hook,
        staged=staged,
        final=directory / entry["file"],
    )


async def mark_confirmed(engine: Engine, agent: str, serving: str, up_to_id: int) -> None:
    """Mark the transitions up to ``up_to_id`` with the serving version, which they confirmed
    (a run found nothing to improve): the next run does not train on them again."""
    async with transaction(engine) as tx:
        await tx.mark_used(agent, serving, up_to_id)


def promotions(info: Mapping[str, Any]) -> list[str]:
    """The agent's promotion history, oldest first, ending with the serving version."""
    versions = info.get("versions", {})
    history = [v for v in info.get("promotions", []) if v in versions]
    serving = info.get("serving")
    if serving in versions and (not history or history[-1] != serving):
        history = [v for v in history if v != serving] + [serving]
    return history


async def reconcile(engine: Engine, weights_dir: Path, agent: str) -> list[str]:
    """Bring the database in line with the manifest (the manifest is what serves).

    Every retrained version the manifest lists gets its ``agent_versions`` row and its
    transitions marked, and the serving version is the promoted one. Needed only after a run
    was killed between its manifest switch and its commit; a no-op otherwise.
    """
    info = read_manifest(weights_dir)["agents"].get(agent)
    if not info:
        return []
    fixed: list[str] = []
    now = utcnow()
    async with transaction(engine) as tx:
        flags = await tx.promotion_flags(agent)
        for version, entry in info.get("versions", {}).items():
            trained = entry.get("transitions")
            if version in flags or not isinstance(trained, Mapping):
                continue
            await tx.record_version(new_version(agent, version, entry), promoted=False, now=now)
            marked = await tx.mark_used(agent, version, int(trained.get("up_to_id", 0)))
            fixed.append(f"recorded {agent} {version} and marked {marked} transitions")
        serving = info.get("serving")
        flags = await tx.promotion_flags(agent)
        if serving in flags and (
            not flags[serving] or any(p for v, p in flags.items() if v != serving)
        ):
            await tx.promote(agent, serving, now)
            fixed.append(f"promoted {agent} {serving} in the database")
        if fixed:  # the killed run's promotion never reached the other machines: it does now
            await publish_in(tx, read_manifest(weights_dir), weights_dir, now)
    return fixed

"""Rollback: make the version promoted before the serving one serve again (``tttbot rollback``,
``/ttt-owner rollback``), with the same lock and crash-safe commit as a run."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from bot.retrain.files import job_lock, serving_of
from bot.retrain.outcome import BusyError, Hook, Outcome
from bot.retrain.promote import new_version, promotions, reconcile, switch
from domain.time import utcnow
from engine.agents.learned.manifest import read_manifest
from engine.agents.learned.weights import load_weights
from engine.errors import TttError
from storage import Repository
from storage.retraining import RetrainingTransaction


async def rollback(
    database_url: str, weights_dir: Path, agent: str = "dqn", *, hook: Hook | None = None
) -> Outcome:
    """Make the version promoted before the serving one serve again (manifest ``serving`` and
    the ``agent_versions`` rows, in one commit). Transitions keep their marks."""
    started = time.perf_counter()
    try:
        async with job_lock(weights_dir, database_url):
            outcome = await _rollback_locked(database_url, weights_dir, agent, hook)
    except BusyError as exc:
        outcome = Outcome("busy", agent, serving_of(weights_dir, agent), str(exc))
    outcome.seconds = round(time.perf_counter() - started, 3)
    return outcome


def _previous(info: dict[str, Any], current: str) -> str | None:
    """The version to return to: the one promoted before ``current``, else its parent."""
    history = promotions(info)
    if len(history) >= 2:
        return history[-2]
    parent = info["versions"][current].get("retrained_from")
    return parent if parent in info["versions"] else None


async def _rollback_locked(
    database_url: str, weights_dir: Path, agent: str, hook: Hook | None
) -> Outcome:
    info = read_manifest(weights_dir)["agents"].get(agent)
    if not info or info.get("serving") not in info.get("versions", {}):
        return Outcome("failed", agent, None, f"{agent} has no serving version to roll back")
    current = info["serving"]
    previous = _previous(info, current)
    if previous is None:
        return Outcome(
            "failed",
            agent,
            current,
            f"{agent} {current} is the first promoted version: there is nothing to roll back to",
        )
    entry = info["versions"][previous]
    try:  # refuse to switch to a file that would not load
        load_weights(agent, weights=weights_dir / entry["file"], sha256=entry.get("sha256"))
    except TttError as exc:
        return Outcome("failed", agent, current, f"cannot roll back to {previous}: {exc}")
    repository = await Repository.open(database_url)
    try:
        await reconcile(repository.engine, weights_dir, agent)
        now = utcnow()

        async def change_db(tx: RetrainingTransaction) -> None:
            if previous not in await tx.promotion_flags(agent):
                await tx.record_version(new_version(agent, previous, entry), promoted=True, now=now)
            await tx.promote(agent, previous, now)
            await tx.mark_rolled_back(agent, current, now)

        def change_manifest(manifest: dict[str, Any]) -> None:
            agent_info = manifest["agents"][agent]
            stack = promotions(agent_info)
            agent_info["serving"] = previous
            agent_info["promotions"] = stack[:-1] if stack[-2:-1] == [previous] else [previous]
            agent_info["versions"][current]["rolled_back_at"] = now.isoformat(timespec="seconds")

        await switch(repository.engine, weights_dir, change_db, change_manifest, hook)
    finally:
        await repository.close()
    return Outcome(
        "rolled-back",
        agent,
        previous,
        f"{agent} {previous} serves again (rolled back from {current}).",
        base=current,
    )

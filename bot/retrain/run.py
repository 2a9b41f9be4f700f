"""One retraining run: ``tttbot retrain`` / ``python scripts/retrain.py``.

A run reads the transitions of people's games not yet used by a promoted version
(:mod:`bot.retrain.data`), fine-tunes the serving DQN on them (:mod:`engine.training.finetune`,
imported only when a run trains: torch stays out of the serving process), measures the
candidate against the serving version (:mod:`bot.retrain.gate`), and promotes it only when it
is no worse on every check (:mod:`bot.retrain.promote`, crash-safe; docs/retraining.md argues
it in full). Until the commit nothing that serves is touched and training reads the database
only. Only one run or rollback at a time: they hold the lock of :func:`~bot.retrain.files.job_lock`.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from bot.retrain.data import Batch, read_batch
from bot.retrain.files import (
    TEMP_PREFIX,
    cleanup_leftovers,
    free_version,
    job_lock,
    serving_of,
    weights_bytes,
    write_durably,
)
from bot.retrain.gate import describe, evaluate_agent, gate, pct
from bot.retrain.outcome import (
    RETRAINABLE,
    BusyError,
    Hook,
    Outcome,
    RetrainError,
    RetrainOptions,
    Say,
    quiet,
    stage,
)
from bot.retrain.promote import mark_confirmed, promote, reconcile
from domain.time import utcnow
from engine import load_agent
from engine.agents.learned.manifest import MANIFEST_NAME, read_manifest
from engine.agents.learned.weights import Weights, load_weights, sha256_file
from storage import Repository
from storage.retraining import Engine, taken_versions

if TYPE_CHECKING:  # torch: imported only when a run trains
    from engine.training.finetune import FinetuneResult


async def retrain(
    options: RetrainOptions, *, hook: Hook | None = None, say: Say = quiet
) -> Outcome:
    """One retraining run (see the module docstring); never raises for an expected refusal
    (too few games, a rejected candidate, a busy lock): the :class:`Outcome` says."""
    started = time.perf_counter()
    agent = options.agent
    if agent not in RETRAINABLE:
        raise RetrainError(f"only {', '.join(RETRAINABLE)} can be retrained, not {agent!r}")
    try:
        async with job_lock(options.weights_dir, options.database_url):
            outcome = await _retrain_locked(options, hook, say)
    except BusyError as exc:
        outcome = Outcome("busy", agent, serving_of(options.weights_dir, agent), str(exc))
    outcome.seconds = round(time.perf_counter() - started, 3)
    return outcome


async def _retrain_locked(options: RetrainOptions, hook: Hook | None, say: Say) -> Outcome:
    agent, directory = options.agent, options.weights_dir
    for name in cleanup_leftovers(directory):
        say(f"removed {name}, left by an interrupted run")
    repository = await Repository.open(options.database_url)
    try:
        for line in await reconcile(repository.engine, directory, agent):
            say(f"reconciled: {line}")
        batch = await read_batch(repository.engine)
        stage("read", hook)
        serving = serving_of(directory, agent)
        if serving is None:
            raise RetrainError(f"no serving {agent} version in {directory / MANIFEST_NAME}")
        data: dict[str, Any] = {
            "new_games": batch.games,
            "new_transitions": len(batch.decisions),
            "people_positions": len(batch.positions),
        }
        if batch.games < options.min_games or not batch.decisions:
            return Outcome(
                "skipped",
                agent,
                serving,
                f"{batch.games} new finished game(s) since the last promotion; a run needs "
                f"{max(options.min_games, 1)}. {agent} {serving} keeps serving.",
                base=serving,
                data=data,
            )
        return await _train_and_gate(repository.engine, options, batch, serving, data, hook, say)
    finally:
        await repository.close()


async def _train_and_gate(
    engine: Engine,
    options: RetrainOptions,
    batch: Batch,
    serving: str,
    data: dict[str, Any],
    hook: Hook | None,
    say: Say,
) -> Outcome:
    """Fine-tune ``serving`` on ``batch``, measure the candidate, promote it if it passes."""
    agent, directory = options.agent, options.weights_dir
    entry = read_manifest(directory)["agents"][agent]["versions"][serving]
    base_path = directory / entry["file"]
    base = load_weights(agent, weights=base_path, sha256=entry.get("sha256"))
    say(
        f"fine-tuning {agent} {serving} on {len(batch.decisions)} decisions of "
        f"{batch.games} game(s) ({len(batch.positions)} positions people reached)"
    )
    result = await _finetune(base, entry, batch, options)
    stage("train", hook)
    data.update(result.data)
    data["updates"] = result.updates
    data["train_seconds"] = round(result.seconds, 3)
    if not result.improved:
        return await _unchanged(engine, agent, serving, batch, data, options)
    version = free_version(agent, directory, await taken_versions(engine, agent))
    staged = directory / f"{TEMP_PREFIX}{agent}-{version}.safetensors.tmp"
    blob = weights_bytes(
        agent, version, result.tensors, result.metadata, result.config, base=serving
    )
    try:
        write_durably(staged, blob)
        sha = sha256_file(staged)
        stage("weights", hook)
        say(f"measuring {agent} {serving} (serving) and the candidate {version}")
        serving_figures, _ = evaluate_agent(
            lambda: load_agent(agent, weights=base_path, sha256=base.sha256, seed=0),
            batch.positions,
            games=0,
            seed=options.seed,
        )
        candidate_figures, metrics = evaluate_agent(
            lambda: load_agent(agent, weights=staged, sha256=sha, seed=0),
            batch.positions,
            games=options.games,
            seed=options.seed,
        )
        checks = gate(serving_figures, candidate_figures, win_tolerance=options.win_tolerance)
        stage("evaluate", hook)
        failed = [c.metric for c in checks if not c.ok]
        outcome = Outcome(
            "rejected",
            agent,
            serving,
            "",
            base=serving,
            candidate=version,
            failed=failed,
            checks=[asdict(c) for c in checks],
            data=data,
        )
        if failed or options.dry_run:
            outcome.message = (
                f"dry run: {agent} {version} was not promoted"
                if not failed
                else f"{agent} {version} was not promoted: worse than {serving} on "
                + "; ".join(describe(c) for c in checks if not c.ok)
            )
            outcome.message += f". {agent} {serving} keeps serving."
            outcome.candidate = None
            return outcome
        new_entry = _promotion_entry(agent, version, serving, sha, len(blob), result, batch)
        new_entry["gate"] = {"checks": [asdict(c) for c in checks]}
        new_entry["metrics"] = metrics
        await promote(engine, directory, agent, version, new_entry, batch.up_to_id, staged, hook)
    finally:
        staged.unlink(missing_ok=True)
    outcome.status = "promoted"
    outcome.serving = version
    outcome.message = (
        f"{agent} {version} promoted (fine-tuned from {serving} on {batch.games} game(s)): "
        f"accuracy {pct(serving_figures['optimal_move_accuracy'])} → "
        f"{pct(candidate_figures['optimal_move_accuracy'])}, on people's positions "
        f"{pct(serving_figures['people_accuracy'])} → "
        f"{pct(candidate_figures['people_accuracy'])}."
    )
    return outcome


async def _finetune(
    base: Weights, entry: dict[str, Any], batch: Batch, options: RetrainOptions
) -> FinetuneResult:
    """The fine-tuning of the serving weights ``base`` on ``batch`` (in a thread: torch)."""
    try:
        from engine.training.finetune import Decision, FinetuneConfig, finetune
    except ModuleNotFoundError as exc:  # serving installs leave torch out on purpose
        raise RetrainError(
            f"retraining needs the training extra ({exc.name} is missing): "
            "pip install -c constraints.txt -e '.[train]'"
        ) from None

    config = FinetuneConfig(**{"seed": options.seed, **dict(options.finetune)})
    return await asyncio.to_thread(
        finetune,
        base.tensors,
        base.metadata,
        [Decision(s, a, by_agent) for s, a, by_agent in batch.decisions],
        config,
        base_config=entry.get("config"),
    )


def _promotion_entry(
    agent: str,
    version: str,
    serving: str,
    sha: str,
    size: int,
    result: FinetuneResult,
    batch: Batch,
) -> dict[str, Any]:
    """The new version's manifest entry (the gate's checks and the metrics are added after)."""
    return {
        "file": f"{agent}-{version}.safetensors",
        "sha256": sha,
        "bytes": size,
        "trained_at": utcnow().isoformat(timespec="seconds"),
        "retrained_from": serving,
        "config": result.config,
        "training": {
            "games": batch.games,
            "games_unit": "people's games",
            "decisions": len(batch.decisions),
            "updates": result.updates,
            "seconds": round(result.seconds, 3),
            "accuracy": round(result.accuracy, 6),
            "people_accuracy": round(result.people_accuracy, 6),
            "data": result.data,
        },
        "transitions": {
            "up_to_id": batch.up_to_id,
            "count": len(batch.decisions),
            "games": batch.games,
        },
    }


async def _unchanged(
    engine: Engine,
    agent: str,
    serving: str,
    batch: Batch,
    data: dict[str, Any],
    options: RetrainOptions,
) -> Outcome:
    """The fine-tuning never beat the serving network (a perfect one cannot be): nothing to
    promote. The transitions are marked with the serving version, which they confirmed, so
    that the next run does not train on them again (not on a dry run)."""
    if not options.dry_run:
        await mark_confirmed(engine, agent, serving, batch.up_to_id)
    return Outcome(
        "unchanged",
        agent,
        serving,
        f"fine-tuning on {batch.games} game(s) found nothing {agent} {serving} does not already "
        f"play as well; {serving} keeps serving"
        + (
            "."
            if options.dry_run
            else f" and the {len(batch.decisions)} decisions are marked as used."
        ),
        base=serving,
        data=data,
    )

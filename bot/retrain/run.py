"""One retraining run: ``tttbot retrain``.

A run reads the logs (:mod:`bot.retrain.data`): people's decisions per server and member,
every fifth game held out. It fits models of how people play (:mod:`bot.retrain.learn`: one
global model, one per server with the global one behind it, one per regular member with their
server's behind it), fine-tunes the serving DQN so that its values are the expected results
against everyone (:mod:`engine.training.people_finetune`, imported only when a run trains:
torch stays out of the serving process), and adds tables of the exact values of every move
against everyone, against every server with enough games and against its most regular members
(served by ``DQNAgent.for_server``). It measures the candidate against the serving version
(:mod:`bot.retrain.gate`: optimal moves everywhere, the old exact checks, and the off-policy win
rate against each server's held-out people) and promotes it only when it is no worse on every
check (:mod:`bot.retrain.promote`, crash-safe; docs/retraining.md argues it in full). The
report per server (games, win rate before → after, habits) is stored with the version.
Until the commit nothing that serves is touched and training reads the database only. Only one
run or rollback at a time: they hold the lock of :func:`~bot.retrain.files.job_lock`.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

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
from bot.retrain.gate import describe, evaluate_agent, gate, pct, people_gate
from bot.retrain.learn import Learned, learn, people_logs, people_report
from bot.retrain.outcome import (
    RETRAINABLE,
    BusyError,
    Check,
    Hook,
    Outcome,
    RetrainError,
    RetrainOptions,
    Say,
    quiet,
    stage,
)
from bot.retrain.promote import mark_confirmed, promote, reconcile
from bot.retrain.refusals import settle, settled_note
from domain.time import utcnow
from engine import load_agent
from engine.against_people import NEAR_TIE
from engine.agents.base import Agent
from engine.agents.learned.agents import SERVER_POLICY_PREFIX, SERVER_TABLE_PREFIX
from engine.agents.learned.manifest import MANIFEST_NAME, read_manifest
from engine.agents.learned.table_keys import MEMBER_SEPARATOR
from engine.agents.learned.weights import load_weights, sha256_file
from storage import Repository
from storage.retraining import Engine, taken_versions


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
    """Fit the people, fine-tune ``serving`` toward the results against them, measure the
    candidate, promote it if it passes."""
    agent, directory = options.agent, options.weights_dir
    entry = read_manifest(directory)["agents"][agent]["versions"][serving]
    base_path = directory / entry["file"]
    base = load_weights(agent, weights=base_path, sha256=entry.get("sha256"))
    say(
        f"fitting the people of {len(batch.servers)} server(s) on {batch.all_games} game(s) "
        f"and fine-tuning {agent} {serving} toward the results against them"
    )
    baseline = load_agent(agent, weights=base_path, sha256=base.sha256, seed=0)
    learned = await asyncio.to_thread(learn, base, batch, options, baseline)
    stage("train", hook)
    data.update(learned.result.data)
    data["updates"] = learned.result.updates
    data["train_seconds"] = round(learned.seconds, 3)
    data["server_tables"] = sorted(learned.tables)
    if not learned.result.improved and not learned.tables:
        return await _unchanged(engine, agent, serving, batch, data, options)
    version = free_version(agent, directory, await taken_versions(engine, agent))
    staged = directory / f"{TEMP_PREFIX}{agent}-{version}.safetensors.tmp"
    try:
        blob, sha = rewrite(staged, candidate_bytes(agent, version, serving, learned))
        stage("weights", hook)
        say(f"measuring {agent} {serving} (serving) and the candidate {version}")
        judged = measure(
            Versions(agent, base_path, base.sha256, staged, sha), batch, learned, options
        )
        settled = settle(learned, judged, base.tensors)
        dropped, kept = (settled.dropped, settled.kept) if settled else ({}, {})
        if settled is not None:  # refused tables settled; the candidate is rewritten
            learned, judged.checks, judged.report = settled.learned, settled.checks, settled.report
            blob, sha = rewrite(staged, candidate_bytes(agent, version, serving, learned))
            data["server_tables"] = sorted(learned.tables)
        stage("evaluate", hook)
        people = people_report(learned, judged.report, serving, version, dropped, kept)
        judged.metrics["people"] = data["people"] = people
        outcome, promotable = _verdict(agent, serving, version, judged.checks, data, options)
        outcome.message += settled_note(dropped, kept)
        if not promotable:
            return outcome
        new_entry = _promotion_entry(agent, version, serving, sha, len(blob), learned, batch)
        new_entry["gate"] = {"checks": [asdict(c) for c in judged.checks]}
        new_entry["metrics"] = judged.metrics
        await promote(engine, directory, agent, version, new_entry, batch.up_to_id, staged, hook)
    finally:
        staged.unlink(missing_ok=True)
    outcome.status, outcome.serving = "promoted", version
    outcome.message = _promoted_message(agent, version, serving, batch, judged)
    outcome.message += settled_note(dropped, kept)
    return outcome


def rewrite(staged: Path, blob: bytes) -> tuple[bytes, str]:
    """``(blob, sha256)`` of the candidate written (fsynced) to ``staged``: the hash is that
    of the file the gate loads and the promotion renames."""
    write_durably(staged, blob)
    return blob, sha256_file(staged)


def candidate_bytes(agent: str, version: str, serving: str, learned: Learned) -> bytes:
    """The candidate's weights file: the fine-tuned network, and every table with its policy."""
    result = learned.result
    tensors = {
        **result.tensors,
        **{SERVER_TABLE_PREFIX + k: v for k, v in learned.tables.items()},
        **{SERVER_POLICY_PREFIX + k: v for k, v in learned.policies.items()},
    }
    # served masked to optimal moves, near-ties at random (what people_finetune writes too)
    metadata = {**result.metadata, "selection": "optimal"}
    metadata.setdefault("near_tie", repr(result.config.get("near_tie", NEAR_TIE)))
    return weights_bytes(agent, version, tensors, metadata, result.config, base=serving)


@dataclass(frozen=True)
class Versions:
    """The serving version's and the candidate's weights files, with their hashes."""

    agent: str
    serving: Path
    serving_sha: str
    candidate: Path
    candidate_sha: str

    def serving_agent(self) -> Agent:
        return load_agent(self.agent, weights=self.serving, sha256=self.serving_sha, seed=0)

    def candidate_agent(self) -> Agent:
        return load_agent(self.agent, weights=self.candidate, sha256=self.candidate_sha, seed=0)


@dataclass
class Measured:
    """The gate's verdict material: every check, the figures of both versions, the metrics
    stored with the version and the report per group of people."""

    checks: list[Check]
    serving: dict[str, float]
    candidate: dict[str, float]
    metrics: dict[str, Any]
    report: dict[str, dict[str, Any]]


def measure(
    versions: Versions, batch: Batch, learned: Learned, options: RetrainOptions
) -> Measured:
    """Both versions measured and gated: the exact checks (:func:`gate`) and, for every group
    of people that has a table or is served the global one, the people gate."""
    serving_figures, _ = evaluate_agent(
        versions.serving_agent, batch.positions, games=0, seed=options.seed
    )
    candidate_figures, metrics = evaluate_agent(
        versions.candidate_agent, batch.positions, games=options.games, seed=options.seed
    )
    serving_safe = serving_figures["optimal_move_accuracy"] >= 1.0
    checks = gate(
        serving_figures,
        candidate_figures,
        win_tolerance=options.win_tolerance,
        people_decide=serving_safe,
    )
    groups = people_logs(batch, options)
    people_checks, report = people_gate(
        versions.serving_agent(),
        versions.candidate_agent(),
        # every server, everyone, and the members who keep a table of their own
        {k: v for k, v in groups.items() if MEMBER_SEPARATOR not in k or k in learned.tables},
        learned.models,
        confidence=options.confidence,
        tolerance=options.people_tolerance,
        serving_safe=serving_safe,
        refits=options.refits,
    )
    return Measured(checks + people_checks, serving_figures, candidate_figures, metrics, report)


def _verdict(
    agent: str,
    serving: str,
    version: str,
    checks: list[Check],
    data: dict[str, Any],
    options: RetrainOptions,
) -> tuple[Outcome, bool]:
    """``(outcome, promotable)``: ``rejected`` with the failed checks (or a dry run), else an
    outcome the promotion completes."""
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
        return outcome, False
    return outcome, True


def _promoted_message(
    agent: str, version: str, serving: str, batch: Batch, judged: Measured
) -> str:
    lines = [
        f"{server}: {pct(r['before'])} → {pct(r['after'])} ({r['games']} game(s))"
        for server, r in sorted(judged.report.items())
    ]
    return (
        f"{agent} {version} promoted (fine-tuned from {serving} on {batch.all_games} game(s)): "
        f"accuracy {pct(judged.serving['optimal_move_accuracy'])} → "
        f"{pct(judged.candidate['optimal_move_accuracy'])}; expected win rate against each "
        f"server's people: {'; '.join(lines) or 'no server yet'}."
    )


def _promotion_entry(
    agent: str,
    version: str,
    serving: str,
    sha: str,
    size: int,
    learned: Learned,
    batch: Batch,
) -> dict[str, Any]:
    """The new version's manifest entry (the gate's checks and the metrics are added after)."""
    result = learned.result
    return {
        "file": f"{agent}-{version}.safetensors",
        "sha256": sha,
        "bytes": size,
        "trained_at": utcnow().isoformat(timespec="seconds"),
        "retrained_from": serving,
        "config": result.config,
        "training": {
            "games": batch.all_games,
            "games_unit": "people's games (training split)",
            "decisions": learned.world.decisions,
            "updates": result.updates,
            "seconds": round(learned.seconds, 3),
            "target": "expected result against the fitted people",
            "value_before": round(result.base_value, 6),
            "value_after": round(result.value, 6),
            "server_tables": sorted(learned.tables),
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

"""One retraining run, and rollback: ``tttbot retrain`` / ``python scripts/retrain.py``.

A run reads the transitions of people's games not yet used by a promoted version, fine-tunes the
serving DQN on them (:mod:`engine.training.finetune`, imported only when a run trains: torch
stays out of the serving process), measures the candidate against the serving version, and
promotes it only when it is no worse on every metric of :func:`gate`. Promotion writes a new
weights file, a manifest entry and an ``agent_versions`` row, and marks the transitions used
with the version they trained. :func:`rollback` makes the previous promoted version serve again.

Crash safety (docs/retraining.md argues it in full):

* until the commit step nothing that serves is touched: the candidate lives in a hidden
  ``.retrain-*.tmp`` file of the weights directory, and training reads the database only;
* the commit is one database transaction (new row, promotion flags, marked transitions) that
  stays open while the weights file is renamed into place and the manifest is switched
  (temp file, fsync, rename); the transaction commits last. Any exception on the way rolls the
  transaction back, renames the manifest back and removes the new file: nothing changed;
* a SIGKILL before the manifest switch leaves at most a hidden temp file (removed by the next
  run) and an uncommitted transaction (discarded by the database). Killed in the milliseconds
  between the manifest switch and the commit, the new version serves but the database lags:
  :func:`reconcile`, run first by every run and every rollback, records it and marks its
  transitions from what the manifest entry says (the bot records it at start-up too).

Only one run or rollback at a time: they hold an exclusive ``flock`` on the weights directory.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import fcntl
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, Literal

from sqlalchemy import (
    JSON,
    Boolean,
    Integer,
    String,
    column,
    func,
    insert,
    select,
    table,
    update,
)
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from engine import Board, load_agent
from engine.agents.base import Agent
from engine.agents.learned.weights import (
    FORMAT,
    MANIFEST_NAME,
    load_weights,
    read_manifest,
    sha256_file,
)
from engine.errors import TttError
from engine.evaluate import exact_match
from engine.solver import decision_positions, solution_for_cells
from storage import Repository
from storage.models import UTCDateTime

RETRAINABLE: Final = ("dqn",)
"""The agents a run can fine-tune (Q networks)."""
STAGES: Final = ("read", "train", "weights", "evaluate", "db", "rename", "manifest")
"""Where a run reports progress (and where tests inject failures), in order. ``db``, ``rename``
and ``manifest`` happen inside the commit transaction."""
STALL_ENV: Final = "TTTBOT_RETRAIN_STALL_AT"
"""Test hook: a run reaching this stage prints ``stalled at <stage>`` and sleeps until killed."""
TEMP_PREFIX: Final = ".retrain-"
EXACT_EPS: Final = 1e-9
"""Float tolerance of the exact comparisons (they are sums of products of move
probabilities: equal agents give equal figures up to rounding)."""

Status = Literal["promoted", "unchanged", "rejected", "skipped", "busy", "failed", "rolled-back"]
Hook = Callable[[str], None]

# The columns this module reads and writes, as lightweight Core tables (the ORM models in
# storage.models declare the same columns; migration 0002 adds the retraining ones).
_TRANSITIONS = table(
    "transitions",
    column("id", Integer),
    column("game_id", Integer),
    column("state", String),
    column("action", Integer),
    column("done", Boolean),
    column("decider_kind", String),
    column("trained_agent", String),
    column("trained_version", String),
)
_VERSIONS = table(
    "agent_versions",
    column("id", Integer),
    column("name", String),
    column("version", String),
    column("weights_sha256", String),
    column("metrics", JSON),
    column("created_at", UTCDateTime()),
    column("promoted", Boolean),
    column("promoted_at", UTCDateTime()),
    column("parent_version", String),
    column("rolled_back_at", UTCDateTime()),
)


def utcnow() -> datetime:
    return datetime.now(UTC)


class BusyError(TttError):
    """Another retraining or rollback holds the lock."""


class RetrainError(TttError):
    """A run or a rollback that cannot proceed (the message says why)."""


# -- options and outcome ------------------------------------------------------------------------


@dataclass(frozen=True)
class RetrainOptions:
    """What a run works on and how hard it tries."""

    database_url: str
    weights_dir: Path
    agent: str = "dqn"
    min_games: int = 1
    """Finished games not yet used that a run needs; fewer: the run is skipped."""
    games: int = 2_000
    """Seeded games per side against ``random`` and against ``minimax`` (and up to 1,000
    against fallible minimax), reported and stored; the gate uses exact expectations."""
    seed: int = 0
    win_tolerance: float = 0.0
    """How much the exact expected win rate against ``random`` may fall (0: not at all)."""
    finetune: Mapping[str, Any] = field(default_factory=dict)
    """Overrides of :class:`engine.training.finetune.FinetuneConfig` fields."""
    dry_run: bool = False
    """Train and measure, but never promote."""


@dataclass
class Outcome:
    """How a run or a rollback ended; printed, and sent back to whoever asked (JSON)."""

    status: Status
    agent: str
    serving: str | None
    """The version serving after the run."""
    message: str
    base: str | None = None
    """The version trained from (a run), or rolled back from (a rollback)."""
    candidate: str | None = None
    failed: list[str] = field(default_factory=list)
    """The gate's failed checks, by metric name."""
    checks: list[dict[str, Any]] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        """Nothing went wrong (a rejected candidate or a skipped run is not an error)."""
        return self.status not in ("failed", "busy")

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Outcome:
        return cls(**json.loads(text))


# -- gate -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Check:
    """One comparison of the gate."""

    metric: str
    serving: float
    candidate: float
    rule: str
    ok: bool


def tie_strict_accuracy(agent: Agent, boards: Sequence[Board]) -> tuple[int, int]:
    """``(correct, total)``: positions where *every* move the agent may choose is optimal."""
    best_moves = getattr(agent, "best_moves", None)
    correct = 0
    for board in boards:
        chosen = set(best_moves(board)) if best_moves else {agent.choose(board)}
        correct += chosen <= set(solution_for_cells(board.cells).optimal_moves)
    return correct, len(boards)


def evaluate_agent(
    make_agent: Callable[[], Agent],
    people: Sequence[str],
    *,
    games: int,
    seed: int,
) -> tuple[dict[str, float], dict[str, Any]]:
    """``(figures, metrics)`` of the agent ``make_agent()`` builds.

    ``figures`` is what the gate compares (flat, exact): ``optimal_move_accuracy`` (tie-strict,
    4,520 positions), ``people_accuracy`` (tie-strict, the positions of ``people``), and the
    exact expected ``vs_<random|minimax>.as_<x|o>.<wins|draws|losses>``. ``metrics`` is the
    manifest's metrics layout (:func:`engine.agents.learned.metrics.measure`, with ``games``
    seeded games) plus the people figures.
    """
    from engine.agents.learned.metrics import measure

    agent = make_agent()
    correct, total = tie_strict_accuracy(agent, decision_positions())
    people_boards = [Board(cells) for cells in people]
    p_correct, p_total = tie_strict_accuracy(agent, people_boards)
    figures: dict[str, float] = {
        "optimal_move_accuracy": correct / total,
        "people_accuracy": p_correct / p_total if p_total else 1.0,
    }
    for name in ("random", "minimax"):
        report = exact_match(make_agent(), load_agent(name))
        for side, record in (("x", report.as_x), ("o", report.as_o)):
            for key in ("wins", "draws", "losses"):
                figures[f"vs_{name}.as_{side}.{key}"] = float(getattr(record, key))
    metrics: dict[str, Any] = {}
    if games > 0:
        metrics = measure(
            make_agent,
            seed=seed,
            games_random=games,
            games_minimax=games,
            games_fallible=min(games, 1_000),
        )
    metrics["optimal_move_accuracy"] = round(correct / total, 6)
    metrics["optimal_moves"] = {"correct": correct, "total": total}
    metrics["people_accuracy"] = round(figures["people_accuracy"], 6)
    metrics["people_positions"] = {"correct": p_correct, "total": p_total}
    return figures, metrics


def gate(
    serving: Mapping[str, float], candidate: Mapping[str, float], *, win_tolerance: float = 0.0
) -> list[Check]:
    """The promotion rule: the candidate must be no worse than the serving version on every
    check (figures from :func:`evaluate_agent`).

    * ``optimal_move_accuracy`` and ``people_accuracy``: not lower (they are exact counts);
    * ``vs_random`` and ``vs_minimax``, as X and as O: expected losses not higher;
    * ``vs_random``, as X and as O: expected wins not lower by more than ``win_tolerance``.

    W/D/L are exact expectations (``engine.evaluate.exact_match``), so there is no sampling
    noise to allow for; :data:`EXACT_EPS` absorbs float rounding only.
    """
    checks = []
    for metric in ("optimal_move_accuracy", "people_accuracy"):
        s, c = serving[metric], candidate[metric]
        checks.append(Check(metric, s, c, "not lower", c >= s - EXACT_EPS))
    for name in ("random", "minimax"):
        for side in ("x", "o"):
            metric = f"vs_{name}.as_{side}.losses"
            s, c = serving[metric], candidate[metric]
            checks.append(Check(metric, s, c, "not higher", c <= s + EXACT_EPS))
    for side in ("x", "o"):
        metric = f"vs_random.as_{side}.wins"
        s, c = serving[metric], candidate[metric]
        rule = "not lower" if win_tolerance == 0 else f"not lower by more than {win_tolerance}"
        checks.append(Check(metric, s, c, rule, c >= s - win_tolerance - EXACT_EPS))
    return checks


# -- files --------------------------------------------------------------------------------------


def _fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_durably(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` atomically: temp file, fsync, rename, fsync of the directory."""
    tmp = path.parent / f"{TEMP_PREFIX}{path.name}.{os.getpid()}.tmp"
    with open(tmp, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def manifest_bytes(manifest: Mapping[str, Any]) -> bytes:
    """The manifest as ``scripts/train.py`` writes it."""
    return (json.dumps(manifest, indent=2, sort_keys=False) + "\n").encode("utf-8")


@contextlib.contextmanager
def job_lock(weights_dir: Path) -> Iterator[None]:
    """Hold the exclusive retraining lock, or raise :class:`BusyError`.

    The lock is an ``flock`` on the weights directory itself (no lock file: an interrupted run
    leaves nothing behind); the kernel drops it when the process dies, even by SIGKILL.
    """
    try:
        fd = os.open(weights_dir, os.O_RDONLY | os.O_DIRECTORY)
    except OSError as exc:
        raise RetrainError(f"cannot open the weights directory {weights_dir}: {exc}") from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise BusyError("another retraining or rollback is running") from None
        yield
    finally:
        os.close(fd)


def cleanup_leftovers(weights_dir: Path) -> list[str]:
    """Remove what an interrupted run may have left: hidden temp files, and weights files a
    run renamed into place but never listed (their header says ``source: retrain``)."""
    removed = []
    for path in weights_dir.glob(f"{TEMP_PREFIX}*.tmp"):
        path.unlink(missing_ok=True)
        removed.append(path.name)
    listed = {
        entry.get("file")
        for info in read_manifest(weights_dir)["agents"].values()
        for entry in info.get("versions", {}).values()
    }
    for path in weights_dir.glob("*.safetensors"):
        if path.name not in listed and _header(path).get("source") == "retrain":
            path.unlink(missing_ok=True)
            removed.append(path.name)
    return removed


def _header(path: Path) -> dict[str, str]:
    """The safetensors header metadata of ``path`` (empty when unreadable)."""
    try:
        with open(path, "rb") as handle:
            size = int.from_bytes(handle.read(8), "little")
            if size > 10_000_000:
                return {}
            header = json.loads(handle.read(size))
        metadata = header.get("__metadata__", {})
        return metadata if isinstance(metadata, dict) else {}
    except (OSError, ValueError):
        return {}


def weights_bytes(
    agent: str,
    version: str,
    tensors: Mapping[str, Any],
    metadata: Mapping[str, str],
    config: Mapping[str, Any],
    *,
    base: str,
) -> bytes:
    """A weights file as :func:`engine.agents.learned.weights.save_weights` writes it, with
    ``retrained_from`` and ``source: retrain`` in its header."""
    import numpy as np
    from safetensors.numpy import save

    header = {
        "format": FORMAT,
        "agent": agent,
        "version": version,
        **metadata,
        "config": json.dumps(dict(config), sort_keys=True),
        "trained_at": utcnow().isoformat(timespec="seconds"),
        "retrained_from": base,
        "source": "retrain",
    }
    arrays = {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in tensors.items()}
    return bytes(save(arrays, metadata=header))


# -- the database -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Batch:
    """The transitions a run learns from."""

    decisions: list[tuple[str, int, bool]]
    """``(state, action, by_agent)`` of every transition not yet used, in id order."""
    up_to_id: int
    """The highest id among them (later transitions are left for the next run)."""
    games: int
    """Finished games among them."""
    positions: list[str]
    """Every decision position people's games reached, used or not (the gate measures them)."""


async def read_batch(engine: AsyncEngine) -> Batch:
    """The transitions no promoted version trained on yet, and every position reached."""
    t = _TRANSITIONS
    async with engine.connect() as connection:
        rows = (
            await connection.execute(
                select(t.c.id, t.c.game_id, t.c.state, t.c.action, t.c.done, t.c.decider_kind)
                .where(t.c.trained_version.is_(None))
                .order_by(t.c.id)
            )
        ).all()
        states = (await connection.execute(select(t.c.state).distinct())).scalars().all()
    positions = sorted(s for s in states if solution_for_cells(s).optimal_moves)
    return Batch(
        decisions=[(r.state, int(r.action), r.decider_kind == "agent") for r in rows],
        up_to_id=max((r.id for r in rows), default=0),
        games=len({r.game_id for r in rows if r.done}),
        positions=positions,
    )


async def count_new_games(engine: AsyncEngine) -> int:
    """Finished games whose transitions no promoted version trained on yet."""
    t = _TRANSITIONS
    async with engine.connect() as connection:
        query = select(func.count(func.distinct(t.c.game_id))).where(
            t.c.trained_version.is_(None), t.c.done.is_(True)
        )
        return int((await connection.execute(query)).scalar_one())


async def _version_rows(connection: AsyncConnection, agent: str) -> dict[str, Any]:
    v = _VERSIONS
    rows = (await connection.execute(select(v).where(v.c.name == agent))).all()
    return {row.version: row for row in rows}


async def _promote_in_db(
    connection: AsyncConnection, agent: str, version: str, now: datetime
) -> None:
    v = _VERSIONS
    await connection.execute(
        update(v)
        .where(v.c.name == agent, v.c.version == version, v.c.promoted.is_(False))
        .values(promoted=True, promoted_at=now)
    )
    await connection.execute(
        update(v).where(v.c.name == agent, v.c.version != version).values(promoted=False)
    )


async def _mark(connection: AsyncConnection, agent: str, version: str, up_to_id: int) -> int:
    t = _TRANSITIONS
    result = await connection.execute(
        update(t)
        .where(t.c.trained_version.is_(None), t.c.id <= up_to_id)
        .values(trained_agent=agent, trained_version=version)
    )
    return int(result.rowcount or 0)  # type: ignore[attr-defined]


async def _insert_version(
    connection: AsyncConnection,
    agent: str,
    version: str,
    entry: Mapping[str, Any],
    *,
    promoted: bool,
    now: datetime,
) -> None:
    await connection.execute(
        insert(_VERSIONS).values(
            name=agent,
            version=version,
            weights_sha256=entry.get("sha256"),
            metrics=entry.get("metrics"),
            created_at=now,
            promoted=promoted,
            promoted_at=now if promoted else None,
            parent_version=entry.get("retrained_from"),
            rolled_back_at=None,
        )
    )


async def reconcile(engine: AsyncEngine, weights_dir: Path, agent: str) -> list[str]:
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
    async with engine.begin() as connection:
        rows = await _version_rows(connection, agent)
        for version, entry in info.get("versions", {}).items():
            trained = entry.get("transitions")
            if version in rows or not isinstance(trained, Mapping):
                continue
            await _insert_version(connection, agent, version, entry, promoted=False, now=now)
            marked = await _mark(connection, agent, version, int(trained.get("up_to_id", 0)))
            fixed.append(f"recorded {agent} {version} and marked {marked} transitions")
        serving = info.get("serving")
        rows = await _version_rows(connection, agent)
        if serving in rows and (
            not rows[serving].promoted or any(r.promoted for v, r in rows.items() if v != serving)
        ):
            await _promote_in_db(connection, agent, serving, now)
            fixed.append(f"promoted {agent} {serving} in the database")
    return fixed


# -- commit -------------------------------------------------------------------------------------


def _stage(name: str, hook: Hook | None) -> None:
    if hook is not None:
        hook(name)
    if os.environ.get(STALL_ENV) == name:
        print(f"stalled at {name}", flush=True)
        while True:
            time.sleep(3600)


async def _switch(
    engine: AsyncEngine,
    weights_dir: Path,
    change_db: Callable[[AsyncConnection], Any],
    change_manifest: Callable[[dict[str, Any]], None],
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
        async with engine.begin() as connection:
            await change_db(connection)
            _stage("db", hook)
            if staged is not None and final is not None:
                os.replace(staged, final)
                _fsync_dir(weights_dir)
                renamed = True
            _stage("rename", hook)
            manifest = read_manifest(weights_dir)
            change_manifest(manifest)
            write_durably(manifest_path, manifest_bytes(manifest))
            switched = True
            _stage("manifest", hook)
    except BaseException:
        if switched:
            if old is None:
                manifest_path.unlink(missing_ok=True)
            else:
                write_durably(manifest_path, old)
        if renamed and final is not None:
            final.unlink(missing_ok=True)
        raise


def _free_version(agent: str, weights_dir: Path, taken: set[str]) -> str:
    versions = set(read_manifest(weights_dir)["agents"].get(agent, {}).get("versions", {}))
    names = versions | taken
    numbers = [int(v[1:]) for v in names if v.startswith("v") and v[1:].isdigit()]
    n = max(numbers, default=0) + 1
    while (weights_dir / f"{agent}-v{n}.safetensors").exists():
        n += 1
    return f"v{n}"


# -- a run --------------------------------------------------------------------------------------


Say = Callable[[str], None]


def _quiet(_: str) -> None:
    pass


async def retrain(
    options: RetrainOptions, *, hook: Hook | None = None, say: Say = _quiet
) -> Outcome:
    """One retraining run (see the module docstring); never raises for an expected refusal
    (too few games, a rejected candidate, a busy lock): the :class:`Outcome` says."""
    started = time.perf_counter()
    agent = options.agent
    if agent not in RETRAINABLE:
        raise RetrainError(f"only {', '.join(RETRAINABLE)} can be retrained, not {agent!r}")
    try:
        with job_lock(options.weights_dir):
            outcome = await _retrain_locked(options, hook, say)
    except BusyError as exc:
        outcome = Outcome("busy", agent, _serving(options.weights_dir, agent), str(exc))
    outcome.seconds = round(time.perf_counter() - started, 3)
    return outcome


def _serving(weights_dir: Path, agent: str) -> str | None:
    try:
        serving = read_manifest(weights_dir)["agents"].get(agent, {}).get("serving")
    except TttError:
        return None
    return serving if isinstance(serving, str) else None


async def _retrain_locked(options: RetrainOptions, hook: Hook | None, say: Say) -> Outcome:
    agent, directory = options.agent, options.weights_dir
    for name in cleanup_leftovers(directory):
        say(f"removed {name}, left by an interrupted run")
    repository = await Repository.open(options.database_url)
    try:
        for line in await reconcile(repository.engine, directory, agent):
            say(f"reconciled: {line}")
        batch = await read_batch(repository.engine)
        _stage("read", hook)
        serving = _serving(directory, agent)
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
        entry = read_manifest(directory)["agents"][agent]["versions"][serving]
        base_path = directory / entry["file"]
        base = load_weights(agent, weights=base_path, sha256=entry.get("sha256"))
        say(
            f"fine-tuning {agent} {serving} on {len(batch.decisions)} decisions of "
            f"{batch.games} game(s) ({len(batch.positions)} positions people reached)"
        )
        try:
            from engine.training.finetune import Decision, FinetuneConfig, finetune
        except ModuleNotFoundError as exc:  # serving installs leave torch out on purpose
            raise RetrainError(
                f"retraining needs the training extra ({exc.name} is missing): "
                "pip install -c constraints.txt -e '.[train]'"
            ) from None

        config = FinetuneConfig(**{"seed": options.seed, **dict(options.finetune)})
        result = await asyncio.to_thread(
            finetune,
            base.tensors,
            base.metadata,
            [Decision(s, a, by_agent) for s, a, by_agent in batch.decisions],
            config,
            base_config=entry.get("config"),
        )
        _stage("train", hook)
        data.update(result.data)
        data["updates"] = result.updates
        data["train_seconds"] = round(result.seconds, 3)
        if not result.improved:
            return await _unchanged(repository.engine, agent, serving, batch, data, options)
        async with repository.engine.connect() as connection:
            taken = set(await _version_rows(connection, agent))
        version = _free_version(agent, directory, taken)
        staged = directory / f"{TEMP_PREFIX}{agent}-{version}.safetensors.tmp"
        blob = weights_bytes(
            agent, version, result.tensors, result.metadata, result.config, base=serving
        )
        try:
            write_durably(staged, blob)
            sha = sha256_file(staged)
            _stage("weights", hook)
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
            _stage("evaluate", hook)
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
                    + "; ".join(_describe(c) for c in checks if not c.ok)
                )
                outcome.message += f". {agent} {serving} keeps serving."
                outcome.candidate = None
                return outcome
            entry_new = {
                "file": f"{agent}-{version}.safetensors",
                "sha256": sha,
                "bytes": len(blob),
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
                "gate": {"checks": [asdict(c) for c in checks]},
                "metrics": metrics,
            }
            await _promote(
                repository.engine,
                directory,
                agent,
                version,
                entry_new,
                batch.up_to_id,
                staged,
                hook,
            )
        finally:
            staged.unlink(missing_ok=True)
        outcome.status = "promoted"
        outcome.serving = version
        outcome.message = (
            f"{agent} {version} promoted (fine-tuned from {serving} on {batch.games} game(s)): "
            f"accuracy {_pct(serving_figures['optimal_move_accuracy'])} → "
            f"{_pct(candidate_figures['optimal_move_accuracy'])}, on people's positions "
            f"{_pct(serving_figures['people_accuracy'])} → "
            f"{_pct(candidate_figures['people_accuracy'])}."
        )
        return outcome
    finally:
        await repository.close()


async def _unchanged(
    engine: AsyncEngine,
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
        async with engine.begin() as connection:
            await _mark(connection, agent, serving, batch.up_to_id)
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


async def _promote(
    engine: AsyncEngine,
    directory: Path,
    agent: str,
    version: str,
    entry: dict[str, Any],
    up_to_id: int,
    staged: Path,
    hook: Hook | None,
) -> None:
    now = utcnow()
    entry["promoted_at"] = now.isoformat(timespec="seconds")

    async def change_db(connection: AsyncConnection) -> None:
        await _insert_version(connection, agent, version, entry, promoted=True, now=now)
        await _promote_in_db(connection, agent, version, now)
        await _mark(connection, agent, version, up_to_id)

    def change_manifest(manifest: dict[str, Any]) -> None:
        info = manifest["agents"].setdefault(agent, {"serving": None, "versions": {}})
        previous = info.get("serving")
        history = _promotions(info)
        info["versions"][version] = entry
        info["serving"] = version
        info["promotions"] = [*history, version] if previous else [version]

    await _switch(
        engine,
        directory,
        change_db,
        change_manifest,
        hook,
        staged=staged,
        final=directory / entry["file"],
    )


def _promotions(info: Mapping[str, Any]) -> list[str]:
    """The agent's promotion history, oldest first, ending with the serving version."""
    versions = info.get("versions", {})
    history = [v for v in info.get("promotions", []) if v in versions]
    serving = info.get("serving")
    if serving in versions and (not history or history[-1] != serving):
        history = [v for v in history if v != serving] + [serving]
    return history


def _pct(value: float) -> str:
    return f"{100 * value:.2f} %"


def _describe(check: Check) -> str:
    if "accuracy" in check.metric:
        return f"{check.metric} {_pct(check.candidate)} < {_pct(check.serving)}"
    sign = ">" if check.rule == "not higher" else "<"
    return f"{check.metric} {check.candidate:.4f} {sign} {check.serving:.4f}"


# -- rollback -----------------------------------------------------------------------------------


async def rollback(
    database_url: str, weights_dir: Path, agent: str = "dqn", *, hook: Hook | None = None
) -> Outcome:
    """Make the version promoted before the serving one serve again (manifest ``serving`` and
    the ``agent_versions`` rows, in one commit). Transitions keep their marks."""
    started = time.perf_counter()
    try:
        with job_lock(weights_dir):
            outcome = await _rollback_locked(database_url, weights_dir, agent, hook)
    except BusyError as exc:
        outcome = Outcome("busy", agent, _serving(weights_dir, agent), str(exc))
    outcome.seconds = round(time.perf_counter() - started, 3)
    return outcome


async def _rollback_locked(
    database_url: str, weights_dir: Path, agent: str, hook: Hook | None
) -> Outcome:
    info = read_manifest(weights_dir)["agents"].get(agent)
    if not info or info.get("serving") not in info.get("versions", {}):
        return Outcome("failed", agent, None, f"{agent} has no serving version to roll back")
    current = info["serving"]
    history = _promotions(info)
    previous = history[-2] if len(history) >= 2 else None
    if previous is None:
        parent = info["versions"][current].get("retrained_from")
        previous = parent if parent in info["versions"] else None
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

        async def change_db(connection: AsyncConnection) -> None:
            rows = await _version_rows(connection, agent)
            if previous not in rows:
                await _insert_version(connection, agent, previous, entry, promoted=True, now=now)
            await _promote_in_db(connection, agent, previous, now)
            await connection.execute(
                update(_VERSIONS)
                .where(_VERSIONS.c.name == agent, _VERSIONS.c.version == current)
                .values(rolled_back_at=now)
            )

        def change_manifest(manifest: dict[str, Any]) -> None:
            agent_info = manifest["agents"][agent]
            stack = _promotions(agent_info)
            agent_info["serving"] = previous
            agent_info["promotions"] = stack[:-1] if stack[-2:-1] == [previous] else [previous]
            agent_info["versions"][current]["rolled_back_at"] = now.isoformat(timespec="seconds")

        await _switch(repository.engine, weights_dir, change_db, change_manifest, hook)
    finally:
        await repository.close()
    return Outcome(
        "rolled-back",
        agent,
        previous,
        f"{agent} {previous} serves again (rolled back from {current}).",
        base=current,
    )


# -- command line -------------------------------------------------------------------------------


def build_parser(prog: str = "tttbot retrain") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Fine-tune the serving DQN on people's logged games; promote it only when "
        "it is no worse on every metric (or, with --rollback, return to the previous version).",
    )
    parser.add_argument("--agent", default="dqn", choices=RETRAINABLE)
    parser.add_argument("--database-url", help="default: TTT_DATABASE_URL")
    parser.add_argument(
        "--weights-dir", type=Path, help="default: the directory of TTT_MANIFEST_PATH"
    )
    parser.add_argument(
        "--min-games",
        type=int,
        default=None,
        help="new finished games needed (default: TTT_RETRAIN_MIN_GAMES, or 1)",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=2_000,
        help="seeded games per side vs random and vs minimax, reported",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--updates", type=int, help="fine-tuning updates (default 1,500)")
    parser.add_argument(
        "--win-tolerance",
        type=float,
        default=0.0,
        help="allowed fall of the expected win rate vs random (default 0)",
    )
    parser.add_argument("--dry-run", action="store_true", help="train and measure, never promote")
    parser.add_argument(
        "--rollback", action="store_true", help="make the previous promoted version serve again"
    )
    parser.add_argument(
        "--json", action="store_true", help="end with the outcome as one line of JSON"
    )
    parser.add_argument("--nice", type=int, default=0, help="lower this process's priority")
    return parser


EXIT_CODES: Final = {
    "promoted": 0,
    "unchanged": 0,
    "skipped": 0,
    "rolled-back": 0,
    "rejected": 3,
    "busy": 4,
    "failed": 1,
}


def main(argv: list[str] | None = None, *, prog: str = "tttbot retrain") -> int:
    """Command line of a run (or ``--rollback``); exit 0 promoted / unchanged / skipped /
    rolled back, 3 rejected, 4 busy, 1 failed."""
    args = build_parser(prog).parse_args(argv)
    from bot.settings import load_settings

    settings = load_settings()
    if args.nice:
        os.nice(args.nice)
    database_url = args.database_url or settings.database_url
    weights_dir = args.weights_dir or Path(settings.manifest_path).parent
    min_games = args.min_games
    if min_games is None:
        min_games = getattr(settings, "retrain_min_games", 1)
    finetune: dict[str, Any] = {}
    if args.updates is not None:
        finetune["updates"] = args.updates

    def say(line: str) -> None:
        print(line, file=sys.stderr if args.json else sys.stdout, flush=True)

    try:
        if args.rollback:
            outcome = asyncio.run(rollback(database_url, weights_dir, args.agent))
        else:
            options = RetrainOptions(
                database_url=database_url,
                weights_dir=weights_dir,
                agent=args.agent,
                min_games=min_games,
                games=args.games,
                seed=args.seed,
                win_tolerance=args.win_tolerance,
                finetune=finetune,
                dry_run=args.dry_run,
            )
            outcome = asyncio.run(retrain(options, say=say))
    except KeyboardInterrupt:
        outcome = Outcome(
            "failed",
            args.agent,
            _serving(weights_dir, args.agent),
            "interrupted: nothing was changed",
        )
    except Exception as exc:  # one line, and the outcome: the scheduler reads it
        outcome = Outcome(
            "failed",
            args.agent,
            _serving(weights_dir, args.agent),
            f"retraining failed, nothing was changed: {exc}",
        )
    say(outcome.message)
    for check in outcome.checks:
        mark = "ok  " if check["ok"] else "FAIL"
        say(
            f"  {mark} {check['metric']:<28} serving {check['serving']:.6f}  "
            f"candidate {check['candidate']:.6f}  ({check['rule']})"
        )
    if args.json:
        print(outcome.to_json(), flush=True)
    return EXIT_CODES[outcome.status]


__all__ = [
    "EXACT_EPS",
    "RETRAINABLE",
    "STAGES",
    "Batch",
    "BusyError",
    "Check",
    "Outcome",
    "RetrainError",
    "RetrainOptions",
    "cleanup_leftovers",
    "count_new_games",
    "evaluate_agent",
    "gate",
    "job_lock",
    "main",
    "read_batch",
    "reconcile",
    "retrain",
    "rollback",
]

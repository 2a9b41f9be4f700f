"""Fixtures: a weights directory and a database per test (never the repository's weights/ or
tttbot.db), people's games logged through the real service, and snapshots to compare."""

from __future__ import annotations

import asyncio
import hashlib
import json
import shutil
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from bot.games.service import GameService
from domain.game import FirstMover, Game
from domain.players import User
from engine.agents.learned.manifest import manifest_bytes, manifest_entry
from engine.agents.learned.weights import load_weights, save_weights

REPO_WEIGHTS = Path(__file__).resolve().parents[2] / "weights"
PEOPLE = [User(f"person-{n}", f"Person {n}") for n in range(4)]


def serving_manifest(
    directory: Path, versions: Mapping[str, dict[str, Any]], serving: str, **extra: Any
) -> None:
    """Write ``directory/manifest.json`` listing ``versions`` of dqn, ``serving`` serving."""
    info = {"serving": serving, "versions": dict(versions), **extra}
    (directory / "manifest.json").write_bytes(
        manifest_bytes({"format": 1, "agents": {"dqn": info}})
    )


def copy_dqn_v1(source: Path, directory: Path) -> dict[str, Any]:
    """Copy the dqn v1 that ``source``'s manifest lists into ``directory``; returns its
    manifest entry."""
    directory.mkdir(parents=True, exist_ok=True)
    _, entry = manifest_entry("dqn", "v1", directory=source)
    shutil.copy2(source / entry["file"], directory / entry["file"])
    return dict(entry)


def copy_shipped_dqn(directory: Path) -> dict[str, Any]:
    """Copy the shipped dqn v1 into ``directory``; returns its manifest entry (read only)."""
    return copy_dqn_v1(REPO_WEIGHTS, directory)


WEAK_DQN = Path(__file__).with_name("weak_dqn")
"""A DQN with holes, kept as a file with its manifest: ``make_weak_dqn(directory,
updates=300, seed=3)`` of :mod:`benchmarks.prove_learning` wrote it (96.2 % of the 4,520
positions optimal). Trained again, it would differ on another CPU, since torch's kernels differ
there in the last bits of a float, and so would the holes these tests rely on: a short
fine-tuning on a few of people's games must find one it can fill (and pass the gate)."""


def copy_weak_dqn(directory: Path) -> dict[str, Any]:
    """Copy the weak DQN (:data:`WEAK_DQN`) into ``directory`` as ``dqn-v1.safetensors``;
    returns its manifest entry."""
    return copy_dqn_v1(WEAK_DQN, directory)


def add_contrary_dqn(directory: Path, version: str = "v2") -> dict[str, Any]:
    """A dqn whose Q-values are the shipped one's negated (it picks the worst moves)."""
    shipped = load_weights("dqn", weights=directory / "dqn-v1.safetensors")
    tensors = {k: np.array(v) for k, v in shipped.tensors.items()}
    last = max(int(k[1:].split(".")[0]) for k in tensors)
    tensors[f"l{last}.weight"] *= -1
    tensors[f"l{last}.bias"] *= -1
    metadata = {k: shipped.metadata[k] for k in ("kind", "input", "output", "symmetry")}
    path = directory / f"dqn-{version}.safetensors"
    sha = save_weights(path, "dqn", version, tensors, metadata, {"gamma": 0.9})
    return {
        "file": path.name,
        "sha256": sha,
        "config": {"gamma": 0.9},
        "metrics": {"optimal_move_accuracy": 0.0},
    }


def add_masked_dqn(
    directory: Path, version: str = "v2", tables: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The shipped dqn's network saved as ``version`` with ``selection: optimal``, as every
    promotion of a retraining on people's games is: served masked, by the solver's optimal
    moves (so its ``choose``, run in a worker thread, reads the solver). ``tables``: a table
    of move values per server (``people/<server id>``, one row per decision position)."""
    directory.mkdir(parents=True, exist_ok=True)
    _, entry = manifest_entry("dqn", "v1", directory=REPO_WEIGHTS)
    shipped = load_weights("dqn", weights=REPO_WEIGHTS / entry["file"])
    tensors = {k: np.array(v) for k, v in shipped.tensors.items()}
    for server, table in (tables or {}).items():
        tensors[f"people/{server}"] = np.asarray(table, np.float32)
    metadata = {k: shipped.metadata[k] for k in ("kind", "input", "output", "symmetry")}
    metadata["selection"] = "optimal"
    path = directory / f"dqn-{version}.safetensors"
    sha = save_weights(path, "dqn", version, tensors, metadata, {"gamma": 0.9})
    return {"file": path.name, "sha256": sha, "metrics": {"optimal_move_accuracy": 1.0}}


QUICK: dict[str, Any] = {"updates": 100, "eval_every": 50}
"""Fine-tuning settings of the quick runs (the weak DQN improves within them)."""
ONE_REFIT = 1
"""The gate's bootstrap refits of the people model for runs whose test is about what a run
writes and when (crash safety, promotion and rollback, the bot's commands), not about how sure
the gate is: one refit still runs the check (tests/retrain/test_gate_confidence.py tests the
rule itself). The refits are the largest part of a quick run's gate."""
FEWER_DRAWS = 50
"""Posterior draws per gate and group of people in the runs of these tests (the gate's own
:data:`engine.posterior.DRAWS` is 200): the same rule on a coarser sample."""
QUICK_ARGS = ("--updates", "100", "--games", "0", "--refits", str(ONE_REFIT))
"""A quick run in a child process (``python -m bot retrain``): :data:`QUICK`, no seeded games,
:data:`ONE_REFIT`."""


@pytest.fixture
def weights(tmp_path: Path) -> Path:
    """A weights directory serving the weak dqn as v1."""
    directory = tmp_path / "weights"
    serving_manifest(directory, {"v1": copy_weak_dqn(directory)}, "v1")
    return directory


@pytest.fixture
def shipped(tmp_path: Path) -> Path:
    """A weights directory serving a copy of the shipped (perfect) dqn v1."""
    directory = tmp_path / "shipped"
    serving_manifest(directory, {"v1": copy_shipped_dqn(directory)}, "v1")
    return directory


async def play_people(
    db_url: str, weights: Path, games: int, *, move: Callable[[Game], int] | None = None
) -> list[Game]:
    """``games`` games of people against the served dqn, through the real service (people move
    first on the first free cell unless ``move`` says otherwise)."""
    pick = move or (lambda game: game.board.legal_moves()[0])
    service = await GameService.open(db_url, manifest_path=weights / "manifest.json", seed=3)
    finished = []
    try:
        for n in range(games):
            person = PEOPLE[n % len(PEOPLE)]
            first: FirstMover = "me" if n % 2 == 0 else "bot"
            game = await service.start_game(person, "s", "c", agent="dqn", first=first)
            while game.is_active:
                game = (await service.play_move(person, "s", "c", pick(game))).game
            finished.append(game)
    finally:
        await service.close()
    return finished


def db_rows(db_url: str) -> dict[str, list[tuple[Any, ...]]]:
    """What a retraining may change in the database, read through SQLAlchemy (either
    backend). Tests call it from inside their event loop, so it runs on a thread of its own."""

    async def read() -> dict[str, list[tuple[Any, ...]]]:
        engine = create_async_engine(db_url)
        try:
            async with engine.connect() as connection:
                versions = await connection.execute(
                    text(
                        "SELECT name, version, weights_sha256, promoted, promoted_at, "
                        "parent_version, rolled_back_at FROM agent_versions ORDER BY id"
                    )
                )
                transitions = await connection.execute(
                    text("SELECT id, trained_agent, trained_version FROM transitions ORDER BY id")
                )
                return {
                    "agent_versions": [tuple(row) for row in versions],
                    "transitions": [tuple(row) for row in transitions],
                }
        finally:
            await engine.dispose()

    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, read()).result()


def files(directory: Path) -> dict[str, str]:
    """Every file of ``directory`` (hidden ones too) with its sha256."""
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(directory.iterdir())
        if p.is_file()
    }


def snapshot(weights: Path, db_url: str) -> dict[str, Any]:
    return {
        "files": files(weights),
        "manifest": json.loads((weights / "manifest.json").read_text()),
        "db": db_rows(db_url),
    }


@pytest.fixture(autouse=True)
def fewer_refits(monkeypatch: pytest.MonkeyPatch) -> None:
    """:data:`ONE_REFIT` of the people model and :data:`FEWER_DRAWS` from its posterior per
    gate, for every run these tests start without saying how many refits: they ask what a run
    learns, writes and serves, not how sure the gate is (refits and draws were most of their
    gates' time). The gate's confidence has its own tests, at the counts they name
    (tests/retrain/test_gate_confidence.py)."""
    monkeypatch.setattr("bot.retrain.gate.REFITS", ONE_REFIT)
    monkeypatch.setattr("bot.retrain.gate.DRAWS", FEWER_DRAWS)

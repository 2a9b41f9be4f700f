"""A retraining process killed (SIGKILL) at any point: what serves and what the database says
stay as they were — except in the instant between the manifest switch and the commit, after
which the next run reconciles the database with the manifest. Leftovers are tidied."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

from bot.retrain.outcome import RetrainOptions
from bot.retrain.run import retrain
from tests.retrain.conftest import (
    ONE_REFIT,
    QUICK,
    QUICK_ARGS,
    db_rows,
    play_people,
    snapshot,
)

STALL_ENV = "TTT_RETRAIN_STALL_AT"
LINE_TIMEOUT_S = 300
"""How long the run may stay silent before the test gives up on it: a bound against a hung
run, not a speed check. The run prints nothing between its start and the stage (it trains and
gates first), which on a machine busy with other work took more than a minute."""


def visible(files: dict[str, str]) -> dict[str, str]:
    return {name: sha for name, sha in files.items() if not name.startswith(".")}


async def kill_at(stage: str, db_url: str, weights: Path) -> None:
    """Start ``python -m bot retrain`` stalling at ``stage``; SIGKILL it once it is there."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "retrain",
        "--json",
        "--database-url",
        db_url,
        "--weights-dir",
        str(weights),
        "--min-games",
        "1",
        *QUICK_ARGS,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL,
        env={**os.environ, STALL_ENV: stage},
    )
    assert process.stdout is not None
    try:
        while True:
            line = await asyncio.wait_for(process.stdout.readline(), LINE_TIMEOUT_S)
            assert line, f"the run ended before reaching {stage}"
            if line.decode().strip() == f"stalled at {stage}":
                break
    finally:
        process.kill()
        await process.wait()


@pytest.mark.parametrize("stage", ["db", "manifest"])
async def test_a_killed_run_changes_nothing_that_serves_and_the_next_run_tidies_up(
    stage: str, weights: Path, db_url: str
) -> None:
    """Killed with the promotion's transaction open: before the manifest switch (the database
    rolls it back) and after it (the next run reconciles the database with the manifest). Both
    are the database's question, so both run on SQLite and on PostgreSQL."""
    await killed_then_tidied(stage, weights, db_url)


@pytest.mark.sqlite_only
@pytest.mark.parametrize("stage", ["train", "rename"])
async def test_a_run_killed_before_training_or_at_its_rename_changes_nothing_either(
    stage: str, weights: Path, db_url: str
) -> None:
    """Killed before anything is written, and between the new weights' rename and the manifest
    switch: what differs from the kills above is files only (a kill at ``rename`` leaves the
    database as one at ``db`` does, a transaction never committed), so SQLite alone; each
    such kill started a whole run in a child process (torch, training, the gate)."""
    await killed_then_tidied(stage, weights, db_url)


async def killed_then_tidied(stage: str, weights: Path, db_url: str) -> None:
    """Kill a run at ``stage``; check what it left, then that the next run tidies and promotes."""
    await play_people(db_url, weights, 2)
    before = snapshot(weights, db_url)
    await kill_at(stage, db_url, weights)
    killed = snapshot(weights, db_url)

    assert killed["db"] == before["db"]  # the transaction never committed
    if stage == "manifest":
        # Killed between the manifest switch and the commit: v2 serves, the database lags.
        assert killed["manifest"]["agents"]["dqn"]["serving"] == "v2"
    else:
        assert killed["manifest"] == before["manifest"]
        extra = set(visible(killed["files"])) - set(before["files"])
        assert extra == ({"dqn-v2.safetensors"} if stage == "rename" else set())

    outcome = await retrain(
        RetrainOptions(
            database_url=db_url, weights_dir=weights, games=0, finetune=QUICK, refits=ONE_REFIT
        )
    )
    after = snapshot(weights, db_url)
    assert not [name for name in after["files"] if name.startswith(".retrain-")]
    assert after["manifest"]["agents"]["dqn"]["serving"] == "v2"
    versions = [(row[1], row[3]) for row in db_rows(db_url)["agent_versions"]]
    assert versions == [("v1", 0), ("v2", 1)]
    assert {row[2] for row in after["db"]["transitions"]} == {"v2"}
    # a normal run promoted v2 after the tidy-up; after a kill at "manifest" the reconciliation
    # recorded v2 and marked its transitions, leaving nothing new to learn from
    assert outcome.status == ("skipped" if stage == "manifest" else "promoted"), outcome.message

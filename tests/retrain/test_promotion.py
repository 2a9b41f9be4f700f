"""Promotion and rollback write the weights file, the manifest and the database together, or
nothing at all: an exception at any stage leaves all three as they were."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.retrain.files import job_lock
from bot.retrain.outcome import STAGES, RetrainOptions
from bot.retrain.rollback import rollback
from bot.retrain.run import retrain
from tests.retrain.conftest import ONE_REFIT, QUICK, db_rows, files, play_people, snapshot


def options(db_url: str, weights: Path, **changes: object) -> RetrainOptions:
    """A quick run (100 updates, no seeded games, one refit of the people model)."""
    settings: dict[str, object] = {"games": 0, "finetune": QUICK, "refits": ONE_REFIT, **changes}
    return RetrainOptions(database_url=db_url, weights_dir=weights, **settings)  # type: ignore[arg-type]


def fail_at(stage: str, error: BaseException) -> Callable[[str], None]:
    def hook(name: str) -> None:
        if name == stage:
            raise error

    return hook


@pytest.mark.parametrize("stage", STAGES)
async def test_an_exception_at_any_stage_of_a_run_changes_nothing(
    stage: str, weights: Path, db_url: str
) -> None:
    await play_people(db_url, weights, 3)
    before = snapshot(weights, db_url)
    with pytest.raises(RuntimeError, match="injected"):
        await retrain(options(db_url, weights), hook=fail_at(stage, RuntimeError("injected")))
    assert snapshot(weights, db_url) == before


async def test_an_interrupt_after_the_manifest_switch_is_undone_too(
    weights: Path, db_url: str
) -> None:
    await play_people(db_url, weights, 2)
    before = snapshot(weights, db_url)
    with pytest.raises(KeyboardInterrupt):
        await retrain(options(db_url, weights), hook=fail_at("manifest", KeyboardInterrupt()))
    assert snapshot(weights, db_url) == before


async def test_a_promotion_then_rollbacks(weights: Path, db_url: str) -> None:
    games = await play_people(db_url, weights, 3)
    outcome = await retrain(options(db_url, weights, min_games=4))
    assert outcome.status == "skipped" and "3 new finished game(s)" in outcome.message

    outcome = await retrain(options(db_url, weights))
    assert (outcome.status, outcome.serving, outcome.base) == ("promoted", "v2", "v1")
    assert outcome.data["new_games"] == len(games)
    state = snapshot(weights, db_url)
    assert set(state["files"]) == {"dqn-v1.safetensors", "dqn-v2.safetensors", "manifest.json"}
    info = state["manifest"]["agents"]["dqn"]
    assert info["serving"] == "v2" and info["promotions"] == ["v1", "v2"]
    assert info["versions"]["v2"]["transitions"]["count"] == len(state["db"]["transitions"])
    versions = [(r[1], r[3], r[5]) for r in state["db"]["agent_versions"]]
    assert versions == [("v1", 0, None), ("v2", 1, "v1")]
    assert {(agent, version) for _, agent, version in state["db"]["transitions"]} == {("dqn", "v2")}

    again = await retrain(options(db_url, weights))  # nothing new to learn from
    assert again.status == "skipped" and again.serving == "v2"

    async with job_lock(weights):
        busy = await retrain(options(db_url, weights))
        assert busy.status == "busy" and busy.serving == "v2"

    back = await rollback(db_url, weights)
    assert (back.status, back.serving, back.base) == ("rolled-back", "v1", "v2")
    state = snapshot(weights, db_url)
    info = state["manifest"]["agents"]["dqn"]
    assert info["serving"] == "v1" and info["promotions"] == ["v1"]
    assert "rolled_back_at" in info["versions"]["v2"]
    rows = {r[1]: r for r in state["db"]["agent_versions"]}
    assert rows["v1"][3] == 1 and rows["v2"][3] == 0 and rows["v2"][6] is not None
    assert {version for *_, version in state["db"]["transitions"]} == {"v2"}  # history kept

    stuck = await rollback(db_url, weights)
    assert stuck.status == "failed" and "nothing to roll back to" in stuck.message
    assert snapshot(weights, db_url) == state


async def test_an_exception_at_any_stage_of_a_rollback_changes_nothing(
    weights: Path, db_url: str
) -> None:
    """One promotion, then a rollback failing at each of its stages in turn: each finds what
    the one before it left, which is checked to be the promoted state, unchanged."""
    await play_people(db_url, weights, 2)
    assert (await retrain(options(db_url, weights))).status == "promoted"
    before = snapshot(weights, db_url)
    for stage in ("db", "rename", "manifest"):
        with pytest.raises(RuntimeError, match="injected"):
            await rollback(db_url, weights, hook=fail_at(stage, RuntimeError("injected")))
        assert snapshot(weights, db_url) == before, stage
        assert files(weights) == before["files"] and db_rows(db_url) == before["db"], stage


async def test_a_candidate_worse_against_held_out_people_is_refused_and_changes_nothing(
    shipped: Path, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The candidate is the real fine-tuned network with its output negated: served masked it
    still plays only optimal moves (every exact check passes), but among them it now picks the
    ones worth least against these people. The held-out games (every fifth) say so."""
    import engine.training.people_finetune as people_finetune

    real = people_finetune.finetune_to_people

    def worse(*args: Any, **kwargs: Any) -> Any:
        result = real(*args, **kwargs)
        last = max(int(name[1:].split(".")[0]) for name in result.tensors)
        for name in (f"l{last}.weight", f"l{last}.bias"):
            result.tensors[name] = -result.tensors[name]
        result.improved = True
        return result

    monkeypatch.setattr(people_finetune, "finetune_to_people", worse)
    await play_people(db_url, shipped, 15)
    before = snapshot(shipped, db_url)
    outcome = await retrain(options(db_url, shipped))
    assert outcome.status == "rejected", outcome.message
    assert "people.s.model" in outcome.failed, outcome.checks
    check = next(c for c in outcome.checks if c["metric"] == "people.s.model")
    assert check["candidate"] < check["serving"]
    assert all(
        c["ok"] for c in outcome.checks if "optimal" in c["metric"] or "losses" in c["metric"]
    )
    assert "people.s.model" in outcome.message
    assert "v1 keeps serving" in outcome.message and outcome.serving == "v1"
    assert snapshot(shipped, db_url) == before  # no file, no manifest entry, no row, no mark


async def test_nothing_to_improve_promotes_nothing_and_marks_the_games_used(
    shipped: Path, db_url: str
) -> None:
    await play_people(db_url, shipped, 2)
    before = snapshot(shipped, db_url)
    # a zero budget cannot beat the serving network, and 2 games give no server its own table
    outcome = await retrain(options(db_url, shipped, finetune={"updates": 0}))
    assert (outcome.status, outcome.serving) == ("unchanged", "v1"), outcome.message
    after = snapshot(shipped, db_url)
    assert after["files"] == before["files"] and after["manifest"] == before["manifest"]
    assert after["db"]["agent_versions"] == before["db"]["agent_versions"]
    assert {(a, v) for _, a, v in after["db"]["transitions"]} == {("dqn", "v1")}
    assert (await retrain(options(db_url, shipped))).status == "skipped"

"""The bot learns from the people it plays: a weak DQN loses repeatedly to a scripted person; those
games are logged through the real GameService; a retraining runs; the running service serves the new
version without a restart, the line no longer wins, and accuracy did not drop. A control run on
games that open elsewhere leaves the line winning: it is these people's games that fixed it."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from types import ModuleType

from tests.retrain.conftest import QUICK
from tests.scripts import load_benchmark


def prove_learning() -> ModuleType:
    return load_benchmark("prove_learning")


async def test_a_line_that_beat_the_weak_dqn_stops_winning_after_retraining(
    tmp_path: Path,
) -> None:
    # A quick fine-tuning (the weak DQN improves within it; the benchmark runs the full one):
    # what is asserted is that these games reach the served version, not how far it learns.
    proof = await prove_learning().prove(
        tmp_path, updates=300, seed=0, games=4, metric_games=100, finetune=QUICK
    )

    assert proof.before.people_games == {"person_wins": 4, "draws": 0, "agent_wins": 0}
    assert proof.outcome["status"] == "promoted", proof.outcome["message"]
    assert proof.after.people_games["person_wins"] == 0
    assert proof.versions_played == ["v2"]  # the running service picked v2 up by itself
    assert proof.after.accuracy >= proof.before.accuracy
    assert all(check["ok"] for check in proof.outcome["checks"])
    assert proof.learned
    # The control (the same retraining on other people's games) closes the line too: every
    # retrained version is served masked to the solver's optimal moves.
    assert proof.closed_whatever_the_games

    # what the promotion wrote: file, manifest entry, agent-versions row, marked transitions
    weights = tmp_path / "weights"
    manifest = json.loads((weights / "manifest.json").read_text())["agents"]["dqn"]
    assert manifest["serving"] == "v2" and manifest["promotions"] == ["v1", "v2"]
    entry = manifest["versions"]["v2"]
    assert (weights / entry["file"]).exists() and entry["retrained_from"] == "v1"
    assert entry["transitions"]["games"] == 4
    with sqlite3.connect(tmp_path / "proof.db") as db:
        rows = db.execute(
            "SELECT version, promoted, parent_version FROM agent_versions "
            "WHERE name = 'dqn' ORDER BY id"
        ).fetchall()
        assert rows == [("v1", 0, None), ("v2", 1, "v1")]
        marks = db.execute(
            "SELECT g.id <= 4, t.trained_version, t.decider_version FROM "
            "transitions t JOIN games g ON g.id = t.game_id"
        ).fetchall()
    # the 4 games before trained v2; the 4 after (played by v2) wait for the next run
    assert {(before, version) for before, version, _ in marks} == {(1, "v2"), (0, None)}
    assert {by for before, _, by in marks if not before} >= {"v2"}

"""Each group of people's table is judged on its own: a table the gate refuses keeps the
serving version's (its play unchanged) instead of refusing the whole version, so the tables
that pass are promoted; a server's first table starts from everyone's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from bot.retrain import run
from bot.retrain.data import Batch, ServerLogs
from bot.retrain.learn import Learned, learn
from bot.retrain.outcome import Check, RetrainOptions
from bot.retrain.refusals import settle
from bot.retrain.run import retrain
from engine import load_agent
from engine.against_people import EXPLORE, people_values
from engine.agents.learned.agents import SERVER_POLICY_PREFIX, SERVER_TABLE_PREFIX
from engine.agents.learned.table_keys import GLOBAL_TABLE
from engine.agents.learned.weights import load_weights
from engine.habits import HumanDecision
from engine.offpolicy import simulate_games
from engine.populations import corner_opener, edge_lover
from engine.solver import decision_positions, solution_for_cells
from engine.spibb import SUPPORT
from engine.training.people_finetune import value_matrix
from tests.retrain.conftest import QUICK, add_masked_dqn, serving_manifest
from tests.retrain.test_people_layers import worst_optimal_policy
from tests.retrain.test_people_servers import log_games

ROWS = len(decision_positions())


def table(seed: int) -> np.ndarray:
    return np.random.default_rng(seed).random((ROWS, 9)).astype(np.float32)


class Judged:
    """The gate's verdict material, as :func:`settle` reads it."""

    def __init__(self, refused: set[str], groups: list[str]) -> None:
        self.checks = [
            Check(
                f"people.{key}.posterior",
                0.0,
                -0.01 if key in refused else 0.01,
                "",
                key not in refused,
            )
            for key in groups
        ] + [Check("optimal_move_accuracy", 1.0, 1.0, "not lower", True)]
        self.report: dict[str, dict[str, Any]] = {
            key: {"before": 0.4, "after": 0.5} for key in groups
        }


def learned_with(tables: dict[str, np.ndarray]) -> Learned:
    policies = {key: value + 1 for key, value in tables.items()}
    return Learned(None, {}, None, tables, policies, 0.0)  # type: ignore[arg-type]


def serving_with(tables: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    return {
        **{SERVER_TABLE_PREFIX + k: v for k, v in tables.items()},
        **{SERVER_POLICY_PREFIX + k: v + 2 for k, v in tables.items()},
        "l0.weight": np.zeros(3, np.float32),
    }


def test_a_refused_server_table_keeps_the_serving_one_and_the_members_table_goes_through() -> None:
    new = learned_with({GLOBAL_TABLE: table(1), "s": table(2), "s/m": table(3)})
    old = serving_with({GLOBAL_TABLE: table(4), "s": table(5)})
    judged = Judged({GLOBAL_TABLE, "s"}, [GLOBAL_TABLE, "s", "s/m"])
    settled = settle(new, judged, old)

    assert settled is not None
    assert set(settled.kept) == {GLOBAL_TABLE, "s"} and not settled.dropped
    for key in (GLOBAL_TABLE, "s"):  # bit for bit the serving version's play
        assert settled.learned.tables[key] is old[SERVER_TABLE_PREFIX + key]
        assert settled.learned.policies[key] is old[SERVER_POLICY_PREFIX + key]
        assert settled.report[key]["after"] == settled.report[key]["before"]
    assert settled.learned.tables["s/m"] is new.tables["s/m"]  # the member's new table
    assert [c.metric for c in settled.checks if c.metric.startswith("people.")] == [
        "people.s/m.posterior"
    ]
    assert all(c.ok for c in settled.checks)


def test_a_server_that_falls_back_on_a_kept_table_plays_what_serves_now() -> None:
    # server "t" has no table of its own: it plays everyone's, which the gate refused
    new = learned_with({GLOBAL_TABLE: table(1), "s": table(2)})
    old = serving_with({GLOBAL_TABLE: table(4), "s": table(5)})
    settled = settle(new, Judged({GLOBAL_TABLE}, [GLOBAL_TABLE, "s", "t"]), old)

    assert settled is not None and set(settled.kept) == {GLOBAL_TABLE, "t"}
    assert "t" not in settled.learned.tables  # it falls back on the kept table: unchanged
    assert settled.learned.tables["s"] is new.tables["s"]


def test_a_server_whose_serving_play_was_everyones_keeps_a_copy_of_it() -> None:
    new = learned_with({GLOBAL_TABLE: table(1), "s": table(2)})
    old = serving_with({GLOBAL_TABLE: table(4)})
    settled = settle(new, Judged({"s"}, [GLOBAL_TABLE, "s"]), old)

    assert settled is not None and set(settled.kept) == {"s"}
    assert settled.learned.tables["s"] is old[SERVER_TABLE_PREFIX + GLOBAL_TABLE]
    assert settled.learned.tables[GLOBAL_TABLE] is new.tables[GLOBAL_TABLE]


@pytest.mark.parametrize(
    ("old_tables", "refused"),
    [
        ({}, {"s"}),  # the network serves: no table to keep, the version is refused
        ({GLOBAL_TABLE: table(4), "s": table(5)}, {GLOBAL_TABLE, "s"}),  # nothing new left
    ],
)
def test_otherwise_the_version_is_judged_and_refused_as_measured(
    old_tables: dict[str, np.ndarray], refused: set[str]
) -> None:
    new = learned_with({GLOBAL_TABLE: table(1), "s": table(2)})
    assert settle(new, Judged(refused, [GLOBAL_TABLE, "s"]), serving_with(old_tables)) is None


async def test_a_run_promotes_the_tables_that_pass_and_keeps_the_refused_ones(
    tmp_path: Path, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The serving version plays corner openers badly on their server and well elsewhere;
    the candidate's everyone's table is made the worst optimal play: it is refused, and the
    server's new table is promoted with everyone's table kept bit for bit."""
    truth = value_matrix(people_values(corner_opener))
    weights = tmp_path / "weights"
    v2 = add_masked_dqn(weights, tables={GLOBAL_TABLE: truth, "corner": -truth})
    serving_manifest(weights, {"v2": v2}, "v2")
    await log_games(db_url, weights, "corner", corner_opener, 60, seed=1)

    def learn_with_a_bad_global_table(*args: Any) -> Learned:
        learned = learn(*args)
        learned.policies[GLOBAL_TABLE] = worst_optimal_policy(truth)
        return learned

    monkeypatch.setattr(run, "learn", learn_with_a_bad_global_table)
    options = RetrainOptions(database_url=db_url, weights_dir=weights, games=0, finetune=QUICK)
    outcome = await retrain(options)

    assert outcome.status == "promoted", outcome.message
    assert GLOBAL_TABLE in outcome.data["people"]["kept_serving_tables"]
    assert "keep the serving version's table" in outcome.message
    promoted = load_weights("dqn", weights=weights / f"dqn-{outcome.serving}.safetensors")
    serving = load_weights("dqn", weights=weights / v2["file"])
    name = SERVER_TABLE_PREFIX + GLOBAL_TABLE
    assert np.array_equal(promoted.tensors[name], serving.tensors[name])
    assert SERVER_POLICY_PREFIX + GLOBAL_TABLE not in promoted.tensors  # v2 served values
    assert not np.array_equal(promoted.tensors[SERVER_TABLE_PREFIX + "corner"], -truth)
    report = outcome.data["people"]["servers"]
    assert report["corner"]["after"] > report["corner"]["before"]


def logged(person: Any, games: int, seed: int) -> ServerLogs:
    played = simulate_games(load_agent("dqn", seed=0), person, games, seed=seed)
    logs = ServerLogs("", games=len(played))
    logs.decisions = [
        HumanDecision(d.state, d.cell) for g in played for d in g.decisions if not d.by_bot
    ]
    return logs


def test_a_servers_first_table_departs_from_everyones_only_where_its_logs_support_it(
    tmp_path: Path,
) -> None:
    """Two servers of different people, the shipped network serving (the first run that
    promotes): everyone's table is the best reply to everyone's model, and each server's
    keeps everyone's probability on every move its own logs do not support (give or take the
    share it explores), where it has a supported move to prefer."""
    servers = {"a": logged(corner_opener, 60, 0), "b": logged(edge_lover, 60, 1)}
    for key, logs in servers.items():
        logs.server_id = key
    decisions = [d for logs in servers.values() for d in logs.decisions]
    batch = Batch([], 0, 0, [], servers, {})
    assert batch.all_games == 120 and len(batch.all_decisions) == len(decisions)
    options = RetrainOptions(database_url="", weights_dir=tmp_path, finetune=QUICK)
    learned = learn(load_weights("dqn"), batch, options, load_agent("dqn", seed=0))

    everyone = learned.policies[GLOBAL_TABLE]
    for key in servers:
        model, mine, kept = learned.models[key], learned.policies[key], 0
        for row, board in enumerate(decision_positions()):
            mark = "X" if board.cells.count("X") == board.cells.count("O") else "O"
            unsupported = [
                cell
                for cell in solution_for_cells(board.cells).optimal_moves
                if model.observed(board.cells[: cell - 1] + mark + board.cells[cell:]) < SUPPORT
                and not board.play(cell).is_over
            ]
            if len(unsupported) == len(solution_for_cells(board.cells).optimal_moves):
                continue  # no move supported: the mass goes to the best by the model
            for cell in unsupported:  # everyone's probability, plus at most the exploring
                gap = mine[row, cell - 1] - everyone[row, cell - 1]
                assert -1e-6 <= gap <= EXPLORE + 1e-6, (key, board.cells, cell)
                kept += 1
        assert kept > 100 and not np.array_equal(mine, everyone), (key, kept)

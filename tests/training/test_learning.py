"""Short training runs learn (far above random's ~58 %), and what they export serves the same.

Budgets are in games or updates, not seconds, so the runs are deterministic under their seeds
whatever the machine's load.
"""

from pathlib import Path

import numpy as np
import pytest
import torch

from engine import load_agent
from engine.agents.learned import LearnedAgent
from engine.agents.learned.weights import save_weights
from engine.evaluate import optimal_move_accuracy
from engine.solver import decision_positions
from engine.training import trainer
from engine.training.common import LogRow, TrainResult
from engine.training.double_q import DoubleQConfig
from engine.training.dqn import DQNConfig, QNet, q_values
from engine.training.policy import PolicyConfig
from engine.training.qlearning import QLearningConfig
from engine.training.value import ValueConfig, ValueNet, move_scores
from engine.training.vec_env import targets

RANDOM_ACCURACY = 0.58


def run(agent: str, config: object) -> TrainResult:
    _, train = trainer(agent)
    rows: list[LogRow] = []
    result = train(config, rows.append)
    assert rows == result.history and rows, "the callback sees every logged row"
    return result


def test_tabular_q_learns_fast() -> None:
    result = run("qlearning", QLearningConfig(seed=1, max_games=30_000, target_accuracy=2.0))
    assert result.accuracy > 0.95
    assert result.history[0].accuracy < 0.7  # an empty table is no better than chance
    assert result.tensors["q"].shape == (3**9, 9)


def test_double_q_learns_fast() -> None:
    result = run("double-q", DoubleQConfig(seed=1, max_games=40_000, target_accuracy=2.0))
    assert result.accuracy > 0.9
    assert result.tensors["q1"].shape == result.tensors["q2"].shape == (3**9, 9)


def test_tabular_q_reaches_every_optimal_move() -> None:
    result = run("qlearning", QLearningConfig(seed=2, max_games=400_000))
    assert result.reached_target and result.accuracy == 1.0


def test_dqn_learns_from_self_play() -> None:
    cfg = DQNConfig(seed=0, max_updates=400, max_seconds=None, target_accuracy=2.0)
    result = run("dqn", cfg)
    assert result.accuracy > 0.9 > RANDOM_ACCURACY
    assert result.history[-1].loss is not None and result.history[-1].loss < 0.05


def test_policy_net_fits_the_solver() -> None:
    result = run("policy", PolicyConfig(seed=0, max_epochs=10, max_seconds=None))
    assert result.accuracy > 0.97


def test_value_net_learns_against_fallible_minimax() -> None:
    cfg = ValueConfig(seed=0, max_games=16_384, max_seconds=None, target_accuracy=2.0)
    result = run("value", cfg)
    assert result.accuracy > 0.9


def test_unknown_symmetry_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="symmetry"):
        trainer("dqn")[1](DQNConfig(symmetry="rotated"))


# -- export: the numpy server computes what torch computed -------------------------------------


def export(result: TrainResult, tmp_path: Path) -> Path:
    path = tmp_path / f"{result.agent}.safetensors"
    save_weights(path, result.agent, "vtest", result.tensors, result.metadata, result.config)
    return path


def load_qnet(result: TrainResult, net: torch.nn.Module) -> torch.nn.Module:
    net.load_state_dict(
        {f"layers.{k[1:]}": torch.from_numpy(v.copy()) for k, v in result.tensors.items()}
    )
    return net


@pytest.mark.parametrize("symmetry", ["canonical", "none"])
def test_exported_dqn_serves_the_same_q_values(tmp_path: Path, symmetry: str) -> None:
    cfg = DQNConfig(
        seed=0,
        max_updates=200,
        max_seconds=None,
        symmetry=symmetry,
        target_accuracy=2.0,
        learning_starts=512,
    )
    result = run("dqn", cfg)
    agent = load_agent("dqn", weights=export(result, tmp_path), seed=0)
    assert isinstance(agent, LearnedAgent)
    net = load_qnet(result, QNet(cfg.hidden))
    boards = decision_positions()[::17]
    relative = targets().relative[::17]
    expected = q_values(net, relative, symmetry)
    served = np.stack([agent._raw_scores(b) for b in boards])
    legal = relative == 0
    assert np.allclose(served[legal], expected[legal], atol=1e-5)


def test_exported_value_net_serves_the_same_choices(tmp_path: Path) -> None:
    cfg = ValueConfig(seed=0, max_games=4_096, max_seconds=None, target_accuracy=2.0)
    result = run("value", cfg)
    agent = load_agent("value", weights=export(result, tmp_path), seed=0)
    assert isinstance(agent, LearnedAgent)
    net = load_qnet(result, ValueNet(cfg.hidden))
    relative = targets().relative[::23]
    expected = move_scores(net, relative, "canonical")
    served = np.stack([agent._raw_scores(b) for b in decision_positions()[::23]])
    legal = relative == 0
    assert np.allclose(served[legal], expected[legal], atol=1e-5)


def test_exported_policy_reaches_the_training_accuracy(tmp_path: Path) -> None:
    # What is checked is the export (the served agent is at least as good as training
    # measured), not how far training gets: a few epochs do.
    result = run("policy", PolicyConfig(seed=0, max_epochs=10, max_seconds=None))
    agent = load_agent("policy", weights=export(result, tmp_path), seed=0)
    assert optimal_move_accuracy(agent).rate >= result.accuracy


def test_exported_tables_reach_the_training_accuracy(tmp_path: Path) -> None:
    for agent_name, cfg in (
        ("qlearning", QLearningConfig(seed=3, max_games=20_000, target_accuracy=2.0)),
        ("double-q", DoubleQConfig(seed=3, max_games=20_000, target_accuracy=2.0)),
    ):
        result = run(agent_name, cfg)
        agent = load_agent(agent_name, weights=export(result, tmp_path), seed=0)
        # Training counts exact ties as wrong; the agent breaks them at random, so it can only
        # do better.
        assert optimal_move_accuracy(agent).rate >= result.accuracy

"""The DQN retrained on people's games: it beats the people it learned from, differently for
different people, and never plays a non-optimal move."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

import numpy as np
import pytest

from engine.against_people import people_values, policy_values
from engine.agents import load_agent
from engine.agents.base import Agent
from engine.agents.learned import DQNAgent, load_weights
from engine.agents.learned.weights import save_weights
from engine.board import Board
from engine.habits import HumanDecision
from engine.offpolicy import simulate_games
from engine.populations import population
from engine.solver import decision_positions, solution_for_cells
from engine.symmetry import with_images
from engine.training.people_finetune import PeopleFinetuneConfig, learn_from_people

HEADER = ("kind", "input", "output", "symmetry", "selection", "near_tie", "target")


def as_distribution(agent: Agent) -> Callable[[str], Mapping[int, float]]:
    return lambda cells: dict(agent.move_distribution(Board(cells)) or {})


def retrained(directory: Path, name: str, games: int = 300) -> DQNAgent:
    """Today's dqn retrained on ``games`` games of population ``name`` against it."""
    people = population(name).cached()
    logged = simulate_games(load_agent("dqn", seed=0), people, games, seed=11)
    humans = [HumanDecision(d.state, d.cell) for g in logged for d in g.decisions if not d.by_bot]
    base = load_weights("dqn")
    run = learn_from_people(
        base.tensors,
        dict(base.metadata),
        humans,
        games=games,
        config=PeopleFinetuneConfig(updates=1_000),
    )
    assert run.finetune.improved
    path = directory / f"dqn-{name}.safetensors"
    header = {k: v for k, v in run.finetune.metadata.items() if k in HEADER}
    save_weights(path, "dqn", name, run.finetune.tensors, header, {})
    return DQNAgent(weights=path, seed=0)


@pytest.fixture(scope="module")
def candidates(tmp_path_factory: pytest.TempPathFactory) -> dict[str, DQNAgent]:
    directory = tmp_path_factory.mktemp("weights")
    return {name: retrained(directory, name) for name in ("corner-opener", "edge-lover")}


def win_rate(agent: Agent, name: str) -> float:
    return policy_values(as_distribution(agent), population(name).cached()).win_rate


def test_people_who_open_in_a_corner_make_dqn_switch_to_the_line_that_beats_them(
    candidates: dict[str, DQNAgent],
) -> None:
    limit = people_values(population("corner-opener").cached()).safe_limit
    today = win_rate(load_agent("dqn", seed=0), "corner-opener")
    after = win_rate(candidates["corner-opener"], "corner-opener")
    assert today < 0.6 * limit and after >= 0.95 * limit


def test_two_populations_get_different_play_each_better_against_its_own(
    candidates: dict[str, DQNAgent],
) -> None:
    corner, edge = candidates["corner-opener"], candidates["edge-lover"]
    differ = sum(set(corner.best_moves(b)) != set(edge.best_moves(b)) for b in decision_positions())
    assert differ > 100
    assert win_rate(corner, "corner-opener") > win_rate(edge, "corner-opener")
    assert win_rate(edge, "edge-lover") > win_rate(corner, "edge-lover")


def test_no_served_move_is_ever_non_optimal(candidates: dict[str, DQNAgent]) -> None:
    for agent in candidates.values():
        assert agent.masked
        for board in decision_positions():
            optimal = solution_for_cells(board.cells).optimal_moves
            dist = agent.move_distribution(board)
            assert set(dist) <= set(optimal) and sum(dist.values()) == pytest.approx(1.0)
            assert agent.choose(board) in optimal


def test_moves_a_symmetry_of_the_board_maps_onto_each_other_are_all_played(
    candidates: dict[str, DQNAgent],
) -> None:
    """No single line to learn by heart: where a board is its own mirror image or rotation,
    the moves the symmetry swaps are worth the same, and the network plays all of them (its
    best checkpoint is the closest fit among the equally good ones, so rounding picks none)."""
    for agent in candidates.values():
        assert set(agent.move_distribution(Board())) in ({1, 3, 7, 9}, {2, 4, 6, 8}, {5})
        for board in decision_positions():
            served = tuple(sorted(agent.move_distribution(board)))
            assert with_images(served, board.cells) == served, board


def test_even_random_weights_serve_only_optimal_moves(tmp_path: Path) -> None:
    rng = np.random.default_rng(0)
    shapes = {"l0": (128, 27), "l1": (128, 128), "l2": (9, 128)}
    tensors = {}
    for name, shape in shapes.items():
        tensors[f"{name}.weight"] = rng.normal(size=shape).astype(np.float32)
        tensors[f"{name}.bias"] = rng.normal(size=shape[0]).astype(np.float32)
    meta = {"kind": "mlp", "input": "onehot27", "output": "q", "symmetry": "canonical"}
    path = tmp_path / "random.safetensors"
    save_weights(path, "dqn", "vr", tensors, {**meta, "selection": "optimal"}, {})
    agent = DQNAgent(weights=path, seed=0)
    for board in decision_positions():
        assert set(agent.best_moves(board)) <= set(solution_for_cells(board.cells).optimal_moves)


def test_weights_not_trained_against_people_are_served_greedily_as_before() -> None:
    today = load_agent("dqn", seed=0)
    assert isinstance(today, DQNAgent)
    assert not today.masked
    board = Board()
    scores = today.scores(board)
    assert today.best_moves(board) == tuple(
        c for c in board.legal_moves() if scores[c - 1] == np.nanmax(scores)
    )

"""The fine-tuning pieces and the promotion gate, on small inputs."""

from __future__ import annotations

import numpy as np
import pytest

from bot.retrain.gate import EXACT_EPS, evaluate_agent, gate
from engine import load_agent
from engine.agents.learned.weights import load_weights
from engine.symmetry import canonical_batch
from engine.training.finetune import (
    Decision,
    FinetuneConfig,
    augment,
    finetune,
    lookahead,
    people_positions,
    relative_of,
    step,
)
from tests.retrain.conftest import REPO_WEIGHTS


def test_boards_are_seen_by_the_side_to_move() -> None:
    assert relative_of("X........").tolist() == [-1, 0, 0, 0, 0, 0, 0, 0, 0]  # O to move
    assert relative_of("XO.......").tolist() == [1, -1, 0, 0, 0, 0, 0, 0, 0]


def test_augmentation_gives_eight_orientations_or_one_canonical_board() -> None:
    corner = np.array([[1, 0, 0, 0, -1, 0, 0, 0, 0]], dtype=np.int8)  # mine on 1, theirs on 5
    states, actions = augment(corner, np.array([8]), canonical=False)
    assert len(states) == 4  # four corners: the board's orbit has four members
    for s, a in zip(states, actions, strict=True):
        assert s[a] == 0 and s[4] == -1 and (s == 1).sum() == 1
    canon, action = augment(corner, np.array([8]), canonical=True)
    assert len(canon) == 1
    assert (canon == canonical_batch(states)[0][0]).all()
    assert canon[0][action[0]] == 0


def test_step_scores_wins_and_draws_from_the_rules() -> None:
    boards = np.array(
        [
            [1, 1, 0, -1, -1, 0, 0, 0, 0],  # 3 wins
            [1, -1, 1, 1, -1, -1, -1, 1, 0],
        ],
        dtype=np.int8,
    )  # 9 fills: a draw
    reward, done, nxt = step(boards, np.array([2, 8]))
    assert reward.tolist() == [1.0, 0.0] and done.tolist() == [True, True]
    assert nxt[0].tolist() == [-1, -1, -1, 1, 1, 0, 0, 0, 0]  # seen by the next mover


def test_lookahead_covers_every_move_a_few_plies_ahead() -> None:
    start = np.zeros((1, 9), dtype=np.int8)
    states, _ = lookahead(start, 1, canonical=False)
    assert len(states) == 9
    states, _ = lookahead(start, 2, canonical=False)
    assert len(states) == 9 + 9 * 8
    canon, _ = lookahead(start, 2, canonical=True)
    assert len(canon) == 9 + 3 * 8  # three canonical first moves, eight replies each


def test_finetune_returns_tensors_of_the_same_shapes_and_keeps_the_base() -> None:
    base = load_weights("dqn", weights=REPO_WEIGHTS / "dqn-v1.safetensors")
    before = {k: v.copy() for k, v in base.tensors.items()}
    decisions = [Decision(".........", 5, False), Decision("....X....", 1, True)]
    result = finetune(
        base.tensors, base.metadata, decisions, FinetuneConfig(updates=30, eval_every=10)
    )
    assert {k: v.shape for k, v in result.tensors.items()} == {
        k: v.shape for k, v in before.items()
    }
    assert all((base.tensors[k] == before[k]).all() for k in before)  # untouched
    assert result.metadata == base.metadata and result.updates == 30
    assert result.data["positions"] == 2 and result.data["lookahead"] > 0
    assert result.accuracy >= result.base_accuracy == 1.0  # a perfect net stays perfect
    assert people_positions(decisions) == [".........", "....X...."]
    with pytest.raises(ValueError, match="occupied"):
        finetune(base.tensors, base.metadata, [Decision("X........", 1)], FinetuneConfig())


FIGURES = {
    "optimal_move_accuracy": 0.95,
    "people_accuracy": 0.8,
    **{
        f"vs_{o}.as_{s}.{k}": v
        for o in ("random", "minimax")
        for s in ("x", "o")
        for k, v in (("wins", 0.9 if o == "random" else 0.0), ("draws", 0.05), ("losses", 0.05))
    },
}


def test_the_gate_passes_an_equal_candidate_and_names_every_failed_metric() -> None:
    assert all(check.ok for check in gate(FIGURES, dict(FIGURES)))
    worse = {
        **FIGURES,
        "people_accuracy": 0.7,
        "vs_minimax.as_o.losses": 0.05 + 1e-6,
        "vs_random.as_x.wins": 0.9 - 1e-6,
    }
    failed = [c.metric for c in gate(FIGURES, worse) if not c.ok]
    assert failed == ["people_accuracy", "vs_minimax.as_o.losses", "vs_random.as_x.wins"]
    # float noise passes; a tolerance lets wins vs random fall that much, never losses rise
    assert all(
        c.ok for c in gate(FIGURES, {**FIGURES, "vs_random.as_o.losses": 0.05 + EXACT_EPS / 2})
    )
    tolerant = gate(FIGURES, {**FIGURES, "vs_random.as_x.wins": 0.895}, win_tolerance=0.01)
    assert all(c.ok for c in tolerant)
    better = {**FIGURES, "optimal_move_accuracy": 0.99, "vs_random.as_o.losses": 0.0}
    assert all(c.ok for c in gate(FIGURES, better))


def test_figures_are_exact_and_tie_strict() -> None:
    figures, metrics = evaluate_agent(
        lambda: load_agent("minimax", seed=0), ["....X....", "X...O...."], games=0, seed=0
    )
    assert figures["optimal_move_accuracy"] == 1.0 and figures["people_accuracy"] == 1.0
    assert figures["vs_minimax.as_x.losses"] == 0.0 == figures["vs_random.as_o.losses"]
    assert metrics["people_positions"] == {"correct": 2, "total": 2}
    random_figures, _ = evaluate_agent(lambda: load_agent("random", seed=0), [], games=0, seed=0)
    assert 0.5 < random_figures["optimal_move_accuracy"] < 0.7

"""Exact values against a population: the safe limit and the tabular policy."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pytest

from engine.against_people import (
    ReachableTree,
    explored,
    people_values,
    policy_values,
    tabular_policy,
)
from engine.agents import load_agent
from engine.agents.base import Agent
from engine.board import Board
from engine.populations import population
from engine.solver import decision_positions, solution_for_cells


def distribution_of(agent: Agent):
    def dist(cells: str) -> Mapping[int, float]:
        return dict(agent.move_distribution(Board(cells)) or {})

    return dist


def test_perfect_people_cannot_be_beaten_and_a_mirror_always_can() -> None:
    assert people_values(population("careful").cached()).safe_limit < 0.5
    mirror = people_values(population("mirror").cached())
    assert mirror.safe_limit == pytest.approx(1.0)


def test_the_tabular_policy_plays_only_optimal_moves_and_reaches_the_safe_limit() -> None:
    people = population("corner-opener").cached()
    values = people_values(people)
    table = tabular_policy(values, epsilon=0.0)
    for board in decision_positions():
        assert set(table[board.cells]) <= set(solution_for_cells(board.cells).optimal_moves)
    exact = policy_values(lambda c: {m: 1 / len(table[c]) for m in table[c]}, people)
    assert exact.win_rate == pytest.approx(values.safe_limit)
    assert exact.losses_x == exact.losses_o == 0


def test_near_ties_are_played_at_random() -> None:
    values = people_values(population("novice").cached())
    table = tabular_policy(values, epsilon=1.0)  # every optimal move is a near-tie
    empty = "." * 9  # every first move draws
    assert len(table[empty]) == len(solution_for_cells(empty).optimal_moves) == 9


def test_the_reachable_tree_gives_the_exact_win_rates_of_full_expectimax() -> None:
    people = population("novice").cached()
    minimax, trap = (distribution_of(load_agent(name, seed=0)) for name in ("minimax", "trap"))

    def replies(cells: str) -> np.ndarray:
        return np.array([people(cells).get(c, 0.0) for c in range(1, 10)])

    both = ReachableTree([minimax, trap]).win_rates(replies)
    assert both[1] == pytest.approx(policy_values(trap, people).win_rate, abs=1e-12)
    assert both[0] == pytest.approx(ReachableTree([minimax]).win_rates(replies)[0], abs=1e-12)
    assert both[0] != pytest.approx(both[1])


def test_a_table_explores_other_optimal_moves_near_the_best_but_never_skips_a_win() -> None:
    """A server table plays its near-best moves, and 5 % of the time the other optimal moves
    within 0.1 of the best (so the logs show those lines too); a move further below is never
    played, and an immediate win is always taken."""
    opening = "." * 9  # every opening move is optimal
    values = {c: 0.5 for c in range(1, 10)} | {5: 0.6, 1: 0.55, 9: 0.2}
    dist = explored((5,), values, opening, share=0.05, width=0.1)
    assert dist[5] == pytest.approx(0.95) and 9 not in dist
    assert sum(dist.values()) == pytest.approx(1.0) and set(dist) == set(range(1, 9))
    can_win = "XX.OO...."  # X to move: 3 wins at once
    optimal = solution_for_cells(can_win).optimal_moves
    assert explored((3,), dict.fromkeys(optimal, 1.0), can_win) == {3: 1.0}

"""Exact win rates under many people models at once (``engine.expectimax``), and the people
model's posterior (``engine.posterior``): draws that average to the model, share a draw
across symmetric positions, and narrow where many people's moves were seen."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import replace

import numpy as np
import pytest

from engine.against_people import people_values, policy_values, tabular_policy
from engine.agents import load_agent
from engine.agents.base import Agent
from engine.board import Board
from engine.expectimax import policy_array, win_rates
from engine.habits import HumanDecision
from engine.offpolicy import simulate_games
from engine.people import PeopleModel, fit_people_model
from engine.populations import population
from engine.posterior import posterior_gains, posterior_people
from engine.solver import decision_positions
from engine.symmetry import transform_cells

PEOPLE = ("fork-blind", "careful", "mirror", "novice")


@functools.cache
def shipped_dqn() -> Agent:
    """The shipped dqn, loaded once: the policies below ask it for thousands of boards."""
    return load_agent("dqn", seed=0)


def dqn_policy(cells: str) -> Mapping[int, float]:
    return dict(shipped_dqn().move_distribution(Board(cells)) or {})


def test_win_rates_against_many_people_at_once_are_the_exact_win_rates() -> None:
    """One pass over arrays gives, for every population, what the loop of
    ``policy_values`` gives for it alone: for the shipped network and for a table fitted to
    corner openers (uniform over its near-best moves)."""
    table = tabular_policy(people_values(population("corner-opener").cached()))
    policies = {
        "dqn": dqn_policy,
        "table": lambda cells: {c: 1.0 / len(table[cells]) for c in table[cells]},
    }
    people = np.stack([policy_array(population(name).cached()) for name in PEOPLE])
    for policy in policies.values():
        found = win_rates(policy_array(policy), people)
        expected = [policy_values(policy, population(name).cached()).win_rate for name in PEOPLE]
        assert found == pytest.approx(expected, abs=1e-9)


def novice_model(games: int) -> PeopleModel:
    played = simulate_games(load_agent("dqn", seed=0), population("novice").cached(), games)
    decisions = [
        HumanDecision(d.state, d.cell) for g in played for d in g.decisions if not d.by_bot
    ]
    return fit_people_model(decisions, games=games)


def test_the_draws_average_to_the_model_and_narrow_where_people_were_seen() -> None:
    model = novice_model(60)
    drawn = posterior_people(model, 2_000, np.random.default_rng(0))
    mean = np.array([model.probabilities(b.cells) for b in decision_positions()])
    # numpy's own check: pytest.approx compares the 9 million sums one by one in Python
    np.testing.assert_allclose(drawn.sum(axis=2), 1.0, rtol=1e-6)
    assert np.abs(drawn.mean(axis=0) - mean).max() < 0.02
    row = {b.cells: n for n, b in enumerate(decision_positions())}
    opening = row["." * 9]  # every game the person began saw this board
    unseen = next(
        row[b.cells] for b in decision_positions() if b.ply == 4 and model.observed(b.cells) == 0
    )
    assert model.observed("." * 9) >= 25
    assert drawn[:, opening].std(axis=0).max() < drawn[:, unseen].std(axis=0).max()


def moved(cell: int, k: int) -> int:
    """Where symmetry ``k`` (as ``transform_cells`` turns a board) takes ``cell``."""
    return transform_cells("." * (cell - 1) + "X" + "." * (9 - cell), k).index("X") + 1


def test_symmetric_positions_share_their_draw() -> None:
    """Every orientation of a position gets the same draw, turned with it."""
    model = novice_model(20)
    drawn = posterior_people(model, 5, np.random.default_rng(1))
    row = {b.cells: n for n, b in enumerate(decision_positions())}
    cells = "X....O..."  # no symmetry of its own: each orientation is one of 8 boards
    for k in range(8):
        turned = transform_cells(cells, k)
        for c in range(1, 10):
            assert drawn[:, row[turned], moved(c, k) - 1] == pytest.approx(
                drawn[:, row[cells], c - 1]
            )


def test_a_policy_gains_nothing_over_itself_under_any_draw() -> None:
    model = novice_model(20)
    policy = policy_array(dqn_policy)
    assert not posterior_gains(policy, policy, model, draws=50).any()


def test_a_cap_on_the_strength_draws_as_the_model_with_that_strength_would() -> None:
    """``strength_cap`` widens the draws of a model whose prior is stronger than the cap,
    exactly as that model with the cap's strength would be drawn, and leaves a weaker one
    alone."""
    model = replace(novice_model(20), strength=1024.0, _cache={})
    capped = posterior_people(model, 50, np.random.default_rng(2), strength_cap=32.0)
    at_32 = posterior_people(replace(model, strength=32.0, _cache={}), 50, np.random.default_rng(2))
    assert np.array_equal(capped, at_32)
    weak = replace(model, strength=4.0, _cache={})
    assert np.array_equal(
        posterior_people(weak, 50, np.random.default_rng(2), strength_cap=32.0),
        posterior_people(weak, 50, np.random.default_rng(2)),
    )
    assert (
        capped.std(axis=0).mean()
        > posterior_people(model, 50, np.random.default_rng(2)).std(axis=0).mean()
    )

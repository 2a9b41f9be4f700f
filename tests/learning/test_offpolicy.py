"""Off-policy estimates of a candidate's win rate from logged games."""

from __future__ import annotations

import pytest

from engine.against_people import policy_values
from engine.agents import load_agent
from engine.board import Board
from engine.habits import HumanDecision
from engine.offpolicy import (
    LoggedDecision,
    LoggedGame,
    MoveDistribution,
    compare,
    off_policy_estimate,
    simulate_games,
)
from engine.people import fit_people_model
from engine.populations import population


def dist(agent_name: str) -> MoveDistribution:
    agent = load_agent(agent_name, seed=0)

    def distribution(cells: str) -> dict[int, float]:
        known = agent.move_distribution(Board(cells))
        assert known is not None, f"{agent_name} has no exact move distribution"
        return dict(known)

    return distribution


def people_model(games: list[LoggedGame]) -> MoveDistribution:
    humans = [HumanDecision(d.state, d.cell) for g in games for d in g.decisions if not d.by_bot]
    return fit_people_model(humans, games=len(games)).distribution


def test_on_policy_the_estimate_is_the_observed_win_rate() -> None:
    games = simulate_games(load_agent("minimax", seed=0), population("novice").cached(), 300)
    est = off_policy_estimate(games, dist("minimax"), people_model(games))
    observed = sum(g.bot_won for g in games) / len(games)
    assert est.wis.value == pytest.approx(observed)
    assert est.supported_games == 300 and est.effective_games == pytest.approx(300)


def test_a_different_candidate_is_estimated_within_its_interval() -> None:
    truth = population("novice").cached()
    games = simulate_games(load_agent("minimax", seed=0), truth, 2000, seed=3)
    trap = dist("trap")
    exact = policy_values(trap, truth).win_rate
    est = off_policy_estimate(games, trap, people_model(games))
    assert est.doubly_robust.lower <= exact <= est.doubly_robust.upper
    assert est.wis.lower <= exact <= est.wis.upper


def test_the_paired_comparison_sees_a_better_candidate() -> None:
    truth = population("mirror").cached()
    games = simulate_games(load_agent("minimax", seed=0), truth, 1000, seed=4)
    diff = compare(games, dist("trap"), dist("minimax"), people_model(games))
    assert diff.difference.lower > 0 and diff.model_calibrated and diff.passes()


def test_a_bot_decision_without_its_probability_is_refused() -> None:
    game = LoggedGame("X", (LoggedDecision("." * 9, 5, True, None),), 0.0)
    with pytest.raises(ValueError, match="no logged probability"):
        off_policy_estimate([game], dist("minimax"), dist("random"))

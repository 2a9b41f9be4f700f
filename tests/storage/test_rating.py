"""The rating rules: Elo with a shrinking K, fixed agent ratings, streaks."""

from __future__ import annotations

import pytest

from storage.rating import (
    AGENT_RATINGS,
    INITIAL_RATING,
    Outcome,
    RatingState,
    agent_rating,
    expected_score,
    k_factor,
)


def test_k_is_40_for_the_first_ten_games_then_20_until_thirty_then_10() -> None:
    assert [k_factor(n) for n in (0, 9, 10, 29, 30, 500)] == [40, 40, 20, 20, 10, 10]


def test_equal_ratings_expect_half_a_point_and_400_points_make_ten_to_one() -> None:
    assert expected_score(1200, 1200) == 0.5
    assert expected_score(1600, 1200) == pytest.approx(10 / 11)


def test_a_newcomer_beating_an_equal_gains_20_points() -> None:
    after = RatingState().after(Outcome.WIN, INITIAL_RATING)
    assert after.rating == INITIAL_RATING + 20
    assert (after.games, after.wins, after.streak, after.best_streak) == (1, 1, 1, 1)


def test_a_veteran_moves_less_for_the_same_result() -> None:
    veteran = RatingState(games=40)
    assert veteran.after(Outcome.WIN, INITIAL_RATING).rating == INITIAL_RATING + 5


def test_drawing_a_stronger_agent_gains_points() -> None:
    after = RatingState().after(Outcome.DRAW, AGENT_RATINGS["minimax"])
    assert after.rating > INITIAL_RATING and after.draws == 1


def test_streaks_count_wins_up_losses_down_and_a_draw_ends_them() -> None:
    state = RatingState()
    for outcome, streak in [
        (Outcome.WIN, 1), (Outcome.WIN, 2), (Outcome.LOSS, -1), (Outcome.LOSS, -2),
        (Outcome.DRAW, 0), (Outcome.WIN, 1),
    ]:  # fmt: skip
        state = state.after(outcome, INITIAL_RATING)
        assert state.streak == streak
    assert state.best_streak == 2


def test_agents_have_fixed_ratings_and_learned_ones_are_placed_by_accuracy() -> None:
    assert agent_rating("random") == 800 and agent_rating("minimax") == 1600
    assert agent_rating("trap") == 1600 and agent_rating("fallible") == 1300
    assert agent_rating("dqn", {"optimal_move_accuracy": 1.0}) == 1600
    assert agent_rating("dqn", {"accuracy": 0.58}) == 800
    assert agent_rating("dqn", {"accuracy": 79.0}) == 1200  # a percentage
    assert agent_rating("dqn", {}) == INITIAL_RATING
    assert agent_rating("dqn", None) == INITIAL_RATING

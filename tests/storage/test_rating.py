"""The rating rules: Elo with a shrinking K, fixed agent ratings, streaks."""

from __future__ import annotations

import pytest

from storage.rating import (
    AGENT_RATINGS,
    DEFAULT_PAIR_DAILY_CAP,
    INITIAL_RATING,
    AgentStrength,
    Outcome,
    RatingRules,
    RatingState,
    agent_rating,
    expected_score,
    k_factor,
    rating_change,
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


# -- a rating you cannot farm ----------------------------------------------------------------------


def test_beating_an_opponent_rated_more_than_400_below_gains_nothing() -> None:
    assert rating_change(1201, 50, Outcome.WIN, 800) == 0.0
    assert rating_change(1200, 50, Outcome.WIN, 800) > 0  # exactly 400: still a little
    assert rating_change(1201, 50, Outcome.LOSS, 800) < 0  # losing to them still costs


def test_an_agent_without_games_against_people_is_rated_at_its_prior() -> None:
    assert AgentStrength().measured(1600.0) == 1600.0


def test_an_agent_everyone_beats_sinks_far_below_its_opponents() -> None:
    beaten = AgentStrength()
    for _ in range(1000):
        beaten = beaten.after(Outcome.WIN, 1200.0)
    assert (beaten.games, beaten.losses, beaten.people_rating_sum) == (1000, 1000, 1_200_000)
    assert beaten.measured(800.0) < 700  # more than 400 below its opponents: beating it pays 0
    assert beaten.measured(1600.0) < 800  # a prior that flatters it fades


def test_an_agent_is_rated_where_elo_expects_the_score_it_made() -> None:
    nine_in_ten = AgentStrength(1000, 100, 0, 900, 1000 * 1500)
    gap = 1500 - nine_in_ten.measured(1500.0)
    assert expected_score(1500, 1500 - gap) == pytest.approx(0.9 - 0.4 * 30 / 1030, abs=0.01)


def test_an_agent_nobody_has_beaten_keeps_its_prior_however_many_draw_it() -> None:
    drawn = AgentStrength()
    for _ in range(300):  # perfect play, from accounts rated far lower
        drawn = drawn.after(Outcome.DRAW, 1000.0)
    assert drawn.measured(1600.0) == 1600.0


def test_once_beaten_an_agent_people_draw_is_pulled_towards_their_rating() -> None:
    drawn = AgentStrength().after(Outcome.WIN, 1400.0).after(Outcome.LOSS, 1400.0)
    for _ in range(28):
        drawn = drawn.after(Outcome.DRAW, 1400.0)
    assert drawn.measured(1600.0) == pytest.approx(1500.0, abs=0.01)


def test_losing_to_an_agent_on_purpose_never_rates_it_above_its_prior() -> None:
    thrown = AgentStrength()
    for _ in range(900):  # alts that lose every game to it
        thrown = thrown.after(Outcome.LOSS, 1200.0)
    assert thrown.measured(1300.0) == 1300.0  # beating it pays no more than before
    fair = AgentStrength(100, 50, 0, 50, 100 * 1300)  # people who beat it can still lower it
    assert fair.measured(1600.0) < 1600.0


def test_a_daily_cap_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        RatingRules(pair_daily_cap=0)
    assert RatingRules().pair_daily_cap == DEFAULT_PAIR_DAILY_CAP == 10

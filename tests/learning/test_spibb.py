"""A server's table is a safe policy improvement over the serving play (SPIBB): it departs
from it only on moves the logged games support, never plays a non-optimal move, is at least as
good as the serving play against the people model, and is the same for the same inputs."""

from __future__ import annotations

import functools
from collections.abc import Mapping

import numpy as np
import pytest

from engine.against_people import EXPLORE, NEAR_TIE, explored, people_values, policy_values
from engine.agents.base import Agent
from engine.agents.learned.agents import policy_moves
from engine.board import Board
from engine.expectimax import policy_array
from engine.habits import HumanDecision
from engine.offpolicy import simulate_games
from engine.people import PeopleModel, fit_people_model
from engine.populations import population
from engine.solver import decision_positions, solution_for_cells
from engine.spibb import SUPPORT, spibb_policy

BOARDS = decision_positions()


def lowest_optimal(cells: str) -> Mapping[int, float]:
    """A serving policy that always plays the lowest optimal move."""
    return {min(solution_for_cells(cells).optimal_moves): 1.0}


def with_a_blunder(cells: str) -> Mapping[int, float]:
    """A serving policy that also plays a non-optimal move a tenth of the time, where it can."""
    sol = solution_for_cells(cells)
    wrong = [c for c in sol.move_values if c not in sol.optimal_moves]
    best = min(sol.optimal_moves)
    return {best: 0.9, wrong[0]: 0.1} if wrong else {best: 1.0}


@pytest.fixture(scope="module")
def model() -> PeopleModel:
    games = simulate_games(_Serving(), population("corner-opener").cached(), 60, seed=4)
    decisions = [HumanDecision(d.state, d.cell) for g in games for d in g.decisions if not d.by_bot]
    return fit_people_model(decisions, games=len(games))


class _Serving(Agent):
    """``lowest_optimal`` as an agent, to log games with."""

    name = "serving"

    def move_distribution(self, board: Board) -> Mapping[int, float]:
        return lowest_optimal(board.cells)

    def choose(self, board: Board) -> int:
        return next(iter(self.move_distribution(board)))


def _dist(policy: np.ndarray, n: int) -> dict[int, float]:
    return {c + 1: float(p) for c, p in enumerate(policy[n]) if p > 0}


def test_every_move_it_may_play_is_optimal_even_when_the_serving_play_was_not(
    model: PeopleModel,
) -> None:
    policy = spibb_policy(with_a_blunder, model.distribution, model.observed)
    for n, board in enumerate(BOARDS):
        assert set(_dist(policy, n)) <= set(solution_for_cells(board.cells).optimal_moves)
        assert policy[n].sum() == pytest.approx(1.0)


def test_it_departs_from_the_serving_play_only_on_supported_moves(model: PeopleModel) -> None:
    policy = spibb_policy(lowest_optimal, model.distribution, model.observed)
    departed = 0
    for n, board in enumerate(BOARDS):
        cells, mark = board.cells, board.to_move.value
        base = lowest_optimal(cells)
        for c in solution_for_cells(cells).optimal_moves:
            after = board.play(c)
            if after.is_over or model.observed(after.cells) >= SUPPORT:
                departed += abs(policy[n, c - 1] - base.get(c, 0.0)) > 1e-12
                continue
            # the serving play's probability, plus at most the exploring share of what moved
            kept = base.get(c, 0.0)
            assert kept - 1e-12 <= policy[n, c - 1] <= kept + EXPLORE + 1e-12, (cells, c, mark)
    assert departed > 0  # the logs do support some changes


def test_without_exploring_an_unsupported_move_keeps_the_serving_probability_exactly(
    model: PeopleModel,
) -> None:
    policy = spibb_policy(lowest_optimal, model.distribution, model.observed, explore=0.0)
    for n, board in enumerate(BOARDS):
        base = lowest_optimal(board.cells)
        for c in solution_for_cells(board.cells).optimal_moves:
            after = board.play(c)
            if not after.is_over and model.observed(after.cells) < SUPPORT:
                assert policy[n, c - 1] == base.get(c, 0.0), (board.cells, c)


def test_with_no_logs_it_is_the_serving_play_but_where_a_move_ends_the_game(
    model: PeopleModel,
) -> None:
    """A move that ends the game leaves nothing to the people: it is always supported (the
    serving play's draw becomes the win next to it, where there is one)."""
    policy = spibb_policy(lowest_optimal, model.distribution, lambda cells: 0.0, explore=0.0)
    serving = policy_array(lowest_optimal)
    changed = 0
    for n, board in enumerate(BOARDS):
        ends = any(board.play(c).is_over for c in solution_for_cells(board.cells).optimal_moves)
        if not ends:
            assert np.array_equal(policy[n], serving[n]), board.cells
        changed += not np.array_equal(policy[n], serving[n])
    assert changed > 0


def test_a_stored_table_s_rounding_is_never_mistaken_for_room_to_depart(
    model: PeopleModel,
) -> None:
    """A table is stored in float32, so a row's probabilities may sum to a hair under 1.
    Built over it with no logs, the new table is the stored one: that hair is not moved to
    another move (it was, and a move played one time in a hundred million then counted among
    the moves a table "chooses")."""
    rows = np.zeros((len(BOARDS), 9))
    for n, board in enumerate(BOARDS):
        first, *rest = sorted(solution_for_cells(board.cells).optimal_moves)
        rows[n, first - 1] = 0.95 if rest else 1.0
        if rest:  # and never the others
            rows[n, rest[0] - 1] = 0.05
    stored = rows.astype(np.float32)
    assert (stored.astype(np.float64).sum(axis=1) < 1.0).any()  # the hair is there
    built = spibb_policy(
        functools.partial(policy_moves, stored), model.distribution, lambda cells: 0.0
    )
    for n, board in enumerate(BOARDS):
        if not any(board.play(c).is_over for c in solution_for_cells(board.cells).optimal_moves):
            assert np.array_equal(built[n] > 0, stored[n] > 0), board.cells
            np.testing.assert_allclose(built[n], stored[n], atol=1e-7)


def test_with_support_everywhere_it_is_the_best_reply_to_the_model_that_explores(
    model: PeopleModel,
) -> None:
    policy = spibb_policy(lowest_optimal, model.distribution, model.observed, support=0.0)
    values = people_values(model.distribution)
    for n in (0, 1, 17, 400, 3000):
        cells = BOARDS[n].cells
        best = values.best_moves(cells, NEAR_TIE)
        optimal = solution_for_cells(cells).optimal_moves
        q = {c: values.move_values[cells][c] for c in optimal}
        assert _dist(policy, n) == pytest.approx(explored(best, q, cells, EXPLORE))


def test_it_is_never_worse_than_the_serving_play_against_the_model(model: PeopleModel) -> None:
    policy = spibb_policy(lowest_optimal, model.distribution, model.observed, explore=0.0)
    rows = {b.cells: n for n, b in enumerate(BOARDS)}
    improved = policy_values(lambda cells: _dist(policy, rows[cells]), model.distribution)
    serving = policy_values(lowest_optimal, model.distribution)
    assert improved.win_rate >= serving.win_rate - 1e-12
    assert improved.losses_x == improved.losses_o == 0.0


def test_the_same_logs_give_the_same_policy_bit_for_bit(model: PeopleModel) -> None:
    first = spibb_policy(lowest_optimal, model.distribution, model.observed)
    again = spibb_policy(lowest_optimal, model.distribution, model.observed)
    assert first.tobytes() == again.tobytes()


def _departures_off_game_ends(policy: np.ndarray, baseline: np.ndarray) -> int:
    """Moves that do not end the game whose probability differs from the baseline's."""
    found = 0
    for n, board in enumerate(BOARDS):
        for c in solution_for_cells(board.cells).optimal_moves:
            if not board.play(c).is_over:
                found += abs(policy[n, c - 1] - baseline[n, c - 1]) > 1e-12
    return found


def test_a_handful_of_people_s_decisions_on_a_position_is_not_support() -> None:
    """Six of people's decisions can all miss what people usually do there (people who take
    a corner 40 % of the time take none in six with probability 5 %), and a model fitted on
    them is then sure of a gain that is not there; a table departs only where the logs hold
    :data:`SUPPORT` of them, as it does against the same people once they do."""
    person = population("novice").cached()
    baseline = policy_array(lowest_optimal)
    thin = spibb_policy(lowest_optimal, person, lambda _: 6.0)
    assert _departures_off_game_ends(thin, baseline) == 0
    enough = spibb_policy(lowest_optimal, person, lambda _: SUPPORT)
    assert _departures_off_game_ends(enough, baseline) > 0

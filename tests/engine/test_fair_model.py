"""What the people models predict about a member against the fair level: the arrays are the
models' and the agent's own distributions, the predicted level wins the target share under
the model, weak people are predicted above 1 (missed blocks) and careful ones low, and a
member's own games move their model away from their server's."""

from __future__ import annotations

import random

import numpy as np
import pytest

from engine import Board, load_agent
from engine.agents.fair import MAX_LEVEL, FairAgent
from engine.evaluate import exact_match
from engine.expectimax import policy_array
from engine.fair_model import (
    LEVEL_GRID,
    fair_policy,
    member_model,
    people_array,
    person_decisions,
    predicted_level,
    predicted_shares,
)
from engine.habits import Habits, HumanDecision
from engine.levels import FAIR_STEP, corrected_level
from engine.people import PeopleModel, fit_people_model

CLICKER = PeopleModel(Habits(0.001, 0.001, 0.001, 0.001, (0.0,) * 5), {}, 4.0, 0, 0)
"""Someone who clicks any free cell (no habit of winning or blocking, no preference)."""
CAREFUL = PeopleModel(Habits(), {}, 4.0, 0, 0, skill=1.0)
"""Someone who plays the solver's moves."""


def games_of(person: PeopleModel, level: float, games: int, seed: int) -> list[HumanDecision]:
    """The decisions of ``person`` in ``games`` games against the fair level at ``level``."""
    rng = random.Random(seed)
    fair = FairAgent(level=level, seed=seed)
    out: list[HumanDecision] = []
    for game in range(games):
        board, mine = Board(), "X" if game % 2 == 0 else "O"
        while not board.is_over:
            if board.to_move.value == mine:
                dist = person.distribution(board.cells)
                cell = rng.choices(list(dist), weights=list(dist.values()))[0]
                out.append(HumanDecision(board.cells, cell))
            else:
                cell = fair.choose(board)
            board = board.play(cell)
    return out


def test_a_models_array_is_its_distribution_on_every_position() -> None:
    world = fit_people_model(games_of(CLICKER, 1.0, 20, seed=1))
    server = fit_people_model(games_of(CAREFUL, 0.5, 10, seed=2), parent=world)
    assert server.counts and server.parent is world
    assert np.allclose(people_array(server), policy_array(server.distribution), atol=1e-12)


@pytest.mark.parametrize("level", [0.0, 0.3, 1.0, 1.45, MAX_LEVEL])
def test_the_fair_policy_at_a_level_is_the_agents_distribution(level: float) -> None:
    agent = FairAgent(level=level)
    expected = policy_array(lambda cells: agent.move_distribution(Board(cells)))
    assert np.allclose(fair_policy(level), expected, atol=1e-12)


@pytest.mark.parametrize("level", [1.0, 1.7, MAX_LEVEL])
def test_the_predicted_share_is_the_exact_share_of_a_game_played_out(level: float) -> None:
    # Exact expected wins of a uniformly random player, computed the engine's other way.
    clicker = load_agent("random")
    report = exact_match(clicker, FairAgent(level=level))
    uniform = policy_array(lambda cells: clicker.move_distribution(Board(cells)) or {})
    assert predicted_shares(uniform, np.array([level]))[0] == pytest.approx(
        report.total.wins / 2, abs=1e-9
    )


def test_the_predicted_share_grows_with_the_level_and_the_level_meets_the_target() -> None:
    person = people_array(CLICKER)
    shares = predicted_shares(person)
    assert shares[0] == pytest.approx(0.0, abs=0.01)  # perfect play: a clicker never wins
    assert np.all(np.diff(shares) > 0)
    level = predicted_level(person, 0.4)
    assert predicted_shares(person, np.array([level]))[0] == pytest.approx(0.4, abs=0.01)


def test_a_clicker_is_predicted_weak_and_a_careful_player_low() -> None:
    # Beyond 1 a clicker needs missed blocks: believable mistakes alone leave it about 7 %.
    assert 1.5 < predicted_level(people_array(CLICKER), 0.4) < MAX_LEVEL
    assert predicted_level(people_array(CAREFUL), 0.4) < 0.6
    assert predicted_level(people_array(CAREFUL), 0.25) < predicted_level(
        people_array(CAREFUL), 0.4
    )


def test_targets_beyond_reach_give_the_ends_of_the_levels() -> None:
    assert predicted_level(people_array(CLICKER), 0.99) == MAX_LEVEL
    assert predicted_level(people_array(CAREFUL), 0.0) == 0.0
    assert LEVEL_GRID[0] == 0.0 and LEVEL_GRID[-1] == MAX_LEVEL


def test_a_members_own_games_move_them_away_from_their_servers_people() -> None:
    server = fit_people_model(games_of(CAREFUL, 0.4, 40, seed=3))
    new = member_model([], server)
    assert new is server  # nothing known of the member: their server's people
    clicker = member_model(games_of(CLICKER, 0.4, 5, seed=4), server)
    assert clicker.parent is None  # the server only as the prior of their habits
    on_server = predicted_level(people_array(server), 0.4)
    assert predicted_level(people_array(clicker), 0.4) > on_server + 0.5


def test_a_persons_decisions_are_the_boards_before_their_moves() -> None:
    moves = [5, 1, 9, 3, 2]
    assert person_decisions(moves, "O") == [
        HumanDecision("....X....", 1),
        HumanDecision("O...X...X", 3),
    ]
    assert [d.cell for d in person_decisions(moves, "X")] == [5, 9, 2]


def test_the_model_phase_adds_the_controllers_correction_to_the_prediction() -> None:
    assert corrected_level(1.2, [], 0.4) == 1.2
    assert corrected_level(1.2, [False, False, True], 0.4) == pytest.approx(
        1.2 + FAIR_STEP * (0.4 + 0.4 - 0.6)
    )
    assert corrected_level(1.9, [False] * 10, 0.4) == MAX_LEVEL
    assert corrected_level(0.1, [True] * 3, 0.4) == 0.0

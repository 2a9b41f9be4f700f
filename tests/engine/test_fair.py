"""The fair level: its mistakes are believable, its rate adapts to the member, and the
difficulties map onto agents from the weakest to the strongest."""

from __future__ import annotations

import random

import pytest

from engine import Board, available_agents, load_agent
from engine.agents.fair import (
    DEFAULT_MISTAKE_RATE,
    FairAgent,
    believable_mistakes,
    completing_cells,
    fair_version,
    rate_of_version,
)
from engine.evaluate import exact_match, play_game
from engine.levels import (
    DIFFICULTIES,
    DIFFICULTY_AGENTS,
    FAIR_STEP,
    difficulty_agent,
    mistake_rate_after,
    next_mistake_rate,
)
from engine.solver import decision_positions, solution

POSITIONS = decision_positions()


def _support(agent: FairAgent, board: Board) -> set[int]:
    return {cell for cell, p in agent.move_distribution(board).items() if p > 0}


# -- believable mistakes -------------------------------------------------------------------------


@pytest.mark.parametrize("rate", [0.0, 0.5, 1.0])
def test_never_misses_its_own_win_in_one(rate: float) -> None:
    agent = FairAgent(mistake_rate=rate, seed=1)
    for board in POSITIONS:
        wins = completing_cells(board.cells, board.to_move.value)
        if wins:
            assert _support(agent, board) <= set(wins), board
            assert agent.choose(board) in wins


@pytest.mark.parametrize("rate", [0.0, 0.5, 1.0])
def test_never_ignores_the_members_win_in_one(rate: float) -> None:
    agent = FairAgent(mistake_rate=rate, seed=2)
    for board in POSITIONS:
        own = completing_cells(board.cells, board.to_move.value)
        theirs = completing_cells(board.cells, board.to_move.other.value)
        if theirs and not own:
            assert _support(agent, board) <= set(theirs), board
            assert agent.choose(board) in theirs


def test_a_mistake_loses_value_but_never_hands_over_an_immediate_win() -> None:
    seen = 0
    for board in POSITIONS:
        sol = solution(board)
        for cell in believable_mistakes(board.cells):
            seen += 1
            assert cell not in sol.optimal_moves
            after = board.play(cell)
            assert not completing_cells(after.cells, after.to_move.value), (board, cell)
    assert seen > 1000  # the rule leaves plenty of mistakes to make


def test_walking_into_a_fork_is_its_typical_mistake() -> None:
    # X took the centre: an edge reply loses to a fork (a corner holds the draw).
    assert believable_mistakes("....X....") == (2, 4, 6, 8)
    # X must block O's open two: no choice is left, so no mistake is possible.
    assert believable_mistakes("OO..X...X") == ()


def test_at_rate_zero_it_is_perfect_and_never_loses() -> None:
    agent = FairAgent(mistake_rate=0.0)
    for board in POSITIONS[::5]:
        assert _support(agent, board) <= set(solution(board).optimal_moves)
    report = exact_match(agent, load_agent("minimax"))
    assert report.as_x.losses == pytest.approx(0.0, abs=1e-12)
    assert report.as_o.losses == pytest.approx(0.0, abs=1e-12)


def test_a_higher_rate_lets_a_strong_member_win_more() -> None:
    member = load_agent("minimax")
    wins = [exact_match(member, FairAgent(mistake_rate=r)).total.wins for r in (0.0, 0.3, 1.0)]
    assert wins[0] == pytest.approx(0.0, abs=1e-12)
    assert wins[0] < wins[1] < wins[2]


def test_its_distribution_is_a_distribution_and_choose_follows_it() -> None:
    agent = FairAgent(mistake_rate=0.3, seed=5)
    for board in POSITIONS[::11]:
        dist = agent.move_distribution(board)
        assert sum(dist.values()) == pytest.approx(1.0)
        assert agent.choose(board) in _support(agent, board)


def test_a_game_keeps_its_rate_in_its_version() -> None:
    assert fair_version(0.25) == "p=0.250"
    assert rate_of_version("p=0.250") == 0.25
    assert rate_of_version("p=1.000") == 1.0
    for other in (None, "builtin", "p=1.5", "p=-0.1", "v3", "p=0.2x"):
        assert rate_of_version(other) is None
    agent = load_agent("fair", seed=3)
    assert isinstance(agent, FairAgent) and agent.mistake_rate == DEFAULT_MISTAKE_RATE
    assert agent.at_version("p=0.900").mistake_rate == 0.9
    assert agent.at_version("builtin") is agent


# -- the rate adapts to the member ---------------------------------------------------------------


def test_a_loss_or_a_draw_raises_the_rate_and_a_win_lowers_it_within_bounds() -> None:
    assert next_mistake_rate(0.4, False, 0.4) == pytest.approx(0.4 + FAIR_STEP * 0.4)
    assert next_mistake_rate(0.4, True, 0.4) == pytest.approx(0.4 - FAIR_STEP * 0.6)
    assert next_mistake_rate(1.0, False, 0.4) == 1.0
    assert next_mistake_rate(0.0, True, 0.4) == 0.0
    assert mistake_rate_after([False, False, True], 0.4, start=0.5) == pytest.approx(
        0.5 + FAIR_STEP * (0.4 + 0.4 - 0.6)
    )


def _adaptive_run(member_name: str, target: float, games: int, seed: int) -> list[bool]:
    """``games`` games of a member against the fair level, its rate updated after each."""
    rng = random.Random(seed)
    member = load_agent(member_name, seed=seed)
    rate, results = DEFAULT_MISTAKE_RATE, []
    for _ in range(games):
        fair = FairAgent(mistake_rate=rate, seed=rng.randrange(2**32))
        member_x = rng.random() < 0.5
        final = play_game(member, fair) if member_x else play_game(fair, member)
        won = final.winner is not None and (final.winner.value == "X") == member_x
        results.append(won)
        rate = next_mistake_rate(rate, won, target)
    return results


@pytest.mark.parametrize(("member", "target"), [("minimax", 0.40), ("minimax", 0.25)])
def test_a_member_wins_about_the_target_share_after_a_short_warm_up(
    member: str, target: float
) -> None:
    results = _adaptive_run(member, target, games=130, seed=11)
    share = sum(results[30:]) / 100
    assert abs(share - target) <= 0.07


def test_the_wins_follow_the_target_as_long_as_the_rate_is_not_clipped() -> None:
    """Every update is ``step × (target − won)``: the wins of a run are the target's share of
    its games minus the rate's change over step (the integral-controller bound)."""
    target, start = 0.4, 0.5
    results = [i % 3 == 0 for i in range(60)]  # a member winning one game in three
    end = mistake_rate_after(results, target, start=start)
    assert 0.0 < end < 1.0
    assert sum(results) == pytest.approx(target * len(results) - (end - start) / FAIR_STEP)


# -- difficulties --------------------------------------------------------------------------------


def test_every_difficulty_names_a_registered_agent() -> None:
    registered = {spec.name for spec in available_agents()}
    assert DIFFICULTIES == ("easy", "medium", "hard", "unbeatable", "fair")
    assert set(DIFFICULTY_AGENTS.values()) <= registered
    assert difficulty_agent(" Hard ") == "fallible"
    assert difficulty_agent("impossible") is None


def test_the_difficulties_are_ordered_by_how_often_a_strong_member_wins() -> None:
    member = load_agent("minimax")
    wins = [
        exact_match(member, load_agent(DIFFICULTY_AGENTS[d])).total.wins
        for d in ("easy", "medium", "hard", "unbeatable")
    ]
    assert wins[0] > wins[1] > wins[2] > wins[3]
    assert wins[3] == pytest.approx(0.0, abs=1e-12)  # unbeatable: never loses

"""The fair level: its mistakes are believable, it misses threats only for weak members, its
level adapts to the member, and the difficulties map onto agents from the weakest to the
strongest."""

from __future__ import annotations

import random

import pytest

from engine import Board, available_agents, load_agent
from engine.agents.fair import (
    DEFAULT_LEVEL,
    MAX_LEVEL,
    FairAgent,
    believable_mistakes,
    completing_cells,
    fair_version,
    level_of_version,
    missed_blocks,
)
from engine.evaluate import exact_match, play_game
from engine.levels import (
    DIFFICULTIES,
    DIFFICULTY_AGENTS,
    FAIR_STEP,
    difficulty_agent,
    level_after,
    next_level,
)
from engine.solver import decision_positions, solution

POSITIONS = decision_positions()


def _support(agent: FairAgent, board: Board) -> set[int]:
    return {cell for cell, p in agent.move_distribution(board).items() if p > 0}


# -- believable mistakes -------------------------------------------------------------------------


@pytest.mark.parametrize("level", [0.0, 0.5, 1.0, 1.5, MAX_LEVEL])
def test_never_declines_its_own_win_in_one_at_any_level(level: float) -> None:
    agent = FairAgent(level=level, seed=1)
    for board in POSITIONS:
        wins = completing_cells(board.cells, board.to_move.value)
        if wins:
            assert _support(agent, board) <= set(wins), board
            assert agent.choose(board) in wins


@pytest.mark.parametrize("level", [0.0, 0.5, 1.0])
def test_a_member_who_is_not_weak_never_sees_a_threat_missed(level: float) -> None:
    agent = FairAgent(level=level, seed=2)
    for board in POSITIONS:
        own = completing_cells(board.cells, board.to_move.value)
        theirs = completing_cells(board.cells, board.to_move.other.value)
        if theirs and not own:
            assert _support(agent, board) <= set(theirs), board
            assert agent.choose(board) in theirs


@pytest.mark.parametrize("level", [1.25, 1.5, MAX_LEVEL])
def test_a_weak_member_sees_threats_missed_at_the_rate_beyond_one(level: float) -> None:
    agent = FairAgent(level=level, seed=3)
    checked = 0
    for board in POSITIONS:
        own = completing_cells(board.cells, board.to_move.value)
        theirs = completing_cells(board.cells, board.to_move.other.value)
        misses = missed_blocks(board.cells)
        if theirs and not own and misses:
            dist = agent.move_distribution(board)
            assert sum(dist.get(cell, 0.0) for cell in theirs) == pytest.approx(2.0 - level)
            assert sum(dist.get(cell, 0.0) for cell in misses) == pytest.approx(level - 1.0)
            checked += 1
    assert checked > 500


def test_a_missed_block_sets_up_no_line_of_its_own_when_it_can_avoid_it() -> None:
    # O threatens 1-5-9 (X must play 9); X to move has no two. Of the moves that leave 9
    # open, 7 would give X a two on the bottom row (then a win in one it must take): X plays
    # 3, 4 or 6, building nothing, as a person who overlooks lines does.
    assert missed_blocks("OX..O..X.") == (3, 4, 6)
    # Nothing threatened, or a win of its own at hand: nothing to miss.
    assert missed_blocks("....X....") == ()
    assert missed_blocks("XX.OO....") == ()


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
    agent = FairAgent(level=0.0)
    for board in POSITIONS[::5]:
        assert _support(agent, board) <= set(solution(board).optimal_moves)
    report = exact_match(agent, load_agent("minimax"))
    assert report.as_x.losses == pytest.approx(0.0, abs=1e-12)
    assert report.as_o.losses == pytest.approx(0.0, abs=1e-12)


@pytest.mark.parametrize("member_name", ["minimax", "random"])
def test_a_higher_level_lets_a_member_win_more(member_name: str) -> None:
    member = load_agent(member_name)
    levels = (0.0, 0.3, 1.0, 1.5, MAX_LEVEL)
    wins = [exact_match(member, FairAgent(level=level)).total.wins for level in levels]
    assert wins[0] == pytest.approx(0.0, abs=1e-12)
    assert wins == sorted(wins) and len(set(wins)) == len(wins)


def test_a_random_clicker_can_win_the_default_target_only_with_missed_blocks() -> None:
    """Believable mistakes alone leave a random clicker about 7 % of its games; missed blocks
    take it past the 40 % default target."""
    member = load_agent("random")
    assert exact_match(member, FairAgent(level=1.0)).total.wins / 2 < 0.1
    assert exact_match(member, FairAgent(level=MAX_LEVEL)).total.wins / 2 > 0.5


def test_its_distribution_is_a_distribution_and_choose_follows_it() -> None:
    agent = FairAgent(level=0.3, seed=5)
    weak = FairAgent(level=1.6, seed=6)
    for board in POSITIONS[::11]:
        for one in (agent, weak):
            dist = one.move_distribution(board)
            assert sum(dist.values()) == pytest.approx(1.0)
            assert one.choose(board) in _support(one, board)


def test_a_game_keeps_its_level_in_its_version() -> None:
    assert fair_version(0.25) == "p=0.250"
    assert fair_version(1.25) == "p=1.000 b=0.250"
    assert level_of_version("p=0.250") == 0.25
    assert level_of_version("p=1.000") == 1.0
    assert level_of_version("p=1.000 b=0.250") == 1.25
    assert level_of_version(fair_version(MAX_LEVEL)) == MAX_LEVEL
    for other in (None, "builtin", "p=1.5", "p=-0.1", "v3", "p=0.2x", "p=0.500 b=0.200", "b=0.2"):
        assert level_of_version(other) is None
    agent = load_agent("fair", seed=3)
    assert isinstance(agent, FairAgent) and agent.level == DEFAULT_LEVEL
    assert agent.at_version("p=0.900").mistake_rate == 0.9
    weak = agent.at_version("p=1.000 b=0.300")
    assert (weak.mistake_rate, weak.miss_rate) == (1.0, pytest.approx(0.3))
    assert agent.at_version("builtin") is agent
    with pytest.raises(ValueError, match="between 0 and 2"):
        FairAgent(level=2.5)


# -- the level adapts to the member --------------------------------------------------------------


def test_a_loss_or_a_draw_raises_the_level_and_a_win_lowers_it_within_bounds() -> None:
    assert next_level(0.4, False, 0.4) == pytest.approx(0.4 + FAIR_STEP * 0.4)
    assert next_level(0.4, True, 0.4) == pytest.approx(0.4 - FAIR_STEP * 0.6)
    # A member still losing at every believable mistake goes on to missed blocks.
    assert next_level(1.0, False, 0.4) == pytest.approx(1.0 + FAIR_STEP * 0.4)
    assert next_level(MAX_LEVEL, False, 0.4) == MAX_LEVEL
    assert next_level(0.0, True, 0.4) == 0.0
    assert level_after([False, False, True], 0.4, start=0.5) == pytest.approx(
        0.5 + FAIR_STEP * (0.4 + 0.4 - 0.6)
    )


def _adaptive_run(member_name: str, target: float, games: int, seed: int) -> list[bool]:
    """``games`` games of a member against the fair level, its level updated after each."""
    rng = random.Random(seed)
    member = load_agent(member_name, seed=seed)
    level, results = DEFAULT_LEVEL, []
    for _ in range(games):
        fair = FairAgent(level=level, seed=rng.randrange(2**32))
        member_x = rng.random() < 0.5
        final = play_game(member, fair) if member_x else play_game(fair, member)
        won = final.winner is not None and (final.winner.value == "X") == member_x
        results.append(won)
        level = next_level(level, won, target)
    return results


@pytest.mark.parametrize(
    ("member", "target"), [("minimax", 0.40), ("minimax", 0.25), ("random", 0.40)]
)
def test_a_member_wins_about_the_target_share_after_a_short_warm_up(
    member: str, target: float
) -> None:
    results = _adaptive_run(member, target, games=130, seed=11)
    share = sum(results[30:]) / 100
    assert abs(share - target) <= 0.07


def test_the_wins_follow_the_target_as_long_as_the_level_is_not_clipped() -> None:
    """Every update is ``step × (target − won)``: the wins of a run are the target's share of
    its games minus the level's change over step (the integral-controller bound)."""
    target, start = 0.4, 0.5
    results = [i % 3 == 0 for i in range(60)]  # a member winning one game in three
    end = level_after(results, target, start=start)
    assert 0.0 < end < MAX_LEVEL
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

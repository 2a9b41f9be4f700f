"""Facts about the solved game."""

import pytest

from engine import (
    Board,
    GameOverError,
    decision_positions,
    optimal_moves,
    reachable_positions,
    solve,
    solver,
)
from engine.solver import move_values


def test_there_are_5478_reachable_positions_and_4520_with_a_choice() -> None:
    assert len(reachable_positions()) == 5478
    assert len(set(reachable_positions())) == 5478
    assert len(decision_positions()) == 4520
    assert all(not b.is_over for b in decision_positions())


def test_the_empty_board_is_a_draw_and_every_first_move_keeps_it() -> None:
    assert solve(Board()) == 0
    assert optimal_moves(Board()) == tuple(range(1, 10))


def test_only_corners_draw_against_a_center_opening() -> None:
    assert optimal_moves(Board().play(5)) == (1, 3, 7, 9)
    assert solve(Board().play(5).play(2)) == 1  # X to move wins after O's edge reply


def test_finished_positions_are_lost_for_the_side_to_move_or_drawn() -> None:
    assert solve(Board.from_string("XXXOO....")) == -1
    assert solve(Board.from_string("XOXXOOOXX")) == 0
    with pytest.raises(GameOverError):
        optimal_moves(Board.from_string("XXXOO...."))


def test_values_are_consistent_with_one_step_lookahead() -> None:
    for board in decision_positions():
        values = move_values(board)
        for cell, value in values.items():
            child = board.play(cell)
            assert value == -solve(child)
        assert solve(board) == max(values.values())
        assert set(optimal_moves(board)) == {c for c, v in values.items() if v == solve(board)}


def test_an_immediate_win_is_always_optimal() -> None:
    board = Board.from_string("XX.OO....")
    assert 3 in optimal_moves(board)
    assert solve(board) == 1


def test_the_table_solved_in_steps_is_the_one_search_from_the_root_would_give() -> None:
    # engine.solver.warm_up solves the subtree of each first move, then the root: the same
    # positions, the same solutions, in the same order (reachable_positions() keeps it).
    from_the_root: dict[str, solver.Solution] = {}
    solver._negamax(from_the_root, "." * 9, "X", "O")
    while solver.warm_up():
        pass
    assert list(solver._table().items()) == list(from_the_root.items())
    assert not solver.warm_up()  # nothing left to do

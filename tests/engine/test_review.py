"""Game review: the solver names the moves that changed the game's value."""

from __future__ import annotations

import pytest

from engine import CellOccupiedError, GameOverError, Mark
from engine.review import ReviewLine, join_cells, review_moves


def test_perfect_play_changes_nothing() -> None:
    assert review_moves([]) == ()
    assert review_moves([5, 1, 9, 3, 2, 8, 7, 4, 6]) == ()  # a drawn game between best moves


def test_an_edge_reply_to_the_center_throws_the_draw_away() -> None:
    [line] = review_moves([5, 2])
    assert line == ReviewLine(
        ply=2,
        mark=Mark.O,
        cell=2,
        before=0,
        after=-1,
        best=(1, 3, 7, 9),
        text="move 2, O on cell 2, turned a draw into a loss; 1, 3, 7 or 9 kept the draw",
    )


def test_a_missed_win_and_a_later_blunder_are_both_named() -> None:
    lines = review_moves([5, 2, 3, 7, 1, 9, 4])
    assert [(line.ply, line.mark, line.before, line.after) for line in lines] == [
        (2, Mark.O, 0, -1),  # the edge reply loses
        (5, Mark.X, 1, 0),  # X lets the win go
        (7, Mark.X, 0, -1),  # and then loses the draw
    ]
    assert lines[1].text == "move 5, X on cell 1, turned a win into a draw; 6 or 9 kept the win"
    assert lines[2].text == "move 7, X on cell 4, turned a draw into a loss; 8 kept the draw"


def test_every_named_move_lost_value_and_its_alternatives_keep_it() -> None:
    for line in review_moves([2, 1, 7, 3, 5, 9, 8]):
        assert line.after < line.before and line.cell not in line.best


def test_an_illegal_move_list_is_refused() -> None:
    with pytest.raises(CellOccupiedError):
        review_moves([5, 5])
    with pytest.raises(GameOverError):
        review_moves([1, 4, 2, 5, 3, 9])  # X won on move 5


def test_cells_are_listed_like_a_sentence() -> None:
    assert [join_cells(c) for c in [(5,), (1, 9), (1, 3, 7, 9)]] == ["5", "1 or 9", "1, 3, 7 or 9"]

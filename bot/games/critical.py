"""The critical position of a finished game: where its review's picture looks.

The position before the move that changed the game's value most, with the solver's value of
every cell the side to move could have played there; a game without such a move shows its
final position. Pure (the exact solver is a table lookup once built), so the review use case
can add it to every review for the price of a few dictionary reads.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.answers import CriticalPosition
from engine.board import Board
from engine.review import ReviewLine
from engine.solver import solution


def critical_position(moves: Sequence[int], lines: Sequence[ReviewLine]) -> CriticalPosition:
    """Where the review of the game ``moves`` (legal, as its ``lines`` were computed from)
    looks: before the line that lost most, else the end of the game."""
    worst = most_costly(lines)
    if worst is None:
        return position_after(moves)
    before = position_after(moves[: worst.ply - 1])
    return CriticalPosition(
        cells=before.cells,
        to_move=before.to_move,
        values=before.values,
        best=before.best,
        played=worst.cell,
        ply=worst.ply,
    )


def most_costly(lines: Sequence[ReviewLine]) -> ReviewLine | None:
    """The line whose move lost the most value (a win thrown to a loss beats a win thrown to
    a draw); the earliest of equals, since later mistakes only happen in its wake."""
    worst: ReviewLine | None = None
    for line in lines:
        if worst is None or line.before - line.after > worst.before - worst.after:
            worst = line
    return worst


def position_after(moves: Sequence[int]) -> CriticalPosition:
    """The position after ``moves``, with the solver's values when a move is left to play."""
    board = Board()
    for cell in moves:
        board = board.play(cell)
    if board.is_over:
        return CriticalPosition(cells=board.cells, to_move=board.to_move)
    found = solution(board)
    return CriticalPosition(
        cells=board.cells,
        to_move=board.to_move,
        values=found.move_values,
        best=found.optimal_moves,
    )

"""Game review: which moves changed the game's value, and what would have kept it.

Pure: the exact solver judges every move of a move list. A move "changes the value" when the
position was worth more to its mover before it than after it (a win thrown into a draw, a draw
into a loss); perfect play never does.

>>> [line.text for line in review_moves([5, 2])]
['move 2, O on cell 2, turned a draw into a loss; 1, 3, 7 or 9 kept the draw']
>>> [line.text for line in review_moves([2, 1, 7, 3])]
['move 4, O on cell 3, turned a draw into a loss; 5 or 8 kept the draw']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from engine.board import Board, Mark
from engine.errors import GameOverError
from engine.solver import solution

VALUE_WORDS: Final = {1: "a win", 0: "a draw", -1: "a loss"}
"""How a value reads in a sentence, from the mover's view."""


@dataclass(frozen=True, slots=True)
class ReviewLine:
    """One move that changed the game's value.

    ``ply`` is the move's number as the text says it (1 for the first move); ``before`` and
    ``after`` are the position's value for the mover (+1 win, 0 draw, -1 loss under best play)
    before and after the move; ``best`` the cells that would have kept ``before``.
    """

    ply: int
    mark: Mark
    cell: int
    before: int
    after: int
    best: tuple[int, ...]
    text: str


def review_moves(moves: Sequence[int]) -> tuple[ReviewLine, ...]:
    """The value-changing moves of the game ``moves`` (cells in playing order), in order.

    Raises the engine's :class:`~engine.IllegalMoveError` subclasses when ``moves`` is not a
    legal game.
    """
    board = Board()
    lines = []
    for number, cell in enumerate(moves, start=1):
        if board.is_over:
            raise GameOverError(f"move {number} (cell {cell}) comes after the end of the game")
        found = solution(board)
        after_board = board.play(cell)  # raises a clear error for an illegal move
        after = found.move_values[cell]
        if after != found.value:
            lines.append(
                ReviewLine(
                    ply=number,
                    mark=board.to_move,
                    cell=cell,
                    before=found.value,
                    after=after,
                    best=found.optimal_moves,
                    text=describe(
                        number, board.to_move, cell, found.value, after, found.optimal_moves
                    ),
                )
            )
        board = after_board
    return tuple(lines)


def value_left(moves: Sequence[int], leaver: Mark) -> int | None:
    """What the side ``leaver`` still had when it left the game ``moves`` before its end (a
    resignation, a timeout): +1 a won position, 0 one still drawn, under best play from there;
    ``None`` when that position was lost for it anyway, or over on the board.

    >>> value_left([5, 2], Mark.O)  # O resigned after its losing move 2: lost anyway
    >>> value_left([5], Mark.O)  # O resigned at once: the draw was still there
    0
    """
    board = Board()
    for cell in moves:
        board = board.play(cell)
    if board.is_over:
        return None
    value = solution(board).value
    if board.to_move is not leaver:
        value = -value
    return value if value >= 0 else None


def describe(
    number: int, mark: Mark, cell: int, before: int, after: int, best: Sequence[int]
) -> str:
    """``"move 3, X on cell 7, turned a draw into a loss; 1 or 9 kept the draw"``."""
    kept = VALUE_WORDS[before].split()[-1]
    return (
        f"move {number}, {mark} on cell {cell}, turned {VALUE_WORDS[before]} into "
        f"{VALUE_WORDS[after]}; {join_cells(best)} kept the {kept}"
    )


def join_cells(cells: Sequence[int]) -> str:
    """``"5"``, ``"1 or 9"``, ``"1, 3, 7 or 9"``."""
    names = [str(c) for c in cells]
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} or {names[-1]}"

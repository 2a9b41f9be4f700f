"""The exact solver: the game-theoretic value of every reachable position.

The whole game tree is small (5,478 reachable positions, 4,520 with a move to choose), so it is
solved once, by a memoised negamax over the text form of the board, and every query afterwards
is a dictionary lookup. Not at import: a process that never asks, or asks only after it is
ready to serve, does not pay for it before. Solving takes a few hundredths of a second, which
the first query pays unless :func:`warm_up` did it first, a tenth at a time (the subtree of
each first move, then the root: the same positions in the same order), so that a server can
solve it between interactions instead of during one.

Thread-safe: the bot asks from its event loop (the warm-up, the solver-backed agents) and from
worker threads (a learned agent thinks in one) at once, right after a start too. One lock
guards the table while it is being solved: one caller solves what is left, the others wait for
it, and :func:`warm_up` never waits (it leaves the step to whoever holds the lock).

Values are from the point of view of the side to move: ``+1`` it can force a win, ``0`` best play
draws, ``-1`` it loses against best play. A finished position has value ``-1`` when the previous
mover won (the side to move has lost) and ``0`` for a draw.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Final

from engine.board import EMPTY, LINES, Board
from engine.errors import GameOverError, InvalidBoardError

_LINE_INDICES: Final = tuple((a - 1, b - 1, c - 1) for a, b, c in LINES)


@dataclass(frozen=True, slots=True)
class Solution:
    """What the solver knows about one position."""

    value: int
    """+1 / 0 / -1 for the side to move under best play."""
    move_values: Mapping[int, int]
    """For each legal cell, the value *for the side that moves now* after playing it."""
    optimal_moves: tuple[int, ...]
    """The legal cells that keep :attr:`value` (ascending); empty when the game is over."""


def _has_line(cells: str) -> bool:
    for a, b, c in _LINE_INDICES:
        ch = cells[a]
        if ch != EMPTY and ch == cells[b] == cells[c]:
            return True
    return False


def _negamax(table: dict[str, Solution], cells: str, mover: str, other: str) -> int:
    known = table.get(cells)
    if known is not None:
        return known.value
    if _has_line(cells):  # the previous mover just won
        table[cells] = Solution(-1, MappingProxyType({}), ())
        return -1
    moves = [i for i, ch in enumerate(cells) if ch == EMPTY]
    if not moves:
        table[cells] = Solution(0, MappingProxyType({}), ())
        return 0
    values = {
        i + 1: -_negamax(table, cells[:i] + mover + cells[i + 1 :], other, mover) for i in moves
    }
    best = max(values.values())
    optimal = tuple(cell for cell, v in values.items() if v == best)
    table[cells] = Solution(best, MappingProxyType(values), optimal)
    return best


def _solve_in_steps(table: dict[str, Solution]) -> Iterator[None]:
    """Fill ``table`` in ten steps: the subtree of each first move (cells 1 to 9, each solved
    as the root's search would reach it), then the root. The same positions, added in the same
    order, as one search from the root."""
    for i in range(9):
        _negamax(table, EMPTY * i + "X" + EMPTY * (8 - i), "O", "X")
        yield
    _negamax(table, EMPTY * 9, "X", "O")


_partial: dict[str, Solution] = {}
"""The table as far as :func:`warm_up` got (complete once :data:`_solved` is set)."""
_steps: Iterator[None] = _solve_in_steps(_partial)
"""The steps still to run; advanced only under :data:`_lock` (a generator run by two threads at
once raises ``ValueError: generator already executing``)."""
_solved: dict[str, Solution] | None = None
"""The whole table, once solved: read without the lock from then on."""
_lock = threading.Lock()


def warm_up() -> bool:
    """Solve one more tenth of the table; whether there is more to do. Call it between other
    work (the first query solves whatever is left). Never waits: while another thread is
    solving, it does nothing and says there is more to do."""
    global _solved
    if _solved is not None:
        return False
    if not _lock.acquire(blocking=False):
        return True
    try:
        if _solved is not None:
            return False
        if next(_steps, StopIteration) is not StopIteration:
            return True
        _solved = _partial
        return False
    finally:
        _lock.release()


def solved() -> bool:
    """Whether the table is complete (no query will solve anything)."""
    return _solved is not None


def _table() -> dict[str, Solution]:
    """Every reachable position's solution, solved (what :func:`warm_up` left) on the first
    call and kept."""
    table = _solved
    return table if table is not None else _finish()


def _finish() -> dict[str, Solution]:
    """Solve what is left of the table, once: a caller that finds another solving waits for
    it, then reads the complete table."""
    global _solved
    with _lock:
        if _solved is None:
            for _ in _steps:
                pass
            _solved = _partial
        return _solved


def __getattr__(name: str) -> int:
    """``REACHABLE_COUNT`` (5,478: every position a legal game can reach, the empty board and
    finished ones included) and ``DECISION_COUNT`` (4,520: the reachable positions where the
    side to move has a move to choose), counted from the table when first asked for."""
    if name == "REACHABLE_COUNT":
        return len(_table())
    if name == "DECISION_COUNT":
        return sum(1 for sol in _table().values() if sol.optimal_moves)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def solution(board: Board) -> Solution:
    """The full :class:`Solution` of ``board``."""
    try:
        return _table()[board.cells]
    except KeyError:  # Board validation makes this unreachable; kept as a clear guard.
        raise InvalidBoardError(f"{board.cells!r} is not a reachable position") from None


def solve(board: Board) -> int:
    """The value of ``board`` for the side to move: +1 win, 0 draw, -1 loss under best play."""
    return solution(board).value


def optimal_moves(board: Board) -> tuple[int, ...]:
    """The cells that keep the position's value. Raises GameOverError on a finished board."""
    moves = solution(board).optimal_moves
    if not moves:
        raise GameOverError("the game is over; there is no move to choose")
    return moves


def move_values(board: Board) -> Mapping[int, int]:
    """For each legal cell, the value for the side to move after playing it (read-only)."""
    return solution(board).move_values


def solution_for_cells(cells: str) -> Solution:
    """The solution keyed by the nine-character text, for hot paths that avoid a Board."""
    return _table()[cells]


@cache
def reachable_positions() -> tuple[Board, ...]:
    """All 5,478 reachable positions, in a fixed order (the order the solver finished them)."""
    return tuple(Board(cells) for cells in _table())


@cache
def decision_positions() -> tuple[Board, ...]:
    """The 4,520 reachable positions with a move to choose, in a fixed order."""
    return tuple(board for board in reachable_positions() if _table()[board.cells].optimal_moves)

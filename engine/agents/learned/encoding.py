"""How learned agents see a board: the one encoding shared by training and serving.

Boards become int8 arrays of nine cells (index 0 = cell 1). *Absolute* arrays code X as ``1``
and O as ``-1``; *relative* arrays code the side to move (or, for an afterstate, the side that
just moved) as ``1`` and its opponent as ``-1``, which lets one network or table play both
colours. Networks read a relative board as 27 one-hot features: nine "mine", nine "theirs", nine
"empty".
"""

from __future__ import annotations

from typing import Final

import numpy as np
import numpy.typing as npt

from engine.board import LINES, Board

STATES: Final = 3**9
"""Rows of a 3^9 table: every base-3 code of nine cells (most are unreachable)."""

POW3: Final = 3 ** np.arange(9, dtype=np.int64)
"""Digit weights of the base-3 code, cell 1 least significant (as :attr:`Board.key`)."""

LINE_INDICES: Final = np.array([[a - 1, b - 1, c - 1] for a, b, c in LINES], dtype=np.intp)
"""(8, 3): the winning lines as 0-based indices."""

_BYTE_VALUE = np.zeros(256, dtype=np.int8)
_BYTE_VALUE[ord("X")] = 1
_BYTE_VALUE[ord("O")] = -1


def absolute_array(board: Board) -> npt.NDArray[np.int8]:
    """``board`` as nine int8 cells: X = 1, O = -1, empty = 0."""
    return _BYTE_VALUE[np.frombuffer(board.cells.encode("ascii"), dtype=np.uint8)]


def relative_array(board: Board) -> npt.NDArray[np.int8]:
    """``board`` seen by the side to move: its marks 1, the opponent's -1."""
    cells = absolute_array(board)
    return cells if board.ply % 2 == 0 else -cells


def keys(boards: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
    """Base-3 codes of a batch (N, 9) of boards coded 1 / -1 / 0 (1 -> digit 1, -1 -> 2).

    For absolute arrays this is exactly :attr:`Board.key`.
    """
    b = np.asarray(boards)
    return np.where(b < 0, 2, b).astype(np.int64) @ POW3


def onehot27(boards: npt.NDArray[np.integer]) -> npt.NDArray[np.float32]:
    """(N, 27) float32 features of (N, 9) relative boards: mine, theirs, empty."""
    b = np.asarray(boards)
    return np.concatenate([b == 1, b == -1, b == 0], axis=-1).astype(np.float32)


def has_line(boards: npt.NDArray[np.integer]) -> npt.NDArray[np.bool_]:
    """Whether the side coded ``1`` has three in a row, for each board of a batch (N, 9)."""
    return (np.asarray(boards)[:, LINE_INDICES].sum(axis=2) == 3).any(axis=1)

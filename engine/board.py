"""The tic-tac-toe board: one immutable value type and the rules of the game.

Cells are numbered like a phone keypad read from the top-left::

    1 | 2 | 3
    --+---+--
    4 | 5 | 6
    --+---+--
    7 | 8 | 9

A :class:`Board` is a value: playing a move returns a new board and never changes the old one.
Its text form is nine characters of ``X``, ``O`` and ``.`` in reading order (cell 1 first), so
``Board.from_string(str(board)) == board`` always holds.
"""

from __future__ import annotations

import functools
from enum import StrEnum
from typing import Final

from engine.errors import (
    CellOccupiedError,
    CellOutOfRangeError,
    GameOverError,
    InvalidBoardError,
    quote_input,
    with_params,
)

CELLS: Final = tuple(range(1, 10))
"""The cell numbers, 1 to 9, in reading order."""

LINES: Final[tuple[tuple[int, int, int], ...]] = (
    (1, 2, 3), (4, 5, 6), (7, 8, 9),  # rows
    (1, 4, 7), (2, 5, 8), (3, 6, 9),  # columns
    (1, 5, 9), (3, 5, 7),  # diagonals
)  # fmt: skip
"""The eight winning lines, as cell numbers."""

EMPTY: Final = "."


class Mark(StrEnum):
    """A player's mark; also names the side (X always moves first)."""

    X = "X"
    O = "O"  # noqa: E741 - the letter is the mark

    @property
    def other(self) -> Mark:
        """The opposing side."""
        return Mark.O if self is Mark.X else Mark.X


def _winners(cells: str) -> set[str]:
    return {
        cells[a - 1]
        for a, b, c in LINES
        if cells[a - 1] != EMPTY and cells[a - 1] == cells[b - 1] == cells[c - 1]
    }


class Board:
    """An immutable tic-tac-toe position.

    Construct the empty board with ``Board()`` and a given position with
    :meth:`from_string`. Every board that exists is reachable in a legal game: impossible
    positions (O ahead of X, two winners, a move after the game ended) raise
    :class:`~engine.errors.InvalidBoardError`.

    >>> board = Board().play(5).play(1)
    >>> str(board)
    'O...X....'
    >>> board.to_move
    <Mark.X: 'X'>
    """

    __slots__ = ("_cells", "_key", "_winner")

    _cells: str
    _winner: Mark | None
    _key: int

    def __init__(self, cells: str = EMPTY * 9) -> None:
        self._init(cells, validate=True)

    def _init(self, cells: str, *, validate: bool) -> None:
        if validate:
            _validated_winner(cells)
        winner, key = _facts(cells)
        object.__setattr__(self, "_cells", cells)
        object.__setattr__(self, "_winner", winner)
        object.__setattr__(self, "_key", key)

    @classmethod
    def from_string(cls, text: str) -> Board:
        """Parse nine characters of ``X``, ``O`` and ``.`` (row-major, cell 1 first).

        Lower case and a ``-``, ``_`` or space for an empty cell are accepted; ``/``, ``|`` and
        newlines between rows are ignored, so ``"x.o/.../..."`` parses too.
        """
        cleaned = "".join(ch for ch in text.strip() if ch not in "/|\n\r\t")
        cleaned = cleaned.upper().replace("-", EMPTY).replace("_", EMPTY).replace(" ", EMPTY)
        return cls(cleaned)

    @classmethod
    def from_key(cls, key: int) -> Board:
        """The board whose base-3 code (see :attr:`key`) is ``key``."""
        if not 0 <= key < 3**9:
            raise InvalidBoardError(f"board key {key} is outside 0..{3**9 - 1}")
        chars = []
        for _ in range(9):
            key, digit = divmod(key, 3)
            chars.append(".XO"[digit])
        return cls("".join(chars))

    # -- reading the position ----------------------------------------------------------------

    @property
    def cells(self) -> str:
        """The nine-character text form (same as ``str(board)``)."""
        return self._cells

    @property
    def key(self) -> int:
        """Base-3 code of the position, cell 1 least significant, ``X`` = 1, ``O`` = 2."""
        return self._key

    def __getitem__(self, cell: int) -> Mark | None:
        """The mark on ``cell`` (1–9), or ``None`` when it is empty."""
        _check_cell_range(cell)
        ch = self._cells[cell - 1]
        return None if ch == EMPTY else Mark(ch)

    @property
    def ply(self) -> int:
        """How many moves have been played."""
        return 9 - self._cells.count(EMPTY)

    @property
    def to_move(self) -> Mark:
        """The side whose turn it is (meaningful only while the game is not over)."""
        return Mark.X if self.ply % 2 == 0 else Mark.O

    @property
    def winner(self) -> Mark | None:
        """The side that completed a line, if any."""
        return self._winner

    @property
    def is_over(self) -> bool:
        """True once a side has won or the board is full."""
        return self._winner is not None or EMPTY not in self._cells

    @property
    def is_draw(self) -> bool:
        """True when the board is full and nobody won."""
        return self._winner is None and EMPTY not in self._cells

    def empty_cells(self) -> tuple[int, ...]:
        """The empty cells in ascending order (regardless of whether the game is over)."""
        return tuple(i + 1 for i, ch in enumerate(self._cells) if ch == EMPTY)

    def legal_moves(self) -> tuple[int, ...]:
        """The cells the side to move may play, ascending; empty once the game is over."""
        if self._winner is not None:
            return ()
        return self.empty_cells()

    # -- making moves --------------------------------------------------------------------------

    def play(self, cell: int) -> Board:
        """Return the board after the side to move plays ``cell``.

        Raises :class:`~engine.errors.CellOutOfRangeError`, :class:`~engine.errors.GameOverError`
        or :class:`~engine.errors.CellOccupiedError` for an illegal move.
        """
        _check_cell_range(cell)
        if self.is_over:
            raise GameOverError(f"the game is over; cell {cell} cannot be played")
        if self._cells[cell - 1] != EMPTY:
            taken_by = self._cells[cell - 1]
            raise with_params(
                CellOccupiedError(f"cell {cell} is already taken by {taken_by}"),
                cell=cell,
                mark=taken_by,
            )
        cells = self._cells[: cell - 1] + self.to_move.value + self._cells[cell:]
        # A legal move from a valid board yields a valid board, so skip re-validation.
        board = Board.__new__(Board)
        board._init(cells, validate=False)
        return board

    # -- value semantics -----------------------------------------------------------------------

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Board is immutable; play() returns a new board")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and other._cells == self._cells

    def __hash__(self) -> int:
        return hash(self._cells)

    def __str__(self) -> str:
        return self._cells

    def __repr__(self) -> str:
        rows = "/".join(self._cells[i : i + 3] for i in (0, 3, 6))
        return f"<Board {rows} {self.status_text()}>"

    def status_text(self) -> str:
        """A short description: ``'X to move'``, ``'X won'`` or ``'draw'``."""
        if self._winner is not None:
            return f"{self._winner} won"
        if self.is_draw:
            return "draw"
        return f"{self.to_move} to move"

    def pretty(self, *, numbered: bool = True) -> str:
        """A three-line text grid; empty cells show their number when ``numbered``."""
        chars = [
            (str(i + 1) if numbered else " ") if ch == EMPTY else ch
            for i, ch in enumerate(self._cells)
        ]
        rows = [" " + " | ".join(chars[r : r + 3]) for r in (0, 3, 6)]
        return "\n---+---+---\n".join(rows)


def _check_cell_range(cell: int) -> None:
    if isinstance(cell, bool) or not isinstance(cell, int) or not 1 <= cell <= 9:
        raise with_params(
            CellOutOfRangeError(f"cell must be a whole number from 1 to 9, not {cell!r}"),
            value=quote_input(repr(cell)),
        )


@functools.cache
def _facts(cells: str) -> tuple[Mark | None, int]:
    """The winner and the key of a valid board. Cached: there are at most 3^9 boards, and every
    click builds several (a stored game read back, each move played)."""
    key = 0
    for ch in reversed(cells):
        # Base-3 code, cell 1 least significant (X=1, O=2): the seed-004 3^9 state index.
        key = key * 3 + (1 if ch == "X" else 2 if ch == "O" else 0)
    return _fast_winner(cells), key


def _fast_winner(cells: str) -> Mark | None:
    for a, b, c in LINES:
        ch = cells[a - 1]
        if ch != EMPTY and ch == cells[b - 1] == cells[c - 1]:
            return Mark(ch)
    return None


def _validated_winner(cells: str) -> Mark | None:
    """The winner of ``cells``; :class:`InvalidBoardError` for anything but a possible position."""
    if not isinstance(cells, str) or len(cells) != 9 or set(cells) - {"X", "O", EMPTY}:
        raise InvalidBoardError(
            f"a board is 9 characters of 'X', 'O' and '.', cell 1 first; got {cells!r}"
        )
    return _possible_winner(cells)


@functools.cache
def _possible_winner(cells: str) -> Mark | None:
    """The winner of nine marks, checked to be a position some game reaches. Cached (a refusal
    is not): at most 3^9 texts get here."""
    xs, os = cells.count("X"), cells.count("O")
    if not 0 <= xs - os <= 1:
        raise InvalidBoardError(
            f"X moves first, so X has as many marks as O or one more; got X={xs}, O={os}"
        )
    winners = _winners(cells)
    if len(winners) > 1:
        raise InvalidBoardError("both X and O have three in a row")
    if not winners:
        return None
    winner = Mark(winners.pop())
    # The winner made the last move: X wins only with one mark more, O only with equal counts.
    if (winner is Mark.X) != (xs == os + 1):
        raise InvalidBoardError(f"{winner} has three in a row but a move was played after it")
    # Two lines of one mark always share a cell here (disjoint lines need six marks), so a
    # double win is a single last move completing both: legal.
    return winner

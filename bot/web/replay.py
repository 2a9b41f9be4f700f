"""A game's replay for the website: the board after each move, every empty cell with its value.

Pure (the engine's solver only): step ``n`` is the position after the first ``n`` moves; each
empty cell carries what playing it is worth to the side to move under best play (+1 win,
0 draw, -1 loss), the colours of the review's picture, and whether it keeps the position's
value (the best moves).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from engine import Board
from engine.solver import move_values, solve

VALUE_CLASSES: Final = {1: "win", 0: "draw", -1: "loss"}
"""The CSS class of a value (the review picture's green, grey and red)."""


@dataclass(frozen=True, slots=True)
class ReplayCell:
    """One cell of one step: its mark, or (empty, game not over) its value for the mover."""

    number: int
    mark: str | None
    value: int | None
    best: bool
    played: bool

    @property
    def value_class(self) -> str:
        return "" if self.value is None else VALUE_CLASSES[self.value]


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """The board after ``ply`` moves; ``to_move`` is ``None`` once the game is over on it."""

    ply: int
    cells: tuple[ReplayCell, ...]
    to_move: str | None
    value: int | None
    """The position's value for ``to_move`` under best play."""

    def as_json(self) -> dict[str, object]:
        return {
            "ply": self.ply,
            "to_move": self.to_move,
            "value": self.value,
            "cells": [
                {"cell": c.number, "mark": c.mark, "value": c.value, "best": c.best}
                for c in self.cells
            ],
        }


def replay_steps(moves: Sequence[int]) -> tuple[ReplayStep, ...]:
    """Every step of the game ``moves`` (cells 1-9 in playing order), the empty board first."""
    board = Board()
    steps = [_step(board, 0, None)]
    for ply, cell in enumerate(moves, start=1):
        board = board.play(cell)
        steps.append(_step(board, ply, cell))
    return tuple(steps)


def _step(board: Board, ply: int, played: int | None) -> ReplayStep:
    over = board.is_over
    values = {} if over else dict(move_values(board))
    best_value = max(values.values()) if values else None
    cells = tuple(
        ReplayCell(
            number=cell,
            mark=board.cells[cell - 1] if board.cells[cell - 1] != "." else None,
            value=values.get(cell),
            best=best_value is not None and values.get(cell) == best_value,
            played=cell == played,
        )
        for cell in range(1, 10)
    )
    to_move = None if over else str(board.to_move)
    return ReplayStep(ply, cells, to_move, None if over else solve(board))

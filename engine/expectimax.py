"""Exact win rates of bot policies against many people models at once (numpy, no torch).

:func:`engine.against_people.policy_values` values a policy against one move distribution in
a Python loop. Asking how sure a gain is (:mod:`engine.posterior`) needs the same figure under
a hundred plausible distributions of the people; this module computes them together, one level
of the game tree at a time, on arrays:

* :func:`layout` — every decision position (the 4,520 of
  :func:`~engine.solver.decision_positions`, in that order) with, for each of its nine cells,
  the position the move leads to, or how the game ends there;
* :func:`policy_array` — a bot policy as a ``(4520, 9)`` array of move probabilities;
* :func:`win_rates` — its exact win rate (mean of X and O) against each of ``K`` people move
  distributions given as a ``(K, 4520, 9)`` array.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from engine.board import EMPTY
from engine.solver import decision_positions, solution_for_cells

Array = npt.NDArray[np.float64]


@dataclass(frozen=True)
class Layout:
    """The game tree of the decision positions as arrays (rows in ``decision_positions()``
    order)."""

    child: npt.NDArray[np.intp]
    """(N, 9) the row of the position a move leads to; -1 where it is illegal or ends the
    game."""
    ends: Array
    """(N, 9) how a move that ends the game ends, for the side that makes it: 1 won, 0 drawn;
    NaN where the game goes on or the move is illegal."""
    legal: npt.NDArray[np.bool_]
    optimal: npt.NDArray[np.bool_]
    """(N, 9) the solver's optimal moves (the only ones the bot plays)."""
    levels: tuple[npt.NDArray[np.intp], ...]
    """Rows by number of marks, most marks first (a move leads one level up)."""
    start: int
    """The row of the empty board."""


def _mover(cells: str) -> str:
    return "X" if cells.count("X") == cells.count("O") else "O"


@cache
def layout() -> Layout:
    """The decision positions' tree (built once, in a few hundredths of a second)."""
    boards = decision_positions()
    row = {b.cells: n for n, b in enumerate(boards)}
    n = len(boards)
    child = np.full((n, 9), -1, dtype=np.intp)
    ends = np.full((n, 9), np.nan)
    legal = np.zeros((n, 9), dtype=bool)
    optimal = np.zeros((n, 9), dtype=bool)
    marks = np.zeros(n, dtype=np.intp)
    for i, board in enumerate(boards):
        cells = board.cells
        sol = solution_for_cells(cells)
        mark = _mover(cells)
        marks[i] = 9 - cells.count(EMPTY)
        for c in sol.move_values:
            legal[i, c - 1] = True
            after = cells[: c - 1] + mark + cells[c:]
            nxt = row.get(after)
            if nxt is None:  # the game is over: the mover won, or the board is full
                ends[i, c - 1] = 1.0 if solution_for_cells(after).value == -1 else 0.0
            else:
                child[i, c - 1] = nxt
        for c in sol.optimal_moves:
            optimal[i, c - 1] = True
    levels = tuple(np.flatnonzero(marks == m) for m in range(8, -1, -1))
    for array in (child, ends, legal, optimal):
        array.setflags(write=False)
    return Layout(child, ends, legal, optimal, levels, row[EMPTY * 9])


def policy_array(policy: Callable[[str], Mapping[int, float]]) -> Array:
    """``(N, 9)`` a bot policy's move probabilities on every decision position."""
    out = np.zeros((layout().child.shape[0], 9))
    for n, board in enumerate(decision_positions()):
        for cell, p in policy(board.cells).items():
            out[n, cell - 1] = p
    return out


def win_rates(bot: Array, people: Array) -> Array:
    """``(K,)`` the exact win rate (mean of playing X and O) of the bot policy ``bot``
    (``(N, 9)``, :func:`policy_array`) against each of ``K`` people move distributions
    ``people`` (``(K, N, 9)``, rows in ``decision_positions()`` order), computed for all of
    them together, one level of the tree at a time (as
    :func:`engine.against_people.policy_values` does for one, in a loop)."""
    tree = layout()
    k, n = people.shape[0], tree.child.shape[0]
    bot_turn = np.zeros((k, n))  # the bot's chance to win from the row, bot to move
    person_turn = np.zeros((k, n))  # the same, the person to move
    for rows in tree.levels:
        child = tree.child[rows]
        goes_on = child >= 0
        safe_child = np.where(goes_on, child, 0)
        won = np.where(tree.ends[rows] == 1.0, 1.0, 0.0)  # a move that ends the game and wins
        after_bot = np.where(goes_on[None], person_turn[:, safe_child], won[None])
        bot_turn[:, rows] = (bot[rows][None] * after_bot).sum(axis=2)
        after_person = np.where(goes_on[None], bot_turn[:, safe_child], 0.0)
        person_turn[:, rows] = (people[:, rows] * after_person).sum(axis=2)
    start = tree.start
    return (bot_turn[:, start] + person_turn[:, start]) / 2


__all__ = ["Layout", "layout", "policy_array", "win_rates"]

"""What a people model predicts about a member against the fair level (numpy, no torch).

The fair level (:mod:`engine.agents.fair`) plays at a **level** in [0, 2]; a member's chance
of winning grows with it. A people model (:mod:`engine.people`) says how the member chooses
moves, so the member's win share at every level follows exactly (expectimax of the model
against the fair agent's move distribution, :func:`engine.expectimax.win_rates`), and so does
the level at which the model wins the server's target share: :func:`predicted_level`.

* :func:`people_array` — a people model's move distribution on every decision position at
  once (``(4520, 9)``, the rows of :func:`~engine.solver.decision_positions`): the same
  numbers as ``policy_array(model.distribution)``, on arrays, in milliseconds rather than a
  quarter of a second per model, so that a game's start can afford it;
* :func:`fair_policy` — the fair agent's move distribution at a level, on the same rows: its
  distribution is linear in the mistake rate and in the miss rate, so three arrays (levels 0,
  1 and 2, built once) give every level;
* :func:`predicted_shares` / :func:`predicted_level` — the member's win share (mean of moving
  first and second) at each level of :data:`LEVEL_GRID`, and the level whose predicted share
  is the target (interpolated between grid points);
* :func:`member_model` — the model of one member: their own habits, skill and slips, fitted
  with their server's people model as the prior (member ← server ← everyone), so that a few
  games move it. The people model's own blend leans on the parent's *distribution* until a
  member has about 50 games (:data:`engine.people.PARENT_GAMES`), which suits a table that
  must not overfit a member; here it would predict every member's level as their server's
  for their first 30 games, the very games this model is for, while the fair level's
  controller (:mod:`engine.levels`) corrects what a quick model gets wrong. So the member's
  model keeps the server's model as the prior of its habits only, and a member with no
  games yet is predicted as their server's people.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Final

import numpy as np
import numpy.typing as npt

from engine.agents.fair import MAX_LEVEL, FairAgent, split_level
from engine.board import EMPTY, Board
from engine.decisions import canonical, mistake_uniform, optimal_uniform
from engine.expectimax import policy_array, win_rates
from engine.habits import FEATURES, Habits, HumanDecision, position
from engine.people import PeopleModel, fit_people_model
from engine.solver import decision_positions
from engine.symmetry import transform_cell

Array = npt.NDArray[np.float64]

LEVEL_GRID: Final = np.linspace(0.0, MAX_LEVEL, 21)
"""The levels at which a member's win share is predicted (every 0.1)."""


@dataclass(frozen=True)
class _Positions:
    """The facts the habits read about every decision position, as arrays (rows in
    ``decision_positions()`` order, columns the nine cells)."""

    legal: npt.NDArray[np.bool_]
    features: Array
    """(N, 9, F) the habits' features of each legal cell (0 elsewhere)."""
    wins: Array
    """(N, 9) ``1/|wins|`` on each cell that wins at once for the mover."""
    blocks: Array
    """(N, 9) ``1/|blocks|`` on each cell that blocks the opponent's win (not a win)."""
    wins_diagonal: npt.NDArray[np.bool_]
    blocks_diagonal: npt.NDArray[np.bool_]
    optimal: Array
    """(N, 9) uniform over the solver's optimal moves."""
    mistakes: Array
    """(N, 9) uniform over the other moves (:func:`engine.decisions.mistake_uniform`)."""
    images: dict[str, tuple[tuple[int, npt.NDArray[np.intp]], ...]]
    """Per canonical position, its rows and, for each, the index of each of the row's cells
    in the canonical orientation (so a model's pooled counts reach every row they count for)."""


_BUILDING: Final = threading.RLock()
"""Held while the position arrays or the fair agent's arrays are built: a second thread asking
meanwhile waits for them rather than spending the same second building them again."""


def _positions() -> _Positions:
    with _BUILDING:
        return _built_positions()


@cache
def _built_positions() -> _Positions:
    boards = decision_positions()
    n = len(boards)
    legal = np.zeros((n, 9), dtype=bool)
    features = np.zeros((n, 9, len(FEATURES)))
    wins, blocks = np.zeros((n, 9)), np.zeros((n, 9))
    wins_diagonal, blocks_diagonal = np.zeros(n, dtype=bool), np.zeros(n, dtype=bool)
    for row, board in enumerate(boards):
        pos = position(board.cells)
        cells = [c - 1 for c in pos.moves]
        legal[row, cells] = True
        features[row, cells] = pos.features
        if pos.wins:
            wins[row, [c - 1 for c in pos.wins]] = 1.0 / len(pos.wins)
        if pos.blocks:
            blocks[row, [c - 1 for c in pos.blocks]] = 1.0 / len(pos.blocks)
        wins_diagonal[row], blocks_diagonal[row] = pos.wins_diagonal_only, pos.blocks_diagonal_only
    optimal = np.array([optimal_uniform(b.cells) for b in boards])
    mistakes = np.array([mistake_uniform(b.cells) for b in boards])
    images: dict[str, list[tuple[int, npt.NDArray[np.intp]]]] = {}
    for row, board in enumerate(boards):
        canon, k = canonical(board.cells)
        where = np.array([transform_cell(c, k) - 1 for c in range(1, 10)], dtype=np.intp)
        images.setdefault(canon, []).append((row, where))
    found = {canon: tuple(rows) for canon, rows in images.items()}
    return _Positions(
        legal, features, wins, blocks, wins_diagonal, blocks_diagonal, optimal, mistakes, found
    )


def habits_array(habits: Habits) -> Array:
    """``(N, 9)`` the habits' move distribution on every decision position (as
    :meth:`Habits.distribution` gives one)."""
    pos = _positions()
    has_win, has_block = pos.wins.sum(axis=1) > 0, pos.blocks.sum(axis=1) > 0
    p_win = np.where(pos.wins_diagonal, habits.win_diag, habits.win_line) * has_win
    p_block = np.where(pos.blocks_diagonal, habits.block_diag, habits.block_line) * has_block
    logits = np.where(pos.legal, pos.features @ np.asarray(habits.weights), -np.inf)
    soft = np.exp(logits - logits.max(axis=1, keepdims=True))
    soft /= soft.sum(axis=1, keepdims=True)
    rest = (1.0 - p_win) * (1.0 - p_block)
    return (
        p_win[:, None] * pos.wins
        + ((1.0 - p_win) * p_block)[:, None] * pos.blocks
        + rest[:, None] * soft
    )


def people_array(model: PeopleModel) -> Array:
    """``(N, 9)`` ``model``'s move distribution on every decision position: its habits mixed
    with optimal play and slips, with its parent's distribution, and with its own counts (as
    :meth:`PeopleModel.probabilities`)."""
    pos = _positions()
    base = habits_array(model.habits)
    if model.skill > 0 or model.slips > 0:
        base = (
            (1.0 - model.skill - model.slips) * base
            + model.skill * pos.optimal
            + model.slips * pos.mistakes
        )
    if model.parent is not None:
        share = model.parent_share
        base = share * people_array(model.parent) + (1.0 - share) * base
    out = base.copy() if model.counts else base
    for canon, counts in model.counts.items():
        for row, cells in pos.images.get(canon, ()):
            mine = counts[cells]
            out[row] = (mine + model.strength * base[row]) / (mine.sum() + model.strength)
    return out


def _fair_levels() -> tuple[Array, Array, Array]:
    """The fair agent's distribution at level 0, and what the mistakes (level 0 → 1) and the
    missed blocks (1 → 2) change (built once: three passes over the positions)."""
    with _BUILDING:
        return _built_fair_levels()


def warm_up() -> None:
    """Build what every prediction reads (about a second of work, once per process), so that
    no member's game waits for it: the bot calls this in a worker thread a minute after
    connecting."""
    _positions()
    _fair_levels()


@cache
def _built_fair_levels() -> tuple[Array, Array, Array]:
    at = [policy_array(_fair_moves(level)) for level in (0.0, 1.0, 2.0)]
    return at[0], at[1] - at[0], at[2] - at[1]


def _fair_moves(level: float) -> Callable[[str], Mapping[int, float]]:
    agent = FairAgent(level=level)
    return lambda cells: agent.move_distribution(Board(cells))


def fair_policy(level: float) -> Array:
    """``(N, 9)`` the fair agent's move distribution at ``level``."""
    mistakes, misses = split_level(level)
    zero, more_mistakes, more_misses = _fair_levels()
    return zero + mistakes * more_mistakes + misses * more_misses


def predicted_shares(person: Array, levels: Array = LEVEL_GRID) -> Array:
    """The win share of a member who plays ``person`` (``(N, 9)``) against the fair level at
    each of ``levels``, moving first in half the games."""
    return win_rates(person, np.stack([fair_policy(float(level)) for level in levels]))


def predicted_level(person: Array, target: float) -> float:
    """The level at which a member who plays ``person`` is predicted to win ``target`` of
    their games: the first crossing on :data:`LEVEL_GRID`, interpolated; 0 for a member who
    wins more even at 0, :data:`MAX_LEVEL` for one who wins less even there."""
    shares = predicted_shares(person)
    above = np.flatnonzero(shares >= target)
    if not len(above):
        return MAX_LEVEL
    i = int(above[0])
    if i == 0:
        return 0.0
    low, high = shares[i - 1], shares[i]
    t = (target - low) / (high - low)
    return float(LEVEL_GRID[i - 1] + t * (LEVEL_GRID[i] - LEVEL_GRID[i - 1]))


def member_model(decisions: Sequence[HumanDecision], prior: PeopleModel) -> PeopleModel:
    """The people model of a member who made ``decisions``, their server's model ``prior``
    behind their habits (see the module); ``prior`` itself for a member with none."""
    if not decisions:
        return prior
    return replace(fit_people_model(decisions, parent=prior), parent=None, _cache={})


def person_decisions(moves: Sequence[int], mark: str) -> list[HumanDecision]:
    """The decisions of the side playing ``mark`` (``"X"``/``"O"``) in a game of ``moves``:
    the board before each of its moves, and the cell."""
    out, cells = [], EMPTY * 9
    for ply, cell in enumerate(moves):
        mover = "X" if ply % 2 == 0 else "O"
        if mover == mark:
            out.append(HumanDecision(cells, cell))
        cells = cells[: cell - 1] + mover + cells[cell:]
    return out


__all__ = [
    "LEVEL_GRID",
    "fair_policy",
    "habits_array",
    "member_model",
    "people_array",
    "person_decisions",
    "predicted_level",
    "predicted_shares",
    "warm_up",
]

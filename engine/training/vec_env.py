"""Vectorised tic-tac-toe for training: thousands of games advanced at once in numpy.

Everything here is numpy only. Boards are int8 arrays of shape (N, 9), index 0 = cell 1.
:class:`VecGames` keeps them *relative to the side to move* (its marks ``1``, the opponent's
``-1``), which is what a negamax learner wants: after every move the board is negated so the
next mover again sees itself as ``1``.

The module also holds the exact answers the learners are scored against (:func:`targets`): the
4,520 decision positions with their legal and optimal moves, and the optimal-move mask of every
3^9 code, so a fallible minimax opponent can be played in batches too.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from engine.agents.learned.encoding import STATES, absolute_array, has_line, keys
from engine.solver import decision_positions, solution_for_cells

Rng = np.random.Generator


@dataclass(frozen=True)
class Targets:
    """What a perfect player knows, as arrays."""

    absolute: npt.NDArray[np.int8]
    """(4520, 9) decision positions, X = 1, O = -1."""
    relative: npt.NDArray[np.int8]
    """(4520, 9) the same positions seen by the side to move."""
    x_to_move: npt.NDArray[np.bool_]
    """(4520,) whether X moves in each position."""
    legal: npt.NDArray[np.bool_]
    """(4520, 9) legal moves."""
    optimal: npt.NDArray[np.bool_]
    """(4520, 9) the solver's optimal moves."""
    optimal_by_key: npt.NDArray[np.bool_]
    """(3^9, 9) optimal moves by absolute base-3 code (all False for non-decision codes)."""


@cache
def targets() -> Targets:
    """The exact targets, built once from :mod:`engine.solver`."""
    boards = decision_positions()
    absolute = np.stack([absolute_array(b) for b in boards])
    x_to_move = np.array([b.ply % 2 == 0 for b in boards])
    relative = np.where(x_to_move[:, None], absolute, -absolute).astype(np.int8)
    optimal = np.zeros((len(boards), 9), dtype=bool)
    for n, board in enumerate(boards):
        optimal[n, [c - 1 for c in solution_for_cells(board.cells).optimal_moves]] = True
    by_key = np.zeros((STATES, 9), dtype=bool)
    by_key[keys(absolute)] = optimal
    for array in (absolute, relative, x_to_move, optimal, by_key):
        array.setflags(write=False)
    legal = absolute == 0
    legal.setflags(write=False)
    return Targets(absolute, relative, x_to_move, legal, optimal, by_key)


def accuracy(scores: npt.NDArray[np.floating], *, tie_tolerance: float = 0.0) -> float:
    """Optimal-move accuracy of greedy play on (4520, 9) ``scores`` of :func:`targets` order.

    Illegal cells are ignored. A position counts as correct only when *every* legal move
    within ``tie_tolerance`` of the best score is optimal, so an agent breaking ties at random
    scores this accuracy whatever its random stream.
    """
    t = targets()
    masked = np.where(t.legal, scores, -np.inf)
    best = masked.max(axis=1, keepdims=True)
    chosen = masked >= best - tie_tolerance
    return float((~(chosen & ~t.optimal)).all(axis=1).mean())


def masked_argmax(
    scores: npt.NDArray[np.floating], legal: npt.NDArray[np.bool_], rng: Rng
) -> npt.NDArray[np.intp]:
    """Greedy move per row among the legal ones; exact ties are broken at random."""
    noise = rng.random(scores.shape) * 1e-7
    return np.where(legal, scores + noise, -np.inf).argmax(axis=1)


def random_moves(legal: npt.NDArray[np.bool_], rng: Rng) -> npt.NDArray[np.intp]:
    """A uniformly random legal move per row (every row needs one legal move)."""
    return np.where(legal, rng.random(legal.shape), -1.0).argmax(axis=1)


def epsilon_greedy(
    scores: npt.NDArray[np.floating], legal: npt.NDArray[np.bool_], epsilon: float, rng: Rng
) -> npt.NDArray[np.intp]:
    """With probability ``epsilon`` a random legal move, else the greedy one (per row)."""
    greedy = masked_argmax(scores, legal, rng)
    explore = rng.random(len(legal)) < epsilon
    return np.where(explore, random_moves(legal, rng), greedy)


def fallible_moves(
    absolute: npt.NDArray[np.int8], mistake_rate: float, rng: Rng
) -> npt.NDArray[np.intp]:
    """Seed-001 fallible minimax on a batch of (absolute) boards.

    With probability ``mistake_rate`` a random non-optimal legal move (when one exists),
    otherwise a random optimal move.
    """
    legal = absolute == 0
    optimal = targets().optimal_by_key[keys(absolute)]
    blunders = legal & ~optimal
    blunder = (rng.random(len(absolute)) < mistake_rate) & blunders.any(axis=1)
    return np.where(blunder, random_moves(blunders, rng), random_moves(optimal, rng))


def schedule(start: float, end: float, fraction: float) -> float:
    """Linear interpolation from ``start`` to ``end`` as ``fraction`` goes 0 -> 1 (clamped)."""
    return start + (end - start) * min(max(fraction, 0.0), 1.0)


@dataclass
class StepResult:
    """What one batched move did, seen by the side that made it."""

    reward: npt.NDArray[np.float32]
    """1 where the move won, else 0 (a move never loses; draws score 0)."""
    done: npt.NDArray[np.bool_]
    """Where the game ended with this move."""
    next_relative: npt.NDArray[np.int8]
    """The boards after the move, seen by the *next* mover (before any reset)."""


class VecGames:
    """``n`` games played in lockstep, each board relative to its side to move.

    ``step(moves)`` plays one move in every game; finished games restart from the empty board
    at once (``auto_reset``), so the batch never shrinks.
    """

    def __init__(self, n: int, *, auto_reset: bool = True) -> None:
        self.n = n
        self.auto_reset = auto_reset
        self.boards = np.zeros((n, 9), dtype=np.int8)
        self.ply = np.zeros(n, dtype=np.int8)
        self.games_finished = 0

    @property
    def legal(self) -> npt.NDArray[np.bool_]:
        """(n, 9) legal moves of the side to move."""
        return self.boards == 0

    @property
    def x_to_move(self) -> npt.NDArray[np.bool_]:
        """(n,) whether X is the side to move."""
        return self.ply % 2 == 0

    @property
    def absolute(self) -> npt.NDArray[np.int8]:
        """The boards with X = 1, O = -1."""
        return np.where(self.x_to_move[:, None], self.boards, -self.boards).astype(np.int8)

    def step(self, moves: npt.NDArray[np.intp]) -> StepResult:
        """Play ``moves`` (0-based cell indices, legal) in every game."""
        rows = np.arange(self.n)
        if not (self.boards[rows, moves] == 0).all():
            raise ValueError("an illegal move was played")
        self.boards[rows, moves] = 1
        won = has_line(self.boards)
        self.ply += 1
        done = won | (self.ply == 9)
        self.boards = -self.boards  # the other side is to move now
        result = StepResult(won.astype(np.float32), done, self.boards.copy())
        if self.auto_reset and done.any():
            self.boards[done] = 0
            self.ply[done] = 0
        self.games_finished += int(done.sum())
        return result

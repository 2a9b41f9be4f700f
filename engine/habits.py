"""How a person plays one move, as a small parametric player: the first layer of the people
model (:mod:`engine.people`). Numpy, no torch.

With probability ``win`` it takes an immediate win when it has one (separately for wins along
a row or column and wins only along a diagonal, which people miss more often); otherwise, with
probability ``block``, it blocks the opponent's immediate threat (again row or column vs
diagonal); otherwise it picks among the remaining moves by a softmax over a few move features
(centre, corner, makes a threat, makes a fork, stops the opponent's fork). :func:`fit_habits`
fits every parameter from logged decisions, shrunk toward a parent's (or a generic human's) so
that a handful of games gives a sensible guess.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Final

import numpy as np
import numpy.typing as npt

from engine.board import EMPTY, LINES
from engine.solver import solution_for_cells

FEATURES: Final = ("centre", "corner", "threat", "fork", "stops_fork")
"""What the habits' softmax sees about each remaining move."""
_CORNERS: Final = frozenset({1, 3, 7, 9})
_DIAGONALS: Final = frozenset({(1, 5, 9), (3, 5, 7)})
GENERIC_RATES: Final = {"win_line": 0.9, "win_diag": 0.75, "block_line": 0.8, "block_diag": 0.6}
"""A generic person, before any data: takes most wins and blocks, misses diagonals more."""
RATE_PRIOR_WEIGHT: Final = 4.0
"""Pseudo-observations behind each rate's prior (the parent's rate or the generic one)."""
WEIGHT_PRIOR_PRECISION: Final = 2.0
"""L2 pull of the softmax weights toward the parent's (or zero)."""


@dataclass(frozen=True, slots=True)
class HumanDecision:
    """One logged decision of a person: the board before it (engine text) and the cell (1–9)."""

    state: str
    cell: int


# -- what a position offers ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Position:
    """The facts about one decision position that the habits read."""

    moves: tuple[int, ...]
    wins: tuple[int, ...]
    """Cells that complete a line of the mover."""
    wins_diagonal_only: bool
    """Every winning cell wins only along a diagonal."""
    blocks: tuple[int, ...]
    """Cells (not wins) where the opponent would complete a line next move."""
    blocks_diagonal_only: bool
    features: npt.NDArray[np.float64]
    """(len(moves), len(FEATURES)) features of each move, in the order of :attr:`moves`."""


def _completing(cells: str, mark: str) -> dict[int, bool]:
    """Cells that complete a line of ``mark`` -> whether only diagonals complete there."""
    found: dict[int, bool] = {}
    for line in LINES:
        marks = [cells[c - 1] for c in line]
        if marks.count(mark) == 2 and marks.count(EMPTY) == 1:
            cell = line[marks.index(EMPTY)]
            diagonal = line in _DIAGONALS
            found[cell] = found.get(cell, True) and diagonal
    return found


def _threats_after(cells: str, cell: int, mark: str) -> int:
    after = cells[: cell - 1] + mark + cells[cell:]
    return len(_completing(after, mark))


@cache
def position(cells: str) -> Position:
    """What :class:`Habits` needs to know about ``cells`` (cached: 4,520 positions at most)."""
    moves = tuple(sorted(solution_for_cells(cells).move_values))
    mover = "X" if cells.count("X") == cells.count("O") else "O"
    other = "O" if mover == "X" else "X"
    wins = _completing(cells, mover)
    blocks = {c: d for c, d in _completing(cells, other).items() if c not in wins}
    opponent_forks = {c for c in moves if _threats_after(cells, c, other) >= 2}
    rows = []
    for c in moves:
        threats = _threats_after(cells, c, mover)
        rows.append(
            [
                float(c == 5),
                float(c in _CORNERS),
                float(threats >= 1),
                float(threats >= 2),
                float(c in opponent_forks),
            ]
        )
    return Position(
        moves=moves,
        wins=tuple(sorted(wins)),
        wins_diagonal_only=bool(wins) and all(wins.values()),
        blocks=tuple(sorted(blocks)),
        blocks_diagonal_only=bool(blocks) and all(blocks.values()),
        features=np.array(rows, dtype=np.float64).reshape(len(moves), len(FEATURES)),
    )


# -- the parametric habits ---------------------------------------------------------------------


@dataclass(frozen=True)
class Habits:
    """A human-like player: takes wins, blocks threats, otherwise a softmax over move features."""

    win_line: float = GENERIC_RATES["win_line"]
    win_diag: float = GENERIC_RATES["win_diag"]
    block_line: float = GENERIC_RATES["block_line"]
    block_diag: float = GENERIC_RATES["block_diag"]
    weights: tuple[float, ...] = (0.5, 0.3, 0.3, 0.5, 0.5)
    """Softmax weights of :data:`FEATURES` (an edge that does nothing scores 0)."""
    evidence: Mapping[str, int] = field(default_factory=dict)
    """How many decisions informed each rate (``win_line``...) and the weights (``rest``)."""

    def rates(self) -> dict[str, float]:
        """The four rates by name."""
        return {name: float(getattr(self, name)) for name in GENERIC_RATES}

    def distribution(self, cells: str) -> npt.NDArray[np.float64]:
        """Probabilities of the nine cells (index 0 = cell 1) on the decision position ``cells``."""
        pos = position(cells)
        return _habit_distribution(pos, self)


def _gates(pos: Position, habits: Habits) -> tuple[float, float]:
    win = habits.win_diag if pos.wins_diagonal_only else habits.win_line
    block = habits.block_diag if pos.blocks_diagonal_only else habits.block_line
    return (win if pos.wins else 0.0), (block if pos.blocks else 0.0)


def _softmax(pos: Position, weights: npt.NDArray[np.float64] | tuple[float, ...]) -> npt.NDArray:
    logits = pos.features @ np.asarray(weights, dtype=np.float64)
    soft = np.exp(logits - logits.max())
    return soft / soft.sum()


def _habit_distribution(pos: Position, habits: Habits) -> npt.NDArray[np.float64]:
    # A person who misses the win (or the block) has not seen it: the softmax is over every
    # move, so it may still hit the cell by chance, as people do.
    out = np.zeros(9)
    p_win, p_block = _gates(pos, habits)
    if pos.wins:
        out[[c - 1 for c in pos.wins]] += p_win / len(pos.wins)
    remaining = 1.0 - p_win
    if pos.blocks:
        out[[c - 1 for c in pos.blocks]] += remaining * p_block / len(pos.blocks)
        remaining *= 1.0 - p_block
    out[[c - 1 for c in pos.moves]] += remaining * _softmax(pos, habits.weights)
    return out


@dataclass
class Observations:
    """People's decisions as padded arrays, for the EM fit of :class:`Habits`."""

    feats: npt.NDArray[np.float64]  # (N, 9, F), rows beyond a position's moves are zero
    legal: npt.NDArray[np.bool_]  # (N, 9)
    chosen: npt.NDArray[np.intp]  # (N,) index into the position's moves
    in_wins: npt.NDArray[np.float64]  # (N,) 1/|W| when the chosen move wins, else 0
    in_blocks: npt.NDArray[np.float64]  # (N,) 1/|B| when the chosen move blocks, else 0
    win_kind: npt.NDArray[np.intp]  # (N,) -1 no win, 0 row/column, 1 diagonal only
    block_kind: npt.NDArray[np.intp]
    count: npt.NDArray[np.float64]  # (N,) how many times this (position, cell) was logged


def observe(
    unique: Sequence[HumanDecision], count: npt.NDArray[np.float64] | None = None
) -> Observations:
    """Distinct decisions as the arrays the habits are fitted on, each weighing ``count`` (how
    often it was logged; 1 each by default). Built once, fitted under many weightings: a
    bootstrap resample of the games is only another ``count``."""
    n = len(unique)
    feats = np.zeros((n, 9, len(FEATURES)))
    legal = np.zeros((n, 9), dtype=bool)
    chosen = np.zeros(n, dtype=np.intp)
    in_wins, in_blocks = np.zeros(n), np.zeros(n)
    win_kind = np.full(n, -1, dtype=np.intp)
    block_kind = np.full(n, -1, dtype=np.intp)
    for i, d in enumerate(unique):
        pos = position(d.state)
        m = len(pos.moves)
        feats[i, :m] = pos.features
        legal[i, :m] = True
        chosen[i] = pos.moves.index(d.cell)
        if pos.wins:
            win_kind[i] = int(pos.wins_diagonal_only)
            in_wins[i] = (d.cell in pos.wins) / len(pos.wins)
        if pos.blocks:
            block_kind[i] = int(pos.blocks_diagonal_only)
            in_blocks[i] = (d.cell in pos.blocks) / len(pos.blocks)
    weight = np.ones(n) if count is None else np.asarray(count, dtype=np.float64)
    return Observations(feats, legal, chosen, in_wins, in_blocks, win_kind, block_kind, weight)


def _observations(decisions: Sequence[HumanDecision]) -> Observations:
    tally: dict[HumanDecision, int] = {}
    for d in decisions:
        tally[d] = tally.get(d, 0) + 1
    unique = list(tally)
    return observe(unique, np.array([tally[d] for d in unique], dtype=np.float64))


def _explanations(
    obs: Observations, rates: npt.NDArray[np.float64], weights: npt.NDArray[np.float64]
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Per decision, the probability of the chosen cell as a taken win, a block, and the
    softmax's pick (their sum is the habits' probability of the chosen cell)."""
    rows = np.arange(len(obs.chosen))
    logits = np.where(obs.legal, obs.feats @ weights, -np.inf)
    soft = np.exp(logits - logits.max(axis=1, keepdims=True))
    soft = (soft / soft.sum(axis=1, keepdims=True))[rows, obs.chosen]
    p_win = np.where(obs.win_kind >= 0, rates[0][np.maximum(obs.win_kind, 0)], 0.0)
    p_block = np.where(obs.block_kind >= 0, rates[1][np.maximum(obs.block_kind, 0)], 0.0)
    as_win = p_win * obs.in_wins
    as_block = (1 - p_win) * p_block * obs.in_blocks
    as_soft = (1 - p_win) * (1 - p_block) * soft
    return as_win, as_block, as_soft


def _rate_array(habits: Habits) -> npt.NDArray[np.float64]:
    return np.array([[habits.win_line, habits.win_diag], [habits.block_line, habits.block_diag]])


def chosen_probability(obs: Observations, habits: Habits) -> npt.NDArray[np.float64]:
    """Per decision of ``obs``, the probability ``habits`` give the chosen cell."""
    parts = _explanations(obs, _rate_array(habits), np.asarray(habits.weights, dtype=np.float64))
    return parts[0] + parts[1] + parts[2]


def fit_habits(decisions: Sequence[HumanDecision], prior: Habits | None = None) -> Habits:
    """Fit :class:`Habits` to ``decisions`` (EM, maximum a posteriori, shrunk toward ``prior``).

    A chosen winning cell may be a seen win or a lucky pick of a person who did not see it;
    expectation-maximisation splits each such decision between the two explanations.
    """
    if not decisions:
        return prior or Habits()
    return fit_observed(_observations(decisions), prior)


def fit_observed(obs: Observations, prior: Habits | None = None) -> Habits:
    """:func:`fit_habits` on decisions already observed (:func:`observe`), each weighing its
    ``count``."""
    prior = prior or Habits()
    if obs.count.sum() <= 0:
        return prior
    rates = _rate_array(prior)
    prior_rates = rates.copy()
    weights = np.asarray(prior.weights, dtype=np.float64)
    prior_weights = weights.copy()
    evidence = {name: 0 for name in GENERIC_RATES} | {"rest": round(float(obs.count.sum()))}
    rows = np.arange(len(obs.chosen))
    for kind, name in ((0, "win_line"), (1, "win_diag")):
        evidence[name] = round(float(obs.count[obs.win_kind == kind].sum()))
    for kind, name in ((0, "block_line"), (1, "block_diag")):
        evidence[name] = round(float(obs.count[obs.block_kind == kind].sum()))
    for _ in range(12):
        # E-step: how likely each decision was a taken win, a block, or the softmax's pick
        as_win, as_block, as_soft = _explanations(obs, rates, weights)
        total = as_win + as_block + as_soft
        # responsibilities, times how often each row was logged
        r_win, r_block, r_soft = (obs.count * x / total for x in (as_win, as_block, as_soft))
        # M-step: rates with a Beta pull toward the prior, softmax weights by weighted Newton
        for kind in (0, 1):
            w_rows = obs.win_kind == kind
            seen = obs.count[w_rows].sum()
            rates[0][kind] = _shrunk(r_win[w_rows].sum(), seen, prior_rates[0][kind])
            b_rows = obs.block_kind == kind
            reached = (obs.count[b_rows] - r_win[b_rows]).sum()
            rates[1][kind] = _shrunk(r_block[b_rows].sum(), reached, prior_rates[1][kind])
        weights = _fit_softmax(obs, rows, r_soft, prior_weights, weights)
    return Habits(
        win_line=float(rates[0][0]),
        win_diag=float(rates[0][1]),
        block_line=float(rates[1][0]),
        block_diag=float(rates[1][1]),
        weights=tuple(float(w) for w in weights),
        evidence=evidence,
    )


def _shrunk(taken: float, seen: float, prior: float) -> float:
    rate = (taken + RATE_PRIOR_WEIGHT * prior) / (seen + RATE_PRIOR_WEIGHT)
    return float(min(max(rate, 0.001), 0.999))


def _fit_softmax(
    obs: Observations,
    rows: npt.NDArray[np.intp],
    responsibility: npt.NDArray[np.float64],
    prior: npt.NDArray[np.float64],
    start: npt.NDArray[np.float64],
) -> npt.NDArray[np.float64]:
    """Weighted conditional-logit weights by Newton's method, Gaussian pull toward ``prior``."""
    chosen = obs.feats[rows, obs.chosen] * responsibility[:, None]
    r = responsibility[:, None]
    w = start.copy()
    flat = obs.feats.reshape(-1, obs.feats.shape[2])
    for _ in range(3):
        logits = np.where(obs.legal, obs.feats @ w, -np.inf)
        p = np.exp(logits - logits.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        mean = (p[:, :, None] * obs.feats).sum(axis=1)
        grad = chosen.sum(axis=0) - (r * mean).sum(axis=0) - WEIGHT_PRIOR_PRECISION * (w - prior)
        second = (flat * (p * r).reshape(-1, 1)).T @ flat
        hessian = second - (r * mean).T @ mean + WEIGHT_PRIOR_PRECISION * np.eye(len(w))
        delta = np.linalg.solve(hessian, grad)
        w = w + delta
        if np.abs(delta).max() < 1e-6:
            break
    return np.clip(w, -10.0, 10.0)

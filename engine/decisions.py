"""People's logged decisions, pooled once for every fit of a people model (numpy, no torch).

:class:`DecisionSet` observes a list of :class:`~engine.habits.HumanDecision` once: the
distinct decisions, their habit observations, their place in the counts pooled over the eight
symmetries of the board and in the leave-one-out score, and the game of every decision. A
people model (:mod:`engine.people`) is fitted on a weight per distinct decision, so a
bootstrap resample of the games is only another weighting.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache

import numpy as np
import numpy.typing as npt

from engine.board import EMPTY
from engine.habits import HumanDecision, observe
from engine.solver import solution_for_cells
from engine.symmetry import SYMMETRIES, canonical_cells, transform_cell, transform_cells

# -- counts pooled over symmetries ---------------------------------------------------------------


@cache
def canonical(cells: str) -> tuple[str, int]:
    """The canonical orientation of ``cells`` and the symmetry that takes ``cells`` there."""
    return canonical_cells(cells)


@cache
def optimal_uniform(cells: str) -> npt.NDArray[np.float64]:
    """Uniform over the solver's optimal moves of ``cells``."""
    out = np.zeros(9)
    moves = solution_for_cells(cells).optimal_moves
    out[[c - 1 for c in moves]] = 1.0 / len(moves)
    out.setflags(write=False)
    return out


@cache
def mistake_uniform(cells: str) -> npt.NDArray[np.float64]:
    """Uniform over the non-optimal moves of ``cells`` (over the optimal ones where every move
    is optimal: a slip needs a wrong move to make)."""
    sol = solution_for_cells(cells)
    wrong = [c for c in sol.move_values if c not in sol.optimal_moves]
    if not wrong:
        return optimal_uniform(cells)
    out = np.zeros(9)
    out[[c - 1 for c in wrong]] = 1.0 / len(wrong)
    out.setflags(write=False)
    return out


@cache
def _stabiliser(cells: str) -> list[int]:
    return [k for k in range(len(SYMMETRIES)) if transform_cells(cells, k) == cells]


def pooled_counts(decisions: Iterable[HumanDecision]) -> dict[str, npt.NDArray[np.float64]]:
    """Per canonical position, how often each cell (canonical orientation) was chosen.

    A decision adds 1 in all; on a board with symmetries of its own (the empty board has
    eight) the 1 is spread evenly over the cells those symmetries make equivalent.
    """
    data = DecisionSet(list(decisions))
    return data.pooled(data.counts)


class DecisionSet:
    """People's logged decisions, pooled once: each distinct decision observed for the habits,
    its place in the symmetry-pooled counts and in the leave-one-out score, and the game of
    every logged decision. A model is fitted on a weighting of the distinct decisions
    (:func:`fit_weighted`); a bootstrap resample of the games is only another weighting
    (:meth:`resample`), so the gate's refits rebuild nothing (a retraining on 10,000
    games in under a minute)."""

    def __init__(self, decisions: Sequence[HumanDecision]) -> None:
        checked = {d: _is_decision(d) for d in set(decisions)}  # raises on an illegal one
        usable = [d for d in decisions if checked[d]]
        index: dict[HumanDecision, int] = {}
        self.occurrence = np.array([index.setdefault(d, len(index)) for d in usable], np.intp)
        self.unique: tuple[HumanDecision, ...] = tuple(index)
        starts = np.array([d.state.count(EMPTY) >= 8 for d in usable], dtype=bool)
        self.game = np.cumsum(starts) - 1  # a list that opens mid-game starts a game there
        if len(self.game) and self.game[0] < 0:
            self.game += 1
        self.games = int(self.game[-1] + 1) if len(self.game) else 0
        self.starts = np.bincount(self.occurrence[starts], minlength=len(self.unique)) > 0
        self.counts = np.bincount(self.occurrence, minlength=len(self.unique)).astype(float)
        self.observations = observe(self.unique)
        self.optimal = np.array([optimal_uniform(d.state)[d.cell - 1] for d in self.unique])
        self.slip = np.array([mistake_uniform(d.state)[d.cell - 1] for d in self.unique])
        canons: dict[str, int] = {}
        spread: list[tuple[int, int, int, float]] = []  # (decision, canon, cell index, share)
        loo = np.zeros((len(self.unique), 3))  # canon, canonical cell index, 1/|stabiliser|
        for u, d in enumerate(self.unique):
            canon, k = canonical(d.state)
            row = canons.setdefault(canon, len(canons))
            cell = transform_cell(d.cell, k)
            stab = _stabiliser(canon)
            spread += [(u, row, transform_cell(cell, j) - 1, 1.0 / len(stab)) for j in stab]
            loo[u] = (row, cell - 1, 1.0 / len(stab))
        self.canons = tuple(canons)
        table = np.array(spread).reshape(-1, 4)
        self._spread_decision = table[:, 0].astype(np.intp)
        self._spread_at = (table[:, 1] * 9 + table[:, 2]).astype(np.intp)
        self._spread_share = table[:, 3]
        self._loo_at = (loo[:, 0] * 9 + loo[:, 1]).astype(np.intp)
        self._loo_row = loo[:, 0].astype(np.intp)
        self._loo_share = loo[:, 2]

    def __len__(self) -> int:
        return len(self.occurrence)

    def pooled(self, weights: npt.NDArray[np.float64]) -> dict[str, npt.NDArray[np.float64]]:
        """:func:`pooled_counts` of the distinct decisions, each counted ``weights`` times."""
        flat = np.bincount(
            self._spread_at,
            weights=weights[self._spread_decision] * self._spread_share,
            minlength=9 * len(self.canons),
        ).reshape(-1, 9)
        return {canon: flat[n] for n, canon in enumerate(self.canons) if flat[n].sum() > 0}

    def resample(self, rng: np.random.Generator) -> npt.NDArray[np.float64]:
        """One bootstrap resample: how many times each logged decision is drawn when
        ``games`` games are drawn with replacement (games, not decisions, are the independent
        unit). :meth:`weights` turns it into the weights of the distinct decisions."""
        if not self.games:
            return np.zeros(len(self.occurrence))
        times = np.bincount(rng.integers(0, self.games, self.games), minlength=self.games)
        return times[self.game].astype(float)

    def weights(self, per_decision: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        """Weights of the distinct decisions, from a weight per logged decision."""
        weights = np.bincount(self.occurrence, weights=per_decision, minlength=len(self.unique))
        return weights.astype(np.float64, copy=False)

    def games_in(self, weights: npt.NDArray[np.float64]) -> int:
        """Games a weighting holds (its weighted first decisions)."""
        return round(float(weights[self.starts].sum()))

    def loo_log_likelihoods(
        self,
        weights: npt.NDArray[np.float64],
        counts: Mapping[str, npt.NDArray[np.float64]],
        base: Callable[[str], npt.NDArray[np.float64]],
        strengths: Sequence[float],
    ) -> dict[float, float]:
        """Leave-one-out log likelihood of the weighted decisions under counts + strength *
        base, for each candidate strength."""
        flat = np.zeros((len(self.canons), 9))
        bases = np.zeros((len(self.canons), 9))
        for n, canon in enumerate(self.canons):
            if canon in counts:
                flat[n], bases[n] = counts[canon], base(canon)
        keep = weights > 0
        # leaving one decision out removes 1/|stab| from each equivalent cell; this one's share
        own = flat.reshape(-1)[self._loo_at] - self._loo_share
        total = flat.sum(axis=1)[self._loo_row] - 1.0
        prior = bases.reshape(-1)[self._loo_at]
        return {
            s: float(
                (
                    weights[keep]
                    * np.log(np.maximum((own + s * prior)[keep] / (total + s)[keep], 1e-12))
                ).sum()
            )
            for s in strengths
        }


def games_of(decisions: Sequence[HumanDecision]) -> list[list[HumanDecision]]:
    """People's decisions (in logged order) grouped by game: a person's first decision of a
    game is the only one on a board with at most one mark, so a game starts at each such board
    (a list that opens mid-game starts a game there too)."""
    games: list[list[HumanDecision]] = []
    for d in decisions:
        if not games or d.state.count(EMPTY) >= 8:
            games.append([])
        games[-1].append(d)
    return games


def _is_decision(d: HumanDecision) -> bool:
    try:
        sol = solution_for_cells(d.state)
    except KeyError:
        raise ValueError(f"{d.state!r} is not a reachable position") from None
    if d.cell not in sol.move_values:
        raise ValueError(f"cell {d.cell} is not a legal move on {d.state!r}")
    return True


__all__ = [
    "DecisionSet",
    "canonical",
    "games_of",
    "mistake_uniform",
    "optimal_uniform",
    "pooled_counts",
]

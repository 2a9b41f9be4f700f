"""A model of how people play, learned from their logged decisions (numpy, no torch).

Two layers, blended Dirichlet-style for every position:

* **habits** (:class:`Habits`): a small, human-like parametric player fitted to all the
  decisions. With probability ``win`` it takes an immediate win when it has one (separately for
  wins along a row or column and wins only along a diagonal, which people miss more often);
  otherwise, with probability ``block``, it blocks the opponent's immediate threat (again row or
  column vs diagonal); otherwise it picks among the remaining moves by a softmax over a few
  move features (centre, corner, makes a threat, makes a fork, stops the opponent's fork, is
  optimal). Every
  parameter is fitted from the data, shrunk toward a parent's (or a generic human's) so that a
  handful of games gives a sensible guess;
* **skill** and **slips**: the shares of decisions made uniformly among the solver's optimal
  moves, and uniformly among the other moves (a random mistake), rather than by the habits,
  chosen on a grid by how well they predict games the habits were not fitted on
  (cross-fitting over folds of games): careful people avoid, in positions the logs never showed
  too, the mistakes the habits expect of everyone, and the mistakes they do make are random,
  not the habits' typical ones;
* **counts**: how often each cell was chosen in each position, pooled over the eight symmetries
  of the board (a decision seen in one orientation counts, equally spread, for all of them).

The move distribution of a position is ``(counts + strength * base) / (n + strength)`` where
``base`` is the habits' distribution (mixed with optimal play and slips), mixed with the
parent model's distribution when there is one (a server with few games leans on the global
model; one with many on its own habits). The ``strength`` is chosen by leave-one-out
likelihood of the data among a few candidates.
Every fit works on a :class:`~engine.decisions.DecisionSet` (the distinct decisions, observed
once) under a weight per distinct decision; :func:`refit` fits a model again on a bootstrap
resample of its games (:meth:`DecisionSet.resample`: only new weights), the gate's measure of
how much a verdict owes to which games were logged (100 refits of a server with 8,000 training
games take about 7 s, against 40-80 s when each resample was rebuilt as a list of decisions).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Final

import numpy as np
import numpy.typing as npt

from engine.decisions import DecisionSet, canonical, mistake_uniform, optimal_uniform
from engine.habits import (
    Habits,
    HumanDecision,
    chosen_probability,
    fit_observed,
)
from engine.symmetry import transform_cell

STRENGTHS: Final = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0, 512.0, 1024.0)
"""Candidate prior strengths (pseudo-decisions per position) for the leave-one-out choice.
Up to 1,024: people whose moves the habits explain get a strong prior (blind to forks:
128-1,024 from 240 logged games on), so a position no log reached is known about as well as
the habits are, and the posterior draws narrow there too (:mod:`engine.posterior`). With the
old ceiling of 32 a better line through such a position stayed refused however many games
were logged (blind to forks, seed 1: 89.8 % of the safe limit from 50 to 2,000
games). People who play by the position keep a weak one (mirroring people 0.5). The
retraining gate draws a server's first table with at most 32 (``bot/retrain/gate.py``)."""
SKILLS: Final = tuple(round(0.05 * n, 2) for n in range(20))
"""Candidate skills (share of moves a person picks among the solver's optimal moves, beyond
what the habits predict) for the maximum-likelihood choice."""
SLIPS: Final = (0.0, 0.05, 0.1, 0.15, 0.2, 0.3)
"""Candidate shares of random mistakes (a move picked uniformly among the non-optimal ones):
how a careful player errs, unlike the habits' typical human mistakes."""
MIXTURES: Final = tuple((k, m) for k in SKILLS for m in SLIPS if k + m <= 1.0 + 1e-9)
"""Every ``(skill, slips)`` pair the fit chooses among (the habits get the rest)."""
PARENT_GAMES: Final = 50.0
"""A model with this many games mixes its own habits and the parent's model half and half."""


# -- the model ---------------------------------------------------------------------------------


@dataclass
class PeopleModel:
    """How the people of one population (all servers, one server, one player) choose moves."""

    habits: Habits
    counts: dict[str, npt.NDArray[np.float64]]
    """Pooled counts by canonical position (see :func:`engine.decisions.pooled_counts`)."""
    strength: float
    """Pseudo-decisions the base distribution is worth in each position."""
    decisions: int
    games: int
    parent: PeopleModel | None = None
    skill: float = 0.0
    """Share of decisions the person makes among the solver's optimal moves (uniformly)
    rather than by the habits: careful people avoid the mistakes the habits expect of everyone,
    in positions the logs never showed too."""
    slips: float = 0.0
    """Share of decisions that are a random mistake (uniform among the non-optimal moves)."""
    _cache: dict[str, npt.NDArray[np.float64]] = field(default_factory=dict, repr=False)

    @property
    def parent_share(self) -> float:
        """Weight of the parent model in the base distribution (0 without a parent)."""
        if self.parent is None:
            return 0.0
        return PARENT_GAMES / (PARENT_GAMES + self.games)

    def base(self, cells: str) -> npt.NDArray[np.float64]:
        """The prior of one position: the habits, mixed with the parent model's distribution."""
        own = self.habits.distribution(cells)
        if self.skill > 0 or self.slips > 0:
            own = (
                (1.0 - self.skill - self.slips) * own
                + self.skill * optimal_uniform(cells)
                + self.slips * mistake_uniform(cells)
            )
        if self.parent is None:
            return own
        share = self.parent_share
        return share * self.parent.probabilities(cells) + (1.0 - share) * own

    def probabilities(self, cells: str) -> npt.NDArray[np.float64]:
        """Probabilities of the nine cells on the decision position ``cells`` (cached)."""
        known = self._cache.get(cells)
        if known is not None:
            return known
        canon, k = canonical(cells)
        base = self.base(cells)
        row = self.counts.get(canon)
        if row is None:
            out = base
        else:
            # counts are stored canonically: cell c of this board is cell INVERSE[k][c] there
            mine = np.array([row[transform_cell(c, k) - 1] for c in range(1, 10)])
            out = (mine + self.strength * base) / (mine.sum() + self.strength)
        self._cache[cells] = out
        return out

    def distribution(self, cells: str) -> dict[int, float]:
        """The move distribution on ``cells`` as ``{cell: probability}`` (zero cells left out)."""
        probs = self.probabilities(cells)
        return {c: float(probs[c - 1]) for c in range(1, 10) if probs[c - 1] > 0}

    def observed(self, cells: str) -> float:
        """How many decisions (pooled over symmetries) the model saw on ``cells``."""
        row = self.counts.get(canonical(cells)[0])
        return 0.0 if row is None else float(row.sum())

    def habit_summary(self) -> dict[str, float]:
        """The fitted rates, for reports ("misses diagonal threats 38 % of the time")."""
        return self.habits.rates()

    def describe(self) -> list[str]:
        """Plain sentences about the habits with enough evidence (at least 5 decisions)."""
        words = {
            "win_line": "takes a winning move on a row or column",
            "win_diag": "takes a winning move on a diagonal",
            "block_line": "blocks a threat on a row or column",
            "block_diag": "blocks a threat on a diagonal",
        }
        out = []
        for name, rate in self.habits.rates().items():
            if self.habits.evidence.get(name, 0) >= 5:
                seen = self.habits.evidence[name]
                out.append(f"{words[name]} {rate:.0%} of the time ({seen} chances)")
        return out


def fit_people_model(
    decisions: Sequence[HumanDecision] | DecisionSet,
    *,
    games: int | None = None,
    parent: PeopleModel | None = None,
    strength: float | None = None,
    skill: tuple[float, float] | None = None,
) -> PeopleModel:
    """Fit a :class:`PeopleModel` to people's ``decisions`` (positions with a move to choose).

    ``parent`` (e.g. the global model behind a server's) is the prior of the habits and part of
    the base distribution; ``strength`` fixes the prior strength instead of choosing it by
    leave-one-out likelihood; ``skill`` fixes ``(skill, slips)`` instead of choosing them by
    cross-fitting (:func:`_cross_fitted_mixture`); either way the habits are then fitted to
    what they leave them; ``games`` is how many games the decisions came from (reports and
    the parent mix; default: the number of empty or one-mark boards seen).
    """
    data = decisions if isinstance(decisions, DecisionSet) else DecisionSet(decisions)
    return fit_weighted(
        data, data.counts, games=games, parent=parent, strength=strength, skill=skill
    )


def fit_weighted(
    data: DecisionSet,
    weights: npt.NDArray[np.float64],
    *,
    games: int | None = None,
    parent: PeopleModel | None = None,
    strength: float | None = None,
    skill: tuple[float, float] | None = None,
) -> PeopleModel:
    """:func:`fit_people_model` on the distinct decisions of ``data``, each counted
    ``weights`` times."""
    prior = parent.habits if parent is not None else None
    chosen = _cross_fitted_mixture(data, weights, prior) if skill is None else None
    if chosen is not None:  # the habits fitted to convergence with the shares chosen
        habits, (share, slips) = _fit_skilled_habits(data, weights, prior, chosen, SKILL_ROUNDS)
    else:
        habits, (share, slips) = _fit_skilled_habits(data, weights, prior, skill)
    counts = data.pooled(weights)
    n_games = games if games is not None else data.games_in(weights)
    decisions = round(float(weights.sum()))
    model = PeopleModel(habits, counts, strength or 4.0, decisions, n_games, parent, share, slips)
    if strength is None and decisions:
        scores = data.loo_log_likelihoods(weights, counts, model.base, STRENGTHS)
        model = replace(model, strength=max(scores, key=lambda s: scores[s]), _cache={})
    return model


# -- model uncertainty: refits on resampled games ------------------------------------------------


def refit(
    model: PeopleModel,
    data: DecisionSet,
    weights: npt.NDArray[np.float64],
    parent: PeopleModel | None = None,
) -> PeopleModel:
    """``model`` fitted again on a weighting of its data (a bootstrap resample:
    :meth:`DecisionSet.resample`), with the same prior strength, skill and slips (chosen once
    on the data, settings of the refits rather than what they measure; the habits and the
    counts are refitted) and ``parent`` behind it (the parent's own refit, or none)."""
    return fit_weighted(
        data,
        weights,
        parent=parent,
        strength=model.strength,
        skill=(model.skill, model.slips),
    )


def _fit_mixture(
    weights: npt.NDArray[np.float64],
    own: npt.NDArray[np.float64],
    best: npt.NDArray[np.float64],
    slip: npt.NDArray[np.float64],
) -> tuple[float, float]:
    """The ``(skill, slips)`` of :data:`MIXTURES` under which the habits mixed with optimal
    play and with random mistakes explain the weighted decisions best (likelihood)."""
    if weights.sum() <= 0:
        return 0.0, 0.0
    return _best_mixture(_mixture_scores(weights, own, best, slip))


def _mixture_scores(
    weights: npt.NDArray[np.float64],
    own: npt.NDArray[np.float64],
    best: npt.NDArray[np.float64],
    slip: npt.NDArray[np.float64],
) -> npt.NDArray[np.float64]:
    """The log-likelihood of the weighted decisions under each ``(skill, slips)`` of
    :data:`MIXTURES`: the habits' probabilities ``own`` mixed with optimal play (``best``)
    and random mistakes (``slip``)."""
    grid = np.array(MIXTURES)
    mixed = (
        (1 - grid[:, :1] - grid[:, 1:]) * own[None, :]
        + grid[:, :1] * best[None, :]
        + grid[:, 1:] * slip[None, :]
    )
    scores: npt.NDArray[np.float64] = (weights[None, :] * np.log(np.maximum(mixed, 1e-12))).sum(
        axis=1
    )
    return scores


def _best_mixture(scores: npt.NDArray[np.float64]) -> tuple[float, float]:
    """The ``(skill, slips)`` of :data:`MIXTURES` with the highest score."""
    found = MIXTURES[int(np.argmax(scores))]
    return float(found[0]), float(found[1])


SHARE_FOLDS: Final = 5
"""Folds of games over which :func:`_cross_fitted_mixture` chooses the skill and slips."""


def _cross_fitted_mixture(
    data: DecisionSet, weights: npt.NDArray[np.float64], prior: Habits | None
) -> tuple[float, float] | None:
    """The ``(skill, slips)`` that best predict decisions the habits were **not** fitted on.

    In each of :data:`SHARE_FOLDS` folds of the games (game ``g`` in fold ``g % folds``) the
    habits are fitted (with their own shares, by EM) on the other folds, and every pair of
    :data:`MIXTURES` is scored by the likelihood of the fold's decisions under those habits
    mixed with optimal play and random mistakes; the pair with the best total wins. Chosen
    on the same decisions the habits were fitted on (in-sample), the flexible habits explain
    the logged mistakes better than a share of random ones does, and the fit leaned on them:
    careful people (the solver's move 85 % of the time, otherwise a random non-optimal one)
    got skill 0.45-0.55 after 40 games, the table built on that model set traps the habits
    expect people to fall into, and it was 0.6-0.9 point lower in truth than the serving
    version. Cross-fitted, the same games give 0.7-0.8 and 0.15-0.3, and every such table is
    within 0.1 point of the serving version. With fewer than two games there is nothing to
    hold out: ``None`` (the in-sample EM chooses)."""
    obs = data.observations
    if data.games < 2 or weights.sum() <= 0:
        return None
    folds = min(SHARE_FOLDS, data.games)
    fold_of = data.game % folds
    per_distinct = np.maximum(data.counts, 1e-12)
    scores = np.zeros(len(MIXTURES))
    for fold in range(folds):
        # each distinct decision's weight split by how many of its logged occurrences fall in
        held = weights * data.weights((fold_of == fold).astype(float)) / per_distinct
        habits, _ = _fit_skilled_habits(data, weights - held, prior, None)
        own = chosen_probability(obs, habits)
        scores += _mixture_scores(held, own, data.optimal, data.slip)
    return _best_mixture(scores)


SKILL_ROUNDS: Final = 4
"""EM rounds of :func:`_fit_skilled_habits` when the skill is fitted."""


def _fit_skilled_habits(
    data: DecisionSet,
    weights: npt.NDArray[np.float64],
    prior: Habits | None,
    fixed: tuple[float, float] | None,
    rounds: int = 1,
) -> tuple[Habits, tuple[float, float]]:
    """Habits, skill and slips fitted together (EM, :data:`SKILL_ROUNDS` rounds; ``rounds``
    with them ``fixed``: one for a refit): the share of each decision that optimal play or a
    random mistake explains is taken out of the weight the habits are fitted on, so that they
    describe what the person does when playing by habit (a careful player's few habits, not
    their care)."""
    obs = data.observations
    habits = fit_observed(replace(obs, count=weights), prior)
    if fixed is None:
        mix = _fit_mixture(weights, chosen_probability(obs, habits), data.optimal, data.slip)
    else:
        mix = fixed
    for _ in range(SKILL_ROUNDS if fixed is None else rounds):
        if mix == (0.0, 0.0) or weights.sum() <= 0:
            break
        skill, slips = mix
        own = (1 - skill - slips) * chosen_probability(obs, habits)
        total = own + skill * data.optimal + slips * data.slip
        habits = fit_observed(replace(obs, count=weights * own / np.maximum(total, 1e-12)), prior)
        if fixed is None:
            mix = _fit_mixture(weights, chosen_probability(obs, habits), data.optimal, data.slip)
    return habits, mix


__all__ = [
    "PeopleModel",
    "fit_people_model",
    "fit_weighted",
    "refit",
]

"""A model of how people play, learned from their logged decisions (numpy, no torch).

Two layers, blended Dirichlet-style for every position:

* **habits** (:class:`Habits`): a small, human-like parametric player fitted to all the
  decisions. With probability ``win`` it takes an immediate win when it has one (separately for
  wins along a row or column and wins only along a diagonal, which people miss more often);
  otherwise, with probability ``block``, it blocks the opponent's immediate threat (again row or
  column vs diagonal); otherwise it picks among the remaining moves by a softmax over a few
  move features (centre, corner, makes a threat, makes a fork, stops the opponent's fork). Every
  parameter is fitted from the data, shrunk toward a parent's (or a generic human's) so that a
  handful of games gives a sensible guess;
* **skill**: the share of decisions made among the solver's optimal moves (uniformly) rather
  than by the habits, fitted with them (EM): careful people avoid, in positions the logs never
  showed too, the mistakes the habits expect of everyone;
* **counts**: how often each cell was chosen in each position, pooled over the eight symmetries
  of the board (a decision seen in one orientation counts, equally spread, for all of them).

The move distribution of a position is ``(counts + strength * base) / (n + strength)`` where
``base`` is the habits' distribution (mixed with optimal play by the skill), mixed with the
parent model's distribution when there is one (a server with few games leans on the global
model; one with many on its own habits). The ``strength`` is chosen by leave-one-out
likelihood of the data among a few candidates.
:func:`refit` fits a model again on a bootstrap resample of its games (:func:`games_of`,
:func:`resampled`): the gate's measure of how much a verdict owes to which games were logged.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Final

import numpy as np
import numpy.typing as npt

from engine.board import EMPTY
from engine.habits import (
    Habits,
    HumanDecision,
    fit_habits,
)
from engine.solver import solution_for_cells
from engine.symmetry import SYMMETRIES, canonical_cells, transform_cell, transform_cells

STRENGTHS: Final = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0)
"""Candidate prior strengths (pseudo-decisions per position) for the leave-one-out choice."""
SKILLS: Final = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
"""Candidate skills (share of moves a person picks among the solver's optimal moves, beyond
what the habits predict) for the maximum-likelihood choice."""
PARENT_GAMES: Final = 50.0
"""A model with this many games mixes its own habits and the parent's model half and half."""


# -- counts pooled over symmetries ---------------------------------------------------------------


@cache
def _canonical(cells: str) -> tuple[str, int]:
    return canonical_cells(cells)


@cache
def _optimal_uniform(cells: str) -> npt.NDArray[np.float64]:
    """Uniform over the solver's optimal moves of ``cells``."""
    out = np.zeros(9)
    moves = solution_for_cells(cells).optimal_moves
    out[[c - 1 for c in moves]] = 1.0 / len(moves)
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
    counts: dict[str, npt.NDArray[np.float64]] = {}
    # the same decision recurs (and does in every bootstrap resample): pool each once
    for (state, chosen), times in Counter((d.state, d.cell) for d in decisions).items():
        canon, k = _canonical(state)
        cell = transform_cell(chosen, k)
        row = counts.setdefault(canon, np.zeros(9))
        stab = _stabiliser(canon)
        for j in stab:
            row[transform_cell(cell, j) - 1] += times / len(stab)
    return counts


# -- the model ---------------------------------------------------------------------------------


@dataclass
class PeopleModel:
    """How the people of one population (all servers, one server, one player) choose moves."""

    habits: Habits
    counts: dict[str, npt.NDArray[np.float64]]
    """Pooled counts by canonical position (see :func:`pooled_counts`)."""
    strength: float
    """Pseudo-decisions the base distribution is worth in each position."""
    decisions: int
    games: int
    parent: PeopleModel | None = None
    skill: float = 0.0
    """Share of decisions the person makes among the solver's optimal moves (uniformly)
    rather than by the habits: careful people avoid the mistakes the habits expect of everyone,
    in positions the logs never showed too."""
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
        if self.skill > 0:
            own = (1.0 - self.skill) * own + self.skill * _optimal_uniform(cells)
        if self.parent is None:
            return own
        share = self.parent_share
        return share * self.parent.probabilities(cells) + (1.0 - share) * own

    def probabilities(self, cells: str) -> npt.NDArray[np.float64]:
        """Probabilities of the nine cells on the decision position ``cells`` (cached)."""
        known = self._cache.get(cells)
        if known is not None:
            return known
        canon, k = _canonical(cells)
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
        row = self.counts.get(_canonical(cells)[0])
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


def _loo_log_likelihoods(
    decisions: Sequence[HumanDecision],
    counts: Mapping[str, npt.NDArray[np.float64]],
    bases: Mapping[str, npt.NDArray[np.float64]],
    strengths: Sequence[float],
) -> dict[float, float]:
    """Leave-one-out log likelihood of the decisions under counts + strength * base, for each
    candidate strength."""
    own, total, base = np.zeros(len(decisions)), np.zeros(len(decisions)), np.zeros(len(decisions))
    for n, d in enumerate(decisions):
        canon, k = _canonical(d.state)
        row = counts[canon]
        cell = transform_cell(d.cell, k) - 1
        # leaving one decision out removes 1/|stab| from each equivalent cell; this one's share
        own[n] = row[cell] - 1.0 / len(_stabiliser(canon))
        total[n] = row.sum() - 1.0
        base[n] = bases[canon][cell]
    return {
        s: float(np.log(np.maximum((own + s * base) / (total + s), 1e-12)).sum()) for s in strengths
    }


def fit_people_model(
    decisions: Sequence[HumanDecision],
    *,
    games: int | None = None,
    parent: PeopleModel | None = None,
    strength: float | None = None,
    skill: float | None = None,
) -> PeopleModel:
    """Fit a :class:`PeopleModel` to people's ``decisions`` (positions with a move to choose).

    ``parent`` (e.g. the global model behind a server's) is the prior of the habits and part of
    the base distribution; ``strength`` fixes the prior strength instead of choosing it by
    leave-one-out likelihood; ``skill`` fixes the skill (the habits are then fitted once to
    what it leaves them) instead of fitting both by EM; ``games`` is how many games the
    decisions came from (reports and the parent mix; default: the number of empty or one-mark
    boards seen).
    """
    checked = {d: _is_decision(d) for d in set(decisions)}  # raises on an illegal one
    usable = [d for d in decisions if checked[d]]
    habits = fit_habits(usable, parent.habits if parent is not None else None)
    counts = pooled_counts(usable)
    n_games = games if games is not None else sum(1 for d in usable if d.state.count(EMPTY) >= 8)
    habits, skill = _fit_skilled_habits(usable, habits, parent.habits if parent else None, skill)
    model = PeopleModel(habits, counts, strength or 4.0, len(usable), n_games, parent, skill)
    if strength is None and usable:
        bases = {canon: model.base(canon) for canon in counts}
        scores = _loo_log_likelihoods(usable, counts, bases, STRENGTHS)
        model = replace(model, strength=max(scores, key=lambda s: scores[s]), _cache={})
    return model


# -- model uncertainty: refits on resampled games ------------------------------------------------


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


def resampled(games: Sequence[Sequence[HumanDecision]], rng: random.Random) -> list[HumanDecision]:
    """The decisions of ``len(games)`` games drawn with replacement (one bootstrap resample:
    games, not decisions, are the independent unit)."""
    picks = [games[rng.randrange(len(games))] for _ in games] if games else []
    return [d for game in picks for d in game]


def refit(
    model: PeopleModel, decisions: Sequence[HumanDecision], parent: PeopleModel | None = None
) -> PeopleModel:
    """``model`` fitted again on ``decisions`` (a resample of its data), with the same prior
    strength and skill (chosen once on the data, settings of the refits rather than what they
    measure; the habits and the counts are refitted) and ``parent`` behind it (the parent's own
    refit, or none)."""
    return fit_people_model(
        decisions,
        games=sum(1 for d in decisions if d.state.count(EMPTY) >= 8),
        parent=parent,
        strength=model.strength,
        skill=model.skill,
    )


def _fit_skill(decisions: Sequence[HumanDecision], habits: Habits) -> float:
    """The skill (:data:`SKILLS`) under which the habits mixed with optimal play explain the
    decisions best (likelihood; 0 without decisions)."""
    if not decisions:
        return 0.0
    own, best = _chosen_probabilities(decisions, habits)
    scores = {k: float(np.log(np.maximum((1 - k) * own + k * best, 1e-12)).sum()) for k in SKILLS}
    return max(scores, key=lambda k: scores[k])


def _chosen_probabilities(
    decisions: Sequence[HumanDecision], habits: Habits
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Per decision, the probability the habits and optimal play give the chosen cell (each
    distinct decision computed once)."""
    known = {
        d: (habits.distribution(d.state)[d.cell - 1], _optimal_uniform(d.state)[d.cell - 1])
        for d in set(decisions)
    }
    pairs = np.array([known[d] for d in decisions]).reshape(-1, 2)
    return pairs[:, 0], pairs[:, 1]


SKILL_ROUNDS: Final = 4
"""EM rounds of :func:`_fit_skilled_habits` when the skill is fitted."""


def _fit_skilled_habits(
    decisions: Sequence[HumanDecision], habits: Habits, prior: Habits | None, fixed: float | None
) -> tuple[Habits, float]:
    """Habits and skill fitted together (EM, :data:`SKILL_ROUNDS` rounds; one round with the
    skill ``fixed``): the share of each decision that optimal play explains is taken out of the
    data the habits are fitted on, so that they describe what the person does when not playing
    the solver's move (a careful player's rare slips, not their usual care)."""
    skill = _fit_skill(decisions, habits) if fixed is None else fixed
    if skill == 0.0 or not decisions:
        return habits, skill
    # thinning by a fixed low-discrepancy sequence keeps a decision with the probability the
    # habits explain it: a weighted fit, and the same data always give the same fit
    marks = (np.arange(len(decisions)) * 0.6180339887498949) % 1.0
    for _ in range(SKILL_ROUNDS if fixed is None else 1):
        own, best = _chosen_probabilities(decisions, habits)
        keep = (1 - skill) * own / np.maximum((1 - skill) * own + skill * best, 1e-12)
        habits = fit_habits(
            [d for d, k, m in zip(decisions, keep, marks, strict=True) if m < k], prior
        )
        if fixed is None:
            skill = _fit_skill(decisions, habits)
    return habits, skill


def _is_decision(d: HumanDecision) -> bool:
    try:
        sol = solution_for_cells(d.state)
    except KeyError:
        raise ValueError(f"{d.state!r} is not a reachable position") from None
    if d.cell not in sol.move_values:
        raise ValueError(f"cell {d.cell} is not a legal move on {d.state!r}")
    return True


__all__ = [
    "PeopleModel",
    "fit_people_model",
    "games_of",
    "pooled_counts",
    "refit",
    "resampled",
]

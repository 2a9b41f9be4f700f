"""How sure a gain against people is: the people model's posterior (numpy, no torch).

A people model (:class:`~engine.people.PeopleModel`) blends, in every position, the pooled
counts of people's moves with ``strength`` pseudo-moves of its prior (the habits, skill and
slips, and the parent model). Read as a Dirichlet posterior, it says not only how people play
but how sure that is: :func:`posterior_people` draws plausible move distributions from it,
wide where few moves were seen, narrow where many were.

:func:`posterior_gains` is the gate's use of it: the exact gain in win rate of a
candidate over the serving policy under each draw. The bootstrap refits of the gate
(:func:`engine.people.refit`) refit the habits on resampled games, so they see how much the
habits owe to which games were logged; they keep every position's counts centred where they
were seen. The draws also move the counts: a table built on the fitted model favours the lines
where a few observed replies happened to go the bot's way (the optimizer's curse), and under
the draws that luck is as likely to go the other way. Measured on careful people (the solver's
move 85 % of the time) after 80 games: the fitted model put the table 0.7 point above the
serving version, it was equal in truth (0.1 point lower with its exploration), and the gain
was negative in most draws.
"""

from __future__ import annotations

from typing import Final

import numpy as np
import numpy.typing as npt

from engine.decisions import canonical
from engine.expectimax import win_rates
from engine.people import PeopleModel
from engine.solver import decision_positions
from engine.symmetry import transform_cell

Array = npt.NDArray[np.float64]

DRAWS: Final = 200
"""Posterior draws per gate and server (200 and the win rates under them: 0.1–0.4 s)."""


def posterior_people(
    model: PeopleModel,
    draws: int,
    rng: np.random.Generator,
    *,
    strength_cap: float | None = None,
) -> Array:
    """``(draws, 4520, 9)`` move distributions of the people drawn from the model's posterior
    (rows in ``decision_positions()`` order): in each canonical position, Dirichlet(counts +
    strength * prior), turned to every orientation of it (symmetric positions share their
    draw, as they share their counts; on a board symmetric in itself the equivalent moves
    are drawn apart, each around its equal share). Their mean is the model's own
    distribution. ``strength_cap`` draws with at most that many pseudo-moves of the prior
    (wider where few moves were seen) when the model's own strength is higher."""
    strength = model.strength if strength_cap is None else min(model.strength, strength_cap)
    boards = decision_positions()
    canon_row: dict[str, int] = {}
    rows = np.zeros(len(boards), dtype=np.intp)
    perm = np.zeros((len(boards), 9), dtype=np.intp)
    for n, board in enumerate(boards):
        canon, k = canonical(board.cells)
        rows[n] = canon_row.setdefault(canon, len(canon_row))
        perm[n] = [transform_cell(c, k) - 1 for c in range(1, 10)]
    alpha = np.zeros((len(canon_row), 9))
    for canon, r in canon_row.items():
        seen = model.counts.get(canon)
        alpha[r] = strength * model.base(canon) + (0.0 if seen is None else seen)
    drawn = np.where(alpha > 0, rng.gamma(np.maximum(alpha, 1e-12), size=(draws, *alpha.shape)), 0)
    drawn /= np.maximum(drawn.sum(axis=2, keepdims=True), 1e-300)
    return drawn[:, rows[:, None], perm]


def posterior_gains(
    serving: Array,
    candidate: Array,
    model: PeopleModel,
    *,
    draws: int = DRAWS,
    seed: int = 0,
    strength_cap: float | None = None,
) -> Array:
    """``(draws,)`` the exact gain in win rate of ``candidate`` over ``serving`` (bot policies
    as :func:`engine.expectimax.policy_array` gives them) under each of ``draws`` draws of the
    people from ``model``'s posterior (:func:`posterior_people`, ``strength_cap`` included)."""
    rng = np.random.default_rng(seed)
    people = posterior_people(model, draws, rng, strength_cap=strength_cap)
    return win_rates(candidate, people) - win_rates(serving, people)


__all__ = ["DRAWS", "posterior_gains", "posterior_people"]

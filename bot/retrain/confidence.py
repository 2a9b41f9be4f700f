"""How sure a candidate's gain against a server's people is: the checks of the gate that
weigh the people model's uncertainty (:mod:`bot.retrain.gate` runs them).

Both are **non-inferiority** rules: the lower confidence bound of the gain (its quantile at
``1 − confidence`` over the resampled or drawn people) must not be below
−:data:`MARGIN` (half a point of win rate), and under the posterior the expected gain must
be positive. "Not lower in 95 % of the draws" refused large, likely gains for a small risk
(a candidate with a median gain of +41 points and −5 at its 5 % quantile); the margin states
the risk accepted instead, and a safe policy improvement (:mod:`engine.spibb`: a candidate
departs from the serving play only where logged games support it) keeps the bound narrow.

* ``people.<server>.refits`` (:func:`refit_gains`): the model refitted on bootstrap resamples
  of the training games; the habits' dependence on which games were logged;
* ``people.<server>.posterior`` (:func:`posterior_check`): draws of the people from the
  model's posterior (:mod:`engine.posterior`); the optimizer's curse on the counts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from bot.retrain.data import ServerLogs
from bot.retrain.outcome import Check
from engine.against_people import ReachableTree
from engine.agents.learned.table_keys import GLOBAL_TABLE, MEMBER_SEPARATOR
from engine.decisions import DecisionSet
from engine.people import PeopleModel, refit

EXACT_EPS: Final = 1e-9
"""Float tolerance of the exact comparisons (they are sums of products of move
probabilities: equal agents give equal figures up to rounding)."""


MODEL_EPS: Final = 1e-4
"""How far below the serving version the model's figure may fall and still count as equal
(0.01 point: near-ties are played at random, so equally good policies differ by rounding and
by sub-0.01-point choices among moves the model cannot tell apart)."""
MARGIN: Final = 0.005
"""How far below the serving version the gain's lower confidence bound may fall (0.5 point
of win rate): the non-inferiority margin of the refits and posterior checks."""
UNSAFE_SERVING: Final = (
    "; not enforced: the serving version plays non-optimal moves, so its win rate is no bar "
    "(the loss checks decide)"
)


def refit_gains(
    trees: Mapping[str, ReachableTree],
    servers: Mapping[str, ServerLogs],
    models: Mapping[str, PeopleModel],
    *,
    refits: int,
    seed: int = 0,
    allowed: int | None = None,
) -> dict[str, npt.NDArray[np.float64]]:
    """Per group of people (a server, a member ``<server>/<member>``, everyone:
    :data:`GLOBAL_TABLE`), the candidate's exact gain in win rate over the serving version
    against ``refits`` people models, each fitted again on a bootstrap resample of the
    training games: every server's games resampled, the global model refitted on them, each
    server's model on its own resample with that global model behind it, and each member's on
    a resample of their games with their server's refit behind it.
    ``trees`` holds, per group, the serving version's and the candidate's play (in that
    order). The spread of the gains is how much the fitted model's verdict owes to which games
    happened to be logged. With ``allowed``, the refits stop once every group has more than
    that many below the margin (the lower bound is then below it whatever the rest: the gate
    refuses): a refused candidate costs a few refits, not all of them.
    """
    rng = np.random.default_rng(seed)
    data = {key: DecisionSet(logs.decisions) for key, logs in sorted(servers.items())}
    places = [k for k in data if k != GLOBAL_TABLE and MEMBER_SEPARATOR not in k]
    # the global model's decisions are every server's, in this order: its weights are theirs
    everyone = DecisionSet([d for s in places for d in servers[s].decisions])
    world = models.get(GLOBAL_TABLE) or next(
        (m.parent for m in models.values() if m.parent is not None), None
    )
    gains: dict[str, list[float]] = {key: [] for key in trees}
    for _ in range(refits):
        drawn = {key: found.resample(rng) for key, found in data.items() if key != GLOBAL_TABLE}
        refitted = _refit_all(data, drawn, places, everyone, world, models)
        for key, tree in trees.items():
            before, after = tree.win_rates(refitted[key].probabilities)
            gains[key].append(after - before)
        if allowed is not None and all(
            sum(g < -MARGIN for g in found) > allowed for found in gains.values()
        ):
            break
    return {key: np.array(found) for key, found in gains.items()}


def _refit_all(
    data: Mapping[str, DecisionSet],
    drawn: Mapping[str, npt.NDArray[np.float64]],
    places: list[str],
    everyone: DecisionSet,
    world: PeopleModel | None,
    models: Mapping[str, PeopleModel],
) -> dict[str, PeopleModel]:
    """One bootstrap draw's refit of every model (global, servers, members: see
    :func:`refit_gains`)."""
    out: dict[str, PeopleModel] = {}
    world_b = None
    if world is not None:  # each logged decision weighs in the global model as in its server's
        weights = everyone.weights(np.concatenate([drawn[s] for s in places] or [np.zeros(0)]))
        world_b = out[GLOBAL_TABLE] = refit(world, everyone, weights)
    for key in places:
        out[key] = refit(models[key], data[key], data[key].weights(drawn[key]), world_b)
    for key in drawn:
        if MEMBER_SEPARATOR in key:
            parent = out.get(key.split(MEMBER_SEPARATOR, 1)[0])
            out[key] = refit(models[key], data[key], data[key].weights(drawn[key]), parent)
    return out


def refit_check(
    server_id: str,
    gains: npt.NDArray[np.float64],
    confidence: float,
    serving_safe: bool,
    planned: int | None = None,
) -> Check:
    """``people.<server>.refits``: the gain's lower confidence bound over the ``planned``
    refitted people models is not below −:data:`MARGIN` (``gains`` may be fewer:
    :func:`refit_gains` stops once the refusal is certain, and the missing refits then count
    as below the margin)."""
    planned = planned or len(gains)
    padded = np.concatenate([gains, np.full(planned - len(gains), -1.0)])  # the lowest gain
    stopped = (
        f"stopped after {len(gains)}, {int((gains < -MARGIN).sum())} below the margin; "
        if len(gains) < planned
        else ""
    )
    what = (
        f"over {planned} people models refitted on resampled games ({stopped}gain "
        f"{np.median(gains):+.4f} in the median refit"
    )
    return _bound_check(f"people.{server_id}.refits", what, padded, confidence, serving_safe)


def posterior_check(
    server_id: str, gains: npt.NDArray[np.float64], confidence: float, serving_safe: bool
) -> Check:
    """``people.<server>.posterior``: under the draws of the server's people from the people
    model's posterior (:func:`engine.posterior.posterior_gains`) the gain's lower confidence
    bound is not below −:data:`MARGIN` and its mean is positive. A gain the fitted model sees
    only because a few observed replies went the bot's way (the candidate is built to exploit
    exactly those: the optimizer's curse) is as often a loss under the draws, and is
    refused; so is a candidate whose only change is exploring, which costs (its mean gain is
    negative)."""
    expected = float(gains.mean())
    what = (
        f"under {len(gains)} draws of the people from the model's posterior, and the mean "
        f"gain above 0 ({expected:+.4f}; gain {np.median(gains):+.4f} in the median draw"
    )
    check = _bound_check(f"people.{server_id}.posterior", what, gains, confidence, serving_safe)
    return replace(check, ok=check.ok and (expected > EXACT_EPS or not serving_safe))


def _bound_check(
    name: str,
    what: str,
    gains: npt.NDArray[np.float64],
    confidence: float,
    serving_safe: bool,
) -> Check:
    """A check that the gain's lower confidence bound over ``gains`` (refits or draws: their
    quantile at ``1 − confidence``) is not below −:data:`MARGIN` (or whatever it says when
    the serving version is unsafe); ``what`` says over which, up to the bound that this adds."""
    bound = float(np.quantile(gains, 1 - confidence))
    return Check(
        name,
        -MARGIN,
        bound,
        f"gain's lower {confidence:.0%} bound not below {-MARGIN:+.4f} {what}, "
        f"{bound:+.4f} at the {1 - confidence:.0%} quantile)"
        + ("" if serving_safe else UNSAFE_SERVING),
        bound >= -MARGIN - EXACT_EPS or not serving_safe,
    )


def gains_summary(
    gains: npt.NDArray[np.float64], confidence: float, *, counted: str, eps: float
) -> dict[str, Any]:
    """What the report keeps of a check's gains (the refits', or the posterior draws'): how
    many (under the key ``counted``), the share not lower (by more than ``eps``), the gain's
    spread."""
    return {
        counted: len(gains),
        "not_lower": round(float((gains >= -eps).mean()), 4),
        "gain_mean": round(float(gains.mean()), 6),
        "gain_median": round(float(np.median(gains)), 6),
        "gain_low": round(float(np.quantile(gains, 1 - confidence)), 6),
        "confidence": confidence,
    }

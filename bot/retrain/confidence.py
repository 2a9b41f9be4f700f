"""How sure a candidate's gain against a server's people is: the checks of the gate that
weigh the people model's uncertainty (:mod:`bot.retrain.gate` runs them).

* ``people.<server>.refits`` (:func:`refit_gains`): the model refitted on bootstrap resamples
  of the training games; the habits' dependence on which games were logged;
* ``people.<server>.posterior`` (:func:`posterior_check`): draws of the people from the
  model's posterior (:mod:`engine.posterior`); the optimizer's curse on the counts;
* ``people.<server>.support`` (:func:`support_check`): some held-out game supports the gain,
  once the serving version plays its own table for the server.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from bot.retrain.data import ServerLogs
from bot.retrain.outcome import Check
from engine.against_people import ReachableTree
from engine.decisions import DecisionSet
from engine.people import PeopleModel, refit

EXACT_EPS: Final = 1e-9
"""Float tolerance of the exact comparisons (they are sums of products of move
probabilities: equal agents give equal figures up to rounding)."""


MODEL_EPS: Final = 1e-4
"""How far below the serving version the model's figure may fall and still count as equal
(0.01 point: near-ties are played at random, so equally good policies differ by rounding and
by sub-0.01-point choices among moves the model cannot tell apart)."""
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
    """Per server, the candidate's exact gain in win rate over the serving version against
    ``refits`` people models, each fitted again on a bootstrap resample of the training games
    (every server's games resampled, the global model refitted on them, each server's model on
    its own resample with that global model behind it).

    ``trees`` holds, per server, the serving version's and the candidate's play (in that
    order). The spread of the gains is how much the fitted model's verdict owes to which games
    happened to be logged. With ``allowed``, the refits stop once every server has more than
    that many lower (the verdict cannot change: the gate refuses): a refused candidate costs
    a few refits, not all of them.
    """
    rng = np.random.default_rng(seed)
    data = {server: DecisionSet(logs.decisions) for server, logs in sorted(servers.items())}
    # the global model's decisions are every server's, in this order: its weights are theirs
    everyone = DecisionSet([d for logs in (servers[s] for s in data) for d in logs.decisions])
    world = next((m.parent for m in models.values() if m.parent is not None), None)
    gains: dict[str, list[float]] = {server: [] for server in trees}
    for _ in range(refits):
        drawn = {server: found.resample(rng) for server, found in data.items()}
        world_b = None
        if world is not None:  # each logged decision weighs in the global model as in its server's
            weights = everyone.weights(np.concatenate([drawn[s] for s in data] or [np.zeros(0)]))
            world_b = refit(world, everyone, weights)
        for server, tree in trees.items():
            weights = data[server].weights(drawn[server])
            before, after = tree.win_rates(
                refit(models[server], data[server], weights, world_b).probabilities
            )
            gains[server].append(after - before)
        if allowed is not None and all(
            sum(g < -MODEL_EPS for g in found) > allowed for found in gains.values()
        ):
            break
    return {server: np.array(found) for server, found in gains.items()}


def support_check(server_id: str, upper: float, held_out: int, serving_safe: bool) -> Check:
    """``people.<server>.support``, where the serving version already plays its own table
    against this server's people: some held-out game must support the candidate's gain (the
    upper end of its interval above 0). A gain that rests on the people model alone, in
    positions the logs never showed, is how the model's mistakes become promotions: once the
    serving version answers these people, the gate wants the logs to show something. (The
    first version fitted to them replaces a choice made without them, and may rest on the
    model.)"""
    return Check(
        f"people.{server_id}.support",
        0.0,
        upper,
        f"some of the {held_out} held-out games support the gain (upper end of its interval "
        f"{upper:+.4f}, above 0): the serving version already plays its own table here, so a "
        "gain resting on the people model alone is not enough"
        + ("" if serving_safe else UNSAFE_SERVING),
        upper > EXACT_EPS or not serving_safe,
    )


def refit_check(
    server_id: str,
    gains: npt.NDArray[np.float64],
    confidence: float,
    serving_safe: bool,
    planned: int | None = None,
) -> Check:
    """``people.<server>.refits``: the candidate's gain is not negative (beyond
    :data:`MODEL_EPS` rounding) in at least ``confidence`` of the ``planned`` refitted people
    models (``gains`` may be fewer: :func:`refit_gains` stops once the refusal is certain)."""
    share = float((gains >= -MODEL_EPS).mean())
    planned = planned or len(gains)
    stopped = (
        f"stopped after {len(gains)}, {int((gains < -MODEL_EPS).sum())} lower; "
        if len(gains) < planned
        else ""
    )
    what = (
        f"in at least {confidence:.0%} of {planned} people models refitted on resampled games "
        f"({stopped}gain {np.median(gains):+.4f} in the median refit"
    )
    return _share_check(f"people.{server_id}.refits", what, gains, share, confidence, serving_safe)


def posterior_check(
    server_id: str, gains: npt.NDArray[np.float64], confidence: float, serving_safe: bool
) -> Check:
    """``people.<server>.posterior``: the candidate's gain is not negative (beyond float
    rounding) under at least ``confidence`` of the draws of the server's people from the
    people model's posterior (:func:`engine.posterior.posterior_gains`). A gain the fitted
    model sees only because a few observed replies went the bot's way (the candidate is
    built to exploit exactly those: the optimizer's curse) is as often a loss under the
    draws, and is refused; so is a candidate whose only change is exploring, which costs."""
    share = float((gains >= -EXACT_EPS).mean())
    what = (
        f"under at least {confidence:.0%} of {len(gains)} draws of the people from the model's "
        f"posterior (gain {np.median(gains):+.4f} in the median draw"
    )
    return _share_check(
        f"people.{server_id}.posterior", what, gains, share, confidence, serving_safe
    )


def _share_check(
    name: str,
    what: str,
    gains: npt.NDArray[np.float64],
    share: float,
    confidence: float,
    serving_safe: bool,
) -> Check:
    """A check that the candidate is "not lower" in ``share`` of the ``gains`` (refits or
    draws), passed at ``confidence`` (or whatever it says when the serving version is unsafe);
    ``what`` says in which, up to the low quantile that this adds."""
    return Check(
        name,
        confidence,
        share,
        f"not lower {what}, {np.quantile(gains, 1 - confidence):+.4f} at the "
        f"{1 - confidence:.0%} quantile)" + ("" if serving_safe else UNSAFE_SERVING),
        share >= confidence - EXACT_EPS or not serving_safe,
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
        "gain_median": round(float(np.median(gains)), 6),
        "gain_low": round(float(np.quantile(gains, 1 - confidence)), 6),
        "confidence": confidence,
    }

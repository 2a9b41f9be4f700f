"""The learning step of a retraining run: the people models (member ← server ← global), the
network fine-tuned toward everyone, and the tables that serve the people (a thread: torch).

The **global** people model is fitted on every server's logged games and the DMs' (the server
:data:`domain.places.NO_SERVER`); it is the prior of each server's model, which is the prior
of each of its members' (a member with few games plays like their server, a server with few
like everyone). A table of exact move values is kept against the global model
(:data:`~engine.agents.learned.agents.GLOBAL_TABLE`: what a new server is served until it has
a table of its own), against every server with enough games, and against the members with the
most games (:data:`MAX_MEMBER_TABLES`, at least ``min_member_games`` each). Every table serves
a safe policy improvement over what the serving version plays for the same people
(:mod:`engine.spibb`): it departs from it only on moves their logged games support. Only a
first table against everyone (the serving version has no table at all: the first run that
ever promotes) is the best reply to its model outright, judged by the gate with a wide prior
(:data:`bot.retrain.gate.FIRST_TABLE_STRENGTH`; docs/retraining.md states its bound); at
that run a server's table is built over it, and a member's is a best reply kept only when it
beats the table above it (:func:`improve`).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

import numpy as np
import numpy.typing as npt

from bot.retrain.data import Batch, ServerLogs
from bot.retrain.gate import for_server, served_by
from bot.retrain.outcome import RetrainError, RetrainOptions
from engine.against_people import people_values
from engine.agents.base import Agent
from engine.agents.learned.agents import SERVER_TABLE_PREFIX, policy_moves
from engine.agents.learned.table_keys import GLOBAL_TABLE, MEMBER_SEPARATOR, tables_named
from engine.agents.learned.weights import Weights
from engine.expectimax import policy_array, win_rates
from engine.people import PeopleModel, fit_people_model
from engine.spibb import SUPPORT, spibb_policy

if TYPE_CHECKING:  # torch: imported only when a run trains
    from engine.training.people_finetune import PeopleFinetuneResult

MAX_MEMBER_TABLES: Final = 16
"""Members with a table of their own in one version, the most games first: a table and its
policy weigh about 330 KB, and a weights file may weigh 16 MiB
(:data:`engine.agents.learned.weights.MAX_WEIGHTS_BYTES`)."""


@dataclass
class Learned:
    """What the training stage produced (in memory; nothing is written yet)."""

    result: PeopleFinetuneResult
    models: dict[str, PeopleModel]
    """The people model per server, per member (``<server>/<member>``, the server's behind
    it) and :data:`GLOBAL_TABLE` (the global one, behind every server's)."""
    world: PeopleModel
    tables: dict[str, npt.NDArray[np.float32]]
    """Per key of :attr:`models` with enough games: exact values of every move against it."""
    policies: dict[str, npt.NDArray[np.float32]]
    """Per table: what it serves, a safe improvement of the serving version's play for the
    same people (:func:`engine.spibb.spibb_policy`)."""
    seconds: float


def people_logs(batch: Batch, options: RetrainOptions) -> dict[str, ServerLogs]:
    """The logs of every group of people a run models: each server, the members with enough
    games for a table, and everyone (:data:`GLOBAL_TABLE`: every server's games, the DMs'
    included)."""
    everyone = ServerLogs(GLOBAL_TABLE)
    for logs in batch.servers.values():
        everyone.decisions += logs.decisions
        everyone.games += logs.games
        everyone.held_out += logs.held_out
        everyone.held_out_unusable += logs.held_out_unusable
    return {**batch.servers, **table_members(batch, options), GLOBAL_TABLE: everyone}


def table_members(batch: Batch, options: RetrainOptions) -> dict[str, ServerLogs]:
    """The members who get a table of their own: at least ``min_member_games`` training
    games, the :data:`MAX_MEMBER_TABLES` with the most (ties: by key, for reproducibility)."""
    ranked = sorted(
        (logs for logs in batch.members.values() if logs.games >= options.min_member_games),
        key=lambda logs: (-logs.games, logs.server_id),
    )
    return {logs.server_id: logs for logs in ranked[:MAX_MEMBER_TABLES]}


def fit_models(batch: Batch, groups: Mapping[str, ServerLogs]) -> dict[str, PeopleModel]:
    """The people model of every group: global, then servers (global behind), then members
    (their server's behind)."""
    world = fit_people_model(batch.all_decisions, games=batch.all_games)
    models = {GLOBAL_TABLE: world}
    for server, logs in batch.servers.items():
        models[server] = fit_people_model(logs.decisions, games=logs.games, parent=world)
    for key, logs in groups.items():
        if MEMBER_SEPARATOR in key:
            parent = models[key.split(MEMBER_SEPARATOR, 1)[0]]
            models[key] = fit_people_model(logs.decisions, games=logs.games, parent=parent)
    return models


def learn(base: Weights, batch: Batch, options: RetrainOptions, baseline: Agent) -> Learned:
    """The people models, the fine-tuned network and the tables (see the module).

    Budgets are updates only (no clock stop): the same logs and seed give the same candidate
    on any machine; the clock is only reported."""
    try:
        from engine.training import people_finetune
    except ModuleNotFoundError as exc:  # serving installs leave torch out on purpose
        raise RetrainError(
            f"retraining needs the training extra ({exc.name} is missing): "
            "pip install -c constraints.txt -e '.[train]'"
        ) from None

    started = time.perf_counter()
    groups = people_logs(batch, options)
    models = fit_models(batch, groups)
    network = {k: v for k, v in base.tensors.items() if not k.startswith(SERVER_TABLE_PREFIX)}
    config = people_finetune.PeopleFinetuneConfig(
        **{"seed": options.seed, **dict(options.finetune)}
    )
    world = models[GLOBAL_TABLE]
    result = people_finetune.finetune_to_people(network, base.metadata, world, config=config)
    # Everyone's table, like a server's, needs the games a table is learned from: a handful
    # of games anywhere gives no table, and the serving version is judged against itself.
    places = [
        k
        for k in groups
        if MEMBER_SEPARATOR not in k and groups[k].games >= options.min_server_games
    ]
    # everyone's first: a server's first table is built over it (see improve)
    policies: dict[str, npt.NDArray[np.float32]] = {}
    for key in sorted(places, key=lambda k: k != GLOBAL_TABLE):
        policies[key] = improve(baseline, key, models[key], policies.get(GLOBAL_TABLE))
    # The serving version's tables, read as the gate's refusals read them (bot.retrain.refusals)
    serving = tables_named(base.tensors, SERVER_TABLE_PREFIX)
    for key in (k for k in groups if MEMBER_SEPARATOR in k):
        server = key.split(MEMBER_SEPARATOR, 1)[0]
        above = policies.get(server, policies.get(GLOBAL_TABLE))
        first = key not in serving  # a member's first table: the best reply to their model
        policy = improve(baseline, key, models[key], best_reply=first)  # judged against `above`
        if above is not None and member_gain(policy, above, models[key]) > MEMBER_GAIN:
            policies[key] = policy
    tables = {
        key: people_finetune.value_matrix(people_values(models[key].distribution))
        for key in policies
    }
    return Learned(result, models, world, tables, policies, time.perf_counter() - started)


MEMBER_GAIN: Final = 0.005
"""How much better than their server's table (against the member's own people model) a
member's table must play to be kept: half a point, the gate's margin. A member who plays like
their server gains nothing from a table, and each table costs the gate's checks and 330 KB."""


def member_gain(
    policy: npt.NDArray[np.float32], above: npt.NDArray[np.float32], model: PeopleModel
) -> float:
    """The member table's exact gain in win rate over the table above it (the server's, or
    the global one), against the member's people model."""
    person = policy_array(model.distribution)[None]
    mine = win_rates(policy.astype(np.float64), person)[0]
    theirs = win_rates(above.astype(np.float64), person)[0]
    return float(mine - theirs)


def improve(
    baseline: Agent,
    key: str,
    model: PeopleModel,
    above: npt.NDArray[np.float32] | None = None,
    *,
    best_reply: bool = False,
) -> npt.NDArray[np.float32]:
    """The table's policy for ``key``: a safe improvement over what ``baseline`` plays for
    those people, departing only where their logs support it.

    Where the serving version plays no table for them (its network: the first run that
    promotes), a server's table is built over ``above``, the candidate's table against
    everyone, departing from it only where the server's own logs support it: the server's
    model on its few games is mostly its prior, and the best reply to it alone can open
    worse for its people than everyone's table does (it did against people blind to forks).
    Everyone's first table (``above`` None) is the best reply to its model outright (every
    move counts as supported).

    So is a member's first table (``best_reply``), whatever serves them until then:
    :func:`learn` keeps it only when it beats the table above it against the member's model by
    :data:`MEMBER_GAIN`, and the gate judges it as a layer of its own. Built over the server's
    served table instead, it could depart only where the member's own logs hold ``SUPPORT``
    replies, and those logs follow the server table's line: on a server of two regulars (blind
    to forks, blind to diagonals) no member table was kept in 2,000 games, where first tables as
    best replies were kept on every seed and served 1.6 to 2.3 points more
    (``benchmarks/bench_learning.py --service``, docs/benchmarks.md). A member's later tables
    are safe improvements over their own, as a server's are."""
    played = for_server(baseline, key)
    if best_reply:
        start, support = served_by(played), 0.0
    elif played is not baseline:
        start, support = served_by(played), SUPPORT
    elif above is not None:
        start, support = functools.partial(policy_moves, above), SUPPORT
    else:
        start, support = served_by(played), 0.0
    return spibb_policy(start, model.distribution, model.observed, support=support).astype(
        np.float32
    )


def people_report(
    learned: Learned,
    groups: dict[str, dict[str, Any]],
    serving: str,
    version: str,
    dropped: Mapping[str, list[str]] | None = None,
    kept: Mapping[str, list[str]] | None = None,
) -> dict[str, Any]:
    """What the version stores about the people it learned from (``/ttt-admin learning``):
    per group of people that keeps a table or is served one, the member tables the gate
    refused (``dropped_member_tables``: why; those members play their server's table) and
    the groups whose new table it refused (``kept_serving_tables``: why; they keep the
    serving version's table)."""
    return {
        "from": serving,
        "version": version,
        "games": learned.world.games,
        "habits": learned.world.describe(),
        "updates": learned.result.updates,
        "seconds": round(learned.seconds, 3),
        "servers": groups,
        "dropped_member_tables": dict(sorted((dropped or {}).items())),
        "kept_serving_tables": dict(sorted((kept or {}).items())),
    }

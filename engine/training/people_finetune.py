"""Fine-tune the DQN so its Q-values are the expected results against the modelled people.

One file, CleanRL style: the hyper-parameters are :class:`PeopleFinetuneConfig`, the budget is
in updates (never seconds: a run is the same whatever the machine load; the clock is only
reported), and :func:`learn_from_people` is the whole pipeline the retraining job calls:

1. fit the people model to people's logged decisions (:func:`engine.people.fit_people_model`,
   behind a parent model when one is given: the global model behind a server's);
2. value every move of every decision position against that model, exactly
   (:func:`engine.against_people.people_values`: the bot keeps to optimal moves, the person
   replies by the model). These 4,520 x 9 values are the regression targets: cheap, exact, and
   the same whatever order the games were logged in;
3. regress the serving network onto them (canonical boards, full batch, Adam, weighted MSE:
   the optimal moves, the only ones served, weigh most), from the serving weights;
4. keep the checkpoint whose *served policy* (optimal moves only, best Q, near-ties at random)
   has the best exact win rate against the model, the latest of equally good ones (the
   closest fit, so moves of equal value stay near-ties); if none beats the serving weights
   served the same way, the serving weights are returned (``improved`` False).

The weights written carry ``selection: optimal`` and ``near_tie`` in their metadata, which tells
the numpy server (:class:`engine.agents.learned.DQNAgent`) to mask to optimal moves.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt
import torch

from engine.against_people import (
    NEAR_TIE,
    PeopleValues,
    mask_policy,
    people_values,
    policy_values,
    served_mask,
)
from engine.habits import HumanDecision
from engine.people import PeopleModel, fit_people_model
from engine.solver import decision_positions
from engine.symmetry import PERMS, canonical_batch
from engine.training.common import Clock, LogRow
from engine.training.dqn import features, load_qnet, q_values
from engine.training.vec_env import targets

SELECTION = "optimal"
"""Metadata value of ``selection`` that makes the server mask to optimal moves."""


@dataclass
class PeopleFinetuneConfig:
    """Hyper-parameters (budgets in updates only)."""

    seed: int = 0
    updates: int = 1_500
    learning_rate: float = 1e-3
    optimal_weight: float = 1.0
    """Loss weight of the optimal moves (the ones the server may play)."""
    other_weight: float = 0.1
    """Loss weight of the other legal moves (kept sensible for inspection, never served)."""
    eval_every: int = 250
    near_tie: float = 0.01
    """Served optimal moves within this of the best Q are played at random."""
    threads: int = 1
    """Torch threads. One, because the retraining shares its machine: on the 2-core
    development machine under a load of 12-15, a whole retraining on 400 logged games (dry
    run, the same logs) took 77.6 s of CPU with one thread and 218 s with two, its learning
    stage 398 s of wall time against 775 s: the second thread spins at every parallel step,
    waiting for a core the other processes hold."""


@dataclass
class PeopleFinetuneResult:
    """A candidate and how the run went (nothing is written anywhere)."""

    tensors: dict[str, npt.NDArray[np.float32]]
    metadata: dict[str, str]
    config: dict[str, Any]
    history: list[LogRow]
    updates: int
    seconds: float
    base_value: float
    """Win rate of the serving weights (served with the optimal mask) against the model."""
    value: float
    """Win rate of the candidate against the model."""
    table_value: float
    """Win rate of the exact tabular policy against the model (what the network approximates)."""
    improved: bool
    rmse: float = 0.0
    """Root mean square error of the kept weights on the optimal moves' values."""
    data: dict[str, int] = field(default_factory=dict)


def value_matrix(values: PeopleValues) -> npt.NDArray[np.float32]:
    """(4520, 9) move values in :func:`~engine.solver.decision_positions` order (0 if illegal)."""
    q = np.zeros((len(decision_positions()), 9), dtype=np.float32)
    for n, board in enumerate(decision_positions()):
        for cell, v in values.move_values[board.cells].items():
            q[n, cell - 1] = v
    return q


def target_arrays(
    values: PeopleValues,
) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.float32], npt.NDArray[np.float32]]:
    """Canonical boards, their Q targets and loss weights (one row per canonical position)."""
    t = targets()
    q = value_matrix(values)
    canon, k = canonical_batch(t.relative)
    rows = np.arange(len(canon))[:, None]
    q_c = q[rows, PERMS[k]]
    legal_c, optimal_c = t.legal[rows, PERMS[k]], t.optimal[rows, PERMS[k]]
    _, first = np.unique(canon, axis=0, return_index=True)
    weight = np.where(optimal_c, 1.0, np.where(legal_c, -1.0, 0.0)).astype(np.float32)
    return canon[first], q_c[first], weight[first]


def _win_rate(mask: npt.NDArray[np.bool_], model: PeopleModel) -> float:
    policy = mask_policy(mask)
    return policy_values(policy.__getitem__, model.distribution).win_rate


def finetune_to_people(
    base: Mapping[str, npt.NDArray[np.float32]],
    metadata: Mapping[str, str],
    model: PeopleModel,
    values: PeopleValues | None = None,
    config: PeopleFinetuneConfig | None = None,
) -> PeopleFinetuneResult:
    """Regress the DQN ``base`` onto the values against ``model``; ``base`` is not modified."""
    cfg = config or PeopleFinetuneConfig()
    if metadata.get("output") != "q":
        raise ValueError("only a deep Q network (output 'q') can be fine-tuned")
    symmetry = metadata.get("symmetry", "none")
    torch.set_num_threads(cfg.threads)
    torch.manual_seed(cfg.seed)
    clock = Clock()
    values = values or people_values(model.distribution)
    boards, q_target, weight_sign = target_arrays(values)
    if symmetry != "canonical":  # a non-canonical network learns every orientation
        boards, q_target, weight_sign = _all_orientations(boards, q_target, weight_sign)
    weight = np.where(weight_sign > 0, cfg.optimal_weight, 0.0) + np.where(
        weight_sign < 0, cfg.other_weight, 0.0
    )
    x = features(torch.from_numpy(boards))
    y = torch.from_numpy(q_target)
    w = torch.from_numpy(weight.astype(np.float32))
    optimal_mask = torch.from_numpy(weight_sign > 0)

    base_net = load_qnet(base)
    net = copy.deepcopy(base_net)
    optimizer = torch.optim.Adam(net.parameters(), lr=cfg.learning_rate)
    eval_boards = targets().relative

    def served_value(n: torch.nn.Module) -> float:
        return _win_rate(served_mask(q_values(n, eval_boards, symmetry), cfg.near_tie), model)

    table_value = _win_rate(served_mask(value_matrix(values), NEAR_TIE), model)
    base_value = served_value(base_net)
    best: dict[str, Any] = {"value": base_value, "tensors": None, "rmse": float("nan")}
    history: list[LogRow] = []
    for update in range(1, cfg.updates + 1):
        loss = (w * (net(x) - y) ** 2).sum() / w.sum()
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        if update % cfg.eval_every == 0 or update == cfg.updates:
            with torch.no_grad():
                rmse = float(((net(x) - y)[optimal_mask] ** 2).mean().sqrt())
            value = served_value(net)
            history.append(LogRow(update, clock(), value, loss.item(), {"rmse_optimal": rmse}))
            # A later checkpoint as good as the best replaces it: it fits the values closer,
            # so the moves the values tie stay tied within ``near_tie`` and are all played.
            beats = value > best["value"] + 1e-9
            equals = best["tensors"] is not None and value >= best["value"] - 1e-9
            if beats or equals:
                best.update(value=value, tensors=net.export(), rmse=rmse)
    improved = best["tensors"] is not None
    tensors = best["tensors"] or {k: np.array(v, dtype=np.float32) for k, v in base.items()}
    meta = dict(metadata)
    if improved:
        meta.update(selection=SELECTION, near_tie=repr(cfg.near_tie), target="people")
    return PeopleFinetuneResult(
        tensors=tensors,
        metadata=meta,
        config=asdict(cfg),
        history=history,
        updates=cfg.updates,
        seconds=clock(),
        base_value=base_value,
        value=best["value"],
        table_value=table_value,
        improved=improved,
        rmse=best["rmse"],
        data={"positions": len(boards), "decisions": model.decisions, "games": model.games},
    )


def _all_orientations(
    boards: npt.NDArray[np.int8], q: npt.NDArray[np.float32], w: npt.NDArray[np.float32]
) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.float32], npt.NDArray[np.float32]]:
    rows = [(boards[:, p], q[:, p], w[:, p]) for p in PERMS]
    b = np.concatenate([r[0] for r in rows])
    _, first = np.unique(b, axis=0, return_index=True)
    return (
        b[first],
        np.concatenate([r[1] for r in rows])[first],
        np.concatenate([r[2] for r in rows])[first],
    )


@dataclass
class PeopleRun:
    """Everything one retraining on people's games produced."""

    model: PeopleModel
    values: PeopleValues
    finetune: PeopleFinetuneResult


def learn_from_people(
    base: Mapping[str, npt.NDArray[np.float32]],
    metadata: Mapping[str, str],
    decisions: Sequence[HumanDecision],
    *,
    games: int | None = None,
    parent: PeopleModel | None = None,
    config: PeopleFinetuneConfig | None = None,
) -> PeopleRun:
    """The whole pipeline: people model -> exact values -> fine-tuned DQN (see the module)."""
    model = fit_people_model(decisions, games=games, parent=parent)
    values = people_values(model.distribution)
    result = finetune_to_people(base, metadata, model, values, config)
    return PeopleRun(model, values, result)


__all__ = [
    "NEAR_TIE",
    "SELECTION",
    "PeopleFinetuneConfig",
    "PeopleFinetuneResult",
    "PeopleRun",
    "finetune_to_people",
    "learn_from_people",
    "target_arrays",
    "value_matrix",
]

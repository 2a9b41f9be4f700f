"""Policy network, supervised on the solver's answers (seed 000's MLP on minimax moves). PyTorch.

The data set is every one of the 4,520 decision positions, seen by the side to move (27
one-hot features), labelled with *all* of the solver's optimal moves. The network outputs nine
logits; the softmax runs over the legal moves only, and the loss is minus the log of the
probability the policy puts on the optimal set (any optimal move is a correct answer). Seed 000
trained on ~800 sampled games with a one-hot target; here the labels are exact and complete.

The data set already holds every position in all of its orientations (the reachable positions
are closed under the 8 symmetries), so no augmentation is needed. Mini-batch Adam until the
greedy policy is optimal everywhere (tie-strict, with a small ``margin``) or a budget runs out.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import numpy as np
import torch

from engine.training.common import Callback, Clock, LogRow, TrainResult, out_of_time
from engine.training.dqn import QNet, features
from engine.training.vec_env import accuracy, targets


@dataclass
class PolicyConfig:
    """Hyper-parameters of the supervised policy network."""

    seed: int = 0
    hidden: tuple[int, ...] = (128, 128)
    batch_size: int = 256
    learning_rate: float = 3e-3
    max_epochs: int = 500
    max_seconds: float | None = None
    target_accuracy: float = 1.0
    margin: float = 0.5
    """Logit gap by which every non-optimal move must trail the best for a position to count."""
    threads: int | None = None
    """Torch threads; ``None``: torch's default (``OMP_NUM_THREADS``, else every core)."""


def train(config: PolicyConfig, callback: Callback | None = None) -> TrainResult:
    """Train the policy network; returns the MLP's tensors (nine logits out)."""
    cfg = config
    if cfg.threads:
        torch.set_num_threads(cfg.threads)
    torch.manual_seed(cfg.seed)
    t = targets()
    x = features(torch.from_numpy(t.relative.copy()))
    legal = torch.from_numpy(t.legal.copy())
    optimal = torch.from_numpy(t.optimal.copy())
    net = QNet(cfg.hidden)  # the same MLP shape; its outputs are logits here
    optimizer = torch.optim.Adam(net.parameters(), lr=cfg.learning_rate)
    generator = torch.Generator().manual_seed(cfg.seed)
    clock = Clock()
    history: list[LogRow] = []
    seen = 0
    acc = 0.0
    reached_at: tuple[float, int] | None = None

    for epoch in range(1, cfg.max_epochs + 1):
        losses = []
        for batch in torch.randperm(len(x), generator=generator).split(cfg.batch_size):
            logits = net(x[batch]).masked_fill(~legal[batch], -torch.inf)
            log_all = torch.logsumexp(logits, dim=1)
            log_optimal = torch.logsumexp(logits.masked_fill(~optimal[batch], -torch.inf), dim=1)
            loss = (log_all - log_optimal).mean()  # -log P(optimal set)
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
            losses.append(loss.item())
            seen += len(batch)
        with torch.no_grad():
            acc = accuracy(net(x).numpy(), tie_tolerance=cfg.margin)
        row = LogRow(seen, clock(), acc, float(np.mean(losses)), {"epoch": epoch})
        history.append(row)
        if callback:
            callback(row)
        if acc >= cfg.target_accuracy:
            reached_at = (row.seconds, seen)
            break
        if out_of_time(cfg.max_seconds, clock(), "policy training"):
            break

    return TrainResult(
        agent="policy",
        tensors=net.export(),
        metadata={"kind": "mlp", "input": "onehot27", "output": "logits", "symmetry": "none"},
        config=asdict(cfg),
        history=history,
        games=seen,
        seconds=clock(),
        accuracy=acc,
        reached_target=reached_at is not None,
        seconds_to_target=reached_at[0] if reached_at else None,
        games_to_target=reached_at[1] if reached_at else None,
        x_label="positions seen",
    )

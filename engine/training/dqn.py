"""Deep Q network by vectorised self-play (seeds 000 and 002, made fast). PyTorch, CPU.

One MLP plays both sides: it reads the board seen by the side to move (27 one-hot features:
mine, theirs, empty) and outputs nine Q-values from that side's point of view (seed 002's sign
trick, written as negamax). A move that wins is worth 1, a draw 0, and any other move
``-gamma * Q(next)`` of the opponent's best legal reply.

The pieces, in the order the loop below uses them:

* ``parallel_games`` games advance together (:class:`~engine.training.vec_env.VecGames`), each
  move ε-greedy over the *legal* moves, ε decaying linearly.
* A replay buffer of transitions ``(s, a, r, s', done)``, sampled uniformly in mini-batches.
* Double-DQN targets from a target network synced every ``target_sync`` updates: the online
  net picks the reply, the target net values it, and illegal replies are masked out of both.
* Huber loss, Adam.
* Symmetries: with ``symmetry="canonical"`` every board is first mapped to the canonical member
  of its 8-board orbit (the Q-values are mapped back for the real board), so the net learns
  627 decision positions instead of 4,520; ``"augment"`` instead applies a random symmetry to
  each sampled transition; ``"none"`` uses neither.

Training stops when the greedy policy is optimal on all 4,520 decision positions (checked
every ``eval_every`` updates, tie-strict) or when a budget runs out; the weights returned are
those of the best check.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Mapping
from dataclasses import asdict, dataclass

import numpy as np
import numpy.typing as npt
import torch
from torch import nn

from engine.agents.learned.encoding import onehot27
from engine.symmetry import INVERSE_PERMS, PERMS, canonical_batch
from engine.training.common import Callback, Clock, LogRow, TrainResult, out_of_time
from engine.training.vec_env import VecGames, accuracy, epsilon_greedy, schedule, targets


@dataclass
class DQNConfig:
    """Hyper-parameters of the deep Q network."""

    seed: int = 0
    hidden: tuple[int, ...] = (128, 128)
    symmetry: str = "canonical"
    """``canonical``, ``augment`` or ``none`` (see the module docstring)."""
    parallel_games: int = 256
    """Games advanced together; each step adds this many transitions to the buffer."""
    buffer_size: int = 50_000
    batch_size: int = 512
    updates_per_step: int = 1
    """Gradient updates after every batched move."""
    learning_starts: int = 2_000
    """Transitions collected before the first update."""
    learning_rate: float = 2e-3
    gamma: float = 0.9
    target_sync: int = 100
    """Copy the online net into the target net every this many updates."""
    double: bool = True
    epsilon_start: float = 1.0
    epsilon_end: float = 0.3
    epsilon_decay_updates: int = 5_000
    max_updates: int = 1_000_000
    max_seconds: float | None = None
    eval_every: int = 100
    target_accuracy: float = 1.0
    margin: float = 0.01
    """A position counts as solved only if every non-optimal move scores this much below the
    best (so float differences between torch and the numpy server cannot flip a choice)."""
    threads: int | None = None
    """Torch threads; ``None``: torch's default (``OMP_NUM_THREADS``, else every core)."""


class QNet(nn.Module):
    """27 -> hidden ... -> 9 MLP with ReLU; layers named ``l0``, ``l1``, ... for export."""

    def __init__(self, hidden: tuple[int, ...], outputs: int = 9) -> None:
        super().__init__()
        sizes = (27, *hidden, outputs)
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in itertools.pairwise(sizes))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        last = len(self.layers) - 1
        for i, layer in enumerate(self.layers):
            x = layer(x) if i == last else torch.relu(layer(x))
        return x

    def export(self) -> dict[str, np.ndarray]:
        """The weights as float32 numpy arrays named ``l{i}.weight`` (out, in), ``l{i}.bias``."""
        out = {}
        for i, layer in enumerate(self.layers):
            assert isinstance(layer, nn.Linear)
            out[f"l{i}.weight"] = layer.weight.detach().numpy().astype(np.float32).copy()
            out[f"l{i}.bias"] = layer.bias.detach().numpy().astype(np.float32).copy()
        return out


def load_qnet(tensors: Mapping[str, npt.NDArray[np.float32]]) -> QNet:
    """The torch network of exported DQN weights (``l{i}.weight``, ``l{i}.bias``): the inverse
    of the export, to fine-tune a serving version."""
    layers = sum(1 for name in tensors if name.endswith(".weight"))
    hidden = tuple(int(tensors[f"l{i}.weight"].shape[0]) for i in range(layers - 1))
    net = QNet(hidden)
    state = {}
    for i in range(layers):
        state[f"layers.{i}.weight"] = torch.from_numpy(np.array(tensors[f"l{i}.weight"]))
        state[f"layers.{i}.bias"] = torch.from_numpy(np.array(tensors[f"l{i}.bias"]))
    net.load_state_dict(state)
    return net


def features(boards: torch.Tensor) -> torch.Tensor:
    """(N, 9) int8 relative boards -> (N, 27) float32 one-hot (same as ``onehot27``)."""
    return torch.cat([boards == 1, boards == -1, boards == 0], dim=1).float()


def q_values(net: nn.Module, boards: np.ndarray, symmetry: str) -> np.ndarray:
    """Q-values for (N, 9) relative boards, in the boards' own orientation (numpy in/out)."""
    with torch.no_grad():
        if symmetry != "canonical":
            return net(torch.from_numpy(onehot27(boards))).numpy()
        canon, k = canonical_batch(boards)
        q = net(torch.from_numpy(onehot27(canon))).numpy()
        return np.take_along_axis(q, INVERSE_PERMS[k], axis=1)


def train(config: DQNConfig, callback: Callback | None = None) -> TrainResult:
    """Train the DQN; returns the MLP's tensors ``l{i}.weight`` / ``l{i}.bias``."""
    cfg = config
    if cfg.symmetry not in ("canonical", "augment", "none"):
        raise ValueError(f"symmetry must be canonical, augment or none, not {cfg.symmetry!r}")
    if cfg.threads:
        torch.set_num_threads(cfg.threads)
    torch.manual_seed(cfg.seed)
    rng = np.random.default_rng(cfg.seed)
    net = QNet(cfg.hidden)
    target_net = copy.deepcopy(net)
    optimizer = torch.optim.Adam(net.parameters(), lr=cfg.learning_rate)
    perms = torch.from_numpy(PERMS)
    inverse_perms = torch.from_numpy(INVERSE_PERMS)
    eval_boards = targets().relative

    # Replay buffer: boards are int8 relative to the mover; next boards relative to the next mover.
    size = cfg.buffer_size
    buf_s = torch.zeros((size, 9), dtype=torch.int8)
    buf_a = torch.zeros(size, dtype=torch.int64)
    buf_r = torch.zeros(size, dtype=torch.float32)
    buf_done = torch.zeros(size, dtype=torch.bool)
    buf_next = torch.zeros((size, 9), dtype=torch.int8)
    stored = 0  # transitions ever stored; the write position is stored % size

    env = VecGames(cfg.parallel_games)
    clock = Clock()
    history: list[LogRow] = []
    updates = 0
    losses: list[float] = []
    acc = best_acc = -1.0
    best_tensors = net.export()
    reached_at: tuple[float, int] | None = None

    def check(eps: float) -> bool:
        """Measure the greedy policy, log a row, keep the best weights; True at the target."""
        nonlocal acc, best_acc, best_tensors, reached_at
        acc = accuracy(q_values(net, eval_boards, cfg.symmetry), tie_tolerance=cfg.margin)
        loss = float(np.mean(losses)) if losses else None
        extra = {"epsilon": eps, "updates": updates, "transitions": stored}
        row = LogRow(env.games_finished, clock(), acc, loss, extra)
        losses.clear()
        history.append(row)
        if callback:
            callback(row)
        if acc > best_acc:
            best_acc, best_tensors = acc, net.export()
        if acc >= cfg.target_accuracy:
            reached_at = (row.seconds, row.games)
        return reached_at is not None

    check(cfg.epsilon_start)
    while True:
        # -- act: ε-greedy over legal moves, all games at once -----------------------------------
        eps = schedule(cfg.epsilon_start, cfg.epsilon_end, updates / cfg.epsilon_decay_updates)
        boards = env.boards.copy()
        moves = epsilon_greedy(q_values(net, boards, cfg.symmetry), boards == 0, eps, rng)
        step = env.step(moves)
        s, a, nxt = boards, moves, step.next_relative
        if cfg.symmetry == "canonical":  # store transitions in canonical orientation
            s, k = canonical_batch(boards)
            a = INVERSE_PERMS[k, moves]
            nxt, _ = canonical_batch(step.next_relative)
        idx = torch.arange(stored, stored + len(s)) % size
        buf_s[idx] = torch.from_numpy(s)
        buf_a[idx] = torch.from_numpy(a.astype(np.int64))
        buf_r[idx] = torch.from_numpy(step.reward)
        buf_done[idx] = torch.from_numpy(step.done)
        buf_next[idx] = torch.from_numpy(nxt)
        stored += len(s)
        if stored < cfg.learning_starts:
            continue

        # -- learn: double-DQN targets with illegal replies masked, Huber loss, Adam -------------
        for _ in range(cfg.updates_per_step):
            i = torch.randint(0, min(stored, size), (cfg.batch_size,))
            bs, ba, br, bd, bn = buf_s[i], buf_a[i], buf_r[i], buf_done[i], buf_next[i]
            if cfg.symmetry == "augment":  # the same random symmetry on s, a and s'
                sym = torch.randint(0, 8, (cfg.batch_size,))
                bs = torch.gather(bs, 1, perms[sym])
                bn = torch.gather(bn, 1, perms[sym])
                ba = inverse_perms[sym, ba]
            with torch.no_grad():
                legal = bn == 0
                next_target = target_net(features(bn)).masked_fill(~legal, -torch.inf)
                if cfg.double:
                    online = net(features(bn)).masked_fill(~legal, -torch.inf)
                    reply = online.argmax(dim=1, keepdim=True)
                    best = next_target.gather(1, reply).squeeze(1)
                else:
                    best = next_target.max(dim=1).values
                y = torch.where(bd, br, -cfg.gamma * best)
            q = net(features(bs)).gather(1, ba[:, None]).squeeze(1)
            loss = nn.functional.smooth_l1_loss(q, y)
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
            losses.append(loss.item())
            updates += 1
            if updates % cfg.target_sync == 0:
                target_net.load_state_dict(net.state_dict())

            # -- measure, log, stop ------------------------------------------------------------
            if updates % cfg.eval_every == 0 and check(eps):
                break
        if reached_at or updates >= cfg.max_updates:
            break
        if out_of_time(cfg.max_seconds, clock(), "dqn training"):
            break

    seconds = clock()
    return TrainResult(
        agent="dqn",
        tensors=best_tensors,
        metadata={
            "kind": "mlp",
            "input": "onehot27",
            "output": "q",
            "symmetry": "canonical" if cfg.symmetry == "canonical" else "none",
        },
        config=asdict(cfg),
        history=history,
        games=env.games_finished,
        seconds=seconds,
        accuracy=best_acc,
        reached_target=reached_at is not None,
        seconds_to_target=reached_at[0] if reached_at else None,
        games_to_target=reached_at[1] if reached_at else None,
    )

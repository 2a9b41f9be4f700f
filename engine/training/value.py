"""Value network trained from game outcomes against a fallible minimax (seed 001). PyTorch.

The network scores a position *after* a move (an afterstate), seen by the side that just moved
(27 one-hot features: its marks, the opponent's, empty; tanh output in [-1, 1]). To play, it
scores the afterstate of every legal move and takes the best.

Training follows seed 001: the learner plays against a minimax that blunders with probability
``opponent_mistake_rate`` (0.1: a random non-optimal move), and every afterstate of the game is
regressed (MSE) on the final result from the point of view of the side that made that move
(+1 win, 0 draw, -1 loss), discounted by ``gamma`` per ply still to come. Seed 001 played one
game as X at a time and also trained on fallible-vs-fallible games; here ``parallel_games``
games run in lockstep, the learner takes X in half of them and O in the other half, and the
fallible side's afterstates are training data too (from its own point of view). The learner
explores ε-greedily, ε decaying linearly.

With ``symmetry="canonical"`` afterstates are mapped to the canonical member of their 8-board
orbit before the network sees them (serving does the same).
"""

from __future__ import annotations

import copy
from dataclasses import asdict, dataclass

import numpy as np
import torch
from torch import nn

from engine.agents.learned.encoding import has_line, onehot27
from engine.symmetry import canonical_batch
from engine.training.common import Callback, Clock, LogRow, TrainResult, out_of_time
from engine.training.dqn import QNet
from engine.training.vec_env import (
    accuracy,
    epsilon_greedy,
    fallible_moves,
    schedule,
    targets,
)


@dataclass
class ValueConfig:
    """Hyper-parameters of the value network."""

    seed: int = 0
    hidden: tuple[int, ...] = (128, 128)
    symmetry: str = "canonical"
    """``canonical`` or ``none``."""
    parallel_games: int = 1024
    opponent_mistake_rate: float = 0.1
    gamma: float = 0.9
    epsilon_start: float = 1.0
    epsilon_end: float = 0.1
    epsilon_decay_games: int = 200_000
    epochs_per_batch: int = 2
    """Passes over each batch of games' afterstates."""
    batch_size: int = 512
    learning_rate: float = 2e-3
    max_games: int = 10_000_000
    max_seconds: float | None = None
    eval_every_games: int = 4_096
    target_accuracy: float = 1.0
    margin: float = 0.001
    """Score gap by which every non-optimal move must trail the best for a position to count."""
    threads: int | None = None
    """Torch threads; ``None``: torch's default (``OMP_NUM_THREADS``, else every core)."""


def afterstates(relative: np.ndarray) -> np.ndarray:
    """(N, 9) boards seen by the mover -> (N, 9, 9): the board after each cell, same view.

    Rows for occupied cells are meaningless; mask them with ``relative == 0``.
    """
    after = np.repeat(relative[:, None, :], 9, axis=1)
    after[:, np.arange(9), np.arange(9)] = 1
    return after


def values(net: nn.Module, boards: np.ndarray, symmetry: str) -> np.ndarray:
    """Network values of (M, 9) afterstates seen by the side that just moved (numpy in/out)."""
    if symmetry == "canonical":
        boards, _ = canonical_batch(boards)
    with torch.no_grad():
        return net(torch.from_numpy(onehot27(boards))).numpy()[:, 0]


def move_scores(net: nn.Module, relative: np.ndarray, symmetry: str) -> np.ndarray:
    """(N, 9) scores of each move's afterstate for boards seen by the side to move."""
    after = afterstates(relative).reshape(-1, 9)
    return values(net, after, symmetry).reshape(len(relative), 9)


class ValueNet(QNet):
    """27 -> hidden -> 1 MLP with a tanh on the output."""

    def __init__(self, hidden: tuple[int, ...]) -> None:
        super().__init__(hidden, outputs=1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.tanh(super().forward(x))


def train(config: ValueConfig, callback: Callback | None = None) -> TrainResult:
    """Train the value network; returns the MLP's tensors (one tanh output)."""
    cfg = config
    if cfg.symmetry not in ("canonical", "none"):
        raise ValueError(f"symmetry must be canonical or none, not {cfg.symmetry!r}")
    if cfg.threads:
        torch.set_num_threads(cfg.threads)
    torch.manual_seed(cfg.seed)
    rng = np.random.default_rng(cfg.seed)
    net = ValueNet(cfg.hidden)
    optimizer = torch.optim.Adam(net.parameters(), lr=cfg.learning_rate)
    eval_boards = targets().relative
    clock = Clock()
    history: list[LogRow] = []
    games = 0
    next_eval = 0
    losses: list[float] = []
    acc = best_acc = -1.0
    best_state = copy.deepcopy(net.state_dict())
    reached_at: tuple[float, int] | None = None
    n = cfg.parallel_games

    while True:
        if games >= next_eval:
            acc = accuracy(move_scores(net, eval_boards, cfg.symmetry), tie_tolerance=cfg.margin)
            eps = schedule(cfg.epsilon_start, cfg.epsilon_end, games / cfg.epsilon_decay_games)
            loss = float(np.mean(losses)) if losses else None
            row = LogRow(games, clock(), acc, loss, {"epsilon": eps})
            losses.clear()
            history.append(row)
            if callback:
                callback(row)
            next_eval += cfg.eval_every_games
            if acc > best_acc:
                best_acc, best_state = acc, copy.deepcopy(net.state_dict())
            if acc >= cfg.target_accuracy:
                reached_at = (row.seconds, games)
                break
        if games >= cfg.max_games or out_of_time(cfg.max_seconds, clock(), "value training"):
            break

        # -- a batch of games: learner (ε-greedy on afterstate values) vs fallible minimax -------
        eps = schedule(cfg.epsilon_start, cfg.epsilon_end, games / cfg.epsilon_decay_games)
        learner_is_x = np.arange(n) % 2 == 0
        boards = np.zeros((n, 9), dtype=np.int8)  # seen by the side to move
        alive = np.arange(n)  # which games the rows of `boards` are
        seen, game_of, ply_of = [], [], []  # every afterstate, its game and its ply
        result = np.zeros(n, dtype=np.float32)  # +1 X won, -1 O won, 0 draw
        end_ply = np.zeros(n, dtype=np.int64)
        for ply in range(9):
            x_moves = ply % 2 == 0
            learner = learner_is_x[alive] == x_moves
            legal = boards == 0
            moves = np.zeros(len(boards), dtype=np.intp)
            if learner.any():
                scores = move_scores(net, boards[learner], cfg.symmetry)
                moves[learner] = epsilon_greedy(scores, legal[learner], eps, rng)
            if (~learner).any():
                absolute = boards[~learner] if x_moves else -boards[~learner]
                moves[~learner] = fallible_moves(absolute, cfg.opponent_mistake_rate, rng)
            boards[np.arange(len(boards)), moves] = 1
            seen.append(boards.copy())
            game_of.append(alive)
            ply_of.append(np.full(len(alive), ply))
            won = has_line(boards)
            done = won | (ply == 8)
            result[alive[won]] = 1.0 if x_moves else -1.0
            end_ply[alive[done]] = ply
            boards = -boards[~done]  # next side to move
            alive = alive[~done]
            if not len(alive):
                break
        games += n

        # -- targets: the discounted result for the side that made each move ------------------
        after = np.concatenate(seen)
        game = np.concatenate(game_of)
        ply_arr = np.concatenate(ply_of)
        mover_sign = np.where(ply_arr % 2 == 0, 1.0, -1.0)  # X made even-ply moves
        target = result[game] * mover_sign * cfg.gamma ** (end_ply[game] - ply_arr)
        if cfg.symmetry == "canonical":
            after, _ = canonical_batch(after)
        x = torch.from_numpy(onehot27(after))
        y = torch.from_numpy(target.astype(np.float32))
        for _ in range(cfg.epochs_per_batch):
            for batch in torch.from_numpy(rng.permutation(len(x))).split(cfg.batch_size):
                mse = nn.functional.mse_loss(net(x[batch])[:, 0], y[batch])
                optimizer.zero_grad(set_to_none=True)
                mse.backward()
                optimizer.step()
                losses.append(mse.item())

    net.load_state_dict(best_state)
    return TrainResult(
        agent="value",
        tensors=net.export(),
        metadata={
            "kind": "mlp",
            "input": "onehot27",
            "output": "afterstate-value",
            "symmetry": cfg.symmetry,
        },
        config=asdict(cfg),
        history=history,
        games=games,
        seconds=clock(),
        accuracy=best_acc,
        reached_target=reached_at is not None,
        seconds_to_target=reached_at[0] if reached_at else None,
        games_to_target=reached_at[1] if reached_at else None,
    )

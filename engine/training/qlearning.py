"""Tabular Q-learning by vectorised self-play (seed 004, made fast). Numpy only.

The table has one row per base-3 code of the board (3^9 x 9, seed 004's state encoding, X = 1,
O = 2, cell 1 least significant: exactly :attr:`engine.board.Board.key`). A code tells whose turn
it is, so X's and O's rows never overlap and one table holds both of seed 004's agents.

Values are from the side to move. Tic-tac-toe is zero-sum and turn-based, so the Q-learning
target of a move is negamax-shaped: ``r`` when it ends the game (1 win, 0 draw) and otherwise
``-gamma * max Q(next)`` over the opponent's legal replies. Illegal actions are masked out of
every max and argmax (seed 004 gave them a huge negative value instead).

Fast: ``parallel_games`` games are played in lockstep with ε-greedy moves from the table, and
after each batch the transitions are applied from the last move back to the first (seed 003's
"backpropagation" order), so a result travels back through a whole game in one pass.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import numpy as np

from engine.agents.learned.encoding import STATES, has_line, keys
from engine.training.common import Callback, Clock, LogRow, TrainResult, out_of_time
from engine.training.vec_env import accuracy, epsilon_greedy, schedule, targets


@dataclass
class QLearningConfig:
    """Hyper-parameters of tabular Q-learning."""

    seed: int = 0
    parallel_games: int = 2048
    """Games played in lockstep per batch."""
    max_games: int = 2_000_000
    max_seconds: float | None = None
    alpha: float = 0.5
    """Learning rate (the game is deterministic, so large steps are safe)."""
    gamma: float = 0.9
    """Discount: prefers quicker wins and later losses; every ranking of moves is preserved."""
    epsilon_start: float = 1.0
    epsilon_end: float = 0.5
    epsilon_decay_games: int = 100_000
    backward: bool = True
    """Apply each batch's transitions last move first (False: in the order they were played)."""
    target_accuracy: float = 1.0
    """Stop as soon as the optimal-move accuracy reaches this."""
    log_every_games: int = 2_048


def train(config: QLearningConfig, callback: Callback | None = None) -> TrainResult:
    """Run tabular Q-learning; returns the table as tensor ``q`` (3^9, 9) float32."""
    cfg = config
    rng = np.random.default_rng(cfg.seed)
    q = np.zeros((STATES, 9), dtype=np.float32)
    eval_keys = keys(targets().absolute)
    clock = Clock()
    history: list[LogRow] = []
    games = 0
    next_log = 0
    acc = 0.0
    td_errors: list[float] = []
    reached_at: tuple[float, int] | None = None

    while True:
        # -- log, and stop when the target is reached or a budget is spent --------------------
        if games >= next_log:
            acc = accuracy(q[eval_keys])
            loss = float(np.mean(td_errors)) if td_errors else None
            row = LogRow(games, clock(), acc, loss, {"epsilon": epsilon(cfg, games)})
            td_errors.clear()
            history.append(row)
            if callback:
                callback(row)
            next_log += cfg.log_every_games
            if acc >= cfg.target_accuracy:
                reached_at = (row.seconds, games)
                break
        if games >= cfg.max_games or out_of_time(cfg.max_seconds, clock(), "qlearning training"):
            break

        # -- play a batch of games in lockstep, ε-greedy from the table ------------------------
        eps = epsilon(cfg, games)
        boards = np.zeros((cfg.parallel_games, 9), dtype=np.int8)  # absolute: X 1, O -1
        transitions = []
        for ply in range(9):
            mark = 1 if ply % 2 == 0 else -1
            state = keys(boards)
            moves = epsilon_greedy(q[state], boards == 0, eps, rng)
            boards[np.arange(len(boards)), moves] = mark
            won = has_line(boards * mark)
            done = won | (ply == 8)
            transitions.append((state, moves, won.astype(np.float32), done, boards.copy()))
            boards = boards[~done]
            if not len(boards):
                break
        games += cfg.parallel_games

        # -- Q-learning updates: Q(s,a) += alpha * (target - Q(s,a)) ---------------------------
        for state, moves, reward, done, after in (
            reversed(transitions) if cfg.backward else (transitions)
        ):
            next_q = np.where(after == 0, q[keys(after)], -np.inf).max(axis=1)
            target = np.where(done, reward, -cfg.gamma * next_q)
            error = target - q[state, moves]
            q[state, moves] += cfg.alpha * error
            td_errors.append(float(np.mean(error**2)))

    seconds = clock()
    return TrainResult(
        agent="qlearning",
        tensors={"q": q},
        metadata={"kind": "table", "index": "absolute-key"},
        config=asdict(cfg),
        history=history,
        games=games,
        seconds=seconds,
        accuracy=acc,
        reached_target=reached_at is not None,
        seconds_to_target=reached_at[0] if reached_at else None,
        games_to_target=reached_at[1] if reached_at else None,
    )


def epsilon(cfg: QLearningConfig, games: int) -> float:
    """The exploration rate after ``games`` games."""
    return schedule(cfg.epsilon_start, cfg.epsilon_end, games / cfg.epsilon_decay_games)

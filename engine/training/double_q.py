"""Double Q-learning by vectorised self-play (seed 003, made fast). Numpy only.

Two tables, ``q1`` and ``q2`` (3^9 x 9 each). Every transition updates one of them, chosen at
random, using the *other* to value the greedy reply it picks: this is what keeps double Q from
over-estimating. Moves are chosen by the mean of the two tables.

Colour flip (seed 003's ``flip_board``): the table is indexed by the board seen by the side to
move, its own marks written as X (digit 1) and the opponent's as O (digit 2), so one table
serves both colours. Values are from the side to move; the target of a move is ``r`` (1 win,
0 draw) when the game ends and ``-gamma * Q_other(next, argmax Q_this(next))`` otherwise, with
illegal moves masked out of every argmax. Batches of games are played in lockstep and applied
last move first, as in :mod:`engine.training.qlearning`.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import numpy as np

from engine.agents.learned.encoding import STATES, has_line, keys
from engine.training.common import Callback, Clock, LogRow, TrainResult, out_of_time
from engine.training.vec_env import accuracy, epsilon_greedy, schedule, targets


@dataclass
class DoubleQConfig:
    """Hyper-parameters of double Q-learning."""

    seed: int = 0
    parallel_games: int = 2048
    max_games: int = 2_000_000
    max_seconds: float | None = None
    alpha: float = 0.5
    gamma: float = 0.9
    epsilon_start: float = 1.0
    epsilon_end: float = 0.5
    epsilon_decay_games: int = 100_000
    target_accuracy: float = 1.0
    log_every_games: int = 2_048


def train(config: DoubleQConfig, callback: Callback | None = None) -> TrainResult:
    """Run double Q-learning; returns tensors ``q1`` and ``q2`` (3^9, 9) float32."""
    cfg = config
    rng = np.random.default_rng(cfg.seed)
    tables = np.zeros((2, STATES, 9), dtype=np.float32)  # q1, q2
    eval_keys = keys(targets().relative)
    clock = Clock()
    history: list[LogRow] = []
    games = 0
    next_log = 0
    acc = 0.0
    td_errors: list[float] = []
    reached_at: tuple[float, int] | None = None

    while True:
        if games >= next_log:
            acc = accuracy(tables[:, eval_keys].mean(axis=0))
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
        if games >= cfg.max_games or out_of_time(cfg.max_seconds, clock(), "double-q training"):
            break

        # -- a batch of games; every board is kept as the side to move sees it -----------------
        eps = epsilon(cfg, games)
        boards = np.zeros((cfg.parallel_games, 9), dtype=np.int8)
        transitions = []
        for ply in range(9):
            state = keys(boards)
            moves = epsilon_greedy(tables[:, state].mean(axis=0), boards == 0, eps, rng)
            boards[np.arange(len(boards)), moves] = 1
            won = has_line(boards)
            done = won | (ply == 8)
            boards = -boards  # colour flip: the opponent now sees itself as 1
            transitions.append((state, moves, won.astype(np.float32), done, boards.copy()))
            boards = boards[~done]
            if not len(boards):
                break
        games += cfg.parallel_games

        # -- double Q updates, last move first -------------------------------------------------
        for state, moves, reward, done, after in reversed(transitions):
            which = rng.integers(0, 2, len(state))  # the table each transition updates
            other = 1 - which
            nxt = keys(after)
            legal = after == 0
            reply = np.where(legal, tables[which, nxt], -np.inf).argmax(axis=1)
            next_value = tables[other, nxt, reply]
            target = np.where(done, reward, -cfg.gamma * next_value)
            current = tables[which, state, moves]
            tables[which, state, moves] = current + cfg.alpha * (target - current)
            td_errors.append(float(np.mean((target - current) ** 2)))

    seconds = clock()
    return TrainResult(
        agent="double-q",
        tensors={"q1": tables[0].copy(), "q2": tables[1].copy()},
        metadata={"kind": "double-table", "index": "relative-key"},
        config=asdict(cfg),
        history=history,
        games=games,
        seconds=seconds,
        accuracy=acc,
        reached_target=reached_at is not None,
        seconds_to_target=reached_at[0] if reached_at else None,
        games_to_target=reached_at[1] if reached_at else None,
    )


def epsilon(cfg: DoubleQConfig, games: int) -> float:
    """The exploration rate after ``games`` games."""
    return schedule(cfg.epsilon_start, cfg.epsilon_end, games / cfg.epsilon_decay_games)

"""Training speed of every learner and decision latency of the learned agents.

    python -m benchmarks.bench_train [--budget SECONDS] [--seed N] [--skip-baselines] [--ablations]

For each learner: wall time of the training loop to 100 % optimal-move accuracy over the 4,520
decision positions (or the best reached within ``--budget``), beside a baseline measured in the
same run with the same algorithm and hyper-parameters:

* qlearning, double-q: a one-game-at-a-time Python loop (seed 003/004 style) instead of
  thousands of games in numpy batches;
* dqn, value: the same trainer with one game at a time (``parallel_games=1``);
* policy: the same trainer with one position per gradient step (``batch_size=1``).

``--ablations`` also trains the DQN with symmetry augmentation and with no symmetry at all.
Then the decision latency (p50/p99 of ``choose`` over all positions, in process) of each shipped
learned agent, and of the DQN also through a torch forward pass on the same weights, the
obvious way to serve it, measured in the same run. Goal for the DQN: p99 under 50 µs.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from engine import Board, load_agent
from engine.agents.learned.encoding import STATES, keys
from engine.board import LINES
from engine.evaluate import decision_latencies_us, p50_p99
from engine.solver import decision_positions
from engine.training import trainer
from engine.training.common import TrainResult
from engine.training.vec_env import accuracy, schedule, targets


@dataclass
class Outcome:
    """Time to the target, or the best accuracy within the budget."""

    label: str
    reached: bool
    seconds: float
    accuracy: float
    games: int

    def text(self) -> str:
        if self.reached:
            return f"100 % in {self.seconds:7.2f} s ({self.games:,} games)"
        return f"best {self.accuracy:7.2%} in {self.seconds:6.1f} s ({self.games:,} games)"


def from_result(label: str, result: TrainResult) -> Outcome:
    if result.reached_target and result.seconds_to_target is not None:
        return Outcome(label, True, result.seconds_to_target, 1.0, result.games_to_target or 0)
    return Outcome(label, False, result.seconds, result.accuracy, result.games)


def python_tabular(cfg: Any, *, double: bool, budget: float) -> Outcome:
    """Seed-style baseline: the same (double) Q-learning, one game at a time in Python."""
    rng = random.Random(cfg.seed)
    tables = np.zeros((2 if double else 1, STATES, 9), dtype=np.float32)
    eval_keys = keys(targets().relative if double else targets().absolute)
    lines = [(a - 1, b - 1, c - 1) for a, b, c in LINES]
    pow3 = [3**i for i in range(9)]
    start = time.perf_counter()
    games = 0
    acc = 0.0
    while True:
        if games % cfg.log_every_games == 0:
            acc = accuracy(tables[:, eval_keys].mean(axis=0))
            if acc >= 1.0:
                return Outcome("python loop", True, time.perf_counter() - start, acc, games)
            if time.perf_counter() - start >= budget:
                return Outcome("python loop", False, time.perf_counter() - start, acc, games)
        eps = schedule(cfg.epsilon_start, cfg.epsilon_end, games / cfg.epsilon_decay_games)
        cells = [0] * 9
        key_x = key_o = 0  # base-3 codes with X as digit 1 / with O as digit 1
        steps = []
        for ply in range(9):
            x_moves = ply % 2 == 0
            state = key_x if (x_moves or not double) else key_o
            legal = [i for i in range(9) if cells[i] == 0]
            if rng.random() < eps:
                move = rng.choice(legal)
            else:
                row = tables[:, state].mean(axis=0)
                move = max(legal, key=row.__getitem__)
            mark = 1 if x_moves else -1
            cells[move] = mark
            key_x += (1 if x_moves else 2) * pow3[move]
            key_o += (2 if x_moves else 1) * pow3[move]
            won = any(cells[a] == cells[b] == cells[c] == mark for a, b, c in lines)
            done = won or ply == 8
            after = key_o if (x_moves and double) else key_x
            steps.append((state, move, 1.0 if won else 0.0, done, after, [c == 0 for c in cells]))
            if done:
                break
        for state, move, reward, done, after, free in reversed(steps):
            t = rng.randrange(2) if double else 0
            if done:
                target = reward
            else:
                row = tables[t, after]
                legal = [i for i in range(9) if free[i]]
                if double:
                    reply = max(legal, key=row.__getitem__)
                    target = -cfg.gamma * float(tables[1 - t, after, reply])
                else:
                    target = -cfg.gamma * max(float(row[i]) for i in legal)
            tables[t, state, move] += cfg.alpha * (target - tables[t, state, move])
        games += 1


def run(agent: str, budget: float, **overrides: Any) -> Outcome:
    config_cls, train = trainer(agent)
    fields = config_cls.__dataclass_fields__
    cfg = config_cls(**overrides)
    if "max_seconds" in fields:
        cfg = replace(cfg, max_seconds=budget)
    return from_result(agent, train(cfg))


def ratio(fast: Outcome, slow: Outcome) -> str:
    if fast.reached and slow.reached:
        return f"{slow.seconds / fast.seconds:,.1f}x faster"
    if fast.reached:
        at_least = slow.seconds / fast.seconds
        return f"baseline did not reach 100 % in {slow.seconds:.0f} s (>{at_least:,.0f}x)"
    return "-"


def torch_dqn_choose(agent: Any) -> Callable[[Board], int]:
    """The DQN served the obvious way: a torch forward pass per decision, same weights."""
    import torch

    from engine.agents.learned.encoding import onehot27, relative_array
    from engine.symmetry import INVERSE_PERMS, canonical_batch
    from engine.training.dqn import QNet

    tensors = agent.weights.tensors
    hidden = tuple(tensors[f"l{i}.weight"].shape[0] for i in range(len(tensors) // 2 - 1))
    net = QNet(hidden)
    net.load_state_dict(
        {
            f"layers.{i}.{p}": torch.from_numpy(tensors[f"l{i}.{p}"].copy())
            for i in range(len(tensors) // 2)
            for p in ("weight", "bias")
        }
    )
    net.eval()

    def choose(board: Board) -> int:
        canon, k = canonical_batch(relative_array(board)[None])
        with torch.no_grad():
            q = net(torch.from_numpy(onehot27(canon)))[0].numpy()[INVERSE_PERMS[k[0]]]
        legal = [c - 1 for c in board.legal_moves()]
        return max(legal, key=q.__getitem__) + 1

    return choose


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=60.0, help="seconds per training run")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--skip-baselines", action="store_true")
    parser.add_argument("--ablations", action="store_true", help="DQN without canonical forms")
    parser.add_argument("--rounds", type=int, default=3, help="latency passes over positions")
    args = parser.parse_args()

    import torch

    print(
        f"torch {torch.__version__}, {torch.get_num_threads()} threads; budget "
        f"{args.budget:.0f} s per run; seed {args.seed}\n"
    )
    rows: list[tuple[str, Outcome, Outcome | None]] = []
    for agent in ("qlearning", "double-q"):
        fast = run(agent, args.budget, seed=args.seed, max_seconds=args.budget)
        slow = None
        if not args.skip_baselines:
            config_cls, _ = trainer(agent)
            slow = python_tabular(
                config_cls(seed=args.seed), double=agent == "double-q", budget=args.budget
            )
        rows.append((agent, fast, slow))
        print_row(rows[-1])
    baselines = {
        "dqn": {"parallel_games": 1},
        "policy": {"batch_size": 1},
        "value": {"parallel_games": 1},
    }
    for agent, slow_overrides in baselines.items():
        fast = run(agent, args.budget, seed=args.seed)
        slow = None
        if not args.skip_baselines:
            slow = run(agent, args.budget, seed=args.seed, **slow_overrides)
            slow.label = ", ".join(f"{k}={v}" for k, v in slow_overrides.items())
        rows.append((agent, fast, slow))
        print_row(rows[-1])
    if args.ablations:
        for symmetry in ("augment", "none"):
            out = run("dqn", args.budget, seed=args.seed, symmetry=symmetry)
            print(f"  dqn, symmetry={symmetry:<9} {out.text()}")

    print_latencies(args.rounds)


def print_latencies(rounds: int) -> None:
    """Decision latency of the shipped learned agents (numpy) against the dqn's torch forward."""
    import torch

    print(
        "\nDecision latency (choose, in process, all 4,520 positions x "
        f"{rounds} rounds), shipped weights:"
    )
    boards = list(decision_positions())
    print(f"  {'agent':<22}{'p50 µs':>10}{'p99 µs':>10}")
    results = {}
    for name in ("qlearning", "double-q", "dqn", "policy", "value"):
        served = load_agent(name, seed=0)
        decision_latencies_us(served.choose, boards, 1)  # warm-up
        results[name] = p50_p99(decision_latencies_us(served.choose, boards, rounds))
        print(f"  {name + ' (numpy)':<22}{results[name][0]:>10.2f}{results[name][1]:>10.2f}")
    torch.set_num_threads(1)
    torch_choose = torch_dqn_choose(load_agent("dqn"))
    decision_latencies_us(torch_choose, boards, 1)
    base = p50_p99(decision_latencies_us(torch_choose, boards, rounds))
    print(f"  {'dqn (torch forward)':<22}{base[0]:>10.2f}{base[1]:>10.2f}")
    p50, p99 = results["dqn"]
    print(
        f"\nDQN numpy vs torch: {base[0] / p50:.1f}x faster at p50, {base[1] / p99:.1f}x at p99. "
        f"Goal p99 < 50 µs: {'met' if p99 < 50 else 'NOT met'} ({p99:.1f} µs)."
    )


def print_row(row: tuple[str, Outcome, Outcome | None]) -> None:
    agent, fast, slow = row
    print(f"{agent:<10} vectorised   {fast.text()}")
    if slow is not None:
        print(f"{'':<10} baseline     {slow.text()}  [{slow.label}]  -> {ratio(fast, slow)}")


if __name__ == "__main__":
    main()

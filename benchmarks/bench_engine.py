"""Decision latency of the solver-backed agents, against a seed-style recursive minimax.

Prints p50/p99 per decision (in process, microseconds) for ``minimax`` and ``trap`` over every
decision position, beside a plain recursive minimax without memo (as seed 000 writes it), measured
in the same run, and the ratio. Goal: p99 under 10 µs.

    python -m benchmarks.bench_engine [--rounds N] [--baseline-positions N]
"""

from __future__ import annotations

import argparse
import random

from engine import Board, load_agent
from engine.board import LINES
from engine.evaluate import decision_latencies_us, p50_p99
from engine.solver import decision_positions


def seed_style_minimax(cells: list[int], turn: int) -> tuple[int, int]:
    """Recursive minimax with no memo, seed-000 style: (value for X, best index)."""
    for a, b, c in LINES:
        s = cells[a - 1]
        if s != 0 and s == cells[b - 1] == cells[c - 1]:
            return s, -1
    if 0 not in cells:
        return 0, -1
    best_value, best_move = -2 * turn, -1
    for i in range(9):
        if cells[i] == 0:
            cells[i] = turn
            value, _ = seed_style_minimax(cells, -turn)
            cells[i] = 0
            if (turn == 1 and value > best_value) or (turn == -1 and value < best_value):
                best_value, best_move = value, i
    return best_value, best_move


def seed_style_choose(board: Board) -> int:
    cells = [1 if ch == "X" else -1 if ch == "O" else 0 for ch in board.cells]
    return seed_style_minimax(cells, 1 if board.ply % 2 == 0 else -1)[1] + 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="passes over all 4,520 positions")
    parser.add_argument(
        "--baseline-positions",
        type=int,
        default=300,
        help="positions sampled for the (slow) seed-style baseline",
    )
    args = parser.parse_args()

    boards = list(decision_positions())
    rng = random.Random(0)
    baseline_boards = rng.sample(boards, min(args.baseline_positions, len(boards)))

    results: dict[str, tuple[float, float, int]] = {}
    for name in ("minimax", "trap"):
        agent = load_agent(name, seed=0)
        decision_latencies_us(agent.choose, boards, 1)  # warm-up: tables built, caches hot
        samples = decision_latencies_us(agent.choose, boards, args.rounds)
        results[name] = (*p50_p99(samples), len(samples))
    # The baseline on the same sampled positions as a fair comparison for the agents too.
    samples = decision_latencies_us(seed_style_choose, baseline_boards, 1)
    base = (*p50_p99(samples), len(samples))
    sampled = {
        n: p50_p99(decision_latencies_us(load_agent(n, seed=0).choose, baseline_boards, 3))
        for n in results
    }

    print(f"{'agent':<28}{'decisions':>10}{'p50 µs':>12}{'p99 µs':>12}")
    for name, (p50, p99, n) in results.items():
        print(f"{name:<28}{n:>10}{p50:>12.2f}{p99:>12.2f}")
    print(f"{'seed-style minimax (no memo)':<28}{base[2]:>10}{base[0]:>12.1f}{base[1]:>12.1f}")
    print(f"\nOn the baseline's {len(baseline_boards)} sampled positions:")
    for name, (p50, p99) in sampled.items():
        print(
            f"  {name:<8} p50 {p50:.2f} µs, p99 {p99:.2f} µs -> "
            f"{base[0] / p50:,.0f}x faster at p50, {base[1] / p99:,.0f}x at p99"
        )
    worst = max(p99 for _, p99, _ in results.values())
    print(f"\nGoal p99 < 10 µs: {'met' if worst < 10 else 'NOT met'} (worst p99 {worst:.2f} µs)")


if __name__ == "__main__":
    main()

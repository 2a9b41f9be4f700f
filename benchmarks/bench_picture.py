"""What the review's picture costs: time to draw and encode one PNG, and its size.

Draws the critical position of ``--games`` random finished games (seeded), each ``--rounds``
times, in this process, and prints the first draw (Pillow's import and font load included),
then p50 / p99 / mean per picture and the PNG sizes. The positions are worked out before the
clock starts: the solver's part is a table lookup, measured by bench_engine.

    python -m benchmarks.bench_picture [--games N] [--rounds N] [--seed N] [--out FILE.png]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from pathlib import Path

from bot.discord.render.picture import SIZE, review_picture
from bot.games.critical import critical_position
from domain.answers import CriticalPosition
from engine.board import Board
from engine.review import review_moves


def random_game(rng: random.Random) -> list[int]:
    """The cells of one game of uniformly random legal moves, played to its end."""
    board, moves = Board(), []
    while not board.is_over:
        cell = rng.choice(board.legal_moves())
        moves.append(cell)
        board = board.play(cell)
    return moves


def positions(games: int, seed: int) -> list[CriticalPosition]:
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        moves = random_game(rng)
        found.append(critical_position(moves, review_moves(moves)))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="random games to picture")
    parser.add_argument("--rounds", type=int, default=3, help="draws of each picture")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, help="also write the first game's picture here")
    args = parser.parse_args(argv)

    todo = positions(args.games, args.seed)
    started = time.perf_counter()
    first = review_picture(todo[0])
    first_ms = (time.perf_counter() - started) * 1000
    if args.out is not None:
        args.out.write_bytes(first)

    times_ms, sizes = [], []
    for _ in range(args.rounds):
        for position in todo:
            started = time.perf_counter()
            data = review_picture(position)
            times_ms.append((time.perf_counter() - started) * 1000)
            sizes.append(len(data))
    times_ms.sort()
    p99 = times_ms[min(len(times_ms) - 1, int(0.99 * len(times_ms)))]
    print(f"review picture, {SIZE}x{SIZE} RGB PNG, {len(times_ms)} draws of {len(todo)} positions")
    print(f"  first draw (Pillow import + font): {first_ms:.1f} ms")
    print(
        f"  per picture: p50 {statistics.median(times_ms):.2f} ms, p99 {p99:.2f} ms, "
        f"mean {statistics.fmean(times_ms):.2f} ms"
    )
    print(
        f"  PNG size: min {min(sizes):,} B, median {int(statistics.median(sizes)):,} B, "
        f"max {max(sizes):,} B"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

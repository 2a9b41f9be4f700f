"""Benchmark of the fair level: does each simulated player win about the server's target share?

Simulated members of four strengths play ``/ttt play difficulty:fair`` through the real
:class:`~bot.games.service.GameService` on a temporary SQLite database (every game stored, the
rate of each next game read back from the database like in production), each choosing who
moves first at random:

* ``random``    — a uniformly random legal move;
* ``blocker``   — completes its own line, else blocks the bot's, else random;
* ``near-perfect`` — minimax that plays a random non-optimal move 5 % of the time;
* ``perfect``   — minimax (the strongest member there can be).

After ``--warmup`` games (30) of each member, its win share over the next ``--games`` (100) is
printed with the target and whether it is within ``--tolerance`` (7) points. Every stored game
is then replayed to count the fair level's *believability violations*: a move that missed its
own win-in-one, or that left the member's win-in-one open when it had no win of its own. They
must be 0.

    .venv/bin/python scripts/bench_fair.py
    .venv/bin/python scripts/bench_fair.py --members 5 --target 30 --seed 7
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bot.games.service import GameService
from domain.game import Game
from domain.players import User
from engine import LINES, Board, load_agent

SERVER, CHANNEL, ADMIN = "bench-server", "bench-channel", User("bench-admin", "admin")

Chooser = Callable[[Board], int]


def winning_cells(board: Board, mark: str) -> set[int]:
    """The empty cells that complete a line of ``mark`` (the bench's own check, independent
    of the fair agent's)."""
    cells = board.cells
    found = set()
    for line in LINES:
        marks = [cells[c - 1] for c in line]
        if marks.count(mark) == 2 and marks.count(".") == 1:
            found.add(line[marks.index(".")])
    return found


def random_player(rng: random.Random) -> Chooser:
    return lambda board: rng.choice(board.legal_moves())


def blocking_player(rng: random.Random) -> Chooser:
    def choose(board: Board) -> int:
        me, them = board.to_move.value, board.to_move.other.value
        urgent = winning_cells(board, me) or winning_cells(board, them)
        return rng.choice(sorted(urgent)) if urgent else rng.choice(board.legal_moves())

    return choose


def agent_player(name: str, **options: object) -> Callable[[random.Random], Chooser]:
    def build(rng: random.Random) -> Chooser:
        return load_agent(name, seed=rng.randrange(2**32), **options).choose

    return build


STRENGTHS: dict[str, Callable[[random.Random], Chooser]] = {
    "random": random_player,
    "blocker": blocking_player,
    "near-perfect": agent_player("fallible", mistake_rate=0.05),
    "perfect": agent_player("minimax"),
}


@dataclass
class MemberRun:
    strength: str
    user: User
    results: list[bool]
    rates: list[float]
    violations: int


async def play_one(service: GameService, user: User, choose: Chooser, first: str) -> Game:
    game = await service.start_game(user, SERVER, CHANNEL, difficulty="fair", first=first)  # type: ignore[arg-type]
    while game.is_active:
        game = (await service.play_move(user, SERVER, CHANNEL, choose(game.board))).game
    return game


def violations_in(game: Game) -> int:
    """Fair moves that missed its own win-in-one or ignored the member's win-in-one."""
    fair_mark = "X" if game.x.agent == "fair" else "O"
    board, found = Board(), 0
    for cell in game.moves:
        if board.to_move.value == fair_mark:
            own = winning_cells(board, fair_mark)
            theirs = winning_cells(board, board.to_move.other.value)
            if (own and cell not in own) or (not own and theirs and cell not in theirs):
                found += 1
        board = board.play(cell)
    return found


def rate_of(game: Game) -> float:
    side = game.x if game.x.agent == "fair" else game.o
    return float((side.agent_version or "p=nan").removeprefix("p="))


async def run_member(
    service: GameService, strength: str, index: int, total: int, rng: random.Random
) -> MemberRun:
    user = User(f"{strength}-{index}", f"{strength} #{index}")
    choose = STRENGTHS[strength](rng)
    run = MemberRun(strength, user, [], [], 0)
    for _ in range(total):
        game = await play_one(service, user, choose, rng.choice(("me", "bot")))
        run.results.append(game.winner is not None and game.side(game.winner).user_id == user.id)
        run.rates.append(rate_of(game))
        run.violations += violations_in(game)
    return run


async def bench(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="tttfair-") as workdir:
        url = f"sqlite+aiosqlite:///{Path(workdir) / 'fair.db'}"
        async with await GameService.open(url, seed=args.seed) as service:
            await service.update_server_settings(SERVER, ADMIN, fair_target=args.target)
            started = time.perf_counter()
            runs = [
                await run_member(service, strength, i, args.warmup + args.games, rng)
                for strength in STRENGTHS
                for i in range(1, args.members + 1)
            ]
            elapsed = time.perf_counter() - started
    return report(runs, args, elapsed)


def report(runs: list[MemberRun], args: argparse.Namespace, elapsed: float) -> int:
    target, tol = args.target, args.tolerance
    games = sum(len(r.results) for r in runs)
    print(
        f"fair level, target {target} %, ±{tol} points; {args.warmup} warm-up games then "
        f"{args.games} measured, per member ({games} games through the service, {elapsed:.1f} s)"
    )
    print(f"{'member':<16} {'wins':>5} {'share':>7} {'within':>7} {'rate at 30':>11} {'at end':>7}")
    for run in runs:
        measured = run.results[args.warmup :]
        share = 100 * sum(measured) / len(measured)
        ok = abs(share - target) <= tol
        print(
            f"{run.user.name:<16} {sum(measured):>5} {share:>6.1f}% {'yes' if ok else 'NO':>7} "
            f"{run.rates[args.warmup]:>11.3f} {run.rates[-1]:>7.3f}"
        )
    for strength in STRENGTHS:
        mine = [r for r in runs if r.strength == strength]
        measured = [won for r in mine for won in r.results[args.warmup :]]
        within = sum(
            abs(100 * sum(r.results[args.warmup :]) / args.games - target) <= tol for r in mine
        )
        print(
            f"{strength:<13} mean {100 * sum(measured) / len(measured):5.1f} %, "
            f"{within}/{len(mine)} members within ±{tol}"
        )
    violations = sum(r.violations for r in runs)
    print(f"believability violations (missed own win-in-one, ignored member's): {violations}")
    return 1 if violations else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", type=int, default=3, help="members per strength")
    parser.add_argument("--warmup", type=int, default=30, help="games before measuring")
    parser.add_argument("--games", type=int, default=100, help="games measured per member")
    parser.add_argument("--target", type=int, default=40, help="the server's target, percent")
    parser.add_argument("--tolerance", type=float, default=7.0, help="points either side")
    parser.add_argument("--seed", type=int, default=1)
    sys.exit(asyncio.run(bench(parser.parse_args())))


if __name__ == "__main__":
    main()

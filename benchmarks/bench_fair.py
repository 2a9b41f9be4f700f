"""Benchmark of the fair level: does each simulated player win about the server's target share?

Simulated members of six strengths play ``/ttt play difficulty:fair`` through the real
:class:`~bot.games.service.GameService` on a temporary SQLite database (every game stored, the
level of each next game read back from the database like in production), each choosing who
moves first at random:

* ``random``    — a random clicker: a uniformly random legal move;
* ``novice-50`` — completes its own line, blocks the bot's open two half the time, else random;
* ``novice-80`` — completes its own line, blocks the bot's open two on a row or a column 80 %
  of the time, never sees one on a diagonal, else random;
* ``blocker``   — completes its own line, else always blocks the bot's, else random;
* ``near-perfect`` — minimax that plays a random non-optimal move 5 % of the time;
* ``perfect``   — minimax (the strongest member there can be).

After ``--warmup`` games (30) of each member, its win share over the next ``--games`` (100) is
printed with the target and whether it is within ``--tolerance`` (7) points. Every stored game
is then replayed to count the fair level's moves by kind, with the bench's own check of the
board: **unbelievable** moves (it declined its own win in one) must be 0; a **missed block**
(it left the member's win in one open with no win of its own) is a believable mistake only in
a game played beyond level 1 (a member the level found weak), so missed blocks in games at
level 1 or below must be 0 too; missed blocks beyond 1 are printed per strength.

    .venv/bin/python -m benchmarks.bench_fair
    .venv/bin/python -m benchmarks.bench_fair --members 5 --target 30 --seed 7
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
DIAGONALS = 6  # engine.LINES lists the rows, the columns, then the two diagonals


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


def novice_player(block: float, diagonal_block: float) -> Callable[[random.Random], Chooser]:
    """Completes its own line; sees an open two of the bot's on a row or a column with
    probability ``block`` and on a diagonal with ``diagonal_block`` (then blocks it); else
    plays at random."""

    def build(rng: random.Random) -> Chooser:
        def choose(board: Board) -> int:
            me, them = board.to_move.value, board.to_move.other.value
            own = winning_cells(board, me)
            if own:
                return rng.choice(sorted(own))
            seen = sorted(
                cell
                for cell, diagonal in threat_cells(board, them)
                if rng.random() < (diagonal_block if diagonal else block)
            )
            return rng.choice(seen) if seen else rng.choice(board.legal_moves())

        return choose

    return build


def threat_cells(board: Board, mark: str) -> list[tuple[int, bool]]:
    """Each open two of ``mark``: the cell that completes it, and whether it is a diagonal."""
    found = []
    for index, line in enumerate(LINES):
        marks = [board.cells[c - 1] for c in line]
        if marks.count(mark) == 2 and marks.count(".") == 1:
            found.append((line[marks.index(".")], index >= DIAGONALS))
    return found


def agent_player(name: str, **options: object) -> Callable[[random.Random], Chooser]:
    def build(rng: random.Random) -> Chooser:
        return load_agent(name, seed=rng.randrange(2**32), **options).choose

    return build


STRENGTHS: dict[str, Callable[[random.Random], Chooser]] = {
    "random": random_player,
    "novice-50": novice_player(0.5, 0.5),
    "novice-80": novice_player(0.8, 0.0),
    "blocker": blocking_player,
    "near-perfect": agent_player("fallible", mistake_rate=0.05),
    "perfect": agent_player("minimax"),
}


@dataclass
class Moves:
    """The fair agent's moves in one member's games, by kind."""

    unbelievable: int = 0
    """Declined its own win in one."""
    strong_misses: int = 0
    """Left the member's win in one open in a game at level 1 or below."""
    weak_misses: int = 0
    """Left it open in a game beyond level 1 (a believable mistake there)."""
    threats: int = 0
    """Decisions facing a win in one of the member's and none of its own."""


@dataclass
class MemberRun:
    strength: str
    user: User
    results: list[bool]
    levels: list[float]
    moves: Moves


async def play_one(service: GameService, user: User, choose: Chooser, first: str) -> Game:
    game = await service.start_game(user, SERVER, CHANNEL, difficulty="fair", first=first)  # type: ignore[arg-type]
    while game.is_active:
        game = (await service.play_move(user, SERVER, CHANNEL, choose(game.board))).game
    return game


def count_moves(game: Game, level: float, moves: Moves) -> None:
    """Add the fair agent's moves of ``game`` (played at ``level``) to ``moves``."""
    fair_mark = "X" if game.x.agent == "fair" else "O"
    board = Board()
    for cell in game.moves:
        if board.to_move.value == fair_mark:
            own = winning_cells(board, fair_mark)
            theirs = winning_cells(board, board.to_move.other.value)
            if own and cell not in own:
                moves.unbelievable += 1
            elif not own and theirs:
                moves.threats += 1
                if cell not in theirs and level > 1.0:
                    moves.weak_misses += 1
                elif cell not in theirs:
                    moves.strong_misses += 1
        board = board.play(cell)


def level_of(game: Game) -> float:
    """The level a game recorded (``p=…``, plus ``b=…`` beyond 1), read by the bench itself."""
    side = game.x if game.x.agent == "fair" else game.o
    parts = dict(part.split("=") for part in (side.agent_version or "p=nan").split())
    return float(parts["p"]) + float(parts.get("b", 0.0))


async def run_member(
    service: GameService, strength: str, index: int, total: int, rng: random.Random
) -> MemberRun:
    user = User(f"{strength}-{index}", f"{strength} #{index}")
    choose = STRENGTHS[strength](rng)
    run = MemberRun(strength, user, [], [], Moves())
    for _ in range(total):
        game = await play_one(service, user, choose, rng.choice(("me", "bot")))
        run.results.append(game.winner is not None and game.side(game.winner).user_id == user.id)
        run.levels.append(level_of(game))
        count_moves(game, run.levels[-1], run.moves)
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
    print(
        f"{'member':<16} {'wins':>5} {'share':>7} {'within':>7} {'level at 30':>12} {'at end':>7}"
    )
    for run in runs:
        measured = run.results[args.warmup :]
        share = 100 * sum(measured) / len(measured)
        ok = abs(share - target) <= tol
        print(
            f"{run.user.name:<16} {sum(measured):>5} {share:>6.1f}% {'yes' if ok else 'NO':>7} "
            f"{run.levels[args.warmup]:>12.3f} {run.levels[-1]:>7.3f}"
        )
    for strength in STRENGTHS:
        mine = [r for r in runs if r.strength == strength]
        measured = [won for r in mine for won in r.results[args.warmup :]]
        within = sum(
            abs(100 * sum(r.results[args.warmup :]) / args.games - target) <= tol for r in mine
        )
        threats = sum(r.moves.threats for r in mine)
        print(
            f"{strength:<13} mean {100 * sum(measured) / len(measured):5.1f} %, "
            f"{within}/{len(mine)} members within ±{tol}; blocks missed "
            f"{sum(r.moves.weak_misses for r in mine)} of {threats} threats"
        )
    unbelievable = sum(r.moves.unbelievable for r in runs)
    strong_misses = sum(r.moves.strong_misses for r in runs)
    print(f"unbelievable moves (declined its own win in one): {unbelievable}")
    print(f"blocks missed in games at level 1 or below (members not found weak): {strong_misses}")
    return 1 if unbelievable or strong_misses else 0


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

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

Each member plays against two levels in the same run, on a database of their own each,
alternated seed by seed: ``before``, the level as it was before it read the people models
(every member starts at the default level, the controller alone moves it:
:mod:`benchmarks.fair_before`), and ``after``, the service's level (a member's first games
start from the people models' prediction). A member is the same simulated player under both
(their random stream is seeded by seed, strength and number). Printed per member and per
strength: the win share over the first ``--warmup`` games (30) and how far it is from the
target on average, the share over the next ``--games`` (100) and how many members are within
``--tolerance`` (7) points of the target, and how long a fair game's start took in a member's
first 20 games (the people models are fitted then). Every stored game
is then replayed to count the fair level's moves by kind, with the bench's own check of the
board: **unbelievable** moves (it declined its own win in one) must be 0; a **missed block**
(it left the member's win in one open with no win of its own) is a believable mistake only in
a game played beyond level 1 (a member the level found weak), so missed blocks in games at
level 1 or below must be 0 too; missed blocks beyond 1 are printed per strength.

    .venv/bin/python -m benchmarks.bench_fair                       # 3 members, seeds 1,2,3
    .venv/bin/python -m benchmarks.bench_fair --members 5 --target 30 --seeds 7
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from benchmarks.fair_before import ControllerOnlyService
from bot.games.service import GameService
from domain.game import Game
from domain.players import User
from engine import LINES, Board, load_agent
from engine.levels import MODEL_GAMES

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
    seed: int
    user: User
    results: list[bool]
    levels: list[float]
    moves: Moves
    starts: list[float]
    """Seconds each ``start_game`` took (the level's reads and the people models' fits)."""


async def play_one(
    service: GameService, user: User, choose: Chooser, first: str, starts: list[float]
) -> Game:
    started = time.perf_counter()
    game = await service.start_game(user, SERVER, CHANNEL, difficulty="fair", first=first)  # type: ignore[arg-type]
    starts.append(time.perf_counter() - started)
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
    service: GameService, strength: str, index: int, args: argparse.Namespace, seed: int
) -> MemberRun:
    rng = random.Random(f"{seed}/{strength}/{index}")  # the same member under both levels
    user = User(f"{strength}-{index}", f"{strength} #{index}")
    choose = STRENGTHS[strength](rng)
    run = MemberRun(strength, seed, user, [], [], Moves(), [])
    for _ in range(args.warmup + args.games):
        game = await play_one(service, user, choose, rng.choice(("me", "bot")), run.starts)
        run.results.append(game.winner is not None and game.side(game.winner).user_id == user.id)
        run.levels.append(level_of(game))
        count_moves(game, run.levels[-1], run.moves)
    return run


async def play_variant(variant: str, seed: int, args: argparse.Namespace) -> list[MemberRun]:
    """Every member of every strength against one variant of the level, on a new database."""
    service_class = VARIANTS[variant]
    with tempfile.TemporaryDirectory(prefix="tttfair-") as workdir:
        url = f"sqlite+aiosqlite:///{Path(workdir) / 'fair.db'}"
        async with await service_class.open(url, seed=seed) as service:
            await service.update_server_settings(SERVER, ADMIN, fair_target=args.target)
            return [
                await run_member(service, strength, i, args, seed)
                for strength in STRENGTHS
                for i in range(1, args.members + 1)
            ]


async def bench(args: argparse.Namespace) -> int:
    runs: dict[str, list[MemberRun]] = {variant: [] for variant in VARIANTS}
    started = time.perf_counter()
    for seed in args.seeds:
        for variant in VARIANTS:  # alternated, so both meet the same load
            runs[variant] += await play_variant(variant, seed, args)
    return report(runs, args, time.perf_counter() - started)


def share(results: list[bool]) -> float:
    return 100 * sum(results) / len(results)


def report(runs: dict[str, list[MemberRun]], args: argparse.Namespace, elapsed: float) -> int:
    target, tol, warm = args.target, args.tolerance, args.warmup
    games = sum(len(r.results) for variant in runs.values() for r in variant)
    print(
        f"fair level, target {target} %, ±{tol} points; games 1-{warm} then "
        f"{warm + 1}-{warm + args.games}; {args.members} members per strength, seeds "
        f"{','.join(map(str, args.seeds))} ({games} games through the service, {elapsed:.0f} s, "
        f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())})"
    )
    print("per member (first 30 | 31-130), before → after:")
    for before, after in zip(runs["before"], runs["after"], strict=True):
        print(
            f"  {before.user.name:<16} seed {before.seed}: "
            f"{share(before.results[:warm]):5.1f} | {share(before.results[warm:]):5.1f}  →  "
            f"{share(after.results[:warm]):5.1f} | {share(after.results[warm:]):5.1f}"
        )
    print(
        f"{'strength':<13} {'variant':<7} {'first 30':>9} {'off by':>7} {'31-130':>7} "
        f"{'within':>7} {'missed blocks':>14}"
    )
    for strength in STRENGTHS:
        for variant, mine in ((v, [r for r in runs[v] if r.strength == strength]) for v in runs):
            first = [share(r.results[:warm]) for r in mine]
            later = [share(r.results[warm:]) for r in mine]
            within = sum(abs(x - target) <= tol for x in later)
            misses = sum(r.moves.weak_misses for r in mine)
            print(
                f"{strength:<13} {variant:<7} {sum(first) / len(first):8.1f}% "
                f"{sum(abs(x - target) for x in first) / len(first):7.1f} "
                f"{sum(later) / len(later):6.1f}% {within:>3}/{len(mine):<3} "
                f"{misses:>6} of {sum(r.moves.threats for r in mine)}"
            )
    failed = 0
    for variant, mine in runs.items():
        unbelievable = sum(r.moves.unbelievable for r in mine)
        strong = sum(r.moves.strong_misses for r in mine)
        starts = sorted(t for r in mine for t in r.starts[:MODEL_GAMES])
        print(
            f"{variant}: unbelievable moves (declined its own win in one) {unbelievable}; "
            f"blocks missed at level 1 or below {strong}; a fair game's start in a member's "
            f"first {MODEL_GAMES} games: median {1000 * starts[len(starts) // 2]:.0f} ms, "
            f"95th percentile {1000 * starts[int(0.95 * len(starts))]:.0f} ms"
        )
        failed += unbelievable + strong
    return 1 if failed else 0


VARIANTS: dict[str, type[GameService]] = {"before": ControllerOnlyService, "after": GameService}
"""``before``: the level as it was before it read the people models (every member starts at
the default level); ``after``: the service's level."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", type=int, default=3, help="members per strength")
    parser.add_argument("--warmup", type=int, default=30, help="games before measuring")
    parser.add_argument("--games", type=int, default=100, help="games measured per member")
    parser.add_argument("--target", type=int, default=40, help="the server's target, percent")
    parser.add_argument("--tolerance", type=float, default=7.0, help="points either side")
    parser.add_argument(
        "--seeds", type=lambda text: [int(x) for x in text.split(",")], default=[1, 2, 3]
    )
    sys.exit(asyncio.run(bench(parser.parse_args())))


if __name__ == "__main__":
    main()

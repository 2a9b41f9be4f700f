"""A scripted person for the learning proof (benchmarks/prove_learning.py): the shortest winning
line against an agent's greedy replies, found by an AND-OR search (every exactly tied reply must
lose too), a control person who opens elsewhere, and games of either through the real
:class:`GameService` or against the agent itself."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.service import GameService
from domain.game import FirstMover, Game
from domain.players import User
from engine import Board, Mark
from engine.agents.base import Agent
from engine.solver import optimal_moves

PERSON = User("scripted-person", "Scripted person")
SERVER, CHANNEL = "proof", "proof"


# -- the line -----------------------------------------------------------------------------------


KIND = {
    5: "the center",
    1: "a corner",
    3: "a corner",
    7: "a corner",
    9: "a corner",
    2: "an edge",
    4: "an edge",
    6: "an edge",
    8: "an edge",
}


@dataclass(frozen=True)
class Line:
    """A person's winning strategy against one agent: the person's move in each position."""

    person: Mark
    moves: Mapping[str, int]
    """Board text -> the cell the person plays there (positions on the winning line)."""
    plies: int
    """Length of the longest game the strategy needs."""
    avoid: Line | None = None
    """For a control person: open on another kind of cell than this line does."""

    def move(self, board: Board) -> int:
        """The scripted move: the line's, or the solver's best where the agent left it."""
        if self.avoid is not None and board.ply < 2:
            theirs = KIND[self.avoid.move(board)]
            others = [c for c in optimal_moves(board) if KIND[c] != theirs]
            return (others or list(optimal_moves(board)))[0]
        return self.moves.get(board.cells) or optimal_moves(board)[0]

    def opening(self) -> str:
        """Where the person's first move goes (for the report)."""
        board = Board() if self.person is Mark.X else Board().play(5)
        return KIND[self.move(board)]

    def describe(self) -> str:
        return (
            f"the person plays {self.person}, opens on {self.opening()} and wins within "
            f"{self.plies} plies"
        )


def control_person(line: Line) -> Line:
    """A person who plays the solver's moves but opens on another kind of cell than ``line``:
    games that never take the agent where the line does."""
    return Line(line.person, {}, 0, avoid=line)


def find_line(agent: Any, person: Mark) -> Line | None:
    """The shortest win for ``person`` against ``agent``'s greedy replies, if any.

    An AND-OR search: the person picks any move (OR); the agent plays one of its best-scoring
    moves (``agent.best_moves``), all of which must lose (AND).
    """
    memo: dict[str, tuple[int, int | None] | None] = {}

    def search(board: Board) -> tuple[int, int | None] | None:
        if board.cells in memo:
            return memo[board.cells]
        result: tuple[int, int | None] | None
        if board.is_over:
            result = (0, None) if board.winner is person else None
        elif board.to_move is person:
            result = None
            for cell in board.legal_moves():
                found = search(board.play(cell))
                if found is not None and (result is None or found[0] + 1 < result[0]):
                    result = (found[0] + 1, cell)
        else:
            depths = [search(board.play(cell)) for cell in agent.best_moves(board)]
            result = (
                None
                if any(d is None for d in depths)
                else (1 + max(d[0] for d in depths if d is not None), None)
            )
        memo[board.cells] = result
        return result

    root = search(Board())
    if root is None:
        return None
    moves = {cells: found[1] for cells, found in memo.items() if found and found[1] is not None}
    return Line(person, moves, root[0])


# -- games through the service ------------------------------------------------------------------


async def play_scripted(service: GameService, line: Line) -> Game:
    """One game of the scripted person against the service's ``dqn``."""
    first: FirstMover = "me" if line.person is Mark.X else "bot"
    game = await service.start_game(PERSON, SERVER, CHANNEL, agent="dqn", first=first)
    while game.is_active:
        game = (await service.play_move(PERSON, SERVER, CHANNEL, line.move(game.board))).game
    return game


def play_direct(agent: Agent, line: Line) -> Board:
    """One game of the scripted person against ``agent`` itself (no service)."""
    board = Board()
    while not board.is_over:
        board = board.play(
            line.move(board) if board.to_move is line.person else agent.choose(board)
        )
    return board

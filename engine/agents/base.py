"""The one small interface every agent has (OpenSpiel-style: the bot is apart from the game)."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping

from engine.board import Board
from engine.errors import GameOverError


class Agent(ABC):
    """A player of tic-tac-toe.

    Every agent has a :attr:`name` and :meth:`choose`, and is reproducible: two agents built
    with the same ``seed`` make the same choices on the same sequence of boards. Agents whose
    move probabilities are known exactly also implement :meth:`move_distribution`, which lets
    :mod:`engine.evaluate` compute expected results without sampling.
    """

    name: str = "agent"
    version: str = "builtin"

    def __init__(self, *, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def seed(self, seed: int | None) -> None:
        """Restart the agent's random stream from ``seed``."""
        self._rng = random.Random(seed)

    @abstractmethod
    def choose(self, board: Board) -> int:
        """Return the cell (1–9) to play on ``board``; ``board`` is not over."""

    def move_distribution(self, board: Board) -> Mapping[int, float] | None:
        """Exact probability of each cell on ``board``, or ``None`` when it is not known."""
        return None

    def _pick(self, moves: tuple[int, ...]) -> int:
        return moves[self._rng.randrange(len(moves))] if len(moves) > 1 else moves[0]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


def require_moves(board: Board) -> tuple[int, ...]:
    """The legal moves of ``board``; raises GameOverError when there are none."""
    moves = board.legal_moves()
    if not moves:
        raise GameOverError("the game is over; there is no move to choose")
    return moves


def uniform(moves: tuple[int, ...]) -> dict[int, float]:
    """Equal probability on each of ``moves``."""
    p = 1.0 / len(moves)
    return dict.fromkeys(moves, p)

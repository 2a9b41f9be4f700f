"""Agents built on the exact solver: random, perfect minimax, fallible minimax, and the trap."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Final

from engine.agents.base import Agent, require_moves, uniform
from engine.board import Board
from engine.solver import Solution, decision_positions, solution, solution_for_cells

SKILL_MISTAKE_RATES: Final = {"easy": 0.5, "medium": 0.2}
"""Named skill levels: the probability that the agent plays a random non-optimal move."""

SEED_MISTAKE_RATE: Final = 0.1
"""The fallible minimax of seed 001: a random losing-or-drawing move with probability 0.1."""


class RandomAgent(Agent):
    """Plays a uniformly random legal move."""

    name = "random"

    def choose(self, board: Board) -> int:
        return self._pick(require_moves(board))

    def move_distribution(self, board: Board) -> Mapping[int, float]:
        return uniform(require_moves(board))


class MinimaxAgent(Agent):
    """Perfect play: a uniformly random choice among the solver's optimal moves."""

    name = "minimax"

    def choose(self, board: Board) -> int:
        moves = solution_for_cells(board.cells).optimal_moves
        if not moves:
            require_moves(board)
        return self._pick(moves)

    def move_distribution(self, board: Board) -> Mapping[int, float]:
        return uniform(solution(board).optimal_moves or require_moves(board))


class FallibleMinimaxAgent(Agent):
    """Seed-style fallible minimax.

    With probability ``mistake_rate`` it plays a uniformly random *non-optimal* move (when one
    exists); otherwise a uniformly random optimal move. ``mistake_rate=0.1`` is the opponent
    seed 001 trains and evaluates against.
    """

    name = "fallible"

    def __init__(self, *, mistake_rate: float = SEED_MISTAKE_RATE, seed: int | None = None):
        if not 0.0 <= mistake_rate <= 1.0:
            raise ValueError(f"mistake_rate must be between 0 and 1, not {mistake_rate}")
        super().__init__(seed=seed)
        self.mistake_rate = mistake_rate

    def choose(self, board: Board) -> int:
        sol = solution_for_cells(board.cells)
        if not sol.optimal_moves:
            require_moves(board)
        mistakes = _non_optimal(sol)
        if mistakes and self._rng.random() < self.mistake_rate:
            return self._pick(mistakes)
        return self._pick(sol.optimal_moves)

    def move_distribution(self, board: Board) -> Mapping[int, float]:
        return fallible_distribution(board, self.mistake_rate)


def fallible_distribution(board: Board, mistake_rate: float) -> dict[int, float]:
    """The exact move probabilities of a :class:`FallibleMinimaxAgent` on ``board``."""
    sol = solution(board)
    optimal = sol.optimal_moves or require_moves(board)
    mistakes = _non_optimal(sol)
    if not mistakes:
        return uniform(optimal)
    dist = {cell: (1.0 - mistake_rate) / len(optimal) for cell in optimal}
    dist.update({cell: mistake_rate / len(mistakes) for cell in mistakes})
    return dist


def _non_optimal(sol: Solution) -> tuple[int, ...]:
    return tuple(c for c in sol.move_values if c not in sol.optimal_moves)


class TrapAgent(Agent):
    """Perfect play that sets traps.

    Among the optimal moves it picks the one with the highest expected result against a
    fallible opponent (seed-style fallible minimax, ``opponent_mistake_rate`` 0.1 by default).
    It never leaves the optimal moves, so it never loses; against that opponent its expected
    results are the best any never-losing player can reach, computed exactly by
    :func:`trap_moves`.
    """

    name = "trap"

    def __init__(
        self, *, opponent_mistake_rate: float = SEED_MISTAKE_RATE, seed: int | None = None
    ) -> None:
        super().__init__(seed=seed)
        self.opponent_mistake_rate = opponent_mistake_rate
        self._table = trap_moves(opponent_mistake_rate)

    def choose(self, board: Board) -> int:
        moves = self._table.get(board.cells)
        if moves is None:
            require_moves(board)
            raise AssertionError("unreachable: every decision position has trap moves")
        return self._pick(moves)

    def move_distribution(self, board: Board) -> Mapping[int, float]:
        return uniform(self._table.get(board.cells) or require_moves(board))


@cache
def trap_moves(opponent_mistake_rate: float) -> Mapping[str, tuple[int, ...]]:
    """For every decision position, the optimal moves with the best expected score.

    The score is +1 win / 0 draw / -1 loss for the trap player, averaged over the opponent's
    exact move distribution; the trap itself only ever plays optimal moves.
    """
    trap_to_move: dict[str, float] = {}
    opponent_to_move: dict[str, float] = {}
    best: dict[str, tuple[int, ...]] = {}

    def score_trap_turn(board: Board) -> float:
        """Expected score for the side to move, which is the trap."""
        known = trap_to_move.get(board.cells)
        if known is not None:
            return known
        if board.is_over:
            value = -1.0 if board.winner is not None else 0.0
        else:
            scores = {c: score_opponent_turn(board.play(c)) for c in solution(board).optimal_moves}
            value = max(scores.values())
            # Round before comparing so float noise does not split genuinely equal moves.
            best[board.cells] = tuple(c for c, s in scores.items() if round(s - value, 12) == 0)
        trap_to_move[board.cells] = value
        return value

    def score_opponent_turn(board: Board) -> float:
        """Expected score for the side that just moved (the trap)."""
        known = opponent_to_move.get(board.cells)
        if known is not None:
            return known
        if board.is_over:
            value = 1.0 if board.winner is not None else 0.0
        else:
            dist = fallible_distribution(board, opponent_mistake_rate)
            value = sum(p * score_trap_turn(board.play(c)) for c, p in dist.items())
        opponent_to_move[board.cells] = value
        return value

    for board in decision_positions():
        score_trap_turn(board)
    return best

"""Measuring agents: optimal-move accuracy, seeded matches, and exact expected results."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache

from engine.agents.base import Agent
from engine.board import Board, Mark
from engine.solver import decision_positions, solution_for_cells
from engine.tally import Tally


@dataclass(frozen=True, slots=True)
class Accuracy:
    """How often an agent chose one of the solver's optimal moves."""

    correct: int
    total: int
    mistakes: tuple[Board, ...]
    """The positions where it did not (for inspection)."""

    @property
    def rate(self) -> float:
        return self.correct / self.total if self.total else 0.0

    def __str__(self) -> str:
        return f"{self.rate:.2%} ({self.correct}/{self.total})"


def optimal_move_accuracy(agent: Agent, positions: Iterable[Board] | None = None) -> Accuracy:
    """Fraction of ``positions`` (default: all 4,520 decision positions) where ``agent`` plays an
    optimal move. A stochastic agent is sampled once per position."""
    boards = tuple(decision_positions() if positions is None else positions)
    mistakes = tuple(
        b for b in boards if agent.choose(b) not in solution_for_cells(b.cells).optimal_moves
    )
    return Accuracy(len(boards) - len(mistakes), len(boards), mistakes)


@dataclass(frozen=True, slots=True)
class MatchReport:
    """Results of agent A against agent B, from A's point of view."""

    as_x: Tally
    as_o: Tally

    @property
    def total(self) -> Tally:
        return self.as_x + self.as_o


def play_game(x: Agent, o: Agent, start: Board | None = None) -> Board:
    """Play one game from ``start`` (empty by default) and return the final board."""
    board = Board() if start is None else start
    while not board.is_over:
        board = board.play((x if board.to_move is Mark.X else o).choose(board))
    return board


def play_games(x: Agent, o: Agent, games: int) -> Tally:
    """``games`` games with ``x`` as X: the record of X."""
    wins = draws = losses = 0
    for _ in range(games):
        winner = play_game(x, o).winner
        if winner is Mark.X:
            wins += 1
        elif winner is Mark.O:
            losses += 1
        else:
            draws += 1
    return Tally(wins, draws, losses)


def match(a: Agent, b: Agent, games: int, *, seed: int = 0) -> MatchReport:
    """``games`` seeded games with ``a`` as X and ``games`` more with ``a`` as O.

    Both agents are re-seeded from ``seed`` first, so the same call gives the same report.
    """
    a.seed(seed)
    b.seed(seed + 1)
    as_x = play_games(a, b, games)
    o_record = play_games(b, a, games)
    as_o = Tally(o_record.losses, o_record.draws, o_record.wins)
    return MatchReport(as_x, as_o)


def exact_record(x: Agent, o: Agent, start: Board | None = None) -> Tally:
    """Exact probabilities of X winning, drawing and losing from ``start``.

    Both agents must know their move distributions (:meth:`Agent.move_distribution`); raises
    ``ValueError`` otherwise.
    """

    @cache
    def outcome(cells: str) -> tuple[float, float, float]:
        board = Board(cells)
        if board.is_over:
            return (
                (1.0, 0.0, 0.0)
                if board.winner is Mark.X
                else (0.0, 0.0, 1.0)
                if board.winner is Mark.O
                else (0.0, 1.0, 0.0)
            )
        mover = x if board.to_move is Mark.X else o
        dist = mover.move_distribution(board)
        if dist is None:
            raise ValueError(f"agent {mover.name!r} does not know its move distribution")
        w = d = l_ = 0.0
        for cell, p in dist.items():
            cw, cd, cl = outcome(board.play(cell).cells)
            w, d, l_ = w + p * cw, d + p * cd, l_ + p * cl
        return w, d, l_

    return Tally(*outcome((Board() if start is None else start).cells))


def exact_match(a: Agent, b: Agent) -> MatchReport:
    """Expected W/D/L probabilities of ``a`` against ``b`` as X and as O (one game each)."""
    as_x = exact_record(a, b)
    o_record = exact_record(b, a)
    return MatchReport(as_x, Tally(o_record.losses, o_record.draws, o_record.wins))


def decision_latencies_us(
    choose: Callable[[Board], int], boards: Iterable[Board], rounds: int = 1
) -> list[float]:
    """Wall time of each ``choose(board)`` call in microseconds, ``rounds`` passes over
    ``boards`` (for the benchmarks; no test asserts on time)."""
    boards = tuple(boards)
    clock = time.perf_counter_ns
    samples: list[float] = []
    for _ in range(rounds):
        for board in boards:
            start = clock()
            choose(board)
            samples.append((clock() - start) / 1000)
    return samples


def p50_p99(samples: list[float]) -> tuple[float, float]:
    """The median and the 99th percentile of ``samples``."""
    qs = statistics.quantiles(samples, n=100, method="inclusive")
    return qs[49], qs[98]

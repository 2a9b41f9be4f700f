"""The fair level's agent: perfect play with *believable* mistakes at a given rate.

A person forgives an opponent that walks into a fork; they do not believe one that leaves a
row of two open or misses its own three in a row. So the fair agent

* always completes its own line when it can (never misses a win-in-one),
* otherwise always blocks the member's open two (never ignores a win-in-one of theirs;
  facing two open twos it blocks one: the game is lost, but not absurdly),
* otherwise plays, with probability ``mistake_rate``, a *believable mistake* — a move that
  loses value under best play but leaves the member no win-in-one (walking into a fork,
  letting a won position go to a draw) — and an optimal move the rest of the time.

How often it errs per game (the rate) is set per member by :mod:`engine.levels`; one game's
rate is fixed when it starts and written in the game's agent version (``p=0.400``), so the
game keeps its policy like a learned agent keeps its weights.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Final

from engine.agents.base import Agent, require_moves, uniform
from engine.board import EMPTY, LINES, Board
from engine.solver import solution_for_cells

DEFAULT_MISTAKE_RATE: Final = 0.4
"""The rate of a member's first game against the fair level (before anything is known)."""

_VERSION: Final = re.compile(r"p=(0(?:\.\d+)?|1(?:\.0+)?)")


def completing_cells(cells: str, mark: str) -> tuple[int, ...]:
    """The empty cells that would give ``mark`` three in a row on ``cells`` (ascending)."""
    found = set()
    for line in LINES:
        marks = [cells[c - 1] for c in line]
        if marks.count(mark) == 2 and marks.count(EMPTY) == 1:
            found.add(line[marks.index(EMPTY)])
    return tuple(sorted(found))


def own_wins(board: Board) -> tuple[int, ...]:
    """The cells that win at once for the side to move."""
    return completing_cells(board.cells, board.to_move.value)


def threats(board: Board) -> tuple[int, ...]:
    """The cells where the side that just moved would complete a line next turn."""
    return completing_cells(board.cells, board.to_move.other.value)


@cache
def believable_mistakes(cells: str) -> tuple[int, ...]:
    """The non-optimal moves on ``cells`` a person would believe: none while the side to move
    can win at once or must block; otherwise every move that loses value under best play and
    leaves the opponent no immediate win."""
    board = Board(cells)
    if own_wins(board) or threats(board):
        return ()
    sol = solution_for_cells(cells)
    believable = [
        cell
        for cell in sol.move_values
        if cell not in sol.optimal_moves and not own_wins(board.play(cell))
    ]
    if not believable:
        return ()
    # The costliest of them: a rate buys the member the most chances it can, so a weaker
    # member can reach the target at all (letting a won game go to a draw gives them none).
    worst = min(sol.move_values[cell] for cell in believable)
    return tuple(sorted(cell for cell in believable if sol.move_values[cell] == worst))


@cache
def forced_moves(cells: str) -> tuple[int, ...]:
    """The moves that leave no choice to a believable player: its own wins, else the blocks
    of the opponent's open twos; ``()`` when neither exists."""
    board = Board(cells)
    return own_wins(board) or threats(board)


def fair_version(mistake_rate: float) -> str:
    """The agent version that records one game's mistake rate (``p=0.400``)."""
    return f"p={mistake_rate:.3f}"


def rate_of_version(version: str | None) -> float | None:
    """The mistake rate a :func:`fair_version` names; ``None`` for any other text."""
    found = _VERSION.fullmatch(version or "")
    return float(found.group(1)) if found else None


class FairAgent(Agent):
    """Optimal play with believable mistakes at ``mistake_rate`` per decision (see module)."""

    name = "fair"

    def __init__(self, *, mistake_rate: float = DEFAULT_MISTAKE_RATE, seed: int | None = None):
        if not 0.0 <= mistake_rate <= 1.0:
            raise ValueError(f"mistake_rate must be between 0 and 1, not {mistake_rate}")
        super().__init__(seed=seed)
        self.mistake_rate = mistake_rate
        self.version = fair_version(mistake_rate)

    def at_version(self, version: str | None) -> FairAgent:
        """This agent playing at the rate ``version`` names (a game's own rate), sharing its
        random stream; itself for a version that names no rate."""
        rate = rate_of_version(version)
        if rate is None or rate == self.mistake_rate:
            return self
        twin = FairAgent(mistake_rate=rate)
        twin._rng = self._rng
        return twin

    def choose(self, board: Board) -> int:
        forced = forced_moves(board.cells)
        if forced:
            return self._pick(forced)
        optimal = solution_for_cells(board.cells).optimal_moves or require_moves(board)
        mistakes = believable_mistakes(board.cells)
        if mistakes and self._rng.random() < self.mistake_rate:
            return self._pick(mistakes)
        return self._pick(optimal)

    def move_distribution(self, board: Board) -> Mapping[int, float]:
        forced = forced_moves(board.cells)
        if forced:
            return uniform(forced)
        optimal = solution_for_cells(board.cells).optimal_moves or require_moves(board)
        mistakes = believable_mistakes(board.cells)
        if not mistakes:
            return uniform(optimal)
        dist = {cell: (1.0 - self.mistake_rate) / len(optimal) for cell in optimal}
        dist.update({cell: self.mistake_rate / len(mistakes) for cell in mistakes})
        return dist

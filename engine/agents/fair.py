"""The fair level's agent: perfect play with *believable* mistakes, as many as a member needs.

A person forgives an opponent that walks into a fork, and believes one that overlooks a threat
when they are still learning; they do not believe one that misses its own three in a row. So
the fair agent

* always completes its own line when it can (never declines a win in one),
* otherwise blocks the member's open two, except that a *weak* member's open two is missed
  with probability ``miss_rate`` (facing two open twos it blocks one: the game is lost, but
  not absurdly),
* otherwise plays, with probability ``mistake_rate``, a *believable mistake* — a move that
  loses value under best play but leaves the member no win in one (walking into a fork,
  letting a won position go to a draw) — and an optimal move the rest of the time.

Both rates follow from one number, the game's **level** in [0, :data:`MAX_LEVEL`]: up to 1 it
is the mistake rate and every threat is blocked; beyond 1 every free move is a mistake and the
excess is the rate of missed blocks. Only a member who wins less than the target against all
the believable mistakes there are — a weak member, as the level's adaptation
(:mod:`engine.levels`) finds them — ever sees a threat go unblocked. One game's level is fixed
when it starts and written in the game's agent version (``p=0.400``, or ``p=1.000 b=0.250``
beyond 1), so the game keeps its policy like a learned agent keeps its weights.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Final

from engine.agents.base import Agent, require_moves, uniform
from engine.board import EMPTY, LINES, Board
from engine.solver import solution_for_cells

DEFAULT_LEVEL: Final = 0.4
"""The level of a member's first game against the fair level (before anything is known)."""

MAX_LEVEL: Final = 2.0
"""Every free move a mistake and every threat missed: the most a level can give."""

_UNIT: Final = r"(0(?:\.\d+)?|1(?:\.0+)?)"
_VERSION: Final = re.compile(rf"p={_UNIT}(?: b={_UNIT})?")


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
def missed_blocks(cells: str) -> tuple[int, ...]:
    """The moves of a player who does not see the opponent's open two on ``cells``: none when
    it can win at once or nothing is threatened; otherwise the moves that leave the threat
    open, and of those the quiet ones (that set up no line of its own) when there are any —
    one who overlooks lines does not build them either, and a two of its own would be a win
    in one it must then take, which would take the member's chance straight back."""
    board = Board(cells)
    blocks = threats(board)
    if own_wins(board) or not blocks:
        return ()
    others = [cell for cell in board.legal_moves() if cell not in blocks]
    mover = board.to_move.value
    quiet = [cell for cell in others if not completing_cells(board.play(cell).cells, mover)]
    return tuple(quiet or others)


@cache
def forced_moves(cells: str) -> tuple[int, ...]:
    """The moves that leave no choice to a believable player: its own wins, else the blocks
    of the opponent's open twos; ``()`` when neither exists."""
    board = Board(cells)
    return own_wins(board) or threats(board)


def split_level(level: float) -> tuple[float, float]:
    """The (mistake rate, miss rate) of ``level``: mistakes first, then missed blocks."""
    if not 0.0 <= level <= MAX_LEVEL:
        raise ValueError(f"the level must be between 0 and {MAX_LEVEL:g}, not {level}")
    return min(level, 1.0), max(level - 1.0, 0.0)


def fair_version(level: float) -> str:
    """The agent version that records one game's level (``p=0.400``; ``p=1.000 b=0.250``)."""
    mistakes, misses = split_level(level)
    return f"p={mistakes:.3f}" + (f" b={misses:.3f}" if misses else "")


def level_of_version(version: str | None) -> float | None:
    """The level a :func:`fair_version` names; ``None`` for any other text (a missed-block
    rate is only ever written beside a mistake rate of 1)."""
    found = _VERSION.fullmatch(version or "")
    if not found:
        return None
    mistakes, misses = float(found.group(1)), float(found.group(2) or 0.0)
    if misses and mistakes < 1.0:
        return None
    return mistakes + misses


class FairAgent(Agent):
    """Optimal play with believable mistakes at ``level`` (see module)."""

    name = "fair"

    def __init__(self, *, level: float = DEFAULT_LEVEL, seed: int | None = None):
        self.mistake_rate, self.miss_rate = split_level(level)
        super().__init__(seed=seed)
        self.level = level
        self.version = fair_version(level)

    def at_version(self, version: str | None) -> FairAgent:
        """This agent playing at the level ``version`` names (a game's own level), sharing
        its random stream; itself for a version that names no level."""
        level = level_of_version(version)
        if level is None or level == self.level:
            return self
        twin = FairAgent(level=level)
        twin._rng = self._rng
        return twin

    def choose(self, board: Board) -> int:
        dist = self.move_distribution(board)
        if len(dist) == 1:
            return next(iter(dist))
        cells = tuple(dist)
        return self._rng.choices(cells, weights=[dist[cell] for cell in cells])[0]

    def move_distribution(self, board: Board) -> Mapping[int, float]:
        forced = forced_moves(board.cells)
        if forced:
            misses = missed_blocks(board.cells)
            return _blend(uniform(forced), misses, self.miss_rate)
        optimal = solution_for_cells(board.cells).optimal_moves or require_moves(board)
        return _blend(uniform(optimal), believable_mistakes(board.cells), self.mistake_rate)


def _blend(usual: dict[int, float], errors: tuple[int, ...], rate: float) -> dict[int, float]:
    """``usual`` with ``rate`` of its weight moved, evenly, onto ``errors`` (when any)."""
    if not errors or not rate:
        return usual
    dist = {cell: (1.0 - rate) * p for cell, p in usual.items()}
    for cell in errors:
        dist[cell] = dist.get(cell, 0.0) + rate / len(errors)
    return dist

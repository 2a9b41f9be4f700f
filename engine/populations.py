"""Simulated populations of people with known habits, for benchmarks and tests.

Each population is an exact move distribution (``cells -> {cell: probability}``), so results
against it are computed exactly by :mod:`engine.against_people`, and its games can be sampled
(:func:`sample_move`). They are deliberately different kinds of people, not variations of one.

:data:`POPULATIONS` are the eight the learning was developed on. :data:`UNSEEN_POPULATIONS`
were written before any tuning of what learns from them and are never tuned against: they
measure whether the learning holds on people it was not designed for. One of them is a
**mixture**: each game is played by one of two kinds of people (``parts``), so what the bot
should do depends on who it faces, which no single move distribution says.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache

from engine.agents.base import Agent, require_moves
from engine.board import Board
from engine.habits import position
from engine.solver import solution_for_cells

_CORNERS = (1, 3, 7, 9)
_EDGES = (2, 4, 6, 8)
_DIAGONAL_LINES = ((1, 5, 9), (3, 5, 7))


def _uniform(cells: tuple[int, ...]) -> dict[int, float]:
    return {c: 1.0 / len(cells) for c in cells}


def _mix(*parts: tuple[float, Mapping[int, float]]) -> dict[int, float]:
    out: dict[int, float] = {}
    for weight, dist in parts:
        for c, p in dist.items():
            out[c] = out.get(c, 0.0) + weight * p
    return {c: p for c, p in out.items() if p > 0}


def _weighted(moves: tuple[int, ...], weight: Callable[[int], float]) -> dict[int, float]:
    total = sum(weight(c) for c in moves)
    return {c: weight(c) / total for c in moves}


def _diagonal_only(cells: str, cell: int, mark: str) -> bool:
    """``cell`` completes a line of ``mark`` only along a diagonal."""
    from engine.board import LINES

    for line in LINES:
        if cell in line and line not in _DIAGONAL_LINES:
            marks = [cells[c - 1] for c in line if c != cell]
            if marks == [mark, mark]:
                return False
    return True


def _mover(cells: str) -> str:
    return "X" if cells.count("X") == cells.count("O") else "O"


def habitual(
    cells: str,
    *,
    win: float,
    block: float,
    rest: Callable[[str, tuple[int, ...]], Mapping[int, float]],
    sees_diagonals: bool = True,
) -> dict[int, float]:
    """Take a win with prob. ``win``, else block with prob. ``block``, else ``rest``."""
    pos = position(cells)
    mover = _mover(cells)
    other = "O" if mover == "X" else "X"
    wins = tuple(c for c in pos.wins if sees_diagonals or not _diagonal_only(cells, c, mover))
    blocks = tuple(c for c in pos.blocks if sees_diagonals or not _diagonal_only(cells, c, other))
    others = tuple(c for c in pos.moves if c not in wins and c not in blocks)
    if not others:
        return _uniform(wins or blocks)
    p_win = win if wins else 0.0
    p_block = (1.0 - p_win) * block if blocks else 0.0
    parts = [(1.0 - p_win - p_block, rest(cells, others))]
    if wins:
        parts.append((p_win, _uniform(wins)))
    if blocks:
        parts.append((p_block, _uniform(blocks)))
    return _mix(*parts)


def _any(cells: str, moves: tuple[int, ...]) -> dict[int, float]:
    return _uniform(moves)


def _likes_centre(cells: str, moves: tuple[int, ...]) -> dict[int, float]:
    return _weighted(moves, lambda c: 3.0 if c == 5 else 1.5 if c in _CORNERS else 1.0)


def _likes_edges(cells: str, moves: tuple[int, ...]) -> dict[int, float]:
    return _weighted(moves, lambda c: 3.0 if c in _EDGES else 1.0)


# -- the populations ------------------------------------------------------------------------------


def corner_opener(cells: str) -> dict[int, float]:
    """Opens in a corner, then avoids losing in one (wins and blocks), otherwise at random."""
    if cells.count(".") == 9:
        return _uniform(_CORNERS)
    return habitual(cells, win=1.0, block=1.0, rest=_any)


def fork_blind(cells: str) -> dict[int, float]:
    """Takes every win and blocks every one-move threat, but never sees a fork coming."""
    return habitual(cells, win=1.0, block=1.0, rest=_likes_centre)


def mirror(cells: str) -> dict[int, float]:
    """Copies the opponent through the centre: plays the cell opposite one of its marks."""
    if cells.count(".") == 9:
        return {5: 1.0}
    other = "O" if _mover(cells) == "X" else "X"
    moves = solution_for_cells(cells).move_values.keys()
    opposite = tuple(
        sorted(10 - c for c in range(1, 10) if cells[c - 1] == other and (10 - c) in moves)
    )
    return _uniform(opposite or tuple(sorted(moves)))


def diagonal_blind(cells: str) -> dict[int, float]:
    """Wins and blocks along rows and columns, never sees a diagonal; likes the centre."""
    return habitual(cells, win=1.0, block=1.0, rest=_likes_centre, sees_diagonals=False)


def novice(cells: str) -> dict[int, float]:
    """Misses diagonals, takes 90 % of row/column wins, blocks 80 % of row/column threats."""
    return habitual(cells, win=0.9, block=0.8, rest=_any, sees_diagonals=False)


def edge_lover(cells: str) -> dict[int, float]:
    """Opens on an edge and likes edges; takes 95 % of wins, blocks 70 % of threats."""
    return habitual(cells, win=0.95, block=0.7, rest=_likes_edges)


def attacker(cells: str) -> dict[int, float]:
    """Always wins when it can; would rather make a threat of its own than block (50 %)."""

    def threats(board: str, moves: tuple[int, ...]) -> dict[int, float]:
        pos = position(board)
        attacking = tuple(
            c for c, row in zip(pos.moves, pos.features, strict=True) if c in moves and row[2]
        )
        return (
            _mix((0.8, _uniform(attacking)), (0.2, _uniform(moves)))
            if attacking
            else _uniform(moves)
        )

    return habitual(cells, win=1.0, block=0.5, rest=threats)


def careful(cells: str) -> dict[int, float]:
    """A strong player: the solver's move 85 % of the time, any other move 15 %."""
    sol = solution_for_cells(cells)
    mistakes = tuple(c for c in sol.move_values if c not in sol.optimal_moves)
    if not mistakes:
        return _uniform(sol.optimal_moves)
    return _mix((0.85, _uniform(sol.optimal_moves)), (0.15, _uniform(mistakes)))


def centre_copier(cells: str) -> dict[int, float]:
    """Takes the centre when it is free; otherwise copies the bot: plays the mirror image
    (left to right) of one of the bot's marks, else the first free cell. Never looks for a
    win or a block."""
    moves = tuple(solution_for_cells(cells).move_values)
    if 5 in moves:
        return {5: 1.0}
    other = "O" if _mover(cells) == "X" else "X"
    copies = tuple(sorted({_MIRROR[c] for c in range(1, 10) if cells[c - 1] == other} & set(moves)))
    return _uniform(copies) if copies else {min(moves): 1.0}


def first_free(cells: str) -> dict[int, float]:
    """Plays the first free cell, reading from the top left: nothing else."""
    return {min(solution_for_cells(cells).move_values): 1.0}


def row_player(cells: str) -> dict[int, float]:
    """Sees rows only: wins and blocks along rows, never on columns or diagonals; otherwise
    plays on a row where it already has a mark and the bot none, else at random."""
    mover = _mover(cells)
    other = "O" if mover == "X" else "X"
    moves = tuple(solution_for_cells(cells).move_values)
    for mark in (mover, other):  # its own win first, then the block
        found = tuple(c for c in moves if _completes_row(cells, c, mark))
        if found:
            return _uniform(found)
    building = tuple(
        c
        for c in moves
        if any(cells[r - 1] == mover for r in _row(c))
        and all(cells[r - 1] != other for r in _row(c))
    )
    return _uniform(building or moves)


def _row(cell: int) -> tuple[int, int, int]:
    first = 3 * ((cell - 1) // 3) + 1
    return (first, first + 1, first + 2)


def _completes_row(cells: str, cell: int, mark: str) -> bool:
    return [cells[c - 1] for c in _row(cell) if c != cell] == [mark, mark]


_MIRROR = {1: 3, 2: 2, 3: 1, 4: 6, 5: 5, 6: 4, 7: 9, 8: 8, 9: 7}
"""Each cell's mirror image, left to right."""


@dataclass(frozen=True)
class Population:
    """A named simulated population.

    ``parts``, for a mixture: ``(weight, distribution)`` of each kind of person, one of them
    playing a whole game; ``distribution`` is then their blend by weight in every position,
    which is what someone who ignores who is playing would see, not how any game is played."""

    name: str
    habits: str
    distribution: Callable[[str], dict[int, float]]
    parts: tuple[tuple[float, Callable[[str], dict[int, float]]], ...] = ()

    def cached(self) -> Callable[[str], dict[int, float]]:
        """The distribution, memoised (it is called once per position per evaluation)."""
        return cache(self.distribution)


POPULATIONS: tuple[Population, ...] = tuple(
    Population(f.__name__.replace("_", "-"), (f.__doc__ or "").strip(), f)
    for f in (
        corner_opener,
        fork_blind,
        mirror,
        diagonal_blind,
        novice,
        edge_lover,
        attacker,
        careful,
    )
)
"""Every simulated population, by name."""


def _mixture(name: str, habits: str, *parts: tuple[float, Population]) -> Population:
    def blend(cells: str) -> dict[int, float]:
        return _mix(*((w, p.distribution(cells)) for w, p in parts))

    return Population(name, habits, blend, tuple((w, p.distribution) for w, p in parts))


UNSEEN_POPULATIONS: tuple[Population, ...] = (
    *(
        Population(f.__name__.replace("_", "-"), (f.__doc__ or "").strip(), f)
        for f in (centre_copier, first_free, row_player)
    ),
    _mixture(
        "corner-or-edge",
        "Half the games by corner openers, half by edge lovers (one kind per game).",
        (0.5, POPULATIONS[0]),
        (0.5, POPULATIONS[5]),
    ),
)
"""Populations written before any tuning and never tuned against (see the module)."""


MIXED_SERVERS: tuple[Population, ...] = (
    _mixture(
        "fork-or-diagonal-blind",
        "Half the games by people blind to forks, half by people blind to diagonals.",
        (0.5, POPULATIONS[1]),
        (0.5, POPULATIONS[3]),
    ),
)
"""A server of two kinds of people that the position tells apart least of the pairs of
:data:`POPULATIONS` (a bot that knows who it plays can win 2.3 points more than one that only
remembers the game: the most of any pair): what member models are measured on."""


def population(name: str) -> Population:
    """The population called ``name``; ValueError listing the names otherwise."""
    everyone = (*POPULATIONS, *UNSEEN_POPULATIONS, *MIXED_SERVERS)
    for p in everyone:
        if p.name == name:
            return p
    known = ", ".join(p.name for p in everyone)
    raise ValueError(f"unknown population {name!r}; known: {known}")


def sample_move(dist: Mapping[int, float], rng: random.Random) -> int:
    """One cell drawn from ``dist``."""
    r, acc = rng.random(), 0.0
    last = 0
    for c, p in dist.items():
        acc += p
        last = c
        if r < acc:
            return c
    return last


class PopulationAgent(Agent):
    """A population as an agent (for :func:`engine.evaluate.exact_match` and sampled games)."""

    def __init__(self, pop: Population, *, seed: int | None = None) -> None:
        super().__init__(seed=seed)
        self.name = pop.name
        self._dist = pop.cached()

    def move_distribution(self, board: Board) -> Mapping[int, float]:
        require_moves(board)
        return self._dist(board.cells)

    def choose(self, board: Board) -> int:
        return sample_move(self.move_distribution(board), self._rng)


__all__ = [
    "POPULATIONS",
    "UNSEEN_POPULATIONS",
    "Population",
    "PopulationAgent",
    "habitual",
    "population",
    "sample_move",
]

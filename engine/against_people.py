"""Exact expected results against a modelled population (expectimax over all 5,478 positions).

The bot plays only game-theoretically optimal moves (the solver's hard mask); the person replies
with a known move distribution (a :class:`~engine.people.PeopleModel`, or a simulated
population). Scores are for the bot: win 1, draw 0, loss -1; with optimal moves only the bot
never loses from the start, so its expected score there is its win probability.

* :func:`people_values` — the value of every legal move of every decision position when the
  bot then keeps playing its best optimal moves (the fine-tuning target of the DQN), and the
  **safe limit**: the best win rate a never-losing bot can reach, as X and as O;
* :func:`tabular_policy` — among the optimal moves, the ones within ``epsilon`` of the best
  (random among them, so there is no single line to memorise; an immediate win always wins);
* :func:`policy_values` — the exact win probability of *any* bot policy against a population,
  from every position (the model-based estimate, and the control variate of the off-policy
  estimator).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

import numpy as np
import numpy.typing as npt

from engine.board import EMPTY
from engine.solver import decision_positions, reachable_positions, solution_for_cells
from engine.symmetry import own_symmetries, symmetric_mean

MoveDistribution = Callable[[str], Mapping[int, float]]
"""``cells -> {cell: probability}`` of whoever moves on ``cells``."""

NEAR_TIE: Final = 0.005
"""Optimal moves whose values are within this of the best are played at random."""
EMPTY_BOARD: Final = EMPTY * 9
EXPLORE: Final = 0.05
"""Share of a server table's decisions played among the *other* optimal moves within
:data:`EXPLORE_WIDTH` of the best, instead of the near-best ones (logged with their
probabilities). A table plays one line; without this, the logs never show what the people do
on the lines a later, better table would play, so its gain could never be supported by
held-out games (mirroring people kept a 91.7 % table for good). Measured cost at
the true values: at most 0.3 point of win rate on the eight simulated populations."""
EXPLORE_WIDTH: Final = 0.1
"""How far below the best value an optimal move may be and still be explored."""


def _terminal_score(cells: str) -> float | None:
    """Score of a finished board for the side that just moved (1 won, 0 draw); else ``None``."""
    sol = solution_for_cells(cells)
    if sol.move_values:
        return None
    return 1.0 if sol.value == -1 else 0.0


@dataclass(frozen=True)
class PeopleValues:
    """Expected scores of the bot against one population, from every position."""

    bot_turn: Mapping[str, float]
    """Bot to move on ``cells``, playing its best optimal moves from there on."""
    person_turn: Mapping[str, float]
    """The person to move on ``cells`` (the bot made the previous move)."""
    move_values: Mapping[str, Mapping[int, float]]
    """For every decision position (bot to move) and every legal cell: the expected score if
    the bot plays it and then its best optimal moves."""

    @property
    def safe_limit_x(self) -> float:
        return self.bot_turn[EMPTY_BOARD]

    @property
    def safe_limit_o(self) -> float:
        return self.person_turn[EMPTY_BOARD]

    @property
    def safe_limit(self) -> float:
        """Best win rate using only optimal moves, mean of playing X and O."""
        return (self.safe_limit_x + self.safe_limit_o) / 2

    def best_moves(self, cells: str, epsilon: float = NEAR_TIE) -> tuple[int, ...]:
        """Optimal moves of ``cells`` within ``epsilon`` of the best value (wins first)."""
        sol = solution_for_cells(cells)
        return near_best(sol.optimal_moves, self.move_values[cells], cells, epsilon)


def near_best(
    moves: tuple[int, ...], values: Mapping[int, float], cells: str, epsilon: float
) -> tuple[int, ...]:
    """Immediate wins among ``moves`` if any, else the moves within ``epsilon`` of the best."""
    mover = "X" if cells.count("X") == cells.count("O") else "O"
    wins = tuple(c for c in moves if _terminal_score(_play(cells, c, mover)) == 1.0)
    if wins:
        return wins
    top = max(values[c] for c in moves)
    return tuple(c for c in moves if values[c] >= top - epsilon)


def explored(
    best: tuple[int, ...],
    values: Mapping[int, float],
    cells: str,
    share: float = EXPLORE,
    width: float = EXPLORE_WIDTH,
) -> dict[int, float]:
    """The move distribution of a table that plays ``best`` (:func:`near_best` of the optimal
    moves' ``values``) and explores: ``share`` of the time, uniformly among the other optimal
    moves within ``width`` of the best value. Never instead of an immediate win, nor where
    there is nothing to explore (then uniform over ``best``)."""
    top = max(values[c] for c in best)
    mover = _mover(cells)
    wins = _terminal_score(_play(cells, best[0], mover)) == 1.0
    others = [c for c, v in values.items() if c not in best and v >= top - width]
    if wins or not others or share <= 0:
        return {c: 1.0 / len(best) for c in best}
    out = {c: (1.0 - share) / len(best) for c in best}
    out.update({c: share / len(others) for c in sorted(others)})
    return out


def _play(cells: str, cell: int, mark: str) -> str:
    return cells[: cell - 1] + mark + cells[cell:]


def _mover(cells: str) -> str:
    return "X" if cells.count("X") == cells.count("O") else "O"


@cache
def _deepest_first() -> tuple[str, ...]:
    """Every reachable position, most marks first (successors before predecessors)."""
    return tuple(b.cells for b in sorted(reachable_positions(), key=lambda b: -b.ply))


@cache
def decision_masks() -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
    """(4520, 9) masks in :func:`~engine.solver.decision_positions` order: the optimal moves,
    and the optimal moves that win at once."""
    boards = decision_positions()
    optimal = np.zeros((len(boards), 9), dtype=bool)
    wins = np.zeros_like(optimal)
    for n, board in enumerate(boards):
        cells = board.cells
        mark = _mover(cells)
        for c in solution_for_cells(cells).optimal_moves:
            optimal[n, c - 1] = True
            wins[n, c - 1] = _terminal_score(_play(cells, c, mark)) == 1.0
    for mask in (optimal, wins):
        mask.setflags(write=False)
    return optimal, wins


def served_mask(scores: npt.NDArray[np.floating], epsilon: float) -> npt.NDArray[np.bool_]:
    """(4520, 9) scores -> the moves a masked server picks among (the rule of
    :func:`engine.agents.learned.agents.serve_optimal`: the scores averaged over each board's
    own symmetries, then :func:`near_best`, for every decision position at once)."""
    scores = _symmetrised(scores)
    optimal, wins = decision_masks()
    masked = np.where(optimal, scores, -np.inf)
    near = optimal & (masked >= masked.max(axis=1, keepdims=True) - epsilon)
    return np.where(wins.any(axis=1, keepdims=True), wins, near)


@cache
def _symmetric_rows() -> tuple[tuple[int, str], ...]:
    """The decision positions (row, board) that are their own mirror image or rotation: the
    only rows :func:`_symmetrised` changes."""
    boards = enumerate(decision_positions())
    return tuple((n, b.cells) for n, b in boards if len(own_symmetries(b.cells)) > 1)


def _symmetrised(scores: npt.NDArray[np.floating]) -> npt.NDArray[np.floating]:
    """(4520, 9) scores with each symmetric board's row averaged over its symmetries
    (:func:`~engine.symmetry.symmetric_mean`, row by row)."""
    out = np.array(scores, dtype=np.float64)
    for n, cells in _symmetric_rows():
        out[n] = symmetric_mean(out[n], cells)
    return out


def mask_policy(mask: npt.NDArray[np.bool_]) -> dict[str, dict[int, float]]:
    """A (4520, 9) choice mask as ``{cells: {cell: probability}}`` (uniform over the mask)."""
    out = {}
    for board, row in zip(decision_positions(), mask, strict=True):
        cells = np.flatnonzero(row) + 1
        p = 1.0 / len(cells)
        out[board.cells] = {int(c): p for c in cells}
    return out


def people_values(person: MoveDistribution) -> PeopleValues:
    """Expectimax against ``person``: the bot maximises over its optimal moves."""
    bot: dict[str, float] = {}
    human: dict[str, float] = {}
    moves: dict[str, dict[int, float]] = {}
    # Deepest positions first, so every successor is known when a position is valued.
    for cells in _deepest_first():
        sol = solution_for_cells(cells)
        if not sol.move_values:
            bot[cells] = human[cells] = float(sol.value)  # -1 lost, 0 draw
            continue
        mark = _mover(cells)
        q = {}
        for c in sol.move_values:
            after = _play(cells, c, mark)
            done = _terminal_score(after)
            q[c] = done if done is not None else human[after]
        moves[cells] = q
        bot[cells] = max(q[c] for c in sol.optimal_moves)
        expected = 0.0
        for c, p in person(cells).items():
            after = _play(cells, c, mark)
            done = _terminal_score(after)
            expected -= p * (done if done is not None else -bot[after])
        human[cells] = expected
    return PeopleValues(bot, human, moves)


def tabular_policy(values: PeopleValues, epsilon: float = NEAR_TIE) -> dict[str, tuple[int, ...]]:
    """For every decision position, the optimal moves the bot picks among (uniformly)."""
    return {b.cells: values.best_moves(b.cells, epsilon) for b in decision_positions()}


@dataclass(frozen=True)
class PolicyValues:
    """Exact win probabilities of one bot policy against one population."""

    bot_turn: Mapping[str, float]
    person_turn: Mapping[str, float]
    losses_x: float
    losses_o: float

    @property
    def win_x(self) -> float:
        return self.bot_turn[EMPTY_BOARD]

    @property
    def win_o(self) -> float:
        return self.person_turn[EMPTY_BOARD]

    @property
    def win_rate(self) -> float:
        """Mean of the win probabilities as X and as O."""
        return (self.win_x + self.win_o) / 2


def policy_values(bot: MoveDistribution, person: MoveDistribution) -> PolicyValues:
    """Win (and loss) probabilities of the bot policy ``bot`` against ``person``, exactly."""
    tables: dict[str, dict[str, tuple[float, float]]] = {"bot": {}, "person": {}}
    for cells in _deepest_first():
        sol = solution_for_cells(cells)
        if not sol.move_values:
            # the side that just moved won (if anyone did)
            won = sol.value == -1
            tables["bot"][cells] = (0.0, 1.0 if won else 0.0)  # bot to move: it lost
            tables["person"][cells] = (1.0 if won else 0.0, 0.0)  # bot just moved: it won
            continue
        mark = _mover(cells)
        for turn, chooser, other in (("bot", bot, "person"), ("person", person, "bot")):
            win = loss = 0.0
            for c, p in chooser(cells).items():
                w, lo = tables[other][_play(cells, c, mark)]
                win, loss = win + p * w, loss + p * lo
            tables[turn][cells] = (win, loss)
    b, h = tables["bot"], tables["person"]
    return PolicyValues(
        {c: v[0] for c, v in b.items()},
        {c: v[0] for c, v in h.items()},
        losses_x=b[EMPTY_BOARD][1],
        losses_o=h[EMPTY_BOARD][1],
    )


class ReachableTree:
    """The positions reachable from the empty board when the bot plays any move any of
    ``bots`` may play (a bot that plays optimal moves only reaches a few hundred), ordered so
    that :meth:`win_rates` values them against a person in one pass, successors first.

    What a gate needs to compare a few fixed bot policies against many refitted people
    models: the bots' moves are read once, each person model only where it matters."""

    def __init__(self, bots: Sequence[MoveDistribution]) -> None:
        seen: set[tuple[str, bool]] = set()
        stack = [(EMPTY_BOARD, True), (EMPTY_BOARD, False)]
        while stack:
            node = stack.pop()
            if node in seen:
                continue
            seen.add(node)
            cells, bot_to_move = node
            if _terminal_score(cells) is not None:
                continue
            moves = (
                {c for b in bots for c, p in b(cells).items() if p > 0}
                if bot_to_move
                else set(solution_for_cells(cells).move_values)
            )
            mark = _mover(cells)
            stack.extend((_play(cells, c, mark), not bot_to_move) for c in moves)
        # deepest first: every successor is valued before the positions that lead to it
        self.order = sorted(seen, key=lambda n: -sum(ch != EMPTY for ch in n[0]))
        self.index = {node: n for n, node in enumerate(self.order)}
        self.start = (self.index[(EMPTY_BOARD, True)], self.index[(EMPTY_BOARD, False)])
        self.terminal: dict[int, float] = {}
        self.person_moves: dict[int, tuple[str, list[tuple[int, int]]]] = {}
        self.bot_moves: list[dict[int, list[tuple[int, float]]]] = [{} for _ in bots]
        for n, (cells, bot_to_move) in enumerate(self.order):
            done = _terminal_score(cells)
            mark = _mover(cells)
            if done is not None:  # the side that just moved won (1) or drew (0)
                self.terminal[n] = 0.0 if bot_to_move else done
            elif not bot_to_move:
                self.person_moves[n] = (
                    cells,
                    [
                        (c - 1, self.index[(_play(cells, c, mark), True)])
                        for c in range(1, 10)
                        if cells[c - 1] == EMPTY
                    ],
                )
            else:
                for bot_moves, bot in zip(self.bot_moves, bots, strict=True):
                    bot_moves[n] = [
                        (self.index[(_play(cells, c, mark), False)], p)
                        for c, p in bot(cells).items()
                        if p > 0
                    ]

    def win_rates(self, person: Callable[[str], npt.NDArray[np.float64]]) -> list[float]:
        """Each bot's exact win rate (mean of X and O) against ``person`` (``cells -> nine
        probabilities``, e.g. :meth:`engine.people.PeopleModel.probabilities`)."""
        replies = {
            n: (person(cells), children) for n, (cells, children) in self.person_moves.items()
        }
        out = []
        for moves in self.bot_moves:
            value = [0.0] * len(self.order)
            for n, score in self.terminal.items():
                value[n] = score
            for n in range(len(self.order)):  # successors come first
                if n in moves:
                    value[n] = sum(p * value[child] for child, p in moves[n])
                elif n in replies:
                    probs, children = replies[n]
                    value[n] = sum(float(probs[c]) * value[child] for c, child in children)
            out.append((value[self.start[0]] + value[self.start[1]]) / 2)
        return out


__all__ = [
    "EXPLORE",
    "EXPLORE_WIDTH",
    "NEAR_TIE",
    "MoveDistribution",
    "PeopleValues",
    "PolicyValues",
    "ReachableTree",
    "explored",
    "near_best",
    "people_values",
    "policy_values",
    "tabular_policy",
]

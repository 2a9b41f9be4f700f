"""Exact figures against a mixture of people: each game played by one of several kinds.

A mixture (:attr:`engine.populations.Population.parts`) is not one move distribution: after a
few moves the bot can tell who it faces, and the best reply to one kind may be the worst to
the other. A bot policy's win rate against it is the weighted mean of its win rates against
each kind (:func:`mixture_win_rate`). The **safe limit** (:func:`mixture_safe_limit`) is the
best win rate of a never-losing bot that remembers the whole game and so weighs each kind by
how likely the moves so far make it: an expectimax over the game tree (the bot among its
optimal moves; each kind's weight carried down the tree as the probability that it made the
person's moves so far). A bot that plays by the position alone may not reach it: it is an
upper bound for the served tables, and exact for the best bot there can be.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine.against_people import MoveDistribution, policy_values
from engine.board import EMPTY
from engine.solver import solution_for_cells

Parts = Sequence[tuple[float, Callable[[str], Mapping[int, float]]]]


def mixture_win_rate(bot: MoveDistribution, parts: Parts) -> tuple[float, float]:
    """``(win rate, loss rate)`` of ``bot`` (mean of X and O) against the mixture ``parts``."""
    win = loss = 0.0
    for weight, person in parts:
        values = policy_values(bot, person)
        win += weight * values.win_rate
        loss += weight * (values.losses_x + values.losses_o) / 2
    return win, loss


def mixture_safe_limit(parts: Parts) -> float:
    """The best win rate (mean of X and O) of a never-losing bot that remembers the game,
    against the mixture ``parts`` (see the module)."""
    weights = tuple(w for w, _ in parts)
    people = tuple(p for _, p in parts)
    as_x = _value(EMPTY * 9, weights, people, bot_mark="X")
    as_o = _value(EMPTY * 9, weights, people, bot_mark="O")
    return (as_x + as_o) / 2


def _value(
    cells: str, weights: tuple[float, ...], people: tuple[MoveDistribution, ...], bot_mark: str
) -> float:
    """The bot's expected wins from ``cells``, each kind weighted by ``weights`` (the chance
    that it is playing and made the moves so far: the values are not normalised)."""
    sol = solution_for_cells(cells)
    if not sol.move_values:  # over: the side that just moved won, or a draw
        mover = "X" if cells.count("X") == cells.count("O") else "O"
        return sum(weights) if sol.value == -1 and mover != bot_mark else 0.0
    mover = "X" if cells.count("X") == cells.count("O") else "O"
    if mover == bot_mark:
        return max(
            _value(_play(cells, c, mover), weights, people, bot_mark) for c in sol.optimal_moves
        )
    total = 0.0
    replies: dict[int, list[float]] = {}
    for k, person in enumerate(people):
        if weights[k] <= 0.0:
            continue
        for c, p in person(cells).items():
            replies.setdefault(c, [0.0] * len(people))[k] = weights[k] * p
    for c, moved in replies.items():
        total += _value(_play(cells, c, mover), tuple(moved), people, bot_mark)
    return total


def _play(cells: str, cell: int, mark: str) -> str:
    return cells[: cell - 1] + mark + cells[cell:]


__all__ = ["mixture_safe_limit", "mixture_win_rate"]

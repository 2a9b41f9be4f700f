"""Measure and gate: how good a candidate is, and whether it may replace the serving version.

Every figure the gate compares is exact (tie-strict optimal-move accuracy over the 4,520
decision positions and over the positions people reached, and exact expected W/D/L against
``random`` and ``minimax``), so there is no sampling noise to allow for.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from bot.retrain.outcome import Check
from engine import Board, load_agent
from engine.agents.base import Agent
from engine.evaluate import exact_match
from engine.solver import decision_positions, solution_for_cells

EXACT_EPS: Final = 1e-9
"""Float tolerance of the exact comparisons (they are sums of products of move
probabilities: equal agents give equal figures up to rounding)."""


def tie_strict_accuracy(agent: Agent, boards: Sequence[Board]) -> tuple[int, int]:
    """``(correct, total)``: positions where *every* move the agent may choose is optimal."""
    best_moves = getattr(agent, "best_moves", None)
    correct = 0
    for board in boards:
        chosen = set(best_moves(board)) if best_moves else {agent.choose(board)}
        correct += chosen <= set(solution_for_cells(board.cells).optimal_moves)
    return correct, len(boards)


def evaluate_agent(
    make_agent: Callable[[], Agent],
    people: Sequence[str],
    *,
    games: int,
    seed: int,
) -> tuple[dict[str, float], dict[str, Any]]:
    """``(figures, metrics)`` of the agent ``make_agent()`` builds.

    ``figures`` is what the gate compares (flat, exact): ``optimal_move_accuracy`` (tie-strict,
    4,520 positions), ``people_accuracy`` (tie-strict, the positions of ``people``), and the
    exact expected ``vs_<random|minimax>.as_<x|o>.<wins|draws|losses>``. ``metrics`` is the
    manifest's metrics layout (:func:`engine.agents.learned.metrics.measure`, with ``games``
    seeded games) plus the people figures.
    """
    from engine.agents.learned.metrics import measure

    agent = make_agent()
    correct, total = tie_strict_accuracy(agent, decision_positions())
    people_boards = [Board(cells) for cells in people]
    p_correct, p_total = tie_strict_accuracy(agent, people_boards)
    figures: dict[str, float] = {
        "optimal_move_accuracy": correct / total,
        "people_accuracy": p_correct / p_total if p_total else 1.0,
    }
    for name in ("random", "minimax"):
        report = exact_match(make_agent(), load_agent(name))
        for side, record in (("x", report.as_x), ("o", report.as_o)):
            for key in ("wins", "draws", "losses"):
                figures[f"vs_{name}.as_{side}.{key}"] = float(getattr(record, key))
    metrics: dict[str, Any] = {}
    if games > 0:
        metrics = measure(
            make_agent,
            seed=seed,
            games_random=games,
            games_minimax=games,
            games_fallible=min(games, 1_000),
        )
    metrics["optimal_move_accuracy"] = round(correct / total, 6)
    metrics["optimal_moves"] = {"correct": correct, "total": total}
    metrics["people_accuracy"] = round(figures["people_accuracy"], 6)
    metrics["people_positions"] = {"correct": p_correct, "total": p_total}
    return figures, metrics


def gate(
    serving: Mapping[str, float], candidate: Mapping[str, float], *, win_tolerance: float = 0.0
) -> list[Check]:
    """The promotion rule: the candidate must be no worse than the serving version on every
    check (figures from :func:`evaluate_agent`).

    * ``optimal_move_accuracy`` and ``people_accuracy``: not lower (they are exact counts);
    * ``vs_random`` and ``vs_minimax``, as X and as O: expected losses not higher;
    * ``vs_random``, as X and as O: expected wins not lower by more than ``win_tolerance``.

    W/D/L are exact expectations (``engine.evaluate.exact_match``), so there is no sampling
    noise to allow for; :data:`EXACT_EPS` absorbs float rounding only.
    """
    checks = []
    for metric in ("optimal_move_accuracy", "people_accuracy"):
        s, c = serving[metric], candidate[metric]
        checks.append(Check(metric, s, c, "not lower", c >= s - EXACT_EPS))
    for name in ("random", "minimax"):
        for side in ("x", "o"):
            metric = f"vs_{name}.as_{side}.losses"
            s, c = serving[metric], candidate[metric]
            checks.append(Check(metric, s, c, "not higher", c <= s + EXACT_EPS))
    for side in ("x", "o"):
        metric = f"vs_random.as_{side}.wins"
        s, c = serving[metric], candidate[metric]
        rule = "not lower" if win_tolerance == 0 else f"not lower by more than {win_tolerance}"
        checks.append(Check(metric, s, c, rule, c >= s - win_tolerance - EXACT_EPS))
    return checks


def pct(value: float) -> str:
    """``0.9876`` as ``98.76 %``."""
    return f"{100 * value:.2f} %"


def describe(check: Check) -> str:
    """A failed check in one phrase, for the run's message."""
    if "accuracy" in check.metric:
        return f"{check.metric} {pct(check.candidate)} < {pct(check.serving)}"
    sign = ">" if check.rule == "not higher" else "<"
    return f"{check.metric} {check.candidate:.4f} {sign} {check.serving:.4f}"

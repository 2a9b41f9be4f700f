"""Measure and gate: how good a candidate is, and whether it may replace the serving version.

Most figures the gate compares are exact (tie-strict optimal-move accuracy over the 4,520
decision positions and over the positions people reached, and exact expected W/D/L against
``random`` and ``minimax``), so there is no sampling noise to allow for. The one that is not is
what matters most: the expected win rate against each server's people, estimated
against the people model fitted on the server's games, and off-policy on its *held-out* logged
games (doubly robust, with the probabilities the service logged, gains credited only where the
logs support them). Both are uncertain, so the gate asks for a gain that holds up: not lower
against the fitted model; its lower 95 % confidence bound not below −0.5 point over the models
refitted on bootstrap resamples of the games (the fitted model's verdict must not owe itself
to which games happened to be logged), nor under the draws of the people from the model's
posterior, where the expected gain must also be positive (the candidate must not owe its gain
to replies that happened to go the bot's way: the optimizer's curse); and not shown lower by
the held-out games at 95 % confidence. A server's own table departs from the serving play only
where the logged games support it (:mod:`engine.spibb`), so its gain rests on positions people
were seen in. How sure a gain is: :mod:`bot.retrain.confidence`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from bot.retrain.confidence import (
    EXACT_EPS,
    MODEL_EPS,
    UNSAFE_SERVING,
    gains_summary,
    posterior_check,
    refit_check,
    refit_gains,
)
from bot.retrain.data import ServerLogs
from bot.retrain.outcome import Check
from engine import Board, load_agent
from engine.against_people import ReachableTree
from engine.agents.base import Agent
from engine.agents.learned.table_keys import MEMBER_SEPARATOR
from engine.evaluate import exact_match
from engine.expectimax import policy_array
from engine.offpolicy import cautious_compare
from engine.people import PeopleModel
from engine.posterior import DRAWS, posterior_gains
from engine.solver import decision_positions, solution_for_cells

REFITS: Final = 100
"""People models refitted on resampled games per gate (see
:func:`bot.retrain.confidence.refit_gains`)."""
FIRST_TABLE_STRENGTH: Final = 32.0
"""The posterior draws that judge a server's first table (the serving version plays no table
of its own there, so its gain rests on the people model more than a later table's) use at
most this many pseudo-moves of the prior per position, however strong the fitted prior. With
the fitted strength (up to 1,024) first tables for careful people were promoted lower in
truth, each built on a mixture of skill and slips fitted wrong (skill 0.5-0.7, 0.85 in truth)
that the strong prior then trusted everywhere; at 32 the draws refused them (see
docs/retraining.md). A later table's draws keep the fitted strength: a better line through
positions few logs reached would otherwise be refused for good."""
HABIT_EVIDENCE: Final = 5
"""Chances a habit needs before the report states its rate (as ``PeopleModel.describe``)."""


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
    serving: Mapping[str, float],
    candidate: Mapping[str, float],
    *,
    win_tolerance: float = 0.0,
    people_decide: bool = False,
) -> list[Check]:
    """The promotion rule: the candidate must be no worse than the serving version on every
    check (figures from :func:`evaluate_agent`).

    * ``optimal_move_accuracy`` and ``people_accuracy``: not lower (they are exact counts);
    * ``vs_random`` and ``vs_minimax``, as X and as O: expected losses not higher;
    * ``vs_random``, as X and as O: expected wins not lower by more than ``win_tolerance``.

    W/D/L are exact expectations (``engine.evaluate.exact_match``), so there is no sampling
    noise to allow for; :data:`EXACT_EPS` absorbs float rounding only.

    ``people_decide`` (the serving version plays only optimal moves, and :func:`people_gate`
    checks the win rate against the people who actually play): the wins against ``random``
    are reported but not enforced, since ``random`` is not these people and the line that
    beats them may win less against it.
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
        if people_decide:
            rule = "reported only: the win rate against the people decides"
        ok = people_decide or c >= s - win_tolerance - EXACT_EPS
        checks.append(Check(metric, s, c, rule, ok))
    return checks


def served_by(agent: Agent) -> Callable[[str], Mapping[int, float]]:
    """The exact move distribution of ``agent`` as a function of a board's cells (remembered:
    a policy is a function of the board, and the refits ask for the same boards again)."""
    known: dict[str, Mapping[int, float]] = {}

    def dist(cells: str) -> Mapping[int, float]:
        found = known.get(cells)
        if found is None:
            found = agent.move_distribution(Board(cells)) or {agent.choose(Board(cells)): 1.0}
            known[cells] = found
        return found

    return dist


def for_server(agent: Agent, key: str) -> Agent:
    """What ``agent`` plays for the people of ``key``: a server's id, a member's
    (``<server>/<member>``) or :data:`~engine.agents.learned.agents.GLOBAL_TABLE` (its own
    table there if it keeps one, else the nearest above it)."""
    pick = getattr(agent, "for_server", None)
    if pick is None:
        return agent
    server, _, member = key.partition(MEMBER_SEPARATOR)
    return pick(server, member) if member else pick(server)


@dataclass(frozen=True)
class Judged:
    """What the people gate compares for one group of people: both versions' play, as agents
    and as exact move distributions, and the tree of positions they reach."""

    old: Agent
    new: Agent
    old_dist: Callable[[str], Mapping[int, float]]
    new_dist: Callable[[str], Mapping[int, float]]
    tree: ReachableTree
    old_is_table: bool
    """Whether the serving version plays a table for these people (else its network: a
    candidate's table then replaces a choice made without any people, see
    :data:`FIRST_TABLE_STRENGTH`)."""


def judged(serving: Agent, candidate: Agent, key: str) -> Judged:
    """The play of ``serving`` and ``candidate`` for the people of ``key``."""
    old, new = for_server(serving, key), for_server(candidate, key)
    old_dist, new_dist = served_by(old), served_by(new)
    tree = ReachableTree((old_dist, new_dist))
    return Judged(old, new, old_dist, new_dist, tree, old is not serving)


def people_gate(
    serving: Agent,
    candidate: Agent,
    servers: Mapping[str, ServerLogs],
    models: Mapping[str, PeopleModel],
    *,
    confidence: float = 0.95,
    tolerance: float = 0.0,
    refits: int | None = None,
    seed: int = 0,
    serving_safe: bool = True,
) -> tuple[list[Check], dict[str, dict[str, Any]]]:
    """``(checks, report)``: for every group of people in ``servers`` (a server, a member
    with a table, everyone), the candidate's win rate against them must not be below the
    serving version's, and every move it may play must be optimal.

    Four rules per group: against its fitted people model the candidate's exact win rate is
    not lower (``people.<key>.model``); the lower ``confidence`` bound of its gain over
    ``refits`` (default :data:`REFITS`) models refitted on bootstrap resamples of the games
    is not below −0.5 point (``people.<key>.refits``, :func:`refit_gains`: a gain the
    fitted model owes to which games happened to be logged is refused); so is it under the
    draws of the people from the model's posterior, where the mean gain must also be positive
    (``people.<key>.posterior``); and where there are held-out games the gate can
    replay, they do not show it lower (the upper end of the ``confidence`` interval of its
    off-policy gain is not below ``-tolerance``; gains resting on the model alone are not
    credited, so a candidate that leaves every logged line is judged by the model rules only).
    A serving version that plays non-optimal moves (``serving_safe`` False: it can lose, e.g. a
    network trained unmasked) is no bar for the win rate: the figures are reported, and the
    exact loss checks of :func:`gate` decide.
    The report says, per group, games used, the expected win rate against its people
    before → after (exact, against the fitted model; and the held-out estimate) and the habits
    found.
    """
    plays = {key: judged(serving, candidate, key) for key in servers}
    count = REFITS if refits is None else refits  # read at call time: tests may lower it
    allowed = int((1 - confidence) * count + EXACT_EPS)  # lower refits the rule lets pass
    trees = {key: play.tree for key, play in plays.items()}
    gains = (
        refit_gains(trees, servers, models, refits=count, seed=seed, allowed=allowed)
        if count
        else {}
    )
    rules = Rules(confidence, tolerance, serving_safe, seed, count)
    checks: list[Check] = []
    report: dict[str, dict[str, Any]] = {}
    for key, logs in sorted(servers.items()):
        report[key] = group_entry(plays[key], candidate, logs, models[key])
        checks += judge_group(key, plays[key], logs, models[key], gains.get(key), rules, report)
    return checks, report


@dataclass(frozen=True)
class Rules:
    """How sure the people gate must be (see :func:`people_gate`)."""

    confidence: float
    tolerance: float
    serving_safe: bool
    seed: int
    refits: int


def judge_group(
    key: str,
    play: Judged,
    logs: ServerLogs,
    model: PeopleModel,
    gains: npt.NDArray[np.float64] | None,
    rules: Rules,
    report: dict[str, dict[str, Any]],
) -> list[Check]:
    """The people gate's checks for one group of people (its report entry gains the
    refits', the draws' and the held-out figures)."""
    entry, safe = report[key], rules.serving_safe
    checks = []
    if entry["own_table"]:
        correct, total = tie_strict_accuracy(play.new, decision_positions())
        checks.append(Check(f"optimal_moves.{key}", 1.0, correct / total, "all", correct == total))
    checks.append(model_check(key, entry, safe))
    if gains is not None:
        checks.append(refit_check(key, gains, rules.confidence, safe, rules.refits))
        entry["refits"] = gains_summary(gains, rules.confidence, counted="refits", eps=MODEL_EPS)
    drawn = posterior_gains(
        policy_array(play.old_dist),
        policy_array(play.new_dist),
        model,
        draws=DRAWS,
        seed=rules.seed,
        strength_cap=None if play.old_is_table else FIRST_TABLE_STRENGTH,
    )
    checks.append(posterior_check(key, drawn, rules.confidence, safe))
    entry["posterior"] = gains_summary(drawn, rules.confidence, counted="draws", eps=EXACT_EPS)
    if logs.held_out:
        checks.append(held_out_check(key, play, logs, model, entry, rules))
    return checks


def group_entry(
    play: Judged, candidate: Agent, logs: ServerLogs, model: PeopleModel
) -> dict[str, Any]:
    """The report's entry of one group of people: games, the exact win rate against its
    fitted model before → after, and the habits found."""
    before, after = play.tree.win_rates(model.probabilities)
    return {
        "games": logs.games,
        "decisions": len(logs.decisions),
        "held_out_games": len(logs.held_out),
        "held_out_unusable": logs.held_out_unusable,
        "before": round(before, 6),
        "after": round(after, 6),
        "own_table": play.new is not candidate,
        "habits": model.describe(),
        "habit_rates": {
            name: {"rate": round(rate, 4), "chances": model.habits.evidence.get(name, 0)}
            for name, rate in model.habits.rates().items()
            if model.habits.evidence.get(name, 0) >= HABIT_EVIDENCE
        },
    }


def model_check(key: str, entry: Mapping[str, Any], serving_safe: bool) -> Check:
    """``people.<key>.model``: not lower against the fitted people model (exact)."""
    before, after = entry["before"], entry["after"]
    return Check(
        f"people.{key}.model",
        before,
        after,
        "not lower against the fitted people model (exact)"
        + ("" if serving_safe else UNSAFE_SERVING),
        after >= before - MODEL_EPS or not serving_safe,
    )


def held_out_check(
    key: str,
    play: Judged,
    logs: ServerLogs,
    model: PeopleModel,
    entry: dict[str, Any],
    rules: Rules,
) -> Check:
    """``people.<key>.held_out``: the held-out games do not show the candidate lower (the
    doubly robust estimate's interval, no gain credited off the logs' support)."""
    confidence, tolerance, serving_safe = rules.confidence, rules.tolerance, rules.serving_safe
    cmp = cautious_compare(
        logs.held_out, play.new_dist, play.old_dist, model.distribution, confidence=confidence
    )
    entry["held_out"] = {
        "serving": round(cmp.serving.value, 6),
        "gain": round(cmp.difference.value, 6),
        "gain_lower": round(cmp.difference.lower, 6),
        "gain_upper": round(cmp.difference.upper, 6),
        "confidence": confidence,
        "model_calibrated": cmp.model_calibrated,
    }
    return Check(
        f"people.{key}.held_out",
        cmp.serving.value,
        cmp.serving.value + cmp.difference.value,
        f"not shown lower at {confidence:.0%} confidence on "
        f"{len(logs.held_out)} held-out games (gain {cmp.difference.value:+.4f}, "
        f"interval {cmp.difference.lower:+.4f} to {cmp.difference.upper:+.4f}; "
        "no gain credited where the logs give no support)"
        + ("" if serving_safe else UNSAFE_SERVING),
        cmp.difference.upper >= -tolerance - EXACT_EPS or not serving_safe,
    )


def pct(value: float) -> str:
    """``0.9876`` as ``98.76 %``."""
    return f"{100 * value:.2f} %"


def describe(check: Check) -> str:
    """A failed check in one phrase, for the run's message."""
    if check.metric.endswith((".refits", ".posterior")):
        return f"{check.metric}: lower bound of the gain {100 * check.candidate:+.2f} points"
    if "accuracy" in check.metric or check.metric.startswith(("people.", "optimal_moves.")):
        return f"{check.metric} {pct(check.candidate)} < {pct(check.serving)}"
    sign = ">" if check.rule == "not higher" else "<"
    return f"{check.metric} {check.candidate:.4f} {sign} {check.serving:.4f}"

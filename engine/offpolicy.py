"""Off-policy estimates of a bot policy's win rate against the people of logged games.

A logged game is its decisions in order: the board, the cell, who decided, and for the bot's
decisions the probability with which the serving policy chose that cell (``probability``). A
candidate policy that would have chosen the same cells with other probabilities is evaluated
on those games by re-weighting them:

* **weighted importance sampling** (WIS): each game's result (1 when the bot won) weighted by
  the product of ``candidate(cell) / logged(cell)`` over the bot's decisions, normalised;
* **doubly robust** (DR, per decision): a model's exact values ``U`` of the candidate against the
  modelled people (:func:`engine.against_people.policy_values`) as a control variate,
  ``U(s0) + sum over the people's moves t of rho_{0:t} (U(after t) - U(before t))``, ``rho``
  the product of the bot's ratios so far: unbiased where the logged policy could have made the
  candidate's moves, the model's value where it could not, small variance when the model is
  good;
* **model-based**: ``U(s0)`` alone, averaged over the logged games' sides.

Confidence bounds come from a seeded bootstrap over games; :func:`compare` bootstraps the
paired difference between a candidate and the serving policy on the same games, which is what a
gate needs ("not below the serving version, with 95 % confidence").
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.against_people import EMPTY_BOARD, PolicyValues, policy_values
from engine.agents.base import Agent
from engine.board import Board, Mark

MoveDistribution = Callable[[str], Mapping[int, float]]


@dataclass(frozen=True, slots=True)
class LoggedDecision:
    """One logged decision (a row of the transitions table)."""

    state: str
    cell: int
    by_bot: bool
    probability: float | None = None
    """For the bot's decisions: the probability with which the logging policy chose ``cell``."""


@dataclass(frozen=True, slots=True)
class LoggedGame:
    """A finished game against a person, from the bot's side."""

    bot_side: str
    """``'X'`` or ``'O'``."""
    decisions: tuple[LoggedDecision, ...]
    result: float
    """1 the bot won, 0 draw, -1 the bot lost (a resignation or time-out counts as played)."""

    @property
    def bot_won(self) -> float:
        return 1.0 if self.result > 0 else 0.0


@dataclass(frozen=True)
class Estimate:
    """An estimated win rate with a two-sided bootstrap interval."""

    value: float
    lower: float
    upper: float


@dataclass(frozen=True)
class OffPolicyEstimate:
    """What the logged games say about a candidate's win rate against their people."""

    games: int
    wis: Estimate
    doubly_robust: Estimate
    model: float
    """Model-based: the candidate's exact win rate against the model, over the logged sides."""
    effective_games: float
    """Effective sample size of the importance weights (Kish); small = little support."""
    supported_games: int
    """Games every bot decision of which the candidate could have made."""


def simulate_games(
    bot: Agent, person: MoveDistribution, games: int, *, seed: int = 0
) -> list[LoggedGame]:
    """``games`` games of ``bot`` against ``person`` (half with the bot as X), logged with the
    bot's move probabilities, as the service logs them."""
    rng = random.Random(seed)
    bot.seed(seed)
    out = []
    for n in range(games):
        side = "X" if n % 2 == 0 else "O"
        board = Board()
        decisions = []
        while not board.is_over:
            if board.to_move.value == side:
                dist = dict(bot.move_distribution(board) or {})
                cell = bot.choose(board)
                decisions.append(LoggedDecision(board.cells, cell, True, dist.get(cell, 0.0)))
            else:
                dist = dict(person(board.cells))
                cell = _draw(dist, rng)
                decisions.append(LoggedDecision(board.cells, cell, False))
            board = board.play(cell)
        result = 0.0 if board.winner is None else 1.0 if board.winner is Mark(side) else -1.0
        out.append(LoggedGame(side, tuple(decisions), result))
    return out


def _draw(dist: Mapping[int, float], rng: random.Random) -> int:
    r, acc, last = rng.random(), 0.0, 0
    for c, p in dist.items():
        acc, last = acc + p, c
        if r < acc:
            return c
    return last


def _per_game(
    games: Sequence[LoggedGame], candidate: MoveDistribution, values: PolicyValues
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Per game: importance weight, result, doubly robust value."""
    weights, results, dr = [], [], []
    for g in games:
        rho = 1.0
        u_prev = _u(values, EMPTY_BOARD, bot_to_move=g.bot_side == "X")
        total = u_prev
        for d in g.decisions:
            after = d.state[: d.cell - 1] + _mover(d.state) + d.state[d.cell :]
            u_next = _u(values, after, bot_to_move=not d.by_bot)
            if d.by_bot:
                logged = d.probability or 0.0
                if logged <= 0:
                    raise ValueError(f"a bot decision on {d.state!r} has no logged probability")
                rho *= candidate(d.state).get(d.cell, 0.0) / logged
            else:
                # only the people's replies are corrected: the model's expected reply is
                # u_prev, the logged one led to u_next (per-decision DR, Thomas & Brunskill)
                total += rho * (u_next - u_prev)
            u_prev = u_next
            if rho == 0.0:
                break
        weights.append(rho)
        results.append(g.bot_won)
        dr.append(total)
    return np.array(weights), np.array(results), np.array(dr)


def _mover(cells: str) -> str:
    return "X" if cells.count("X") == cells.count("O") else "O"


def _u(values: PolicyValues, cells: str, *, bot_to_move: bool) -> float:
    board = Board(cells)
    if board.is_over:  # who won: the side that just moved
        if board.winner is None:
            return 0.0
        return 0.0 if bot_to_move else 1.0
    return (values.bot_turn if bot_to_move else values.person_turn)[cells]


def _wis(w: npt.NDArray[np.float64], r: npt.NDArray[np.float64]) -> float:
    s = w.sum()
    return float((w * r).sum() / s) if s > 0 else float("nan")


def off_policy_estimate(
    games: Sequence[LoggedGame],
    candidate: MoveDistribution,
    people: MoveDistribution,
    *,
    confidence: float = 0.95,
    resamples: int = 500,
    seed: int = 0,
) -> OffPolicyEstimate:
    """Estimate ``candidate``'s win rate against the people of ``games``.

    ``people`` is the fitted people model's distribution (the DR control variate and the
    model-based figure).
    """
    if not games:
        raise ValueError("no logged games to estimate from")
    values = policy_values(candidate, people)
    w, r, dr = _per_game(games, candidate, values)
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, len(games), size=(resamples, len(games)))
    wis_boot = np.array([_wis(w[i], r[i]) for i in idx])
    dr_boot = dr[idx].mean(axis=1)
    alpha = (1 - confidence) / 2
    sides = np.array([g.bot_side == "X" for g in games])
    model = float(np.where(sides, values.win_x, values.win_o).mean())
    return OffPolicyEstimate(
        games=len(games),
        wis=Estimate(_wis(w, r), *_interval(wis_boot, alpha)),
        doubly_robust=Estimate(float(dr.mean()), *_interval(dr_boot, alpha)),
        model=model,
        effective_games=float(w.sum() ** 2 / (w**2).sum()) if (w > 0).any() else 0.0,
        supported_games=int((w > 0).sum()),
    )


def _interval(samples: npt.NDArray[np.float64], alpha: float) -> tuple[float, float]:
    finite = samples[np.isfinite(samples)]
    if len(finite) == 0:
        return float("nan"), float("nan")
    return float(np.quantile(finite, alpha)), float(np.quantile(finite, 1 - alpha))


@dataclass(frozen=True)
class Comparison:
    """A candidate against the serving policy on the same logged games."""

    difference: Estimate
    """Doubly robust candidate minus serving win rate, paired bootstrap interval."""
    serving: Estimate
    """Doubly robust win rate of the serving policy (on its own games: what happened)."""
    serving_model: float
    """The model's exact win rate for the serving policy, over the logged sides."""

    @property
    def model_calibrated(self) -> bool:
        """The model's figure for the serving policy lies inside the interval of what the logged
        games show. Where the candidate leaves the logged lines the estimate rests on the model,
        so a model that is wrong about the serving policy is not trusted for the candidate."""
        return self.serving.lower <= self.serving_model <= self.serving.upper

    def passes(self, tolerance: float = 0.0) -> bool:
        """Not worse than serving at the interval's confidence, and a model that can be trusted."""
        return self.model_calibrated and self.difference.lower >= -tolerance


def compare(
    games: Sequence[LoggedGame],
    candidate: MoveDistribution,
    serving: MoveDistribution,
    people: MoveDistribution,
    *,
    confidence: float = 0.95,
    resamples: int = 500,
    seed: int = 0,
) -> Comparison:
    """Doubly robust estimate of ``candidate`` minus ``serving`` win rate on the same games,
    with a paired bootstrap interval, and the calibration check of the people model."""
    if not games:
        raise ValueError("no logged games to compare on")
    _, _, dr_c = _per_game(games, candidate, policy_values(candidate, people))
    serving_values = policy_values(serving, people)
    _, _, dr_s = _per_game(games, serving, serving_values)
    return _comparison(games, dr_c - dr_s, dr_s, serving_values, confidence, resamples, seed)


def _comparison(
    games: Sequence[LoggedGame],
    diff: npt.NDArray[np.float64],
    dr_s: npt.NDArray[np.float64],
    serving_values: PolicyValues,
    confidence: float,
    resamples: int,
    seed: int,
) -> Comparison:
    """The :class:`Comparison` of per-game gains ``diff`` and serving values ``dr_s``: their
    means with paired bootstrap intervals (the same resampled games for both), and the model's
    figure for the serving policy on the logged games' sides."""
    idx = np.random.default_rng(seed).integers(0, len(games), size=(resamples, len(games)))
    alpha = (1 - confidence) / 2
    sides = np.array([g.bot_side == "X" for g in games])
    return Comparison(
        difference=Estimate(float(diff.mean()), *_interval(diff[idx].mean(axis=1), alpha)),
        serving=Estimate(float(dr_s.mean()), *_interval(dr_s[idx].mean(axis=1), alpha)),
        serving_model=float(np.where(sides, serving_values.win_x, serving_values.win_o).mean()),
    )


def _dr_until(
    game: LoggedGame, policy: MoveDistribution, values: PolicyValues, stop: int | None
) -> tuple[float, int | None]:
    """Per-decision doubly robust value of ``policy`` on ``game``, stopping at decision
    ``stop`` (the model's value from there on), or where ``policy`` could not have made the
    logged move; returns the value and where it stopped (``None``: the whole game)."""
    rho = 1.0
    u_prev = _u(values, EMPTY_BOARD, bot_to_move=game.bot_side == "X")
    total = u_prev
    for n, d in enumerate(game.decisions):
        if n == stop:
            return total, n
        if d.by_bot:
            logged = d.probability or 0.0
            if logged <= 0:
                raise ValueError(f"a bot decision on {d.state!r} has no logged probability")
            rho *= policy(d.state).get(d.cell, 0.0) / logged
            if rho == 0.0:
                return total, n  # off the logged line: the model's value of this position
        after = d.state[: d.cell - 1] + _mover(d.state) + d.state[d.cell :]
        u_next = _u(values, after, bot_to_move=not d.by_bot)
        if not d.by_bot:
            total += rho * (u_next - u_prev)
        u_prev = u_next
    return total, None


def cautious_compare(
    games: Sequence[LoggedGame],
    candidate: MoveDistribution,
    serving: MoveDistribution,
    people: MoveDistribution,
    *,
    confidence: float = 0.95,
    resamples: int = 500,
    seed: int = 0,
) -> Comparison:
    """:func:`compare`, crediting no gain where the logs give no support.

    On a game the candidate could not have played as logged, both policies are valued the
    same way up to the decision where the candidate leaves the logged line (the logged
    people's replies, doubly robust), and from there by the people model only: a gain there
    rests on the model alone and counts as 0, a loss counts in full."""
    if not games:
        raise ValueError("no logged games to compare on")
    candidate_values = policy_values(candidate, people)
    serving_values = policy_values(serving, people)
    diff, dr_s = [], []
    for game in games:
        value_c, stop = _dr_until(game, candidate, candidate_values, None)
        value_s, _ = _dr_until(game, serving, serving_values, stop)
        full_s, _ = _dr_until(game, serving, serving_values, None)
        dr_s.append(full_s)
        diff.append(value_c - value_s if stop is None else min(value_c - value_s, 0.0))
    return _comparison(
        games, np.array(diff), np.array(dr_s), serving_values, confidence, resamples, seed
    )


__all__ = [
    "Comparison",
    "Estimate",
    "LoggedDecision",
    "LoggedGame",
    "OffPolicyEstimate",
    "cautious_compare",
    "compare",
    "off_policy_estimate",
    "simulate_games",
]

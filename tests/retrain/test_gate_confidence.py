"""The gate promotes a candidate only when its gain against the people holds up under the
model's own uncertainty: the lower 95 % confidence bound of the gain, over the people model
refitted on resampled games (``people.<server>.refits``) and over draws from its posterior
(``people.<server>.posterior``), is not below −0.5 point, and the expected gain under the
posterior is positive. A server's later table departs from the serving one only where the
logs support it (SPIBB), which is what keeps a gain off positions nobody logged.

The two policies differ in one decision only (the bot's opening as X: the centre, or a
corner, both game-theoretically optimal; everything else is the lowest optimal move), so
their exact win rates against the simulated people are known and cheap to compute."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import numpy as np
import pytest

from bot.retrain.confidence import EXACT_EPS, MARGIN, gains_summary
from bot.retrain.data import ServerLogs
from bot.retrain.gate import FIRST_TABLE_STRENGTH, people_gate, served_by
from bot.retrain.outcome import Check
from engine.against_people import EMPTY_BOARD, ReachableTree
from engine.agents.base import Agent
from engine.board import Board
from engine.expectimax import policy_array
from engine.habits import HumanDecision
from engine.offpolicy import LoggedGame, simulate_games
from engine.people import PeopleModel, fit_people_model
from engine.populations import population
from engine.posterior import DRAWS, posterior_gains
from engine.solver import decision_positions, solution_for_cells
from engine.spibb import spibb_policy

REFITS = 20
"""Enough to show the rule (at 95 %: at most one refit may disagree), cheap enough to test."""


@pytest.fixture(autouse=True)
def gate_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    """The gate's own number of posterior draws (tests/retrain/conftest.py lowers it for the
    runs of the other tests): these tests are about how sure the gate is."""
    monkeypatch.setattr("bot.retrain.gate.DRAWS", DRAWS)


class Opening(Agent):
    """Opens with ``opening`` (a move distribution) as X, then the lowest optimal move."""

    name = "opening"

    def __init__(self, opening: Mapping[int, float], *, seed: int = 0) -> None:
        super().__init__(seed=seed)
        self.opening = dict(opening)

    def move_distribution(self, board: Board) -> Mapping[int, float]:
        if board.cells == EMPTY_BOARD:
            return self.opening
        return {min(solution_for_cells(board.cells).optimal_moves): 1.0}

    def choose(self, board: Board) -> int:
        dist = self.move_distribution(board)
        return self._rng.choices(list(dist), weights=list(dist.values()))[0]


SERVING = Opening({5: 0.5, 1: 0.5})
"""The serving version: centre or corner, at random (so the logs show both lines)."""
CORNER = Opening({1: 1.0})
"""The candidate: always the corner."""


def logged(people: str, games: int, seed: int) -> tuple[ServerLogs, dict[str, PeopleModel]]:
    """``games`` games of the serving version against ``people``, split as a run splits them
    (every fifth held out), and the people models a run fits on the rest."""
    played = simulate_games(SERVING, population(people).cached(), games, seed=seed)
    train = [g for n, g in enumerate(played) if n % 5]
    decisions = [HumanDecision(d.state, d.cell) for g in train for d in g.decisions if not d.by_bot]
    world = fit_people_model(decisions, games=len(train))
    model = fit_people_model(decisions, games=len(train), parent=world)
    held_out: list[LoggedGame] = [g for n, g in enumerate(played) if n % 5 == 0]
    return ServerLogs("s", decisions, len(train), held_out), {"s": model}


def true_gain(people: str) -> float:
    """The candidate's exact gain over the serving version against the simulated people."""
    truth = population(people).cached()
    tree = ReachableTree([served_by(SERVING), served_by(CORNER)])
    before, after = tree.win_rates(
        lambda cells: np.array([truth(cells).get(c, 0.0) for c in range(1, 10)])
    )
    return after - before


def by_metric(checks: list[Check]) -> dict[str, Check]:
    return {c.metric: c for c in checks}


def test_a_candidate_that_looks_better_only_by_noise_is_refused() -> None:
    """Against people blind to diagonals the corner opening is worse (exact), but 16 logged
    training games happen to make the fitted model prefer it; refitted on resampled games, the model
    often does not: the gain is noise, and the gate says so."""
    assert true_gain("diagonal-blind") < 0
    logs, models = logged("diagonal-blind", 20, seed=0)
    checks = by_metric(people_gate(SERVING, CORNER, {"s": logs}, models, refits=REFITS)[0])
    assert checks["people.s.model"].ok  # the fitted model alone would promote it
    assert checks["people.s.model"].candidate > checks["people.s.model"].serving
    refits = checks["people.s.refits"]
    assert not refits.ok and refits.candidate < -MARGIN, refits
    assert "lower 95% bound not below -0.0050 over 20 people models refitted" in refits.rule


def test_a_clearly_better_candidate_is_promoted() -> None:
    """Against people who open in a corner, opening in a corner wins 7 points more (exact); 40
    logged games show it in every refit of the model."""
    assert true_gain("corner-opener") > 0.05
    logs, models = logged("corner-opener", 50, seed=0)
    checks = by_metric(people_gate(SERVING, CORNER, {"s": logs}, models, refits=REFITS)[0])
    assert all(c.ok for c in checks.values()), checks
    assert checks["people.s.refits"].candidate > 0  # the gain's lower bound


def test_a_candidate_that_changes_nothing_is_never_found_lower_and_gains_nothing() -> None:
    """A candidate that plays like the serving version gains exactly 0 in every refit and
    every draw: no bound refuses it, but an expected gain of 0 is not positive, so it is not
    promoted (there is nothing to promote)."""
    logs, models = logged("diagonal-blind", 20, seed=3)
    checks = by_metric(people_gate(SERVING, SERVING, {"s": logs}, models, refits=REFITS)[0])
    posterior = checks.pop("people.s.posterior")
    assert all(c.ok for c in checks.values()), checks
    assert posterior.candidate == 0.0 >= -MARGIN and not posterior.ok
    assert "the mean gain above 0 (+0.0000" in posterior.rule


class ServedTable(Opening):
    """A version that plays its own table on server ``s`` (what a promoted version fitted to
    these people does): ``for_server`` gives the policy played there."""

    def for_server(self, server_id: str) -> Agent:
        return Opening(self.opening) if server_id == "s" else self


def test_once_the_serving_version_answers_these_people_a_table_departs_only_where_logged() -> None:
    """The serving table always opens in the centre, so no logged game shows what people do
    after a corner opening: the corner's 7 points would rest on the people model alone. The
    next table (SPIBB over the serving one) keeps the centre opening but for its exploring
    share; a first table, which replaces play not fitted to these people, opens in a corner."""
    centre = ServedTable({5: 1.0})
    played = simulate_games(centre, population("corner-opener").cached(), 50, seed=0)
    train = [g for n, g in enumerate(played) if n % 5]
    decisions = [HumanDecision(d.state, d.cell) for g in train for d in g.decisions if not d.by_bot]
    model = fit_people_model(decisions, games=len(train))
    assert model.observed(".X.......") == 0 and model.observed("X........") == 0
    empty = [b.cells for b in decision_positions()].index(EMPTY_BOARD)
    later = spibb_policy(served_by(centre), model.distribution, model.observed)[empty]
    first = spibb_policy(served_by(centre), model.distribution, model.observed, support=0.0)
    assert later[4] >= 0.95
    assert first[empty][[0, 2, 6, 8]].sum() >= 0.95


def test_a_candidate_whose_gain_is_the_logs_luck_is_refused_by_the_posterior() -> None:
    """The same noise seen from the other side: under draws of the people from the fitted
    model's posterior (counts plus the prior's pseudo-moves, ``people.<server>.posterior``),
    the corner's gain is as often a loss, so the gate refuses it there too."""
    logs, models = logged("diagonal-blind", 20, seed=0)
    checks = by_metric(people_gate(SERVING, CORNER, {"s": logs}, models, refits=REFITS)[0])
    posterior = checks["people.s.posterior"]
    assert not posterior.ok and posterior.candidate < -MARGIN, posterior
    assert "lower 95% bound not below -0.0050 under 200 draws of the people" in posterior.rule


def test_a_first_table_is_judged_by_wide_draws_and_a_later_one_by_the_fitted_prior() -> None:
    """With a strong fitted prior (1,024 pseudo-moves per position), a first table's draws
    are those of the same model at 32 pseudo-moves (``FIRST_TABLE_STRENGTH``: nothing but the
    model supports its gain, and a mixture fitted wrong would be trusted everywhere); a later
    table, which departs only where the logs support it, is judged by the fitted prior."""
    logs, models = logged("corner-opener", 50, seed=0)
    strong = {"s": replace(models["s"], strength=1024.0, _cache={})}
    old, new = policy_array(served_by(SERVING)), policy_array(served_by(CORNER))

    def drawn(strength: float) -> dict[str, float]:
        model = replace(strong["s"], strength=strength, _cache={})
        gains = posterior_gains(old, new, model, draws=DRAWS, seed=0)
        return gains_summary(gains, 0.95, counted="draws", eps=EXACT_EPS)

    first = people_gate(SERVING, CORNER, {"s": logs}, strong, refits=REFITS)[1]["s"]
    later = people_gate(ServedTable(SERVING.opening), CORNER, {"s": logs}, strong, refits=REFITS)
    assert first["posterior"] == drawn(FIRST_TABLE_STRENGTH) != drawn(1024.0)
    assert later[1]["s"]["posterior"] == drawn(1024.0)

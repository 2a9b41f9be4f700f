"""Safe policy improvement with baseline bootstrapping (SPIBB) for a server's own table.

Laroche, Trichelair & Tachet des Combes, "Safe Policy Improvement with Baseline
Bootstrapping", ICML 2019. A new policy learned from logged games may depart from the policy
that logged them (the *baseline*, here the version serving the server) only on the
state-actions the logs support; on the others it keeps the baseline's probabilities exactly
(the Π_b-SPIBB policy class). Where the logs are thin the people model is mostly its prior,
and a policy that is the best reply to the model there is how a candidate exploits the model's
mistakes rather than the people's (the optimizer's curse): SPIBB leaves those choices as
they were, so a candidate's gain comes from positions where people were seen, and its
uncertainty stays as narrow as the logs there.

Here a state-action is a decision position and one of the bot's optimal moves; what is
uncertain about it is how the person replies, so it is **supported** when the logs hold at
least :data:`SUPPORT` of people's decisions on the position it leads to (pooled over the
board's symmetries, as the people model counts them), or when it ends the game. In every
decision position, deepest first (the game is a tree: this is the exact Π_b-SPIBB
optimum, which policy iteration reaches in the paper):

* each unsupported optimal move keeps the baseline's probability;
* the rest of the mass (the baseline's on supported moves, and on any non-optimal move,
  which is never served) goes to the supported optimal moves of the best value against the
  people model (within :data:`~engine.against_people.NEAR_TIE`, an immediate win first);
  :data:`~engine.against_people.EXPLORE` of it explores the other optimal moves within
  :data:`~engine.against_people.EXPLORE_WIDTH` of that value, so that later logs can
  support them (never instead of an immediate win);
* where no optimal move is supported, that mass goes to the best optimal moves by the model.

Every move the policy plays is optimal: the bot never loses. The policy is a function of the
logs, the model and the baseline only: the same inputs give the same policy, bit for bit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Final

import numpy as np
import numpy.typing as npt

from engine.against_people import EXPLORE, EXPLORE_WIDTH, NEAR_TIE, MoveDistribution, near_best
from engine.solver import decision_positions, reachable_positions, solution_for_cells

SUPPORT: Final = 20.0
"""N∧: people's decisions the logs must hold on the position a move leads to before a new
policy may change how often it plays that move (the paper's N∧; it studies 5 to 100). A few
decisions can all miss what people usually do there, and the people model follows them: with
5, six decisions of people blind to diagonals on a position where they take one of two corners
40 % of the time held neither, the model gave each 5 %, and the gate, whose posterior draws are
centred on those six, passed a table that was 1.6 points lower in truth. At 20 such a
sample is rare (0.6 ** 20 < 0.01 %), and the gate's posterior check still judges every
departure (:mod:`bot.retrain.confidence`)."""


def spibb_policy(
    baseline: MoveDistribution,
    person: MoveDistribution,
    observed: Callable[[str], float],
    *,
    support: float = SUPPORT,
    explore: float = EXPLORE,
) -> npt.NDArray[np.float64]:
    """``(4520, 9)`` the Π_b-SPIBB policy (rows in ``decision_positions()`` order): the
    move probabilities of the bot in every decision position (see the module).

    ``baseline`` is the serving policy, ``person`` the people model's move distribution and
    ``observed`` how many people's decisions the logs hold on a position."""
    policy: dict[str, dict[int, float]] = {}
    bot: dict[str, float] = {}
    human: dict[str, float] = {}
    for cells in _deepest_first():
        if _terminal(cells) is not None:  # valued where it is reached (_after_bot, _after_person)
            continue
        mark = _mover(cells)
        optimal = solution_for_cells(cells).optimal_moves
        q = {c: _after_bot(_play(cells, c, mark), human) for c in optimal}
        chosen = _improve(cells, baseline(cells), q, observed, support, explore)
        policy[cells] = chosen
        bot[cells] = sum(p * q[c] for c, p in chosen.items())
        human[cells] = sum(
            p * _after_person(_play(cells, c, mark), bot) for c, p in person(cells).items()
        )
    out = np.zeros((len(decision_positions()), 9))
    for n, board in enumerate(decision_positions()):
        for c, p in policy[board.cells].items():
            out[n, c - 1] = p
    return out


def _improve(
    cells: str,
    base: Mapping[int, float],
    q: Mapping[int, float],
    observed: Callable[[str], float],
    support: float,
    explore: float,
) -> dict[int, float]:
    """One position's Π_b-SPIBB choice (see the module)."""
    mark = _mover(cells)

    def supported(c: int) -> bool:
        after = _play(cells, c, mark)
        return _terminal(after) is not None or observed(after) >= support

    backed = tuple(c for c in q if supported(c))
    kept = {c: p for c, p in base.items() if p > 0 and c in q and c not in backed}
    free = 1.0 - sum(kept.values())
    if free <= 1e-12:
        return kept
    best = near_best(backed or tuple(q), q, cells, NEAR_TIE)
    top = max(q[c] for c in best)
    wins = _terminal(_play(cells, best[0], mark)) == 1.0
    others = sorted(c for c in q if c not in best and q[c] >= top - EXPLORE_WIDTH)
    share = explore if others and not wins else 0.0
    out = dict(kept)
    for c in best:
        out[c] = out.get(c, 0.0) + free * (1.0 - share) / len(best)
    for c in others:
        out[c] = out.get(c, 0.0) + free * share / len(others)
    return out


def _after_bot(after: str, human: Mapping[str, float]) -> float:
    """The bot's chance to win once it has moved to ``after``."""
    done = _terminal(after)
    return done if done is not None else human[after]


def _after_person(after: str, bot: Mapping[str, float]) -> float:
    """The bot's chance to win once the person has moved to ``after`` (a finished game the
    person ended is a loss or a draw: no win)."""
    done = _terminal(after)
    return 0.0 if done is not None else bot[after]


@cache
def _terminal(cells: str) -> float | None:
    """1.0 when the side that just moved won, 0.0 for a draw, ``None`` while the game goes on."""
    sol = solution_for_cells(cells)
    if sol.move_values:
        return None
    return 1.0 if sol.value == -1 else 0.0


@cache
def _deepest_first() -> tuple[str, ...]:
    return tuple(b.cells for b in sorted(reachable_positions(), key=lambda b: -b.ply))


def _mover(cells: str) -> str:
    return "X" if cells.count("X") == cells.count("O") else "O"


def _play(cells: str, cell: int, mark: str) -> str:
    return cells[: cell - 1] + mark + cells[cell:]


def supported_share(policy: npt.NDArray[np.float64], baseline: npt.NDArray[np.float64]) -> float:
    """Share of the decision positions where ``policy`` departs from ``baseline`` (both
    ``(4520, 9)``): how much a run changed (for its report)."""
    return float(np.any(np.abs(policy - baseline) > 1e-12, axis=1).mean())


__all__ = ["SUPPORT", "spibb_policy", "supported_share"]

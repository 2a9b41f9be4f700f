"""The measurements recorded in ``weights/manifest.json`` for every shipped weights file.

All of them go through :mod:`engine.evaluate`:

* ``optimal_move_accuracy`` over the 4,520 decision positions;
* W/D/L in seeded games against ``random`` and ``minimax`` (10,000 as X and 10,000 as O each),
  and against seed 001's fallible minimax (mistake rate 0.1; 1,000 as X, seed 001's figure,
  and 1,000 as O);
* the exact expected W/D/L against each of them (``exact_match``; learned agents know their
  move distribution: uniform over exactly tied best moves).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.agents.base import Agent
from engine.agents.classic import SEED_MISTAKE_RATE, FallibleMinimaxAgent
from engine.agents.registry import load_agent
from engine.evaluate import exact_match, match, optimal_move_accuracy
from engine.tally import Tally

GAMES_VS_RANDOM = 10_000
GAMES_VS_MINIMAX = 10_000
GAMES_VS_FALLIBLE = 1_000


def record_dict(record: Tally, *, exact: bool = False) -> dict[str, float]:
    """A record as ``{"wins", "draws", "losses"}``: counts, or (``exact``) probabilities."""
    values = (record.wins, record.draws, record.losses)
    if exact:
        rounded = (round(float(v), 6) for v in values)
        return dict(zip(("wins", "draws", "losses"), rounded, strict=True))
    return dict(zip(("wins", "draws", "losses"), (int(v) for v in values), strict=True))


def measure(
    make_agent: Callable[[], Agent],
    *,
    seed: int = 0,
    games_random: int = GAMES_VS_RANDOM,
    games_minimax: int = GAMES_VS_MINIMAX,
    games_fallible: int = GAMES_VS_FALLIBLE,
) -> dict[str, Any]:
    """Every manifest metric of the agent ``make_agent()`` builds (a fresh one per test)."""
    accuracy_agent = make_agent()
    accuracy_agent.seed(seed)
    accuracy = optimal_move_accuracy(accuracy_agent)
    metrics: dict[str, Any] = {
        "optimal_move_accuracy": round(accuracy.rate, 6),
        "optimal_moves": {"correct": accuracy.correct, "total": accuracy.total},
    }
    opponents: dict[str, tuple[Callable[[], Agent], int]] = {
        "random": (lambda: load_agent("random"), games_random),
        "minimax": (lambda: load_agent("minimax"), games_minimax),
        "fallible": (lambda: FallibleMinimaxAgent(mistake_rate=SEED_MISTAKE_RATE), games_fallible),
    }
    for name, (make_opponent, games) in opponents.items():
        report = match(make_agent(), make_opponent(), games, seed=seed)
        exact = exact_match(make_agent(), make_opponent())
        entry: dict[str, Any] = {
            "games": games,
            "seed": seed,
            "as_x": record_dict(report.as_x),
            "as_o": record_dict(report.as_o),
            "exact": {
                "as_x": record_dict(exact.as_x, exact=True),
                "as_o": record_dict(exact.as_o, exact=True),
            },
        }
        if name == "fallible":
            entry["mistake_rate"] = SEED_MISTAKE_RATE
        metrics[f"vs_{name}"] = entry
    return metrics

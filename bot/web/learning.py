"""What the learning agent learned from a server's people, for its page: the expected win rate
against them after each retrained version (a chart), and the habits the serving version found
(read from the metrics a retraining run stores with each version, as ``/ttt-admin learning``
reports them: :mod:`bot.retrain.report`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.retrain.report import HABIT_MESSAGES
from bot.web.charts import Chart, line_chart
from storage.repos.web_pages import LearnedVersion


@dataclass(frozen=True, slots=True)
class Habit:
    message: str
    """The catalog message naming the habit."""
    rate: float
    chances: int


@dataclass(frozen=True, slots=True)
class WinRatePoint:
    label: str
    """The version (``before`` for the rate before the first one learned)."""
    at: datetime | None
    rate: float


@dataclass(frozen=True, slots=True)
class Learning:
    points: tuple[WinRatePoint, ...]
    chart: Chart | None
    habits: tuple[Habit, ...]
    games: int
    """Games of this server's people the described version learned from."""


def learning(versions: Sequence[LearnedVersion]) -> Learning | None:
    """The page's figures; ``None`` when no version learned from this server yet."""
    if not versions:
        return None
    first = versions[0].metrics
    points = [WinRatePoint("before", None, _rate(first, "before"))]
    points += [WinRatePoint(v.version, v.at, _rate(v.metrics, "after")) for v in versions]
    shown = next((v for v in reversed(versions) if v.serving), versions[-1]).metrics
    rates = shown.get("habit_rates")
    habits = tuple(
        Habit(HABIT_MESSAGES[name], float(value["rate"]), int(value["chances"]))
        for name, value in (rates.items() if isinstance(rates, Mapping) else ())
        if name in HABIT_MESSAGES and isinstance(value, Mapping)
    )
    chart = line_chart([p.rate for p in points], low=0.0, high=1.0, percent=True)
    return Learning(tuple(points), chart, habits, int(shown.get("games", 0)))


def _rate(metrics: Mapping[str, Any], key: str) -> float:
    value = metrics.get(key, 0.0)
    return float(value) if isinstance(value, int | float) else 0.0

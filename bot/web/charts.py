"""Line charts drawn on the server as SVG geometry: a player's rating history, the learning
agent's expected win rate against a server's people. Pure: the templates draw the polyline,
the axis labels and a table of the same figures for screen readers."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

WIDTH: Final = 640
HEIGHT: Final = 220
PAD_LEFT: Final = 48
PAD_RIGHT: Final = 12
PAD_Y: Final = 16


@dataclass(frozen=True, slots=True)
class Tick:
    y: float
    label: str


@dataclass(frozen=True, slots=True)
class Chart:
    """A chart's line (``points``: ``"x,y x,y"`` in the SVG's units), its dots, its horizontal
    grid lines with their labels, and its size."""

    points: str
    dots: tuple[tuple[float, float], ...]
    ticks: tuple[Tick, ...]
    width: int = WIDTH
    height: int = HEIGHT
    left: int = PAD_LEFT
    right: int = WIDTH - PAD_RIGHT


def line_chart(
    values: Sequence[float],
    *,
    low: float | None = None,
    high: float | None = None,
    percent: bool = False,
) -> Chart | None:
    """``values`` in order, evenly spaced from left to right, scaled between ``low`` and
    ``high`` (their own range, with some room, when not given); ``None`` for no values."""
    if not values:
        return None
    bottom = min(values) if low is None else low
    top = max(values) if high is None else high
    if top - bottom < 1e-9:
        bottom, top = bottom - 10, top + 10
    if low is None and high is None:
        room = (top - bottom) * 0.1
        bottom, top = bottom - room, top + room
    span_x = WIDTH - PAD_LEFT - PAD_RIGHT
    span_y = HEIGHT - 2 * PAD_Y

    def x_of(index: int) -> float:
        return PAD_LEFT + (span_x * index / (len(values) - 1) if len(values) > 1 else span_x / 2)

    def y_of(value: float) -> float:
        return PAD_Y + span_y * (top - value) / (top - bottom)

    dots = tuple((round(x_of(i), 1), round(y_of(v), 1)) for i, v in enumerate(values))
    ticks = tuple(
        Tick(round(y_of(v), 1), f"{100 * v:.0f} %" if percent else f"{v:.0f}")
        for v in (bottom + (top - bottom) * f for f in (0.0, 0.5, 1.0))
    )
    points = " ".join(f"{x},{y}" for x, y in dots)
    return Chart(points, dots, ticks)

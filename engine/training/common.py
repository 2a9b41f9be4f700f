"""What every trainer returns, and the small timing/logging helpers they share (numpy only)."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

log = logging.getLogger(__name__)


@dataclass
class LogRow:
    """One point of the training curves."""

    games: int
    """Games played (or, for supervised training, positions seen / 4,520 'epochs' as games)."""
    seconds: float
    """Wall time since training started."""
    accuracy: float
    """Optimal-move accuracy over the 4,520 decision positions (strict about ties)."""
    loss: float | None = None
    """Mean training loss since the previous row (tabular learners: mean squared TD error)."""
    extra: dict[str, float] = field(default_factory=dict)
    """Anything else worth plotting (epsilon, buffer size, ...)."""


Callback = Callable[[LogRow], None]
"""Called with every logged row; scripts use it to drive a progress bar."""


@dataclass
class TrainResult:
    """A finished training run: the weights to ship and how we got there."""

    agent: str
    tensors: dict[str, npt.NDArray[np.float32]]
    metadata: dict[str, str]
    """Safetensors metadata telling the serving agent how to read the tensors."""
    config: dict[str, Any]
    history: list[LogRow]
    games: int
    seconds: float
    """Wall time of the training loop (periodic accuracy checks included)."""
    accuracy: float
    reached_target: bool
    """Whether training stopped because the target accuracy was reached."""
    seconds_to_target: float | None = None
    games_to_target: int | None = None
    x_label: str = "games played"
    """What ``games`` counts, for the curves (supervised training counts positions seen)."""

    def history_dicts(self) -> list[dict[str, Any]]:
        """The history as plain dicts (for JSON)."""
        return [asdict(row) for row in self.history]


def out_of_time(max_seconds: float | None, elapsed: float, what: str) -> bool:
    """Whether an optional wall-clock limit stops a run now; said loudly when it does.

    Budgets are games and updates: the same seed gives the same result on any
    machine. A clock limit is off by default; a run it stops is not reproducible (it depends
    on the machine's load), so the stop is logged as a warning."""
    if max_seconds is None or elapsed < max_seconds:
        return False
    log.warning(
        "%s STOPPED BY THE CLOCK after %.1f s (max_seconds=%s), before its game/update budget: "
        "this result depends on the machine's load and is not reproducible",
        what,
        elapsed,
        max_seconds,
    )
    return True


class Clock:
    """Wall time since construction."""

    def __init__(self) -> None:
        self.start = time.perf_counter()

    def __call__(self) -> float:
        return time.perf_counter() - self.start

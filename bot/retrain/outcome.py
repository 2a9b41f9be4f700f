"""What every stage of a retraining shares: its options, its outcome, the gate's checks, its
errors and the stage markers (where a run reports progress, and where tests stop it)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final, Literal

from engine.errors import TttError

RETRAINABLE: Final = ("dqn",)
"""The agents a run can fine-tune (Q networks)."""
STAGES: Final = ("read", "train", "weights", "evaluate", "db", "rename", "manifest")
"""Where a run reports progress (and where tests inject failures), in order. ``db``, ``rename``
and ``manifest`` happen inside the commit transaction."""

Status = Literal["promoted", "unchanged", "rejected", "skipped", "busy", "failed", "rolled-back"]
Hook = Callable[[str], None]
"""Called with each stage's name as a run passes it."""
Say = Callable[[str], None]
"""Where a run writes its progress lines."""


def quiet(_: str) -> None:
    """A :data:`Say` that says nothing."""


class BusyError(TttError):
    """Another retraining or rollback holds the lock."""


class RetrainError(TttError):
    """A run or a rollback that cannot proceed (the message says why)."""


@dataclass(frozen=True)
class RetrainOptions:
    """What a run works on and how hard it tries."""

    database_url: str
    weights_dir: Path
    agent: str = "dqn"
    min_games: int = 1
    """Finished games not yet used that a run needs; fewer: the run is skipped."""
    games: int = 2_000
    """Seeded games per side against ``random`` and against ``minimax`` (and up to 1,000
    against fallible minimax), reported and stored; the gate uses exact expectations."""
    seed: int = 0
    win_tolerance: float = 0.0
    """How much the exact expected win rate against ``random`` may fall (0: not at all)."""
    finetune: Mapping[str, Any] = field(default_factory=dict)
    """Overrides of :class:`engine.training.people_finetune.PeopleFinetuneConfig` fields
    (budgets in updates only: a run gives the same result whatever the machine's load)."""
    min_server_games: int = 20
    """Training games a server needs for its own table of values against its people (fewer:
    it is served the table against everyone's people, the global one)."""
    min_member_games: int = 30
    """Training games a member needs in a server for a table of their own (fewer: the
    server's table serves them)."""
    confidence: float = 0.95
    """Confidence of the gate's interval on the gain against each server's held-out people."""
    people_tolerance: float = 0.02
    """How far below zero the upper end of that interval may be (2 points). The held-out
    estimate credits no gain where the logs give no support: a game where the candidate
    leaves the logged line counts ``min(gain, 0)``, so the noise of the people's replies before
    it leaves counts only when it hurts, and the estimate sits below the truth. Measured: with
    0, the first candidate for the mirroring population (seed 0, 50 games: 98.3 % against the
    true people, the serving version 75.0 %) was refused, its held-out gain -1.9 points (-3.0
    to -0.9). Whether a gain holds up is decided by the refits of the people model
    (:func:`bot.retrain.confidence.refit_gains`); the held-out games must not contradict it by more
    than this."""
    refits: int | None = None
    """People models the gate refits per server on resampled games (``None``: the gate's
    default, :data:`bot.retrain.gate.REFITS`); more, a finer confidence and a slower gate."""
    dry_run: bool = False
    """Train and measure, but never promote."""


@dataclass(frozen=True)
class Check:
    """One comparison of the gate."""

    metric: str
    serving: float
    candidate: float
    rule: str
    ok: bool


@dataclass
class Outcome:
    """How a run or a rollback ended; printed, and sent back to whoever asked (JSON)."""

    status: Status
    agent: str
    serving: str | None
    """The version serving after the run."""
    message: str
    base: str | None = None
    """The version trained from (a run), or rolled back from (a rollback)."""
    candidate: str | None = None
    failed: list[str] = field(default_factory=list)
    """The gate's failed checks, by metric name."""
    checks: list[dict[str, Any]] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        """Nothing went wrong (a rejected candidate or a skipped run is not an error)."""
        return self.status not in ("failed", "busy")

    def to_json(self) -> str:
        """One line of JSON (the child process's last line of output)."""
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Outcome:
        """The outcome :meth:`to_json` wrote."""
        return cls(**json.loads(text))


def stage(name: str, hook: Hook | None) -> None:
    """Mark that a run reached stage ``name`` (the command line's hook may stall there, so
    that a test kills the process at exactly this point)."""
    if hook is not None:
        hook(name)

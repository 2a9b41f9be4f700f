"""What a front shows after a service call: a move and its answer, a game's review."""

from __future__ import annotations

from dataclasses import dataclass, field

from domain.game import Game
from engine.review import ReviewLine


@dataclass(frozen=True, slots=True)
class MoveResult:
    """A human move, and the agent's answer when there was one."""

    game: Game
    cell: int
    reply: int | None


@dataclass(frozen=True, slots=True)
class Review:
    """The moves of a finished game that changed its value (none: perfect play)."""

    game: Game
    lines: tuple[ReviewLine, ...] = field(default_factory=tuple)

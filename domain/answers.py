"""What a front shows after a service call: a move and its answer, a game's review, and the
position a review's picture shows."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from domain.game import Game
from engine.board import Mark
from engine.review import ReviewLine


@dataclass(frozen=True, slots=True)
class MoveResult:
    """A human move, and the agent's answer when there was one."""

    game: Game
    cell: int
    reply: int | None


@dataclass(frozen=True, slots=True)
class CriticalPosition:
    """The position a review's picture shows, with the solver's value of every empty cell.

    It is the position before the move that changed the game's value most (the earliest such
    move on a tie), or the final position of a game without such a move. ``cells`` is the
    board's text form (``X``, ``O``, ``.``, cell 1 first); ``values`` maps each cell the side
    to move could play to its value for that side under best play afterwards (+1 win, 0 draw,
    -1 loss), empty when the game is over; ``best`` the cells that keep the position's value;
    ``played`` the cell actually played from here and ``ply`` its move number (both None for
    a final position).
    """

    cells: str
    to_move: Mark
    values: Mapping[int, int] = field(default_factory=lambda: MappingProxyType({}))
    best: tuple[int, ...] = ()
    played: int | None = None
    ply: int | None = None


@dataclass(frozen=True, slots=True)
class Review:
    """The moves of a finished game that changed its value (none: perfect play)."""

    game: Game
    lines: tuple[ReviewLine, ...] = field(default_factory=tuple)
    # What the review's picture shows (None when not worked out).
    critical: CriticalPosition | None = None
    value_left: int | None = None
    """For a game left before its end on the board (a resignation, a timeout): what the side
    that left still had, +1 a won position, 0 a drawn one (:func:`engine.review.value_left`);
    ``None`` for any other game, or when that side had lost anyway."""

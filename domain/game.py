"""A game of tic-tac-toe as the application knows it: who plays, the moves, how it stands.

:class:`Game` is an immutable snapshot. Storage builds it from its rows, the service returns
it, and the fronts render it; a new move makes a new snapshot with ``version`` + 1 (the
optimistic-concurrency guard of every write).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Final, Literal

from engine import Board, Mark

FirstMover = Literal["me", "bot", "random"]
"""Who opens a game against an agent, from the person's view."""
FIRST_CHOICES: tuple[FirstMover, ...] = ("me", "bot", "random")
DUEL_FIRST_CHOICES: Final = ("me", "them", "bot", "random")
"""Who opens a duel, from the challenger's view (``bot`` is read as ``them``)."""
GAME_NUMBERS: Final = (1, 2**53 - 1)
"""The numbers a game can have: the integers a Discord option carries exactly (JavaScript's
safe integers), far above any game the bot will store and below what a database's 64-bit
column holds, so a number typed by anyone is refused with the range before it reaches one."""


class GameStatus(StrEnum):
    """Where a game stands; every status but ``active`` is final."""

    ACTIVE = "active"
    WON = "won"
    DRAWN = "drawn"
    RESIGNED = "resigned"
    ABANDONED = "abandoned"


@dataclass(frozen=True, slots=True)
class Side:
    """Who plays one mark: a person (``user_id``) or an agent (``agent`` + its version).

    ``agent_rating`` is the agent's rating when the game started (what a person's rating
    change is computed against); ``None`` for people and for agents without a rating.
    """

    name: str
    user_id: str | None = None
    agent: str | None = None
    agent_version: str | None = None
    agent_rating: float | None = None

    def __post_init__(self) -> None:
        if (self.user_id is None) == (self.agent is None):
            raise ValueError("a side is either a player (user_id) or an agent, not both")

    @classmethod
    def human(cls, user_id: str, name: str) -> Side:
        """A person's side."""
        return cls(name=name, user_id=user_id)

    @classmethod
    def bot(cls, agent: str, version: str | None, rating: float | None = None) -> Side:
        """An agent's side, named after the agent."""
        return cls(name=agent, agent=agent, agent_version=version, agent_rating=rating)

    @property
    def is_agent(self) -> bool:
        return self.agent is not None


@dataclass(frozen=True, slots=True)
class Game:
    """One game, with its moves in order."""

    id: int
    server_id: str
    channel_id: str
    x: Side
    o: Side
    board: Board
    moves: tuple[int, ...]
    status: GameStatus
    winner: Mark | None
    version: int
    message_id: str | None
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None = None

    @property
    def is_active(self) -> bool:
        return self.status is GameStatus.ACTIVE

    @property
    def is_duel(self) -> bool:
        """Both sides are people."""
        return not self.x.is_agent and not self.o.is_agent

    @property
    def is_human_vs_agent(self) -> bool:
        """Exactly one side is an agent: the games whose decisions become transitions."""
        return self.x.is_agent != self.o.is_agent

    @property
    def is_unrated(self) -> bool:
        """Closed before a member moved in it: abandoned with no winner, counted
        in nobody's stats."""
        return self.status is GameStatus.ABANDONED and self.winner is None

    def result_for(self, user_id: str) -> str:
        """How the game ended for the player ``user_id``: ``win``, ``loss``, ``draw``, or
        ``unrated`` (abandoned before the member moved); ``draw`` for a game still going or
        someone who did not play it."""
        if self.is_unrated:
            return "unrated"
        mine = self.mark_of(user_id)
        if self.status is GameStatus.DRAWN or self.winner is None or mine is None:
            return "draw"
        return "win" if self.winner is mine else "loss"

    @property
    def ply(self) -> int:
        """Moves played so far (what a button's ``expected_ply`` is compared with)."""
        return len(self.moves)

    def side(self, mark: Mark) -> Side:
        return self.x if mark is Mark.X else self.o

    def mark_of(self, user_id: str) -> Mark | None:
        """The mark ``user_id`` plays in this game, if any."""
        if self.x.user_id == user_id:
            return Mark.X
        if self.o.user_id == user_id:
            return Mark.O
        return None

    @property
    def result_text(self) -> str:
        """One line on how the game stands or ended."""
        if self.status is GameStatus.ACTIVE:
            return f"{self.board.to_move} to move ({self.side(self.board.to_move).name})"
        if self.status is GameStatus.DRAWN:
            return "Draw."
        if self.is_unrated:
            return "Abandoned before anyone played it; unrated."
        assert self.winner is not None
        winner = self.side(self.winner).name
        if self.status is GameStatus.RESIGNED:
            return f"{self.side(self.winner.other).name} resigned; {winner} ({self.winner}) wins."
        if self.status is GameStatus.ABANDONED:
            return f"{self.side(self.winner.other).name} timed out; {winner} ({self.winner}) wins."
        return f"{winner} ({self.winner}) wins."


@dataclass(frozen=True, slots=True)
class Move:
    """One stored move: ``side`` played ``cell`` at ``ply`` on ``board_before``."""

    game_id: int
    ply: int
    side: Mark
    cell: int
    board_before: str
    played_at: datetime

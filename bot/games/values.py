"""The values the service hands to the fronts: players, sides, games, duels, agents, standings,
server settings and reviews. Frozen snapshots; rendering them is the fronts' job.

This module imports only the engine (and, for type checking, storage's ``GameStatus``): a
front can import it without loading the database.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final, Literal

from engine import Board, Mark
from engine.review import ReviewLine

if TYPE_CHECKING:
    from storage.records import GameStatus

FirstMover = Literal["me", "bot", "random"]
FIRST_CHOICES: tuple[FirstMover, ...] = ("me", "bot", "random")
DUEL_FIRST_CHOICES: Final = ("me", "them", "bot", "random")
"""Who opens a duel, from the challenger's view (``bot`` is read as ``them``)."""


def utcnow() -> datetime:
    """Now, in UTC: the service's default clock."""
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class User:
    """A person on some platform (``bot`` marks other bots, who cannot be challenged)."""

    id: str
    name: str
    bot: bool = False


@dataclass(frozen=True, slots=True)
class Side:
    """Who plays one mark: a person, or an agent (by registry name and version)."""

    name: str
    user_id: str | None = None
    agent: str | None = None
    agent_version: str | None = None

    @property
    def is_agent(self) -> bool:
        return self.agent is not None


@dataclass(frozen=True, slots=True)
class Game:
    """A snapshot of one game."""

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
        # Compared by value (GameStatus is a StrEnum): no runtime import of storage here.
        return self.status == "active"

    @property
    def is_duel(self) -> bool:
        """Both sides are people."""
        return not self.x.is_agent and not self.o.is_agent

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
        if self.status == "active":
            return f"{self.board.to_move} to move ({self.side(self.board.to_move).name})"
        if self.status == "drawn":
            return "Draw."
        assert self.winner is not None
        winner = self.side(self.winner).name
        if self.status == "resigned":
            return f"{self.side(self.winner.other).name} resigned; {winner} ({self.winner}) wins."
        if self.status == "abandoned":
            return f"{self.side(self.winner.other).name} timed out; {winner} ({self.winner}) wins."
        return f"{winner} ({self.winner}) wins."


@dataclass(frozen=True, slots=True)
class MoveResult:
    """A human move, and the agent's answer when there was one."""

    game: Game
    cell: int
    reply: int | None


@dataclass(frozen=True, slots=True)
class Challenge:
    """A duel offer; ``status`` already says ``expired`` once ``expires_at`` has passed."""

    id: int
    server_id: str
    channel_id: str
    challenger: User
    opponent: User
    first: str
    status: Literal["pending", "accepted", "declined", "expired"]
    expires_at: datetime
    game_id: int | None
    created_at: datetime | None = None
    message_id: str | None = None
    """The chat message that shows the invitation, once the front has posted it."""


@dataclass(frozen=True, slots=True)
class AgentInfo:
    """An agent people can play, with its measured strength when the manifest has it."""

    name: str
    description: str
    version: str | None = None
    metrics: dict[str, Any] | None = None
    learned: bool = False
    rating: float | None = None


@dataclass(frozen=True, slots=True)
class Record:
    """Wins, draws and losses."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def __str__(self) -> str:
        return f"{self.wins}W/{self.draws}D/{self.losses}L"


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's record and rating, in one server or (``server_id`` None) everywhere."""

    user_id: str
    name: str
    server_id: str | None
    overall: Record
    vs_agents: dict[str, Record]
    vs_people: Record
    rating: float
    games: int
    streak: int
    """Wins (+) or losses (-) in a row; 0 after a draw."""
    best_streak: int

    @property
    def ranked(self) -> bool:
        """Enough games to appear on a leaderboard."""
        # Imported here, not at the top: this module must not load storage (and SQLAlchemy)
        # when a front imports it; by the time a player's stats exist, storage is loaded.
        from storage.rating import MIN_RANKED_GAMES

        return self.games >= MIN_RANKED_GAMES


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    """One ranked player on a leaderboard."""

    rank: int
    user_id: str
    name: str
    rating: float
    record: Record
    games: int
    streak: int
    best_streak: int = 0


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """A server's settings with the bot's defaults filled in."""

    server_id: str
    agent: str
    allowed_channels: tuple[str, ...]
    """Empty: every channel."""
    multiple_games: bool
    move_timeout_s: int
    challenge_cooldown_s: int
    updated_by: str | None = None
    updated_at: datetime | None = None

    def allows(self, channel_id: str) -> bool:
        return not self.allowed_channels or channel_id in self.allowed_channels


@dataclass(frozen=True, slots=True)
class Review:
    """The moves of a finished game that changed its value (none: perfect play)."""

    game: Game
    lines: tuple[ReviewLine, ...] = field(default_factory=tuple)

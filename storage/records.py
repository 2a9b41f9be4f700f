"""What the repositories return: frozen snapshots, detached from any database session."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any, Literal

from engine import Board, Mark


class GameStatus(StrEnum):
    """Where a game stands; every status but ``active`` is final."""

    ACTIVE = "active"
    WON = "won"
    DRAWN = "drawn"
    RESIGNED = "resigned"
    ABANDONED = "abandoned"


@dataclass(frozen=True, slots=True)
class SideRecord:
    """Who plays one mark: a player (``user_id``) or an agent (``agent`` + its version)."""

    name: str
    user_id: str | None = None
    agent: str | None = None
    agent_version: str | None = None
    agent_rating: float | None = None

    def __post_init__(self) -> None:
        if (self.user_id is None) == (self.agent is None):
            raise ValueError("a side is either a player (user_id) or an agent, not both")

    @classmethod
    def human(cls, user_id: str, name: str) -> SideRecord:
        return cls(name=name, user_id=user_id)

    @classmethod
    def bot(cls, agent: str, version: str | None, rating: float | None = None) -> SideRecord:
        return cls(name=agent, agent=agent, agent_version=version, agent_rating=rating)

    @property
    def is_agent(self) -> bool:
        return self.agent is not None


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game as stored, with its moves in order."""

    id: int
    server_id: str
    channel_id: str
    x: SideRecord
    o: SideRecord
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
    def ply(self) -> int:
        return len(self.moves)

    def side(self, mark: Mark) -> SideRecord:
        return self.x if mark is Mark.X else self.o

    @property
    def is_human_vs_agent(self) -> bool:
        """Exactly one side is an agent: the games whose decisions become transitions."""
        return self.x.is_agent != self.o.is_agent


@dataclass(frozen=True, slots=True)
class MoveRecord:
    game_id: int
    ply: int
    side: Mark
    cell: int
    board_before: str
    played_at: datetime


@dataclass(frozen=True, slots=True)
class TransitionRecord:
    """One decision, ready for a Q-learning replay buffer.

    ``next_state`` is the board at the decider's next decision (the opponent's reply already
    on it), or the final board when ``done``; ``after_state`` is the board right after
    ``action``. ``reward`` is from the decider's view: +1 won, -1 lost, 0 drawn or not over.
    """

    id: int
    game_id: int
    ply: int
    side: Mark
    state: str
    action: int
    after_state: str
    next_state: str
    reward: float
    done: bool
    decider_kind: Literal["agent", "human"]
    decider: str
    decider_version: str | None
    created_at: datetime

    def replay_row(self, *, next_state: Literal["decision", "after"] = "decision") -> list[float]:
        """Seed 000's 21-number replay row.

        ``[0:9]`` the state and ``[9:18]`` the next state with X = +1, O = -1, empty = 0;
        ``[18]`` the action as an index 0–8; ``[19]`` the reward; ``[20]`` done (1.0 / 0.0).
        ``next_state="after"`` uses the board right after the action, as the seed does;
        the default uses the decider's next decision state (the usual target against a
        fixed opponent).
        """
        nxt = self.next_state if next_state == "decision" else self.after_state
        return [
            *encode_board(self.state),
            *encode_board(nxt),
            float(self.action - 1),
            float(self.reward),
            1.0 if self.done else 0.0,
        ]


def encode_board(cells: str) -> list[float]:
    """Nine numbers for a board text: X = +1, O = -1, empty = 0 (seed 000's encoding)."""
    return [1.0 if ch == "X" else -1.0 if ch == "O" else 0.0 for ch in cells]


@dataclass(frozen=True, slots=True)
class WDL:
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses


@dataclass(frozen=True, slots=True)
class PlayerStatsRecord:
    """A player's stats in one scope (a server id, or ``*`` for everything)."""

    user_id: str
    name: str
    scope: str
    rating: float
    games: int
    overall: WDL
    streak: int
    best_streak: int
    vs: Mapping[str, WDL] = field(default_factory=dict)
    """W/D/L per opponent kind: ``agent:<name>`` or ``people``."""


@dataclass(frozen=True, slots=True)
class LeaderboardEntry:
    rank: int
    user_id: str
    name: str
    rating: float
    games: int
    overall: WDL
    streak: int
    best_streak: int


@dataclass(frozen=True, slots=True)
class ServerSettingsRecord:
    """A server's stored choices; ``None`` fields mean "the bot's default"."""

    server_id: str
    agent: str | None
    allowed_channels: tuple[str, ...] | None
    multiple_games: bool | None
    move_timeout_s: int | None
    challenge_cooldown_s: int | None
    updated_by: str | None
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class AgentVersionRecord:
    id: int
    name: str
    version: str
    weights_sha256: str | None
    metrics: Mapping[str, Any] | None
    created_at: datetime
    promoted: bool
    promoted_at: datetime | None


ChallengeStatus = Literal["pending", "accepted", "declined", "expired"]


@dataclass(frozen=True, slots=True)
class ChallengeRecord:
    id: int
    server_id: str
    channel_id: str
    challenger_id: str
    challenger_name: str
    opponent_id: str
    opponent_name: str
    first: str
    status: ChallengeStatus
    created_at: datetime
    expires_at: datetime
    answered_at: datetime | None
    game_id: int | None
    message_id: str | None = None

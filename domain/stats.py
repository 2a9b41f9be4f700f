"""Standings: a player's results and rating in one scope, and a leaderboard row.

A scope is a server id (all time), :data:`GLOBAL_SCOPE` for every server together, a server's
season (:func:`season_scope`) or a channel in a season (:func:`channel_scope`). Tallies are
:class:`engine.tally.Tally`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Final, Literal

from engine.tally import Tally

GLOBAL_SCOPE: Final = "*"
"""The scope of a player's results over every server."""
LEADERBOARD_SIZES: Final = (1, 100)
"""How many players a leaderboard may show."""
MIN_RANKED_GAMES: Final = 5
"""Games a player needs in a scope to appear on its leaderboard."""
INITIAL_RATING: Final = 1200.0
"""Everyone's rating before their first rated game."""
FIRST_SEASON: Final = 1
"""The season of a server before its first ``season new``."""


def season_scope(server_id: str, season: int) -> str:
    """The scope of one season of one server (``<server>@<n>``)."""
    return f"{server_id}@{season}"


def channel_scope(server_id: str, channel_id: str, season: int) -> str:
    """The scope of one channel in one season of its server (``<server>@<n>#<channel>``)."""
    return f"{season_scope(server_id, season)}#{channel_id}"


@dataclass(frozen=True, slots=True)
class Season:
    """One season of a server: its number and when it started (``None``: the first season,
    which began with the server's first game)."""

    server_id: str
    number: int
    started_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class RatingChange:
    """What one finished game did to a person's rating in their server's current season;
    ``rated`` is false for a game that counted nowhere (a duel where a side never moved,
    or over the daily cap of a pair)."""

    user_id: str
    rating: float
    change: float
    rated: bool = True


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's record and rating in one scope."""

    user_id: str
    name: str
    scope: str
    rating: float = INITIAL_RATING
    games: int = 0
    overall: Tally = field(default_factory=Tally)
    streak: int = 0
    """Wins (+) or losses (-) in a row; 0 after a draw."""
    best_streak: int = 0
    vs: Mapping[str, Tally] = field(default_factory=dict)
    """Results per opponent kind: ``agent:<name>`` or ``people``."""

    @property
    def server_id(self) -> str | None:
        """The server of the scope; ``None`` for the global scope."""
        return None if self.scope == GLOBAL_SCOPE else self.scope

    @property
    def vs_agents(self) -> dict[str, Tally]:
        """Results against each agent, by agent name."""
        return {
            key.removeprefix("agent:"): tally
            for key, tally in self.vs.items()
            if key.startswith("agent:")
        }

    @property
    def vs_people(self) -> Tally:
        return self.vs.get("people", Tally())

    @property
    def ranked(self) -> bool:
        """Enough games to appear on a leaderboard."""
        return self.games >= MIN_RANKED_GAMES


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    """One ranked player of a scope."""

    rank: int
    user_id: str
    name: str
    rating: float
    games: int
    overall: Tally
    streak: int
    best_streak: int = 0
    provisional: bool = False
    """Fewer than :data:`MIN_RANKED_GAMES` games: shown below the ranked players, unranked."""


BoardScope = Literal["server", "global", "channel", "played"]
"""Where a leaderboard counts: one server, every server, one channel (of a server, or a group
DM), or every server among the people one person has played (``played``: their ratings
everywhere)."""
ALL_TIME: Final = "all"
"""The ``season`` choice of a leaderboard that counts every season."""


@dataclass(frozen=True, slots=True)
class Standings:
    """A leaderboard as asked for: its rows, where it counts, and which season (``None``: all
    time) out of how many the server has played (``current``; ``None`` for the global board)."""

    rows: tuple[LeaderboardRow, ...]
    scope: BoardScope
    season: int | None
    current: int | None


@dataclass(frozen=True, slots=True)
class AgentStanding:
    """An agent's strength as people measured it: its rating (fixed prior blended with its
    results), games against people, and people's W/D/L against it here and everywhere."""

    name: str
    rating: float
    games: int
    here: Tally
    everywhere: Tally

"""Ratings and records: the pure rules the stats tables follow.

Elo, starting at 1200, with a K that shrinks as a player's rated games accumulate (40 for the
first 10, 20 until 30, then 10) so newcomers find their level fast and veterans are stable.
Agents have fixed ratings and are never updated. A player appears on a leaderboard after
:data:`MIN_RANKED_GAMES` games. A streak counts wins (+) or losses (-) in a row; a draw ends it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Final

from domain.stats import INITIAL_RATING

AGENT_RATINGS: Final[Mapping[str, float]] = {
    "random": 800.0,
    "easy": 1000.0,
    "medium": 1200.0,
    "fallible": 1300.0,
    "minimax": 1600.0,
    "trap": 1600.0,
}
"""Fixed ratings of the built-in agents."""

RANDOM_ACCURACY: Final = 0.58
"""Optimal-move accuracy of the uniformly random agent (README), the bottom of the scale."""


class Outcome(StrEnum):
    """One player's result in one game."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"

    @property
    def score(self) -> float:
        return {"win": 1.0, "draw": 0.5, "loss": 0.0}[self.value]


def k_factor(rated_games: int) -> float:
    """The Elo K for a player who has already played ``rated_games`` rated games."""
    if rated_games < 10:
        return 40.0
    if rated_games < 30:
        return 20.0
    return 10.0


def expected_score(rating: float, opponent_rating: float) -> float:
    """The Elo expectation of a player rated ``rating`` against ``opponent_rating``."""
    return 1.0 / (1.0 + 10.0 ** ((opponent_rating - rating) / 400.0))


@dataclass(frozen=True, slots=True)
class RatingState:
    """What the stats keep about a player in one scope."""

    rating: float = INITIAL_RATING
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    streak: int = 0
    best_streak: int = 0

    def after(self, outcome: Outcome, opponent_rating: float) -> RatingState:
        """The state after one more game with ``outcome`` against ``opponent_rating``."""
        change = k_factor(self.games) * (
            outcome.score - expected_score(self.rating, opponent_rating)
        )
        if outcome is Outcome.WIN:
            streak = self.streak + 1 if self.streak > 0 else 1
        elif outcome is Outcome.LOSS:
            streak = self.streak - 1 if self.streak < 0 else -1
        else:
            streak = 0
        return replace(
            self,
            rating=self.rating + change,
            games=self.games + 1,
            wins=self.wins + (outcome is Outcome.WIN),
            draws=self.draws + (outcome is Outcome.DRAW),
            losses=self.losses + (outcome is Outcome.LOSS),
            streak=streak,
            best_streak=max(self.best_streak, streak),
        )


def agent_rating(name: str, metrics: Mapping[str, Any] | None = None) -> float:
    """The fixed rating of an agent.

    Built-in agents have the ratings in :data:`AGENT_RATINGS`. A learned agent's rating comes
    from its optimal-move accuracy in ``metrics`` (keys ``optimal_move_accuracy``,
    ``optimal_accuracy`` or ``accuracy``; a fraction, or a percentage over 1), placed linearly
    between the random agent (58 % → 800) and perfect play (100 % → 1600). Without a usable
    accuracy the rating is :data:`INITIAL_RATING`.
    """
    if name in AGENT_RATINGS:
        return AGENT_RATINGS[name]
    accuracy = accuracy_of(metrics)
    if accuracy is None:
        return INITIAL_RATING
    low, high = AGENT_RATINGS["random"], AGENT_RATINGS["minimax"]
    fraction = (accuracy - RANDOM_ACCURACY) / (1.0 - RANDOM_ACCURACY)
    return round(low + (high - low) * min(1.0, max(0.0, fraction)), 1)


def accuracy_of(metrics: Mapping[str, Any] | None) -> float | None:
    """The optimal-move accuracy found in a manifest's ``metrics``, as a fraction, if any."""
    if not isinstance(metrics, Mapping):
        return None
    for key in ("optimal_move_accuracy", "optimal_accuracy", "accuracy"):
        value = metrics.get(key)
        if isinstance(value, int | float) and not isinstance(value, bool) and value >= 0:
            return value / 100.0 if value > 1.0 else float(value)
    return None

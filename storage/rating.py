"""Ratings and records: the pure rules the stats tables follow.

Elo, starting at 1200, with a K that shrinks as a player's rated games accumulate (40 for the
first 10, 20 until 30, then 10) so newcomers find their level fast and veterans are stable.
A player appears ranked on a leaderboard after :data:`MIN_RANKED_GAMES` games (provisional
before). A streak counts wins (+) or losses (-) in a row; a draw ends it.

Farming and collusion: a win against an opponent rated more than :data:`RATING_GAP_CUTOFF`
below gains nothing; an agent is rated by its measured strength (:class:`AgentStrength`: its
results against people, with its fixed rating as a prior worth :data:`AGENT_PRIOR_GAMES`
games, never above it, and no lower until a person beats it), so an agent everyone beats
sinks to what its results say, one that alts lose to on purpose does not rise, and drawing
perfect play does not lower it; a duel counts only once
:data:`RATED_DUEL_MOVES` moves are on the board (:func:`storage.stats.is_rated`: resigning
before that proves nothing); a pair of opponents counts at most
:attr:`RatingRules.pair_daily_cap` rated games per UTC day. And the global rating, which the
global leaderboard ranks, counts games against the agents only (:func:`storage.stats.scopes_of`):
the agents are the one yardstick shared by every player, and no group of accounts can hand
it points. Duels count on their server's boards (all time, season, channel).
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

RATING_GAP_CUTOFF: Final = 400.0
"""A win against an opponent rated more than this below gains nothing (farming a weak
opponent); a loss against them still costs."""
AGENT_PRIOR_GAMES: Final = 30
"""How many games against people an agent's fixed rating weighs in its measured rating."""
MEASURE_RANGE: Final = 4000.0
"""How far from its prior and its opponents' average a measured rating is looked for."""
MEASURE_STEPS: Final = 60
"""Bisection steps of a measured rating (far below a thousandth of a point)."""
RATED_DUEL_MOVES: Final = 5
"""Moves a duel needs on the board to be rated (the first move that can win is the fifth): a
duel resigned or abandoned earlier counts for nobody, so an alt cannot lose on purpose in a
move or two."""
DEFAULT_PAIR_DAILY_CAP: Final = 10
"""Rated games per pair of opponents (two people, or a person and an agent) per UTC day."""

RANDOM_ACCURACY: Final = 0.58
"""Optimal-move accuracy of the uniformly random agent (docs/agents.md), the bottom of the scale."""


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
        change = rating_change(self.rating, self.games, outcome, opponent_rating)
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


def rating_change(
    rating: float, rated_games: int, outcome: Outcome, opponent_rating: float
) -> float:
    """The Elo change of one game, but no gain against an opponent rated more than
    :data:`RATING_GAP_CUTOFF` below: beating a much weaker side proves nothing."""
    change = k_factor(rated_games) * (outcome.score - expected_score(rating, opponent_rating))
    if change > 0 and rating - opponent_rating > RATING_GAP_CUTOFF:
        return 0.0
    return change


@dataclass(frozen=True, slots=True)
class RatingRules:
    """The knobs of rating that a deployment sets (bot settings)."""

    pair_daily_cap: int = DEFAULT_PAIR_DAILY_CAP
    """Rated games per pair of opponents per UTC day; the next ones count nowhere."""

    def __post_init__(self) -> None:
        if self.pair_daily_cap < 1:
            raise ValueError(f"pair_daily_cap must be at least 1, not {self.pair_daily_cap}")


@dataclass(frozen=True, slots=True)
class AgentStrength:
    """An agent's results against people, from the agent's side, and the sum of those
    people's (global, rounded) ratings before each game: whole numbers, so concurrent
    increments and a replay of the games add up to exactly the same."""

    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    people_rating_sum: int = 0

    def measured(self, prior: float) -> float:
        """The agent's rating: the one at which Elo expects exactly the score it made against
        people (their average rating), counting its fixed ``prior`` as
        :data:`AGENT_PRIOR_GAMES` drawn games against an opponent rated ``prior``. The Elo
        expectation is the same curve a person's rating follows, so a person's rating settles
        where their score against the agent says, instead of drifting up game after game.

        Never above ``prior``: the fixed rating is what the agent's play is worth at its best
        (perfect play for ``minimax``), so results can show it weaker, not stronger; otherwise
        accounts that lose to an agent on purpose would raise what beating it pays. And an
        agent no person has beaten yet keeps ``prior``: a draw is the best anyone can do
        against perfect play, so draws alone say nothing against it, and accounts that draw
        it by the hundred from a low rating would otherwise lower what everyone's draws earn."""
        if self.losses == 0:
            return prior
        mean = self.people_rating_sum / self.games
        target = AGENT_PRIOR_GAMES * 0.5 + self.wins + self.draws / 2

        def expected_points(rating: float) -> float:
            return AGENT_PRIOR_GAMES * expected_score(rating, prior) + self.games * expected_score(
                rating, mean
            )

        low, high = min(prior, mean) - MEASURE_RANGE, max(prior, mean) + MEASURE_RANGE
        for _ in range(MEASURE_STEPS):  # the expectation grows with the rating: bisect
            middle = (low + high) / 2
            if expected_points(middle) < target:
                low = middle
            else:
                high = middle
        return min(prior, round((low + high) / 2, 3))

    def after(self, person_outcome: Outcome, person_rating: float) -> AgentStrength:
        """One more game in which a person rated ``person_rating`` had ``person_outcome``."""
        return replace(
            self,
            games=self.games + 1,
            wins=self.wins + (person_outcome is Outcome.LOSS),
            draws=self.draws + (person_outcome is Outcome.DRAW),
            losses=self.losses + (person_outcome is Outcome.WIN),
            people_rating_sum=self.people_rating_sum + round(person_rating),
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

"""How one finished game changes its human players' stats: shared by the incremental writes
and by the recomputation from the games table (so the two cannot drift apart)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from domain.game import Game, GameStatus
from domain.stats import GLOBAL_SCOPE
from engine import Mark
from engine.tally import Tally
from storage.rating import Outcome, RatingState, agent_rating

PEOPLE: str = "people"
"""The opponent key of games against another person."""


def opponent_key(game: Game, mark: Mark) -> str:
    """``agent:<name>`` when ``mark`` played an agent, else ``people``."""
    other = game.side(mark.other)
    return f"agent:{other.agent}" if other.agent is not None else PEOPLE


def outcome_of(game: Game, mark: Mark) -> Outcome:
    """The result of the side playing ``mark`` in a finished game."""
    if game.status is GameStatus.ACTIVE:
        raise ValueError(f"game {game.id} is not over")
    if game.winner is None:
        return Outcome.DRAW
    return Outcome.WIN if game.winner is mark else Outcome.LOSS


def scopes_of(game: Game) -> tuple[str, str]:
    """The stats a game counts in: its server's, and the global ones."""
    return (game.server_id, GLOBAL_SCOPE)


@dataclass(frozen=True, slots=True)
class StatsUpdate:
    """One player's new state in one scope after a game."""

    user_id: str
    scope: str
    opponent: str
    outcome: Outcome
    state: RatingState


def game_updates(game: Game, current: Callable[[str, str], RatingState]) -> list[StatsUpdate]:
    """The stats changes a finished game makes, given each player's state before it.

    ``current(user_id, scope)`` gives a player's state before this game. In a duel both
    players' new ratings are computed from the ratings they had before the game.
    """
    if game.status is GameStatus.ABANDONED and game.winner is None:
        return []  # a game a member never moved in is unrated (issue 15)
    updates = []
    for scope in scopes_of(game):
        humans = [m for m in (Mark.X, Mark.O) if not game.side(m).is_agent]
        before = {m: current(_uid(game, m), scope) for m in humans}
        for mark in humans:
            other = game.side(mark.other)
            if other.is_agent:
                assert other.agent is not None
                opponent_rating = (
                    other.agent_rating
                    if other.agent_rating is not None
                    else agent_rating(other.agent)
                )
            else:
                opponent_rating = before[mark.other].rating
            outcome = outcome_of(game, mark)
            updates.append(
                StatsUpdate(
                    _uid(game, mark),
                    scope,
                    opponent_key(game, mark),
                    outcome,
                    before[mark].after(outcome, opponent_rating),
                )
            )
    return updates


def _uid(game: Game, mark: Mark) -> str:
    user_id = game.side(mark).user_id
    assert user_id is not None
    return user_id


@dataclass(slots=True)
class StatsSnapshot:
    """Every player's stats: rating states per (user, scope), W/D/L per (user, scope, opponent)."""

    ratings: dict[tuple[str, str], RatingState] = field(default_factory=dict)
    records: dict[tuple[str, str, str], Tally] = field(default_factory=dict)

    def add(self, game: Game) -> None:
        """Count one more finished game."""
        for update in game_updates(
            game, lambda uid, scope: self.ratings.get((uid, scope), RatingState())
        ):
            self.ratings[update.user_id, update.scope] = update.state
            key = (update.user_id, update.scope, update.opponent)
            self.records[key] = add_outcome(self.records.get(key, Tally()), update.outcome)

    @classmethod
    def from_games(cls, games: Iterable[Game]) -> StatsSnapshot:
        """The stats of ``games``, counted in the order given (the order they finished)."""
        snapshot = cls()
        for game in games:
            snapshot.add(game)
        return snapshot


def add_outcome(record: Tally, outcome: Outcome) -> Tally:
    return Tally(
        record.wins + (outcome is Outcome.WIN),
        record.draws + (outcome is Outcome.DRAW),
        record.losses + (outcome is Outcome.LOSS),
    )

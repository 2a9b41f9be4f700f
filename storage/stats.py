"""How one finished game changes its human players' stats: shared by the incremental writes
and by the recomputation from the games table (so the two cannot drift apart).

A game counts in the rating scopes of each person that :func:`scopes_of` names: the server
all-time, the server's current season and the channel in that season, and, for a game against
an agent only, everywhere (the global rating); the per-opponent records are kept in the
server's and the global scope (what ``/ttt stats`` shows). A game that is not rated
(:func:`is_rated`, or a pair over its daily cap) counts nowhere.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime

from domain.game import Game, GameStatus
from domain.stats import FIRST_SEASON, GLOBAL_SCOPE, Season, channel_scope, season_scope
from engine import Mark
from engine.tally import Tally
from storage.rating import (
    RATED_DUEL_MOVES,
    AgentStrength,
    Outcome,
    RatingRules,
    RatingState,
    agent_rating,
)

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


def scopes_of(game: Game, season: int = FIRST_SEASON) -> tuple[str, ...]:
    """The rating scopes a game counts in: its server's, the server's season ``season`` and
    its channel in that season, and the global one for a game against an agent.

    A duel stays out of the global rating. Elo moves points between a duel's two players, so
    accounts that only play each other (a pyramid, a chain, a ring of alts) can pile the
    1,200 points each new account brings onto one of them, and an alt that plays a few real
    games first looks like anyone else. Against an agent, points come only from results
    against a strength measured on everyone: the yardstick every server shares."""
    server = (game.server_id, season_scope(game.server_id, season))
    channel = channel_scope(game.server_id, game.channel_id, season)
    if game.is_duel:
        return (*server, channel)
    return (*server, channel, GLOBAL_SCOPE)


def is_record_scope(game: Game, scope: str) -> bool:
    """Whether ``scope`` keeps W/D/L per opponent kind for ``game``'s players: the server's
    all-time scope and the global one (not the seasons and channels)."""
    return scope in (game.server_id, GLOBAL_SCOPE)


def is_rated(game: Game) -> bool:
    """Whether a finished game may change ratings at all: a duel counts only once
    :data:`~storage.rating.RATED_DUEL_MOVES` moves are on the board (one resigned sooner is
    no real game: an alt that loses on purpose in a move or two proves nothing)."""
    if game.is_duel:
        return game.ply >= RATED_DUEL_MOVES
    return True


def is_short_duel(game: Game) -> bool:
    """A finished duel that :func:`is_rated` leaves unrated for its length: it ended after a
    first move, with fewer than :data:`~storage.rating.RATED_DUEL_MOVES` on the board (one
    closed before any move is unrated anyway, and says so on its own)."""
    ended = not game.is_active and not game.is_unrated
    return game.is_duel and ended and game.ply < RATED_DUEL_MOVES


def pair_key(game: Game) -> str:
    """The pair of opponents the daily cap counts: the two people (sorted), or the person
    and ``agent:<name>``."""
    people = sorted(s.user_id for s in (game.x, game.o) if s.user_id is not None)
    agents = [f"agent:{s.agent}" for s in (game.x, game.o) if s.agent is not None]
    return " ".join(people + agents)


def day_of(moment: datetime) -> str:
    """The UTC day a game finished on, as the daily cap counts it."""
    return moment.date().isoformat()


def agent_mark(game: Game) -> Mark | None:
    """The mark the agent plays in a person-against-agent game."""
    if not game.is_human_vs_agent:
        return None
    return Mark.X if game.x.is_agent else Mark.O


def agent_prior(game: Game) -> float:
    """The agent's fixed rating (its side's rating at the start, else the built-in table)."""
    mark = agent_mark(game)
    assert mark is not None
    side = game.side(mark)
    assert side.agent is not None
    return side.agent_rating if side.agent_rating is not None else agent_rating(side.agent)


def with_agent_rating(game: Game, rating: float) -> Game:
    """``game`` with its agent side rated ``rating`` (the measured rating it is rated
    against, which the finishing write stores in the game row for any later replay)."""
    mark = agent_mark(game)
    assert mark is not None
    side = replace(game.side(mark), agent_rating=round(rating, 3))
    return replace(game, x=side) if mark is Mark.X else replace(game, o=side)


@dataclass(frozen=True, slots=True)
class StatsUpdate:
    """One player's new state in one scope after a game."""

    user_id: str
    scope: str
    opponent: str
    outcome: Outcome
    state: RatingState
    keeps_record: bool = True
    """Whether this scope keeps W/D/L per opponent (server and global)."""


def game_updates(
    game: Game, current: Callable[[str, str], RatingState], season: int = FIRST_SEASON
) -> list[StatsUpdate]:
    """The stats changes a rated finished game makes, given each player's state before it.

    ``current(user_id, scope)`` gives a player's state before this game. In a duel both
    players' new ratings are computed from the ratings they had before the game; against an
    agent, from the agent side's ``agent_rating`` (its measured rating, see
    :func:`with_agent_rating`).
    """
    if game.status is GameStatus.ABANDONED and game.winner is None:
        return []  # a game a member never moved in is unrated
    updates = []
    for scope in scopes_of(game, season):
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
                    keeps_record=is_record_scope(game, scope),
                )
            )
    return updates


def agent_result(game: Game, person_global_rating: float) -> tuple[str, AgentStrength]:
    """The agent of a person-against-agent game and the one-game strength increment it gets
    (the person's outcome, and the person's global rating before the game)."""
    mark = agent_mark(game)
    assert mark is not None
    agent = game.side(mark).agent
    assert agent is not None
    return agent, AgentStrength().after(outcome_of(game, mark.other), person_global_rating)


def add_strength(one: AgentStrength, other: AgentStrength) -> AgentStrength:
    return AgentStrength(
        one.games + other.games,
        one.wins + other.wins,
        one.draws + other.draws,
        one.losses + other.losses,
        one.people_rating_sum + other.people_rating_sum,
    )


def _uid(game: Game, mark: Mark) -> str:
    user_id = game.side(mark).user_id
    assert user_id is not None
    return user_id


class SeasonCalendar:
    """Which season of its server a game finished in, from the servers' season starts."""

    def __init__(self, seasons: Iterable[Season] = ()) -> None:
        starts: dict[str, list[tuple[datetime, int]]] = {}
        for season in seasons:
            if season.started_at is not None:
                starts.setdefault(season.server_id, []).append((season.started_at, season.number))
        self._starts = {server: sorted(found) for server, found in starts.items()}

    def season_at(self, server_id: str, moment: datetime | None) -> int:
        found = self._starts.get(server_id)
        if not found or moment is None:
            return FIRST_SEASON
        index = bisect_right([start for start, _ in found], moment)
        return found[index - 1][1] if index else FIRST_SEASON


@dataclass(slots=True)
class StatsSnapshot:
    """Every player's stats: rating states per (user, scope), W/D/L per (user, scope,
    opponent), each agent's strength against people, and the rated games per (pair, day)."""

    ratings: dict[tuple[str, str], RatingState] = field(default_factory=dict)
    records: dict[tuple[str, str, str], Tally] = field(default_factory=dict)
    agents: dict[str, AgentStrength] = field(default_factory=dict)
    pairs: dict[tuple[str, str], int] = field(default_factory=dict)

    def add(self, game: Game, season: int = FIRST_SEASON, rules: RatingRules | None = None) -> None:
        """Count one more finished game (as :func:`storage.repos.results.record_result` does)."""
        if not is_rated(game):
            return
        assert game.finished_at is not None
        cap = (rules or RatingRules()).pair_daily_cap
        pair = (pair_key(game), day_of(game.finished_at))
        if self.pairs.get(pair, 0) >= cap:
            return
        self.pairs[pair] = self.pairs.get(pair, 0) + 1
        if game.is_human_vs_agent:
            person = game.side(agent_mark(game).other)  # type: ignore[union-attr]
            assert person.user_id is not None
            rating = self.ratings.get((person.user_id, GLOBAL_SCOPE), RatingState()).rating
            agent, increment = agent_result(game, rating)
            self.agents[agent] = add_strength(self.agents.get(agent, AgentStrength()), increment)
        for update in game_updates(
            game, lambda uid, scope: self.ratings.get((uid, scope), RatingState()), season
        ):
            self.ratings[update.user_id, update.scope] = update.state
            if update.keeps_record:
                key = (update.user_id, update.scope, update.opponent)
                self.records[key] = add_outcome(self.records.get(key, Tally()), update.outcome)

    @classmethod
    def from_games(
        cls,
        games: Iterable[Game],
        seasons: Sequence[Season] = (),
        rules: RatingRules | None = None,
    ) -> StatsSnapshot:
        """The stats of ``games``, counted in the order given (the order they finished),
        each in the season of its server it finished in."""
        snapshot = cls()
        calendar = SeasonCalendar(seasons)
        for game in games:
            snapshot.add(game, calendar.season_at(game.server_id, game.finished_at), rules)
        return snapshot


def measured_ratings(
    strengths: Mapping[str, AgentStrength], priors: Mapping[str, float]
) -> dict[str, float]:
    """Each agent's measured rating from its strength and its prior."""
    return {name: strengths.get(name, AgentStrength()).measured(p) for name, p in priors.items()}


def add_outcome(record: Tally, outcome: Outcome) -> Tally:
    return Tally(
        record.wins + (outcome is Outcome.WIN),
        record.draws + (outcome is Outcome.DRAW),
        record.losses + (outcome is Outcome.LOSS),
    )

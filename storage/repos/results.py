"""Counting a finished game in its players' stats, inside the game's own transaction.

The prebuilt statements of that write sit here too. In order: whether the game is rated at all
(:func:`storage.stats.is_rated`, then the pair's daily cap, counted in ``rated_pairs``); the
server's current season and, against an agent, the agent's strength (its measured rating, which
is stored in the game row as what the person was rated against); the players' rating rows; then
the updates or inserts of ratings, per-opponent records and the agent's strength, and the
players' last-seen times, as :class:`~storage.repos.base.Writes` (pipelined on SQLite, one
statement on PostgreSQL). The reads are ONE statement (:func:`with_count_inputs`), after the
game's move.
"""

from __future__ import annotations

from datetime import datetime
from typing import Final, cast

from sqlalchemy import (
    bindparam,
    insert,
    text,
    update,
)
from sqlalchemy.sql.dml import UpdateBase

from domain.game import Game
from domain.stats import GLOBAL_SCOPE, RatingChange, season_scope
from engine import Mark
from engine.tally import Tally
from storage.async_engine import AsyncConnection
from storage.models import (
    AGENT_STRENGTH,
    GAMES,
    RATED_PAIRS,
    RATINGS,
    STRENGTH_BUCKETS,
    TALLIES,
)
from storage.rating import AgentStrength, RatingRules, RatingState
from storage.repos.base import Writes, rowcount
from storage.repos.count_reads import (
    STRENGTH_COLUMNS,
    CountInputs,
    count_reads,
    pair_parameters,
)
from storage.repos.game_statements import SEEN_PLAYER
from storage.stats import (
    StatsUpdate,
    add_outcome,
    agent_mark,
    agent_prior,
    agent_result,
    game_updates,
    is_rated,
    with_agent_rating,
)
from storage.upserts import InsertIfNew

RECORDS = TALLIES
STRENGTHS = AGENT_STRENGTH
PAIRS = RATED_PAIRS
DEFAULT_RULES: Final = RatingRules()

COUNT_PAIR: Final = text(
    "INSERT INTO rated_pairs (pair, day, games) VALUES (:p_pair, :p_day, 1) "
    "ON CONFLICT (pair, day) DO UPDATE SET games = rated_pairs.games + 1 "
    "WHERE rated_pairs.games < :p_cap"
)
"""Count a rated game of a pair on a day: the day's first, or one more while under the cap
(one row changed), else nothing (full). One statement on both databases: a first row another
transaction is inserting is waited for, then counted against."""
ADD_STRENGTH: Final = InsertIfNew(
    STRENGTHS,
    add=STRENGTH_COLUMNS,
    key=(STRENGTHS.c.agent.name, STRENGTHS.c.bucket.name),
)
"""The first row of an agent's strength in a game's bucket, or the game added to it: one
statement, one row changed."""


SET_RATED_AGAINST: Final = {
    mark: update(GAMES)
    .where(GAMES.c.id == bindparam("p_id"))
    .values({f"{mark.value.lower()}_agent_rating": bindparam("p_rating")})
    for mark in (Mark.X, Mark.O)
}
"""Store the agent's measured rating a finished game was rated against (a replay reads it)."""


UPDATE_RATING: Final = (
    update(RATINGS)
    .where(RATINGS.c.user_id == bindparam("p_user_id"), RATINGS.c.scope == bindparam("p_scope"))
    .values(
        rating=bindparam("p_rating"),
        games=bindparam("p_games"),
        wins=bindparam("p_wins"),
        draws=bindparam("p_draws"),
        losses=bindparam("p_losses"),
        streak=bindparam("p_streak"),
        best_streak=bindparam("p_best_streak"),
        last_change=bindparam("p_last_change"),
        updated_at=bindparam("p_now", type_=RATINGS.c.updated_at.type),
    )
)
INSERT_RATING: Final = insert(RATINGS)
BUMP_RECORD: Final = (
    update(RECORDS)
    .where(
        RECORDS.c.user_id == bindparam("p_user_id"),
        RECORDS.c.scope == bindparam("p_scope"),
        RECORDS.c.opponent == bindparam("p_opponent"),
    )
    .values(
        wins=RECORDS.c.wins + bindparam("p_wins"),
        draws=RECORDS.c.draws + bindparam("p_draws"),
        losses=RECORDS.c.losses + bindparam("p_losses"),
    )
)
INSERT_RECORD: Final = insert(RECORDS)


async def record_result(
    connection: AsyncConnection, game: Game, now: datetime, rules: RatingRules | None = None
) -> Counted:
    """Count a finished game in its players' stats (:func:`storage.stats.scopes_of`), in this
    transaction, if it is rated and its pair's daily cap lets it count (it is counted against
    the cap here); its players are seen either way. Returns what :func:`add_result_writes`
    returns.

    Runs after the guarded update, so it holds the write lock (SQLite) or reads with
    ``FOR UPDATE`` (PostgreSQL): the states it reads are the ones it replaces. The agent's
    strength is read without a lock: what the game was rated against is stored in the game row
    (so a replay finds the same), and the strength is bumped by whole-number increments that
    add up the same in any order.
    """
    writes = Writes(connection)
    rules = rules or DEFAULT_RULES
    inputs = None
    if is_rated(game) and connection.dialect.name == "sqlite":
        used, inputs = await count_reads(connection, game, now, rules)
        if used < rules.pair_daily_cap:
            # A text statement: fine here, SQLite's writes are sent as they are, not combined.
            count_pair = cast(UpdateBase, COUNT_PAIR)
            await writes.add(count_pair, pair_parameters(game, now, rules), rowcount=1)
        else:
            inputs = None
    elif is_rated(game) and await _within_daily_cap(connection, game, now, rules):
        _, inputs = await count_reads(connection, game, now, rules)
    counted = await add_result_writes(writes, connection.dialect.name, game, now, inputs)
    await writes.send()
    return counted


Counted = tuple[RatingChange, ...] | None
"""What a game's count did to its people's ratings in its server's season, X's first, as its
finished board shows them (:meth:`storage.repos.stats.StatsRepository.rating_changes`);
``None`` when the game was not counted (the board then reads the ratings it left alone)."""


async def add_result_writes(
    writes: Writes, dialect: str, game: Game, now: datetime, inputs: CountInputs | None
) -> Counted:
    """Add to ``writes`` what counting ``game`` writes: with ``inputs`` (what the count read,
    the game within its pair's cap) its players' stats and its agent's strength; either way its
    people seen at ``now``. ``dialect``: the database's, for its form of an upsert. Returns
    what the count does to the people's season ratings (:data:`Counted`), known once the
    writes are committed."""
    counted = None
    if inputs is not None:
        counted = await _count(dialect, writes, game, now, inputs)
    for user_id in (u for u in (game.x.user_id, game.o.user_id) if u is not None):
        await writes.add(SEEN_PLAYER, {"p_user_id": user_id, "p_now": now})
    return counted


async def _within_daily_cap(
    connection: AsyncConnection, game: Game, now: datetime, rules: RatingRules
) -> bool:
    """Count the game against its pair's daily cap; false (nothing counted) when it is full."""
    found = await connection.execute(COUNT_PAIR, pair_parameters(game, now, rules))
    return rowcount(found) == 1


async def _count(
    dialect: str,
    writes: Writes,
    game: Game,
    now: datetime,
    inputs: CountInputs,
) -> Counted:
    mark = agent_mark(game)
    strength, season = inputs.strength, inputs.season
    before, records = inputs.before, inputs.records
    if mark is not None:
        game = with_agent_rating(game, (strength or AgentStrength()).measured(agent_prior(game)))
    changes = game_updates(game, lambda uid, scope: before.get((uid, scope), RatingState()), season)
    in_season: dict[str, RatingChange] = {}
    for change in changes:
        old = before.get((change.user_id, change.scope))
        last_change = change.state.rating - (old or RatingState()).rating
        if change.scope == season_scope(game.server_id, season):
            in_season[change.user_id] = RatingChange(
                change.user_id, change.state.rating, last_change
            )
        await _add_rating_writes(writes, change, old, last_change, now, records)
    if mark is not None:
        person = game.side(mark.other).user_id
        rating = before.get((cast(str, person), GLOBAL_SCOPE), RatingState()).rating
        await _add_strength(dialect, writes, game, mark, rating)
    people = [u for u in (game.x.user_id, game.o.user_id) if u is not None]
    if not people or any(person not in in_season for person in people):
        return None
    return tuple(in_season[person] for person in people)


async def _add_strength(
    dialect: str, writes: Writes, game: Game, mark: Mark, person_rating: float
) -> None:
    """Add this game to the agent's strength and store the rating it was rated against."""
    agent, increment = agent_result(game, person_rating)
    values = {
        "agent": agent,
        "bucket": game.id % STRENGTH_BUCKETS,
        "games": increment.games,
        "wins": increment.wins,
        "draws": increment.draws,
        "losses": increment.losses,
        "people_rating_sum": increment.people_rating_sum,
    }
    await writes.add(ADD_STRENGTH[dialect], values, rowcount=1)
    await writes.add(
        SET_RATED_AGAINST[mark],
        {"p_id": game.id, "p_rating": game.side(mark).agent_rating},
        rowcount=1,
    )


async def _add_rating_writes(
    writes: Writes,
    change: StatsUpdate,
    old: RatingState | None,
    last_change: float,
    now: datetime,
    records: set[tuple[str, str, str]],
) -> None:
    """The writes of one rating ``change``: its rating
    row updated (``old``: as it was) or inserted, and its record against the opponent bumped or
    inserted when it keeps one."""
    state = change.state
    values = {
        "rating": state.rating,
        "games": state.games,
        "wins": state.wins,
        "draws": state.draws,
        "losses": state.losses,
        "streak": state.streak,
        "best_streak": state.best_streak,
        "last_change": last_change,
    }
    where = {"user_id": change.user_id, "scope": change.scope}
    if old is not None:
        params = {f"p_{k}": v for k, v in (values | where).items()}
        await writes.add(UPDATE_RATING, params | {"p_now": now}, rowcount=1)
    else:
        await writes.add(INSERT_RATING, values | where | {"updated_at": now}, rowcount=1)
    if not change.keeps_record:
        return
    counts = add_outcome(Tally(), change.outcome)
    delta = {"wins": counts.wins, "draws": counts.draws, "losses": counts.losses}
    key = where | {"opponent": change.opponent}
    if (change.user_id, change.scope, change.opponent) in records:
        await writes.add(BUMP_RECORD, {f"p_{k}": v for k, v in (key | delta).items()}, rowcount=1)
    else:
        await writes.add(INSERT_RECORD, key | delta, rowcount=1)

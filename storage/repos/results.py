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

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final, cast

from sqlalchemy import (
    BigInteger,
    ColumnElement,
    Select,
    String,
    and_,
    bindparam,
    func,
    insert,
    select,
    text,
    true,
    update,
)
from sqlalchemy import cast as sql_cast
from sqlalchemy.sql.dml import UpdateBase

from domain.game import Game
from domain.stats import FIRST_SEASON, GLOBAL_SCOPE, RatingChange, season_scope
from engine import Mark
from engine.tally import Tally
from storage.async_engine import AsyncConnection
from storage.models import (
    AGENT_STRENGTH,
    GAMES,
    RATED_PAIRS,
    RATINGS,
    SEASONS,
    STRENGTH_BUCKETS,
    TALLIES,
)
from storage.rating import AgentStrength, RatingRules, RatingState
from storage.reads import fetch
from storage.repos.base import Writes, rowcount
from storage.repos.game_statements import SEEN_PLAYER
from storage.stats import (
    StatsUpdate,
    add_outcome,
    agent_mark,
    agent_prior,
    agent_result,
    day_of,
    game_updates,
    is_rated,
    opponent_key,
    pair_key,
    scopes_of,
    with_agent_rating,
)
from storage.upserts import InsertIfNew

RECORDS = TALLIES
STRENGTHS = AGENT_STRENGTH
PAIRS = RATED_PAIRS
DEFAULT_RULES: Final = RatingRules()

CURRENT_SEASON: Final = select(func.max(SEASONS.c.number)).where(
    SEASONS.c.server_id == bindparam("p_server_id")
)
COUNT_PAIR: Final = text(
    "INSERT INTO rated_pairs (pair, day, games) VALUES (:p_pair, :p_day, 1) "
    "ON CONFLICT (pair, day) DO UPDATE SET games = rated_pairs.games + 1 "
    "WHERE rated_pairs.games < :p_cap"
)
"""Count a rated game of a pair on a day: the day's first, or one more while under the cap
(one row changed), else nothing (full). One statement on both databases: a first row another
transaction is inserting is waited for, then counted against."""
STRENGTH_COLUMNS: Final = ("games", "wins", "draws", "losses", "people_rating_sum")
"""An agent's strength, as :func:`strength_of` reads it."""
ADD_STRENGTH: Final = InsertIfNew(
    STRENGTHS,
    add=STRENGTH_COLUMNS,
    key=(STRENGTHS.c.agent.name, STRENGTHS.c.bucket.name),
)
"""The first row of an agent's strength in a game's bucket, or the game added to it: one
statement, one row changed."""


def strength_totals(*where: ColumnElement[bool]) -> Select[Any]:
    """Each agent's strength (of those ``where`` picks): its rows (buckets) added up, one row
    per agent."""
    sums = (
        sql_cast(func.sum(STRENGTHS.c[name]), BigInteger).label(name) for name in STRENGTH_COLUMNS
    )
    return select(STRENGTHS.c.agent, *sums).where(*where).group_by(STRENGTHS.c.agent)


STRENGTH_TOTALS: Final = strength_totals().subquery("strength_totals")
"""Every agent's strength, one row per agent."""
SET_RATED_AGAINST: Final = {
    mark: update(GAMES)
    .where(GAMES.c.id == bindparam("p_id"))
    .values({f"{mark.value.lower()}_agent_rating": bindparam("p_rating")})
    for mark in (Mark.X, Mark.O)
}
"""Store the agent's measured rating a finished game was rated against (a replay reads it)."""


def stats_query(scopes: Sequence[ColumnElement[Any]]) -> Select[Any]:
    """The rating rows of a game's players (``p_user_1``, ``p_user_2``: one or two) in
    ``scopes``, locked, each with whether the record against this game's kind of opponent
    (``p_opponent``) exists yet (it is the same kind for every human of a game: the agent, or
    "people"). A record row never exists without its rating row: both are written together."""
    return (
        select(RATINGS, RECORDS.c.opponent.label("record_opponent"))
        .select_from(
            RATINGS.outerjoin(
                RECORDS,
                and_(
                    RECORDS.c.user_id == RATINGS.c.user_id,
                    RECORDS.c.scope == RATINGS.c.scope,
                    RECORDS.c.opponent == bindparam("p_opponent"),
                ),
            )
        )
        .where(
            RATINGS.c.user_id.in_([bindparam("p_user_1"), bindparam("p_user_2")]),
            RATINGS.c.scope.in_(scopes),
        )
        .with_for_update(of=RATINGS)
    )


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


@dataclass(frozen=True, slots=True)
class CountInputs:
    """What counting a finished game reads before it writes: the server's season, the agent's
    strength (against an agent, ``None`` until its first counted game) and the players' rating
    rows, locked (``before``), with the per-opponent records they have (``records``)."""

    season: int
    strength: AgentStrength | None
    before: dict[tuple[str, str], RatingState]
    records: set[tuple[str, str, str]]


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
        used, inputs = await _count_reads(connection, game, now, rules)
        if used < rules.pair_daily_cap:
            # A text statement: fine here, SQLite's writes are sent as they are, not combined.
            count_pair = cast(UpdateBase, COUNT_PAIR)
            await writes.add(count_pair, pair_parameters(game, now, rules), rowcount=1)
        else:
            inputs = None
    elif is_rated(game) and await _within_daily_cap(connection, game, now, rules):
        _, inputs = await _count_reads(connection, game, now, rules)
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


def pair_parameters(game: Game, now: datetime, rules: RatingRules | None = None) -> dict[str, Any]:
    """The parameters of ``COUNT_PAIR`` for ``game``, finished at ``now``."""
    cap = (rules or DEFAULT_RULES).pair_daily_cap
    return {"p_pair": pair_key(game), "p_day": day_of(now), "p_cap": cap}


async def _within_daily_cap(
    connection: AsyncConnection, game: Game, now: datetime, rules: RatingRules
) -> bool:
    """Count the game against its pair's daily cap; false (nothing counted) when it is full."""
    found = await connection.execute(COUNT_PAIR, pair_parameters(game, now, rules))
    return rowcount(found) == 1


def stats_parameters(game: Game, scopes: Sequence[str] = ()) -> dict[str, Any]:
    """The parameters of :func:`stats_query` for ``game`` (and ``scopes`` bound as
    ``p_scope_1``... when given)."""
    users = [u for u in (game.x.user_id, game.o.user_id) if u is not None]
    human = Mark.X if game.x.user_id is not None else Mark.O
    return {
        "p_user_1": users[0],
        "p_user_2": users[-1],
        **{f"p_scope_{i}": scope for i, scope in enumerate(scopes, start=1)},
        "p_opponent": opponent_key(game, human),
    }


def rating_rows(rows: Iterable[Any]) -> tuple[dict[tuple[str, str], RatingState], set[Any]]:
    """The rating states and the records that exist, from the rows of :func:`stats_query`
    (rows without a rating, ``user_id`` null, are skipped)."""
    before: dict[tuple[str, str], RatingState] = {}
    records: set[tuple[str, str, str]] = set()
    for row in rows:
        if row.user_id is None:
            continue
        before[row.user_id, row.scope] = RatingState(
            row.rating, row.games, row.wins, row.draws, row.losses, row.streak, row.best_streak
        )
        if row.record_opponent is not None:
            records.add((row.user_id, row.scope, row.record_opponent))
    return before, records


def strength_of(row: Any, prefix: str = "") -> AgentStrength | None:
    """The agent's strength from a row with its columns, named ``prefix`` + column (``games``
    null: none yet)."""
    games, wins, draws, losses, rating_sum = (getattr(row, prefix + n) for n in STRENGTH_COLUMNS)
    if games is None:
        return None
    return AgentStrength(games, wins, draws, losses, rating_sum)


# -- what counting a finished game reads, in one statement ---------------------------------------


def current_season() -> ColumnElement[Any]:
    """The number of the season server ``p_server_id`` plays now, in SQL (the first until its
    first ``season new``)."""
    return func.coalesce(CURRENT_SEASON.scalar_subquery(), FIRST_SEASON)


def current_season_scope() -> ColumnElement[Any]:
    """:func:`domain.stats.season_scope` of :func:`current_season`, in SQL (``<server>@<n>``)."""
    server = bindparam("p_server_id", type_=SEASONS.c.server_id.type)
    return server + "@" + sql_cast(current_season(), String)


def with_count_inputs(counts: Select[Any]) -> Select[Any]:
    """``counts`` (one row) beside what counting the game in the stats reads first
    (:class:`CountInputs`): the server's season, the agent's strength
    (``p_agent``, as ``strength_<column>``; null for a duel) and the players' rating rows,
    locked (``FOR UPDATE``), in the scopes of :func:`storage.stats.scopes_of`: one row per
    rating row, or one with null ratings when there is none. Read whether or not the cap
    counted the game: a full cap makes the write use none of it (the locks go at the commit,
    a moment later)."""
    # storage.stats.scopes_of in SQL (season_scope, channel_scope): "<server>@<n>" and
    # "<server>@<n>#<channel>"; the server's and the global scope are bound (p_scope_1, 2;
    # a duel, which the global rating does not count, binds its server's twice).
    in_season = current_season_scope()
    in_channel = in_season + "#" + bindparam("p_channel_id", type_=SEASONS.c.server_id.type)
    scopes = [bindparam("p_scope_1"), bindparam("p_scope_2"), in_season, in_channel]
    locked = stats_query(scopes).cte("locked")
    one = counts.add_columns(current_season().label("season")).subquery("head")
    totals = strength_totals(STRENGTHS.c.agent == bindparam("p_agent")).subquery("strength")
    head = one.outerjoin(totals, true())
    strength = [totals.c[name].label(f"strength_{name}") for name in STRENGTH_COLUMNS]
    return select(one, *strength, locked).select_from(head.outerjoin(locked, true()))


def count_parameters(game: Game, now: datetime, rules: RatingRules) -> dict[str, Any]:
    """The parameters of the pair's cap count and of the count's reads (one statement), for
    ``game`` finished at ``now``."""
    mark = agent_mark(game)
    agent = game.side(mark).agent if mark is not None else None
    where = {"p_server_id": game.server_id, "p_channel_id": game.channel_id, "p_agent": agent}
    # The server's scope, and the global one when the game counts there (else the server's
    # again); the season's and the channel's are read in SQL.
    scopes = (game.server_id, GLOBAL_SCOPE if GLOBAL_SCOPE in scopes_of(game) else game.server_id)
    return pair_parameters(game, now, rules) | where | stats_parameters(game, scopes)


def count_inputs(rows: Sequence[Any]) -> CountInputs:
    """What the statement of a rated game's last move read for its count (its rows)."""
    head = rows[0]
    before, records = rating_rows(rows)
    return CountInputs(int(head.season), strength_of(head, "strength_"), before, records)


@functools.cache
def count_reads_statement() -> Select[Any]:
    """:func:`with_count_inputs` beside how many rated games the pair has today (``pair_games``,
    null: none yet). Built on first use."""
    today = (
        select(PAIRS.c.games)
        .where(PAIRS.c.pair == bindparam("p_pair"), PAIRS.c.day == bindparam("p_day"))
        .scalar_subquery()
    )
    return with_count_inputs(select(today.label("pair_games")))


async def _count_reads(
    connection: AsyncConnection, game: Game, now: datetime, rules: RatingRules
) -> tuple[int, CountInputs]:
    """The rated games the pair has today and what counting ``game`` reads, in ONE statement
    (on SQLite it was three awaited in the writer that every move waits for: the cap's upsert,
    the season and strength, the rating rows).

    The pair's count decides the cap on SQLite only, where nothing changes it before the commit
    (the game's guarded update took the file's write lock); ``COUNT_PAIR`` then counts the game
    with the other writes. On PostgreSQL another transaction may count the same pair meanwhile:
    there the cap's upsert decides, and this is the read that follows it."""
    # Straight from sqlite3 on SQLite (storage.reads.fetch): every rated game's end reads it.
    rows = await fetch(connection, count_reads_statement(), count_parameters(game, now, rules))
    return rows[0].pair_games or 0, count_inputs(rows)


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

"""What counting a finished game in its players' stats reads before it writes, in ONE statement
(:func:`count_reads_statement`): the pair's rated games today (the daily cap), the server's
season, the agent's strength and the players' rating rows, locked. The writes that follow are
:mod:`storage.repos.results`'.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final

from sqlalchemy import (
    BigInteger,
    ColumnElement,
    Select,
    String,
    and_,
    bindparam,
    func,
    select,
    true,
)
from sqlalchemy import cast as sql_cast

from domain.game import Game
from domain.stats import FIRST_SEASON, GLOBAL_SCOPE
from engine import Mark
from storage.async_engine import AsyncConnection
from storage.models import AGENT_STRENGTH, RATED_PAIRS, RATINGS, SEASONS, TALLIES
from storage.rating import AgentStrength, RatingRules, RatingState
from storage.reads import fetch
from storage.stats import agent_mark, day_of, opponent_key, pair_key, scopes_of

RECORDS = TALLIES
STRENGTHS = AGENT_STRENGTH
PAIRS = RATED_PAIRS

CURRENT_SEASON: Final = select(func.max(SEASONS.c.number)).where(
    SEASONS.c.server_id == bindparam("p_server_id")
)
STRENGTH_COLUMNS: Final = ("games", "wins", "draws", "losses", "people_rating_sum")
"""An agent's strength, as :func:`strength_of` reads it."""


def strength_totals(*where: ColumnElement[bool]) -> Select[Any]:
    """Each agent's strength (of those ``where`` picks): its rows (buckets) added up, one row
    per agent."""
    sums = (
        sql_cast(func.sum(STRENGTHS.c[name]), BigInteger).label(name) for name in STRENGTH_COLUMNS
    )
    return select(STRENGTHS.c.agent, *sums).where(*where).group_by(STRENGTHS.c.agent)


STRENGTH_TOTALS: Final = strength_totals().subquery("strength_totals")
"""Every agent's strength, one row per agent."""


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


@dataclass(frozen=True, slots=True)
class CountInputs:
    """What counting a finished game reads before it writes: the server's season, the agent's
    strength (against an agent, ``None`` until its first counted game) and the players' rating
    rows, locked (``before``), with the per-opponent records they have (``records``)."""

    season: int
    strength: AgentStrength | None
    before: dict[tuple[str, str], RatingState]
    records: set[tuple[str, str, str]]


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


async def count_reads(
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


def pair_parameters(game: Game, now: datetime, rules: RatingRules) -> dict[str, Any]:
    """The parameters of the pair's daily cap count (``COUNT_PAIR`` of
    :mod:`storage.repos.results`) for ``game``, finished at ``now``."""
    return {"p_pair": pair_key(game), "p_day": day_of(now), "p_cap": rules.pair_daily_cap}

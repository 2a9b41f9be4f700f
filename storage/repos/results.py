"""Counting a finished game in its players' stats, inside the game's own transaction.

The prebuilt statements of that write sit here too: one read of the players' rating rows,
then the updates or inserts of ratings and per-opponent records, pipelined.
"""

from __future__ import annotations

from datetime import datetime
from typing import Final, cast

from sqlalchemy import Table, and_, bindparam, insert, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from domain.game import Game
from engine import Mark
from engine.tally import Tally
from storage.models import RatingRow, TallyRow
from storage.rating import RatingState
from storage.repos.game_statements import SEEN_PLAYER
from storage.sqlite import pipelined
from storage.stats import add_outcome, game_updates, opponent_key, scopes_of

RATINGS = cast(Table, RatingRow.__table__)
RECORDS = cast(Table, TallyRow.__table__)

SELECT_STATS: Final = (
    # The rating rows of a game's players (one or two) in its two scopes, each with whether
    # the record against this game's kind of opponent exists yet (it is the same kind for
    # every human of a game: the agent, or "people"). A record row never exists without its
    # rating row: both are written together.
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
        RATINGS.c.scope.in_([bindparam("p_scope_1"), bindparam("p_scope_2")]),
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


async def record_result(connection: AsyncConnection, game: Game, now: datetime) -> None:
    """Count a finished game in its players' stats (server and global), in this transaction.

    Runs after the guarded update, so it holds the write lock (SQLite) or reads with
    ``FOR UPDATE`` (PostgreSQL): the states it reads are the ones it replaces. One read (the
    players' rating rows, and which record rows exist), then the writes, pipelined: each must
    change exactly one row.
    """
    users = [u for u in (game.x.user_id, game.o.user_id) if u is not None]
    scopes = scopes_of(game)
    human = Mark.X if game.x.user_id is not None else Mark.O
    rows = await connection.execute(
        SELECT_STATS,
        {
            "p_user_1": users[0],
            "p_user_2": users[-1],
            "p_scope_1": scopes[0],
            "p_scope_2": scopes[1],
            "p_opponent": opponent_key(game, human),
        },
    )
    before: dict[tuple[str, str], RatingState] = {}
    records: set[tuple[str, str, str]] = set()
    for row in rows:
        before[row.user_id, row.scope] = RatingState(
            row.rating, row.games, row.wins, row.draws, row.losses, row.streak, row.best_streak
        )
        if row.record_opponent is not None:
            records.add((row.user_id, row.scope, row.record_opponent))
    changes = game_updates(game, lambda uid, scope: before.get((uid, scope), RatingState()))
    with pipelined(rowcount=1):
        for change in changes:
            state = change.state
            values = {
                "rating": state.rating,
                "games": state.games,
                "wins": state.wins,
                "draws": state.draws,
                "losses": state.losses,
                "streak": state.streak,
                "best_streak": state.best_streak,
            }
            if (change.user_id, change.scope) in before:
                await connection.execute(
                    UPDATE_RATING,
                    {f"p_{k}": v for k, v in values.items()}
                    | {"p_user_id": change.user_id, "p_scope": change.scope, "p_now": now},
                )
            else:
                await connection.execute(
                    INSERT_RATING,
                    values | {"user_id": change.user_id, "scope": change.scope, "updated_at": now},
                )
            counts = add_outcome(Tally(), change.outcome)
            delta = {"wins": counts.wins, "draws": counts.draws, "losses": counts.losses}
            key = {"user_id": change.user_id, "scope": change.scope, "opponent": change.opponent}
            if (change.user_id, change.scope, change.opponent) in records:
                await connection.execute(
                    BUMP_RECORD, {f"p_{k}": v for k, v in (key | delta).items()}
                )
            else:
                await connection.execute(INSERT_RECORD, key | delta)
        for user_id in users:
            await connection.execute(SEEN_PLAYER, {"p_user_id": user_id, "p_now": now})

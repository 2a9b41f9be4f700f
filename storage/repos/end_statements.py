"""The statements of a batch of games' ends on PostgreSQL (:mod:`storage.repos.end_batch`),
each one statement over arrays (``unnest``), prepared once:

* :data:`ENDS_IN_ONE_STATEMENT` — the games' guarded updates, move rows and transitions (as
  :data:`~storage.postgres.move_batch.MOVES_IN_ONE_STATEMENT`), freed slots and pair counts,
  returning what each game's count reads besides its players' ratings;
* :data:`LOCK_RATINGS` — the players' rating rows, locked in key order;
* :data:`RESULTS_IN_ONE_STATEMENT` — the stats' writes, one part (:class:`Part`) per statement a
  game alone sends (:data:`PARTS`), each returning how many rows it changed.

Every array is cast to its column's type and bound typed like it, so values convert as a single
row's would (aware times to naive UTC).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from sqlalchemy import (
    BigInteger,
    Boolean,
    Integer,
    TextualSelect,
    bindparam,
    text,
)

from domain.stats import FIRST_SEASON
from engine import Mark
from storage.models import PLAYERS, RATINGS, SEASONS
from storage.postgres.move_batch import (
    Field,
    batch_sql,
    bind_arrays,
    bound_arrays,
    fields_of,
    unnest_arrays,
)
from storage.repos.count_reads import PAIRS, RECORDS, STRENGTH_COLUMNS, STRENGTHS
from storage.repos.game_statements import GAMES, SEEN_PLAYER
from storage.repos.results import (
    ADD_STRENGTH,
    BUMP_RECORD,
    INSERT_RATING,
    INSERT_RECORD,
    SET_RATED_AGAINST,
    UPDATE_RATING,
)

PAIR_INPUT: Final = [
    ("game_id", GAMES.c.id),
    ("pair", PAIRS.c.pair),
    ("day", PAIRS.c.day),
    ("agent", STRENGTHS.c.agent),
]


def _ends_statement() -> TextualSelect:
    strength = ", ".join(
        f"CAST(sum(agent_strength.{name}) AS BIGINT) AS {name}" for name in STRENGTH_COLUMNS
    )
    sql = (
        batch_sql(returning="games.id, games.server_id", final=False)
        + ", freed AS (DELETE FROM active_slots WHERE active_slots.game_id IN"
        " (SELECT id FROM guarded))" + f", c AS (SELECT * FROM {unnest_arrays('c', PAIR_INPUT)})"
        ", counted AS (INSERT INTO rated_pairs (pair, day, games)"
        " SELECT c.pair, c.day, 1 FROM c WHERE c.game_id IN (SELECT id FROM guarded)"
        " ORDER BY c.pair, c.day"
        " ON CONFLICT (pair, day) DO UPDATE SET games = rated_pairs.games + 1"
        " WHERE rated_pairs.games < :p_cap"
        " RETURNING rated_pairs.pair, rated_pairs.day) "
        "SELECT guarded.id,"
        " (c.game_id IS NOT NULL AND EXISTS (SELECT 1 FROM counted"
        " WHERE counted.pair = c.pair AND counted.day = c.day)) AS counted,"
        " coalesce((SELECT max(seasons.number) FROM seasons"
        f" WHERE seasons.server_id = guarded.server_id), {FIRST_SEASON}) AS season, "
        + ", ".join(f"s.{name} AS strength_{name}" for name in STRENGTH_COLUMNS)
        + " FROM guarded LEFT JOIN c ON c.game_id = guarded.id"
        f" LEFT JOIN LATERAL (SELECT {strength} FROM agent_strength"
        " WHERE agent_strength.agent = c.agent) AS s ON true"
    )
    statement = bind_arrays(bound_arrays(text(sql)), {"c": PAIR_INPUT}).bindparams(
        bindparam("p_cap", type_=PAIRS.c.games.type)
    )
    return statement.columns(
        id=GAMES.c.id.type,
        counted=Boolean(),
        season=SEASONS.c.number.type,
        **{f"strength_{name}": BigInteger() for name in STRENGTH_COLUMNS},
    )


ENDS_IN_ONE_STATEMENT: Final = _ends_statement()
"""Several games' last moves (at most one per person) as one statement: the guarded updates,
move rows and transitions (as :data:`~storage.postgres.move_batch.MOVES_IN_ONE_STATEMENT`),
the freed slots and the rated games' pair counts (arrays ``c_*``: game, pair, day, agent; one
daily cap ``p_cap`` for all). Returns one row per game whose guard matched: ``id``,
``counted`` (its cap counted it), ``season`` (its server's) and ``strength_<column>`` (its
agent's, summed over the rows; null: none yet, or a duel)."""

WANTED: Final = [
    ("user_id", RATINGS.c.user_id),
    ("scope", RATINGS.c.scope),
    ("opponent", RECORDS.c.opponent),
]
LOCK_RATINGS: Final = bind_arrays(
    text(
        "SELECT player_ratings.*, player_records.opponent AS record_opponent"
        f" FROM {unnest_arrays('w', WANTED)}"
        " JOIN player_ratings ON player_ratings.user_id = w.user_id"
        " AND player_ratings.scope = w.scope"
        " LEFT JOIN player_records ON player_records.user_id = w.user_id"
        " AND player_records.scope = w.scope AND player_records.opponent = w.opponent"
        " ORDER BY player_ratings.user_id, player_ratings.scope"
        " FOR UPDATE OF player_ratings"
    ),
    {"w": WANTED},
).columns(*RATINGS.c, record_opponent=RECORDS.c.opponent.type)
"""The rating rows (arrays ``w_*``: person, scope, opponent) that exist, locked in key order
(two batches of two processes lock shared rows in the same order), each with whether its
record against ``opponent`` exists (``record_opponent``, null: not yet)."""

RATING_COLUMNS: Final = (
    "user_id",
    "scope",
    "rating",
    "games",
    "wins",
    "draws",
    "losses",
    "streak",
    "best_streak",
    "last_change",
    "updated_at",
)
RECORD_COLUMNS: Final = ("user_id", "scope", "opponent", "wins", "draws", "losses")
STRENGTH_KEY: Final = ("agent", "bucket")


@dataclass(frozen=True)
class Part:
    """One part of :data:`RESULTS_IN_ONE_STATEMENT`: its array prefix and fields, its SQL (a
    data-modifying statement reading ``FROM <unnest> AS <prefix>``), and how a write of the
    statement a game alone sends becomes one of its rows."""

    prefix: str
    fields: tuple[Field, ...]
    sql: str

    def row(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """The row of a game alone's write (its parameters, named as its statement names them:
        ``<column>`` for an insert, ``p_<column>`` otherwise; ``p_now`` is the time)."""
        values = {}
        for name, _column in self.fields:
            for key in (name, f"p_{name}"):
                if key in params:
                    values[name] = params[key]
                    break
            else:
                values[name] = params["p_now"]  # updated_at, last_seen
        return values


def _insert(prefix: str, table: Any, columns: Sequence[str], tail: str = "") -> Part:
    fields = tuple(fields_of(table, columns))
    names = ", ".join(columns)
    picked = ", ".join(f"{prefix}.{name}" for name in columns)
    sql = f"INSERT INTO {table.name} ({names}) SELECT {picked} FROM {unnest_arrays(prefix, fields)}"
    return Part(prefix, fields, sql + tail)


def _update(prefix: str, table: Any, key: Sequence[str], sets: Mapping[str, str]) -> Part:
    fields = tuple(fields_of(table, [*key, *sets]))
    assignments = ", ".join(f"{name} = {value}" for name, value in sets.items())
    where = " AND ".join(f"{table.name}.{name} = {prefix}.{name}" for name in key)
    rows = unnest_arrays(prefix, fields)
    sql = f"UPDATE {table.name} SET {assignments} FROM {rows} WHERE {where}"
    return Part(prefix, fields, sql)


def _rated_against(mark: Mark) -> Part:
    side = mark.value.lower()
    column = f"{side}_agent_rating"
    fields = (("id", GAMES.c.id), ("rating", GAMES.c[column]))
    sql = (
        f"UPDATE games SET {column} = {side}.rating"
        f" FROM {unnest_arrays(side, fields)} WHERE games.id = {side}.id"
    )
    return Part(side, fields, sql)


PARTS: Final[dict[int, Part]] = {
    id(INSERT_RATING): _insert("ri", RATINGS, RATING_COLUMNS),
    id(UPDATE_RATING): _update(
        "ru",
        RATINGS,
        ("user_id", "scope"),
        {name: f"ru.{name}" for name in RATING_COLUMNS[2:]},
    ),
    id(INSERT_RECORD): _insert("ci", RECORDS, RECORD_COLUMNS),
    id(BUMP_RECORD): _update(
        "cu",
        RECORDS,
        ("user_id", "scope", "opponent"),
        {name: f"player_records.{name} + cu.{name}" for name in ("wins", "draws", "losses")},
    ),
    id(ADD_STRENGTH["postgresql"]): _insert(
        "st",
        STRENGTHS,
        (*STRENGTH_KEY, *STRENGTH_COLUMNS),
        # One row per key (the batch adds its games up first), in key order: two batches of
        # two processes take the rows' locks in the same order.
        " ORDER BY st.agent, st.bucket ON CONFLICT (agent, bucket) DO UPDATE SET "
        + ", ".join(
            f"{name} = agent_strength.{name} + excluded.{name}" for name in STRENGTH_COLUMNS
        ),
    ),
    id(SET_RATED_AGAINST[Mark.X]): _rated_against(Mark.X),
    id(SET_RATED_AGAINST[Mark.O]): _rated_against(Mark.O),
    id(SEEN_PLAYER): _update("seen", PLAYERS, ("user_id",), {"last_seen": "seen.last_seen"}),
}
"""Each statement a game alone's stats write sends (:func:`add_result_writes`), by identity,
and the part of :data:`RESULTS_IN_ONE_STATEMENT` that writes it for a batch."""


def _results_statement() -> TextualSelect:
    parts = list(PARTS.values())
    ctes = ", ".join(f"{part.prefix}_done AS ({part.sql} RETURNING 1)" for part in parts)
    counts = ", ".join(
        f"(SELECT count(*) FROM {part.prefix}_done) AS {part.prefix}" for part in parts
    )
    arrays = {part.prefix: part.fields for part in parts}
    statement = bind_arrays(text(f"WITH {ctes} SELECT {counts}"), arrays)
    return statement.columns(**{part.prefix: Integer() for part in parts})


RESULTS_IN_ONE_STATEMENT: Final = _results_statement()
"""The stats writes of a batch of finished games as one statement, one part per statement of
:data:`PARTS` (an empty array writes nothing); returns how many rows each part changed."""

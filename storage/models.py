"""The database schema: SQLAlchemy 2 tables (Core), one module-level ``Table`` per table.

The Alembic migrations in :mod:`storage.migrations` create exactly these tables (tests check
that they agree). Times are stored as UTC; marks as ``"X"`` / ``"O"``; boards as the engine's
nine-character text (``"X...O...."``, cell 1 first).

Tables, not ORM classes: the repositories build the domain's types (:mod:`domain`) straight
from rows, so the ORM had nothing to map, and importing it cost every process about 55 ms of a
0.4 s start (sqlalchemy.orm 32 ms, the declarative classes 24 ms).
"""

from __future__ import annotations

from typing import Final

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    CheckConstraint,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    SmallInteger,
    String,
    Table,
    UniqueConstraint,
    text,
)

from domain.settings import DECLARED_SETTINGS
from storage.columns import (
    ID,
    METADATA,
    UTCDateTime,
    game_id,
    optional,
    player_id,
    required,
    serial,
)
from storage.setting_columns import FIRST_TABLE_SETTINGS, setting_columns

PLAYERS: Final = Table(
    "players",
    METADATA,
    Column("user_id", ID, primary_key=True),
    required("display_name", String(100)),
    required("first_seen", UTCDateTime()),
    required("last_seen", UTCDateTime()),
)
"""A person on a platform, known by the platform's user id."""


def _side_check(mark: str) -> CheckConstraint:
    """A side is a player or an agent, never both, never neither."""
    return CheckConstraint(
        f"({mark}_user_id IS NULL AND {mark}_agent IS NOT NULL)"
        f" OR ({mark}_user_id IS NOT NULL AND {mark}_agent IS NULL)",
        name=f"{mark}_side",
    )


GAMES_FILLFACTOR: Final = 80
"""Percent of a ``games`` page PostgreSQL fills with new rows. A move rewrites its game's row;
when no indexed column changes (only board, ply, version, times: see the indexes below) and the
new row fits in the same page, PostgreSQL writes no index entry at all (a heap-only tuple).
The room left is for those rewrites. SQLite ignores it."""

GAMES: Final = Table(
    "games",
    METADATA,
    serial(),
    required("server_id", ID),
    required("channel_id", ID),
    player_id("x_user_id", nullable=True),
    optional("x_agent", String(64)),
    optional("x_agent_version", String(64)),
    optional("x_agent_rating", Float),
    player_id("o_user_id", nullable=True),
    optional("o_agent", String(64)),
    optional("o_agent_version", String(64)),
    optional("o_agent_rating", Float),
    required("status", String(16)),
    optional("winner", String(1)),
    required("board", String(9)),
    required("to_move", String(1)),
    required("ply", SmallInteger),
    required("version", Integer),
    required("created_at", UTCDateTime()),
    required("updated_at", UTCDateTime()),
    optional("finished_at", UTCDateTime()),
    optional("message_id", ID),
    _side_check("x"),
    _side_check("o"),
    CheckConstraint("status IN ('active', 'won', 'drawn', 'resigned', 'abandoned')", name="status"),
    CheckConstraint("winner IS NULL OR winner IN ('X', 'O')", name="winner"),
    CheckConstraint("to_move IN ('X', 'O')", name="to_move"),
    CheckConstraint("ply BETWEEN 0 AND 9", name="ply"),
    Index(None, "server_id", "channel_id", "status"),
    # The idle sweep's: active games, then their age. Not (status, updated_at): no index may
    # hold a column that every move changes (see GAMES_FILLFACTOR).
    Index(None, "status"),
    # History: a player's games in a server, newest first (/ttt history); also
    # every lookup by player alone (the foreign keys').
    Index(None, "x_user_id", "server_id", "id"),
    Index(None, "o_user_id", "server_id", "id"),
    # The website: a server's newest games (neither column changes after the insert).
    Index(None, "server_id", "id"),
    # PostgreSQL's fillfactor: declare_postgresql_options.
)
"""One game, its current position and, once over, its result.

``version`` grows by one with every write that changes the game; writers guard their
``UPDATE`` with the version they read, so two concurrent moves cannot both apply."""

GUARD_COLUMNS: Final = (
    "board",
    "to_move",
    "ply",
    "status",
    "winner",
    "version",
    "updated_at",
    "finished_at",
)
"""The columns of a game's row a move (or a game's end) sets: the one list every form of the
guarded update is built from (:data:`storage.repos.game_statements.GUARDED_UPDATE`,
:data:`storage.postgres.move_batch.MOVES_IN_ONE_STATEMENT`), each bound as ``p_<column>``
(:func:`storage.repos.game_writes.guard_parameters`)."""

ACTIVE_SLOTS: Final = Table(
    "active_slots",
    METADATA,
    Column("server_id", ID, primary_key=True),
    Column("channel_id", ID, primary_key=True),
    player_id("user_id", primary_key=True),
    game_id("game_id", index=True),
)
"""A person's one active game in a channel: the database's own guard of the rule "one game
per person per channel" (unless the server allows several, when no slot is taken).

The slot is inserted in the transaction that creates the game (or accepts the duel) and
deleted by the write that ends it, so two processes racing to start games for one person
cannot both succeed: the second insert violates the primary key."""

MOVES: Final = Table(
    "moves",
    METADATA,
    serial(),
    game_id("game_id"),
    required("ply", SmallInteger),
    required("side", String(1)),
    required("cell", SmallInteger),
    required("board_before", String(9)),
    required("played_at", UTCDateTime()),
    UniqueConstraint("game_id", "ply"),
    CheckConstraint("cell BETWEEN 1 AND 9", name="cell"),
    CheckConstraint("side IN ('X', 'O')", name="side"),
)
"""One move of one game; ``ply`` counts the moves played before it (0 for the first)."""

TRANSITIONS: Final = Table(
    "transitions",
    METADATA,
    serial(),
    game_id("game_id"),
    required("ply", SmallInteger),
    required("side", String(1)),
    required("state", String(9)),
    required("action", SmallInteger),
    required("after_state", String(9)),
    required("next_state", String(9)),
    required("reward", Float),
    required("done", Boolean),
    required("decider_kind", String(8)),
    # The agent's name, or the human's user id.
    required("decider", String(64)),
    optional("decider_version", String(64)),
    required("created_at", UTCDateTime()),
    # The agent whose promoted version this transition trained (``tttbot retrain``), and that
    # version; ``NULL`` while no promoted version used the transition.
    optional("trained_agent", String(64)),
    optional("trained_version", String(64)),
    # An agent's decision: the probability its policy gave the cell it played (the
    # retraining gate's off-policy estimate). ``NULL`` for people and for rows logged before.
    optional("probability", Float),
    UniqueConstraint("game_id", "ply"),
    CheckConstraint("decider_kind IN ('agent', 'human')", name="decider_kind"),
    CheckConstraint("action BETWEEN 1 AND 9", name="action"),
    Index(None, "trained_version"),
)
"""One decision of a human-vs-agent game, as a Q-learning replay needs it.

``state`` is the board the decider saw, ``action`` the cell it played, ``after_state`` the
board right after that move (seed 000's "next state"), ``next_state`` the board at the same
side's next decision, or the final board when ``done``. ``reward`` is +1 / -1 / 0 from the
decider's view on the decision that ended its game, 0 before."""

RATINGS: Final = Table(
    "player_ratings",
    METADATA,
    player_id("user_id", primary_key=True),
    Column("scope", ID, primary_key=True),
    required("rating", Float),
    required("games", Integer),
    required("wins", Integer),
    required("draws", Integer),
    required("losses", Integer),
    required("streak", Integer),
    required("best_streak", Integer),
    required("updated_at", UTCDateTime()),
    # The rating change of the last rated game (shown on the finished board).
    required("last_change", Float, server_default=text("0")),
    Index(None, "scope", "rating"),
)
"""A player's overall record, Elo rating and streaks in one scope (a server, or ``*``)."""

TALLIES: Final = Table(
    "player_records",
    METADATA,
    player_id("user_id", primary_key=True),
    Column("scope", ID, primary_key=True),
    Column("opponent", String(80), primary_key=True),
    required("wins", Integer),
    required("draws", Integer),
    required("losses", Integer),
)
"""A player's W/D/L against one kind of opponent (``agent:<name>`` or ``people``)."""

SERVER_SETTINGS: Final = Table(
    "server_settings",
    METADATA,
    Column("server_id", ID, primary_key=True),
    *setting_columns(DECLARED_SETTINGS[:FIRST_TABLE_SETTINGS]),
    optional("updated_by", ID),
    required("updated_at", UTCDateTime()),
    *setting_columns(DECLARED_SETTINGS[FIRST_TABLE_SETTINGS:]),
)
"""A server's choices; a ``NULL`` means "the bot's default"."""

AGENT_VERSIONS: Final = Table(
    "agent_versions",
    METADATA,
    serial(),
    required("name", String(64)),
    required("version", String(64)),
    optional("weights_sha256", String(64)),
    optional("metrics", JSON),
    required("created_at", UTCDateTime()),
    required("promoted", Boolean),
    optional("promoted_at", UTCDateTime()),
    # The version a retrained version was fine-tuned from.
    optional("parent_version", String(64)),
    # When a rollback took this version out of service.
    optional("rolled_back_at", UTCDateTime()),
    UniqueConstraint("name", "version"),
)
"""One trained version of an agent: weights checksum, measured metrics, promotion."""

PENDING_ONLY: Final = "status = 'pending'"
"""The predicate of the partial index on pending challenges (the same on both databases)."""

CHALLENGES: Final = Table(
    "challenges",
    METADATA,
    serial(),
    required("server_id", ID),
    required("channel_id", ID),
    player_id("challenger_id"),
    player_id("opponent_id"),
    required("first", String(8)),
    required("status", String(10)),
    required("created_at", UTCDateTime()),
    required("expires_at", UTCDateTime()),
    optional("answered_at", UTCDateTime()),
    optional("game_id", Integer, ForeignKey("games.id")),
    # The chat message that shows the invitation (edited closed when the challenge expires).
    optional("message_id", String(64)),
    # The two people, sorted and joined by a space (challenge_pair): the key of the
    # one-pending-challenge-per-pair index, the same whoever challenged whom.
    required("pair", String(130)),
    # Rematch: the finished duel this invitation asks to replay; accepting it claims
    # that game's one rematch (REMATCHES).
    optional("rematch_of", Integer),
    CheckConstraint("status IN ('pending', 'accepted', 'declined', 'expired')", name="status"),
    Index(None, "server_id", "challenger_id", "created_at"),
    Index(None, "status", "expires_at"),
    # At most one pending challenge per pair of people in a server, whoever challenged.
    # Its PostgreSQL predicate is added by declare_postgresql_options().
    Index(
        "uq_challenges_pending_pair",
        "server_id",
        "pair",
        unique=True,
        sqlite_where=text(PENDING_ONLY),
    ),
)
"""A duel offer from one member to another, answered within a time limit."""

REMATCHES: Final = Table(
    "rematches",
    METADATA,
    game_id("game_id", primary_key=True),
    game_id("rematch_id"),
    required("created_at", UTCDateTime()),
)
"""Rematch: the one rematch of a finished game. Inserted in the transaction that
creates the rematch game (or accepts the rematch duel), so a rematch button clicked twice, by
one process or two, starts one game: the second insert meets the primary key."""

SEASONS: Final = Table(
    "seasons",
    METADATA,
    Column("server_id", ID, primary_key=True),
    Column("number", Integer, primary_key=True, autoincrement=False),
    required("started_at", UTCDateTime()),
    optional("started_by", ID),
)
"""A season a server's admin started; season 1 is implicit, from the start."""

STRENGTH_BUCKETS: Final = 16
"""How many rows an agent's strength is spread over (a finished game adds to the row of its id
modulo this): every rated game's last transaction adds to its agent's strength and holds that
row's lock until it commits, so with one row per agent the ends of all games against an agent,
in every server and process, would wait for each other. Readers add the rows up."""

AGENT_STRENGTH: Final = Table(
    "agent_strength",
    METADATA,
    Column("agent", String(64), primary_key=True),
    required("games", Integer),
    required("wins", Integer),
    required("draws", Integer),
    required("losses", Integer),
    required("people_rating_sum", BigInteger),
    Column("bucket", SmallInteger, primary_key=True, autoincrement=False),
)
"""An agent's results against people and the sum of their ratings: what its
measured rating is computed from. Whole numbers only, bumped by each rated game; the agent's
strength is the sum of its rows (:data:`STRENGTH_BUCKETS`)."""

RATED_PAIRS: Final = Table(
    "rated_pairs",
    METADATA,
    Column("pair", String(160), primary_key=True),
    Column("day", String(10), primary_key=True),
    required("games", Integer),
)
"""Rated games of one pair of opponents on one UTC day (the daily cap, held by the
database across processes)."""


def challenge_pair(one: str, other: str) -> str:
    """The ``pair`` of a challenge between two user ids (ids never contain a space)."""
    return " ".join(sorted((one, other)))


def declare_postgresql_options() -> None:
    """Give the partial index its PostgreSQL predicate (``postgresql_where``) and ``games`` its
    fillfactor (``postgresql_with``, :data:`GAMES_FILLFACTOR`); idempotent.

    Declared here rather than in the Index itself because naming a dialect option imports that
    dialect: a SQLite process would load SQLAlchemy's PostgreSQL dialect (150 ms) for
    nothing. :func:`storage.db.create_engine` calls this for every PostgreSQL engine, before
    any DDL or schema comparison can read the index.
    """
    for index in CHALLENGES.indexes:
        if index.name == "uq_challenges_pending_pair":
            index.dialect_options["postgresql"]["where"] = text(PENDING_ONLY)
    GAMES.dialect_options["postgresql"]["with"] = {"fillfactor": GAMES_FILLFACTOR}


# The tables kept beside their functions (the fleet's; the public posts' limit; the linked
# roles' tokens); imported here so that METADATA, and so Alembic, always knows them.
import storage.fleet_tables  # noqa: E402
import storage.role_links  # noqa: E402, F401
from storage.public_posts import CLAIM_PUBLIC_POST, PUBLIC_POSTS  # noqa: E402, F401

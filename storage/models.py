"""The database schema as typed SQLAlchemy 2 ORM models.

The Alembic migrations in :mod:`storage.migrations` create exactly these tables (a test checks
that they agree). Times are stored as UTC; marks as ``"X"`` / ``"O"``; boards as the engine's
nine-character text (``"X...O...."``, cell 1 first).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Final

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    SmallInteger,
    String,
    Table,
    UniqueConstraint,
    text,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

ID = String(64)
"""Platform ids (Discord snowflakes are up to 20 digits; the console uses short words)."""


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp stored as naive UTC and always read back as an aware UTC ``datetime``.

    SQLite has no time zones, PostgreSQL's ``timestamp`` neither: storing naive UTC everywhere
    keeps comparisons and ordering identical on both.
    """

    impl = DateTime(timezone=False)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError(f"refusing a naive datetime {value!r}: pass an aware UTC time")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        return None if value is None else value.replace(tzinfo=UTC)


class Base(DeclarativeBase):
    """Declarative base with stable constraint names (Alembic needs them to alter tables)."""

    metadata = MetaData(
        naming_convention={
            "ix": "ix_%(table_name)s_%(column_0_N_name)s",
            "uq": "uq_%(table_name)s_%(column_0_N_name)s",
            "ck": "ck_%(table_name)s_%(constraint_name)s",
            "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
            "pk": "pk_%(table_name)s",
        }
    )
    type_annotation_map: Final[dict[Any, Any]] = {datetime: UTCDateTime()}


class PlayerRow(Base):
    """A person on a platform, known by the platform's user id."""

    __tablename__ = "players"

    user_id: Mapped[str] = mapped_column(ID, primary_key=True)
    display_name: Mapped[str] = mapped_column(String(100))
    first_seen: Mapped[datetime]
    last_seen: Mapped[datetime]


def _side_check(mark: str) -> CheckConstraint:
    """A side is a player or an agent, never both, never neither."""
    return CheckConstraint(
        f"({mark}_user_id IS NULL AND {mark}_agent IS NOT NULL)"
        f" OR ({mark}_user_id IS NOT NULL AND {mark}_agent IS NULL)",
        name=f"{mark}_side",
    )


class GameRow(Base):
    """One game, its current position and, once over, its result.

    ``version`` grows by one with every write that changes the game; writers guard their
    ``UPDATE`` with the version they read, so two concurrent moves cannot both apply.
    """

    __tablename__ = "games"
    __table_args__ = (
        _side_check("x"),
        _side_check("o"),
        CheckConstraint(
            "status IN ('active', 'won', 'drawn', 'resigned', 'abandoned')", name="status"
        ),
        CheckConstraint("winner IS NULL OR winner IN ('X', 'O')", name="winner"),
        CheckConstraint("to_move IN ('X', 'O')", name="to_move"),
        CheckConstraint("ply BETWEEN 0 AND 9", name="ply"),
        Index(None, "server_id", "channel_id", "status"),
        Index(None, "status", "updated_at"),
        Index(None, "x_user_id"),
        Index(None, "o_user_id"),
        # Issue 15, history: a player's games in a server, newest first (/ttt history).
        Index(None, "x_user_id", "server_id", "id"),
        Index(None, "o_user_id", "server_id", "id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    server_id: Mapped[str] = mapped_column(ID)
    channel_id: Mapped[str] = mapped_column(ID)
    x_user_id: Mapped[str | None] = mapped_column(ForeignKey("players.user_id"))
    x_agent: Mapped[str | None] = mapped_column(String(64))
    x_agent_version: Mapped[str | None] = mapped_column(String(64))
    x_agent_rating: Mapped[float | None] = mapped_column(Float)
    o_user_id: Mapped[str | None] = mapped_column(ForeignKey("players.user_id"))
    o_agent: Mapped[str | None] = mapped_column(String(64))
    o_agent_version: Mapped[str | None] = mapped_column(String(64))
    o_agent_rating: Mapped[float | None] = mapped_column(Float)
    status: Mapped[str] = mapped_column(String(16))
    winner: Mapped[str | None] = mapped_column(String(1))
    board: Mapped[str] = mapped_column(String(9))
    to_move: Mapped[str] = mapped_column(String(1))
    ply: Mapped[int] = mapped_column(SmallInteger)
    version: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]
    finished_at: Mapped[datetime | None]
    message_id: Mapped[str | None] = mapped_column(ID)


class ActiveSlotRow(Base):
    """A person's one active game in a channel: the database's own guard of the rule "one
    game per person per channel" (unless the server allows several, when no slot is taken).

    The slot is inserted in the transaction that creates the game (or accepts the duel) and
    deleted by the write that ends it, so two processes racing to start games for one person
    cannot both succeed: the second insert violates the primary key.
    """

    __tablename__ = "active_slots"

    server_id: Mapped[str] = mapped_column(ID, primary_key=True)
    channel_id: Mapped[str] = mapped_column(ID, primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("players.user_id"), primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)


class MoveRow(Base):
    """One move of one game; ``ply`` counts the moves played before it (0 for the first)."""

    __tablename__ = "moves"
    __table_args__ = (
        UniqueConstraint("game_id", "ply"),
        CheckConstraint("cell BETWEEN 1 AND 9", name="cell"),
        CheckConstraint("side IN ('X', 'O')", name="side"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    ply: Mapped[int] = mapped_column(SmallInteger)
    side: Mapped[str] = mapped_column(String(1))
    cell: Mapped[int] = mapped_column(SmallInteger)
    board_before: Mapped[str] = mapped_column(String(9))
    played_at: Mapped[datetime]


class TransitionRow(Base):
    """One decision of a human-vs-agent game, as a Q-learning replay needs it.

    ``state`` is the board the decider saw, ``action`` the cell it played, ``after_state`` the
    board right after that move (seed 000's "next state"), ``next_state`` the board at the same
    side's next decision, or the final board when ``done``. ``reward`` is +1 / -1 / 0 from the
    decider's view on the decision that ended its game, 0 before.
    """

    __tablename__ = "transitions"
    __table_args__ = (
        UniqueConstraint("game_id", "ply"),
        CheckConstraint("decider_kind IN ('agent', 'human')", name="decider_kind"),
        CheckConstraint("action BETWEEN 1 AND 9", name="action"),
        Index(None, "trained_version"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    ply: Mapped[int] = mapped_column(SmallInteger)
    side: Mapped[str] = mapped_column(String(1))
    state: Mapped[str] = mapped_column(String(9))
    action: Mapped[int] = mapped_column(SmallInteger)
    after_state: Mapped[str] = mapped_column(String(9))
    next_state: Mapped[str] = mapped_column(String(9))
    reward: Mapped[float] = mapped_column(Float)
    done: Mapped[bool] = mapped_column(Boolean)
    decider_kind: Mapped[str] = mapped_column(String(8))
    decider: Mapped[str] = mapped_column(String(64))
    """The agent's name, or the human's user id."""
    decider_version: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime]
    trained_agent: Mapped[str | None] = mapped_column(String(64))
    """The agent whose promoted version this transition trained (``tttbot retrain``)."""
    trained_version: Mapped[str | None] = mapped_column(String(64))
    """That version; ``NULL`` while no promoted version used the transition."""
    probability: Mapped[float | None] = mapped_column(Float, nullable=True)
    """An agent's decision: the probability its policy gave the cell it played (issue 11; the
    retraining gate's off-policy estimate). ``NULL`` for people and for rows logged before."""


class RatingRow(Base):
    """A player's overall record, Elo rating and streaks in one scope (a server, or ``*``)."""

    __tablename__ = "player_ratings"
    __table_args__ = (Index(None, "scope", "rating"),)

    user_id: Mapped[str] = mapped_column(ForeignKey("players.user_id"), primary_key=True)
    scope: Mapped[str] = mapped_column(ID, primary_key=True)
    rating: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer)
    wins: Mapped[int] = mapped_column(Integer)
    draws: Mapped[int] = mapped_column(Integer)
    losses: Mapped[int] = mapped_column(Integer)
    streak: Mapped[int] = mapped_column(Integer)
    best_streak: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime]
    last_change: Mapped[float] = mapped_column(Float, server_default=text("0"))
    """The rating change of the last rated game (issue 15: shown on the finished board)."""


class TallyRow(Base):
    """A player's W/D/L against one kind of opponent (``agent:<name>`` or ``people``)."""

    __tablename__ = "player_records"

    user_id: Mapped[str] = mapped_column(ForeignKey("players.user_id"), primary_key=True)
    scope: Mapped[str] = mapped_column(ID, primary_key=True)
    opponent: Mapped[str] = mapped_column(String(80), primary_key=True)
    wins: Mapped[int] = mapped_column(Integer)
    draws: Mapped[int] = mapped_column(Integer)
    losses: Mapped[int] = mapped_column(Integer)


class ServerSettingsRow(Base):
    """A server's choices; a ``NULL`` means "the bot's default"."""

    __tablename__ = "server_settings"

    server_id: Mapped[str] = mapped_column(ID, primary_key=True)
    agent: Mapped[str | None] = mapped_column(String(64))
    allowed_channels: Mapped[list[str] | None] = mapped_column(JSON)
    multiple_games: Mapped[bool | None] = mapped_column(Boolean)
    move_timeout_s: Mapped[int | None] = mapped_column(Integer)
    challenge_cooldown_s: Mapped[int | None] = mapped_column(Integer)
    updated_by: Mapped[str | None] = mapped_column(ID)
    updated_at: Mapped[datetime]
    language: Mapped[str | None] = mapped_column(String(16))
    """The catalog code of the server's public messages; ``NULL``: Discord's server locale."""
    # Issue 15 item 1 (fair level):
    fair_target: Mapped[int | None] = mapped_column(Integer)
    """Whole percent of games a member should win against the fair level; ``NULL``: 40."""
    # Issue 15, front (migration 0010): post limit, allowed roles, looks.
    public_posts_per_minute: Mapped[int | None] = mapped_column(Integer)
    allowed_roles: Mapped[list[str] | None] = mapped_column(JSON)
    x_emoji: Mapped[str | None] = mapped_column(String(100))
    o_emoji: Mapped[str | None] = mapped_column(String(100))
    embed_colour: Mapped[int | None] = mapped_column(Integer)


class AgentVersionRow(Base):
    """One trained version of an agent: weights checksum, measured metrics, promotion."""

    __tablename__ = "agent_versions"
    __table_args__ = (UniqueConstraint("name", "version"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(64))
    version: Mapped[str] = mapped_column(String(64))
    weights_sha256: Mapped[str | None] = mapped_column(String(64))
    metrics: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    created_at: Mapped[datetime]
    promoted: Mapped[bool] = mapped_column(Boolean)
    promoted_at: Mapped[datetime | None]
    parent_version: Mapped[str | None] = mapped_column(String(64))
    """The version a retrained version was fine-tuned from."""
    rolled_back_at: Mapped[datetime | None]
    """When a rollback took this version out of service."""


PENDING_ONLY: Final = "status = 'pending'"
"""The predicate of the partial index on pending challenges (the same on both databases)."""


class ChallengeRow(Base):
    """A duel offer from one member to another, answered within a time limit."""

    __tablename__ = "challenges"
    __table_args__ = (
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

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    server_id: Mapped[str] = mapped_column(ID)
    channel_id: Mapped[str] = mapped_column(ID)
    challenger_id: Mapped[str] = mapped_column(ForeignKey("players.user_id"))
    opponent_id: Mapped[str] = mapped_column(ForeignKey("players.user_id"))
    first: Mapped[str] = mapped_column(String(8))
    status: Mapped[str] = mapped_column(String(10))
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime]
    answered_at: Mapped[datetime | None]
    game_id: Mapped[int | None] = mapped_column(ForeignKey("games.id"))
    message_id: Mapped[str | None] = mapped_column(String(64))
    """The chat message that shows the invitation (edited closed when the challenge expires)."""
    pair: Mapped[str] = mapped_column(String(130))
    """The two people, sorted and joined by a space (:func:`challenge_pair`): the key of the
    one-pending-challenge-per-pair index, the same whoever challenged whom."""
    rematch_of: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """Issue 15, rematch: the finished duel this invitation asks to replay; accepting it claims
    that game's one rematch (:class:`RematchRow`)."""


class RematchRow(Base):
    """Issue 15, rematch: the one rematch of a finished game. Inserted in the transaction that
    creates the rematch game (or accepts the rematch duel), so a rematch button clicked twice,
    by one process or two, starts one game: the second insert meets the primary key."""

    __tablename__ = "rematches"

    game_id: Mapped[int] = mapped_column(
        ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    rematch_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    created_at: Mapped[datetime]


class SeasonRow(Base):
    """A season a server's admin started (issue 15); season 1 is implicit, from the start."""

    __tablename__ = "seasons"

    server_id: Mapped[str] = mapped_column(ID, primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    started_at: Mapped[datetime]
    started_by: Mapped[str | None] = mapped_column(ID)


class AgentStrengthRow(Base):
    """An agent's results against people and the sum of their ratings (issue 15): what its
    measured rating is computed from. Whole numbers only, bumped by each rated game."""

    __tablename__ = "agent_strength"

    agent: Mapped[str] = mapped_column(String(64), primary_key=True)
    games: Mapped[int] = mapped_column(Integer)
    wins: Mapped[int] = mapped_column(Integer)
    draws: Mapped[int] = mapped_column(Integer)
    losses: Mapped[int] = mapped_column(Integer)
    people_rating_sum: Mapped[int] = mapped_column(BigInteger)


class RatedPairRow(Base):
    """Rated games of one pair of opponents on one UTC day (issue 15: the daily cap, held by
    the database across processes)."""

    __tablename__ = "rated_pairs"

    pair: Mapped[str] = mapped_column(String(160), primary_key=True)
    day: Mapped[str] = mapped_column(String(10), primary_key=True)
    games: Mapped[int] = mapped_column(Integer)


def challenge_pair(one: str, other: str) -> str:
    """The :attr:`ChallengeRow.pair` of two user ids (ids never contain a space)."""
    return " ".join(sorted((one, other)))


def declare_postgresql_options() -> None:
    """Give the partial index its PostgreSQL predicate (``postgresql_where``); idempotent.

    Declared here rather than in the Index itself because naming a dialect option imports that
    dialect: a SQLite process would load SQLAlchemy's PostgreSQL dialect (150 ms) for nothing
    (issue 16). :func:`storage.db.create_engine` calls this for every PostgreSQL engine, before
    any DDL or schema comparison can read the index.
    """
    table: Table = ChallengeRow.__table__  # type: ignore[assignment]  # declarative: a Table
    for index in table.indexes:
        if index.name == "uq_challenges_pending_pair":
            index.dialect_options["postgresql"]["where"] = text(PENDING_ONLY)


# The fleet tables (identify slots, weights blobs, serving generation) live beside their
# functions; imported here so that Base.metadata, and so Alembic, always knows them.
import storage.fleet  # noqa: E402, F401


class PublicPostRow(Base):
    """One public message (a board) the bot posted for a member: what the per-member limit on
    public posts counts (issue 15). Rows older than the limit's window are deleted as the
    member posts again, so the table stays small."""

    __tablename__ = "public_posts"
    __table_args__ = (Index(None, "server_id", "user_id", "posted_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    server_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    """A Discord member; no player row needed (a refused command must not create one)."""
    posted_at: Mapped[datetime]

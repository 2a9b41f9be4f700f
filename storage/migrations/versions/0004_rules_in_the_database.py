"""Rules held by the database, so they hold across processes: one active game per person per
channel, and one pending challenge per pair of people in a server.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-24

* ``active_slots`` (server, channel, user → game): inserted with a game that must be the
  person's only one in the channel, deleted when it ends. Filled here from the active games
  (one slot per person and channel: where a server allowed several games, the oldest).
* ``challenges.pair``: the two user ids, sorted and joined by a space, with a partial unique
  index over pending challenges. Existing rows get their pair; a second pending challenge of
  one pair (possible before this revision) is marked expired, keeping the oldest.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "active_slots",
        sa.Column("server_id", sa.String(length=64), nullable=False),
        sa.Column("channel_id", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.String(length=64), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_active_slots_game_id_games"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["players.user_id"], name=op.f("fk_active_slots_user_id_players")
        ),
        sa.PrimaryKeyConstraint("server_id", "channel_id", "user_id", name=op.f("pk_active_slots")),
    )
    op.create_index(op.f("ix_active_slots_game_id"), "active_slots", ["game_id"], unique=False)
    _fill_slots()

    with op.batch_alter_table("challenges") as batch:
        batch.add_column(sa.Column("pair", sa.String(length=130), nullable=True))
    _fill_pairs()
    with op.batch_alter_table("challenges") as batch:
        batch.alter_column("pair", existing_type=sa.String(length=130), nullable=False)
    op.create_index(
        "uq_challenges_pending_pair",
        "challenges",
        ["server_id", "pair"],
        unique=True,
        sqlite_where=sa.text("status = 'pending'"),
        postgresql_where=sa.text("status = 'pending'"),
    )


def downgrade() -> None:
    op.drop_index("uq_challenges_pending_pair", table_name="challenges")
    with op.batch_alter_table("challenges") as batch:
        batch.drop_column("pair")
    op.drop_index(op.f("ix_active_slots_game_id"), table_name="active_slots")
    op.drop_table("active_slots")


# Plain SQL that SQLite and PostgreSQL both run (and that renders in offline mode).
FILL_SLOTS = """
INSERT INTO active_slots (server_id, channel_id, user_id, game_id)
SELECT server_id, channel_id, user_id, MIN(game_id) FROM (
    SELECT id AS game_id, server_id, channel_id, x_user_id AS user_id
    FROM games WHERE status = 'active' AND x_user_id IS NOT NULL
    UNION ALL
    SELECT id AS game_id, server_id, channel_id, o_user_id AS user_id
    FROM games WHERE status = 'active' AND o_user_id IS NOT NULL
) AS sides
GROUP BY server_id, channel_id, user_id
"""

FILL_PAIRS = """
UPDATE challenges SET pair = CASE
    WHEN challenger_id < opponent_id THEN challenger_id || ' ' || opponent_id
    ELSE opponent_id || ' ' || challenger_id
END
"""

EXPIRE_DUPLICATE_PENDING = """
UPDATE challenges SET status = 'expired'
WHERE status = 'pending' AND EXISTS (
    SELECT 1 FROM challenges AS older
    WHERE older.server_id = challenges.server_id AND older.pair = challenges.pair
      AND older.status = 'pending' AND older.id < challenges.id
)
"""


def _fill_slots() -> None:
    op.execute(FILL_SLOTS)


def _fill_pairs() -> None:
    op.execute(FILL_PAIRS)
    op.execute(EXPIRE_DUPLICATE_PENDING)

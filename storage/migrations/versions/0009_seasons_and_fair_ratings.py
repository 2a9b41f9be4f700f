"""Standings: seasons per server, each agent's measured strength against people, the
daily cap of rated games per pair, and the last rating change of each rating row.

Existing server ratings become season 1 of their server (a copy of the ``<server>`` rows as
``<server>@1``); channel boards start with the games finished from now on (``tttbot db
rebuild-stats`` fills them from the games table, under the current rules).

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "seasons",
        sa.Column("server_id", sa.String(length=64), nullable=False),
        sa.Column("number", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=False), nullable=False),
        sa.Column("started_by", sa.String(length=64), nullable=True),
        sa.PrimaryKeyConstraint("server_id", "number", name=op.f("pk_seasons")),
    )
    op.create_table(
        "agent_strength",
        sa.Column("agent", sa.String(length=64), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("draws", sa.Integer(), nullable=False),
        sa.Column("losses", sa.Integer(), nullable=False),
        sa.Column("people_rating_sum", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("agent", name=op.f("pk_agent_strength")),
    )
    op.create_table(
        "rated_pairs",
        sa.Column("pair", sa.String(length=160), nullable=False),
        sa.Column("day", sa.String(length=10), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("pair", "day", name=op.f("pk_rated_pairs")),
    )
    with op.batch_alter_table("player_ratings") as batch:
        batch.add_column(
            sa.Column("last_change", sa.Float(), server_default=sa.text("0"), nullable=False)
        )
    # Season 1 of every server is what its all-time ratings say so far.
    op.execute(
        "INSERT INTO player_ratings (user_id, scope, rating, games, wins, draws, losses, streak,"
        " best_streak, updated_at, last_change)"
        " SELECT user_id, scope || '@1', rating, games, wins, draws, losses, streak, best_streak,"
        " updated_at, 0 FROM player_ratings WHERE scope <> '*' AND scope NOT LIKE '%@%'"
    )


def downgrade() -> None:
    op.execute("DELETE FROM player_ratings WHERE scope LIKE '%@%'")
    with op.batch_alter_table("player_ratings") as batch:
        batch.drop_column("last_change")
    op.drop_table("rated_pairs")
    op.drop_table("agent_strength")
    op.drop_table("seasons")

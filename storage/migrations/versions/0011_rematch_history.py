"""Rematch and history: the one rematch of each finished game (``rematches``), the
game a duel invitation asks to replay (``challenges.rematch_of``), and the indexes of a
player's recent games in a server (``/ttt history``).

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "rematches",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("rematch_id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=False), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_rematches_game_id_games"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["rematch_id"],
            ["games.id"],
            name=op.f("fk_rematches_rematch_id_games"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("game_id", name=op.f("pk_rematches")),
    )
    with op.batch_alter_table("challenges") as batch:
        batch.add_column(sa.Column("rematch_of", sa.Integer(), nullable=True))
    op.create_index(
        op.f("ix_games_x_user_id_server_id_id"), "games", ["x_user_id", "server_id", "id"]
    )
    op.create_index(
        op.f("ix_games_o_user_id_server_id_id"), "games", ["o_user_id", "server_id", "id"]
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_games_o_user_id_server_id_id"), table_name="games")
    op.drop_index(op.f("ix_games_x_user_id_server_id_id"), table_name="games")
    # SQLite rebuilds the table to drop a column; the partial index is set aside around it so
    # that it comes back with its WHERE clause.
    op.drop_index("uq_challenges_pending_pair", table_name="challenges")
    with op.batch_alter_table("challenges") as batch:
        batch.drop_column("rematch_of")
    op.create_index(
        "uq_challenges_pending_pair",
        "challenges",
        ["server_id", "pair"],
        unique=True,
        sqlite_where=sa.text("status = 'pending'"),
        postgresql_where=sa.text("status = 'pending'"),
    )
    op.drop_table("rematches")

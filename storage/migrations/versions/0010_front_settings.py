"""Per-member limit on public posts, allowed roles and looks per server.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-24

* ``server_settings.public_posts_per_minute``: public boards one member may make the bot post
  per minute (``0``: no limit; ``NULL``: the bot's default).
* ``server_settings.allowed_roles``: role ids whose members may play (``NULL``/empty: all).
* ``server_settings.x_emoji`` / ``o_emoji``: what the marks look like on boards.
* ``server_settings.embed_colour``: the colour of boards in play (``0xRRGGBB``).
* ``public_posts``: one row per public post, what the limit counts, across processes.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("server_settings") as batch:
        batch.add_column(sa.Column("public_posts_per_minute", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("allowed_roles", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("x_emoji", sa.String(length=100), nullable=True))
        batch.add_column(sa.Column("o_emoji", sa.String(length=100), nullable=True))
        batch.add_column(sa.Column("embed_colour", sa.Integer(), nullable=True))
    op.create_table(
        "public_posts",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("server_id", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.String(length=64), nullable=False),
        sa.Column("posted_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_public_posts")),
    )
    op.create_index(
        op.f("ix_public_posts_server_id_user_id_posted_at"),
        "public_posts",
        ["server_id", "user_id", "posted_at"],
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_public_posts_server_id_user_id_posted_at"), table_name="public_posts")
    op.drop_table("public_posts")
    with op.batch_alter_table("server_settings") as batch:
        batch.drop_column("embed_colour")
        batch.drop_column("o_emoji")
        batch.drop_column("x_emoji")
        batch.drop_column("allowed_roles")
        batch.drop_column("public_posts_per_minute")

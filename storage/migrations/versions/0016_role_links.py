"""The members who linked their Discord profile (linked roles) and their sealed tokens.

Revision ID: 0016
Revises: 0015
Create Date: 2026-12-02

* ``role_links``: one row per member, their OAuth2 access and refresh tokens (encrypted by
  the bot with a key from ``TTT_WEB_SECRET``) and when the access token expires.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "role_links",
        sa.Column("user_id", sa.String(64), nullable=False),
        sa.Column("access_token", sa.Text(), nullable=False),
        sa.Column("refresh_token", sa.Text(), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=False), nullable=False),
        sa.Column("scope", sa.String(200), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=False), nullable=False),
        sa.PrimaryKeyConstraint("user_id", name="pk_role_links"),
    )


def downgrade() -> None:
    op.drop_table("role_links")

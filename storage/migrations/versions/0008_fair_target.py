"""Servers choose the share of games their members should win against the fair level.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-24

* ``server_settings.fair_target``: whole percent (10 to 90); ``NULL`` is the bot's default (40).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("server_settings") as batch:
        batch.add_column(sa.Column("fair_target", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("server_settings") as batch:
        batch.drop_column("fair_target")

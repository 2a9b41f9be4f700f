"""Duel invitations remember their chat message, so an expired one can be edited closed.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22

* ``challenges.message_id``: the message that shows the invitation (``NULL``: not posted yet,
  or a challenge made before this revision).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("challenges") as batch:
        batch.add_column(sa.Column("message_id", sa.String(length=64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("challenges") as batch:
        batch.drop_column("message_id")

"""Servers choose whether the website shows their leaderboard, games and players.

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-02

* ``server_settings.web``: ``public`` or ``private``; ``NULL`` is the default, private: no
  server is on the website until its admins choose so.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("server_settings") as batch:
        batch.add_column(sa.Column("web", sa.String(16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("server_settings") as batch:
        batch.drop_column("web")

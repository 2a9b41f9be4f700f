"""Servers choose the language of their public messages.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24

* ``server_settings.language``: a catalog code (``fr``, ``pt-BR``) for boards, invitations and
  results; ``NULL`` follows Discord's server locale.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("server_settings") as batch:
        batch.add_column(sa.Column("language", sa.String(length=16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("server_settings") as batch:
        batch.drop_column("language")

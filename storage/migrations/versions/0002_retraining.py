"""Retraining from people's games: which version each transition trained, version lineage.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22

* ``transitions.trained_agent`` / ``trained_version``: the promoted version a transition was
  used to train (``NULL``: not used yet; ``tttbot retrain`` reads those), indexed;
* ``agent_versions.parent_version``: the version a retrained one was fine-tuned from;
* ``agent_versions.rolled_back_at``: when ``/ttt-admin rollback`` took it out of service.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("transitions") as batch:
        batch.add_column(sa.Column("trained_agent", sa.String(length=64), nullable=True))
        batch.add_column(sa.Column("trained_version", sa.String(length=64), nullable=True))
        batch.create_index(batch.f("ix_transitions_trained_version"), ["trained_version"])
    with op.batch_alter_table("agent_versions") as batch:
        batch.add_column(sa.Column("parent_version", sa.String(length=64), nullable=True))
        batch.add_column(sa.Column("rolled_back_at", sa.DateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("agent_versions") as batch:
        batch.drop_column("rolled_back_at")
        batch.drop_column("parent_version")
    with op.batch_alter_table("transitions") as batch:
        batch.drop_index(batch.f("ix_transitions_trained_version"))
        batch.drop_column("trained_version")
        batch.drop_column("trained_agent")

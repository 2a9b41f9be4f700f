"""What a fleet of bot processes shares: IDENTIFY slots per gateway bucket, promoted weights by
sha256, and the serving generation (see storage/shards.py).

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "identify_slots",
        sa.Column("bucket", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("last_at", sa.DateTime(timezone=False), nullable=False),
        sa.Column("holder", sa.String(length=128), nullable=False),
        sa.PrimaryKeyConstraint("bucket", name=op.f("pk_identify_slots")),
    )
    op.create_table(
        "weights_blobs",
        sa.Column("sha256", sa.String(length=64), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=False), nullable=False),
        sa.PrimaryKeyConstraint("sha256", name=op.f("pk_weights_blobs")),
    )
    op.create_table(
        "serving_state",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("generation", sa.Integer(), nullable=False),
        sa.Column("manifest", sa.JSON(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=False), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_serving_state")),
    )


def downgrade() -> None:
    op.drop_table("serving_state")
    op.drop_table("weights_blobs")
    op.drop_table("identify_slots")

"""The probability with which the agent chose each of its logged moves.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-24

``transitions.probability``: for an agent's decision, the probability its policy gave the cell
it played (``move_distribution(board)[cell]``; 1.0 for a deterministic agent); ``NULL`` for
people's decisions and for every row logged before this revision. The retraining gate reads it
to estimate a candidate's win rate against the logged people off-policy; a game with a ``NULL``
agent probability is left out of that estimate.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("transitions") as batch:
        batch.add_column(sa.Column("probability", sa.Float(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("transitions") as batch:
        batch.drop_column("probability")

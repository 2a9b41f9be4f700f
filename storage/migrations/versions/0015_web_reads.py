"""The website's list of a server's newest games reads an index instead of sorting them all.

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-02

* ``ix_games_server_id_id`` on ``games (server_id, id)``: a server page's recent games are the
  first rows of it, read backwards. Neither column changes after a game is created, so moves
  keep rewriting a game's row without touching this index.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index("ix_games_server_id_id", "games", ["server_id", "id"])


def downgrade() -> None:
    op.drop_index("ix_games_server_id_id", table_name="games")

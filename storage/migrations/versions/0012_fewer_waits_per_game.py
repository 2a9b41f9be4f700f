"""The PostgreSQL hot path: what made writers wait for each other or write more than
they change.

* ``agent_strength`` is spread over rows (``bucket``, a game's id modulo
  :data:`storage.models.STRENGTH_BUCKETS`): with one row per agent, the last transaction of
  every rated game against that agent, in every server and process, queued on that row's lock.
  Existing rows become bucket 0.
* ``games`` drops its index on ``(status, updated_at)`` for one on ``status`` (every move
  changes ``updated_at``, so every move wrote a new entry in each of the table's indexes), and
  the two indexes on ``x_user_id`` / ``o_user_id`` alone, which the ``(x_user_id, server_id,
  id)`` ones cover; on PostgreSQL its pages keep room for moves' rewrites
  (:data:`storage.models.GAMES_FILLFACTOR`): together, a move rewrites its row in place.

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

GAMES_FILLFACTOR = 80
"""storage.models.GAMES_FILLFACTOR when this revision was written (a migration keeps its own)."""


def upgrade() -> None:
    with op.batch_alter_table("agent_strength") as batch:
        batch.add_column(sa.Column("bucket", sa.SmallInteger(), nullable=False, server_default="0"))
        batch.drop_constraint("pk_agent_strength", type_="primary")
        batch.create_primary_key("pk_agent_strength", ["agent", "bucket"])
    with op.batch_alter_table("agent_strength") as batch:
        batch.alter_column("bucket", server_default=None)
    op.drop_index(op.f("ix_games_status_updated_at"), table_name="games")
    op.drop_index(op.f("ix_games_x_user_id"), table_name="games")
    op.drop_index(op.f("ix_games_o_user_id"), table_name="games")
    op.create_index(op.f("ix_games_status"), "games", ["status"])
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"ALTER TABLE games SET (fillfactor = {GAMES_FILLFACTOR})")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("ALTER TABLE games RESET (fillfactor)")
    op.drop_index(op.f("ix_games_status"), table_name="games")
    op.create_index(op.f("ix_games_o_user_id"), "games", ["o_user_id"])
    op.create_index(op.f("ix_games_x_user_id"), "games", ["x_user_id"])
    op.create_index(op.f("ix_games_status_updated_at"), "games", ["status", "updated_at"])
    # The buckets of each agent added into bucket 0, then the one-row key back.
    op.execute(
        "UPDATE agent_strength SET games = t.games, wins = t.wins, draws = t.draws,"
        " losses = t.losses, people_rating_sum = t.people_rating_sum FROM (SELECT agent,"
        " sum(games) AS games, sum(wins) AS wins, sum(draws) AS draws, sum(losses) AS losses,"
        " sum(people_rating_sum) AS people_rating_sum FROM agent_strength GROUP BY agent) AS t"
        " WHERE agent_strength.agent = t.agent AND agent_strength.bucket = 0"
    )
    op.execute(
        "INSERT INTO agent_strength (agent, bucket, games, wins, draws, losses,"
        " people_rating_sum) SELECT agent, 0, sum(games), sum(wins), sum(draws), sum(losses),"
        " sum(people_rating_sum) FROM agent_strength GROUP BY agent"
        " HAVING min(bucket) > 0"
    )
    op.execute("DELETE FROM agent_strength WHERE bucket <> 0")
    with op.batch_alter_table("agent_strength") as batch:
        batch.drop_constraint("pk_agent_strength", type_="primary")
        batch.create_primary_key("pk_agent_strength", ["agent"])
        batch.drop_column("bucket")

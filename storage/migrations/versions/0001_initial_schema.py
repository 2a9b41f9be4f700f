"""Initial schema: players, games, moves, transitions, stats, server settings, agent versions,
challenges.

Revision ID: 0001
Revises:
Create Date: 2026-11-22

Times are naive UTC ``DateTime`` columns (the models read them back as aware UTC).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "agent_versions",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("version", sa.String(length=64), nullable=False),
        sa.Column("weights_sha256", sa.String(length=64), nullable=True),
        sa.Column("metrics", sa.JSON(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("promoted", sa.Boolean(), nullable=False),
        sa.Column("promoted_at", sa.DateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_agent_versions")),
        sa.UniqueConstraint("name", "version", name=op.f("uq_agent_versions_name_version")),
    )
    op.create_table(
        "players",
        sa.Column("user_id", sa.String(length=64), nullable=False),
        sa.Column("display_name", sa.String(length=100), nullable=False),
        sa.Column("first_seen", sa.DateTime(), nullable=False),
        sa.Column("last_seen", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_players")),
    )
    op.create_table(
        "server_settings",
        sa.Column("server_id", sa.String(length=64), nullable=False),
        sa.Column("agent", sa.String(length=64), nullable=True),
        sa.Column("allowed_channels", sa.JSON(), nullable=True),
        sa.Column("multiple_games", sa.Boolean(), nullable=True),
        sa.Column("move_timeout_s", sa.Integer(), nullable=True),
        sa.Column("challenge_cooldown_s", sa.Integer(), nullable=True),
        sa.Column("updated_by", sa.String(length=64), nullable=True),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("server_id", name=op.f("pk_server_settings")),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("server_id", sa.String(length=64), nullable=False),
        sa.Column("channel_id", sa.String(length=64), nullable=False),
        sa.Column("x_user_id", sa.String(length=64), nullable=True),
        sa.Column("x_agent", sa.String(length=64), nullable=True),
        sa.Column("x_agent_version", sa.String(length=64), nullable=True),
        sa.Column("x_agent_rating", sa.Float(), nullable=True),
        sa.Column("o_user_id", sa.String(length=64), nullable=True),
        sa.Column("o_agent", sa.String(length=64), nullable=True),
        sa.Column("o_agent_version", sa.String(length=64), nullable=True),
        sa.Column("o_agent_rating", sa.Float(), nullable=True),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("winner", sa.String(length=1), nullable=True),
        sa.Column("board", sa.String(length=9), nullable=False),
        sa.Column("to_move", sa.String(length=1), nullable=False),
        sa.Column("ply", sa.SmallInteger(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.Column("finished_at", sa.DateTime(), nullable=True),
        sa.Column("message_id", sa.String(length=64), nullable=True),
        sa.CheckConstraint(
            "status IN ('active', 'won', 'drawn', 'resigned', 'abandoned')",
            name=op.f("ck_games_status"),
        ),
        sa.CheckConstraint("to_move IN ('X', 'O')", name=op.f("ck_games_to_move")),
        sa.CheckConstraint("winner IS NULL OR winner IN ('X', 'O')", name=op.f("ck_games_winner")),
        sa.CheckConstraint(
            "(o_user_id IS NULL AND o_agent IS NOT NULL)"
            " OR (o_user_id IS NOT NULL AND o_agent IS NULL)",
            name=op.f("ck_games_o_side"),
        ),
        sa.CheckConstraint(
            "(x_user_id IS NULL AND x_agent IS NOT NULL)"
            " OR (x_user_id IS NOT NULL AND x_agent IS NULL)",
            name=op.f("ck_games_x_side"),
        ),
        sa.CheckConstraint("ply BETWEEN 0 AND 9", name=op.f("ck_games_ply")),
        sa.ForeignKeyConstraint(
            ["o_user_id"], ["players.user_id"], name=op.f("fk_games_o_user_id_players")
        ),
        sa.ForeignKeyConstraint(
            ["x_user_id"], ["players.user_id"], name=op.f("fk_games_x_user_id_players")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
    )
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_games_o_user_id"), ["o_user_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_games_server_id_channel_id_status"),
            ["server_id", "channel_id", "status"],
            unique=False,
        )
        batch_op.create_index(
            batch_op.f("ix_games_status_updated_at"), ["status", "updated_at"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_games_x_user_id"), ["x_user_id"], unique=False)

    op.create_table(
        "player_ratings",
        sa.Column("user_id", sa.String(length=64), nullable=False),
        sa.Column("scope", sa.String(length=64), nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("draws", sa.Integer(), nullable=False),
        sa.Column("losses", sa.Integer(), nullable=False),
        sa.Column("streak", sa.Integer(), nullable=False),
        sa.Column("best_streak", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["players.user_id"], name=op.f("fk_player_ratings_user_id_players")
        ),
        sa.PrimaryKeyConstraint("user_id", "scope", name=op.f("pk_player_ratings")),
    )
    with op.batch_alter_table("player_ratings", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_player_ratings_scope_rating"), ["scope", "rating"], unique=False
        )

    op.create_table(
        "player_records",
        sa.Column("user_id", sa.String(length=64), nullable=False),
        sa.Column("scope", sa.String(length=64), nullable=False),
        sa.Column("opponent", sa.String(length=80), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("draws", sa.Integer(), nullable=False),
        sa.Column("losses", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["players.user_id"], name=op.f("fk_player_records_user_id_players")
        ),
        sa.PrimaryKeyConstraint("user_id", "scope", "opponent", name=op.f("pk_player_records")),
    )
    op.create_table(
        "challenges",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("server_id", sa.String(length=64), nullable=False),
        sa.Column("channel_id", sa.String(length=64), nullable=False),
        sa.Column("challenger_id", sa.String(length=64), nullable=False),
        sa.Column("opponent_id", sa.String(length=64), nullable=False),
        sa.Column("first", sa.String(length=8), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("expires_at", sa.DateTime(), nullable=False),
        sa.Column("answered_at", sa.DateTime(), nullable=True),
        sa.Column("game_id", sa.Integer(), nullable=True),
        sa.CheckConstraint(
            "status IN ('pending', 'accepted', 'declined', 'expired')",
            name=op.f("ck_challenges_status"),
        ),
        sa.ForeignKeyConstraint(
            ["challenger_id"], ["players.user_id"], name=op.f("fk_challenges_challenger_id_players")
        ),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_challenges_game_id_games")
        ),
        sa.ForeignKeyConstraint(
            ["opponent_id"], ["players.user_id"], name=op.f("fk_challenges_opponent_id_players")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_challenges")),
    )
    with op.batch_alter_table("challenges", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_challenges_server_id_challenger_id_created_at"),
            ["server_id", "challenger_id", "created_at"],
            unique=False,
        )
        batch_op.create_index(
            batch_op.f("ix_challenges_status_expires_at"), ["status", "expires_at"], unique=False
        )

    op.create_table(
        "moves",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("ply", sa.SmallInteger(), nullable=False),
        sa.Column("side", sa.String(length=1), nullable=False),
        sa.Column("cell", sa.SmallInteger(), nullable=False),
        sa.Column("board_before", sa.String(length=9), nullable=False),
        sa.Column("played_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("side IN ('X', 'O')", name=op.f("ck_moves_side")),
        sa.CheckConstraint("cell BETWEEN 1 AND 9", name=op.f("ck_moves_cell")),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_moves_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_moves")),
        sa.UniqueConstraint("game_id", "ply", name=op.f("uq_moves_game_id_ply")),
    )
    op.create_table(
        "transitions",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("ply", sa.SmallInteger(), nullable=False),
        sa.Column("side", sa.String(length=1), nullable=False),
        sa.Column("state", sa.String(length=9), nullable=False),
        sa.Column("action", sa.SmallInteger(), nullable=False),
        sa.Column("after_state", sa.String(length=9), nullable=False),
        sa.Column("next_state", sa.String(length=9), nullable=False),
        sa.Column("reward", sa.Float(), nullable=False),
        sa.Column("done", sa.Boolean(), nullable=False),
        sa.Column("decider_kind", sa.String(length=8), nullable=False),
        sa.Column("decider", sa.String(length=64), nullable=False),
        sa.Column("decider_version", sa.String(length=64), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint(
            "decider_kind IN ('agent', 'human')", name=op.f("ck_transitions_decider_kind")
        ),
        sa.CheckConstraint("action BETWEEN 1 AND 9", name=op.f("ck_transitions_action")),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_transitions_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_transitions")),
        sa.UniqueConstraint("game_id", "ply", name=op.f("uq_transitions_game_id_ply")),
    )


def downgrade() -> None:
    op.drop_table("transitions")
    op.drop_table("moves")
    with op.batch_alter_table("challenges", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_challenges_status_expires_at"))
        batch_op.drop_index(batch_op.f("ix_challenges_server_id_challenger_id_created_at"))

    op.drop_table("challenges")
    op.drop_table("player_records")
    with op.batch_alter_table("player_ratings", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_player_ratings_scope_rating"))

    op.drop_table("player_ratings")
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_games_x_user_id"))
        batch_op.drop_index(batch_op.f("ix_games_status_updated_at"))
        batch_op.drop_index(batch_op.f("ix_games_server_id_channel_id_status"))
        batch_op.drop_index(batch_op.f("ix_games_o_user_id"))

    op.drop_table("games")
    op.drop_table("server_settings")
    op.drop_table("players")
    op.drop_table("agent_versions")

"""The PostgreSQL hot path: a member's public post claimed in one statement.

PostgreSQL only: the function ``ttt_claim_public_post`` (the text of
:data:`storage.models.CLAIM_PUBLIC_POST` when this revision was written: a migration keeps its
own), so that a claim is one round trip in autocommit instead of a transaction of three
(``BEGIN`` with the member's advisory lock, the claim, ``COMMIT``). The function takes the same
lock, so processes of the revision before, which claim in a transaction, and processes of this
one take turns correctly during a rolling upgrade. SQLite has nothing to change: its claim
already joins the group commit under the file's write lock.

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-28
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

CLAIM_PUBLIC_POST = """
CREATE OR REPLACE FUNCTION ttt_claim_public_post(
    p_server_id varchar, p_user_id varchar, p_lock bigint,
    p_at timestamp, p_since timestamp, p_limit integer
) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    claimed integer;
BEGIN
    -- The member's lock first. A VOLATILE function's statements each take a snapshot of their
    -- own, after it: they see every claim committed before the lock was granted.
    PERFORM pg_advisory_xact_lock(p_lock);
    DELETE FROM public_posts
    WHERE server_id = p_server_id AND user_id = p_user_id AND posted_at <= p_since;
    INSERT INTO public_posts (server_id, user_id, posted_at)
    SELECT p_server_id, p_user_id, p_at
    WHERE (SELECT count(*) FROM public_posts
           WHERE server_id = p_server_id AND user_id = p_user_id AND posted_at > p_since)
          < p_limit
    RETURNING id INTO claimed;
    RETURN claimed;
END
$$
"""


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(CLAIM_PUBLIC_POST)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "DROP FUNCTION ttt_claim_public_post(varchar, varchar, bigint, timestamp,"
            " timestamp, integer)"
        )

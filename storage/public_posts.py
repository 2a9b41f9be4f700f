"""The public posts a member made (boards the bot posted for them): what the per-member limit
on public posts counts, and PostgreSQL's function that claims one in a single statement
(:meth:`storage.repos.settings.SettingsRepository.claim_public_post`).
"""

from __future__ import annotations

from typing import Final

from sqlalchemy import DDL, Index, Table, event

from storage.columns import ID, METADATA, UTCDateTime, required, serial

PUBLIC_POSTS: Final = Table(
    "public_posts",
    METADATA,
    serial(),
    required("server_id", ID),
    # A Discord member; no player row needed (a refused command must not create one).
    required("user_id", ID),
    required("posted_at", UTCDateTime()),
    Index(None, "server_id", "user_id", "posted_at"),
)
"""One public message (a board) the bot posted for a member: what the per-member limit on
public posts counts. Rows older than the limit's window are deleted as the member
posts again, so the table stays small."""

CLAIM_PUBLIC_POST: Final = """
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
"""PostgreSQL: a member's public post claimed in ONE statement (``SELECT
ttt_claim_public_post(...)`` in autocommit: one round trip where a transaction took three):
under the member's advisory lock (``p_lock``, held to the statement's end), the posts older
than the window (``p_since``) forgotten, then the post at ``p_at`` inserted while the member
has fewer than ``p_limit`` in the window; its id, or null at the limit. Created with the table
(:data:`PUBLIC_POSTS`, below) and by migration 0013."""
event.listen(PUBLIC_POSTS, "after_create", DDL(CLAIM_PUBLIC_POST).execute_if(dialect="postgresql"))

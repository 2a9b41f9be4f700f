"""Where a game is played: a channel of a server, or a conversation that has no server.

Direct messages and group DMs have no server. Their games, duels, posts and ratings are
stored under the server id :data:`NO_SERVER` with the conversation's own channel id, so every
rule the database holds per server and channel holds there unchanged: one game per person per
conversation, one pending invitation per pair, the idle sweep's shard (Discord sends every DM
to shard 0, and ``"0"`` is on shard 0). ``"0"`` is also what Discord itself writes as the
server of a DM in an interaction's ``authorizing_integration_owners``.

A person's own choices, which stand in for a server's where there is none, are stored as the
settings of :func:`person_key`.
"""

from __future__ import annotations

from typing import Final

NO_SERVER: Final = "0"
"""The server id of every game, duel and post in a DM or a group DM."""

PERSON_PREFIX: Final = "@"
"""What starts the settings key of a person (never the start of a server's id)."""


def has_server(server_id: str) -> bool:
    """Whether ``server_id`` names a server (not a DM or a group DM)."""
    return server_id != NO_SERVER


def person_key(user_id: str) -> str:
    """The key under which a person's own choices are stored with the servers' settings."""
    return f"{PERSON_PREFIX}{user_id}"

"""The names of the tables a retrained DQN's weights file may carry beside its network: one
per server, one per member of a server, one against everyone (values ``people/<key>`` and the
move probabilities served, ``policy/<key>``); :meth:`DQNAgent.for_server
<engine.agents.learned.agents.DQNAgent.for_server>` picks among them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

T = TypeVar("T")

SERVER_TABLE_PREFIX = "people/"
"""Tensor name prefix of a server's table of move values against its people."""
SERVER_POLICY_PREFIX = "policy/"
"""Tensor name prefix of a server's move probabilities (served instead of its values)."""
GLOBAL_TABLE = "*"
"""The key of the table against all people (every server's games and the DMs'): what serves
a server, or a member, that has no table of its own yet."""
MEMBER_SEPARATOR = "/"
"""Between the server and the member in :func:`member_key` (never in a Discord id)."""


def member_key(server_id: str, member_id: str) -> str:
    """The key of a member's table in a server (and of their logs and people model)."""
    return f"{server_id}{MEMBER_SEPARATOR}{member_id}"


def serving_keys(server_id: str, member_id: str | None = None) -> tuple[str, ...]:
    """The keys of the tables that may serve ``member_id`` in ``server_id``, nearest first: the
    member's own, the server's, everyone's (:data:`GLOBAL_TABLE`: a new server starts from what
    was learned everywhere). The first one a version carries serves; with none, its network."""
    if server_id == GLOBAL_TABLE:
        return (GLOBAL_TABLE,)
    member = (member_key(server_id, member_id),) if member_id is not None else ()
    return (*member, server_id, GLOBAL_TABLE)


def tables_named(tensors: Mapping[str, T], prefix: str) -> dict[str, T]:
    """The tensors named ``<prefix><key>`` (:data:`SERVER_TABLE_PREFIX`,
    :data:`SERVER_POLICY_PREFIX`), by key."""
    return {name[len(prefix) :]: t for name, t in tensors.items() if name.startswith(prefix)}


__all__ = [
    "GLOBAL_TABLE",
    "MEMBER_SEPARATOR",
    "SERVER_POLICY_PREFIX",
    "SERVER_TABLE_PREFIX",
    "member_key",
    "serving_keys",
    "tables_named",
]

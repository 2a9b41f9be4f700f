"""Which servers belong to a set of Discord shards, as a SQL condition on ``server_id``.

Discord routes a guild to shard ``(guild_id >> 22) % shard_count``; a process that owns some
shards sweeps only their servers (idle games, expired challenges), so N processes do not do the
same work N times. A server id that is not a number (the console's) counts as shard 0, like
Discord's direct messages.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Final

from sqlalchemy import Integer, Numeric, case, cast, func, literal
from sqlalchemy.sql.elements import ColumnElement

Shards = tuple[int, Collection[int]]
"""(shard count, the shard ids owned), e.g. ``(4, {0, 2})``."""

SHARD_SHIFT: Final = 1 << 22
"""A snowflake's timestamp starts at bit 22: ``id >> 22`` is ``id // 2**22``."""


def check_shards(shards: Shards) -> None:
    """Refuse a shard set that cannot be meant: ids must lie in ``range(count)``."""
    count, owned = shards
    if count < 1 or not owned or any(not 0 <= shard < count for shard in owned):
        raise ValueError(f"shards must be (count >= 1, ids in 0..count-1); got {shards!r}")


def in_shards(server_id: Any, shards: Shards, dialect: str) -> ColumnElement[bool]:
    """``server_id`` (a column) belongs to one of the owned shards, on ``dialect``."""
    check_shards(shards)
    count, owned = shards
    if dialect == "postgresql":
        # NUMERIC, not BIGINT: a long non-snowflake number must not fail the whole sweep.
        number = cast(server_id, Numeric)
        shard: ColumnElement[Any] = case(
            (server_id.op("~")("^[0-9]+$"), func.mod(func.div(number, SHARD_SHIFT), count)),
            else_=literal(0),
        )
    else:  # SQLite: CAST of a non-number is 0, of a number's prefix that number (< 2**22)
        shard = (cast(server_id, Integer).op(">>")(22)).op("%")(count)
    return shard.in_(sorted(owned))

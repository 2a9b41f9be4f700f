"""Sweeps for a subset of Discord shards: a process owning some shards finds only the idle
games and the expired challenges of their servers, ``(server_id >> 22) % count``."""

from __future__ import annotations

import pytest

from domain.game import Side
from storage import Repository
from storage.repos.shards import check_shards
from tests.storage.conftest import MINIMAX, at

SNOWFLAKE = 1234567890123456789
SERVERS = [str(SNOWFLAKE), str(SNOWFLAKE + (1 << 22)), "console", str(3 << 22), "7"]


def shard_of(server_id: str, count: int) -> int:
    """Discord's routing; a server id that is not a number is shard 0."""
    return (int(server_id) >> 22) % count if server_id.isdigit() else 0


async def start_everywhere(repo: Repository) -> None:
    for number, server in enumerate(SERVERS):
        person = Side.human(f"p{number}", f"P {number}")
        await repo.create_game(server_id=server, channel_id="c", x=person, o=MINIMAX, now=at(0))
        await repo.create_challenge(
            server_id=server,
            channel_id="c",
            challenger=(f"p{number}", "P"),
            opponent=(f"q{number}", "Q"),
            first="me",
            expires_at=at(10),
            now=at(0),
        )


@pytest.mark.parametrize("shards", [(2, {0}), (2, {1}), (3, {0, 2}), (1, {0})])
async def test_idle_games_of_owned_shards_only(
    repo: Repository, shards: tuple[int, set[int]]
) -> None:
    await start_everywhere(repo)
    count, owned = shards
    expected = {s for s in SERVERS if shard_of(s, count) in owned}

    idle = await repo.idle_games(at(60), shards=shards)
    assert {g.server_id for g in idle} == expected
    expired = await repo.expire_challenges(now=at(60), shards=shards)
    assert {c.server_id for c in expired} == expected
    the_rest = await repo.expire_challenges(now=at(60))  # a process owning every shard
    assert {c.server_id for c in the_rest} == set(SERVERS) - expected


def test_shards_that_cannot_be_meant_are_refused() -> None:
    for bad in [(0, {0}), (2, set()), (2, {2}), (2, {-1})]:
        with pytest.raises(ValueError, match="shards must be"):
            check_shards(bad)

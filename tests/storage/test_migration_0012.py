"""Revision 0012 spreads each agent's strength over rows (buckets) so that the ends of games
against one agent do not queue on one row lock; the agent's strength is the sum of its rows,
before and after the upgrade, and a downgrade adds the rows back into one."""

from __future__ import annotations

import pytest

from storage import Repository, downgrade, upgrade
from tests.storage.conftest import run_sql


@pytest.fixture
def db_url(empty_db_url: str) -> str:
    """A database never migrated: these tests are about migrating it."""
    return empty_db_url


STRENGTH = "SELECT agent, games, wins, draws, losses, people_rating_sum FROM agent_strength"


async def test_an_agents_strength_is_kept_through_the_upgrade_and_back(db_url: str) -> None:
    await upgrade(db_url, "0011")
    await run_sql(
        db_url,
        "INSERT INTO agent_strength (agent, games, wins, draws, losses, people_rating_sum)"
        " VALUES ('dqn', 10, 1, 8, 1, 15000), ('trap', 3, 0, 3, 0, 4500)",
    )
    await upgrade(db_url, "0012")
    async with await Repository.open(db_url) as repo:
        strengths = await repo.agent_strengths()
    assert {name: s.games for name, s in strengths.items()} == {"dqn": 10, "trap": 3}
    assert strengths["dqn"].people_rating_sum == 15000
    await run_sql(
        db_url,
        "INSERT INTO agent_strength (agent, bucket, games, wins, draws, losses,"
        " people_rating_sum) VALUES ('dqn', 5, 2, 1, 1, 0, 3000), ('minimax', 7, 1, 1, 0, 0, 1500)",
    )
    await downgrade(db_url, "0011")
    assert await run_sql(db_url, STRENGTH + " ORDER BY agent") == [
        ("dqn", 12, 2, 9, 1, 18000),
        ("minimax", 1, 1, 0, 0, 1500),  # only in a bucket other than 0: one row again
        ("trap", 3, 0, 3, 0, 4500),
    ]

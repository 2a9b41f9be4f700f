"""Revision 0004 moves two rules into the database and fills them from existing data: one
slot per person and channel from the active games, and one pending challenge per pair."""

from __future__ import annotations

import pytest

from storage import downgrade, upgrade
from tests.storage.conftest import run_sql


@pytest.fixture
def db_url(empty_db_url: str) -> str:
    """A database never migrated: these tests are about migrating it."""
    return empty_db_url


NOW = "2026-11-20 12:00:00"
PLAYERS = ("ann", "bob", "cy")


def game(game_id: int, channel: str, x: str, o: str, status: str = "active") -> str:
    return (
        "INSERT INTO games (id, server_id, channel_id, x_user_id, o_user_id, status, board, "
        f"to_move, ply, version, created_at, updated_at) VALUES ({game_id}, 's', '{channel}', "
        f"'{x}', '{o}', '{status}', '.........', 'X', 0, 0, '{NOW}', '{NOW}')"
    )


def challenge(challenge_id: int, challenger: str, opponent: str, status: str = "pending") -> str:
    return (
        "INSERT INTO challenges (id, server_id, channel_id, challenger_id, opponent_id, first, "
        f"status, created_at, expires_at) VALUES ({challenge_id}, 's', 'c', '{challenger}', "
        f"'{opponent}', 'random', '{status}', '{NOW}', '{NOW}')"
    )


async def test_existing_games_and_challenges_are_carried_into_the_new_rules(db_url: str) -> None:
    await upgrade(db_url, "0003")
    await run_sql(
        db_url,
        *(
            f"INSERT INTO players (user_id, display_name, first_seen, last_seen) "
            f"VALUES ('{p}', '{p}', '{NOW}', '{NOW}')"
            for p in PLAYERS
        ),
        game(1, "c1", "ann", "bob"),
        game(2, "c1", "cy", "ann"),  # a server that allowed several games: ann twice in c1
        game(3, "c2", "bob", "cy", status="won"),  # over: no slot
        challenge(1, "ann", "bob"),
        challenge(2, "bob", "ann"),  # the same pair, the other way round: a duplicate
        challenge(3, "ann", "cy", status="declined"),
    )
    await upgrade(db_url, "0004")

    slots = await run_sql(
        db_url, "SELECT channel_id, user_id, game_id FROM active_slots ORDER BY user_id"
    )
    assert slots == [("c1", "ann", 1), ("c1", "bob", 1), ("c1", "cy", 2)]
    pairs = await run_sql(db_url, "SELECT id, pair, status FROM challenges ORDER BY id")
    assert pairs == [
        (1, "ann bob", "pending"),
        (2, "ann bob", "expired"),
        (3, "ann cy", "declined"),
    ]

    await downgrade(db_url, "0003")
    await upgrade(db_url)

"""What the retraining job reads and writes (storage/retraining.py): the transitions no promoted
version used yet, and the agent versions its commit records, all in one transaction."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from storage import Repository
from storage.retraining import (
    NewVersion,
    count_new_games,
    read_training_rows,
    taken_versions,
    transaction,
)
from tests.storage.conftest import ANN, MINIMAX

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def version(name: str, parent: str | None = None) -> NewVersion:
    return NewVersion("minimax", name, "ab" * 32, {"optimal_move_accuracy": 1.0}, parent)


async def finished_game(repo: Repository) -> int:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    game = await repo.apply_moves(game, [1, 4, 2, 5, 3])  # X wins on the top row
    return game.id


async def test_unused_decisions_are_read_in_order_with_who_decided(repo: Repository) -> None:
    game_id = await finished_game(repo)
    rows = await read_training_rows(repo.engine)
    assert [(d.game_id, d.state, d.action) for d in rows.unused][:2] == [
        (game_id, ".........", 1),
        (game_id, "X........", 4),
    ]
    assert [d.by_agent for d in rows.unused] == [False, True, False, True, False]
    assert [d.done for d in rows.unused] == [False, False, False, True, True]
    assert rows.unused == sorted(rows.unused, key=lambda d: d.id)
    assert set(rows.states) == {d.state for d in rows.unused}
    assert await count_new_games(repo.engine) == 1


async def test_marked_transitions_are_no_longer_new_but_their_positions_stay(
    repo: Repository,
) -> None:
    await finished_game(repo)
    first = await read_training_rows(repo.engine)
    await finished_game(repo)
    up_to_id = max(d.id for d in first.unused)
    async with transaction(repo.engine) as tx:
        assert await tx.mark_used("minimax", "v1", up_to_id) == len(first.unused)
    rows = await read_training_rows(repo.engine)
    assert len(rows.unused) == 5 and min(d.id for d in rows.unused) > up_to_id
    assert set(rows.states) == set(first.states)  # positions reached, used or not
    assert await count_new_games(repo.engine) == 1


async def test_one_promoted_version_per_agent(repo: Repository) -> None:
    async with transaction(repo.engine) as tx:
        await tx.record_version(version("v1"), promoted=True, now=NOW)
        await tx.record_version(version("v2", parent="v1"), promoted=False, now=NOW)
        assert await tx.promotion_flags("minimax") == {"v1": True, "v2": False}
        await tx.promote("minimax", "v2", NOW)
        assert await tx.promotion_flags("minimax") == {"v1": False, "v2": True}
        await tx.mark_rolled_back("minimax", "v2", NOW)
    assert await taken_versions(repo.engine, "minimax") == {"v1", "v2"}
    assert await taken_versions(repo.engine, "dqn") == set()
    stored = {v.version: v for v in await repo.list_agent_versions("minimax")}
    assert stored["v2"].promoted and stored["v2"].metrics == {"optimal_move_accuracy": 1.0}


async def test_a_transaction_that_raises_writes_nothing(repo: Repository) -> None:
    await finished_game(repo)
    with pytest.raises(RuntimeError):
        async with transaction(repo.engine) as tx:
            await tx.record_version(version("v1"), promoted=True, now=NOW)
            await tx.mark_used("minimax", "v1", 10**9)
            raise RuntimeError("the manifest switch failed")
    assert await taken_versions(repo.engine, "minimax") == set()
    assert await count_new_games(repo.engine) == 1

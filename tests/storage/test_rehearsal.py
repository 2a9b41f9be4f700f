"""On PostgreSQL, warming up rehearses the hot path on every pooled connection and rolls it
back: nothing is stored, and the games that follow find their statements already prepared on
whichever connection they get (storage/rehearsal.py)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.pool import NullPool

from engine import Mark
from storage import Repository, create_engine, rehearsal
from tests.storage.conftest import ANN, BOB, MINIMAX

pytestmark = pytest.mark.postgresql_only


async def every_row(repo: Repository) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, sorted: what the database stores."""
    async with repo.engine.connect() as connection:
        listed = await connection.execute(
            text("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
        )
        tables = sorted(row[0] for row in listed)
        return {
            table: sorted(
                (tuple(row) for row in await connection.execute(text(f'SELECT * FROM "{table}"'))),
                key=repr,
            )
            for table in tables
        }


async def prepared_per_connection(repo: Repository) -> list[int]:
    """How many statements asyncpg keeps prepared on each pooled connection (all held at once,
    so each is a different one)."""
    size = repo.engine.sync_engine.pool.size()  # type: ignore[attr-defined]
    held = asyncio.Barrier(size)
    counts: list[int] = []

    async def count() -> None:
        async with repo.engine.connect() as connection:
            raw = await connection.get_raw_connection()
            await held.wait()
            # asyncpg's statement cache (private, pinned version): what a use prepared.
            counts.append(len(raw.driver_connection._stmt_cache))  # type: ignore[union-attr]

    await asyncio.gather(*(count() for _ in range(size)))
    return sorted(counts)


async def play_like_the_bot(repo: Repository) -> None:
    """Games against the agent as the service stores them (one game per person in a channel,
    the server's default), with people and cells the rehearsal never used: each board claimed
    as a public post and its message recorded, each click with the agent's answer and its
    probability, then the finished board."""
    await repo.claim_public_post("s", ("ann", "Ann"), limit=5)
    game = await repo.create_game(
        server_id="s", channel_id="c", x=ANN, o=MINIMAX, one_per_channel=True
    )
    await repo.swap_message(game.id, "1001")
    for cells in ((5, 1), (9, 3), (2, 8), (7, 4), (6,)):  # a draw: Ann's 9th mark ends it
        game = await repo.get_game(game.id)
        game = await repo.apply_moves(game, cells, probabilities={game.ply + 1: 0.5})
    await repo.rating_changes(game)
    for _ in range(2):  # Bob's first finished game creates his stats, the next updates them
        await repo.claim_public_post("s", ("bob", "Bob"), limit=0)
        game = await repo.create_game(
            server_id="s", channel_id="c", x=MINIMAX, o=BOB, opening=(1,), one_per_channel=True
        )
        await repo.swap_message(game.id, "1002")
        await repo.set_message(game.id, "1003")
        for cells in ((2, 5), (3, 9)):  # the agent wins (1-5-9) in its answer
            found = await repo.active_game("bob", "s", "c")  # as /ttt move finds the game
            assert found is not None and found.id == game.id
            game = found
            game = await repo.apply_moves(game, cells, probabilities={game.ply + 1: 1.0})
        await repo.rating_changes(game)


async def test_warming_up_stores_nothing(repo: Repository) -> None:
    await play_like_the_bot(repo)
    before = await every_row(repo)
    await repo.rehearse_hot_path()
    assert await every_row(repo) == before


async def test_every_pooled_connection_is_rehearsed(repo: Repository) -> None:
    await repo.engine.dispose()  # the connections the migration opened are gone
    assert await rehearsal.rehearse(repo) == repo.engine.sync_engine.pool.size()  # type: ignore[attr-defined]


async def test_after_warming_up_the_bots_games_prepare_no_statement(repo: Repository) -> None:
    await repo.engine.dispose()
    await repo.rehearse_hot_path()
    warmed = await prepared_per_connection(repo)
    await play_like_the_bot(repo)
    assert await prepared_per_connection(repo) == warmed


async def test_without_warming_up_the_same_games_prepare_statements(repo: Repository) -> None:
    # The test above would pass vacuously if games prepared nothing new on a cold pool.
    await repo.engine.dispose()
    cold = await prepared_per_connection(repo)
    await play_like_the_bot(repo)
    assert sum(await prepared_per_connection(repo)) > sum(cold)


async def test_a_failed_rehearsal_is_rolled_back_and_the_start_goes_on(
    repo: Repository, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    before = await every_row(repo)

    async def halfway(rehearsed: Repository, name: str) -> None:
        await rehearsed.create_game(server_id=name, channel_id=name, x=ANN, o=MINIMAX)
        raise RuntimeError("the server refused")

    monkeypatch.setattr(rehearsal, "rehearsal", halfway)
    with caplog.at_level(logging.WARNING, logger="storage.rehearsal"):
        await repo.rehearse_hot_path()
    assert "rehearsing the database's hot path failed" in caplog.text
    assert await every_row(repo) == before
    # No connection was handed back inside the rehearsal's transaction: a game is stored.
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    assert (await repo.get_game(game.id)).is_active


async def test_two_processes_warm_up_at_once_without_waiting_on_each_other(
    repo: Repository, db_url: str
) -> None:
    other = await Repository.open(db_url)
    try:
        size = repo.engine.sync_engine.pool.size()  # type: ignore[attr-defined]
        both = asyncio.gather(rehearsal.rehearse(repo), rehearsal.rehearse(other))
        assert await asyncio.wait_for(both, timeout=20) == [size, size]
    finally:
        await other.close()


async def test_warming_up_never_waits_on_the_rows_of_real_games(
    repo: Repository, db_url: str
) -> None:
    await play_like_the_bot(repo)
    elsewhere = create_engine(db_url)
    try:
        async with elsewhere.connect() as holder:
            # Real games' ends in flight in another process: their agent's and people's rows
            # locked until they commit.
            for table in ("agent_strength", "players", "player_ratings", "active_slots"):
                await holder.execute(text(f"SELECT 1 FROM {table} FOR UPDATE"))
            size = repo.engine.sync_engine.pool.size()  # type: ignore[attr-defined]
            assert await asyncio.wait_for(rehearsal.rehearse(repo), timeout=20) == size
            await holder.rollback()
    finally:
        await elsewhere.dispose()


async def test_a_connection_held_elsewhere_is_left_cold_rather_than_waited_for(
    repo: Repository, monkeypatch: pytest.MonkeyPatch
) -> None:
    size = repo.engine.sync_engine.pool.size()  # type: ignore[attr-defined]
    # The pool's connections opened first (as a bot's first rehearsal opens them), so that the
    # short wait below measures waiting for the held one, not opening seven on a busy machine.
    assert await asyncio.wait_for(rehearsal.rehearse(repo), timeout=20) == size
    monkeypatch.setattr(rehearsal, "TAKE_WAIT_S", 0.2)
    async with repo.engine.connect() as held:
        await held.execute(text("SELECT 1"))
        assert await asyncio.wait_for(rehearsal.rehearse(repo), timeout=10) == size - 1
    # Every connection went back to the pool: the whole pool can be taken again.
    assert await asyncio.wait_for(rehearsal.rehearse(repo), timeout=10) == size


async def test_a_pool_that_keeps_no_connection_is_not_rehearsed(db_url: str) -> None:
    repo = await Repository.open(db_url, poolclass=NullPool)
    try:
        assert await repo.rehearse_hot_path() == 0
        game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
        assert (await repo.get_game(game.id)).is_active
    finally:
        await repo.close()


async def test_game_numbers_count_games_however_often_the_processes_start(
    empty_db_url: str,
) -> None:
    # A new database: the first game is #1, and after a restart (a new pool, rehearsed again)
    # the next game is #2. A rehearsal's games never take an id of the games' sequence.
    numbers = []
    for _start in range(2):
        repository = await Repository.open(empty_db_url)
        try:
            assert await repository.rehearse_hot_path() > 0
            game = await repository.create_game(
                server_id="s", channel_id="c", x=ANN, o=MINIMAX, one_per_channel=True
            )
            await repository.resign(game, Mark.X)
            numbers.append(game.id)
        finally:
            await repository.close()
    assert numbers == [1, 2]

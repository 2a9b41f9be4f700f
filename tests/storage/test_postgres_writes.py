"""PostgreSQL's hot path (storage/postgres): a move in few round trips, moves group-committed.

Moves of games that go on, arriving together, are written by ONE statement; a game's last move
is one statement for the move, its freed slots, its pair's cap and the count's reads, then one
for the stats. The tests marked ``postgresql_only`` count those statements (the machinery,
like SQLite's own group-commit tests); the others hold the behaviour on both engines: a stale
move changes nothing, of two racing moves exactly one is applied, each refusal stays its own.

The writes here are started with ``asyncio.gather`` and reach the batch's queue before its task
runs, so they form one batch deterministically (no timing involved).
"""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import Table, func, select, text
from sqlalchemy.exc import IntegrityError

from domain.game import Game, Side
from storage import Repository, VersionConflictError
from storage.errors import SlotTakenError
from storage.models import MOVES, TRANSITIONS
from tests.storage.conftest import ANN, MINIMAX, at, count_statements
from tests.stored import stored_moves


def player(i: int) -> Side:
    return Side.human(f"p{i}", f"P{i}")


async def count(repo: Repository, model: Table, game_id: int) -> int:
    async with repo.engine.connect() as conn:
        query = select(func.count()).select_from(model).where(model.c.game_id == game_id)
        return int((await conn.execute(query)).scalar_one())


async def new_games(repo: Repository, n: int, *, one_per_channel: bool = False) -> list[Game]:
    return [
        await repo.create_game(
            server_id="s",
            channel_id="c",
            x=player(i),
            o=MINIMAX,
            now=at(i),
            one_per_channel=one_per_channel,
        )
        for i in range(n)
    ]


async def stored_rows(repo: Repository) -> dict[str, int]:
    """How many rows each table the end of a game writes holds."""
    tables = ("moves", "transitions", "active_slots", "rated_pairs", "player_ratings")
    async with repo.engine.connect() as conn:
        return {
            table: int((await conn.execute(text(f"SELECT count(*) FROM {table}"))).scalar_one())
            for table in (*tables, "player_records", "agent_strength")
        }


# -- PostgreSQL's machinery --------------------------------------------------------------------


@pytest.mark.postgresql_only  # the machinery of PostgreSQL's hot path
async def test_moves_arriving_together_are_written_by_one_statement(repo: Repository) -> None:
    games = await new_games(repo, 11)
    reference = await repo.apply_moves(await repo.apply_moves(games.pop(), [5, 1]), [9, 3])
    transitions = await count(repo, TRANSITIONS, reference.id)
    assert transitions > 0
    games = [await repo.apply_moves(g, [5, 1]) for g in games]
    sent = count_statements(repo)
    results = await asyncio.gather(*(repo.apply_moves(g, [9, 3]) for g in games))
    assert len(sent) == 1  # ten moves, one statement (in autocommit: one round trip)
    for game, result in zip(games, results, strict=True):
        assert result.moves == (5, 1, 9, 3) and result.version == game.version + 1
        assert await repo.get_game(game.id) == result
        assert await count(repo, MOVES, game.id) == 4
        assert await count(repo, TRANSITIONS, game.id) == transitions  # as written alone


@pytest.mark.postgresql_only  # the machinery of PostgreSQL's hot path
async def test_two_moves_of_one_game_never_share_a_batch(repo: Repository) -> None:
    games = await new_games(repo, 4)
    contested = games[1]
    sent = count_statements(repo)
    calls = [repo.apply_moves(g, [5, 1]) for g in games]
    calls.append(repo.apply_moves(contested, [9, 1]))  # same snapshot: the next batch
    results = await asyncio.gather(*calls, return_exceptions=True)
    assert len(sent) == 2  # the four games, then the second move of the contested one
    assert [type(r).__name__ for r in results] == ["Game"] * 4 + ["VersionConflictError"]
    stored = await repo.get_game(contested.id)
    assert stored.moves == (5, 1) and stored.version == contested.version + 1
    assert await count(repo, MOVES, contested.id) == 2


@pytest.mark.postgresql_only  # the machinery of PostgreSQL's hot path
async def test_a_move_whose_write_fails_fails_alone_and_the_batch_is_written(
    repo: Repository,
) -> None:
    games = await new_games(repo, 3)
    broken = games[1]
    async with repo.engine.begin() as conn:  # a row in the way of its first move's row
        await conn.execute(
            text(
                "INSERT INTO moves (game_id, ply, side, cell, board_before, played_at) "
                "VALUES (:id, 0, 'X', 9, '.........', now())"
            ),
            {"id": broken.id},
        )
    results = await asyncio.gather(
        *(repo.apply_moves(g, [5, 1]) for g in games), return_exceptions=True
    )
    assert isinstance(results[1], IntegrityError)
    for game in (games[0], games[2]):
        assert (await repo.get_game(game.id)).moves == (5, 1)
    stored = await repo.get_game(broken.id)  # its guard's update undone with it
    assert stored.version == broken.version and stored.board == broken.board
    assert await count(repo, MOVES, broken.id) == 1  # only the row in the way


@pytest.mark.postgresql_only  # the machinery of PostgreSQL's hot path
async def test_two_processes_racing_every_move_apply_each_exactly_once(db_url: str) -> None:
    first = await Repository.open(db_url)
    second = await Repository.open(db_url, migrate=False)  # another engine, like another process
    try:
        games = await new_games(first, 3)
        while any(g.is_active for g in games):
            calls = []
            for game in (g for g in games if g.is_active):
                cells = game.board.legal_moves()
                # Each process batches its own moves: one per game from each, same snapshot.
                calls += [first.apply_move(game, cells[0]), second.apply_move(game, cells[-1])]
            results = await asyncio.gather(*calls, return_exceptions=True)
            for pair in zip(results[::2], results[1::2], strict=True):
                assert sorted(type(r).__name__ for r in pair) == ["Game", "VersionConflictError"]
            games = [await second.get_game(g.id) for g in games]
        for game in games:
            assert await count(first, MOVES, game.id) == len(game.moves)
            assert tuple(m.cell for m in await stored_moves(first, game.id)) == game.moves
        assert await first.stats_snapshot() == await first.stats_from_games()
    finally:
        await first.close()
        await second.close()


@pytest.mark.postgresql_only  # the machinery of PostgreSQL's hot path
async def test_a_new_game_is_one_statement_with_its_player_slot_and_opening(
    repo: Repository,
) -> None:
    sent = count_statements(repo)
    game = await repo.create_game(
        server_id="s",
        channel_id="c",
        x=MINIMAX,
        o=ANN,
        opening=[5],
        now=at(0),
        one_per_channel=True,
    )
    assert len(sent) == 1  # in autocommit: no BEGIN, no COMMIT either
    assert await repo.get_game(game.id) == game
    assert (await repo.get_game(game.id)).moves == (5,) and await count(repo, MOVES, game.id) == 1
    assert await repo.active_game("ann", "s", "c") == game  # the slot is taken: the next is refused
    with pytest.raises(SlotTakenError):
        await repo.create_game(
            server_id="s", channel_id="c", x=ANN, o=MINIMAX, one_per_channel=True
        )


@pytest.mark.postgresql_only  # the machinery of PostgreSQL's hot path
async def test_a_new_game_refused_for_a_held_slot_stores_nothing(repo: Repository) -> None:
    held = (await new_games(repo, 1, one_per_channel=True))[0]  # p0 plays in channel c
    newcomer = Side.human("carl", "Carl")
    with pytest.raises(SlotTakenError) as refused:
        await repo.create_game(
            server_id="s", channel_id="c", x=newcomer, o=player(0), one_per_channel=True
        )
    assert refused.value.game_id == held.id
    async with repo.engine.connect() as conn:
        games = (await conn.execute(text("SELECT count(*) FROM games"))).scalar_one()
        carl = await conn.execute(text("SELECT count(*) FROM players WHERE user_id = 'carl'"))
        assert games == 1 and carl.scalar_one() == 0  # not even the newcomer's player row


@pytest.mark.postgresql_only  # the machinery of PostgreSQL's hot path
async def test_a_board_swap_is_one_statement(repo: Repository) -> None:
    game = (await new_games(repo, 1))[0]
    sent = count_statements(repo)
    assert await repo.swap_message(game.id, "100") is None
    assert await repo.swap_message(game.id, "99") == "99"  # older than the live one
    assert await repo.swap_message(game.id, "101") == "100"
    assert len(sent) == 3 and (await repo.get_game(game.id)).message_id == "101"


# -- both engines ------------------------------------------------------------------------------


async def test_a_stale_finishing_move_changes_nothing(repo: Repository) -> None:
    game = (await new_games(repo, 1, one_per_channel=True))[0]
    game = await repo.apply_moves(game, [1, 4, 2, 5])
    moved = await repo.apply_moves(game, [9, 6])  # another click got there first
    before = await stored_rows(repo)
    with pytest.raises(VersionConflictError):
        await repo.apply_move(game, 3)  # would win: stats, slots and cap would all change
    assert await stored_rows(repo) == before
    assert await repo.get_game(game.id) == moved
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def test_of_two_racing_moves_exactly_one_is_applied(repo: Repository) -> None:
    games = await new_games(repo, 3)
    racing = [call for g in games for call in (repo.apply_move(g, 1), repo.apply_move(g, 2))]
    results = await asyncio.gather(*racing, return_exceptions=True)
    for game, pair in zip(games, zip(results[::2], results[1::2], strict=True), strict=True):
        assert sorted(type(r).__name__ for r in pair) == ["Game", "VersionConflictError"]
        applied = next(r for r in pair if isinstance(r, Game))
        assert await repo.get_game(game.id) == applied
        assert await count(repo, MOVES, game.id) == 1


async def test_several_moves_in_one_write_get_their_rows_in_play_order(repo: Repository) -> None:
    game = (await new_games(repo, 1))[0]
    game = await repo.apply_moves(game, [1, 4, 2, 5, 3])  # the whole game in one write
    async with repo.engine.connect() as conn:
        for table in ("moves", "transitions"):
            found = await conn.execute(
                text(f"SELECT ply FROM {table} WHERE game_id = :id ORDER BY id"), {"id": game.id}
            )
            plies = [row[0] for row in found]
            assert plies == sorted(plies) and len(plies) == 5, table


async def drop_every_session(repo: Repository) -> None:
    """What a PostgreSQL restart does to a running bot: every pooled connection is dead.

    Each session is waited for until it is gone (up to 5 s): ``pg_terminate_backend`` only
    signals it, and a busy machine could otherwise run a statement on it before it ends."""
    held = [await repo.engine.connect() for _ in range(3)]  # the pool keeps them open
    for connection in held:
        await connection.close()
    async with repo.engine.connect() as other:
        admin = await other.execution_options(isolation_level="AUTOCOMMIT")
        ended = await admin.execute(
            text(
                "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        )
        assert all(row[0] for row in ended), "a session outlived its termination"
        await other.invalidate()  # its own session too: every pooled connection is now dead


@pytest.mark.postgresql_only
async def test_reads_go_on_after_the_server_dropped_every_session(repo: Repository) -> None:
    # As after a PostgreSQL restart: the pooled connections are all dead. The first read on one
    # fails, SQLAlchemy discards every connection opened before it, and the read runs again on
    # a new one instead of failing the person's click.
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    await drop_every_session(repo)
    assert (await repo.get_game(game.id)).id == game.id
    assert (await repo.get_game(game.id)).moves == ()


@pytest.mark.postgresql_only
async def test_writes_go_on_after_the_server_dropped_every_session(repo: Repository) -> None:
    # A write whose connection turns out dead before its COMMIT was sent cannot have been kept
    # (the server rolls back a transaction whose session ends): it runs again on a new one.
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    await drop_every_session(repo)
    game = await repo.apply_move(game, 5)  # a move of a game that goes on
    assert (await repo.get_game(game.id)).moves == (5,)
    await drop_every_session(repo)
    other = await repo.create_game(server_id="s", channel_id="c2", x=ANN, o=MINIMAX)
    assert (await repo.get_game(other.id)).is_active
    await drop_every_session(repo)
    finished = await repo.apply_moves(game, [1, 4, 2, 6])  # X wins: the game's end
    assert (await repo.get_game(game.id)) == finished

"""On PostgreSQL the reads of every click, and the writes in autocommit (a move of a game that
goes on, a new game), go straight to asyncpg, with the SQL SQLAlchemy compiled once: the same
rows as SQLAlchemy's, the same errors, and a write whose connection was lost while it was out
is never sent twice (storage/postgres/prepared.py)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from sqlalchemy import event, func, select, text

from storage import Repository
from storage.errors import SlotTakenError, WriteUnconfirmedError
from storage.models import MOVES
from storage.reads import fetch
from storage.repos.count_reads import count_reads_statement
from storage.repos.game_statements import SELECT_ACTIVE_GAME
from storage.repos.game_statements import SELECT_GAME as SELECT_GAMES
from storage.repos.settings import PublicPostLimitError
from storage.repos.stats import PEOPLES_RATINGS
from tests.storage.conftest import ANN, BOB, MINIMAX, at, spy_on_execute

pytestmark = pytest.mark.postgresql_only

SELECT_GAME = SELECT_GAMES["postgresql"]

HOT_READS = {
    id(query)
    for query in (
        SELECT_GAME,
        SELECT_ACTIVE_GAME["postgresql"],
        PEOPLES_RATINGS,
        count_reads_statement(),
    )
}


@pytest.fixture
def through_sqlalchemy(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The hot reads that went through SQLAlchemy's ``execute``."""
    return spy_on_execute(monkeypatch, lambda statement: id(statement) in HOT_READS)


async def test_a_games_read_skips_sqlalchemys_execution(
    repo: Repository, through_sqlalchemy: list[object]
) -> None:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    game = await repo.apply_moves(game, [5, 1], probabilities={1: 0.5})
    assert (await repo.get_game(game.id)).moves == (5, 1)
    assert await repo.active_game("ann", "s", "c") == game
    assert through_sqlalchemy == []


async def test_a_read_gives_what_sqlalchemy_gives(repo: Repository) -> None:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=BOB, now=at(0))
    game = await repo.apply_moves(game, [1, 4, 2, 5, 3], now=at(1))
    ratings = {"p_user_x": "ann", "p_user_o": "bob", "p_server_id": "s"}
    async with repo.engine.connect() as plain:
        connection = await plain.execution_options(isolation_level="AUTOCOMMIT")
        for query, params in ((SELECT_GAME, {"p_id": game.id}), (PEOPLES_RATINGS, ratings)):
            straight = await fetch(connection, query, params)
            through = (await connection.execute(query, params)).all()
            assert sorted(map(tuple, straight)) == sorted(map(tuple, through))
            assert straight[0]._fields == tuple(through[0]._fields)
    assert {row.updated_at for row in straight} == {at(1)}  # aware datetimes, as SQLAlchemy's
    assert all(isinstance(row.rating, float) for row in straight)  # a float column processed


async def test_inside_a_transaction_a_read_goes_through_sqlalchemy(
    repo: Repository, through_sqlalchemy: list[object]
) -> None:
    # asyncpg would run it before the BEGIN that SQLAlchemy sends with its first statement.
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    async with repo.engine.begin() as connection:
        rows = await fetch(connection, SELECT_GAME, {"p_id": game.id})
    assert rows[0].id == game.id and through_sqlalchemy == [SELECT_GAME]


async def test_with_a_statement_listener_a_read_goes_through_sqlalchemy(
    repo: Repository, through_sqlalchemy: list[object]
) -> None:
    recorded: list[str] = []
    event.listen(
        repo.engine.sync_engine, "before_cursor_execute", lambda *args: recorded.append(args[2])
    )
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    await repo.get_game(game.id)
    assert through_sqlalchemy == [SELECT_GAME] and any("FROM games" in sql for sql in recorded)


async def test_a_read_that_fails_straight_runs_again_through_sqlalchemy(
    repo: Repository, through_sqlalchemy: list[object], monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncpg

    async def broken(*_args: Any, **_kwargs: Any) -> Any:
        raise asyncpg.InterfaceError("a failure of the straight path")

    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    monkeypatch.setattr(asyncpg.Connection, "fetch", broken)
    assert (await repo.get_game(game.id)).id == game.id
    assert through_sqlalchemy == [SELECT_GAME]


@pytest.fixture
def writes_through_sqlalchemy(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every write that went through SQLAlchemy's ``execute``."""
    return spy_on_execute(monkeypatch, lambda statement: _is_write(str(statement)))


def _is_write(sql: str) -> bool:
    return "INSERT" in sql or "UPDATE" in sql


async def test_a_new_game_and_a_move_go_straight_to_asyncpg(
    repo: Repository, writes_through_sqlalchemy: list[object]
) -> None:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    moved = await repo.apply_moves(game, [5, 1], probabilities={1: 0.5})
    assert await repo.get_game(game.id) == moved
    assert writes_through_sqlalchemy == []


async def test_a_write_the_server_refuses_is_refused_as_before(
    repo: Repository, writes_through_sqlalchemy: list[object]
) -> None:
    await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX, one_per_channel=True)
    with pytest.raises(SlotTakenError):  # the slots' key, as SQLAlchemy raises it
        await repo.create_game(
            server_id="s", channel_id="c", x=ANN, o=MINIMAX, one_per_channel=True
        )
    assert len(writes_through_sqlalchemy) == 1  # run again there, to say why


async def test_a_write_whose_connection_is_lost_while_out_is_unconfirmed_never_sent_twice(
    repo: Repository, monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncpg

    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    sent: list[str] = []
    fetch = asyncpg.Connection.fetch

    async def lost_while_out(self: asyncpg.Connection, sql: str, *args: Any, **kw: Any) -> Any:
        if sql.startswith("WITH g AS"):  # the moves' batch statement
            sent.append(sql)
            await fetch(self, sql, *args, **kw)  # the server commits the move...
            self.terminate()  # ...and the answer never comes back
            raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle")
        return await fetch(self, sql, *args, **kw)

    monkeypatch.setattr(asyncpg.Connection, "fetch", lost_while_out)
    with pytest.raises(WriteUnconfirmedError):
        await repo.apply_moves(game, [5, 1])
    monkeypatch.undo()
    assert len(sent) == 1  # not sent again, here or through SQLAlchemy
    assert (await repo.get_game(game.id)).moves == (5, 1)  # committed: the fate was unknown
    async with repo.engine.connect() as conn:
        count = await conn.execute(select(func.count()).select_from(MOVES))
        assert count.scalar_one() == 2


async def test_moves_arriving_together_go_straight_and_store_what_sqlalchemy_stores(
    repo: Repository, writes_through_sqlalchemy: list[object]
) -> None:
    games = [
        await repo.create_game(server_id="s", channel_id=f"c{i}", x=ANN, o=MINIMAX, now=at(0))
        for i in range(3)
    ]
    moved = await asyncio.gather(*(repo.apply_moves(g, [5, 1], now=at(1)) for g in games))
    assert writes_through_sqlalchemy == []  # the batch's arrays too
    for game in moved:
        stored = await repo.get_game(game.id)
        assert stored == game and stored.updated_at == at(1)  # aware times, as SQLAlchemy's
    async with repo.engine.connect() as conn:
        times = await conn.execute(select(MOVES.c.played_at).distinct())
        assert [row[0] for row in times] == [at(1)]


async def test_a_public_posts_claim_is_one_statement_straight_to_asyncpg(
    repo: Repository, writes_through_sqlalchemy: list[object]
) -> None:
    first = await repo.claim_public_post("s", ("ann", "Ann"), limit=2, now=at(0))
    second = await repo.claim_public_post("s", ("ann", "Ann"), limit=2, now=at(1))
    assert second > first and writes_through_sqlalchemy == []
    with pytest.raises(PublicPostLimitError) as refused:  # the rules' refusal, rolled back
        await repo.claim_public_post("s", ("ann", "Ann"), limit=2, now=at(2))
    assert refused.value.retry_at > at(2)
    async with repo.engine.connect() as conn:
        assert (await conn.execute(text("SELECT count(*) FROM public_posts"))).scalar_one() == 2


async def test_a_claim_is_one_round_trip_that_takes_the_members_lock_itself(
    repo: Repository, monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncpg

    sent: list[str] = []
    execute, fetch = asyncpg.Connection.execute, asyncpg.Connection.fetch

    async def seen_execute(self: asyncpg.Connection, sql: str, *args: Any, **kw: Any) -> Any:
        sent.append(sql)
        return await execute(self, sql, *args, **kw)

    async def seen_fetch(self: asyncpg.Connection, sql: str, *args: Any, **kw: Any) -> Any:
        sent.append(sql)
        return await fetch(self, sql, *args, **kw)

    monkeypatch.setattr(asyncpg.Connection, "execute", seen_execute)
    monkeypatch.setattr(asyncpg.Connection, "fetch", seen_fetch)
    await repo.claim_public_post("s", ("ann", "Ann"), limit=2, now=at(0))
    # No BEGIN, no COMMIT: the function takes the lock (three round trips before).
    assert [sql.split("(")[0] for sql in sent] == ["SELECT ttt_claim_public_post"]


@pytest.mark.parametrize("path", ["straight", "through SQLAlchemy"])
async def test_concurrent_claims_of_one_member_stop_at_the_limit_on_either_path(
    repo: Repository, path: str
) -> None:
    if path == "through SQLAlchemy":  # a statement listener sends everything through it
        event.listen(repo.engine.sync_engine, "before_cursor_execute", lambda *args: None)
    claims = [repo.claim_public_post("s", ("ann", "Ann"), limit=4) for _ in range(12)]
    results = await asyncio.gather(*claims, return_exceptions=True)
    assert sum(isinstance(r, int) for r in results) == 4
    assert all(isinstance(r, int | PublicPostLimitError) for r in results)


async def test_a_claim_whose_connection_is_lost_is_written_again(
    repo: Repository, monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncpg

    lost: list[str] = []
    fetch = asyncpg.Connection.fetch

    async def lost_once(self: asyncpg.Connection, sql: str, *args: Any, **kw: Any) -> Any:
        if sql.startswith("SELECT ttt_claim_public_post") and not lost:
            lost.append(sql)
            self.terminate()  # the server rolls the transaction back as the session ends
            raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle")
        return await fetch(self, sql, *args, **kw)

    monkeypatch.setattr(asyncpg.Connection, "fetch", lost_once)
    claimed = await repo.claim_public_post("s", ("ann", "Ann"), limit=2, now=at(0))
    monkeypatch.undo()
    async with repo.engine.connect() as conn:
        ids = (await conn.execute(text("SELECT id FROM public_posts"))).scalars().all()
    assert lost and ids == [claimed]  # written once, on a new connection


async def test_a_claim_cancelled_while_it_waits_leaves_no_transaction_behind(
    repo: Repository,
) -> None:
    from storage.repos.settings import _post_lock

    async with repo.engine.begin() as holder:  # another process posting for ann right now
        await holder.execute(
            text("SELECT pg_advisory_xact_lock(:k)"), {"k": _post_lock("s", "ann")}
        )
        waiting = asyncio.create_task(repo.claim_public_post("s", ("ann", "Ann"), limit=5))
        await asyncio.sleep(0.3)
        waiting.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiting
    # Every pooled connection is usable and outside any transaction: each claim commits.
    claimed = [await repo.claim_public_post("s", (f"u{i}", "U"), limit=5) for i in range(12)]
    claimed.append(await repo.claim_public_post("s", ("ann", "Ann"), limit=5))
    async with repo.engine.connect() as conn:
        rows = (await conn.execute(text("SELECT id, user_id FROM public_posts ORDER BY id"))).all()
        stuck = (
            await conn.execute(
                text(
                    "SELECT count(*) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND state LIKE 'idle in transaction%'"
                )
            )
        ).scalar_one()
    # The cancelled claim is one statement in autocommit: if the lock came free before the
    # server saw the cancel request, it was counted whole (ann's one extra post), else not at all.
    extra = [user for post_id, user in rows if post_id not in claimed]
    assert extra in ([], ["ann"]) and len(rows) == len(claimed) + len(extra)
    assert stuck == 0

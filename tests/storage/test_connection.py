"""SQLite connection settings, URL handling, and the fewer-round-trips driver."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, text
from sqlalchemy.exc import IntegrityError, OperationalError

from storage import Repository, create_engine, normalise_url
from storage.db import SQLITE_FALLBACK_CHECKPOINT_PAGES, SQLITE_JOURNAL_SIZE_LIMIT_BYTES
from storage.errors import database_outage
from storage.repos.game_statements import GAMES
from storage.sqlite import RowCountError, WalCheckpointer, pipelined
from storage.sqlite.driver import FewerRoundTripsConnection
from tests.storage.conftest import ANN, MINIMAX


async def pragma(url: str, name: str, **options: Any) -> object:
    engine = create_engine(url, **options)
    try:
        async with engine.connect() as conn:
            return (await conn.execute(text(f"PRAGMA {name}"))).scalar()
    finally:
        await engine.dispose()


@pytest.mark.sqlite_only
@pytest.mark.parametrize("fast_driver", [True, False])
async def test_sqlite_runs_in_wal_mode_with_foreign_keys_and_a_busy_timeout(
    db_url: str, fast_driver: bool
) -> None:
    assert await pragma(db_url, "journal_mode", fast_driver=fast_driver) == "wal"
    assert await pragma(db_url, "foreign_keys", fast_driver=fast_driver) == 1
    # The fast driver waits for a lock off the event loop only (test_sqlite_on_the_loop.py).
    on_the_loop = 0 if fast_driver else 5000
    assert await pragma(db_url, "busy_timeout", fast_driver=fast_driver) == on_the_loop


def test_plain_driver_names_get_their_async_drivers() -> None:
    assert normalise_url("sqlite:///x.db").drivername == "sqlite+aiosqlite"
    assert normalise_url("postgresql://u@h/db").drivername == "postgresql+asyncpg"
    assert normalise_url("sqlite+aiosqlite:///x.db").drivername == "sqlite+aiosqlite"


@pytest.mark.sqlite_only
async def test_a_sqlite_file_is_opened_through_the_fewer_round_trips_connection(
    db_url: str,
) -> None:
    engine = create_engine(db_url)
    try:
        async with engine.connect() as conn:
            raw = await conn.get_raw_connection()
            assert isinstance(raw.driver_connection, FewerRoundTripsConnection)
    finally:
        await engine.dispose()


async def test_foreign_keys_are_enforced(repo: Repository) -> None:
    with pytest.raises(IntegrityError):
        async with repo.engine.begin() as conn:
            await conn.execute(
                text(
                    "INSERT INTO moves (game_id, ply, side, cell, board_before, played_at) "
                    "VALUES (999, 0, 'X', 5, '.........', '2026-01-01 00:00:00')"
                )
            )


async def test_a_failing_pipelined_statement_fails_the_commit_and_nothing_is_kept(
    repo: Repository,
) -> None:
    insert = text(
        "INSERT INTO players (user_id, display_name, first_seen, last_seen) "
        "VALUES (:id, 'x', '2026-01-01 00:00:00', '2026-01-01 00:00:00')"
    )
    with pytest.raises(IntegrityError):
        async with repo.engine.begin() as conn:
            with pipelined():
                await conn.execute(insert, {"id": "a"})
                await conn.execute(insert, {"id": "a"})  # duplicate key: fails later
                await conn.execute(insert, {"id": "b"})  # not run: the transaction is failing
    async with repo.engine.connect() as conn:
        assert (await conn.execute(text("SELECT count(*) FROM players"))).scalar() == 0
        # the connection is usable again afterwards
        await conn.execute(insert, {"id": "c"})
        await conn.commit()
        assert (await conn.execute(text("SELECT count(*) FROM players"))).scalar() == 1


@pytest.mark.sqlite_only
async def test_a_pipelined_statement_that_changes_no_row_fails_the_commit(
    repo: Repository,
) -> None:
    with pytest.raises(RowCountError):
        async with repo.engine.begin() as conn:
            with pipelined(rowcount=1):
                await conn.execute(text("UPDATE players SET display_name = 'z' WHERE 0"))
            await conn.execute(
                text(
                    "INSERT INTO players (user_id, display_name, first_seen, last_seen) "
                    "VALUES ('late', 'x', '2026-01-01 00:00:00', '2026-01-01 00:00:00')"
                )
            )
    async with repo.engine.connect() as conn:
        assert (await conn.execute(text("SELECT count(*) FROM players"))).scalar() == 0


async def test_commits_leave_wal_checkpoints_to_a_background_task(tmp_path: Path) -> None:
    path = tmp_path / "wal.db"
    repo = await Repository.open(f"sqlite+aiosqlite:///{path}")
    async with repo.engine.connect() as conn:
        pages = (await conn.execute(text("PRAGMA wal_autocheckpoint"))).scalar()
    assert pages == SQLITE_FALLBACK_CHECKPOINT_PAGES  # only a bound; the task does the work
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    await repo.apply_moves(game, [5, 1, 9])
    assert Path(f"{path}-wal").stat().st_size > 0
    await repo.close()  # stopping checkpoints the WAL into the file and truncates it
    wal = Path(f"{path}-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    reopened = await Repository.open(f"sqlite+aiosqlite:///{path}")
    try:
        assert (await reopened.get_game(game.id)).moves == (5, 1, 9)
    finally:
        await reopened.close()


@pytest.mark.sqlite_only
async def test_an_engine_made_without_background_checkpoints_keeps_sqlites_default(
    db_url: str,
) -> None:
    assert await pragma(db_url, "wal_autocheckpoint") == 1000


@pytest.mark.sqlite_only
async def test_the_checkpointer_copies_the_wal_back_while_the_bot_runs(db_url: str) -> None:
    engine = create_engine(db_url, background_checkpoints=True)
    checkpointer = WalCheckpointer(engine, interval_s=0.02)
    checkpoints: list[str] = []

    @event.listens_for(engine.sync_engine, "before_cursor_execute")
    def seen(conn: object, cursor: object, statement: str, *args: object) -> None:
        if "wal_checkpoint" in statement:
            checkpoints.append(statement)

    try:
        async with engine.begin() as conn:
            await conn.execute(text("CREATE TABLE t (x INTEGER)"))
        checkpointer.start()
        await asyncio.sleep(0.2)
        assert checkpoints.count("PRAGMA wal_checkpoint(PASSIVE)") >= 3
    finally:
        await checkpointer.stop()
        await engine.dispose()
    assert checkpoints[-1] == "PRAGMA wal_checkpoint(TRUNCATE)"


async def test_the_wal_file_shrinks_back_after_a_burst_while_the_bot_runs(tmp_path: Path) -> None:
    """A burst of writes while a reader pins old frames grows the WAL far past its bound; once
    the reader is gone, the running checkpointer brings the file back under the bound without
    a restart (it used to keep its largest size until the last connection closed)."""
    path = tmp_path / "burst.db"
    url = f"sqlite+aiosqlite:///{path}"
    engine = create_engine(url, background_checkpoints=True)
    checkpointer = WalCheckpointer(engine, interval_s=0.02, restart_pages=512)
    wal = Path(f"{path}-wal")
    try:
        async with engine.begin() as conn:
            await conn.execute(text("CREATE TABLE junk (payload BLOB)"))
        reader = await engine.connect()
        await reader.execute(text("BEGIN"))
        await reader.execute(text("SELECT count(*) FROM junk"))  # pins the WAL's start
        checkpointer.start()
        for _ in range(400):
            async with engine.begin() as conn:
                await conn.execute(text("INSERT INTO junk VALUES (zeroblob(65536))"))
        peak = wal.stat().st_size
        await reader.rollback()
        await reader.close()
        for _ in range(100):  # commits keep coming, as they do while people play
            async with engine.begin() as conn:
                await conn.execute(text("INSERT INTO junk VALUES (zeroblob(16))"))
            await asyncio.sleep(0.01)
            if wal.stat().st_size <= SQLITE_JOURNAL_SIZE_LIMIT_BYTES:
                break
        assert peak > 2 * SQLITE_JOURNAL_SIZE_LIMIT_BYTES
        assert wal.stat().st_size <= SQLITE_JOURNAL_SIZE_LIMIT_BYTES
    finally:
        await checkpointer.stop()
        await engine.dispose()


@pytest.mark.parametrize("fast_driver", [True, False], ids=["driver", "stock adapter"])
async def test_stopping_the_checkpointer_during_a_restart_checkpoint_stops_it(
    tmp_path: Path, fast_driver: bool
) -> None:
    """Closing a database stops its checkpointer by cancelling it; a cancellation that lands
    while a ``RESTART`` checkpoint runs ends the checkpointer too. The cancelled statement
    leaves its connection invalidated inside its transaction: a statement run on it afterwards
    (restoring the busy timeout) fails with "Can't reconnect until invalid transaction is
    rolled back", and that error, logged as a failed checkpoint, would hide the cancellation,
    the checkpointer would go on, and closing the database would wait for it forever."""
    engine = create_engine(
        f"sqlite+aiosqlite:///{tmp_path / 'stop.db'}",
        fast_driver=fast_driver,
        background_checkpoints=True,
    )
    checkpointer = WalCheckpointer(engine, interval_s=0.01, restart_pages=-1)  # RESTART each time
    running: list[asyncio.Task[Any]] = []

    @event.listens_for(engine.sync_engine, "before_cursor_execute")
    def stop_now(conn: object, cursor: object, statement: str, *args: object) -> None:
        task = asyncio.current_task()
        if statement == "PRAGMA wal_checkpoint(RESTART)" and task is not None and not running:
            running.append(task)  # stop()'s cancel, arriving while the statement runs
            asyncio.get_running_loop().call_soon(task.cancel)

    try:
        async with engine.begin() as conn:
            await conn.execute(text("CREATE TABLE t (x INTEGER)"))
        checkpointer.start()
        for _ in range(500):
            if running:
                break
            await asyncio.sleep(0.01)
        done, _ = await asyncio.wait(running, timeout=5)
        assert done == set(running) and running[0].cancelled()
    finally:
        await asyncio.wait_for(checkpointer.stop(), 10)
        await engine.dispose()


async def test_a_database_server_that_is_down_is_an_outage_and_other_errors_are_not() -> None:
    # Connecting to a server that is down raises the OS's own error, from the driver.
    engine = create_engine("postgresql+asyncpg://nobody@127.0.0.1:1/nothing")
    try:
        with pytest.raises(OSError) as refused:
            async with engine.connect():
                pass
    finally:
        await engine.dispose()
    assert database_outage(refused.value)
    assert database_outage(OperationalError("SELECT 1", {}, Exception("database is locked")))
    assert not database_outage(ConnectionRefusedError("Discord's API, not the database"))
    assert not database_outage(RuntimeError("a bug"))


@pytest.mark.postgresql_only
async def test_postgresql_sessions_price_a_read_by_key_as_data_in_memory(db_url: str) -> None:
    async def cost(**options: Any) -> str:
        engine = create_engine(db_url, **options)
        try:
            async with engine.connect() as conn:
                return str((await conn.execute(text("SHOW random_page_cost"))).scalar())
        finally:
            await engine.dispose()

    assert await cost() == "1.1"
    given = {"server_settings": {"random_page_cost": "2", "application_name": "ops"}}
    assert await cost(connect_args=given) == "2"  # an operator's own settings win


@pytest.mark.postgresql_only
async def test_a_batch_of_moves_finds_its_games_by_key_in_a_table_never_analysed(
    repo: Repository,
) -> None:
    """The plan a connection keeps for the moves' batch reads only the games it moves, not the
    whole table, even before the server has statistics for it (a new database)."""
    from storage.postgres.move_batch import MOVES_IN_ONE_STATEMENT

    await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    columns = ", ".join(c.name for c in GAMES.c if c.name != "id")
    copies = f"INSERT INTO games ({columns}) SELECT {columns} FROM games, generate_series(1, 2000)"
    compiled = MOVES_IN_ONE_STATEMENT.compile(dialect=repo.engine.dialect)
    arguments = ", ".join("NULL" for _ in compiled.positiontup or ())
    async with repo.engine.connect() as conn:
        await conn.execute(text(copies))
        await conn.execute(text("SET plan_cache_mode = force_generic_plan"))
        await conn.exec_driver_sql(f"PREPARE moves_batch AS {compiled}")
        plan = "\n".join(
            (await conn.exec_driver_sql(f"EXPLAIN EXECUTE moves_batch({arguments})")).scalars()
        )
    assert "Seq Scan on games" not in plan and "pk_games" in plan

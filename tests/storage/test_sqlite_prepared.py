"""Writes whose results are not read go straight to sqlite3, with the SQL SQLAlchemy compiled
once, and store exactly what SQLAlchemy would have stored (storage/sqlite/prepared.py)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Column, DateTime, Integer, MetaData, Table, bindparam, event, insert, select
from sqlalchemy.dialects import sqlite

from storage import Repository
from storage.errors import VersionConflictError
from storage.repos.game_statements import (
    GUARDED_UPDATE,
    INSERT_MOVE,
    INSERT_TRANSITION,
)
from storage.repos.game_statements import (
    SELECT_GAME as SELECT_GAMES,
)
from storage.repos.stats import PEOPLES_RATINGS
from storage.sqlite.prepared import fetch, prepare
from tests.storage.conftest import ANN, BOB, MINIMAX, at, spy_on_execute

pytestmark = pytest.mark.sqlite_only

SELECT_GAME = SELECT_GAMES["sqlite"]

HOT_PATH = {id(GUARDED_UPDATE), id(INSERT_MOVE), id(INSERT_TRANSITION), id(SELECT_GAME)}


@pytest.fixture
def through_sqlalchemy(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The hot-path statements that went through SQLAlchemy's ``execute``."""
    return spy_on_execute(monkeypatch, lambda statement: id(statement) in HOT_PATH)


async def test_a_moves_writes_and_its_games_read_skip_sqlalchemys_execution(
    repo: Repository, through_sqlalchemy: list[object]
) -> None:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    game = await repo.apply_moves(game, [5, 1], probabilities={1: 0.5})
    assert (await repo.get_game(game.id)).moves == (5, 1)
    assert through_sqlalchemy == []


async def test_with_a_statement_listener_the_writes_go_through_sqlalchemy(
    repo: Repository, through_sqlalchemy: list[object]
) -> None:
    recorded: list[str] = []
    event.listen(
        repo.engine.sync_engine,
        "before_cursor_execute",
        lambda _conn, _cursor, sql, *_args: recorded.append(sql),
    )
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    await repo.apply_moves(game, [5, 1])
    assert GUARDED_UPDATE in through_sqlalchemy and INSERT_MOVE in through_sqlalchemy
    assert any(sql.startswith("UPDATE games") for sql in recorded)


async def test_a_read_gives_what_sqlalchemy_gives(repo: Repository) -> None:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX, now=at(0))
    await repo.apply_moves(game, [5, 1, 9], probabilities={1: 0.5}, now=at(1))
    async with repo.engine.connect() as connection:
        straight = await fetch(connection, SELECT_GAME, {"p_id": game.id})
        through = (await connection.execute(SELECT_GAME, {"p_id": game.id})).all()
    assert [tuple(row) for row in straight] == [tuple(row) for row in through]
    assert straight[0]._fields == tuple(through[0]._fields)
    assert straight[0].updated_at == at(1)  # a stored time comes back as the aware datetime
    assert [row.move_cell for row in straight] == [5, 1, 9]


async def test_a_read_with_literals_of_its_own_gives_what_sqlalchemy_gives(
    repo: Repository,
) -> None:
    # The ratings a finished board shows: the season's scope is built in SQL from literals.
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=BOB, now=at(0))
    game = await repo.apply_moves(game, [1, 4, 2, 5, 3], now=at(1))
    params = {"p_user_x": "ann", "p_user_o": "bob", "p_server_id": "s"}
    async with repo.engine.connect() as connection:
        straight = await fetch(connection, PEOPLES_RATINGS, params)
        through = (await connection.execute(PEOPLES_RATINGS, params)).all()
    assert sorted(tuple(row) for row in straight) == sorted(tuple(row) for row in through)
    assert {row.user_id for row in straight} == {"ann", "bob"}
    changes = await repo.rating_changes(game)
    assert [c.user_id for c in changes] == ["ann", "bob"] and all(c.rated for c in changes)


def play(path: Path, *, record: bool) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table after the same games, written straight to sqlite3 or (with a
    statement listener, ``record``) through SQLAlchemy."""
    import asyncio

    async def games() -> None:
        repo = await Repository.open(f"sqlite+aiosqlite:///{path}")
        if record:
            event.listen(repo.engine.sync_engine, "before_cursor_execute", lambda *_: None)
        try:
            won = await repo.create_game(server_id="s", channel_id="a", x=ANN, o=MINIMAX, now=at(0))
            await repo.apply_moves(won, [1, 4, 2, 5, 3], probabilities={2: 0.25}, now=at(1))
            duel = await repo.create_game(server_id="s", channel_id="b", x=ANN, o=BOB, now=at(2))
            duel = await repo.apply_moves(duel, [5, 1], now=at(3))
            await repo.resign(duel, loser=duel.board.to_move, now=at(4))
            await repo.set_message(
                won.id,
                "1234",
            )
        finally:
            await repo.close()

    asyncio.run(games())
    with sqlite3.connect(path) as connection:
        tables = [
            row[0]
            for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        ]
        return {
            table: sorted(connection.execute(f'SELECT * FROM "{table}"').fetchall(), key=repr)
            for table in tables
        }


def test_what_is_stored_is_what_sqlalchemy_would_have_stored(tmp_path: Path) -> None:
    straight = play(tmp_path / "straight.db", record=False)
    through = play(tmp_path / "through.db", record=True)
    assert straight["moves"] and straight["transitions"] and straight["player_ratings"]
    assert straight == through


async def test_a_stale_version_is_still_refused(repo: Repository) -> None:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    await repo.apply_moves(game, [5, 1])
    with pytest.raises(VersionConflictError):
        await repo.apply_moves(game, [9, 3])  # the snapshot from before that move
    assert (await repo.get_game(game.id)).moves == (5, 1)


THINGS = Table(
    "things",
    MetaData(),
    Column("id", Integer, primary_key=True),
    Column("count", Integer, nullable=False, default=0),
    Column("seen", DateTime),
)


def test_statements_sqlalchemy_must_complete_are_left_to_it() -> None:
    dialect = sqlite.dialect(paramstyle="qmark")
    # A column default computed in Python, an expanding IN, a parameter the row lacks.
    assert prepare(dialect, insert(THINGS), frozenset({"id"})) is None
    expanding = select(THINGS.c.id).where(THINGS.c.id.in_(bindparam("ids", expanding=True)))
    assert prepare(dialect, expanding, frozenset({"ids"})) is None
    needs_two = (
        THINGS.update().where(THINGS.c.id == bindparam("p_id")).values(count=bindparam("p_n"))
    )
    assert prepare(dialect, needs_two, frozenset({"p_id"})) is None
    prepared = prepare(dialect, needs_two, frozenset({"p_id", "p_n"}))
    assert prepared is not None
    assert prepared.sql == "UPDATE things SET count=? WHERE things.id = ?"
    assert prepared.values({"p_id": 7, "p_n": 3}) == [3, 7]


async def test_warming_up_compiles_the_hot_reads_before_they_are_needed(repo: Repository) -> None:
    from storage.repos.count_reads import count_reads_statement
    from storage.repos.game_statements import SELECT_ACTIVE_GAME
    from storage.sqlite import prepared

    hot = (SELECT_GAME, SELECT_ACTIVE_GAME["sqlite"], count_reads_statement(), PEOPLES_RATINGS)
    dialect = repo.engine.dialect
    for query in hot:
        prepared._queries.pop((id(dialect), id(query)), None)
    repo.warm_up()
    assert all(prepared._queries[(id(dialect), id(query))] is not None for query in hot)

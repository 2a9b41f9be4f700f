"""Two writers, one game: the version guard lets exactly one move through."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import Table, event, func, select

from domain.game import Game
from engine import Board
from storage import Repository, VersionConflictError
from storage.models import MOVES, TRANSITIONS
from tests.storage.conftest import ANN, MINIMAX
from tests.stored import stored_moves


async def rows(repo: Repository, model: Table, game_id: int) -> int:
    async with repo.engine.connect() as conn:
        query = select(func.count()).select_from(model).where(model.c.game_id == game_id)
        return int((await conn.execute(query)).scalar_one())


@pytest.mark.parametrize("fast_driver", [True, False], ids=["fewer-round-trips", "stock"])
async def test_two_interleaved_moves_on_one_version_apply_exactly_once(
    tmp_path: Path, fast_driver: bool
) -> None:
    path = tmp_path / "race.db"
    url = f"sqlite+aiosqlite:///{path}"
    # Two repositories = two engines and connections, as two bot processes on one file.
    first = await Repository.open(url, fast_driver=fast_driver)
    second = await Repository.open(url, migrate=False, fast_driver=fast_driver)
    try:
        game = await first.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
        game = await first.apply_moves(game, [5, 1])  # both racers would complete X's transition
        guarded_updates: list[int] = []

        def seen(conn: object, cursor: object, statement: str, *args: object) -> None:
            if statement.startswith("UPDATE games") and "version" in statement:
                guarded_updates.append(id(conn))

        for repo in (first, second):
            event.listen(repo.engine.sync_engine, "before_cursor_execute", seen)

        # A third connection holds SQLite's write lock, so both racers, having read the same
        # version, issue their guarded UPDATE before either can commit.
        blocker = sqlite3.connect(path, isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")
        racers = asyncio.gather(
            first.apply_move(game, 9), second.apply_move(game, 3), return_exceptions=True
        )
        for _ in range(100):
            await asyncio.sleep(0.01)
            if len(guarded_updates) == 2:
                break
        assert len(set(guarded_updates)) == 2, "both racers reached the guarded UPDATE"
        blocker.execute("ROLLBACK")
        blocker.close()
        results = await racers

        applied = [r for r in results if isinstance(r, Game)]
        refused = [r for r in results if isinstance(r, VersionConflictError)]
        assert len(applied) == 1 and len(refused) == 1, results
        winner = applied[0]
        for repo in (first, second):
            stored = await repo.get_game(game.id)
            assert stored == winner and stored.version == game.version + 1
        assert winner.board == Board().play(5).play(1).play(winner.moves[-1])
        assert await rows(first, MOVES, game.id) == 3  # 5, 1 and the one move that won
        assert await rows(first, TRANSITIONS, game.id) == 1  # X's first decision, once
    finally:
        await first.close()
        await second.close()


async def test_two_tasks_of_one_process_with_the_same_snapshot_apply_once(
    repo: Repository,
) -> None:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    results = await asyncio.gather(
        repo.apply_move(game, 1), repo.apply_move(game, 2), return_exceptions=True
    )
    assert sorted(type(r).__name__ for r in results) == ["Game", "VersionConflictError"]
    assert await rows(repo, MOVES, game.id) == 1
    # and the repository keeps working after the refusal
    assert (await repo.apply_move(await repo.get_game(game.id), 5)).ply == 2


async def test_two_processes_racing_every_move_never_write_half_a_move(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'two.db'}"
    first = await Repository.open(url)
    second = await Repository.open(url, migrate=False)  # another engine, like another process
    try:
        game = await first.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
        while game.is_active:
            cell_a, cell_b = game.board.legal_moves()[0], game.board.legal_moves()[-1]
            results = await asyncio.gather(
                first.apply_move(game, cell_a),
                second.apply_move(game, cell_b),
                return_exceptions=True,
            )
            applied = [r for r in results if isinstance(r, Game)]
            assert len(applied) == 1, results
            assert all(isinstance(r, VersionConflictError) for r in results if r is not applied[0])
            game = await second.get_game(game.id)
            assert game == applied[0]
        assert await rows(first, MOVES, game.id) == len(game.moves)
        moves = [m.cell for m in await stored_moves(first, game.id)]
        assert tuple(moves) == game.moves
    finally:
        await first.close()
        await second.close()

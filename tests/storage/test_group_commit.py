"""Group commit: writes that queue together share one transaction, each guarded on its own.

The writes here are started with ``asyncio.gather`` and reach the repository's queue before its
writer task runs, so they form one batch deterministically (no timing involved).
"""

from __future__ import annotations

import asyncio
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import Table, event, func, select

from domain.game import Game, GameStatus, Side
from engine import Board
from storage import GameNotFoundError, Repository, VersionConflictError
from storage.models import MOVES, PUBLIC_POSTS, TRANSITIONS
from storage.repos.settings import PublicPostLimitError
from storage.sqlite import group_commit
from tests.storage.conftest import MINIMAX
from tests.storage.killed_writer import kill_writer_after


def player(i: int) -> Side:
    return Side.human(f"p{i}", f"P{i}")


async def count(repo: Repository, model: Table, game_id: int) -> int:
    async with repo.engine.connect() as conn:
        query = select(func.count()).select_from(model).where(model.c.game_id == game_id)
        return int((await conn.execute(query)).scalar_one())


def count_commits(repo: Repository) -> list[int]:
    commits: list[int] = []
    event.listen(repo.engine.sync_engine, "commit", lambda conn: commits.append(1))
    return commits


async def new_games(repo: Repository, n: int) -> list[Game]:
    return list(
        await asyncio.gather(
            *(
                repo.create_game(server_id="s", channel_id="c", x=player(i), o=MINIMAX)
                for i in range(n)
            )
        )
    )


@pytest.mark.sqlite_only  # group commit exists on SQLite only
async def test_concurrent_moves_share_one_transaction(repo: Repository) -> None:
    games = await new_games(repo, 11)
    reference = await repo.apply_moves(await repo.apply_moves(games.pop(), [5, 1]), [9, 3])
    transitions = await count(repo, TRANSITIONS, reference.id)
    assert transitions > 0
    games = [await repo.apply_moves(g, [5, 1]) for g in games]
    commits = count_commits(repo)
    results = await asyncio.gather(*(repo.apply_moves(g, [9, 3]) for g in games))
    assert len(commits) == 1  # ten moves, one commit
    for game, result in zip(games, results, strict=True):
        assert result.moves == (5, 1, 9, 3) and result.version == game.version + 1
        assert await repo.get_game(game.id) == result
        assert await count(repo, MOVES, game.id) == 4
        assert await count(repo, TRANSITIONS, game.id) == transitions  # as written alone


@pytest.mark.sqlite_only  # group commit exists on SQLite only
async def test_a_conflict_in_a_batch_fails_only_its_own_move(repo: Repository) -> None:
    games = await new_games(repo, 5)
    contested = games[2]
    commits = count_commits(repo)
    calls = [repo.apply_moves(g, [5, 1]) for g in games]
    # Same snapshot, other cells: the guard lets the first through and refuses the second.
    calls.insert(3, repo.apply_moves(contested, [9, 1]))
    calls.append(repo.apply_moves(contested, [3, 1]))
    results = await asyncio.gather(*calls, return_exceptions=True)
    assert len(commits) == 1
    conflicts = [r for r in results if isinstance(r, VersionConflictError)]
    assert len(conflicts) == 2, results
    applied = [r for r in results if isinstance(r, Game)]
    assert len(applied) == 5
    stored = await repo.get_game(contested.id)
    assert stored.moves == (5, 1) and stored.version == contested.version + 1
    for game in games:
        assert await count(repo, MOVES, game.id) == 2  # nothing half-written, nothing twice
        assert await count(repo, TRANSITIONS, game.id) == 0  # none complete yet


async def test_conflicts_on_finishing_moves_keep_the_stats_exact(repo: Repository) -> None:
    games = await new_games(repo, 4)
    # X 1, O 4, X 2, O 5: X to move wins with 3.
    games = list(await asyncio.gather(*(repo.apply_moves(g, [1, 4, 2, 5]) for g in games)))
    calls = []
    for game in games:
        calls.append(repo.apply_move(game, 3))  # wins: stats are read and written
        calls.append(repo.apply_moves(game, [9, 6]))  # same version: refused
    results = await asyncio.gather(*calls, return_exceptions=True)
    # Per game exactly one of the two writes applies. SQLite's queue applies them in order;
    # on PostgreSQL either may win the race, so only the pair's outcome is fixed.
    for pair in zip(results[::2], results[1::2], strict=True):
        assert sorted(type(r).__name__ for r in pair) == ["Game", "VersionConflictError"]
    for game, won in zip(games, results[::2], strict=True):
        stored = await repo.get_game(game.id)
        if isinstance(won, Game):
            assert stored.status is GameStatus.WON and stored.moves == (1, 4, 2, 5, 3)
            assert await count(repo, MOVES, game.id) == 5
        else:
            assert stored.moves == (1, 4, 2, 5, 9, 6)
    assert await repo.stats_snapshot() == await repo.stats_from_games()


@pytest.mark.sqlite_only  # group commit exists on SQLite only
async def test_same_player_finishing_two_games_in_one_batch(repo: Repository) -> None:
    ann = player(0)
    games = [
        await repo.create_game(server_id="s", channel_id=f"c{i}", x=ann, o=MINIMAX)
        for i in range(3)
    ]
    games = [await repo.apply_moves(g, [1, 4, 2, 5]) for g in games]
    commits = count_commits(repo)
    await asyncio.gather(*(repo.apply_move(g, 3) for g in games))
    assert len(commits) == 1
    stats = await repo.player_stats("p0")
    assert stats is not None and stats.games == 3 and stats.overall.wins == 3
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def test_a_failing_write_does_not_fail_the_others(repo: Repository) -> None:
    games = await new_games(repo, 4)
    results = await asyncio.gather(
        repo.apply_moves(games[0], [5, 1]),
        repo.set_message(999_999, "m"),  # no such game: this write alone is refused
        repo.apply_moves(games[1], [5, 1]),
        repo.set_message(games[2].id, "m2"),
        return_exceptions=True,
    )
    assert isinstance(results[0], Game) and isinstance(results[2], Game)
    assert isinstance(results[1], GameNotFoundError)
    assert results[3] is None
    assert (await repo.get_game(games[0].id)).moves == (5, 1)
    assert (await repo.get_game(games[1].id)).moves == (5, 1)
    assert (await repo.get_game(games[2].id)).message_id == "m2"
    assert await count(repo, MOVES, games[0].id) == 2


@pytest.mark.sqlite_only  # group commit exists on SQLite only
async def test_a_write_that_refuses_itself_is_undone_alone_in_its_batch(repo: Repository) -> None:
    start = datetime(2026, 11, 24, 12, 0, tzinfo=UTC)
    for seconds in (0, 90):  # two posts by Ann, kept (an hour's window)
        at = start + timedelta(seconds=seconds)
        await repo.claim_public_post("s", ("ann", "Ann"), limit=0, now=at, window_s=3600)
    games = await new_games(repo, 2)
    commits = count_commits(repo)
    at = start + timedelta(seconds=100)
    results = await asyncio.gather(
        repo.apply_moves(games[0], [5, 1]),
        # Forgets Ann's post at 0 s, then finds her at the limit (the one at 90 s): refused.
        repo.claim_public_post("s", ("ann", "Ann"), limit=1, now=at),
        repo.apply_moves(games[1], [5, 1]),
        repo.claim_public_post("s", ("bob", "Bob"), limit=1, now=at),
        return_exceptions=True,
    )
    assert len(commits) == 1  # the refusal did not send the batch back to one by one
    assert isinstance(results[1], PublicPostLimitError)
    assert results[1].retry_at == start + timedelta(seconds=150)
    assert isinstance(results[0], Game) and isinstance(results[2], Game)
    assert isinstance(results[3], int)
    async with repo.engine.connect() as conn:
        posts = select(PUBLIC_POSTS.c.user_id).order_by(PUBLIC_POSTS.c.posted_at)
        assert list((await conn.execute(posts)).scalars()) == ["ann", "ann", "bob"]


async def test_the_repository_keeps_working_after_a_batch_of_conflicts(repo: Repository) -> None:
    game = (await new_games(repo, 1))[0]
    results = await asyncio.gather(
        *(repo.apply_move(game, cell) for cell in (1, 2, 3, 4)), return_exceptions=True
    )
    assert sum(isinstance(r, Game) for r in results) == 1
    assert sum(isinstance(r, VersionConflictError) for r in results) == 3
    game = await repo.get_game(game.id)
    assert (await repo.apply_move(game, 5)).ply == 2


@pytest.mark.sqlite_only  # group commit exists on SQLite only
async def test_a_cancelled_write_that_has_not_started_is_dropped(repo: Repository) -> None:
    games = await new_games(repo, 2)
    kept = asyncio.ensure_future(repo.apply_move(games[0], 5))
    dropped = asyncio.ensure_future(repo.apply_move(games[1], 5))
    await asyncio.sleep(0)  # both queued; the writer task has not run yet
    dropped.cancel()
    assert (await kept).moves == (5,)
    assert dropped.cancelled()
    assert (await repo.get_game(games[1].id)).moves == ()
    assert await count(repo, MOVES, games[1].id) == 0


@pytest.mark.slow
async def test_a_killed_writer_never_leaves_half_a_batch(tmp_path: Path) -> None:
    """Many concurrent games, SIGKILL mid-stream: every reported move is there, and every
    game's rows agree with each other (a batch is all or nothing per write)."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'crash.db'}"
    committed = kill_writer_after(CONCURRENT_WRITER, url, games=60)
    repo = await Repository.open(url)
    try:
        for game_id, plies in committed.items():
            game = await repo.get_game(game_id)
            assert len(game.moves) >= plies
            board = Board()
            for cell in game.moves:
                board = board.play(cell)
            assert board == game.board and game.version == 1 + len(game.moves)
            assert await count(repo, MOVES, game_id) == len(game.moves)
        assert await repo.stats_snapshot() == await repo.stats_from_games()
    finally:
        await repo.close()


CONCURRENT_WRITER = textwrap.dedent(
    """
    import asyncio, random, sys
    from storage import Repository
    from domain.game import Side

    async def play(repo, i):
        rng = random.Random(i)
        x = Side.human(f"p{i}", f"P{i}")
        o = Side.bot("minimax", "builtin", 1600.0)
        while True:
            game = await repo.create_game(server_id="s", channel_id="c", x=x, o=o)
            while game.is_active:
                game = await repo.apply_move(game, rng.choice(game.board.legal_moves()))
                print(game.id, len(game.moves), flush=True)

    async def main(url):
        repo = await Repository.open(url)
        await asyncio.gather(*(play(repo, i) for i in range(20)))

    asyncio.run(main(sys.argv[1]))
    """
)


@pytest.mark.sqlite_only  # group commit exists on SQLite only
async def test_a_long_batch_lets_the_event_loop_run_between_its_writes(
    repo: Repository, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Pipelined writes await nothing: without a pause a batch held the loop for its whole
    # length, and every interaction meanwhile waited.
    monkeypatch.setattr(group_commit, "YIELD_AFTER_S", 0.0)
    games = [await repo.apply_moves(g, [5, 1]) for g in await new_games(repo, 10)]
    ticks = 0
    at_update: list[int] = []  # the ticker's count when each game's guarded UPDATE is sent

    def on_execute(conn: object, cursor: object, statement: str, *args: object) -> None:
        if statement.lstrip().upper().startswith("UPDATE GAMES"):
            at_update.append(ticks)

    event.listen(repo.engine.sync_engine, "before_cursor_execute", on_execute)
    commits = count_commits(repo)

    async def ticker() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(ticker())
    try:
        results = await asyncio.gather(*(repo.apply_moves(g, [9, 3]) for g in games))
    finally:
        task.cancel()
    assert [r.moves for r in results] == [(5, 1, 9, 3)] * len(games)
    assert len(commits) == 1  # still one transaction
    assert len(at_update) == len(games)
    assert len(set(at_update)) == len(games)  # other tasks ran between the batch's writes

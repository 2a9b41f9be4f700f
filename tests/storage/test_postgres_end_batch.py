"""PostgreSQL's group commit of games' last moves (storage/repos/end_batch.py).

Games that end together are written, with their players' stats, by one transaction of three
statements; each game keeps its own outcome, a person's games never share a batch, and a batch
that fails is rolled back whole and each of its games written alone. Whatever the batching,
the stats are exactly what replaying the stored games gives (``stats_from_games``).

The writes here are started with ``asyncio.gather`` and reach the batch's queue before its task
runs, so they form one batch deterministically (no timing involved).
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from sqlalchemy import text

from domain.game import Game, GameStatus, Side
from storage import Repository, VersionConflictError
from storage.models import MOVES, TRANSITIONS
from storage.repos import end_batch, end_statements
from tests.storage.conftest import MINIMAX, at, count_statements

pytestmark = pytest.mark.postgresql_only  # the machinery of PostgreSQL's hot path

NEAR_WIN = [1, 4, 2, 5]
"""X 1, O 4, X 2, O 5: X to move wins with 3, or plays 9 and O wins with 6."""


def person(i: int) -> Side:
    return Side.human(f"p{i}", f"P{i}")


async def near_wins(repo: Repository, people: list[Side], *, channel: str = "c") -> list[Game]:
    """A game against the agent for each of ``people`` (each in a channel of its own), played
    to :data:`NEAR_WIN`."""
    games = []
    for i, side in enumerate(people):
        game = await repo.create_game(
            server_id="s", channel_id=f"{channel}{i}", x=side, o=MINIMAX, now=at(i)
        )
        games.append(await repo.apply_moves(game, NEAR_WIN))
    return games


async def scalar(repo: Repository, sql: str) -> Any:
    async with repo.engine.connect() as conn:
        return (await conn.execute(text(sql))).scalar_one()


async def rows_of(repo: Repository, table: Any, game_id: int) -> int:
    return int(await scalar(repo, f"SELECT count(*) FROM {table.name} WHERE game_id = {game_id}"))


async def test_games_ending_together_are_counted_by_one_transaction(repo: Repository) -> None:
    games = await near_wins(repo, [person(i) for i in range(7)])
    alone = await repo.apply_move(games.pop(), 3)  # a game that ends alone, for reference
    sent = count_statements(repo)
    won = await asyncio.gather(*(repo.apply_move(g, 3) for g in games))
    # Six games: their moves, slots and caps; their players' rating rows; their stats.
    assert len(sent) == 3
    for game, result in zip(games, won, strict=True):
        stored = await repo.get_game(game.id)
        assert result.status is stored.status is GameStatus.WON
        assert stored.moves == result.moves == (*NEAR_WIN, 3)
        assert await rows_of(repo, MOVES, game.id) == await rows_of(repo, MOVES, alone.id)
        assert await rows_of(repo, TRANSITIONS, game.id) == await rows_of(
            repo, TRANSITIONS, alone.id
        )
        stats = await repo.player_stats(game.x.user_id or "")
        assert stats is not None and stats.games == 1 and stats.overall.wins == 1
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def test_rows_updated_in_a_batch_hold_what_replaying_the_games_gives(
    repo: Repository,
) -> None:
    people = [person(i) for i in range(5)]
    # Each person has played before (their rows exist: the batch updates them), then ends a
    # game beside the others; the replay (stats_from_games) counts the games one by one.
    for game in await near_wins(repo, people, channel="first"):
        await repo.apply_move(game, 3)
    batched = await near_wins(repo, people, channel="second")
    batched = await asyncio.gather(*(repo.apply_move(g, 9) for g in batched))
    finished = await asyncio.gather(*(repo.apply_move(g, 6) for g in batched))
    assert all(game.winner is not None for game in finished)
    assert await repo.stats_snapshot() == await repo.stats_from_games()
    for side in people:
        stats = await repo.player_stats(side.user_id or "")
        assert stats is not None and stats.games == 2
        assert (stats.overall.wins, stats.overall.losses) == (1, 1)


async def test_a_persons_games_ending_together_are_counted_one_after_another(
    repo: Repository,
) -> None:
    ann, bob, cid = person(0), person(1), person(2)
    games = await near_wins(repo, [ann, ann, ann, bob, bob, cid])
    await asyncio.gather(*(repo.apply_move(g, 3) for g in games))
    for side, played in ((ann, 3), (bob, 2), (cid, 1)):
        stats = await repo.player_stats(side.user_id or "")
        assert stats is not None and stats.games == played and stats.overall.wins == played
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def test_a_duel_and_both_marks_of_the_agent_end_in_one_batch(repo: Repository) -> None:
    duel = await repo.create_game(server_id="s", channel_id="d", x=person(0), o=person(1))
    agent_x = await repo.create_game(
        server_id="s", channel_id="x", x=MINIMAX, o=person(2), opening=(1,)
    )
    agent_o = (await near_wins(repo, [person(3)]))[0]
    duel = await repo.apply_moves(duel, NEAR_WIN)
    agent_x = await repo.apply_moves(agent_x, [4, 2, 5])  # X 1, O 4, X 2, O 5: X to move
    sent = count_statements(repo)
    ended = await asyncio.gather(
        repo.apply_move(duel, 3), repo.apply_move(agent_x, 3), repo.apply_move(agent_o, 3)
    )
    assert len(sent) == 3
    assert [game.winner.value if game.winner else None for game in ended] == ["X", "X", "X"]
    stored = await repo.get_game(agent_x.id)
    assert stored.x.agent_rating is not None  # what the person was rated against
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def test_a_stale_end_in_a_batch_is_refused_alone(repo: Repository) -> None:
    games = await near_wins(repo, [person(i) for i in range(3)])
    contested = games[1]
    calls = [repo.apply_move(g, 3) for g in games]
    calls.append(repo.apply_moves(contested, [9, 6]))  # same snapshot: the next batch
    results = await asyncio.gather(*calls, return_exceptions=True)
    assert [type(r).__name__ for r in results] == ["Game"] * 3 + ["VersionConflictError"]
    assert isinstance(results[-1], VersionConflictError)
    assert (await repo.get_game(contested.id)).moves == (*NEAR_WIN, 3)
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def test_a_batch_that_fails_is_rolled_back_and_each_game_written_alone(
    repo: Repository, monkeypatch: pytest.MonkeyPatch
) -> None:
    games = await near_wins(repo, [person(i) for i in range(4)])
    batches = []
    real = end_batch.results_parameters

    def one_row_too_many(gathered: Any) -> Any:
        """The batch's stats, requiring one row more of the ratings than they change."""
        params, required = real(gathered)
        batches.append(len(params["ri_user_id"]))
        return params, required | {"ri": (required["ri"] or 0) + 1}

    monkeypatch.setattr(end_batch, "results_parameters", one_row_too_many)
    won = await asyncio.gather(*(repo.apply_move(g, 3) for g in games))
    assert batches == [16]  # four people's four scopes each, then rolled back
    assert all(game.status is GameStatus.WON for game in won)
    # Written once each: the rolled-back batch left no move, cap count nor stats behind.
    for game in games:
        assert await rows_of(repo, MOVES, game.id) == len(NEAR_WIN) + 1
    assert await scalar(repo, "SELECT max(games) FROM rated_pairs") == 1
    for game in games:
        stats = await repo.player_stats(game.x.user_id or "")
        assert stats is not None and stats.games == 1
    assert await repo.stats_snapshot() == await repo.stats_from_games()


def test_every_write_of_a_games_count_has_an_array_form() -> None:
    from storage.repos.game_statements import SEEN_PLAYER
    from storage.repos.results import (
        ADD_STRENGTH,
        BUMP_RECORD,
        INSERT_RATING,
        INSERT_RECORD,
        SET_RATED_AGAINST,
        UPDATE_RATING,
    )

    every = [INSERT_RATING, UPDATE_RATING, INSERT_RECORD, BUMP_RECORD, SEEN_PLAYER]
    every += [ADD_STRENGTH["postgresql"], *SET_RATED_AGAINST.values()]
    assert {id(statement) for statement in every} == set(end_statements.PARTS)

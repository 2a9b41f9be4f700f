"""History: a player's recent finished games in a server, newest first, as X and as
O alike, limited to what a viewer may review; read from the two per-side indexes."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import event

from domain.game import Game, Side
from engine import Mark
from storage import Repository
from tests.storage.conftest import ANN, BOB, MINIMAX, at

CAT = Side.human("cat", "Cat")


async def finished(
    repo: Repository, x: Side, o: Side, *, channel: str = "c", server: str = "s"
) -> Game:
    """A game of ``x`` against ``o`` in ``server``/``channel``, resigned by X at once."""
    game = await repo.create_game(server_id=server, channel_id=channel, x=x, o=o, now=at(0))
    return await repo.resign(game, Mark.X, now=at(1))


async def test_recent_games_merge_both_sides_newest_first_up_to_the_limit(
    repo: Repository,
) -> None:
    ids = []
    for i in range(6):  # ann alternates X and O
        x, o = (ANN, MINIMAX) if i % 2 == 0 else (MINIMAX, ANN)
        ids.append((await finished(repo, x, o)).id)
    await finished(repo, ANN, MINIMAX, server="elsewhere")
    await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX, now=at(2))  # active
    assert [g.id for g in await repo.recent_games("ann", "s", limit=10)] == ids[::-1]
    assert [g.id for g in await repo.recent_games("ann", "s", limit=3)] == ids[:2:-1]
    assert await repo.recent_games("nobody", "s", limit=10) == []


async def test_a_viewer_sees_the_games_they_played_and_those_of_their_channel(
    repo: Repository,
) -> None:
    here = await finished(repo, ANN, MINIMAX, channel="here")
    private = await finished(repo, ANN, MINIMAX, channel="private")
    duel = await finished(repo, BOB, ANN, channel="private")
    seen_by_bob = await repo.recent_games("ann", "s", limit=10, viewer_id="bob", channel_id="here")
    assert [g.id for g in seen_by_bob] == [duel.id, here.id]
    seen_by_cat = await repo.recent_games("ann", "s", limit=10, viewer_id="cat", channel_id="x")
    assert seen_by_cat == []
    own = await repo.recent_games("ann", "s", limit=10, viewer_id="ann", channel_id="here")
    assert [g.id for g in own] == [duel.id, private.id, here.id]


@pytest.mark.sqlite_only
async def test_the_history_query_reads_the_per_side_indexes(repo: Repository) -> None:
    await finished(repo, ANN, CAT)
    statements: list[tuple[str, Any]] = []

    def grab(conn: Any, cursor: Any, statement: str, params: Any, *_: Any) -> None:
        if "UNION ALL" in statement:
            statements.append((statement, params))

    event.listen(repo.engine.sync_engine, "before_cursor_execute", grab)
    try:
        assert len(await repo.recent_games("ann", "s", limit=10)) == 1
    finally:
        event.remove(repo.engine.sync_engine, "before_cursor_execute", grab)
    statement, params = statements[0]
    async with repo.engine.connect() as connection:
        raw = await connection.get_raw_connection()
        assert raw.driver_connection is not None
        cursor = await raw.driver_connection.execute(f"EXPLAIN QUERY PLAN {statement}", params)
        plan = " | ".join(str(row[3]) for row in await cursor.fetchall())
    assert "USING INDEX ix_games_x_user_id_server_id_id (x_user_id=? AND server_id=?)" in plan
    assert "USING INDEX ix_games_o_user_id_server_id_id (o_user_id=? AND server_id=?)" in plan
